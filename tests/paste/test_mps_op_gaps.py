# ruff: noqa: E501  (real pasted lines are kept whole)
"""The MPS op gaps: an op that MPS runs only for some dtypes or from some macOS release. Each message is printed only
when a tensor on the MPS device meets the op, so it says both that MPS works and that an op falls short of it
(mps-fallback). Read from real captured text (the thread is named)."""

from __future__ import annotations

import pytest
from pasted import finding, fix_id, ids, raised, read

GAPS = [
    ("https://github.com/pytorch/pytorch/issues/80784",
     "Operation 'abs_out_mps()' does not support input type 'int64' in MPS backend.\n"),
    ("https://github.com/pytorch/pytorch/issues/79200 (the message's own 'doesn not')",
     "  File \"<input>\", line 3, in <module>\nRuntimeError: Operation 'abs_out_mps()' doesn not support input type 'int64' in MPS backend\n"),
    ("https://github.com/pytorch/pytorch/issues/86319",
     "TypeError: Operation 'neg_out_mps()' does not support input type 'int64' in MPS backend.\n"),
    ("https://github.com/truefoundry/cognita/issues/172",
     "ERROR:    2024-05-28 01:23:19,041 - controller:answer:336 - Operation 'sign_out_mps()' does not support input type 'int64' in MPS backend.\n"),
    ("https://github.com/QwenLM/Qwen/issues/28",
     " position_ids = attention_mask.long().cumsum(-1) - 1\nRuntimeError: MPS does not support cumsum op with int64 input\n"),
    ("https://github.com/pytorch/pytorch/issues/154895", "RuntimeError: MPS does not support sigmoid op with int64 input\n"),
    ("https://github.com/kitzeslab/opensoundscape/issues/1016",
     "UserWarning: MPS: no support for int64 for min_max, downcasting to a smaller data type (int32/float32). Native support for int64 has been added in macOS 13.3.\n"),
    ("https://github.com/ultralytics/ultralytics/issues/4031",
     "/Users/philipqueen/miniconda3/envs/yolo_test/lib/python3.11/site-packages/torch/nn/functional.py:3983: UserWarning: MPS: passing scale factor to upsample ops is supported natively starting from macOS 13.0. Falling back on CPU. This may have performance implications. (Trig\n"),
    # an op without an MPS kernel, met by a tensor on the MPS device (torch's MPSFallback): raised, or run on the CPU
    ("https://github.com/opendatalab/MinerU/issues/347", "NotImplementedError: The operator 'aten::upsample_bicubic2d.out' is not currently implemented for the MPS device. If you want this op to be added in priority during the prototype phase of this feature, please comment on https://github.com/pytorch/pytorch/issues/77764. As a temporary fix, you can set the environment variable `PYTORCH_ENABLE_MPS_FALLBACK=1` to use the CPU as a fallback for this op. WARNING: this will be slower than running natively on MPS.\n"),
    ("https://github.com/kijai/ComfyUI-DepthAnythingV2/issues/12", "/Users/enuriru/ComfyUI/myenv/lib/python3.11/site-packages/torch/nn/functional.py:4592: UserWarning: The operator 'aten::upsample_bicubic2d.out' is not currently supported on the MPS backend and will fall back to run on the CPU. This may have performance implications. (Triggered internally at /Users/runner/work/pytorch/pytorch/pytorch/aten/src/ATen/mps/MPSFallback.mm:13.)\n"),
    ("https://github.com/ultralytics/ultralytics/issues/246", "TypeError: Cannot convert a MPS Tensor to float64 dtype as the MPS framework doesn't support float64. Please use float32 instead.\n"),
]


