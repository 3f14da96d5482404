# ruff: noqa: E501  (real pasted lines are kept whole)
"""Which torch a report says is installed, every way people and programs write it, and which it only asks for.

The never-seen batch 1070-1089 (torch versions on Macs) exposed a version read from what someone wants: an install
command's pin, an installer's step (kohya's ``Installing package: torch==2.0.0``), a sentence about installing one
(``when installing `torch==2.2.2` with `ltt```, ``trying to install PyTorch 2.7.1``). Each sample is real captured text
(the thread is named); the parser must read exactly what a careful reader takes from it.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

INSTALLED = [
    ("https://github.com/bmaltais/kohya_ss/issues/1954 (its install step names the same release)",
     "12:33:40-655566 INFO     Using CPU-only Torch                                                                                                        \n"
     "12:33:41-197538 INFO     Torch 2.0.0                                                                                                                 \n"
     "12:33:41-198112 WARNING  Torch reports CUDA not available                                                                                            \n"
     "12:33:41-199427 INFO     Installing package: torch==2.0.0 torchvision==0.15.1 -f ht\n",
     "2.0.0", "12:33:41-197538 INFO     Torch 2.0.0"),
    ("https://github.com/kohya-ss/sd-scripts/issues/1109 (the log's install step asks for the same build)",
     "09:41:58-799113 INFO     nVidia toolkit detected\n09:41:59-694567 INFO     Torch 2.1.2+cu118\n"
     "09:41:59-706490 INFO     Torch backend: nVidia CUDA 11.8 cuDNN 8700\n"
     "09:41:59-709481 INFO     Installing package: torch==2.1.2+cu118 torchvision==0.16.2+cu118 torchaudio==2.1.2+cu118\n",
     "2.1.2+cu118", "INFO     Torch 2.1.2+cu118"),
    ("https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/10267 (a nightly named with its date)",
     "[Bug]: Torch 2.1.0.dev20230510 installed but still showing [!] torch version 1.12.1 installed.\n",
     "2.1.0.dev20230510", "Torch 2.1.0.dev20230510 installed"),
    ("https://github.com/m-bain/whisperX/issues/983 ('install' for 'installs': what pip did)",
     'When running pip install whisperx it installs torch without cuda enabled. I\'m running this inside the conda environment.\n\nIt also install torch 2.5.0, but the conda install is 2.0.0 before the "pip install whisperx" in the description.\n',
     "2.5.0", "It also install torch 2.5.0"),
    ("https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/4109 (pip's interpreter, no pin asked)",
     "Looking in indexes: https://pypi.org/simple, https://download.pytorch.org/whl/nightly/cpu\n"
     "Requirement already satisfied: torch in /opt/homebrew/lib/python3.10/site-packages (1.12.1)\n"
     "Requirement already satisfied: torchvision in /opt/homebrew/lib/python3.10/site-packages (0.13.1)\n",
     "1.12.1", "Requirement already satisfied: torch in"),
    ("https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/7495 (after the command that asked for it)",
     "Installing torch and torchvision\nRequirement already satisfied: torch==1.12.1 in ./venv/lib/python3.10/site-packages (1.12.1)\n"
     "Requirement already satisfied: typing-extensions in ./venv/lib/python3.10/site-packages (from torch==1.12.1) (4.4.0)\n",
     "1.12.1", "Requirement already satisfied: torch==1.12.1"),
]


@pytest.mark.parametrize(("thread", "text", "version", "line"), INSTALLED)
def test_the_installed_torch_is_read_from_what_reports_it(thread: str, text: str, version: str, line: str) -> None:
    values, _ = read(text)
    assert values["torch.version"] == version, thread
    assert line in values["python.packages"]["torch"]["source"], thread


WANTED = [
    ("https://github.com/zsyOAOA/InvSR/issues/13",
     "run `pip3 install torch==2.4.0 torchvision==0.19.0 torchaudio==2.4.0 --index-url https://download.pytorch.org/whl/cu121` got error:\n\n"
     "Looking in indexes: https://download.pytorch.org/whl/cu121\n"
     "ERROR: Could not find a version that satisfies the requirement torch==2.4.0 (from versions: none)\n"
     "ERROR: No matching distribution found for torch==2.4.0\n\nsystem info:\n\n- Apple M1 Pro\n- version: 15.2 (24C101)\n"),
    ("https://github.com/fepegar/SlicerPyTorch/issues/18",
     "~Something I've noticed is that in Slicer I get the former, while I get the latter when installing `torch==2.2.2` with `ltt` from my terminal. The version of `light-the-torch` is 0.8.0 in both environments. Maybe @jcfr knows why this might be?~\n"),
    ("https://github.com/pytorch/pytorch/issues/157271",
     "Missing MPS-compatible build for PyTorch 2.7.1 on Apple Silicon (M4)\n\nHi team,\n\n"
     "I'm working on a high-performance Apple Silicon M4 environment and have encountered a limitation when trying to install PyTorch 2.7.1 with MPS support.\n"),
    ("https://github.com/pyg-team/pytorch_geometric/issues/5947",
     "conda create -n torch24 python==3.11\nconda activate torch24\nmamba install -y clang_osx-arm64 clangxx_osx-arm64 gfortran_osx-arm64 cmake \n"
     "mamba install -y pytorch=2.4.0  -c pytorch-test\npip install numpy==1.26.4\npip install torch_geometric\n"),
]


@pytest.mark.parametrize(("thread", "text"), WANTED)
def test_a_torch_asked_for_is_not_an_installed_one(thread: str, text: str) -> None:
    values, _ = read(text)
    assert "torch.version" not in values, thread
    assert "torch" not in (values.get("python.packages") or {}), thread


def test_a_wanted_release_raises_no_outdated_torch_on_apple_silicon() -> None:
    # https://github.com/fepegar/SlicerPyTorch/issues/18: the x86_64 Python's last release, asked for by a command
    text = ("Reopening as unfortunately this happens with today's preview version on my Apple M2.\n\n"
            "~Something I've noticed is that in Slicer I get the former, while I get the latter when installing `torch==2.2.2` with `ltt` from my terminal.~\n")
    assert "torch-outdated" not in ids(text)


def test_the_programs_missing_torch_outweighs_what_pip_says_of_its_own_interpreter() -> None:
    # https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/4109: the conda env's python has no torch, the
    # Homebrew pip3 has torch 1.12.1
    text = ("    import torch\nModuleNotFoundError: No module named 'torch'\n"
            "(web-ui) Wesleys-MacBook-Air:stable-diffusion-webui wesley$ pip3 install --pre torch torchvision torchaudio --extra-index-url https://download.pytorch.org/whl/nightly/cpu \n"
            "Requirement already satisfied: torch in /opt/homebrew/lib/python3.10/site-packages (1.12.1)\n")
    assert "torch-missing" in ids(text)


def test_print_of_the_version_answers_bare() -> None:
    # https://github.com/LaurentMazare/tch-rs/issues/777: `python -c '…print(torch.__version__)'` prints no quotes
    values, _ = read("```\n[nix-shell:~/git/tch-rs]$ python -c 'import torch; print(torch.__version__)'\n2.0.1\n```\n")
    assert values["torch.version"] == "2.0.1"


def test_a_version_in_a_comment_after_the_command_is_not_its_answer() -> None:
    # https://github.com/Vaibhavs10/insanely-fast-whisper/issues/126: a setup guide's comment, no output follows
    values, _ = read('$ python -c "import torch; print(torch.__version__)"  #---> (Confirm the version is 1.11.0)\n\n'
                     "$ MACOSX_DEPLOYMENT_TARGET=14.1 CC=clang CXX=clang++ python -m pip --no-cache-dir  install  torch-scatter -f https://data.pyg.org/whl/torch-2.1.0+cpu.html\n")
    assert "torch.version" not in values


def test_a_release_named_by_its_minor_counts_where_the_person_uses_it() -> None:
    # https://github.com/pytorch/pytorch/issues/105322
    values, _ = read("Hey I'm also using PyTorch 2.0\nMy config: Apple M2 16gb ram\n")
    assert values["torch.version"] == "2.0"


@pytest.mark.parametrize(("thread", "text"), [
    ("https://github.com/ultralytics/yolov5/issues/8102", "Torch 1.13 has GPU acceleration, as stated on their website and this article (https://towardsdatascience.com/gpu-acceleration-comes-to-pytorch-on-m1-macs-195c399efcc1)\n"),
    ("https://github.com/spack/spack/pull/31283", "Currently only available on the master branch, but PyTorch 1.12 will add support for using the new M1 GPUs.\n"),
    ("https://www.scoding.kr/2025/12/pytorch-on-apple-silicon-i-got-3x.html", "Apple's Metal framework is their answer to CUDA. When PyTorch 1.12 dropped MPS support, I was skeptical tbh.\n"),
    ("https://github.com/microsoft/Biodiversity/issues/297", "Since torch 0.13 is released now, I changed the `environment-detector-m1.yml` file to install them:\n"),
])
def test_a_release_named_by_its_minor_in_a_sentence_about_it_is_no_installed_version(thread: str, text: str) -> None:
    values, _ = read(text)
    assert "torch.version" not in values, thread


def test_an_outdated_torch_on_monterey_12_3_keeps_mps_until_macos_is_upgraded() -> None:
    """https://github.com/ultralytics/yolov5/issues/7308 (dev 1129): torch 1.11.0 on 'macOS Monterey 12.3', an
    M1. torch 2.6+ (the CVE fix) has MPS from macOS 13: the remedy is macOS first, torch<2.5 having MPS meanwhile."""
    from macml_doctor.paste import inputs
    from macml_doctor.pipeline import diagnose

    # the report's '- Python 3.8.13' line left out: with it, a new environment comes first (the next test)
    text = ("I am working on a MBP M1 in a PyTorch environment with `torchvision 0.12.0` and `torch 1.11.0`\n"
            "- YOLOv5 🚀 v6.1-105-gd257c75 torch 1.11.0 CPU\n- torch 1.11.0 \n"
            "- OS: macOS Monterey 12.3\n")
    [outdated] = [f for f in diagnose(inputs.parse_report(text, "test")).findings if f.id == "torch-outdated"]
    assert outdated.evidence["macos_first"] == "13.0" and outdated.evidence["torch_below"] == "2.5"
    assert outdated.remedy is not None and outdated.remedy.fix_id == "upgrade-macos-then-torch"
    assert outdated.remedy.commands == ()
    assert any("torch<2.5 is the newest with MPS" in step for step in outdated.remedy.manual)


def test_an_outdated_torch_on_a_listed_python_38_needs_a_new_environment_first() -> None:
    """The same report (https://github.com/ultralytics/yolov5/issues/7308) whole: its '- Python 3.8.13' list item is
    read, and torch 2.6+ publishes no wheels for Python 3.8, so the remedy starts with a new environment."""
    from macml_doctor.paste import inputs
    from macml_doctor.pipeline import diagnose

    text = ("I am working on a MBP M1 in a PyTorch environment with `torchvision 0.12.0` and `torch 1.11.0`\n"
            "- YOLOv5 🚀 v6.1-105-gd257c75 torch 1.11.0 CPU\n- Python 3.8.13\n- torch 1.11.0 \n"
            "- OS: macOS Monterey 12.3\n")
    [outdated] = [f for f in diagnose(inputs.parse_report(text, "test")).findings if f.id == "torch-outdated"]
    assert outdated.evidence["python_first"] == "3.9"
