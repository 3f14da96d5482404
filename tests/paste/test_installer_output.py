# ruff: noqa: E501  (real pasted lines are kept whole)
"""Installer output (pip, uv, poetry, PEP 668): what the offered versions and refusals say about the platform.

Every text is quoted from the public thread named beside it."""

from __future__ import annotations

import pytest

from macml_doctor.paste import inputs, scan
from macml_doctor.pipeline import diagnose

TF_LIST_ENDING_AT_2_16_2 = (  # swiss-ai-center/a-guide-to-mlops#228
    "ERROR: Could not find a version that satisfies the requirement tensorflow==2.17.0 (from versions: 2.12.0rc0, "
    "2.12.0rc1, 2.12.0, 2.12.1, 2.13.0rc0, 2.13.0rc1, 2.13.0rc2, 2.13.0, 2.13.1, 2.14.0rc0, 2.14.0rc1, 2.14.0, 2.14.1, "
    "2.15.0rc0, 2.15.0rc1, 2.15.0, 2.15.1, 2.16.0rc0, 2.16.1, 2.16.2)\n"
    "ERROR: No matching distribution found for tensorflow==2.17.0")


def findings(text: str) -> dict[str, dict]:
    return {f.id: f.to_json() for f in diagnose(inputs.parse_report(text, "test")).findings}


def facts(text: str) -> dict:
    return {k: f.value for k, f in inputs.parse_report(text, "test").items.items() if f.known}


def test_a_tensorflow_list_ending_at_the_last_x86_64_release_is_an_x86_64_mac_python() -> None:
    found = findings(TF_LIST_ENDING_AT_2_16_2)
    assert found["tf-no-x86-mac-wheels"]["severity"] == "error"
    assert not found.keys() & {"apple-silicon", "intel-mac", "python-x86-on-arm"}  # the chip stays unknown
    assert "intel-mac" in findings("Running on macOS intel.\n\n```bash\n" + TF_LIST_ENDING_AT_2_16_2 + "\n```")


def test_a_failed_pin_is_wanted_not_installed() -> None:
    """tensorflow/tensorflow#61984: tensorflow-macos==2.14.0 could not be installed; nothing deprecated is present."""
    text = """Using cached tensorflow-2.14.0-cp311-cp311-macosx_12_0_arm64.whl.metadata (3.3 kB)
ERROR: Could not find a version that satisfies the requirement tensorflow-macos==2.14.0; platform_system == "Darwin" and platform_machine == "arm64" (from tensorflow) (from versions: 2.12.0, 2.13.0rc0, 2.13.0rc1, 2.13.0rc2, 2.13.0, 2.14.0rc0, 2.14.0rc1)
ERROR: No matching distribution found for tensorflow-macos==2.14.0; platform_system == "Darwin" and platform_machine == "arm64"

### OS platform and distribution

mac os 13.5.1"""
    found = findings(text)
    assert "tensorflow-macos-deprecated" not in found and "python-native-arm64" in found
    assert "tensorflow" not in (facts(TF_LIST_ENDING_AT_2_16_2).get("python.packages") or {})


@pytest.mark.parametrize("text", [
    # tensorflow/tensorflow#60566: only the first release with arm64 wheels is offered
    "### OS Platform and Distribution\n\nMacOS 13.3.1\n\n$ pip3 install tensorflow==2.11.1\nERROR: Could not find a version that satisfies the requirement tensorflow==2.11.1 (from versions: 2.13.0rc0)",
    # Haoming02/sd-webui-forge-classic#1232: releases after the last x86_64 one
    'the installer fails with the following on macos:\n\nERROR: Could not find a version that satisfies the requirement torch==2.11.0+cu130 (from versions: 2.6.0, 2.7.0, 2.7.1, 2.8.0, 2.9.0, 2.9.1, 2.10.0, 2.11.0, 2.12.0, 2.12.1)\n  File "/Users/azy5030/git/sd-webui-forge-classic/launch.py", line 57, in <module>',
    # marl-book/codebase#19: a Python 3.7 served only the arm64 cp37 wheels (1.12.0-1.13.1): a native 3.7, although
    # no installer shipped one; and 1.8 refused for it is not a Python newer than torch 1.8
    "I am running into installation issues on my M2 (macOS 13.2.1 (22D68)) using python 3.7.16\n"
    "```ERROR: Could not find a version that satisfies the requirement torch==1.8.* (from versions: 1.12.0, 1.12.1, "
    "1.13.0, 1.13.1)\nERROR: No matching distribution found for torch==1.8.*```",
])
def test_on_a_mac_a_list_only_arm64_wheels_make_is_a_native_python(text: str) -> None:
    found = findings(text)
    assert {"python-native-arm64", "apple-silicon"} <= found.keys()
    assert not found.keys() & {"python-x86-on-arm", "torch-no-x86-mac-wheels", "tf-no-x86-mac-wheels",
                               "python-too-new"}


