# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1400-1424 (the scientific Python stack on Macs: numpy, scipy, numba/llvmlite,
OpenCV, pandas …, taken as found) exposed, each read from real captured text (the thread is named).

A report about that stack that never names PyTorch asks about the package, not whether the Mac runs MPS, so an old
macOS in it is no MPS floor. A chip after 'in' ('opencv2 in M1') names the Mac. A machine where 'the import is working
without issue' is another one than the failing machine. A CoreMediaIO or audio plug-in bundle some framework loads into
the process is no Python module of the wrong architecture. A person who says their Python runs natively on Apple
silicon, or no longer in emulation, has an arm64 interpreter. 'I used the python 3.6' names the Python, 'if I use
python 3.8' does not.
"""

from __future__ import annotations

import pytest
from pasted import ids, read


def test_a_numba_install_on_an_old_big_sur_is_not_told_about_mps() -> None:
    # https://github.com/numba/llvmlite/issues/660 (a commenter's M1, quoted by a maintainer)
    text = ("llvmlite does not install on macosx 11.0.1 (BigSur)\n\n"
            "> I am on an M1 MacBook Air running Mac OS 11.1. I recently updated to pip version 22.0.3. When I ran 'pip install Numba' I saw this error:\n"
            "> \n"
            "> Collecting numba Using cached numba-0.55.1.tar.gz (2.3 MB) Preparing metadata (setup.py) ... done Collecting llvmlite<0.39,>=0.38.0rc1 Using cached llvmlite-0.38.0.tar.gz (129 kB) Preparing metadata (setup.py) ... done Requirement already satisfied: numpy<1.22,>=1.18 in /Library/Frameworks/Python.framework/Versions/3.9/lib/python3.9/site-packages (from numba) (1.21.1)\n")
    found = ids(text)
    assert "apple-silicon" in found
    assert "macos-too-old-for-mps" not in found


def test_the_same_old_macos_with_torch_named_still_gets_the_mps_floor() -> None:
    # the rule's other side, on the same thread's words: naming PyTorch makes it a PyTorch report again
    text = ("llvmlite does not install on macosx 11.0.1 (BigSur)\n\n"
            "> I am on an M1 MacBook Air running Mac OS 11.1. When I ran 'pip install Numba' for my pytorch project I saw this error\n")
    assert "macos-too-old-for-mps" in ids(text)


def test_a_chip_after_in_names_the_mac() -> None:
    # https://github.com/apple/tensorflow_macos/issues/67 (the whole issue: a title and one line)
    text = "how to install Pandas , opencv2 in M1\n\nwas getting an error when installing this directly with pip commend\n"
    values, _ = read(text)
    assert values["host.cpu_brand"] == "Apple M1"
    assert values["host.arm64_capable"] == 1


def test_the_mac_where_the_import_is_working_is_another_machine() -> None:
    # https://github.com/nmandery/h3ronpy/issues/26
    text = ("Import failure on M1 MacBook Pro\n\n"
            "Importing h3ronpy in a Jupyter notebook (version 7) is causing a kernel failure on my M1 MacBook Pro. I'm not totally surprised now that I'm no longer running my Python stack in emulation mode. I dropped down to a terminal and did the import at an iPython prompt and got the following message:\n"
            "```\nzsh: illegal hardware instruction  ipython\n```\n"
            "The import is working without issue on my Intel-based iMac so I'll proceed there, but wanted to share this.\n")
    values, symptoms = read(text)
    assert values["host.arm64_capable"] == 1
    assert values["python.machine"] == "arm64"  # 'no longer running my Python stack in emulation mode'
    assert "sigill" in symptoms
    found = ids(text)
    assert {"apple-silicon", "import-crashed"} <= found
    assert not {"intel-mac", "python-x86-on-arm"} & found


def test_a_terminal_said_not_to_be_in_rosetta_says_nothing_of_the_python() -> None:
    # https://github.com/apple/tensorflow_macos/issues/143 (an x86_64 Anaconda Python behind that terminal)
    values, _ = read("I'm running my terminal not rosetta: \n")
    assert "python.machine" not in values


PLUG_IN_BUNDLES = [
    ("https://github.com/opencv/opencv-python/issues/576",
     "`2021-11-01 10:16:09.596 Python[45041:1449940] Error loading /Library/CoreMediaIO/Plug-Ins/DAL/XSplit VCam.plugin/Contents/MacOS/XSplit VCam:  dlopen(/Library/CoreMediaIO/Plug-Ins/DAL/XSplit VCam.plugin/Contents/MacOS/XSplit VCam, 0x0106): tried: '/Library/CoreMediaIO/Plug-Ins/DAL/XSplit VCam.plugin/Contents/MacOS/XSplit VCam' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64e')), '/usr/lib/XSplit VCam' (no such file)\nOpenCV: out device of bound (0-0): 1\nOpenCV: camera failed to properly initialize!`\n"),
    ("https://github.com/neophob/PixelController/issues/28 (old dyld, an audio HAL plug-in)",
     "2012-11-30 17:07:21.393 java[7418:b507] Error loading /Library/Audio/Plug-Ins/HAL/SeratoVirtualAudioPlugIn.plugin/Contents/MacOS/SeratoVirtualAudioPlugIn:  dlopen(/Library/Audio/Plug-Ins/HAL/SeratoVirtualAudioPlugIn.plugin/Contents/MacOS/SeratoVirtualAudioPlugIn, 262): no suitable image found.  Did find:\n    /Library/Audio/Plug-Ins/HAL/SeratoVirtualAudioPlugIn.plugin/Contents/MacOS/SeratoVirtualAudioPlugIn: mach-o, but wrong architecture\n2012-11-30 17:07:21.395 java[7418:b507] Cannot find function pointer New_SHP_PlugIn for factory 834FC054-C1CC-11D6-BD01-00039315CD46 in CFBundle/CFPlugIn 0x7fd69ea2b260 </Library/Audio/Plug-Ins/HAL/SeratoVirtualAudioPlugIn.plugin> (bundle, not loaded)\n"),
]


@pytest.mark.parametrize(("thread", "text"), PLUG_IN_BUNDLES)
def test_a_plug_in_bundle_of_the_wrong_architecture_is_no_python_module(thread: str, text: str) -> None:
    _, symptoms = read(text)
    assert "incompatible-arch" not in symptoms, thread


def test_a_python_module_of_the_wrong_architecture_is_still_read() -> None:
    # https://github.com/functime-org/functime/issues/51 ('with Macbook M1 and zarr-2.16.1')
    text = "`ImportError: dlopen(/opt/homebrew/lib/python3.10/site-packages/numcodecs/_shuffle.cpython-310-darwin.so, 0x0002): tried: '/opt/homebrew/lib/python3.10/site-packages/numcodecs/_shuffle.cpython-310-darwin.so' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64')), '/System/Volumes/Preboot/Cryptexes/OS/opt/homebrew/lib/python3.10/site-packages/numcodecs/_shuffle.cpython-310-darwin.so' (no such file)`\n"
    values, symptoms = read(text)
    assert "incompatible-arch" in symptoms
    assert values["python.machine"] == "arm64"


RUNNING_NATIVELY = [
    ("https://github.com/scipy/scipy/issues/13998",
     "The `script.sparse.linalg` module fails to import when running natively on an Apple M1 machine (`arm64-apple-darwin`). It segfaults while importing the fortran `_arpack` module.\n"),
    ("https://github.com/psycopg/psycopg2/issues/1208",
     "Hello there. I'm trying to get `psycopg2-binary` running on Python 3.9.0 running natively on Apple Silicon architecture.\n"),
]


@pytest.mark.parametrize(("thread", "text"), RUNNING_NATIVELY)
def test_a_python_said_to_run_natively_on_apple_silicon_is_arm64(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["python.machine"] == "arm64", thread
    assert values["host.arm64_capable"] == 1, thread


NOT_A_NATIVE_PYTHON = [
    ("PyTorch's MPS error (https://github.com/invoke-ai/InvokeAI/pull/232)",
     "NotImplementedError: The operator 'aten::_index_put_impl_' is not current implemented for the MPS device. If you want this op to be added in priority during the prototype phase of this feature, please comment on https://github.com/pytorch/pytorch/issues/77764. As a temporary fix, you can set the environment variable `PYTORCH_ENABLE_MPS_FALLBACK=1` to use the CPU as a fallback for this op. WARNING: this will be slower than running natively on MPS.\n"),
    ("a universal binary (https://github.com/ihazgithub/TopOff/issues/5)",
     "This has been fixed in v1.4.2, which is now a universal binary that runs natively on both Apple Silicon and Intel Macs.\n"),
]


@pytest.mark.parametrize(("thread", "text"), NOT_A_NATIVE_PYTHON)
def test_natively_on_mps_or_on_both_kinds_names_no_interpreter(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values.get("python.machine") != "arm64", thread


def test_the_python_a_person_used_is_read_and_not_the_one_in_a_condition() -> None:
    # https://github.com/ZFTurbo/Weighted-Boxes-Fusion/issues/49 (a Jetson Xavier)
    text = ("My environment is Jetson Xavier:\n\n- Ubuntu:18.04 LTS\n- ARMv8 Processor rev 0 (v8l) × 6 \n\n"
            "To reproduce:\n1 create a conda environment named pytorch1\n"
            "  In my case, I used the python 3.6 and pytorch v1.10.0\n3 After successful installed use \n'pip install ensemble_boxes'\n\n"
            "4 No error if I use python 3.8 and with cpu version pytorch.\n")
    values, _ = read(text)
    assert values["python.version"] == "3.6"
    assert {"not-a-mac", "python-too-old"} <= ids(text)


def test_a_condition_alone_names_no_python() -> None:
    # the same thread's other Python, alone
    values, _ = read("Ubuntu 18.04. No error if I use python 3.8 and with cpu version pytorch.\n")
    assert "python.version" not in values


FIRST_PERSON_PYTHON = [
    ("https://github.com/microsoft/onnxruntime/issues/16526", "i think i install wrong python (i use python 3.10) ,\n", "3.10"),
    ("https://github.com/bmaltais/kohya_ss/issues/2185", "torch 2.2.0 , I use python 3.10.14 in VENV, diffusers updated etc...\n", "3.10.14"),
]


@pytest.mark.parametrize(("thread", "text", "version"), FIRST_PERSON_PYTHON)
def test_the_python_a_person_uses_is_read(thread: str, text: str, version: str) -> None:
    values, _ = read(text)
    assert values["python.version"] == version, thread


def test_a_model_year_between_the_mac_and_its_intel_cpu() -> None:
    # https://github.com/ESA-PhiLab/sarpyx/issues/30 (the year mistyped; numba built as macosx_11_0_x86_64)
    text = ("issue while installing on Mac Pro 2029 with Intel processor\n\n"
            "Building wheels for collected packages: sarpyx, pykeops, keopscore, numba, llvmlite\n"
            "  Created wheel for numba: filename=numba-0.65.1-cp312-cp312-macosx_11_0_x86_64.whl size=2665743 sha256=831f0\n")
    values, _ = read(text)
    assert values["host.arm64_capable"] == 0
    assert "intel-mac" in ids(text)


def test_an_arm64_process_loading_an_x86_64_libpython_runs_on_apple_silicon() -> None:
    # https://github.com/beroukhim-lab/BISCUT-py3/issues/8 (R loading a conda env's libpython)
    text = ("have 'x86_64', need 'arm64'\n\n[[39]]\nNULL\n\n"
            "Erreur : /Users/testaccount/mosaic/envs/py39/lib/libpython3.9.dylib - dlopen(/Users/testaccount/mosaic/envs/py39/lib/libpython3.9.dylib, 0x000A): tried: '/Users/testaccount/mosaic/envs/py39/lib/libpython3.9.dylib' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64')), '/System/Volumes/Preboot/Cryptexes/OS/Users/testaccount/mosaic/envs/py39/lib/libpython3.9.dylib' (no such file), '/Users/testaccount/mosaic/envs/py39/lib/libpython3.9.dylib' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64'))\n"
            "Exécution arrêtée\n")
    values, _ = read(text)
    assert values["host.arm64_capable"] == 1
    assert "apple-silicon" in ids(text)
