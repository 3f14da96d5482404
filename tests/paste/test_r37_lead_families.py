# ruff: noqa: E501, W291  (real pasted lines are kept whole, trailing spaces included)
"""What the lead generalised in the thirty-seventh round: the interpreter's own words about itself, in every form.

Tried as a family (every way a Python names its version and platform), three of the commonest pasted lines were
read only in some of their forms:
- sys.version and the REPL's banner with a distributor between the version and the build ('Python 3.6.6 |Anaconda
  custom (64-bit)| (default, …)', '| packaged by conda-forge |'), Python 2's, a pre-release's, and sys.version printed
  alone: a paste holding only that was refused as no report; the banner's 'on darwin' was read only with the 'Type
  "help"' line under it; Apple's compiler in its older wording ('GCC 4.2.1 Compatible Apple LLVM 8.0.0
  (clang-800.0.34)') named neither the Mac nor the pre-arm64 build; a compiler cut at sys.version's 80 characters
  left its bracket open.
- `pip --version` ('pip 19.0.3 from … (python 3.7)') named no Python at all.
- a command running an interpreter by its versioned path ('command: /Users/…/miniforge3/bin/python3.9 -c …', pip's
  subprocesses) named no Python.
"""

from __future__ import annotations

import pytest
from pasted import fact, finding, raised, read

# https://github.com/pytorch/pytorch/issues/11870 (dev 1008): the code example's first lines
PYTORCH_11870 = """## Code example
$ python
Python 3.6.6 |Anaconda custom (64-bit)| (default, Jun 28 2018, 11:07:29) 
[GCC 4.2.1 Compatible Clang 4.0.1 (tags/RELEASE_401/final)] on darwin
Type "help", "copyright", "credits" or "license" for more information.
>>> import torch"""

# a Makefile's test of its conda, on a Mac, found with the code search (index id 19643676978)
PRINTED_SYS_VERSION = """$ make test-conda
which conda
/Users/kellys04/projects/test/conda/bin/conda
which python
/Users/kellys04/projects/test/conda/bin/python
python -c 'import sys; print(sys.version);'
3.6.5 |Anaconda, Inc.| (default, Apr 26 2018, 08:42:37)
[GCC 4.2.1 Compatible Clang 4.0.1 (tags/RELEASE_401/final)]"""

# a project's docs found with the code search (index id 14768117280): Python 2 on Linux says linux2
LINUX2 = """    (py27_gpre) wit015@d0137094:~$ python
    Python 2.7.18 |Anaconda, Inc.| (default, Apr 23 2020, 22:42:48)
    [GCC 7.3.0] on linux2
    Type "help", "copyright", "credits" or "license" for more information."""

# https://github.com/tensorflow/tensorflow/issues/5895 (dev 1863), https://github.com/nilearn/nilearn/issues/591
# (dev 4608), https://github.com/TomHeaven/tensorflow-osx-build/issues/8 (dev 500): Apple LLVM's wording
TF_5895 = """$ python
Python 2.7.10 (default, Jul 30 2016, 18:31:42) 
[GCC 4.2.1 Compatible Apple LLVM 8.0.0 (clang-800.0.34)] on darwin
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf"""
NILEARN_591 = """MNI-Space:nibabel-master jamielarshanson$ python
Python 2.7.6 (default, Sep  9 2014, 15:04:36) 
[GCC 4.2.1 Compatible Apple LLVM 6.0 (clang-600.0.39)] on darwin
Type "help", "copyright", "credits" or "license" for more information."""
TF_OSX_BUILD_8 = """(tfgpu) MacBook-Pro:tfgpu hud$ python
Python 3.6.5 (default, Jun 17 2018, 12:13:06) 
[GCC 4.2.1 Compatible Apple LLVM 9.1.0 (clang-902.0.39.2)] on darwin
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf"""

# Big Sur's /usr/bin/python on an iMac, a README found with the code search (index id 43405746270): the compiler's
# name cut at 80 characters, its bracket never closed
BIG_SUR_SYSTEM_PYTHON = """roy@ROYs-iMac ~ % python

WARNING: Python 2.7 is not recommended.
This version is included in macOS for compatibility with legacy software.
Future versions of macOS will not include Python 2.7.
Instead, it is recommended that you transition to using 'python3' from within Terminal.

Python 2.7.16 (default, May  8 2021, 11:48:02)
[GCC Apple LLVM 12.0.5 (clang-1205.0.19.59.6) [+internal-os, ptrauth-isa=deploy on darwin
Type "help", "copyright", "credits" or "license" for more information.
>>> quit()"""

