# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6360-6371 (board-game AI on Macs and beside them: OpenSpiel, muzero-general,
AlphaZero ports, Leela Zero, python-chess and Stockfish front ends, cshogi) exposed, each read from real text.

- Board-game AI programs and their Python tools named by a post (pyspiel, Stockfish, alphazero-general, AlphaZero.jl,
  cshogi, leelaz, KataGo, lc0): a report about that program's user, as other-framework-named reads Blender or MuJoCo;
  the games' own names are words of English and are not read.
- A GeForce GTX 16 or RTX 20-50 card given as where the writer's work runs ('I could train it again on my RTX 2060'),
  or listed beside the machine's memory ('(64 gig ram, rtx 2080 super)'): no macOS driver was made for one, a PC.
- Windows given with its bitness and the Python on one line ('Windows 64bit Python 3.9.7'): a Windows machine.
- macOS's C++ runtime naming its dylib as a program aborts ('libc++abi.dylib: terminating with uncaught exception of
  type …') and OpenCL's Apple platform ('Platform name:    Apple') are macOS's own output, read as the other
  macOS-only messages are: below a post dated before the first Apple-silicon Mac, an Intel Mac.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids

# https://github.com/google-deepmind/open_spiel/issues/504 (dev 6360), the description as stored
OPENSPIEL_504 = """# pyspiel not found error

kausik1998 · description · 2021-02-17
Hi,
I installed everything in a separate virtual environment. Please see the attached screenshot.
"""


def test_openspiel_504_is_a_report_about_openspiels_user() -> None:
    assert fact(OPENSPIEL_504, "report.other_framework_named") is True
    assert not ids(OPENSPIEL_504) & {"apple-silicon", "intel-mac", "not-a-mac", "import-failed"}


@pytest.mark.parametrize("line", [
    # https://github.com/google-deepmind/open_spiel/issues/504 ; https://github.com/fsmosca/Python-Easy-Chess-GUI/issues/50
    "# pyspiel not found error",
    "ok so i did `brew install stockfish` but how do i select it from the engine menu from the gui?",
    # https://github.com/linrock/chess-puzzle-maker/issues/2 ; https://github.com/bhansconnect/fast-alphazero-general/issues/3
    "I downloaded Stockfish for MAC from the official Stockfish website and unzipped the archive",
    "it would be easier if you could add it to the repo similar to the original alphazero-general.",
    # https://github.com/jonathan-laurent/AlphaZero.jl/issues/31 ; https://github.com/TadaoYamaoka/cshogi/issues/11
    "it looks like AlphaZero.jl is not using your GPU here",
    "pip install cshogiでのインストール時にnumpyが入れられていない環境でもエラー無く入るが",
    # the other spellings and programs of the family
    "pip install open_spiel fails on my laptop",
    "I built OpenSpiel from source",
    "python muzero.py crashes at start",
    "leelaz --noponder -t 4 --playouts 1 -w ../best-weights",
    "KataGo's benchmark is slow here",
    "lc0 benchmark --threads=2",
    "import chess.engine",
    "running lichess-bot with my engine",
])
def test_board_game_ai_programs_are_read(line: str) -> None:
    assert fact(line, "report.other_framework_named") is True


@pytest.mark.parametrize("line", [
    # the games themselves, and words that hold a program's letters
    "I wrote a chess engine in Python that plays Go and shogi too",
    "Connect Four training takes a long time",
    "the stockfishing boat left early",
    "alphazeroes is not a word",
])
def test_games_and_lookalikes_are_not_read(line: str) -> None:
    assert fact(line, "report.other_framework_named") is None


# https://github.com/bhansconnect/fast-alphazero-general/issues/3 (dev 6363), the description
FASTALPHAZERO_3 = """# Trained Connect 4 model?

Bobingstern · description · 2022-10-05
Is there any chance you have the trained model for connect 4 lying around? I could train it again on my RTX 2060 but it would be easier if you could add it to the repo similar to the original alphazero-general. The reason I ask is that I would like to run some tests on it against myself and a minimax agent.
"""

# https://github.com/jonathan-laurent/AlphaZero.jl/issues/31 (dev 6368), the description
ALPHAZEROJL_31 = """# Connect Four iteration training time is taking a long time

furianz · description · 2021-01-05
I’ve downloaded the codebase from github (v0.3) and have gone thru the instructions to run the sample, but I am getting iteration times that are substantially longer than what is mentioned in the documentation (8 – 16 hrs / iteration vs 30-50 minutes).  I am wondering if I don’t have something set correctly on my system or with the Julia environment.    See screen cap below which shows 4% with an ETA of 16 hrs and 37 minutes.  System I have is reasonably capable but even on a higher end system (64 gig ram, rtx 2080 super) still getting much slower results.
"""


@pytest.mark.parametrize("text", [FASTALPHAZERO_3, ALPHAZEROJL_31])
def test_an_rtx_machine_of_the_writer_is_no_mac(text: str) -> None:
    found = ids(text)
    assert "not-a-mac" in found
    assert not found & {"apple-silicon", "intel-mac", "cuda-unavailable"}


@pytest.mark.parametrize("line", [
    "I could train it again on my RTX 2060 but it would be easier",
    "training runs fine on my GeForce RTX 3080",
    "with our RTX 4090 it takes an hour",
    "I tested it using my own GTX 1660 Ti",
    "in my new rtx 3070 the loss is nan",
])
def test_a_card_the_work_runs_on_is_a_pc(line: str) -> None:
    assert fact(line, "host.os") == "Linux or Windows"


