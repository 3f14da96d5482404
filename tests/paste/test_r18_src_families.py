# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2860-2874 (building ML frameworks and their extensions from source on macOS)
exposed, each read from real text.

A second collect_env report in one paste whose OS line proves the other kind of Mac than the first (a commenter's
'here is mine' in a thread: 'OS: Mac OSX 10.15.6 (x86_64)' then 'OS: macOS 11.1 (arm64)') is another machine: the
first report is read whole, not mixed with the second into an x86_64 Python on Apple silicon. 'Installation on ARM64'
names the machine by its architecture: Apple silicon where the text is otherwise a Mac's, nothing where it is not.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

from macml_doctor.errors import InputError


def _ids(text: str) -> set[str]:
    """The findings' ids, none where the text holds no clue the doctor reads (the report is refused)."""
    try:
        return ids(text)
    except InputError:
        return set()

# https://github.com/pytorch/pytorch/issues/44449 (the reporter's collect_env, then a commenter's from an M1)
PYTORCH_44449 = """MacOs build from source error

```
PyTorch version: N/A
Is debug build: N/A
CUDA used to build PyTorch: N/A

OS: Mac OSX 10.15.6 (x86_64)
GCC version: Could not collect
Clang version: 11.0.3 (clang-1103.0.32.62)
CMake version: version 3.18.1

Python version: 3.7 (64-bit runtime)
Is CUDA available: N/A
CUDA runtime version: Could not collect
GPU models and configuration: Could not collect
Nvidia driver version: Could not collect
cuDNN version: Could not collect

Versions of relevant libraries:
[pip3] numpy==1.18.5
[pip3] numpydoc==1.1.0
[conda] blas                      1.0                         mkl
[conda] mkl                       2019.4                      233
[conda] numpy                     1.18.5           py37h1da2735_0

```

malfet · comment · 2020-09-10
@tangchunbo are you sure that `CXX=g++`  is mentioned in the readme? Can you please try to do do a clean build without specifying either `CXX` or `C` environment variables

slerman12 · comment · 2020-12-30
`Collecting environment information...
PyTorch version: 1.8.0a0+c068180
Is debug build: False
CUDA used to build PyTorch: None
ROCM used to build PyTorch: N/A

OS: macOS 11.1 (arm64)
GCC version: Could not collect
Clang version: 12.0.0 (clang-1200.0.32.28)
CMake version: version 3.19.2

Python version: 3.9 (64-bit runtime)
Is CUDA available: False
CUDA runtime version: No CUDA
GPU models and configuration: No CUDA
Nvidia driver version: No CUDA
cuDNN version: No CUDA
HIP runtime version: N/A
MIOpen runtime version: N/A

Versions of relevant libraries:
[pip3] numpy==1.19.4
[pip3] torch==1.8.0a0
[pip3] torchvision==0.9.0a0+83171d6
[conda] numpy                     1.19.4           py39h69a04d8_2    conda-forge
[conda] torch                     1.8.0a0                  pypi_0    pypi
[conda] torchvision               0.9.0a0+83171d6          pypi_0    pypi`

And

`/Users/samlerman/code/miniforge3/bin/python3.9: Mach-O 64-bit executable arm64`
"""
# https://github.com/pytorch/pytorch/pull/42887 (the collect_env output its author shows, from an Intel Mac)
PYTORCH_42887 = """Collecting environment information...
PyTorch version: N/A
Is debug build: N/A
CUDA used to build PyTorch: N/A

OS: Mac OSX 10.15.5 (x86_64)
GCC version: Could not collect
Clang version: 12.0.0 (clang-1200.0.26.2)
CMake version: version 3.17.3

Python version: 2.7 (64-bit runtime)
Is CUDA available: N/A
CUDA runtime version: Could not collect
GPU models and configuration: Could not collect
Nvidia driver version: Could not collect
cuDNN version: Could not collect

Versions of relevant libraries:
[pip3] numpy==1.19.1
[pip3] torch==1.7.0.dev20200803
[pip3] torchvision==0.8.0.dev20200804
[conda] Could not collect
"""
# https://github.com/pytorch/vision/issues/4909 (an arm64 Python on macOS 12.0.1)
VISION_4909 = """PyTorch version: 1.10.0
Is debug build: False
CUDA used to build PyTorch: None
ROCM used to build PyTorch: N/A

OS: macOS 12.0.1 (arm64)
GCC version: Could not collect
Clang version: 13.0.0 (clang-1300.0.29.3)
CMake version: version 3.21.4
Libc version: N/A

Python version: 3.8.12 (default, Oct 22 2021, 17:47:41)  [Clang 13.0.0 (clang-1300.0.29.3)] (64-bit runtime)
Python platform: macOS-12.0.1-arm64-arm-64bit
Is CUDA available: False
CUDA runtime version: No CUDA
GPU models and configuration: No CUDA
Nvidia driver version: No CUDA
cuDNN version: No CUDA
HIP runtime version: N/AMIOpen runtime version: N/A

Versions of relevant libraries:
[pip3] numpy==1.21.3
[pip3] torch==1.10.0
[conda] Could not collect
"""
# https://github.com/pytorch/pytorch/issues/48145 (an Anaconda Python on an Apple-silicon Mac: x86_64 on macOS 11.0)
PYTORCH_48145 = """Sure @malfet. If I run this using my Anaconda Python Install, it's:

Collecting environment information...
PyTorch version: 1.8.0.dev20201117
Is debug build: False
CUDA used to build PyTorch: None
ROCM used to build PyTorch: N/A

OS: Mac OSX 11.0 (x86_64)
GCC version: Could not collect
Clang version: 11.0.0 (clang-1100.0.33.8)
CMake version: Could not collect

Python version: 3.8 (64-bit runtime)
Is CUDA available: False
CUDA runtime version: No CUDA
GPU models and configuration: No CUDA
Nvidia driver version: No CUDA
cuDNN version: No CUDA
HIP runtime version: N/A
MIOpen runtime version: N/A

Versions of relevant libraries:
[pip3] numpy==1.18.5
[pip3] numpydoc==1.1.0
[pip3] torch==1.8.0.dev20201117
[pip3] torchaudio==0.8.0a0+2c68c50
[pip3] torchvision==0.9.0.dev20201117
"""


