# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1350-1373 (19 untargeted threads on PyTorch's MPS backend in projects other than
pytorch/pytorch: diffusers, PyG, kornia, MinerU, nanoGPT, fastai_audio, app repositories; 5 more were dropped as the
excerpts batch 1475-1499 had landed first) exposed, each read from real text (the thread is named).

MPS said running in more words: 'slower then' for 'slower than', 'slow … with mps', 'unexpected output with MPS', a
model that 'works fine on Apple Silicone GPUs' where the device is mps, ops timed or replayed on MPS, a model 'on
mps:0', a run's time with the MPS backend, a timing table with an MPS column, 'MPS float64 conversion error'. (nanoGPT's
'Overriding: device = mps' with its loss lines and 'run on my mac's GPU' are batch 1475-1499's families,
tests/paste/test_r8_edu_families.py.) A release's name then its number as About This Mac shows it ('macOS Monterey
Version: 12.6.1'). A release named without its number is not held below the MPS floor where MPS ran. A screen size
between the Mac and its AMD GPU ('iMac 27" with an AMD'). torch's minor beside the Python's in a list of the
environment's parts. An MPSNDArray assertion without Apple's build path.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

from macml_doctor.diagnose import platform
from macml_doctor.facts import Facts, Origin, Target, known

RAN_ON_MPS = [
    ("https://github.com/opendatalab/MinerU/issues/238", "Degraded MPS performance\n\n### Description of the bug | 错误描述\n\nMPS is much slower then CPU in extracting data from PDFs.\n"),
    ("https://github.com/AetherCortex/Llama-X/issues/10", "Need optimization for mps\n\nReproduction info:\n\n- MacBook Pro 2021 14' with M1 chip\n- macOS 12.4\n- 6B model\n\nThe inference speed is very slow on macOS machine with mps, which needs further optimization.\n"),
    ("https://github.com/huggingface/diffusers/issues/760", "StableDiffusionPipeline producing unexpected output with MPS device using diffusers==0.4.0\n\n### Describe the bug\n\nI tried testing the potential speed updates of diffusers 0.4.0 on my M1 mac using an existing StableDiffusionPipeline-based script.\n"),
]


