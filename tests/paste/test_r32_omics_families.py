# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5580-5590 (single-cell and spatial omics on Macs: scanpy, scVelo, CellRank,
leidenalg, spatialdata and their numba/umap stack) exposed, each read from real text.

- A conda installation or environment named as made for conda's osx-arm64 subdir, however the subdir is spelled, or
  for Apple silicon: its Python is arm64 on an Apple-silicon Mac (the counterpart of prose-conda-x86-env).
- Packages pip compiles natively on the Apple-silicon Mac just named: pip's Python is arm64.
"""

from __future__ import annotations

from pasted import fact, raised

# https://github.com/scverse/scanpy/issues/1799 (dev 5584), the description's first paragraph
SCANPY_1799 = r"""# Running scanpy on M1 apple silicon clashes with Numba errors

dawe · description · 2021-04-16
Hi all, we (@ste-depo) are trying to run scanpy on M1 architecture. We have created a conda environment using Miniforge for osx64-arm. However, when running `sc.pp.neighbors` we have this error. I understand that this is related to `umap-learn` and not directly to `scanpy`, but I think it's worth to mention here.

```
~/miniforge3/envs/scVelo/lib/python3.8/site-packages/numba/core/lowering.py in storevar(self, value, name)
```"""

# https://github.com/vtraag/leidenalg/issues/88 (dev 5582), the reporter's comment
LEIDENALG_88 = r"""akhst7 · comment · 2021-10-21
Regarding conda-forge Apple Arm64 binaries, I was  talking in general, not specific for you packages.  A majority of those packages are by no means stable. Some of them don't run at all in my M1 mini.  As you can see below, many of python3.9 packages can natively be complied though pip as wheels and they are stable.  I just need a few more packages such as llvmlite and number for what I need.

```
❯ pip list
Package          Version
---------------- -------------------------
anndata          0.7.7.dev2+ge7a3a3e
leidenalg        0.8.7
```"""


def _arm64_python(text: str) -> bool:
    return fact(text, "python.machine") == "arm64"


def test_a_conda_env_made_for_osx_arm64_is_an_arm64_python() -> None:
    assert _arm64_python(SCANPY_1799)
    assert fact(SCANPY_1799, "conda.platform") == "osx-arm64"
    assert {"apple-silicon", "python-native-arm64"} <= raised(SCANPY_1799)


def test_conda_env_for_osx_arm64_family() -> None:
    for text in ("We have created a conda environment using Miniforge for osx-arm64. Then the import fails.",
                 "I made a conda env for osx_arm64 and scanpy still crashes.",
                 "I'm using Miniforge for Apple Silicon; importing umap fails.",
                 "My conda environment with conda-forge for osx-arm64 cannot build leidenalg.",
                 "I am in an osx-arm64 conda environment and numba fails.",
                 "The error shows up in my native arm64 conda env.",
                 "We installed mambaforge for M1 and the solve fails."):
        assert _arm64_python(text), text
        assert fact(text, "host.arm64_capable") == 1, text


def test_conda_env_for_osx_arm64_near_misses() -> None:
    for text in ("You should create a conda environment for osx-arm64 first.",
                 "Download the Miniforge installer for osx-arm64 and run it.",
                 "Use Miniforge for Apple Silicon instead of Anaconda.",
                 "I created a conda environment for arm64 on the Jetson.",
                 "There is no conda package for osx-arm64 yet.",
                 "I created an x86_64 conda environment under Rosetta."):
        assert not _arm64_python(text), text


def test_packages_compiled_natively_by_pip_on_apple_silicon() -> None:
    assert _arm64_python(LEIDENALG_88)
    assert {"apple-silicon", "python-native-arm64"} <= raised(LEIDENALG_88)


def test_packages_compiled_natively_by_pip_family() -> None:
    for text in ("On my M1 MacBook Air most packages can natively be compiled through pip as wheels.",
                 "My Mac has an Apple M2. numpy and scipy compiled natively with pip without trouble.",
                 "I have a Mac mini M1.\npip builds them natively and they work.",
                 "Running on Apple Silicon: h5py was built natively via pip3 from the sdist."):
        assert _arm64_python(text), text


def test_packages_compiled_natively_by_pip_near_misses() -> None:
    for text in ("On my Intel MacBook Pro the packages compile natively through pip.",
                 "Most packages can natively be compiled through pip as wheels.",
                 "On my M1 the packages were natively compiled with conda.",
                 "I have an M1 Mac.\n\nOn the Linux server pip builds them natively.",
                 "On my M1, you should make sure pip compiles them natively."):
        assert not _arm64_python(text), text
