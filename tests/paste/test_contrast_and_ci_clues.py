"""Clues that depend on where a thing was said: a container named as where the problem did not happen, macOS named
in prose without a version, and a wrong-architecture module in a CI runner's home. Every text is quoted from the
public thread cited."""

from __future__ import annotations

import pytest

from macml_doctor.diagnose import engine
from macml_doctor.diagnose.symptoms import merge_symptoms
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


def ids(text: str) -> set[str]:
    facts = inputs.parse_report(text, "test")
    return {f.id for f in merge_symptoms(engine.run_checks(facts), facts)}


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
