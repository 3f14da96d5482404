# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6020-6031 (dlib and the classic face-recognition stack on Macs: dlib's CMake
builds, face_recognition, deepface) exposed, each read from real text.

- sys.version's first line alone, its build in parentheses with date and time and no compiler after it, names the
  running interpreter: dlib's setup.py prints it for the Python that builds its extension ('Building extension for
  Python 3.7.3 (default, Mar 27 2019, 16:54:48)'), IPython 5's banner prints that line alone, and a REPL banner
  pasted without its compiler line is the same.
- pip before 20 built a wheel from a setup.py sdist with 'bdist_wheel -d <folder> --python-tag cpXY', the tag of the
  interpreter running pip, and printed that command over the build's output.
"""

from __future__ import annotations

import pytest
from pasted import fact, raised

# https://github.com/davisking/dlib/issues/1833 (dev 6024), the description's pip output up to where the store cuts it
DLIB_1833 = """# Can't install dlib with conda on mac

d-bohn · description · 2019-07-18
## Current Behavior
When I try and install `dlib` via `pip`, I get the following error:

```
Collecting dlib
  Using cached https://files.pythonhosted.org/packages/05/57/e8a8caa3c89a27f80bc78da39c423e2553f482a3705adc619176a3a24b36/dlib-19.17.0.tar.gz
Building wheels for collected packages: dlib
  Building wheel for dlib (setup.py) ... error
  Complete output from command /Users/user/anaconda/bin/python -u -c "import setuptools, tokenize;__file__='/private/var/folders/v3/gb955cc90mn4n9jnf7slwj4r0000gn/T/pip-install-uisnr34t/dlib/setup.py';f=getattr(tokenize, 'open', open)(__file__);code=f.read().replace('\\r\\n', '\\n');f.close();exec(compile(code, __file__, 'exec'))" bdist_wheel -d /private/var/folders/v3/gb955cc90mn4n9jnf7slwj4r0000gn/T/pip-wheel-xck_xt96 --python-tag cp37:
  running bdist_wheel
  running build
  running build_py
  package init file 'dlib/__init__.py' not found (or not a regular file)
  running build_ext
  Building extension for Python 3.7.3 (default, Mar 27 2019, 16:54:48)
  Invoking CMake setup: 'cmake /private/var/folders/v3/gb955cc90mn4n9jnf7slwj4r0000gn/T/pip-install-uisnr34t/dlib/tools/python -DCMAKE_LIBRARY_OUTPUT_DIRECTORY=/private/var/folders/v3/gb955cc90mn4n9jnf7slwj4r0000gn/T/pip-install-uisnr34t/dlib/build/lib.macosx-10.7-x86_64-"""


def test_dlib_1833_reads_the_building_python() -> None:
    assert fact(DLIB_1833, "python.version") == "3.7.3"
    assert "python-too-old" in raised(DLIB_1833)


@pytest.mark.parametrize(("line", "version"), [
    # https://github.com/davisking/dlib/issues/1833
    ("  Building extension for Python 3.7.3 (default, Mar 27 2019, 16:54:48)", "3.7.3"),
    # https://github.com/davisking/dlib/issues/2389 (its trailing space kept)
    ("Building extension for Python 3.8.8 (default, Apr 13 2021, 12:59:45) ", "3.8.8"),
    ("Building extension for Python 3.12.4 (main, Jun  6 2024, 18:26:44)", "3.12.4"),
    ("Building extension for Python 3.11.5 (v3.11.5:cce6ba91b3, Aug 24 2023, 10:50:31)", "3.11.5"),
    ("Python 3.9.12 (main, Mar 26 2022, 15:51:15) ", "3.9.12"),
    # IPython 5's banner: https://github.com/scipy/scipy/issues/6587 (dev 3686)
    ('~: ipython\nPython 3.5.2 (default, Sep 14 2016, 19:45:15)\nType "copyright", "credits" or "license" for more information.\n\nIPython 5.1.0 -- An enhanced Interactive Python.', "3.5.2"),
    ("python: 3.10.4 (tags/v3.10.4:9d38120, Mar 23 2022, 23:13:41)", "3.10.4"),
    ("Building extension for Python 2.7.16 (default, Oct 16 2019, 00:34:56)", "2.7.16"),
    # the compiler after it: the banner clues' reading, unchanged
    ("Python 3.7.3 (default, Mar 27 2019, 16:54:48)\n[Clang 4.0.1 (tags/RELEASE_401/final)] :: Anaconda, Inc. on darwin", "3.7.3"),
])
def test_sys_version_first_line_names_the_python(line: str, version: str) -> None:
    assert fact(line, "python.version") == version


@pytest.mark.parametrize("line", [
    "Python 3.7.3 (default)",
    "I have Python 3.7.3 (Mar 27 2019)",
    "Python 3.7.3 (installed Mar 27 2019, 16:54:48)",
    "Python 2.6.9 (default, Oct 16 2019, 00:34:56)",
    "cpython3.7.3 (default, Mar 27 2019, 16:54:48)",
])
def test_sys_version_first_line_near_misses(line: str) -> None:
    assert fact(line, "python.version") is None


@pytest.mark.parametrize(("line", "version"), [
    # https://github.com/davisking/dlib/issues/1833
    ("Complete output from command /Users/user/anaconda/bin/python -u -c \"import setuptools, tokenize;exec(compile(code, __file__, 'exec'))\" bdist_wheel -d /private/var/folders/v3/gb955cc90mn4n9jnf7slwj4r0000gn/T/pip-wheel-xck_xt96 --python-tag cp37:", "3.7"),
    # https://github.com/davisking/dlib/issues/1903
    ("exec(compile(code, __file__, '\"'\"'exec'\"'\"'))' bdist_wheel -d /tmp/pip-wheel-t7og5x5w --python-tag cp37", "3.7"),
    ("  Running setup.py bdist_wheel -d /tmp/tmpabc12pip-wheel- --python-tag cp36 for dlib", "3.6"),
    ("bdist_wheel -d /private/tmp/pip-wheel-x1 --python-tag cp27", "2.7"),
    ("bdist_wheel -d C:\\Users\\me\\AppData\\Local\\Temp\\pip-wheel-q9 --python-tag cp38", "3.8"),
])
def test_pip_legacy_bdist_wheel_python_tag(line: str, version: str) -> None:
    assert fact(line, "python.version") == version


@pytest.mark.parametrize("line", [
    "python setup.py bdist_wheel --python-tag cp38",
    "python setup.py bdist_wheel --plat-name macosx_11_0_arm64 --python-tag py3",
    "bdist_wheel -d /tmp/pip-wheel-t7og5x5w",
    "bdist_wheel -d /tmp/pip-wheel-t7og5x5w --python-tag cp37m-foo",
])
def test_pip_legacy_bdist_wheel_near_misses(line: str) -> None:
    assert fact(line, "python.version") is None
