# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4980-4991 (environments, Pythons, conda installs and Homebrew trees carried from
Intel Macs to Apple silicon: a venv built on the older Mac, an Intel Anaconda left on an M-series Mac, an x86_64
Homebrew refusing arm64-only formulae) exposed, each read from real text.

- Anaconda's or Miniconda's Intel build named with its architecture in brackets ('an Intel (x86_64) version of
  Anaconda', 'the x86_64 (Intel) build of Miniconda') is the Intel installer named in words: an osx-64 conda whose
  Python is x86_64.
- A Python's version written with its architecture beside it, after a comma, in brackets or after a dash, the item
  ending there ('- `python3.12`: 3.12.12, x86_64', 'Python 3.10.4 (x86_64)') says the Python's architecture; two
  interpreters of opposite architectures so listed tie, and the architecture stays open.
"""

from __future__ import annotations

from pasted import ids, raised, read

# https://github.com/ankitects/anki/issues/4216 (dev 4983), cut at its 'Debugging Journey' heading
ANKI_4216 = r"""# macOS arm64: Startup fails with SIGKILL due to platform mismatch with Intel Conda

MrD-Lt · description · 2025-07-20
### Bug description

On a Mac with Apple Silicon (arm64), Anki (version 25.07+ in my case) fails to start up if an Intel (x86_64) version of Anaconda  is installed.

The initial error message is:
```bash
warning: Failed to patch the install name of the dynamic library for /Users/username/Library/Application Support/AnkiProgramFiles/python/cpython-3.13.5-macos-aarch64-none/bin/python3.13. This may cause issues when building Python native extensions.
error: Querying Python at /Users/username/Library/Application Support/AnkiProgramFiles/python/cpython-3.13.5-macos-aarch64-none/bin/python3.13 failed with exit status signal: 9 (SIGKILL)
Install failed: Failed with code Some(2): /Applications/Anki.app/Contents/MacOS/uv sync --upgrade --managed-python --python 3.13.5
```

The root cause is a platform architecture mismatch between the system and the Conda environment.

### Steps to reproduce

1.  Use a Mac with Apple Silicon (arm64).
2.  Install an Intel (x86_64) version of Anaconda. This environment will run under Rosetta 2.
3.  Download and launch Anki.
4.  Observe the startup failure with the `SIGKILL` error message as shown above."""

# https://github.com/raullenchai/Rapid-MLX/issues/1953 (dev 4981), the form's hardware and Python fields
RAPID_MLX_1953 = r"""# [Bug] install.sh selects x86_64 Python on Apple Silicon and leaves an incomplete venv

### Hardware

Apple M4 Pro, 48 GB unified memory (arm64)

### macOS version

macOS 26.5.2 (build 25F84)

### Python version

- `python3.12`: 3.12.12, x86_64
- `python3.11`: 3.11.14, arm64
"""


def test_intel_anaconda_named_with_its_architecture_in_brackets_is_an_osx64_conda() -> None:
    facts, _ = read(ANKI_4216)
    assert facts.get("conda.platform") == "osx-64"
    found = ids(ANKI_4216)
    assert "conda-x86-distribution" in found and "apple-silicon" in found
    assert "intel-mac" not in found and "rosetta-missing" not in found and "code-signature-blocked" not in found


def test_intel_conda_with_bracketed_architecture_family() -> None:
    for text in (
        "On my M1 Mac an Intel (x86_64) version of Anaconda is installed.",
        "I installed the x86_64 (Intel) build of Miniconda on my M2.",
        "I have Intel (x86-64) Anaconda on an M1 MacBook.",
        "My M3 MacBook Pro still runs the Intel (x64) installer of Miniconda3 from my old Mac.",
    ):
        facts = read(text)[0]
        assert facts.get("conda.platform") == "osx-64", text
        assert facts.get("python.machine") == "x86_64", text
        assert "conda-x86-distribution" in ids(text), text


def test_intel_conda_only_advised_or_contrasted_is_not_read() -> None:
    for text in (
        "Install an Intel (x86_64) version of Anaconda.",
        "Download the arm64 (Apple silicon) version of Anaconda, not the Intel (x86_64) one. I am on an M1.",
        "How do I install an Intel (x86_64) version of Anaconda on my M1?",
    ):
        assert read(text)[0].get("conda.platform") is None, text
        assert "conda-x86-distribution" not in raised(text), text


def test_two_interpreters_of_opposite_architectures_tie() -> None:
    facts, _ = read(RAPID_MLX_1953)
    assert facts.get("host.cpu_brand") == "Apple M4 Pro"
    assert facts.get("python.machine") is None
    found = ids(RAPID_MLX_1953)
    assert "python-native-arm64" not in found and "intel-mac" not in found


def test_python_version_with_machine_family() -> None:
    for text, machine in (
        ("Apple M1 Max.\n- `python3.12`: 3.12.12, x86_64\n", "x86_64"),
        ("Apple M1 Max. Python version: 3.12.12, x86_64", "x86_64"),
        ("Apple M1 Max. Python 3.10.4 (x86_64) on my Mac", "x86_64"),
        ("Apple M2.\n- python3.11: 3.11.14, arm64\n", "arm64"),
        ("Apple M1. Python version: 3.11.4 - arm64", "arm64"),
        ("Apple M1. Python 3.9.13 (arm64)", "arm64"),
    ):
        assert read(text)[0].get("python.machine") == machine, text
    assert "python-x86-on-arm" in ids("Apple M1 Max. Python version: 3.12.12, x86_64")
    assert "python-native-arm64" in ids("Apple M2.\n- python3.11: 3.11.14, arm64\n")


def test_python_version_beside_an_architecture_that_goes_on_is_not_read() -> None:
    for text in (
        "Apple M1. Python 3.9 (arm64) wheels are missing",
        "Apple M1. Python 3.12, x86_64 installers",
        "Apple M1. Miniforge gives python 3.9, arm64 for OSX too",
        "Also, check my pull request to pyenv - will give an opportunity to use Miniforge distribution (miniconda with native compiled packages for different platforms, python 3.9, arm64 for OSX too)",
        "Apple M1. Python 3.10.4 (main, Mar 31 2022, 03:37:37) [Clang 12.0.0 ] on darwin",
    ):
        assert read(text)[0].get("python.machine") is None, text


# https://github.com/nohajc/anylinuxfs/issues/45 (dev 4988), whole
ANYLINUXFS_45 = r"""# Brew fails installing software

Checkm8ra1n · description · 2025-09-17
```
brew install anylinuxfs
==> Fetching downloads for: anylinuxfs
anylinuxfs: The arm64 architecture is required for this software.
libkrunfw: The arm64 architecture is required for this software.
libkrun: The arm64 architecture is required for this software.
Error: anylinuxfs: Unsatisfied requirements failed this build.
==> No outdated dependents to upgrade!

```"""


def test_homebrew_architecture_refusal_alone_is_a_mac_of_unknown_chip() -> None:
    facts, _ = read(ANYLINUXFS_45)
    assert facts.get("host.os") == "Darwin"
    assert facts.get("host.cpu_brand") is None and facts.get("host.arm64_capable") is None
    assert facts.get("python.machine") is None
    found = ids(ANYLINUXFS_45)
    assert found == {"report-undecided"}


def test_homebrew_architecture_refusal_family() -> None:
    for text in (
        "macmon: The arm64 architecture is required for this software.\nError: macmon: An unsatisfied requirement failed this build.",
        "modular: The arm64 architecture is required for this software.",
        "mynewt-newt: The x86_64 architecture is required for this software.",
    ):
        facts = read(text)[0]
        assert facts.get("host.os") == "Darwin", text
        assert facts.get("host.arm64_capable") is None and "intel-mac" not in ids(text), text


def test_homebrew_architecture_refusal_never_outweighs_the_named_machine() -> None:
    text = "I'm running an M1 Max with 64GB and Sequoia 15.3.2\nmacmon: The arm64 architecture is required for this software."
    assert "apple-silicon" in ids(text)
    linux = "Ubuntu 22.04, uname -m x86_64\nfoo: The arm64 architecture is required for this software."
    assert read(linux)[0].get("host.os") != "Darwin"
