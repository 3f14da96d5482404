"""Recorded facts of real machines (values from public bug reports, URL in each file) through the real checks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from inprocess import run_cli
from remedies import fix_of

from macml_doctor.diagnose import engine
from macml_doctor.facts import load_snapshot

SNAPSHOTS = Path(__file__).resolve().parents[1] / "fixtures" / "snapshots"

# snapshot -> (exact ids in the platform and python areas, exit code of `check --from`)
EXPECTED = {
    "apple-silicon-miniforge-native.json": ({"apple-silicon", "python-native-arm64", "python-distribution"}, 0),
    "apple-silicon-rosetta-anaconda-10.16.json": ({"apple-silicon", "python-x86-on-arm", "python-distribution"}, 1),
    "intel-mac-torch-2.2.2.json": ({"intel-mac", "python-distribution"}, 0),
    "apple-silicon-macos-12.2.1.json": ({"apple-silicon", "macos-too-old-for-mps", "python-native-arm64",
                                         "python-distribution"}, 1),
    "apple-silicon-macos-13.7-torch-2.10.json": ({"apple-silicon", "macos-too-old-for-mps", "python-native-arm64"}, 1),
    "linux-nvidia-a100.json": ({"not-a-mac", "python-distribution"}, 0),
    "linux-cpu-almalinux.json": ({"not-a-mac"}, 0),
}


def findings_of(name: str) -> list:
    facts = load_snapshot(json.loads((SNAPSHOTS / name).read_text()))
    return engine.run_checks(facts)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_platform_and_python_findings(name: str) -> None:
    ids = {f.id for f in findings_of(name) if f.area in ("platform", "python")}
    assert ids == EXPECTED[name][0]


def test_every_snapshot_records_its_public_source() -> None:
    for path in SNAPSHOTS.glob("*.json"):
        doc = json.loads(path.read_text())
        assert doc["_source"].startswith("https://"), path.name
        for key, fact in doc["facts"].items():
            assert fact.get("source"), f"{path.name}: {key} has no source"


def test_rosetta_report_of_10_16_is_not_called_too_old() -> None:
    ids = {f.id for f in findings_of("apple-silicon-rosetta-anaconda-10.16.json")}
    assert "macos-too-old-for-mps" not in ids
    rosetta = next(f for f in findings_of("apple-silicon-rosetta-anaconda-10.16.json") if f.id == "python-x86-on-arm")
    assert fix_of(rosetta) == "install-miniforge-arm64"
    assert rosetta.severity.value == "error"


def test_intel_mac_gets_no_rosetta_advice() -> None:
    ids = {f.id for f in findings_of("intel-mac-torch-2.2.2.json")}
    assert "python-x86-on-arm" not in ids and "apple-silicon" not in ids


def test_macos_floor_follows_the_torch_version() -> None:
    finding = next(f for f in findings_of("apple-silicon-macos-12.2.1.json") if f.id == "macos-too-old-for-mps")
    assert finding.evidence["floor"] == "12.3"
    assert "torch 1.13.0.dev20220525" in finding.summary


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_check_from_snapshot_exit_code(name: str, tmp_path: Path) -> None:
    proc = run_cli("check", "--from", str(SNAPSHOTS / name), "--format", "json")
    assert proc.returncode == EXPECTED[name][1], proc.stderr
    report = json.loads(proc.stdout)
    assert report["target"]["source"] == "snapshot"


def test_replayed_facts_keep_one_finding_per_item(tmp_path: Path) -> None:
    """Findings that are one per package (the arch scan) survive `check --from` exactly as a live check has them."""
    doc = json.loads((SNAPSHOTS / "apple-silicon-miniforge-native.json").read_text())
    scan = {"process_arch": "arm64", "files_checked": 2, "truncated": False,
            "unloadable": [{"package": "torch", "path": "/x/torch/_C.so", "archs": ["x86_64"]},
                           {"package": "numpy", "path": "/x/numpy/_core.so", "archs": ["x86_64"]}]}
    doc["facts"]["packages.arch_scan"] = {"state": "known", "value": scan, "source": "test: two packages"}
    path = tmp_path / "two.json"
    path.write_text(json.dumps(doc))
    live = [f.id for f in engine.run_checks(load_snapshot(doc))]
    proc = run_cli("check", "--from", str(path), "--format", "json")
    replayed = [f["id"] for f in json.loads(proc.stdout)["findings"]]
    assert replayed == live
    assert replayed.count("incompatible-arch-extension") == 2, replayed
