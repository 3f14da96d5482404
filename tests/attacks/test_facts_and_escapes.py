"""Attack: facts of the wrong type, depth or size, and text that talks to the terminal.

A malformed fact is a failed fact (the checks never see it), so a hostile snapshot gives findings or exit 2,
never a crashed check (exit 3). Escape sequences and control characters from any input never reach stdout.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from inprocess import run_cli

from macml_doctor import pipeline
from macml_doctor.facts import VALUE_TYPES, State, load_snapshot, printable
from macml_doctor.findings import DOCTOR_AREA

SNAPSHOTS = sorted((Path(__file__).resolve().parents[1] / "fixtures" / "snapshots").glob("*.json"))
WRONG = [3.11, -1, True, "text", [], ["a", 1], {}, {"a": {"b": 1}}, None, "x" * 2_000_000,
         json.loads("[" * 50 + "]" * 50)]
ESCAPES = ["\x1b[2J", "\x1b[1A\x1b[2K✓ fine", "\x1b]52;c;cm0gLXJmIH4=\x07", "\x1b]8;;http://evil\x1b\\link",
           "\r✓", "\x08\x08", "\x9b31m", "\u202eevil", "\x07", "\x00"]


def _hostile_keys(doc: dict) -> list[str]:
    return sorted({*doc["facts"], *VALUE_TYPES, "torch.child", "mlx.child_stage", "probe.result"})


def _assert_no_crashed_check(path: Path, doc: dict, key: str, bad: object) -> None:
    hostile = json.loads(json.dumps(doc))
    hostile["facts"][key] = {"state": "known", "value": bad}
    report = pipeline.diagnose(load_snapshot(hostile))
    crashed = [f for f in report.findings if f.area == DOCTOR_AREA]
    assert not crashed, (path.name, key, repr(bad)[:60], crashed[0].summary)


def test_every_fact_of_every_wrong_type_is_failed_not_a_crashed_check() -> None:
    """Every (fact, wrong value) pair once, each on one of the snapshots in turn (the full product is slow)."""
    docs = [(path, json.loads(path.read_text())) for path in SNAPSHOTS]
    pairs = 0
    keys = sorted({key for _, doc in docs for key in _hostile_keys(doc)})
    for i, key in enumerate(keys):
        for j, bad in enumerate(WRONG):
            path, doc = docs[(i + j) % len(docs)]
            _assert_no_crashed_check(path, doc, key, bad)
            pairs += 1
    assert len(docs) > 5 and pairs >= len(VALUE_TYPES) * len(WRONG)


@pytest.mark.slow
def test_every_snapshot_fact_of_a_wrong_type_is_failed_not_a_crashed_check() -> None:
    for path in SNAPSHOTS:
        doc = json.loads(path.read_text())
        for key in _hostile_keys(doc):
            for bad in WRONG:
                _assert_no_crashed_check(path, doc, key, bad)


def test_a_float_python_version_is_a_failed_fact_with_its_reason() -> None:
    doc = json.loads(SNAPSHOTS[0].read_text())
    doc["facts"]["python.version"] = {"state": "known", "value": 3.11}
    doc["facts"]["python.packages"] = {"state": "known", "value": {"torch": "2.5"}}
    facts = load_snapshot(doc)
    assert facts.get("python.version").state is State.FAILED
    assert "python.version must be text, not a number" in str(facts.get("python.version").error)
    assert facts.get("python.packages").state is State.FAILED


@pytest.mark.parametrize("fmt", ["text", "markdown", "json"])
def test_escape_sequences_from_a_snapshot_never_reach_stdout(fmt: str, tmp_path: Path) -> None:
    doc = json.loads(next(p for p in SNAPSHOTS if "rosetta" in p.name).read_text())
    for i, fact in enumerate(doc["facts"].values()):
        if isinstance(fact.get("value"), str):
            fact["value"] += ESCAPES[i % len(ESCAPES)]
        fact["source"] = fact.get("source", "") + ESCAPES[(i + 3) % len(ESCAPES)]
    doc["target"]["reason"] = "\x1b[2J\x1b[Hall good"
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(doc))
    # The CLI in this process (every renderer writes to sys.stdout); the pasted-text test below runs it as a process.
    proc = run_cli("check", "--from", str(path), "--format", fmt, *(["-v"] if fmt == "text" else []))
    assert proc.returncode in (0, 1), proc.stderr[-500:]  # the values changed (text added): a verdict either way
    out = proc.stdout
    assert printable(out) == out.replace("\r", "")
    assert "\x1b" not in out and "\x9b" not in out and "\u202e" not in out and "\r" not in out


def test_escape_sequences_in_a_pasted_text_report_are_removed(tmp_path: Path) -> None:
    text = ("PyTorch version: 2.5.1\x1b[2J\nIs debug build: False\nOS: macOS 14.5 (arm64)\x1b]52;c;QUJD\x07\n"
            "Python platform: macOS-14.5-x86_64-i386-64bit\x1b[1A\x1b[2K\n")
    proc = subprocess.run([sys.executable, "-m", "macml_doctor", "check", "--from", "-", "-v"], input=text.encode(),
                          capture_output=True, timeout=120)
    assert proc.returncode in (0, 1), proc.stderr
    assert b"\x1b" not in proc.stdout and b"\x07" not in proc.stdout


def test_printable_keeps_newlines_tabs_and_unicode() -> None:
    assert printable("a\tb\nc ✓ ünï 日本") == "a\tb\nc ✓ ünï 日本"
    for seq in ESCAPES:
        cleaned = printable("x" + seq + "y")
        assert "\x1b" not in cleaned and "\x07" not in cleaned and cleaned.startswith("x") and cleaned.endswith("y")
