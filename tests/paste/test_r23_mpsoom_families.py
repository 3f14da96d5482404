# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4100-4111 (memory on the Mac GPU: MPS out of memory, the watermark ratio, leaks
and swap) exposed, each read from real text.

- Memory said to keep growing on a run on PyTorch's MPS device, the leak told without the word 'leak', in Chinese
  or English ('使用 MPS 后端运行推理时，内存会持续增长到 90GB+'): the memory was allocated there, so MPS works
  (clue mps-memory-growth-said, beside mps-memory-leak-said).
- A run said to work once the writer empties PyTorch's MPS cache ('but works if I empty the MPS cache'): the
  allocator's cache held the run's memory on the device, so MPS works (clue mps-cache-emptied-works).
- A pasted export of one variable ('I have already did  export PYTORCH_MPS_HIGH_WATERMARK_RATIO=0.0') shows what the
  writer set, not the whole environment: PYTORCH_ENABLE_MPS_FALLBACK's state stays unknown (no mps-fallback 'off').
- The MPS out-of-memory said in prose, broken by a wrap inside the phrase ('getting "MPS out' / 'of memory".'), is read
  across the break as on one line.
"""

from __future__ import annotations

import textwrap

import pytest
from pasted import ids, raised

# https://github.com/ElectricAlexis/NotaGen/issues/46 (dev 4107)
NOTAGEN_46 = r"""# Apple Silicon 上运行推理时内存泄漏导致死机

chaye7417 · description · 2026-01-31
## 问题描述

在 Apple Silicon Mac 上使用 MPS 后端运行推理时，内存会持续增长到 90GB+，导致系统死机。

**环境：**
- macOS 14+
- Apple M4 Max，64GB 内存
- PyTorch MPS 后端
"""

# https://github.com/pytorch/pytorch/issues/105839 (dev 4101)
PYTORCH_105839 = r"""# MPS memory issue, MPS backend out of memory, but works if I empty the MPS cache

Vargol · description · 2023-07-24
### 🐛 Describe the bug

There appears to be something wrong the the MPS cache, I appears that either its not releasing memory when it ideally should be, or the freeable memory in the cache is not being taken into account  when the check for space occurs.
The issue occurs on the currently nightly, see versions, and 2.0.1 

This works on a 8GB M1 Mac Mini without issue the two mode
"""

# https://github.com/myshell-ai/MeloTTS/issues/36 (dev 4111): a remedy that did not help, the device never shown
MELOTTS_36 = r"""# Memory leak in loop on Mac M1

louistiti · comment · 2024-06-20
I encountered this problem. On my Mac M1 Pro there is a memory leak where the Python process memory usage keeps increasing after every new inference. I tried to use `torch.mps.empty_cache()` but it didn't solve the problem.

So my temporary fix is that when it runs on Apple Silicon I will simply set the device to `cpu`. It works fast enough on it.
"""

MAC = "I am on an M2 MacBook Air with macOS 14.5.\n"


def test_notagen_46_memory_growing_on_the_mps_backend_in_chinese_is_mps_at_work() -> None:
    found = ids(NOTAGEN_46)
    assert {"apple-silicon", "mps-available"} <= found
    assert "mps-unavailable" not in found


def test_pytorch_105839_works_if_the_mps_cache_is_emptied_is_mps_at_work() -> None:
    found = ids(PYTORCH_105839)
    assert {"apple-silicon", "mps-available", "mps-out-of-memory"} <= found


@pytest.mark.parametrize("line", [
    "用 mps 训练时显存一直增长，最后死机。",
    "MPS 内存泄漏，跑几轮就卡死了。",
    "使用 MPS 推理時，內存持續增長到 60GB。",
    "在 mps 上跑 whisper，内存暴涨到 40G。",
    "The process's memory footprint keeps climbing with PyTorch's MPS backend.",
    "RAM kept growing with the mps device until macOS killed the process.",
    "Memory grows steadily when running on MPS: 3 GB after ten steps, 9 GB after a hundred.",
])
def test_memory_growth_said_of_an_mps_run_is_mps_at_work(line: str) -> None:
    assert "mps-available" in raised(MAC + line)


@pytest.mark.parametrize("line", [
    "使用 MPS 时内存不会增长。",
    "如果使用 MPS，内存会持续增长吗？",
    "为了避免 MPS 内存泄漏，我们在 CPU 上运行。",
    "MPS 没有内存持续增长的问题。",
    "Memory grows on CPU, not on MPS.",
    "The memory keeps growing when I run on CPU but not with mps.",
    "If memory usage keeps increasing on MPS, call torch.mps.empty_cache().",
    "Memory usage keeps increasing on MPS is not available here, so everything runs on the CPU.",
    "With NVIDIA MPS (Multi-Process Service) enabled on our A100 nodes, memory usage keeps increasing on MPS clients.",
])
def test_memory_growth_near_misses_stay_unread(line: str) -> None:
    assert "mps-available" not in raised(MAC + line)


@pytest.mark.parametrize("line", [
    "Emptying the MPS cache fixed it.",
    "Calling torch.mps.empty_cache() solved it for me.",
    "It ran after we cleared the MPS cache between the two pipelines.",
    "The second pipeline only succeeds when I manually empty the MPS cache.",
    "`torch.mps.empty_cache()` helped: the decoder now finishes.",
])
def test_a_run_that_works_once_the_mps_cache_is_emptied_is_mps_at_work(line: str) -> None:
    assert "mps-available" in raised(MAC + line)


@pytest.mark.parametrize("line", [
    "It works if you empty the MPS cache.",
    "Try torch.mps.empty_cache() after each batch.",
    "Does it work if I empty the MPS cache?",
    "It doesn't work even if I empty the MPS cache.",
    "Emptying the MPS cache fixed nothing.",
    "Would it run if we cleared the MPS cache?",
    "torch.mps.empty_cache() should help here.",
])
def test_mps_cache_near_misses_stay_unread(line: str) -> None:
    assert "mps-available" not in raised(MAC + line)


def test_melotts_36_a_cache_emptying_that_did_not_help_is_not_read() -> None:
    found = ids(MELOTTS_36)
    assert "apple-silicon" in found
    assert "mps-available" not in found


# https://github.com/pytorch/pytorch/issues/130112 (dev 4104): the writer's own export of the watermark ratio
PYTORCH_130112 = r"""# MPS backend out of memory