def test_the_same_list_off_the_mac_says_nothing_about_arm64() -> None:
    """jgravelle/GroqCasters#1: Windows offers torch releases the x86_64 Mac never got."""
    found = findings("ERROR: Could not find a version that satisfies the requirement torch==1.13.1 (from versions: 2.0.0, 2.0.1, 2.1.0, 2.1.1, 2.1.2, 2.2.0, 2.2.1, 2.2.2, 2.3.0, 2.3.1, 2.4.0, 2.4.1)\nERROR: No matching distribution found for torch==1.13.1\n\nI am running windows 11, python 3.11. In an anaconda environment.")
    assert "not-a-mac" in found
    assert not found.keys() & {"python-native-arm64", "apple-silicon", "torch-no-x86-mac-wheels"}


POETRY_TORCH_231 = """Sous osx 14.5,
% python -V
Python 3.11.7
% poetry install
- Installing torch (2.3.1): Failed

  RuntimeError

  Unable to find installation candidates for torch (2.3.1)"""  # BittnerPierre/applied-ai-rag-assistant#8


def test_a_refused_release_that_has_arm64_wheels_for_this_python_points_at_an_x86_64_python() -> None:
    found = findings(POETRY_TORCH_231)
    assert found["torch-no-x86-mac-wheels"]["certainty"] == "likely"
    assert "python-too-new" not in found


def test_a_refused_release_that_has_no_wheels_for_this_python_is_the_python_version() -> None:
    """astral-sh/uv#10262: torch 2.5.1 has no cp313 wheels: Python 3.13 is too new, not an x86_64 interpreter."""
    found = findings("uv add torch\nUsing CPython 3.13.1\nResolved 23 packages in 7ms\nerror: Distribution `torch==2.5.1 @ registry+https://pypi.org/simple` can't be installed because it doesn't have a source distribution or wheel for the current platform\n\nmacOS 15.0")
    assert "python-too-new" in found
    assert not found.keys() & {"torch-no-x86-mac-wheels", "python-x86-on-arm"}


SCIPY_PYENV_37 = """$ OPENBLAS=$(brew --prefix openblas) pip install scipy==1.7.3
Collecting scipy==1.7.3
  Using cached scipy-1.7.3.tar.gz (36.1 MB)
Requirement already satisfied: numpy<1.23.0,>=1.16.5 in /Users/thomas/.pyenv/versions/3.7.16/envs/trading-system-3.7.16/lib/python3.7/site-packages (from scipy==1.7.3) (1.21.6)
      /opt/homebrew/bin/gfortran -Wall -g -L/opt/homebrew/opt/zlib/lib"""  # scipy/scipy#18005 (its build: macosx-12.3-arm64)


def test_an_old_python_that_pyenv_built_on_apple_silicon_may_be_native() -> None:
    """No installer shipped an arm64 Python before 3.8, but pyenv builds one for the shell's architecture: a 3.7 read
    from a pyenv path is not taken for an x86_64 one (scipy#18005 built for arm64 with it)."""
    found = findings(SCIPY_PYENV_37)
    assert {"apple-silicon", "python-too-old"} <= found.keys()
    assert "python-x86-on-arm" not in found


def test_a_homebrew_formula_in_the_intel_prefix_is_an_x86_64_python() -> None:
    """sinaptik-ai/pandas-ai#1415: poetry's own Python in /usr/local/Cellar (Intel Homebrew)."""
    text = ("OS version: macOs 15.0.1\n  Unable to find installation candidates for torch (2.4.1)\n\n"
            "  at /usr/local/Cellar/poetry/1.8.3_2/libexec/lib/python3.12/site-packages/poetry/installation/chooser.py:74 in choose_for")
    found = findings(text)
    assert found["torch-no-x86-mac-wheels"]["certainty"] == "possible"
    assert not found.keys() & {"apple-silicon", "python-native-arm64"}


