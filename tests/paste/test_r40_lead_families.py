# ruff: noqa: E501  (real pasted lines are kept whole)
"""What the lead generalised in the fortieth round: what training frameworks and torch print about the CUDA device
torch gave them, and torch's message for an NVIDIA driver older than its build.

A Linux or Windows report often shows its GPU only through a framework's log: Lightning's trainer banner ('GPU
available: True (cuda), used: True', before Lightning 1.7 'GPU available: True, used: True', and its CUDA
accelerator's 'LOCAL_RANK: 0 - CUDA_VISIBLE_DEVICES: [0]'), accelerate's state ('Local process index: 0' / 'Device:
cuda'), torch.cuda.get_device_properties() and get_device_name() printed, torch's warning on a card outside its
build's range, and TensorFlow 2.5 and later's device line ('Created device … with 1485 MB memory:  -> device: 0, name:
NVIDIA GeForce RTX 2060, pci bus id: 0000:01:00.0, compute capability: 7.5'). Each is printed only where CUDA works,
and no macOS build of PyTorch or TensorFlow 2 has CUDA. The same programs say 'mps' on a Mac, which stays read as
MPS. Every text is real, found with the code search and cited by index id.
"""

from __future__ import annotations

import pytest
from pasted import fact, raised


@pytest.mark.parametrize("text", [
    # Lightning's banner with the device type (index ids 3655516926, 48160954552)
    "    GPU available: True (cuda), used: True\n    TPU available: False, using: 0 TPU cores\n    IPU available: False, using: 0 IPUs\n    HPU available: False, using: 0 HPUs",
    "I0329 12:53:57.030875 139924298352448 rank_zero.py:64] GPU available: True (cuda), used: True",  # index id 7703029281
    # before Lightning 1.7: CUDA GPUs alone were counted (index ids 2431762151, 42521880584)
    "[2021-08-02 08:24:36,645][pytorch_lightning.utilities.distributed][INFO] - GPU available: True, used: True",
    "    GPU available: True, used: True\n    TPU available: False, using: 0 TPU cores\n    IPU available: False, using: 0 IPUs",
    # Lightning's CUDA accelerator (index ids 6816565558, 66789986383)
    "# INFO:pytorch_lightning.accelerators.cuda:LOCAL_RANK: 0 - CUDA_VISIBLE_DEVICES: [0]",
    "LOCAL_RANK: 0 - CUDA_VISIBLE_DEVICES: [0]\n/usr/local/lib/python3.10/site-packages/torch/optim/lr_scheduler.py:60: UserWarning: The verbose parameter is deprecated.",
    # accelerate's state (index ids 17965744338, 59525816548)
    "[2023-09-21 15:03:38,161][Main][INFO] - Distributed environment: NO\nNum processes: 1\nProcess index: 0\nLocal process index: 0\nDevice: cuda\n\nMixed precision type: fp16",
    "Distributed environment: DEEPSPEED  Backend: nccl\nNum processes: 4\nProcess index: 0\nLocal process index: 0\nDevice: cuda:0\nMixed precision type: bf16",
    # torch.cuda.get_device_properties() printed (index ids 3512848646, 7882622645)
    "[output]_CudaDeviceProperties(name='NVIDIA GeForce RTX 3060', major=8, minor=6, total_memory=11938MB, multi_processor_count=28)",
    "Using CUDA device0 _CudaDeviceProperties(name='NVIDIA A10G', total_memory=22723MB)",
    # torch's warning on a card its build does not cover (index ids 61730111363, 26179235210)
    "UserWarning: \n    Found GPU0 Tesla P100-PCIE-16GB which is of cuda capability 6.0.\n    Minimum and Maximum cuda capability supported by this version of PyTorch is (7.0) - (12.0)",
    'Fix "Found GPU0 GeForce GTX 950M which is of cuda capability 5.0. PyTorch no longer supports this GPU because it is too old."',
    # get_device_name()'s answer in the REPL (index ids 41944653647, 12996152211)
    ">>> torch.cuda.current_device()\n0\n>>> torch.cuda.get_device_name(0)\n'NVIDIA GeForce RTX 2080 Ti'",
    ">>> torch.cuda.device_count()\n1\n>>> torch.cuda.get_device_name(0)\n'NVIDIA A100 80GB PCIe'",
])
def test_a_framework_announcing_its_cuda_device_is_not_a_mac(text: str) -> None:
    assert fact(text, "torch.cuda_available") is True
    assert {"cuda-available", "not-a-mac"} <= raised(text)


