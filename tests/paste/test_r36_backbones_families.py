# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6060-6071 (image backbones and model zoos on Macs: timm, open_clip,
torchvision.models and its weights downloads, pytorchcv, segmentation_models_pytorch, Hugging Face image models)
exposed, each read from real text.

- The writer's Python, its version written, said to run on the Mac ('it's under Python3.6 on latest macOS', 'I'm
  running Python 3.6.5 on Mac OS X') in a post dated before the first Apple-silicon Mac: an Intel Mac, as the other
  clues of a Mac named in a dated post read it; and the writer on the newest release ('I'm on the latest macOS'),
  which the clue of the writer's own Mac read only without 'latest' between.
"""

from __future__ import annotations

import pytest
from pasted import fact, raised

# https://github.com/pytorch/vision/issues/112 (dev 6060), the description's first lines
VISION_112 = """# Error when loading pretrained VGG19

ntomita · description · 2017-03-18
I encountered an error when loading a pretrained vgg19 model. I tried other networks like Alexnet and they're seemed fine.

I use torch==0.1.10, torchvision==0.1.7, just updated from master branch. Also, it's under Python3.6 on latest macOS.

Do anyone have any idea how this happened and can be fixed? An error message seems like complaining incompatible un-pickling.
"""

DATED = "# Loading weights fails\n\nsomeone · description · 2018-06-05\n"
DATED_AFTER = "# Loading weights fails\n\nsomeone · description · 2022-06-05\n"


def test_vision_112_reads_an_intel_mac() -> None:
    assert fact(VISION_112, "host.arm64_capable") == 0
    assert "intel-mac" in raised(VISION_112)
    assert "apple-silicon" not in raised(VISION_112)


@pytest.mark.parametrize("sentence", [
    "Also, it's under Python3.6 on latest macOS.",
    "I'm running Python 3.6.5 on Mac OS X.",
    "We are using python 3.7.3 on OSX.",
    "I'm on Python 3.7 on the newest version of macOS",
    "I get this error and I'm using python 2.7.16 (Homebrew) under macOS",
    "it is with Python 3.5.2 on OS X",
    "I have Python 3.6.4 on my Mac",
    "I tested it with Python 3.7.1 on a mac",
    "I use torch 0.4.0 and\nit's under Python3.6 on latest macOS.",
])
def test_own_python_on_the_mac_in_a_dated_post_is_an_intel_mac(sentence: str) -> None:
    text = DATED + sentence + "\n"
    assert fact(text, "host.arm64_capable") == 0
    assert "intel-mac" in raised(text)


@pytest.mark.parametrize("sentence", [
    "You should use Python 3.6 on macOS.",  # advice
    "I want to run Python 3.8 on macOS.",  # a wish
    "I am not using Python 3.6 on macOS.",  # negated
    "I don't have Python 3.6 on macOS.",
    "Can anyone reproduce with Python 3.6 on macOS?",  # another's machine
    "Install Python 3.6 on macOS with brew.",  # an instruction
    "Python 3.6 on macOS is not supported.",  # generic
    "Does it support Python 3.6 on macOS?",
    "it's under Python 3 on macOS.",  # the language, not an install
    "it's under Python3.6 on latest macOS address book sync.",
])
def test_python_on_the_mac_that_is_not_the_writers_is_not_read(sentence: str) -> None:
    text = DATED + sentence + "\n"
    assert fact(text, "host.arm64_capable") is None
    assert "intel-mac" not in raised(text)


def test_a_post_after_the_first_apple_silicon_mac_or_one_naming_it_is_not_read() -> None:
    after = DATED_AFTER + "Also, it's under Python3.6 on latest macOS.\n"
    assert fact(after, "host.arm64_capable") is None
    assert "intel-mac" not in raised(after)
    silicon = DATED + "Also, it's under Python3.6 on latest macOS, on the DTK.\n"
    assert "intel-mac" not in raised(silicon)
    undated = "Also, it's under Python3.6 on latest macOS.\n"
    assert "intel-mac" not in raised(undated)


@pytest.mark.parametrize("sentence", [
    "I'm on latest macOS.",
    "I'm on the latest macOS.",
    "I'm running the latest macOS.",
    "I am using the newest Mac OS X.",
    "I'm running the latest version of macOS",
    "I'm on macOS.",  # as before
])
def test_the_writer_on_the_newest_macos_in_a_dated_post_is_an_intel_mac(sentence: str) -> None:
    text = DATED + sentence + "\n"
    assert fact(text, "host.arm64_capable") == 0
    assert "intel-mac" in raised(text)


@pytest.mark.parametrize("sentence", [
    "I'm not on the latest macOS.",
    "I'm on the latest macOS address book.",
    "Is this fixed on the latest macOS?",
    "The latest macOS breaks it for everyone.",
])
def test_the_newest_macos_not_the_writers_is_not_read(sentence: str) -> None:
    text = DATED + sentence + "\n"
    assert fact(text, "host.arm64_capable") is None
    assert "intel-mac" not in raised(text)
