# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6520-6531 (ML in macOS virtual machines and on rented cloud Macs: UTM, VMware,
VirtualBuddy and Virtualization.framework guests, GitHub-hosted and self-hosted macOS runners) exposed, each read from
real text.

- GitHub's runs and its macOS runners named as where MPS failed ('A number of github runs have been failing due an MPS
  out of memory issue'): a VM, whose paravirtual GPU MPS cannot use.
- A hypervisor of PCs named as where macOS runs ('I'm using VMWare with sequoia OS on a ryzen 2600'), and the AMD CPU
  that macOS runs on: an x86_64 machine without a Metal device.
- Apple's Metal Performance Shaders library named by its parts ('Using MPS kernels e.g. for matmul works just fine.',
  from Julia): not PyTorch's mps device.
- What a framework supports and where a range starts ('only supports graphics on macOS 12 ARM64', 'starting with
  macOS 11'): no one's Mac.
- A question whether the machine at hand is one kind ('Or is this an Intel Mac?'): names no machine.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids, raised

# https://github.com/kitzeslab/opensoundscape/pull/851 (dev 6521), the description as stored (its trailing space after
# "#850" left out)
OPENSOUNDSCAPE_851 = """# MPS memory issue on github macos runner workarouns

louisfh · description · 2023-10-05
A number of github runs have been failing due an MPS out of memory issue. See #850

This PR contains the suggested workaround from the error message. The workaround just sets this variable in the MacOS runner environment
```
export PYTORCH_MPS_HIGH_WATERMARK_RATIO=0.0
```
"""


def test_opensoundscape_851_reads_github_runs_as_a_vm() -> None:
    found = ids(OPENSOUNDSCAPE_851)
    assert "no-metal-device" in found
    assert not found & {"apple-silicon", "mps-available", "not-a-mac", "python-x86-on-arm"}


@pytest.mark.parametrize("text", [
    "A number of github runs have been failing due an MPS out of memory issue.",
    "Our GitHub Actions runs fail as soon as a tensor is moved to MPS.",
    "The tests use MPS and the GitHub workflow runs all fail.",
    "MPS is never usable on GitHub's macOS runners.",
    "MPS fails on the macos-14 runners on GitHub.",
])
def test_github_runs_with_mps_are_a_vm(text: str) -> None:
    assert "no-metal-device" in ids(text)


@pytest.mark.parametrize("text", [
    # no GPU word: nothing to say of Metal
    "A number of github runs have been failing since the update.",
    # the person's own Mac as a self-hosted runner
    "MPS works on our self-hosted macOS runner, registered with GitHub.",
    # GitHub named for something else
    "I opened the github issue about MPS last week.",
])
def test_other_github_words_are_no_vm(text: str) -> None:
    assert "no-metal-device" not in raised(text)


# https://github.com/dortania/macOS-VMware-Guide/issues/19 (dev 6525), the description as stored
VMWARE_GUIDE_19 = """# Metal is not supported

Puskistolero92 · description · 2025-03-06
hi, I'm using VMWare with sequoia OS on a ryzen 2600 with a 5700 xt.
when using both android studio and xcode i get a metal is not supported, do you know how to fix it?
do you know if this happens only with vmware or with quemu and virtualbox also happens?
"""


def test_vmware_guide_19_reads_a_macos_guest_on_a_ryzen_pc() -> None:
    assert fact(VMWARE_GUIDE_19, "host.arm64_capable") == 0
    assert fact(VMWARE_GUIDE_19, "host.cpu_brand") == "AMD ryzen 2600"
    found = ids(VMWARE_GUIDE_19)
    assert {"intel-mac", "no-metal-device"} <= found
    assert not found & {"apple-silicon", "not-a-mac", "python-x86-on-arm", "mps-available"}


@pytest.mark.parametrize(("text", "cpu"), [
    ("hi, I'm using VMWare with sequoia OS on a ryzen 2600 with a 5700 xt.", "AMD ryzen 2600"),
    ("I run macOS Sonoma on my AMD Ryzen 7 5800X (a Hackintosh).", "AMD Ryzen 7 5800X"),
    ("My Hackintosh with a Ryzen 5 3600 boots fine.", "AMD Ryzen 5 3600"),
    ("running macOS Ventura in VMware on a Ryzen 9 7950X3D", "AMD Ryzen 9 7950X3D"),
    ("macOS Monterey on a Threadripper 3970X under KVM", "AMD Threadripper 3970X"),
])
def test_macos_on_an_amd_cpu_is_an_x86_mac(text: str, cpu: str) -> None:
    assert fact(text, "host.cpu_brand") == cpu
    assert fact(text, "host.arm64_capable") == 0
    assert "intel-mac" in ids(text)


@pytest.mark.parametrize("text", [
    # a Ryzen PC beside a Mac
    "macOS on M1 is slower than Windows on a Ryzen 5600X",
    # a Ryzen without macOS in its sentence (dev 5208, an M1 owner's other machine)
    "float32 generation on CPU takes around 3 minutes on my Ryzen 5600X",
    "Ubuntu 22.04 on a Ryzen 7 5800X",
])
def test_a_ryzen_without_macos_on_it_is_not_read(text: str) -> None:
    assert "yzen" not in str(fact(text, "host.cpu_brand"))
    assert fact(text, "host.arm64_capable") != 0


@pytest.mark.parametrize("text", [
    "I get 'metal is not supported' in Xcode inside VMware.",
    "Metal is not available in my VirtualBox macOS guest.",
])
def test_a_pc_hypervisor_with_metal_is_a_vm(text: str) -> None:
    assert "no-metal-device" in ids(text)


def test_a_linux_guest_in_vmware_is_no_macs_metal_question() -> None:
    text = "Ubuntu 22.04 in VMware Workstation: Metal is not a thing there, I use the CPU.\nLinux ubuntu 5.15.0-91-generic x86_64 GNU/Linux"
    assert "no-metal-device" not in raised(text)


# https://github.com/JuliaGPU/Metal.jl/issues/309 (dev 6526), a comment as stored
METALJL_309 = """tgymnich · comment · 2024-03-08
Testing with https://github.com/insidegui/VirtualBuddy.

Custom kernels seem to always result in zeros.
```
a  = mtl(rand(10))
sum(a)
0.0
```

Using MPS kernels e.g. for matmul works just fine.
"""


@pytest.mark.parametrize("text", [
    METALJL_309,
    "Using MPS kernels e.g. for matmul works just fine.",
    "We are using MPS graph for the convolution and it works.",
    "The app uses the MPS framework for its filters.",
    "Using MPS shaders from Swift works.",
])
def test_metal_performance_shaders_parts_are_not_torch_mps(text: str) -> None:
    assert fact(text, "torch.mps_available") is None
    assert "mps-available" not in raised(text)


@pytest.mark.parametrize("text", [
    "I'm using MPS and training is 5x faster.",
    "Training using mps works fine on my M2.",
])
def test_torch_mps_in_use_stays_read(text: str) -> None:
    assert fact(text, "torch.mps_available") is True


# https://github.com/utmapp/UTM/issues/3491 (dev 6529), the thread as stored
UTM_3491 = """# macOS guests with paravirtualized graphics on Intel

vit9696 · description · 2022-01-16
It will be great to support macOS guests on Intel CPUs, not just on ARM. For that we can utilise OpenCore. Apple does provide paravirtualized Metal adapter (https://developer.apple.com/documentation/paravirtualizedgraphics) on both ARM and x86, so these VMs can also be quite performant starting with macOS 11.

osy · comment · 2022-01-16
Currently Virtualization.framework only supports graphics on macOS 12 ARM64 https://developer.apple.com/documentation/virtualization/vzmacgraphicsdisplayconfiguration and QEMU does not support ParavirtualizedGraphics. For the latter, we can look into implementing it if there’s a clear advantage over the existing virtiogpu adapter which has plenty of support.
"""


def test_utm_3491_reads_no_mac_from_a_framework_and_a_range() -> None:
    assert fact(UTM_3491, "host.arm64_capable") is None
    assert fact(UTM_3491, "host.macos_release") is None
    assert not raised(UTM_3491) & {"apple-silicon", "macos-too-old-for-mps", "intel-mac"}


@pytest.mark.parametrize("text", [
    "Currently Virtualization.framework only supports graphics on macOS 12 ARM64",
    "The plugin is supported on macOS 13 arm64 only.",
    "We added support for macOS arm64 last month.",
])
def test_what_is_supported_names_no_arm_mac(text: str) -> None:
    assert fact(text, "host.arm64_capable") is None


@pytest.mark.parametrize("text", [
    "so these VMs can also be quite performant starting with macOS 11.",
    "The feature is there starting from macOS 12.3.",
    "beginning with macOS 13 the API changed",
])
def test_the_start_of_a_range_is_no_macos(text: str) -> None:
    assert fact(text, "host.macos_version") is None
    assert fact(text, "host.macos_release") is None


@pytest.mark.parametrize(("text", "key", "value"), [
    ("I'm on macOS 14 arm64 and it crashes.", "host.arm64_capable", 1),
    ("It fails on macOS 11.7 after the update.", "host.macos_version", "11.7"),
])
def test_the_writers_own_macos_stays_read(text: str, key: str, value: object) -> None:
    assert fact(text, key) == value


# https://github.com/madsuite-org/ExaModels.jl/pull/242 (dev 6530), the last comments as stored
EXAMODELS_242 = """michel2323 · comment · 2026-03-12
Can you install an arm runner with `aarch64` architecture? Or is this an Intel Mac? Metal is not well supported on Intel x64.

sshin23 · comment · 2026-03-12
This is an m1 macbook air, so it is aarch64

michel2323 · comment · 2026-03-13
The Github Actions self-hosted runner is still x86. So it crashes somehow since it runs in Rosetta I suppose.
"""


def test_examodels_242_reads_the_answer_not_the_question() -> None:
    assert fact(EXAMODELS_242, "host.cpu_brand") == "Apple M1"
    found = ids(EXAMODELS_242)
    assert "apple-silicon" in found
    assert "intel-mac" not in found


@pytest.mark.parametrize("text", [
    "Or is this an Intel Mac?",
    "Is it an M1?",
    "Was that an Apple Silicon Mac?",
    "Is this on an M2 Max?",
])
def test_a_question_what_the_machine_is_names_none(text: str) -> None:
    assert fact(text, "host.arm64_capable") is None


@pytest.mark.parametrize(("text", "capable"), [
    ("It is an Intel Mac.", 0),
    ("My Mac is an M1, is that the problem?", 1),
])
def test_a_statement_of_the_machine_stays_read(text: str, capable: int) -> None:
    assert fact(text, "host.arm64_capable") == capable
