# ruff: noqa: E501  (real pasted lines are kept whole)
"""Whether MPS works, said in words, from the never-seen batch 1110-1129 and threads beside it (real captured text;
the thread is named): a program that ran on MPS (slow, or with wrong results or a time, is still MPS running; a
bug report's condition, "If you try … under MPS all you get is noise", says what happened), torch refusing a
dtype on its way to the MPS device, an issue form's 'GPU: mps', the GPU busy while it trains on mps; and the traps:
wishes, questions, tests still to run, and NVIDIA's CUDA Multi-Process Service, which is called MPS too."""

from __future__ import annotations

import pytest
from pasted import ids, read

RAN_ON_MPS = [
    ("https://github.com/YaoYinYing/RFdiffusion/issues/7",
     '"NO GPU DETECTED! Falling back to CPU" message despite running on mps\n\nThe log.info indicates "NO GPU DETECTED! Falling back to CPU" despite using mps.\n'),
    ("https://github.com/GreenLandisaLie/AuraSR-ComfyUI/issues/5",
     "Hello, I have a MBP with M3 max, but it's still very slow. It has been running for 10mins and still running. I double check the device is MPS, does this behaves correct? Thanks\n"),
    ("https://github.com/ultralytics/ultralytics/issues/5717",
     "I am experiencing the same thing. With `device` set to `mps` it takes about 10x longer than with the default.\nAny updates on this? @fbgencer\n"),
    ("https://github.com/ultralytics/ultralytics/issues/5717",
     'I tried to run with 3 epochs for each device "cpu" and "mps", but "cpu" is faster than "mps" which is unexpected.\n'),
    ("https://github.com/huggingface/diffusers/issues/8970",
     "### Describe the bug\n\nRunning Kolors with MPS, the returned result is always black image. \n"),
    ("https://github.com/huggingface/diffusers/issues/8970", "[Kolors] MPS always return black image\n"),
    ("https://github.com/kuprel/min-dalle/issues/102",
     "With the default code, using the MPS backend does not work at all and only produces images that appear to be white noise. \n"),
    ("https://github.com/vinvino02/GLPDepth/issues/45",
     "On my M1 MacBook Pro it works perfectly on the CPU, but I just get noise if I try and use the hardware accelerated MPS device.  \n"),
    ("https://github.com/vinvino02/GLPDepth/issues/45", "Apple M1 MPS device just gives noise\n"),
    ("https://github.com/Stability-AI/stable-fast-3d/issues/37", "dark texture output of MPS backend on Mac M1 Pro\n"),
    ("https://github.com/pytorch/pytorch/issues/123151",
     "MPS produces garbage with stories15M using llama-fast:\nRepro:\nProduces gibberish when using --device mps, but works correctly with --device cpu:\n"),
    ("https://github.com/Lightning-AI/litgpt/issues/1655", "MPS test gave out gibberish result\n\n### Bug description\n"),
    ("https://github.com/pytorch/pytorch/issues/94753",
     "I noticed strange and incorrect results when taking the mean of a slice of a tensor on MPS.\nSee the code and results below. The calculation is correct when done on CPU, but on MPS the mean is incorrect, even though printing the slice shows the correct part of the tensor.\n"),
    ("https://github.com/huggingface/diffusers/issues/941",
     "If you try to generate multiple images with StableDiffusionImg2ImgPipeline by using the num_images_per_prompt parameter, under MPS all you get is noise/brown images.\n"),
    ("https://github.com/pytorch/pytorch/issues/123148", "Output sample:\n```bash\nCollapsed on cpu: 8.87s\nCollapsed on mps: 67.25s\n```\n"),
    ("https://github.com/janelia-cellmap/dacapo/pull/311",
     "feat: ✨ Add support for training on Apple M1/M2/M3 (mps) devices.\n\nRan locally on the minimal_tutorial (I2K). \n85+% GPU utilization, still >400% CPU. \nIronically, it's a bit slower: 5.5 it/s vs ~8 it/s on my 2020 M1\n"),
]


