# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen CJK batch 1750-1767 (18 threads written in Chinese about ML environments on Macs:
PaddlePaddle and PaddleOCR, ChatGLM and chatglm.cpp, Langchain-Chatchat, MiniCPM-V, ICEdit, JittorLLMs…) exposed,
each read from real text.

The chip and the Mac joined by a Chinese word ('M1版本的Mac', the M1 version of the Mac), which the CJK spacing reads
'M1 本 Mac'. A macOS version followed by its build in parentheses without the word macOS ('系统版本13.6 (22G120)'),
read only where the build's Darwin major belongs to that macOS.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

WOP_345 = "M1版本的Mac Python无法使用问题，系统版本13.6 (22G120)\n\n现在感觉这台Mac里的python一团乱了\n"


def test_the_chip_and_the_mac_joined_by_a_chinese_word_is_apple_silicon() -> None:
    # https://github.com/neolee/wop-community/issues/345 (the whole text beside two screenshots: it was rejected)
    values, _ = read(WOP_345)
    assert values["host.cpu_brand"] == "Apple M1"
    assert values["host.arm64_capable"] == 1
    assert "apple-silicon" in ids(WOP_345)


@pytest.mark.parametrize("title", [
    "M1版本的Mac Python无法使用问题",  # https://github.com/neolee/wop-community/issues/345, as written
    "M1 版本的 Mac Python无法使用问题",  # the same words spaced, as some type them
    "M1版本Mac Python无法使用问题",
])
def test_the_joining_word_spaced_or_run_in(title: str) -> None:
    values, _ = read(title + "\n")
    assert values["host.cpu_brand"] == "Apple M1"


@pytest.mark.parametrize(("thread", "text", "version"), [
    ("https://github.com/neolee/wop-community/issues/345", "系统版本13.6 (22G120)\n", "13.6"),
    ("https://github.com/tensorflow/tensorflow/issues/59663", "### OS Platform and Distribution\n\n13.1 (22C65)\n", "13.1"),
    ("https://github.com/PaddlePaddle/Paddle/issues/49567", "os version:11.6 (20G165)\n", "11.6"),
])
def test_a_macos_version_with_its_build_is_a_mac(thread: str, text: str, version: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Darwin", thread
    assert values["host.macos_version"] == version, thread


@pytest.mark.parametrize("text", [
    "version 12.6 (22G120)\n",  # build 22G is macOS 13's, not 12's
    "release 2.13.6 (22G120)\n",  # a package version, not macOS
])
def test_a_version_beside_a_build_of_another_macos_is_not_read(text: str) -> None:
    values, _ = read(text)
    assert values.get("host.macos_version") is None


def test_the_chip_s_cpu_named_between_the_chip_and_the_mac() -> None:
    # https://github.com/PaddlePaddle/PaddleOCR/issues/4955, its body without the title 'M1 CPU support' before it
    text = "我在M1 CPU的macbook air下安装ppocr无法成功(Python 3.9.7)，主要问题就是collecting opencv-contrib-python时No matching distribution found for numpy==1.19.3，collecting ppocr时Failed building wheel for lmdb。\n"
    values, _ = read(text)
    assert values["host.cpu_brand"] == "Apple M1"
    assert "apple-silicon" in ids(text)


@pytest.mark.parametrize(("where", "text", "chip"), [
    ("a blog in Korean (code-search index id 15977085919)", "왠만하면 설치가 될 텐데, 저는 m1 맥북인데 아직 Rosetta 2 를 설치하지 않아서 에러가 발생했습니다.\n", "Apple M1"),
    ("a note in Korean (code-search index id 3808088045)", "## 원인\n- 애플 M1 맥북으로 빌드 후, 타 CPU에서 동작하는 우분투에서 docker run시 위의 에러가 나옴.\n", "Apple M1"),
    ("a list in Korean (code-search index id 3015770015)", "title: '맥북 프로 M1 Max CTO 버전 사기',\n", "Apple M1 Max"),
])
def test_the_mac_named_in_korean_beside_its_chip(where: str, text: str, chip: str) -> None:
    values, _ = read(text)
    assert values["host.cpu_brand"] == chip, where  # (the note's M1 builds an image that an Ubuntu machine runs)


def test_a_title_naming_the_mac_by_its_intel_chip_in_chinese_is_an_intel_mac() -> None:
    # https://github.com/jingyi0605/DeepStressModel/issues/16 (the title alone, without its log's need 'x86_64h')
    text = "MAC 英特芯片运行有报错\n\n然后就变的特别卡了\n"
    values, _ = read(text)
    assert values["host.arm64_capable"] == 0
    assert "intel-mac" in ids(text)


@pytest.mark.parametrize("text", [
    "| `invoke-darwin-amd64` | macOS | x86_64 | 适用于Intel芯片的Mac |\n",  # a download table (code-search index id 67618005238)
    "这个时候，一切就都正常了。\n我在Intel芯片的Macbook上没有问题，但是在ARM的M2芯片下碰到的这个问题。\n",  # another machine, in a body (56072657417)
])
def test_the_intel_chip_in_chinese_outside_a_title_is_not_the_machine(text: str) -> None:
    assert "intel-mac" not in ids(text)
