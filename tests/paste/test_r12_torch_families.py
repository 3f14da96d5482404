# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1830-1844 (untargeted PyTorch-family threads on Macs: pytorch, torchvision,
torchaudio, torchtext, ExecuTorch, torchchat, conda-forge's pytorch feedstock, Intel-Mac torch installs) exposed, each
read from real text.

A conda installation or environment named as an x86_64 one ('an x86_64 conda installation', 'the incorrect x86_64
Conda installation') is an x86_64 Python in a conda environment: under Rosetta on Apple silicon, an osx-64 conda.
"""

from __future__ import annotations

from pasted import ids

# https://github.com/conda-forge/pytorch-cpu-feedstock/issues/101 (dev 1839)
FEEDSTOCK_101 = """BLAS pinned to MKL in x64 is problematic in macOS rosetta environments

Pytorch cannot be installed in a macOS rosetta environment emulating x64 because our recipe pins BLAS to MKL. In turn, MKL refuses to run in a rosetta environment after some runtime checks.

To reproduce, in an M1 mac machine and an x86_64 conda installation, run:
```sh
conda create -n pytorch-test -c conda-forge pytorch
```
"""


def test_an_x86_64_conda_installation_on_an_m1_is_an_x86_conda() -> None:
    found = ids(FEEDSTOCK_101)
    assert {"apple-silicon", "python-x86-on-arm", "conda-x86-distribution"} <= found
    assert "python-native-arm64" not in found and "intel-mac" not in found


def test_the_incorrect_x86_64_conda_installation_on_apple_silicon() -> None:
    # dev 1393 (a write-up of tensorflow-deps' PackagesNotFoundError on Apple silicon)
    text = ("Apple Silicon Mac, conda create fails with PackagesNotFoundError for tensorflow-deps.\n"
            "- Solution Uninstall the incorrect x86_64 Conda installation and reinstall using the native arm64 installer.\n")
    assert "conda-x86-distribution" in ids(text)


def test_instructions_that_make_one_are_not_the_machine() -> None:
    # READMEs found with the code search: a heading that creates one, a Linux environment shipped with a release
    for text in ("# D4RL Setup on M2 Mac (x86 via Rosetta)\n\n## Create x86_64 Conda Environment\n\n# Create a new Conda environment with x86_64 architecture\n",
                 "On my M1 Mac: Tagged releases attach a packed Linux x86_64 conda environment.\n",
                 "MacBook Pro M1. Install the Linux x86_64 Conda environment:\n",
                 "If on a Apple Silicon Mac you may need to specify a x86 conda env or install from Github\n"):
        found = ids(text)
        assert "python-x86-on-arm" not in found and "conda-x86-distribution" not in found, text

