# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2378-2393 (game engines, simulators and 3D tools running Python ML on Macs:
Unity ML-Agents, Blender add-ons, MuJoCo, PyBullet, Genesis, habitat-sim) exposed, each read from real text.

'Mac OS' written with a space before the chip ('MAC OS M1') names Apple silicon as 'macOS M1' does; micromamba's
repodata lines ('aihabitat/osx-arm64   No change', 'Using cache') name its own platform's subdir, as mamba's
'Cached' does; an 'Intel-based Anaconda' is the Intel installer; a report about Blender (or MuJoCo, PyBullet, pygame,
Taichi) that never names PyTorch asks about that tool, not whether its macOS runs MPS.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/Genesis-Embodied-AI/genesis-world/issues/500 (description, up to the script)
GENESIS_500 = """Assertion failed: (p != nullptr), function bind_pipeline, file metal_device.mm, line 382.

MAC OS M1

I have been adjusting the code (CHATGPT) to allow for rendering some of the example files since the viewers not supported on Mac, I got elastic dragon and pbd_liquid to work, i linked my dragon and liquid render above, but the code im attatching below produces the error , its originaly from  pbd_cloth.
"""

# https://github.com/facebookresearch/habitat-sim/issues/2171 (description)
HABITAT_2171 = """error installing habitat-sim using micromamba on mac os 12.6.7

> (habitat) lawn-143-215-101-245:~ vitalymarin$ micromamba install withbullet habitat-sim   -c aihabitat
> aihabitat/noarch                                              No change
> aihabitat/osx-arm64                                           No change
>
> Pinned packages:
>   - python 3.9.*
>
> error    libmamba Could not solve for environment specs
>     The following package could not be installed
>     └─ habitat-sim does not exist (perhaps a typo or a missing channel).
"""

# https://github.com/mamba-org/mamba/issues/2933 shape: mamba's repodata line for a Linux box
MAMBA_LINUX = """conda-forge/linux-64                                        Using cache
conda-forge/noarch                                          Using cache
"""

# https://github.com/google-deepmind/mujoco/issues/506 (the reporter's answer)
MUJOCO_506 = """Setting up MuJoCo (Python Bindings)

Hi Saran,

Thanks a lot for getting back to me this fast! Yes, I am using an M1 Mac, and I overlooked that I installed the Intel-based Anaconda. I wiped it out, reinstalled Anaconda, and everything works now! Thank you!
"""

# https://github.com/nutti/Screencast-Keys/issues/64 (description)
SCREENCAST_64 = """Install Problem

**System Information**
Apple M1 8core

* OS: MacOS Big Sur
* Blender version: 2.93.1
* Add-on version: comes-with, github version, and latest unstable version

**Expected behavior**
Cannot install, gives error below.
"""


def test_mac_os_with_a_space_before_the_chip_names_apple_silicon() -> None:
    assert "apple-silicon" in ids(GENESIS_500)
    assert "apple-silicon" in ids("Mac OS 12.6 M1 Pro, Python 3.10\n")
    assert "apple-silicon" in ids("Running on mac os x M2\n")
    # the forms read before stay read
    assert "apple-silicon" in ids("Failed import on 0.16.0 on OSX M1 after pip install?\n")


def test_micromamba_repodata_lines_name_its_own_subdir() -> None:
    facts, _ = read(HABITAT_2171)
    assert facts.get("conda.python_subdir") == "osx-arm64"
    found = ids(HABITAT_2171)
    assert {"apple-silicon", "python-native-arm64"} <= found
    assert "intel-mac" not in found and "python-x86-on-arm" not in found
    facts, _ = read(MAMBA_LINUX)
    assert facts.get("conda.python_subdir") == "linux-64"
    assert "apple-silicon" not in ids(MAMBA_LINUX)
    # a channel named in prose is no repodata line
    facts, _ = read("Please add an aihabitat/osx-arm64 build, no change since last year.\n")
    assert facts.get("conda.python_subdir") is None


def test_an_intel_based_anaconda_is_the_intel_installer() -> None:
    found = ids(MUJOCO_506)
    assert {"apple-silicon", "python-x86-on-arm"} <= found
    assert "python-native-arm64" not in found


def test_a_blender_report_without_pytorch_is_not_asking_about_mps() -> None:
    found = ids(SCREENCAST_64)
    assert "apple-silicon" in found
    assert "macos-too-old-for-mps" not in found
    # a report that names torch is still read for MPS's floor
    assert "macos-too-old-for-mps" in ids(SCREENCAST_64 + "\nThe add-on needs torch 2.1 (pip install torch) for MPS.\n")