@pytest.mark.parametrize(("thread", "text"), RAN_ON_MPS)
def test_a_program_said_to_run_on_mps_shows_mps_works(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert values["torch.mps_available"] is True, thread
    assert "mps-available" in symptoms
    assert "mps-available" in ids(text)


NOT_SEEN_RUNNING = [
    ("https://github.com/open-mmlab/mmdetection/issues/9411", "[Feature] Any way to inference or train on mps device?\n"),
    ("https://github.com/instructlab/instructlab/issues/1112",
     "I think that the default macos runner should be good enough to test training on MPS / METAL. Let's give it a try.\n"),
    ("https://github.com/ByteDance-Seed/Bagel/issues/52",
     "It would be great if I could run this on my mac using metal performance shaders (mps) native support or if not that, cpu fallback.\n"),
    ("https://github.com/lucidrains/imagen-pytorch/issues/348",
     "@TheFusion21 , thank you for the suggestions. But I still can't explain why GPU usage stays at ~25%, while GPU memory (which is a blocker for using larger batch size, model, etc. due to out-of-memory errors) is almost 100% of available 24Gb.\n"),
]


@pytest.mark.parametrize(("thread", "text"), NOT_SEEN_RUNNING)
def test_a_wish_a_question_a_test_to_come_or_another_gpu_says_nothing_of_mps(thread: str, text: str) -> None:
    values, _ = read(text)
    assert "torch.mps_available" not in values, thread


NVIDIA_MPS = [
    ("https://github.com/pytorch/pytorch/issues/32332",
     "Certain shared clusters have CUDA exclusive mode turned on and must use MPS for full system utilization. If there is an easy way to make PyTorch work with MPS, would be great.\n\n## Pitch\nhttps://docs.nvidia.com/deploy/pdf/CUDA_Multi_Process_Service_Overview.pdf\n\n@tarungog our experiments also show that pytorch works with mps out of the box (bugs like @andyljones reported aside), so I'm closing this issue as MPS is already supported.\n\n> OS: Ubuntu 18.04.3 LTS\n"),
    ("https://github.com/NVIDIA/nvidia-docker/issues/419",
     'When I use "CUDA Multi-Process Service" aka MPS in nvidia-docker environment, I met a couple of issues.\n2. I tried to run caffe training with MPS as a example, 2 training process at the same time in Nvidia-docker env.\n\nI\'m trying this on P100 GPU, Ubuntu14, \n'),
]


@pytest.mark.parametrize(("thread", "text"), NVIDIA_MPS)
def test_nvidias_multi_process_service_is_not_metal(thread: str, text: str) -> None:
    values, _ = read(text)
    assert "torch.mps_available" not in values, thread
    assert values["host.os"] == "Linux"
    assert not {"mps-available", "apple-silicon"} & ids(text)


DTYPE_REFUSED = [
    ("https://github.com/XLabs-AI/x-flux-comfyui/issues/149",
     "2024-11-08 17:45:22,379 - root - ERROR - !!! Exception during processing !!! Trying to convert Float8_e4m3fn to the MPS backend but it does not have support for that dtype.\n"),
    ("https://github.com/pytorch/pytorch/issues/132624",
     "Trying to convert Float8_e5m2 to the MPS backend but it does not have support for that dtype\n"),
]


@pytest.mark.parametrize(("thread", "text"), DTYPE_REFUSED)
def test_a_dtype_refused_on_its_way_to_mps_shows_the_device_exists(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["torch.mps_available"] is True, thread
    assert values["host.os"] == "Darwin"
    assert "mps-available" in ids(text)
    assert "mps-fallback" not in ids(text)  # the fallback variable does not move a dtype to the CPU


def test_an_issue_forms_gpu_field_names_the_device_in_use() -> None:
    # https://github.com/invoke-ai/InvokeAI/issues/1252
    values, symptoms = read("**Describe your environment**\n- GPU: mps\n- RAM: 16 Gb\n- CPU arch: arm\n- OS: macOS\n- Python: 3.9.13, miniconda 4.12.0\n")
    assert values["torch.mps_available"] is True
    assert "mps-available" in symptoms


def test_ubuntu_with_its_major_release_run_together_is_linux() -> None:
    # https://github.com/NVIDIA/nvidia-docker/issues/419
    values, _ = read("I'm trying this on P100 GPU, Ubuntu14, \n")
    assert values["host.os"] == "Linux"


def test_a_screen_size_without_inch_before_the_chip() -> None:
    # https://github.com/ByteDance-Seed/Bagel/issues/52
    values, _ = read("Hello, I have a Macbook pro 16 m3 with 128gb unified memory, i was tried to run this, but it can't.\n")
    assert values["host.cpu_brand"] == "Apple M3"
