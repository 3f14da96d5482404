# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3500-3513 (where the Python came from in ML threads on Macs: Homebrew, pyenv,
python.org, the Command Line Tools, conda) exposed, each read from real text.

A framework said to have no release for a Python minor yet ('no PyTorch for Python 3.12 yet', 'it uses Python 3.12 and
PyTorch isn't available for that yet') is python-too-new for that minor; a Homebrew formula's own virtualenv
(/opt/homebrew/Cellar/<formula>/<version>/libexec/lib/python3.X) is an arm64 Python; a form's 'macOS version:' field
(bashtop's '(OSX/FreeBSD) Os release version:') names the macOS release, and one before 11 an Intel Mac; a sentence
that gives one thing for each kind of Mac names neither; 'On Mac, I …' opening a report names a Mac, and a commenter's
'I am also having problems … I'm on windows' below it is the commenter's PC.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/simonw/llm/issues/315 (the title and the maintainer's reproduction, cut)
LLM_315 = """# Homebrew release can't install plugins that use PyTorch (no PyTorch for Python 3.12 yet)

simonw · comment · 2023-10-28
OK yes! I have recreated the bug.

```bash
/opt/homebrew/bin/llm install llm-embed-jina
```
Output:
```
Collecting llm-embed-jina
  Obtaining dependency information for llm-embed-jina from https://files.pythonhosted.org/packages/4c/10/0332ef43aa532cd1bdab8195174641454da52de008e03c031f6e3a6719a0/llm_embed_jina-0.1.2-py3-none-any.whl.metadata
  Using cached llm_embed_jina-0.1.2-py3-none-any.whl.metadata (3.0 kB)
Requirement already satisfied: llm in /opt/homebrew/Cellar/llm/0.11_1/libexec/lib/python3.12/site-packages (from llm-embed-jina) (0.11)
"""
# https://github.com/simonw/llm/issues/397
LLM_397 = """# Bring back Homebrew installation instructions with note about PyTorch

simonw · description · 2024-01-25
I stopped recommending Homebrew because it uses Python 3.12 and PyTorch isn't available for that yet:
- https://github.com/simonw/llm/issues/315#issuecomment-1783697556
"""
# https://github.com/aristocratos/bashtop/issues/152 (the issue form's answers)
BASHTOP_152 = """**Info (please complete the following information):**
 - Bashtop version: `master`
 - (Linux) Linux distribution and version:
 - (Linux) Data collection type (/proc or psutil):
 - (OSX/FreeBSD) Os release version: 10.15.5
 - Terminal used: iterm2
"""
# https://github.com/ManimCommunity/manim/issues/2996 (manim's troubleshooting page quoted; the machine is never named)
MANIM_2996 = """## Description of error
I have an error (detailed by the webpage), but I don't know how to solve it. "A frequent source for installation problems is if pip3 does not point to the correct Python installation on your system. To check this, run pip3 -V: for MacOS Intel, the path should start with /usr/local, and for Apple Silicon with /opt/homebrew. If this is not the case, you either forgot to modify your shell profile (.zprofile) during the installation of Homebrew, or did not reload your shell (e.g., by opening a new terminal) after doing so."

## Installation logs

(base) ➜  ~ pip3 -V
pip 21.0.1 from /Users/usuario/mambaforge/lib/python3.9/site-packages/pip (python 3.9)
"""
# https://github.com/ahmetoner/whisper-asr-webservice/issues/57
WHISPER_57 = """# Just A Note on Mac Torch Install

overkill864 · description · 2022-12-29
On Mac, I couldn't get torch to install with the commands you had listed but modified the command to \n\
`pip3 install torch==1.13.0 -f https://download.pytorch.org/whl/torch` and it installed.

Leafonix · comment · 2023-01-08
I am also having problems with installing torch. I'm on windows. None of the commands are working, and neither is the commands provided by the pytorch website.
"""


@pytest.mark.parametrize("text, minor", [
    (LLM_315, "3.12"),
    # setup scripts found with the code search (index ids 65797973813, 44763754446)
    ('echo "Note: PyTorch was not installed as it doesn\'t support Python 3.13 yet."\npython --version\nPython 3.13.1\n', "3.13"),
    ("# TensorFlow doesn't support Python 3.13 yet\nPython 3.13.0\n", "3.13"),
])
def test_a_framework_with_no_release_for_the_python_yet_is_python_too_new(text: str, minor: str) -> None:
    _, symptoms = read(text)
    assert "python-no-wheels-yet" in symptoms
    assert "python-too-new" in ids(text)


def test_a_framework_not_available_for_that_python_yet_names_the_python_before() -> None:
    _, symptoms = read(LLM_397)
    assert "python-no-wheels-yet" in symptoms
    assert "python-too-new" in ids(LLM_397)
    assert {"python-too-old", "intel-mac", "not-a-mac"}.isdisjoint(ids(LLM_397))


@pytest.mark.parametrize("text", [
    # another minor than the report's Python: no verdict on this one
    "PyTorch doesn't support Python 3.13 yet.\nPython 3.11.4\n",
    # a different package: not a framework's row
    "Note: If you encounter `psycopg2-binary` installation issues with Python 3.13, consider downgrading to Python 3.12 or 3.11, as `psycopg2-binary==2.9.7` doesn't support Python 3.13 yet.\n",
    # no 'yet': a release's platform gap, not the Python's novelty
    "Pytorch for Python 3.12 not available\n",
])
def test_other_pythons_packages_or_no_yet_are_not_python_too_new(text: str) -> None:
    assert "python-too-new" not in ids(text)


@pytest.mark.parametrize("text", [
    LLM_315,
    # an `ansible --version` found with the code search (index id 827187131)
    "  ansible python module location = /opt/homebrew/Cellar/ansible/9.6.1/libexec/lib/python3.12/site-packages/ansible\n",
])
def test_a_homebrew_formula_virtualenv_under_opt_homebrew_is_a_native_arm64_python(text: str) -> None:
    facts, _ = read(text)
    assert facts["python.machine"] == "arm64"
    assert {"apple-silicon", "python-native-arm64"} <= ids(text)
    assert "python-x86-on-arm" not in ids(text)


def test_an_intel_homebrew_formula_virtualenv_says_no_chip() -> None:
    # an `ansible --version` found with the code search (index id 7781241071): /usr/local, Intel or Rosetta
    text = "  ansible python module location = /usr/local/Cellar/ansible/6.3.0/libexec/lib/python3.10/site-packages/ansible\n"
    facts, _ = read(text)
    assert facts.get("python.machine") != "arm64"


@pytest.mark.parametrize("text, version", [
    (BASHTOP_152, "10.15.5"),
    # pages found with the code search (index ids 35965755218, 19032631823)
    ("### MacBook + VoiceOver\n\n- macOS version: 10.15.2\n", "10.15.2"),
    ("**macOS Version: 10.15.5 19F96**\n", "10.15.5"),
])
def test_a_macos_version_field_names_the_release_and_before_11_an_intel_mac(text: str, version: str) -> None:
    facts, _ = read(text)
    assert facts["host.os"] == "Darwin"
    assert facts["host.macos_version"] == version
    assert "intel-mac" in ids(text)
    assert {"apple-silicon", "not-a-mac", "python-x86-on-arm"}.isdisjoint(ids(text))


@pytest.mark.parametrize("text", [
    # a requirement (code-search index id 3931532004), a FreeBSD answer to bashtop's shared field, a compatibility value
    "Minimum macOS version: 10.15.\n",
    " - (OSX/FreeBSD) Os release version: 12.1-RELEASE\n",
    "macOS version: 10.16\n",
])
def test_a_minimum_a_freebsd_answer_or_10_16_is_no_macos_release(text: str) -> None:
    facts, _ = read(text)
    assert "host.macos_version" not in facts
    assert "intel-mac" not in ids(text)


def test_a_sentence_giving_one_thing_per_kind_of_mac_names_neither() -> None:
    facts, _ = read(MANIM_2996)
    assert facts.get("host.cpu_brand") != "Intel"
    assert {"intel-mac", "apple-silicon", "not-a-mac"}.isdisjoint(ids(MANIM_2996))


def test_per_kind_text_from_a_setup_guide_names_neither() -> None:
    text = "On Intel Macs, Homebrew installs to /usr/local; on Apple Silicon, to /opt/homebrew.\n"
    assert {"intel-mac", "apple-silicon"}.isdisjoint(ids(text))


def test_a_first_person_beside_both_kinds_still_names_the_persons_mac() -> None:
    assert "intel-mac" in ids("I'm on an Intel Mac, but for M1 it works\n")


def test_on_mac_comma_i_opens_a_mac_report_and_an_also_having_comment_on_windows_is_the_commenters() -> None:
    facts, _ = read(WHISPER_57)
    assert facts["host.os"] == "Darwin"
    assert "not-a-mac" not in ids(WHISPER_57)


@pytest.mark.parametrize("text", [
    # pages found with the code search (index ids 31424719244, 68320818958): a condition, an untested guess
    "If you're on mac, I guess go to the terminal and install brew\n",
    "It should be fine on Mac, I just have not tested it there.\n",
])
def test_on_mac_comma_i_inside_a_sentence_names_no_mac(text: str) -> None:
    facts, _ = read(text)
    assert "host.os" not in facts


def test_an_also_having_comment_on_windows_alone_is_still_windows() -> None:
    # https://github.com/ahmetoner/whisper-asr-webservice/issues/57 (the comment, read alone)
    facts, _ = read("I am also having problems with installing torch. I'm on windows.\n")
    assert facts["host.os"] == "Windows"


# https://github.com/lewagon/data-setup/issues/266 (dev 3500, its whole opening post: the only clues to a Python)
LEWAGON_266 = """# m1 student and brew

TulipeSoyeuse · description · 2023-03-01
found out monday that many m1 student had a python3.10.9 installed on their machine through homebrew.
Because homebrew is referenced in the PATH before pyenv ( cd .zprofile ) those student used homebrew pip instead of pyenv during all bootcamp.
"""


def test_had_a_python_names_its_version_so_the_paste_is_read() -> None:
    facts, _ = read(LEWAGON_266)
    assert facts["python.version"] == "3.10.9"
    assert "apple-silicon" not in ids(LEWAGON_266)  # 'many m1 student': other people's Macs

