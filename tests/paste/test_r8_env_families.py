# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1450-1474 exposed (environment and package managers on Macs: conda,
micromamba, pixi, uv, poetry, pyenv, rye, GitHub-hosted runners), each read from real captured text (the thread is
named).

An issue form's unticked item that the person answered after the form's hint (pyenv's '- [ ] OS architecture (e.g.
amd64): arm64') is their answer, not an option left unchosen. An Apple-silicon Mac said as its platform the other way
round or with OS X ('macOS on ARM', 'arm64 OSx') or as an M chip with its article or machine ('an aarch64 M-Chip
machine'). poetry's failed update names the version still installed ('Updating torch (1.13.0 -> 1.13.0+cpu): Failed').
"""

from __future__ import annotations

import pytest
from pasted import ids, read

PYENV_FORM_UNTICKED = (
    "### Description\n"
    "- [ ] Platform information (e.g. Ubuntu Linux 16.04): macOS 12\n"
    "- [ ] OS architecture (e.g. amd64): arm64\n"
    "- [ ] pyenv version: 2.2.2\n"
    "- [ ] Python version: 3.10.0\n"
    "- [ ] C Compiler information\n"
)


def test_an_unticked_form_field_answered_after_its_hint_is_read() -> None:
    """pyenv/pyenv#2169: the form's boxes left unticked, the answers filled in: macOS 12 on arm64, an Apple-silicon
    Mac; the hint's 'Ubuntu Linux 16.04' and 'amd64' are the template's."""
    found = ids(PYENV_FORM_UNTICKED)
    assert "apple-silicon" in found
    assert not {"not-a-mac", "intel-mac"} & found


def test_an_unticked_option_is_still_an_option_not_chosen() -> None:
    """The choice lists the unticked rule was written for stay unread (an option with no answer, a field left
    blank after its hint)."""
    values, _ = read("**Platform:**\n- [ ] Ubuntu\n- [x] macOS\n- [ ] Windows\n")
    assert values.get("host.os") != "Linux"
    assert "host.os" not in read("- [ ] Platform information (e.g. Ubuntu Linux 16.04):\n- [ ] OS architecture (e.g. amd64):\n")[0]


APPLE_SILICON_PLATFORM_WORDS = [
    ("https://github.com/BachiLi/diffvg/pull/51",
     "Update Poetry config for macOS on ARM\n\nThis PR attempts to make the minimal number of changes to `pyproject.toml` and `poetry.lock` necessary to get `poetry install` to work for macOS on ARM.\n"),
    ("https://github.com/atopile/atopile/issues/629",
     "`uv build --wheel` builds `x86_64` core binaries on `arm64` OSx\n\nWhen you install and import the fresh build, it won't load.\n"),
    ("https://github.com/astral-sh/uv/issues/11407",
     "Installing x64 Python on aarch64?\n\n### Question\n\nHow do I install a x64 version of Python on an aarch64 M-Chip machine?\n"),
]


@pytest.mark.parametrize(("thread", "text"), APPLE_SILICON_PLATFORM_WORDS)
def test_an_apple_silicon_mac_named_as_its_platform(thread: str, text: str) -> None:
    found = ids(text)
    assert "apple-silicon" in found, thread
    assert not {"intel-mac", "not-a-mac"} & found, thread


@pytest.mark.parametrize("text", [
    "Please add support for macOS on ARM.\n",
    "There are macOS on ARM64 wheels on PyPI now.\n",
])
def test_the_platform_as_a_target_or_a_name_is_not_the_machine(text: str) -> None:
    """A request for support and a wheel for the platform name no machine."""
    values, _ = read(text)
    assert values.get("host.arm64_capable") != 1


def test_a_failed_poetry_update_names_the_installed_version() -> None:
    """python-poetry/poetry#7597: torch 1.13.0 stays installed when poetry fails to replace it with 1.13.0+cpu."""
    text = ("  • Updating torch (1.13.0 -> 1.13.0+cpu): Failed\n\n  Stack trace:\n\n"
            "  6  ~/.pyenv/versions/3.10.2/lib/python3.10/site-packages/poetry/installation/executor.py:271 in _execute_operation\n")
    assert "torch-outdated" in ids(text)


def test_a_failed_poetry_install_names_no_installed_version() -> None:
    """PacktPublishing/LLM-Engineers-Handbook#26: 'Installing torch (2.4.0): Failed' installed nothing."""
    values, _ = read("  - Installing torch (2.4.0): Failed\n\n  RuntimeError\n\n  Unable to find installation candidates for torch (2.4.0)\n")
    assert "torch" not in dict(values.get("python.packages") or [])


def test_a_python_named_arm_by_its_user_is_on_an_arm64_machine() -> None:
    """mwidjaja1/DSOnMacARM#3: pip refuses Apple's arm64 wheel (so the Python may be an x86_64 one, as the maintainer
    suspects), but the person checked in Activity Monitor (macOS) that they use an ARM Python: an Apple-silicon Mac."""
    text = ("ERROR: tensorflow_macos-0.1a0-cp38-cp38-macosx_11_0_arm64.whl is not a supported wheel on this platform.\n\n"
            "How sure are you that the Python/Pip/Conda you think you're using are one associated with an ARM Version of Python? You can double check by launching the Python Interpreter in your terminal, and then taking a look at Python in the Activity Monitor app.\n\n"
            "According to your instructions I am using ARM Python. How can I check if my Conda/Condaforge install is ARM or not?\n")
    found = ids(text)
    assert "apple-silicon" in found
    assert not {"intel-mac", "not-a-mac"} & found


def test_an_arm64_python_binary_in_a_venv() -> None:
    """plotly/Kaleido#70: 'I was using a venv with an arm64 python binary'."""
    values, _ = read("I double checked and I was using a venv with an arm64 python binary.\n")
    assert values.get("python.machine") == "arm64"


@pytest.mark.parametrize("text", [
    "Use a native arm64 Python; a Python running under Rosetta resolves Intel dependencies.\n",
    "Since you're using the ARM TensorFlow, you'd want the ARM Python.\n",
    "We now publish arm64 Python wheels for every release.\n",
])
def test_advice_or_artefacts_name_no_python(text: str) -> None:
    values, _ = read(text)
    assert values.get("python.machine") != "arm64"


def test_activity_monitor_is_a_mac() -> None:
    """mwidjaja1/DSOnMacARM#3: 'taking a look at Python in the Activity Monitor app' (a project named 'Brain Activity
    Monitor' is not)."""
    assert read("taking a look at Python in the Activity Monitor app\n")[0].get("host.os") == "Darwin"
    assert read("similar projects: Heart Disease Prediction, Brain Activity Monitor\n")[0].get("host.os") != "Darwin"


def test_the_one_macos_runner_of_a_workflow_matrix() -> None:
    """microsoft/onnxruntime#28441: the matrix's only macOS entry is macos-latest (arm64); the Intel macos-13 is
    commented out, and the comment's 'macos Intel AMD x64' is about support, not the runner."""
    text = ("    strategy:\n      fail-fast: false\n      matrix:\n"
            "        os: [ubuntu-latest, windows-latest,  macos-latest] #, macos-13] # opensim not supported on macos Intel AMD x64 beyond python 3.11\n"
            '        python-version: ["3.11", "3.12", "3.13"] # dropped 3.10, not supported by opensim outside of conda\n')
    found = ids(text)
    assert "apple-silicon" in found
    assert "intel-mac" not in found


@pytest.mark.parametrize("text", [
    "    strategy:\n      matrix:\n        os: [ubuntu-latest, windows-latest, macos-13, macos-14]\n",
    "    strategy:\n      matrix:\n        platform: [macos-13, macos-14]\n",
])
def test_a_matrix_of_several_macos_runners_names_none(text: str) -> None:
    """Workflow files found with the code search (a cibuildwheel build; a macOS build job), their matrix lines without
    the comments that name each runner's chip: one Intel and one Apple-silicon runner are two machines, neither the
    reader's."""
    values, _ = read(text)
    assert values.get("host.arm64_capable") is None
