# ruff: noqa: E501  (real pasted lines are kept whole)
"""Families of the twenty-third round's MPS misses (helper dmmps): people saying in words that PyTorch's MPS device
ran their work, on their own Mac.

- In a thread about the MPS device (a pull request adding it, a request for it), a person saying the program works,
  trains or runs on their Apple-silicon Mac ('It works on my M1', 'perfect run@M1 Max', 'Seems to work well on the
  Apple M1 Pro 16 GB'): the MPS change ran there, so MPS is available. Not a question, a wish, a negation, a run
  put on the CPU or Rosetta, an install, a thread about MLX or Core ML, nor 'slow on my M1' (often a run MPS never took).
"""

from __future__ import annotations

from pasted import ids

# https://github.com/Comfy-Org/ComfyUI/issues/86 (dev 1255)
COMFYUI_86 = """[Feature Request] Please provide support for using MPS acceleration on Apple chips

I tried to load the comfy ui in the AUTOMATIC1111 webui venv environment, which uses MPS acceleration by default, but I failed. The comfy ui only ran in cpu mode on my m1 mac, which was too slow, and wanted MPS support

This would be highly appreciated. I have M1 Mac. And some reasonable python knowledge. I can help, but I need a little guidance how to start.

Thank you. Here is pull request. It works on my M1. DDIM sampler doesn't work, because it only accepts cuda device for now. Maybe some other stuff is broken, but basic flow works fine with euler sampler.
https://github.com/comfyanonymous/ComfyUI/pull/244
"""

# https://github.com/XLabs-AI/x-flux-comfyui/pull/61 (dev 1254)
XFLUX_61 = """1:support macos m2 mps .2:Solve Error occurred when executing XlabsSampler: 'DoubleStreamBlock' object has no attribute 'processor'

perfect run@M1 Max, thx a lot
"""

# https://github.com/neonbjb/tortoise-tts/pull/550 (dev 2787)
TORTOISE_550 = """# Added MPS support

Jerry-Master · description · 2023-08-06
I managed to make the code work for `do_tts.py` and the `is_this_from_tortoise.py` on Apple Silicon.

mattorp · comment · 2023-08-11
Thanks @Jerry-Master !

Works on the baseline MacBook M1 Pro as well. macOS Sonoma 14 Beta 4
"""

# https://github.com/jwohlwend/boltz/pull/231 (dev 2946)
BOLTZ_231 = """# Running on Apple Silicon GPU with Metal Performance Shader

fnachon · description · 2025-04-14
Hi,

I made some minor code updates to make it run on the GPU of Macs.
It works sufficiently well on my MacBookPro with M1 Max (64 Go).
"""

# https://github.com/AUTOMATIC1111/stable-diffusion-webui/pull/11647 (dev 3369)
A1111_11647 = """Add Apple Silicon GPU Acceleration

herval · comment · 2023-07-06
I just tried this and works like a charm 😍  thank you!!!

vleeuwenmenno · comment · 2023-07-07
Seems to work well on the Apple M1 Pro 16 GB at roughly 1.0-1.5 it/s

See https://github.com/AUTOMATIC1111/stable-diffusion-webui/wiki/Contributing
"""

# https://github.com/GaParmar/img2img-turbo/issues/29 (dev 3362)
IMG2IMG_29 = """I reproduced pix2pix training on apple silicon

andjoer · description · 2024-04-11
Since the mode is area on mps devices the input size needs to be divisible by 224, so I added a resize.

Question:
It trains well (takes around 15h on a MacBook Pro M3) but  I wonder if and how much this affects the training characteristics.
"""

# https://github.com/WebODM/OpenSplat/pull/76 (dev 2746)
OPENSPLAT_76 = """Add MPS support with fused kernels

andrewkchan · description · 2024-04-14
This PR adds support for GPU acceleration via the MPS backend on MacOS.

Here's the speedup on my M3 Pro with MacOS Sonoma 14.3. Wall clock goes from 5 minutes to 5 seconds!
"""


def test_works_on_my_chip_under_an_mps_request() -> None:
    assert "mps-available" in ids(COMFYUI_86)