@pytest.mark.parametrize(("text", "machine", "certainty"), [
    # pytorch/pytorch#148528: a wheel for one CPython minor is refused by another Python version too
    ("ERROR: torch-2.5.1-cp310-none-macosx_11_0_arm64.whl is not a supported wheel on this platform.", "x86_64", "possible"),
    # ratel-ai/ratel#72: an abi3 wheel fits every CPython: only the architecture can be refused
    ("ERROR: ratel_ai-0.2.0-cp39-abi3-macosx_10_12_x86_64.whl is not a supported wheel on this platform.", "arm64", "likely"),
])
# (bitsandbytes#1406's macosx_13_1_arm64 is a tag pip never offers: test_install_build_families.py)
def test_a_refused_wheel_names_the_other_architecture(text: str, machine: str, certainty: str) -> None:
    parsed = facts(text)
    assert parsed["python.machine"] == machine
    assert parsed["report.certainty"]["python.machine"] == certainty


def test_pep_668_refusals_name_their_system() -> None:
    debian = """error: externally-managed-environment

× This environment is externally managed
╰─> To install Python packages system-wide, try apt install
    python3-xyz, where xyz is the package you are trying to
    install.

    If you wish to install a non-Debian-packaged Python package,
    create a virtual environment using python3 -m venv path/to/venv."""  # Comfy-Org/ComfyUI#3554
    homebrew = """> error: externally-managed-environment
>
> × This environment is externally managed
> ╰─> To install Python packages system-wide, try brew install
>     xyz, where xyz is the package you are trying to
>     install."""  # tmoroney/auto-subs#147
    assert "not-a-mac" in findings(debian)
    parsed = facts(homebrew)
    assert parsed["host.os"] == "Darwin" and parsed["report.certainty"]["host.os"] == "possible"
    assert not any(f["severity"] == "error" for f in findings(homebrew).values())


@pytest.mark.parametrize(("text", "expected"), [
    ("macos15 M4 can not install torch-2.6.0-cp310-none-macosx_11_0_arm64.whl", "apple-silicon"),  # pytorch/pytorch#148528
    ("Running on macOS intel.", "intel-mac"),  # swiss-ai-center/a-guide-to-mlops#228
])
def test_a_macos_word_before_the_chip(text: str, expected: str) -> None:
    assert expected in findings(text)


def test_specs_conda_could_not_find_are_neither_the_machine_nor_installed() -> None:
    """DeepLabCut/DeepLabCut#89 and YudongGuo/AD-NeRF#38: Linux builds conda lacks on an Intel Mac."""
    deeplabcut = """ResolvePackageNotFound:
  - xz==5.2.4=h14c3975_4
  - libstdcxx-ng==7.2.0=hdf63c60_3
  - python==3.6.5=hc3d631a_2
  - libgcc-ng==7.2.0=hdf63c60_3

my computer env is :
mac os 10.14"""
    adnerf = """Is anyone has issue while creating env from yml on Mac OS 10.15.7?

ResolvePackageNotFound:
  - cudatoolkit==11.1.1=h6406543_8
  - libgcc-ng==9.3.0=h5101ec6_17
  - pytorch==1.8.1=py3.7_cuda11.1_cudnn8.0.5_0"""
    for text in (deeplabcut, adnerf):
        found = findings(text)
        assert "intel-mac" in found
        assert not found.keys() & {"not-a-mac", "torch-outdated", "cuda-unavailable"}
    # the same Linux builds in an environment file that is not an error: the file's machine was Linux
    assert "not-a-mac" in findings("dependencies:\n  - libgcc-ng=9.3.0=h5101ec6_17\n  - python=3.7.1")  # tiny-smart/in-context-matting#7


def test_conda_that_cannot_find_an_arm64_only_package_solves_for_osx_64() -> None:
    """jeffheaton/t81_558_deep_learning#110: apple::tensorflow-deps exists only for osx-arm64."""
    text = """Hey! I've been trying to set up Tensorflow on my M1 Mac

(base) Anshul@Anshuls-MacBook-Pro ML % conda env create -f tensorflow-apple-metal.yml -n tensorflow

Collecting package metadata (repodata.json): done
Solving environment: failed

ResolvePackageNotFound:
  - apple::tensorflow-deps"""
    assert {"apple-silicon", "conda-x86-distribution"} <= findings(text).keys()


