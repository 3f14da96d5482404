# ruff: noqa: E501  (real pasted lines are kept whole; their trailing blanks are dropped)
"""Clue families the never-seen batch 6460-6471 (differential privacy and ML fairness libraries on Macs and beside
them: Opacus, TensorFlow Privacy, diffprivlib, PyDP and OpenDP, fairlearn, fairgbm, AIF360, Fairness Indicators)
exposed, each read from real text.

- The release another package is installed with ('when installing Opacus 1.5.4 with torch 2.2.2'): the torch in
  place, not one asked for, as 'when installing torch==2.2.2 with ltt' is.
- A file under /usr/local/lib/python3.x/site-packages that Linux's loader names in its own words ('…/lib_lightgbm.so:
  cannot open shared object file'): a Linux Python (Docker's python images live there), not Intel Homebrew's.
- A chip whose missing support the writer blames for their error ('The error is likely due to lack of support for M1
  Mac'): the failing machine's chip, though support 'for M1 Mac' alone names a target.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids, read

# https://github.com/meta-pytorch/opacus/issues/769 (dev 6467), the description's first lines as stored
OPACUS_769 = """# Incompatibility of v1.5.4 with torch<2.4.0

sharkovsky · description · 2025-06-16
## 🐛 Bug

The use of `torch.nn.RMSNorm` in v1.5.4 introduces a constraint on the compatible torch versions, as it was introduced in torch 2.4.0.

For example, I get the following error when installing Opacus 1.5.4 with torch 2.2.2
```
from opacus import PrivacyEngine
../.tox/py3.11/lib/python3.11/site-packages/opacus/grad_sample/rms_norm.py:27: in <module>
    @register_grad_sampler(nn.RMSNorm)
E   AttributeError: module 'torch.nn' has no attribute 'RMSNorm'
```
"""


def test_opacus_769_reads_the_torch_opacus_went_beside() -> None:
    assert fact(OPACUS_769, "torch.version") == "2.2.2"
    found = ids(OPACUS_769)
    assert "torch-outdated" in found
    assert not found & {"apple-silicon", "intel-mac", "not-a-mac", "torch-no-x86-mac-wheels"}


@pytest.mark.parametrize(("text", "version"), [
    # https://github.com/meta-pytorch/opacus/issues/769
    ("I get the following error when installing Opacus 1.5.4 with torch 2.2.2", "2.2.2"),
    # other words for beside, other packages and spellings of the name
    ("The error appears while installing opacus alongside PyTorch 2.1.0", "2.1.0"),
    ("when installing the latest opacus together with torch 2.3.1, import fails", "2.3.1"),
    ("It broke on installing torchvision 0.17 on top of torch 2.2.1.", "2.2.1"),
    ("Crash when installing opacus==1.4.0 beside torch 1.13.1", "1.13.1"),
])
def test_a_release_another_package_is_installed_with_is_in_place(text: str, version: str) -> None:
    assert fact(text, "torch.version") == version


@pytest.mark.parametrize("text", [
    # the release is what is being installed ('when installing `torch==2.2.2` with `ltt`', the [wanted] source)
    "when installing `torch==2.2.2` with `ltt`",
    "It fails when installing torch 2.2.2 with pip.",
    # wishes and attempts stay wanted
    "I want to install opacus with torch 2.2.2",
    "trying to install PyTorch 2.7.1",
    "pip install opacus torch==2.2.2",
])
def test_a_release_being_installed_or_wished_for_is_still_wanted(text: str) -> None:
    assert fact(text, "torch.version") is None


# https://github.com/feedzai/fairgbm/issues/45 (dev 6463), the description as stored, its screenshot's tag left out
FAIRGBM_45 = """# Possible incompatibility with macOS

AndreFCruz · description · 2022-10-27
## Description

When importing fairgbm on a mac I immediately get the following error message:

`
OSError: dlopen(<env-dir>/python3.9/site-packages/fairgbm/lib_lightgbm.so, 0x0006): tried: '<env-dir>/python3.9/site-packages/fairgbm/lib_lightgbm.so' (not a mach-o file)
`

