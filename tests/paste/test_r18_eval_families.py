# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2980-2990 (model evaluation and benchmark harnesses run on Macs) exposed, each
read from real text.

A person's run that fails 'because the pytorch MPS backend doesn't support the float64 type' ran on the MPS device
(the dtype is what MPS lacks, so MPS itself works), as torch's own float64 TypeError says; the bare statement (an error
catalogue's entry, a pull request's rationale, a README's recommendation) names no failing run and is not read.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/pytorch/ignite/issues/3326
IGNITE_3326 = """Metrics computation on pytorch MPS backend fails, needs float32 instead of float64

## 🐛 Bug description

Running metrics via `evaluator.run(dataloader)` on MacOS fails, because the pytorch MPS backend doesn't support the `float64` type that the result is cast into.  [source code link](https://github.com/pytorch/ignite/blob/23f2a3f8e3679c26d5cad551705d334242e0ad97/ignite/metrics/precision.py#L84)
"""
# dev case 1682 (an error catalogue's entry, no run of the reader's)
CATALOGUE = """  "signature": "RuntimeError: MPS backend does not support float64. Falling back to float32. Please cast your tensors to float32 explicitly.",
"""
# https://github.com/gridfm/gridfm-graphkit/pull/47
GRIDFM_47 = """fix(normalizers): cast baseMVA to float32 to support MPS backend

The MPS (Apple Silicon) backend for PyTorch does not support float64. This PR ensures baseMVA is cast to float32 in the normalizer to prevent crashes on Mac GPUs.
"""
# a repository's README found with the code search (a recommendation, not a failure; another dtype-less limit)
README_EIGH = """NVIDIA CUDA GPUs are supported and can be enabled by setting
`TRAIN_ACCELERATOR = "cuda"` in `scripts/config.py`. On Apple Silicon, CPU execution is
recommended because the MPS backend does not support the required
eigendecomposition; set `TRAIN_ACCELERATOR = "cpu"`.
"""
# a patch note in a repository found with the code search (a code comment)
WHISPER_PATCH_COMMENT = """# 1. openai-whisper: whisper.timing.dtw calls .double() on an MPS tensor, which
#    fails because MPS does not support float64. We reorder the cast so the move
#    to CPU happens before the cast to double.
"""


def test_a_run_failing_because_the_mps_backend_lacks_float64_ran_on_mps() -> None:
    facts, symptoms = read(IGNITE_3326)
    assert "mps-unimplemented-op" in symptoms
    assert facts["torch.mps_available"] is True
    assert facts["host.os"] == "Darwin"
    assert "mps-available" in ids(IGNITE_3326)
    assert not {"mps-unavailable", "torch-not-built-with-mps", "not-a-mac"} & ids(IGNITE_3326)


@pytest.mark.parametrize("text", [CATALOGUE, GRIDFM_47, README_EIGH, WHISPER_PATCH_COMMENT])
def test_the_bare_statement_names_no_run_on_mps(text: str) -> None:
    facts, symptoms = read(text)
    assert "mps-unimplemented-op" not in symptoms
    assert "torch.mps_available" not in facts
    assert "mps-available" not in ids(text)
