# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6540-6551 (medical image segmentation toolkits on Macs and beside them: MONAI
Label, FastSurfer, MuscleMap in 3D Slicer, SimpleITK builds, shimming-toolbox and dcm2niix, Comp2Comp with
TotalSegmentator, dicom2nifti, dicomifier, clinica) exposed, each read from real text.

- the banner dcm2niix (and niimath, by the same author) prints on every run names the OS its binary was built for, so
  the OS it runs on, and an ARM build for macOS runs only on Apple silicon; an x86-64 one names no chip. Not the
  template's example after 'e.g.', nor the build string quoted without the program's name.
- NVIDIA's container toolkit failing to load the driver's NVML library for `docker run --gpus` ('initialization
  error: load library failed: libnvidia-ml.so.1: cannot open shared object file') is no Python import: no import-failed.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids, read

# https://github.com/aramis-lab/clinica/pull/244 (dev 6551), the comment with dcm2niix's output as stored
CLINICA_244 = """MatthieuJoulot · comment · 2021-07-29
Exemple of a print of stdout I've had:
2021-07-29 13:17:21,793:WARNING:WARNING: errors may have occured.
Output:Compression will be faster with 'pigz' installed http://macappstore.org/pigz/
Chris Rorden's dcm2niiX version v1.0.20210317  Clang12.0.0 x86-64 (64-bit MacOS)
Found 8549 DICOM file(s)
Slice positions repeated, but number of slices (8549) not divisible by number of repeats (179): missing images?
"""


def test_clinica_244_reads_a_mac_of_unknown_chip() -> None:
    assert fact(CLINICA_244, "host.os") == "Darwin"
    assert fact(CLINICA_244, "host.arm64_capable") is None
    assert not ids(CLINICA_244) & {"not-a-mac", "apple-silicon", "intel-mac", "python-x86-on-arm"}


@pytest.mark.parametrize(("line", "os_name", "arm64"), [
    # RAVE's install notes (code-search index id 47293247858): an ARM build for macOS runs only on Apple silicon
    ("Chris Rorden's dcm2niiX version v1.0.20211006  Clang13.0.0 ARM (64-bit MacOS) v1.0.20211006", "Darwin", 1),
    # a clinica test's mock (index id 3533067659), after pigz's hint
    ("Compression will be faster with 'pigz' installed http://macappstore.org/pigz/\nChris Rorden's dcm2niiX version v1.0.20240202  Clang15.0.0 ARM (64-bit MacOS)", "Darwin", 1),
    # the same, wrapped by a web page before the OS
    ("Chris Rorden's dcm2niiX version v1.0.20250505  Clang17.0.0 ARM\n(64-bit MacOS)", "Darwin", 1),
    # https://github.com/shimming-toolbox/shimming-toolbox/issues/187 (dev 6544): an older build names no CPU
    ("(shim_venv) dev-rosetta@MacBook-Pro ~ % arch -x86_64 dcm2niix bmode.dcm\nChris Rorden's dcm2niiX version v1.0.20181114  Clang4.0.1 (64-bit MacOS)\nFound 392 DICOM file(s)", "Darwin", None),
    # decoders between the version and the compiler (index id 10006002024)
    ("Chris Rorden's dcm2niiX version v1.0.20190902 (JP2:OpenJPEG) (JP-LS:CharLS) Clang10.0.1 (64-bit MacOS)", "Darwin", None),
    # niimath's banner (index id 53579520114)
    ("Chris Rorden's niimath version v1.0.20260315 OpenMP Clang17.0.0 (64-bit MacOS)", "Darwin", None),
    # Linux and Windows builds: a nipype log (index id 51811935759), an image's tool list without 'version' (29656368708), a MinGW build (68861661390)
    ("\t stdout 2026-03-23T16:19:33.574391:Chris Rorden's dcm2niiX version v1.0.20241211  (JP2:OpenJPEG) (JP-LS:CharLS) GCC8.4.0 x86-64 (64-bit Linux)", "Linux", None),
    ("- **Image Conversion Tools**: `Chris Rorden's dcm2niiX v1.0.20211006 (JP2:OpenJPEG) GCC11.2.0 x86-64 (64-bit Linux) v1.0.20211006`", "Linux", None),
    ("Chris Rorden's dcm2niiX version v1.0.20260915  GCC16.2.0 x86-64 (64-bit Windows)", "Windows", None),
])
def test_rorden_tool_banner_names_the_system(line: str, os_name: str, arm64: int | None) -> None:
    assert fact(line, "host.os") == os_name
    assert fact(line, "host.arm64_capable") == arm64
    assert fact(line, "python.machine") is None


def test_an_arm_banner_makes_apple_silicon_and_a_linux_one_no_mac() -> None:
    assert "apple-silicon" in ids("Chris Rorden's dcm2niiX version v1.0.20211006  Clang13.0.0 ARM (64-bit MacOS) v1.0.20211006")
    assert "not-a-mac" in ids("Chris Rorden's dcm2niiX version v1.0.20211006  (JP2:OpenJPEG) GCC11.2.0 x86-64 (64-bit Linux)")


@pytest.mark.parametrize("line", [
    # dcm2niix's issue template, its example (index id 5407991477)
    " - dcm2niix version string, e.g. `dcm2niiX version v1.0.20201207  Clang12.0.0 ARM (64-bit MacOS)` The version string is always the first line generated when dcm2niix is run.",
    # the build string without the program's name (index id 38213968686)
    "The version of dcm2niix used in our study: `v1.0.20211006  (JP2:OpenJPEG) (JP-LS:CharLS) GCC7.5.0 x86-64 (64-bit Linux)`",
    # another program's architecture line (nmap's download page, index id 6957999321)
    "**x86-64 (64-bit Linux)** [Home page](https://nmap.org/) RPM: nmap-7.98-1.x86_64.rpm",
])
def test_near_misses_name_no_system(line: str) -> None:
    assert read(line)[0].get("host.os") is None


# https://github.com/Project-MONAI/MONAILabel/issues/1161 (dev 6545), the description as stored, to its environment
MONAILABEL_1161 = """Issue with Installing using Docker on Mac OS (Big Sur Intel) - syntax and also GPU's

It says to use:

docker run -it --rm --gpus all --ipc=host --net=host -v ~:/workspace/ projectmonai/monailabel:latest bash

That throws a couple of errors, one related to the '~:/' syntax and another one related to the GPU:

`docker: Error response from daemon: create ~: volume name is too short, names should be at least two alphanumeric characters.`

`initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory: unknown`

**Environment**
Mac OS running Big Sur on a Intel iMac, Late 2014
Graphics:  AMD Radeon R9 M295X 4 GB
"""


def test_monailabel_1161_reads_no_import_failure() -> None:
    found = ids(MONAILABEL_1161)
    assert "intel-mac" in found
    assert not found & {"import-failed", "apple-silicon", "python-x86-on-arm"}
    assert "container-gpu-driver-missing" in read(MONAILABEL_1161)[1]


@pytest.mark.parametrize("text", [
    # Linux hosts without the driver or the toolkit (code-search index ids 14013411187, 17801889364)
    "docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'\nnvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory: unknown.",
    "**Error:**\nnvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1",
    # libnvidia-container's debug log (index id 47179944928)
    "E0522 15:58:24.943938 20854 driver.c:161] could not start driver service: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory",
])
def test_container_toolkit_without_driver_is_no_import(text: str) -> None:
    assert "library-not-loaded" not in read(text)[1]


def test_a_python_import_of_a_missing_shared_object_still_fails() -> None:
    text = "ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory"
    assert "library-not-loaded" in read(text)[1]
    assert "import-failed" in ids(text)
