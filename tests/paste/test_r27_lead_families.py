# ruff: noqa: E501  (real pasted lines are kept whole)
"""A Python 2 interpreter's site-packages folder names its version, as a Python 3's does.

A module loaded from ``<prefix>/lib/python2.7/site-packages/<package>/`` (a traceback frame, a compiler's include flag)
was loaded by that Python 2.7, which is python-too-old. The clue site-packages-path-python read only ``python3.X``:
round 25 kept the 2.x folder unread because dev 1823's label forbade python-too-old for it, against 1955, 2014 and
2155, which expect it for a 2.7 (1823 relabelled this round). Seen in batch 4820-4831 (4826, chainer#702:
tests/corpus/batches/4820-4831.md, 'Left alone').
"""

from __future__ import annotations

import pytest
from pasted import fact, ids


def _python_version(text: str) -> object:
    return fact(text, "python.version")


@pytest.mark.parametrize("text, version", [
    # https://github.com/Farama-Foundation/ViZDoom/issues/246 (dev 1823): a traceback frame in Homebrew's Python 2.7
    ('  File "/usr/local/lib/python2.7/site-packages/vizdoom/__init__.py", line 1, in <module>\n', "2.7"),
    # https://github.com/chainer/chainer/issues/702 (dev 4826): cupy's build, the include flag into numpy's headers
    ("    clang -fno-strict-aliasing -fno-common -dynamic -I/usr/local/lib/python2.7/site-packages/numpy/core/include -I/Developer/NVIDIA/CUDA-7.5/include -c cupy/core/core.cpp\n", "2.7"),
    # the other spellings of the same folder: a user's, a conda env's, Debian's dist-packages, a 2.6
    ('  File "/Users/ana/anaconda/envs/py27/lib/python2.7/site-packages/theano/gof/cmodule.py", line 302, in dlimport\n', "2.7"),
    ('  File "/usr/local/lib/python2.7/dist-packages/numpy/__init__.py", line 153, in <module>\n', "2.7"),
    ('  File "/opt/local/lib/python2.6/site-packages/scipy/__init__.py", line 9, in <module>\n', "2.6"),
    # Python 3, as before
    ('  File "/opt/homebrew/lib/python3.9/site-packages/spacy/__init__.py", line 6, in <module>\n', "3.9"),
])
def test_a_site_packages_folder_names_its_pythons_version(text: str, version: str) -> None:
    assert _python_version(text) == version


@pytest.mark.parametrize("text", [
    "Installing to /Users/ana/lib/python2.7/\n",  # no site-packages folder, no package in it
    "pip2 install --target /Users/ana/lib/python2.7/site-packages foo\n",  # a folder named, no module loaded from it
    '  File "/Users/ana/python2.7/site-packages/foo/bar.py", line 1\n',  # no lib/ before it: not a prefix's folder
    '  File "/usr/local/lib/python2.8/site-packages/foo/__init__.py", line 1\n',  # no such Python
])
def test_near_misses_name_no_python_2(text: str) -> None:
    assert _python_version(text) is None


def test_a_python_2_traceback_is_python_too_old() -> None:
    vizdoom = """ImportError on mac
Traceback (most recent call last):
  File "test.py", line 1, in <module>
    from vizdoom import *
  File "/usr/local/lib/python2.7/site-packages/vizdoom/__init__.py", line 1, in <module>
    from .vizdoom import __version__ as __version__
ImportError: dlopen(/usr/local/lib/python2.7/site-packages/vizdoom/vizdoom.so, 2): Symbol not found: __ZN5boost6python7numeric5array19set_module_and_typeEPKcS4_
"""
    assert "python-too-old" in ids(vizdoom)
