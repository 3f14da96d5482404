# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4700-4711 (headless and remote Macs doing ML: Mac minis and Mac Studios as
servers, SSH and launchd sessions, self-hosted and hosted CI runners, Metal's default device in non-GUI processes)
exposed, each read from real text.

- A sandbox or VM the sentence rules out ('Not a sandbox artifact — I ran the probe both inside and outside a sandbox',
  'not running in a VM', 'without a sandbox', 'unsandboxed', '--no-sandbox') does not make the machine a VM: no
  no-metal-device from the virtual-machine symptom. A sandbox or VM the sentence places the failure in stays read.
- Near misses kept as they are: MTLCreateSystemDefaultDevice() returning nil while MTLCopyAllDevices() lists the GPU
  (ds4, colibri, candle) is the app's device call, not a missing device; a LaunchDaemon on a Mac mini is no VM.
"""

from __future__ import annotations

import pytest
from pasted import raised, read


def _symptoms(text: str) -> list[str]:
    return read(text)[1]


# https://github.com/JustVugg/colibri/pull/1602 (dev 4711)
COLIBRI_1602 = """# metal: fall back to MTLCopyAllDevices() when the default device is nil

emma-assistant-1990 · description · 2026-09-18
## The problem

`backend_metal.mm` acquires its device with `MTLCreateSystemDefaultDevice()` and returns 0 if that is nil. That call resolves the **system default** device, which is not guaranteed to be available to a process even when usable Metal hardware is present.

When it returns nil the backend reports Metal as unavailable and the engine silently falls back to the CPU path — on exactly the hardware the Metal backend was written for. The symptoms are indirect and easy to misread as "this Mac has no supported GPU":

- `coli doctor` → `[skip] accelerator.gpu  no supported GPU detected; CPU path is available`
- `make metal-test` → `Metal unavailable (skipping)`

The second one is the more costly symptom: the Metal suite *skips* rather than fails, so CI and local runs look green while the backend is untested and unused.

## Reproduction

Apple M2 Ultra, 192 GB, macOS 14.6, `launchctl managername` = `Aqua`, WindowServer running, user on the console session:

```objc
MTLCreateSystemDefaultDevice()  // nil
MTLCopyAllDevices()             // 1 device: "Apple M2 Ultra"
```

Not a sandbox artifact — I ran the probe both inside and outside a sandbox and got nil either way, so this is the API's own behaviour rather than an entitlement issue.
"""

# https://github.com/antirez/ds4/pull/92 (dev 4703)
DS4_92 = """# Fix Metal startup when default device is unavailable

ppkuchta · description · 2026-05-12
Some macOS systems can enumerate a usable Metal device via `MTLCopyAllDevices()` while `MTLCreateSystemDefaultDevice()` still returns nil. In that state ds4 aborts during startup with:

```text
ds4: Metal device not available
ds4: metal backend unavailable; aborting startup
```

On an Apple M3 Max machine, `system_profiler` reported Metal support and a standalone probe showed:

```text
device count: 1
default: nil
```

ammlyy · comment · 2026-05-15
This fixed an issue - metal device not available - on my Mac Studio (M2 Ultra). This could be merged imo.
"""

# https://github.com/huggingface/candle/pull/3449 (dev 4710)
CANDLE_3449 = """# Fix: use MTLCopyAllDevices() for reliable Metal device enumeration

romnn · description · 2026-04-07
2. **Returns nil in non-GUI contexts**: Apple's documentation for [`MTLCreateSystemDefaultDevice()`](https://developer.apple.com/documentation/metal/1433401-mtlcreatesystemdefaultdevice) states:

   Even with CoreGraphics linked, the function still returns nil in certain process contexts (tmux sessions, SSH, CI runners) where Metal GPUs are physically present. This causes `candle-core`'s `Device::new_metal(0)` to panic, since it calls `Device::all().swap_remove(0)` on an empty vec.
"""

# https://github.com/raullenchai/Rapid-MLX/issues/2859 (dev 4709)
RAPID_MLX_2859 = """# feat: officially support headless macOS service installation for always-on inference

raullenchai · description · 2026-08-31
A Discord community user converted their 16 GB M4 Mac mini deployment from a LaunchAgent plus automatic GUI login to a system LaunchDaemon running under a dedicated service account.

