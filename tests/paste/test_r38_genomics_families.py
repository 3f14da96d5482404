# ruff: noqa: E501, W291  (real pasted lines are kept whole, trailing spaces included)
"""Clue families the never-seen batch 6240-6251 (genomics and sequence deep learning on Macs and beside them: pysam,
kipoi, DeepVariant, cyvcf/cyvcf2, pybedtools, selene-sdk and sei) exposed, each read from real text.

- A `conda list` whose rows name packages conda builds for Linux only (GCC's runtime and its mutex: _libgcc_mutex,
  libgcc-ng, libstdcxx-ng, libgomp, an _openmp_mutex of a GNU build; the linux-64 linker and sysroot) was made on Linux.
- A CUDA, ROCm or CPU-index build of torch named as PyTorch or in parentheses after the name ('we installed torch
  (2.0.0+cu118)') is a build PyTorch publishes for Linux and Windows only, as 'torch 2.0.0+cu118' already was.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids

# https://github.com/FunctionLab/sei-framework/issues/6 (dev 6245), a commenter's working environment, cut by the store
SEI_6 = """# KeyError: 'state_dict'

Hatoonli · description · 2022-03-20
I get this error running the test file `sh run_pipeline.sh test.vcf hg19 test-output --cuda`

File ../selene_sdk/predict/model_predict.py", line 315, in __init__
    trained_model["state_dict"], model)
KeyError: 'state_dict'

EMossotto · comment · 2022-04-05
Here an environment that works:
``` # Name                    Version                   Build  Channel
_libgcc_mutex             0.1                        main  
_openmp_mutex             4.5                       1_gnu  
blas                      1.0                         mkl  
ca-certificates           2022.3.29            h06a4308_0  
certifi                   2021.5.30        py36h06a4308_0  
cffi                      1.14.6           py36h400218f_0  
cudatoolkit               9.0                  h13b8566_0  
"""


def test_sei_6_conda_list_is_linux() -> None:
    assert fact(SEI_6, "host.os") == "Linux"
    found = ids(SEI_6)
    assert {"not-a-mac", "python-too-old"} <= found
    assert not found & {"apple-silicon", "intel-mac", "cuda-requested-on-mac", "conda-x86-distribution"}


LISTING_HEAD = "# packages in environment at /home/me/miniconda3/envs/dna:\n#\n# Name                    Version                   Build  Channel\n"
OSX_ROWS = "numpy                     1.21.5           py39h7eb1b2a_1  \npython                    3.9.12               h88f2d9e_0  \n"


@pytest.mark.parametrize("row", [
    "_libgcc_mutex             0.1                        main  ",
    "_libgcc_mutex             0.1                 conda_forge    conda-forge",
    "_openmp_mutex             5.1                       1_gnu",
    "_openmp_mutex             4.5                       2_gnu    conda-forge",
    "libgcc-ng                 11.2.0               h1234567_1  ",
    "libstdcxx-ng              12.2.0              h46fd767_19    conda-forge",
    "libgomp                   11.2.0               h1234567_1",
    "ld_impl_linux-64          2.38                 h1181459_1  ",
    "sysroot_linux-64          2.17                h57e8cba_10    conda-forge",
    "libgcc-ng\t11.2.0\th1234567_1",
])
def test_linux_only_conda_rows_say_linux(row: str) -> None:
    assert fact(LISTING_HEAD + OSX_ROWS + row + "\n", "host.os") == "Linux"
    assert fact(row + "\n", "host.os") == "Linux"


@pytest.mark.parametrize("text", [
    # an environment file's spec that conda could not resolve on a Mac (https://github.com/DeepLabCut/DeepLabCut/issues/89)
    "ResolvePackageNotFound:\n  - _libgcc_mutex==0.1=main\n  - libgcc-ng==9.1.0=hdf63c60_0\n",
    # LLVM's OpenMP build of the mutex
    "_openmp_mutex             4.5                  2_kmp_llvm    conda-forge\n",
    # the names in prose, no row
    "conda says libgcc-ng 11.2.0 is missing from my env\n",
    # a macOS listing
    "# Name                    Version                   Build  Channel\n" + OSX_ROWS + "llvm-openmp               14.0.6               h0dcd299_0\nlibcxx                    14.0.6               h9765a3e_0\n",
])
def test_other_text_is_not_a_linux_listing(text: str) -> None:
    assert fact(text, "host.os") != "Linux"


# https://github.com/FunctionLab/selene/issues/192 (dev 6251), the whole stored thread
SELENE_192 = """# New version Selene for PyTorch2.0.0?

jinyiliu1998 · description · 2023-04-21
Is there a new version of Selene suitable for pytorch2.0.0? 

Now that cuda12 is installed on many servers, we installed torch (2.0.0+cu118). However, selene cannot be installed under this version
"""


def test_selene_192_cuda_build_of_torch_is_off_macos() -> None:
    found = ids(SELENE_192)
    assert {"not-a-mac", "torch-outdated"} <= found
    assert not found & {"apple-silicon", "intel-mac", "cuda-requested-on-mac", "mps-unavailable"}


@pytest.mark.parametrize("text", [
    "we installed torch (2.0.0+cu118). However, selene cannot be installed",
    "we installed PyTorch 2.0.0+cu118 on the cluster",
    "we installed pytorch (2.0.1+cu117) on the cluster",
    "torch(1.13.1+cu116) is what the server has",
    "I have torch version (2.0.0+cu118)",
    "the node runs PyTorch==1.12.1+cu113",
    "PyTorch: 2.1.0+rocm5.6",
    "with torch (2.2.0+cpu) from the CPU index",
])
def test_torch_build_named_any_way_is_off_macos(text: str) -> None:
    assert fact(text, "host.os") in ("Linux or Windows", "Linux")


@pytest.mark.parametrize("text", [
    # an install command: a build only wanted
    "pip install torch (2.0.0+cu118)",
    "pip install pytorch==2.0.0+cu118",
    # PyG's wheel index page, named after the torch it builds for
    "-f https://data.pyg.org/whl/torch-2.0.0+cu118.html",
    # no local version
    "we installed torch (2.0.0) on my M1",
    "PyTorch (2.0.0) on the Mac",
])
def test_other_torch_mentions_are_not_off_macos_builds(text: str) -> None:
    assert fact(text, "host.os") not in ("Linux or Windows", "Linux")
