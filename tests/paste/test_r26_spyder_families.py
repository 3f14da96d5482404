# ruff: noqa: E501, W293  (real pasted lines are kept whole)
"""Families the never-seen batch 4680-4691 (IDEs, Spyder, Anaconda Navigator and PyCharm with ML libraries on Macs)
exposed, each read from real text.

- An import the report says worked, with the kernel's death tied to a later step ('worked fine for importing tensor
  flow on Apple M1. However my kernel is dying when I run the tensorflow.keras.models.Sequential.Fit() method.'): a
  run that died, not an import (import-crashed was raised).
- conda info cut before its 'platform' line: the one platform subdir of its 'channel URLs' is conda's own platform
  (the same value the platform line prints), so conda's Python's architecture.
- A macOS crash report's Binary Images row of Python's own library (libpython3.5m.dylib, org.python.python (3.6.5)) or
  its header's 'Process: python3.5 [398]': the Python that ran, and its version.
"""

from __future__ import annotations

from pasted import ids, raised, read


def _facts(text: str) -> dict:
    return read(text)[0]


# https://github.com/apple/tensorflow_macos/issues/262 (dev 4681)
TFMACOS_262 = r"""# Kernel is dying when I run the tensorflow.keras.models.Sequential.Fit() on Apple M1

nsameerr · description · 2021-05-16
These instruction worked fine for importing tensor flow on Apple M1. However my kernel is dying when I run the tensorflow.keras.models.Sequential.Fit() method. Does anyone have a solution to fix this problem?

thomasb892 · comment · 2021-05-23
I'm having the same issue
😞
"""

# https://github.com/ContinuumIO/anaconda-issues/issues/13477 (dev 4687), the conda info as the excerpt ends
ANACONDA_13477 = r"""### Conda info

```shell
active environment : base
    active env location : /opt/anaconda3
            shell level : 1
       user config file : /Users/username/.condarc
 populated config files : /opt/anaconda3/.condarc
                          /Users/username/.condarc
          conda version : 25.7.0
    conda-build version : 25.7.0
         python version : 3.13.5.final.0
                 solver : libmamba (default)
       virtual packages : __archspec=1=m1
                          __conda=25.7.0=0
                          __osx=26.0=0
                          __unix=0=0
       base environment : /opt/anaconda3  (writable)
      conda av data dir : /opt/anaconda3/etc/conda
  conda av metadata url : None
           channel URLs : https://repo.anaconda.com/pkgs/main/osx-arm64
"""

# https://github.com/ContinuumIO/anaconda-issues/issues/9312 (dev 4685), the crash report's Binary Images as stored
ANACONDA_9312 = r"""# Anaconda Navigator fails to start on Mac

[turn 0 by RutaMerkyte, continued]
```
Thread 0 crashed with X86 Thread State (64-bit):
  rax: 0x0000000000000000  rbx: 0x000000010181b340  rcx: 0x00007fff5bffaaf8  rdx: 0x0000000000000000
  rip: 0x00000001017dbe3e  rfl: 0x0000000000000202  cr2: 0x0000000101575148
  
Logical CPU:     0
Error Code:      0x02000148
Trap Number:     133


Binary Images:
       0x100000000 -        0x100000ff7 +python (???) <A92DBDA7-44FF-35CF-8860-69BA977B417E> /Users/USER/*/python
       0x100003000 -        0x1004a3fe7  com.apple.CoreFoundation (6.9 - 1451) <7AFE9C8F-A562-3AFC-8402-117AA02F57E9> /System/Library/Frameworks/CoreFoundation.framework/Versions/A/CoreFoundation
       0x100756000 -        0x100908fff +libpython3.5m.dylib (3.5) <D24D7ED3-029D-3C55-8431-04B5A2E8639A> /Users/USER/*/libpython3.5m.dylib
       0x100a45000 -        0x100a46ff3  libSystem.B.dylib (1252) <47329E26-DC23-3EBA-9461-37755368327D> /usr/lib/libSystem.B.dylib
"""


# --- an import that worked, a death at a later step ---


def test_kernel_death_after_an_import_that_worked_is_no_crashed_import() -> None:
    found = ids(TFMACOS_262)
    assert "import-crashed" not in found
    assert "apple-silicon" in found


def test_death_at_a_later_step_family() -> None:
    # the import said to work, or the death tied to training, fit, an epoch, a prediction or a method called
    for text in ("On my M1, importing tensorflow works fine, but the kernel dies when I call model.fit().",
                 "I can import torch without problems. The Jupyter kernel dies during training though.",
                 "Import tensorflow succeeded on Apple M1; however the kernel crashes at the first epoch.",
                 "After importing tensorflow the kernel dies when I run model.predict(x) on my M1 Mac.",
                 "Importing tensorflow works fine on my M1. But then the kernel dies."):
        assert "import-crashed" not in ids(text), text


