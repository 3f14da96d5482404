# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3340-3353 (JIT compilers and kernel languages on Macs: numba, llvmlite,
taichi, triton, torch.compile, TVM) exposed, each read from real text.

A traceback frame in torch.compile's Metal code generator (torch/_inductor/codegen/mps.py) shows tensors on MPS;
'I had to use Python3.7' names the Python used; a thread's title 'on macOS (intel)' names the asker's Intel Mac, and a
later 'Same on win11' is the commenter's PC, not the reporter's.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/welltop-cn/ComfyUI-TeaCache/issues/26
TEACACHE_26 = """Error occurs after using CompileModel node on macOS

When I introduce the CompileModel node, the following error occurs when running a simple text2img process using flux on macOS:

```
...
  File "/opt/miniconda3/envs/comfyenv_py312/lib/python3.12/site-packages/torch/_inductor/codegen/mps.py", line 257, in dtype_to_str
    return DTYPE_TO_METAL[dtype]
           ~~~~~~~~~~~~~~^^^^^^^
torch._inductor.exc.InductorError: KeyError: torch.float64

Set TORCH_LOGS="+dynamo" and TORCHDYNAMO_VERBOSE=1 for more information
```

No issues if CompileModel is not used.
"""
# https://github.com/pytorch/pytorch/pull/154921 (a pull request's title: the file named, no frame)
PR_154921 = """[inductor] small cleanups in torch/_inductor/codegen/mps.py
"""
# https://github.com/numba/llvmlite/issues/1030
LLVMLITE_1030 = """Symbol not found when building on arm64 platform macOSX

I'm building llvmlite==0.39.1(Python3.7) on MacOS 14(arm64 platform). I checked latest released version because this is the latest version available. I had to use Python3.7 to maintain an old project, which depends on numba.
"""
# https://github.com/triton-lang/triton/issues/1465
TRITON_1465 = """# Package does not exist on macOS (intel)

vricosti · description · 2023-04-01
Hi,

python --version
Python 3.10.10 (brew install python@3.1)

pip install triton
ERROR: Could not find a version that satisfies the requirement triton (from versions: none)
ERROR: No matching distribution found for triton

littlesulley · comment · 2023-04-03
Same on win11. Any solutions here?

vricosti · comment · 2023-04-03
Solution for me was to clone the repo and enter pip install .
"""


def test_a_frame_in_inductors_metal_codegen_is_mps_in_use() -> None:
    facts, symptoms = read(TEACACHE_26)
    assert facts["torch.mps_available"] is True
    assert "mps-tensor" in symptoms
    assert "mps-available" in ids(TEACACHE_26)
    assert {"mps-unavailable", "torch-not-built-with-mps", "not-a-mac"}.isdisjoint(ids(TEACACHE_26))


def test_the_metal_codegen_file_named_in_prose_is_not_mps_in_use() -> None:
    facts, _ = read(PR_154921)
    assert "torch.mps_available" not in facts


@pytest.mark.parametrize("text, version", [
    (LLVMLITE_1030, "3.7"),
    # code-search index id 19303744944 (a Whisper README)
    ("I had to use Python 3.8, as Whisper didn't work on my machine with 3.9.", "3.8"),
    # code-search index id 45551028497 (a uv setup note)
    ("Note: I had to use Python 3.11, in order for all of the package dependencies\nto install correctly.", "3.11"),
])
def test_the_python_one_had_to_use_is_the_python_used(text: str, version: str) -> None:
    facts, _ = read(text)
    assert facts["python.version"] == version


def test_a_python_37_had_to_be_used_is_too_old() -> None:
    assert {"apple-silicon", "python-too-old"} <= ids(LLVMLITE_1030)


# a Python one would need, or a condition, is not the one used
@pytest.mark.parametrize("text", ["No error if I use python 3.8", "You had to use python 3.8 for this"])
def test_a_python_in_a_condition_or_said_of_another_is_not_read(text: str) -> None:
    facts, _ = read(text)
    assert "python.version" not in facts


def test_a_title_on_macos_paren_intel_is_an_intel_mac_and_a_me_too_on_windows_is_the_commenters() -> None:
    facts, _ = read(TRITON_1465)
    assert facts["host.os"] == "Darwin"
    assert facts["host.cpu_brand"] == "Intel"
    assert "intel-mac" in ids(TRITON_1465)
    assert {"not-a-mac", "apple-silicon"}.isdisjoint(ids(TRITON_1465))


def test_a_me_too_on_windows_alone_is_still_windows() -> None:
    # https://github.com/triton-lang/triton/issues/1465 (the comment, read alone)
    facts, _ = read("Same on win11. Any solutions here?\n")
    assert facts["host.os"] == "Windows"


@pytest.mark.parametrize("text", [
    # a README's step below its heading, not a thread's title (code-search index id 1073826580)
    "Install Toolbox\n\n* To install Toolbox as a binary on macOS (Intel):\n",
    # a title naming both kinds of Mac in the parentheses
    "Build fails on macOS (Intel/ARM)\n",
])
def test_macos_paren_intel_outside_a_title_or_in_a_list_names_no_intel_mac(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("host.cpu_brand") != "Intel"
