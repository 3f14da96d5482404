# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5960-5971 (GPU physics simulators and differentiable simulation: NVIDIA Warp,
Genesis, MuJoCo MJX, Brax, Isaac Sim, TACTO on PyBullet, Taichi) exposed, each read from real text.

- Metal's driver for an M-series GPU named in an error or a crash report ('Error Domain=AGXMetal13_3 Code=3 …',
  'com.apple.AGXMetalG14X', '-[AGXG13XFamilyCommandBuffer …]') is an Apple-silicon Mac's GPU answering: only that GPU
  loads the AGX driver (Intel Macs' Metal drivers are Intel's and AMD's), unless an iPhone or iPad is named.
- GNU ld's diagnostics of a failed link ('/usr/bin/ld: …o: in function `…':', '…: undefined reference to `…'',
  'cannot find -lcuda') are Linux's linker's: Apple's ld64, the only linker of macOS's toolchains, words the same
  failures otherwise ('Undefined symbols for architecture arm64:', 'ld: library not found for -lfoo').
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

# https://github.com/taichi-dev/taichi/pull/4469 (dev 5973), the description's linker error
TAICHI_4469 = """# [bug] Fix metal linker error when TI_WITH_METAL=OFF

qiao-bo · description · 2022-03-07
This PR fixes the following linker error
```
/usr/bin/ld: CMakeFiles/taichi_isolated_core.dir/taichi/program/program.cpp.o: in function `taichi::lang::Program::Program(taichi::Arch)':
program.cpp:(.text+0x561): undefined reference to `taichi::lang::metal::is_metal_api_available()'
/usr/bin/ld: program.cpp:(.text+0x581): undefined reference to `taichi::lang::MetalProgramImpl::MetalProgramImpl(taichi::lang::CompileConfig&)'
clang: error: linker command failed with exit code 1 (use -v to see invocation)
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


def test_gnu_ld_diagnostics_are_linux() -> None:
    assert fact(TAICHI_4469, "host.os") == "Linux"
    found = raised(TAICHI_4469)
    assert "not-a-mac" in found and not found & {"apple-silicon", "intel-mac", "build-tool-missing"}


@pytest.mark.parametrize("line", [
    "/usr/bin/ld: cannot find -lcuda: No such file or directory",
    "/usr/bin/ld: cannot find -lGL",
    "/home/ubuntu/anaconda2/envs/thingy/bin/../lib/gcc/x86_64-conda_cos6-linux-gnu/7.2.0/../../../../x86_64-conda_cos6-linux-gnu/bin/ld: cannot find -lcuda",
    "/opt/conda/compiler_compat/ld: skipping incompatible /usr/lib/libc.so when searching for -lc",
    "/usr/bin/ld.gold: build/a.o: in function main: error: undefined reference to 'foo'",
    "/usr/bin/ld: build/temp.linux-x86_64-cpython-310/src/ops.o: in function at::Tensor::cuda() const:",
    "/usr/bin/ld: ops.cpp:(.text+0x1a2): undefined reference to `cudaLaunchKernel'",
    "> /usr/bin/ld.bfd: main.o: in function `main':",
    "ld: main.o: in function `main':\nmain.c:(.text+0xa): undefined reference to `foo'",
])
def test_gnu_ld_variants_read_the_same(line: str) -> None:
    text = _PYTHON + line
    assert fact(text, "host.os") == "Linux", line
    assert "not-a-mac" in raised(text), line


@pytest.mark.parametrize("line", [
    "ld: library not found for -lomp\nclang: error: linker command failed with exit code 1 (use -v to see invocation)",
    "Undefined symbols for architecture arm64:\n  \"_foo\", referenced from:",
    "ld: warning: object file (libfoo.a) was built for newer macOS version (14.0) than being linked (11.0)",
    "C:/msys64/mingw64/bin/../lib/gcc/x86_64-w64-mingw32/13.2.0/../../../../x86_64-w64-mingw32/bin/ld.exe: cannot find -lfoo",
    "C:/msys64/mingw64/bin/ld: cannot find -lfoo",
    "/usr/lib/gcc/x86_64-pc-cygwin/11/../../../../x86_64-pc-cygwin/bin/ld: cannot find -lfoo",
    "main.c:(.text+0xa): undefined reference to `foo'",
    "the build: in function main it fails",
    "collect2: error: ld returned 1 exit status",
])
def test_other_linkers_and_words_are_not_read_as_linux(line: str) -> None:
    text = _PYTHON + line
    assert fact(text, "host.os") != "Linux", line
