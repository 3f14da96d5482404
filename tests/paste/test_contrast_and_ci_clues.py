"""Clues that depend on where a thing was said: a container named as where the problem did not happen, macOS named
in prose without a version, and a wrong-architecture module in a CI runner's home. Every text is quoted from the
public thread cited."""

from __future__ import annotations

import pytest
from pasted import ids

from macml_doctor import paste
from macml_doctor.paste import inputs

# huggingface/sentence-transformers#2291
WORKED_IN_DOCKER = (
    "When I try to use sentence-transformers in conjunction with faiss-cpu, I encounter a segmentation fault during "
    "model loading. This issue seems to be specific to macOS Ventura 13.4.1, as I did not encounter this problem when "
    "running the code on Google Colab or in a Docker container with python:3.9.16.")

# microsoft/onnxscript#461 and microsoft/onnxruntime#14663: onnxruntime 1.14.0's x86_64 wheel carried an arm64 module
RUNNER_LINES = (
    "`ImportError: dlopen(/Users/runner/work/onnx-script/onnx-script/.nox/test/lib/python3.9/site-packages/onnxruntime/"
    "capi/onnxruntime_pybind11_state.so, 0x0002): tried: '/Users/runner/work/onnx-script/onnx-script/.nox/test/lib/"
    "python3.9/site-packages/onnxruntime/capi/onnxruntime_pybind11_state.so' (mach-o file, but is an incompatible "
    "architecture (have (arm64), need (x86_64)))`",
    "ImportError:\ndlopen(/Users/runner/hostedtoolcache/Python/3.9.16/x64/lib/python3.9/site-packages/onnxruntime/capi/"
    "onnxruntime_pybind11_state.so, 0x0002): tried: '/Users/runner/hostedtoolcache/Python/3.9.16/x64/lib/python3.9/"
    "site-packages/onnxruntime/capi/onnxruntime_pybind11_state.so' \n(mach-o file, but is an incompatible "
    "architecture (have (arm64), need (x86_64)))",
)

# numpy/numpy#26918: the same message on a person's own Mac (an M3) still means an x86_64 Python on Apple silicon
USER_LINE = (
    "ImportError: dlopen(/Users/nicholas/Development/project/functions/venv/lib/python3.12/site-packages/numpy/_core/"
    "_multiarray_umath.cpython-312-darwin.so, 0x0002): tried: '/Users/nicholas/Development/project/functions/venv/lib/"
    "python3.12/site-packages/numpy/_core/_multiarray_umath.cpython-312-darwin.so' (mach-o file, but is an "
    "incompatible architecture (have 'arm64', need 'x86_64'))")


def test_a_container_named_as_where_it_worked_is_not_the_failing_machine() -> None:
    facts = inputs.parse_report(WORKED_IN_DOCKER, "test")
    assert facts.value("host.os") != "Linux"
    assert "not-a-mac" not in ids(WORKED_IN_DOCKER)


def test_a_container_that_is_the_setting_still_counts() -> None:
    """hexgrad/kokoro#228: the Docker setup is where it runs."""
    text = ("I am using the default Docker setup (with GPU extras) from the repository's instructions, running on my "
            "Apple Silicon (M1) Mac.")
    assert "not-a-mac" in ids(text)


@pytest.mark.parametrize("text", [
    # dmlc/xgboost#7039
    "The following code results in a Python segmentation fault when executed with Python 3.x on MacOS with libomp "
    "12.0.0. Downgrading to a previous version of libomp solves it.",
    # facebookresearch/faiss#1977
    "I think this is a very important issue since index query does not work on macos due to conflict of the "
    "libomp.dylib used by faiss vs libiomp5.dylib used by pytorch.",
])
def test_macos_named_in_prose_makes_the_report_a_mac(text: str) -> None:
    facts = inputs.parse_report(text, "test")
    assert facts.value("host.os") == "Darwin"
    assert "not-a-mac" not in ids(text)


def test_a_runner_label_is_not_read_as_macos_in_prose() -> None:
    """computational-cell-analytics/micro-sam#380: the label says which runner, so which chip."""
    assert "apple-silicon" in ids("Test `test_mps_batched_mask_to_box` fails on our `macos-14` CI.")


@pytest.mark.parametrize("text", RUNNER_LINES)
def test_a_wrong_arch_module_in_a_ci_runner_says_nothing_of_its_chip(text: str) -> None:
    found = ids(text)
    assert "incompatible-arch-extension" in found
    assert not {"apple-silicon", "python-x86-on-arm"} & found, found


def test_the_same_message_on_a_persons_mac_still_means_rosetta() -> None:
    assert {"incompatible-arch-extension", "apple-silicon", "python-x86-on-arm"} <= ids(USER_LINE)


# opencv/opencv-python#789: a wheel's library built for macOS 11.0 misses a symbol of the running libSystem
OLD_MACOS_SYMBOL = (
    "ImportError: dlopen(/usr/local/lib/python3.9/site-packages/cv2/cv2.abi3.so, 2): Symbol not found: "
    "___darwin_check_fd_set_overflow\n"
    "  Referenced from: /usr/local/lib/python3.9/site-packages/cv2/.dylibs/libX11.6.dylib "
    "(which was built for Mac OS X 11.0)\n  Expected in: /usr/lib/libSystem.B.dylib")

