# ruff: noqa: E501  (real pasted lines are kept whole)
"""What the never-seen batch 3140-3147 (questions, plans and small PRs about running ML libraries on Macs) showed.

GitHub Actions named as CI still to be added ('Add GitHub Actions to build on MacOS') is a plan, not the machine the
report ran on: no VM and no missing Metal device are read from it; a run on a hosted runner still is. A chip named in a
kernel-panic report's environment block names the Mac; advice to install a torch version names no installed torch.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/painebenjamin/app.enfugue.ai/issues/40
ENFUGUE_40 = """Add MacOS+M1 Support

painebenjamin · description · 2023-07-02
1. Add `mps` to `torch` devices
2. Add GitHub Actions to build on MacOS

```python
mps_device = torch.device("mps")

# Create a Tensor directly on the mps device
x = torch.ones(5, device=mps_device)
# Or
x = torch.ones(5, device="mps")
```

painebenjamin · comment · 2023-07-29
Added with 0.2.0
"""
# A second plan: the real line of a project's plan found with the code search (find_string 'Add GitHub Actions to'),
# after the real MPS line of the enfugue plan above, so that the VM reading would apply if the plan were read as a runner
PLAN_CYPRESS = """1. Add `mps` to `torch` devices
- Add GitHub Actions to run the Cypress suite in CI.
"""
# https://github.com/pytorch/executorch/issues/6746 (dev case 1173): a run on a hosted runner is still a VM
EXECUTORCH_6746 = """Crash when using MPS backend on macOS 15

I'm working on a [Node.js port of ExecuTorch](https://github.com/frost-beta/executorch.js), and I got a crash which only happens on macOS 14 in the hosted runner of GitHub Actions. The macOS 15 runner is fine, and I could not reproduce the crash on any of my local computers.
"""
# https://github.com/exo-explore/exo/issues/1972
EXO_1972 = """EXO Kernel Panic Bug Report: IOGPUMemory::completeMemory() Prepare Count Underflow on Apple M4 Max 128GB
2.1 Panicking machine
- Model: MacBook Pro (14-inch, M4 Max, 2024)
- SoC: Apple M4 Max, 16-core CPU / 40-core GPU (T6041)
- Unified memory: 128GB
- macOS: 26.4, build 25E253
"""
# https://github.com/h2oai/h2ogpt/pull/491
H2OGPT_491 = """Add note to install torch 2.1 for MPS
labels: MacOS (M1/M2)

Mathanraj-Sharma · description · 2023-07-18
Fix #464
"""


def test_github_actions_to_be_added_is_no_vm() -> None:
    assert "no-metal-device" not in ids(ENFUGUE_40)
    assert "no-metal-device" not in ids(PLAN_CYPRESS)


def test_a_run_on_the_hosted_runner_is_still_a_vm() -> None:
    assert "no-metal-device" in ids(EXECUTORCH_6746)


def test_a_kernel_panic_reports_chip_names_the_mac() -> None:
    facts, _ = read(EXO_1972)
    assert facts["host.cpu_brand"] == "Apple M4 Max"
    assert facts["host.macos_version"] == "26.4"
    found = ids(EXO_1972)
    assert "apple-silicon" in found
    assert not {"intel-mac", "macos-too-old-for-mps", "mps-out-of-memory", "no-metal-device"} & found


def test_advice_to_install_a_torch_names_no_installed_torch() -> None:
    facts, _ = read(H2OGPT_491)
    assert "torch.version" not in facts
    assert not {"torch-outdated", "intel-mac", "apple-silicon"} & ids(H2OGPT_491)
