# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3660-3673 (continuous integration on GitHub-hosted and other CI Macs: runner
labels, MPS on virtualised runners, wheel builds, PyTorch's own CI job names) exposed, each read from real text.

- The Mac itself called virtualised ('virtualized Mac does not support MPS') and GitHub's CI named as the place
  ('problem occurs in github ci/cd'), in a report about MPS: a VM without a usable Metal device.
- PyTorch's CI job names for x86_64 macOS ('UNSTABLE periodic / macos-12-py3-x86-64 / test (default)'): an Intel
  runner; the arm64 test job also without its macOS release ('macos-py3-arm64 / test').
- A macOS release named as a build's target ('Wheels for macOS catalina are failing', 'macOS wheel for Catalina') or
  inside a CI task's hyphenated name ('wheel-macos-catalina-*') is not the machine's macOS.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/pytorch/torchchat/issues/1416 (dev 3665)
TORCHCHAT_1416 = r"""# MacOS test falsely uses MPS, fails and is misreported as passing

mikekgfb · description · 2024-12-11
### 🐛 Describe the bug

#1415, #1404 and all other PRs fail on test-readme-macos when torchchat apparently falsely tries to load the model to MPS.  
Due to #1315 , the test don't report as failed, so things get committed anyway.

I don't know why test-readme-macos would try to load into MPS.  There's a multi-layered story here, where virtualized Mac does not support MPS (I think because most likely there's no MMU for MPS, so you can't virtualize MPS).  MPS is however still reported as available by the OS, and hence a simple check `torch.backends.mps.is_available():` is not sufficient because pytorch thinks that MPS is actually available (but any and all memory allocations should fail).

We're trying to fix this by doing an allocation of a tensor in MPS memory and see if that succeeds or fails in `is_mps_available()` here => https://github.com/pytorch/torchchat/blob/main/torchchat/utils/build_utils.py#L269 when `get_device_str()` is looking to check if MPS is available, and the fastest device should be returned as MPS.

Ideally, this should be fixed in the expansion `get_device_str()` and `is_mps_available()` functions, together with #1315.

### Versions

problem occurs in github ci/cd
"""
# https://github.com/pytorch/pytorch/issues/110328 (dev 3672)
PYTORCH_110328 = r"""# UNSTABLE periodic / macos-12-py3-x86-64 / test (default)

huydhn · description · 2023-09-29
There are some failing tests in trunk.  The job is planning to be cleaned up soon, so it probably make sense to mark it as unstable.

For example, https://hud.pytorch.org/pytorch/pytorch/commit/88de39169281996edf146bceb431673a0900b44c

cc @seemethere @malfet @pytorch/pytorch-dev-infra
"""
# https://github.com/pytorch/pytorch/issues/142434 (the arm64 job named without its macOS release)
PYTORCH_142434 = r"""# UNSTABLE trunk / macos-py3-arm64 / test (default)

huydhn · description · 2024-12-09
This jobs is unstable because MacOS testing has been unknowingly disabled for several weeks.  The CI sev with the context is at https://github.com/pytorch/pytorch/issues/142206
"""
# https://github.com/apache/arrow/pull/41567 (dev 3661), the opening of the stored text
ARROW_41567 = r"""# GH-41566: [CI][Packaging] macOS wheel for Catalina fails to build on macOS arm64

raulcd · description · 2024-05-07
### Rationale for this change

Wheels for macOS catalina are failing

### What changes are included in this PR?

Use macos-13 instead of (latest) ARM

raulcd · comment · 2024-05-07
@github-actions crossbow submit wheel-macos-catalina-*
"""


def test_virtualised_mac_in_github_ci_has_no_metal_device() -> None:
    found = ids(TORCHCHAT_1416)
    assert "no-metal-device" in found
    assert "mps-available" not in found and "intel-mac" not in found and "not-a-mac" not in found


def test_virtualised_mac_family_wordings() -> None:
    for text in ("MPS fails on our CI: the virtualised Mac has no usable GPU.",
                 "torch.backends.mps.is_available() is True on the virtualized macOS runner but every MPS allocation fails.",
                 "The MPS tests crash on virtualized runners.",
                 "MPS reports available, yet tensors cannot be allocated (GitHub CI)."):
        assert "no-metal-device" in ids(text), text


def test_virtualised_words_that_are_not_the_machine() -> None:
    # no GPU topic: a virtualised Mac named in a build question is not a Metal report
    assert "no-metal-device" not in ids("Does the installer run on a virtualized Mac? pip install numpy fails with a compiler error.")
    # said not to be one
    assert "no-metal-device" not in ids("This is not a virtualized Mac: an M2 Pro on my desk, and MPS works (torch 2.3).")


def test_pytorch_ci_x86_64_job_is_an_intel_runner() -> None:
    facts, _ = read(PYTORCH_110328)
    assert facts["host.cpu_brand"] == "Intel"
    assert facts["host.arm64_capable"] == 0
    found = ids(PYTORCH_110328)
    assert "intel-mac" in found
    assert "apple-silicon" not in found and "not-a-mac" not in found
    facts, _ = read("macos-12-py3-x86-64-lite-interpreter / build failed with a linker error")
    assert facts["host.cpu_brand"] == "Intel"


def test_pytorch_ci_arm64_test_job_without_a_release() -> None:
    facts, _ = read(PYTORCH_142434)
    assert facts["host.arm64_capable"] == 1
    assert "apple-silicon" in ids(PYTORCH_142434)
    # a build job's arm64 is its target (cross-built on Intel Macs): not read
    facts, _ = read("macos-py3-arm64 / build failed with a linker error")
    assert facts.get("host.arm64_capable") is None


def test_macos_release_as_a_wheels_target_is_not_the_machines() -> None:
    facts, _ = read(ARROW_41567)
    assert facts.get("host.macos_release") is None
    for text in ("Wheels for macOS Big Sur fail to upload.", "The builds for Monterey are broken on the new runner."):
        facts, _ = read(text)
        assert facts.get("host.macos_release") is None, text


def test_macos_release_of_the_machine_is_still_read() -> None:
    for text, major in (("I'm on macOS Catalina and torch fails to import.", "10.15"),
                        ("OS: macOS-Catalina 10.15.7", "10.15"),
                        ("Built for me on my Mac (Monterey 12.6) and it works.", "12")):
        facts, _ = read(text)
        assert str(facts.get("host.macos_version") or facts.get("host.macos_release")).startswith(major), text