Antonio-Moura-Coutinho · description · 2024-07-04
### 🐛 Describe the bug

I am training a model and this error appears I have already did  export PYTORCH_MPS_HIGH_WATERMARK_RATIO=0.0
and still happening ...

### Error logs

RuntimeError: MPS backend out of memory (MPS allocated: 5.50 GB, other allocations: 14.76 GB, max allowed: 20.40 GB). Tried to allocate 147.24 MB on private pool. Use PYTORCH_MPS_HIGH_WATERMARK_RATIO=0.0 to disable upper limit for memory allocations (may cause system failure).

### Versions

(venv) amc@MacBook-Pro-de-Antonio ESC_Fine_Tunning % python3 collect_env.py
Collecting environment information...
PyTorch version: 2.3.1
Is debug build: False
CUDA used to build PyTorch: None
ROCM used to build PyTorch: N/A

OS: macOS 14.5 (arm64)
"""

# https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/10604 (dev 1073): the export is advice in a list
A1111_10604_ADVICE = """Just remember to disable MPS on the old Macs like mine, GPU(AMD Radeon R9 M395 2 GB graphics).
1. Add export PYTORCH_MPS_HIGH_WATERMARK_RATIO=0.0 to your shell env.
2. pip3 install torch torchvision torchaudio.
"""

TORCH_MAC = "MacBook Pro M2, macOS 14.5, PyTorch version: 2.6.0\n"


def test_pytorch_130112_a_watermark_export_says_nothing_of_the_fallback() -> None:
    found = ids(PYTORCH_130112)
    assert {"apple-silicon", "mps-available", "mps-out-of-memory"} <= found
    assert "mps-fallback" not in found


def test_a1111_10604_advice_to_export_the_ratio_causes_no_finding() -> None:
    assert "mps-fallback" not in raised(TORCH_MAC + A1111_10604_ADVICE)


@pytest.mark.parametrize("line", [
    "export PYTORCH_MPS_HIGH_WATERMARK_RATIO=0.0",
    "export PYTORCH_MPS_LOW_WATERMARK_RATIO=0.5",
    "conda env config vars set CONDA_SUBDIR=osx-arm64",
    "export TF_CPP_MIN_LOG_LEVEL=2",
    "conda env config vars set PYTORCH_MPS_HIGH_WATERMARK_RATIO=0.0",
])
def test_an_export_of_another_variable_leaves_the_fallback_unknown(line: str) -> None:
    assert "mps-fallback" not in raised(TORCH_MAC + line + "\n")


@pytest.mark.parametrize("line", ["export PYTORCH_ENABLE_MPS_FALLBACK=1", "export PYTORCH_ENABLE_MPS_FALLBACK=0"])
def test_an_export_of_the_fallback_itself_is_still_read(line: str) -> None:
    assert "mps-fallback" in raised(TORCH_MAC + line + "\n")


# https://github.com/pytorch/pytorch/issues/121113 (dev 4109), its sentence as a hard wrap at 100 columns leaves it
PYTORCH_121113_SENTENCE = ('When using transformers Trainer on MPS hardware, after several hundred iterations, getting '
                           '"MPS out of memory".')


@pytest.mark.parametrize("sentence", [
    PYTORCH_121113_SENTENCE,
    "The fine-tuning of the 7B model on the M2 Max ran for about forty minutes and then it crashed with MPS out of memory.",
    "After two hours of generating frames on my MacBook Pro the whole pipeline stopped with MPS backend out of memory.",
])
@pytest.mark.parametrize("width", [60, 80, 100])
def test_mps_out_of_memory_said_in_prose_is_read_across_a_wrap(sentence: str, width: int) -> None:
    assert "mps-out-of-memory" in raised("MacBook Pro M2, macOS 14.5\n" + textwrap.fill(sentence, width) + "\n")


@pytest.mark.parametrize("text", [
    # a short line is a heading, not a wrapped sentence
    "MacBook Pro M2, macOS 14.5\nMPS out\nof memory\n",
    # a condition: advice for when it happens
    "MacBook Pro M2, macOS 14.5\n" + textwrap.fill("If the training on your Mac ever gets MPS out of memory, lower the batch size and try again.", 60) + "\n",
])
def test_mps_out_of_memory_wrap_near_misses_stay_unread(text: str) -> None:
    assert "mps-out-of-memory" not in raised(text)