def test_the_terse_run_at_chip() -> None:
    assert "mps-available" in ids(XFLUX_61)


def test_works_on_the_baseline_macbook_chip() -> None:
    assert "mps-available" in ids(TORTOISE_550)


def test_works_well_on_my_macbookpro_with_chip_under_a_metal_title() -> None:
    assert "mps-available" in ids(BOLTZ_231)


def test_seems_to_work_well_on_the_apple_chip_in_a_pytorch_app() -> None:
    assert "mps-available" in ids(A1111_11647)


def test_trains_well_with_the_time_it_took_on_the_chip() -> None:
    assert "mps-available" in ids(IMG2IMG_29)


def test_the_speedup_on_my_chip() -> None:
    assert "mps-available" in ids(OPENSPLAT_76)


def test_variants_of_the_way_it_is_said() -> None:
    title = "Add MPS support for training\n\n"
    for said in ("It works great on my M2 Max.", "Runs fine on my Mac mini M4 too.", "Trained well on an M3 Ultra.",
                 "Works on my new MacBook Air M2 as well.", "It ran smoothly on our M1 Ultra.",
                 "Thanks, it works with my Apple M1 Pro 16GB at 9s/it."):
        assert "mps-available" in ids(title + said), said


def test_near_misses_stay_unread() -> None:
    title = "Add MPS support for training\n\n"
    for said in ("Does it work on my M1?", "Works on my M1?", "It doesn't work on my M1.",
                 "It should work on my M2 Max.", "I hope it works on my M1.", "If it runs on my M1 I will merge.",
                 "It works on my M1 but only with the CPU.", "It works on my M1 under Rosetta.",
                 "pip install works on my M1.", "It works on my M1, MPS is not available though.",
                 "I run on my M1 and get an error.", "Please make it work on M1.",
                 "Everything works nice but the it/s rate is super slow on m1 Mac."):
        assert "mps-available" not in ids(title + said), said


def test_a_thread_not_about_mps_stays_unread() -> None:
    assert "mps-available" not in ids("Build fails on macOS\n\nIt works on my M1 now, thanks.")
    # another accelerator's thread: the chip's success is MLX's
    assert "mps-available" not in ids("Supporting Apple Silicon with MLX\n\nThe MPS backend is slow, use MLX.\n\nIt works great on my M2 Max.")
    # NVIDIA's Multi-Process Service is also called MPS
    assert "mps-available" not in ids("CUDA MPS daemon setup\n\nnvidia-cuda-mps-control -d\n\nIt works on my M1 laptop too.")


# https://github.com/GMvandeVen/continual-learning/pull/33 (dev 3203)
CONTINUAL_33 = """# add support for apple silicon mps

malteschwerin · description · 2025-03-06
Since I'm working on a MacBook with an M4, I wanted to use the integrated GPU with MPS. PyTorch began implementing mps with version 1.12.0.

Performance-wise, the splitMNIST example actually runs slower on the GPU (around 124it/s vs 240it/s on CPU), but on CIFAR10, GPU is much faster (10it/s vs 4it/s).
"""

# https://github.com/Unity-Technologies/ml-agents/issues/5855 (dev 2379)
MLAGENTS_5855 = """Support for GPU acceleration in Apple silicon devices (Requires Python 1.13+)

I would want to request a new release of mlagents that is at least PyTorch 1.13 and also changes in the code that incorporates the "mps" device (GPU of Apple silicon).

bikcrum · comment · 2022-12-30
I have M1 Max 24-core GPU. However, the performance was worse than the CPU. My task was fairly simple so it might be true that GPU didn't have an adva
"""

# https://github.com/bmaltais/kohya_ss/issues/1111 (dev 1816)
KOHYA_1111 = """Mac M1 GPU slower than CPU mode?

Any ideas? Or should I just give up and switch accelerate config to ignore "MPS"?

mercury1989 · comment
mbp m1pro 16G train:40 steps

--network_dim=32 cpu mode (229seconds)
--network_dim=32 gpu mode (110seconds)
"""

