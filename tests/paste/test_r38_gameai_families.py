# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6280-6291 (game environments for AI research on Macs: ViZDoom, NLE,
stable-retro/gym-retro, ML-Agents, PySC2 and StarCraft II, Melting Pot, Malmo) exposed, each read from real text.

- A build's own check for CMake in its own words ('AssertionError: Could not find cmake executable!', onnx's setup.py;
  'RuntimeError: Cannot find CMake executable', the CMakeBuild of pybind11-style setup.py files) is CMake missing,
  as 'CMake must be installed to build' and 'cmake: command not found' are.
- macOS's own system folders (/System/Library/CoreServices, …/Frameworks, …/PrivateFrameworks) and the path of
  Apple's build tree that its frameworks print in their messages (/BuildRoot/Library/Caches/com.apple.xbs/Sources/…,
  /AppleInternal/Library/BuildRoots/<id>/Library/Caches/com.apple.xbs/Sources/…) name a Mac; in a post dated before
  the first Apple-silicon Mac, an Intel Mac.
- A macOS wheel announced as one the writer can install ('I can install dmlab2d via pip:') over the block that ends in
  its pip command names the interpreter it went into: its architecture, and the CPython minor of a 'cp37-cp37m' tag.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids, read

# https://github.com/Unity-Technologies/ml-agents/issues/6044 (dev 6283), the whole thread
MLAGENTS_6044 = """# I cant install mlagents can someone help me?

simonu90 · description · 2023-12-23
I cant install mlagents can someone help me?

Collecting onnx==1.12.0 (from mlagents==1.0.0)
  Using cached onnx-1.12.0.tar.gz (10.1 MB)
  Preparing metadata (setup.py) ... error
  error: subprocess-exited-with-error

  × python setup.py egg_info did not run successfully.
  │ exit code: 1
  ╰─> [7 lines of output]
      fatal: not a git repository (or any of the parent directories): .git
      Traceback (most recent call last):
        File "<string>", line 2, in <module>
        File "<pip-setuptools-caller>", line 34, in <module>
        File "/private/var/folders/4c/678ctd4n0pj4m7qcjrzq88400000gn/T/pip-install-9xpnu9xn/onnx_3c268c2966f94905b58f1a52ec4ed89b/setup.py", line 81, in <module>
          assert CMAKE, "Could not find cmake executable!"
      AssertionError: Could not find cmake executable!
      [end of output]

simonu90 · comment · 2023-12-23
im on m2 macbook
"""


def test_mlagents_6044_reads_cmake_missing() -> None:
    found = ids(MLAGENTS_6044)
    assert {"apple-silicon", "build-tool-missing"} <= found
    assert not found & {"intel-mac", "python-x86-on-arm", "import-failed"}


@pytest.mark.parametrize("line", [
    # https://github.com/Unity-Technologies/ml-agents/issues/6044
    "      AssertionError: Could not find cmake executable!",
    # the CMakeBuild of pybind11-style setup.py files (code search)
    "    raise RuntimeError('Cannot find CMake executable')\nRuntimeError: Cannot find CMake executable",
    "RuntimeError: Cannot find CMake executable! Is cmake in path?",
    # a build script's own words, other casing and 'the'
    "Error: could not find the CMake executable in PATH",
    "ERROR: Unable to find cmake executable",
])
def test_cmake_executable_not_found_is_cmake_missing(line: str) -> None:
    text = "pip install onnx on a Mac (/Users/me/venv/bin/python)\n" + line + "\n"
    assert "build-tool-missing" in ids(text)


@pytest.mark.parametrize("line", [
    # a script that falls back to the system's CMake (code search)
    "Warning: Could not find cmake executable. Using system cmake. Please update this script",
    # another tool's executable
    "RuntimeError: Could not find ninja executable",
    # CMake found, another thing missing
    "CMake Error: Could not find CMAKE_ROOT !!!",
])
def test_other_cmake_words_are_not_cmake_missing(line: str) -> None:
    text = "pip install onnx on a Mac (/Users/me/venv/bin/python)\n" + line + "\n"
    assert "build-tool-missing" not in ids(text)


# https://github.com/google-deepmind/pysc2/issues/75 (dev 6284), cut by the store
PYSC2_75 = """# Starcraft crash after loading complete.

SPINACHCEO · description · 2017-09-15
I tried open with command :
python -m pysc2.bin.play --map CollectMineralShards
or launch with -agent, the game crash after loading bar finish at loading screen.

Terminal showing the following exceptions:
`err = 3 Game/Contrib/macteam/libs/crashy/contrib/mach_override/mach_override.c:244
err = 3 /opt/blizzard/buildserver/data.noindex/repositories/sc2/branches/SC2.3.17/Game/Contrib/macteam/libs/ClampCursor/Contrib/mach_override/mach_override.c:263
NSWindowEdgeResizing is off!
/BuildRoot/Library/Caches/com.apple.xbs/Sources/AppleFSCompression/AppleFSCompression-96.1.1/Common/ChunkCompression.cpp:50: Error: unsupported compressor 8
/BuildRoot/Library/Caches/com.apple.xbs/Sources/AppleFSCompression/AppleFSCompression-96.1.1/Libraries/CompressData/CompressData.c:353: Error: Unknown compression scheme encountered for file '/System/Library/CoreServices/
"""


def test_pysc2_75_reads_an_intel_mac_from_macos_paths() -> None:
    found = ids(PYSC2_75)
    assert "intel-mac" in found
    assert not found & {"apple-silicon", "not-a-mac", "import-crashed"}


