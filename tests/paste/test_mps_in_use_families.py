# ruff: noqa: E501  (real pasted lines are kept whole)
"""Evidence that MPS ran, and what it says of the Mac, from the never-seen batch 1041-1055 (real captured text; the
thread is named): a tensor torch printed on device='mps:0', a script's 'device mps' line before its epoch log, an
x86_64 process in which MPS ran (an Intel Mac: Rosetta has no MPS device), and chips written 'M1PRO' or 'M2 gpu'."""

from __future__ import annotations

import pytest
from pasted import read

from macml_doctor import check

TENSOR_ON_MPS = [
    ("https://github.com/pytorch/pytorch/issues/100370",
     "the output is \n```\ntensor([ 6343,  1605, 28616,  2264, 12151, 13417,  1629, 32512,  4441, 43177,\n         6520, 18301,  3608, 35951, 17655,  6629, 21160, 35743, 44574, 16854,\n        24114, 26402, 16203, 26529, 45812, 46216, 19513, 30223, 37758, 14296,\n         5785, 19335], device='mps:0')\ntorch.int64\nd1 tensor(1605, device='mps:0')\n```\n"),
    ("https://github.com/pytorch/pytorch/issues/117465",
     "torch.ones(1)  # OK: tensor([1.])\ntorch.ones(1).to('mps')  # ERROR\ntorch.zeros(1).to('mps') # OK: tensor([0.], device='mps:0')\n"),
    ("https://github.com/NielsRogge/Transformers-Tutorials/issues/348",
     "ValueError: boxes1 must be in [x0, y0, x1, y1] (corner) format, but got tensor([], device='mps:0', size=(0, 4))\n"),
    # torch naming an MPS tensor's type in a mismatch, or Tensor.type()'s name for it
    ("https://github.com/pytorch/ignite/issues/2977",
     "[ignite]: Current run is terminating due to exception: Input type (MPSFloatType) and weight type (torch.FloatTensor) should be the same\n"),
    ("https://github.com/Mikubill/sd-webui-controlnet/issues/1267",
     "# [Bug]: RuntimeError: Input type (MPSFloatType) and weight type (MPSHalfType) should be the same\n"),
    ("https://github.com/pytorch/pytorch/issues/88978", "# Input type (MPSByteType) and weight type (MPSFloatType) should be the same\n"),
    ("https://github.com/pytorch/pytorch/issues/118517",
     "Traceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\nValueError: invalid type: 'torch.mps.FloatTensor'\n"),
]


