# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2130-2149 (medical imaging on Macs: nnU-Net, TotalSegmentator, 3D Slicer,
SimpleITK/ITK, AxonDeepSeg, napari) exposed, each read from real text.

A mamba/conda download table's row whose package name is cut at the column's width ('jupyterlab_widgets-3 | 222 KB')
is no docker compose log line (no Linux container); dyld's '(have arm64, need x86_64)' names the failing process's
architecture, which a platform string of another interpreter (the terminal's) does not overrule; the Python named
after a machine described 'with' its parts ('on a Mac with Sonoma 14.3 and Python 3.12.1'); a maintainer's 'Wheels
for 3.12 are not yet available' beside that Python is python-too-new.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/axondeepseg/axondeepseg/pull/680 (a mamba install log on a MacBook Pro)
ADS_680 = """(base) mathieuboudreau@Mathieus-MacBook-Pro github % cd axondeepseg_mamba
imagecodecs-2022.8.8 | 2.2 MB    | ############################################################################# | 100%
docutils-0.17.1      | 761 KB    | ############################################################################# | 100%
ipykernel-6.14.0     | 186 KB    | ############################################################################# | 100%
jupyterlab_widgets-3 | 222 KB    | ############################################################################# | 100%
prompt-toolkit-3.0.3 | 254 KB    | ############################################################################# | 100%
"""

# https://github.com/SimpleITK/SimpleITK/issues/1889
SITK_1889 = """Python/3.10/lib/python/site-packages/SimpleITK/_SimpleITK.cpython-310-darwin.so' (mach-o file, but is an incompatible architecture (have (arm64), need (x86_64)))

I am trying to use it on Mac M2 but it doesn't work. If anyone solved this would be very helpful.

I am using Visual Studio tu run python 3.10.9, and I installed SimpleITK by using command pip on the terminal.
The output of the command is: macOS-12.6.2-arm64-arm-64bit
The problem is that SimpleITK it is no compatible with the architecture of M2 chip, but i dont know how to solve it.
"""


def test_a_mamba_download_row_cut_at_its_width_is_no_docker_compose_log() -> None:
    facts, _ = read(ADS_680)
    assert facts.get("host.os") != "Linux"
    assert "not-a-mac" not in ids(ADS_680)  # docker compose's own rows stay read: tests/paste/test_prose_families.py


def test_dyld_need_names_the_failing_python_over_another_interpreters_platform_string() -> None:
    facts, _ = read(SITK_1889)
    assert facts.get("python.machine") == "x86_64"
    found = ids(SITK_1889)
    assert {"apple-silicon", "python-x86-on-arm", "incompatible-arch-extension"} <= found
    assert "python-native-arm64" not in found


def test_a_platform_string_that_agrees_with_dyld_still_decides() -> None:
    text = SITK_1889.replace("have (arm64), need (x86_64)", "have (x86_64), need (arm64)")
    facts, _ = read(text)
    assert facts.get("python.machine") == "arm64"
    assert "python-x86-on-arm" not in ids(text)


# https://github.com/InsightSoftwareConsortium/ITK/issues/4451
ITK_4451 = """pip install itk fails

When running !pip install itk from a Jupyter Notebook on a Mac with Sonoma 14.3 and Python 3.12.1 I get this error:

Collecting itk
  Using cached itk-5.0.1.tar.gz (13 kB)
  Installing build dependencies ... done
  Getting requirements to build wheel ... error

Wheels for 3.12 are not yet available for a stable version, see #4449. Please use an older Python version, or an ITK release candidate whe
"""

# https://github.com/microsoft/onnxruntime/issues/28441 (dev 1297: one release's missing platform wheel)
ORT_28441 = """Noticed it while running continuous integration for [Sports2D](https://github.com/davidpagnon/Sports2D/actions/runs/25604798169).

There is no wheel for macOS arm64 for Python 3.12: https://pypi.org/project/onnxruntime/#files
"""


def test_python_named_after_a_machine_described_with_its_parts() -> None:
    facts, _ = read(ITK_4451)
    assert facts.get("python.version") == "3.12.1"
    facts, _ = read("It is compatible with torch 2.1 and Python 3.12.")
    assert facts.get("python.version") is None  # a compatibility statement, no machine


def test_no_wheels_yet_for_this_python_is_too_new() -> None:
    assert "python-too-new" in ids(ITK_4451)


def test_no_wheels_yet_for_another_python_or_a_missing_platform_wheel_is_not() -> None:
    assert "python-too-new" not in ids(ITK_4451.replace("Python 3.12.1", "Python 3.11.7"))
    assert "python-too-new" not in ids(ORT_28441 + "\nI use Python 3.12.4\n")
