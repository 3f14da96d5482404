"""The lead's families of the twenty-first round.

- A run said to be on MPS in a sentence that also says MPS was not there ('I ran the tests on mps and they failed
  because mps is not available', a wording a helper of batch 3700-3712 found read as MPS working): the run never
  reached the device, so it is no evidence that MPS is available. 'no mps errors' denies nothing.
"""

from __future__ import annotations

import pytest
from pasted import ids

M1 = "I'm on an M1 MacBook Pro. "


@pytest.mark.parametrize("denial", [
    "I ran the tests on mps and they failed because mps is not available.",
    "I ran the training on mps but it failed because MPS isn't available on this machine.",
    "Training on mps fails: MPS backend is not available.",
    "I tried running on mps, but MPS was not found.",
    "Running on mps gives an error, MPS unavailable.",
])
def test_a_run_on_mps_in_a_sentence_that_says_mps_is_missing_is_no_mps(denial: str) -> None:
    assert "mps-available" not in ids(M1 + denial)


@pytest.mark.parametrize("works", [
    "I ran the training on mps and it is fast.",
    "I ran it on mps and it works; no mps errors.",
])
def test_a_run_on_mps_without_a_denial_is_still_mps_working(works: str) -> None:
    assert "mps-available" in ids(M1 + works)
