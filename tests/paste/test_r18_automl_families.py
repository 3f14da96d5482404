# ruff: noqa: E501, W291, W293  (real pasted lines are kept whole, with their trailing spaces)
"""Clue families the never-seen batch 2820-2833 (AutoML and classical-ML pipelines on Macs: autogluon, pycaret,
auto-sklearn, evalml, bt) exposed, each read from real text.

AutoML packages pin old releases of scikit-learn and NumPy (auto-sklearn `scikit-learn<0.25`). On a Python newer than
those releases' wheels, pip fetches the source archive ('Using cached scikit-learn-0.24.2.tar.gz') and the build
fails, as uv says in its own words ('Failed to build `numpy==1.19.5`'): the Python is too new for the pinned release.
checks/python_support.toml's first-wheel rows for numpy and scikit-learn say when; a release older than a platform's
first wheels at all (NumPy before 1.21 on arm64) is the platform's refusal, and a report that names no one OS (a
thread with an M1 and an Ubuntu commenter) gives no verdict.
"""

from __future__ import annotations

from packaging.version import Version
from pasted import ids, read

from macml_doctor.diagnose import python_support

# https://github.com/automl/auto-sklearn/issues/1738 (dev case 2829)
AUTOSKLEARN_1738 = """[Question] pyproject.toml errors on MacOS

`pip3 install auto-sklearn`
* Output Snippet:

```
Collecting scikit-learn<0.25.0,>=0.24.0 (from auto-sklearn)
  Using cached scikit-learn-0.24.2.tar.gz (7.5 MB)
  Installing build dependencies ... done
  Getting requirements to build wheel ... done
  Preparing metadata (pyproject.toml) ... error
  error: subprocess-exited-with-error
  
  × Preparing metadata (pyproject.toml) did not run successfully.
  │ exit code: 1
  ╰─> [20 lines of output]
      <string>:17: DeprecationWarning: pkg_resources is deprecated as an API. See https://setuptools.pypa.io/en/latest/pkg_resources.html
      Partial import of sklearn during the build process.
Traceback (most recent call last):
        File "/Users/user/Documents/miniconda3/envs/-/lib/python3.12/site-packages/pip/_vendor/pyproject_hooks/_in_process/_in_process.py", line 353, in <module>
          main()
```
"""
# https://github.com/eliberis/tflite-tools/issues/11
TFLITE_TOOLS_11 = """installation failure on Ubuntu 20.04 with Python 3.11

On Ubuntu 20.04, with Python 3.11, installation command

pipenv install

fails with 

[pipenv.exceptions.InstallError]: Collecting scikit-learn==0.20.4 (from -r /tmp/pipenv-ikw3gac7-requirements/pipenv-6xx6neu7-hashed-reqs.txt (line 12))
[pipenv.exceptions.InstallError]:   Downloading scikit-learn-0.20.4.tar.gz (11.7 MB)
[pipenv.exceptions.InstallError]:      ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 11.7/11.7 MB 11.7 MB/s eta 0:00:00
[pipenv.exceptions.InstallError]:   Installing build dependencies: started
[pipenv.exceptions.InstallError]:   Installing build dependencies: finished with status 'done'
[pipenv.exceptions.InstallError]:   Getting requirements to build wheel: started
[pipenv.exceptions.InstallError]:   Getting requirements to build wheel: finished with status 'done'
[pipenv.exceptions.InstallError]:   Preparing metadata (pyproject.toml): started
[pipenv.exceptions.InstallError]:   Preparing metadata (pyproject.toml): finished with status 'error'
[pipenv.exceptions.InstallError]: error: subprocess-exited-with-error
"""
# https://github.com/astral-sh/uv/blob/main/docs/reference/troubleshooting/build-failures.md
UV_BUILD_FAILURES = """$ uv pip install -p 3.13 'numpy<1.20'
Resolved 1 package in 62ms
  × Failed to build `numpy==1.19.5`
  ├─▶ The build backend returned an error
  ╰─▶ Call to `setuptools.build_meta:__legacy__.build_wheel()` failed (exit status: 1)

      [stderr]
      Traceback (most recent call last):
        File "<string>", line 8, in <module>
          from setuptools.build_meta import __legacy__ as backend
        File "/home/konsti/.cache/uv/builds-v0/.tmpi4bgKb/lib/python3.13/site-packages/setuptools/__init__.py", line 9, in <module>
          import distutils.core
      ModuleNotFoundError: No module named 'distutils'
"""
# https://github.com/pycaret/pycaret/issues/2300 (dev case 2822: an M1's miniforge Python 3.8 building NumPy, then an
# Ubuntu 20.04 commenter whose pip takes cp310 wheels and NumPy 1.17.3's source archive)
PYCARET_2300 = """[INSTALL] installation on apple m1 arch

naarkhoo · description · 2022-03-16
I am trying to install pycaret on my m1 laptop but encounter the following error 

```
            compile options: '-DNPY_INTERNAL_BUILD=1 -DHAVE_NPY_CONFIG_H=1 -D_FILE_OFFSET_BITS=64 -D_LARGEFILE_SOURCE=1 -D_LARGEFILE64_SOURCE=1 -DNO_ATLAS_INFO=3 -DHAVE_CBLAS -Ibuild/src.macosx-11.0-arm64-3.8/numpy/core/src/umath -Ibuild/src.macosx-11.0-arm64-3.8/numpy/core/src/npymath -Ibuild/src.macosx-11.0-arm64-3.8/numpy/core/src/common -Inumpy/core/include -Ibuild/src.macosx-11.0-arm64-3.8/numpy/core/include/numpy -Inumpy/core/src/common -Inumpy/core/src -Inumpy/core -Inumpy/core/src/npymath -Inumpy/core/src/multiarray -Inumpy/core/src/umath -Inumpy/core/src/npysort -I/Users/nyt21/miniforge3/envs/primatepy38/include/python3.8 -Ibuild/src.macosx-11.0-arm64-3.8/numpy/core/src/common -Ibuild/src.macosx-11.0-arm64-3.8/numpy/core/src/npymath -Ibuild/src.macosx-11.0-arm64-3.8/numpy/core/src/common -Ibuild/src.macosx-11.0-arm64-3.8/numpy/core/src/npymath -c'
            extra options: '-faltivec -I/System/Library/Frameworks/vecLib.framework/Headers'
            gcc: numpy/core/src/multiarray/array_assign_scalar.c
            gcc: numpy/core/src/multiarray/alloc.c
            gcc: numpy/core/src/multiarray/common.c
            gcc: numpy/core/src/multiarray/conversion_utils.cgcc: numpy/core/src/multiarray/buffer.c
            gcc

joaomj · comment · 2022-04-01
Same problem here (Ubuntu 20.04). I suspect the problem is with the installation method used to get numpy package. See these lines:

      Ignoring numpy: markers 'python_version == "3.6" and platform_system != "AIX"' don't match your environment
      Ignoring numpy: markers 'python_version == "3.7" and platform_system != "AIX"' don't match your environment
      Ignoring numpy: markers 'python_version == "3.6" and platform_system == "AIX"' don't match your environment
      Ignoring numpy: markers 'python_version == "3.7" and platform_system == "AIX"' don't match your environment
      Ignoring numpy: markers 'python_version >= "3.8" and platform_system == "AIX"' don't match your environment
      Collecting wheel
        Using cached wheel-0.37.1-py2.py3-none-any.whl (35 kB)
      Collecting setuptools
        Using cached setuptools-61.3.0-py3-none-any.whl (1.1 MB)
      Collecting Cython>=0.29.18
        Using cached Cython-0.29.28-cp310-cp310-manylinux_2_17_x86_64.manylinux2014_x86_64.manylinux_2_24_x86_64.whl (1.9 MB)
      Collecting numpy==1.17.3
        Using cached numpy-1.17.3.zip (6.4 MB)
        Preparing metadata (setup.py): started
        Preparing metadata (setup.py): finished with status 'done'
      Collecting pybind11>=2.4.3
        Downloading pybind11-2.9.2-py2.py3-none-any.whl (213 kB)
"""
# https://github.com/hrsano645/slides/blob/main/20210123_unagipy/slide.md (an M1 MacBook Air's arm64 venv, Nov 2020)
HRSANO_SLIDE = """(.env) hiroshi@hrsano645noMacBook-Air(arm64) test_arm_venv % pip install numpy  
Collecting numpy
  Using cached numpy-1.19.5.zip (7.3 MB)
  Installing build dependencies ... done
  Getting requirements to build wheel ... done
    Preparing wheel metadata ... 
"""
# https://github.com/automl/auto-sklearn/issues/1690 (Google Colab)
AUTOSKLEARN_1690 = """Collecting auto-sklearn
  Downloading auto-sklearn-0.15.0.tar.gz (6.5 MB)
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 6.5/6.5 MB 42.1 MB/s eta 0:00:00
  Installing build dependencies ... done
  Getting requirements to build wheel ... done
  Preparing metadata (pyproject.toml) ... done
Collecting scikit-learn<0.25.0,>=0.24.0 (from auto-sklearn)
  Downloading scikit-learn-0.24.2.tar.gz (7.5 MB)
"""


