# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1990-2007 (scientific and classical-ML Python on Macs: numpy/BLAS builds,
conda-forge's BLAS variants, PyTorch Geometric's extension packages, h5py, catboost) exposed, each read from real text.

conda-forge's BLAS packages write the environment's subdir in their build string ('16_osxarm64_accelerate',
'12_osx64_mkl'). PyG's wheel index page is named after the torch it builds for ('whl/torch-1.12.0+cpu.html') and
holds macOS wheels: it is no installed '+cpu' torch. PyCharm's 'Process finished with exit code 139 (interrupted by
signal 11: SIGSEGV)' just after an import is that import crashing. platform.machine() printed under a label that names
the Python ('Python architecture: arm64') is the Python's architecture.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/joblib/threadpoolctl/issues/135 (macOS/M1, mambaforge)
THREADPOOLCTL_LIST = """```
# packages in environment at /Users/ogrisel/mambaforge/envs/accelerate:
#
# Name                    Version                   Build  Channel
bzip2                     1.0.8                h3422bc3_4    conda-forge
ca-certificates           2022.12.7            h4653dfc_0    conda-forge
libblas                   3.9.0           16_osxarm64_accelerate    conda-forge
libcblas                  3.9.0           16_osxarm64_accelerate    conda-forge
libcxx                    15.0.7               h75e25f2_0    conda-forge
"""


def test_conda_forge_blas_build_string_names_osx_arm64() -> None:
    facts, _ = read(THREADPOOLCTL_LIST)
    assert facts.get("host.os") == "Darwin"
    assert facts.get("host.arm64_capable") == 1
    assert facts.get("python.machine") == "arm64"
    found = ids(THREADPOOLCTL_LIST)
    assert "apple-silicon" in found and "python-native-arm64" in found
    assert "conda-x86-distribution" not in found and "intel-mac" not in found


def test_conda_forge_blas_build_string_names_osx_64() -> None:
    # https://github.com/pytorch/pytorch/issues/78492 (collect_env, macOS 12.4 x86_64)
    text = "[conda] libblas                   3.9.0              12_osx64_mkl    conda-forge\n[conda] libcblas                  3.9.0              12_osx64_mkl    conda-forge\n"
    facts, _ = read(text)
    assert facts.get("host.os") == "Darwin"
    assert facts.get("python.machine") == "x86_64"
    assert facts.get("host.arm64_capable") != 1


def test_conda_forge_blas_spec_without_a_build_string_says_nothing() -> None:
    # https://github.com/napari/napari/issues/5040 : a spec asked for names no subdir
    facts, _ = read('Making a fresh env with accelerate blas ( mamba install numpy "libblas=*=*accelerate" ) and then napari\n')
    assert "python.machine" not in facts and facts.get("host.arm64_capable") != 1


PYG_M1 = """Error while importing pytorch_geometric on Apple silicon M1

I'm installing `pytorch_geometric` on apple M1. I use pip to install it on a conda environment.

> `/opt/anaconda3/envs/MyEnv/bin/pip install torch-scatter torch-sparse torch-cluster torch-spline-conv torch-geometric -f https://data.pyg.org/whl/torch-1.12.0+cpu.html`

Installation is completed with no issue. Upon running

`import torch_geometric as tg`

I get the error

> `Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)
> `
"""


def test_pyg_wheel_index_page_is_no_installed_cpu_torch() -> None:
    # https://github.com/pyg-team/pytorch_geometric/issues/5553
    facts, _ = read(PYG_M1)
    assert facts.get("host.os") != "Linux"
    found = ids(PYG_M1)
    assert "not-a-mac" not in found and "apple-silicon" in found


def test_cpu_local_version_of_torch_still_reads_off_a_mac() -> None:
    # https://github.com/pytorch/serve/issues/1363 : an installed +cpu torch comes from the CPU index (no macOS wheels)
    facts, _ = read("torch version: 1.10.0+cpu\n")
    assert facts.get("host.os") == "Linux or Windows"  # download.pytorch.org's '+cpu' builds are for those two


def test_ide_signal_exit_after_an_import_is_an_import_crash() -> None:
    # https://github.com/pyg-team/pytorch_geometric/issues/5553 (PyCharm's run console)
    _, symptoms = read(PYG_M1)
    assert "import-died" in symptoms
    assert "import-crashed" in ids(PYG_M1)


def test_ide_signal_exit_without_an_import_near_is_not_an_import_crash() -> None:
    # the same console line after a training step, no import on the lines before it
    text = PYG_M1.replace("`import torch_geometric as tg`", "`model.fit(loader)`")
    _, symptoms = read(text)
    assert "import-died" not in symptoms


def test_ide_signal_exit_after_a_model_load_log_is_not_an_import_crash() -> None:
    # https://github.com/huggingface/sentence-transformers/issues/2528 (dev case 1219): the import is further up, the
    # crash comes while the model loads
    text = """from sentence_transformers import SentenceTransformer
model = SentenceTransformer("all-MiniLM-L6-v2")

after start the following happens:
2024-03-04 20:14:50,252:INFO:Load pretrained SentenceTransformer: all-MiniLM-L6-v2
/Library/Frameworks/Python.framework/Versions/3.11/lib/python3.11/multiprocessing/resource_tracker.py:254: UserWarning: resource_tracker: There appear to be 1 leaked semaphore objects to clean up at shutdown
  warnings.warn('resource_tracker: There appear to be %d '

Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)
"""
    _, symptoms = read(text)
    assert "import-died" not in symptoms


PYTORCH_CPU_403 = """```
PyTorch version: 2.4.1
Python architecture: arm64
MPS available: True
MPS built: True
```
"""


def test_python_architecture_label_names_the_pythons_machine() -> None:
    # https://github.com/conda-forge/pytorch-cpu-feedstock/issues/403 (print(f"Python architecture: {platform.machine()}"))
    facts, _ = read(PYTORCH_CPU_403)
    assert facts.get("python.machine") == "arm64"


def test_python_architecture_bits_is_no_machine() -> None:
    # platform.architecture()'s bits under the same label say nothing of the CPU
    facts, _ = read("Python version: 3.9.7\nPython Architecture: 64bit\n")
    assert "python.machine" not in facts
