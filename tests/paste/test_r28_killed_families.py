# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5020-5031 (ML processes killed or the Mac brought down: 'zsh: killed', OOM
crashes, Metal's insufficient memory, IOGPU kernel panics) exposed, each read from real text.

- What fails said to be the native version (build, install) of the Python or a Python package, just after an
  Apple-silicon chip is named ('When I run `jupyter notebook` zsh kills it on Apple M1. This is the native version of
  notebook.'), is an arm64 Python; a run that worked under Rosetta beside it ('It does run correctly under Rosetta2 on
  the same machine.') is the comparison, which the surer native word outranks.
- A machine where it 'does run correctly' ('did work properly', 'runs as expected', 'works normally') is one where it
  worked, like 'runs fine': a weaker word than the failing machine's own.
"""

from __future__ import annotations

import pytest
from pasted import fact, raised

# https://github.com/jupyter/notebook/issues/6007 (dev 5020), the description's prose
JUPYTER_6007 = """# Jupyter notebook gets killed by zsh on Apple M1

sunilshah · description · 2021-03-15
**Describe the bug**
When I run `jupyter notebook` zsh kills it on Apple M1. This is the native version of notebook.  It does run correctly under Rosetta2 on the same machine.  I had successfully installed and run it in natively on M1 with the earlier versions of the code / OS.   I am using homebrew installed python3 (all versions described below).

**To Reproduce**
```
% jupyter notebook
zsh: killed     jupyter notebook
```
`jupyter-lab` also installs correctly but gets killed by zsh the same way as jupyter notebook.

**Desktop (please complete the following information):**

Mac OS Big Sur 11.2.3
"""


def test_the_native_version_beside_a_run_that_worked_under_rosetta_is_arm64() -> None:
    found = raised(JUPYTER_6007)
    assert {"apple-silicon", "python-native-arm64"} <= found
    assert "python-x86-on-arm" not in found
    assert fact(JUPYTER_6007, "python.machine") == "arm64"
    assert fact(JUPYTER_6007, "python.translated") == 0


@pytest.mark.parametrize("text", [
    "When I run `jupyter notebook` zsh kills it on Apple M1. This is the native version of notebook.  It does run correctly under Rosetta2 on the same machine.",
    "The import is killed on my M2 Pro. It is the native arm64 version of Python 3.10. It runs fine under Rosetta 2.",
    "On my MacBook Air M1 I'm using the native version of Python and the kernel dies. It works under Rosetta.",
    "jupyter lab gets killed on Apple Silicon.\nThis is the native build of jupyter lab. It did run properly with Rosetta 2.",
    "Apple M3 Max here; we are running the native install of conda and torch is killed on import.",
])
def test_the_native_version_after_an_apple_silicon_chip_is_an_arm64_python(text: str) -> None:
    assert fact(text, "python.machine") == "arm64"
    assert "python-x86-on-arm" not in raised(text)


@pytest.mark.parametrize("text", [
    "Is there a native version of tensorflow for M1? Mine runs under Rosetta.",  # a question
    "There is no native version of PyTorch for the M1 yet.",  # none exists
    "On my M1 this is not the native version of Python.",  # denied
    "On my Mac this is the native version of Python.",  # no Apple-silicon chip: native names no architecture
    "On my M1, this is the native version of the app.",  # no Python named
    "My M1 is at the office.\n\nOn this Mac this is the native version of Python.",  # the chip a paragraph away
])
def test_a_native_version_asked_for_denied_or_of_no_chip_is_not_read(text: str) -> None:
    assert fact(text, "python.machine") is None


def test_a_rosetta_run_with_no_native_word_beside_it_stays_read() -> None:
    text = "On my M1, jupyter notebook runs under Rosetta2 and the kernel is killed."
    assert fact(text, "python.translated") == 1


@pytest.mark.parametrize("worked", [
    "It does run correctly on an Intel Mac.",
    "It did work properly on an Intel iMac.",
    "It runs as expected on an Intel Mac.",
    "It works normally on an Intel Mac.",
])
def test_a_machine_where_it_does_run_correctly_is_a_weaker_word(worked: str) -> None:
    text = f"The import dies with zsh: killed on my Mac. {worked} My Mac is a MacBook Air with an M1.\n"
    assert fact(text, "host.cpu_brand") == "Apple M1"
    assert "apple-silicon" in raised(text)
    assert "intel-mac" not in raised(text)


def test_a_machine_where_it_does_not_run_correctly_is_the_failing_one() -> None:
    text = "The import dies with zsh: killed. It does not run correctly on my Intel Mac.\n"
    assert fact(text, "host.cpu_brand") == "Intel"
    assert "intel-mac" in raised(text)
