# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2090-2108 (graph ML, probabilistic programming and tabular ML on Macs: DGL,
PyG's pyg-lib, Prophet and CmdStan, PyMC and PyTensor, AutoGluon) exposed, each read from real text.

A Mac model year from 2021 on ('my 2023 Mac Mini') is Apple silicon, as one up to 2019 is Intel. PyG's wheel index
page echoed by pip without its '.html' ('Looking in links: https://data.pyg.org/whl/torch-1.12.0+cpu') is no installed
'+cpu' torch. The thing that works on another machine may be plural ('the same scripts work well … on my 2015 Macbook
Pro'). 'OSX Silicon' / 'Mac Silicon' name Apple silicon. PyTensor's compile-cache directory is named after
platform.platform() ('compiledir_macOS-15.5-arm64-arm-64bit-Mach-O-arm-3.14.3-64'). A report about DGL, Prophet,
PyMC or another tabular/probabilistic library that never names PyTorch is not told about MPS's macOS floor.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/pyg-team/pyg-lib/issues/221
PYG_LIB = """PyPi requirements failed on MacOS

I was trying to create a `requirements.txt` file for environment configurations on my 2023 Mac Mini, but I got the following error when I ran `pip install -e .`:

```text
Looking in links: https://data.pyg.org/whl/torch-1.12.0+cpu
ERROR: Could not find a version that satisfies the requirement pyg_lib (from versions: none)
ERROR: No matching distribution found for pyg_lib
```

However, the same scripts work well with an Intel chip on my 2015 Macbook Pro. I attached part of  the requirements file related to this issue below for your reference:
"""


def test_a_mac_model_year_from_2021_is_apple_silicon() -> None:
    facts, _ = read("I was trying to create a `requirements.txt` file for environment configurations on my 2023 Mac Mini, but I got the following error\n")
    assert facts.get("host.os") == "Darwin"
    assert facts.get("host.arm64_capable") == 1


@pytest.mark.parametrize("year", ["2020", "2029"])
def test_a_mac_model_year_of_both_kinds_or_past_the_newest_says_nothing(year: str) -> None:
    # 2020 had Intel and M1 models of the Mac mini and the 13-inch MacBook Pro; 2029 is no model year yet
    facts, _ = read(f"I was trying to create a `requirements.txt` file for environment configurations on my {year} Mac Mini, but I got the following error\n")
    assert "host.arm64_capable" not in facts


def test_the_intel_mac_where_the_same_scripts_work_is_another_machine() -> None:
    facts, _ = read(PYG_LIB)
    assert facts.get("host.os") == "Darwin"  # not Linux: the '+cpu' is PyG's index page
    assert facts.get("host.arm64_capable") == 1
    found = ids(PYG_LIB)
    assert "apple-silicon" in found
    assert not {"intel-mac", "not-a-mac", "torch-cpu-only"} & found


def test_pygs_index_page_echoed_by_pip_is_no_cpu_torch() -> None:
    facts, _ = read("Looking in links: https://data.pyg.org/whl/torch-1.12.0+cpu\n")
    assert facts.get("host.os") != "Linux"


def test_an_installed_cpu_torch_is_still_read() -> None:
    # https://github.com/pytorch/serve/issues/1363 ('torch version: 1.10.0+cpu')
    facts, _ = read("torch version: 1.10.0+cpu\n")
    assert facts.get("host.os") == "Linux or Windows"  # download.pytorch.org's '+cpu' builds are for those two


@pytest.mark.parametrize(("thread", "text"), [
    ("https://github.com/stan-dev/cmdstanpy/issues/786", "I used pip and installed cmdstanpy successfully on OSX Silicon Architecture. \n"),
    ("https://github.com/phospho-app/phosphobot/issues/174 (dev 1547)", "pybullet build sometimes fails on Mac Silicon\n"),
])
def test_the_os_or_the_mac_before_silicon_names_apple_silicon(thread: str, text: str) -> None:
    facts, _ = read(text)
    assert facts.get("host.arm64_capable") == 1, thread
    assert "apple-silicon" in ids(text)


def test_a_mac_silicon_only_framework_is_a_class() -> None:
    # dev 277 (a maintainer on MLX, from Windows)
    facts, _ = read("mlx is a mac silicon only framework so i dont think this would work on windows\n")
    assert "host.arm64_capable" not in facts


# https://github.com/pymc-devs/pymc/issues/8230
PYTENSOR_COMPILEDIR = """On macOS, a simple `pm.sample()` call in PyMC fails:

```text
CompileError: Compilation failed (return status=1):
/usr/bin/clang++ -dynamiclib -g -O3 -fno-math-errno -Wno-unused-label -Wno-unused-variable -Wno-write-strings -Wno-c++11-narrowing -fno-exceptions -fno-unwind-tables -fno-asynchronous-unwind-tables -DNPY_NO_DEPRECATED_API=NPY_1_7_API_VERSION -fPIC -undefined dynamic_lookup -ld64
-I /Users/Darren/miniforge3/envs/pymc_env/lib/python3.14/site-packages/numpy/_core/include
-I /Users/Darren/miniforge3/envs/pymc_env/include/python3.14
-L/Users/Darren/miniforge3/envs/pymc_env/lib
-fvisibility=hidden -o /Users/Darren/.pytensor/compiledir_macOS-15.5-arm64-arm-64bit-Mach-O-arm-3.14.3-64/t
"""


def test_pytensors_compiledir_is_the_pythons_platform_string() -> None:
    facts, _ = read(PYTENSOR_COMPILEDIR)
    assert facts.get("host.os") == "Darwin"
    assert facts.get("python.machine") == "arm64"
    found = ids(PYTENSOR_COMPILEDIR)
    assert {"apple-silicon", "python-native-arm64"} <= found
    assert not {"intel-mac", "python-too-new"} & found


def test_a_word_before_the_platform_string_still_hides_it() -> None:
    # only the compile cache's own prefix is read; a platform string glued to another word is not
    facts, _ = read("see build_macOS-15.5-arm64-arm-64bit for details\n")
    assert "python.machine" not in facts


# https://github.com/dmlc/dgl/issues/3324
DGL_BIG_SUR = """Apple M1 complile error Linking library

OS: Mac OS 11.5.2 (Big Sur)
Built from source
https://docs.dgl.ai/install/index.html#macos
commands:

```
mkdir build
cd build
cmake -DUSE_OPENMP=off -DCMAKE_C_FLAGS='-DXBYAK_DONT_USE_MAP_JIT' -DCMAKE_CXX_FLAGS='-DXBYAK_DONT_USE_MAP_JIT' -DUSE_AVX=OFF -DUSE_LIBXSMM=OFF ..
make -j4
```

Got the following error:

```
[ 37%] Linking CXX shared library libdgl.dylib
Undefined symbols for architecture arm64:
"""


def test_a_dgl_build_on_big_sur_is_not_told_the_mps_floor() -> None:
    found = ids(DGL_BIG_SUR)
    assert "apple-silicon" in found
    assert "macos-too-old-for-mps" not in found


def test_a_bare_m1_on_big_sur_is_still_told_the_mps_floor() -> None:
    # the same machine with no library named: 'can this Mac run MPS?'
    found = ids("Apple M1\nOS: Mac OS 11.5.2 (Big Sur)\n")
    assert "macos-too-old-for-mps" in found


@pytest.mark.parametrize(("thread", "text"), [
    ("https://github.com/QuantEcon/lecture-python.myst/pull/205", "A simple fix is to fetch `jax` from `conda-forge` which provides the `no arch` version of `jax` for `Apple Mac arm64 users`\n"),
    ("https://github.com/stefmolin/Hands-On-Data-Analysis-with-Pandas-2nd-edition (dev 1494)", "In addition, there was recently an upstream packaging issue that affects Apple Silicon users.\n"),
])
def test_a_kinds_users_are_a_class_not_the_writers_mac(thread: str, text: str) -> None:
    facts, _ = read(text)
    assert "host.arm64_capable" not in facts, thread
    assert "apple-silicon" not in ids(text)


def test_the_writers_own_mac_arm64_is_still_read() -> None:
    # the machine itself, no class after it ('platform: mac arm64 … device: mps', mac-arm64-words' own source)
    facts, _ = read("platform: mac arm64\n")
    assert facts.get("host.arm64_capable") == 1


def test_conda_forges_osx_arm64_compiler_in_numpy_show_config_names_the_env() -> None:
    # https://github.com/pymc-devs/pytensor/issues/1005 (dev 1163: np.show_config() of conda-forge's NumPy 1.26.4)
    text = ("    name: clang\n    version: 16.0.6\n  c++:\n"
            "    args: -ftree-vectorize, -fPIC, -fstack-protector-strong, -O2, -pipe, -stdlib=libc++,\n"
            "    commands: arm64-apple-darwin20.0.0-clang++\n    linker: ld64\n")
    facts, _ = read(text)
    assert facts.get("host.os") == "Darwin"
    assert facts.get("host.arm64_capable") == 1
    assert facts.get("python.machine") == "arm64"


def test_conda_forges_osx_64_compiler_in_a_build_error_names_the_env() -> None:
    # pystan building fbprophet in Anaconda3 (a note found with the code search, index id 24959917174)
    text = ("  INFO:pystan:COMPILING THE C++ CODE FOR MODEL anon_model_dfdaf2b8ece8a02eb11f050ec701c0ec NOW.\n"
            "  error: command 'x86_64-apple-darwin13.4.0-clang++' failed with exit status 1\n"
            "  ----------------------------------------\n  ERROR: Failed building wheel for fbprophet\n")
    facts, _ = read(text)
    assert facts.get("host.os") == "Darwin"
    assert facts.get("python.machine") == "x86_64"
    assert "host.arm64_capable" not in facts


def test_clangs_own_darwin_target_is_not_the_conda_triplet() -> None:
    # `clang --version`'s default target is the host's Darwin, read by its own clue ('Target: x86_64-apple-darwin19.6.0')
    facts, _ = read("clang version 10.0.0\nTarget: x86_64-apple-darwin19.6.0\n")
    assert facts.get("conda.python_subdir") is None
