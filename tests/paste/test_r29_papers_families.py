# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5100-5111 (the official code of research papers run on Macs: demo and
inference scripts that ask for CUDA, questions whether a paper's model runs on an M-chip Mac) exposed, each read from
real text.

- A Mac's name joined to its chip by a spaced dash ('(Mac - M3)' on a line of its own, 'MacBook Pro – M1 Pro', 'Mac
  mini — M4'), as a note says the machine, names that chip as a hyphen does ('Mac-M2').
- A Mac's name, then its chip run into the word after it ('It's a MacBook m3mps environment', 'Mac M1chip', 'MacBook
  Pro M2GPU'), names that chip; a chip run into a word with no Mac named before it is a name in code ('m1Chip: Bool?').
"""

from __future__ import annotations

import pytest
from pasted import fact, raised

# https://github.com/Shohruh72/FastVLM/issues/1 (dev 5102)
FASTVLM_1 = r"""# Inference error

hex41434 · description · 2025-07-03
Hi, Thanks for the repo!

unfortunately I got this Error: Inference error: Torch not compiled with CUDA enabled

(Mac - M3)"""

# https://github.com/Zheng-Chong/CatVTON/issues/79 (dev 5109)
CATVTON_79 = r"""# I need to use it in a MacBook mps environment, can I use it?

heejoocho · description · 2024-11-20
It's a MacBook m3mps environment that doesn't support cuda, I really want to use this model, so can you tell me how to do it? ㅠㅠ I'm sending it with a desperate heart because I just started learning by myself"""


def test_fastvlm_spaced_dash_note_is_apple_silicon() -> None:
    assert "apple-silicon" in raised(FASTVLM_1)
    assert fact(FASTVLM_1, "host.cpu_brand") == "Apple M3"
    assert "cuda-unavailable" not in raised(FASTVLM_1)


@pytest.mark.parametrize(("text", "chip"), [
    ("unfortunately I got this Error: boom\n\n(Mac - M3)", "Apple M3"),
    ("It fails.\n\nMac – M3", "Apple M3"),
    ("It fails.\n\nMacBook Pro — M1 Pro", "Apple M1 Pro"),
    ("The demo crashes.\n\nMac mini - M4", "Apple M4"),
    ("Machine: MacBook Air - M2, 16GB", "Apple M2"),
    ("It fails.\n\nMac-M3", "Apple M3"),  # the hyphen, read before
])
def test_mac_joined_to_chip_by_a_spaced_dash(text: str, chip: str) -> None:
    assert "apple-silicon" in raised(text)
    assert fact(text, "host.cpu_brand") == chip


@pytest.mark.parametrize("text", [
    "It fails.\n\nMac - M3 builds are missing from the release.",  # a thing made for the chip
    "For Mac - M1 support, see the docs.",
    "Mac - M1 and Intel both fail the same way.",  # both kinds of Mac
    "It fails.\n\nMac - 16GB",  # no chip
    "See https://example.com/mac-m1-setup for the steps.",  # a URL's slug
])
def test_spaced_dash_near_misses_name_no_apple_silicon(text: str) -> None:
    assert "apple-silicon" not in raised(text)


def test_catvton_chip_run_into_mps_is_apple_silicon() -> None:
    assert "apple-silicon" in raised(CATVTON_79)
    assert fact(CATVTON_79, "host.cpu_brand") == "Apple M3"
    assert "cuda-unavailable" not in raised(CATVTON_79)


@pytest.mark.parametrize(("text", "chip"), [
    ("It's a MacBook m3mps environment that doesn't support cuda.", "Apple M3"),
    ("I use a Mac M1chip.", "Apple M1"),
    ("On my MacBook Pro M2GPU it is slow.", "Apple M2"),
    ("On my MacBook Pro M2MaxGPU it is slow.", "Apple M2 Max"),
    ("my Mac mini M4mps run fails", "Apple M4"),
])
def test_mac_then_chip_run_into_the_next_word(text: str, chip: str) -> None:
    assert "apple-silicon" in raised(text)
    assert fact(text, "host.cpu_brand") == chip


@pytest.mark.parametrize("text", [
    "var m1Chip: Bool?",  # a name in code, no Mac before it
    "import M1Chip from '../Components/ProductInfo/M1Chip'",
    "see mac M1chip.md for the steps",  # a file's name
    "There is no support for flash-attn on MacBook m3mps machines.",  # a kind of Mac, no one's
])
def test_chip_run_into_a_word_near_misses(text: str) -> None:
    assert "apple-silicon" not in raised(text)
