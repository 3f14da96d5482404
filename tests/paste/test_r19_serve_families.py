# ruff: noqa: W291  (real pasted lines are kept as pasted, trailing spaces too)
"""Clue families the never-seen batch 3040-3054 (LLM serving and inference engines tried on Macs) exposed, each read
from real text.

ComfyUI custom nodes' llama-cpp installers (ComfyUI_VLM_nodes, ComfyUI-N-Nodes) print the running interpreter's most
specific wheel tag, `list(packaging.tags.sys_tags())[0]`, on a 'Platform tag:' line: its interpreter part is the
Python's minor version and its platform part the Python's architecture. The installer's other lines ('OS bit: 64',
its Linux-only AVX2 probe failing on 'flags') say nothing of an Intel CPU or a CPU without AVX.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/gokayfem/ComfyUI_VLM_nodes/issues/103
VLM_NODES_103 = """Mac m3 - Important Failed

> Installing llama_cpp...
Error while checking AVX2 support: 'flags'
Python version: 311
OS: Darwin
OS bit: 64
Platform tag: cp311-cp311-macosx_15_0_arm64
Collecting llama-cpp-python==0.3.1
  ERROR: HTTP error 404 while getting https://github.com/abetlen/llama-cpp-python/releases/download/v0.3.1/llama_cpp_python-0.3.1-cp311-cp311-macosx_15_0_arm64.whl
"""
# https://github.com/Comfy-Org/ComfyUI/issues/5510 (ComfyUI-N-Nodes' installer in a ComfyUI start-up log)
COMFYUI_5510 = """Total VRAM 32768 MB, total RAM 32768 MB
pytorch version: 2.5.0
Set vram state to: SHARED
Device: mps
ComfyUI_FluxPromptGen loaded successfully
------------------------------------------
### N-Suite Revision: ae7cc848 
Current version of packaging: 23.1
Version of cpuinfo: Not found
Current version of git: 3.1.43
Current version of moviepy: 1.0.3
Current version of cv2: 4.10.0
Current version of skbuild: 0.18.1
Version of typing: Not found
Current version of diskcache: 5.6.3
Installing llama_cpp...
Error while checking AVX2 support: 'flags'
Python version: 311
OS: Darwin
OS bit: 64
Platform tag: cp311-cp311-macosx_15_0_arm64
Collecting llama-cpp-python==0.3.1
"""


@pytest.mark.parametrize("text", [VLM_NODES_103, COMFYUI_5510])
def test_an_installers_platform_tag_line_is_the_running_python(text: str) -> None:
    facts, _ = read(text)
    assert facts["python.machine"] == "arm64"
    assert facts["python.version"] == "3.11"
    assert "python-native-arm64" in ids(text)


def test_the_platform_tag_line_of_an_m3_gives_apple_silicon_and_native_python() -> None:
    assert {"apple-silicon", "python-native-arm64"} <= ids(VLM_NODES_103)


@pytest.mark.parametrize("text", [VLM_NODES_103, COMFYUI_5510])
def test_the_installers_os_bit_and_avx2_probe_are_no_intel_or_avx_fault(text: str) -> None:
    facts, _ = read(text)
    assert "x86.no_avx" not in facts
    found = ids(text)
    assert not {"intel-mac", "python-x86-on-arm", "cpu-without-avx", "rosetta-missing"} & found


def test_a_bare_platform_with_no_interpreter_part_is_not_read() -> None:
    # the same installer's 404 line alone: a wheel URL pip could not fetch, not a tag line
    text = "ERROR: HTTP error 404 while getting https://github.com/abetlen/llama-cpp-python/releases/download/v0.3.1/llama_cpp_python-0.3.1-cp311-cp311-macosx_15_0_arm64.whl\n"
    facts, _ = read(text)
    assert "python.machine" not in facts
