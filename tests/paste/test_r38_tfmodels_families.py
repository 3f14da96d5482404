# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6320-6331 (the TensorFlow Model Garden and the Object Detection API: tf-models-official,
protoc, pycocotools, lvis, tensorflow-io and tensorflow-text, the TF2 detection zoo, Model Maker) exposed, each read
from real text.

- sys.version shortened by the person who pastes it, the build in parentheses left out ('- Python 3.5.4  [MSC v.1900
  64 bit (AMD64)] on win32'): the compiler's bracket after 'Python X.Y.Z' still names the platform after it, and
  Microsoft's compiler string (CPython's COMPILER on Windows, '[MSC v.NNNN 64 bit (AMD64)]') names Windows alone.
- macOS or a Mac named after 'in' where something is installed or run ('it failed to work in Mac OS X system'), as
  'on macOS' is read: the machine is a Mac.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids

# https://github.com/tensorflow/text/issues/89 (dev 6325), the description as stored
TFTEXT_89 = """# No matching distribution found for tensorflow-text

QUENTINNE · description · 2019-09-05
 **I failed to install tensorflow-text.**

When I enter `pip install -U tensorflow-text`

There was an error:

> Could not find a version that satisfies the requirement tensorflow-text (from versions: )
> No matching distribution found for tensorflow-text

- Python 3.5.4  [MSC v.1900 64 bit (AMD64)] on win32
- Tensorflow 2.0.0rc0
"""


def test_tftext_89_reads_windows_from_the_shortened_sys_version() -> None:
    assert fact(TFTEXT_89, "host.os") == "Windows"
    assert fact(TFTEXT_89, "python.version") == "3.5.4"
    found = ids(TFTEXT_89)
    assert {"not-a-mac", "python-too-old"} <= found
    assert not found & {"apple-silicon", "intel-mac", "report-undecided"}


@pytest.mark.parametrize(("line", "os_name"), [
    # https://github.com/tensorflow/text/issues/89
    ("- Python 3.5.4  [MSC v.1900 64 bit (AMD64)] on win32", "Windows"),
    # the same without the platform word: Microsoft's compiler string alone
    ("Python 3.5.4  [MSC v.1900 64 bit (AMD64)]", "Windows"),
    # Python 2's, a 32-bit build's and an ARM64 build's compiler string, the bracket on its own
    ("Python 2.7.15 [MSC v.1500 64 bit (AMD64)] on win32", "Windows"),
    ("sys.version: [MSC v.1916 32 bit (Intel)]", "Windows"),
    ("the interpreter says [MSC v.1937 64 bit (ARM64)]", "Windows"),
    # a distributor's name kept, the build left out, on a Mac and on Linux
    ("Python 3.8.5 |Anaconda, Inc.| [Clang 10.0.0 ] :: Anaconda, Inc. on darwin", "Darwin"),
    ("python 3.9.7 [GCC 7.5.0] on linux", "Linux"),
])
def test_shortened_sys_version_names_the_platform(line: str, os_name: str) -> None:
    assert fact(line, "host.os") == os_name


@pytest.mark.parametrize("line", [
    # a bracket that is no compiler's, after a Python version
    "Python 3.8.5 [dev] on win32 maybe",
    # Microsoft's compiler named without CPython's bracket
    "built with MSC v.1900 here",
    "flags [MSC v.1900] were set",
])
def test_no_compiler_bracket_is_not_read(line: str) -> None:
    assert fact(line, "host.os") is None


# https://github.com/matterport/Mask_RCNN/issues/562 (dev 6330), the whole stored thread
MASKRCNN_562 = """# How to install pycocotools in Mac OS X system? there are only ways in linux or windows

Govan111 · comment · 2018-05-15
I used to get the pycocotools which maked in linux, but it failed to work in Mac OS X system.Can someone know how to cope with it?
"""


def test_maskrcnn_562_reads_a_mac_from_in_mac_os_x() -> None:
    assert fact(MASKRCNN_562, "host.os") == "Darwin"
    assert not ids(MASKRCNN_562) & {"apple-silicon", "not-a-mac"}


@pytest.mark.parametrize("line", [
    # https://github.com/matterport/Mask_RCNN/issues/562
    "How to install pycocotools in Mac OS X system?",
    "I used to get the pycocotools which maked in linux, but it failed to work in Mac OS X system.",
    # other spellings of the system, and a Mac alone
    "the build fails in macOS with this error",
    "installation failed in Mac",
    "running the script in OSX gives a segfault",
    "pip install crashed in the Mac terminal",
])
def test_in_mac_names_a_mac(line: str) -> None:
    assert fact(line, "host.os") == "Darwin"


@pytest.mark.parametrize("line", [
    # a list of systems, a page, the App Store: nothing of this machine
    "the wheel works in Mac and Linux",
    "the install fails in macOS/Windows builds alike",
    "the install steps are in Mac docs",
    "you can install it in Mac App Store",
])
def test_in_mac_lists_and_pages_are_not_read(line: str) -> None:
    assert fact(line, "host.os") is None
