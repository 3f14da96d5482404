# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3300-3313 (distributed and multi-process training or inference on Macs:
torch.distributed with gloo, DataLoader workers, exo clusters of Macs, horovod) exposed, each read from real text.

A Mac Studio named as the machine is Apple silicon (there never was an Intel Mac Studio), with or without its chip;
a chip's tier joined to it by a hyphen ('m1-ultra', 'M2-Max') names the chip; a version field answered with the
releases tried ('Tried on both 1.10 and 1.9.1 post3') gives the newer of them.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/pytorch/gloo/issues/383
GLOO_383 = """[question] Why there is no support for communicating between Linux and Macos

Hi, guys

I have a m1-ultra mac studio and a linux box and I want to use both of them for distributed model training. But I found that gloo does not support communicating between linux and macos. I want to the reason and how much effort I need to make this work.
"""
# https://github.com/exo-explore/exo/issues/1650
EXO_1650 = """[BUG] MLX Metal compilation error (unknown type name 'bfloat16_t') during warmup on macOS Tahoe

Describe the bug
When running mlx-community/Kimi-K2.5 across two Mac Studios using EXO, the runner crashes during the StartWarmup phase. The crash is caused by a Metal JIT compilation failure in the MLX backend: RuntimeError: [metal::Device] Unable to build metal library from source.

The compiler throws multiple errors in mlx/backend/metal/kernels/utils.h, primarily complaining about unknown type names like bfloat16_t, complex64_t, and missing metal::vec templates.

To Reproduce
Steps to reproduce the behavior:

Set up an EXO cluster using the main branch across two Mac Studios via TCP/IP.
"""
# https://github.com/exo-explore/exo/issues/1932
EXO_1932 = """i need a help. this code

i spend a lot of time to bulid a cluster, but failed, the llm only work in one dev, i want  to know why? thank u
hardwire :a mac mini4 with 16gb ram and a mac studio with 32gb ram,  llm:gemma-4-26b-a4b-it-4bit。
"""
# a README found with the code search (id 2943437899)
ACT_README = """## How I run act on my M2-Max 💻

- didnt work properly when installed via brew, so I installed it via GitHub-CLI:
"""
# https://github.com/pytorch/pytorch/issues/68385
PYTORCH_68385 = """ImportError: cannot import name 'ProcessGroup' from 'torch.distributed'

When trying to import ProcessGroup from torch.distributed I get import error: 'ImportError: cannot import name 'ProcessGroup' from 'torch.distributed''. I guess it comes from the fact that I am using macOS with M1 chip and PyTorch does not provide torch.distributed with its pre-built package. Indeed, torch.distributed.is_available() is False.

## Environment

 - PyTorch Version: Tried on both 1.10 and 1.9.1 post3
 - OS (e.g., Linux): MacOS
 - How you installed PyTorch (`conda`, `pip`, source): conda
 - Python version: 3.8
"""


@pytest.mark.parametrize("text", [GLOO_383, EXO_1650, EXO_1932])
def test_a_mac_studio_is_apple_silicon(text: str) -> None:
    facts, _ = read(text)
    assert facts["host.os"] == "Darwin"
    assert "apple-silicon" in ids(text)
    assert "intel-mac" not in ids(text)


@pytest.mark.parametrize("text", [
    "The Mac Studio Display flickers when I plug my Intel MacBook Pro into it.\n",  # Apple's monitor, not the Mac
    "I don't have a Mac Studio, only an Intel iMac.\n",  # negated
    "I don't have a Mac Studio to test this on.\n",
    "My Mac Studio Display flickers.\n",
    "LM Studio on my mac runs fine.\n",  # another app's name
    "Open the project in Visual Studio Code.\n",
])
def test_what_is_not_a_mac_studio(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("host.arm64_capable") in (None, 0)
    assert "Apple" not in str(facts.get("host.cpu_brand", ""))


@pytest.mark.parametrize("text, brand", [(GLOO_383, "Apple M1 Ultra"), (ACT_README, "Apple M2 Max")])
def test_a_chip_with_its_tier_hyphenated_names_it(text: str, brand: str) -> None:
    facts, _ = read(text)
    assert facts["host.cpu_brand"] == brand
    assert "apple-silicon" in ids(text)


@pytest.mark.parametrize("text", [
    "cm2 = (sum2-max2-min2)/(sample_size-2);\n",
    "ap.add_argument('--sam2-max-propagate', type=int, default=None,\n",
    '{ slug: "macbook-pro-16-m2-max", matcher: /\\bm2\\b.*\\b16\\b/i },\n',
    "see m1-max.txt for the numbers\n",
])
def test_a_hyphenated_tier_inside_a_word_slug_or_file_is_no_chip(text: str) -> None:
    facts, _ = read(text)
    assert "host.cpu_brand" not in facts


def test_a_version_field_with_two_releases_tried_gives_the_newer() -> None:
    facts, _ = read(PYTORCH_68385)
    assert facts["torch.version"] == "1.10"
    assert {"apple-silicon", "torch-outdated"} <= ids(PYTORCH_68385)


def test_a_newer_release_tried_is_not_outdated() -> None:
    text = " - PyTorch Version: Tried on both 1.13.1 and 2.7.0\n - OS (e.g., Linux): MacOS\n"
    facts, _ = read(text)
    assert facts["torch.version"] == "2.7.0"
    assert "torch-outdated" not in ids(text)


def test_a_single_version_field_is_still_the_plain_field() -> None:
    facts, _ = read(" - PyTorch Version: 1.10\n")
    assert facts["torch.version"] == "1.10"


# https://github.com/pytorch/pytorch/issues/68385: the guess is about the cause; the chip after it is read as
# hedged whether or not the paste wrapped the sentence between them.
GUESS_68385 = "When trying to import ProcessGroup from torch.distributed I get import error: 'ImportError: cannot import name 'ProcessGroup' from 'torch.distributed''. I guess it comes from the fact that I am using macOS with M1 chip and PyTorch does not provide torch.distributed with its pre-built package.\n"
GUESS_68385_WRAPPED = """When trying to import ProcessGroup from torch.distributed I get import error: 'ImportError: cannot
import name 'ProcessGroup' from 'torch.distributed''. I guess it comes from the fact that I am using
macOS with M1 chip and PyTorch does not provide torch.distributed with its pre-built package.
"""


@pytest.mark.parametrize("text", [GUESS_68385, GUESS_68385_WRAPPED])
def test_a_guess_wrapped_before_the_chip_still_hedges_it(text: str) -> None:
    facts, _ = read(text)
    assert facts["host.cpu_brand"] == "Apple M1"
    assert facts["report.certainty"]["host.cpu_brand"] == "possible"


def test_a_guess_in_an_earlier_paragraph_does_not_hedge_the_chip() -> None:
    facts, _ = read("I guess it is a bug.\n\nI am using macOS with M1 chip.\n")
    assert facts["report.certainty"]["host.cpu_brand"] == "likely"
