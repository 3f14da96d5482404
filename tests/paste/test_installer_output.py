# ruff: noqa: E501  (real pasted lines are kept whole)
"""Installer output (pip, uv, poetry, PEP 668): what the offered versions and refusals say about the platform.

Every text is quoted from the public thread named beside it."""

from __future__ import annotations

import pytest

from macml_doctor.paste import inputs
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
])
def test_on_a_mac_a_list_only_arm64_wheels_make_is_a_native_python(text: str) -> None:
    found = findings(text)
    assert {"python-native-arm64", "apple-silicon"} <= found.keys()
    assert not found.keys() & {"python-x86-on-arm", "torch-no-x86-mac-wheels", "tf-no-x86-mac-wheels"}


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