def _sdists(text: str) -> list[tuple[str, str]]:
    facts, _ = read(text)
    return [(s["package"], s["version"]) for s in facts.get("report.symptoms", []) if s["id"] == "sdist-release"]


def test_an_old_scikit_learn_built_from_source_on_python_312_is_a_python_too_new() -> None:
    facts, _ = read(AUTOSKLEARN_1738)
    assert facts["python.version"] == "3.12"
    assert _sdists(AUTOSKLEARN_1738) == [("scikit-learn", "0.24.2")]
    assert "python-too-new" in ids(AUTOSKLEARN_1738)


def test_the_same_under_pipenv_on_linux() -> None:
    facts, _ = read(TFLITE_TOOLS_11)
    assert facts["host.os"] == "Linux"
    assert _sdists(TFLITE_TOOLS_11) == [("scikit-learn", "0.20.4")]
    assert "python-too-new" in ids(TFLITE_TOOLS_11)


def test_uv_naming_the_release_it_failed_to_build() -> None:
    facts, _ = read(UV_BUILD_FAILURES)
    assert facts["python.version"] == "3.13"
    assert _sdists(UV_BUILD_FAILURES) == [("numpy", "1.19.5")]
    assert "python-too-new" in ids(UV_BUILD_FAILURES)


def test_a_thread_of_an_m1_and_an_ubuntu_commenter_gives_no_verdict() -> None:
    # the source archive is the Ubuntu commenter's; the report names no one OS
    assert _sdists(PYCARET_2300) == [("numpy", "1.17.3")]
    assert "python-too-new" not in ids(PYCARET_2300)
    assert "apple-silicon" in ids(PYCARET_2300)


