# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4880-4891 (conda-forge feedstocks and the osx-arm64 builds of ML packages:
pytorch-cpu, opencv, onnx/onnxruntime, Miniforge's installer, CONDA_SUBDIR, channel mixing) exposed, each read from
real text.

- A conda subdir asked for in a dry run's command (`CONDA_SUBDIR=osx-64 conda create … --dry-run`, `-d`, `--platform
  osx-64 --dry-run`) is a solve checked for a platform, not the environment in use: neither the Apple-silicon host
  that CONDA_SUBDIR=osx-arm64 implies nor the osx-64 conda platform is read from it.
- mamba's install table, as the Miniforge/Mambaforge installers print it, names each package's file under its
  channel/subdir ('conda-forge/osx-arm64/brotlipy-0.7.0-py39h5161555_1003.tar.bz2   Cached'): the environment's own
  subdir, as conda-package-subdir reads 'conda-forge/osx-arm64   Cached'.
"""

from __future__ import annotations

from pasted import ids, raised, read

# https://github.com/pytorch/pytorch/issues/97031 (dev 4885)
PYTORCH_97031 = r"""# PyTorch nightly cannot be installed at the same time as numpy in a conda env on osx-64 / Python 3.11

pmeier · description · 2023-03-17
```bash
CONDA_SUBDIR=osx-64 \
    conda create -n tv311 --dry-run \
    -c pytorch-nightly -c defaults \
    python=3.11 pytorch numpy'>=1.11'
```

(You can drop the `CONDA_SUBDIR` env var if you already on this system)

```
Collecting package metadata (current_repodata.json): done
Solving environment: failed with repodata from current_repodata.json, will retry with next repodata source.
"""

# https://github.com/conda-forge/miniforge/issues/255 (dev 4889)
MINIFORGE_255 = r"""# Install on mac m1 encountered with Could not solve for environment specs

gongx030 · comment · 2022-02-08
> 

`4.11.0-0` also have similar error:

[turn 6 by gongx030, continued]
```
   - conda==4.11.0=py39h2804cbe_0


  Package                     Version  Build               Channel                                                                         Size
─────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
  Install:
─────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────

  + brotlipy                    0.7.0  py39h5161555_1003   conda-forge/osx-arm64/brotlipy-0.7.0-py39h5161555_1003.tar.bz2                Cached
"""


def test_conda_subdir_in_a_dry_run_is_not_the_environment() -> None:
    facts = read(PYTORCH_97031)[0]
    assert facts.get("conda.platform") is None
    assert facts.get("host.arm64_capable") is None
    found = raised(PYTORCH_97031)
    assert not found & {"intel-mac", "apple-silicon", "conda-x86-distribution", "python-x86-on-arm", "not-a-mac"}


def test_conda_subdir_arm64_in_a_dry_run_is_not_apple_silicon() -> None:
    for text in (
        PYTORCH_97031.replace("osx-64", "osx-arm64"),
        "I tried `CONDA_SUBDIR=osx-arm64 conda create -n test --dry-run python=3.11 pytorch -c conda-forge` from my Linux workstation to check the solve for the Mac users and it fails:",
        "CONDA_SUBDIR=osx-arm64 mamba env create -f environment.yml \\\n    --dry-run",
        "CONDA_SUBDIR=osx-arm64 conda create -d -n check python=3.12 jaxlib",
    ):
        assert read(text)[0].get("host.arm64_capable") is None, text
        assert "apple-silicon" not in raised(text), text


def test_conda_subdir_osx_64_in_a_dry_run_is_not_the_conda_platform() -> None:
    for text in (
        "On my MacBook I ran `CONDA_SUBDIR=osx-64 conda create -n rosetta python=3.9 --dry-run` to see what it would pull.",
        "I'm on an M1 and ran `conda create --dry-run --platform osx-64 -n x python=3.9` to compare.",
        "I'm on an M1 and ran `conda create --platform osx-64 -n x python=3.9 --dry-run` to compare.",
    ):
        assert read(text)[0].get("conda.platform") is None, text
        assert "conda-x86-distribution" not in raised(text), text


def test_conda_subdir_without_a_dry_run_stays_read() -> None:
    arm = "I ran CONDA_SUBDIR=osx-arm64 conda create -n ml python=3.10"
    assert read(arm)[0].get("host.arm64_capable") == 1
    assert "apple-silicon" in ids(arm)
    # a dry run in the next command is not this one's
    later = "CONDA_SUBDIR=osx-arm64 conda create -n ml python=3.10 pytorch -c pytorch\nconda install --dry-run numpy"
    assert read(later)[0].get("host.arm64_capable") == 1
    # a name or flag that only starts like -d
    named = "I ran CONDA_SUBDIR=osx-arm64 conda create -n ml-dev -c conda-forge python=3.11"
    assert read(named)[0].get("host.arm64_capable") == 1
    for text in ("I'm on an M1 and ran `CONDA_SUBDIR=osx-64 conda create -n rosetta python=3.9`, then activated it.",
                 "I'm on an M1 and ran `conda create --platform osx-64 -n x python=3.9`."):
        assert read(text)[0].get("conda.platform") == "osx-64", text
        assert "conda-x86-distribution" in ids(text), text


def test_mamba_install_table_package_file_names_the_subdir() -> None:
    facts = read(MINIFORGE_255)[0]
    assert facts.get("conda.python_subdir") == "osx-arm64"
    assert facts.get("python.machine") == "arm64"
    found = ids(MINIFORGE_255)
    assert {"apple-silicon", "python-native-arm64"} <= found
    assert not found & {"intel-mac", "not-a-mac", "conda-x86-distribution", "python-x86-on-arm"}


def test_mamba_install_table_package_file_variants() -> None:
    sized = "  + python                      3.9.7  h54d631c_3_cpython  conda-forge/osx-64/python-3.9.7-h54d631c_3_cpython.tar.bz2              12 MB"
    assert read(sized)[0].get("conda.python_subdir") == "osx-64"
    assert read(sized)[0].get("python.machine") == "x86_64"
    new_format = "  + libzlib                     1.2.13  h53f4e23_5          conda-forge/osx-arm64/libzlib-1.2.13-h53f4e23_5.conda        48kB"
    assert read(new_format)[0].get("conda.python_subdir") == "osx-arm64"
    wrapped = "  + brotlipy                    0.7.0  py39h5161555_1003\nconda-forge/osx-arm64/brotlipy-0.7.0-py39h5161555_1003.tar.bz2\nCached"
    assert read(wrapped)[0].get("conda.python_subdir") == "osx-arm64"
    linux = "  + libgcc-ng                   13.2.0  h807b86a_5          conda-forge/linux-64/libgcc-ng-13.2.0-h807b86a_5.conda       Cached"
    assert read(linux)[0].get("conda.python_subdir") == "linux-64"


def test_package_file_urls_without_size_or_cache_are_not_read() -> None:
    # pixi.lock lists a block of packages per platform of the workspace; an explicit list is a file, not a plan
    for text in (
        "      - conda: https://conda.anaconda.org/conda-forge/osx-arm64/libffi-3.4.2-h3422bc3_5.tar.bz2\n      - conda: https://conda.anaconda.org/conda-forge/osx-arm64/libsodium-1.0.18-h27ca646_1.tar.bz2",
        "https://conda.anaconda.org/conda-forge/osx-arm64/python-3.11.6-h47c9636_0_cpython.conda#9d7bc3b0d2d1b7ab6fb4d0ee25bee7fd",
    ):
        facts = read(text)[0]
        assert facts.get("conda.python_subdir") is None, text
        assert facts.get("python.machine") is None, text
