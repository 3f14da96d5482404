# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6140-6150 (reinforcement-learning environments on Macs: Gymnasium and old gym,
Atari ROMs through ale-py and AutoROM, Box2D, MuJoCo, PettingZoo, Stable-Baselines) exposed, each read from real text.

- The chip written before the operating system it runs, as people sum up their machine on one line of an issue form's
  System info ('M1 macOs Ventura 13.0.1', then 'Python 3.11.6'): the reverse of 'Ventura M1', read only with macOS,
  OS X or a release that runs on Apple silicon right after the chip, and not for what is built or published for such
  Macs, a CI label, a field or a milestone.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids

# https://github.com/Farama-Foundation/PettingZoo/issues/1160 (dev 6140), the issue form's System info
PETTINGZOO_1160 = """# [Bug Report] Rom not found after installing AutoRom

MrCley · description · 2024-01-21
### Describe the bug

When trying to run the Atari examples in the docs, the same error for all games is shown:

> OSError: rom tennis is not installed. Please install roms using AutoROM tool (https://github.com/Farama-Foundation/AutoROM) or specify and double-check the path to your Atari rom using the `rom_path` argument.

### System info

M1 macOs Ventura 13.0.1\x20
Python 3.11.6
pip list:

ale-py==0.8.1
AutoROM==0.6.1
gymnasium==0.29.1
multi-agent-ale-py==0.1.11
numpy==1.26.3
pettingzoo==1.24.3
"""


def test_pettingzoo_1160_reads_the_m1() -> None:
    found = ids(PETTINGZOO_1160)
    assert "apple-silicon" in found
    assert not found & {"intel-mac", "not-a-mac", "python-x86-on-arm", "python-too-new", "import-failed"}


@pytest.mark.parametrize("line", [
    "M1 macOs Ventura 13.0.1 ",  # https://github.com/Farama-Foundation/PettingZoo/issues/1160
    "M2 macOS 14.2",
    "M1, macOS 13.0.1",
    "m1 / Sonoma 14.1",
    "M1 OS X 11.2",
    "M3 Sequoia 15.1",
    "Hardware: M1 MacOS Monterey 12.4",
    "- OS: M2 macOS Sonoma",
    "M4 mac os 15.3",
    # https://github.com/GPflow/GPflow/pull/1976 (dev 5761), a maintainer's comment in lower case
    "I think this now fails of m1 macos. I will investigate and update.",
])
def test_chip_before_macos_names_apple_silicon(line: str) -> None:
    text = f"### System info\n\n{line}\nPython 3.11.6\n"
    assert fact(text, "host.arm64_capable") == 1
    assert fact(text, "host.cpu_brand").startswith("Apple M")
    assert "apple-silicon" in ids(text)


@pytest.mark.parametrize("line", [
    "Please publish M1 macOS wheels.",  # what is published for such Macs
    "Add M2 macOS support.",
    "runs-on: M1 macos-14",  # a CI label
    "M1 macOS: yes",  # a field of a table of platforms
    "milestone M1 macOS port",  # a milestone
    "M1 Catalina 10.15",  # no Apple-silicon Mac runs Catalina
    "M1macOS 13",  # run together: not read
])
def test_chip_before_macos_near_misses(line: str) -> None:
    text = f"### System info\n\nPython 3.11.6\n{line}\n"
    assert "apple-silicon" not in ids(text)
