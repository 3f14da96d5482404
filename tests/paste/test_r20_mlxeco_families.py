# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3400-3414 (the MLX community ecosystem on Macs: mlx-vlm, mlx-audio,
mlx_lm.server, LM Studio's MLX engine, vMLX, mlx-serve) exposed, each read from real text.

An issue form's OS field answered with the bare name of a non-Mac OS under its heading or question (LM Studio's
'**Which operating system?**' then 'Windows', Ollama's '### OS' then 'Windows' or 'Linux') names the machine, as
the same field answered 'macOS' already did under its other headings; the form's unanswered hint ('What is your
operating system? (Example: Windows11') names none. A macOS app bundle whose name holds a space ('/Applications/LM
Studio.app/Contents/…' in LM Studio's log) still names a Mac where a wrap broke the line at that space.
"""

from __future__ import annotations

import textwrap

import pytest
from pasted import ids, read

# https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1170 (the opening post, dev case 3409)
LMSTUDIO_1170 = """**Which version of LM Studio?**
Example: LM Studio 0.3.30 (build 2)

**Which operating system?**
Windows

**What is the bug?**

Error loading model.

(Exit code: 18446744072635812000). Unknown error. Try a different model and/or config.
"""
# https://github.com/ollama/ollama/issues/8393
OLLAMA_8393 = """### What is the issue?

I don't have much knowledge in this kind of stuff, so I followed the instructions and installed ollama. But when I run the model, only  CPU is working and my nvidia GPU doesn't work at all. I am wondering how can I enable GPU for ollama. Thanks a lot.

### OS

Windows

### GPU

Nvidia

### CPU

Intel

### Ollama version

0.5.4
"""
# https://github.com/ollama/ollama/issues/6236
OLLAMA_6236 = """### What is the issue?

A few days ago, my ollama could still run using the GPU, but today it suddenly can only use the CPU. I tried to reinstall ollama, use an old version of ollama, and updated the graphics card driver, but I couldn't make ollama run on the GPU. windows 11 22H2, graphics card is 3080, cpu is intel.

### OS

Windows

### GPU

Nvidia

### CPU

Intel

### Ollama version

0.3.4
"""
# https://github.com/ollama/ollama/issues/6105 (the form's tail, after the rocm-smi table)
OLLAMA_6105 = """The issue is ollama is using my CPU and RAM and never uses my GPU.

### OS

Linux

### GPU

AMD

### CPU

AMD
"""
# https://github.com/ollama/ollama/issues/13061 (the form's tail)
OLLAMA_13061 = """### OS

Ubuntu 25.10

### GPU

Duaal
Radeon RX 6650XT
Radeon 680M

### CPU

AMD Ryzen 7 6800H
"""
# https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/403 (dev case 1426)
LMSTUDIO_403 = """**Which version of LM Studio?**
LM Studio 0.3.6

**Which operating system?**
macOS

**What is the bug?**
Can run App but App Can't recognize my OS
"""
# https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1078 (the form's hint left unanswered)
LMSTUDIO_1078 = """**Which version of LM Studio?**
Example: LM Studio 0.3.30

**Which operating system?**
What is your operating system? (Example: Windows11

**What is the bug?**
```
🥲 Failed to load the model

Error loading model.

(Exit code: 18446744072635810000). Unknown error. Try a different model and/or config.
```
"""
# https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/712 (the hint kept, the answer on the next line)
LMSTUDIO_712 = """**Which version of LM Studio?**
Example: LM Studio 0.3.6

**Which operating system?**
What is your operating system? (Example: Windows)
Ubuntu 24.04

**What is the bug?**
A clear and concise description of what the bug is.
_ After downloading a model (models), I got
"""


@pytest.mark.parametrize("text", [LMSTUDIO_1170, OLLAMA_8393, OLLAMA_6236])
def test_os_field_answered_windows_is_not_a_mac(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("host.os") == "Windows"
    found = ids(text)
    assert "not-a-mac" in found
    assert not found & {"apple-silicon", "intel-mac"}


@pytest.mark.parametrize("text", [OLLAMA_6105, OLLAMA_13061])
def test_os_field_answered_linux_is_not_a_mac(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("host.os") == "Linux"
    found = ids(text)
    assert "not-a-mac" in found
    assert not found & {"apple-silicon", "intel-mac"}


def test_lm_studio_os_question_answered_macos_is_a_mac() -> None:
    facts, _ = read(LMSTUDIO_403)
    assert facts.get("host.os") == "Darwin"
    assert "not-a-mac" not in ids(LMSTUDIO_403)


def test_unanswered_os_hint_names_no_machine() -> None:
    facts, _ = read(LMSTUDIO_1078)
    assert facts.get("host.os") is None


def test_os_answer_after_the_kept_hint_is_the_answer_not_the_hint() -> None:
    facts, _ = read(LMSTUDIO_712)
    assert facts.get("host.os") == "Linux"


# https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/927 (dev case 3408, the log's first lines)
LMSTUDIO_927_LOG = """[2025-08-23 11:25:47.731] [error] [LMSInternal][Client=LM Studio][Endpoint=loadModel] Error in channel handler: Error: Model loading aborted due to insufficient system resources. Overloading the system will likely cause it to freeze. If you believe this is a mistake, you can try to change the model loading guardrails in the settings.
    at _0x13cec2.guardrailHasEnoughResourcesForModelOrThrow (/Applications/LM Studio.app/Contents/Resources/app/.webpack/main/index.js:175:13707)
    at async _0x13cec2.loadModel (/Applications/LM Studio.app/Contents/Resources/app/.webpack/main/index.js:179:9381)
"""


def _wrapped(text: str, width: int) -> str:
    return "\n".join(textwrap.fill(line, width, break_long_words=False, break_on_hyphens=False) if len(line) > width
                     else line for line in text.split("\n"))


@pytest.mark.parametrize("width", [None, 80, 100])
def test_app_bundle_with_a_space_in_its_name_is_a_mac_when_wrapped_there(width: int | None) -> None:
    text = LMSTUDIO_927_LOG if width is None else _wrapped(LMSTUDIO_927_LOG, width)
    if width == 80:
        assert "/Applications/LM\nStudio.app/Contents/" in text  # the wrap broke the bundle's name
    facts, _ = read(text)
    assert facts.get("host.os") == "Darwin"

