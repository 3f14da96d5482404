# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6600-6611 (feature matching, SLAM and visual localisation beside Macs: hloc,
pycolmap, kornia's matchers, DROID-SLAM, ORB-SLAM3, OpenCV contrib) exposed, each read from real text.

- a benchmark table whose row is a run on MPS, with a time in that row ('| After (MPS) | 19.1s | 12.5 img/s |'): MPS
  ran, so it is available; not a row that says MPS did not run, nor a header row.
- a machine named by its macOS version or release and its x86 architecture ('on a macOS 11.4 x86_64 machine'): an
  Intel Mac; not a machine of no version, as a step to reproduce names one.
- torch.utils.cpp_extension's CUDA mismatch message ('The detected CUDA version (10.1) mismatches the version that
  was used to compile PyTorch (11.3)'): a torch built with CUDA 11 or later is no macOS build, and a detected toolkit
  of CUDA 11 or later is a PC's.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids

# https://github.com/cvg/Hierarchical-Localization/pull/494 (dev 6600), the benchmark as stored
HLOC_494 = """## Benchmark (M2 Max, 64 GB, SuperPoint+LightGlue on 100 images)

| | Time | Throughput |
|---|---|---|
| Before (CPU) | 377.8s | 0.26 img/s |
| After (MPS) | 19.1s | 12.5 img/s |
| **Speedup** | **19.8x** | |
"""

# https://github.com/cvg/Hierarchical-Localization/pull/502 (dev 6606)
HLOC_502_ROW = "| + MPS, SuperGlue (same algorithm) | 1.5s | 24.1s | 1.4s | **27.0s** | **6.5x** |"


@pytest.mark.parametrize("text", [
    HLOC_494,
    HLOC_502_ROW,
    "| MPS | 19.1 s |",
    "| mps | 150.9 ms | 6.6 img/s |",
    "| M2 Max, torch 2.5 | MPS | 0.4 s |",
    "| After (MPS) | **19.1s** | **12.5 img/s** |",
])
def test_mps_time_table_row_says_mps_ran(text: str) -> None:
    assert fact(text, "torch.mps_available") is True
    assert "mps-available" in ids(text)


@pytest.mark.parametrize("text", [
    "| Device | CPU | MPS |\n|---|---|---|",
    "| MPS | not supported |",
    "| MPS (planned) | – |",
    "| Before (CPU) | 377.8s | 0.26 img/s |",
    "| MPS | 2.1x |",
])
def test_rows_where_mps_did_not_run_are_not_read(text: str) -> None:
    assert fact(text, "torch.mps_available") is None


# https://github.com/colmap/colmap/issues/2728 (dev 6601), the description's first line
COLMAP_2728 = "Running `import pycolmap` on a macOS 11.4 x86_64 machine with wheels built by the CI yields:"


@pytest.mark.parametrize("text", [
    COLMAP_2728,
    "Tested on a macOS 12.6 x86-64 machine.",
    "on a MacOS 10.15 x64 laptop",
    "I reproduced it on a macOS Monterey 12.7 x86_64 MacBook Pro",
    "Running on a macOS 13 (x86_64) machine",
    "on a macOS Ventura Intel laptop",
])
def test_macos_version_x86_machine_is_an_intel_mac(text: str) -> None:
    assert fact(text, "host.cpu_brand") == "Intel"
    assert "intel-mac" in ids(text)


@pytest.mark.parametrize("text", [
    "wheels are built for macOS 12 x86_64 machines and arm64 ones",
    "It works on macOS 14 arm64 and macOS 13 x86_64 machine alike",
    "macOS 11 x86_64 wheels are missing",
    "We only test on macOS x86_64 and arm64 machines",
    # https://github.com/tensorflow/tensorflow/issues/75279 (dev 357): a step to reproduce, no version
    "`pip install tensorflow==2.17.0` on a macOS x86_64 machine.",
    "I am not on a macOS 11.4 x86_64 machine",
])
def test_lists_targets_and_plurals_are_no_intel_mac(text: str) -> None:
    assert fact(text, "host.cpu_brand") != "Intel"


# https://github.com/princeton-vl/DROID-SLAM/issues/32 (dev 6603), a reply as stored (the message wrapped)
DROID_32 = """The detected CUDA version (10.1) mismatches the version that was used to compile
PyTorch (11.3). Please make sure to use the same CUDA versions.
 getting this error , while execution python setup.py install"""

# https://github.com/youmi-zym/GO-SLAM/issues/3, the warning of the same check
GO_SLAM_3 = "UserWarning: The detected CUDA version (11.7) has a minor version mismatch with the version that was used to compile PyTorch (11.3). Most likely this shouldn't be a problem."


@pytest.mark.parametrize("text", [
    DROID_32,
    GO_SLAM_3,
    "RuntimeError:\nThe detected CUDA version (12.1) mismatches the version that was used to compile\nPyTorch (11.8). Please make sure to use the same CUDA versions.",
])
def test_cpp_extension_cuda_mismatch_is_no_mac(text: str) -> None:
    assert fact(text, "host.os") == "Linux or Windows"
    assert "not-a-mac" in ids(text)


def test_detected_toolkit_of_cuda_11_is_a_pcs() -> None:
    # the toolkit alone says it where the torch's own CUDA (10.2) would not
    text = "The detected CUDA version (11.7) mismatches the version that was used to compile PyTorch (10.2). Please make sure to use the same CUDA versions."
    assert fact(text, "host.os") == "Linux or Windows"


@pytest.mark.parametrize("text", [
    # a torch built with CUDA 10 or earlier: a macOS source build could be
    "The detected CUDA version (9.2) mismatches the version that was used to compile PyTorch (10.1). Please make sure to use the same CUDA versions.",
    # a named Mac wins over the message's build
    "On my MacBook Pro M1 with macOS 14.2:\nThe detected CUDA version (11.7) has a minor version mismatch with the version that was used to compile PyTorch (11.3).",
])
def test_cpp_extension_near_misses(text: str) -> None:
    assert "not-a-mac" not in ids(text)
