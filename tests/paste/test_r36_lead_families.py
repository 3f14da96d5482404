# ruff: noqa: E501  (real pasted lines are kept whole)
"""What the lead generalised in the thirty-sixth round, from the misses of the last sixty never-seen batches.

- A Mac shown by a tool's output or a path (not by words) in a post dated before the first Apple-silicon Mac was an
  Intel Mac, whatever clue said Darwin: '/Library/Python/2.7/site-packages' in pip's output under a post of
  2018-02-21. Thirteen intel-mac misses of the last sixty batches were Macs of dated posts that a clue of their own
  had to learn (a /private/var/folders path, Python's banner 'on darwin', an egg for 'macosx-10.6-x86_64'); the post's
  date says which Macs existed, so one reasoning step reads them all.
- Poetry's words for pip's refusal ('Unable to find installation candidates for torch (2.1.2)', under its console's
  'RuntimeError' set apart by a blank line) are the same install failure: with the Python or the Mac read, the
  reasons pip's refusal gives (a Python newer than the release's wheels, an Intel Mac after torch 2.2.2). The error
  the doctor cannot trace is named with Poetry's message, not the bare class.
"""

from __future__ import annotations

import pytest
from pasted import fact, finding, raised, read

# https://github.com/jupyterlab/jupyterlab/issues/3913 (dev 5325): the title and the description's first lines
JUPYTERLAB_3913 = """# pip install jupyterlab fails with operation not permitted

lutzroeder · description · 2018-02-21
Running `sudo -H pip install jupyter` and `sudo -H pip install jupyterlab` fails with the following error:

```
~: sudo -H pip install jupyter
Collecting jupyter
  Using cached jupyter-1.0.0-py2.py3-none-any.whl
Requirement already satisfied: jupyter-console in /Library/Python/2.7/site-packages (from jupyter)
Requirement already satisfied: ipykernel in /Library/Python/2.7/site-packages (from jupyter)
```"""

# https://github.com/palewire/first-python-notebook/issues/33 (dev 5329): the description's first lines
FIRST_PYTHON_NOTEBOOK_33 = """# jupyter lab install

cephillips · description · 2020-03-01
You may get this error:
Could not install packages due to an EnvironmentError: [Errno 13] Permission denied: '/Library/Python/2.7/site-packages/jupyterlab_launcher-0.11.2.dist-info'
Consider using the `--user` option or check the permissions."""


@pytest.mark.parametrize("text", [JUPYTERLAB_3913, FIRST_PYTHON_NOTEBOOK_33])
def test_a_mac_path_in_a_post_dated_before_apple_silicon_is_an_intel_mac(text: str) -> None:
    assert fact(text, "host.os") == "Darwin"
    assert fact(text, "host.arm64_capable") == 0
    assert fact(text, "host.cpu_brand") == "Intel"
    found = finding(text, "intel-mac")
    assert found is not None and found.certainty == "likely"
    assert "apple-silicon" not in raised(text) and "python-x86-on-arm" not in raised(text)


def _redated(text: str, date: str) -> str:
    return text.replace("2018-02-21", date).replace("2020-03-01", date)


def test_between_the_dtk_and_the_first_m1_on_sale_it_is_only_possibly_intel() -> None:
    found = finding(_redated(JUPYTERLAB_3913, "2020-10-21"), "intel-mac")
    assert found is not None and found.certainty == "possible"


@pytest.mark.parametrize("text", [
    _redated(JUPYTERLAB_3913, "2020-11-17"),  # the day the first M1 Macs reached buyers
    _redated(FIRST_PYTHON_NOTEBOOK_33, "2023-05-02"),
    # the post itself speaks of Apple silicon or the DTK
    JUPYTERLAB_3913.replace("fails with the following error:", "fails on the DTK with the following error:"),
    FIRST_PYTHON_NOTEBOOK_33.replace("You may get this error:", "You may get this error, as on the new Apple Silicon Macs:"),
    # no post header: an undated paste says nothing of which Macs existed
    JUPYTERLAB_3913.replace("lutzroeder · description · 2018-02-21\n", ""),
])
def test_no_intel_mac_after_apple_silicon_or_where_the_post_names_it_or_undated(text: str) -> None:
    assert fact(text, "host.os") == "Darwin"
    assert fact(text, "host.cpu_brand") != "Intel"
    assert "intel-mac" not in raised(text)


def test_only_the_post_the_mac_stands_in_is_dated() -> None:
    # the Mac's path is in a comment of 2021, below a description of 2018: the comment's date counts
    text = ("# pip install jupyterlab fails\n\nlutzroeder · description · 2018-02-21\nIt fails for me too.\n\n"
            + JUPYTERLAB_3913.split("\n", 2)[2].replace("lutzroeder · description · 2018-02-21", "someone · comment · 2021-06-01"))
    assert "intel-mac" not in raised(text)
    assert "intel-mac" in raised(text.replace("2021-06-01", "2019-06-01"))


