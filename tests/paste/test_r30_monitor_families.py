# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5380-5390 (monitoring the Mac's GPU, ANE, memory and power while running ML:
asitop, powermetrics, mactop, Stats, Activity Monitor's GPU History) exposed, each read from real text.

- A Mac named with its year, the screen size run into MBP/MBA ('MBP16 2019', 'MBP-15 2018', 'mba13 2017') or the year
  ending a sentence ('My MacBook Pro 2019.'), is the Intel Mac its year makes it; a year that starts a version
  ('MacBook Pro 2019.1') and a year run into MBP ('MBP2019') are still not read.
- A person saying their own Mac is or was in Low Power Mode ('with my M2 in low power mode') is Low Power Mode on;
  the mode named in general, turned off or negated is not.
"""

from __future__ import annotations

import pytest
from pasted import fact, raised

# https://github.com/apple/tensorflow_macos/issues/38 (dev 5381)
TFMACOS_38 = r"""# Model cat fit with only active GPU

egorgam · description · 2020-11-25
Hello!

I tried to use `tensorflow_macos-0.1a0-cp38` with MBP16 2019 Radion Pro 5500M, and judging by Activity Monitor GPU History, it looks like this tensorflow revision can use only active GPU. Because when I checked in preferences "Automatic graphics switching" flag (Intel graphics activated here), and when I started model fit, there was no Radeon Pro activity, but Internal GPU activity was high. And opposite.o activity, but Internal GPU activity was high."""

# https://github.com/cansik/onnxruntime-silicon/issues/13 (dev 5386)
ORT_SILICON_13 = r"""# ANE Neural engine now working

Oil3 · description · 2023-12-16
I'm not yet sure what I did, I messed around with the onnxruntime source to make sure that CPU-only provider flag was  changed, casually into require ANE., and eventually got it to build.

Running some face restoration onnx model, I was checking "powermetrics", disapointed to  see GPU at 0, with my M2 in low power mode, and  then I plugged it to power, and suddenly ANE power usage spiked, maintaining it self around 10%.
I checked with the M1 max, and same, ANE in use topping 20, 25% sometimes."""


def test_mbp_size_run_in_with_year_is_intel() -> None:
    found = raised(TFMACOS_38)
    assert "intel-mac" in found
    assert "apple-silicon" not in found


@pytest.mark.parametrize("text", [
    "I tried it with MBP16 2019 Radeon Pro 5500M.",
    "I use MBP-15 2018 here and it fails.",
    "on my mba13 2017, python 3.9 fails to import torch",
    "I tried it with a MacBook Pro 16 2019.",
    "It fails on my MacBook Pro 2019.",
])
def test_mac_year_variants_are_intel(text: str) -> None:
    assert "intel-mac" in raised(text)


@pytest.mark.parametrize("text", [
    "I use MBP2019 here",  # the year run into MBP: not read
    "MacBook Pro 2019.1 firmware",  # a version, not a year
])
def test_mac_year_near_misses_not_intel(text: str) -> None:
    assert "intel-mac" not in raised(text)


@pytest.mark.parametrize("text", ["my MBP16 M1 Max 2021", "on my MBP14 2023"])
def test_mbp_size_with_apple_silicon_year_stays_apple_silicon(text: str) -> None:
    found = raised(text)
    assert "apple-silicon" in found
    assert "intel-mac" not in found


def test_low_power_mode_said_of_own_mac() -> None:
    assert "low-power-mode" in raised(ORT_SILICON_13)
    assert fact(ORT_SILICON_13, "host.low_power_mode") is True


@pytest.mark.parametrize("text", [
    "My MacBook is in Low Power Mode.",
    "I turned on Low Power Mode on my M1 Mac.",
    "I was on low power mode with my M2 MacBook Air.",
    "my MacBook Pro was in low-power mode when I ran it on MPS",
])
def test_low_power_mode_variants(text: str) -> None:
    assert "low-power-mode" in raised(text)


@pytest.mark.parametrize("text", [
    "On my M1 Mac, Low Power Mode cuts GPU throughput.",
    "I turned off low power mode on my M1 Mac.",
    "My M1 Mac is not in low power mode.",
    "In low power mode the GPU is slower on my M2 Mac.",
    "my M2 Mac in low power mode off",
    "If your Mac is in low power mode, MPS is slower. I have an M1.",
])
def test_low_power_mode_near_misses(text: str) -> None:
    assert "low-power-mode" not in raised(text)