# https://github.com/aristocratos/bashtop/issues/152 (dev 3502), https://github.com/ManimCommunity/manim/issues/2996
# (dev 3503), https://github.com/tensorflow/tensorflow/issues/47205 (dev 243)
BASHTOP_152 = """[~]$ pip3 --version
pip 19.0.3 from /Library/Developer/CommandLineTools/Library/Frameworks/Python3.framework/Versions/3.7/lib/python3.7/site-packages/pip (python 3.7)"""
MANIM_2996 = """(base) ➜  ~ pip3 -V
pip 21.0.1 from /Users/usuario/mambaforge/lib/python3.9/site-packages/pip (python 3.9)"""
TF_47205 = "Using pip 20.2.4 from /usr/local/lib/python3.8/site-packages/pip (python 3.8)"

# https://github.com/open-mmlab/mmcv/issues/1729 (dev 1509), https://github.com/numba/llvmlite/issues/531 (dev 3346)
MMCV_1729 = """ERROR: Command errored out with exit status 1:
     command: /Users/vernon/miniforge3/bin/python3.9 -c 'import io, os, sys, setuptools, tokenize; sys.argv[0] = '"'"'/Users/vernon/Downloads/mmcv-master/setup.py'"'"'; __file__='"'"'/Users/vernon/Downloads/mmcv-master/setup.py'"'"''
         cwd: /Users/vernon/Downloads/mmcv-master/"""
LLVMLITE_531 = """    running build_ext
    /Library/Frameworks/Python.framework/Versions/3.8/bin/python3.8 /private/tmp/pip-install-exq7k9p7/llvmlite/ffi/build.py
    LLVM version... Traceback (most recent call last):"""


@pytest.mark.parametrize(("text", "python"), [
    (PYTORCH_11870, "3.6.6"),
    (PRINTED_SYS_VERSION, "3.6.5"),
    (PYTORCH_11870.replace("|Anaconda custom (64-bit)|", "| packaged by conda-forge |"), "3.6.6"),
    (PYTORCH_11870.replace("|Anaconda custom (64-bit)|", "|Continuum Analytics, Inc.|"), "3.6.6"),
    (PYTORCH_11870.replace("3.6.6 ", "3.8.0rc1 "), "3.8.0"),
])
def test_a_distributors_sys_version_names_the_python_and_the_distribution(text: str, python: str) -> None:
    assert fact(text, "python.version") == python
    assert "|" in fact(text, "python.sys_version")
    found = finding(text, "python-distribution")
    assert found is not None and any(word in found.summary for word in ("Anaconda", "conda-forge"))
    assert ("python-too-old" in raised(text)) == python.startswith("3.6")


# notes on Python 2 and 3 found with the code search (index id 17536166445): sys.version's repr at the REPL
SYS_VERSION_REPR = """    >>> import sys
    >>> sys.version
    '3.8.2 (default, Apr  8 2021, 23:19:18) \\n[Clang 12.0.5 (clang-1205.0.22.9)]'
    >>> sys.getdefaultencoding()
    'utf-8'"""


def test_sys_version_alone_is_a_report() -> None:
    # a paste of only the printed string (no banner, no prompt) was refused as no report
    only = PRINTED_SYS_VERSION.split("print(sys.version);'\n", 1)[1]
    assert read(only)[0]  # read: some facts
    assert fact(only, "python.version") == "3.6.5"
    assert fact(SYS_VERSION_REPR, "python.version") == "3.8.2"
    assert "\\n[Clang 12.0.5" in fact(SYS_VERSION_REPR, "python.sys_version")


@pytest.mark.parametrize("text", [
    "3.6.5 (default, Apr 26 2018, 08:42:37) was released on that day",  # a date-like build with no compiler after it
    "    3.10.2 (main, Jan 15 2022, 19:56:27) [a note in brackets]",  # brackets that name no compiler
])
def test_no_printed_sys_version_without_a_compiler(text: str) -> None:
    assert fact(text, "python.version") is None


