# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3960-3970 (fastai, PyTorch Lightning and other high-level training loops on
Macs: Trainer(accelerator='mps'), 'GPU available: True (mps)', fastai's devices and dataloader workers) exposed, each
read from real text.

- The bare word Mac with its model year ('Mac 2019, Ventura 13.4' in an issue form's System Info; 'my 2019 Mac',
  'Mac (2019)'): a year before Apple silicon is an Intel Mac, one from 2021 on an Apple-silicon Mac, as a named model
  with its year already was ('MacBook Pro 2019', 'iMac 2019').
"""

from __future__ import annotations

import pytest
from pasted import ids, raised, read

from macml_doctor.errors import InputError


def _arm64_capable(text: str) -> object:
    """What the text says of the machine's arm64 capability, None where nothing in it is recognised."""
    try:
        return read(text)[0].get("host.arm64_capable")
    except InputError:
        return None


# https://github.com/huggingface/transformers/issues/24697 (dev 3970)
TRANSFORMERS_24697 = r"""# `Trainer` class on Mac uses `accelerate` to incorrectly set MPS device

alex2awesome · description · 2023-07-06
### System Info

transformers==4.30.2
Mac 2019, Ventura 13.4

### Information

- [ ] The official example scripts
- [X] My own modified scripts

### Reproduction

ISSUE: I am running a generic model training using Trainer on my mac, locally. My model is being moved to MPS, but my tensors are staying on CPU.
"""


def test_bare_mac_with_a_model_year_before_apple_silicon_is_an_intel_mac() -> None:
    facts = read(TRANSFORMERS_24697)[0]
    assert facts["host.arm64_capable"] == 0
    assert facts["host.cpu_brand"] == "Intel"
    found = ids(TRANSFORMERS_24697)
    assert "intel-mac" in found
    assert "apple-silicon" not in found and "python-x86-on-arm" not in found and "not-a-mac" not in found


@pytest.mark.parametrize("line", [
    "Mac 2019, Ventura 13.4",
    "System: Mac (2019), macOS 13.4",
    "Mac (Mid 2015), High Sierra",
    "Mac 2017",
    "I am training this on my 2019 Mac.",
    "It runs on a late 2019 Mac with Monterey.",
    "the 2019 Mac's fan spins up during fit()",
])
def test_bare_mac_year_family_is_an_intel_mac(line: str) -> None:
    assert read(line)[0].get("host.arm64_capable") == 0, line
    found = ids(line)
    assert "intel-mac" in found and "apple-silicon" not in found, line


@pytest.mark.parametrize("line", ["Mac 2022, Ventura 13.4", "on my 2023 Mac with Sonoma"])
def test_bare_mac_with_a_year_of_apple_silicon_only_is_apple_silicon(line: str) -> None:
    assert read(line)[0].get("host.arm64_capable") == 1, line
    assert "apple-silicon" in ids(line) and "intel-mac" not in ids(line), line


@pytest.mark.parametrize("line", [
    "Mac 2020, Ventura 13.4",  # 2020 had both kinds
    "Office for Mac 2011 is installed",  # a product made for the Mac
    "Parallels Desktop for Mac 2019",
    "my 2019 Mac OS X install",  # the operating system, not the machine
    "In 2019 Mac sales fell",  # no word makes it one machine
    "my 2019 mac address changed",
    "MAC 2019",  # capitals: an address or a count, not the computer
    "Mac 2019-03-01 build log",  # a date
    "Mac 2019.1",  # a version
])
def test_bare_mac_year_near_misses_are_not_read(line: str) -> None:
    assert _arm64_capable(line) is None, line
    assert "intel-mac" not in raised(line) and "apple-silicon" not in raised(line), line
