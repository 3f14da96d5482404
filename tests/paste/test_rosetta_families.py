# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1130-1149 (x86_64 Pythons on Apple silicon and their traps) exposed, each read
from real captured text.

macOS's arch(1): `arch -arm64` runs only on Apple silicon; a Python that has to be forced to arm64 runs translated
otherwise; `arch -x86_64 python|pip|brew install python` runs or installs the x86_64 slice, and not when arch then fails
on an arm64-only binary; `arch -x86_64 zsh` is a translated shell, not a translated Python. An osx-64 conda subdir asked
for (CONDA_SUBDIR, `conda config --set subdir`, `--platform`, .condarc), and the Intel Anaconda/Miniconda installer.
The arm64 installer (Apple silicon, whatever the install did). A program's report of the machine in words ('X86 as machine'). conda's solver naming a Linux subdir's virtual package.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

ARCH_ARM64 = [
    ("https://github.com/anaconda/anaconda-project/issues/361",
     "However this sequence fixes the issue:\n```\n$ conda create -n simplejpeg38 python=3.8\n$ conda activate simplejpeg38\n$ arch -arm64 pip install simplejpeg38 \n$ python\n"),
    ("https://github.com/opencv/opencv-python/issues/550",
     "I've tried to reproduce it using following commands:\n```\narch -arm64 python3.9 -m pip install --user --no-cache --force-reinstall opencv-python\n"),
]


