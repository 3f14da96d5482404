"""python-too-new on every platform (checks/python_support.toml [[first_wheels]]), read from real pasted text."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from packaging.version import Version
from pasted import ids

from macml_doctor.diagnose import engine, python_support
from macml_doctor.kb import support
from macml_doctor.paste import inputs

WHEELS = Path(__file__).resolve().parents[1] / "fixtures" / "wheels" / "index"


@pytest.mark.parametrize("text", [
    # tensorflow/tensorflow#79349 (Windows, Python 3.13, before TF 2.20)
    "C:\\Users\\Enes> pip install tensorflow\nERROR: Could not find a version that satisfies the requirement "
    "tensorflow (from versions: none)\nERROR: No matching distribution found for tensorflow\n"
    "Operating System: Windows 10\nPython Version: (Python 3.13.0)",
    # pytorch/pytorch#91543 (no platform named; Python 3.11 before torch 1.13)
    "Python 3.11.1 , even with nightly version of PyTorch: ERROR: No matching distribution found for torch\n"
    "ERROR: Could not find a version that satisfies the requirement torch (from versions: none)\n"
    "ERROR: No matching distribution found for torch",
    # astral-sh/uv#10262 (macOS, torch 2.5.1 has no cp313 wheel)
    "uv add torch\nUsing CPython 3.13.1\nCreating virtual environment at: .venv\nResolved 23 packages in 7ms\n"
    "error: Distribution `torch==2.5.1 @ registry+https://pypi.org/simple` can't be installed because it doesn't "
    "have a source distribution or wheel for the current platform\n\nmacOS 15.0",
    # svpino/apple-silicon#1 (tensorflow-metal before 1.2.0 had no cp312 wheel)
    "pip install tensorflow tensorflow-macos tensorflow-metal\nNo matching distribution found for tensorflow-metal\n"
    "PS. Using latest Python (3.12) I go the error for tensorflow-metal.",
    # tensorflow/tensorflow#53031 (a template naming TF 2.7 and Python 3.10 on Windows/WSL)
    "- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Windows 10 Pro and Linux Ubuntu 20.04 LTS "
    "(through WSL2)\n- TensorFlow version: 2.6.2, 2.7.0\n- Python version: 3.10.0",
])
def test_a_python_newer_than_the_releases_offered(text: str) -> None:
    assert "python-too-new" in ids(text)


@pytest.mark.parametrize(("text", "wanted"), [
    # kyutai-labs/moshi#394: mlx before 0.27 has no cp314 wheels; pip offers only the releases that do
    ("$ pip3 install -U mlx==0.26.5\n\nERROR: Could not find a version that satisfies the requirement "
     "mlx<0.27,>=0.26.0 (from moshi-mlx) (from versions: 0.29.4, 0.30.0, 0.30.1)\n\n- Operating system version: "
     "macOS 15.7.3\n- Mac model: Apple Silicon M4Pro with 48GB\n- Python version: 3.14.2", "mlx<0.27,>=0.26.0"),
    # jgravelle/GroqCasters#1: torch for Python 3.11 on Windows starts at 2.0.0
    ("ERROR: Could not find a version that satisfies the requirement torch==1.13.1 (from versions: 2.0.0, 2.0.1, "
     "2.1.0, 2.1.1, 2.1.2, 2.2.0, 2.2.1, 2.2.2, 2.3.0, 2.3.1, 2.4.0, 2.4.1)\nERROR: No matching distribution found "
     "for torch==1.13.1\n\nI am running windows 11, python 3.11. In an anaconda environment.", "torch"),
])
def test_only_newer_releases_offered_for_a_pinned_range(text: str, wanted: str) -> None:
    facts = inputs.parse_report(text, "test")
    [finding] = [f for f in engine.run_checks(facts) if f.id == "python-too-new"]
    assert any(item.startswith(wanted) for item in finding.evidence["frameworks"])


def test_newer_releases_offered_to_a_python_the_pin_has_wheels_for() -> None:
    """zackees/transcribe-anything#16: torch 2.1.2 has cp310 macOS arm64 wheels, so Python 3.10 is not the cause."""
    text = ("Running: pip install torch==2.1.2\nERROR: Could not find a version that satisfies the requirement "
            "torch==2.1.2 (from versions: 2.2.0)\nERROR: No matching distribution found for torch==2.1.2\n\n"
            "I'm on MacOS on a M2 mac, with python version 3.10.10")
    assert "python-too-new" not in ids(text)


def test_requires_python_ranges_give_a_lower_bound() -> None:
    """invoke-ai/InvokeAI#5597: every skipped release needs Python < 3.12 (the line is cut mid-range)."""
    text = ("ERROR: Ignored the following versions that require a different python version: 1.10.0 Requires-Python "
            "<3.12,>=3.8; 1.10.1 Requires-Python <3.12,>=3.8; 1.21.6 Requires-Python >=3.7,<3.11; 1.7.0 "
            "Requires-Python >=3.7,<3.10; 1.9.0rc3 Requires-Python >=3.8,")
    facts = inputs.parse_report(text, "test")
    [floor] = [s for s in facts.value("report.symptoms") if s["id"] == "python-newer-than-pins"]
    assert floor["at_least"] == "3.12"
    assert "python-too-new" in ids(text)


