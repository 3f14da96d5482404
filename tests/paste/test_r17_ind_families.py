# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2560-2575 (reports that name the Mac only by model, year or CPU: 'Mac Studio
M2 Ultra', '96gb mac m2', '[Mac-CPU] ... i7-7700HQ') exposed, each read from real text.

An issue title that opens with the platform in brackets ('[MacOS] Segmentation Fault on LightGBM w/ Torch') says the
report is from a Mac; an Intel Core processor named by its model number alone ('MacBook Pro i9-9880H', no word Intel)
is an Intel CPU, so on a Mac an Intel Mac.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/autogluon/autogluon/issues/1442 (the title, the first line of the paste; dev 2257)
AUTOGLUON_1442_TITLE = "[MacOS] Segmentation Fault on LightGBM w/ Torch\n"

# https://github.com/pytorch/pytorch/issues/42372 (the title, two tags; dev 1598)
PYTORCH_42372_TITLE = "[macOS] [nightlies] dlopen --: Library not loaded: @rpath/libuv.1.dylib J\n"

# https://github.com/yaroslavvb/tensorflow-community-wheels/issues/36 (the title; dev 2575)
TFWHEELS_36_TITLE = "[Mac-CPU] TensorFlow v1.3 Optimized for i7-7700HQ\n"

# A benchmark project's README, found with the code search (index id 29318593336)
README_9880H = "- `Tested Benchmarks/` contains harvested runs from hardware such as the Ryzen 5700X and MacBook Pro i9-9880H.\n"


def test_a_titles_platform_tag_names_the_mac_world() -> None:
    for title in (AUTOGLUON_1442_TITLE, PYTORCH_42372_TITLE, TFWHEELS_36_TITLE):
        assert read(title)[0].get("host.os") == "Darwin", title
    # with an Intel CPU named in the report, an Intel Mac
    assert "intel-mac" in ids(AUTOGLUON_1442_TITLE + "\nIntel Core i7, 16 GB, Big Sur 11.6\n")


def test_a_bracketed_mac_later_in_the_text_is_no_title_tag() -> None:
    text = "Segmentation fault on Ubuntu 22.04 with torch 2.1\n\nThe same code on [mac] works, see the linked gist.\n"
    assert read(text)[0].get("host.os") != "Darwin"


def test_an_intel_core_model_number_alone_is_an_intel_cpu() -> None:
    facts, _ = read(README_9880H)
    assert facts.get("host.cpu_brand") == "Intel"
    assert "intel-mac" in ids("TensorFlow 2.4 crashes on import on my MacBook Pro i9-9880H, Catalina 10.15.7\n")
    # not a version or a part number that only looks like one
    assert read("pip install i7-1.2.3 failed on my MacBook Pro\n")[0].get("host.cpu_brand") is None
