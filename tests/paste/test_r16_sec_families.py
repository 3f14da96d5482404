# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2466-2481 (security, privacy and federated ML tooling: TenSEAL, PySyft)
exposed, each read from real text.

An issue template's OS field answered inside the template's own brackets ('- OS: [Windows 11]') names that OS; a hint
('[e.g. iOS]') or a list of choices does not. macOS's per-version site folders outside any lib/pythonX.Y
(/Library/Python/2.7/site-packages, ~/Library/Python/3.8/lib/python/site-packages) name the running Python's minor
version when a package is loaded from them or pip installs into them.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/OpenMined/TenSEAL/issues/463 (the issue form's System Information)
TENSEAL_463 = """Not getting installed using pip install tenseal

## System Information
 - OS: [Windows 11]
 - OS Version: [23H2]
 - Python 3.11.4
 - Package Manager Version: [pip 23.3.1]
"""

# https://github.com/OpenMined/TenSEAL/issues/483 (the same form left with its hints)
TENSEAL_483_HINTS = """Python Versions

When I try to Install TenSEAL on my Mac M3 Max, the Terminal shows that "ERROR: Could not find a version that satisfies the requirement tenseal (from versions: none)

## System Information
 - OS: [e.g. iOS]
 - OS Version: [e.g. 22]
 - Language Version: [e.g. Python 3.7, Node 10.18.1]
"""

# https://github.com/OpenMined/PySyft/issues/125 (two lines of pip's output)
PYSYFT_125 = """Failed to install Syft on MacOs

Requirement already satisfied: certifi in /Library/Python/2.7/site-packages (from tornado>=4->notebook->jupyter->-r requirements.txt (line 5))
Requirement already satisfied: functools32; python_version == "2.7" in /Library/Python/2.7/site-packages (from jsonschema!=2.5.0,>=2.4->nbformat->nbconvert->jupyter->-r requirements.txt (line 5))
"""

# https://github.com/maurosoria/dirsearch/issues/731 (pip's failing command line)
DIRSEARCH_731 = """Error when pip3 install -r requirements.txt

  ERROR: Command errored out with exit status 1:
   command: /Library/Developer/CommandLineTools/usr/bin/python3 /Users/zhangzheng/Library/Python/3.8/lib/python/site-packages/pip/_vendor/pep517/_in_process.py build_wheel /var/folders/lv/vdwc066d2531zy7px8mrh2jm0000gn/T/tmpwvyg6shg
"""


def test_an_os_field_answered_inside_the_templates_brackets() -> None:
    facts, _ = read(TENSEAL_463)
    assert facts.get("host.os") == "Windows"
    assert "not-a-mac" in ids(TENSEAL_463)
    assert "not-a-mac" in ids(TENSEAL_463.replace("[Windows 11]", "[Linux]"))
    assert "not-a-mac" in ids(TENSEAL_463.replace(" - OS: [Windows 11]", "**OS:** [Windows 10 Pro]"))


def test_a_bracketed_hint_or_list_of_choices_names_no_os() -> None:
    found = ids(TENSEAL_483_HINTS)
    assert "not-a-mac" not in found and "apple-silicon" in found
    for answer in ("[Windows/Mac/Linux]", "[e.g. Windows]", "[e.g. Ubuntu 16.04]", "[Windows, macOS, Linux]"):
        assert "not-a-mac" not in ids(TENSEAL_463.replace("[Windows 11]", answer)), answer


def test_macos_site_folders_name_the_pythons_minor_version() -> None:
    facts, _ = read(PYSYFT_125)
    assert facts.get("python.version") == "2.7"
    assert "python-too-old" in ids(PYSYFT_125)
    facts, _ = read(DIRSEARCH_731)
    assert facts.get("python.version") == "3.8"
    assert facts.get("host.os") == "Darwin"


def test_a_site_folder_named_alone_is_no_interpreter() -> None:
    text = "Notes on macOS 14.5\n\nexport PYTHONPATH=/Library/Python/2.7/site-packages\n"
    facts, _ = read(text)
    assert facts.get("python.version") is None
