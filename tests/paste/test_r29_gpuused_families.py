# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5160-5170 (whether the Mac's GPU is used at all: Activity Monitor's GPU idle,
runs on the CPU, device selection; with a non-Mac whose TensorFlow sees no GPU) exposed, each read from real text.

- A Linux distribution named with its release, as /etc/os-release and lsb_release write it ('Kali GNU/Linux 2020.1',
  'Debian GNU/Linux 10 (buster)') or as people type it in a system-information list ('Fedora 33', 'Linux Mint 20.1',
  'CentOS Linux 7 (Core)'), is the machine's Linux, like ubuntu-version's 'Ubuntu 18.04'.
- The GPU field of TensorFlow's template answered with the command the person ran ('deepl) root@root:~/Documents/deepl#
  nvidia-smi') names the program, not a GPU; nvidia-smi's table below names the GPU ('|   0  GeForce RTX 2080    Off  |
  00000000:01:00.0  On |') and its banner the driver ('NVIDIA-SMI 440.82       Driver Version: 440.82').
"""

from __future__ import annotations

import pytest
from pasted import fact, ids

# https://github.com/tensorflow/tensorflow/issues/38990 (dev 5170)
TF_38990 = r"""# Tensorflow is not detecting GPU, while it is detected in PyTorch

rootsid · description · 2020-04-28
**System information**
- Kali GNU/Linux 2020.1
- TensorFlow installed from (source or binary): pip source
- TensorFlow version: 2.1.0
- Python version: 3.7.7
- Installed using virtualenv? pip? conda?: pip in virtualenv
- CUDA/cuDNN version: (deepl) root@root:~/Documents/deepl# nvcc --version
nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2019 NVIDIA Corporation
Built on Wed_Apr_24_19:10:27_PDT_2019
Cuda compilation tools, release 10.1, V10.1.168
- GPU model and memory:
deepl) root@root:~/Documents/deepl# nvidia-smi
Tue Apr 28 23:46:25 2020
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 440.82       Driver Version: 440.82       CUDA Version: 10.2     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  GeForce RTX 2080    Off  | 00000000:01:00.0  On |                  N/A |
| 41%   37C    P8     7W / 225W |    632MiB /  7981MiB |     35%      Default |
+-------------------------------+----------------------+----------------------+

rootsid · comment · 2020-04-29
physical_devices = tf.config.list_physical_devices('GPU')
print("Num GPUs:", len(physical_devices))