@pytest.mark.parametrize(("text", "os_name"), [
    (PYTORCH_11870, "Darwin"),
    (PYTORCH_11870.replace('Type "help", "copyright", "credits" or "license" for more information.\n', ""), "Darwin"),
    (BIG_SUR_SYSTEM_PYTHON, "Darwin"),
    (LINUX2, "Linux"),
    (LINUX2.replace("    Type", "    (end)"), "Linux"),
])
def test_the_banners_platform_with_or_without_the_line_under_it(text: str, os_name: str) -> None:
    assert fact(text, "host.os") == os_name
    assert ("not-a-mac" in raised(text)) == (os_name != "Darwin")


@pytest.mark.parametrize("text", [TF_5895, NILEARN_591, TF_OSX_BUILD_8])
def test_apple_llvm_names_a_mac_and_its_old_builds_an_x86_64_python(text: str) -> None:
    no_platform = text.replace(" on darwin", "").replace('Type "help", "copyright", "credits" or "license" for more information.\n', "")
    assert fact(no_platform, "host.os") == "Darwin"  # Apple's compiler alone
    assert fact(text, "python.machine") == "x86_64"
    assert "apple-silicon" not in raised(text)


def test_a_universal_system_python_after_xcode_12_is_no_x86_64_claim() -> None:
    assert fact(BIG_SUR_SYSTEM_PYTHON, "python.version") == "2.7.16"
    assert fact(BIG_SUR_SYSTEM_PYTHON, "python.machine") is None
    assert "python-too-old" in raised(BIG_SUR_SYSTEM_PYTHON)


def test_llvm_s_own_clang_names_no_os() -> None:
    # Anaconda's LLVM clang ('Compatible Clang 4.0.1 (tags/RELEASE_401/final)') is not Apple's: without 'on darwin'
    # the string says nothing of the machine
    assert fact(PRINTED_SYS_VERSION.replace("/Users/kellys04", "/srv/kellys04"), "host.os") is None


@pytest.mark.parametrize(("text", "python"), [
    (BASHTOP_152, "3.7"),
    (MANIM_2996, "3.9"),
    (TF_47205, "3.8"),
    ("pip 24.3.1 from ... (python 3.12)", "3.12"),  # the writer's elision
    ("pip3 --version: pip 9.0.1 from /usr/local/lib/python3.6/site-packages (python 3.6).", "3.6"),
    ("pip 20.0.2 from /home/ubuntu/venv/lib/python3.6/site-packages/pip (python 3.6)", "3.6"),
])
def test_pip_version_names_its_python(text: str, python: str) -> None:
    assert fact(text, "python.version") == python
    found = finding(text, "python-too-old")
    assert (found is not None) == (python in ("3.6", "3.7"))
    if found is not None:
        assert found.certainty == "likely"  # pip's interpreter, likely the one in use


def test_no_python_from_pip_words_that_are_not_its_version_line() -> None:
    # cut before pip's '(python X.Y)': the folder alone names no interpreter in use
    assert fact("pip 21.0.1 from /Users/usuario/mambaforge/lib/python3.9/site-packages/pip", "python.version") is None


@pytest.mark.parametrize(("text", "python"), [
    (MMCV_1729, "3.9"),
    (LLVMLITE_531, "3.8"),
    ("$ ~/.pyenv/versions/3.7.9/bin/python3.7 -m pip install torch", "3.7.9"),
    ("/usr/local/bin/python3.7 -m pip install tensorflow", "3.7"),
])
def test_a_command_running_a_versioned_interpreter_names_its_python(text: str, python: str) -> None:
    assert fact(text, "python.version") == python


@pytest.mark.parametrize("text", [
    "export PATH=/usr/local/bin/python3.7:$PATH",  # a folder in a setting, no interpreter run
    "Add /usr/local/bin/python3.7 to your interpreter settings and restart.",  # a path inside a sentence
])
def test_no_python_from_an_interpreter_path_not_run(text: str) -> None:
    assert fact(text, "python.version") is None


# a Korean setup note on a MacBook Pro (code-search index id 46274244074) and a blog post's install from source (id
# 25411363068): TensorFlow's version asked at the REPL, as torch's always was read
KOREAN_SETUP_NOTE = """>>> import tensorflow as tf
>>> tf.__version__
'1.13.1'
```"""
FROM_SOURCE_POST = """  Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf
>>> tf.__version__
  '0.12.0'
>>>"""


