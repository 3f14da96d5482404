# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2580-2590 (ML reports found with searches in German, Spanish, Portuguese,
French, Russian, Italian, Polish, Turkish and Dutch) exposed, each read from real text.

A Mac named at a line's end is not an Intel Mac because the next line opens with 'Intel MKL FATAL ERROR'; a chip
joined to the Mac by a hyphen ('M1-MacBook Air') names the machine; 'No module named torch' quoted without its
exception class is torch missing; TensorFlow's cpu_feature_guard line names x86 instructions, so the TensorFlow and
its Python are x86_64 (SSE alone: no AVX); Jeff Heaton's TensorFlow check prints its version and whether TensorFlow
lists a GPU.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/FahimF/sd-gui/issues/12
SD_GUI_12 = """M1 not starting

I'm getting this error on a M1 Pro 2021 MacBook

Intel MKL FATAL ERROR: This system does not meet the minimum requirements for use of the Intel(R) Math Kernel Library.
The processor must support the Intel(R) Supplemental Streaming SIMD Extensions 3 (Intel(R) SSSE3) instructions.
The processor must support the Intel(R) Streaming SIMD Extensions 4.2 (Intel(R) SSE4.2) instructions.
The processor must support the Intel(R) Advanced Vector Extensions (Intel(R) AVX) instructions.
"""
# https://github.com/lewagon/data-setup/issues/134
LEWAGON_134 = """Unable to `pip install` packages.

I seem to be unable to use pip to install certain packages like `numpy`, `pandas` or `dotenv` on a given `pyenv` environment on a M1-MacBook Air.
"""
# https://github.com/facebookresearch/demucs/issues/129
DEMUCS_129 = """No module named "Torch"

someone know what is worng?
"""
# https://github.com/Bismuth-Consultancy-BV/MLOPs/issues/111
MLOPS_111 = """Apple M2 "No module named 'torch'" error

After the last Update it seems to go further but now it can't the torch.
Is there a torch version that work on Apple Silicon?
"""
# https://github.com/deeplearning-mit-tensorflow-keras-tfjs/2020_Zweite_Auflage/issues/5
DLMTK_5 = """Funktionalität auf M1 Mac

Sehr geehrte Damen und Herren,
auf meinem M1 Mac bekomme ich folgende Meldung:

2022-01-30 13:35:36.929743: I tensorflow/core/platform/cpu_feature_guard.cc:145] This TensorFlow binary is optimized with Intel(R) MKL-DNN to use the following CPU instructions in performance critical operations:  SSE4.1 SSE4.2
To enable them in non-MKL-DNN operations, rebuild TensorFlow with the appropriate compiler flags.
"""
# https://github.com/intel/intel-extension-for-tensorflow/issues/21 (an Intel MacBook Pro 2019, dev case 1866)
ITEX_21 = """2023-01-16 05:11:46.498367: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 FMA
"""
# https://github.com/deganza/Install-TensorFlow-on-Mac-M1-GPU/issues/1
HEATON_CHECK = """I am using a Macbook air 2020 M1, I just followed your guide and the first output is correct. It shows the capabilities and that things are correctly installed.
`Python Platform: macOS-13.1-arm64-arm-64bit
Tensor Flow Version: 2.11.0
Keras Version: 2.11.0

Python 3.10.9 | packaged by conda-forge | (main, Feb  2 2023, 20:26:08) [Clang 14.0.6 ]
Pandas 1.5.3
Scikit-Learn 1.2.1
SciPy 1.10.0
GPU is available`
"""


def test_a_mac_at_a_lines_end_is_not_the_intel_of_the_next_line() -> None:
    facts, _ = read(SD_GUI_12)
    assert facts["host.cpu_brand"] == "Apple M1 Pro"
    assert {"apple-silicon", "python-x86-on-arm"} <= ids(SD_GUI_12)
    assert "intel-mac" not in ids(SD_GUI_12)


def test_a_mac_intel_on_one_line_is_still_an_intel_mac() -> None:
    # https://github.com/facebookresearch/detectron2/issues/5218 (a title)
    assert "intel-mac" in ids("Detectron2 issue on Mac intel\n")


def test_a_chip_hyphenated_to_the_mac_names_it() -> None:
    facts, _ = read(LEWAGON_134)
    assert facts["host.cpu_brand"] == "Apple M1"
    assert "apple-silicon" in ids(LEWAGON_134)


@pytest.mark.parametrize("text", [DEMUCS_129, MLOPS_111])
def test_no_module_named_torch_quoted_is_torch_missing(text: str) -> None:
    facts, _ = read(text)
    assert facts["torch.present"] is False
    assert "torch-missing" in ids(text)


# a fix said with its condition (the scan's 'If you get' is the writer's advice, not their error), and other modules
@pytest.mark.parametrize("text", ["If you get No module named \"Torch\", run conda activate demucs",
                                  "No module named 'torch._C'", "No module named 'torchvision'"])
def test_a_condition_or_another_module_is_not_torch_missing(text: str) -> None:
    facts, _ = read(text)
    assert "torch.present" not in facts


def test_tensorflow_naming_sse_only_is_an_x86_build_under_rosetta() -> None:
    facts, _ = read(DLMTK_5)
    assert facts["python.machine"] == "x86_64"
    assert {"apple-silicon", "tf-x86-build", "python-x86-on-arm"} <= ids(DLMTK_5)


def test_tensorflow_naming_avx2_is_x86_with_avx() -> None:
    facts, _ = read(ITEX_21)
    assert facts["python.machine"] == "x86_64"
    assert "x86.no_avx" not in facts


def test_the_heaton_check_gives_tensorflows_version_and_gpu() -> None:
    facts, _ = read(HEATON_CHECK)
    assert facts["tensorflow.version"] == "2.11.0"
    assert "tf-gpu-available" in ids(HEATON_CHECK)


def test_the_heaton_gpu_line_alone_names_no_framework() -> None:
    facts, _ = read("GPU is available")
    assert "tensorflow.gpu_devices" not in facts
    facts, _ = read("Tensor Flow Version: 2.6.0\nKeras Version: 2.6.0\n\nGPU is NOT AVAILABLE")
    assert facts["tensorflow.gpu_devices"] == []