# https://github.com/huggingface/transformers/issues/17971 (dev 3784)
TRANSFORMERS_17971 = """# TrainingArguments does not support `mps` device (Mac M1 GPU)

agilll · comment · 2023-04-06
I am finetuning a BERT model with HuggingFace Trainer API in Mac OS Ventura (Intel),  Python 3.10 and Torch 2.0.0.
I  changed to GPU with mps. Initially, GPU was not used, but after redefining TrainingArguments in this way, it worked

But the problem is that improvement over CPU is scarce (barely from 14 min to 10 min). Monitor says %GPU is only 15% peak.
"""


def test_slower_and_faster_on_the_gpu_with_its_numbers() -> None:
    assert "mps-available" in ids(CONTINUAL_33)
    assert "mps-available" in ids(CONTINUAL_33.replace(", but on CIFAR10, GPU is much faster (10it/s vs 4it/s)", ""))
    assert "mps-available" in ids(CONTINUAL_33.replace("the splitMNIST example actually runs slower on the GPU (around 124it/s vs 240it/s on CPU), but on CIFAR10, ", ""))


def test_the_gpus_performance_worse_than_the_cpu() -> None:
    assert "mps-available" in ids(MLAGENTS_5855)


def test_a_timed_gpu_mode() -> None:
    assert "mps-available" in ids(KOHYA_1111)


def test_activity_monitors_gpu_column() -> None:
    assert "mps-available" in ids(TRANSFORMERS_17971)


def test_gpu_vs_cpu_variants() -> None:
    head = "Add MPS device support\n\n"
    for said in ("The GPU was way faster than the CPU.", "It trains much faster on the GPU.",
                 "GPU mode: 42 s, CPU mode: 300 s.", "%GPU at 95% the whole time."):
        assert "mps-available" in ids(head + said), said


def test_gpu_vs_cpu_near_misses() -> None:
    head = "Add MPS device support\n\n"
    for said in ("Would it run faster on the GPU?", "Why is it slower on the GPU?", "The GPU is generally faster than the CPU.",
                 "It should be much faster on the GPU.", "It is not faster on the GPU.", "If the GPU is faster than the CPU, use it."):
        assert "mps-available" not in ids(head + said), said
    # no MPS named: the GPU may be any
    assert "mps-available" not in ids("Training speed on my M1 Mac\n\nIt runs much faster on the GPU.")
    # CUDA named: the GPU compared may be NVIDIA's
    assert "mps-available" not in ids(head + "On Colab it runs much faster on the GPU.")
    assert "mps-available" not in ids(head + "With device='cuda' it runs much faster on the GPU.")


# https://github.com/Comfy-Org/ComfyUI/issues/5829 (dev 1252)
COMFYUI_5829 = """ComfyUI Startup Log on macOS Sequoia 15.1.1 with MPS and PyTorch (BFloat16 Unsupported)

> @pachieh I tested it in all Python environments from 3.10 to 3.12, and the problem persists. This is a serious issue that must be resolved because using `--cpu` makes generation take much longer. There’s no issue with the workflow since it works on the CPU, but the problem arises when using MPS.

I had the same problem on my M3 Macbook.
"""

# https://github.com/sktime/pytorch-forecasting/issues/1721 (dev 2208)
PTF_1721 = """[BUG] train TFT model on MAC M1 mps device. element 0 of tensors does not require grad and does not have a grad_fn

**Describe the bug**

While following the tutorial at [Demand forecasting with the Temporal Fusion Transformer](https://pytorch-forecasting.readthedocs.io/en/stable/tutorials/stallion.html), I encountered the following issue: the error occurs only when calling pl.Trainer and changing the accelerator from 'cpu' to 'mps':

RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn
"""

# https://github.com/datalab-to/marker/issues/847 (dev 2813)
MARKER_847 = """RuntimeError: "stack expects a non-empty TensorList" in table recognition on Apple Silicon MPS

**Key points:**
- File **actually contains tables** (not empty table detection)
- **Works perfectly** on Google Colab with T4 GPU (CUDA)
- **Crashes consistently** on Mac M1 with MPS
- Error occurs in `surya/table_rec/__init__.py` at `torch.stack()` operation
"""

