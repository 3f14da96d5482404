# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2760-2774 (face-swap and face-analysis apps on Macs: roop, FaceFusion,
Deep-Live-Cam, insightface, CodeFormer, onnxruntime-silicon and the CoreML execution provider) exposed, each read
from real text.

'with' written 'w/' before the Python people use ('miniconda w/ python 3.12') names that Python as 'with' does;
'w/o' (without) does not. The prose readings' guard against a parenthesis after the version ('python 3.9 (or
3.10)') looked across line ends, so a version ending its line was lost when the next line opened with '(' (a
'(PS: …)' remark, a conda prompt's '(env)').
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/RichardErkhov/FastFaceSwap/issues/5
FASTFACESWAP_5 = """CoreML static output shape ({1,1,1,512,1}) and inferred shape ({3200,1}) have different ranks.

arloan · description · 2024-11-15
Environment:
Hardware: macbook M3 air 24G RAM
OS: macOS 14.3
miniconda w/ python 3.12

(PS: in install_mac.sh, should use `tensorflow-macos` and `tensorflow-metal` instead of `tensorflow-gpu`)
"""
# a header comment of a public project (code-search index id 15450078416)
HEADER_15450078416 = """ >> System  :: Windows 10 w/ Python 3.11.3
"""
# a project's notes, a uv env on a laptop with MPS (code-search index id 63169489166)
NOTES_63169489166 = """1. ✅ `git init`, set up Python env with uv on your laptop. Install scanpy and dependencies. CPU-only torch wheel for now. — *Done; uv-managed env w/ Python 3.11 pinned, scanpy 1.11.5, anndata 0.12.13, scvi-tools 1.4.2, torch 2.11.0 (MPS available).*
"""


def test_w_slash_python_names_the_python_beside_the_mac() -> None:
    facts, _ = read(FASTFACESWAP_5)
    assert facts["python.version"] == "3.12"
    assert facts["host.cpu_brand"] == "Apple M3"
    assert facts["host.macos_version"] == "14.3"
    found = ids(FASTFACESWAP_5)
    assert "apple-silicon" in found
    # a Python 3.12 the app runs under: no version complaint, and the tensorflow-gpu remark is advice, not a state
    assert not {"python-too-new", "tf-metal-missing", "intel-mac"} & found


@pytest.mark.parametrize(("text", "python"), [(HEADER_15450078416, "3.11.3"), (NOTES_63169489166, "3.11"),
                                              ("conda env w/Python 3.10\n", "3.10")])
def test_w_slash_python_elsewhere(text: str, python: str) -> None:
    facts, _ = read(text)
    assert facts["python.version"] == python


@pytest.mark.parametrize("text", ["built w/o python 3.12 support\n",
                                  # a version with no minor names no Python (a code comment, index id 1205826790)
                                  "is_order_kept = False  # FIXME: Make it work w/ python 3.\n"])
def test_without_or_no_minor_is_not_the_python(text: str) -> None:
    facts, _ = read(text)
    assert "python.version" not in facts


# https://github.com/apple/turicreate/issues/3462
TURICREATE_3462 = """```
(ML_UW) bilal@Mohammeds-MacBook-Pro ~ % python --version
Python 3.8.13
(ML_UW) bilal@Mohammeds-MacBook-Pro ~ % pip install -U turicreate
Collecting turicreate
"""


@pytest.mark.parametrize(("text", "python"), [(FASTFACESWAP_5, "3.12"), (TURICREATE_3462, "3.8.13"),
                                              ("miniconda with python 3.12\n\n(PS: in install_mac.sh, should use `tensorflow-macos`)\n", "3.12")])
def test_a_parenthesis_on_the_next_line_does_not_hide_the_python(text: str, python: str) -> None:
    facts, _ = read(text)
    assert facts["python.version"] == python


def test_a_parenthesis_on_the_same_line_still_guards_the_prose_reading() -> None:
    # sys.version's build in parentheses is the banner rule's, not a Python named in prose; 'python 3.9 (or 3.10)'
    # names two
    facts, _ = read("I am using python 3.9 (or 3.10) and both fail\n")
    assert "python.version" not in facts
    facts, _ = read("I am using python 3.9 and both fail\n")
    assert facts["python.version"] == "3.9"
