# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the untargeted never-seen batch 1150-1174 (2024-2026 threads from repositories the corpus had barely
used) exposed, each read from real captured text.

Metal refusing MLX's default metallib in the wordings other front ends give it (a deployment target, a comma, a
lower-case 'this'), and not another program's shader library; a tensor whose printed values fill more lines than a
clue window reaches before its device='mps:0'; Apple silicon misspelt; a title opening with 'Intel Mac'; a Go program
built for darwin/arm64; an arm64 process lldb launched, an arm64 tool in a hosted runner's tool cache; a definition
that names Apple silicon without speaking of any machine.
"""

from __future__ import annotations

import pytest
from pasted import read

METAL_REFUSALS = [
    ("https://github.com/ollama/ollama/issues/16007",
     "> Error: 500 Internal Server Error: mlx runner failed: panic: mlx: Failed to load the default metallib. This library is using a deployment target (0x00020008) that is not supported on this OS. library not found library not found library not found  at /Users/runner/work/ollama/ollama/build/metal-v3/_deps/mlx-c-src/mlx/c/transforms.cpp:73 (exit: exit status 2)\n\n_hardware: Macbook pro M2 Max RAM 96GB_\n"),
    ("https://github.com/PowerBeef/Vocello/issues/4",
     "Failed to load the default metallib: this library is using language version 4.0, which is not supported on this OS. Library not found. Library not found. Library not found.\n\nmacmini m4 masOS 15.7.4 (24G517)\n"),
]


@pytest.mark.parametrize(("thread", "text"), METAL_REFUSALS)
def test_mlx_default_metallib_refused_by_this_macos_in_other_wordings(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert "mlx-metallib-unsupported" in symptoms, thread
    assert values["host.os"] == "Darwin", thread


OTHER_SHADER_LIBRARIES = [
    ("https://github.com/mitsuba-renderer/drjit-core/pull/195",
     '>>> jit_metal_init(): could not instantiate the utility kernel library for device "Apple M3 Max": This library is using a deployment target (0x00020008) that is not supported on this OS.\n'),
    ("https://github.com/pioner92/metalterm-site/issues/1",
     "2026-08-19 14:29:59 --- mt-shell 0.1.1 (8b70b88) started, pid 12188 ---\nmetalterm: cannot create the Metal context: could not load the shader library: This library is using a deployment target (0x00020008) that is not supported on this OS.\nmetalterm: Metalterm cannot start: no Metal context\n\nSystem Version: macOS 15.7.3 (24G419)\n"),
]


@pytest.mark.parametrize(("thread", "text"), OTHER_SHADER_LIBRARIES)
def test_another_programs_shader_library_refused_is_not_mlx(thread: str, text: str) -> None:
    _, symptoms = read(text)
    assert "mlx-metallib-unsupported" not in symptoms, thread


def test_a_tensor_whose_values_fill_many_lines_before_its_mps_device() -> None:
    # https://github.com/scverse/scvi-tools/issues/3105 (an M3: "The Backend MPS is found but if I use it …")
    text = ("Dear all,\nI am new to programming and have a apple M3.\nThe Backend MPS is found but if I use it I have this error:\n\n"
            "tensor([[nan, nan, nan,  ..., nan, nan, nan],\n        [nan, nan, nan,  ..., nan, nan, nan],\n"
            "        [nan, nan, nan,  ..., nan, nan, nan],\n        ...,\n        [nan, nan, nan,  ..., nan, nan, nan],\n"
            "        [nan, nan, nan,  ..., nan, nan, nan],\n        [nan, nan, nan,  ..., nan, nan, nan]], device='mps:0',\n"
            "       grad_fn=<LinearBackward0>)\n\nBut with CPU it works could you please help me.\nThank you.\n")
    values, symptoms = read(text)
    assert "mps-tensor" in symptoms
    assert values["torch.mps_available"] is True



APPLE_SILICON_MISSPELT = [
    ("https://github.com/pymc-devs/pytensor/issues/1134",
     "Combination of packages from conda /pip bayeux-ml make pytensor to fail on Apple Sillicon (Accelerate problem)\n\n### Describe the issue:\n\nI cannot reproduce it with substantially smaller conda.yml\n"),
    ("https://github.com/dawnbeen/c_formatter_42/issues/76",
     "Cant install on mac os (apple silicone m3)\n"),
]


@pytest.mark.parametrize(("thread", "text"), APPLE_SILICON_MISSPELT)
def test_apple_silicon_misspelt_still_names_the_mac(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.arm64_capable"] == 1, thread
    assert values["host.os"] == "Darwin", thread


INTEL_MAC_TITLES = [
    ("https://github.com/pymc-devs/pytensor/issues/1543",
     "BUG: Intel Mac tribulations\n\n### Describe the issue:\n\nCan't compile a pymc model.\n\n### Reproducable code example:\n\n```python\nimport nutpie\nimport pandas\n"),
    ("https://github.com/parcadei/Continuous-Claude-v3/issues/113",
     "Intel Mac\n\nI cant install on this one.\n"),
]


@pytest.mark.parametrize(("thread", "text"), INTEL_MAC_TITLES)
def test_a_title_opening_with_intel_mac_names_the_askers_mac(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.cpu_brand"] == "Intel", thread
    assert values["host.arm64_capable"] == 0, thread


@pytest.mark.parametrize("text", [
    "Intel Mac support for the installer\n\nPlease publish one.\n",  # a build asked for
    "Nothing here yet.\nBUG: Intel Mac tribulations\n",  # not the paste's first line
])
def test_intel_mac_not_opening_a_title_or_naming_a_build_is_no_machine(text: str) -> None:
    values, _ = read(text)
    assert values.get("host.cpu_brand") != "Intel"


GO_DARWIN_ARM64 = [
    ("https://github.com/LAAC-LSCP/VTC/issues/12",
     "Checking required dependencies...\n================================\n✓ uv is installed (uv 0.8.24 (252f88733 2025-10-07))\n✓ git-lfs is installed (git-lfs/3.7.1 (GitHub; darwin arm64; go 1.25.3))\n✓ ffmpeg is installed (ffmpeg version 4.2.2 Copyright (c) 2000-2019 the FFmpeg developers)\n"),
    ("https://github.com/golang/go/issues/74119",
     "### What version of Go are you using (`go version`)?\n\n<pre>\n$ go version\ngo version go1.24.4 darwin/arm64\n</pre>\n"),
]


@pytest.mark.parametrize(("thread", "text"), GO_DARWIN_ARM64)
def test_a_go_program_built_for_darwin_arm64_runs_on_apple_silicon(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.arm64_capable"] == 1, thread
    assert values["host.os"] == "Darwin", thread


@pytest.mark.parametrize(("thread", "text"), [
    ("https://github.com/git-lfs/git-lfs/issues/1440", "    $ git-lfs env:\n    git-lfs/1.3.1 (GitHub; darwin amd64; go 1.6.3; git 9c9dffb)\n    git version 2.10.1\n"),
    ("https://github.com/golang/go/issues/62142", "$ go version\ngo version go1.21.0 darwin/amd64\n"),
])
def test_a_go_program_built_for_darwin_amd64_says_nothing_of_the_chip(thread: str, text: str) -> None:
    values, _ = read(text)
    assert "host.arm64_capable" not in values, thread


def test_the_macos_version_written_after_v_in_parentheses() -> None:
    # https://github.com/LAAC-LSCP/VTC/issues/12
    values, _ = read("I have an issue with loading torchcodec in MacOS (v. 26.3.1). The issue was introduced recently.\n")
    assert values["host.macos_version"] == "26.3.1"


ARM64_PROCESSES = [
    ("https://github.com/pytorch/executorch/issues/6746",
     "Target 0: (node) stopped.\nProcess 4164 launched: '/Users/runner/hostedtoolcache/node/22.10.0/arm64/bin/node' (arm64)\n(lldb) thread backtrace all\n"),
    ("an lldb session quoted in a public doc", "(lldb) r\nProcess 61939 launched: '/Users/luhenry/openjdk-jdk/build/macosx-aarch64-server-slowdebug/jdk/bin/java' (arm64)\n1 location added to breakpoint 1\n"),
    ("a setup-python log in a public repository", "  env:\n    pythonLocation: /Users/runner/hostedtoolcache/Python/3.12.10/arm64\n    PKG_CONFIG_PATH: /Users/runner/hostedtoolcache/Python/3.12.10/arm64/lib/pkgconfig\n"),
    ("a CI report in a public repository", "- `/Users/runner/hostedtoolcache/Python/3.12.10/arm64/bin/aq install --list-steps --json` → exit `0` (1.98s)\n"),
]


@pytest.mark.parametrize(("where", "text"), ARM64_PROCESSES)
def test_an_arm64_process_or_tool_on_a_mac_means_apple_silicon(where: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.arm64_capable"] == 1, where
    assert values["host.os"] == "Darwin", where


@pytest.mark.parametrize("text", [
    "(lldb) r\nProcess 38693 launched: '/Users/netrom/git/patching/live/score' (x86_64)\nProcess 38693 stopped\n",
    "  × Querying Python at `/Users/runner/hostedtoolcache/Python/3.12.2/x64/bin/python3` did not return the expected data: unknown variant `i386`\n",
])
def test_an_x86_64_process_or_tool_says_nothing_of_the_chip(text: str) -> None:
    values, _ = read(text)
    assert values.get("host.arm64_capable") != 1


def test_a_definition_naming_apple_silicon_is_no_machine() -> None:
    # https://github.com/Grant-CP/ComfyUI-LivePortraitKJ-MPS/issues/3 (the maintainer to a user who then asks for the
    # "windows friendly nodes")
    values, _ = read("Hi @Phando. I've added an error message in the most current version. MPS is the GPU layer for Apple Silicon devices. So Macbooks only. The original node from Kijai works will with Nvidia GPUs.\n")
    assert values.get("host.arm64_capable") != 1

