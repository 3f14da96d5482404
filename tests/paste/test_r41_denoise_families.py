# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6620-6631 (speech enhancement, denoising and audio restoration: DeepFilterNet and
its Rust build, RNNoise bindings and plugins, resemble-enhance, OpenVINO's audio super resolution) exposed, each read
from real text.

- a Windows site-packages folder that ends a relative path, as pip writes it ('in .\\mambaforge\\envs\\x\\lib\\site-packages
  (from …)'): Windows, as a drive-letter path is.
- a maintainer saying a package's wheels have not been published for a Python minor ('The packages have not been
  published with python 3.11 support'): no wheels for that minor yet, read only where the report's Python is it.
- a build backend's words printed inside pip's isolated build ('[WARNING] Unable to import torch, pre-compiling ops will
  be disabled.', DeepSpeed's setup.py): the build environment's, not the target's failed import.
- runpy's 'No module named NAME' for `python -m NAME`, and Poetry's note that a package's PEP 517 build failed: failures
  of a command, read as what they are, so a report that shows nothing else is readable.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids, raised, read


def _symptoms(text: str) -> list[str]:
    return [str(s["id"]) for s in fact(text, "report.symptoms") or []]


# https://github.com/Rikorose/DeepFilterNet/issues/407 (dev 6620), the description and comments as stored (cut by the store)
DEEPFILTERNET_407 = """# Pip fails install.

CircuitCM · description · 2023-08-04
Trying to install and I get this error. When I don't lock the version in it will try to install net v .2.4 because of lib. This might be a fault on my end but not sure how or why. Does anyone know? thx.

>>> pip install deepfilternet==0.5.3

Collecting deepfilternet==0.5.3
  Obtaining dependency information for deepfilternet==0.5.3 from https://files.pythonhosted.org/packages/b5/be/cbe82d979d55ccbc082d24d8b26efa8e1320779fde609275a28b183ab54e/deepfilternet-0.5.3-py3-none-any.whl.metadata
  Downloading deepfilternet-0.5.3-py3-none-any.whl.metadata (1.7 kB)
Requirement already satisfied: appdirs<2.0,>=1.4 in .\\mambaforge\\envs\\aiplayground\\lib\\site-packages (from deepfilternet==0.5.3) (1.4.4)
INFO: pip is looking at multiple versions of deepfilternet to determine which version is compatible with other requirements. This could take a while.
ERROR: Could not find a version that satisfies the requirement deepfilterlib==0.5.3 (from deepfilternet) (from versions: 0.1.6, 0.1.7, 0.1.8, 0.1.9, 0.1.10, 0.1.11, 0.2.0, 0.2.3rc0, 0.2.3, 0.2.4)
ERROR: No matching distribution found for deepfilterlib==0.5.3

CircuitCM · comment · 2023-08-05
Ok I learned about pypi packages. Could the toml's be updated with "py311" or do I need to downgrade?

Rikorose · comment · 2023-08-07
The packages have not been published with python 3.11 support, but next release will include this. I guess this i
"""


def test_deepfilternet_407_reads_windows_and_a_python_too_new() -> None:
    assert fact(DEEPFILTERNET_407, "host.os") == "Windows"
    found = ids(DEEPFILTERNET_407)
    assert {"not-a-mac", "python-too-new"} <= found
    assert not found & {"apple-silicon", "intel-mac", "python-too-old", "python-x86-on-arm"}


@pytest.mark.parametrize("line", [
    # https://github.com/Rikorose/DeepFilterNet/issues/407
    "Requirement already satisfied: appdirs<2.0,>=1.4 in .\\mambaforge\\envs\\aiplayground\\lib\\site-packages (from deepfilternet==0.5.3) (1.4.4)",
    # a venv's capital Lib, the path last on its line, and the drive-letter form the clue read before
    "Requirement already satisfied: torch in .\\venv\\Lib\\site-packages (2.1.0)",
    "Successfully installed numpy into venv\\Lib\\site-packages",
    "Requirement already satisfied: numpy in c:\\users\\me\\miniconda3\\lib\\site-packages (1.26.4)",
    # the same line hard-wrapped between the folder and pip's parenthesis
    "Requirement already satisfied: appdirs<2.0,>=1.4 in .\\mambaforge\\envs\\aiplayground\\lib\\site-packages\n(from deepfilternet==0.5.3) (1.4.4)",
])
def test_a_windows_site_packages_folder_names_windows(line: str) -> None:
    assert fact(line, "host.os") == "Windows"


@pytest.mark.parametrize("line", [
    # the same folder with slashes: macOS and Linux
    "Requirement already satisfied: appdirs in ./venv/lib/python3.11/site-packages (1.4.4)",
    # a folder whose name only starts with site-packages
    "copied it to .\\lib\\site-packages-old\\x",
])
def test_near_misses_of_a_windows_site_packages_folder(line: str) -> None:
    assert fact(line, "host.os") != "Windows"


@pytest.mark.parametrize(("text", "minor"), [
    # https://github.com/Rikorose/DeepFilterNet/issues/407
    ("The packages have not been published with python 3.11 support, but next release will include this.", "3.11"),
    ("Wheels have not yet been published for Python 3.12.", "3.12"),
    ("The binaries haven't been built for Python 3.13 yet.", "3.13"),
    ("Sorry, the wheels have not been uploaded\nfor python 3.12 yet.", "3.12"),
])
def test_packages_not_published_for_a_python_say_no_wheels_yet(text: str, minor: str) -> None:
    said = [s for s in fact(text, "report.symptoms") or [] if s["id"] == "python-no-wheels-yet"]
    assert said and minor in {said[0].get("minor")}


@pytest.mark.parametrize("text", [
    # an affirmation, a platform in place of the minor
    "The packages have been published with python 3.11 support.",
    "The wheels have not been published for Windows yet.",
])
def test_near_misses_of_packages_not_published(text: str) -> None:
    assert "python-no-wheels-yet" not in _symptoms(text)


def test_packages_not_published_for_another_python_is_no_verdict() -> None:
    text = "$ python --version\nPython 3.10.12\n\nThe packages have not been published with python 3.11 support."
    assert "python-too-new" not in ids(text)


# https://github.com/resemble-ai/resemble-enhance/issues/4 (dev 6625), the description as stored (cut by the store)
RESEMBLE_ENHANCE_4 = """# error: subprocess-exited-with-error

Someonetoldme584 · description · 2023-12-15
D:\\AI\\resemble-enhance>pip install resemble-enhance --upgrade
Collecting resemble-enhance
  Downloading resemble_enhance-0.0.1-py3-none-any.whl.metadata (3.4 kB)
Collecting deepspeed==0.12.4 (from resemble-enhance)
  Downloading deepspeed-0.12.4.tar.gz (1.2 MB)
  Installing build dependencies ... done
  Getting requirements to build wheel ... error
  error: subprocess-exited-with-error

  × Getting requirements to build wheel did not run successfully.
  │ exit code: 1
  ╰─> [20 lines of output]
      [WARNING] Unable to import torch, pre-compiling ops will be disabled. Please visit https://pytorch.org/ to see how to properly install torch on your system.
       [WARNING]  unable to import torch, please install it if you want to pre-compile any deepspeed ops.
      DS_BUILD_OPS=1
      Traceback (most recent call last):
        File "C:\\Users\\as-aj\\AppData\\Local\\Programs\\Python\\Python310\\lib\\site-packages\\pip\\_vendor\\pyproject_hooks\\_in_process\\_in_process.py", line 353, in <module>
          main()
"""


def test_resemble_enhance_4_reads_no_failed_import() -> None:
    found = ids(RESEMBLE_ENHANCE_4)
    assert "not-a-mac" in found
    assert "import-failed" not in found
    assert "torch.import" not in read(RESEMBLE_ENHANCE_4)[0]


@pytest.mark.parametrize("text", [
    # pip's older layout: 'Complete output (…)' and the setup.py's words indented under it
    "Collecting deepspeed\n  Downloading deepspeed-0.9.2.tar.gz (779 kB)\n    ERROR: Command errored out with exit status 1:\n     command: /usr/bin/python3 -c 'import sys, setuptools'\n         cwd: /tmp/pip-install-x/deepspeed/\n    Complete output (12 lines):\n    [WARNING] Unable to import torch, pre-compiling ops will be disabled.\n",
    # another backend's words in the box
    "  Getting requirements to build wheel ... error\n  ╰─> [8 lines of output]\n      Cannot import torch: building without CUDA extensions\n",
])
def test_a_build_backend_unable_to_import_torch_is_no_failed_import(text: str) -> None:
    assert "torch.import" not in read(text)[0]


@pytest.mark.parametrize("text", [
    # a person's own words, with no build output before them
    "Unable to import torch after installing it with pip on my Mac.",
    # a person's words at the margin after a build log that finished
    "  Getting requirements to build wheel ... done\nSuccessfully installed deepspeed-0.12.4\nBut I am unable to import torch now.",
])
def test_a_person_unable_to_import_torch_is_still_read(text: str) -> None:
    assert "torch.import" in read(text)[0]


@pytest.mark.parametrize(("text", "symptom"), [
    # https://github.com/Rikorose/DeepFilterNet/issues/630 (dev 6628): the command, then runpy's message copied bare
    ("When I try running:\n-     python -m df.rt -m models/DeepFilterNet2 --input-device 0\n\nI get the following error:\n-     No module named df.rt\n", "python-module-run-missing"),
    # the message printed whole, after the interpreter's path, and options between python and -m
    ("$ python3 -m df.rt\n/usr/bin/python3: No module named df.rt\n", "python-module-run-missing"),
    # the posts in another order: the message before the command that ran it
    ("I get the following error:\n-     No module named df.rt\n\nWhen I try running:\n-     python -m df.rt -m models/DeepFilterNet2 --input-device 0\n", "python-module-run-missing"),
    ("python3 -u -m mypkg.cli --help\nNo module named mypkg.cli", "python-module-run-missing"),
    ("C:\\Users\\me\\venv\\Scripts\\python.exe: No module named pip", "python-module-run-missing"),
    # https://github.com/Rikorose/DeepFilterNet/issues/549 (dev 6630): Poetry's note, and the same for a release wrapped
    ("Note: This error originates from the build backend, and is likely not a problem with poetry but with DeepFilterDataLoader (0.5.7_pre /cfs/cfs-m5rmknul/code/DeepFilterNet/pyDF-data) not supporting PEP 517 builds. You can verify this by running 'pip wheel --no-cache-dir --use-pep517 \"deepfilterdataloader @ file:///cfs/cfs-m5rmknul/code/DeepFilterNet/pyDF-data\"'.", "poetry-build-backend-failed"),
    ("Note: This error originates from the build backend, and is likely not a problem with\npoetry but with numpy (1.21.0) not supporting PEP 517 builds.", "poetry-build-backend-failed"),
])
def test_a_failed_command_is_read_as_a_failure(text: str, symptom: str) -> None:
    assert symptom in _symptoms(text)
    assert fact(text, "host.os") in (None, "Windows")
    assert raised(text)


@pytest.mark.parametrize("text", [
    # the bare words with no -m command that ran that module, or with more prose after the name
    "No module named df.rt\n",
    "python -m df.enhance input.wav\nNo module named df.rt\n",
    "No module named foo when I run it",
    # an import's exception, quoted (the traceback reader's)
    "ModuleNotFoundError: No module named 'df.rt'",
    # words out of Poetry's sentence
    "It seems the build backend is not supporting PEP 517 builds.",
])
def test_near_misses_of_a_failed_command(text: str) -> None:
    assert not {"python-module-run-missing", "poetry-build-backend-failed"} & set(_symptoms(text))
