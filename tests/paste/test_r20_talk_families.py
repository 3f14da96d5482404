# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3440-3453 (talking-head, lip-sync and portrait-animation tools on Macs) exposed,
each read from real text.

A feature title that opens on its support ('feat: support macOS with Apple Silicon', 'MPS Support on Apple Silicon
devices') names a target platform, not the writer's machine; a question that opens on the auxiliary ('Does it support
macos with inter chip') is still the asker's machine. The Mac named in lower case ('in the mac version of the
program') is a Mac topic, read like 'Mac' even where a build after it makes the sentence a target.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/KlingAIResearch/LivePortrait/pull/155
LIVEPORTRAIT_155 = """# feat: support macOS with Apple Silicon
"""
# https://github.com/ostris/ai-toolkit/pull/547
AI_TOOLKIT_547 = """MPS Support on Apple Silicon devices

MPS Support on Apple Silicon devices. This should solve #127
Many changes had to be applied to make this work properly.
"""
# https://github.com/openinterpreter/openinterpreter/issues/325
OPENINTERPRETER_325 = """# Does it support macos with inter chip

### Describe the bug

support macos with inter chip?
"""
# https://github.com/dxcweb/local-ai/issues/7
LOCAL_AI_7 = """# Hey, bro. I did not find sad talker in the mac version.

Hi, great work. But I didn't see sad talker in the mac version of the program. Can you explain more about this tool? Or where can I see your detailed explanation of using this tool?
"""
# https://github.com/openai/jukebox/issues/303 (a comment; dev 973)
JUKEBOX_303 = """Im also working on it with M1. I also stuck. Looks like this python version dosen't exist on mac version's conda.
"""


@pytest.mark.parametrize("text", [LIVEPORTRAIT_155, AI_TOOLKIT_547], ids=["liveportrait-155", "ai-toolkit-547"])
def test_a_support_title_names_a_target_not_the_machine(text: str) -> None:
    found = ids(text)
    assert not found & {"apple-silicon", "intel-mac", "not-a-mac"}
    facts, _ = read(text)
    assert "host.arm64_capable" not in facts
    assert facts.get("report.mac_named") is True  # still read as a Mac topic, not rejected


def test_a_support_question_is_still_the_askers_machine() -> None:
    found = ids(OPENINTERPRETER_325)
    assert "intel-mac" in found
    assert "apple-silicon" not in found
    facts, _ = read(OPENINTERPRETER_325)
    assert facts.get("host.arm64_capable") == 0
    body = OPENINTERPRETER_325.split("### Describe the bug", 1)[1]
    assert "intel-mac" in ids(body)


@pytest.mark.parametrize("text", [LOCAL_AI_7, LOCAL_AI_7.split("\n", 1)[0], JUKEBOX_303.split("I also stuck. ", 1)[1]],
                         ids=["local-ai-7", "local-ai-7-title", "jukebox-303-sentence"])
def test_a_lowercase_mac_before_a_build_is_a_mac_topic(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("report.mac_named") is True
    assert "host.arm64_capable" not in facts
    assert not ids(text) & {"apple-silicon", "intel-mac", "not-a-mac", "healthy"}


def test_the_whole_jukebox_comment_keeps_its_m1() -> None:
    assert "apple-silicon" in ids(JUKEBOX_303)
