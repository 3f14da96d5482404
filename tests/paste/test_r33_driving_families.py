# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5800-5811 (autonomous driving: CARLA, nuScenes devkit, OpenPCDet,
mmdetection3d, Det3D, CenterPoint) exposed, each read from real text.

- A driving or traffic simulator named (CARLA, Unreal Engine, SUMO, MetaDrive, highway-env, AirSim, …) makes the
  report that simulator's user's, not a question whether the Mac runs MPS: no MPS macOS floor without PyTorch.
- A bare 'Run' opening a parenthesis, a line or a list item before 'on/under Rosetta' is an instruction or a build
  mode's name, not the writer's Python under Rosetta.
- A Linux or Windows setuptools build folder ('build/temp.linux-x86_64-3.7') names the building Python's version.
- setuptools' easy_install refusal ('Could not find suitable distribution for Requirement.parse('X')') is an
  installer's refusal, as pip's 'No matching distribution found for X' is.
- PyTorch's name glued to its release in an environment list ('pytorch1.7.1') is the installed torch.
"""

from __future__ import annotations

from pasted import fact, raised, read

# https://github.com/carla-simulator/carla/issues/4208 (dev 5801), the description's first lines
CARLA_4208 = """# Building Carla on M1 Mac Air Big Sur w/ Unreal Engine 4.25.4

christosachilleoudis · description · 2021-05-14
Hi Everyone! I was wondering whether anyone has tried building CARLA on the M1 Mac Air with M1 Chip.

Here are my currents specs:
laptop: MacBook Air M1 Chip
OS: macOS Big Sur (11.3.1)
Xcode: downloaded from the App Store (Version 12.5)"""

# https://github.com/carla-simulator/carla/pull/5086 (dev 5800), lines of the description
CARLA_5086 = """# Add early support for Apple Silicon (M1) build

GustavoSilvera · description · 2022-01-18
#### Description
There are several reasons why one might want to build CARLA on the M1 devices, not least of which is the incredible performance they house in a tiny form-factor. Here I present some changes that I needed to build CARLA on my M1 MAX machine.

- Allow >clang-8 building
- Add necessary flags to `make LibCarla && make launch && make package` in `x86_64` Apple (Run on rosetta)
- Add necessary flags to `make LibCarla && make PythonAPI && make check` in `arm64` (runs natively)

  * **Platform(s):** MacOS 12.1, Linux (Ubuntu 21.04), Windows 10"""

# https://github.com/open-mmlab/OpenPCDet/issues/187 (dev 5809), a line of spconv's build
OPENPCDET_187 = "-- Build files have been written to: /home/sarim/PycharmProjects/trajectory_prediction/spconv_8da6f96/build/temp.linux-x86_64-3.7"

# https://github.com/open-mmlab/mmdetection3d/issues/2941 (dev 5807), the whole stored issue
MMDET3D_2941 = """# [Feature] error: Could not find suitable distribution for Requirement.parse('nuscenes-devkit')；when bash:python setup.py install

MrGoldminer · description · 2024-03-30
### What is the feature?

