# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5960-5971 (GPU physics simulators and differentiable simulation: NVIDIA Warp,
Genesis, MuJoCo MJX, Brax, Isaac Sim, TACTO on PyBullet, Taichi) exposed, each read from real text.

- Metal's driver for an M-series GPU named in an error or a crash report ('Error Domain=AGXMetal13_3 Code=3 …',
  'com.apple.AGXMetalG14X', '-[AGXG13XFamilyCommandBuffer …]') is an Apple-silicon Mac's GPU answering: only that GPU
  loads the AGX driver (Intel Macs' Metal drivers are Intel's and AMD's), unless an iPhone or iPad is named.
"""

from __future__ import annotations

import pytest
from pasted import fact, raised

# https://github.com/taichi-dev/taichi/issues/6221 (dev 5969), the description's output
TAICHI_6221 = """# Assertion failure: pipeline_state_ != nullptr on metal

PGZXB · description · 2022-10-02
Output:
```shell
[Taichi] version 1.1.4, llvm 10.0.0, commit 9d65cbe7, osx, python 3.10.6
[I 10/03/22 09:41:07.419 328128] [misc.py:init@439] Following TI_ARCH setting up for arch=metal
[Taichi] Starting on arch=metal
2022-10-03 09:41:07.579 Python[27767:328128] Error Domain=AGXMetal13_3 Code=3 "Compiler encountered an internal error" UserInfo={NSLocalizedDescription=Compiler encountered an internal error}
[E 10/03/22 09:41:07.579 328128] [kernel_manager.cpp:CompiledMtlKernelBase@80] Assertion failure: pipeline_state_ != nullptr
```"""

# A line that makes a text a report by itself (a Python version) and names no OS, for the variants and near misses.
_PYTHON = "Python 3.10.12\n"


def test_the_apple_gpu_driver_in_a_metal_error_is_apple_silicon() -> None:
    assert fact(TAICHI_6221, "host.os") == "Darwin"
    assert fact(TAICHI_6221, "host.arm64_capable") == 1
    found = raised(TAICHI_6221)
    assert "apple-silicon" in found and not found & {"intel-mac", "not-a-mac", "no-metal-device"}


@pytest.mark.parametrize("line", [
    '2024-05-02 10:11:12.345 python[1234:5678] Error Domain=AGXMetalG14X Code=3 "Compiler encountered an internal error"',
    '    "CFBundleIdentifier" : "com.apple.AGXMetalG14X",',
    '0x1c2f3a000 - 0x1c30ff000 com.apple.AGXMetalG13X (324.6) <ABCD> /System/Library/Extensions/AGXMetalG13X.bundle/Contents/MacOS/AGXMetalG13X',
    "-[AGXG13GFamilyCommandBuffer tryCoalescingPreviousComputeCommandEncoderWithConfig:nextEncoderClass:]:1015: failed assertion `A command encoder is already encoding to this command buffer'",
    "/AppleInternal/Library/BuildRoots/abc/Library/Caches/com.apple.xbs/Sources/AGXMetalG15X_M3/Framework/ComputeContext.mm:420: failed assertion",
    "-[AGXG15XFamilyComputeContext setBuffer:offset:atIndex:]:211: failed assertion",
    "> Error Domain=AGXMetal13_3 Code=2 \"Compiler encountered an internal error\"",
    "Thread 3 Crashed:: Dispatch queue: com.Metal.CompletionQueueDispatch\n0   AGXMetalG16G    0x1f0a2b3c4 AGX::ComputeContext::dispatch + 88",
])
def test_apple_gpu_driver_variants_read_the_same(line: str) -> None:
    text = _PYTHON + line
    assert fact(text, "host.os") == "Darwin", line
    assert "apple-silicon" in raised(text), line


@pytest.mark.parametrize("line", [
    'Error Domain=AGXMetalA12 Code=3 "Compiler encountered an internal error"',
    "the AGXMetal driver crashed again",
    "ioreg -rc AGXAccelerator -d 1",
    "-[IOGPUMetalCommandBuffer validate]:200: failed assertion `commit command buffer with uncommitted encoder'",
    "0x7ff81000 - 0x7ff82000 com.apple.AMDMTLBronzeDriver (4.8.101) /System/Library/Extensions/AMDMTLBronzeDriver.bundle",
    "AGXMetalGX is not a driver name",
    "AGXMetalG13X_TOOLONG_SUFFIX",
])
def test_other_gpu_drivers_and_words_are_not_read(line: str) -> None:
    text = _PYTHON + line
    assert fact(text, "host.arm64_capable") != 1, line
    assert "apple-silicon" not in raised(text), line


def test_an_ipad_named_beside_the_driver_is_not_read_as_a_mac() -> None:
    text = "On my iPad Pro the app fails:\nError Domain=AGXMetalG13G Code=3 \"Compiler encountered an internal error\""
    assert "apple-silicon" not in raised(text)
    assert fact(text, "host.arm64_capable") != 1 and fact(text, "host.os") != "Darwin"