@pytest.mark.parametrize(("thread", "text"), RAN_ON_MPS)
def test_mps_said_running_in_more_words(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert values.get("torch.mps_available") is True, thread
    assert "mps-available" in symptoms, thread
    assert "mps-unavailable" not in ids(text), thread


NOT_A_RUN_ON_MPS = [
    # a question and a guess about a run to come (the Llama-X sentence, asked and wished)
    ("a question", "Is the inference speed very slow on macOS machine with mps?\n"),
    ("a wish", "I would expect the inference speed to be very slow on macOS machine with mps.\n"),
    ("a negation", "The inference speed is not slow on macOS machine with mps.\n"),
]


@pytest.mark.parametrize(("why", "text"), NOT_A_RUN_ON_MPS)
def test_no_run_on_mps_in_questions_wishes_negations_or_without_the_mps_device(why: str, text: str) -> None:
    values, symptoms = read(text)
    assert values.get("torch.mps_available") is not True, why
    assert "mps-available" not in symptoms, why


PYG_FORM = """### Environment

* PyG version: 2.2.2
* PyTorch version: 1.13.0
* OS: macOS Monterey Version: 12.6.1
* Python version:r 3.9
* CUDA/cuDNN version: N/A
"""  # https://github.com/pyg-team/pytorch_geometric/issues/6837


def test_a_release_name_then_its_version_as_about_this_mac_shows_it() -> None:
    values, _ = read(PYG_FORM)
    assert values["host.macos_version"] == "12.6.1"
    assert "macos-too-old-for-mps" not in ids(PYG_FORM)


def test_a_release_named_alone_is_not_held_below_the_floor_where_mps_ran() -> None:
    """PyG#6837's machine (Monterey, torch 1.13.0, an op sent to the MPS device) with only the release's name known:
    some Monterey releases are at torch 1.13's 12.3 floor, and MPS ran, so this one is."""
    def facts(**items: object) -> Facts:
        return Facts(Target(Origin.SNAPSHOT), {k.replace("__", "."): known(v, "test") for k, v in items.items()})
    base = {"host__os": "Darwin", "host__arm64_capable": 1, "host__macos_release": "12",
            "python__packages": {"torch": {"version": "1.13.0"}}}
    assert platform.check_macos_floor(facts(**base, torch__mps_available=True)) == []
    [finding] = platform.check_macos_floor(facts(**base))
    assert finding.evidence["certainty"] == "possible"
    # Big Sur is below the floor in every release: a report of MPS running there does not lift it
    big_sur = {**base, "host__macos_release": "11"}
    assert platform.check_macos_floor(facts(**big_sur, torch__mps_available=True)) != []


def test_a_screen_size_between_the_mac_and_its_amd_gpu_is_an_intel_mac() -> None:
    # https://github.com/karpathy/nanoGPT/issues/149 (the 27-inch iMac of 2020; the person writes 2021)
    text = "Samples.py output: Garbled Text\n\nI am running on MacOS 13.2 on a 2021 iMac 27\" with an AMD Radeio Pro 5700 XT.\nI tried training with device= 'mps' and then 'cpu'.\n"
    values, _ = read(text)
    assert values["host.cpu_brand"] == "Intel" and values["host.arm64_capable"] == 0
    assert "intel-mac" in ids(text) and "apple-silicon" not in ids(text)


def test_a_screen_size_before_an_apple_chip_is_no_intel_mac() -> None:
    # https://github.com/AetherCortex/Llama-X/issues/10
    text = "- MacBook Pro 2021 14' with M1 chip\n- macOS 12.4\n"
    assert "intel-mac" not in ids(text)


def test_torch_minor_beside_the_pythons_in_a_list_is_the_installed_one() -> None:
    # https://github.com/rusty1s/pytorch_scatter/issues/241
    text = "I'm still having issues compiling to native arm64 on PowerBook with M1 Max processor.\n\nPython 3.9 (platform.processor() => 'arm'), PyTorch 1.13 (torch.backends.mps.is_available() => True),  installed through conda.\n"
    values, _ = read(text)
    assert values["torch.version"] == "1.13"
    assert "torch-outdated" in ids(text)


@pytest.mark.parametrize(("thread", "text"), [
    ("https://github.com/pyg-team/pytorch_geometric/issues/5012", "I‘m an apple M1 mac user. Recently, pytorch has added MPS device support since 1.12.* version. Can pytorch_geometric also follow up the support for MPS devices as soon as possible?\n"),
])
def test_a_torch_release_named_as_history_or_a_requirement_is_not_installed(thread: str, text: str) -> None:
    values, _ = read(text)
    assert "torch.version" not in values, thread


# Dev reports of the same family that the first fixes left (read from their real text; the thread is named).
MORE_RUNS_ON_MPS = [
    ("https://github.com/kornia/kornia/issues/4521", "Context: while auditing kornia on Apple MPS for the PyTorch MPS team (torch nightly `2.15.0.dev20260913`, Apple M1 8 GB, macOS 26.5.1, `PYTORCH_ENABLE_MPS_FALLBACK` unset, kornia `633951bd7`), every aten call of the CPU test suite was shadow-replayed on MPS (66k signatures) and 292 public ops were timed on CPU and MPS at several shapes.\n"),
    ("https://github.com/huggingface/trl/pull/7293", "| Issue's `GRPOTrainer` snippet, `max_steps=1` | exit 139, `Fatal Python error` at `Loading weights 0/25`, loader received `device_map=\"auto\"` | exit 0, loader received `device_map=None`, model on `mps:0` during and after training |\n"),
    ("https://github.com/seanghay/vocal/pull/4", "Specifying `--device mps` failed despite Apple Silicon GPUs being available. Device detection didn't recognize MPS, and model loading assumed CUDA/CPU only. The CUDA model works fine on Apple Silicone GPUs.\n"),
    ("https://github.com/pytorch/pytorch/issues/78210", "While the CPU took `143s`, with the MPS backend the test completed in `228s`. I'm sure the GPU was being because I constantly monitored the usage with `Activity Monitor`.\n"),
    ("https://github.com/facebookresearch/audiocraft/pull/593", "## MPS Performance\n\nWith `PYTORCH_ENABLE_MPS_FALLBACK=1` and `device='mps'`:\n\n| Model | CPU | MPS | Speedup |\n|-------|-----|-----|---------|\n| MusicGen-small (5s) | 28s | 15s | ~2x |\n| AudioGen-medium (5s) | 82s | 29s | ~3x |\n"),
    ("https://github.com/xmarre/ComfyUI-Spectrum-MiniMax-H3/issues/8", "Apple MPS float64 conversion error on M4 Max\n"),
]


@pytest.mark.parametrize(("thread", "text"), MORE_RUNS_ON_MPS)
def test_more_ways_a_run_on_mps_is_told(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values.get("torch.mps_available") is True, thread
    assert "mps-available" in ids(text), thread


@pytest.mark.parametrize(("why", "text"), [
    # nanoGPT#150's advice to check MPS, which ran nothing ("check you have this capability via: …")
    ("advice", "2. Edited the train.py code to set device = 'mps' (check you have this capability via: python -c \"import torch;print(torch.__version__, torch.backends.mps.is_available())\"\n"),
    # a table whose MPS column has no row under it (audiocraft#593's header alone)
    ("a header alone", "## MPS Performance\n\n| Model | CPU | MPS | Speedup |\n|-------|-----|-----|---------|\n"),
])
def test_no_run_on_mps_in_advice_or_an_empty_table(why: str, text: str) -> None:
    values, _ = read(text)
    assert values.get("torch.mps_available") is not True, why


def test_an_mps_kernel_assertion_without_apples_build_path_names_a_mac() -> None:
    # https://github.com/pytorch/pytorch/issues/78492 (its title)
    text = "MPSNDArray.mm:782: failed assertion `[MPSNDArray, initWithBuffer:descriptor:] Error: buffer is not large enough. Must be 20480 bytes '\n"
    values, _ = read(text)
    assert values["host.os"] == "Darwin"


def test_a_run_on_mps_said_to_start_successfully_in_chinese() -> None:
    # https://github.com/josStorer/RWKV-Runner/issues/264 (the MPS strategy started and loaded; the chat after it failed)
    text = "Mac使用mps加速在对话时出现错误\n\n## 环境\n电脑环境：MacBook Air M1 Max 16GB统一内存\n\n复现步骤\n1. 在Runner中配置模型，选择Strategy为MPS并启动。（成功）\n2. 模型加载。（成功）\n3. 聊天模式。（失败）\n"
    values, _ = read(text)
    assert values.get("torch.mps_available") is True
    # the same step failing (the issue's own word for its third step) says nothing of MPS running
    failed, _ = read("1. 在Runner中配置模型，选择Strategy为MPS并启动。（失败）\n")
    assert failed.get("torch.mps_available") is not True