# tensorflow/tensorflow#53309: the Metal plugin built for macOS 12.0 on Big Sur (which Apple silicon also runs)
METAL_PLUGIN_SYMBOL = (
    "tensorflow.python.framework.errors_impl.NotFoundError: dlopen(/Users/zhangjing/miniforge3/envs/tf3.7/lib/"
    "python3.8/site-packages/tensorflow-plugins/libmetal_plugin.dylib, 6): Symbol not found: "
    "_OBJC_CLASS_$_MPSGraphCompilationDescriptor\n"
    "  Referenced from: /Users/zhangjing/miniforge3/envs/tf3.7/lib/python3.8/site-packages/tensorflow-plugins/"
    "libmetal_plugin.dylib (which was built for Mac OS X 12.0)")


def test_a_macos_older_than_11_is_an_intel_mac() -> None:
    found = ids(OLD_MACOS_SYMBOL)
    assert "intel-mac" in found and "apple-silicon" not in found, found


def test_a_macos_older_than_12_says_nothing_of_the_chip() -> None:
    facts = inputs.parse_report(METAL_PLUGIN_SYMBOL, "test")
    assert facts.value("host.arm64_capable") != 0
    assert "intel-mac" not in ids(METAL_PLUGIN_SYMBOL)


@pytest.mark.parametrize("text", [
    # scipy/scipy#18851
    "# BUG: Cannot build SciPy on x86 Mac due to gfortran lib location problem",
    "I am trying to build SciPy from source on a x86_64 MacOS 12.6.3 using these instructions:",
])
def test_a_person_calling_their_mac_x86(text: str) -> None:
    found = ids(text)
    assert "intel-mac" in found and "apple-silicon" not in found, found


def test_x86_macs_as_a_wheel_target_are_not_the_machine() -> None:
    """invoke-ai/InvokeAI#7176: 'for x86 Macs' names a platform the wheels are built for."""
    text = "Apparently the newest pytorch versions are not bundled for x86 Macs anymore"
    assert "intel-mac" not in ids(text)


@pytest.mark.parametrize("text", [
    # pytorch/pytorch#149201
    "thread #4, stop reason = EXC_BAD_ACCESS (code=1, address=0x8)\n"
    "    frame #0: 0x00000001015e5828 libomp.dylib`void __kmp_suspend_64<false, true>(int, kmp_flag_64<false, true>*) "
    "+ 44\nlibomp.dylib`__kmp_suspend_64<false, true>:\n"
    "->  0x1015e5828 <+44>: ldr    x19, [x8, w0, sxtw #3]\n"
    "    0x1015e582c <+48>: mov    x0, x19",
    # conda-forge/pytorch-cpu-feedstock#243
    "* thread #2, stop reason = EXC_BAD_ACCESS (code=1, address=0x540)\n"
    "    frame #0: 0x000000010086ef94 libomp.dylib`__kmp_suspend_initialize_thread + 32\n"
    "libomp.dylib`:\n->  0x10086ef94 <+32>: ldr    w8, [x0, #0x540]\n    0x10086ef98 <+36>: nop    ",
])
def test_lldb_showing_arm64_code_in_a_macos_library_is_a_native_process(text: str) -> None:
    facts = inputs.parse_report(text, "test")
    assert facts.value("python.machine") == "arm64"
    found = ids(text)
    assert "apple-silicon" in found and not {"intel-mac", "python-x86-on-arm"} & found, found


def test_an_lldb_backtrace_without_the_code_says_nothing_of_the_arch() -> None:
    """pytorch/pytorch#149201's backtrace frames alone name no instruction."""
    text = ("* thread #2, stop reason = EXC_BAD_ACCESS (code=1, address=0x8)\n"
            "  * frame #0: 0x00000001015e5828 libomp.dylib`void __kmp_suspend_64<false, true>(int, "
            "kmp_flag_64<false, true>*) + 44\n"
            "    frame #1: 0x0000000101ad5520 libomp.dylib`kmp_flag_64<false, true>::wait(kmp_info*, int, void*) "
            "+ 1880")
    parsed = paste.parse(text)
    assert parsed is None or parsed.facts.value("python.machine") is None


# quanteda/spacyr#240: R (x86_64, under Rosetta) loads an arm64 miniconda's libpython on an M1 Max
EMBEDDED_LIBPYTHON = (
    "I have installed spacyr and miniconda successfully on a MAC with the M1 Max Chip.\n\nHowever, when I run "
    "spacy_initialize()  I am getting a strange error saying 'mach-o file, but is an incompatible architecture (have "
    "'arm64', need 'x86_64')\n\ncontext of error message:\ntried: '/Users/cohu/miniconda3/envs/spacy_condaenv/lib/"
    "libpython3.9.dylib' (mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64'))")


def test_a_wrong_arch_libpython_is_loaded_by_a_program_embedding_python() -> None:
    """The program that needs x86_64 is not the Python: the library is the Python's, so no Rosetta Python, no osx-64
    environment."""
    found = ids(EMBEDDED_LIBPYTHON)
    assert "incompatible-arch-extension" in found
    assert not {"python-x86-on-arm", "conda-x86-distribution"} & found


def test_a_wrong_arch_extension_module_still_names_the_pythons_architecture() -> None:
    assert "python-x86-on-arm" in ids(USER_LINE + "\nI'm on an M3 MacBook Pro.")
