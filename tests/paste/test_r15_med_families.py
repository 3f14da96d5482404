# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2130-2149 (medical imaging on Macs: nnU-Net, TotalSegmentator, 3D Slicer,
SimpleITK/ITK, AxonDeepSeg, napari) exposed, each read from real text.

A mamba/conda download table's row whose package name is cut at the column's width ('jupyterlab_widgets-3 | 222 KB')
is no docker compose log line (no Linux container); dyld's '(have arm64, need x86_64)' names the failing process's
architecture, which a platform string of another interpreter (the terminal's) does not overrule.
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
