# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4340-4350 (Rosetta 2 on Apple silicon: x86_64 programs, Pythons and installers
run translated, Rosetta missing) exposed, each read from real text.

- A program that is no Python (a binary, an app, a game, a '.com', './name', an ispc kernel) said to run under
  Rosetta: Apple silicon, but no Python architecture (prose-rosetta-program; prose-rosetta no longer reads it).
- An architecture and a program before 'on Rosetta' ('x86-64 jemalloc on Rosetta'): Apple silicon
  (prose-x86-via-rosetta).
- Rosetta said to be missing, or installing it said to have fixed the problem: Apple silicon
  (prose-rosetta-not-installed).
- pip (or conda) said to install under Rosetta: the installing Python runs translated (prose-rosetta-pip-install).
- A chip with a '+' after it ('M4+ macbooks'): that kind of chip (platform_strings._PROSE_CHIP).
"""

from __future__ import annotations

import pytest
from pasted import raised, read

# https://github.com/official-stockfish/Stockfish/issues/5707 (dev 4347)
STOCKFISH_5707 = r"""# Running x86 AVX2 binary on Apple Silicon with Rosetta 2 (macOS 15)

twoplan · description · 2024-12-06
### Describe the issue

`zsh: illegal hardware instruction  ./stockfish-macos-x86-64-avx2  compiler`

### Expected behavior

AVX2 binary should run on macOS 15 with Rosetta 2

### Steps to reproduce

Run macOS x86-AVX2 Stockfish 17 in terminal on an Apple Silicon Mac with macOS 15.x
`./stockfish-macos-x86-64-avx2  compiler`

### Anything else?

With Rosetta 2 it should now be possible to use x86 binaries with AVX2 instructions on Apple Silicon macs.

But on an M4 mac running macOS 15.1.1 I get this in the terminal

`zsh: illegal hardware instruction  ./stockfish-macos-x86-64-avx2 compiler`"""

# https://github.com/ispc/ispc/issues/2197 (dev 4346)
ISPC_2197 = r"""# Crash on vmovaps on Apple Silicon M1 in Rosetta translated execution

alanmikhak · description · 2021-11-22
I observed the following crash in an ispc kernel running in Rosetta translated execution. Xcode debugger reports the crash is due to an EXC_BAD_INSTRUCTION (code=EXC_I386_INVOP, =0x0). Console crash report says it is due to Code 4 Illegal Instruction: 4."""

# https://github.com/jemalloc/jemalloc/issues/2014 (dev 4350), the title
JEMALLOC_2014 = "# Illegal instruction with x86-64 jemalloc on Rosetta"

# https://github.com/cpick/nix-rosetta-builder/issues/42 (dev 4341)
NIX_ROSETTA_42 = r"""# Add instructions to install Rosetta in README

miguelpduarte · description · 2025-12-29
The assumption that `rosetta` is installed is fair, but might catch some users unaware. I personally got confused as in after swapping machines I forgot that `rosetta` was not installed, and was just getting cryptic SSH errors when doing `sudo ssh rosetta-builder`, such as `kex_exchange_identification: read: Connection reset by peer`."""

# https://github.com/shyoo/awardtracker/issues/132 (dev 4340)
AWARDTRACKER_132 = r"""# Update README.md to include troubleshooting for M4+ macbooks

shyoo · description · 2026-08-31
User reported that installing the rosetta solved the problem:

"softwareupdate --install-rosetta"

Please add an troubleshooting instruction to the README.md file."""

# https://github.com/zarr-developers/numcodecs/issues/268 (dev 4342), the title over a python.org Python's frame
NUMCODECS_268 = r"""# Unable to pip install in Rosetta on an M1 Mac

