# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6260-6271 (information-retrieval toolkits on Macs and beside them: Pyserini and
Anserini, faiss, ColBERT and RAGatouille, PyTerrier, nmslib, txtai) exposed, each read from real text.

- A name the standard library gained in a later Python, which the interpreter could not import from its own module
  ("ImportError: cannot import name 'nullcontext'", "cannot import name 'Literal' from 'typing'
  (/usr/lib/python3.7/typing.py)"): the interpreter is older than that Python (python.older_than), which python-too-old
  reads where no version is printed, and which explains the error.
- Sonoma misspelled the ways people type it ('maco simona 14.2.1', 'macOS Sanoma 14.2.1', 'Somona 14.6.1') is read as
  Sonoma with its number.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids

# https://github.com/stanford-futuredata/ColBERT/issues/2 (dev 6266), a ColBERT install on Colab's Python 3.6, cut by the store
COLBERT_2 = """# Make possible to pip install

cmacdonald · comment · 2020-10-13
I then got:
```
/usr/local/lib/python3.6/dist-packages/colbert/evaluation/ranking_logger.py in <module>()
      1 import os
      2
----> 3 from contextlib import contextmanager, nullcontext
      4 from colbert.utils.utils import print_message
      5 from colbert.utils.runs import Run

ImportError: cannot import name 'nullcontext'
```
nullcontext only exists in Python 3.7 - I used a workaround from https://stackoverflow.com/a/45187287. You can see my fork.
"""


def test_colbert_2_reads_a_python_older_than_37_and_explains_the_error() -> None:
    assert fact(COLBERT_2, "python.older_than") == "3.7"
    found = ids(COLBERT_2)
    assert "python-too-old" in found
    assert "error-unexplained" not in found
    assert not found & {"python-too-new", "apple-silicon"}


@pytest.mark.parametrize(("text", "bound"), [
    # the same error with no path before it: Python 3.6's message names no module
    ("    from contextlib import contextmanager, nullcontext\nImportError: cannot import name 'nullcontext'\n", "3.7"),
    # PyYAML's build backend under pip on a Python 3.6 (code search, index id 68805064398)
    ("      from contextlib import nullcontext\n  ImportError: cannot import name 'nullcontext'\n  ----------------------------------------", "3.7"),
    # Python 3.7 and later name the module and its file (a 3.6 framework's, python.org installer)
    ("ImportError: cannot import name 'asynccontextmanager' from 'contextlib' (/Library/Frameworks/Python.framework/Versions/3.6/lib/python3.6/contextlib.py)", "3.7"),
    # Python 2 writes no quotes
    ("ImportError: cannot import name nullcontext", "3.7"),
    # a README's troubleshooting (code search, index id 6396793201)
    ("`ImportError: cannot import name 'Literal' from 'typing' (/usr/lib/python3.7/typing.py)`", "3.8"),
    # the message wrapped before its file (a mailing-list post, index id 5608564937)
    ("Literal, Iterator, Dict\nImportError: cannot import name 'Literal' from 'typing'\n(/usr/lib/python3.7/typing.py)", "3.8"),
    # a conda env's Python 3.7 (index id 36573454338)
    ("### Gives error message: ImportError: cannot import name 'Literal' from 'typing' (/data/djs217/miniconda3/envs/phageboost_env/lib/python3.7/typing.py)", "3.8"),
    # the message alone, no file (a project's FAQ, index id 66660016345)
    ("### Q1: 启动报 `ImportError: cannot import name 'TypedDict' from 'typing'`", "3.8"),
    # functools' and a Windows python.org Python's Lib folder
    ("ImportError: cannot import name 'cached_property' from 'functools' (C:\\Users\\me\\AppData\\Local\\Programs\\Python\\Python37\\Lib\\functools.py)", "3.8"),
    ("ImportError: cannot import name 'prod' from 'math' (unknown location)", None),
    ("ImportError: cannot import name 'prod' from 'math'", "3.8"),
    # the name looked up on the module (a README's common errors, index id 27411855505; IDLE's shell, 47734499099)
    ("```AttributeError: module 'contextlib' has no attribute 'nullcontext'```\nInstall older version (0.15.7) of gym or yse python3.7.", "3.7"),
    ("    math.prod()\nAttributeError: module 'math' has no attribute 'prod'\n>>> ", "3.8"),
    ("AttributeError: module 'typing' has no attribute 'Literal'", "3.8"),
])
def test_a_stdlib_name_bounds_the_python(text: str, bound: str | None) -> None:
    assert fact(text, "python.older_than") == bound


@pytest.mark.parametrize("text", [
    "ImportError: cannot import name 'Literal' from 'typing'\n",
    "Traceback (most recent call last):\n  File \"app.py\", line 2, in <module>\n    from typing import TypedDict\nImportError: cannot import name 'TypedDict' from 'typing' (/usr/local/lib/python3.7/typing.py)\n",    "Traceback (most recent call last):\n  File \"train.py\", line 9, in <module>\n    with contextlib.nullcontext():\nAttributeError: module 'contextlib' has no attribute 'nullcontext'\n",
])
def test_a_bound_at_the_report_floor_is_too_old(text: str) -> None:
    found = ids(text)
    assert "python-too-old" in found
    assert "error-unexplained" not in found


@pytest.mark.parametrize("text", [
    # a typing.py of the person's own project, or a backport in site-packages, shadows the module on any Python
    "ImportError: cannot import name 'Literal' from 'typing' (/Users/me/project/typing.py)",
    "ImportError: cannot import name 'Literal' from 'typing' (/Users/me/venv/lib/python3.9/site-packages/typing.py)",
    # the name from another module
    "ImportError: cannot import name 'Literal' from 'typing_extensions' (/x/lib/python3.7/site-packages/typing_extensions.py)",
    "ImportError: cannot import name 'nullcontext' from 'torch.utils' (/x/torch/utils/__init__.py)",
    # a name 3.8 did not add (Annotated is 3.9's), and a name bare from an unnamed module
    "ImportError: cannot import name 'Annotated' from 'typing' (/usr/lib/python3.8/typing.py)",
    "ImportError: cannot import name 'Literal'",
    "AttributeError: module 'typing' has no attribute 'Annotated'",
    "AttributeError: module 'numpy' has no attribute 'prod'",
    # the module missing, not a name in it (a venv whose interpreter does not run loses its whole standard library)
    "ModuleNotFoundError: No module named 'importlib.metadata'",
])
def test_other_import_errors_bound_nothing(text: str) -> None:
    assert fact(text, "python.older_than") is None


# https://github.com/nmslib/nmslib/issues/542 (dev 6263), Sonoma misspelled
NMSLIB_542 = "Further to my post above My machine has a m1Pro cpu and 16GB of memory running maco simona 14.2.1 \n\nwhen I to to compile nmslib from source I get (with apologies for the length)\n"


def test_nmslib_542_reads_sonoma_misspelled() -> None:
    assert fact(NMSLIB_542, "host.macos_version") == "14.2.1"
    assert "apple-silicon" in ids(NMSLIB_542)


@pytest.mark.parametrize(("text", "macos"), [
    ("We conducted the experiments on MacBook Air M1 Laptop with 8GB RAM running macOS Sanoma 14.2.1 (23C71).", "14.2.1"),
    ("I'm using macOS version Somona 14.6.1.", "14.6.1"),
    ("* local R installation (macOS Somona 14.3.1), R 4.3.2", "14.3.1"),
    ("- **Operating System:** macOS Sanoma 14.2.1 (23C71)", "14.2.1"),
    ("Sonama 14.5 on my Mac", "14.5"),
    ("macOS Sanoma (14.2.1)", "14.2.1"),
    ("running Simona 14.1 (23B74)", "14.1"),
])
def test_sonoma_misspelled_is_read(text: str, macos: str) -> None:
    assert fact(text, "host.macos_version") == macos
    assert fact(text, "host.os") == "Darwin"


@pytest.mark.parametrize("text", [
    "Simona said the build works now",
    "thanks Simona 13.2 fixed it",
    "the Sanoma Media group publishes it",
    # a misspelling with no number: a comparison, not the writer's macOS (https://github.com/nmslib/nmslib/issues/560)
    "it looks like the difference between Sanoma and Sequoia is the target when installing.",
])
def test_near_misses_are_no_sonoma(text: str) -> None:
    assert fact(text, "host.macos_version") is None
    if "Sequoia" not in text:  # Sequoia is named right: a Mac
        assert fact(text, "host.os") is None