@pytest.mark.parametrize("line", [
    # https://github.com/google-deepmind/pysc2/issues/75
    "/BuildRoot/Library/Caches/com.apple.xbs/Sources/AppleFSCompression/AppleFSCompression-96.1.1/Common/ChunkCompression.cpp:50: Error: unsupported compressor 8",
    "Error: Unknown compression scheme encountered for file '/System/Library/CoreServices/SystemVersion.plist'",
    # a macOS crash report's binary images (https://github.com/space-wizards/RobustToolbox/issues/2395)
    "    0x7fff22bb1000 -     0x7fff238fcfff  com.apple.AppKit (6.9 - 2022.60.128) <02EC69A0-D634-341B-BE3D-840F496F5814> /System/Library/Frameworks/AppKit.framework/Versions/C/AppKit",
    "    0x7fff238fd000 -     0x7fff23b4bfff  com.apple.UIFoundation (1.0 - 728.9) /System/Library/PrivateFrameworks/UIFoundation.framework/Versions/A/UIFoundation",
    # the newer build root, wrapped in quotes
    "\"/AppleInternal/Library/BuildRoots/ce725a5f-c761-11ee-a4ec-b6ef2fd8d87b/Library/Caches/com.apple.xbs/Sources/AppKit/AppKit-2487.50.124/NSView.m:123\"",
])
def test_macos_system_paths_name_a_mac(line: str) -> None:
    assert fact(line, "host.os") == "Darwin"
    # below a post dated before the first Apple-silicon Mac: an Intel Mac
    dated = "# A crash\n\nsomeone · description · 2018-03-02\nThe game crashed:\n" + line + "\n"
    assert "intel-mac" in ids(dated)


@pytest.mark.parametrize("line", [
    # the same folders inside another tree (an iOS SDK unpacked on Linux, as theos does; a chroot)
    "/home/me/theos/sdks/iPhoneOS14.4.sdk/System/Library/Frameworks/UIKit.framework",
    "/mnt/image/System/Library/CoreServices/SystemVersion.plist",
    # a folder that only starts the same
    "/System/LibraryData/x",
])
def test_other_system_like_paths_are_not_read(line: str) -> None:
    assert fact(line, "host.os") != "Darwin"


def test_a_dated_system_path_on_apple_silicon_is_not_intel() -> None:
    text = "# A crash\n\nsomeone · description · 2019-03-02\nOn the Apple silicon DTK:\n/System/Library/Frameworks/AppKit.framework/Versions/C/AppKit\n"
    assert "intel-mac" not in ids(text)


# https://github.com/google-deepmind/meltingpot/issues/46 (dev 6291), the first stored comment
MELTINGPOT_46 = """# Cannot import dmlab2d_pybind on MacBook Pro Apple M1

GoingMyWay · comment · 2022-06-19
Hey, can you go to the directory where the wheel is in? You can install dmlab2d via pip. On my M1 Macbook, after compiling, I can install dmlab2d via pip:

```
$ cd bazel-bin/dmlab2d
$ ll
_objs
dmlab2d-1.0-cp37-cp37m-macosx_10_16_x86_64.whlname
dmlab2d_pybind.so-2.params
dmlab2d-1.0-cp37-cp37m-macosx_10_16_x86_64.whl
dmlab2d_pybind.so
lib
$ pip install dmlab2d-1.0-cp37-cp37m-macosx_10_16_x86_64.whl
```
"""


def test_meltingpot_46_reads_the_interpreter_from_the_wheel_it_installed() -> None:
    facts, _ = read(MELTINGPOT_46)
    assert facts["python.version"] == "3.7"
    assert facts["python.machine"] == "x86_64"
    found = ids(MELTINGPOT_46)
    assert {"apple-silicon", "python-x86-on-arm", "python-too-old"} <= found
    assert "python-native-arm64" not in found


@pytest.mark.parametrize(("text", "python", "machine"), [
    # the claim right above the command, no block
    ("I was able to install torch with pip:\npip install torch-1.8.0-cp38-none-macosx_11_0_arm64.whl\n", "3.8", "arm64"),
    # 'we', uv, a zsh prompt
    ("We could install it using uv:\n\n% uv pip install ./dist/foo-0.1-cp311-cp311-macosx_14_0_arm64.whl\n", "3.11", "arm64"),
    # the claim, then a fenced block with a listing before the command
    ("I managed to install dmlab2d via pip3:\n```\n$ ls dist\ndmlab2d-1.0-cp39-cp39-macosx_11_0_arm64.whl\n$ pip3 install dist/dmlab2d-1.0-cp39-cp39-macosx_11_0_arm64.whl\n```\n", "3.9", "arm64"),
])
def test_a_wheel_the_writer_installed_names_its_interpreter(text: str, python: str, machine: str) -> None:
    facts, _ = read(text + "on my Mac\n")
    assert facts.get("python.version") == python
    assert facts.get("python.machine") == machine


@pytest.mark.parametrize("text", [
    # a plan, a question: no claim
    "I want to install dmlab2d via pip:\n$ pip install dmlab2d-1.0-cp37-cp37m-macosx_10_16_x86_64.whl\n",
    "Can I install dmlab2d with pip?\n$ pip install dmlab2d-1.0-cp37-cp37m-macosx_10_16_x86_64.whl\n",
    # the command alone, which may fail
    "$ pip install dmlab2d-1.0-cp37-cp37m-macosx_10_16_x86_64.whl\n",
])
def test_a_wheel_command_without_a_claim_names_no_interpreter(text: str) -> None:
    facts, _ = read(text + "on my Mac\n")
    assert facts.get("python.version") is None
    assert facts.get("python.machine") is None


def test_an_abi3_wheel_names_no_python_minor() -> None:
    facts, _ = read("I can install it via pip:\npip install foo-1.0-cp38-abi3-macosx_11_0_arm64.whl\non my Mac\n")
    assert facts.get("python.version") is None
    assert facts.get("python.machine") == "arm64"