[turn 0 by astrofrog, continued]
```
      File "/Library/Frameworks/Python.framework/Versions/3.9/lib/python3.9/distutils/core.py", line 148, in setup
        dist.run_commands()"""


# --- a program that is no Python, run under Rosetta: the chip, not the Python ---

def test_stockfish_binary_under_rosetta_is_apple_silicon_without_an_x86_python() -> None:
    facts, _ = read(STOCKFISH_5707)
    assert facts["host.arm64_capable"] == 1
    assert "python.translated" not in facts
    assert "python-x86-on-arm" not in raised(STOCKFISH_5707)


def test_ispc_kernel_in_rosetta_translated_execution_names_no_python() -> None:
    # the sentence alone: the crash's 'Illegal Instruction' after it is read by the SIGILL reasoning, as before
    facts, _ = read(ISPC_2197.splitlines()[3].split(" Xcode")[0])
    assert facts["host.arm64_capable"] == 1
    assert "python.translated" not in facts


@pytest.mark.parametrize("text", [
    "AVX2 binary should run on macOS 15 with Rosetta 2",
    "# Hello.com, redbean.com fail to run on MacOS M1 under Rosetta",
    "The game runs under Rosetta 2 on my Mac",
    "I'm running the app through Rosetta",
    "./stockfish runs fine under Rosetta",
    "the x86 executable runs via Rosetta 2",
])
def test_non_python_programs_under_rosetta(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("host.arm64_capable") == 1
    assert "python.translated" not in facts


@pytest.mark.parametrize("text", [
    "my python is running under Rosetta",
    "the jupyter kernel running under Rosetta",
    "Anaconda which runs through Rosetta2 as an Intel",
])
def test_a_python_under_rosetta_still_reads_translated(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("python.translated") == 1


def test_a_guess_about_a_binary_under_rosetta_stays_unread() -> None:
    facts, _ = read("the binary may run under Rosetta")
    assert "host.arm64_capable" not in facts


def test_the_macos_a_mac_runs_is_not_the_translated_program() -> None:
    text = ("then executed on a MacBook Pro with the M1 Max chip (arm64) running macOS Monterey 12.4 under Rosetta "
            "translation.")
    facts, _ = read(text)
    assert facts.get("host.arm64_capable") == 1
    assert "python.translated" not in facts


# --- an architecture, a program, then 'on Rosetta' ---

@pytest.mark.parametrize("text", [JEMALLOC_2014, "x86-64 jemalloc on Rosetta", "running x86_64 ffmpeg under Rosetta 2",
                                  "the amd64 container via Rosetta"])
def test_architecture_and_program_on_rosetta_is_apple_silicon(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("host.arm64_capable") == 1


@pytest.mark.parametrize("text", ["x86_64 wheels via Rosetta", "an x86 build of the app on Rosetta",
                                  "Intel and arm64 with Rosetta", "wheels for x86_64 jemalloc under Rosetta"])
def test_shipped_kinds_and_pairs_before_rosetta_stay_unread(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("host.arm64_capable") != 1


# --- Rosetta missing, or installing it the fix ---

def test_rosetta_not_installed_after_swapping_machines_is_apple_silicon() -> None:
    facts, _ = read(NIX_ROSETTA_42)
    assert facts.get("host.arm64_capable") == 1
    assert "apple-silicon" in raised(NIX_ROSETTA_42)


def test_installing_rosetta_solved_it_and_m4_plus_macbooks() -> None:
    facts, _ = read(AWARDTRACKER_132)
    assert facts.get("host.arm64_capable") == 1
    assert facts.get("host.cpu_brand") == "Apple M4"
    assert "apple-silicon" in raised(AWARDTRACKER_132)


@pytest.mark.parametrize("text", [
    "I forgot that rosetta was not installed",
    "Rosetta 2 wasn't installed yet on the new laptop",
    "I didn't have Rosetta installed",
    "Installing Rosetta 2 fixed it for me.",
    "installing the rosetta finally resolved the crash",
])
def test_rosetta_missing_variants(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("host.arm64_capable") == 1


@pytest.mark.parametrize("text", [
    "if Rosetta is not installed, run softwareupdate --install-rosetta",
    "make sure Rosetta is not installed",
    "Rosetta was not installed for the PowerPC app on Snow Leopard",
    "softwareupdate --install-rosetta",
    "Rosetta Stone was not installed",
])
def test_rosetta_missing_near_misses(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("host.arm64_capable") != 1


# --- pip installing under Rosetta: the installing Python is translated ---

def test_pip_install_in_rosetta_on_an_m1_is_an_x86_python() -> None:
    facts, _ = read(NUMCODECS_268)
    assert facts.get("python.translated") == 1
    assert "python-x86-on-arm" in raised(NUMCODECS_268)


@pytest.mark.parametrize("text", [
    "I ran pip install numpy under Rosetta 2",
    "installing it with pip under Rosetta fails",
    "conda install pytorch via Rosetta worked",
])
def test_pip_install_under_rosetta_variants(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("python.translated") == 1


@pytest.mark.parametrize("text", [
    "pip install in Rosetta terminal",
    "should I pip install under Rosetta?",
    "I tried to pip install with Rosetta",
    "pip install works without Rosetta",
])
def test_pip_install_near_misses(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("python.translated") != 1


# --- a chip with '+' after it ---

@pytest.mark.parametrize("text", ["troubleshooting for M4+ macbooks", "works on M1+ mac", "M2+ chip Mac"])
def test_chip_plus(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("host.arm64_capable") == 1


@pytest.mark.parametrize("text", ["requires M2+ or later", "A+ mac"])
def test_chip_plus_near_misses(text: str) -> None:
    facts, _ = read(text)
    assert "host.cpu_brand" not in facts
