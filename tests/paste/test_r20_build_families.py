# ruff: noqa: E501  (real pasted lines are kept whole)
"""Families the never-seen batch 3320-3333 (Rust- and C-extension packages that ML stacks depend on, failing to build
or import on Macs: tokenizers, h5py, cryptography, grpcio, pydantic, sentencepiece) exposed, each read from real text.

The batch scored 15/15 with no alarm before any change; these are the wrong or missing readings outside the labels'
scored ids. A title that calls an import's traceback a crash ('macos-14 crash when importing pydantic') is an import
that raised an ImportError, not one that killed the process, where the text shows that ImportError; a 'Kernel crashes
when importing tensorflow' with no exception stays a death. pip's 'Requirement already satisfied: X in
PREFIX/lib/pythonX.Y/site-packages' names the interpreter's prefix, so its distribution (Xcode's Python3.framework,
python.org's Python.framework, a pyenv version); Homebrew's miniforge and miniconda casks keep a conda under
Caskroom/NAME/base, which is a conda, not Homebrew's Python.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

from macml_doctor.diagnose import engine
from macml_doctor.diagnose.symptoms import merge_symptoms
from macml_doctor.paste import inputs

# https://github.com/pydantic/pydantic/issues/11543 (dev case 3327)
PYDANTIC_11543 = """macos-14 crash when importing pydantic

### Description

[This build](https://github.com/TheRenegadeCoder/sample-programs/actions/runs/13777198892/job/38528706184?pr=4539) is failing with this error:
```
    from pydantic import BaseModel, validator, root_validator, ValidationError
ImportError: dlopen(/Users/runner/Library/Caches/pypoetry/virtualenvs/sample-programs-AelG8TMj-py3.11/lib/
python3.11/site-packages/pydantic/__init__.cpython-311-darwin.so, 0x0002): tried: '/Users/runner/Library/Caches/
pypoetry/virtualenvs/sample-programs-AelG8TMj-py3.11/lib/python3.11/site-packages/pydantic/__init__.cpython-311-
darwin.so' (mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64')), '/System/Volumes/Preboot/
Cryptexes/OS/Users/runner/Library/Caches/pypoetry/virtualenvs/sample-programs-AelG8TMj-py3.11/lib/python3.11/
site-packages/pydantic/__init__.cpython-311-darwin.so
"""
# https://github.com/microsoft/vscode-jupyter/issues/7600 (dev case 1743: the kernel died, no Python error shown)
VSCODE_JUPYTER_7600 = """Kernel crashes when importing tensorflow

## Environment data

-   VS Code version: 1.60.1
-   OS (Windows | Mac | Linux distro) and version: debian 11
-   Python and/or Anaconda version: 3.9.2
"""
# https://github.com/mrdbourke/m1-machine-learning-test/issues/4 (dev case 3330)
M1MLTEST_4 = """build error with h5py when running: python -m pip install tensorflow-macos

Requirement already satisfied: setuptools>=41.0.0 in /Applications/Xcode.app/Contents/Developer/Library/Frameworks/Python3.framework/Versions/3.8/lib/python3.8/site-packages (from tensorboard~=2.6->tensorflow-macos) (49.2.1)
"""
# https://github.com/pyca/cryptography/issues/8699 (dev case 3332)
CRYPTOGRAPHY_8699 = """Mac Monterey(Apple M1 Pro): Could not build wheels for cryptography, which is required to install pyproject.toml-based projects
Requirement already satisfied: six>=1.4.1 in /Library/Frameworks/Python.framework/Versions/3.10/lib/python3.10/site-packages (from cryptography==3.3.2) (1.16.0)
Requirement already satisfied: cffi>=1.12 in /Users/jianzhang/Library/Python/3.10/lib/python/site-packages (from cryptography==3.3.2) (1.15.1)
"""
# https://github.com/deepinsight/insightface/issues/2538 (dev case 2370)
INSIGHTFACE_2538 = """Requirement already satisfied: python-dateutil>=2.7 in /Library/Frameworks/Python.framework/Versions/3.11/lib/python3.11/site-packages (from matplotlib->insightface) (2.8.2)
"""
# https://github.com/scipy/scipy/issues/18005 (dev case 1305)
SCIPY_18005 = """Requirement already satisfied: numpy<1.23.0,>=1.16.5 in /Users/thomas/.pyenv/versions/3.7.16/envs/trading-system-3.7.16/lib/python3.7/site-packages (from scipy==1.7.3) (1.21.6)
"""
# https://github.com/SeldonIO/alibi-detect/issues/208 (dev case 3204)
ALIBI_208 = """Requirement already satisfied: scikit-learn<0.25.0,>=0.20.2 in /opt/homebrew/Caskroom/miniforge/base/envs/tf1/lib/python3.8/site-packages (from alibi-detect) (0.24.1)
"""
# https://github.com/storizzi/Deep-Live-Cam-Mac-Installer/issues/4 (dev case 760)
DEEPLIVECAM_4 = """Requirement already satisfied: pip in /usr/local/Caskroom/miniconda/base/envs/deep-live-cam/lib/python3.10/site-packages (24.2)
"""


def _distribution(text: str) -> str:
    """The python-distribution finding's summary."""
    facts = inputs.parse_report(text, "test")
    return next(f.summary for f in merge_symptoms(engine.run_checks(facts), facts) if f.id == "python-distribution")


def test_a_crash_title_over_the_imports_importerror_is_no_death() -> None:
    found = ids(PYDANTIC_11543)
    assert "import-crashed" not in found
    assert "incompatible-arch-extension" in found


def test_a_kernel_that_died_on_an_import_still_is_one() -> None:
    assert "import-crashed" in ids(VSCODE_JUPYTER_7600)


@pytest.mark.parametrize(("text", "name"), [
    (M1MLTEST_4, "Apple system Python (Xcode / Command Line Tools)"),
    (CRYPTOGRAPHY_8699, "python.org installer"),
    (INSIGHTFACE_2538, "python.org installer"),
    (SCIPY_18005, "pyenv"),
])
def test_pips_already_satisfied_path_names_the_distribution(text: str, name: str) -> None:
    facts, _ = read(text)
    assert "python-distribution" in ids(text)
    assert name in _distribution(text)
    assert facts["python.base_prefix"].endswith(("Versions/3.8", "Versions/3.10", "Versions/3.11", "trading-system-3.7.16"))


@pytest.mark.parametrize(("text", "name"), [(ALIBI_208, "Miniforge"), (DEEPLIVECAM_4, "Miniconda")])
def test_a_homebrew_cask_conda_is_a_conda_not_homebrews_python(text: str, name: str) -> None:
    facts, _ = read(text)
    assert facts["conda.env"] is True
    assert name in _distribution(text)
    assert "Homebrew" not in _distribution(text)


def test_a_caskroom_path_of_another_cask_is_no_conda() -> None:
    # Homebrew's Caskroom holds every cask; only the conda ones' base folder is a conda (a shell profile's line,
    # found with the code search)
    facts, _ = read("export PATH=/opt/homebrew/Caskroom/google-cloud-sdk/latest/google-cloud-sdk/bin:$PATH\n")
    assert "conda.env" not in facts