# https://github.com/InstaPy/instapy-quickstart/issues/110 (dev 5527): the title repeats the description's error
INSTAPY_QUICKSTART_110 = """# ERROR: Could not install packages due to an EnvironmentError: [Errno 13] Permission denied: '/Library/Python/2.7/site-packages/urllib3-1.25.7.dist-info' Consider using the `--user` option or check the

ItsJolly · description · 2019-11-23
ERROR: Could not install packages due to an EnvironmentError: [Errno 13] Permission denied: '/Library/Python/2.7/site-packages/urllib3-1.25.7.dist-info'
Consider using the `--user` option or check the permissions."""


def test_a_title_repeating_the_dated_posts_mac_does_not_undate_it() -> None:
    found = finding(INSTAPY_QUICKSTART_110, "intel-mac")
    assert found is not None and "2019-11-23" in str(found.evidence)


def test_every_dated_mac_must_be_of_the_intel_years() -> None:
    # a reply of 2023 shows a Mac path too: the thread's Macs are not all of the Intel years
    later = INSTAPY_QUICKSTART_110 + """

someone · comment · 2023-04-02
Same here: Permission denied: '/Library/Python/3.9/site-packages/urllib3-1.26.15.dist-info'"""
    assert "intel-mac" not in raised(later)


# https://github.com/mit-han-lab/temporal-shift-module/issues/25 (dev 5111): a maintainer's answer about Macs in general
TSM_25 = """# Can I run the online_demo on a Mac?

lintji · comment · 2019-11-10
Yes, you can run the demo on Mac CPU with some minor modifications. We may add the tutorial in the future."""


def test_a_mac_named_in_words_is_left_to_the_writers_own_mac_rules() -> None:
    # words about Macs in general are no machine, dated or not (mac_in_dated_post reads the writer's own Mac)
    assert "intel-mac" not in raised(TSM_25)


# https://github.com/JasonGross/guarantees-based-mechanistic-interpretability/issues/10 (dev 172): Poetry under pipx
# on a macOS runner, its Python 3.12
GBMI_10 = """• Installing torch (2.1.2)

  RuntimeError

  Unable to find installation candidates for torch (2.1.2)

  at /usr/local/Cellar/pipx/1.4.1/venvs/poetry/lib/python3.12/site-packages/poetry/installation/chooser.py:73 in choose_for
       69│
       72│         if not links:
    →  73│             raise RuntimeError(f"Unable to find installation candidates for {package}")"""

# https://github.com/sinaptik-ai/pandas-ai/issues/1415 (dev 551): Homebrew's Poetry in /usr/local
PANDASAI_1415 = """### System Info

OS version: macOs 15.0.1

### 🐛 Describe the bug

` - Installing torch (2.4.1): Failed

  RuntimeError

  Unable to find installation candidates for torch (2.4.1)

  at /usr/local/Cellar/poetry/1.8.3_2/libexec/lib/python3.12/site-packages/poetry/installation/chooser.py:74 in choose_for
    →  74│             raise RuntimeError(f"Unable to find installation candidates for {package}")`"""


@pytest.mark.parametrize(("text", "requirement"), [
    (GBMI_10, "torch==2.1.2"),
    (PANDASAI_1415, "torch==2.4.1"),
    ("> Unable to find installation candidates for torch (2.7.1+cpu)", "torch==2.7.1+cpu"),
    ("# Installation Error: Unable to find installation candidates for tflite-support (0.4.4)", "tflite-support==0.4.4"),
])
def test_poetrys_refusal_is_an_install_that_found_no_file(text: str, requirement: str) -> None:
    symptoms = [s for s in read(text)[0].get("report.symptoms", []) if s["id"] == "pip-no-matching-distribution"]
    assert [s["requirement"] for s in symptoms] == [requirement]


def test_poetrys_refusal_gives_pips_reasons() -> None:
    too_new = finding("Python 3.12.1\n" + GBMI_10, "python-too-new")
    assert too_new is not None and "torch 2.1.2" in too_new.summary
    assert "torch-no-x86-mac-wheels" in raised("Intel MacBook Pro, macOS 13.6\n" + PANDASAI_1415)


@pytest.mark.parametrize("text", [
    # the line of Poetry's source its traceback quotes, alone
    '    →  74│             raise RuntimeError(f"Unable to find installation candidates for {package}")',
    # PDM's refusal names no release
    "Unable to find candidates for torch. There may exist some issues with the package name or network condition.",
    "Unable to find installation candidates for torch",
])
def test_no_refusal_read_without_poetrys_release(text: str) -> None:
    assert not any(s["id"] == "pip-no-matching-distribution" for s in read(text)[0].get("report.symptoms", []))


def test_the_error_poetry_sets_apart_is_named_with_its_message() -> None:
    unexplained = finding(PANDASAI_1415.replace("torch (2.4.1)", "pytket (1.34.0)"), "error-unexplained")
    assert unexplained is not None
    assert "RuntimeError: Unable to find installation candidates for pytket (1.34.0)" in unexplained.summary
    # a class alone with prose after it (no blank line, no indentation) keeps no message
    alone = finding("Traceback (most recent call last):\nKeyboardInterrupt\nThen I pressed it again.", "error-unexplained")
    assert alone is not None and alone.summary.endswith("KeyboardInterrupt")
