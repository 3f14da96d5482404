# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2110-2129 (ML tooling, serving and data libraries on Macs: ray, onnxsim, IREE,
TVM, polars) exposed, each read from real text.

An Intel Mac named as 'macOS with Intel Core' or 'my x86 arch Macbook'; dyld's incompatible-architecture message cut
inside its '(have …' pair; the '# platform: osx-arm64' header of `conda list --explicit`/`--export` (the environment's
subdir); CMake's MACOSX_RPATH policy warning (a build for macOS); a Linux box where it 'worked fine' beside a text
about a macOS failure is not the failing machine.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/ray-project/ray/issues/34666
RAY_34666 = """I am a user of macOS with Intel Core, and i have to use python3.7 for my development.
However, i can not install the latest version 2.3.1 of ray, as latest ray does not provide a distribution that works for my platform.

### Versions / Dependencies

OS version and name: macOS 11.6
Python version in Virtualenv: 3.7.16
"""

# https://github.com/iree-org/iree/issues/16649 (the stored issue ends inside dyld's pair)
IREE_16649 = """I run `iree-import-onnx model.onnx > model.onnx.mlir` locally in my x86 arch Macbook. Following problem occurred:

```
    from ._mlir import ir
ImportError: dlopen(/Users/zhenyi/iree/lib/python3.11/site-packages/iree/compiler/_mlir_libs/_mlir.cpython-311-darwin.so, 0x0002): tried: '/Users/zhenyi/iree/lib/python3.11/site-packages/iree/compiler/_mlir_libs/_mlir.cpython-311-darwin.so' (mach-o file, but is an incompatible architecture (have 'ar
"""

# https://github.com/ray-project/ray/pull/16621
RAY_16621 = """(test_ray) MacBook-Air:/ anne$ conda list --explicit
# This file may be used to create an environment using:
# $ conda create --name <env> --file <this file>
# platform: osx-arm64
@EXPLICIT
https://conda.anaconda.org/conda-forge/osx-arm64/c-ares-1.17.1-h27ca646_1.tar.bz2
https://conda.anaconda.org/conda-forge/noarch/tzdata-2021a-he74cb21_1.tar.bz2
"""

# https://github.com/ray-project/ray/issues/241
RAY_241 = """Cannot Import Ray in Python code

  set the policy and suppress this warning.

  MACOSX_RPATH is not specified for the following targets:

   numbuf
   photon
   plasma
   plasma_client
   ray_redis_module

This warning is for project developers.  Use -Wno-dev to suppress it.
"""

# https://github.com/iree-org/iree/issues/12275
IREE_12275 = """(macOS) RuntimeError: Error invoking function: <vm>:0: UNKNOWN; device not supported in the compiled configuration

```
python3 -mvenv venv
source venv/bin/activate
pip install -f https://iree-org.github.io/iree/pip-release-links.html iree-compiler iree-runtime
```

I tried again today, on linux (ubuntu 18.04), with python-3.11 and it worked fine.
"""


def test_macos_with_intel_core_is_an_intel_mac() -> None:
    facts, _ = read(RAY_34666)
    assert facts.get("host.arm64_capable") == 0
    found = ids(RAY_34666)
    assert "intel-mac" in found and "apple-silicon" not in found and "python-x86-on-arm" not in found


def test_x86_arch_macbook_is_an_intel_mac_and_a_cut_dyld_pair_is_a_wrong_arch_module() -> None:
    found = ids(IREE_16649)
    assert {"intel-mac", "incompatible-arch-extension"} <= found
    assert "apple-silicon" not in found and "python-x86-on-arm" not in found


def test_a_whole_dyld_pair_is_still_read_by_its_own_clue() -> None:
    whole = IREE_16649.replace("(have 'ar\n", "(have 'arm64', need 'x86_64'))\n")
    _, symptoms = read(whole)
    facts, _ = read(whole)
    assert symptoms == ["incompatible-arch"]
    assert facts["report.symptoms"][0].get("have") == "arm64"  # the whole pair's clue, not the cut one's
    _, cut = read(IREE_16649)
    assert cut == ["incompatible-arch"]


def test_conda_list_explicit_platform_header_is_the_environments_subdir() -> None:
    facts, _ = read(RAY_16621)
    assert facts.get("python.machine") == "arm64"
    assert facts.get("host.arm64_capable") == 1
    found = ids(RAY_16621)
    assert {"apple-silicon", "python-native-arm64"} <= found and "python-x86-on-arm" not in found
    facts, _ = read(RAY_16621.replace("osx-arm64", "osx-64"))
    assert facts.get("python.machine") == "x86_64"


def test_cmake_macosx_rpath_warning_is_a_mac_build() -> None:
    facts, _ = read(RAY_241)
    assert facts.get("host.os") == "Darwin"
    found = ids(RAY_241)
    assert "not-a-mac" not in found and "apple-silicon" not in found


def test_linux_where_it_worked_is_not_the_failing_macs_os() -> None:
    facts, _ = read(IREE_12275)
    assert facts.get("host.os") != "Linux"
    assert "not-a-mac" not in ids(IREE_12275)
    # with no Mac named at all, the machine where it worked is still what the text tells
    facts, _ = read("I tried again today, on linux (ubuntu 18.04), with python-3.11 and it worked fine.\n")
    assert facts.get("host.os") == "Linux"


