# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5780-5791 (classic NLP toolkits: spaCy and its blis build, fastText, NLTK, cltk,
flair, pattern) exposed, each read from real text.

- Another person's post that names another Python minor version speaks of that person's own Python: a commenter's
  dlopen path under '/Library/Python/3.9/site-packages' below a reporter's 'python version: 3.11.3' leaves the
  reporter's Python 3.11.3, as another person's chip, OS or interpreter architecture already was.
- The classic NLP toolkits beside NLTK and spaCy named in a post make a report about their user: Gensim, TextBlob,
  fastText, the CLTK by name; Pattern, flair, Stanza and polyglot, English words too, only as packages.
"""

from __future__ import annotations

from pasted import fact, raised, read

# https://github.com/nltk/nltk/issues/3171 (dev 5783), the description cut by the store, and the first two comments
NLTK_3171 = r"""# ImportError: mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64')

HuaYuXiao · description · 2023-06-28
Mac version: MacBook Pro M1 2020
MacOS: 13.4.1
python version: 3.11.3

Traceback (most recent call last):
  File "/Users/hyx020222/Library/Mobile Documents/com~apple~CloudDocs/project/NLP/main.py", line 1, in <module>
    import nltk
  File "/Library/Frameworks/Python.framework/Versions/3.11/lib/python3.11/site-packages/nltk/__init__.py", line 138, in <module>
    from nltk.text import *

emburse-manikamidha · comment · 2024-01-11
I get error when I write - from pdfminer.high_level import extract_text

from .md import is_suspiciously_successive_range
ImportError: dlopen(/Library/Python/3.9/site-packages/charset_normalizer/md.cpython-39-darwin.so, 0x0002): tried: '/Library/Python/3.9/site-packages/charset_normalizer/md.cpython-39-darwin.so' (mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64')), '/System/Volumes/Preboot/Cryptexes/OS/Library/Python/3.9/site-packages/charset_normalizer/md.cpython-39-darwin.so' (no such file), '/Library/Python/3.9/site-packages/charset_normalizer/md.cpython-39-darwin.so' (mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64'))

rmalouf · comment · 2024-03-05
These don't appear to be problems with NLTK. The first is a problem with regex and the second is a problem with charset_normalizer which is a dependency of requests. And for both of the issue appears to be that you're running python under rosetta 2 but had installed the libraries in native apple silicon mode, or vice versa."""

REPORTER = """# pip install fails on my Mac

alice · description · 2024-02-14
Running `pip install -r requirements.txt` on a Mac M1, python 3.11.5, pip==23.2.1, results in an error.
"""


def _minor(text: str) -> str:
    return ".".join(str(fact(text, "python.version")).split(".")[:2])


def test_a_commenters_python_is_not_the_reporters() -> None:
    assert fact(NLTK_3171, "python.version") == "3.11.3"
    assert fact(NLTK_3171, "python.machine") == "x86_64"
    found = raised(NLTK_3171)
    assert {"apple-silicon", "python-x86-on-arm", "incompatible-arch-extension"} <= found
    assert "python-too-old" not in found and "intel-mac" not in found


def test_other_peoples_pythons_family() -> None:
    for comment in (
            # https://github.com/Stability-AI/StableCascade/issues/23 (dev 1936): a commenter's own try and its output
            "bob · comment · 2024-02-15\nSame problem here, so tried it with python 3.10 (on M3 Mac).",
            "bob · comment · 2024-02-15\n```\n$ python --version\nPython 3.10.13\n```",
            # a commenter's traceback frame in their own environment
            'bob · comment · 2024-02-15\n  File "/Users/bob/venv/lib/python3.9/site-packages/torch/__init__.py", line 1, in <module>',
            # a helper's suggestion
            "carol · comment · 2024-02-14\nTry Python 3.10.x",
            # a maintainer reproducing elsewhere
            "dave · comment · 2024-02-16\nWorks for me with Python 3.12.1 on Linux."):
        assert _minor(REPORTER + "\n" + comment) == "3.11", comment


def test_a_python_only_others_name_is_still_read() -> None:
    # the reporter names no Python: a reply's may be the only one, or a helper's reading of the reporter's machine
    text = "# pip install fails\n\nalice · description · 2024-02-14\nIt fails on my M1.\n\nbob · comment · 2024-02-15\nI see the same with Python 3.10.13."
    assert _minor(text) == "3.10"


def test_the_reporters_own_comment_is_the_reporters() -> None:
    # the reporter's Python told in their own later comment outweighs nothing of theirs, and a third person's differs
    text = ("# pip install fails\n\nalice · description · 2024-02-14\nIt fails on my M1.\n\n"
            "alice · comment · 2024-02-15\nI'm on Python 3.10.13.\n\n"
            'bob · comment · 2024-02-16\n  File "/Users/bob/venv/lib/python3.9/site-packages/torch/__init__.py", line 1, in <module>')
    assert _minor(text) == "3.10"


# https://github.com/pewresearch/pewanalytics/issues/6 (dev 5791), the description (the error is a screenshot)
PEWANALYTICS_6 = """# failed to install

keyuchen21 · description · 2022-05-06
I created a new environment through mini conda
then pip install pattern
here is the error
"""


def test_a_pattern_user_with_nothing_else_named_makes_a_report() -> None:
    assert fact(PEWANALYTICS_6, "report.other_framework_named") is True
    found = raised(PEWANALYTICS_6)
    assert not found & {"apple-silicon", "intel-mac", "not-a-mac", "python-x86-on-arm", "conda-x86-distribution"}


def test_nlp_toolkits_named_family() -> None:
    for text in ("pip install gensim fails",
                 "python -m textblob.download_corpora",
                 "when I pip install fasttext I hit the following:",  # salestock/fastText.py#106 (dev 5782)
                 "Does cltk run on Macbook M1?",  # cltk/cltk#1200 (dev 5785)
                 "I tried `pip3 install flair` and it fails",
                 "pip install -U stanza",
                 "import stanza",
                 "import flair as fl",
                 "from flair.data import Sentence",
                 "from pattern.en import singularize",
                 "Collecting pattern",
                 "  Using cached Pattern-3.6.0.tar.gz (22.2 MB)",
                 "I ran pip install pattern.",
                 "pip install polyglot"):
        assert fact(text, "report.other_framework_named") is True, text


def test_the_english_words_are_no_toolkit() -> None:
    for text in ("a regex pattern fails to match",
                 "from typing import Pattern",
                 "the import pattern of the module is slow",
                 "I got it from pattern matching",
                 "import pattern matching is hard",
                 "she has a flair for design",
                 "the second stanza",
                 "a polyglot programmer",
                 "design-pattern-2.0 fails"):
        assert fact(text, "report.other_framework_named") is None, text
        # nothing else either, but the line of Python that it is (python-import-line)
        assert {k: v for k, v in read(text)[0].items() if k != "report.python_code"} == {}, text
