# ruff: noqa: E501, W291, W293  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4000-4010 (time-series forecasting libraries on Macs: pytorch-forecasting, Darts,
Chronos, tsai, statsforecast, sktime, skforecast) exposed, each read from real text.

- torch.backends.mps.is_available() and its answer said as shown or printed, the answer in quotes
  ('torch.backends.mps.is_available() shows "True".'): MPS available, as 'returns True' already was.
- The answers said first and the calls after them ('when running this commands I get True, True', then
  print(torch.backends.mps.is_available()) / print(torch.backends.mps.is_built())): each call takes its answer.
- A Mac named by its ARM chip or architecture ('mac arm芯片', 'arm芯片的mac', 'a Mac with an ARM chip'): Apple silicon.
"""

from __future__ import annotations

from pasted import ids, raised, read

# https://github.com/Lightning-AI/pytorch-lightning/issues/17683 (dev 4001)
LIGHTNING_17683 = """# RuntimeError: index_add(): Expected non int64 dtype for source.

erl61 · description · 2023-05-23
### Bug description

I am trying to run "Demand forecasting with the Temporal Fusion Transformer" from PyTorch-Forecasting tutorial. It works perfect with accelerator="cpu". But when I change it to accelerator="mps" it shows "RuntimeError: index_add(): Expected non int64 dtype for source." The error happens when I call lightning.pytorch.Trainer.
I have MacBook M1 Pro and tried different versions of Python, PyTorch, PyTorch-Forecasting and PyTorch-Lightning. torch.backends.mps.is_available() shows "True".
"""

# https://github.com/timeseriesAI/tsai/issues/556 (dev 4009)
TSAI_556 = '''# using GPU on m1 Pro Mac

AsafShul · description · 2022-07-28
hey, first of all thanks for this great repo!

Im using a MacBook with M1 pro chip, 

I have installed PyTorch with the new GPU support, and it seems to be working - 
when running this commands I get True, True
"
    # this ensures that the current MacOS version is at least 12.3+
    print(torch.backends.mps.is_available())
    
    # this ensures that the current current PyTorch installation was built with MPS activated.
    print(torch.backends.mps.is_built())
"

But running the tsai library only utilize the CPU on my machine, 
'''

# https://github.com/thuml/Time-Series-Library/issues/650 (dev 4007): the whole stored thread
TSL_650 = "# mac arm芯片 环境有问题 无法匹配 不兼容版本\n"


def test_is_available_shown_true_in_quotes_is_mps_available() -> None:
    facts, symptoms = read(LIGHTNING_17683)
    assert facts["torch.mps_available"] is True
    assert "mps-available" in symptoms
    found = ids(LIGHTNING_17683)
    assert "mps-available" in found and "apple-silicon" in found
    assert "mps-unavailable" not in found


def test_is_available_answer_verbs_and_quotes() -> None:
    for line, answer in (("torch.backends.mps.is_available() shows True", True),
                         ("torch.backends.mps.is_available() printed 'True' for me", True),
                         ("`torch.backends.mps.is_available()` outputs `True`", True),
                         ("torch.backends.mps.is_available() still returns False", False),
                         ("torch.backends.mps.is_available() returned False", False),
                         ('torch.backends.mps.is_available() says "False"', False),
                         ("torch.backends.mps.is_available() evaluates to True", True)):
        text = "On my Mac:\n" + line + "\n"
        assert read(text)[0].get("torch.mps_available") is answer, line


def test_is_available_answer_not_read_when_wished_or_asked() -> None:
    for line in ("torch.backends.mps.is_available() should return True",
                 "torch.backends.mps.is_available() would show True if it worked",
                 "Why does torch.backends.mps.is_available() not show True?",
                 "torch.backends.mps.is_available() must be True"):
        text = "On my Mac:\n" + line + "\n"
        assert read(text)[0].get("torch.mps_available") is None, line


def test_answers_said_before_the_calls() -> None:
    facts, symptoms = read(TSAI_556)
    assert facts["torch.mps_available"] is True
    assert facts["torch.mps_built"] is True
    assert "mps-available" in symptoms
    found = ids(TSAI_556)
    assert "mps-available" in found and "apple-silicon" in found
    assert "torch-cpu-only" not in found and "mps-unavailable" not in found


def test_answers_before_the_calls_in_order_and_single() -> None:
    both = ("when I run these I got False, True\n"
            "print(torch.backends.mps.is_available())\n"
            "print(torch.backends.mps.is_built())\n")
    facts = read("On my Mac:\n" + both)[0]
    assert facts["torch.mps_available"] is False and facts["torch.mps_built"] is True
    single = "Running it, I get True:\n    print(torch.backends.mps.is_available())\n"
    assert read("On my Mac:\n" + single)[0]["torch.mps_available"] is True


def test_answers_before_the_calls_not_read_as_a_condition_or_a_mismatch() -> None:
    for text in ("If I get True, True\nprint(torch.backends.mps.is_available())\nprint(torch.backends.mps.is_built())\n",
                 "Should I get True, True\nprint(torch.backends.mps.is_available())\nprint(torch.backends.mps.is_built())\n",
                 "I expected to get True\nprint(torch.backends.mps.is_available())\n",
                 # three answers for two calls: which is which is not known
                 "I get True, True\nprint(torch.backends.mps.is_available())\nprint(torch.backends.mps.is_built())\n"
                 .replace("True, True", "True, False and True"),
                 # too far above the call
                 "I get True\n" + "some line\n" * 12 + "print(torch.backends.mps.is_available())\n"):
        assert read("On my Mac:\n" + text)[0].get("torch.mps_available") is None, text


def test_mac_arm_chip_in_chinese_title_is_apple_silicon() -> None:
    facts, _ = read(TSL_650)
    assert facts["host.arm64_capable"] == 1
    found = ids(TSL_650)
    assert "apple-silicon" in found
    assert "intel-mac" not in found and "not-a-mac" not in found


def test_mac_arm_chip_family() -> None:
    for text in ("我用的是arm芯片的mac 安装失败", "Mac ARM架构 安装失败", "Mac ARM 芯片 安装失败",
                 "It fails on a Mac with an ARM chip", "It fails on Mac arm chip",
                 "on my MacBook Pro with ARM processor it fails", "ARM chip Mac fails here",
                 "our Macs with arm64 processors fail the same way"):
        assert read(text)[0].get("host.arm64_capable") == 1, text
        assert "apple-silicon" in ids(text), text


def test_mac_arm_chip_not_read_as_a_build_or_a_download() -> None:
    for text in ("适用于mac arm芯片的版本 安装失败", "mac arm芯片版本 下载失败", "支持mac arm芯片吗",
                 "Mac ARM chip support is missing", "wheels for Mac ARM processors are missing",
                 "we publish builds for Mac arm chips"):
        assert read(text)[0].get("host.arm64_capable") is None, text
        assert "apple-silicon" not in raised(text), text
