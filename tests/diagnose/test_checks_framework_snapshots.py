"""Replayed real Mac facts (tests/fixtures/snapshots, every value quoted from a public report) through the
real checks and the real CLI, one per reason path, with exact ids."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from inprocess import run_cli

SNAPSHOTS = Path(__file__).resolve().parents[1] / "fixtures" / "snapshots"

# snapshot -> (exact finding ids, exit code)
CASES = {
    "apple-silicon-macos-12.2.1.json": (
        # torch-outdated's remedy is macOS first: torch >= 2.6 has MPS from macOS 13, and this Mac has 12.2.1
        ["macos-too-old-for-mps", "apple-silicon", "python-distribution", "python-native-arm64", "mps-unavailable",
         "torch-outdated"],
        1),
    "apple-silicon-rosetta-anaconda-10.16.json": (
        ["apple-silicon", "python-x86-on-arm", "python-distribution", "torch-x86-build", "torch-no-x86-mac-wheels"], 1),
    "tf218-metal110-m2max.json": (["apple-silicon", "tf-metal-version-mismatch"], 1),
    "tf216-keras3-metal-m3pro.json": (["apple-silicon", "tf-keras3-metal"], 0),
    "intel-mac-torch-2.2.2.json": (["intel-mac", "python-distribution", "torch-no-x86-mac-wheels"], 0),
    "sandbox-no-metal-device-m3.json": (["no-metal-device", "apple-silicon", "mps-unavailable"], 1),
}


def replay(name: str) -> tuple[int, dict]:
    proc = run_cli("check", "--from", str(SNAPSHOTS / name), "--format", "json")
    assert "Traceback" not in proc.stderr
    return proc.returncode, json.loads(proc.stdout)


@pytest.mark.parametrize("name", sorted(CASES))
def test_snapshot_reason_path(name: str) -> None:
    expected, code = CASES[name]
    rc, report = replay(name)
    assert [f["id"] for f in report["findings"]] == expected
    assert rc == code


@pytest.mark.parametrize("name", sorted(CASES))
def test_snapshot_values_cite_their_report(name: str) -> None:
    doc = json.loads((SNAPSHOTS / name).read_text())
    assert doc["_source"].startswith("https://github.com/")
    for key, fact in doc["facts"].items():
        assert fact["source"].startswith(doc["_source"]), key


def test_macos_floor_reason_names_the_floor() -> None:
    _, report = replay("apple-silicon-macos-12.2.1.json")
    unavailable = next(f for f in report["findings"] if f["id"] == "mps-unavailable")
    assert unavailable["evidence"]["reason"] == "macos-too-old-for-mps"
    assert unavailable["evidence"]["floor"] == "12.3"
    assert unavailable["summary"] == ("MPS is built into torch 1.13.0.dev20220525 but not available: macOS is below "
                                      "the floor this torch needs")


def test_sandbox_reason_is_no_metal_device_with_the_op_error() -> None:
    _, report = replay("sandbox-no-metal-device-m3.json")
    unavailable = next(f for f in report["findings"] if f["id"] == "mps-unavailable")
    assert unavailable["evidence"]["reason"] == "no-metal-device"
    assert unavailable["evidence"]["torch.mps_op"].startswith(
        "RuntimeError: The MPS backend is supported on MacOS 14.0+")
    device = next(f for f in report["findings"] if f["id"] == "no-metal-device")
    assert device["area"] == "platform" and device["fix"] == "use-bare-metal-mac"


def test_metal_mismatch_names_working_pairs_and_pip_command() -> None:
    _, report = replay("tf218-metal110-m2max.json")
    f = next(f for f in report["findings"] if f["id"] == "tf-metal-version-mismatch")
    assert f["summary"] == (
        "TensorFlow 2.18 with tensorflow-metal 1.1.0 is a known-bad pair. Working pairs: TF 2.18 or 2.19 with "
        "tensorflow-metal 1.2.0; TF 2.17 with tensorflow-metal 1.1.0")
    # TF 2.18.0 is already in the first pair: only tensorflow-metal moves (a tensorflow pin would move TF too).
    assert f["evidence"]["pip"] == ["tensorflow-metal==1.2.0"]
    # The fix runs exactly the pair the finding names (the {pip} placeholder of pin-tf-metal-pair).
    text = run_cli("check", "--from", str(SNAPSHOTS / "tf218-metal110-m2max.json")).stdout
    assert "/bin/python -m pip install tensorflow-metal==1.2.0" in text
    assert f["evidence"]["source"].startswith("https://github.com/tensorflow/tensorflow/issues/84167")


def test_an_outdated_torch_below_the_fixed_releases_mps_floor_is_told_to_upgrade_macos_first() -> None:
    """The torch with the CVE fix (2.6+) has MPS from macOS 13: on 12.2.1 (pytorch#78343) the upgrade is macOS
    first, with no pin (no torch has MPS below 12.3) and no torch command that would run today."""
    _, report = replay("apple-silicon-macos-12.2.1.json")
    outdated = next(f for f in report["findings"] if f["id"] == "torch-outdated")
    assert outdated["fix"] == "upgrade-macos-then-torch"
    assert outdated["evidence"]["macos_first"] == "13.0" and outdated["evidence"]["torch_below"] == ""
    assert "torch_spec" not in outdated["evidence"]
    text = run_cli("check", "--from", str(SNAPSHOTS / "apple-silicon-macos-12.2.1.json")).stdout
    assert "Upgrade macOS to 13.0 or later" in text and "torch<" not in text
