# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5300-5311 (Japanese technical blog and Q&A pages on ML frameworks on Macs)
exposed, each read from real text.

- "Using MPS" as the subject of a statement about the backend, at the head of its sentence, with a verb of what it
  does or can do ('Using MPS means that increased performance can be achieved, by running work on the metal
  GPU(s).', torch.mps's documentation quoted in a Qiita article), is a description, not a run on MPS.
- An iPhone or iPad said in Japanese to be where a program ran ('iPhone 16 Pro Max で MLX LLM を実行すると、…') is
  the machine of the report, not a Mac.
- A how-to or note saying in Japanese or English which Python it is written for or uses ('この記事は Python 3.7.3 を
  対象とする', 'This guide uses Python 3.11.') names the article's Python; a floor ('以降', '+', 'or later') does not.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids, read

# https://qiita.com/GeneLab_999/items/37a787d0687ce25a64ce (dev 5302)
QIITA_MPS = """PyTorchの公式ドキュメントには:
"This package enables an interface for accessing MPS (Metal Performance Shaders) backend in Python. Metal is Apple's API for programming metal GPU (graphics processor unit). Using MPS means that increased performance can be achieved, by running work on the metal GPU(s)."
(このパッケージはPythonからMPSバックエンドにアクセスす"""

# https://socker-news.uzaya.net/news/2026-02-02/article-14 (dev 5306)
UZAYA_IPHONE = """TL;DR
iPhone 16 Pro Max で MLX LLM を実行すると、出力がゴミのようになってしまいます。対照的に iPhone 15 Pro は同じコードを完璧に動かし、MacBook Pro も問題なく動作します。"""

# https://tech.de-de.jp/Python3.html (dev 5310)
DEDE_PYTHON = """macOS 10.15 Catalina において Python 3.7.3 が導入されたため、最新の macOS はその限りではないが、それ以前の macOS Mojave などでは Python 3 を導入する必要がある。 ここでは一癖ある macOS の Python 3 環境を Homebrew を使用せずに構築する方法について纏める。macOS Catalina では Python 3.7.3 が使用されているので、この記事は Python 3.7.3 を対象とする。"""


def symptoms(text: str) -> list[str]:
    return read(text)[1]


def test_using_mps_as_the_subject_of_a_documentation_sentence_is_no_run() -> None:
    assert "mps-available" not in ids(QIITA_MPS)


@pytest.mark.parametrize("text", [
    "Using MPS means that increased performance can be achieved, by running work on the metal GPU(s).",
    "Using the MPS backend can speed up training considerably.",
    "Note that using MPS requires macOS 12.3 or later.",
    "- Using `mps` lets PyTorch run on the Apple GPU.",
    "Using PyTorch's MPS backend will give you faster training than the CPU.",
])
def test_using_mps_statements_are_not_runs(text: str) -> None:
    assert "mps-available" not in symptoms(text)


@pytest.mark.parametrize("text", [
    "Using MPS, training takes 5 minutes per epoch.",
    "I'm using MPS and it's slow.",
    "Using MPS gives me a 3x speedup over the CPU.",
    "Using MPS can be slower than CPU for my model, I found.",
])
def test_a_run_on_mps_is_still_read(text: str) -> None:
    assert "mps-available" in symptoms(text)


def test_an_iphone_run_in_japanese_is_not_a_mac() -> None:
    assert fact(UZAYA_IPHONE, "host.os") == "iOS"
    assert "not-a-mac" in ids(UZAYA_IPHONE)


@pytest.mark.parametrize("text", [
    "iPhone 16 Pro Max で MLX LLM を実行すると、出力がゴミのようになってしまいます。",
    "iPhone 15 ProでMLXを動かしたら落ちた。",
    "iPad Pro 上で llama.cpp を実行したところ、クラッシュしました。",
    "iPhone 14 では Core ML モデルの推論が遅い。",
])
def test_iphone_runs_in_japanese(text: str) -> None:
    assert fact(text, "host.os") == "iOS"


@pytest.mark.parametrize("text", [
    "iPhone で動かしたいです。",
    "iPhone で実行するには Core ML に変換します。",
    "Core ML モデルは iPhone で実行できます。",
    "Mac や iPhone で実行しました。",
    "MacやiPhoneで実行しました。",
    "もし iPhone で実行するなら、メモリに注意。",
])
def test_iphone_wishes_ways_and_lists_are_not_the_machine(text: str) -> None:
    assert fact(text, "host.os") != "iOS"


def test_the_articles_python_is_read() -> None:
    assert fact(DEDE_PYTHON, "python.version") == "3.7.3"
    assert "python-too-old" in ids(DEDE_PYTHON)


@pytest.mark.parametrize(("text", "version"), [
    ("この記事は Python 3.7.3 を対象とする。", "3.7.3"),
    ("この記事では Python 3.10 を使用します。", "3.10"),
    ("本記事は Python 3.11.4 を前提としています。", "3.11.4"),
    ("This guide uses Python 3.11.", "3.11"),
    ("This article targets Python 3.7.3 on macOS.", "3.7.3"),
])
def test_article_python_versions(text: str, version: str) -> None:
    assert fact(text, "python.version") == version


@pytest.mark.parametrize("text", [
    "この記事は Python 3.8 以降を対象とする。",
    "This guide uses Python 3.9+ for everything.",
    "This guide uses Python 3.9 or later.",
    "本記事は Python 3.x を対象とする。",
])
def test_article_python_floors_are_not_versions(text: str) -> None:
    assert fact(text, "python.version") is None
