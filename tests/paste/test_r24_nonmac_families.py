# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4360-4370 (environment reports from Linux, Windows, WSL and ROCm machines in
ML repositories whose users are often on Macs) exposed, each read from real text.

- An issue template's 'Expected behavior' section says what the reporter wanted, not what the machine answered:
  'import torch; torch.cuda.is_available() returns True.' under '## Expected behavior' is no CUDA device opened.
- AMD's ROCm on the machine (rocminfo's and hipconfig's lines, a '+rocmN.N' torch build, a person's 'my ROCm
  installation'): ROCm is published for Linux and Windows, never for macOS, so the machine is no Mac.
"""

from __future__ import annotations

import pytest
from pasted import ids, raised, read

# https://github.com/pytorch/pytorch/issues/16235 (dev 4361)
PYTORCH_16235 = r"""# Building issue: torch.cuda.is_available() return false while building form source

recolic · description · 2019-01-22
## 🐛 Bug

I built pytorch from source with latest anaconda, python 3.7.2, cuda 9.2, g++ 7. It passed the compilation after fixing several compilation issues by hand. However, `torch.cuda.is_available()` returns false. I'm sure that pytorch found my cuda and used my nvcc. Full log is attached [here](https://recolic.net/tmp/setup.log).

## To Reproduce

Steps to reproduce the behavior:

1. Install linuxbrew and anaconda on ubuntu 14.04
2. Install gcc@7, cmake and other building tools from linuxbrew.
6. The installation process succeeded! Try it.

## Expected behavior

import torch; torch.cuda.is_available() returns True.

## Environment"""

# https://github.com/ROCm/hip/issues/552 (dev 4369)
HIP_552 = r"""# this line is returning zero for me and setting HIP_PLATFORM to nvcc.

odellus · description · 2018-07-06
https://github.com/ROCm-Developer-Tools/HIP/blob/66f12daaa495b2715662dc160aa2537b56a40342/bin/hipconfig#L70

mangupta · comment · 2018-07-06
@odellus That implies that the driver has not been loaded correctly. Most likely the ROCm stack has not been installed correctly.

odellus · comment · 2018-07-06
I've been using rocm-tensorflow and it's been working swimmingly. But just tested my rocminfo, the sample, and the tensorflow code I've been using and yeah something has gone wrong since I installed. Might have been a kernel upgrade from Ubuntu. Not sure.

Closing.

odellus · comment · 2018-07-06
This is what happened. Ubuntu pushed me up to 4.15 and broke my ROCm installation.
https://github.com/RadeonOpenCompute/ROCm/issues/449"""

# https://github.com/ROCm/legacy-rocm-build/issues/1399 (rocminfo's opening lines)
ROCMINFO_1399 = r"""root@ACT103:/var/lib/jenkins# /opt/rocm/bin/rocminfo                            
ROCk module is loaded                            
Able to open /dev/kfd read-write                                                                         
=====================                                                                    
HSA System Attributes                                                           
=====================                                       
Runtime Version:         1.1                                                    
System Timestamp Freq.:  1000.000000MHz                                         """

# https://github.com/ROCm/HIP-Examples/issues/23 (hipconfig's opening lines)
HIPCONFIG_23 = r"""$ /opt/rocm-3.10.0/bin/hipconfig 
HIP version  : 3.10.20465-f9876b8d

== hipconfig
HIP_PATH     : /opt/rocm-3.10.0/hip
ROCM_PATH    : /opt/rocm-3.10.0
HIP_COMPILER : clang
HIP_PLATFORM : hcc
HIP_RUNTIME  : ROCclr"""


def _cuda(text: str) -> object:
    return read(text)[0].get("torch.cuda_available")


# --- an issue template's 'Expected behavior' section -------------------------------------------------------------

def test_expected_behaviour_section_is_no_cuda_device_real_text() -> None:
    raised = ids(PYTORCH_16235)
    assert "cuda-available" not in raised
    assert "not-a-mac" in raised
    assert _cuda(PYTORCH_16235) is not True


