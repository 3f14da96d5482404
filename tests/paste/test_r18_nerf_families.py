# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2740-2754 (3D reconstruction, NeRF and gaussian splatting on Macs) exposed,
each read from real text.

A question whether Docker images exist ('are there Docker images for Mac?') is no container anything ran in; a torch
someone had to install ('Had to install torch 2.4.1') is the installed one, not a wanted one; nerfstudio's dotted
option '--machine.device-type mps' with the run's output said beside it ('generated super blurry reconstruction') is a
run on MPS; a compiler's include flag into site-packages ('-I/Users/…/lib/python3.7/site-packages/torch/include')
names the building Python's version.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/nerfstudio-project/nerfstudio/issues/2438
NERFSTUDIO_2438 = """Mac Installation Instructions?

sudoku-lord · description · 2023-09-17
Hi! I saw on [this link](https://neuralradiancefields.io/nerfstudio-v0-3-2-released/) that NeRFStudio is now compatible with MacBooks which have M1/M2 chips. I'm wondering if the instructions for installation are the same as the PC ones, or whether there's a separate set of instructions for Mac installation available somewhere else. Additionally, are there Docker images for Mac?
"""
# https://github.com/bitnami/bitnami-docker-zookeeper/issues/54
BITNAMI_54 = """Will there be a docker image that supports Apple silicon in the future?
"""
# https://github.com/devaslanphp/project-management/issues/127 (the question, then the compose run that failed)
PROJECT_MANAGEMENT_127 = """Docker Image for Apple Silicion

First of all thank your for your work!

Might it be possible to provide also a Docker Image for apple silicon?

When I run `docker compose up -d` I get
"""
# https://github.com/nerfstudio-project/nerfstudio/issues/3559
NERFSTUDIO_3559 = """poster super blurry on Mac M1

robogo-pj · description · 2025-01-02
Pro Mac M1 generated super blurry reconstruction of poster.

used this training command: ns-train nerfacto --data data/nerfstudio/poster --machine.device-type mps

nothing that looks like a chair.

Had to install torch 2.4.1 and most recent torchvision instead of 2.0.1 to get it to install.
"""
# course notes with the same command and no run described (found with the code search)
NS_TRAIN_NOTES = """PYTORCH_ENABLE_MPS_FALLBACK=1 ns-train nerfacto --data ./nerfstudio_data --machine.device-type mps --mixed-precision False

ns-export poisson --load-config PATH_TO_CONFIG --output-dir ./exported_mesh
"""
# https://github.com/facebookresearch/pytorch3d/issues/16
PYTORCH3D_16 = """    building 'pytorch3d._C' extension
    clang -Wno-unused-result -Wsign-compare -Wunreachable-code -DNDEBUG -g -fwrapv -O3 -Wall -Wstrict-prototypes -I/Users/gu/opt/anaconda3/include -arch x86_64 -I/Users/gu/opt/anaconda3/include -arch x86_64 -I/Users/gu/codes/pytorch3d/pytorch3d/csrc -I/Users/gu/opt/anaconda3/lib/python3.7/site-packages/torch/include -I/Users/gu/opt/anaconda3/lib/python3.7/site-packages/tor
"""
# https://github.com/pytorch/pytorch/issues/2881
PYTORCH_2881 = """Environment: macOS 10.13 High Sierra, CUDA 9.0.197, cuDNN 7, Python 3.6.1 (Anaconda 5.0.0), AppleClang 8.0.0 (installed through Apple XCode CLT).

clang -Wno-unused-result -Wsign-compare -Wunreachable-code -DNDEBUG -g -fwrapv -O3 -Wall -I/Users/tongfei/anaconda/include -arch x86_64 -I/Users/tongfei/anaconda/include -arch x86_64 -I/Users/tongfei/my/proj/py/pytorch -I/Users/tongfei/anaconda/lib/python3.6/site-packages/numpy/core/include -I/usr/local/cuda/include
"""
# https://github.com/pytorch/pytorch/issues/2682
PYTORCH_2682 = """clang -Wno-unused-result -Wsign-compare -Wunreachable-code -DNDEBUG -g -fwrapv -O3 -Wall -I/Users/Liltri/miniconda3/include -arch x86_64 -I/Users/Liltri/Desktop/pytorch/torch/lib/tmp_install/include/ATen -I/Users/Liltri/miniconda3/lib/python3.6/site-packages/numpy/core/include -I/Users/Liltri/Desktop/pytorch/torch/lib/tmp_install/include/THD
"""


@pytest.mark.parametrize("text", [NERFSTUDIO_2438, BITNAMI_54])
def test_a_question_whether_docker_images_exist_is_no_container(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("host.os") != "Linux"
    assert not {"not-a-mac", "no-metal-device"} & ids(text)


def test_an_image_asked_for_beside_a_compose_run_is_still_a_container() -> None:
    facts, _ = read(PROJECT_MANAGEMENT_127)
    assert facts["host.os"] == "Linux"


@pytest.mark.parametrize("text", ["I run it in a docker container on my M1 Mac and import torch fails.",
                                  "Is there a docker image for this? I run it in a docker container on my M1."])
def test_docker_run_in_words_is_still_a_container(text: str) -> None:
    facts, _ = read(text)
    assert facts["host.os"] == "Linux"
    assert facts["host.container_host"] == "apple-silicon"


def test_a_torch_someone_had_to_install_is_the_installed_one() -> None:
    facts, _ = read(NERFSTUDIO_3559)
    assert facts["torch.version"] == "2.4.1"
    assert "torch-outdated" in ids(NERFSTUDIO_3559)


@pytest.mark.parametrize("text", ["I am trying to install torch 2.4.1 on my M1 Mac.",
                                  "I have to install torch 2.4.1 for this project.",
                                  "I am unable to install torch 2.4.1 on my M1 Mac."])
def test_a_torch_to_be_installed_is_still_wanted(text: str) -> None:
    facts, _ = read(text)
    assert "torch.version" not in facts


def test_nerfstudio_device_type_mps_with_the_output_said_is_mps_running() -> None:
    facts, _ = read(NERFSTUDIO_3559)
    assert facts["torch.mps_available"] is True
    assert {"apple-silicon", "mps-available"} <= ids(NERFSTUDIO_3559)


def test_the_device_type_option_alone_is_no_run() -> None:
    facts, _ = read(NS_TRAIN_NOTES)
    assert "torch.mps_available" not in facts
    assert "mps-available" not in ids(NS_TRAIN_NOTES)


def test_a_device_type_run_that_stopped_is_no_mps_run() -> None:
    text = NERFSTUDIO_3559.replace("nothing that looks like a chair.", "Traceback (most recent call last):\nRuntimeError: boom")
    facts, _ = read(text)
    assert "torch.mps_available" not in facts


@pytest.mark.parametrize(("text", "python"), [(PYTORCH3D_16, "3.7"), (PYTORCH_2881, "3.6"), (PYTORCH_2682, "3.6")])
def test_an_include_flag_into_site_packages_names_the_python(text: str, python: str) -> None:
    facts, _ = read(text)
    assert facts["python.version"] == python
    assert "python-too-old" in ids(text)


def test_a_flag_glued_to_another_word_names_no_python() -> None:
    facts, _ = read("-DFOO-I/Users/gu/opt/anaconda3/lib/python3.7/site-packages/torch/include")
    assert "python.version" not in facts