# https://github.com/huggingface/diffusers/issues/12896 (dev 3104)
DIFFUSERS_12896 = """The same WAN 2.2 i2v script (Almost) works in CUDA, bur fails in MPS

kerufu · description · 2025-12-27
I am trying WAN 2.2 I2V in diffusers. I struggled about the terrible result for hours, and finally find that the example code of WAN 2.2 behave differently. below are the result from mps and cuda.

I also confirmed that comfyui can run wan 2.2 I2V correctly on my mps machine
"""


def test_the_failure_only_when_using_mps() -> None:
    assert "mps-available" in ids(COMFYUI_5829)


def test_the_error_only_when_the_accelerator_changes_to_mps() -> None:
    assert "mps-available" in ids(PTF_1721)


def test_failure_when_used_variants() -> None:
    head = "Crash on my M1 Mac\n\n"
    for said in ("The error only happens when I switch the device to mps.", "This crash occurs only when using `mps`.",
                 "The issue appeared once we moved the model to mps."):
        assert "mps-available" in ids(head + said), said


def test_failure_when_used_near_misses() -> None:
    head = "Crash on my M1 Mac\n\n"
    for said in ("Does the error occur when using mps?", "If the error happens when using mps, set the fallback.",
                 "This PR fixes the crash that happens when using mps.", "The error appears when using mps is not available."):
        assert "mps-available" not in ids(head + said), said
    # torch says MPS is missing: the failure 'when using mps' may be that
    missing = head + "The error occurs when using mps.\nRuntimeError: PyTorch is not linked with support for mps devices"
    assert "mps-available" not in ids(missing)


def test_a_crash_on_mps_where_cuda_works() -> None:
    assert "mps-available" in ids(MARKER_847)
    # a crash said alone may be the device's own start failing
    assert "mps-available" not in ids(MARKER_847.replace("- **Works perfectly** on Google Colab with T4 GPU (CUDA)\n", ""))


def test_my_mps_machine() -> None:
    assert "mps-available" in ids(DIFFUSERS_12896)
    head = "Slow generation on Mac\n\n"
    for said in ("Can it run on my mps machine?", "It doesn't run on my mps device.", "I want it to run on my mps machine."):
        assert "mps-available" not in ids(head + said), said


# https://github.com/opendatalab/MinerU/issues/238 (dev 1351)
MINERU_238 = """Degraded MPS performance

### Description of the bug | 错误描述

MPS is much slower then CPU in extracting data from PDFs.

### How to reproduce the bug | 如何复现

1. Install MinerU
2. Run using device "cpu"
3. Run using device "mps" and using PYTORCH_ENABLE_MPS_FALLBACK=1 to allow execution
4. Observe differences in elapsed time

### Operating system | 操作系统

MacOS
"""


def test_the_fallback_said_needed_for_the_run() -> None:
    assert "mps-fallback" in ids(MINERU_238)
    head = "Slow inference on my M2 Mac with MPS\n\n"
    for said in ("I set PYTORCH_ENABLE_MPS_FALLBACK=1 to make it run.", "Ran with PYTORCH_ENABLE_MPS_FALLBACK=1 to let it finish.",
                 "Using `PYTORCH_ENABLE_MPS_FALLBACK=1` environment variable to allow it to run."):
        assert "mps-fallback" in ids(head + said), said


def test_the_fallback_advised_or_alone_stays_unread() -> None:
    head = "Slow inference on my M2 Mac with MPS\n\n"
    for said in ("You can set PYTORCH_ENABLE_MPS_FALLBACK=1 to allow it to run.", "Try using PYTORCH_ENABLE_MPS_FALLBACK=1 to make it work.",
                 "Maybe use PYTORCH_ENABLE_MPS_FALLBACK=1 to allow execution?", "PYTORCH_ENABLE_MPS_FALLBACK=1 python main.py"):
        assert "mps-fallback" not in ids(head + said), said