def test_a_source_archive_without_a_python_version_says_nothing() -> None:
    assert _sdists(HRSANO_SLIDE) == [("numpy", "1.19.5")]
    assert "python-too-new" not in ids(HRSANO_SLIDE)


def test_only_projects_with_first_wheel_rows_are_recorded() -> None:
    # auto-sklearn's own source archive is no refusal: it publishes no wheels
    assert _sdists(AUTOSKLEARN_1690) == [("scikit-learn", "0.24.2")]


def test_the_verdicts_of_the_new_rows() -> None:
    # NumPy had no arm64 wheels before 1.21.0: on arm64 an older one is the platform's refusal, not the Python's
    assert python_support.verdict("numpy", Version("3.9"), Version("1.19.5"), ["macos-arm64"])[0] is False
    assert python_support.verdict("numpy", Version("3.13"), Version("1.26.4"), ["windows"])[0] is True
    assert python_support.verdict("numpy", Version("3.12"), Version("1.26.4"), ["linux"])[0] is False
    # a Mac whose Python's architecture is not said: the x86_64 rows decide, the arm64 ones cannot
    assert python_support.verdict("scikit-learn", Version("3.12"), Version("0.24.2"),
                                  ["macos-arm64", "macos-x86_64"])[0] is True
    assert python_support.verdict("scikit-learn", Version("3.9"), Version("0.24.2"), ["macos-x86_64"])[0] is False
