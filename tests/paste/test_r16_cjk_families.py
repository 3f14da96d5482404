# ruff: noqa: E501, W291  (real pasted lines are kept whole, with their trailing blanks)
"""Clue families the never-seen batch 2398-2410 (reports written in Chinese: SadTalker, Langchain-Chatchat, PaddleHub,
PaddleOCR, Paddle, MiniCPM-V, GPT-SoVITS) exposed, each read from real text.

A chip beside the Chinese, Japanese or Korean word that makes it the writer's machine (Apple's name, 'my', 'on',
'using', 'is'; 'on' after it), or opening a title run into Chinese words, names Apple silicon; not in a condition or a
question. PaddlePaddle's documented architecture check prints '64bit' before the machine, on the next line or retold on
the same one, and that machine is the Python's.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/OpenTalker/SadTalker/issues/833 (title and the description's first line)
SADTALKER_833 = """M1运行报错unexpected EOF, expected 541345 more bytes. The file might be corrupted

苹果M1，已经下载了最新的模型，运行时报下面的错
using safetensor as default
"""

# https://github.com/chatchat-space/Langchain-Chatchat/issues/260 (title)
CHATCHAT_260 = """m1，请问在生成回答时怎么看是否使用了mps or cpu？

我的好慢啊，知识库上传了1个5 kb的txt，
"""

# https://github.com/OpenTalker/SadTalker/issues/832 (description's first line, not the title)
SADTALKER_832_LINE = """Install notes

记录一下在M1安装本项目遇到的一些问题和解决方案
"""

# https://github.com/PaddlePaddle/Paddle/issues/34532 (a line of the description)
PADDLE_34532_LINE = """Install notes

公司发的macbook pro，是苹果m1的芯片。
"""

# https://github.com/XPixelGroup/DiffBIR/issues/60 (a maintainer's reply in an Intel Mac's thread)
DIFFBIR_60_REPLY = """Quick start fails

如果是M1的版本，可以直接用mps加速哈，我们在文档里边已经写了教程。
"""

# https://github.com/PaddlePaddle/PaddleFormers/issues/1768 (description)
PADDLEHUB_1768 = """ERROR: No matching distribution found for paddlepaddle

M1 Mac 12.1
python版本3.7.10，3.8.6，3.9.1均失败
python的安装使用pyenv，各版本均使用pyenv local xxx设置后python -m venv v3.x.x创建虚拟环境进行pip install
python3 -c "import platform;print(platform.architecture()[0]);print(platform.machine())"
输出64bit，arm64
"""

# https://github.com/PaddlePaddle/Paddle/issues/49567 (the two answer lines, as pasted)
PADDLE_49567 = """Mac m1 安装paddlepaddle 报错 zsh: illegal hardware instruction python3

MacBook Pro (13-inch, M1, 2020) Apple M1
          python3 -c "import platform;print(platform.architecture()[0]);print(platform.machine())": 
                  64bit
                  x86_64
"""


def test_a_chip_beside_the_chinese_word_that_makes_it_the_writers_machine() -> None:
    for text in (SADTALKER_833, SADTALKER_832_LINE, PADDLE_34532_LINE):
        facts, _ = read(text)
        assert facts.get("host.arm64_capable") == 1, text
        assert "apple-silicon" in ids(text)
    # 'my', 'using', 'on' after it, and Apple's name in Korean
    for line in ("我的M1运行很慢", "用M2跑模型报错", "Mac M1上执行 python startup.py -a 报错", "애플 M1 으로 빌드 후 실행"):
        assert "apple-silicon" in ids(f"Notes\n\n{line}\n"), line


def test_a_title_opening_with_the_chip_run_into_chinese() -> None:
    assert "apple-silicon" in ids(CHATCHAT_260)
    assert "apple-silicon" in ids("M1运行报错\n\n运行时报下面的错\n")
    # further down the paste the chip opening a line is not the title
    assert "apple-silicon" not in ids("torch==2.1.0\n\nM2运行的模型输出如下\n")


def test_not_a_chip_in_a_condition_a_question_or_an_arm_core() -> None:
    assert "apple-silicon" not in ids(DIFFBIR_60_REPLY + "macOS 14.5\n")
    assert "apple-silicon" not in ids("Notes on macOS 14.5\n\n你是M1吗？\n")
    assert "apple-silicon" not in ids("Notes on macOS 14.5\n\n这个模型叫M2上线了\n")
    assert "apple-silicon" not in ids("Notes on macOS 14.5\n\n在Cortex-M1上运行\n")


def test_paddles_architecture_check_prints_the_bits_before_the_machine() -> None:
    facts, _ = read(PADDLEHUB_1768)
    assert facts.get("python.machine") == "arm64"
    found = ids(PADDLEHUB_1768)
    assert "python-native-arm64" in found and "python-x86-on-arm" not in found
    facts, _ = read(PADDLE_49567)
    assert facts.get("python.machine") == "x86_64"
    assert "python-x86-on-arm" in ids(PADDLE_49567)
    # the bits alone say nothing of the machine
    facts, _ = read('python3 -c "import platform;print(platform.architecture()[0])"\n64bit\n')
    assert facts.get("python.machine") is None


# https://github.com/chatchat-space/Langchain-Chatchat/issues/2365 (a commenter's startup banner)
CHATCHAT_2365_BANNER = """==============================Langchain-Chatchat Configuration==============================
操作系统：macOS-12.6-arm64-arm-64bit.
python版本：3.10.13 (main, Sep 11 2023, 08:16:02) [Clang 14.0.6 ]
项目版本：v0.2.8
langchain版本：0.0.344. fastchat版本：0.2.33
"""


def test_the_python_version_field_named_in_chinese() -> None:
    facts, _ = read(CHATCHAT_2365_BANNER)
    assert facts.get("python.version") == "3.10.13"
    facts, _ = read("macOS-12.6-arm64-arm-64bit\nPython 版本: 3.11.7\n")
    assert facts.get("python.version") == "3.11.7"
    # the project's own version beside it is not the Python's
    facts, _ = read("macOS-12.6-arm64-arm-64bit\n项目版本：v0.2.8\n")
    assert facts.get("python.version") is None
