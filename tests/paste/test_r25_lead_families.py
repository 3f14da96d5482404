# ruff: noqa: E501  (real pasted lines are kept whole)
"""A template's hint left in a field's value is the form's example, not the person's answer.

The clue scan already blanks a bracketed hint in a field (paste/scan.py); the two field readers that take a value as
it stands did not: collect_env's labels ("OS: [e.g. Ubuntu 20.04]" beside "Python version: 3.10" read as a Linux
machine, certain) and TensorFlow's template ("OS Platform and Distribution (e.g., Linux Ubuntu 16.04): e.g. Windows
10"). Both now read the value without the hint it opens with (paste/clues.answer): a hint alone says nothing, and an
answer written after a bracketed hint ("- OS: [e.g. iOS] MacOS") is still read. Seen while testing batch 4460-4468
(tests/corpus/batches/4460-4468.md, 'Left alone').
"""

from __future__ import annotations

import pytest
from pasted import ids

from macml_doctor.paste.clues import answer

# The issue form of OpenMined/TenSEAL, as filed (https://github.com/OpenMined/TenSEAL/issues/483, dev 2472): every
# field still holds the form's hint.
TENSEAL_483_FORM = """## System Information
 - OS: [e.g. iOS]
 - OS Version: [e.g. 22]
 - Language Version: [e.g. Python 3.7, Node 10.18.1]
 - Package Manager Version: [e.g. Conda 4.6.1, NPM 6.14.1]
"""


@pytest.mark.parametrize("value, expected", [
    ("[e.g. iOS]", ""),  # TenSEAL#483
    ("[e.g. iOS] MacOS", "MacOS"),  # https://github.com/bigsk1/voice-chat-ai/issues/19 (dev 965)
    ("[e.g. Ubuntu 16.04] Mac M1 (possibly in emulator mode, but I to make this a dependancy that works on Mac intel too)",
     "Mac M1 (possibly in emulator mode, but I to make this a dependancy that works on Mac intel too)"),  # medaka#526
    ("(e.g., MacBook Pro M1 Max, 32GB RAM) macbook pro m3 pro", "macbook pro m3 pro"),  # exo#1912 (dev 1057)
    ("e.g. Windows 10", ""),
    ("eg. Ubuntu 20.04", ""),
    ("E.g., Linux Ubuntu 16.04", ""),
    ("_e.g. Ubuntu 20.04_", ""),
    ("for example Windows 11", ""),
    # answers stay as written: a hint after the answer, a word that only begins like one
    ("macOS 14.2 (e.g. Sonoma)", "macOS 14.2 (e.g. Sonoma)"),
    ("eGPU Radeon RX 580", "eGPU Radeon RX 580"),
    ("Ubuntu 20.04.6 LTS (x86_64)", "Ubuntu 20.04.6 LTS (x86_64)"),
    ("", ""),
])
def test_a_fields_answer_is_its_value_without_the_templates_hint(value: str, expected: str) -> None:
    assert answer(value) == expected


@pytest.mark.parametrize("field", [
    "- OS: [e.g. Ubuntu 20.04]",
    "OS: [e.g. Ubuntu 20.04]",
    "- OS: (e.g. Ubuntu 20.04)",
    "- OS: e.g. Ubuntu 20.04",
    "- OS: _e.g. Ubuntu 20.04_",
    "- OS: eg. Ubuntu 20.04",
])
@pytest.mark.parametrize("heading", ["### System Info", "## Environment", "Environment info"])
def test_an_environment_blocks_os_field_holding_only_its_hint_names_no_machine(heading: str, field: str) -> None:
    raised = ids(f"{heading}\n\n{field}\n- Python version: 3.10\n")
    assert "not-a-mac" not in raised
    assert "report-undecided" in raised


@pytest.mark.parametrize("value", ["[e.g. Linux Ubuntu 16.04]", "e.g. Windows 10", "(e.g., Linux Ubuntu 16.04)"])
def test_tensorflows_os_field_holding_only_its_hint_names_no_machine(value: str) -> None:
    text = (f"- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): {value}\n- TensorFlow version: 2.5\n"
            "- Python version: 3.8\n")
    assert "not-a-mac" not in ids(text)


def test_a_hint_in_the_pytorch_version_field_is_no_missing_torch() -> None:
    # 'PyTorch version: N/A' is collect_env failing to import torch; the form's hint is no such answer
    raised = ids("PyTorch version: [e.g. 1.0]\nOS: macOS 13.0 (arm64)\nPython version: 3.10\n")
    assert "torch-missing" not in raised
    assert "apple-silicon" in raised


def test_a_form_left_with_every_hint_reads_no_phone() -> None:
    assert not {"not-a-mac", "python-too-old"} & ids(f"Importing tenseal fails on my Mac.\n\n{TENSEAL_483_FORM}")


@pytest.mark.parametrize("text, expected", [
    ("### System Info\n\n- OS: [e.g. Ubuntu 20.04] macOS 14.2 (arm64)\n- Python version: 3.10\n", "apple-silicon"),
    ("- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): (e.g., Linux Ubuntu 16.04) macOS Ventura M1\n"
     "- TensorFlow version: 2.5\n- Python version: 3.8\n", "apple-silicon"),
    # near misses: answers without a hint are read as before
    ("OS: Ubuntu 20.04.6 LTS (x86_64)\nPyTorch version: 2.1.0\nPython version: 3.10\n", "not-a-mac"),
    ("- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Ubuntu 22.04\n- TensorFlow version: 2.5\n"
     "- Python version: 3.8\n", "not-a-mac"),
])
def test_an_answer_written_after_the_hint_is_read(text: str, expected: str) -> None:
    assert expected in ids(text)
