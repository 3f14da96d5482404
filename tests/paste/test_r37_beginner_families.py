"""Clue families the never-seen batch 6200-6211 (beginners' first ML programs on Macs: MNIST and quickstart
tutorials of TensorFlow, Keras and PyTorch, first installs) exposed, each read from real text.

- OS X 10.11's name written with a capital I for its l ('EI Capitan': the two letters look alike in GitHub's
  sans-serif, and three TensorFlow install threads of 2015-2016 spell it so), or run together ('ElCapitan'): El
  Capitan, an Intel-only release, as 'El Capitan' and its other misspellings already read.
- macOS 10.12's name right after the word Mac ('working on MAC sierra', 'Mac Sierra 10.12.6'): Sierra, as after
  'macOS' or 'OS X' (alone the word is a name or a range's; 'High Sierra' reads alone already).
"""

from __future__ import annotations

import pytest
from pasted import fact, ids, raised

# https://github.com/tensorflow/tensorflow/issues/3486 (dev 6208), the description's template and traceback head
TF_3486 = """# import tensorflow as tf error

datomnurdin · description · 2016-07-24
### Environment info
Operating System: OS X EI Capitan Version 10.11.1

### Steps to reproduce
1. run `import tensorflow as tf'

### Logs or other output that would be helpful

```
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/usr/local/lib/python2.7/site-packages/tensorflow/__init__.py", line 23, in <module>
    from tensorflow.python import *
  File "/usr/local/lib/python2.7/site-packages/tensorflow/python/__init__.py", line 52, in <module>
    from tensorflow.core.framework.graph_pb2 import *
"""


def test_tf_3486_reads_el_capitan_with_a_capital_i() -> None:
    found = ids(TF_3486)
    assert {"intel-mac", "python-too-old", "import-failed"} <= found
    assert not found & {"apple-silicon", "not-a-mac", "tensorflow-missing", "python-x86-on-arm"}
    assert fact(TF_3486, "host.os") == "Darwin"


@pytest.mark.parametrize("text", [
    # https://github.com/tensorflow/tensorflow/issues/3486
    "Operating System: OS X EI Capitan Version 10.11.1",
    # https://github.com/tensorflow/tensorflow/issues/2122
    "Operating System:\nOSX EI Capitan, 10.11.4",
    # https://github.com/tensorflow/tensorflow/issues/498 (a title over Homebrew's Python)
    "# Installation exception in EI Capitan\n\nI just installed homebrew, and also set brew python as default.",
    "Mac OS X EI Capitan 10.11.6",
    "Operating System: macOS EI Capitan (10.11.6)",
    "my macbook runs ei capitan",
    # run together
    "OS X ElCapitan 10.11.6",
    "I'm on OSX ElCapitan",
    # the known spellings still read
    "I use MAC(OSX El Captian)",
    "OS X El Capitan Version 10.11.1",
])
def test_el_capitan_misspelt_is_an_intel_mac(text: str) -> None:
    assert "intel-mac" in ids(text)
    assert "apple-silicon" not in ids(text)


@pytest.mark.parametrize(("text", "version"), [
    ("OS X EI Capitan Version 10.11.1", "10.11.1"),
    ("OSX ElCapitan 10.11.4", "10.11.4"),
    ("Operating System: macOS EI Capitan (10.11.6)", "10.11.6"),
])
def test_el_capitan_misspelt_keeps_its_stated_number(text: str, version: str) -> None:
    assert fact(text, "host.macos_version") == version


@pytest.mark.parametrize("text", [
    "the Eicapitan team",  # 'EI' must stand apart from the name
    "Heil Capitan",
    "Capitan America",
    "EI Capitol",
])
def test_near_misses_name_no_mac(text: str) -> None:
    assert not raised(text) & {"intel-mac", "apple-silicon"}


# https://github.com/tensorflow/tensorflow/issues/8780 (dev 6206), the description's last lines
TF_8780_TAIL = """Python Version:-
Python 2.7.10 (default, Jul 30 2016, 19:40:32)
[GCC 4.2.1 Compatible Apple LLVM 8.0.0 (clang-800.0.34)] on darwin

working on MAC sierra . Please let me know what could be the issu
"""


def test_tf_8780_reads_sierra_after_mac() -> None:
    assert fact(TF_8780_TAIL, "host.os") == "Darwin"
    assert "intel-mac" in ids(TF_8780_TAIL)
    assert "apple-silicon" not in ids(TF_8780_TAIL)


@pytest.mark.parametrize("text", [
    # https://github.com/tensorflow/tensorflow/issues/8780
    "working on MAC sierra . Please let me know what could be the issu",
    "I have a Mac Sierra 10.12.6",
    "on my iMac sierra the import fails",
    "mac Mavericks, python 2.7",
    # wrapped after the Mac
    "the same happens on my mac\nSierra 10.12.3 too",
])
def test_sierra_after_mac_is_an_intel_mac(text: str) -> None:
    assert "intel-mac" in ids(text)


@pytest.mark.parametrize("text", [
    "Sierra Nevada",
    "I use a mac. Sierra is my colleague's laptop",
    "mac-sierra-build",
])
def test_sierra_near_misses_name_no_mac(text: str) -> None:
    assert not raised(text) & {"intel-mac", "apple-silicon"}