@pytest.mark.parametrize(("text", "key", "value"), [
    (KOREAN_SETUP_NOTE, "tensorflow.version", "1.13.1"),
    (FROM_SOURCE_POST, "tensorflow.version", "0.12.0"),
    ("In [2]: tf.__version__\nOut[2]: '2.16.1'", "tensorflow.version", "2.16.1"),
    ('$ python -c "import tensorflow as tf; print(tf.__version__)"\n2.12.0', "tensorflow.version", "2.12.0"),
    (">>> print(tf.version.VERSION)\n2.13.0", "tensorflow.version", "2.13.0"),
    (">>> tf.__version__\n'2.4.0-rc0'", "tensorflow.version", "2.4.0-rc0"),
    (">>> import keras\n>>> keras.__version__\n'3.0.5'", "keras.version", "3.0.5"),
    (">>> import jax\n>>> jax.__version__\n'0.4.26'", "jax.version", "0.4.26"),
    (">>> import coremltools as ct\n>>> ct.__version__\n'7.1'", "coremltools.version", "7.1"),
])
def test_a_frameworks_version_asked_and_answered(text: str, key: str, value: str) -> None:
    assert fact(text, key) == value


def test_numpys_version_answered_is_its_package_record() -> None:
    packages = fact(">>> import numpy as np\n>>> np.__version__\n'1.26.4'", "python.packages")
    assert packages["numpy"]["version"] == "1.26.4"


@pytest.mark.parametrize("text", [
    "print(tf.__version__)\nx = 1.5",  # the next line of code, no version
    "tf.__version__\n1.2.3",  # a bare number after an expression not printed (no repr's quotes)
    ">>> import mxnet as mx\n>>> mx.__version__\n'1.9.1'",  # mx is MXNet's name too: not MLX's version
])
def test_no_version_without_an_answer(text: str) -> None:
    assert fact(text, "tensorflow.version") is None
    assert fact(text, "mlx.version") is None


# the REPL's or `python -c`'s answers to the other frameworks' device checks, as torch's MPS check was read:
# a Jetson's CPU-only torch (notes found with the code search, index id 52679210839)
JETSON_CPU_TORCH = """```python
>>> import torch
>>> torch.version.cuda
None
>>> torch.cuda.is_available()
False
```"""


def test_torch_cuda_answer_off_a_mac_is_cuda_unavailable() -> None:
    assert fact(JETSON_CPU_TORCH, "torch.cuda_available") is False
    linux = JETSON_CPU_TORCH + "\nrunning on Ubuntu 22.04"
    assert "torch-cpu-only" in raised(linux)  # no CUDA for torch off a Mac: a CPU build (torch.version.cuda None)
    mac = JETSON_CPU_TORCH + "\nrunning on macOS 14.5 (M2)"
    assert not raised(mac) & {"cuda-unavailable", "torch-cpu-only"}  # a Mac has no CUDA: False there says nothing


@pytest.mark.parametrize(("text", "backend"), [
    (">>> import jax\n>>> jax.devices()\n[METAL(id=0)]", "METAL"),
    ("$ python -c 'import jax; print(jax.devices())'\n[CpuDevice(id=0)]", "cpu"),
])
def test_jax_devices_answer_names_the_backend(text: str, backend: str) -> None:
    assert fact(text, "jax.backend") == backend
    assert (fact(text, "host.os") == "Darwin") == (backend == "METAL")


@pytest.mark.parametrize(("answer", "darwin"), [("True", True), ("False", False)])
def test_mlx_metal_answer(answer: str, darwin: bool) -> None:
    text = f'$ python -c "import mlx.core as mx; print(mx.metal.is_available())"\n{answer}'
    assert fact(text, "mlx.metal_available") is (answer == "True")
    assert (fact(text, "host.os") == "Darwin") == darwin


@pytest.mark.parametrize("text", [
    "        return bool(mx.metal.is_available())\n    except Exception:",  # the call in code, no answer
    "python -c 'import jax; print(jax.devices())'\n# Should show: [METAL(id=0)]",  # what a guide expects
    ">>> torch.cuda.is_available()\nTraceback (most recent call last):",  # no answer
])
def test_no_device_answer_from_code_or_expectations(text: str) -> None:
    assert fact(text, "mlx.metal_available") is None
    assert fact(text, "jax.backend") is None
    assert fact(text, "torch.cuda_available") is None
