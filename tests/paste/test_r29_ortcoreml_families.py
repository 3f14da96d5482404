# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5200-5211 (onnxruntime on Macs: the CoreML execution provider,
onnxruntime-silicon, arm64 and x86_64 wheels) exposed, each read from real text.

- A macOS architecture that opens a list of platforms with Linux or Windows ('uv.lock contains macOS ARM64, Linux, and
  Windows wheels for the selected ONNX Runtime version, but no macOS x86_64 wheel', from an Intel Mac's report) names the
  platforms a lock file or an index holds wheels for, not the writer's machine, as a pair with another architecture
  ('macOS arm64 and x86_64') already did; an architecture in parentheses ('macOS (arm64), manylinux… and win_amd64',
  'macOS (arm64) wheels') is read the same way as one without.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids

# https://github.com/TokenRhythm/opensquilla/issues/1437 (dev 5210), the description up to the stored cut
OPENSQUILLA_1437 = r"""[Bug]: Recommended install cannot resolve on Intel macOS

chenliang613 · description · 2026-08-27
## Summary

The recommended installation profile cannot be resolved on Intel (`x86_64`) macOS because it unconditionally selects `onnxruntime`, whose locked version has no macOS x86_64 wheel. This prevents the documented quick terminal and source-development installation paths from completing.

## Reproduction

On macOS x86_64:

```sh
uv sync --extra recommended --extra dev
# or
uv tool install --python 3.12 "opensquilla[recommended] @ <release-wheel-url>"
```

Observed resolver error:

```text
Distribution `onnxruntime==1.24.4` cannot be installed because it does not have a source distribution or wheel for macOS x86_64.
```

`uv.lock` contains macOS ARM64, Linux, and Windows wheels for the selected ONNX Runtime version, but no macOS x86_64 wheel.
"""

LIST_LINE = "`uv.lock` contains macOS ARM64, Linux, and Windows wheels for the selected ONNX Runtime version, but no macOS x86_64 wheel."


def test_an_intel_macs_report_naming_arm64_in_a_list_of_wheel_platforms_stays_intel() -> None:
    found = ids(OPENSQUILLA_1437)
    assert "intel-mac" in found
    assert "apple-silicon" not in found
    assert fact(OPENSQUILLA_1437, "host.arm64_capable") == 0


@pytest.mark.parametrize("line", [
    LIST_LINE,
    "uv.lock contains macOS ARM64, Linux, and Windows wheels",
    "The release only has macOS arm64, Linux and Windows wheels.",
    "onnxruntime 1.24.4 ships wheels for: macOS arm64, Linux x86_64, Windows.",
    "PyPI has macOS arm64 / linux / win_amd64 wheels for it",
    "Published platforms: macOS (arm64), manylinux_2_28_x86_64 and win_amd64",
    "The lock file lists macOS ARM64 & Windows wheels but nothing else.",
    "There are no macOS (arm64) wheels for 1.24.4 yet.",
    "Only macOS (ARM64) builds are published.",
])
def test_macos_arm64_opening_a_list_with_linux_or_windows_is_no_machine(line: str) -> None:
    text = "onnxruntime install fails\n\n" + line + "\n"
    assert fact(text, "host.arm64_capable") is None
    assert fact(text, "python.machine") is None


@pytest.mark.parametrize("line", [
    "onnxruntime 1.23.2 has macOS x86_64, Linux and Windows wheels.",
    "Wheels exist for macOS x86_64 / Linux / Windows.",
])
def test_macos_x86_64_opening_a_list_with_linux_or_windows_is_no_python(line: str) -> None:
    text = "onnxruntime install fails\n\n" + line + "\n"
    assert fact(text, "python.machine") is None


@pytest.mark.parametrize("line", [
    "I'm on macOS arm64 (M2), Python 3.11, and onnxruntime 1.17 fails to load the CoreML provider.",
    "OS: macOS 14 ARM",
    "Running on macOS arm64, Python 3.12.4",
    "macOS arm64, with Homebrew Python, fails the same way",
])
def test_the_writers_macos_arm64_is_still_read(line: str) -> None:
    text = "CoreML provider missing\n\n" + line + "\n"
    assert fact(text, "host.arm64_capable") == 1


# https://github.com/apetersson/immich_ml_balancer/issues/2 (dev 5200), the title and the first lines of the description
IMMICH_ML_BALANCER_2 = r"""ONNXRuntimeError

flsabourin · description · 2025-10-18
Immich ML application is starting correctly, with a fresh cache folder, however, as soon as Immich Server triggers the ML engine, I get an error

at the beginning of the execution:

`(.venv) ➜  machine-learning git:(main) ✗ python -m immich_ml
[10/18/25 22:21:15] INFO     Starting gunicorn 23.0.0
"""


@pytest.mark.parametrize("text", [
    IMMICH_ML_BALANCER_2,
    "ONNXRuntimeError\n\nit fails as soon as the model loads\n",
    "Got an OnnxRuntimeException when creating the session\n",
    "[ONNXRuntimeError] : 1 : FAIL : Load model failed\n",
])
def test_onnxruntime_named_by_its_exception_class_is_read(text: str) -> None:
    assert fact(text, "report.other_framework_named") is True


def test_onnx_alone_is_not_onnxruntime() -> None:
    assert fact("exporting to ONNX fails with an error in the converter\n", "report.other_framework_named") is None
