# ruff: noqa: E501  (real pasted lines are kept whole)
"""Readings the never-seen batch 2920-2931 (optimisation solvers and numerical libraries beside ML on Macs: cvxpy,
cvxopt, casadi, osqp, scs, IPOPT/IDAES) relies on, pinned on the real text. The batch scored 17/17 with no false
alarm before any change, so no rule was changed; these tests keep the readings it depends on.

An idaes environment-info dump's 'RELEASE_X86_64' kernel is an Intel Mac (not Rosetta); pip choosing
macosx_*_arm64 wheels, or a build directory 'build/lib.macosx-12-arm64-cpython-39', is a native arm64 Python; a
'Raspberry pi' title above a commenter's 'on a mac' does not make the report a non-Mac; 'arch -x86_64 pip3' with a
Homebrew Python 'using Rosetta2' is an x86_64 Python on Apple silicon; an x86_64 gcc search path under /usr/local, or
a proposal to build 'intel' wheels, does not make an M1 an Intel Mac.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/watertap-org/watertap/issues/871
WATERTAP_871 = """macOS x86_64: Must reinstall ipopt for new development environment in contributing repo

Python
    Version: 3.10.8 (main, Nov 24 2022, 08:09:04) [Clang 14.0.6 ]
    Executable: /Users/ksitterl/opt/anaconda3/envs/watertap-seto/bin/python

OS
    Platform: Darwin
    Release: 21.6.0
    Version: Darwin Kernel Version 21.6.0: Mon Aug 22 20:17:10 PDT 2022; root:xnu-8020.140.49~2/RELEASE_X86_64
"""
# https://github.com/osqp/osqp/issues/408
OSQP_408 = """Issue trying to install on Raspberry pi arm64 raspbian(miniforge anaconda)

I'm getting the same issue when attempting to install osqp using pip on a mac. I am using a virtualenv and pipenv in the error copied below, but I have also tried installing outside of a virtual env with `python3 -m pip install --user cmake` followed by `python3 -m pip install --user osqp` and got the same error.
Collecting qdldl
  Using cached qdldl-0.1.5.post2-cp310-cp310-macosx_12_0_arm64.whl
Collecting scipy>=0.13.2
  Using cached scipy-1.8.0-cp310-cp310-macosx_12_0_arm64.whl (28.7 MB)
"""
# https://github.com/iskandr/fancyimpute/issues/149
FANCYIMPUTE_149 = """Pip install not working on macOS Monterey M1

      creating build/lib.macosx-12-arm64-cpython-39/osqppurepy
      copying src/osqppurepy/interface.py -> build/lib.macosx-12-arm64-cpython-39/osqppurepy
"""
# https://github.com/qpsolvers/qpsolvers/issues/189
QPSOLVERS_189 = """3.0.0 install error: arm64 wheels missing in CVXOPT and quadprog

     creating build/temp.macosx-13-arm64-cpython-311
     creating build/temp.macosx-13-arm64-cpython-311/quadprog
"""
# https://github.com/cvxpy/cvxpy/issues/1190
CVXPY_1190 = """cvxpy fails to install on Apple Silicon under Rosetta2 Homebrew Python

Python 3.9.0_5 installs fine and so do most pypi packages as recommended for Homebrew 2.6.0 using Rosetta2.

```
Python % arch -x86_64 pip3 install cvxpy
Collecting cvxpy
  Using cached cvxpy-1.1.7.tar.gz (1.0 MB)
"""
# https://github.com/IDAES/idaes-pse/issues/1494
IDAES_1494 = """Unable to load HSL solvers for IPOPT on M1 Mac

I am trying to get IPOPT with the HSL solvers on my Mac (M1 chip), but the library for the HSL solvers is missing. If I try to specify an HSL solver like `ma27`, I get the following:

dlopen(libhsl.dylib, 0x0002): tried: 'libhsl.dylib' (no such file), '/System/Volumes/Preboot/Cryptexes/OSlibhsl.dylib' (no such file), '/Users/mollydougher/.idaes/bin/libhsl.dylib' (no such file), '/usr/local/Cellar/gcc/13.1.0/lib/gcc/current/gcc/x86_64-
"""
# https://github.com/pybamm-team/PyBaMM/issues/2346
PYBAMM_2346 = """[Bug]: Installing `PyBaMM` on `M1` chip fails (both `pip` and install from source)

### Python Version

3.9

Also, should we be specifically building `intel` wheels till `casadi` supports `M1` wheels? This way users will get a "No matching distribution found for pybamm" error when installing through `pip` on `M1`, rather than than the installation failing midway.
"""
# https://github.com/cvxopt/cvxopt/issues/227
CVXOPT_227 = """I upgraded to Mac OS 13.0.   I am running Python 3.10.8 under homebrew in native (arm64) mode.
ImportError: dlopen(/opt/homebrew/lib/python3.10/site-packages/cvxopt/base.cpython-310-darwin.so, 0x0002): tried: '/opt/homebrew/lib/python3.10/site-packages/cvxopt/base.cpython-310-darwin.so' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64'))
"""


def test_an_x86_64_kernel_release_is_an_intel_mac_not_rosetta() -> None:
    found = ids(WATERTAP_871)
    assert "intel-mac" in found
    assert not {"apple-silicon", "python-x86-on-arm", "conda-x86-distribution", "not-a-mac"} & found


@pytest.mark.parametrize("text", [OSQP_408, FANCYIMPUTE_149, QPSOLVERS_189])
def test_arm64_wheel_or_build_tags_are_a_native_arm64_python(text: str) -> None:
    facts, _ = read(text)
    assert facts["python.machine"] == "arm64"
    found = ids(text)
    assert {"apple-silicon", "python-native-arm64"} <= found
    assert not {"not-a-mac", "intel-mac", "python-x86-on-arm"} & found


def test_arch_x86_64_pip_with_a_rosetta_homebrew_is_x86_on_arm() -> None:
    found = ids(CVXPY_1190)
    assert {"apple-silicon", "python-x86-on-arm"} <= found
    assert not {"intel-mac", "python-native-arm64", "rosetta-missing"} & found


@pytest.mark.parametrize("text", [IDAES_1494, PYBAMM_2346])
def test_an_x86_path_or_intel_wheel_proposal_leaves_the_m1(text: str) -> None:
    facts, _ = read(text)
    assert facts["host.cpu_brand"] == "Apple M1"
    found = ids(text)
    assert "apple-silicon" in found
    assert not {"intel-mac", "not-a-mac", "python-x86-on-arm", "incompatible-arch-extension"} & found


def test_an_x86_64_solver_extension_in_a_native_homebrew_python() -> None:
    found = ids(CVXOPT_227)
    assert {"apple-silicon", "python-native-arm64", "incompatible-arch-extension"} <= found
    assert "python-x86-on-arm" not in found
