# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4840-4852 (audio I/O libraries beside ML on Macs: PyAudio and PortAudio,
sounddevice, soundfile, torchaudio's backends, naudiodon) exposed, each read from real text.

- The M series written right after the Mac or macOS, without 'chip' ('Mac OS M series portaudio fails to install'):
  Apple silicon, as 'M series Mac' and 'Mac M-series chip' already were. Not a target ('Mac M series support'), not a
  class ('Mac M-series users'), not 'the M series of …', not a name inside a URL or a model number.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/mezbaul-h/june/issues/8 (dev 4840): the title and the prose of the description, without its build
# log (whose 'build/lib.macosx-14.0-arm64-cpython-311' says Apple silicon by itself)
JUNE_8_PROSE = r"""# Mac OS M series portaudio fails to install via pip install .

gshipley · description · 2024-06-25
For Mac OS, it might be worth mentioning in the install instructions to run the following command before doing the pip install:

brew install portaudio

---------

Building wheel for PyAudio (pyproject.toml) ... error
  error: subprocess-exited-with-error
"""

# https://github.com/bytedance/UNO/issues/37 (dev 3789): a project member's, not the reporter's Mac
UNO_37_COMMENT = "There are many macbook M series we can get in the company"

# the same case's stored text with its build log (dev 4840)
JUNE_8_BUILD = r"""
  × Building wheel for PyAudio (pyproject.toml) did not run successfully.
  │ exit code: 1
  ╰─> [18 lines of output]
      running bdist_wheel
      running build
      running build_py
      creating build
      creating build/lib.macosx-14.0-arm64-cpython-311
      creating build/lib.macosx-14.0-arm64-cpython-311/pyaudio
      copying src/pyaudio/__init__.py -> build/lib.macosx-14.0-arm64-cpython-311/pyaudio
      running build_ext
      building 'pyaudio._portaudio' extension
"""


def _post(line: str, date: str = "2024-06-25") -> str:
    return f"# pip install pyaudio fails\n\nsomeone · description · {date}\n{line}\n"


def test_mac_os_m_series_title_is_apple_silicon() -> None:
    facts = read(JUNE_8_PROSE)[0]
    assert facts.get("host.arm64_capable") == 1
    assert facts.get("host.os") == "Darwin"
    found = ids(JUNE_8_PROSE)
    assert "apple-silicon" in found
    assert "intel-mac" not in found and "not-a-mac" not in found


def test_mac_os_m_series_title_with_the_build_log_keeps_the_native_python() -> None:
    found = ids(JUNE_8_PROSE + JUNE_8_BUILD)
    assert "apple-silicon" in found and "python-native-arm64" in found
    assert "python-x86-on-arm" not in found and "intel-mac" not in found


@pytest.mark.parametrize("line", [
    "build fails on mac os m series",
    "My MacBook Air M-Series cannot build pyaudio.",
    "I have a MacBook Pro M series and the build fails.",
    "On macOS M-series the build fails.",
    "OSX M-series: pyaudio fails.",
    "The build fails on Macs M series.",
    "sounddevice crashes on my Mac mini M series",
    "MacOS Mseries, Python 3.11: PortAudio library not found",
])
def test_m_series_after_the_mac_family(line: str) -> None:
    text = _post(line)
    assert read(text)[0].get("host.arm64_capable") == 1, line
    assert "apple-silicon" in ids(text), line


@pytest.mark.parametrize("line", [
    "# Add Mac M series support",
    "A note for Mac M-series users: the wheels are coming.",
    "On a Mac, the M series of models fails.",
    "see https://github.com/x/mac-m-series-guide on macOS",
    "Mac OS X Mseries-2 printer driver.",
    "My MacBook Core M series fails.",
    "Mac M-series builds are published on PyPI.",
    UNO_37_COMMENT,
    "We tested on several Mac M-series and other machines.",
])
def test_m_series_near_misses_are_not_read(line: str) -> None:
    text = _post(line, "2016-06-25" if "Core M" in line else "2024-06-25")
    assert read(text)[0].get("host.arm64_capable") != 1, line
    assert "apple-silicon" not in ids(text), line
