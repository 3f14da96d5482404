# ruff: noqa: E501, W293  (real pasted lines are kept whole, whitespace-only lines included)
"""Clue families the never-seen batch 5720-5730 (survival analysis and biostatistics libraries: scikit-survival,
pysurvival, bambi's survival models on PyMC) exposed, each read from real text.

- The GNU triple's compiler a Linux Python's build runs ('error: command '/usr/bin/x86_64-linux-gnu-gcc' failed',
  'unable to execute 'x86_64-linux-gnu-gcc'', the compile line with a build's flags, conda-forge's
  x86_64-conda-linux-gnu-c++) names a Linux machine; Apple's clang and a cross toolchain named in prose do not.
- A Databricks cluster (the %pip note 'you may need to restart the kernel using dbutils.library.restartPython()',
  the runtime's /databricks/python3 and /local_disk0/.ephemeral_nfs folders) is a Linux machine.
- The environment a person works in, named by its Python ('In a Python 3.7 virtual environment on macOS 10.15.5'),
  names that Python's version; a range, a floor, two versions, advice and a condition do not.
"""

from __future__ import annotations

from pasted import fact, ids, raised

# https://github.com/square/pysurvival/issues/71 (dev 5729), the description
PYSURVIVAL_71 = r"""# Install error

Tommyj117 · description · 2023-11-07
Get this error during install....

 /usr/include/python3.10/cpython/unicodeobject.h:264:8: note: in expansion of macro ‘PyUnicode_WSTR_LENGTH’
        264 |        PyUnicode_WSTR_LENGTH(op)))
            |        ^~~~~~~~~~~~~~~~~~~~~
      pysurvival/cpp_extensions/_non_parametric.cpp:9677:59: note: in expansion of macro ‘PyUnicode_GET_SIZE’
       9677 |                         (PyUnicode_GET_SIZE(**argname) != PyUnicode_GET_SIZE(key)) ? 1 :
            |                                                           ^~~~~~~~~~~~~~~~~~
      /usr/include/python3.10/cpython/unicodeobject.h:446:26: note: declared here
        446 | static inline Py_ssize_t _PyUnicode_get_wstr_length(PyObject *op) {
            |                          ^~~~~~~~~~~~~~~~~~~~~~~~~~
      **error: command '/usr/bin/x86_64-linux-gnu-gcc' failed with exit code 1
      [end of output]**
  
  note: This error originates from a subprocess, and is likely not a problem with pip.
error: legacy-install-failure

× Encountered error while trying to install package.
╰─> pysurvival"""

# https://github.com/sebp/scikit-survival/issues/521 (dev 5720), the stored description's start
SKSURV_521 = r"""# Bug: Cannot install scikit-survival v0.20+

[turn 0 by AndrewShade, continued]
```
Note: you may need to restart the kernel using dbutils.library.restartPython() to use updated packages.
Collecting scikit-survival==0.24.0
  Downloading scikit_survival-0.24.0.tar.gz (2.8 MB)
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 2.8/2.8 MB 56.2 MB/s eta 0:00:00
  Installing build dependencies: started
  Installing build dependencies: finished with status 'done'
  Getting requirements to build wheel: started
  Getting requirements to build wheel: finished with status 'error'
  error: subprocess-exited-with-error
  
  × Getting requirements to build wheel did not run successfully.
  │ exit code: 1
  ╰─> [77 lines of output]"""

# https://github.com/sebp/scikit-survival/issues/130 (dev 5721), the description's first paragraph
SKSURV_130 = r"""# Cannot pip install scikit-survival 0.13

alexandrehuat · description · 2020-07-08
**Describe the bug**

In a Python 3.7 virtual environment on macOS 10.15.5, the installation of scikit-survival version 0.13 and 0.13.1 fails with `pip`. Version 0.12 is successfully installed however. Here is the command line output when it fails:"""


def test_a_linux_pythons_gnu_compiler_failing_is_a_linux_machine() -> None:
    assert fact(PYSURVIVAL_71, "host.os") == "Linux"
    assert "not-a-mac" in ids(PYSURVIVAL_71)