# https://github.com/BLSQ/openhexa-app/pull/891 (the project's amd64 Docker image on an Apple M4)
OPENHEXA_891 = """When running the project on Apple Chip (M4), I get the following warning :

```
/usr/local/lib/python3.12/site-packages/polars/_cpu_check.py:258: RuntimeWarning: Missing required CPU features.

The following required CPU features were not detected:
    avx, avx2, fma, bmi1, bmi2, lzcnt, movbe
Continuing to use this version of Polars on this processor will likely result in a crash.
Install the `polars-lts-cpu` package instead of `polars` to run Polars with better compatibility.

Hint: If you are on an Apple ARM machine (e.g. M1) this is likely due to running Python under Rosetta.
It is recommended to install a native version of Python that does not run under Rosetta x86-64 emulation.

If you believe this warning to be a false positive, you can set the `POLARS_SKIP_CPU_CHECK` environment variable to bypass this check.

  warnings.warn(
/code/docker-entrypoint.sh: line 33:    19 Illegal instruction     python manage.py migrate
```
"""

# https://github.com/ZEN-universe/ZEN-garden/issues/761 (an anaconda env on a MacBook Pro M4 Pro, no container)
ZEN_761 = """When trying to run a dataset example for the first time after the conda environment installation on MacBook Pro Apple M4 Pro chip, the following error came up:
```
/path/to/anaconda3/envs/zen-garden/lib/python3.12/site-packages/polars/_cpu_check.py:258: RuntimeWarning: Missing required CPU features.
The following required CPU features were not detected:
avx, avx2, fma, bmi1, bmi2, lzcnt, movbe
Continuing to use this version of Polars on this processor will likely result in a crash.
Install the `polars-lts-cpu` package instead of `polars` to run Polars with better compatibility.
Hint: If you are on an Apple ARM machine (e.g. M1) this is likely due to running Python under Rosetta.
It is recommended to install a native version of Python that does not run under Rosetta x86-64 emulation.
If you believe this warning to be a false positive, you can set the `POLARS_SKIP_CPU_CHECK` environment variable to bypass this check.
warnings.warn(
zsh: illegal hardware instruction  python -m zen_garden --example="1_base_case"
```
"""


def test_docker_entrypoint_message_is_a_linux_container() -> None:
    facts, _ = read(OPENHEXA_891)
    assert facts.get("host.os") == "Linux" and facts.get("host.container_host") == "apple-silicon"
    found = ids(OPENHEXA_891)
    assert "apple-silicon" in found  # the container's host
    assert "python-x86-on-arm" not in found and "intel-mac" not in found


def test_polars_hint_lines_say_nothing_of_the_python() -> None:
    hint = ("Hint: If you are on an Apple ARM machine (e.g. M1) this is likely due to running Python under Rosetta.\n"
            "It is recommended to install a native version of Python that does not run under Rosetta x86-64 emulation.\n")
    facts, _ = read("On my Mac:\n" + hint)
    assert "python.translated" not in facts
    # on a Mac with no container, the missing AVX of an M-series Mac still makes the Python an x86_64 one
    found = ids(ZEN_761)
    assert {"apple-silicon", "python-x86-on-arm", "import-crashed"} <= found


def test_an_abbreviation_does_not_end_a_sentence() -> None:
    # 'e.g.' inside a conditional hint: the sentence still opens with 'If you are on …'
    facts, _ = read("Hint: If you are on an Apple ARM machine (e.g. M1) this is likely due to running Python under Rosetta.\n")
    assert "python.translated" not in facts
    facts, _ = read("I am running Python under Rosetta on my M1.\n")
    assert facts.get("python.translated") == 1


def test_apple_model_name_with_a_space_in_the_parenthesis() -> None:
    # https://github.com/microsoft/onnxruntime/issues/11037
    text = "Same issue on MacOS with MacBook Pro( M1 2020) , macOS Monterey 12.1;\nPython 3.9\n"
    facts, _ = read(text)
    assert facts.get("host.cpu_brand") == "Apple M1"
    assert "apple-silicon" in ids(text)
    facts, _ = read("MacBook Air (M1, 2020)\n")
    assert facts.get("host.cpu_brand") == "Apple M1"


def test_a_sigill_in_a_container_on_apple_silicon_is_the_emulation_not_an_old_intel_cpu() -> None:
    from macml_doctor.diagnose import engine
    from macml_doctor.paste import inputs

    facts = inputs.parse_report(OPENHEXA_891, "test")
    avx = [f for f in engine.run_checks(facts) if f.id == "cpu-without-avx"]
    assert avx and "Apple-silicon Mac" in avx[0].summary and "not Apple silicon" not in avx[0].summary
    # a Linux machine of its own keeps the old words
    linux = inputs.parse_report("uname -a\nLinux box 5.15.0-91-generic #101-Ubuntu SMP x86_64 GNU/Linux\n"
                                ">>> import tensorflow\nIllegal instruction (core dumped)\n", "test")
    avx = [f for f in engine.run_checks(linux) if f.id == "cpu-without-avx"]
    assert avx and "which is not Apple silicon" in avx[0].summary