how to fix it"""

# https://github.com/tianweiy/CenterPoint-KITTI/issues/23 (dev 5810), the description's first lines
CENTERPOINT_23 = """When I run the script `pip install pcdet-0.3.0+95b7309-cp37-cp37m-linux_x86_64.whl`. the error is below.
My environment is below:
pytorch1.7.1
cuda11.1
A600"""


def test_a_simulator_build_on_big_sur_is_not_told_about_mps() -> None:
    found = raised(CARLA_4208)
    assert "apple-silicon" in found and "macos-too-old-for-mps" not in found
    assert fact(CARLA_4208, "report.other_framework_named") is True


def test_driving_simulator_family() -> None:
    for text in ("I run SUMO on my M1 MacBook, macOS 11.2",
                 "MetaDrive crashes on my MacBook Air M1 with Big Sur 11.4",
                 "import highway_env fails on my M1 Mac, macOS 11.6",
                 "AirSim does not build on my M1 mac (macOS 12.1)",
                 "Unreal Engine 4.27 on my M1 Max, macOS 12.0.1",
                 "traci cannot connect on my M1 MacBook with macOS 11.5",
                 "pip install beamngpy on an M1, macOS 11.4"):
        assert fact(text, "report.other_framework_named") is True, text
        assert "macos-too-old-for-mps" not in raised(text), text


def test_a_simulator_beside_pytorch_keeps_the_mps_floor() -> None:
    assert "macos-too-old-for-mps" in raised("import torch with carla on my M1 mac running macOS 11.4")
    assert "macos-too-old-for-mps" in raised("My M1 Mac on macOS 11.4")


def test_words_that_name_no_simulator() -> None:
    for text in ("consumo on my M1", "carlapy2 on my M1", "the queue4 module on my M1", "sumotori"):
        assert fact(text, "report.other_framework_named") is None, text


def test_a_build_mode_run_on_rosetta_is_no_python_under_rosetta() -> None:
    assert fact(CARLA_5086, "python.translated") is None
    assert "python-x86-on-arm" not in raised(CARLA_5086)


def test_imperative_run_on_rosetta_family() -> None:
    for text in ("- Add flags to build in x86_64 mode (Run on rosetta)",
                 "- Run under Rosetta 2",
                 "Terminal settings:\nRun on Rosetta",
                 "* Run with Rosetta (Intel build)"):
        assert fact(text, "python.translated") is None, text


def test_running_under_rosetta_is_still_read() -> None:
    for text in ("I run it on rosetta", "It runs on rosetta", "we are running under Rosetta",
                 "python runs on rosetta on my M1", "My conda (run under Rosetta) fails"):
        assert fact(text, "python.translated") == 1, text


def test_a_linux_build_folder_names_the_python() -> None:
    assert fact(OPENPCDET_187, "python.version") == "3.7"
    assert {"not-a-mac", "python-too-old"} <= raised(OPENPCDET_187)


def test_build_folder_without_os_version_family() -> None:
    for text, version in (("copying build/lib.linux-x86_64-3.7/pcdet/ops/iou3d_nms/iou3d_nms_utils.py -> pcdet/ops", "3.7"),
                          ("creating build\\lib.win-amd64-3.8\\foo", "3.8"),
                          ("gcc -c src/x.c -o build/temp.linux-aarch64-3.10/src/x.o", "3.10"),
                          ("building 'x' extension in build/temp.win32-3.7", "3.7"),
                          ("build/lib.macosx-10.9-x86_64-3.7/foo", "3.7")):
        assert fact(text, "python.version") == version, text


def test_build_folders_that_name_no_python() -> None:
    for text in ("build/lib.linux-x86_64-cpython-310/foo",
                 "build/lib.linux-x86_64/foo",
                 "the lib.linux-gnu-3.7 folder"):
        assert fact(text, "python.version") is None, text


def test_easy_install_refusal_is_an_install_failure() -> None:
    _, symptoms = read(MMDET3D_2941)
    assert symptoms == ["pip-no-matching-distribution"]
    assert "import-failed" not in raised(MMDET3D_2941)


def test_easy_install_refusal_family() -> None:
    for text in ("error: Could not find suitable distribution for Requirement.parse('spconv>=1.2')",
                 "No local packages or working download links found for spconv>=1.2",
                 'error: Could not find suitable distribution for Requirement.parse("torch==1.4.0")',
                 "error: Could not find suitable distribution for Requirement.parse( 'numba' )",
                 # a long title hard-wrapped inside the message
                 "# [Feature] error: Could not find suitable distribution for\nRequirement.parse('nuscenes-devkit')；when bash:python setup.py install"):
        assert "pip-no-matching-distribution" in read(text)[1], text
    # a torch the installer could not fetch is not installed
    assert fact("error: Could not find suitable distribution for Requirement.parse('torch==1.4.0')\nI need torch 1.4.0", "torch.version") is None


def test_suitable_distribution_in_prose_is_no_refusal() -> None:
    for text in ("I could not find a suitable distribution for my needs",
                 "there are no working download links found for the dataset"):
        assert read(text)[1] == [], text


def test_pytorch_glued_to_its_release_is_installed() -> None:
    assert fact(CENTERPOINT_23, "torch.version") == "1.7.1"
    assert "torch-outdated" in raised(CENTERPOINT_23)


def test_glued_torch_release_family() -> None:
    for text, version in (("I use torch1.10.0+cu113 and python3.8", "1.10.0+cu113"),
                          ("PyTorch1.8.0, CUDA 11.1", "1.8.0"),
                          ("env: Pytorch1.9.1 / cuda10.2", "1.9.1"),
                          ("- pytorch1.7.1\n- cuda11.0", "1.7.1")):
        assert fact(text, "torch.version") == version, text


def test_glued_torch_releases_that_are_not_installed() -> None:
    for text in ("pip install mmcv-full -f https://download.openmmlab.com/mmcv/dist/cu110/torch1.7.0/index.html",
                 "conda activate env_pytorch1.7.1",
                 "source activate pytorch1.7.1-env",
                 "I want to install pytorch1.7.1",
                 "torch1.7.1 or later"):
        assert fact(text, "torch.version") is None, text


# https://github.com/nutonomy/nuscenes-devkit/issues/903 (dev 5805), the description's first lines
NUSCENES_903 = """# failed with 'pip install nuscenes-devkit'

harborsarah · description · 2023-03-27
Hi,
I would like to ask if python 3.9 is suitable for installing nuscenes package? Also, I check the requirement.txt files and didn't find it is required to install 'pycocotools' but when i try to download nuscenes, it is always error when build wheel of pycocotools. I would like to ask how to solve this problem."""


def test_a_driving_dataset_toolkit_named_alone_is_a_report() -> None:
    assert fact(NUSCENES_903, "report.other_framework_named") is True
    assert not raised(NUSCENES_903) & {"not-a-mac", "apple-silicon", "intel-mac", "python-too-old"}


def test_driving_dataset_toolkit_family() -> None:
    for text in ("`python3-dev` is indeed required by [nuscenes-devkit](https://github.com/nutonomy/nuscenes-devkit/blob/master/docs/installation.md).",
                 "pip install nuplan-devkit fails on my M1, macOS 11.6",
                 "pip install waymo-open-dataset-tf-2-11-0==1.5.0",
                 "ERROR: Failed building wheel for pycocotools",
                 "from nuscenes.nuscenes import NuScenes",
                 "import lyft_dataset_sdk",
                 "pip install argoverse-api"):
        assert fact(text, "report.other_framework_named") is True, text
    assert "macos-too-old-for-mps" not in raised("pip install nuplan-devkit fails on my M1, macOS 11.6")


def test_words_that_name_no_dataset_toolkit() -> None:
    for text in ("I load the coco scenes", "the waymo car", "a lyft ride"):
        assert fact(text, "report.other_framework_named") is None, text
