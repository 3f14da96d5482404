# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4040-4050 (new Python releases and ML wheels on Macs: tensorflow-macos,
mlx, llvmlite, onnxruntime on Pythons newer or older than their wheels) exposed, each read from real text.

- A package said to have no distribution, build or binary for a Python minor yet ('There is no 3.13 distribution
  yet'), as 'no 3.13 wheels yet' already was: python-too-new where the report's Python is that minor.
- A request that a package publish wheels for a Python minor ('Please publish Python 3.12 wheels'): the same verdict,
  not for a request of one other platform's wheels.
- A Python said in prose or a pyenv command to be pyenv's ('in pyenv virtual environment - Python 3.7.16'): built
  for the machine's shell, so the 'no arm64 Python before 3.8' age deduction does not make it x86_64.
- An x86_64 wheel tagged for macOS 11 or later that pip refuses says nothing of the Python's architecture: an x86_64
  Python that takes Big Sur for macOS 10.16 refuses it too (apple/tensorflow_macos's installer and its own bundled
  numpy-1.18.5-cp38-cp38-macosx_11_0_x86_64 wheel).
"""

from __future__ import annotations

from pasted import ids, raised, read

# https://github.com/ml-explore/mlx-examples/issues/1083 (dev 4045)
MLX_EXAMPLES_1083 = r"""# mlx-whisper Not installable on python 3.13

alper · description · 2024-11-02
I try to install this and I get:

```
💀 30% ❯ uv pip install mlx-whisper         [🕙 02 03:30] 
  × No solution found when resolving dependencies:
  ╰─▶ Because mlx==0.19.3 has no wheels with a matching
      Python ABI tag and mlx>=0.11.1,<=0.19.0 has no
      wheels with a matching Python ABI tag, we can
      conclude that mlx>=0.19.0 cannot be used.
      and mlx-whisper>=0.1.0 depends on mlx>=0.11, we
      can conclude that mlx-whisper>=0.1.0 cannot be
      used.
```

That's pretty weird?

alper · comment · 2024-11-02
Works on python 3.12

awni · comment · 2024-11-02
There is no 3.13 distribution yet. We can tentatively plan to add one for the next release"""

# https://github.com/microsoft/onnxruntime/issues/17842 (dev 4048)
ORT_17842 = r"""# [Feature Request] Python 3.12 support

tonybaloney · description · 2023-10-09
### Describe the feature request

this package cannot be installed using Python 3.12 and is only publishing wheels, so cannot be compiled from source/

### Describe scenario use case

Please publish Python 3.12 wheels"""

# https://github.com/microsoft/onnxruntime/issues/15251 (dev 4050)
ORT_15251 = r"""# [Build] Issue installing onnxruntime in python 3.7 on mac M1

gracemcgrath · description · 2023-03-28
### Issue installing onnxruntime in python 3.7 on mac M1

I am trying to install onnxruntime in pyenv virtual environment - Python 3.7.16 using `pip install onnxruntime` or `pip3 install onnxrutnime` 

I am using  macOS Moneterey on M1 chip. Was able to install onnx in this environment, and I was able to install onnxrutnime in my regular python environment (no virtual environment - Python 3.9) on the same computer. 

### Error / output

``` 
ERROR: Could not find a version that satisfies the requirement onnxruntime (from versions: none)
ERROR: No matching distribution found for onnxruntime
```"""


def test_no_distribution_for_the_minor_yet_is_python_too_new() -> None:
    found = ids(MLX_EXAMPLES_1083)
    assert "python-too-new" in found
    assert "python-too-old" not in found and "not-a-mac" not in found


def test_no_distribution_build_or_binary_yet_family() -> None:
    for line in ("There is no 3.13 distribution yet.", "There are no Python 3.13 builds yet.",
                 "no cp3.13 binaries yet", "There are no distributions for Python 3.13 yet",
                 "no builds available for 3.13 yet", "There are no 3.13 wheels yet."):
        text = f"I use Python 3.13.0 on my M2 Mac.\n`pip install mlx` fails.\n{line}\n"
        assert "python-too-new" in ids(text), line


def test_no_distribution_yet_not_read_for_another_minor_or_without_yet() -> None:
    # the report's Python is another minor: no verdict on it
    other = "I use Python 3.12.4 on my M2 Mac.\n`pip install mlx` fails.\nThere is no 3.13 distribution yet.\n"
    assert "python-too-new" not in raised(other)
    # no 'yet': a release that simply lacks one platform's build (as dev 1297's 'There is no wheel for macOS arm64')
    plain = "I use Python 3.13.0 on my M2 Mac.\n`pip install mlx` fails.\nThere is no 3.13 distribution on conda.\n"
    assert "python-too-new" not in raised(plain)


def test_request_for_wheels_of_the_minor_is_python_too_new() -> None:
    found = ids(ORT_17842)
    assert "python-too-new" in found
    assert read(ORT_17842)[0].get("python.version") == "3.12"


def test_request_for_wheels_family() -> None:
    for line in ("Please publish Python 3.12 wheels", "please release 3.13 wheels", "Please provide wheels for Python 3.13.",
                 "Please upload cp3.13 wheels", "please add the python 3.13 wheels"):
        minor = "3.12" if "3.12" in line else "3.13"
        text = f"pip install onnxruntime fails on my M1 Mac with Python {minor}.1\n{line}\n"
        assert "python-too-new" in ids(text), line


def test_request_for_wheels_not_read_for_another_platform_or_another_minor() -> None:
    for line in ("Please publish Python 3.12 wheels for Windows", "Please provide wheels for Python 3.12 on linux",
                 "please build 3.12 wheels for aarch64", "Please publish Python 3.12 wheels on manylinux"):
        text = f"pip install onnxruntime fails on my M1 Mac with Python 3.12.1\n{line}\n"
        assert "python-too-new" not in raised(text), line
    other = "pip install onnxruntime fails on my M1 Mac with Python 3.11.4\nPlease publish Python 3.12 wheels\n"
    assert "python-too-new" not in raised(other)
    # not a request to publish: using wheels, or publishing something else
    for line in ("Please use Python 3.12 wheels", "Please publish the docs for 3.12"):
        text = f"pip install onnxruntime fails on my M1 Mac with Python 3.12.1\n{line}\n"
        assert "python-too-new" not in raised(text), line


def test_python_said_to_be_pyenvs_is_not_deduced_x86_from_its_age() -> None:
    facts = read(ORT_15251)[0]
    assert facts.get("python.machine") is None
    found = ids(ORT_15251)
    assert "python-x86-on-arm" not in found
    assert {"apple-silicon", "python-too-old"} <= found


def test_pyenv_python_family() -> None:
    base = "# onnxruntime on my M1 MacBook Air\n\nI am on Python 3.7.16 and pip install onnxruntime fails.\n"
    for line in ("I installed it with pyenv install 3.7.16 first.",
                 "pyenv virtualenv 3.7.16 ort-env is the environment.",
                 "It is Python 3.7.16 (pyenv).",
                 "Python 3.7.16 installed via pyenv.",
                 "It is pyenv's Python 3.7.16.",
                 "I ran pyenv local 3.7.16 in the project.",
                 "pyenv install --skip-existing 3.7.16 went fine."):
        text = base + line + "\n"
        assert read(text)[0].get("python.version", "").startswith("3.7"), line
        found = ids(text)
        assert "python-x86-on-arm" not in found and "apple-silicon" in found, line


def test_pyenv_not_read_for_pyenv_win_another_minor_or_no_python() -> None:
    base = "# onnxruntime on my M1 MacBook Air\n\nI am on Python 3.7.16 and pip install onnxruntime fails.\n"
    # the age deduction stands without pyenv
    assert "python-x86-on-arm" in ids(base)
    for extra in ("I used to use pyenv-win 3.7.16 on my old PC.",   # pyenv-win: Windows
                  "pyenv install 3.10.4 is what I use elsewhere.",  # another minor
                  "I removed pyenv and use the python.org Python 3.7.16."):
        assert "python-x86-on-arm" in ids(base + extra + "\n"), extra


# https://github.com/apple/tensorflow_macos/issues/46 (dev 4043)
TFMACOS_46 = r"""# ERROR: numpy-1.18.5-cp38-cp38-macosx_11_0_x86_64.whl is not a supported wheel on this platform.

soerenbrockmann · description · 2020-11-30
I was trying to install tensorflow macos by running the script according to the instructions:

`/bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/apple/tensorflow_macos/master/scripts/download_and_install.sh)"`

However, I got an error as shown below:

>> Installing and upgrading base packages.
Requirement already satisfied: pip in ./tensorflow_macos_venv/lib/python3.8/site-packages (20.3)
Requirement already satisfied: wheel in ./tensorflow_macos_venv/lib/python3.8/site-packages (0.35.1)

>> Installing bundled binary dependencies.
ERROR: numpy-1.18.5-cp38-cp38-macosx_11_0_x86_64.whl is not a supported wheel on this platform.

Any idea how to fix it?"""


def test_refused_x86_64_wheel_for_big_sur_reads_no_architecture() -> None:
    facts = read(TFMACOS_46)[0]
    assert facts.get("python.machine") is None
    found = raised(TFMACOS_46)
    assert "python-native-arm64" not in found and "not-a-mac" not in found


def test_refused_x86_64_wheel_for_macos_11_or_later_family() -> None:
    for wheel in ("numpy-1.18.5-cp38-cp38-macosx_11_0_x86_64.whl", "grpcio-1.33.2-cp39-cp39-macosx_11_0_x86_64.whl",
                  "tensorflow-2.4.0-cp38-cp38-macosx_12_0_x86_64.whl", "mylib-1.0-py3-none-macosx_11_0_x86_64.whl"):
        text = f"$ pip install {wheel}\nERROR: {wheel} is not a supported wheel on this platform.\n"
        assert read(text)[0].get("python.machine") is None, wheel
        assert "python-native-arm64" not in raised(text), wheel


def test_refused_wheel_still_read_where_it_decides() -> None:
    # an x86_64 wheel for macOS 10.x fits every x86_64 Python on a Mac: its refusal is an arm64 Python's
    old = ("$ pip install numpy-1.19.4-cp38-cp38-macosx_10_9_x86_64.whl\n"
           "ERROR: numpy-1.19.4-cp38-cp38-macosx_10_9_x86_64.whl is not a supported wheel on this platform.\n")
    assert read(old)[0].get("python.machine") == "arm64"
    # an arm64 wheel refused is still an x86_64 Python's
    arm = ("$ pip install mlx-0.12.0-cp312-cp312-macosx_14_0_arm64.whl\n"
           "ERROR: mlx-0.12.0-cp312-cp312-macosx_14_0_arm64.whl is not a supported wheel on this platform.\n")
    assert read(arm)[0].get("python.machine") == "x86_64"