@pytest.mark.parametrize("text", [
    # MegaDetector prints a bare 'GPU available: True' for an MPS device too (microsoft/Biodiversity#297)
    "PyTorch reports Metal Performance Shaders are available\nGPU available: True",
    "GPU available: False, used: False\nTPU available: False, using: 0 TPU cores",
    # torch's warning in its own source, with its placeholders
    '    old_gpu_warn = """\n    Found GPU%d %s which is of cuda capability %d.%d.\n    PyTorch no longer supports this GPU because it is too old.',
    # the call alone, and the call failing where torch has no CUDA
    "print(torch.cuda.get_device_name(0))",
    ">>> torch.cuda.get_device_name(0)\nTraceback (most recent call last):\nAssertionError: Torch not compiled with CUDA enabled",
])
def test_no_cuda_device_announced(text: str) -> None:
    assert fact(text, "torch.cuda_available") is not True


@pytest.mark.parametrize("text", [
    "GPU available: True (mps), used: True\nTPU available: False, using: 0 TPU cores",
    "Distributed environment: NO\nNum processes: 1\nProcess index: 0\nLocal process index: 0\nDevice: mps",
])
def test_the_same_programs_on_a_mac_say_mps(text: str) -> None:
    assert fact(text, "torch.mps_available") is True
    assert fact(text, "torch.cuda_available") is None
    assert "mps-available" in raised(text)


@pytest.mark.parametrize("text", [
    # TensorFlow 2.5 and later (index ids 33725566819, 9269904438)
    "2022-12-07 15:03:30.547628: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 1485 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 2060, pci bus id: 0000:01:00.0, compute capability: 7.5",
    "I0000 00:00:1742566348.340543  458471 gpu_device.cc:2019] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 22807 MB memory:  -> device: 0, name: NVIDIA TITAN RTX, pci bus id: 0000:c1:00.0, compute capability: 7.5",
    # ROCm's TensorFlow names no compute capability (index id 57027894499)
    "2022-07-09 13:12:25.564898: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1532] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 15868 MB memory:  -> device: 0, name: AMD Radeon RX 6950 XT, pci bus id: 0000:03:00.0",
    # the older wording, read before
    "Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 1380 MB memory) -> physical GPU (device: 0, name: GeForce MX110, pci bus id: 0000:01:00.0, compute capability: 5.0)",
])
def test_tensorflow_creating_a_device_on_a_pci_gpu(text: str) -> None:
    assert "tf-gpu-available" in raised(text)


def test_tensorflow_creating_a_device_on_a_pc_only_card_is_not_a_mac() -> None:
    text = "2022-12-07 15:03:30.547628: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 1485 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 2060, pci bus id: 0000:01:00.0, compute capability: 7.5"
    assert fact(text, "host.os") == "Linux or Windows"
    assert "not-a-mac" in raised(text)


def test_tensorflow_metal_device_is_no_pci_gpu() -> None:
    text = "Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 0 MB memory) -> physical PluggableDevice (device: 0, name: METAL, pci bus id: <undefined>)"
    assert "not-a-mac" not in raised(text)
    assert fact(text, "host.os") != "Linux or Windows"


@pytest.mark.parametrize("text", [
    # as a RuntimeError (index ids 55128256244, 53540844163)
    "RuntimeError: The NVIDIA driver on your system is too old (found version 12080). Please update your GPU driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx Alternatively, go to: https://pytorch.org to install a PyTorch version that has been compiled with your version",
    "E   RuntimeError: The NVIDIA driver on your system is too old (found version 12080). Please update your GPU driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx",
    # as torch.cuda.is_available()'s warning (index id 65966401258)
    "/usr/local/lib64/python3.13/site-packages/torch/cuda/__init__.py:180: UserWarning: CUDA initialization: The NVIDIA driver on your system is too old (found version 12040). Please update your GPU driver",
])
def test_torch_finding_the_nvidia_driver_too_old(text: str) -> None:
    assert fact(text, "torch.cuda_available") is False
    assert {"cuda-driver-too-old", "not-a-mac"} <= raised(text)


@pytest.mark.parametrize("text", [
    "  Error: RuntimeError: The NVIDIA driver on your system is too old (found version XXXXX)",  # a placeholder (index id 60195337064)
    "raise AssertionError(\"\"\"\nThe NVIDIA driver on your system is too old (found version {}).",  # torch's source
])
def test_the_driver_message_without_a_version_found(text: str) -> None:
    assert "cuda-driver-too-old" not in raised(text)