@pytest.mark.parametrize(("thread", "text"), ARCH_ARM64)
def test_arch_arm64_runs_only_on_apple_silicon(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.arm64_capable"] == 1, thread
    assert values["host.os"] == "Darwin", thread
    # running the arm64 slice on purpose says nothing of how the Python runs otherwise
    assert "python.translated" not in values, thread


def test_a_python_that_needs_arch_arm64_runs_translated_otherwise() -> None:
    # https://github.com/anthropics/claude-code/issues/1322 (an x64 node under Rosetta on a Mac M2)
    text = "## Environment\n- Platform (select one):\nClaude code on Mac M2\n\n## Bug Description\nIn shell i can run my LLM script no problem but in claude code I need \narch -arm64 python examples.py\n\nWhy does claude code assume I am running on x86?\n"
    values, _ = read(text)
    assert values["python.translated"] == 1
    assert "python-x86-on-arm" in ids(text)


ARCH_X86_PYTHON = [
    ("https://github.com/ToFuProject/tofu/issues/985",
     "Python needs to be installed with architecture x86_64 (same as intel):\n```\narch -x86_64 /usr/local/bin/brew install python@3.9\n\npython -c \"import platform; print(platform.architecture())\"\n```\n"),
    ("https://github.com/rticommunity/rticonnextdds-connector-py/issues/141",
     "It appears that you have to invoke python with the \"arch\" command in macOS to get Rosetta to kick in:\n\n```\n{dsuser@macm101:23} arch -x86_64 python examples/python/simple/reader.py\nWaiting for publications...\nWaiting for data...\nReceived x: 1 y: 2 size: 30.0 color: 'BLUE'\n```\n"),
]


@pytest.mark.parametrize(("thread", "text"), ARCH_X86_PYTHON)
def test_arch_x86_64_runs_or_installs_an_x86_64_python(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["python.translated"] == 1, thread
    assert values["host.arm64_capable"] == 1, thread
    assert "python-x86-on-arm" in ids(text), thread


def test_arch_x86_64_that_fails_on_an_arm64_only_python_ran_nothing_translated() -> None:
    # https://github.com/rticommunity/rticonnextdds-connector-py/issues/141 (the arm64-only python has no x86_64 slice)
    values, _ = read("➜ arch -x86_64 python examples/python/simple/reader.py\narch: posix_spawnp: python: Bad CPU type in executable\n\n➜ arch\narm64\n")
    assert "python.translated" not in values


ARCH_X86_SHELL = [
    ("https://github.com/serokell/tezos-packaging/issues/205",
     "@gschian0 Just confirmed that this works on my m1 Mac running 11.5.2 (20G95).\n\nFirst I ran:\n\n`arch -x86_64 /bin/bash -c \"$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/master/install.sh)\"`\n"),
    ("https://github.com/Budibase/budibase/pull/10356",
     "Version `v14.20.1` is not supported for arm64; in order to use it, you can switch the CPU architecture for this by the following command:\n\n```shell\narch -x86_64 zsh #Run this before nvm install\n```\n"),
]


@pytest.mark.parametrize(("thread", "text"), ARCH_X86_SHELL)
def test_arch_x86_64_zsh_is_a_translated_shell_not_a_translated_python(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["shell.translated"] == 1, thread
    assert "python.translated" not in values and "python.machine" not in values, thread


def test_arch_x86_64_zsh_that_fails_ran_no_shell_translated() -> None:
    # https://github.com/nvm-sh/nvm/pull/2479 (a fresh Mac without Rosetta: the shell never started)
    values, _ = read("```console\n$ arch -x86_64 zsh\narch: posix_spawnp: zsh: Bad CPU type in executable\n```\n")
    assert "shell.translated" not in values


def test_a_program_reporting_x86_as_the_machine_on_an_m1() -> None:
    # https://github.com/exo-explore/exo/issues/467 (exo's device list; the M3 it names is another, healthy Mac)
    text = "> @AlexCheema Thank you just ran it. Really weird how I am seeing X86 as machine on my M1 Mac but M3 is showing Arm as machine. Any reason why this is happening?\n"
    values, _ = read(text)
    assert values["python.machine"] == "x86_64"
    assert "python-x86-on-arm" in ids(text)


OSX64_SUBDIR = [
    ("https://github.com/conda/conda/issues/13135",
     "Partially fixed setting osx-64 though my computer is a mac M1:\n\n`conda config --env --set subdir osx-64`\n"),
    ("https://github.com/ToFuProject/tofu/issues/985",
     "```\n# create environment with good architecture\nCONDA_SUBDIR=osx-64 conda create -n myenv python=3.9\n```\n"),
    ("https://github.com/conda/conda/issues/14031",
     "Because of the presence of:\n\n```yaml\nsubdirs:\n  - osx-64\n```\n\nin your configuration, I can assume your are trying to install 64bit libraries on your machine.\n"),
    ("https://github.com/conda/conda/issues/14031",
     "If so, and you want to create environments using 64bit on osx-arm64, a possible solution may be instead to remove `subdirs` from your configuration and use the `--platform` option instead:\n\n```\nconda create --platform osx-64 --name py python\n```\n"),
]


@pytest.mark.parametrize(("thread", "text"), OSX64_SUBDIR)
def test_an_osx64_conda_subdir_asked_for(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["conda.platform"] == "osx-64", thread
    # the setting may be advice: it does not make the Python x86_64 by itself
    assert "python.machine" not in values, thread


def test_an_osx64_subdir_on_an_m1_is_an_x86_conda_environment() -> None:
    # https://github.com/conda/conda/issues/13135
    assert "conda-x86-distribution" in ids("Partially fixed setting osx-64 though my computer is a mac M1:\n\n`conda config --env --set subdir osx-64`\n")


INTEL_INSTALLER = [
    ("https://github.com/conda/conda/issues/13135",
     "Finally I've reinstalled miniconda from scratch (again) but this time downloading the **Intel x86** bash. I assume that now I'm running conda through rosetta.\n"),
    ("https://github.com/Homebrew/homebrew-cask/issues/140852",
     '          "script": {\n            "executable": "Miniconda3-py310_23.1.0-1-MacOSX-x86_64.sh",\n            "args": [\n              "-b",\n'),
]


@pytest.mark.parametrize(("thread", "text"), INTEL_INSTALLER)
def test_the_intel_conda_installer_is_an_x86_64_python(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["conda.platform"] == "osx-64", thread
    assert values["python.machine"] == "x86_64", thread


def test_conda_naming_a_linux_subdirs_virtual_package_is_linux() -> None:
    # https://github.com/nilmtk/nilmtk/issues/895 (an ARM Linux box, not a Mac)
    values, _ = read("DEBUG conda.resolve:get_reduced_index(575): Retrieving packages for: \n  - @/linux-aarch64::__glibc==2.31=0\nfailed \n")
    assert values["host.os"] == "Linux"
    assert values["conda.platform"] == "linux-aarch64"


ARM64_INSTALLER = [
    ("https://github.com/ContinuumIO/anaconda-issues/issues/12941",
     "Installing [Miniconda3 macOS Apple M1 64-bit bash](https://repo.anaconda.com/miniconda/Miniconda3-latest-MacOSX-arm64.sh) on an M1 Mac, I get the error message:\n\n```\nMiniconda3-latest-MacOSX-arm64.sh: line 410: /Users/<user>/miniconda3/conda.exe: Bad CPU type in executable\n```\n"),
    ("https://github.com/conda/conda/issues/13027",
     "When I tried to install conda on my new M2 mac via the latest link (`https://repo.anaconda.com/miniconda/Miniconda3-latest-MacOSX-arm64.pkg`) it said that the software was incompatible with my computer...\n"),
    ("https://github.com/apple/tensorflow_macos/issues/3",
     "I finally got things working with these modifications that takes into account,\n1. There's an ARM Miniconda (yay!)\n2. There's Python 3.8 there\n"),
]


@pytest.mark.parametrize(("thread", "text"), ARM64_INSTALLER)
def test_the_arm64_conda_installer_runs_only_on_apple_silicon(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.arm64_capable"] == 1, thread
    assert values["conda.platform"] == "osx-arm64", thread
    # the installer may have failed (12941 shipped an x86_64 conda.exe): no Python's architecture is read from it
    assert "python.machine" not in values, thread


def test_the_intel_miniforge_installer_without_a_chip_stays_undecided() -> None:
    # https://github.com/xraypy/xraylarch/issues/430 (an x86_64 conda; the paste never names the chip)
    values, _ = read("#>  sh ./Mambaforge-MacOSX-x86_64.sh -b -p /Users/stefanmangold/xraylarch \n")
    assert values["python.machine"] == "x86_64"
    assert "host.arm64_capable" not in values


# taers232c/GAMADV-XTD3#243: zsh writes errno 86 lower-cased
GAM = """MacBook Pro
Apple M1 Pro
macOS Monterey 12.2.1

then any time the gam command is used, it throws a "bad CPU" error

`➜  ~ gam
zsh: bad CPU type in executable: /Users/sam/bin/gamadv-xtd3/gam`"""


@pytest.mark.parametrize("text", [
    GAM,
    GAM.replace("zsh: bad CPU", "zsh: Bad CPU"),  # as bash and Python's strerror write it
    GAM.replace("type in executable", "type in\nexecutable"),  # wrapped
])
def test_zshs_lower_cased_bad_cpu_type_is_rosetta_missing(text: str) -> None:
    assert "rosetta-missing" in ids(text)


def test_bad_cpu_type_in_words_is_no_message() -> None:
    assert "rosetta-missing" not in ids(GAM.replace("zsh: bad CPU type in executable: /Users/sam/bin/gamadv-xtd3/gam",
                                                    "I keep getting a bad CPU error"))