def test_gnu_triplet_compiler_family() -> None:
    for text in ("error: command '/usr/bin/x86_64-linux-gnu-gcc' failed with exit code 1",
                 "error: command 'x86_64-linux-gnu-gcc' failed with exit status 1",
                 "error: command '/usr/bin/aarch64-linux-gnu-g++' failed with exit code 1",
                 "unable to execute 'x86_64-linux-gnu-gcc': No such file or directory",
                 "    x86_64-linux-gnu-gcc -pthread -Wno-unused-result -Wsign-compare -DNDEBUG -g -fwrapv -O2 -Wall -fPIC -I/usr/include/python3.8 -c src/a.c -o build/a.o",
                 "aarch64-linux-gnu-gcc -shared -Wl,-O1 build/a.o -o build/a.so",
                 "error: command '/home/me/miniconda3/envs/surv/bin/x86_64-conda-linux-gnu-c++' failed with exit status 1",
                 "error: command '/opt/conda/bin/x86_64-conda_cos6-linux-gnu-gcc' failed with exit status 1",
                 "ERROR: COMMAND '/USR/BIN/X86_64-LINUX-GNU-GCC' FAILED WITH EXIT CODE 1".lower()):
        assert fact(text, "host.os") == "Linux", text
        assert "not-a-mac" in ids(text), text


def test_apples_compilers_and_a_cross_toolchain_in_prose_are_not_linux() -> None:
    for text in ("error: command '/usr/bin/clang' failed with exit code 1 on my M1 Mac",
                 "error: command 'x86_64-apple-darwin13.4.0-clang++' failed with exit status 1 on my Mac",
                 "On my MacBook I ran brew install x86_64-linux-gnu-binutils and it worked.",
                 "On my Mac I installed the aarch64-linux-gnu-gcc cross compiler from Homebrew.",
                 "The README says to set CC=x86_64-linux-gnu-gcc on Linux; I am on macOS 14."):
        assert fact(text, "host.os") != "Linux", text
        assert "not-a-mac" not in raised(text), text


def test_a_databricks_notebooks_pip_note_is_a_linux_machine() -> None:
    assert fact(SKSURV_521, "host.os") == "Linux"
    assert "not-a-mac" in ids(SKSURV_521)


def test_databricks_runtime_family() -> None:
    for text in ("Note: you may need to restart the kernel using dbutils.library.restartPython() to use updated packages.\nCollecting lifelines",
                 "Note: you may need to restart the kernel using %restart_python to use updated packages.",
                 'File "/databricks/python3/lib/python3.10/site-packages/sksurv/__init__.py", line 4, in <module>',
                 "/databricks/python/bin/python -m pip install scikit-survival",
                 'File "/local_disk0/.ephemeral_nfs/envs/pythonEnv-3f1a/lib/python3.10/site-packages/lifelines/fitters/coxph_fitter.py", line 12',
                 "/local_disk0/.ephemeral_nfs/cluster_libraries/python/lib/python3.10/site-packages/pycox/__init__.py"):
        assert fact(text, "host.os") == "Linux", text
        assert "not-a-mac" in ids(text), text


def test_databricks_named_from_a_mac_is_not_linux() -> None:
    for text in ("I use Databricks Connect on my M1 Mac and dbutils.library.restartPython() fails.",
                 'File "/Users/me/projects/databricks/python3/lib/python3.10/site-packages/x.py", line 3 on my M2 Mac',
                 "We deploy to Databricks, but locally I work on an M1 MacBook Pro."):
        assert fact(text, "host.os") != "Linux", text
        assert "not-a-mac" not in raised(text), text


def test_the_environment_named_by_its_python_names_its_version() -> None:
    assert fact(SKSURV_130, "python.version") == "3.7"
    assert {"intel-mac", "python-too-old"} <= ids(SKSURV_130)


def test_python_environment_family() -> None:
    for text, version in (("In a Python 3.7 venv on macOS 10.15.5, pip fails.", "3.7"),
                          ("It fails inside my python 3.9 venv on macOS 12.1.", "3.9"),
                          ("I created a python3.8 virtualenv on macOS 12.1 and pip fails.", "3.8"),
                          ("pip fails from a fresh Python 3.10 conda environment on macOS 13.", "3.10"),
                          ("The import fails in the Python 3.11 kernel on macOS 14.", "3.11"),
                          ("We are using a Python 3.6.9 environment on macOS 10.14 and the build fails.", "3.6.9"),
                          ("Under a python 3.12 uv environment on macOS 14 the wheel is not found.", "3.12")):
        assert fact(text, "python.version") == version, text


def test_python_environment_near_misses() -> None:
    for text in ("Create a Python 3.8 venv on macOS 12.1 and try again.",
                 "you should use a Python 3.9 environment on macOS 12.1",
                 "It fails in a Python 3.7-3.9 environment on macOS 12.1.",
                 "It fails in a Python 3.8+ venv on macOS 12.1.",
                 "It fails in a Python 3.7 or 3.8 environment on macOS 12.1.",
                 "If in a Python 3.7 venv on macOS 12.1, reinstall.",
                 "When in a Python 3.7 venv on macOS 12.1, reinstall."):
        assert fact(text, "python.version") is None, text
