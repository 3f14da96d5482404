# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 640-670 exposed, each read from real captured text (the thread is named).

Each sample states what a careful reader takes from the text, and the parser must read exactly that: the Metal
PluggableDevice log line (a GPU TensorFlow registered, on Apple silicon or an Intel Mac's AMD GPU alike), torch's
version in JSON environment dumps and in prose ('Torch version is 2.0.0'), lowercase chip names with a tier, the
plural 'Mac Intels', an older issue form's '### GPU' vendor heading, Windows paths cut before the drive letter,
Intel MKL's x86-only dylibs, and a .dylib path as a macOS clue.
"""

from __future__ import annotations

from typing import Any

import pytest
from pasted import read

from macml_doctor.paste import inputs

PLUGGABLE_DEVICE = [
    ("https://github.com/tensorflow/tensorflow/issues/53026",
     "> I tensorflow/core/common_runtime/pluggable_device/pluggable_device_factory.cc:271] Created TensorFlow device (/device:GPU:0 with 0 MB memory) -> physical PluggableDevice (device: 0, name: METAL, pci bus id: <undefined>)\n> True\n"),
    ("https://github.com/tensorflow/tensorflow/issues/51986",
     "2021-09-17 10:31:05.072453: I tensorflow/core/common_runtime/pluggable_device/pluggable_device_factory.cc:271] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 0 MB memory) -> physical PluggableDevice (device: 0, name: METAL, pci bus id: <undefined>)\n"),
    ("https://github.com/tensorflow/tensorflow/issues/57058 (an Intel MacBook Pro with a Radeon Pro 555X)",
     "2022-08-17 12:55:41.924818: I tensorflow/core/common_runtime/pluggable_device/pluggable_device_factory.cc:271] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 0 MB memory) -> physical PluggableDevice (device: 0, name: METAL, pci bus id: <undefined>)\n"),
]


@pytest.mark.parametrize(("thread", "text"), PLUGGABLE_DEVICE)
def test_the_metal_pluggable_device_line_lists_a_gpu_on_a_mac_without_naming_the_chip(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert "tf-gpu-listed" in symptoms, thread
    assert values["host.os"] == "Darwin"
    assert "host.arm64_capable" not in values  # tensorflow-metal also drives the AMD GPUs of Intel Macs


TORCH_VERSIONS = [
    ("https://github.com/coqui-ai/TTS/issues/1724",
     '{\n    "CUDA": {\n        "GPU": [],\n        "available": false,\n        "version": null\n    },\n    "Packages": {\n        "PyTorch_debug": false,\n        "PyTorch_version": "1.12.0",\n        "TTS": "0.7.1",\n        "numpy": "1.23.1"\n    },\n    "System": {\n        "OS": "Darwin",\n',
     "1.12.0"),
    ("https://github.com/pytorch/pytorch/issues/107668", "Torch version is `2.0.0`.\n", "2.0.0"),
    ("https://github.com/disler/always-on-ai-assistant/issues/9",
     "Seems like Pytorch 2.2.1  is  what we can install on Mac Intels. Uv.lock requires 2.5x how can we  override?\n", "2.2.1"),
]


@pytest.mark.parametrize(("thread", "text", "version"), TORCH_VERSIONS)
def test_torch_versions_in_json_dumps_and_prose(thread: str, text: str, version: str) -> None:
    values, _ = read(text)
    assert values["torch.version"] == version, thread


def test_a_lowercase_chip_with_its_tier_names_apple_silicon() -> None:
    # https://github.com/Comfy-Org/ComfyUI/issues/5787
    values, _ = read("macOS Ventura / m4 pro / 24gb RAM\n")
    assert values["host.cpu_brand"] == "Apple M4 Pro"
    assert values["host.arm64_capable"] == 1


def test_mac_intels_in_the_plural_is_an_intel_mac() -> None:
    # https://github.com/disler/always-on-ai-assistant/issues/9
    values, _ = read("Seems like Pytorch 2.2.1  is  what we can install on Mac Intels.\n")
    assert values["host.cpu_brand"] == "Intel"
    assert values["host.arm64_capable"] == 0


def test_an_older_issue_forms_gpu_heading_with_amd_on_macos_is_an_intel_mac() -> None:
    # https://github.com/invoke-ai/InvokeAI/issues/2661
    values, _ = read("### OS\n\nmacOS\n\n### GPU\n\namd\n\n### VRAM\n\n128gb\n\n### What happened?\n\nSymbol not found: ___darwin_check_fd_set_overflow\n")
    assert values["host.os"] == "Darwin"
    assert values["host.arm64_capable"] == 0


@pytest.mark.parametrize(("thread", "text"), [
    ("https://github.com/m-bain/whisperX/issues/983",
     'miniconda3\\envs\\whisperx\\lib\\site-packages\\torch\\cuda\\__init__.py", line 310, in _lazy_init\n    raise AssertionError("Torch not compiled with CUDA enabled")\n'),
    ("https://github.com/Vaibhavs10/insanely-fast-whisper/issues/124",
     '  File "D:\\app\\conda\\envs\\nf-whisper311\\Lib\\site-packages\\insanely_fast_whisper\\cli.py", line 78, in main\n'),
])
def test_backslash_site_packages_paths_are_windows(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Windows", thread


def test_intel_mkl_dylibs_are_an_x86_64_process_but_libiomp5_alone_is_not() -> None:
    # https://github.com/rasbt/machine-learning-notes/issues/4 (an M1, an x86 Miniconda env)
    values, _ = read("INTEL MKL ERROR: dlopen(/opt/miniconda3/envs/ml/lib/libmkl_intel_thread.1.dylib, 0x0009): Library not loaded: @rpath/libiomp5.dylib\n  Referenced from: /opt/miniconda3/envs/ml/lib/libmkl_intel_thread.1.dylib\n")
    assert values["python.machine"] == "x86_64"
    # conda-forge's arm64 llvm-openmp also provides libiomp5.dylib, so that name alone says nothing of the arch
    values, _ = read("Library not loaded: @rpath/libiomp5.dylib\n")
    assert "python.machine" not in values


def test_a_dylib_path_names_macos() -> None:
    # https://github.com/dmlc/xgboost/issues/7355
    values, _ = read("I found out that scikit-learn brings its own version of libomp library together with the package. It is stored in `sklearn/.dylibs/libomp.dylib`.\n")
    assert values["host.os"] == "Darwin"


def findings(text: str) -> dict[str, Any]:
    from macml_doctor.diagnose import engine
    return {f.id: f for f in engine.run_checks(inputs.parse_report(text, "test"))}


OLD_TORCH_ERRORS = [
    ("https://github.com/Stability-AI/StableSwarmUI/issues/18",
     '  File "/Volumes/Stef-T7-2/StefAI/StableSwarmUI/dlbackend/ComfyUI/comfy/model_management.py", line 549, in soft_empty_cache\n    torch.mps.empty_cache()\nAttributeError: module \'torch\' has no attribute \'mps\'\n',
     "2.1"),
    ("https://github.com/pytorch/examples/issues/1134",
     '  File "main.py", line 171, in main_worker\n    elif torch.backends.mps.is_available():\nAttributeError: module \'torch.backends\' has no attribute \'mps\'\n',
     "1.13"),
    ("https://github.com/rasbt/machine-learning-notes/issues/4",
     "    DEVICE = torch.device(args.device)\nRuntimeError: Expected one of cpu, cuda, xpu, mkldnn, opengl, opencl, ideep, hip, ve, ort, mlc, xla, lazy, vulkan, meta, hpu device type at start of device string: mps\n",
     "1.12"),
]


@pytest.mark.parametrize(("thread", "text", "bound"), OLD_TORCH_ERRORS)
def test_errors_only_an_old_torch_raises_bound_its_version(thread: str, text: str, bound: str) -> None:
    values, _ = read(text)
    assert values["torch.older_than"] == bound, thread
    found = findings(text)
    assert found["torch-outdated"].evidence["torch.older_than"] == bound
    assert found["torch-outdated"].evidence["torch.version"] is None


def test_a_device_list_that_names_mps_is_not_an_old_torch() -> None:
    # a newer torch lists mps among the device types (a Linux container asked for 'npu'; a public sglang debugging log)
    values, _ = read('    device = torch.device("npu:0")\nRuntimeError: Expected one of cpu, cuda, ipu, xpu, mkldnn, opengl, opencl, ideep, hip, ve, fpga, ort, xla, lazy, vulkan, mps, meta, hpu, mtia, privateuseone device type at start of device string: npu\nroot@d4c013b6e5eb:/home/y30064824/triton/SGL/sglang# python3 /home/y30064824/triton/SGL/sglang/python/sglang/srt/layers/attention/test_triton_backend.py\n')
    assert "torch.older_than" not in values


def test_a_printed_torch_version_wins_over_the_bound() -> None:
    # https://github.com/pytorch/pytorch/issues/100165: torch 2.0.0 said "no attribute 'mps'" too; the version printed decides
    text = "PyTorch version: 2.0.0\nIs debug build: False\n\nimport torch\ntorch.mps\nAttributeError: module 'torch' has no attribute 'mps'\n"
    found = findings(text)
    assert found["torch-outdated"].evidence["torch.version"] == "2.0.0"
    assert "torch.older_than" not in found["torch-outdated"].evidence  # nor does the bound weaken its certainty
