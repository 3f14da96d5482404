# ruff: noqa: E501, W291  (real pasted lines are kept whole, trailing spaces included)
"""Clue families the never-seen batch 5660-5671 (tokenizer and text-preprocessing packages on Macs: sentencepiece,
Hugging Face tokenizers, tiktoken, fugashi and MeCab) exposed, each read from real text.

- A tokenizer or text-preprocessing library named (SentencePiece, tiktoken, fugashi, MeCab's bindings, jieba, NLTK,
  spaCy, …; Hugging Face's `tokenizers` only as a package) makes a report about that library's user: not text with
  nothing in it, and not a question whether the Mac's macOS runs PyTorch's MPS.
- The interactive interpreter's banner ending on 'on darwin', in a post dated before the first Apple-silicon Mac, is an
  Intel Mac's, as a Mac named in such a post already was.
"""

from __future__ import annotations

from pasted import fact, raised, read

# https://github.com/openai/tiktoken/issues/76 (dev 5665)
TIKTOKEN_76 = r"""# tiktoken

eliannaqk · description · 2023-03-24
Hi. After this command in my terminal pip install tiktoken==0.3.1. I get Successfully installed tiktoken-0.3.1 however in python when I try to import tiktoken this is my error ModuleNotFoundError: No module named 'tiktoken'. what should I do?

hauntsaninja · comment · 2023-03-24
You probably installed with the wrong python. Try `python -m pip install tiktoken`"""

# https://github.com/SamuraiT/mecab-python3/issues/71 (dev 5669), the description up to its first lines of output
MECAB_71 = r"""# Trouble installing on macOS Big Sur 11.2.2 MacBookPro Apple silicon chip

KakoozaJerry · description · 2021-08-10
I get this error when I run `pip install mecab-python3`

```
Collecting mecab-python3
  Using cached mecab-python3-1.0.4.tar.gz (78 kB)
Building wheels for collected packages: mecab-python3
  Building wheel for mecab-python3 (setup.py) ... error
  Complete output (10 lines):
  running bdist_wheel
  running build
  running build_py
```"""

# https://github.com/polm/fugashi/issues/18 (dev 5668), the comment's first REPL session
FUGASHI_18 = r"""# Wheel for macOS requires Mecab to run

HiromuHota · comment · 2020-06-04
Thanks for merging #19.
I tested and confirmed that it worked as expected.

```
(venv) fugashi $ mecab --version
-bash: mecab: command not found
(venv) fugashi $ python
Python 3.7.7 (default, Mar 10 2020, 15:43:33) 
[Clang 11.0.0 (clang-1100.0.33.17)] on darwin
Type "help", "copyright", "credits" or "license" for more information.
>>> import fugashi
```"""


def test_a_tokenizer_library_named_alone_is_a_report() -> None:
    assert fact(TIKTOKEN_76, "report.other_framework_named") is True
    assert not raised(TIKTOKEN_76) & {"not-a-mac", "apple-silicon", "intel-mac"}


def test_tokenizer_library_family() -> None:
    for text in ("pip does not install sentencepiece on MAC M1.",
                 "ERROR: Failed building wheel for tokenizers",
                 "Building wheel for tokenizers (pyproject.toml) ... error",
                 "Collecting tokenizers==0.13.3",
                 "  Using cached tokenizers-0.9.4.tar.gz (184 kB)",
                 "from tokenizers import Tokenizer",
                 "I tried the Hugging Face tokenizers library and it fails.",
                 "import jieba\nprint(jieba.lcut('我来到北京清华大学'))",
                 ">>> nltk.download('punkt')",
                 "RuntimeError: Could not configure working env. Have you installed MeCab?",
                 "pip install fugashi unidic-lite",
                 "ModuleNotFoundError: No module named 'sacremoses'",
                 "python -m spacy download en_core_web_sm"):
        assert read(text)[0].get("report.other_framework_named") is True, text


def test_tokenizers_as_a_word_or_a_transformers_object_is_not_read() -> None:
    for text in ("The tokenizers are slow on long inputs.",
                 "tokenizer = AutoTokenizer.from_pretrained('bert-base-uncased')",
                 "Tokenization takes most of the time.",
                 "See py_src/tokenizers/__init__.py"):
        assert read(text)[0].get("report.other_framework_named") is not True, text


def test_a_tokenizer_users_old_macos_is_no_mps_question() -> None:
    found = raised(MECAB_71)
    assert "apple-silicon" in found
    assert "macos-too-old-for-mps" not in found
    for text in ("I am on an M1 with macOS 11.2.2 and `pip install sentencepiece` fails.",
                 "MacBook Air M1, Big Sur 11.1: Failed building wheel for tokenizers"):
        assert "macos-too-old-for-mps" not in raised(text), text


def test_torch_named_beside_a_tokenizer_still_reads_the_mps_floor() -> None:
    text = "I am on an M1 with macOS 11.2.2 and `pip install torch sentencepiece` works, but MPS is not available."
    assert "macos-too-old-for-mps" in raised(text)


def test_a_darwin_repl_banner_in_a_dated_post_is_an_intel_mac() -> None:
    found = raised(FUGASHI_18)
    assert "intel-mac" in found and "apple-silicon" not in found
    assert fact(FUGASHI_18, "host.arm64_capable") == 0


def test_darwin_repl_banner_family() -> None:
    for header, banner in (
            ("someone · description · 2019-05-02",
             "Python 3.7.3 (default, Mar 27 2019, 16:54:48) \n[Clang 4.0.1 (tags/RELEASE_401/final)] :: Anaconda, Inc. on darwin\nType \"help\", \"copyright\", \"credits\" or \"license\" for more information."),
            ("someone · comment · 2016-11-20",
             "Python 2.7.12 (v2.7.12:d33e0cf91556, Jun 26 2016, 12:10:39) \n[GCC 4.2.1 (Apple Inc. build 5666) (dot 3)] on darwin\nType \"help\", \"copyright\", \"credits\" or \"license\" for more information."),
            ("someone · description · 2020-03-01",
             "Python 3.8.2 (default, Feb 26 2020, 02:56:10)\n[Clang 11.0.0 (clang-1100.0.33.17)] on darwin\nType \"help\", \"copyright\", \"credits\" or \"license\" for more information.")):
        text = f"# It crashes\n\n{header}\nI get this:\n```\n{banner}\n>>> import sentencepiece\n```"
        assert "intel-mac" in raised(text), header


def test_darwin_repl_banner_near_misses() -> None:
    banner = "Python 3.7.7 (default, Mar 10 2020, 15:43:33) \n[Clang 11.0.0 (clang-1100.0.33.17)] on darwin\nType \"help\", \"copyright\", \"credits\" or \"license\" for more information."
    later = f"# It crashes\n\nsomeone · description · 2022-04-01\n```\n{banner}\n>>> import fugashi\n```"
    undated = f"```\n{banner}\n>>> import fugashi\n```"
    dtk = f"# It crashes\n\nsomeone · description · 2020-07-15\nOn my Apple silicon DTK:\n```\n{banner}\n```"
    linux = ("# It crashes\n\nsomeone · description · 2019-05-02\n```\nPython 3.7.3 (default, Mar 27 2019, 22:11:17) \n"
             "[GCC 7.3.0] :: Anaconda, Inc. on linux\nType \"help\", \"copyright\", \"credits\" or \"license\" for more information.\n```")
    for text in (later, undated, dtk, linux):
        assert "intel-mac" not in raised(text), text[:60]
