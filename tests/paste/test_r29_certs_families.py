# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5120-5134 (SSL certificate errors and failed downloads of models, datasets and
weights on Macs: CERTIFICATE_VERIFY_FAILED from keras, torchvision, torch.hub and Hugging Face downloads) exposed,
read from real text.

- The python.org installer's 'Install Certificates.command' (and its 'Update Shell Profile.command'), the fix every
  such thread on a Mac offers, exists only in the macOS installer's /Applications/Python 3.X folder: a thread that
  runs or recommends it is about a Mac, by its path or its bare name, with the shell's escaped spaces, in any case.
  A sentence that says someone has no such script is no Mac.
- TensorFlow's C++ log line ('2017-11-06 18:20:25.647592: I tensorflow/core/platform/cpu_feature_guard.cc:137] …')
  dates the TensorFlow that wrote it also where a terminal or a hard wrap broke the line at a space, between the
  time, the level letter and the path (one line break, not a blank line).
"""

from __future__ import annotations

import pytest
from pasted import fact, raised

# https://github.com/tensorflow/tensorflow/issues/10779 (a comment under 'Mac + Python 3.6.1: Attempting to download
# mnist data results in CERTIFICATE_VERIFY_FAILED error')
TF_10779_COPY_PASTE = r"""EthanAI · comment · 2017-07-06
If you want to just copy paste into Terminal:
`/Applications/Python\ 3.6/Install\ Certificates.command
`"""

# https://github.com/tensorflow/models/issues/5871 ('SSL certificate verification failed in mnist.py'), the whole
# stored comment
MODELS_5871 = r"""# SSL certificate verification failed in mnist.py

jeanggi90 · comment · 2018-12-12
Try to run `Applications/Python 3.6/Install Certificates.command` from the terminal."""

# https://github.com/keras-team/keras/issues/14089 (dev 5129), the comment alone
KERAS_14089_COMMENT = r"""goelharshit562 · comment · 2020-06-04
you must install python certificates by writing this two scripts in macos :

Install Certificates.command"""


@pytest.mark.parametrize("text", [TF_10779_COPY_PASTE, MODELS_5871, KERAS_14089_COMMENT])
def test_real_certificate_script_advice_reads_a_mac(text: str) -> None:
    assert fact(text, "host.os") == "Darwin"
    found = raised(text)
    assert "not-a-mac" not in found and "apple-silicon" not in found
    # each post is dated before the first Apple-silicon Mac: the Mac it is about was an Intel one (round 36,
    # reasoning._mac_in_dated_post); undated, the script names no chip
    assert "intel-mac" in found
    undated = "\n".join(line for line in text.splitlines() if " · " not in line)
    assert fact(undated, "host.os") == "Darwin" and "intel-mac" not in raised(undated)


@pytest.mark.parametrize("text", [
    "I ran /Applications/Python 3.12/Install Certificates.command and it fixed the download.",
    "/Applications/Python 3.11/Install Certificates.command did the magic",
    "open '/Applications/Python 3.10/Install Certificates.command'",
    "Double-click install certificates.command in the Python 3.11 folder.",
    "I ran Install_Certificates.command",
    "then run Update Shell Profile.command too",
    "file:///Applications/Python%203.9/Install%20Certificates.command",
])
def test_certificate_script_variants_read_a_mac(text: str) -> None:
    assert fact(text, "host.os") == "Darwin"


@pytest.mark.parametrize("text", [
    "Windows has no Install Certificates.command; use certifi.",
    "I don't have Install Certificates.command in /Applications.",
    "There is no `/Applications/Python 3.11/Install Certificates.command` here.",
    "MyInstall Certificates.command",
    "Install Certificates.commands",
    "install certificates with certifi",
])
def test_certificate_script_near_misses_read_no_mac(text: str) -> None:
    assert fact(text, "host.os") != "Darwin"


def test_certificate_script_advice_does_not_outvote_a_linux_collect_env() -> None:
    text = """PyTorch version: 2.1.0+cu121
Is debug build: False
CUDA used to build PyTorch: 12.1
OS: Ubuntu 22.04.3 LTS (x86_64)
Python version: 3.10.12 (main, Nov 20 2023, 15:14:05) [GCC 11.4.0] (64-bit runtime)
Python platform: Linux-6.1.58+-x86_64-with-glibc2.35

On a Mac you would run Install Certificates.command instead."""
    assert fact(text, "host.os") == "Linux"
    assert "not-a-mac" in raised(text)


def test_certificate_script_names_no_python_version() -> None:
    # the folder's version is often the advisor's ('change 3.7 to whatever version you installed'), not the reader's
    text = "run `/Applications/Python\\ 3.6/Install\\ Certificates.command` in a terminal"
    assert fact(text, "python.version") is None
    assert "python-too-old" not in raised(text)


# https://github.com/spmallick/learnopencv/issues/36 (dev 5130), the quoted log's line
LEARNOPENCV_36_LOG = "> 2017-11-06 18:20:25.647592: I tensorflow/core/platform/cpu_feature_guard.cc:137] Your CPU supports instructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA"


@pytest.mark.parametrize("text", [
    LEARNOPENCV_36_LOG,
    # wrapped at 80 after the level letter (the slow shape test's 'hard-wrapped at 80')
    "> 2017-11-06 18:20:25.647592: I\ntensorflow/core/platform/cpu_feature_guard.cc:137] Your CPU supports\ninstructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA",
    # broken after the time, the continuation indented
    "2019-03-02 10:11:12.123456:\n    I tensorflow/core/platform/cpu_feature_guard.cc:141] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA",
    # a warning line, broken with a trailing space left on the first line
    "2020-05-01 08:00:00.000001: W \ntensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libcudart.so.10.1'",
])
def test_tensorflow_log_line_dates_its_tensorflow_across_a_wrap(text: str) -> None:
    assert fact(text, "tensorflow.older_than") == "2.16"


@pytest.mark.parametrize("text", [
    # a blank line between the time and the rest is two lines, not one wrapped
    "2017-11-06 18:20:25.647592: I\n\ntensorflow/core/platform/cpu_feature_guard.cc:137] Your CPU supports instructions",
    # jaxlib's log names TensorFlow's sources under external/, not TensorFlow's own
    "2022-01-05 10:00:00.000000: I\nexternal/org_tensorflow/tensorflow/compiler/xla/service/service.cc:171] XLA service",
    # after the 2.16 line was tagged: says nothing of an older TensorFlow
    "2024-06-01 12:00:00.000000: I\ntensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized",
])
def test_tensorflow_log_line_near_misses_date_nothing(text: str) -> None:
    assert fact(text, "tensorflow.older_than") is None
