# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4060-4069 (TensorFlow Lite, tflite-runtime, tflite-support, LiteRT and the model
makers on Macs) exposed, each read from real text.

- CI runners named as Intel Macs and said to fail or to see too little ('Intel mac github runners only see early
  package versions'): the failing machine is an Intel Mac.
- A Mac's environment named as the native arm64 one ('on MacOs with Arm64 (native environment)'): Apple silicon and
  a native arm64 Python.
"""

from __future__ import annotations

from pasted import ids, raised, read

# https://github.com/google-ai-edge/LiteRT/issues/4794 (dev 4069)
LITERT_4794 = r"""# Does the package support Intel mac?

sammlapp · description · 2025-12-02
Intel mac github runners only see early package versions

```
ERROR: Could not find a version that satisfies the requirement ai-edge-litert<1.4.0,>=1.3.0 (from versions: 1.0.0, 1.0.1)
ERROR: No matching distribution found for ai-edge-litert<1.4.0,>=1.3.0
```

What is the status of supporting intel mac platforms? Thanks

junjiang-lab · comment · 2026-07-01
LiteRT only supports ARM64 for macOS but not Intel mac.

sammlapp · comment · 2026-07-01
Thanks for clarifying"""

# https://github.com/tensorflow/tensorflow/issues/61719 (dev 4062)
TF_61719 = r"""# tflite-model-maker cannot be installed correctly for different reasons on different configurations

BjarneHerland · comment · 2023-09-25
I fully empathise with @bogdanzurac's frustration! Arm64-based Macs are not bleeding-edge hardware anymore, and the fact that this issue still persist are IMO pretty embarrassing for the team responsible for these tools.

I'll try to summarise the approaches I have tried and my findings, in the hope that someone (@pkgoogle perhaps?) might take appropriate actions or provide constructive hints for how to move this forward.

Installing with Python 3.11 on MacOs with Arm64 (native environment) fails on [`tflite-support`](https://pypi.org/project/tflite-support/0.4.4/#files)
```text
The conflict is caused by:
    tflite-model-maker 0.4.2 depends on tflite-support>=0.4.2
    tflite-model-maker 0.4.1 depends on tflite-support-nightly
    :
    : 
```

Latest version of `tflite-support` at time of writing (linked above) provides wheels for Linux/Arm64 and MacOs/x86_64, but not the combo MacOs/Arm64. Python 3.11 is not the issue in this case, ref list of wheels in link above."""


def test_intel_mac_runners_that_fail_are_an_intel_mac() -> None:
    facts, _ = read(LITERT_4794)
    assert facts["host.cpu_brand"] == "Intel"
    assert facts["host.arm64_capable"] == 0
    found = ids(LITERT_4794)
    assert "intel-mac" in found
    assert "apple-silicon" not in found and "not-a-mac" not in found and "python-x86-on-arm" not in found


def test_intel_mac_runners_family_variants() -> None:
    for text in ("Intel mac github runners only see early package versions",
                 "Our Intel macOS runners fail to install the wheel.",
                 "The macOS-Intel GitHub Actions runners cannot find a matching distribution.",
                 "Intel Mac CI runners still get version 1.0.1 only.",
                 "intel-mac runners crashed on import",
                 "The Intel Mac runners don't find any wheel."):
        assert read(text)[0].get("host.cpu_brand") == "Intel", text
        assert "intel-mac" in ids(text), text


def test_intel_mac_runners_near_misses_not_read() -> None:
    # runners as a thing to build on, to want or to retire: no failure follows them
    for text in ("The wheels are built on Intel Mac runners.",
                 "Please add Intel Mac runners to the release workflow.",
                 "Intel Mac runners are deprecated by GitHub.",
                 "Intel Mac runners and Apple silicon runners both exist.",
                 "Intel Mac runners do not exist anymore for this repo."):
        assert read(text)[0].get("host.cpu_brand") != "Intel", text
        assert "intel-mac" not in raised(text), text


def test_mac_arm64_native_environment_is_a_native_arm64_python() -> None:
    facts, _ = read(TF_61719)
    assert facts["python.machine"] == "arm64"
    assert facts["host.arm64_capable"] == 1
    found = ids(TF_61719)
    assert "apple-silicon" in found and "python-native-arm64" in found
    assert "intel-mac" not in found and "not-a-mac" not in found and "python-x86-on-arm" not in found


def test_mac_arm64_native_environment_variants() -> None:
    for text in ("Installing with Python 3.11 on MacOs with Arm64 (native environment) fails",
                 "On my M1 Mac, arm64 (native), pip cannot find tflite-support.",
                 "On my MacBook Pro in a native arm64 conda environment the install fails.",
                 "macOS 14, native arm64 env: the import fails."):
        assert read(text)[0].get("python.machine") == "arm64", text
        assert "python-native-arm64" in ids(text), text


def test_mac_arm64_native_environment_near_misses_not_read() -> None:
    # no Mac named before it (an arm64 Linux box has native environments too)
    for text in ("Ubuntu 22.04 on a Raspberry Pi, arm64 (native environment), pip fails.",
                 "Works in a native arm64 environment.",
                 # an x86 environment, and Rosetta's
                 "On my Mac, x86_64 (native environment) works.",
                 "On my Mac, arm64 (Rosetta environment) fails.",
                 # advice, and a denial
                 "On your Mac you should use a native arm64 environment.",
                 "On my Mac it is not a native arm64 environment, it is Rosetta."):
        assert read(text)[0].get("python.machine") != "arm64", text
        assert "python-native-arm64" not in raised(text), text
