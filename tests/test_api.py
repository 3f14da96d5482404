"""The Python API: macml_doctor.check(python=None, text=None) -> Report, on real venvs and real pasted reports."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
import schema
from inprocess import run_cli

import macml_doctor
from macml_doctor.errors import DoctorError, InputError, TargetError, UsageError
from macml_doctor.findings import Finding

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def test_check_a_real_venv_matches_the_cli(venv_plain: Path) -> None:
    report = macml_doctor.check(python=str(venv_plain))
    assert all(isinstance(f, Finding) for f in report.findings)
    assert report.exit_code == 0 and report.status == "ok"
    doc = schema.validate(report.to_json())
    assert doc["target"]["python"] == str(venv_plain)
    cli = json.loads(run_cli("check", "--python", str(venv_plain), "--format", "json").stdout)
    assert [f["id"] for f in cli["findings"]] == [f.id for f in report.findings]
    assert cli["host"] == doc["host"]


def test_check_pasted_text() -> None:
    text = (FIXTURES / "reports" / "anaconda-13174-platform-machine-x86_64-on-m1.txt").read_text()
    report = macml_doctor.check(text=text)
    assert report.exit_code == 1 and report.status == "errors"
    assert report.facts.target.origin.value == "report"
    assert report.to_json()["host"] is None
    accepted = macml_doctor.check(text=text, ignore=[f.id for f in report.findings if f.severity.value == "error"])
    assert accepted.exit_code == 0 and accepted.ignored


def test_strict_and_only() -> None:
    text = (FIXTURES / "snapshots" / "tf216-keras3-metal-m3pro.json").read_text()
    assert macml_doctor.check(text=text).exit_code == 0
    assert macml_doctor.check(text=text, strict=True).exit_code == 1
    assert {f.area for f in macml_doctor.check(text=text, only=["platform"]).findings} <= {"platform", "doctor"}


@pytest.mark.parametrize(("kwargs", "error"), [
    ({"python": "/no/such/python"}, TargetError),
    ({"text": "hello, this is not a report"}, InputError),
    ({"python": sys.executable, "text": "x"}, UsageError),
    ({"text": "x", "ignore": ["not-an-id"]}, UsageError),
])
def test_bad_arguments_raise_the_cli_message(kwargs: dict, error: type[DoctorError]) -> None:
    with pytest.raises(error) as info:
        macml_doctor.check(**kwargs)
    assert "\n" not in str(info.value)
