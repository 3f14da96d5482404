# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6420-6431 (reinforcement-learning algorithm libraries on Macs and beside them:
Stable-Baselines and SB3, RLlib, TorchRL, TF-Agents, LeanRL, Spinning Up, Sample Factory) exposed, each read from real
text.

- A chip said to be based on an architecture ('The M1 is based on the arm64 architecture (and not amd64)', a
  maintainer's explanation) names the chip's instruction set, not the architecture a Python runs as: python.machine is
  not read from it, as it is from 'on x86_64 arch' where someone runs.
- A release said not to be available ('torch 1.9.1 is not available on MacOS w/ apple silicon, but 1.9.0 is.') is one
  pip could not get, not the installed release, as a release said to support or need some Python is not.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids

# https://github.com/DLR-RM/stable-baselines3/issues/360 (dev 6420), the stored thread shortened (template lines and trailing spaces dropped)
SB3_360 = """# import fail

h84221605 · description · 2021-03-20
### Question
python                    3.8.6
torch                     1.8.0
laptop is Macbook air m1

I import stable_baselines3 but fail

araffin · comment · 2021-03-20
Hello,

If you look at the traceback the issue comes from PIL and matplotlib not SB3.
The M1 is based on the arm64 architecture (and not amd64), so you will probably need to build those two libs manually.
"""


def test_sb3_360_reads_no_python_architecture_from_the_chips() -> None:
    assert fact(SB3_360, "python.machine") is None
    assert fact(SB3_360, "host.cpu_brand") == "Apple M1"
    found = ids(SB3_360)
    assert {"apple-silicon", "torch-outdated"} <= found
    assert not found & {"python-native-arm64", "python-x86-on-arm", "intel-mac"}


@pytest.mark.parametrize("line", [
    # https://github.com/DLR-RM/stable-baselines3/issues/360
    "The M1 is based on the arm64 architecture (and not amd64), so you will probably need to build those two libs manually.",
    # other chips and architectures, 'an' and no article, a relative clause
    "Apple silicon Macs are based on the ARM64 architecture.",
    "The M2 is based on an arm64 architecture, so wheels must be native.",
    "the M1 chip, which is based on aarch64 architecture, needs native wheels",
])
def test_a_chip_based_on_an_architecture_names_no_python(line: str) -> None:
    assert fact(line, "python.machine") is None


@pytest.mark.parametrize(("line", "machine"), [
    # https://github.com/isl-org/Open3D/issues/6686 : the architecture someone runs on is still read
    ("Cannot pip install v0.18 on x86_64 arch with OSX 14 and Python 3.9", "x86_64"),
    ("my python is running on the arm64 architecture", "arm64"),
    ("It fails on arm64 architecture with a segfault", "arm64"),
])
def test_running_on_an_architecture_is_still_read(line: str, machine: str) -> None:
    assert fact(line, "python.machine") == machine


# https://github.com/agentos-project/agentos/pull/326 (dev 6421), the description's list
AGENTOS_326 = """# Fixes broken install of dev-requirements on apple silicon (Apple M1 Macbook Pro)

andyk · description · 2022-03-19
Up until now,  on my Macbook Pro M1 I've been ignoring the rllib tests which have failed with a segfault.

However I recently:
1. switched to the arm64 version of brew (I previously had installed the x86 vesion which I guess was using rosetta for much of what it was installing?)
2. used that new brew to re-install conda
3. made a new env
4. installed scipy via conda (since installing scipy via pip tries compiling numpy on apple silicon which fails)
5. tried pip installing sb3 requirements, and this fails because apparently torch 1.9.1 is not available on MacOS w/ apple silicon, but 1.9.0 is.
"""


def test_agentos_326_reads_no_torch_from_the_unavailable_release() -> None:
    assert fact(AGENTOS_326, "torch.version") is None
    assert "torch" not in (fact(AGENTOS_326, "python.packages") or {})
    assert "apple-silicon" in ids(AGENTOS_326)


@pytest.mark.parametrize(("line", "key"), [
    # https://github.com/agentos-project/agentos/pull/326
    ("5. tried pip installing sb3 requirements, and this fails because apparently torch 1.9.1 is not available on MacOS w/ apple silicon, but 1.9.0 is.", "torch.version"),
    # contracted, 'yet', 'unavailable', a full stop after it, TensorFlow, a pin in a sentence
    ("torch 1.9.1 isn't available for macOS arm64", "torch.version"),
    ("PyTorch 2.3.0 was unavailable on conda-forge for osx-64", "torch.version"),
    ("tensorflow 2.5 isn't yet available for arm64", "tensorflow.version"),
    ("tensorflow 2.4.0 is not available.", "tensorflow.version"),
    ("it fails because torch==1.9.1 is not available on M1", "torch.version"),
])
def test_a_release_said_unavailable_is_not_installed(line: str, key: str) -> None:
    assert fact(line, key) is None


@pytest.mark.parametrize(("line", "key", "version"), [
    # the installed release, something else unavailable after it
    ("torch 1.9.1 is installed but mps is not available", "torch.version", "1.9.1"),
    ("torch 2.0.1 (mps is not available)", "torch.version", "2.0.1"),
    ("Using torch 2.1.0, MPS is not available", "torch.version", "2.1.0"),
    ("I'm on tensorflow 2.5 and metal is not available", "tensorflow.version", "2.5"),
    ("with torch==1.9.1 installed, mps is not available", "torch.version", "1.9.1"),
    # the writer's own release stays theirs
    ("my torch 1.9.1 is not available anymore after the upgrade", "torch.version", "1.9.1"),
])
def test_an_installed_release_beside_something_unavailable_is_still_read(line: str, key: str, version: str) -> None:
    assert fact(line, key) == version
