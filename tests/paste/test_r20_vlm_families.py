# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3280-3294 (vision-language models on Macs: LLaVA, BLIP, Florence-2, Qwen2-VL)
exposed, each read from real text.

A stack frame of one of PyTorch's MPS kernels (at::native::structured_gather_out_mps::impl, at::native::mps::…_mps)
shows the MPS device ran the op; a bug said to reproduce on MPS ran there; a model said to work on both CUDA and MPS
with a pinned library version ran on MPS. None of them is read from PyTorch's own source, a failure to reproduce, a
capability ('can be reproduced on MPS') or a negation.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/kijai/ComfyUI-Florence2/issues/190
FLORENCE2_190 = """Fatal MPS Assertion Failure in gather Operation on Apple Silicon (M-Series Macs)
There is a critical, and seemingly un-documented, architectural incompatibility between the Florence 2 model and the Metal Performance Shaders (MPS) backend on all Apple Silicon (M-series) Macs.
Attempting to run any workflow utilizing the Florence 2 model results in a catastrophic and non-recoverable crash (Abort trap: 6).
The crash is triggered by a failed assertion deep within Apple's own Metal and MPSCore libraries. The specific error is: [MPSTemporaryNDArray initWithDevice:descriptor:] Error: total bytes of NDArray > 2**32.
The traceback consistently identifies Thread 7 (the metal gpu stream) as the point of the crash. The sequence of events is as follows:
The operation begins within PyTorch's MPS implementation for the gather function (at::native::structured_gather_out_mps::impl).
"""
# https://github.com/huggingface/transformers/issues/30294
TRANSFORMERS_30294 = """llava-next demo / tutorial code does not work

@bghira I'm unable to reproduce on CPU. Can you show the [MRE](https://en.wikipedia.org/wiki/Minimal_reproducible_example) you have for CPU?

On MPS I'm able to reproduce, and I've verified there's a bug (in PyTorch/MPS). I have a way to mitigate the issue, but it's suboptimal to merge this approach in transformers since that specific bug is only affecting MPS.
"""
# https://github.com/huggingface/transformers/issues/36413
TRANSFORMERS_36413 = """Qwen2VLForConditionalGeneration doesn't work with MPS devices

The quickstart snippet for the [Qwen2-VL model card](https://huggingface.co/docs/transformers/en/model_doc/qwen2_vl#single-media-inference):
- ✅ works in `transformers==4.47.1` on both cuda and MPS devices
- ✅ works in `transformers==4.48.3` on both cuda and MPS devices
- ✅ works in `transformers==4.49.0` on a cuda device
- ❌ doesn't work in `transformers==4.49.0` on a MPS device.
"""


@pytest.mark.parametrize("text", [
    FLORENCE2_190,
    # notes of MoE runs on an M5 Max (code-search index id 66703088086)
    "**Diagnostic:** `sample <pid>` on slow runs shows time stuck in `at::native::structured_topk_out_mps::impl` and `at::mps::MPSStream::executeMPSGraph` — the MoE routing overhead.\n",
    # a service's test note in German (code-search index id 71207713714)
    "Am 2026-08-26 ist der produktive Core zweimal mit SIGSEGV in\n`at::native::mps::copy_cast_kernel_mps` gestorben.\n",
])
def test_a_frame_of_an_mps_kernel_is_mps_that_ran(text: str) -> None:
    facts, symptoms = read(text)
    assert "mps-available" in symptoms
    assert facts["torch.mps_available"] is True
    assert "mps-available" in ids(text)


@pytest.mark.parametrize("text", [
    # PyTorch's own source calls the kernel (code-search index id 55654120550)
    "    auto output_real = at::view_as_real(maybe_expand_0_dim(output));\n    structured_gather_out_mps::impl(self_real, dim, index_expanded, sparse_grad, output_real);\n    return;\n",
    # an extension binding a tensor's buffer (code-search index id 62673991384)
    "        [enc setBuffer:at::native::mps::getMTLBufferStorage(t)\n                offset:t.storage_offset() * t.element_size()\n",
])
def test_pytorch_source_is_no_mps_run(text: str) -> None:
    _, symptoms = read(text)
    assert "mps-available" not in symptoms


def test_the_florence2_crash_is_apple_silicon_with_mps_not_out_of_memory() -> None:
    found = ids(FLORENCE2_190)
    assert {"apple-silicon", "mps-available"} <= found
    assert not {"mps-out-of-memory", "mps-unavailable", "intel-mac"} & found


@pytest.mark.parametrize("text", [
    TRANSFORMERS_30294,
    # notes found with the code search (index id 55261331983)
    "probes by design (proven on CUDA: 33.6-DOF EDF error and a *negative* EDF at\n  n=100k; reproduced on MPS: a wiggly n=1000/k=40 fit silently over-smoothed\n  from EDF 24.1 to 3.0 with fitted values off by 0.50 on a unit-amplitude\n  signal)\n",
    # a status table (code-search index id 69140915932)
    "| Local status | Round-trip reproduced on MPS at 4 positions, ~10 s per AV decode, 17 GB peak | `notes/nla_setup/README.md` |\n",
])
def test_a_bug_reproduced_on_mps_ran_there(text: str) -> None:
    facts, symptoms = read(text)
    assert "mps-available" in symptoms
    assert facts["torch.mps_available"] is True


@pytest.mark.parametrize("text", [
    # a requirement, not a run (code-search index id 61068159070)
    "      'The local proxy can be reproduced on MPS. An NVIDIA measurement is still required before any FP16 promotion claim.',\n",
    "I can't reproduce it on MPS.\n",
    "I'm unable to reproduce on mps\n",
    "I was not able to reproduce on MPS\n",
    "Could you check if you are able to reproduce on MPS?\n",
])
def test_no_reproduction_on_mps_is_not_read(text: str) -> None:
    _, symptoms = read(text)
    assert "mps-available" not in symptoms


def test_works_with_a_pinned_version_on_both_cuda_and_mps() -> None:
    facts, symptoms = read(TRANSFORMERS_36413)
    assert "mps-available" in symptoms
    assert facts["torch.mps_available"] is True
    # the same words in a performance note's list of improvements (code-search index id 45720427820)
    assert "mps-available" in read("**Improvements:**\n- **3-6x faster** point cloud generation\n- Works on both CUDA and MPS\n")[1]


@pytest.mark.parametrize("text", [
    "- ❌ doesn't work in `transformers==4.49.0` on a MPS device.\n",
    "It doesn't work on both cuda and MPS devices.\n",
    "It should work in `torch>=2.1` on cuda and mps\n",
])
def test_a_failure_or_a_wish_on_cuda_and_mps_is_not_read(text: str) -> None:
    _, symptoms = read(text)
    assert "mps-available" not in symptoms