@pytest.mark.parametrize("text", [
    "OS: Ubuntu 20.04\n\n**Expected behaviour**\n\ntorch.cuda.is_available() -> True\n",
    "OS: Ubuntu 20.04\n\nExpected result:\n>>> torch.cuda.is_available()\nTrue\n",
    "OS: Ubuntu 20.04\n\n### What did you expect to happen?\n\n`torch.cuda.is_available()` returns True\n",
    "OS: Ubuntu 20.04\n\n## Expected Behavior\n\nAfter the build,\nimport torch\ntorch.cuda.is_available() returns True\n",
])
def test_expected_behaviour_section_variants_not_read(text: str) -> None:
    assert _cuda(text) is not True
    assert "cuda-available" not in raised(text)


@pytest.mark.parametrize("text", [
    # the actual behaviour, under its own heading
    "OS: Ubuntu 20.04\n\n## Actual behavior\n\nimport torch; torch.cuda.is_available() returns True.\n",
    # a heading between the expected section and the answer
    "OS: Ubuntu 20.04\n\n## Expected behavior\nIt should train on the GPU.\n\n## Environment\ntorch.cuda.is_available(): True\n",
    # an 'Actual' line between them
    "OS: Ubuntu 20.04\n\nExpected behavior:\nno crash\nActual behavior:\ntorch.cuda.is_available() returns True but the kernel dies\n",
    # 'expected' in a sentence of its own, not a heading
    "OS: Ubuntu 20.04\n\nI expected a crash here.\nBut torch.cuda.is_available() returns True\n",
])
def test_answer_outside_expected_section_still_read(text: str) -> None:
    assert _cuda(text) is True
    assert "cuda-available" in raised(text)


# --- AMD's ROCm on the machine -----------------------------------------------------------------------------------

def test_rocm_installation_named_is_no_mac_real_text() -> None:
    raised = ids(HIP_552)
    assert "not-a-mac" in raised
    assert not raised & {"apple-silicon", "intel-mac", "report-undecided"}


@pytest.mark.parametrize("text", [ROCMINFO_1399, HIPCONFIG_23])
def test_rocm_tools_output_is_no_mac_real_text(text: str) -> None:
    assert "not-a-mac" in ids(text)


@pytest.mark.parametrize("text", [
    "I installed ROCm 6.0 and torch still sees no GPU.",
    "Our ROCm 5.7 setup worked with the RX 7900 XTX until today.",
    "I'm running tensorflow-rocm 2.12 and training hangs.",
    "After the update my ROCm install is broken.",
    "[pip3] torch==2.7.0.dev20250123+rocm6.3",
    "torch                     2.1.0+rocm5.6",
])
def test_rocm_variants_are_no_mac(text: str) -> None:
    found = raised(text)
    assert "not-a-mac" in found
    assert not found & {"apple-silicon", "intel-mac"}


@pytest.mark.parametrize("text", [
    "Does ROCm work on my Mac?",
    "I have not installed ROCm.",
    "ROCm is not supported on macOS, so this needs MPS.",
    "pip install torch==2.0.1+rocm5.4.2",
    "pip3 install torch torchvision torchaudio --index-url https://download.pytorch.org/whl/rocm5.4.2",
    "I want to run ROCm on my Mac.",
    "The docs say to install it under /opt/rocm first.",
])
def test_rocm_near_misses_say_nothing_of_the_machine(text: str) -> None:
    assert "not-a-mac" not in raised(text)
    assert read(text)[0].get("host.os") in (None, "Darwin")


def test_rocm_elsewhere_leaves_a_named_mac_a_mac() -> None:
    text = ("MacBook Pro M2, macOS 14.2, torch 2.2.0.\n"
            "For comparison I used my ROCm install on the Linux box, which is twice as fast.")
    raised = ids(text)
    assert "apple-silicon" in raised
    assert "not-a-mac" not in raised