@pytest.mark.parametrize("text", [
    # Nerogar/OneTrainer#169: the skipped ranges are pip's aside; the failure is a +cu118 pin on a Mac
    "ERROR: Ignored the following versions that require a different python version: 1.6.2 Requires-Python "
    ">=3.7,<3.10; 1.7.1 Requires-Python >=3.7,<3.10\nERROR: Could not find a version that satisfies the "
    "requirement torch==2.1.2+cu118 (from versions: 1.11.0, 2.1.2, 2.2.1)\nPython 3.10.13",
    # tensorflow/tensorflow#57444-like: arm64 TF before 2.13 was tensorflow-macos, not the Python's fault
    "OS Platform and Distribution\nmacOS M1 (arm64)\nPython version\n3.9\n$ pip install tensorflow\n"
    "ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)",
    # tkgs0/Momoko#1: torch 1.13.1 has cp310 Windows wheels, so 'none' is not about Python 3.10
    "### Python\n\nPython 3.10.9\n\n### 操作系统\n\nwin11 22H2\n`ERROR: Could not find a version that satisfies the "
    "requirement torch==1.13.1 (from versions: none)\nERROR: No matching distribution found for torch==1.13.1`",
    # main-educational/brain_encoding_decoding#6: TF 2.6.2 never had arm64 macOS wheels (the platform, not 3.9)
    "ERROR: Could not find a version that satisfies the requirement tensorflow==2.6.2 (from versions: none)\n"
    "ERROR: No matching distribution found for tensorflow==2.6.2\nM1 MacBook with MacOS 11.6 (Big Sur)\nPython 3.9.9",
    # pytorch/pytorch#127181: PyPy 3.8 on an M1 gets no torch; 3.8 is not new
    "Sonoma 14.5  M1\nPython 3.8.16\nERROR: Could not find a version that satisfies the requirement torch "
    "(from versions: none)",
])
def test_other_explanations_are_not_a_python_too_new(text: str) -> None:
    assert "python-too-new" not in ids(text)


def test_verdict_reads_the_first_wheels_of_each_platform() -> None:
    assert python_support.verdict("torch", Version("3.13"), None, ["windows"])[0] is True
    assert python_support.verdict("torch", Version("3.12"), Version("2.6.0"), ["linux"])[0] is False
    assert python_support.verdict("torch", Version("3.12"), Version("2.1.2"), ["linux"])[0] is True
    # 3.10 was there from tensorflow's first arm64 release: a refusal on arm64 is the platform's, not Python's
    assert python_support.verdict("tensorflow", Version("3.10"), None, ["macos-arm64"])[0] is False
    # 3.7 got torch's arm64 wheels only from 1.12.0, after 3.8 had them from 1.8.0: served late, not too new
    assert python_support.verdict("torch", Version("3.7"), Version("1.8.0"), ["macos-arm64"])[0] is False


@pytest.mark.parametrize(("framework", "platform", "arch"), [
    ("torch", "macos-arm64", "arm64"), ("torch", "macos-x86_64", "x86_64"),
    ("tensorflow", "macos-arm64", "arm64"), ("tensorflow", "macos-x86_64", "x86_64"),
    ("tensorflow-macos", "macos-arm64", "arm64"), ("tensorflow-metal", "macos-arm64", "arm64"),
    ("mlx", "macos-arm64", "arm64"), ("numpy", "macos-arm64", "arm64"), ("numpy", "macos-x86_64", "x86_64")])
def test_macos_first_wheels_agree_with_the_wheel_fixtures(framework: str, platform: str, arch: str) -> None:
    index = json.loads((WHEELS / f"{framework}.json").read_text())
    first: dict[Version, Version] = {}
    for release, files in index.items():
        v = Version(release)
        if v.is_prerelease:
            continue
        for f in files:
            m = re.search(r"-cp3(\d+)-.*macosx_\d+_\d+_" + arch + r"\.whl$", f["filename"])
            if m:
                py = Version(f"3.{m.group(1)}")
                first[py] = min(first.get(py, v), v)
    since, firsts, _ = support.first_wheels()[(framework, platform)]
    for py, release in firsts.items():
        assert first[py] == release, (framework, py)
    assert since <= min(firsts.values())
    # every Python served after the platform's first release is listed (torch's cp37 arm64 wheels came in 1.12.0,
    # after 3.8's in 1.8.0: an older Python served late, which the rows must show)
    late = {py: release for py, release in first.items() if release > since}
    assert {py: firsts.get(py) for py in late} == late, framework
