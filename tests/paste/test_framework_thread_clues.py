# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 365-386 exposed (the frameworks' own threads), each read from real text.

A bold key without a colon ('**Mac OS** 10.14.2 Beta', '**Python** 3.5.0', '**coremltools** 2.0') is a version
field, while a README's requirement ('**Python** 3.9+', '3.10 or later') is not; a person quoting platform.machine()
or platform.processor() with a word between ('in python returns "x86_64"') or in the next sentence ('It's i386 for
me'); a screen size between the Mac model and its chip; mlx's own extension missing libmlx.dylib (the mlx-metal
wheel) and MLX's empty Metal device list; LLVM naming an Apple-silicon host CPU; and a report about another
framework that never names PyTorch, which is not asked about MPS floors.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from pasted import read

from tests.inprocess import run_cli


def findings(text: str) -> list[dict[str, Any]]:
    out = run_cli("check", "--from", "-", "--format", "json", stdin=text)
    return list(json.loads(out.stdout)["findings"])


def test_bold_keys_without_a_colon_are_version_fields() -> None:
    # https://github.com/apple/coremltools/issues/317
    values, _ = read("Running \n**Mac OS** 10.14.2 Beta\n**Python** 3.5.0\n**coremltools** 2.0\n")
    assert values["host.macos_version"] == "10.14.2"
    assert values["python.version"] == "3.5.0"
    assert dict(values["python.packages"])["coremltools"]["version"] == "2.0"
    assert values["host.arm64_capable"] == 0  # macOS 10.14 runs only on Intel Macs


REQUIREMENTS = [
    "### Prerequisites\n- **Node.js** 18+ \n- **Python** 3.9+\n- **Docker** (for containerized deployment)\n",
    "#### Requirements\n- **Python** 3.9 or higher\n- **pip** or **uv** for package management\n",
    "## Prerequisites\n\n- **Python** 3.10 or later\n- **Operating System:** macOS, Linux, or Windows\n",
    "Docker Desktop supports:\n- **macOS** 10.15 or higher\n- **Linux** mainstream distributions (Ubuntu, Debian, CentOS, etc.)\n",
]


@pytest.mark.parametrize("text", REQUIREMENTS)
def test_a_readmes_requirement_names_no_installed_version(text: str) -> None:
    # README requirement lists (public code), the kind people paste beside their error
    values, _ = read(text)
    assert "python.version" not in values
    assert "host.macos_version" not in values


PLATFORM_SAID = [
    ("https://github.com/jax-ml/jax/issues/5501",
     "Also some potential useful information (I have no idea): running `platform.machine()` in python returns \"x86_64\" which I'm confused about because I thought M1 uses ARM. \n"),
    ("https://github.com/mflux-community/mflux/issues/23",
     "I found the same issue in the mlx repo.\nSomeone said that I can check the output of `platform.processor()` within python.\nIt's i386 for me that means it's aM series machine and a non-native python.\n"),
    ("https://github.com/Lightning-AI/pytorch-lightning/issues/14634",
     "Check is wrong due to platform check here expecting arm (my M1 Pro reports platform i386):\n"),
]


@pytest.mark.parametrize(("thread", "text"), PLATFORM_SAID)
def test_a_person_quoting_an_x86_platform_answer(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["python.machine"] == "x86_64", thread


def test_the_expected_answer_of_a_platform_check_is_not_the_users() -> None:
    # https://github.com/ml-explore/mlx/issues/200 (the maintainer's instructions)
    values, _ = read("If this happens you are probably using a non-native Python. The output of:\n\n```\npython -c \"import platform; print(platform.processor())\"\n```\n\nShould be `arm` not `i386`.\n")
    assert "python.machine" not in values


@pytest.mark.parametrize(("text", "chip"), [
    ("- MacBook Pro 13 inch M1 from 2020\n- python 3.12.5, installed via homebrew\n", "Apple M1"),  # mflux#23
    ("| mac | MacBook Pro 16-inch M1 Pro (2021) | Metal |\n", "Apple M1 Pro"),  # a benchmark table (public code)
    ('    title: "MacBook Pro 14 inch M3 Pro 2023",\n', "Apple M3 Pro"),  # a marketplace listing (public code)
])
def test_a_screen_size_between_the_model_and_the_chip(text: str, chip: str) -> None:
    values, _ = read(text)
    assert values["host.cpu_brand"] == chip
    assert values["host.arm64_capable"] == 1


MLX_LIBMLX = ("ImportError: dlopen(/path/to/mlx/core.cpython-311-darwin.so, 0x0002): Library not loaded: @rpath/libmlx.dylib\n"
              "  Referenced from: <57DC6007-")  # https://github.com/ml-explore/mlx-lm/issues/498
MLX_LIBMLX_DOCLING = (  # a docling run log on a python.org 3.12 (public code)
    "    import mlx.core as mx\nImportError: dlopen(/Library/Frameworks/Python.framework/Versions/3.12/lib/python3.12/site-packages/mlx/core.cpython-312-darwin.so, 0x0002): Library not loaded: @rpath/libmlx.dylib\n"
    "  Referenced from: <43A15A5F-68A9-3136-9CC9-235DDEEBE574> /Library/Frameworks/Python.framework/Versions/3.12/lib/python3.12/site-packages/mlx/core.cpython-312-darwin.so\n"
    "  Reason: tried: '/Library/Frameworks/Python.framework/Versions/3.12/lib/python3.12/site-packages/mlx/lib/libmlx.dylib' (no such file), '/Users/distiller/project/build/temp.macosx-11.0-arm64-cpython-312/mlx.core/libmlx.dylib' (no such file)\n")


@pytest.mark.parametrize("text", [MLX_LIBMLX, MLX_LIBMLX_DOCLING])
def test_mlx_core_without_libmlx_is_the_missing_mlx_metal_wheel(text: str) -> None:
    _, symptoms = read(text)
    assert "mlx-libmlx-missing" in symptoms


@pytest.mark.parametrize(("thread", "text"), [
    ("https://github.com/jundot/omlx/issues/2822",  # another package's extension without its rpath to mlx/lib
     "$ python3 -c \"import omlx.custom_kernels.bonsai._ext\"\nImportError: dlopen(.../omlx/custom_kernels/bonsai/_ext.cpython-311-darwin.so, 2):\n  Library not loaded: @rpath/libmlx.dylib\n"),
    ("https://github.com/ml-explore/mlx/issues/434",  # mlx 0.0.8's own missing library, not libmlx
     "ImportError: dlopen(/Users/ds/code/ml/local/scale/venv/lib/python3.11/site-packages/mlx/core.cpython-311-darwin.so, 0x0002): Library not loaded: @rpath/libgguflib.dylib\n"),
])
def test_other_missing_libraries_are_not_mlx_metal(thread: str, text: str) -> None:
    _, symptoms = read(text)
    assert "mlx-libmlx-missing" not in symptoms, thread
    assert "library-not-loaded" in symptoms


def test_the_remedy_installs_mlx_metal_beside_the_mlx_it_belongs_to() -> None:
    finding = next(f for f in findings(MLX_LIBMLX) if f["id"] == "mlx-metal-missing")
    assert finding["remedy"]["commands"][0][-2:] == ["mlx", "mlx-metal"]
    pinned = findings("mlx==0.30.0\nnumpy==2.4.1\n" + MLX_LIBMLX)  # uv pip freeze rows, as in LTX-2-MLX#16
    finding = next(f for f in pinned if f["id"] == "mlx-metal-missing")
    assert finding["remedy"]["commands"][0][-1] == "mlx-metal==0.30.0"


def test_with_mlx_metal_installed_a_missing_libmlx_is_something_else() -> None:
    # LTX-2-MLX#16's freeze lists both wheels; a libmlx load failure there is no missing wheel
    assert "mlx-metal-missing" not in {f["id"] for f in findings("mlx==0.30.0\nmlx-metal==0.30.0\n" + MLX_LIBMLX)}


MLX_EMPTY_DEVICES = ("*** Terminating app due to uncaught exception 'NSRangeException', reason:\n"
                     "'*** -[__NSArray0 objectAtIndex:]: index 0 beyond bounds for empty array'\n...\n"
                     "libmlx.dylib ... mlx::core::metal::Device::Device()\nlibmlx.dylib ... mlx::core::metal::device(...)\n")


def test_mlx_finding_no_metal_device_is_a_session_without_a_gpu() -> None:
    # https://github.com/ml-explore/mlx/issues/3397
    _, symptoms = read(MLX_EMPTY_DEVICES)
    assert "mlx-no-metal-device" in symptoms
    assert "no-metal-device" in {f["id"] for f in findings("- Kernel: Darwin 25.4.0 arm64\n" + MLX_EMPTY_DEVICES)}


def test_an_apps_own_empty_array_is_not_mlx() -> None:
    # https://github.com/zingdom/zing-bright/issues/27 (an iOS app's crash reason)
    _, symptoms = read("*** Terminating app due to uncaught exception 'NSRangeException', reason: '*** -[__NSArray0 objectAtIndex:]: index 0 beyond bounds for empty NSArray'\n")
    assert "mlx-no-metal-device" not in symptoms


@pytest.mark.parametrize("text", [
    "In [3]: jax.lax.add(1, 2)\n'apple-m1' is not a recognized processor for this target (ignoring processor)\n'apple-m1' is not a recognized processor for this target (ignoring processor)\nLLVM ERROR: 64-bit code requested on a subtarget that doesn't support it!\nAbort trap: 6\n",  # jax#15951
    "Sampling   0%|                                          |  ETA: N/A\n'apple-m4' is not a recognized processor for this target (ignoring processor)\n",  # a Julia benchmark log (public code)
])
def test_llvm_naming_an_apple_host_cpu_is_apple_silicon(text: str) -> None:
    values, _ = read(text)
    assert values["host.arm64_capable"] == 1


@pytest.mark.parametrize("text", [
    "'esp32' is not a recognized processor for this target (ignoring processor)\n",  # a Rust cross-build (public docs)
    "'armv7-a+fp' is not a recognized processor for this target (ignoring processor)\n",  # a Raspberry Pi Julia build
])
def test_llvm_naming_another_cpu_says_nothing_of_a_mac(text: str) -> None:
    values, _ = read(text)
    assert "host.arm64_capable" not in values


COREML_M1_BIG_SUR = ("I'm on a mac M1 mini running current Big Sur under conda with *all* items correctly installed and running to include Tensorflow, NumPy, spicy, opencv, etc. The lone item is coremltools.\n")


def test_another_frameworks_user_on_big_sur_is_not_told_about_mps_floors() -> None:
    # https://github.com/apple/coremltools/issues/1156
    ids = {f["id"] for f in findings(COREML_M1_BIG_SUR)}
    assert "apple-silicon" in ids
    assert "macos-too-old-for-mps" not in ids


def test_naming_pytorch_too_keeps_the_mps_floor() -> None:
    ids = {f["id"] for f in findings(COREML_M1_BIG_SUR + "I also want PyTorch on the GPU.\n")}
    assert "macos-too-old-for-mps" in ids


def test_a_person_running_their_code_with_rosetta_runs_an_x86_python() -> None:
    # https://github.com/apple/turicreate/issues/3449
    values, _ = read("`illegal hardware instruction  /usr/local/opt/python@3.8/bin/python3\n`\n\nI'm using rosetta to execute the code, everything seems to work as expected less the coreml exportation.\n")
    assert values["python.translated"] == 1
    assert values["host.arm64_capable"] == 1


@pytest.mark.parametrize("text", [
    "* Want to run **arm64 native** versions of the cross compiling tools on that new Mac\n  instead of using Rosetta to run the Intel versions under emulation?\n",  # a README's pitch
    "[Using Rosetta to run x86-64 Docker Containers and Binaries in Linux virtual machines with Parallels Desktop](https://kb.parallels.com/en/129871)\n",
    "In general, using Rosetta to run TenFourFox will be noticeably _slower_ on an Intel Mac, even if you are successful in starting it up.\n",  # PowerPC Rosetta
])
def test_rosetta_in_a_manual_or_a_pitch_is_nobodys_python(text: str) -> None:
    values, _ = read(text)
    assert "python.translated" not in values


JAX_ENVIRONMENT_INFO = [
    ("https://github.com/jax-ml/jax/issues/20119",
     "jax:    0.4.20\njaxlib: 0.4.20\nnumpy:  1.26.2\npython: 3.10.11 (main, Apr  7 2023, 07:24:53) [Clang 14.0.0 (clang-1400.0.29.202)]\njax.devices (1 total, 1 local): [METAL(id=0)]\nprocess_count: 1\n",
     "METAL", ["METAL(id=0)"]),
    ("a jax-metal walkthrough (public code), indented, with the uname line",
     "    jax:    0.4.27\n    jaxlib: 0.4.27\n    numpy:  1.26.4\n    python: 3.11.6 (main, Jan  4 2024, 13:46:14) [Clang 15.0.0 (clang-1500.1.0.2.5)]\n    jax.devices (1 total, 1 local): [METAL(id=0)]\n    process_count: 1\n",
     "METAL", ["METAL(id=0)"]),
    ("https://github.com/jax-ml/jax/pull/12213 (Colab CPU)",
     ">>> import jax; jax.print_environment_info()\njax:    0.3.17\njaxlib: 0.3.15\nnumpy:  1.21.6\npython: 3.7.13 (default, Apr 24 2022, 01:04:09)  [GCC 7.5.0]\njax.devices (1 total, 1 local): [CpuDevice(id=0)]\nprocess_count: 1\n",
     "cpu", ["CpuDevice(id=0)"]),
    ("https://github.com/jax-ml/jax/pull/12213 (Colab GPU)",
     ">>> import jax; jax.print_environment_info()\njax:    0.3.17\njaxlib: 0.3.15\nnumpy:  1.21.6\npython: 3.7.13 (default, Apr 24 2022, 01:04:09)  [GCC 7.5.0]\njax.devices (1 total, 1 local): [GpuDevice(id=0, process_index=0)]\nprocess_count: 1\n",
     "gpu", ["GpuDevice(id=0, process_index=0)"]),
]


@pytest.mark.parametrize(("where", "text", "backend", "devices"), JAX_ENVIRONMENT_INFO)
def test_jax_print_environment_info_names_the_backend(where: str, text: str, backend: str, devices: list[str]) -> None:
    values, _ = read(text)
    assert values["jax.backend"] == backend, where
    assert values["jax.devices"] == devices
    assert "jax-backend" in {f["id"] for f in findings(text)}


COREML_82 = "Torch version 2.6.0 has not been tested with coremltools. You may run into unexpected errors. Torch 2.5.0 is the most recent version that has been tested.\nFailed to load _MLModelProxy: No module named 'coremltools.libcoremlpython'\n"  # coremltools==8.2 in a uv venv (public code)
COREML_90 = "Torch version 2.9.1 has not been tested with coremltools. You may run into unexpected errors. Torch 2.7.0 is the most recent version that has been tested.\n"  # coremltools 9.0 (public run logs)
COREML_2617 = ("Ultralytics 8.3.225 \U0001f680 Python-3.13.9 torch-2.9.0 MPS (Apple M2)\n"
               "Torch version 2.9.0 has not been tested with coremltools. You may run into unexpected errors. Torch 2.5.0 is the most\n"
               "Failed to load _MLModelProxy: No module named 'coremltools.libcoremlpython'\n")  # coremltools#2617, cut at the terminal's width


@pytest.mark.parametrize(("text", "tested"), [(COREML_82, "2.5.0"), (COREML_90, "2.7.0"), (COREML_2617, "2.5.0"),
    ("Torch version 1.13.0 has not been tested with coremltools. You may run into unexpected errors. Torch 1.12.1 is the most recent version that has been tested.\n", "1.12.1")])  # kraken#412
def test_coremltools_names_the_newest_torch_its_release_was_tested_with(text: str, tested: str) -> None:
    values, _ = read(text + "Python 3.13.9\n")
    warned = [s for s in values["report.symptoms"] if s["id"] == "coremltools-torch-untested"]
    assert warned[0]["tested"] == tested


def test_a_coremltools_before_9_has_no_wheels_for_python_3_13() -> None:
    too_new = [f for f in findings(COREML_2617) if f["id"] == "python-too-new"]
    assert too_new and "coremltools before 9.0" in too_new[0]["summary"]
    assert "python-too-new" in {f["id"] for f in findings("Python 3.13.1\n" + COREML_82)}


@pytest.mark.parametrize("text", ["Python 3.12.7\n" + COREML_82, "Python 3.13.1\n" + COREML_90])
def test_a_python_the_release_has_wheels_for_is_not_too_new(text: str) -> None:
    assert "python-too-new" not in {f["id"] for f in findings(text)}


def test_an_install_commands_argument_wrapped_to_a_new_line_is_not_installed() -> None:
    # coremltools#2350's command line, as a mail or a narrow page wraps it
    values, _ = read("(venv) ihor@naturalstupidity:~/projects/RAI$ pip install --prefer-binary\ncoremltools==8.0\nCollecting coremltools==8.0\n  Downloading coremltools-8.0-cp310-none-manylinux1_x86_64.whl (2.1 MB)\n")
    assert "coremltools" not in dict(values.get("python.packages") or {})
