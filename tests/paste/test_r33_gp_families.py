# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5760-5771 (Gaussian processes and Bayesian optimisation: GPflow, GPyTorch,
scikit-optimize) exposed, each read from real text.

- A release named as the subject of what Pythons it supports or needs ('the Tensorflow 2.1. doesnt support Python
  3.8.') states the release's support, not the installed release.
- setuptools' build folders named after a macOS 10.x x86_64 (or 'intel') interpreter ('build/bdist.macosx-10.6-x86_64')
  in a post dated before the first Apple-silicon Mac name an Intel Mac, as an egg of that platform already did.
"""

from __future__ import annotations

import pytest
from pasted import fact, raised

# https://github.com/GPflow/GPflow/issues/1515 (dev 5767), the title and the reporter's pip output, cut
GPFLOW_1515 = r"""# Failed installation - GPFlow with Python 3.8 requires Tensoflow 2.1., the Tensorflow 2.1. doesnt support Python 3.8.,

vadimus5 · comment · 2020-06-27
# packages in environment at C:\Users\user123\AppData\Local\Continuum\anaconda3\envs\Test-38:
Collecting tensorflow>=2.1.0
  Using cached tensorflow-2.2.0-cp38-cp38-win_amd64.whl (459.2 MB)"""

# https://github.com/scikit-optimize/scikit-optimize/issues/152 (dev 5771), the comment's output, cut
SKOPT_152 = r"""# Setup.py install does not work

glouppe · description · 2016-07-25
Not sure why, but locally `python setup.py install` never seems to work. The `skopt` module can never found afterwards.

betatim · comment · 2016-07-25
```
$ python setup.py install                                                (blah)
running install
running bdist_egg
installing library code to build/bdist.macosx-10.6-x86_64/egg
running install_lib
warning: install_lib: 'build/lib' does not exist -- no Python modules to install

creating build
creating build/bdist.macosx-10.6-x86_64
```"""


def test_a_release_said_not_to_support_a_python_is_not_installed() -> None:
    assert fact(GPFLOW_1515, "tensorflow.version") is None
    assert "python-too-new" not in raised(GPFLOW_1515)
    assert "not-a-mac" in raised(GPFLOW_1515)


@pytest.mark.parametrize("text", [
    "the Tensorflow 2.1. doesnt support Python 3.8.",
    "TensorFlow 2.10 does not support Python 3.11, so I used 3.10.",
    "Keras 2.3 doesn't support Python 3.9.",
    "tensorflow 2.5 supports Python 3.9",
    "Tensorflow 2.1 requires Python 3.7 or lower",
    "TensorFlow 2.15 is not compatible with Python 3.12.",
    "tensorflow-macos 2.9 isn't available for python 3.11",
    "TensorFlow 2.4 won't support Python 3.9",
    "coremltools 6.2 doesn't support python 3.11",
])
def test_release_support_variants_name_no_installed_release(text: str) -> None:
    assert fact(text, "tensorflow.version") is None
    assert fact(text, "keras.version") is None
    assert fact(text, "coremltools.version") is None
    assert "python-too-new" not in raised(text)


@pytest.mark.parametrize("text", [
    "torch 1.13.1 does not support python 3.11",
    "PyTorch 2.0.1 only supports Python 3.8 to 3.11",
])
def test_a_torch_release_said_not_to_support_a_python_is_not_installed(text: str) -> None:
    assert fact(text, "torch.version") is None
    assert "torch-outdated" not in raised(text)


@pytest.mark.parametrize(("text", "key", "version"), [
    ("my tensorflow 2.1 doesn't support python 3.8", "tensorflow.version", "2.1"),
    ("I have tensorflow 2.1. It doesn't support Python 3.8.", "tensorflow.version", "2.1"),
    ("I use tensorflow 2.1 with Python 3.8", "tensorflow.version", "2.1"),
    ("tensorflow 2.1 does not support my GPU", "tensorflow.version", "2.1"),
    ("torch 1.13.1 does not work on python 3.11", "torch.version", "1.13.1"),
    ("our torch 1.13.1 does not support python 3.11", "torch.version", "1.13.1"),
])
def test_near_misses_still_name_the_installed_release(text: str, key: str, version: str) -> None:
    assert fact(text, key) == version


def test_a_macos_10_build_folder_in_a_2016_post_is_an_intel_mac() -> None:
    assert "intel-mac" in raised(SKOPT_152)
    assert fact(SKOPT_152, "host.cpu_brand") == "Intel"


@pytest.mark.parametrize("line", [
    "creating build/temp.macosx-10.9-x86_64-3.7",
    "copying foo/__init__.py -> build/lib.macosx-10.6-intel-2.7/foo",
    "removing build/bdist.macosx-10.13-x86_64/wheel",
    "installing to build/bdist.macosx-10.14-x86_64/wheel",
])
def test_build_folder_variants_in_a_dated_post(line: str) -> None:
    text = f"# build fails\n\nsomeone · description · 2018-03-02\nrunning build_ext\n{line}\n"
    assert "intel-mac" in raised(text)


@pytest.mark.parametrize("text", [
    # after the first Apple-silicon Macs: an x86_64 Python may run under Rosetta
    "# build fails\n\nsomeone · description · 2023-03-02\nremoving build/bdist.macosx-10.9-x86_64/wheel\n",
    # undated: no header above it
    "removing build/bdist.macosx-10.13-x86_64/wheel\n",
    # a universal2 build names no single architecture
    "# build fails\n\nsomeone · description · 2019-03-02\ninstalling to build/bdist.macosx-10.15-universal2/wheel\n",
    # a post of that year that speaks of Apple silicon
    "# build fails\n\nsomeone · description · 2020-07-02\nOn the DTK: removing build/bdist.macosx-10.16-x86_64/wheel\n",
])
def test_build_folder_near_misses(text: str) -> None:
    assert "intel-mac" not in raised(text)