def test_a_commenters_report_of_the_other_kind_of_mac_is_left_out() -> None:
    facts, _ = read(PYTORCH_44449)
    assert facts["host.macos_version"] == "10.15.6"
    assert facts["host.arm64_capable"] == 0
    assert facts["python.version"] == "3.7"
    found = ids(PYTORCH_44449)
    assert "intel-mac" in found
    assert not {"apple-silicon", "python-x86-on-arm", "conda-x86-distribution", "torch-x86-build"} & found


def test_an_intel_macs_report_then_an_arm64_one_reads_the_first() -> None:
    # two real reports pasted one after the other, as a thread holds a reporter's and a commenter's
    text = PYTORCH_42887 + "\n" + VISION_4909
    facts, _ = read(text)
    assert facts["host.macos_version"] == "10.15.5"
    assert facts["python.version"] == "2.7"
    assert "intel-mac" in ids(text)
    assert "python-x86-on-arm" not in ids(text)


def test_an_arm64_report_then_an_intel_macs_one_reads_the_first() -> None:
    text = VISION_4909 + "\n" + PYTORCH_42887
    facts, _ = read(text)
    assert facts["host.macos_version"] == "12.0.1"
    assert facts["torch.version"] == "1.10.0"
    found = ids(text)
    assert "apple-silicon" in found
    assert "intel-mac" not in found


def test_an_x86_64_python_on_big_sur_proves_no_other_machine() -> None:
    # 'OS: Mac OSX 11.0 (x86_64)' is an x86_64 Python, on an Intel Mac or under Rosetta: no contradiction with an arm64
    # report after it (the same Mac's other Python), so both are read
    text = PYTORCH_48145 + "\n" + VISION_4909
    found = ids(text)
    assert "apple-silicon" in found
    assert "intel-mac" not in found


@pytest.mark.parametrize("text", [PYTORCH_42887, VISION_4909])
def test_one_report_alone_is_read_as_before(text: str) -> None:
    facts, _ = read(text)
    assert "report.other_machine_lines" not in facts
    assert ("intel-mac" in ids(text)) == (text is PYTORCH_42887)


# https://github.com/dbekaert/RAiDER/issues/520
RAIDER_520 = """[BUG] or [QUESTION] Installation on ARM64

```
              ************************************************************************

        _DebuggingTips.warn(project)
      error: command '/Users/cmarshak/mambaforge/envs/RAiDER/bin/clang' failed with exit code 1
      [end of output]

  note: This error originates from a subprocess, and is likely not a problem with pip.
  ERROR: Failed building editable for RAiDER
Failed to build RAiDER
ERROR: Could not build wheels for RAiDER, which is required to install pyproject.toml-based projects
```

I ran `python setup.py make` and got:

```
(RAiDER) --- bekaert-team/RAiDER-forked ‹dev➔› » python setup.py make
Traceback (most recent call last):
  File "/Users/cmarshak/bekaert-team/RAiDER-forked/setup.py", line 12, in <module>
    from pybind11.setup_helpers import Pybind11Extension, build_ext
ModuleNotFoundError: No module named 'pybind11'
```

So installed this package and got it to work fine.
"""


def test_installation_on_arm64_over_a_macs_paths_is_apple_silicon() -> None:
    facts, _ = read(RAIDER_520)
    assert facts["host.arm64_capable"] == 1
    assert "host.arm64_named" not in facts  # a premise, not a fact of its own
    assert "apple-silicon" in ids(RAIDER_520)
    assert "intel-mac" not in ids(RAIDER_520)


@pytest.mark.parametrize("text", [
    # the title alone: no Mac in it
    "[BUG] or [QUESTION] Installation on ARM64\n",
    # an Arch Linux ARM install script (found with the code search)
    '    print_warning "AUR helper installation on ARM64 may have limited package availability"\n',
    # https://github.com/nowledge-co/community/issues/432 (Linux before ARM64)
    "nmem-cli 0.10.25 cannot install on Linux ARM64\n",
    # https://github.com/tiny-pilot/tinypilot/issues/90 (an arm64-based Raspbian)
    "When installing on an arm64-based Raspian installation, I received the following error on installation (via `curl`):\n",
])
def test_arm64_without_a_mac_names_no_apple_silicon(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("host.arm64_capable") != 1
    assert "apple-silicon" not in _ids(text)


def test_arm64_followed_by_linux_or_a_runner_is_no_machine_of_a_mac() -> None:
    # the RAiDER paths make the text a Mac's; 'on ARM64 Linux' / 'on arm64 runners' name another system or a CI target
    for words in ("Installation on ARM64 Linux", "Build fails on arm64 runners"):
        facts, _ = read(RAIDER_520.replace("Installation on ARM64", words, 1))
        assert facts.get("host.arm64_capable") != 1
