# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6300-6311 (DIY robot cars, drones and robot-learning kits on Macs: Donkey Car,
AirSim, DJI Tello and RoboMaster, Hugging Face LeRobot) exposed, each read from real text.

- A machine where the thing is said to seem to work ('Everything seems to work fine on Windows 10 and Ubuntu', a
  maintainer answering a Mac owner) is not the failing machine, as 'it works fine on …' is not.
- LeRobot's device choice ("Device 'None' is not available. Switching to 'mps'.", 'Metal backend detected, using mps.')
  is made only where torch reports MPS available.
- A person who sees pip install the x86 versions of packages ('I found that pip install x86 versions for many of the
  python packages', on a MacBook Air M1) has an x86_64 Python: under Rosetta on Apple silicon.
- The Python field answered with the interpreter's name glued to its version ('Python 版本：Python3.9 和 Python3.8 均无法
  安装'), and an older Python said in Chinese to have solved it ('通过 Anaconda 安装 Python 3.7 环境再 pip install
  robomaster 即可解决'): the report's Python was too new for what it installed.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids, read

# https://github.com/ezrafielding/easyTello/issues/15 (dev 6306), the stored comments
EASYTELLO_15 = """# Streamon Error

ezrafielding · comment · 2019-07-31
Hi, what OS are you using? This seems to be an issue with calling openCV so the environment may come into play

kherath6 · comment · 2019-08-02
Hi Virodroid,

I'm using Mac os.
 I have all the packages installed in the environment.

ezrafielding · comment · 2019-08-23
I haven't been able to test easyTello on MacOS yet. Perhaps it doesn't like the way I'm calling OpenCV. I'll see if I can track down a Mac to do some testing on in future. Everything seems to work fine on Windows 10 and Ubuntu
"""


def test_easytello_15_the_machine_where_it_seems_to_work_is_not_the_writers() -> None:
    assert fact(EASYTELLO_15, "host.os") == "Darwin"
    assert "not-a-mac" not in ids(EASYTELLO_15)


@pytest.mark.parametrize("sentence", [
    "Everything seems to work fine on Windows 10 and Ubuntu",
    "It seems to be working fine on Windows 11.",
    "The code appears to run well on Windows 10.",
    "it seemed to work perfectly on Ubuntu 22.04",
    "Everything appeared to be running normally on Windows.",
])
def test_seems_to_work_elsewhere_leaves_the_writers_mac(sentence: str) -> None:
    assert fact(f"I'm using Mac os. {sentence}", "host.os") == "Darwin"


@pytest.mark.parametrize("text", [
    # the failing machine itself, said to fail
    "I'm on Windows 10 and it seems to crash every time.",
    # no 'seems to work': the writer's own OS
    "I'm using Windows 10 and Ubuntu",
])
def test_the_writers_own_windows_is_still_read(text: str) -> None:
    assert fact(text, "host.os") == "Windows"


# https://github.com/jeongeun980906/lerobot-mujoco-tutorial/issues/17 (dev 6302), a training run's first lines
LEROBOT_MUJOCO_17 = """(lemu) zg-h2@zg-H2deMBP lerobot-mujoco-tutorial-master % python 3train.py
WARNING:root:Device 'None' is not available. Switching to 'mps'.
/opt/miniconda3/envs/lemu/lib/python3.12/site-packages/lerobot/common/datasets/lerobot_dataset.py:490: UserWarning: To copy construct from a tensor, it is recommended to use sourceTensor.detach().clone() or sourceTensor.detach().clone().requires_grad_(True), rather than torch.tensor(sourceTensor).
  timestamps = torch.stack([torch.tensor(t) for t in ts_list]).numpy()
"""


def test_lerobot_mujoco_17_switching_to_mps_is_mps_available() -> None:
    assert fact(LEROBOT_MUJOCO_17, "torch.mps_available") is True
    found = ids(LEROBOT_MUJOCO_17)
    assert "mps-available" in found
    assert not found & {"mps-unavailable", "not-a-mac", "torch-not-built-with-mps"}


@pytest.mark.parametrize("line", [
    "WARNING:root:Device 'None' is not available. Switching to 'mps'.",
    "WARNING 2025-06-01 12:00:00 policies.py:87 Device 'cuda' is not available. Switching to 'mps'.",
    "INFO 2025-06-01 12:00:00 ils/utils.py:51 Metal backend detected, using mps.",
    "INFO:root:Metal backend detected, using mps.",
])
def test_lerobot_device_choice_reads_mps(line: str) -> None:
    assert "mps-available" in read(line)[1]


@pytest.mark.parametrize("line", [
    # no MPS: LeRobot falls back to the CPU
    "WARNING:root:Device 'cuda' is not available. Switching to 'cpu'.",
    "WARNING:root:No accelerated backend detected. Using default cpu, this will be slow.",
    # the source's own f-string names no device
    "logger.warning(f\"Device '{self.device}' is not available. Switching to '{auto_device}'.\")",
])
def test_lerobot_other_device_lines_read_no_mps(line: str) -> None:
    assert "mps-available" not in read(line)[1]


# https://github.com/autorope/donkeycar/pull/1203 (dev 6300), a commenter's clean install
DONKEYCAR_1203 = """# Update packages for macOS

DocGarbanzo · description · 2024-12-14
Unfreeze matplotlib and add tensorflow-metal to macos install for apple silicon

cfox570 · comment · 2024-12-16
DocGarbanzo, I just did a clean install with the current master and your changed files on my MacBook Air M1.   I found that pip install x86 versions for many of the python packages.   Are you aware of any setting to force the correct files to be installed?
"""


def test_donkeycar_1203_pip_taking_x86_packages_is_an_x86_python_on_arm() -> None:
    assert fact(DONKEYCAR_1203, "python.machine") == "x86_64"
    found = ids(DONKEYCAR_1203)
    assert {"apple-silicon", "python-x86-on-arm"} <= found
    assert not found & {"intel-mac", "not-a-mac"}


@pytest.mark.parametrize("sentence", [
    "I found that pip install x86 versions for many of the python packages.",
    "pip keeps installing the x86_64 wheels.",
    "uv downloaded x86_64 wheels for everything.",
    "pip still picks the Intel wheel for numpy.",
    "It installed x86_64 versions of numpy and scipy.",
])
def test_pip_taking_x86_builds_reads_an_x86_python(sentence: str) -> None:
    assert fact(f"My MacBook Pro M2. {sentence}", "python.machine") == "x86_64"


@pytest.mark.parametrize("sentence", [
    # a modal, an instruction, a denial, a condition, a question
    "pip should install arm64 versions, not x86 versions.",
    "You can force pip to install x86_64 wheels with --platform.",
    "pip doesn't install x86 wheels here.",
    "If pip installs x86 wheels, your Python is x86.",
    "Why does pip install x86 versions?",
    # the wheels named, not pip taking them
    "There are x86_64 wheels for numpy on PyPI.",
])
def test_other_words_of_x86_builds_read_no_python(sentence: str) -> None:
    assert fact(f"My MacBook Pro M2. {sentence}", "python.machine") is None


# https://github.com/dji-sdk/RoboMaster-SDK/issues/33 (dev 6304)
ROBOMASTER_33 = """# 请增加对 Apple M1 芯片的支持

GwenXD · description · 2020-12-22
M1 芯片的 MacBook Pro 无法安装 RoboMaster SDK

Python 版本：Python3.9 和 Python3.8 均无法安装

GwenXD · comment · 2021-01-27
通过 Anaconda 安装 Python 3.7 环境再 pip install robomaster 即可解决
"""


def test_robomaster_33_an_older_python_solved_it() -> None:
    assert fact(ROBOMASTER_33, "python.version") == "3.9"
    found = ids(ROBOMASTER_33)
    assert {"apple-silicon", "python-too-new"} <= found
    assert not found & {"python-too-old", "intel-mac"}


@pytest.mark.parametrize(("line", "python"), [
    ("Python 版本：Python3.9 和 Python3.8 均无法安装", "3.9"),
    ("Python version: Python3.10.4", "3.10.4"),
    ("Python: python3.8", "3.8"),
    ("Python 版本：Python 3.11", "3.11"),
])
def test_python_field_glued_to_its_version(line: str, python: str) -> None:
    assert fact(line, "python.version") == python


@pytest.mark.parametrize("line", [
    "换成python3.8就好了",
    "后来我换成Python3.8就好了",
    "降级到 Python 3.10 后问题解决",
    "使用python3.9重新建环境就可以了",
    "通过 Anaconda 安装 Python 3.7 环境再 pip install robomaster 即可解决",
])
def test_an_older_python_said_to_solve_it_in_chinese(line: str) -> None:
    assert "python-too-new" in ids(f"Python版本：3.11\n{line}")


@pytest.mark.parametrize("line", [
    # a suggestion, a condition, a question
    "建议用python3.8试试就好了",
    "如果换成python3.8就好了",
    "换成python3.8能解决吗？",
    # no outcome said
    "python3.8 和 python3.9 都不行",
])
def test_other_chinese_words_of_an_older_python_are_not_a_resolution(line: str) -> None:
    assert "python-too-new" not in ids(f"Python版本：3.11\n{line}")


def test_an_older_report_python_is_not_too_new() -> None:
    # the move is up, not down: the report's 3.7 was too old, not too new
    assert "python-too-new" not in ids("Python版本：3.7\n换成python3.8就好了")
