# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3080-3093 (machine translation and multilingual NLP on Macs: seamless,
fairseq, NLLB, sentencepiece, ctranslate2) exposed, each read from real text.

A memory leak said of PyTorch's MPS device ('MPS memory leak?', 'Memory Leak in MPS Backend', 'MPS backend leaks')
was allocated there, so MPS is available, even where the title asks whether it is a leak; a results table whose row
names the device mps beside the output the run gave, or a time measured there, ran on MPS. Neither reads a table of
what each device supports, a row that says MPS is missing, nor a TensorFlow-Metal leak.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/pytorch/pytorch/issues/124057
PYTORCH_124057 = """MPS memory leak?

tonystratum · description · 2024-04-15
### 🐛 Describe the bug

Trying to translate from `eng_Latn` to `deu_Latn` with `facebook/nllb-200-distilled-600M`. The inference code is pretty much the boilerplate code from the [model page (huggingface)](https://huggingface.co/facebook/nllb-200-distilled-600M), with some logic on top. The code and input data is in this [gist](https://gist.github.com/tonystratum/84b4b4a892b2217932f1b6080fe4c24a).

When the `prompt_works` is passed, the expected result is produced and no memory issues are observed. When `prompt_not_works` is passed, the inference slows down and memory usage rapidly increases. See the demo in [this screencast (Google Drive)](https://drive.google.com/file/d/16Bl1ymWYnwqYgNdoZOv18V7DLTzLCFrt/view?usp=share_link).
"""
# https://github.com/pytorch/pytorch/issues/121113
PYTORCH_121113 = """MPS memory leak in training

dmahurin · description · 2024-03-04
### 🐛 Describe the bug

When using transformers Trainer on MPS hardware, after several hundred iterations, getting "MPS out of memory".
"""
# https://github.com/pytorch/pytorch/issues/145374
PYTORCH_145374 = """Memory Leak in MPS Backend During LSTM Iterations (Out of Memory Error)
"""
# https://github.com/pytorch/pytorch/issues/132596
PYTORCH_132596 = """MPS backend leaks when input sizes vary

llllvvuu · description · 2024-08-04
### 🐛 Describe the bug

Possibly similar to an old issue with the CPU backend: https://github.com/pytorch/pytorch/issues/27971 https://github.com/pytorch/pytorch/issues/32037

In my case both CPU and CUDA work fine, and only MPS has the issue. Is there anything similar to `LRU_CACHE_CAPACITY` but for MPS?
"""
# https://github.com/pytorch/pytorch/issues/81610
PYTORCH_81610 = """M1 MPS memory leak.

mmulet · description · 2022-07-17
### 🐛 Describe the bug

Hello!
 I was testing out mps support on my M1 max, it works great except the memory usage ballooned! (This is is in the Nightly build, the stable build does not have this problem). It reached up to 250GB of RAM after about 1100 iterations of the loop below.
"""
# https://github.com/tensorflow/tensorflow/issues/60616
TF_60616 = """Custom shuffle layer leaks memory when run on Apple M1 GPU with `tensorflow-metal`

### Current Behaviour?

The following layer leaks memory during training with keras when running on an Apple M1 with `tensorflow-macos` and `tensorflow-metal` installed:
"""
# Advice and code comments found with the code search (no run of the writer's own): avoiding or preventing the leak.
ADVICE_AVOID = """**Docker worker fleet (recommended)** — avoids PyTorch MPS memory leak on macOS:
"""
ADVICE_PREVENT = """            # Clear GPU cache periodically to prevent MPS memory leak
"""


@pytest.mark.parametrize("text", [PYTORCH_124057, PYTORCH_121113, PYTORCH_145374, PYTORCH_132596, PYTORCH_81610])
def test_a_memory_leak_said_of_mps_shows_mps_ran(text: str) -> None:
    facts, symptoms = read(text)
    assert facts["torch.mps_available"] is True
    assert "mps-available" in symptoms
    assert "mps-available" in ids(text)
    assert "mps-unavailable" not in ids(text)


@pytest.mark.parametrize("text", [TF_60616, ADVICE_AVOID, ADVICE_PREVENT])
def test_a_tensorflow_leak_or_advice_to_avoid_one_is_not_mps_running(text: str) -> None:
    facts, symptoms = read(text)
    assert "mps-available" not in symptoms
    assert facts.get("torch.mps_available") is not True


# https://github.com/facebookresearch/seamless_communication/issues/303
SEAMLESS_303 = """Poor output for Japanese S2TT tasks, and `mps` device

bcherny · description · 2023-12-23
I have tried the following S2TT tasks:

| # | Device | Input language | Output language | Result
|------------
1 | `cpu` | Russian | English | ✅ Correct output
2 | `mps` | Russian | English | ❌ "I don't know what you're talking about"
3 | `cpu` | Japanese | English | ❌ "I'm going to tell you a little bit about it, and I'm going to tell you a little bit about it."
4 | `mps` | Japanese | English | ❌ "I don't know what I'm going to do."

Output is mostly incorrect. I am new to Pytorch and this library -- is there a set of debugging steps I should follow to figure out what's causing the low quality results?

## My machine

M2 Macbook Air
"""
# https://github.com/ScrollPrize/villa/issues/1764
VILLA_1764 = """| device | min | median | p95 | max | mean | stdev | wall median |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| mps | 97.66 | 97.94 | 97.97 | 97.97 | 97.89 | 0.13 | 32.92 s |
| cpu | 16.25 | 16.40 | 16.89 | 16.91 | 16.55 | 0.29 | 79.67 s |
"""
# Tables of what each device supports, found with the code search: an MPS row that says it is missing or unsupported,
# or marks a feature off, is no run on it.
TABLE_NOT_AVAILABLE = """| MPS | ❌ NOT AVAILABLE | Not running on Apple Silicon |
"""
TABLE_UNSUPPORTED = """| macOS | 3.10+ | MPS | ❌ Unsupported | faster-whisper does not support MPS |
"""
TABLE_OPTIONS = """| Device | Description |
|--------|-------------|
| `auto` | Automatically select best available (CUDA > MPS > CPU) |
| `cuda` | NVIDIA GPU (requires CUDA) |
| `mps` | Apple Silicon GPU (macOS) |
| `cpu` | CPU only |
"""


@pytest.mark.parametrize("text", [SEAMLESS_303, VILLA_1764])
def test_a_results_row_for_mps_shows_mps_ran(text: str) -> None:
    facts, symptoms = read(text)
    assert facts["torch.mps_available"] is True
    assert "mps-available" in symptoms


def test_the_seamless_table_reads_the_mac_and_mps() -> None:
    assert {"apple-silicon", "mps-available"} <= ids(SEAMLESS_303)
    assert not {"mps-unavailable", "torch-cpu-only", "intel-mac"} & ids(SEAMLESS_303)


@pytest.mark.parametrize("text", [TABLE_NOT_AVAILABLE, TABLE_UNSUPPORTED, TABLE_OPTIONS])
def test_a_table_of_device_support_is_not_a_run_on_mps(text: str) -> None:
    facts, symptoms = read(text)
    assert "mps-available" not in symptoms
    assert facts.get("torch.mps_available") is not True
