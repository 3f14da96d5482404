# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3420-3432 (performance and benchmark threads about ML on Macs) exposed, each
read from real text.

How long a run on MPS took ('MPS inference takes roughly 15 minutes', 'MPS training took 79.07 s.') and a timing of
the CPU and of MPS side by side on one line ('cpu 7.49 ms   mps 4.73 ms') say the MPS device computed: MPS is
available. A GeForce RTX card named by its number alone as the person's own or as where their CUDA runs ('on my
4090', 'CUDA on the 4090') is a PC's.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/SUC-DriverOld/MSST-WebUI/pull/14
MSST_14 = """Introduce the MPS device for inference

On my local machine (M1 Pro), a 4.5-minute song requires approximately 30 minutes for CPU inference, which is around 6 times the length of the audio.
MPS inference takes roughly 15 minutes, nearly 3 times the audio's duration.
"""
# https://github.com/scverse/scvi-tools/pull/3981
SCVI_3981 = """Take the MPS CPU detour only when the torch build needs it

You are right about the training section, and I think the benchmark is pointing at the wrong thing. Numbers below are M4 Max, 16 cores, torch 2.14.0, the tutorial dataset (18641 x 1200), 20 epochs, machine otherwise idle.

The reason is size. Splitting an epoch at the default `batch_size=128`:

```
dataloader only                 0.037 s/epoch   (146 batches, negligible)
fwd+bwd on a resident batch     cpu 7.49 ms   mps 4.73 ms   ->  1.58x
```
"""
# https://github.com/n00mkrad/flowframes/issues/246
FLOWFRAMES_246 = """It's too slow using the CUDA

With the CUDA on the 4090, it runs as slow as three times as the NCNN/VS.
GPU utilization is also very low compared to NCNN/VS.
In FHD video, average speed 9 fps in / 18 fps out...
"""

# Other writers of the same things, found with the code search (notes files and READMEs, no thread address).
MPS_TOOK = [
    "SmolLM2-360M + LoRA trained for one epoch on 2,000 emotion examples, with the\nsame task configuration, seed, and 64 monitored validation examples as the\n512-example run. MPS training took 441.7 seconds (about 7 minutes 22 seconds),\nwith train loss 0.4659.",
    "Apple MPS training took 4.74 seconds, selected epoch 346 of 350 using validation\nalone.",
    "GPU is **strongly recommended**. On a Colab T4 the full run takes about 30\nminutes; on an Apple M4 Pro with MPS it takes about 53 minutes (LeNet-5\n~19 min + AlexNet ~34 min); CPU is much slower.",
    "On the saved 467-candidate boundary, 100 warmed greedy decisions on MPS took 5.63 ms median and 6.11 ms at the 95th percentile.",
]
# a review's benchmark on an Apple-silicon Mac (a notes file found with the code search)
VIT_CPU_MPS = """Based on an initial benchmark analysis, CPU appears to outperform Apple Silicon GPU (MPS) at batch size 1 due to GPU kernel dispatch overhead:

```
ViT-S/14 @224 bs=1   CPU: 19.0 ms   MPS: 28.9 ms
ViT-B/14 @224 bs=1   CPU: 69.0 ms   MPS: 105.6 ms
```
"""
GPU_NUMBER_OWNED = [
    # a notes file found with the code search
    "200k steps to reach its max potential, which takes 3.2 hours on my 4090 gpu.",
    # a README found with the code search
    "In first tests with `llama-sweep-bench` I'm getting over 1600 tok/sec PP and 105 tok/sec TG on my 3090TI FE 24GB VRAM.",
]


@pytest.mark.parametrize("text", [MSST_14, *MPS_TOOK])
def test_how_long_a_run_on_mps_took_is_mps_available(text: str) -> None:
    facts, _ = read(text)
    assert facts["torch.mps_available"] is True
    assert "mps-available" in ids(text)


def test_the_msst_pr_reads_its_chip_and_mps() -> None:
    assert {"apple-silicon", "mps-available"} <= ids(MSST_14)
    assert not {"mps-unavailable", "torch-cpu-only", "intel-mac", "not-a-mac"} & ids(MSST_14)


@pytest.mark.parametrize("text", [
    "How long would MPS training take on an M1 Air?",
    "I expected MPS inference takes about 10 minutes, but it crashed at once.",
    "MPS training took forever.",
])
def test_a_question_an_expectation_or_no_duration_is_not_read(text: str) -> None:
    facts, _ = read(text)
    assert "torch.mps_available" not in facts


@pytest.mark.parametrize("text", [SCVI_3981, VIT_CPU_MPS])
def test_cpu_and_mps_timed_on_one_line_is_mps_available(text: str) -> None:
    facts, _ = read(text)
    assert facts["torch.mps_available"] is True
    assert "mps-available" in ids(text)


def test_the_scvi_benchmark_keeps_its_mac_and_torch() -> None:
    facts, _ = read(SCVI_3981)
    assert facts["host.cpu_brand"] == "Apple M4 Max"
    assert facts["torch.version"] == "2.14.0"
    assert not {"torch-outdated", "mps-unavailable", "intel-mac"} & ids(SCVI_3981)


@pytest.mark.parametrize("text", [
    # headers and a format string with no numbers (code found with the code search)
    "     L    MLX ms   MPS ms  Speedup",
    'print(f"{label:6s}  CPU: {cpu_ms:6.1f}ms   MPS: {mps_ms:6.1f}ms   "',
    # Apple's MPSGraph beside MLX, no CPU (a source comment found with the code search)
    "//   gpt2-input         MLX 1.72 ms   MPSGraph 6.72 ms   (3.9× slower)",
])
def test_timings_without_both_devices_measured_are_not_read(text: str) -> None:
    facts, _ = read(text)
    assert "torch.mps_available" not in facts


def test_cuda_on_a_geforce_number_is_a_pc() -> None:
    facts, _ = read(FLOWFRAMES_246)
    assert facts["host.os"] == "Linux or Windows"
    assert "not-a-mac" in ids(FLOWFRAMES_246)
    assert not {"apple-silicon", "intel-mac", "cuda-unavailable"} & ids(FLOWFRAMES_246)


@pytest.mark.parametrize("text", GPU_NUMBER_OWNED)
def test_my_geforce_number_is_a_pc(text: str) -> None:
    facts, _ = read(text)
    assert facts["host.os"] == "Linux or Windows"
    assert "not-a-mac" in ids(text)


@pytest.mark.parametrize("text", [
    "My M2 Max is about half as fast as the 4090 on this model.",
    "I set aside 3090 MB for the cache on my M1.",
    "It ran in 2080 seconds on my M3 Pro.",
])
def test_a_card_number_in_a_comparison_or_a_quantity_is_not_a_pc(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("host.os") != "Linux or Windows"
    assert "not-a-mac" not in ids(text)
