"""Clue families the never-seen batch 4280-4289 (Mac ML environment problems asked on discussion forums) exposed,
each read from real text.

- The chip written after the macOS release's name with only 'Mac' before it ('OS: Mac Ventura M1'), or with nothing
  before it ('Ventura M1', 'Sonoma 14.2, M2'): Apple silicon, as 'macOS Ventura M1' already read. Only the releases
  that run on Apple silicon (Big Sur onward).
"""

from __future__ import annotations

from pasted import ids, raised, read

# https://github.com/tensorflow/tensorflow/issues/58774 (dev 4289)
TF_58774 = r"""# Could not find a version that satisfies the requirement tensorflow (from versions: none)

rajutechie · description · 2022-12-03
❯ python --version
Python 3.10.5
❯ pip3 install tensorflow
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow

OS: Mac Ventura M1

Akul2010 · comment · 2022-12-04
are you using anaconda by any chance?"""


def test_mac_then_release_name_then_chip_is_apple_silicon() -> None:
    facts, _ = read(TF_58774)
    assert facts["host.cpu_brand"] == "Apple M1"
    found = ids(TF_58774)
    assert "apple-silicon" in found
    assert "intel-mac" not in found and "not-a-mac" not in found and "python-too-new" not in found


def test_mac_release_name_chip_family() -> None:
    for text, chip in (("OS: Mac Ventura M1", "Apple M1"),
                       ("Tested on my Mac Big Sur 11.6 M1 with miniforge.", "Apple M1"),
                       ("iMac Ventura M3, Python 3.11", "Apple M3"),
                       ("Mac Ventura, M1", "Apple M1"),
                       ("MacBook Air Sequoia M4 16GB", "Apple M4"),
                       ("mac ventura m2", "Apple M2"),
                       ("Mac Ventura 13.2.1 M2", "Apple M2")):
        assert read(text)[0].get("host.cpu_brand") == chip, text
        assert "apple-silicon" in ids(text), text


def test_release_name_then_chip_without_mac_family() -> None:
    for text, chip in (("Running Ventura 13.4 M1, pip cannot find tensorflow", "Apple M1"),
                       ("OS: Ventura, M1", "Apple M1"),
                       ("Ventura M1", "Apple M1"),
                       ("sonoma m2", "Apple M2"),
                       ("Big Sur 11.2 M1", "Apple M1"),
                       ("Sequoia M4 Pro", "Apple M4 Pro")):
        assert read(text)[0].get("host.cpu_brand") == chip, text
        assert "apple-silicon" in ids(text), text


def test_release_name_chip_near_misses_stay_unread() -> None:
    for text in ("Ventura M1-based", "Mac Ventura M1 = 16GB", "Ventura M1: ok", "/Volumes/Ventura M1",
                 "Ventura M10", "Mac Ventura M-series", "Mac Ventura MacBook", "Mac Monterey M1-based"):
        assert read(text)[0].get("host.cpu_brand") is None, text
        assert "apple-silicon" not in raised(text), text


def test_pre_apple_silicon_release_name_is_not_read_as_a_chip() -> None:
    # Catalina never ran on Apple silicon: the release's name keeps saying an Intel Mac
    found = raised("Mac Catalina M1")
    assert "apple-silicon" not in found
