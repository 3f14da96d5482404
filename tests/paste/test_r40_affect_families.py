# ruff: noqa: E501, W291  (real pasted lines are kept whole, trailing spaces included)
"""Clue families the never-seen batch 6480-6490 (affective computing and human sensing beside ML: py-feat, DeepFace,
FER, EmoPy, GazeTracking, OpenFace) exposed, each read from real text.

- a two-word macOS release written as one word or with a hyphen ('HighSierra 10.13.6', 'High-Sierra', 'Big-Sur
  11.7.11', 'El-Capitan', 'Mountain-Lion', 'SnowLeopard') or High Sierra shortened ('MBP H-SIERRA 10.13'): the same
  release as its name with a space, so the same macOS (and, before Big Sur, an Intel Mac); not a web address's slug, a
  file's or a project's hyphenated name ('releases/tag/high-sierra-0.9.3', 'bison-fix-high-sierra-compilation-issue
  .patch', 'legacywg-high-sierra', 'Asus-Vivobook-S510UA-High-Sierra-10.13-Hackintosh').
"""

from __future__ import annotations

import pytest
from pasted import fact, ids

# https://github.com/thoughtworksarts/EmoPy/issues/77 (dev 6486), the thread as stored, cut before the pip freeze
EMOPY_77 = """# Illegal instruction: 4

camillegroult · description · 2021-01-14
Hello World,

Im trying lots of récognition program in my MBP H-SIERRA 10.13 in diff environements but always Im fail when I need to use Tensorflow in theses programs. For EmoPy its the same I got this : 

python EmoPy/tests/run_all.py
Using TensorFlow backend.
Illegal instruction: 4

+++++
python -V
Python 3.6.7
+++++
python3
Python 3.6.7 (v3.6.7:6ec5cf24b7, Oct 20 2018, 03:02:14) 
[GCC 4.2.1 Compatible Apple LLVM 6.0 (clang-600.0.57)] on darwin
Type "help", "copyright", "credits" or "license" for more information.
>>> import cv2
>>> import tensorflow
Illegal instruction: 4
(venv) (base) sofiane-MacBook-Pro:EmoPy Apple$ 
+++++++
NVIDIA GeForce 320M 256 Mo graphismes
Need Help
"""

# (zsh's wording, which names no OS: bash's 'Illegal instruction: 4' names macOS since round 41)
CRASH = "\n>>> import tensorflow\nzsh: illegal hardware instruction  python\n"


def test_emopy_77_reads_high_sierra_shortened_as_an_intel_mac() -> None:
    assert fact(EMOPY_77, "host.macos_version") == "10.13"
    found = ids(EMOPY_77)
    assert {"intel-mac", "import-crashed", "python-too-old", "cpu-without-avx"} <= found
    assert not found & {"apple-silicon", "python-x86-on-arm", "rosetta-missing", "not-a-mac"}


@pytest.mark.parametrize(("line", "version"), [
    # https://github.com/thoughtworksarts/EmoPy/issues/77
    ("Im trying lots of récognition program in my MBP H-SIERRA 10.13 in diff environements", "10.13"),
    ("my MacBook Pro with High-Sierra 10.13.6", "10.13.6"),
    # code-search index id 31910685493 ('validated on MacOs HighSierra 10.13.6 using bash-3.2')
    ("This script written in bash was created and validated on MacOs HighSierra 10.13.6 using bash-3.2.", "10.13.6"),
    # code-search index id 34251035956
    ("os: HighSierra 10.13.6 (17G4015)", "10.13.6"),
    # code-search index id 46615186764
    ("This is tested on High-Sierra but is known to work on El Capitan as well.", None),
    # code-search index id 59208827126 (the '+' after the number reads as a floor, as with 'Big Sur 11.7.11 +')
    ("prove Big-Sur 11.7.11 + Xcode 13.2.1 + Swift 5.5 compatibility.", None),
    ("Mac OS Big-Sur 11.6 on a MacBook Air", "11.6"),
    ("I am on OS X El-Capitan", None),
    ("an old MacBook with OS X Mountain-Lion", None),
    ("OS X SnowLeopard 10.6.8", "10.6.8"),
])
def test_a_two_word_release_joined_or_hyphenated_reads_as_its_release(line: str, version: str | None) -> None:
    assert fact(line + CRASH, "host.os") == "Darwin"
    assert fact(line + CRASH, "host.macos_version") == version
    # every release but Big Sur here is one no Apple-silicon Mac runs
    assert ("intel-mac" in ids(line + CRASH)) is ("Big-Sur" not in line)


@pytest.mark.parametrize("line", [
    # a release tag's slug in a web address (code-search index id 19038407783)
    "the EFI: https://github.com/DavidCGranger/Dell-Precision-7520-legacy-macOS/releases/tag/high-sierra-0.9.3",
    # a patch file's name (code-search index id 35834873)
    '"patch -p0 < $TP_DIR/patches/bison-fix-high-sierra-compilation-issue.patch"',
    # a repository's hyphenated name (code-search index ids 71644696673, 13048574513)
    "REPO = 'Avadoll/legacywg-high-sierra'",
    "[EFI](https://github.com/tctien342/Asus-Vivobook-S510UA-High-Sierra-10.13-Hackintosh)",
    # a festival's slug (code-search index id 57121479608)
    "high-sierra-2026            Score 50  Grass Valley CA; attach secondary source",
    # a word that ends in the letters
    "the Ash-Sierra trail",
])
def test_a_slug_or_a_file_name_is_not_a_release(line: str) -> None:
    assert fact(line + CRASH, "host.os") is None
    assert "intel-mac" not in ids(line + CRASH)
