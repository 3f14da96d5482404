"""One pipeline: every finding's remedy is resolved once, and text and JSON show the same argv."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from macml_doctor import cli
from macml_doctor.facts import Facts, Origin, Target, load_snapshot
from macml_doctor.findings import Certainty, Finding, Severity, exit_code
from macml_doctor.pipeline import diagnose
from macml_doctor.remedy import shell
from macml_doctor.render import text

SNAPSHOTS = sorted((Path(__file__).resolve().parent / "fixtures" / "snapshots").glob("*.json"))


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = cli.run(list(argv))
    return code, capsys.readouterr().out


@pytest.mark.parametrize("snapshot", SNAPSHOTS, ids=lambda p: p.stem)
def test_json_remedy_holds_exactly_the_commands_the_text_shows(snapshot: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    _, shown = _run(capsys, "check", "--from", str(snapshot))
    _, raw = _run(capsys, "check", "--from", str(snapshot), "--format", "json")
    doc = json.loads(raw)
    problems = [f for f in doc["findings"] if f["severity"] in ("warning", "error")]
    expected = [f"$ {shell.join(argv)}" for f in problems if f["remedy"] for argv in f["remedy"]["commands"]]
    assert [line.strip() for line in shown.splitlines() if line.strip().startswith("$ ")] == expected
    for f in doc["findings"]:
        assert f["certainty"] == "certain"  # replayed facts of a real machine
        assert f["fix"] == (f["remedy"]["fix_id"] if f["remedy"] else None)


def test_every_snapshot_with_a_problem_gets_a_remedy_somewhere() -> None:
    remedies = [f.remedy for p in SNAPSHOTS for f in diagnose(load_snapshot(json.loads(p.read_text()))).findings
                if f.remedy is not None]
    assert len({r.fix_id for r in remedies}) >= 6
    assert all(r.kind == "auto" or r.reason for r in remedies)  # manual always says why


def _crash(facts: Facts) -> list[Finding]:
    raise KeyError("torch.version")


def _fine(facts: Facts) -> list[Finding]:
    return [Finding("apple-silicon", Severity.OK, "platform", "Apple M2")]


def test_a_crashed_check_is_a_doctor_bug_shown_after_every_other_result() -> None:
    report = diagnose(Facts(Target(Origin.SNAPSHOT, reason="test"), {}), checks=[_crash, _fine])
    assert [f.id for f in report.findings] == ["apple-silicon", "doctor-check-failed"]
    bug = report.findings[-1]
    assert bug.area == "doctor" and bug.severity is Severity.ERROR
    assert "_crash" in bug.evidence["paste"] and "KeyError: 'torch.version'" in bug.evidence["paste"]
    assert exit_code(report.findings) == 3 and exit_code(report.findings, strict=True) == 3
    out = io.StringIO()
    text.render(report, out)
    shown = out.getvalue()
    assert "☠" in shown and "this is a bug in macml-doctor, please report it" in shown
    assert bug.evidence["paste"] in shown and "Apple M2" in shown
    assert "warnings are only advice" not in shown


def test_finding_json_round_trips_certainty_and_remedy() -> None:
    [f] = [f for f in diagnose(load_snapshot(json.loads(SNAPSHOTS[-1].read_text()))).findings if f.remedy]
    hedged = Finding(f.id, f.severity, f.area, f.summary, f.evidence, certainty=Certainty.POSSIBLE, remedy=f.remedy)
    back = Finding.from_json(json.loads(json.dumps(hedged.to_json())))
    assert back.certainty is Certainty.POSSIBLE
    assert back.remedy is not None and back.remedy.commands == f.remedy.commands
    assert back.to_json() == hedged.to_json()


def test_a_folded_symptom_carries_its_root_causes_remedy_in_json_as_the_text_says(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """lottery#33 (real text): SIGILL importing TensorFlow 2.1 with Python 3.6 on an M1. The text report says the
    crash is "caused by [python-x86-on-arm] above"; the JSON remedy of the crash (and of the x86 TensorFlow it
    explains) is that cause's remedy, not the symptom's own recipe ("reinstall the native packages")."""
    report = tmp_path / "report.txt"
    report.write_text("OS Platform and Distribution (e.g., Linux Ubuntu 16.04): MacBook Air Apple M1 chip, "
                      "macOS Monterey version 12.2\nTensorFlow version: 2.1.0\nPython version: 3.6.12\n\n"
                      "[1]    59236 illegal hardware instruction  python train_model.py\n")
    _, shown = _run(capsys, "check", "--from", str(report))
    _, raw = _run(capsys, "check", "--from", str(report), "--format", "json")
    found = {f["id"]: f for f in json.loads(raw)["findings"]}
    cause = found["python-x86-on-arm"]
    folded = [f for f in found.values() if f["evidence"].get("root cause", "").startswith("python-x86-on-arm")]
    assert {"import-crashed", "tf-x86-build"} <= {f["id"] for f in folded}
    for f in folded:
        assert f["remedy"] == cause["remedy"] and f["fix"] == cause["fix"] == "install-miniforge-arm64"
        assert "reinstall" not in (f["fix"] or "")
    assert shown.count("caused by [python-x86-on-arm] above") == len([f for f in folded if f["severity"] != "info"])
    # the text shows the cause's commands once, not again under each symptom
    shown_commands = [line.strip() for line in shown.splitlines() if line.strip().startswith("$ ")]
    for argv in cause["remedy"]["commands"]:
        assert shown_commands.count(f"$ {shell.join(argv)}") == 1