I have tried this with Python 3.8, 3.9, and 3.10 (I haven't tried it with earlier Python versions due to incompatibility with arm64 CPUs, but I have no reason to believe the bug would be exclusive to this architecture).

## Environment info

- `fairgbm==0.9.13`
- macOS
- arm64 (M1 Max)

## Additional Comments

It also does not work when using a linux python3.9 environment via docker containers (on macOS).
With this setup, the following (different but related to the same file) error is shown:

`OSError: /usr/local/lib/python3.9/site-packages/fairgbm/lib_lightgbm.so: cannot open shared object file: No such file or directory`
"""


def test_fairgbm_45_reads_no_intel_python_from_the_containers_loader_error() -> None:
    assert fact(FAIRGBM_45, "python.machine") is None
    found = ids(FAIRGBM_45)
    assert "apple-silicon" in found
    assert "python-x86-on-arm" not in found


@pytest.mark.parametrize("line", [
    # https://github.com/feedzai/fairgbm/issues/45
    "OSError: /usr/local/lib/python3.9/site-packages/fairgbm/lib_lightgbm.so: cannot open shared object file: No such file or directory",
    # glibc's other dlerror words for a file it found
    "ImportError: /usr/local/lib/python3.10/site-packages/torch/lib/libtorch_cpu.so: undefined symbol: _ZN3c104impl",
    "OSError: /usr/local/lib/python3.8/site-packages/pkg/_ext.so: invalid ELF header",
    "ImportError: /usr/local/lib/python3.11/site-packages/pkg/_ext.so: wrong ELF class: ELFCLASS32",
    "OSError: /usr/local/lib/python3.9/site-packages/pkg/lib/libfoo.so: file too short",
])
def test_a_linux_loader_error_under_usr_local_is_no_intel_homebrew_python(line: str) -> None:
    assert fact("On my M1 Max Mac:\n" + line, "python.machine") is None


@pytest.mark.parametrize("line", [
    # macOS's loader and a traceback's frame still read Intel Homebrew's prefix
    "ImportError: dlopen(/usr/local/lib/python3.9/site-packages/pkg/_ext.so, 2): Symbol not found: _foo",
    '  File "/usr/local/lib/python3.9/site-packages/torch/__init__.py", line 5, in <module>',
])
def test_the_prefix_outside_linux_loader_words_is_still_read(line: str) -> None:
    assert fact("On my M1 Max Mac:\n" + line, "python.machine") == "x86_64"


# https://github.com/OpenMined/PyDP/issues/402 (dev 6470), the description as stored
PYDP_402 = """# Support for M1 Mac?

youny626 · description · 2021-11-19
## Description
I got the error ` ModuleNotFoundError: No module named 'pydp._pydp'` when running `carrots.py` in examples. I used `pip install python-dp` to install the library and strangely it can only install version=0.1.0. When I tried to `pip install python-dp==1.1.1`, I get the following error:
```
ERROR: Could not find a version that satisfies the requirement python-dp==1.1.1 (from versions: 0.1.0)
ERROR: No matching distribution found for python-dp==1.1.1
```
The error is likely due to lack of support for M1 Mac (with ARM arch)

## System Information
 - OS: macOS Monterey
 - OS Version: 12.0.1
 - Language Version: Python 3.8
 - Package Manager Version: pip
"""


def test_pydp_402_reads_the_m1_the_error_is_blamed_on() -> None:
    assert fact(PYDP_402, "host.cpu_brand") == "Apple M1"
    found = ids(PYDP_402)
    assert "apple-silicon" in found
    assert not found & {"intel-mac", "not-a-mac", "python-x86-on-arm"}


@pytest.mark.parametrize(("text", "chip"), [
    # https://github.com/OpenMined/PyDP/issues/402
    ("The error is likely due to lack of support for M1 Mac (with ARM arch)", "Apple M1"),
    # other blames, determiners, tiers and the chip before the word
    ("This crash is caused by missing support for the M1 Pro chip.", "Apple M1 Pro"),
    ("probably due to no native support for Apple M3 Max", "Apple M3 Max"),
    ("I think it's because of the lack of M2 support.", "Apple M2"),
    ("It fails, likely due to the absence of M1 Mac compatibility.", "Apple M1"),
    ("The import error is\na result of no official support for M4 Macs.", "Apple M4"),
])
def test_a_chip_blamed_for_missing_support_is_the_writers(text: str, chip: str) -> None:
    assert read(text)[0].get("host.cpu_brand") == chip


@pytest.mark.parametrize("text", [
    # support asked for, added or planned names a target
    "Support for M1 Mac?",
    "They added support for M1 Macs last week.",
    "Is there a plan to add M1 support?",
    # a denied blame, and a lack of Macs rather than of support
    "The error is not due to lack of support for M1 Mac.",
    "The tests are skipped due to the lack of M1 Macs in CI.",
])
def test_support_neither_blamed_nor_missing_names_no_chip(text: str) -> None:
    assert read(text)[0].get("host.cpu_brand") is None
