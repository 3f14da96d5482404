# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4620-4632 (game-playing AI engines on Macs: KataGo, Leela Zero, lc0, KaTrain,
Lizzie) exposed, each read from real text.

- A Linux guest in a VM on a Mac ('Linux Ubuntu 23.10, when using a MacBook Pro M1 MAX and Parallels Desktop'): the
  build runs on Linux, as windows-vm-on-mac reads a Windows guest; the VM software is not a macOS guest then.
- The Mac whose configuration or files were carried over ('it ran without changing any configurations from my Intel
  Mac', from 'a new M2 Mac'): the old machine, as 'switched from an Intel Mac' is.
- The chip's tier run into it ('My system is M2Max with macOS Sequoia'), and 'my system is' before a chip.
"""

from __future__ import annotations

import pytest
from pasted import ids, raised

# https://github.com/LeelaChessZero/lc0/issues/1944 (dev 4631)
LC0_1944 = """# How to compile LC0 METAL backend on Linux Ubuntu 23.10, when using a MacBook Pro M1 MAX and Parallels Desktop?

mooskagh · comment · 2024-02-28
There's no way to cross-compile a Mac version of Lc0 on Linux.
"""

# https://github.com/lightvector/KataGo/issues/857 (dev 4627)
KATAGO_857 = """# Improve KataGo performance on M2 Mac

trunterzx · description · 2023-11-28
I just got a new M2 Mac recently and I tried running KataGo on it through Lizzie.
The good thing is it ran without changing any configurations from my Intel Mac.
However, I saw that the visits/s hovered at around 600~800 only.

Is there a way to improve the KataGo performance on my M2 Mac?
I'm using the OpenCL option.
"""

# https://github.com/lightvector/KataGo/issues/1051 (dev 4622)
KATAGO_1051 = """# Katago v1.16 Metal version compile issue: 'tuple' file not found

zliu1022 · description · 2025-04-18
Hi, @ChinChangYang 

My system is M2Max with macOS Sequoia, when I compile the latest Katago with Metal support, following issue happen.
Could you take a look and give me help?

cmake -G Ninja -DUSE_BACKEND=METAL
"""


def test_a_linux_guest_in_parallels_on_an_m1_is_not_a_mac() -> None:
    found = ids(LC0_1944)
    assert "not-a-mac" in found
    assert not {"apple-silicon", "intel-mac", "no-metal-device"} & found


@pytest.mark.parametrize("text", [
    "I'm running Parallels Desktop with Ubuntu 22.04 on my M2 MacBook Air.",
    "Ubuntu 24.04 VM on UTM, host is an M1 Pro.",
    "Debian 12 arm64 in a virtual machine (VMware Fusion) on a MacBook Pro M3.",
    "Fedora 39 in VirtualBox on my Intel MacBook Pro 2019.",
    "Building on Linux (Ubuntu 20.04 LTS) inside UTM on a Mac mini M2.",
])
def test_linux_guests_named_with_their_vm_are_not_a_mac(text: str) -> None:
    found = ids(text)
    assert "not-a-mac" in found
    assert not {"apple-silicon", "intel-mac", "no-metal-device"} & found, found


@pytest.mark.parametrize("text", [
    "On my M1 Mac, sysctl: Linux vm.max_map_count is not a thing",
    "UTM Linux images are slow on my M1 Mac mini",
    "My M1 Mac has Parallels Desktop installed but I run this on macOS 14",
])
def test_a_kernel_setting_or_the_vm_softwares_linux_support_is_not_a_guest(text: str) -> None:
    found = raised(text)
    assert "apple-silicon" in found and "not-a-mac" not in found, found


def test_the_intel_mac_whose_configuration_was_carried_over_is_not_the_machine() -> None:
    found = ids(KATAGO_857)
    assert "apple-silicon" in found and "intel-mac" not in found


@pytest.mark.parametrize("text", [
    "I just got a new M2 Mac recently.\nThe good thing is it ran without changing any configurations from my Intel Mac.",
    "I copied my conda env over from my old Intel MacBook Pro to my new M3 Pro.",
    "I restored a Time Machine backup from my Intel Mac onto my M1 MacBook Air.",
    "I transferred everything from my Intel Mac to my new M2 Mac.",
    "Same settings from my Intel iMac; this is a Mac mini M4 now.",
])
def test_carried_over_from_an_intel_mac_variants(text: str) -> None:
    found = ids(text)
    assert "apple-silicon" in found and "intel-mac" not in found, found


@pytest.mark.parametrize("text", [
    "The same error from my Intel Mac.",
    "Here are the settings on my Intel Mac: python 3.9",
])
def test_an_intel_mac_that_reports_is_still_the_machine(text: str) -> None:
    assert "intel-mac" in ids(text)


def test_the_tier_run_into_the_chip_after_my_system_is() -> None:
    found = ids(KATAGO_1051)
    assert "apple-silicon" in found and not {"intel-mac", "not-a-mac"} & found


@pytest.mark.parametrize("text", [
    "My system is M2Max with macOS Sequoia",
    "Running on M3Ultra 192GB",
    "my M1PRO",
    "My system is M2 with macOS Sonoma",
    "my system is M1 Pro",
])
def test_joined_tiers_and_my_system_is_variants(text: str) -> None:
    assert "apple-silicon" in ids(text)


@pytest.mark.parametrize("text", [
    "see bh-M1Max for logs",
    "M1Pro builds fail on CI",
    "sum2Max",
    "The operating system is M1 compatible",
])
def test_joined_tier_near_misses_stay_unread(text: str) -> None:
    assert "apple-silicon" not in raised(text)
