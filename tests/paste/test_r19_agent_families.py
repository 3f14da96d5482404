# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3240-3251 (desktop and coding agents run with local models on Macs: Open
Interpreter, LocalAI, Enjoy's local whisper, OpenHands, Agent-E) exposed, each read from real text.

Intel misspelt 'inter' beside its chip ('macos with inter chip', 'macbook pro inter芯片') names an Intel Mac; a
program's Platform line ('darwin arm64 12.7.5', Node's and Electron's process.platform and process.arch) names an
Apple-silicon Mac when the process is arm64, only a Mac when it is x64; dyld's launch-time 'Symbol not found' whose
'Expected in:' is macOS's own framework is a program built for a newer macOS.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/openinterpreter/openinterpreter/issues/325
OI_325 = """# Does it support macos with inter chip

### Describe the bug

support macos with inter chip?

### Reproduce

1. interpreter
2. use Code-Llam
3. 13B
4. Medium
5. error
Model found at /Users/syrius/Library/Application Support/Open Interpreter/models/codellama-13b-instruct.Q4_K_M.gguf
Traceback (most recent call last):
  File "/usr/local/lib/python3.11/site-packages/llama_cpp/llama.py", line 341, in __init__
    assert self.ctx is not None
           ^^^^^^^^^^^^^^^^^^^^
AssertionError
"""
# https://github.com/mcp-router/mcp-router/issues/136 (a title)
MCP_ROUTER_136 = """macbook pro inter芯片 操作系统 15.7.2 无法安装

macbook pro inter芯片 操作系统  15.7.2 无法安装，怎么解决？
"""
# https://github.com/romgX/openrelay/issues/12 (a title)
OPENRELAY_12 = """Mac inter 芯片安装报错！

使用 xattr -d com.apple.quarantine openrelay-****
 bad cpu Type inexecutable:/openrelay-macos-arm64! 无法安装成功
"""
# a project's README (code-search index id 59822619339): a condition for whoever reads it, not a machine
README_INTER_CHIP = """If you are using Mac with M-series chip, you need to use `/opt/homebrew/bin/python3.13`.
If you are using Mac with Inter chip, you need to use `/usr/local/bin/python3.13`
"""

# https://github.com/ZuodaoTech/everyone-can-use-english/issues/756
ENJOY_756 = """# Whisper is not working

**Version**

0.2.13

**Platform**

darwin arm64 12.7.5

**Log**
```
Command failed: "/Applications/Enjoy.app/Contents/Resources/app.asar.unpacked/.vite/build/lib/whisper/main" --file "/Applications/Enjoy.app/Contents/Resources/app.asar.unpacked/.vite/build/samples/jfk.wav" --model "/Applications/Enjoy.app/Contents/Resources/app.asar.unpacked/.vite/build/lib/whisper/models/ggml-tiny.en.bin" --output-json --output-file "/Users/xx/Documents/EnjoyLibrary/cache/jfk"
dyld[88550]: Symbol not found: (_cblas_sgemm$NEWLAPACK$ILP64)
  Referenced from: '/Applications/Enjoy.app/Contents/Resources/app.asar.unpacked/.vite/build/lib/whisper/main'
  Expected in: '/System/Library/Frameworks/Accelerate.framework/Versions/A/Accelerate'
```
"""
# https://github.com/ZuodaoTech/everyone-can-use-english/issues/739
ENJOY_739 = """**Version**

0.2.13

**Platform**

darwin arm64 11.6.8

**Log**
"""
# https://github.com/ZuodaoTech/everyone-can-use-english/issues/426
ENJOY_426 = """**Version**

0.1.0-alpha.13

**Platform**

darwin x64 11.7.10

**Log**
"""
# a Node benchmark's header (code-search index id 29230496602)
NODE_BENCH = """Node.js version: v24.8.0
Platform: darwin arm64
CPU Cores: 10 vCPUs | 32.0GB Mem
"""
# https://github.com/near/near-sandbox/issues/54
NEAR_54 = """Unsupported platform: Darwin arm64

Hello! As I understand many of us face the same error with unsupported platforms, please can you update the code so it would be possible to work with the sandbox
"""
# a setup script's README (code-search index id 71575211707): a mapping of platforms to builds, not a machine
SETUP_README = """1. Detects the platform: Darwin arm64 → `mac-arm64`; Linux x86_64 → `linux-cuda` if `nvidia-smi`
   sees a GPU, otherwise `linux-cpu`. Anything else stops with an error.
"""
# https://github.com/ZuodaoTech/everyone-can-use-english/issues/728
ENJOY_728 = """dyld[24652]: Symbol not found: _cblas_sgemm$NEWLAPACK$ILP64
  Referenced from: <5C57C267-B863-3330-9671-8F502D991183> /Applications/Enjoy.app/Contents/Resources/app.asar.unpacked/.vite/build/lib/whisper/main (built for macOS 14.0 which is newer than running OS)
  Expected in:     <0494A450-9778-31EB-84F6-88A045586FBF> /System/Library/Frameworks/Accelerate.framework/Versions/A/Accelerate
"""


@pytest.mark.parametrize("text", [OI_325, MCP_ROUTER_136, OPENRELAY_12])
def test_intel_misspelt_inter_beside_its_chip_is_an_intel_mac(text: str) -> None:
    facts, _ = read(text)
    assert facts["host.cpu_brand"] == "Intel"
    found = ids(text)
    assert "intel-mac" in found
    assert not {"apple-silicon", "python-x86-on-arm"} & found


def test_inter_chip_in_a_readmes_condition_names_no_machine() -> None:
    facts, _ = read(README_INTER_CHIP)
    assert facts.get("host.cpu_brand") != "Intel"
    assert "intel-mac" not in ids(README_INTER_CHIP)


def test_inter_chip_that_is_no_intel_is_not_read() -> None:
    # 'inter chip' as in between chips, beside an Apple chip
    text = "The inter chip bandwidth on the M2 Ultra is 2.5TB/s\n"
    assert "intel-mac" not in ids(text)


@pytest.mark.parametrize("text", [ENJOY_756, ENJOY_739, NODE_BENCH, NEAR_54])
def test_a_platform_line_darwin_arm64_is_apple_silicon(text: str) -> None:
    facts, _ = read(text)
    assert facts["host.os"] == "Darwin"
    assert facts["host.arm64_capable"] == 1
    found = ids(text)
    assert "apple-silicon" in found
    assert not {"intel-mac", "not-a-mac"} & found


def test_a_platform_line_darwin_x64_is_only_a_mac() -> None:
    facts, _ = read(ENJOY_426)
    assert facts["host.os"] == "Darwin"
    assert "host.arm64_capable" not in facts
    assert not {"apple-silicon", "intel-mac", "not-a-mac"} & ids(ENJOY_426)


def test_a_mapping_of_platforms_to_builds_names_no_machine() -> None:
    facts, _ = read(SETUP_README)
    assert "host.arm64_capable" not in facts
    assert "host.os" not in facts


@pytest.mark.parametrize("text", [ENJOY_756, ENJOY_728])
def test_dyld_launch_symbol_expected_in_macos_is_a_build_for_a_newer_macos(text: str) -> None:
    facts, _ = read(text)
    entry = next(s for s in facts["report.symptoms"] if s["id"] == "symbol-not-found")
    assert entry["expected"] == "/System/Library/Frameworks/Accelerate.framework/Versions/A/Accelerate"
    assert "import-failed" in ids(text)