@pytest.mark.parametrize(("thread", "text"), TENSOR_ON_MPS)
def test_a_tensor_printed_on_the_mps_device_shows_mps_works(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert values["torch.mps_available"] is True, thread
    assert values["host.os"] == "Darwin"
    assert "mps-tensor" in symptoms
    assert "host.arm64_capable" not in values  # an Intel Mac's AMD GPU runs MPS too


def test_a_mismatch_of_cpu_and_cuda_types_names_no_mps_tensor() -> None:
    # https://github.com/glam-imperial/cider/issues/6
    values, _ = read("RuntimeError: Input type (torch.FloatTensor) and weight type (torch.cuda.FloatTensor) should be the same\n")
    assert "torch.mps_available" not in values


def test_code_asking_for_the_mps_device_says_nothing_of_whether_it_exists() -> None:
    # https://github.com/pytorch/pytorch/issues/85592 (the code, not its output)
    values, _ = read("print('Part 1')\nc = torch.tensor([0, 0.5], device='mps')\nprint(f'GOOD: {c=}')\n")
    assert "torch.mps_available" not in values


DEVICE_LINE = [
    ("https://github.com/rasbt/machine-learning-notes/issues/32",
     '```pytorch-m1-gpu python vgg16-cifar10.py --device "mps"\ntorch 1.13.1\ndevice mps\nFiles already downloaded and verified\nEpoch: 001/001 | Batch 0000/1406 | Loss: 2.5451\n'),
    ("https://github.com/rasbt/machine-learning-notes/issues/3",
     "Update:\n```\ntorch 2.4.0.dev20240501\ndevice mps\nEpoch: 001/001 | Batch 0000/1406 | Loss: 2.4635\n"),
]


@pytest.mark.parametrize(("thread", "text"), DEVICE_LINE)
def test_a_device_line_without_a_colon_names_the_device_in_use(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert values["torch.mps_available"] is True, thread
    assert "mps-available" in symptoms


def test_a_command_line_asking_for_mps_is_not_the_device_in_use() -> None:
    # https://github.com/pytorch/pytorch/issues/78916
    values, _ = read("> python3 train.py --device mps --img 416 --batch 16 --epochs 50 --data /oo/ooo/content/dataset/data.yaml\n")
    assert "torch.mps_available" not in values


COLLECT_ENV_X86 = (
    "PyTorch version: 2.2.2\nIs debug build: False\nCUDA used to build PyTorch: None\nROCM used to build PyTorch: N/A\n\n"
    "OS: macOS 14.4.1 (x86_64)\nGCC version: Could not collect\nClang version: 14.0.3 (clang-1403.0.22.14.1)\n"
    "CMake version: Could not collect\nLibc version: N/A\n\n"
    "Python version: 3.10.14 (main, Mar 21 2024, 11:24:58) [Clang 14.0.6 ] (64-bit runtime)\n"
    "Python platform: macOS-10.16-x86_64-i386-64bit\nIs CUDA available: False\n"
)


def test_mps_running_in_an_x86_64_process_is_possibly_an_intel_mac() -> None:
    # https://github.com/pytorch/pytorch/issues/125100: an x86_64 collect_env, and a tensor printed on mps:0; possibly,
    # since pytorch/pytorch#101251 shows MPS work in a translated x86_64 Python on an M2 (checks/history.toml)
    values, _ = read("```x``` is ```tensor([-100, 0, 2, 0, 1, 0, 2, 0], device='mps:0')``` , what is not correct.\n\n" + COLLECT_ENV_X86)
    assert values["host.arm64_capable"] == 0
    assert values["report.certainty"]["host.arm64_capable"] == "possible"
    assert values["torch.mps_available"] is True
    assert values.get("python.translated") != 1


def test_an_x86_64_process_without_mps_stays_undecided() -> None:
    # the same collect_env alone: Rosetta on Apple silicon or an Intel Mac, nothing says which
    values, _ = read(COLLECT_ENV_X86)
    assert "host.arm64_capable" not in values


CHIPS = [
    ("https://github.com/pytorch/pytorch/issues/94753", "I’m running torch version 2.0.0.dev20230205, on Apple M1PRO, 32GB, 10-core CPU, 16-core GPU.\n", "Apple M1 Pro"),
    ("https://github.com/pytorch/pytorch/issues/100370", "Generating a list of random tensors using device mps (M2 gpu), then I add a value on each by index\n", "Apple M2"),
]


@pytest.mark.parametrize(("thread", "text", "chip"), CHIPS)
def test_chips_in_capitals_or_named_by_their_gpu(thread: str, text: str, chip: str) -> None:
    values, _ = read(text)
    assert values["host.cpu_brand"] == chip, thread
    assert values["host.arm64_capable"] == 1


CUDA_BANNERS = [
    ("https://github.com/ultralytics/ultralytics/issues/2439", "Ultralytics YOLOv8.0.93 🚀 Python-3.10.11 torch-2.0.0+cu118 CUDA:0 (Tesla T4, 15102MiB)\n", "Tesla T4"),
    ("https://github.com/ultralytics/ultralytics/issues/8896", "Ultralytics YOLOv8.1.27 🚀 Python-3.9.18 torch-2.2.1 CUDA:0 (NVIDIA GeForce RTX 2070 with Max-Q Design, 8192MiB)\n", "NVIDIA GeForce RTX 2070 with Max-Q Design"),
    ("https://github.com/ultralytics/ultralytics/issues/10203", "Ultralytics YOLOv8.2.2 🚀 Python-3.10.10 torch-2.2.2+cu118 CUDA:0 (Tesla P100-PCIE-16GB, 16276MiB)\n", "Tesla P100-PCIE-16GB"),
]


@pytest.mark.parametrize(("thread", "text", "gpu"), CUDA_BANNERS)
def test_ultralytics_names_the_cuda_device_it_opened(thread: str, text: str, gpu: str) -> None:
    values, _ = read(text)
    assert values["torch.cuda_available"] is True, thread
    assert values["host.nvidia_gpus"][0]["name"] == gpu


@pytest.mark.parametrize(("thread", "text", "gpu"), CUDA_BANNERS)
def test_a_torch_that_opened_cuda_runs_on_no_mac(thread: str, text: str, gpu: str) -> None:
    """PyTorch has no macOS build with CUDA (checks/history.toml): where nothing names the OS, it is not macOS."""
    values, _ = read(text)
    assert values["host.os"] == "Linux or Windows", thread
    found = {f.id: f for f in check(text=text).findings}
    assert "not-a-mac" in found and "apple-silicon" not in found and "intel-mac" not in found
    assert gpu in found["cuda-available"].summary


def test_a_cuda_banner_beside_a_named_os_leaves_the_os_to_it() -> None:
    text = WINDOWS_TRAINER[1][1]  # ultralytics/ultralytics#15898: the banner, then a Windows path
    values, _ = read(text)
    assert values["host.os"] == "Windows"
    assert "CUDA 11.8" in {f.id: f for f in check(text=text).findings}["cuda-available"].summary


WINDOWS_TRAINER = [
    ("https://github.com/ultralytics/ultralytics/issues/8896", "engine\\trainer: task=detect, mode=train, model=yolov8n.pt, data=coco128.yaml, epochs=3, time=None"),
    ("https://github.com/ultralytics/ultralytics/issues/15898", "Ultralytics YOLOv8.2.83 рџљЂ Python-3.11.0 torch-2.4.0+cu118 CUDA:0 (NVIDIA GeForce RTX 4070, 12282MiB)\nengine\\trainer: task=detect, mode=train, model=yolov8n.pt, data=coco8.yaml, epochs=3"),
    ("https://github.com/ultralytics/ultralytics/issues/8961", "Ultralytics YOLOv8.1.28 🚀 Python-3.11.8 torch-2.2.1+cu121 CUDA:0 (NVIDIA GeForce RTX 4090 Laptop GPU, 16376MiB)\nengine\\trainer: task=detect, mode=train, model=yolov8s.pt, data=dataset/data.yaml, epochs=30"),
]


@pytest.mark.parametrize(("thread", "text"), WINDOWS_TRAINER)
def test_ultralytics_settings_prefixed_with_a_backslash_path_are_windows(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Windows", thread


def test_ultralytics_settings_with_a_slash_path_say_no_os() -> None:
    # https://github.com/ultralytics/ultralytics/issues/7554 (an Apple M2 Max)
    values, _ = read("engine/trainer: task=classify, mode=train, model=yolov8n-cls.pt, data=all_groups, epochs=2, time=None")
    assert values.get("host.os") != "Windows"


def test_mps_unavailable_in_an_x86_64_python_on_an_undecided_chip_names_both_machines() -> None:
    """sktime/sktime#8540: a GitHub runner's x64 Python (the runner's chip unsaid) skips the paravirtual Metal
    device: the reason names Rosetta only as one of two possibilities, with the command that decides."""
    text = ("/Users/runner/hostedtoolcache/Python/3.10.18/x64/lib/python3.10/site-packages/torch/backends/mps/"
            "__init__.py:22: UserWarning: Skipping device Apple Paravirtual device that does not support Metal 2.0 "
            "(Triggered internally at /Users/runner/work/pytorch/pytorch/pytorch/aten/src/ATen/mps/MPSDevice.mm:101.)\n")
    found = {f.id: f for f in check(text=text).findings}
    assert found["mps-unavailable"].evidence["reason"] == "x86-python-undecided"
    assert "else an Intel Mac" in found["mps-unavailable"].summary
