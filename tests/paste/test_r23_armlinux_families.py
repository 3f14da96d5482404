# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4140-4151 (ARM64 machines that are not Macs, and Linux on Apple hardware:
Raspberry Pi, NVIDIA Jetson, AWS Graviton, Ampere, Windows on ARM, Docker on Apple silicon) exposed, each read from
real text. ARM64 does not mean a Mac: each machine below runs Linux or Windows.

- An NVIDIA Jetson named without its model ('在 Nvidia Jetson 上安装'), and the Raspberry Pi and the other Linux
  single-board computers by their short names ('rpi 4's', Ubuntu's '-raspi' kernel, Orange Pi, ODROID): Linux
  (prose-arm-board, widened).
- An ARM64 server named as the machine (AWS Graviton and its EC2 'g' instance types, Ampere Altra / AmpereOne, OCI's
  A1.Flex): Linux (prose-arm-server).
- A Windows-on-ARM PC named as the machine (Snapdragon X Elite / X Plus / 8cx, Microsoft SQ1-SQ3, Surface Pro X,
  Surface Laptop 7): Windows (prose-windows-arm-pc).
"""

from __future__ import annotations

import pytest
from pasted import ids, raised, read

MAC_ONLY = {"apple-silicon", "intel-mac", "python-x86-on-arm", "rosetta-missing", "torch-x86-build",
            "no-metal-device", "mps-unavailable", "macos-too-old-for-mps"}

# https://github.com/xorbitsai/xllamacpp/issues/29 (dev 4144): the whole thread
XLLAMACPP_29 = """# ARM CUDA 版本的 wheel

xxnuo · description · 2025-05-18
在 Nvidia Jetson 上安装，失败了，没有对应的 wheel
"""

# https://github.com/pytorch/pytorch/issues/176993 (dev 4142): the title and the comment, without 'Illegal
# instruction' so the board alone decides
PYTORCH_176993_COMMENT = """Warfields · comment · 2026-03-17
Tbf @malfet rpi 4's will be out there and supported for a very long time.
"""

# https://github.com/duyluandethuong/laptop_battery_test/issues/1 (dev 4150): the sentence naming the laptop, without
# the Windows paths (the clause before it, 'I managed to get it to work … on MacOS ARM', names another machine)
BATTERY_1 = "but I can't make it work on a Snapdragon Elite Widows ARM laptop (a Samsung Galaxy Book4 Edge 16 Pro)."
# the same report as stored, to its first build lines: the Mac it names is where the script worked
BATTERY_1_REPORT = r"""# psutil wheels don't work on windows arm

KaameLoth · description · 2024-08-28
Hi there !
I am trying to use your script to measure laptop battery life on various platforms. I managed to get it to work on Windows x86-64bit and on MacOS ARM, but I can't make it work on a Snapdragon Elite Widows ARM laptop (a Samsung Galaxy Book4 Edge 16 Pro). The script keeps telling me that psutil wheels cannot be built : "Building wheel for psutil (pyproject.toml) did not run successfully."
Here is the full text : 

C:\Users\Les Numériques>pip install psutil
Collecting psutil
  Using cached psutil-6.0.0.tar.gz (508 kB)
      creating build\lib.win-arm64-cpython-312