@pytest.mark.parametrize("line", [
    "even on a higher end system (64 gig ram, rtx 2080 super) still getting much slower results.",
    "My desktop: 32GB RAM, RTX 3080, Ubuntu is not involved",
    "the box has 16 GB of RAM and an RTX 2060 Super",
    "(RTX 3090 + 64GB RAM) and it still crawls",
    "rtx 4090, 128gb ram",
])
def test_a_card_listed_beside_the_memory_is_a_pc(line: str) -> None:
    assert fact(line, "host.os") == "Linux or Windows"


@pytest.mark.parametrize("line", [
    # a requirement, a recommendation, a comparison, the card on someone else's machine
    "Requirements: 16GB RAM, RTX 3060 or better",
    "we recommend 32GB RAM, RTX 3080 for training",
    "an M2 Max with 64GB RAM vs the RTX 4090",
    "the RTX 2060 in the benchmark table beats my Mac",
    "on my Mac the RTX 3090 numbers from the paper are out of reach",
])
def test_cards_that_are_not_the_writers_are_not_read(line: str) -> None:
    assert fact(line, "host.os") in (None, "Darwin")


# https://github.com/TadaoYamaoka/cshogi/issues/11 (dev 6370), the whole stored thread
CSHOGI_11 = """# インストール時にnumpyを確認していない

bleu48 · description · 2021-10-06
pip install cshogiでのインストール時にnumpyが入れられていない環境でもエラー無く入るが
実行時にnumpyが無いとのエラーになる。

Windows 64bit Python 3.9.7
"""


def test_cshogi_11_reads_windows_from_its_environment_line() -> None:
    assert fact(CSHOGI_11, "host.os") == "Windows"
    found = ids(CSHOGI_11)
    assert "not-a-mac" in found
    assert not found & {"apple-silicon", "intel-mac", "python-too-old"}


@pytest.mark.parametrize("line", [
    "Windows 64bit Python 3.9.7",
    "Windows 10 64-bit, Python 3.8.5",
    "- windows x64 / python 3.11",
    "Windows 32 bit with Python 3.7",
])
def test_windows_with_its_bitness_and_python(line: str) -> None:
    assert fact(line, "host.os") == "Windows"


@pytest.mark.parametrize("line", [
    # a download or a target, not the writer's machine
    "Windows 64-bit installer for Python 3.9",
    "Windows x64 Python 3.12 wheels are missing",
    "there is no Windows 64bit Python 3.13 support yet",
])
def test_windows_downloads_and_targets_are_not_read(line: str) -> None:
    assert fact(line, "host.os") is None


# https://github.com/leela-zero/leela-zero/issues/1951 (dev 6369), the description and the OpenCL listing's start
LEELAZERO_1951 = """# Error in OpenCL calculation with servere value mismatch

Jendker · description · 2018-10-24
When playing in terminal with following options:
leelaz --noponder -t 4 --playouts 1 -w ../best-weights

I got following error:
Error in OpenCL calculation: expected -6.047833 got -66514627249526939283794135678451712.000000 (error=1099809204173870401369550064137011200.000000%)
Update your GPU drivers or reduce the amount of games played simultaneously.
libc++abi.dylib: terminating with uncaught exception of type std::runtime_error: OpenCL self-check mismatch.

Jendker · comment · 2018-10-25
Initializing OpenCL.
Detected 1 OpenCL platforms.
Platform version: OpenCL 1.2 (May 24 2018 22:33:53)
Platform profile: FULL_PROFILE
Platform name:    Apple
Platform vendor:  Apple
Device ID:     0
Device name:   Intel(R) Core(TM) i5-8259U CPU @ 2.30GHz
"""


def test_leelazero_1951_is_an_intel_mac() -> None:
    assert fact(LEELAZERO_1951, "host.os") == "Darwin"
    found = ids(LEELAZERO_1951)
    assert "intel-mac" in found
    assert not found & {"apple-silicon", "not-a-mac", "cuda-unavailable", "cuda-driver-too-old"}


@pytest.mark.parametrize("body", [
    "libc++abi.dylib: terminating with uncaught exception of type std::runtime_error: OpenCL self-check mismatch.",
    "libc++abi.dylib: terminating",
    "Platform name:    Apple",
    "Platform vendor:  Apple",
    "    Platform Name                                 Apple",
])
def test_macos_only_runtime_lines_in_a_dated_post(body: str) -> None:
    text = f"someone · description · 2018-10-24\n{body}\n"
    assert fact(text, "host.os") == "Darwin"
    assert fact(text, "host.arm64_capable") == 0


@pytest.mark.parametrize("body", [
    # Linux's libc++ and newer macOS write no dylib; another vendor's OpenCL platform; Apple named in a sentence
    "libc++abi: terminating due to uncaught exception of type std::runtime_error",
    "Platform name:    NVIDIA CUDA",
    "Platform vendor: Apple, Google and Microsoft",
])
def test_lookalike_runtime_lines_are_not_read_as_a_mac(body: str) -> None:
    text = f"someone · description · 2018-10-24\n{body}\n"
    assert fact(text, "host.arm64_capable") is None
