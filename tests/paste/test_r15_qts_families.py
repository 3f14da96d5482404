# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2190-2209 (quantum ML and time-series ML on Macs: Qiskit, QuTiP, ProjectQ,
pytket, qsim, QuSpin, neuralforecast, pytorch-forecasting) exposed, each read from real text.

The folders and files a build names after the building interpreter's platform beyond setuptools' build/lib.* ones
(scikit-build's _skbuild/<platform>-<X.Y>, an egg's -pyX.Y-<platform>.egg, the wheel's build/bdist.<platform>);
qutip.about()'s 'Platform Info: Darwin (arm64)'; a sysctl brand string of 'VirtualApple' (Rosetta's CPU) is a
translated shell, so a translated Python; a report about a quantum SDK on an old macOS asks about that SDK, not MPS.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/Qiskit/qiskit-aer/issues/1664 (the stored comment starts inside scikit-build's cmake command)
AER_1664 = """ate/var/folders/12/r2kqphbx64l3m7464rpq2lhh0000gn/T/pip-build-env-a_iz9md3/overlay/lib/python3.9/site-packages/numpy/core/include -DPython3_EXECUTABLE:PATH=/Users/tj/.venv/qiskit-aer-dev/bin/python -DPython3_ROOT_DIR:PATH=/Users/tj/.venv/qiskit-aer-dev -DPython3_INCLUDE_DIR:PATH=/Users/tj/.pyenv/versions/3.9.5/include/python3.9 -DPython3_FIND_REGISTRY:STRING=NEVER -DCMAKE_BUILD_TYPE:STRING=Release -DCMAKE_OSX_DEPLOYMENT_TARGET:STRING=13.0 -DCMAKE_OSX_ARCHITECTURES:STRING=arm64
        Source directory:
          /Users/tj/project/qiskit-aer
        Working directory:
          /Users/tj/project/qiskit-aer/_skbuild/macosx-13.0-arm64-3.9/cmake-build
      Please see CMake's output for more information.
      [end of output]

  note: This error originates from a subprocess, and is likely not a problem with pip.
  ERROR: Failed building wheel for qiskit-aer
"""

# https://github.com/qutip/qutip/issues/1395
QUTIP_1395 = """M1 Mac: IndexError: list index out of range

  File "/Users/otanan/miniforge3/envs/main/lib/python3.9/site-packages/qutip-4.5.0-py3.9-macosx-11.0-arm64.egg/qutip/__init__.py", line 144, in <module>
    info =  qutip.hardware_info.hardware_info()
  File "/Users/otanan/miniforge3/envs/main/lib/python3.9/site-packages/qutip-4.5.0-py3.9-macosx-11.0-arm64.egg/qutip/hardware_info.py", line 123, in hardware_info
    out = _mac_hardware_info()
IndexError: list index out of range
"""

# pip's verbose wheel build (found with the code search: 'installing to build/bdist.macosx-11.0-arm64/wheel')
BDIST = """running bdist_wheel
running build
running build_py
copying src/revenium_mlflow/py.typed -> build/lib/revenium_mlflow
installing to build/bdist.macosx-11.0-arm64/wheel
running install
running install_lib
creating build/bdist.macosx-11.0-arm64/wheel
"""

# https://github.com/qutip/qutip/issues/1987
QUTIP_1987 = """Quitp.about() :

QuTiP Version:      4.7.0
Numpy Version:      1.21.5
Scipy Version:      1.7.3
Cython Version:     0.29.28
Matplotlib Version: 3.5.1
Python Version:     3.9.12
Number of CPUs:     8
BLAS Info:          OPENBLAS
OPENMP Installed:   False
INTEL MKL Ext:      False
Platform Info:      Darwin (arm64)
Installation path:  /opt/anaconda3/lib/python3.9/site-packages/qutip
"""

# https://github.com/qutip/qutip/pull/1401
QUTIP_1401 = """fix parsing hardware information problem for Macbook Pro (M1 CPU/Big Sur)

**Description**
Operating System: MacOS Big Sur 11.0.1
CPU: Apple M1

The syntax of output of command
```
sysctl -n machdep.cpu.brand_string
```
has been changed.

The output for previous MacOS:
```
$ sysctl -n machdep.cpu.brand_string
Intel(R) Core(TM) i5-5257U CPU @ 2.70GHz\\n
```

The updated output
```
$ sysctl -n machdep.cpu.brand_string
VirtualApple @ 2.50GHz processor\\n
```

Therefore, the function [`_mac_hardware_info`](https://github.com/qutip/qutip/blob/cb201690a2ca3a9c904bc642ef6600f2ef54f763/qutip/hardware_info.py#L48)  of file `hardware_info.py` cannot parse the frequency of CPU correctly.

```
ValueError: could not convert string to float: ' 2.50GHz proces'
```
"""


def test_scikit_build_folder_names_the_interpreters_platform() -> None:
    facts, _ = read(AER_1664)
    assert facts.get("python.machine") == "arm64"
    # the build folder's minor, made whole by pyenv's folder of the same interpreter ('…/.pyenv/versions/3.9.5/…')
    assert facts.get("python.version") == "3.9.5"
    found = ids(AER_1664)
    assert {"apple-silicon", "python-native-arm64"} <= found and "python-x86-on-arm" not in found
    facts, _ = read(AER_1664.replace("arm64", "x86_64"))
    assert facts.get("python.machine") == "x86_64"


def test_an_eggs_platform_is_the_building_interpreters() -> None:
    facts, _ = read(QUTIP_1395)
    assert facts.get("python.machine") == "arm64"
    assert {"apple-silicon", "python-native-arm64"} <= ids(QUTIP_1395)


def test_bdist_folder_names_the_platform_but_no_python_version() -> None:
    facts, _ = read(BDIST)
    assert facts.get("python.machine") == "arm64" and facts.get("host.os") == "Darwin"
    assert not facts.get("python.version")


def test_qutip_about_platform_info_is_the_interpreters_os_and_arch() -> None:
    facts, _ = read(QUTIP_1987)
    assert facts.get("python.machine") == "arm64" and facts.get("host.os") == "Darwin"
    found = ids(QUTIP_1987)
    assert {"apple-silicon", "python-native-arm64"} <= found
    assert "python-x86-on-arm" not in found and "conda-x86-distribution" not in found
    facts, _ = read(QUTIP_1987.replace("Darwin (arm64)", "Linux (x86_64)"))
    assert facts.get("host.os") == "Linux"


def test_virtualapple_brand_from_sysctl_is_a_translated_shell_and_qutip_is_no_torch_user() -> None:
    facts, _ = read(QUTIP_1401)
    assert facts.get("python.translated") == 1
    found = ids(QUTIP_1401)
    assert {"apple-silicon", "python-x86-on-arm"} <= found
    assert "intel-mac" not in found and "python-native-arm64" not in found
    assert "macos-too-old-for-mps" not in found  # a QuTiP report on Big Sur is not asking about MPS


def test_an_apple_brand_from_sysctl_says_nothing_of_translation() -> None:
    text = "$ sysctl -n machdep.cpu.brand_string\nApple M1\n"
    facts, _ = read(text)
    assert facts.get("python.translated") is None


# the same folders of a Linux and a Windows build (code search: a qiskit-aer build's cmake_install.cmake; pip
# building opencv-python on Windows; an xgboost egg in a traceback)
SKBUILD_LINUX = '  set(CMAKE_INSTALL_PREFIX "/hydrogen/home/zhy/Documents/qcqc-project/qiskit/qiskit-code/qiskit-aer/_skbuild/linux-x86_64-3.7/cmake-install")\n'
EGG_LINUX = '  File "/usr/local/lib/python3.9/site-packages/xgboost-1.7.2-py3.9-linux-x86_64.egg/xgboost/sklearn.py", line 1304, in feature_importances_\n'
SKBUILD_WINDOWS = """  Working directory:
      C:\\Users\\XXXXXX\\AppData\\Local\\Temp\\pip-install-kzx3vj4c\\opencv-python_c2ee9d023a4a45e584477071884f30ac\\_skbuild\\win-amd64-3.6\\cmake-build
  Please see CMake's output for more information.
"""


def test_scikit_build_folders_and_eggs_of_linux_and_windows_builds_name_their_os() -> None:
    for text in (SKBUILD_LINUX, EGG_LINUX):
        facts, _ = read(text)
        assert facts.get("host.os") == "Linux", text
    facts, _ = read(SKBUILD_WINDOWS)
    assert facts.get("host.os") == "Windows" and facts.get("python.version") == "3.6"


def test_an_intel_brand_quoted_as_older_output_is_not_the_apple_chip_named() -> None:
    from macml_doctor.diagnose import engine
    from macml_doctor.paste import inputs

    facts = inputs.parse_report(QUTIP_1401, "test")
    machine = next(f for f in engine.run_checks(facts) if f.id == "apple-silicon")
    assert "Intel" not in machine.summary


def test_the_interpreters_own_arm64_outweighs_its_shells_translation() -> None:
    # the PR's sysctl answer (a Rosetta shell) pasted with a native interpreter's qutip.about() (qutip#1987's line)
    text = QUTIP_1401 + "\n" + QUTIP_1987
    facts, _ = read(text)
    assert facts.get("python.machine") == "arm64" and facts.get("python.translated") == 0
    found = ids(text)
    assert "python-native-arm64" in found and "python-x86-on-arm" not in found
    facts, _ = read(QUTIP_1401)  # alone, the shell's translation is the Python's, likely
    assert facts.get("python.translated") == 1
