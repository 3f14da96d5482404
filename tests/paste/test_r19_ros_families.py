# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3000-3014 (robotics on Macs: ROS 2 source builds, mujoco-py, RL libraries)
exposed, each read from real text.

An editor said to run under Rosetta (VS Code, its integrated terminal) is like a terminal in Rosetta mode: the
shells and builds it starts run x86_64, and a Python started there runs x86_64 only where its binary has that slice,
so no Python architecture is read; a Python, conda or Anaconda said to run under Rosetta still is an x86_64 Python.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/asmvik/skhd/issues/154 (dev case 3013)
SKHD_154 = """Build fails on Apple silicon (M1)

dominiklohmann · comment · 2020-11-21
The reason is that VSCode is running via Rosetta (`arch x86_64`), which transitively and transparently applies to all processes you run as children.

If you run from the terminal or any other arm64 process you can get the same result by using `arch x86_64 make` instead of `make` or the explicit `arch arm64 make`.
"""
# https://github.com/microsoft/vscode/issues/116763
VSCODE_116763 = """VS Code Terminal is running using Rosetta 2

- VS Code Version: 1.54.0-insider
Commit: a699ffaee62010c4634d301da2bbdb7646b8d1da
- OS Version: macOS Big Sur 11.2.1 (20D74) on Mac mini m1

mikehardy · comment · 2021-07-15
As long as VSCode Terminal is running under Rosetta 2 it means I can't compile from inside VSCode easily (the symbol is not defined, and then the compile fails) - compiling in Terminal outside VSCode works.
"""
# https://github.com/apple/tensorflow_macos/issues/48 (dev case 719; quoted in clues.toml's prose-rosetta-python)
TFMACOS_48 = """After unzipping, there is 2 folders inside arm64 and x86_64.  The first reaction is for people to install arm64, since we have the Mac M1 chip.  But actually since we wanted to install into Anaconda which runs through Rosetta2 as an Intel, we should install x86_64, which will run slower, but at least you have all the libraries such as pandas and support apps.
"""


@pytest.mark.parametrize("text", [SKHD_154, VSCODE_116763])
def test_an_editor_under_rosetta_is_not_a_translated_python(text: str) -> None:
    facts, _ = read(text)
    assert "python.translated" not in facts
    assert "python-x86-on-arm" not in ids(text)
    assert "apple-silicon" in ids(text)


def test_an_editor_under_rosetta_runs_its_shells_as_x86_64() -> None:
    facts, _ = read(SKHD_154)
    assert facts["shell.translated"] == 1
    assert facts["host.arm64_capable"] == 1


def test_an_anaconda_under_rosetta_is_still_a_translated_python() -> None:
    facts, _ = read(TFMACOS_48)
    assert facts["python.translated"] == 1
    assert "python-x86-on-arm" in ids(TFMACOS_48)
