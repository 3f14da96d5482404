# ruff: noqa: E501, W291  (real pasted lines are kept whole, trailing spaces included)
"""Clue families the never-seen batch 2700-2712 (long multi-person GitHub threads about Mac ML setup problems:
stable-diffusion-webui, ComfyUI, Ollama) exposed, each read from real text.

MPSGraph's float32/float16 broadcast error pasted without Apple's build path still ran on MPS; fairscale's 'Pytorch
pre-release version …' warning names torch's version; MPS that ran contradicts an x86_64 Python deduced only from its
age; an Intel CPU from a spec list outranks an Apple chip named in a sentence about another Mac; a 'same here'
comment naming a Mac is the commenter's machine where the reporter runs an NVIDIA card no Mac can hold.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/1212 (dev 2700)
A1111_1212 = """MPS error and LLVM Error on M1 Max

Monterey 12.6 M1Max 32GB 

I was able to bring up SD webui in Chrome, but always get this error when I click the generate button: 

`error: input types 'tensor<2x1280xf32>' and 'tensor<*xf16>' are not broadcast compatible
LLVM ERROR: Failed to infer result type(s).`

*[master][~/Documents/stable-diffusion-webui]$ ./run_webui_mac.sh 
Warning: caught exception 'Torch not compiled with CUDA enabled', memory monitor disabled
WARNING:root:Pytorch pre-release version 1.13.0.dev20220927 - assuming intent to test it
"""
# https://github.com/CompVis/stable-diffusion/issues/25 (dev 2702)
COMPVIS_25 = """Instructions for setup and running on Mac Silicon chips

In my case the fallback `export PYTORCH_ENABLE_MPS_FALLBACK=1;` to cpu it works 

```
/Projects/bloom/.venv/lib/python3.7/site-packages/transformers/models/clip/modeling_clip.py:663: UserWarning: The operator 'aten::index.Tensor' is not currently supported on the MPS backend and will fall back to run on the CPU. This may have performance implications. (Triggered internally at  /Users/runner/work/pytorch/pytorch/pytorch/aten/src/ATen/mps/MPSFallback.mm:11.)
  pooled_output = last_hidden_state[torch.arange(last_hidden_state.shape[0]), input_ids.argmax(dim=-1)]
```
"""
# https://github.com/ollama/ollama/issues/8694 (dev 2704)
OLLAMA_8694 = """Ollama on "old" MAC

According to my tests, using ollama on MAC with an M2 chip is efficient. The GPU is used by default.

On MACs with Intel chips plus GPU, the performance is not good. The mac is on 13.7.2. The GPU is not used by default.
- intel iris plus graphics 650 1536 MB
- Processor 3.5 GHz Intel Core i7 dual core.
"""
# https://github.com/ollama/ollama/issues/2362 (dev 2712)
OLLAMA_2362 = """Ollama Mixtral uses only 7% of the Nvidia RTX A4000 GPU.

When I execute Ollama Mixtral with the Nvidia A4000 (16GB), I observe that only 7% of the GPU is utilized. Do you know why this might be happening?

MatMatMatMatMatMat · comment · 2024-02-05
Same here on MacBook  M1 Pro 32Go :
GPU usage with mixtral is 0. Really slow.
"""
# https://github.com/ollama/ollama/issues/2324 (dev 2710): the reporter's Mac and a commenter's agree
OLLAMA_2324 = """Running Ollama with mixtral on Macbook pro m1 pro is incredibly slow

Same here, MacBook pro m1 32Go.
Mixtral is not using GPU at all and run on CPU.
"""


def test_mpsgraph_broadcast_error_without_its_build_path_ran_on_mps() -> None:
    facts, _ = read(A1111_1212)
    assert facts["torch.mps_available"] is True
    assert {"apple-silicon", "mps-available"} <= ids(A1111_1212)


def test_the_broadcast_error_alone_names_no_framework() -> None:
    # tensorflow-metal also runs MPSGraph: with TensorFlow named, nothing is said of PyTorch's MPS
    text = "tensorflow-metal on M1\nerror: input types 'tensor<1x77x1xf16>' and 'tensor<1xf32>' are not broadcast compatible\n"
    facts, _ = read(text)
    assert "torch.mps_available" not in facts


@pytest.mark.parametrize("line, version", [
    ("WARNING:root:Pytorch pre-release version 1.13.0.dev20220927 - assuming intent to test it", "1.13.0.dev20220927"),
    ("WARNING:root:Pytorch pre-relase version 1.8.0a0+17f8c32 - assuming intent to test it", "1.8.0a0+17f8c32"),
])
def test_fairscale_pre_release_warning_names_torch(line: str, version: str) -> None:
    facts, _ = read(line + "\n")
    assert facts["torch.version"] == version


def test_the_prerelease_nightly_is_outdated() -> None:
    assert "torch-outdated" in ids(A1111_1212)


def test_mps_that_ran_is_no_x86_python_deduced_from_its_age() -> None:
    facts, _ = read(COMPVIS_25)
    assert facts["torch.mps_available"] is True
    assert facts.get("python.machine") != "x86_64"
    assert "python-x86-on-arm" not in ids(COMPVIS_25)


def test_an_old_python_without_mps_is_still_deduced_x86() -> None:
    # the deduction itself stays where nothing contradicts it
    text = "M1 MacBook Pro\nFile \"/Users/me/.venv/lib/python3.7/site-packages/numpy/__init__.py\", line 140\n"
    facts, _ = read(text)
    assert facts.get("python.machine") == "x86_64"


def test_an_intel_spec_line_outranks_a_chip_of_another_mac() -> None:
    facts, _ = read(OLLAMA_8694)
    assert str(facts["host.cpu_brand"]).startswith("Intel")
    assert "intel-mac" in ids(OLLAMA_8694)
    assert "apple-silicon" not in ids(OLLAMA_8694)


def test_a_me_too_mac_is_not_the_reporters_nvidia_pc() -> None:
    facts, _ = read(OLLAMA_2362)
    assert facts["host.os"] != "Darwin"
    assert "not-a-mac" in ids(OLLAMA_2362)
    assert "apple-silicon" not in ids(OLLAMA_2362)


def test_a_me_too_mac_still_counts_without_a_pc_gpu() -> None:
    assert "apple-silicon" in ids(OLLAMA_2324)


def test_a_workstation_card_in_a_comparison_is_nobodys() -> None:
    facts, _ = read("Benchmarks: M2 Max vs Nvidia A4000\n")
    assert "host.pc_gpu" not in facts
