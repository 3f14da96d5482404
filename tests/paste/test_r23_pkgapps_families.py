# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4160-4172 (packaging ML apps into Mac apps and binaries: PyInstaller, Nuitka,
Electron and desktop apps with a Python sidecar, onnxruntime release assets, code signing) exposed, each read from
real text.

- A macOS crash report's crashed thread given as an ARM thread state, in every form a paste keeps of it: the text
  report's 'Thread 0 crashed with ARM Thread State (64-bit):', the JSON report's '"flavor":"ARM_THREAD_STATE64"'
  and '"cpuType" : "ARM-64"', or the register rows alone ('x28: … fp: … lr: …', 'far: … esr: …'): an arm64
  process, so Apple silicon (likely: an iPhone's report reads the same).
- An app's own log naming the OS and the architecture it runs on in one JSON object ('"os":{"arch":"aarch64",
  "name":"Mac OS",…}', Node's '{"platform":"darwin","arch":"arm64"}'): an arm64 process on macOS, so Apple silicon;
  a platform wanted or built for (npm's 'wanted {…}', a '"target": {…}') is not the machine.
"""

from __future__ import annotations

import pytest
from pasted import raised

from macml_doctor import check


def _certainty(text: str, ident: str) -> str | None:
    return next((f.certainty for f in check(text=text).findings if f.id == ident), None)


# https://github.com/open-webui/open-webui/issues/24060 (dev 4172): the register rows of the crashed thread, kept
# without the report's heading.
OPEN_WEBUI_24060 = r"""# issue: [macOS] Open WebUI Desktop crashes on launch due to Electron Framework code signature mismatch (DYLD Library missing)

[turn 0 by sasakocic, continued]
```
   x12: 0x0000000000020000  x13: 0x00000001819949c0  x14: 0x0000000000000001  x15: 0x0000000000000000
   x16: 0x0000000000000209  x17: 0x000000016b2d5db0  x18: 0x0000000000000000  x19: 0x0000000000000000
   x20: 0x000000016b2d5f80  x21: 0x0000000000000082  x22: 0x000000016b2d6380  x23: 0x0000000000000001
   x24: 0x0000000000000006  x25: 0x0000000000000000  x26: 0x000000001f070004  x27: 0x0000000000000001
   x28: 0x0000000181990000   fp: 0x000000016b2d5f50   lr: 0x0000000181a22efc
    sp: 0x000000016b2d5f10   pc: 0x0000000181995b84 cpsr: 0x80001000
   far: 0x0000000000000000  esr: 0x56000080 (Syscall)
Binary Images:
       0x104b28000 -        0x104b2bfff com.openwebui.desktop (0.0.9) <4c4c4492-5555-3144-a1a8-5f0d2c2a6582> /Applications/Open WebUI.app/Contents/MacOS/Open WebUI
       0x181990000 -        0x181a35ec7 dyld (*) <9f682dcf-340c-3bfa-bcdd-dd702f30313e> /usr/lib/dyld
"""

# https://github.com/nerveband/Apple-Music-Play-History-Converter/issues/14 (dev 4171): a desktop app's session log.
APPLE_MUSIC_14 = r"""# Mac (Apple Silicon Build) 3.0.1 - Python sidecar stopped unexpectedly...

fenty17 · description · 2026-04-07
As decribed, on starting the application the two error messages appear "Python sidecar stopped unexpectedly..."

These are also shown in the logs and appear to be an issue with signing?

```{"app":{"version":"3.0.1"},"data":{"logDir":"/Users/alexfenton/Library/Logs/AppleMusicConverter","pid":1337,"sessionLogPath":"/Users/alexfenton/Library/Logs/AppleMusicConverter/session-20260407-221141-1337.jsonl"},"kind":"session_start","message":"App launched","os":{"arch":"aarch64","name":"Mac OS","version":"26.2.0"},"session":{"id":"session-20260407-221141-1337","launchedAt":"2026-04-07T22:11:41.038546+01:00"},"timestamp":"2026-04-07T22:11:41.040069+01:00"}
{"app":{"version":"3.0.1"},"data":{"mode":"bundled_binary"},"kind":"sidecar_launch_selected","message":"Selected sidecar launch mode","os":{"arch":"aarch64","name":"Mac OS","version":"26.2.0"},"session":{"id":"session-20260407-221141-1337","launchedAt":"2026-04-07T22:11:41.038546+01:00"},"timestamp":"2026-04-07T21:11:41.241426Z"}
"""

# https://github.com/minecraft-py/minecraft/issues/14: the text report's heading and its register rows (macOS 11.2.3).
MINECRAFT_14_ROWS = """Thread 0 crashed with ARM Thread State (64-bit):
    x0: 0x0000000000000000   x1: 0x0000000000000000   x2: 0x0000000000000000   x3: 0x0000000000000000
   x28: 0x0000000128241a10   fp: 0x000000016b63c020   lr: 0x000000019ffd9c24
    sp: 0x000000016b63c000   pc: 0x000000019ffa8cec cpsr: 0x40000000
   far: 0x0000000128908000  esr: 0x56000080
"""


def test_the_register_rows_of_a_crash_report_name_apple_silicon() -> None:
    found = raised(OPEN_WEBUI_24060)
    assert "apple-silicon" in found
    assert not found & {"intel-mac", "not-a-mac", "python-x86-on-arm", "rosetta-missing"}


@pytest.mark.parametrize("text", [
    MINECRAFT_14_ROWS,
    "Thread 0 crashed with ARM Thread State (64-bit):\n    x0: 0x0000000000000000   x1: 0x0000000000000000\n",
    '"threadState":{"x":[{"value":6},{"value":1}],"flavor":"ARM_THREAD_STATE64","lr":{"value":6469857020}}',
    '  "cpuType" : "ARM-64",\n  "procName" : "Open WebUI",\n',
    "   x28: 0x0000000181990000   fp: 0x000000016b2d5f50   lr: 0x0000000181a22efc\n",
    "   far: 0x0000000000000000  esr: 0x56000080 (Syscall)\n",
])
def test_every_form_of_an_arm_thread_state_names_apple_silicon(text: str) -> None:
    assert "apple-silicon" in raised(text)


@pytest.mark.parametrize("text", [
    # an x86_64 process: an Intel Mac, or an app under Rosetta
    "Thread 0 crashed with X86 Thread State (64-bit):\n  rax: 0x0000000000000000  rbx: 0x0000000000000006  rcx: 0x00007ffeefbff488\n",
    '  "cpuType" : "X86-64",\n  "procName" : "Electron",\n',
    '"flavor":"x86_THREAD_STATE","rip":{"value":140703128616000}',
    # a Linux arm64 oops prints its registers without 0x; lldb's 'register read' with '='
    "x29: ffff800011b3bd30 x28: ffff000008a1c000 x27: 0000000000000000\n",
    "     x28 = 0x0000000181990000\n      fp = 0x000000016b2d5f50\n      lr = 0x0000000181a22efc\n",
    # a 32-bit ARM state is an old iPhone's, never a Mac's
    "Thread 0 crashed with ARM Thread State (32-bit):\n    r0: 0x00000000    r1: 0x00000000\n",
])
def test_what_is_not_an_arm64_crash_is_not_read_as_apple_silicon(text: str) -> None:
    assert "apple-silicon" not in raised(text)


def test_a_thread_state_does_not_lower_the_code_types_certainty() -> None:
    text = ("Process:               Open WebUI [66031]\nCode Type:             ARM-64 (Native)\n"
            "OS Version:            macOS 15.7.5 (24G624)\n\n" + MINECRAFT_14_ROWS)
    assert _certainty(text, "apple-silicon") == "certain"
    assert _certainty(MINECRAFT_14_ROWS, "apple-silicon") == "likely"


def test_an_apps_json_log_of_its_os_and_arch_names_apple_silicon() -> None:
    found = raised(APPLE_MUSIC_14)
    assert "apple-silicon" in found
    assert not found & {"intel-mac", "not-a-mac", "python-x86-on-arm", "rosetta-missing"}


@pytest.mark.parametrize("text", [
    '{"os":{"name":"Mac OS","version":"14.5.0","arch":"aarch64"}}',
    '{"platform":"darwin","arch":"arm64","version":"v20.11.0"}',
    '{"platform": "darwin", "arch": "arm64", "node": "v20.11.0"}',
    '{"type":"macOS","architecture":"arm64"}',
    '{"os":"macos","arch":"aarch64","family":"unix"}',
    # pretty-printed, and a wrap inside 'Mac OS'
    '{\n  "os": {\n    "arch": "aarch64",\n    "name": "Mac OS",\n    "version": "14.5.0"\n  }\n}',
    '{"kind":"session_start","os":{"arch":"aarch64","name":"Mac\nOS","version":"26.2.0"}}',
    # npm's current platform is the machine's
    'npm ERR! notsup Unsupported platform for foo@1.0.0: wanted {"os":"linux","arch":"x64"} (current: {"os":"darwin","arch":"arm64"})',
])
def test_every_form_of_an_apps_json_os_and_arch_names_apple_silicon(text: str) -> None:
    assert "apple-silicon" in raised(text)


@pytest.mark.parametrize("text", [
    # a platform wanted or built for, not the machine
    'npm ERR! notsup Unsupported platform for fsevents@2.3.2: wanted {"os":"darwin","arch":"arm64"} (current: {"os":"linux","arch":"x64"})',
    '"target": {"os":"darwin","arch":"arm64"}',
    '"supported": {"platform":"darwin","arch":"arm64"}',
    # a CI runner's label, an x86_64 process, another OS, two objects
    '{"os":"macos-14","arch":"arm64"}',
    '{"os":{"arch":"x86_64","name":"Mac OS","version":"13.0.0"}}',
    '{"os":{"arch":"aarch64","name":"Ubuntu","version":"22.04"}}',
    '{"platform":"linux","arch":"arm64"}',
    '{"arch":"aarch64","host":"builder"},{"os":"macos"}',
    # electron-builder names the build's target, in key=value form
    "  • packaging       platform=darwin arch=arm64 electron=28.2.9 appOutDir=dist/mac-arm64",
])
def test_what_is_not_the_running_app_is_not_read_as_apple_silicon(text: str) -> None:
    assert "apple-silicon" not in raised(text)
