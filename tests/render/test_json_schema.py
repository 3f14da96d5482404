"""Every JSON document the doctor prints validates against the schema it ships, and `schema` prints that schema.

Real outputs: the live check of a real venv, every recorded snapshot and every pasted-report fixture through
the real checks, `list`, `explain` of every id, `history`, and `fix --dry-run` of every snapshot.
"""

from __future__ import annotations

import io
import json
import subprocess
from pathlib import Path

import jsonschema
import pytest
import schema
from inprocess import run_cli

import macml_doctor
from macml_doctor.commands import explain as app
from macml_doctor.commands.fix import FixRequest, fix
from macml_doctor.errors import InputError
from macml_doctor.kb import load as kb
from macml_doctor.remedy import recipes

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
SNAPSHOTS = sorted((FIXTURES / "snapshots").glob("*.json"))
REPORTS = sorted((FIXTURES / "reports").glob("*.txt"))


def doctor(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """The CLI in this process (tests/inprocess.py): what each command prints is the document under test."""
    return run_cli(*args, env=env)


def test_schema_command_prints_the_shipped_draft_2020_12_schema() -> None:
    proc = doctor("schema")
    assert proc.returncode == 0
    doc = json.loads(proc.stdout)
    assert doc["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(doc)
    assert set(doc["$defs"]["finding"]["properties"]) >= {"remedy", "certainty", "fix", "evidence"}
    assert set(doc["$defs"]["report"]["required"]) >= {"generated_at", "host", "status", "ignored"}


def test_live_check_envelope(venv_plain: Path) -> None:
    proc = doctor("check", "--python", str(venv_plain), "--format", "json")
    doc = schema.validate(json.loads(proc.stdout))
    assert doc["status"] == "ok" and proc.returncode == 0
    assert len(doc["host"]) == 16 and doc["generated_at"].endswith("Z")
    again = json.loads(doctor("check", "--python", str(venv_plain), "--format", "json").stdout)
    assert again["host"] == doc["host"]  # stable


@pytest.mark.parametrize("path", SNAPSHOTS, ids=[p.stem for p in SNAPSHOTS])
def test_every_snapshot_report_and_fix_plan(path: Path) -> None:
    report = macml_doctor.check(text=path.read_text())
    doc = schema.validate(report.to_json())
    assert doc["host"] is None  # not this machine
    counts = doc["summary"]
    assert doc["status"] == ("errors" if counts["errors"] else "warnings" if counts["warnings"] else "ok")
    for finding in doc["findings"]:
        assert (finding["remedy"] is None) == (finding["fix"] is None)
    plan = io.StringIO()  # `fix --from PATH --dry-run --format json`, through the fix service in this process
    assert fix(FixRequest(from_file=str(path), dry_run=True, format="json"), plan, None) == 0
    schema.validate(json.loads(plan.getvalue()))


def test_remedy_commands_are_the_commands_the_text_report_shows() -> None:
    path = FIXTURES / "snapshots" / "tf218-metal110-m2max.json"
    doc = macml_doctor.check(text=path.read_text()).to_json()
    [mismatch] = [f for f in doc["findings"] if f["id"] == "tf-metal-version-mismatch"]
    text = doctor("check", "--from", str(path)).stdout
    from macml_doctor.remedy import shell

    assert mismatch["remedy"]["commands"]
    for argv in mismatch["remedy"]["commands"]:
        assert f"$ {shell.join(argv)}" in text
    plan = json.loads(doctor("fix", "--from", str(path), "--dry-run", "--format", "json").stdout)
    assert [p["remedy"]["commands"] for p in plan["plans"]] == [mismatch["remedy"]["commands"]]


@pytest.mark.parametrize("path", REPORTS, ids=[p.stem for p in REPORTS])
def test_every_pasted_report(path: Path) -> None:
    try:
        report = macml_doctor.check(text=path.read_text(errors="replace"))
    except InputError:
        return  # nothing recognised: the CLI exits 2 with one line, there is no JSON
    schema.validate(report.to_json())


def test_list_explain_history() -> None:
    listing = schema.validate(json.loads(doctor("list", "--format", "json").stdout))
    assert {f["id"] for f in listing["findings"]} == set(kb.finding_catalogue())
    assert {r["id"] for r in listing["fixes"]} == set(recipes.catalogue())
    for ident in [*kb.finding_catalogue(), *recipes.catalogue()]:  # in-process: `explain --format json`
        doc = schema.validate(json.loads(app.explain(ident, "json")))
        assert doc["id"] == ident


def test_explain_json_has_argv_templates_per_manager() -> None:
    doc = json.loads(doctor("explain", "tf-metal-version-mismatch", "--format", "json").stdout)
    assert doc["finding"]["area"] == "tensorflow"
    assert all(isinstance(argv, list) for argvs in doc["fix"]["commands"].values() for argv in argvs)


def test_history_json(tmp_path: Path) -> None:
    proc = doctor("history", "--format", "json", env={"MACML_DOCTOR_DATA_DIR": str(tmp_path)})
    doc = schema.validate(json.loads(proc.stdout))
    assert doc["entries"] == [] and doc["path"].startswith(str(tmp_path))


def test_fix_json_without_dry_run_is_a_usage_error() -> None:
    proc = doctor("fix", "--format", "json")
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and "--dry-run" in proc.stderr