def test_a_cuda_device_outweighs_a_mac_guessed_from_a_path() -> None:
    # '/usr/local/lib/python3.10/site-packages' is Homebrew's Intel prefix and as much a Linux image's Python
    # (index id 66789986383: Lightning's CUDA line, then a warning from that path)
    text = "LOCAL_RANK: 0 - CUDA_VISIBLE_DEVICES: [0]\n/usr/local/lib/python3.10/site-packages/torch/optim/lr_scheduler.py:60: UserWarning: The verbose parameter is deprecated. Please use get_last_lr() to access the learning rate."
    assert fact(text, "host.os") == "Linux or Windows"
    assert {"cuda-available", "not-a-mac"} <= raised(text)
    assert "torch-no-x86-mac-wheels" not in raised(text)


def test_the_path_alone_still_guesses_an_intel_mac() -> None:
    text = "/usr/local/lib/python3.10/site-packages/torch/optim/lr_scheduler.py:60: UserWarning: The verbose parameter is deprecated."
    assert fact(text, "host.os") == "Darwin"


def test_a_mac_named_otherwise_is_not_outweighed() -> None:
    text = "On my Mac:\nLOCAL_RANK: 0 - CUDA_VISIBLE_DEVICES: [0]\n/usr/local/lib/python3.10/site-packages/torch/optim/lr_scheduler.py:60: UserWarning"
    assert fact(text, "host.os") == "Darwin"


# The machine's parts named in a field or as the writer's own: a GeForce GTX 16, RTX 20-50 or MX card in the GPU's
# field, and an AMD Ryzen, Threadripper or EPYC CPU. No Mac shipped with either, and NVIDIA's macOS drivers ended before
# these cards.

@pytest.mark.parametrize("text", [
    "## Environment\n- GPU: NVIDIA GeForce RTX 2060\n- PyTorch: 2.2.2+cu121",  # index id 55640577968
    "- Python 3.10.8 + PyTorch 2.1.2+cu121\n- GPU: NVIDIA GeForce RTX 4090 D (24GB)",  # index id 58037134508
    "**Hardware context (for training decisions):**\n- CPU: AMD Ryzen 5 4600H (6 cores / 12 threads)\n- GPU: NVIDIA GeForce GTX 1650 (4GB VRAM)",  # index id 55339444482
    "GPU models and configuration: GPU 0: NVIDIA GeForce RTX 3090",
    "**GPU**: RTX 4090 24GB",
    "Graphics card: GeForce GTX 1660 Ti",
    "- GPU model and memory: RTX 3070 8GB",
])
def test_a_pc_only_card_in_the_gpu_field_is_not_a_mac(text: str) -> None:
    assert fact(text, "host.os") == "Linux or Windows"
    assert "not-a-mac" in raised(text)


@pytest.mark.parametrize("text", [
    "Recommended GPU: RTX 3060",
    "GPU: RTX 3060 or better",
    "- GPU: GTX 1660+",
    "GPU: NVIDIA GeForce GTX 1080 Ti",  # a Pascal card: NVIDIA's macOS web drivers drove it in a Mac Pro or an eGPU
])
def test_the_gpu_field_as_a_requirement_or_an_older_card(text: str) -> None:
    assert fact(text, "host.os") is None


@pytest.mark.parametrize("text", [
    "- CPU: AMD Ryzen AI 9 HX 370\n- RAM: 32GB",  # index id 42596381787 (its OS line left out)
    "- CPU: AMD Ryzen Threadripper 3970X 32-Core (64 threads @ 3.7 GHz base, 4.5 GHz boost)\n- RAM: 64 GB DDR4",  # index id 52544579622
    "pkg: github.com/lxzan/memorycache/benchmark\ncpu: AMD Ryzen 5 PRO 4650G with Radeon Graphics",  # index id 171725127
    "Processor: AMD Ryzen 7 5800H with Radeon Graphics",
    "I'm on an AMD Ryzen 7 laptop.",
    "float32 generation on CPU takes around 3 minutes on my Ryzen 5600X",
])
def test_an_amd_cpu_named_as_the_machines_is_not_a_mac(text: str) -> None:
    assert fact(text, "host.os") == "Linux or Windows"
    assert "not-a-mac" in raised(text)


@pytest.mark.parametrize("text", [
    "CPU: Ryzen 5 or better",
    "CPU: AMD Ryzen 3+",
    "create/load model fails on Apple M2 cpu. Same code works on Ryzen",  # dev 6088: another machine
])
def test_an_amd_cpu_as_a_requirement_or_another_machine(text: str) -> None:
    assert fact(text, "host.os") != "Linux or Windows"


def test_a_hackintosh_names_macos_over_its_amd_cpu() -> None:
    assert fact("Hackintosh on macOS Monterey, CPU: AMD Ryzen 9 5950X", "host.os") == "Darwin"
