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
