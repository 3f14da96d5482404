# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1560-1574 (Q&A pages and forum-style threads about ML setup errors on Macs,
taken as found) exposed, each read from real captured text (the thread is named).

The Intel-only macOS releases before El Capitan are named too ('macos Yosemite 10.10.5'): such a Mac is an Intel one.
dyld's own launch-time 'Symbol not found' (a program, not a Python dlopen) is printed only on macOS. 'Mac Intel chip
computers' as a class of Macs, beside 'Mac M1 chip computers', names no machine. A TensorFlow release candidate counts
as its release: tensorflow 2.13.0rc1 already had arm64 macOS wheels, so it is no x86_64 TensorFlow.
"""

from __future__ import annotations

import pytest
from pasted import ids, read


@pytest.mark.parametrize("text", [
    # https://github.com/tensorflow/tensorflow/issues/41283
    "Problem TensorFlow on Jupyter\nHi! I had the following error running MaskRCNN. I have macos Yosemite 10.10.5. I'm using conda virtual environment, Tensorflow version 2.0.1.\n",
    # https://github.com/ContinuumIO/anaconda-issues/issues/11923
    "I was trying to run Mask-RCNN on my macbook with Yosemite 10.10.5 following the tutorial on https://www.youtube.com/watch?v=2TikTv6PWDw\nbut I have the following ERROR\n",
    # https://github.com/matterport/Mask_RCNN/issues/2280 (the whole stored issue: its title)
    "Can I run MaskRCNN on mac Yosemite 10.10.5? Someone can help me to do it?\n",
])
def test_yosemite_is_an_intel_mac(text: str) -> None:
    values, _ = read(text)
    assert values["host.macos_version"] == "10.10.5"
    assert values["python.machine"] == "x86_64"
    found = ids(text)
    assert "intel-mac" in found
    assert "apple-silicon" not in found


def test_mavericks_alone_is_no_macos() -> None:
    # the guard's side: Mavericks is a team's name unless macOS/OS X comes first (as for Sierra)
    values, _ = read("Dallas Mavericks vs Boston Celtics, predicted with the model\n")
    assert "host.os" not in values
    values, _ = read("I am still on OS X Mavericks 10.9.5 with Python 3.6\n")
    assert values["host.macos_version"] == "10.9.5"


def test_dyld_launch_symbol_not_found_is_a_mac() -> None:
    # https://github.com/cjweeks/tensorflow-cmake/issues/44 (the whole issue)
    text = ("dyld: Symbol not found: __ZN10tensorflow11DatasetBase16kDatasetGraphKeyE\n"
            "Getting the following error ! Any way to recover it ?\n\n"
            "dyld: Symbol not found: __ZN10tensorflow11DatasetBase16kDatasetGraphKeyE\n"
            "  Referenced from: /usr/local/lib/libtensorflow_all.so\n"
            "  Expected in: flat namespace\n"
            " in /usr/local/lib/libtensorflow_all.so\n"
            "Abort trap: 6\n")
    values, _ = read(text)
    assert values["host.os"] == "Darwin"
    found = ids(text)
    assert "not-a-mac" not in found
    assert "tf-metal-version-mismatch" not in found


def test_intel_macs_named_as_a_class_are_no_machine() -> None:
    # https://boardor.com/blog/a-complete-guide-to-accelerating-pytorch-on-mac-m1-chip-with-5-7-times-speed-improvement
    text = ("Wow, without needing a separate GPU, I couldn’t wait to get my hands on an M1 MacBook to try it out, and I have organized what I believe to be important information into this article.\n"
            "- Question 4: Why are some software that can be installed on Mac Intel chip computers not installable on Mac M1 chip computers?\n")
    found = ids(text)
    assert "apple-silicon" in found
    assert "intel-mac" not in found


def test_a_mac_called_intel_is_still_read() -> None:
    # the rule's other side: https://github.com/setiastro/setiastrosuitepro/issues/81 ('my mac intel')
    assert "intel-mac" in ids("The app crashes on start on my mac intel, macOS 13.6\n")


def test_a_tensorflow_release_candidate_counts_as_its_release() -> None:
    # https://github.com/bhky/opennsfw2/issues/9
    text = ("Support for Mac M1\n"
            "This awesome lib depends on `tensorflow` and therefore cannot be installed on Mac with M1 chip as this needs `tensorflow-macos`. We are using [opennsfw2](https://github.com/bhky/opennsfw2) for [roop](https://github.com/s0md3v/roop) and would love to give support to our users.\n\n"
            "henryruhs: Nevermind, they fixed it via tensorflow==2.13.0rc1\n")
    found = ids(text)
    assert "apple-silicon" in found
    assert "tf-x86-build" not in found


def test_a_tensorflow_before_2_13_on_apple_silicon_is_still_x86() -> None:
    # the rule's other side, on the same words with the release before
    text = "Support for Mac M1\nOn my Mac with M1 chip I installed tensorflow==2.12.0 and import tensorflow crashes with zsh: illegal hardware instruction  python\n"
    assert "tf-x86-build" in ids(text)
