# ruff: noqa: E501  (real pasted lines are kept whole)
"""The MPS op gaps: an op that MPS runs only for some dtypes or from some macOS release. Each message is printed only
when a tensor on the MPS device meets the op, so it says both that MPS works and that an op falls short of it
(mps-fallback). Read from real captured text (the thread is named)."""

from __future__ import annotations

import pytest
from pasted import read

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
]


@pytest.mark.parametrize(("thread", "text"), GAPS)
def test_an_mps_op_gap_says_mps_works_and_an_op_falls_short(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert "mps-unimplemented-op" in symptoms, thread
    assert values["torch.mps_available"] is True and values["host.os"] == "Darwin", thread


@pytest.mark.parametrize("text", [
    "MPS does not support this model yet, so we run it on the CPU.\n",  # a project's own words, not torch's message
    "int64 is supported by MPS since macOS 13.3\n",
])
def test_words_about_mps_support_are_not_an_op_gap(text: str) -> None:
    _, symptoms = read("I'm on a MacBook Pro M2 with macOS 14.5.\n" + text)
    assert "mps-unimplemented-op" not in symptoms
