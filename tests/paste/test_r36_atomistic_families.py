# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6040-6051 (machine-learned interatomic potentials and atomistic ML: DeePMD-kit,
NequIP, TorchANI, SchNetPack, torch-scatter/torch-cluster builds) exposed, each read from real text.

- Interatomic-potential and atomistic ML libraries (SchNetPack and its spktrain, NequIP's tools, TorchANI, e3nn, MACE,
  CHGNet, M3GNet, MatGL, fairchem, TorchMD-Net, SevenNet, DeePMD-kit and its dpgen, dpdata, lammps-dp) named by a post
  with no other clue make a report about that library's user, not text with nothing in it.
- A Linux cluster keeps its users' homes on a shared file system's /public/home, /share/home or /data/home: a path
  there is a Linux machine's, as /home is.
- A Linux distribution that a distributor's packages are built on or moved to ('anaconda upgrade their packages to
  CentOS 7') is every user's build platform, not the machine of the post.
"""

from __future__ import annotations

import pytest
from pasted import fact, raised

# https://github.com/atomistic-machine-learning/schnetpack/issues/592 (dev 6050), verbatim as stored (cut in the config tree)
SCHNETPACK_592 = '# Error in qm9 tutorial\n\nJonathanSchmidt1 · description · 2024-01-05\nThank you for the great package.\nRunning spktrain experiment=qm9_atomwise produces an error after the first epoch while the md17 example runs fine.  Seemingly the validation loss cannot be found.\nHere is the full stack trace:\n```\n⚙ Running with the following config:\n├── run\n│   └── work_dir: ${hydra:runtime.cwd}                                                                                                                                                                             \n│       data_dir: ${run.work_dir}/data                                                                                                                                                                             \n│       path: ${run.work_dir}/runs                                                                                                                                                                                 \n│       experiment: qm9_${globals.property}                                                                                                                                                                        \n│       id: ${uuid:1}                                                                                                                                                                                              \n│       ckpt_path: null\n'

# https://github.com/mir-group/nequip/issues/448 (dev 6047), verbatim as stored
NEQUIP_448 = '# Error with nequip-evaluate❓ [QUESTION]\n\ntxy159 · description · 2024-07-15\n**Dear developers,**\n\n**I tried to evaluate the trained model with the following command:**\n\nnequip-evaluate --train-dir results/example --model results/best_model --batch-size 4 --output eval.xyz\n\n**I got the following error message:**\n\nLoading model...\nloaded deployed model.\nLoading original dataset...\nLoaded dataset specified in config.yaml.\nUsing origial training dataset (7515 frames) minus training (6012 frames) and validation frames (753 frames), yielding a test set size of 750 frames.\nStarting...\nTraceback (most recent call last):\n  File "/public/home/miniconda3/envs/allegro/bin/nequip-evaluate", line 8, in <module>\n    sys.exit(main())\n  File "/public/home/miniconda3/envs/allegro/lib/python3.8/site-packages/nequip/scripts/evaluate.py", line 372, in main\n    out = model(AtomicData.to_AtomicDataDict(batch))\n  File "/public/home/miniconda3/envs/allegro/lib/python3.8/site-packages/torch/nn/modules/module.py", line 1102, in _call_impl\n    return forward_call(*input, **kwargs)\nRuntimeError: The following operation failed in the TorchScript interpreter.\nTraceback of TorchScript (most recent call last):\nRuntimeError: Unsupported value kind: Tensor\n\n** The output file only contains 8 structures. Do you have any suggestions on solving this problem ?**\n\n**Thanks in advance.**\n\ncw-tan · comment · 2024-07-16\nHi @txy159 ,\n\nThank you for your int\n'

# https://github.com/deepmodeling/deepmd-kit/issues/750 (dev 6040), verbatim as stored
DEEPMD_750 = "# installation issue\n\nmike-zz · description · 2021-06-15\nDear developers, \n\nI tried \n\n`conda install deepmd-kit=*=*cpu lammps-dp=*=*cpu -c deepmodeling`\n\nbut got this error \n\n`conda: No match`\n\nCould you please help me?\n\nThanks!\nMike\n\nnjzjz · comment · 2021-06-15\nHave you installed [conda](https://github.com/conda/conda)?\n\nmike-zz · comment · 2021-06-16\nYes, I have.\n\nnjzjz · comment · 2021-06-17\nDo you mean you can't find `conda` or others? Please post the full error message.\n\nmike-zz · comment · 2021-06-17\nI meant I have installed `conda`. It works (for other things). It just doesn't for \n`conda install deepmd-kit=*=*cpu lammps-dp=*=*cpu -c deepmodeling`\nThe full error message is \n`conda: No match.`\n\nnjzjz · comment · 2021-06-17\nCan you try `conda create -n deepmd deepmd-kit=*=*cpu lammps-dp=*=*cpu -c deepmodeling` to create a new environment? Recently anaconda upgrade their packages to CentOS 7, which may cause inconsistent with old packages.\n\nGavinStevensHoboken · comment · 2022-06-23\nI also met this problem, $ conda create -n deepmd deepmd-kit=*=*cpu lammps-dp=*=*cpu -c deepmodeling\nzsh: no matches found: deepmd-kit=*=*cpu\n(base)\n\nGavinStevensHoboken · comment · 2022-06-23\nIs this project compatible with macOS terminal?\n\nshoehangxh · comment · 2023-01-04\nhave u solved this problem, i also came across this issue.\n\nGavinStevensHoboken · comment · 2023-01-04\n> > Is this project compatible with macOS term\n"


def test_schnetpack_592_reads_as_a_library_users_report() -> None:
    assert fact(SCHNETPACK_592, "report.other_framework_named") is True
    assert raised(SCHNETPACK_592)  # a report, not 'no environment report recognised'
    assert "not-a-mac" not in raised(SCHNETPACK_592)


@pytest.mark.parametrize("text", [
    # https://github.com/atomistic-machine-learning/schnetpack/issues/613
    'When I use the specified command "_$ spktrain experiment=qm9_atomwise_", the following error is raised',
    # https://github.com/atomistic-machine-learning/schnetpack/issues/138
    "schnetpack_qm9.py train schnet /data/schnet/data /data/schnet/model --split 10000 1000.",
    # https://github.com/mir-group/nequip/issues/448
    "nequip-evaluate --train-dir results/example --model results/best_model --batch-size 4 --output eval.xyz",
    "Running nequip-train configs/example.yaml fails after the first epoch",
    "the crash is inside torchani/nn.py when the ensemble loads",
    "conda install deepmd-kit=*=*cpu lammps-dp=*=*cpu -c deepmodeling",
    "dpgen run param.json machine.json stops at the training step",
    "pip install mace-torch",
    "from mace.calculators import mace_mp",
    "pip install e3nn",
    "pip install chgnet",
    "import matgl",
    "pip install fairchem-core",
    "from ocpmodels.common.relaxation.ase_utils import OCPCalculator",
    "SPKTRAIN experiment=md17 does the same",
])
def test_atomistic_library_named(text: str) -> None:
    assert fact(text, "report.other_framework_named") is True


@pytest.mark.parametrize("text", [
    "I like mace on my food",
    "a SchNet model trained on QM9",
    "dp train input.json",
    "the ani model is slow",
    "macerate the leaves",
    "e3 nn layers",
    "the deep md run crashed",
])
def test_atomistic_library_near_misses(text: str) -> None:
    assert fact(text, "report.other_framework_named") is None


def test_nequip_448_cluster_home_is_linux() -> None:
    assert fact(NEQUIP_448, "host.os") == "Linux"
    assert "not-a-mac" in raised(NEQUIP_448)


@pytest.mark.parametrize("text", [
    'File "/public/home/miniconda3/envs/allegro/bin/nequip-evaluate", line 8, in <module>',
    # cluster scripts found with the code search (code-search index ids 60395466135, 46448281965, 12259940684)
    "source /share/home/rzli/miniconda3/etc/profile.d/conda.sh",
    "setwd('/Share/home/zhangqf7/gongjing/zebrafish/result')",
    'File "/data/home/yilingliu/miniconda3/envs/mtml/lib/python3.11/dataclasses.py", line 815, in _get_field',
    "bash '/public/home/user1/run_allegro.sh'",
    "ls /public/home/me/",
])
def test_cluster_home_paths_are_linux(text: str) -> None:
    assert fact(text, "host.os") == "Linux"


@pytest.mark.parametrize("text", [
    # web projects' folders (code-search index ids 8732728, 7300957168)
    'import Home from "./src/pages/public/home/Home";',
    "import light_bg from '../public/home/light_bg.png'",
    "/Volumes/data/home/me/train.py",
    "/Users/me/share/home/notes.txt",
    "/public/homes/me/x.py",
])
def test_cluster_home_near_misses(text: str) -> None:
    assert fact(text, "host.os") != "Linux"


def test_deepmd_750_build_platform_is_not_the_machine() -> None:
    assert fact(DEEPMD_750, "host.os") is None
    assert "not-a-mac" not in raised(DEEPMD_750)


@pytest.mark.parametrize("text", [
    "Recently anaconda upgrade their packages to CentOS 7, which may cause inconsistent with old packages.",
    "the packages are built on CentOS 7",
    "Our binaries were compiled against Debian 11.",
    "we moved our builds to Ubuntu 20.04 last month",
    "The wheels are built on Linux.",
    "conda-forge migrated all its packages to CentOS 7 last year",
    "the builds\nare built on CentOS 7",
])
def test_build_platform_distribution_is_not_read(text: str) -> None:
    assert fact(text, "host.os") is None


@pytest.mark.parametrize("text", [
    "I upgraded my server to CentOS 7",
    "I installed the packages on CentOS 7",
    "I am running on Ubuntu 20.04",
    "OS: Ubuntu 22.04",
    "the packages fail on CentOS 7",
    "CentOS Linux 7 here, and the packages are built on it",
])
def test_build_platform_near_misses_still_read_the_machine(text: str) -> None:
    assert fact(text, "host.os") == "Linux"