@pytest.mark.parametrize(("thread", "text"), GAPS)
def test_an_mps_op_gap_says_mps_works_and_an_op_falls_short(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert {"mps-unimplemented-op", "mps-op-fell-back"} & set(symptoms), thread
    assert values["torch.mps_available"] is True and values["host.os"] == "Darwin", thread


def test_an_op_without_an_mps_kernel_is_both_findings() -> None:
    """The gap (mps-fallback) and what it proves (mps-available): the op reached MPS, so the device exists."""
    assert {"mps-fallback", "mps-available"} <= ids(GAPS[-3][1])


@pytest.mark.parametrize("text", [
    "MPS does not support this model yet, so we run it on the CPU.\n",  # a project's own words, not torch's message
    "int64 is supported by MPS since macOS 13.3\n",
])
def test_words_about_mps_support_are_not_an_op_gap(text: str) -> None:
    _, symptoms = read("I'm on a MacBook Pro M2 with macOS 14.5.\n" + text)
    assert "mps-unimplemented-op" not in symptoms


# kijai/ComfyUI-DepthAnythingV2#12 (the fallback on: the op ran on the CPU) and opendatalab/MinerU#347 (no fallback: the
# op raised), the same op
FELL_BACK = next(text for thread, text in GAPS if thread.endswith("DepthAnythingV2/issues/12"))
RAISED = next(text for thread, text in GAPS if thread.endswith("MinerU/issues/347"))


def _fallback(text: str) -> tuple[str, str | None]:
    """The mps-fallback finding's severity and the id of the fix chosen for it."""
    found = finding(text, "mps-fallback")
    assert found is not None
    return found.severity.value, fix_id(found)


def test_an_op_that_fell_back_to_the_cpu_is_a_slower_run_not_an_error() -> None:
    """torch's warning says the fallback is on and the op ran: an info, and no fix that would turn the fallback on."""
    assert _fallback(FELL_BACK) == ("info", None)
    assert _fallback(RAISED) == ("error", "enable-mps-fallback")


@pytest.mark.parametrize("text", [RAISED + FELL_BACK, FELL_BACK + RAISED])
def test_an_op_that_raised_outranks_one_that_fell_back(text: str) -> None:
    """In one report, in either order: the op that raised is the finding (an error, with the fallback as its fix)."""
    assert _fallback(text) == ("error", "enable-mps-fallback")


@pytest.mark.parametrize(("thread", "text"), [
    ("https://github.com/huggingface/peft/pull/1217",
     "FAILED tests/test_decoder_models.py::PeftDecoderModelTester::test_generate_half_prec_19_test_hf_internal_testing_tiny_random_BloomForCausalLM_lora - TypeError: BFloat16 is not supported on MPS\n"),
    ("https://github.com/QwenLM/Qwen/issues/587", "使用MacBookPro M1 部署，报错：TypeError: BFloat16 is not supported on MPS\n"),
    ("https://github.com/PromtEngineer/localGPT-Vision/issues/21",
     "Indexing files: Error indexing files: MPS BFloat16 is only supported on MacOS 14 or newer\n"),
    ("a title, as pasted", "# BFloat16 is not supported on MPS\n"),
])
def test_bfloat16_refused_on_mps_is_a_dtype_with_its_own_fix(thread: str, text: str) -> None:
    found = finding(text, "mps-fallback")
    assert found is not None and found.severity.value == "error"
    assert "macOS 14" in found.summary
    assert fix_id(found) == "use-float16-for-mps-bfloat16"
    assert "error-unexplained" not in ids(text)


@pytest.mark.parametrize("text", [
    "Does MPS support bfloat16 on an M1?",
    "bf16 works on MPS since macOS 14, so I load the model in bfloat16.",
])
def test_words_about_bfloat16_are_not_the_refusal(text: str) -> None:
    assert "mps-fallback" not in raised(text)


@pytest.mark.parametrize(("thread", "text"), [
    ("https://github.com/Lordog/dive-into-llms/issues/13", "RuntimeError: Placeholder storage has not been allocated on MPS device!\n"),
    ("https://github.com/Fannovel16/ComfyUI-Frame-Interpolation/issues/103",
     "RuntimeError: Expected all tensors to be on the same device, but found at least two devices, mps:0 and cpu!\n"),
    ("https://github.com/pkuliyi2015/sd-webui-stablesr/issues/22",
     "RuntimeError: Input type (MPSFloatType) and weight type (torch.FloatTensor) should be the same\n"),
    ("the same, wrapped by a terminal", "RuntimeError: Expected all tensors to be on the same device, but found at least two\ndevices, cpu and mps:0!\n"),
    ("the same, quoted in a reply", "> RuntimeError: Placeholder storage has not been allocated on MPS device!\n"),
])
def test_tensors_on_mps_and_the_cpu_are_the_codes_not_the_installs(thread: str, text: str) -> None:
    found = finding(text, "mps-device-mismatch")
    assert found is not None and found.severity.value == "warning"
    assert fix_id(found) == "move-everything-to-mps"
    assert "mps-available" in ids(text)  # the tensor on mps was made there: MPS works
    assert "error-unexplained" not in ids(text)


@pytest.mark.parametrize("text", [
    "RuntimeError: Input type (MPSFloatType) and weight type (MPSHalfType) should be the same\n",  # a dtype, one device
    "RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!\n",
    "Make sure the model and the inputs are on the same device before calling it.\n",
])
def test_other_mismatches_are_not_the_mps_one(text: str) -> None:
    assert "mps-device-mismatch" not in raised(text)