def test_a_death_at_the_import_stays_a_crashed_import() -> None:
    # the import itself kills the kernel; an import that worked only elsewhere (the terminal) did not work here;
    # an import said not to work
    for text in ("When I import tensorflow the kernel dies on my M1 Mac.",
                 "Importing tensorflow kills the kernel on my M1 MacBook.",
                 "The kernel dies when importing tensorflow, before any training.",
                 "import tensorflow works in the terminal, but in Jupyter the kernel dies on my M1.",
                 "Importing tensorflow does not work fine. The kernel dies every time on my M1."):
        assert "import-crashed" in ids(text), text


# --- conda info's channel URLs name conda's platform where the platform line is cut ---


def test_conda_info_cut_before_its_platform_line_reads_the_channel_subdir() -> None:
    facts, _ = read(ANACONDA_13477)
    assert facts["conda.platform"] == "osx-arm64"
    assert facts["python.machine"] == "arm64"
    found = ids(ANACONDA_13477)
    assert {"apple-silicon", "python-native-arm64"} <= found
    assert "python-x86-on-arm" not in found and "conda-x86-distribution" not in found


def test_channel_subdir_family() -> None:
    # an osx-64 Anaconda on an M-series Mac, in text and in conda info --json
    x86 = """          conda version : 22.9.0
         python version : 3.9.13.final.0
       virtual packages : __archspec=1=m1
                          __osx=13.2.1=0
           channel URLs : https://repo.anaconda.com/pkgs/main/osx-64
                          https://repo.anaconda.com/pkgs/main/noarch
"""
    assert read(x86)[0]["conda.platform"] == "osx-64"
    assert {"python-x86-on-arm", "conda-x86-distribution"} <= ids(x86)
    as_json = """{
  "conda_version": "23.1.0",
  "channels": [
    "https://repo.anaconda.com/pkgs/main/osx-arm64",
    "https://repo.anaconda.com/pkgs/main/noarch"
  ],
  "python_version": "3.10.9.final.0"
}
"""
    assert read(as_json)[0]["conda.platform"] == "osx-arm64"
    assert "python-native-arm64" in ids(as_json)


def test_channel_urls_that_name_no_one_platform() -> None:
    # only noarch, or two platforms (a channel added for another subdir): no platform read
    for urls in ("https://repo.anaconda.com/pkgs/main/noarch",
                 "https://conda.anaconda.org/conda-forge/osx-arm64\n                          https://conda.anaconda.org/conda-forge/noarch\n"
                 "                          https://repo.anaconda.com/pkgs/main/osx-64"):
        text = f"          conda version : 4.10.3\n         python version : 3.8.8.final.0\n           channel URLs : {urls}\n"
        assert _facts(text).get("conda.platform") is None, urls
        assert not {"python-native-arm64", "python-x86-on-arm"} & raised(text), urls


def test_the_platform_line_still_decides_over_the_channels() -> None:
    text = ANACONDA_13477.replace("channel URLs : https://repo.anaconda.com/pkgs/main/osx-arm64",
                                  "channel URLs : https://repo.anaconda.com/pkgs/main/osx-arm64\n               platform : osx-64")
    assert read(text)[0]["conda.platform"] == "osx-64"


# --- a crash report's Python image or process names the Python's version ---


def test_crash_report_libpython_image_names_the_python_version() -> None:
    facts, _ = read(ANACONDA_9312)
    assert facts["python.version"] == "3.5"
    found = ids(ANACONDA_9312)
    assert "python-too-old" in found
    assert not {"apple-silicon", "python-x86-on-arm", "import-crashed"} & found


def test_crash_report_python_family() -> None:
    for text, version in (
            ("       0x100756000 -        0x100908fff  org.python.python (3.6.5 - 3.6.5) <D24D7ED3-029D-3C55-8431-04B5A2E8639A> /Library/Frameworks/Python.framework/Versions/3.6/Python", "3.6"),
            ("0x104b1c000 -        0x104e0ffff libpython3.7m.dylib (*) <4c4c44b2-5555-3144-a1b2-c3d4e5f60718> /Users/me/miniconda3/lib/libpython3.7m.dylib", "3.7"),
            ("Process:         python3.6 [398]\nPath:            /Users/USER/*/python", "3.6"),
            ("       0x10a4e0000 -        0x10a7a3fff +libpython2.7.dylib (2.7) <9A4B33C3-0E8E-3F0C-A1B2-C3D4E5F60718> /Users/USER/*/libpython2.7.dylib", "2.7")):
        assert read(text)[0].get("python.version") == version, text
        assert "python-too-old" in ids(text), text


def test_python_names_that_are_no_crashed_python() -> None:
    # dyld's missing library is what a build wanted; 'Process: Python' names no version; a path alone is no image row
    for text in ("ImportError: dlopen(foo.so, 2): Library not loaded: @rpath/libpython3.7m.dylib\n  Referenced from: /Users/me/foo.so",
                 "Process:         Python [3557]\nIdentifier:      org.python.python",
                 "ls /Users/me/miniconda3/lib/libpython3.7m.dylib",
                 "Identifier:      org.python.python (3.6.5)"):
        assert _facts(text).get("python.version") is None, text
        assert "python-too-old" not in raised(text), text
