# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1070-1089 (torch versions on Macs) exposed besides the version itself, each read
from real captured text (the thread is named): a screen size with a foot mark or none before the chip, dyld's
wrong-architecture message quoted in a title without its closing parentheses, kohya_ss's line naming the CUDA GPU
torch opened, MegaDetector's line saying torch offers MPS, and a program's Python said to be an Intel one under Rosetta.
"""

from __future__ import annotations

import pytest
from pasted import ids, read


@pytest.mark.parametrize("text", [
    # https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/10267
    "MACHINE : MACBOOK PRO 14' M1 PRO, 16GB RAM \n",
    # the same form with the size and no mark
    "MACHINE : MACBOOK PRO 14 M1 PRO, 16GB RAM\n",
])
def test_a_screen_size_before_the_chip_with_a_foot_mark_or_none(text: str) -> None:
    values, _ = read(text)
    assert values["host.cpu_brand"] == "Apple M1 Pro"
    assert values["host.arm64_capable"] == 1


def test_dyld_quoted_in_a_title_without_its_closing_parentheses() -> None:
    # https://github.com/Gourieff/sd-webui-reactor/issues/399
    text = "Mac m2pro chip can't run this plugin, hint: mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64', Error loading script: reactor_swapper.py\n"
    found = ids(text)
    assert "incompatible-arch-extension" in found
    assert "python-x86-on-arm" not in found  # the process needs arm64: it is the native one


def test_kohyas_log_names_the_cuda_gpu_torch_opened() -> None:
    # https://github.com/kohya-ss/sd-scripts/issues/1109
    text = ("09:41:58-799113 INFO     nVidia toolkit detected\n09:41:59-694567 INFO     Torch 2.1.2+cu118\n"
            "09:41:59-706490 INFO     Torch backend: nVidia CUDA 11.8 cuDNN 8700\n"
            "09:41:59-707487 INFO     Torch detected GPU: NVIDIA GeForce RTX 4090 VRAM 24564 Arch (8, 9) Cores 128\n"
            '  File "C:\\kohyass\\kohya_ss\\kohya_gui.py", line 1, in <module>\n')
    values, _ = read(text)
    assert values["torch.cuda_available"] is True
    assert values["host.nvidia_gpus"][0]["name"] == "NVIDIA GeForce RTX 4090"
    assert "cuda-available" in ids(text)


def test_megadetector_says_torch_offers_mps() -> None:
    # https://github.com/microsoft/Biodiversity/issues/297
    text = ("Running detector on 1 images...\nPyTorch reports 0 available CUDA devices\n"
            "PyTorch reports Metal Performance Shaders are available\nGPU available: True\nUsing PyTorch version 1.13.1\n")
    values, _ = read(text)
    assert values["torch.mps_available"] is True
    assert values["torch.version"] == "1.13.1"
    assert "mps-available" in ids(text)


def test_a_programs_python_said_to_be_intel_under_rosetta_is_translated() -> None:
    # https://github.com/fepegar/SlicerPyTorch/issues/18 (3D Slicer's bundled Python on an Apple M2)
    values, _ = read("Never mind. I guess Slicer’s Python is Intel (x86_64 under Rosetta), so pip picks the Intel wheel.\n")
    assert values["python.translated"] == 1
    assert values["host.arm64_capable"] == 1