"""
# https://github.com/40Cakes/pokebot-gen3/issues/345 (dev 4151): the prose, without the python312-arm64 paths
POKEBOT_345 = "When I run the Python script on my Surface Laptop 7, which has a Snapdragon chip in it, I get errors and the app crashes when trying to install the dependencies."
# https://github.com/IBM/ibm-bob/issues/2760: Windows' About page, pasted
BOB_2760 = "Processor\tSnapdragon(R) X 12-core X1E80100 @ 3.40 GHz (3.42 GHz)\nInstalled RAM\t16.0 GB (15.6 GB usable)\n"


def test_real_jetson_without_its_model_is_linux() -> None:
    values, _ = read(XLLAMACPP_29)
    assert values["host.os"] == "Linux"
    found = ids(XLLAMACPP_29)
    assert "not-a-mac" in found
    assert not found & MAC_ONLY


@pytest.mark.parametrize("text", [
    "pip install fails on an NVIDIA Jetson",
    "Many are using this library on Nvidia Jetson/Orin devices",
    "It runs on my Jetson but pip cannot find a wheel",
    "Is there any wheel suitable for Jetson devices?",
    "I use a Jetson dev kit with JetPack",
    "on the jetson, torch.cuda.is_available() returns False",
    "we deploy on Jetson Thor",
    "Jetson boards need their own wheels",
])
def test_jetson_family_is_linux(text: str) -> None:
    assert read(text)[0].get("host.os") == "Linux", text
    assert "not-a-mac" in raised(text), text


@pytest.mark.parametrize("text", [
    "jetson-inference fails to build",  # a project's name
    "Mr Jetson said the build fails",  # a person's name
    "clone dusty-nv/jetson-containers first",
])
def test_jetson_near_misses_are_not_read(text: str) -> None:
    assert read(text)[0].get("host.os") is None, text


def test_real_raspberry_pi_short_name_is_linux() -> None:
    assert read(PYTORCH_176993_COMMENT)[0].get("host.os") == "Linux"
    assert "not-a-mac" in raised(PYTORCH_176993_COMMENT)


@pytest.mark.parametrize("text", [
    "torch crashes on my RPi4",
    "torch crashes on an RPi 5",
    "tested on rpi4b with 8GB",
    "the RPi-3 cannot build it",
    "installing to RasPi fails",
    "Kernel 5.13.0-1011-raspi crashes on import",
    "Orange Pi 5 with RK3588: pip install fails",
    "on a Rock Pi 4 the wheel is missing",
    "an ODROID-N2 board fails to import torch",
    "my Banana Pi cannot build numpy",
])
def test_raspberry_pi_and_other_boards_are_linux(text: str) -> None:
    assert read(text)[0].get("host.os") == "Linux", text
    assert "not-a-mac" in raised(text), text


@pytest.mark.parametrize("text", [
    "run raspi-config to enable the camera",  # a tool's name, said from any machine
    "ssh pi@raspi.local then pip install",  # a host name, the ssh run from any machine
    "import RPi.GPIO fails",  # no board number
    "the rpi module is missing",
    "a rock band picture",
])
def test_board_near_misses_are_not_read(text: str) -> None:
    assert read(text)[0].get("host.os") is None, text


@pytest.mark.parametrize("text", [
    # https://github.com/open-telemetry/opentelemetry-collector/issues/3346
    "arm64 rpms will not install on AWS Graviton machines",
    "Choose an instance type with a `g` to use the latest generation of instances (Graviton); for example `t4g.micro`.",
    # https://github.com/SimpleITK/SimpleITK/issues/1534
    "We use AWS Graviton2 ARM instances with a variety of python versions",
    "pip install torch fails on a c7g.xlarge",
    "it crashes on m6g.large and r7g.4xlarge",
    "benchmarked on Graviton3",
    "on a Graviton instance the wheel is missing",
    "our CI runs on Ampere Altra servers",
    "tested on an Ampere Altra Max",
    "an AmpereOne box",
    "shape VM.Standard.A1.Flex with 4 OCPUs",
])
def test_arm_servers_are_linux(text: str) -> None:
    assert read(text)[0].get("host.os") == "Linux", text
    assert "not-a-mac" in raised(text), text


@pytest.mark.parametrize("text", [
    "training on an Ampere GPU",  # NVIDIA's GPU architecture
    "the NVIDIA Ampere architecture supports bf16",
    "I launched a mac2.metal instance",  # EC2's Apple-silicon Mac
    "graviton waves in the simulation",  # the physicist's graviton
    "a g5.xlarge instance",  # an x86 GPU instance, not a Graviton
])
def test_server_near_misses_are_not_read(text: str) -> None:
    assert read(text)[0].get("host.os") is None, text


@pytest.mark.parametrize("text", [BATTERY_1, POKEBOT_345, BOB_2760])
def test_real_windows_on_arm_pcs_are_windows(text: str) -> None:
    assert read(text)[0].get("host.os") == "Windows", text
    found = raised(text)
    assert "not-a-mac" in found, text
    assert not found & MAC_ONLY, text


@pytest.mark.parametrize("text", [
    "pip fails on my Snapdragon X Plus laptop",
    "a Snapdragon X Elite machine",
    "Snapdragon (TM) X Elite - X1E78100",
    "on a Snapdragon 8cx Gen 3 laptop",
    "Processor Microsoft SQ2 @ 3.15 GHz",
    "my Surface Pro X cannot install numpy",
    "on the Surface Laptop 7",
])
def test_windows_on_arm_family_is_windows(text: str) -> None:
    assert read(text)[0].get("host.os") == "Windows", text
    assert "not-a-mac" in raised(text), text


@pytest.mark.parametrize("text", [
    "my phone has a Snapdragon 8 Gen 2",  # Android
    "a Chromebook with a Snapdragon 7c",
    "my Surface Laptop 5 is fine",  # no ARM model named
    "the surface plus the edge",
])
def test_windows_on_arm_near_misses_are_not_read(text: str) -> None:
    assert read(text)[0].get("host.os") != "Windows", text


def test_real_windows_on_arm_report_naming_a_mac_elsewhere_is_not_a_mac() -> None:
    assert read(BATTERY_1_REPORT)[0].get("host.os") == "Windows"
    found = ids(BATTERY_1_REPORT)
    assert "not-a-mac" in found
    assert not found & MAC_ONLY


def test_a_mac_named_beside_an_arm_pc_keeps_the_report_undecided() -> None:
    # the person's Mac and a Jetson or Snapdragon laptop in one text: neither is taken as the one machine
    for text in ("I trained on my M1 MacBook Pro and deploy to an NVIDIA Jetson",
                 "Works on my M1 Mac. On my Surface Laptop 7 pip install numpy fails"):
        assert "not-a-mac" not in raised(text), text
