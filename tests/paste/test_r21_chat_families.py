# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3800-3813 (local chat web UIs on Macs: text-generation-webui, open-webui,
GPT4All's Python bindings, privateGPT, LlamaGPT) exposed, each read from real text.

- A form's operating-system field naming macOS and then, after a comma or a slash, the machine's architecture or chip
  ('- **Operating System:** Mac OS X, ARM', open-webui's template; 'OS / hardware: macOS 13.3.1 / Intel', privateGPT's):
  an Apple-silicon or an Intel Mac. Not the template's bracketed example, nor a list of platforms.
- gpt4all's 'Unable to instantiate model: CPU does not support AVX': llmodel checks AVX only in an x86_64 build, so the
  Python is x86_64 (under Rosetta on an Apple-silicon Mac), not a CPU without AVX.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/open-webui/open-webui/issues/7429 (dev 3806)
OPENWEBUI_7429 = r"""# Requires older versions of Python to run

yang-gu · description · 2024-11-27
# Bug Report

Whenever I enter 

```
pip install --fetch-missing-python open-webui
```
I get a giant dump of failed Python version checks, followed by:

ERROR: Could not find a version that satisfies the requirement open-webui (from versions: none)
ERROR: No matching distribution found for open-webui

---

## Installation Method

pip install, same as in readme

## Environment

- Just vanilla pip install open-webui
- Latest Ollama version
- **Operating System:** Mac OS X, ARM

**Confirmation:**

## Expected Behavior:

It installs open-webui

## Actual Behavior:

It doesn't install and complains about Python version

## Description

**Bug Summary:**
It doesn't install and complains about Python version

## Reproduction Details

**Steps to Reproduce:**
Whenever I enter 

```
pip install --fetch-missing-python open-webui
```
I get a giant dump of failed Python version checks, followed by:

ERROR: Could not find a version that satisfies the requirement open-webui (from versions: none)
ERROR: No matching distribution found for open-webui
"""
# https://github.com/nomic-ai/gpt4all/issues/2744 (dev 3802)
GPT4ALL_2744 = r"""# RuntimeError: Unable to instantiate model: CPU does not support AVX (M1 Macbook)

kesslerr · description · 2024-07-26
Dear all, I am sorry but i was seeing some related but different issues, but was not really finding an answer that worked (M1 Macbook, 16GB)

### Bug Report

When initialising the model as in the example, it says unable because CPU does not support AVX.

### Example Code

```
from gpt4all import GPT4All
model = GPT4All(model_name="orca-mini-3b-gguf2-q4_0.gguf",
                model_path="../models/") # downloads / loads a 4.66GB LLM
```

### Steps to Reproduce

Just followed the instructions from the tutorial. Tested were the following scenarios

1. Conda environment
2. Pyenv environment

Wither the current version 2.7.0 of gpt4all, or an older 0.2.3.

Different models:

"Meta-Llama-3-8B-Instruct.Q4_0.gguf"
"orca-mini-3b-gguf2-q4_0.gguf"

The problem remains.

### Expected Behavior

Should initialize a model.

### Your Environment

System Version: macOS 14.5 (23F79)
Kernel Version: Darwin 23.5.0
Python 3.12.4

Chip: Apple M1
Total Number of Cores: 8 (4 performance and 4 efficiency)
Memory: 16 GB

Environment infos (exemplary pyenvs tested):

Name: gpt4all
Version: 2.7.0
Summary: Python bindings for GPT4All
Home-page: https://gpt4all.io/
Author: Nomic and the Open Source Community
Author-email: support@nomic.ai
License: 
"""
# https://github.com/zylon-ai/private-gpt/issues/417 (privateGPT's template, filled in)
PRIVATEGPT_417_FIELD = """**Environment (please complete the following information):**
 - OS / hardware: macOS 13.3.1 / Intel
 - Python version: 3"""
# https://github.com/zylon-ai/private-gpt/issues/981 (the template left as it came: its example in brackets)
PRIVATEGPT_981_TEMPLATE = """**Environment (please complete the following information):**
 - OS / hardware: [e.g. macOS 12.6 / M1]
 - Python version [e.g. 3.11.3]
- Other relevant information"""


def test_os_field_macos_then_arm() -> None:
    facts, _ = read(OPENWEBUI_7429)
    assert facts["host.os"] == "Darwin"
    assert facts["host.arm64_capable"] == 1
    found = ids(OPENWEBUI_7429)
    assert "apple-silicon" in found
    assert "intel-mac" not in found and "not-a-mac" not in found


def test_os_field_family_wordings() -> None:
    for text in ("Operating System: macOS, ARM", "Operating System: macOS, arm64", "- **Operating System:** macOS, aarch64",
                 "OS / hardware: macOS 12.6 / M1", "OS: macOS 14.5 (23F79), arm64", "Platform: Mac OS X / M2 Pro"):
        facts, _ = read(text)
        assert facts.get("host.arm64_capable") == 1, text
        assert "apple-silicon" in ids(text), text


def test_os_field_macos_then_intel() -> None:
    for text in (PRIVATEGPT_417_FIELD, "Operating System: macOS, Intel"):
        facts, _ = read(text)
        assert facts["host.arm64_capable"] == 0, text
        assert facts["host.cpu_brand"] == "Intel", text
        found = ids(text)
        assert "intel-mac" in found and "apple-silicon" not in found, text


def test_os_field_near_misses() -> None:
    # the template's own example in brackets, a list of platforms, several kinds of Mac, wheels for platforms
    for text in (PRIVATEGPT_981_TEMPLATE, "Supported platforms: Linux, macOS, ARM", "Platform: macOS / Intel / Apple silicon",
                 "We ship wheels for macOS, ARM and x86"):
        facts, _ = read(text)
        assert facts.get("host.arm64_capable") is None, text
        assert facts.get("host.cpu_brand") is None, text


def test_gpt4all_no_avx_is_an_x86_64_python() -> None:
    facts, _ = read(GPT4ALL_2744)
    assert facts["python.machine"] == "x86_64"
    assert facts["host.arm64_capable"] == 1
    found = ids(GPT4ALL_2744)
    assert "python-x86-on-arm" in found and "apple-silicon" in found
    # Apple silicon lacks AVX only under Rosetta: not an old CPU without AVX
    assert "cpu-without-avx" not in found and "intel-mac" not in found
    # the message alone names no machine, only the x86_64 process
    facts, _ = read("RuntimeError: Unable to instantiate model: CPU does not support AVX")
    assert facts["python.machine"] == "x86_64"
    assert facts.get("host.arm64_capable") is None


def test_other_programs_avx_messages_are_not_read() -> None:
    # LM Studio's and a launcher's hardware checks (code search): about AVX2 on a PC, no Python in them
    for text in ("- CPU does not support AVX2, which LM Studio requires.",
                 "Your CPU does not support AVX or AVX2. Enable the \"Failsafe\" option on the Advanced tab to avoid crashes."):
        facts, _ = read(text)
        assert facts.get("python.machine") is None, text
