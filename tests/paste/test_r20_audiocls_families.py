# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3480-3492 (audio classification, bioacoustics and voice-activity tools on Macs)
exposed, each read from real text.

A thing said to be specific to a chip ('so app is Apple Silicon specific.') or a library for one only names the
thing's requirement, not the writer's Mac; Apple's own order for an Intel Mac, the CPU before the model ('2.6 GHz
6-Core Intel Core i7 MacBook Pro') or the speed and the Intel CPU after it ('MacBook Pro 2.3 GHz Intel Core i7'),
and an 'Intel based mac' with a space, name an Intel Mac; a person listing several machines of both kinds ('I have
two Macs: (a) … Intel Core i7 (b) Macbook Air Apple M1 8GB') names neither alone.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/birdnet-team/BirdNET-Analyzer/issues/485 (dev case 3480: the reporter's Intel Mac, commenters'
# Intel Macs, an M4 where it works and one commenter with two Macs)
BIRDNET_485 = """# the app is not supported on Mac

pramanayuda · description · 2024-10-24
I have installed BirdNet analyzer  v. 1.3.1 on my Mac Pro (1.4 Ghz Quad-Core Intel Core i5.  But I can't open the app ... '..the  application is not suported on this Mac"

tphakala · comment · 2024-11-01
I just tested v1.3.1 GUI on 2019 Intel based mac and app does not run, so app is Apple Silicon specific.

jivelasquezt · comment · 2024-12-08
I have the same issue on my 2.6 GHz 6-Core Intel Core i7 MacBook Pro (2020)

robinsandfort · comment · 2024-12-10
Works fine on the new Mac Mini M4 silicon.

Chri8topher · comment · 2026-02-01
I have two Macs: (a) Macbook Pro 2.6 GHz 6-Core Intel Core i7 (b) Macbook Air Apple M1 8GB. I cannot get BirdNET run on either.  Do I have to buy a third to use this App?
"""
# https://github.com/birdnet-team/BirdNET-Analyzer/issues/485
APP_SPECIFIC = "I just tested v1.3.1 GUI on 2019 Intel based mac and app does not run, so app is Apple Silicon specific.\n"
# https://github.com/altic-dev/FluidVoice/issues/672 (dev case 3488, from an Intel Mac)
ONLY_LIBRARY = "Wild guess is that is a Apple Silicon only library as Apple Legacy voice engine activated fine.\n"
# https://github.com/birdnet-team/BirdNET-Analyzer/issues/485
CPU_BEFORE_MODEL = "I have the same issue on my 2.6 GHz 6-Core Intel Core i7 MacBook Pro (2020)\n"
# public benchmark notes found with the code search (code-search index ids 290033250 and 20313699942)
CPU_BEFORE_MODEL_2 = "// takes 131ms on my 3.3 GHz Dual-Core Intel Core i7 MacBook Pro.\n"
CPU_BEFORE_MODEL_3 = "Note that all these benchmarks were run on a 2.6 GHz Intel Core i7 Macbook Pro with 16GB of RAM, running OS X Yosemite.\n"
# a load-balancer benchmark's setup and a course project's machine, found with the code search (ids 7970430134, 3854355061)
MODEL_THEN_CPU = "My setup is a MacBook Pro 2.3 GHz Intel Core i7, 16 GB DDR3.\n"
MODEL_THEN_CPU_2 = "- MacBook Pro 2.3 GHz Dual-Core Intel Core i5\n"
# https://github.com/birdnet-team/BirdNET-Analyzer/issues/485
TWO_MACS = "I have two Macs: (a) Macbook Pro 2.6 GHz 6-Core Intel Core i7 (b) Macbook Air Apple M1 8GB. I cannot get BirdNET run on either.  Do I have to buy a third to use this App?\n"


def test_the_reporters_intel_mac_is_not_outvoted_by_an_app_requirement_or_a_two_mac_commenter() -> None:
    facts, _ = read(BIRDNET_485)
    assert facts["host.arm64_capable"] == 0
    assert "intel-mac" in ids(BIRDNET_485)
    assert "apple-silicon" not in ids(BIRDNET_485)


@pytest.mark.parametrize("text", [APP_SPECIFIC, ONLY_LIBRARY])
def test_a_thing_specific_to_apple_silicon_names_no_apple_silicon_mac(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("host.arm64_capable") != 1
    assert "apple-silicon" not in ids(text)


def test_an_intel_based_mac_with_a_space_is_an_intel_mac() -> None:
    facts, _ = read(APP_SPECIFIC)
    assert facts["host.arm64_capable"] == 0
    assert "intel-mac" in ids(APP_SPECIFIC)


@pytest.mark.parametrize("text", [CPU_BEFORE_MODEL, CPU_BEFORE_MODEL_2, CPU_BEFORE_MODEL_3, MODEL_THEN_CPU, MODEL_THEN_CPU_2])
def test_apples_order_of_an_intel_cpu_and_the_model_names_an_intel_mac(text: str) -> None:
    facts, _ = read(text)
    assert facts["host.os"] == "Darwin"
    assert facts["host.arm64_capable"] == 0
    assert "intel-mac" in ids(text)


def test_two_macs_of_both_kinds_name_neither() -> None:
    facts, _ = read(TWO_MACS)
    assert "host.arm64_capable" not in facts
    assert not {"apple-silicon", "intel-mac"} & ids(TWO_MACS)


# what must still be read: a chip's own hardware, one's own Mac after a count of machines of one kind, an M1 alone
@pytest.mark.parametrize("text", ["The crash is on my M1 specific hardware\n",
                                  "I have two Macs, both M1 MacBook Airs, and it fails on each.\n",
                                  "It fails on my M1 MacBook Pro.\n"])
def test_an_apple_chip_of_ones_own_is_still_read(text: str) -> None:
    facts, _ = read(text)
    assert facts["host.arm64_capable"] == 1
    assert "apple-silicon" in ids(text)


# the older Intel-Mac wordings are kept; a Mac with an Intel CPU written the other way round was already read
@pytest.mark.parametrize("text", ["MacBook Pro with Intel Core i7\n", "on my Mac Pro (1.4 Ghz Quad-Core Intel Core i5.\n"])
def test_older_intel_mac_wordings_are_kept(text: str) -> None:
    assert "intel-mac" in ids(text)


# https://github.com/escape2020/school2022/issues/35 (dev case 3489: an IPython session on an M1 Mac)
IPYTHON_35 = """Trying to install the conda environment with `mamba env create -f environment.yml` yields to the error on M1 macOS:
```
In [1]: import torch, torchvision, torchaudio

In [2]: torch.__version__
Out[2]: '1.11.0'
```
"""


@pytest.mark.parametrize("prompt", ["", "$ ", "> ", ">>> "])
def test_a_notebook_prompt_behind_another_prompt_is_still_a_prompt(prompt: str) -> None:
    text = "\n".join(prompt + line if line.startswith(("In [", "Out[")) else line for line in IPYTHON_35.splitlines())
    facts, _ = read(text)
    assert facts["torch.version"] == "1.11.0"
    assert {"apple-silicon", "torch-outdated"} <= ids(text)
