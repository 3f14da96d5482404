"""--ignore / --only / config files / --format summary: how CI and fleets accept known findings. The real CLI, in this
process."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import schema
from inprocess import run_cli

SANDBOX = Path(__file__).resolve().parents[1] / "fixtures" / "snapshots" / "sandbox-no-metal-device-m3.json"


def doctor(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """The CLI in this process (tests/inprocess.py), started in ``cwd``: the folder a project config is found from."""
    return run_cli(*args, cwd=cwd, env={"MACML_DOCTOR_CONFIG": None, **(env or {})})


def no_user_config(tmp_path: Path) -> dict[str, str]:
    return {"MACML_DOCTOR_CONFIG": str(tmp_path / "absent.toml")}


def test_a_ci_runner_accepts_no_metal_device(tmp_path: Path) -> None:
    """A hosted macOS runner has no Metal device: without --ignore, check always exits 1."""
    env = no_user_config(tmp_path)
    before = doctor("check", "--from", str(SANDBOX), "--format", "json", cwd=tmp_path, env=env)
    assert before.returncode == 1
    assert {"no-metal-device", "mps-unavailable"} <= {f["id"] for f in json.loads(before.stdout)["findings"]}
    after = doctor("check", "--from", str(SANDBOX), "--format", "json", "--ignore", "no-metal-device",
                   "--ignore", "mps-unavailable", cwd=tmp_path, env=env)
    doc = schema.validate(json.loads(after.stdout))
    assert after.returncode == 0 and doc["status"] == "ok" and doc["summary"] == {"errors": 0, "warnings": 0}
    assert doc["ignored"] == ["no-metal-device", "mps-unavailable"]
    assert not {"no-metal-device", "mps-unavailable"} & {f["id"] for f in doc["findings"]}


def test_only_reports_the_chosen_areas(tmp_path: Path) -> None:
    proc = doctor("check", "--from", str(SANDBOX), "--format", "json", "--only", "python", "--only", "platform",
                  cwd=tmp_path, env=no_user_config(tmp_path))
    doc = json.loads(proc.stdout)
    assert {f["area"] for f in doc["findings"]} <= {"python", "platform", "doctor"}
    assert "mps-unavailable" in doc["ignored"]


def test_project_pyproject_and_user_config(tmp_path: Path) -> None:
    project = tmp_path / "proj"
    (project / "src").mkdir(parents=True)
    (project / "pyproject.toml").write_text('[project]\nname = "x"\n\n[tool.macml-doctor]\n'
                                            'ignore = ["no-metal-device", "mps-unavailable"]\nformat = "summary"\n')
    env = no_user_config(tmp_path)
    proc = doctor("check", "--from", str(SANDBOX), cwd=project / "src", env=env)  # found from a subfolder
    assert (proc.returncode, proc.stdout) == (0, "ok: no errors or warnings\n")
    user = tmp_path / "config.toml"
    user.write_text('strict = true\nonly = ["platform", "python"]\n')
    warnings = tmp_path / "warn.json"
    doc = json.loads(SANDBOX.read_text())
    doc["facts"]["host.low_power_mode"] = {"state": "known", "value": True, "source": "test"}
    warnings.write_text(json.dumps(doc))
    proc = doctor("check", "--from", str(warnings), cwd=project, env={"MACML_DOCTOR_CONFIG": str(user)})
    assert proc.returncode == 1 and proc.stdout == "warnings: 1 warning (low-power-mode)\n"  # user strict, project ids
    assert doctor("check", "--from", str(warnings), "--format", "json", cwd=tmp_path,
                  env={"MACML_DOCTOR_CONFIG": str(user)}).returncode == 1


def test_bad_ids_keys_and_files_are_one_line_errors(tmp_path: Path) -> None:
    env = no_user_config(tmp_path)
    cases = [
        (("--ignore", "no-such-id"), "--ignore: unknown finding id 'no-such-id'"),
        (("--only", "gpu"), "invalid choice: 'gpu'"),
    ]
    for args, expected in cases:
        proc = doctor("check", "--from", str(SANDBOX), *args, cwd=tmp_path, env=env)
        assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and expected in proc.stderr, proc.stderr
    for body, expected in [('[tool.macml-doctor]\nignor = ["x"]\n', "unknown key 'ignor'"),
                           ('[tool.macml-doctor]\nignore = ["typo-id"]\n', "unknown finding id 'typo-id'"),
                           ('[tool.macml-doctor]\nstrict = "yes"\n', "strict must be true or false"),
                           ("[tool.macml-doctor\n", "cannot read it")]:
        (tmp_path / "pyproject.toml").write_text(body)
        proc = doctor("check", "--from", str(SANDBOX), cwd=tmp_path, env=env)
        assert proc.returncode == 2 and proc.stderr.count("\n") == 1, proc.stderr
        assert expected in proc.stderr and str(tmp_path / "pyproject.toml") in proc.stderr, proc.stderr


def test_summary_is_one_line_for_mdm(tmp_path: Path) -> None:
    proc = doctor("check", "--from", str(SANDBOX), "--format", "summary", cwd=tmp_path, env=no_user_config(tmp_path))
    assert proc.returncode == 1
    assert proc.stdout == "errors: 2 errors (no-metal-device, mps-unavailable)\n"