@pytest.mark.parametrize("text", [
    "86186@QFordPC MINGW64 /f/Real-Time-Latent-Consistency-Model (main)\n$ pip3 install -r requirements.txt",  # radames/Real-Time-Latent-Consistency-Model#22
    "WARNING: Ignoring invalid distribution -l-dtypes (g:\\programs\\anaconda\\envs\\jax\\lib\\site-packages)",  # sail-sg/jax_xc#32
    "My OS is windows 10. The python version is 3.9.18.",  # sail-sg/jax_xc#32
])
def test_windows_from_its_prompts_paths_and_prose(text: str) -> None:
    found = findings(text)
    assert "not-a-mac" in found and "apple-silicon" not in found


def test_a_setuptools_build_folder_names_the_interpreter() -> None:
    """kcl-lang/kcl-py#2: the Command Line Tools' python3 on an M1 builds into lib.macosx-10.14-arm64-3.8."""
    text = ("error occurred when install kclvm-py on mac M1\n    running build_py\n    creating build\n"
            "    creating build/lib.macosx-10.14-arm64-3.8")
    assert {"apple-silicon", "python-native-arm64"} <= findings(text).keys()
    # simpleaudio's universal2 build folder says nothing about the process (cbh123/narrator#13)
    rule = next(r for r in scan.rules() if r.id == "setuptools-build-dir")
    assert not rule.regex.search("creating build/lib.macosx-10.9-universal2-cpython-39/simpleaudio")


def test_a_chip_in_a_guess_does_not_outweigh_the_machine_named() -> None:
    """zylon-ai/private-gpt#197: 'on OSX X86' is the reporter's Mac; 'I suppose it is the same on M1' a guess."""
    text = """If you get this error on OSX X86 during pip install:
clang: error: the clang compiler does not support '-march=native'

I suppose it is the same on M1 with "-arch arm64". But, I can't test it."""
    found = findings(text)
    assert "intel-mac" in found and "apple-silicon" not in found


def test_a_conda_cask_in_homebrews_arm64_prefix_is_native() -> None:
    """urinieto/msaf#114."""
    text = ("compiler clang error while installing package on M1 mac\n"
            "FileNotFoundError: [Errno 2] No such file or directory: '/opt/homebrew/Caskroom/miniforge/base/lib/python3.9/site-packages/pyzbar-0.1.8.dist-info/METADATA'")
    assert {"apple-silicon", "python-native-arm64"} <= findings(text).keys()


def test_pip_refusing_every_mlx_file_is_sure_even_when_the_cause_is_not() -> None:
    """ml-explore/mlx#1055: the cp312 arm64 wheel refused: MLX cannot install here; x86_64 is one possible cause."""
    text = "ERROR: mlx-0.12.0-cp312-cp312-macosx_14_0_arm64.whl is not a supported wheel on this platform."
    assert findings(text)["mlx-unsupported"]["severity"] == "error"
    assert facts(text)["report.certainty"]["python.machine"] == "possible"


def test_only_a_refusal_after_the_cut_off_is_the_x86_64_wheel_gap() -> None:
    """tensorflow/tensorflow#47205: no tensorflow at all on an Intel Mac in 2021 was an old pip, not the 2.17 gap."""
    text = """- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): macOS 11.2.1, x86-64

$ pip3 install tensorflow
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow"""
    found = findings(text)
    assert "intel-mac" in found and "tf-no-x86-mac-wheels" not in found


def test_a_platform_written_in_capitals_or_with_version_in_brackets() -> None:
    """spacetelescope/stenv#86 ('MacOS (ARM64)') and ASK-Berkeley/EScAIP#9 ('MacOS (Version 14.6.1)')."""
    assert {"apple-silicon", "python-native-arm64"} <= findings(
        "When I perform an installation on **MacOS (ARM64)**, the environment cannot be solved.").keys()
    text = """Running on MacOS (Version 14.6.1) with versions:

I didn't hit this error on `Debian 5.10.221-1 (2024-07-14) x86_64 GNU/Linux`, so it's presumably MacOS specific."""
    assert facts(text)["host.macos_version"] == "14.6.1"
    assert "not-a-mac" not in findings(text)


def test_conda_solver_dumps_name_the_subdir_of_their_virtual_packages() -> None:
    """spacetelescope/stenv#86: a dependency's __win branch is not the machine."""
    parsed = facts("  - feature:/osx-arm64::__osx==12.6.3=0\n  - feature:/osx-arm64::__unix==0=0\n"
                   "  - click=8.1.3 -> __unix\n  - click=8.1.3 -> __win")
    assert parsed["conda.platform"] == "osx-arm64" and parsed["host.os"] == "Darwin"
