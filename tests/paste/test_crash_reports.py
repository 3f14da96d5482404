# ruff: noqa: E501  (real pasted lines are kept whole)
"""macOS crash reports ("Python quit unexpectedly"): the header's ``Code Type`` says how the crashed process ran (an
x86_64 process runs translated only on Apple silicon, natively only on an Intel Mac) and, when the process is a
Python, that Python's architecture; the system profile's ``Model:`` line names the Mac. Real captured text, each
with its thread."""

from __future__ import annotations

import pytest
from pasted import ids, read

# invoke-ai/InvokeAI#2336: a python.org Python crashing natively on Apple silicon.
ARM_PYTHON = """-------------------------------------
Translated Report (Full Report Below)
-------------------------------------

Process:               Python [37924]
Path:                  /Library/Frameworks/Python.framework/Versions/3.10/Resources/Python.app/Contents/MacOS/Python
Identifier:            org.python.python
Version:               3.10.6 (3.10.6)
Code Type:             ARM-64 (Native)
Parent Process:        zsh [1336]
Responsible:           iTerm2 [785]
User ID:               501

Date/Time:             2023-01-31 16:51:50.5432 -0800
OS Version:            macOS 13.1 (22C65)
Report Version:        12
"""

# A Python crash report quoted in a public README: python.org's Python 3.13 on an Intel Mac.
INTEL_PYTHON = """-------------------------------------
Translated Report (Full Report Below)
-------------------------------------

Process:               Python [3557]
Path:                  /Library/Frameworks/Python.framework/Versions/3.13/Resources/Python.app/Contents/MacOS/Python
Identifier:            org.python.python
Version:               3.13.6 (3.13.6)
Code Type:             X86-64 (Native)
Parent Process:        Python [3398]
Responsible:           Python [3398]
User ID:               502

Date/Time:             2025-10-29 16:48:04.9644 +0000
OS Version:            macOS 12.7.6 (21H1320)
Report Version:        12
"""

# discourse.slicer.org/t/slicer-crashes-on-mac-m1-chip/25989: an x86_64 app (not a Python) under Rosetta on an M1.
TRANSLATED_APP = """Process:               Slicer [15879]
Path:                  /Applications/Slicer.app/Contents/MacOS/Slicer
Identifier:            org.slicer.slicer
Version:               5.0.3 (5.0.3)
Code Type:             X86-64 (Translated)
Parent Process:        launchd [1]
User ID:               501

Date/Time:             2022-10-31 16:23:40.7377 -0300
OS Version:            macOS 13.0 (22A380)
Report Version:        12
"""


def test_a_native_arm64_python_crash_names_apple_silicon_and_the_python() -> None:
    values, _ = read(ARM_PYTHON)
    assert (values["host.arm64_capable"], values["python.machine"], values["python.translated"]) == (1, "arm64", 0)
    assert values["host.macos_version"] == "13.1"
    assert {"apple-silicon", "python-native-arm64"} <= ids(ARM_PYTHON)


def test_a_native_x86_64_python_crash_is_an_intel_mac() -> None:
    values, _ = read(INTEL_PYTHON)
    assert (values["host.arm64_capable"], values["python.machine"]) == (0, "x86_64")
    found = ids(INTEL_PYTHON)
    assert "intel-mac" in found and not {"apple-silicon", "python-x86-on-arm"} & found


def test_a_translated_app_names_apple_silicon_but_not_the_python() -> None:
    values, _ = read(TRANSLATED_APP)
    assert values["host.arm64_capable"] == 1 and "python.machine" not in values
    found = ids(TRANSLATED_APP)
    assert "apple-silicon" in found and "python-x86-on-arm" not in found


@pytest.mark.parametrize(("text", "arm"), [
    # github.com/faisalmemon/ios-crash-dump-analysis-book, its Rosetta chapter: the same app natively, then translated
    ("### Code Type\n\n```\nCode Type:             ARM-64 (Native)\n```\n", 1),
    ("```\nCode Type:             X86-64 (Translated)\n```\n", 1),
    # an Intel Mac's crash report quoted in thebarbican19/BatteryBoi#2: the system profile's model line
    ("Model: MacBookPro16,3, BootROM 1916.80.2.0.0 (iBridge: 20.16.3045.0.0,0), 4 processors, Quad-Core Intel Core i5, 1.4 GHz, 16 GB, SMC \n", 0),
])
def test_a_crash_report_line_alone_names_the_mac(text: str, arm: int) -> None:
    values, _ = read(text)
    assert (values["host.os"], values["host.arm64_capable"]) == ("Darwin", arm)
    assert ("apple-silicon" if arm else "intel-mac") in ids(text)
