# ruff: noqa: E501  (real pasted lines are kept whole)
"""A build from source that stops on a missing tool (build-tool-missing): Apple's Command Line Tools, a Rust compiler,
CMake. Each text is quoted from the public thread cited; each tool gets its own fix, chosen by the symptom."""

from __future__ import annotations

import pytest
from pasted import finding, fix_id, raised


def fix_of_build_tool(text: str) -> str | None:
    """The id of the fix chosen for the text's build-tool-missing finding (None where no such finding is raised)."""
    found = finding(text, "build-tool-missing")
    return fix_id(found) if found else None


XCRUN = "xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools), missing xcrun at: /Library/Developer/CommandLineTools/usr/bin/xcrun"
# huggingface/tokenizers#579: pip building tokenizers 0.9.4 from its sdist under a miniforge3 Python 3.9
RUST = """  Building wheel for tokenizers (PEP 517) ... error
  ERROR: Command errored out with exit status 1:
  running build_ext
  running build_rust
  error: can't find Rust compiler

  If you are using an outdated pip version, it is possible a prebuilt wheel is available for this package but pip is not able to install from it. Installing from the wheel would avoid the need for a Rust compiler."""


@pytest.mark.parametrize(("text", "fix"), [
    # DudeNr33/screen-on-time#4, after a macOS update
    ("When running the code via Terminal I get an error:\n\n" + XCRUN + "\n\nPreviously ran without problems.",
     "install-command-line-tools"),
    # the same line as pip's build prints it, indented in its captured output, and wrapped at 80
    ("      " + XCRUN, "install-command-line-tools"),
    ("xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools),\nmissing xcrun at: /Library/Developer/CommandLineTools/usr/bin/xcrun",
     "install-command-line-tools"),
    # xcode-select's own note when no developer tools are installed
    ("xcode-select: note: no developer tools were found at '/Applications/Xcode.app', requesting install. Choose an option in the dialog to download the command line developer tools.",
     "install-command-line-tools"),
    (RUST, "install-rust-toolchain"),
    # georgian-io/Multimodal-Toolkit#16, on an Apple M1 Pro
    ("      info: latest update on 2020-05-14, rust version 1.45.0-nightly (75e1463c5 2020-05-13)\n      error: target 'aarch64-apple-darwin' not found in channel.\n      error: can't find Rust compiler",
     "install-rust-toolchain"),
    # davisking/dlib#2307, pip install dlib on Catalina 10.15.6
    ("   RuntimeError:\n    *******************************************************************\n     CMake must be installed to build the following extensions: _dlib_pybind11",
     "install-cmake"),
    # osqp/osqp-python#4
    ("RuntimeError: CMake must be installed to build OSQP", "install-cmake"),
    # google/sentencepiece#712, built from source on an M1
    ("    mkdir: build: File exists\n    ./build_bundled.sh: line 15: cmake: command not found\n    ./build_bundled.sh: line 16: nproc: command not found",
     "install-cmake"),
    # pytorch/audio#984: distutils spawning cmake for BUILD_SOX=1
    ("running build_ext\nerror: [Errno 2] No such file or directory: 'cmake'", "install-cmake"),
    # zsh's wording, and the pyenv shim's (scikit-build/cmake-python-distributions#200)
    ("zsh: command not found: cmake", "install-cmake"),
    ("  pyenv: cmake: command not found", "install-cmake"),
])
def test_a_missing_build_tool_is_the_finding_with_its_own_fix(text: str, fix: str) -> None:
    assert "build-tool-missing" in raised(text)
    assert fix_of_build_tool(text) == fix


@pytest.mark.parametrize("text", [
    # another tool's absence, which neither CMake nor the Command Line Tools bring (sentencepiece#712's other lines)
    "    ./build_bundled.sh: line 16: nproc: command not found\n    /bin/sh: pkg-config: command not found",
    # xcrun that runs and misses a utility the Command Line Tools do not hold (Xcode's Metal toolchain)
    'xcrun: error: unable to find utility "metal", not a developer tool or in PATH',
    # the tools there and working
    "cmake version 3.27.1\n\nCMake suite maintained and supported by Kitware (kitware.com/cmake).",
    "rustc 1.51.0-nightly (61f5a0092 2021-01-04)",
    # a file the build could not find that is no tool ('cmake' only as part of a name)
    "error: [Errno 2] No such file or directory: 'cmake_install.cmake'",
])
def test_other_build_lines_are_no_missing_tool(text: str) -> None:
    assert "build-tool-missing" not in raised(text)


def test_one_finding_for_several_missing_tools_and_the_fix_for_one_of_them() -> None:
    """dev 1035 (marin-community/marin#1521): cmake missing twice and pkg-config and nproc beside it."""
    text = """ × Failed to build `sentencepiece @ git+https://github.com/google/sentencepiece/`
      /bin/sh: pkg-config: command not found
      ./build_bundled.sh: line 21: cmake: command not found
      ./build_bundled.sh: line 22: nproc: command not found
      ./build_bundled.sh: line 22: cmake: command not found"""
    assert "build-tool-missing" in raised(text)
    assert fix_of_build_tool(text) == "install-cmake"