- Rapid-MLX starts shortly after boot, before any interactive login.
- Disabling automatic login and the GUI session returned roughly 1 GB of unified memory to the model on their machine.
"""


def test_colibri_1602_sandbox_ruled_out_is_no_vm() -> None:
    assert "virtual-machine" not in _symptoms(COLIBRI_1602)
    found = raised(COLIBRI_1602)
    assert "no-metal-device" not in found
    assert "apple-silicon" in found


def test_the_ruled_out_sentence_alone_was_what_read_a_vm() -> None:
    """The same report with the sandbox sentence saying the failure is in one is read as a sandbox: the rule is the
    negation, not the report."""
    placed = COLIBRI_1602.replace("Not a sandbox artifact — I ran the probe both inside and outside a sandbox and got nil either way",
                                  "It only happens in a sandbox: I ran the probe there and got nil")
    assert "virtual-machine" in _symptoms(placed)
    assert "no-metal-device" in raised(placed)


_BASE = "MPS is not available on my M2 Mac mini: torch.backends.mps.is_available() returns False.\n"


@pytest.mark.parametrize("line", [
    "It is not a sandbox issue, I ran it from Terminal.",
    "This is not running in a VM, it's the Mac mini itself.",
    "I'm not in a virtual machine.",
    "I tried both inside and outside the sandbox and got the same result.",
    "I get the same result inside and outside of virtual machines.",
    "I ran it without a sandbox too.",
    "The process is non-sandboxed.",
    "The process is not sandboxed.",
    "Started with --no-sandbox, same thing.",
    "It isn't in a VM.",
])
def test_a_ruled_out_sandbox_or_vm_is_not_the_machine(line: str) -> None:
    assert "virtual-machine" not in _symptoms(_BASE + line + "\n")


@pytest.mark.parametrize("line", [
    "It works outside the sandbox, but inside the sandbox MPS is unavailable.",
    "MPS is not available in the sandbox.",
    "I'm running it in a VM on my Mac mini.",
    "The job runs in a sandboxed process.",
    "It does not work in a virtual machine.",
])
def test_a_sandbox_or_vm_the_failure_is_in_stays_read(line: str) -> None:
    assert "virtual-machine" in _symptoms(_BASE + line + "\n")


@pytest.mark.parametrize("text", [DS4_92, CANDLE_3449, RAPID_MLX_2859], ids=["ds4-92", "candle-3449", "rapid-mlx-2859"])
def test_default_device_nil_and_headless_services_are_no_missing_device(text: str) -> None:
    """The Metal GPU is there (MTLCopyAllDevices() lists it, a LaunchDaemon serves MLX): nothing says no device."""
    assert "no-metal-device" not in raised(text)


# A self-hosted runner is the person's own Mac: https://github.com/FriendlyInternet/nuxt-crouton/issues/653 ('We think
# that** registering the Mac mini as a `self-hosted` GitHub Actions runner'), https://github.com/pybamm-team/PyBaMM/issues/2884
# ('purchase an Apple M2 Mini to utilise as a self-hosted GitHub runner'), both outside ML, the wording of the family.
@pytest.mark.parametrize("line", [
    "**We think that** registering the Mac mini as a `self-hosted` GitHub Actions runner lets the MPS tests run there.",
    "We purchased an Apple M2 Mini to utilise as a self-hosted GitHub runner for the MPS tests.",
    "Our GitHub Actions self-hosted runner is a Mac mini M2 Pro; the MPS job fails with RuntimeError: MPS backend out of memory.",
    "The MPS tests run on a self-hosted macOS runner (GitHub Actions), a Mac Studio M2 Ultra.",
    "Our MPS tests run self-hosted on GitHub Actions, on a Mac mini M2.",
])
def test_a_self_hosted_runner_is_no_vm(line: str) -> None:
    assert "virtual-machine" not in _symptoms(line + "\n")
    assert "no-metal-device" not in raised(line + "\n")


@pytest.mark.parametrize("line", [
    "On GitHub Actions torch.backends.mps.is_available() returns False on macos-14.",
    "Our self-hosted runner works, but on GitHub-hosted runners MPS is unavailable.",
    "The self-hosted runner runs in a virtual machine and MPS is unavailable.",
    "MPS tests fail on the GitHub-hosted runner; we need a self-hosted one.",
])
def test_a_hosted_runner_or_vm_beside_self_hosted_stays_read(line: str) -> None:
    assert "virtual-machine" in _symptoms(line + "\n")
