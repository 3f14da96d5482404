# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4660-4671 (NVIDIA GPUs and CUDA on Macs: 'Torch not compiled with CUDA
enabled' on Apple silicon, CUDA source builds and NVIDIA eGPUs on High Sierra Intel Macs, cupy) exposed, each read
from real text.

- A Mac model identifier written with a space before its number ('MacBookPro 12,1', 'macbook pro 12,1'): the
  identifier it names, as 'MacBookPro12,1' is read; never a screen size written with a decimal comma.
- A macOS version followed by its build without brackets ('10.13.6 17G14042'), and a build with five digits after
  the letter (a security update's): the machine's macOS, where the build's Darwin major belongs to the version.
- A GitHub issue form's macOS question answered under its heading ('### What version of macOS are you using?' then
  '10.13.x'): the machine's macOS version, likely, without outranking a version given with its build.
"""

from __future__ import annotations

from pasted import raised, read


def _fact(text: str, key: str) -> object:
    return read(text)[0].get(key)


# https://github.com/mayankk2308/kryptonite/issues/39 (dev 4667)
KRYPTONITE_39 = r"""# [BUG] nVidia eGPU does not recognized, just "NVIDIA Chip Model"

xlla · description · 2023-03-09
### What Mac are you using?

MacBookPro 12,1

### What version of macOS are you using?

10.13.x

### Are you using OpenCore Legacy Patcher?

No

### What is your issue?

after install kryptonite and boot into macos, the eGPU card in PCI list just shows "NVIDIA Chip Model" instead of actual gtx 1050ti.

I am use macbook pro 12,1 , 10.13.6 17G14042, use tb2 cable connected to apple tb3 to tb2 adapter, then connected to akitio note lite.

I have installed nvidia driver 387.10.10.10.40.140, cuda driver 418.243, cuda toolkit 10.1, cuda samples and cudnn.
I have changed Graphics Drivers on menu bar to NVIDIA Web Driver.

I can built cuda samples, but run any sample will cause a black screen and freeze system. 

### Upload Kryptonite Logs

Click here, then drag and drop your files in this area.

### Confirmation

- [X] I have uploaded the OpenCore **config.plist**.
- [X] I have uploaded all OpenCore Logs.
- [X] I have uploaded Lilu logs.
- [X] I have explained my issue in detail."""


def test_the_whole_report_is_an_intel_mac_certain_as_its_build_says() -> None:
    assert "intel-mac" in raised(KRYPTONITE_39)
    assert "apple-silicon" not in raised(KRYPTONITE_39)
    assert _fact(KRYPTONITE_39, "host.macos_version") == "10.13.6"


# Family 1: a model identifier with a space before its number.

def test_the_spaced_identifiers_of_the_report_name_an_intel_mac() -> None:
    for text in ("### What Mac are you using?\n\nMacBookPro 12,1",
                 "I am use macbook pro 12,1 , use tb2 cable connected to apple tb3 to tb2 adapter"):
        assert _fact(text, "host.arm64_capable") == 0, text
        assert "intel-mac" in raised(text), text


def test_spaced_identifiers_of_every_family_are_read_as_their_generation() -> None:
    for text in ("My Mac is a MacBook Pro 11,5 with an AMD GPU", "It runs on a MacBook Air 7,2",
                 "I use the Mac mini 8,1 at work", "my iMac 19,1 with Mojave", "an iMac Pro 1,1 here",
                 "a Mac Pro 6,1 with two FirePro", "Macmini 8,1", "MacBookAir 9,1"):
        assert _fact(text, "host.arm64_capable") == 0, text
    for text in ("My MacBook Pro 18,3 is slow", "the Mac mini 9,1 I bought", "MacBookAir 10,1 here"):
        assert _fact(text, "host.arm64_capable") == 1, text


def test_screen_sizes_clocks_lists_and_the_bare_word_mac_are_not_identifiers() -> None:
    for text in ("Mein MacBook Pro 13,3 Zoll", 'mein MacBook Pro 16,2" ist langsam', "Mein MacBook Pro 16,2",
                 "mon MacBook Air 13,6 pouces", "MacBook Pro 14,2 Zoll", "iMac 21,5", "MacBook Pro 12,1 inch",
                 "MacBook Pro 12,1-inch", "MacBook Pro 2,3 GHz", "MacBook Pro 13,15,16 all fail", "Mac 14,2",
                 "MacBook Pro 12, 1 TB"):
        assert _fact(text, "host.arm64_capable") is None, text


def test_the_joined_identifier_is_still_read() -> None:
    assert _fact("Also I have a MacBookPro14,2", "host.arm64_capable") == 0
    assert _fact("on a macbookpro16,3", "host.arm64_capable") == 0


# Family 2: a macOS version with its build, without brackets.

def test_a_version_with_its_bare_build_is_the_macs_macos() -> None:
    assert _fact("I am use macbook pro 12,1 , 10.13.6 17G14042, use tb2 cable", "host.macos_version") == "10.13.6"
    for text, version in (("running 10.13.6 17G14042 here", "10.13.6"), ("on 10.15.7 19H2 now", "10.15.7"),
                          ("updated to 13.4 22F66 yesterday", "13.4"), ("it is 10.14.6 18G103.", "10.14.6"),
                          ("on 10.13.6 (17G14042) now", "10.13.6"), ("26.1 25B78, python 3.12", "26.1")):
        assert _fact(text, "host.macos_version") == version, text
    assert "intel-mac" in raised("running 10.13.6 17G14042 here")


def test_a_build_that_does_not_belong_to_the_version_or_is_part_of_a_name_is_not_read() -> None:
    for text in ("version 13.4 20A66", "numpy 1.21 22F66", "10.14.6 18G103.5", "10.13.6 17G14042-beta",
                 "10.14.6 18G103,5", "item 11.2 20D64x1"):
        assert _fact(text, "host.macos_version") is None, text


# Family 3: an issue form's macOS question answered under its heading.

def test_the_forms_macos_answer_is_read_under_its_heading() -> None:
    assert _fact("### What version of macOS are you using?\n\n10.13.x", "host.macos_version") == "10.13"
    assert "intel-mac" in raised("### What version of macOS are you using?\n\n10.13.x")
    for text, version in (("### macOS Version\n\n10.15.7", "10.15.7"), ("### macOS version\n\nSonoma 14.5", "14.5"),
                          ("## What macOS version are you using?\n\n11.2.3", "11.2.3"),
                          ("### macOS version\n10.14.6", "10.14.6"), ("### OS X version\n\nHigh Sierra 10.13.6", "10.13.6")):
        assert _fact(text, "host.macos_version") == version, text


def test_a_bound_or_another_question_under_a_heading_is_not_the_macs_macos() -> None:
    for text in ("### macOS version\n\n14.0 or later", "### macOS version\n\n12.3+", "### Python version\n\n3.11",
                 "### macOS version\n\n2023", "### What version of macOS are you using?\n\nlatest"):
        assert _fact(text, "host.macos_version") is None, text


def test_the_vaguer_form_answer_does_not_lower_the_builds_certainty() -> None:
    """'10.13.x' under the form's heading and '10.13.6 17G14042' in the text: the version with its build decides, and
    intel-mac stays certain, as in the report's rendered copy that has no heading."""
    text = "### What version of macOS are you using?\n\n10.13.x\n\nI am use macbook pro 12,1 , 10.13.6 17G14042, use tb2"
    assert _fact(text, "host.macos_version") == "10.13.6"
