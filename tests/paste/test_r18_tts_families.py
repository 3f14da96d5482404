# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2780-2793 (text-to-speech and voice cloning on Macs: coqui TTS, RVC, tortoise-tts,
bark, voice-changer, F5-TTS, AllTalk) exposed, each read from real text.

torch's MPS out-of-memory error named without its 'backend' word ('MPS out of memory') is the run's error where a
person says the run met it (crashed, failed or hit it; the exception's own 'RuntimeError: MPS out of memory'; an
'unexpected MPS out of memory issue'), not where a heading or a condition names it.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/neonbjb/tortoise-tts/issues/773
TORTOISE_773 = """is M1 support a proof of concept for now?

Hi there, got a 24gb ram m2 mac and python insists on using 27gb of RAM. Obviously... problematic. I ran this:

I have 16gb m2 and python is using 19+gb and it constantly crashes with MPS out of memory error

Looking at the code it seems that culprit is in api.py method pick_best_batch_size_for_gpu() which always returns 16
"""
# https://github.com/mattmireles/gemma-tuner-multimodal/issues/21
GEMMA_TUNER_21 = """unexpected MPS out of memory issue

i am on a 64GB mac mini and i am unexpectedly getting the error after 5230 steps.
just guessing, is there some kind of memory leak?
"""
# inclusionAI/AReaL, examples/local_gsm8k/quick_fix_commands.md
AREAL_QUICK_FIX = """## The Issue

You hit MPS out of memory because the model is too large for batch_size=2 on 32GB RAM.
"""
# igorshmukler/kokoro-ruslan, docs/MPS_OOM_SOLUTIONS.md (a heading: the page is about the error, no run met it)
KOKORO_HEADING = """# MPS Out of Memory Solutions

## Quick Fix
"""


@pytest.mark.parametrize("text", [TORTOISE_773, GEMMA_TUNER_21, AREAL_QUICK_FIX])
def test_mps_out_of_memory_met_by_a_run_is_the_symptom(text: str) -> None:
    assert "mps-out-of-memory" in ids(text)


def test_the_tortoise_thread_is_apple_silicon_with_the_oom() -> None:
    assert {"apple-silicon", "mps-out-of-memory"} <= ids(TORTOISE_773)


def test_a_heading_about_the_error_is_not_the_symptom() -> None:
    assert "mps-out-of-memory" not in ids(KOKORO_HEADING)


# Real lines that name the error as something to avoid, prevent or fix, or as absent: no run met it.
# Found with the code search (index ids 52676398998, 66236120158, 35651934366, 15823567810).
@pytest.mark.parametrize("text", [
    '    parser.add_argument("--batch_size", type=int, default=1) # Reduced strictly to 1 to avoid MPS Out Of Memory\n',
    "    batch_size=4, # REDUCED BATCH SIZE TO PREVENT MPS OUT OF MEMORY\n",
    "    # Below option to fix mps out of memory error\n    per_device_train_batch_size=4,\n",
    "**Expected Result:**\n- ✅ No ST preload when Core ML is enabled\n- ✅ No MPS out of memory errors\n",
])
def test_a_denied_or_conditional_oom_is_not_the_symptom(text: str) -> None:
    assert "mps-out-of-memory" not in ids(text)


def test_the_backend_wording_is_still_read() -> None:
    # https://github.com/haoheliu/AudioLDM2/issues/20
    text = "`RuntimeError: MPS backend out of memory (MPS allocated: 18.02 GB, other allocations: 107.10 MB, max allowed: 18.13 GB). Tried to allocate 4.50 MB on private pool.`\n"
    facts, _ = read(text)
    assert facts["torch.mps_available"] is True
    assert "mps-out-of-memory" in ids(text)