`Num GPUs: 0`
"""


def test_the_real_report_reads_a_linux_machine_whose_tensorflow_sees_no_gpu() -> None:
    assert fact(TF_38990, "host.os") == "Linux"
    assert {"not-a-mac", "tf-cpu-only", "python-too-old"} <= ids(TF_38990)
    assert fact(TF_38990, "host.nvidia_gpus") == [{"name": "GeForce RTX 2080", "driver": "440.82", "memory": ""}]


@pytest.mark.parametrize("line", [
    "- Kali GNU/Linux 2020.1",
    "- Debian GNU/Linux 10 (buster)",
    "- Kali GNU/Linux Rolling",
    "- Raspbian GNU/Linux 11",
    "- Fedora 33",
    "- Linux Mint 20.1",
    "- CentOS Linux 7 (Core)",
    "- Debian 11",
    "I am on Kali Linux 2023.3 with python 3.11",
    "Running Fedora release 38 here.",
])
def test_a_distribution_named_with_its_release_is_linux(line: str) -> None:
    text = f"**System information**\n{line}\n- TensorFlow version: 2.1.0\n- Python version: 3.8.10"
    assert fact(text, "host.os") == "Linux"
    assert "not-a-mac" in ids(text)


@pytest.mark.parametrize("text", [
    "It works on Debian 12 and macOS 14 on my M2 MacBook Air.",
    "Fedora 38 users report a crash; I am on my M1 MacBook Pro.",
    "There are Fedora 39 wheels, but my M2 Mac needs arm64 ones.",
    "Debian/Ubuntu packages exist; I run macOS 14 on an M3.",
])
def test_a_release_beside_another_platform_or_as_a_topic_is_not_the_machine(text: str) -> None:
    assert fact(text, "host.os") == "Darwin"
    assert "not-a-mac" not in ids(text)


@pytest.mark.parametrize("row, name", [
    ("|   0  GeForce RTX 2080    Off  | 00000000:01:00.0  On |                  N/A |", "GeForce RTX 2080"),
    ("|   0  NVIDIA GeForce RTX 3090    Off  | 00000000:01:00.0 Off |                  N/A |", "NVIDIA GeForce RTX 3090"),
    ("|   0  NVIDIA GeForce RTX 4090        WDDM  |   00000000:01:00.0  On |                  Off |", "NVIDIA GeForce RTX 4090"),
    ("|   0  Tesla V100-PCIE...  On   | 00000000:3D:00.0 Off |                    0 |", "Tesla V100-PCIE..."),
])
def test_nvidia_smis_gpu_row_names_the_gpu(row: str, name: str) -> None:
    text = ("$ nvidia-smi\n+-----------------------------------------------------------------------------+\n"
            "| NVIDIA-SMI 535.104.05   Driver Version: 535.104.05   CUDA Version: 12.2     |\n"
            f"{row}\n")
    assert fact(text, "host.nvidia_gpus") == [{"name": name, "driver": "535.104.05", "memory": ""}]


@pytest.mark.parametrize("text", [
    "| 0 | GeForce RTX 2080 | 12 s |",  # a markdown table of timings: no bus id
    "| 1  RTX 4090 benchmark   Off  | fast |",
    "I would like to compare with an RTX 4090 on my M2 Max.",
])
def test_other_tables_and_prose_name_no_gpu_of_the_machine(text: str) -> None:
    assert fact(text, "host.nvidia_gpus") is None


@pytest.mark.parametrize("value", [
    "deepl) root@root:~/Documents/deepl# nvidia-smi",
    "$ nvidia-smi",
    "(base) user@host:~$ nvidia-smi",
    "see nvidia-smi output below",
])
def test_the_gpu_field_answered_with_the_command_names_no_gpu(value: str) -> None:
    text = f"**System information**\n- TensorFlow version: 2.1.0\n- Python version: 3.8.10\n- GPU model and memory:\n{value}\n"
    assert fact(text, "host.nvidia_gpus") is None


def test_the_gpu_field_naming_a_gpu_beside_the_command_still_names_it() -> None:
    text = "**System information**\n- TensorFlow version: 2.1.0\n- Python version: 3.8.10\n- GPU model and memory: GeForce GTX 1080 (nvidia-smi below)\n"
    assert fact(text, "host.nvidia_gpus") == [{"name": "GeForce GTX 1080 (nvidia-smi below)", "driver": "", "memory": ""}]



@pytest.mark.parametrize("banner", [
    # https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/11633 (dev 1665): webui.sh's banner, from a Mac
    "################################################################\nInstall script for stable-diffusion + Web UI\nTested on Debian 11 (Bullseye)\n################################################################",
    "Install script for stable-diffusion + Web UI\nTested on Debian 11 (Bullseye), Fedora 34+ and openSUSE Leap 15.4",
    "Install script for the app\nverified on CentOS Linux 7 and Linux Mint 21",
    "Install script for the app\nIt works with Fedora 38 or Debian 12.",
])
def test_what_a_script_was_tested_on_is_not_the_machine(banner: str) -> None:
    text = f"I run it on my M1 MacBook Air with macOS 14.2.\n\n{banner}"
    assert fact(text, "host.os") == "Darwin"
    assert "not-a-mac" not in ids(text)


def test_nvidia_smis_table_copied_out_of_a_rendered_page_reads_the_same() -> None:
    text = ("NVIDIA-SMI 440.82       Driver Version: 440.82       CUDA Version: 10.2\n"
            "0  GeForce RTX 2080    Off\t00000000:01:00.0  On\tN/A\n")
    assert fact(text, "host.nvidia_gpus") == [{"name": "GeForce RTX 2080", "driver": "440.82", "memory": ""}]
