# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6200-6211 (beginners' first ML programs on Macs: MNIST and quickstart
tutorials of TensorFlow, Keras and PyTorch, first installs) exposed, each read from real text.

- OS X 10.11's name written with a capital I for its l ('EI Capitan': the two letters look alike in GitHub's
  sans-serif, and three TensorFlow install threads of 2015-2016 spell it so), or run together ('ElCapitan'): El
  Capitan, an Intel-only release, as 'El Capitan' and its other misspellings already read.
- macOS 10.12's name right after the word Mac ('working on MAC sierra', 'Mac Sierra 10.12.6'): Sierra, as after
  'macOS' or 'OS X' (alone the word is a name or a range's; 'High Sierra' reads alone already).
- The program's interpreter raising 'No module named tensorflow' (or torch) beside a package listing that records the
  framework (pip show, pip list, pip freeze, conda list): the listing is another environment's (pip's, conda's), as
  when a Mac has two Pythons, and the interpreter that ran has no such framework; unless it prints the framework's
  version after all (the install that followed the error fixed it).
"""

from __future__ import annotations

import pytest
from pasted import fact, ids, raised, read

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


# https://github.com/tensorflow/tensorflow/issues/8780 (dev 6206), the description up to its numpy record
TF_8780 = """# Cannot import tensorflow in python

ananthnagaraj · description · 2017-03-28
I get the following error when I try to import tensorflow in  python
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
ImportError: No module named tensorflow

Python Version:-
Python 2.7.10 (default, Jul 30 2016, 19:40:32)
[GCC 4.2.1 Compatible Apple LLVM 8.0.0 (clang-800.0.34)] on darwin
Type "help", "copyright", "credits" or "license" for more information.

Tensor Flow Version :-
Name: tensorflow
Version: 1.0.1
Summary: TensorFlow helps the tensors flow
Home-page: http://tensorflow.org/
Author: Google Inc.
Author-email: opensource@google.com
License: Apache 2.0
Location: /usr/local/lib/python2.7/site-packages
Requires: wheel, protobuf, numpy, six, mock
"""


def test_tf_8780_the_interpreter_has_no_tensorflow() -> None:
    found = ids(TF_8780)
    assert {"tensorflow-missing", "python-too-old"} <= found
    assert "import-crashed" not in found
    assert fact(TF_8780, "tensorflow.version") is None


@pytest.mark.parametrize("text", [
    # https://github.com/tensorflow/tensorflow/issues/8780 (pip show)
    TF_8780,
    # pip freeze, pip list (Apple's distribution), conda list
    "ImportError: No module named tensorflow\n$ pip freeze\nnumpy==1.12.1\ntensorflow==1.0.1\n",
    "ModuleNotFoundError: No module named 'tensorflow'\n$ pip list\nPackage            Version\n------------------ -------\ntensorflow-macos   2.12.0\ntensorflow-metal   0.8.0\n",
    "ModuleNotFoundError: No module named 'tensorflow'\n\n$ conda list tensorflow\n# Name                    Version                   Build  Channel\ntensorflow                2.10.0          cpu_py39h0b0ed9f_0\n",
    "ModuleNotFoundError: No module named 'tensorflow'\n\n$ pip list | grep tensorflow\ntensorflow           2.15.0\n",
])
def test_no_module_beside_a_listing_is_tensorflow_missing(text: str) -> None:
    assert "tensorflow-missing" in ids(text)


def test_no_module_beside_a_listing_is_torch_missing() -> None:
    text = ("ModuleNotFoundError: No module named 'torch'\n\n$ pip show torch\nName: torch\nVersion: 2.1.0\n"
            "Location: /opt/homebrew/lib/python3.11/site-packages\n")
    found = ids(text)
    assert "torch-missing" in found
    assert "torch-outdated" not in found  # the listed torch is not the interpreter's


@pytest.mark.parametrize(("text", "framework"), [
    # the interpreter prints the version once the install after the error fixed it
    ("$ python -c 'import torch'\nModuleNotFoundError: No module named 'torch'\n$ pip install torch\nSuccessfully installed torch-2.1.0\n$ python -c 'import torch; print(torch.__version__)'\n2.1.0\n$ pip show torch\nName: torch\nVersion: 2.1.0\n", "torch"),
    # a submodule of an installed TensorFlow is missing, not TensorFlow (tensorflow#37642's message)
    ("Traceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\nModuleNotFoundError: No module named 'tensorflow.python.tools'\n\nName: tensorflow\nVersion: 2.1.0\nLocation: /usr/local/lib/python3.7/site-packages\n", "tensorflow"),
    # pip's isolated build environment has no torch, whatever the target has
    ("  Getting requirements to build wheel: finished with status 'error'\n  ModuleNotFoundError: No module named 'torch'\n$ pip show torch\nName: torch\nVersion: 2.1.0\nLocation: /opt/homebrew/lib/python3.11/site-packages\n", "torch"),
    # a condition, not the writer's error
    ("If you get No module named tensorflow, reinstall it.\n$ pip show tensorflow\nName: tensorflow\nVersion: 2.15.0\nLocation: /Users/me/venv/lib/python3.11/site-packages\n", "tensorflow"),
])
def test_near_misses_keep_the_listed_framework(text: str, framework: str) -> None:
    assert f"{framework}-missing" not in ids(text)
    assert read(text)[0].get(f"{framework}.version") is not None
