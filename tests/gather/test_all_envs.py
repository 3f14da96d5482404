"""`check --all-envs`: every environment in the usual places, one line each, JSON per the schema; real venvs."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import schema
from inprocess import run_cli

from macml_doctor.gather import environments


def make_venv(path: Path, *markers: str) -> Path:
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(path)], check=True)
    for name in markers:
        (path / name).write_text("")
    return path / "bin" / "python"


def test_finds_venvs_and_skips_tool_environments(tmp_path: Path) -> None:
    home, cwd = tmp_path / "home", tmp_path / "project"
    cwd.mkdir(parents=True)
    ml = make_venv(home / ".venvs" / "ml")
    tool = make_venv(home / ".venvs" / "tool", "uv-receipt.toml")
    local = make_venv(cwd / ".venv")
    found = environments.find(home, cwd)
    assert str(ml) in found and str(local) in found and str(tool) not in found
    assert found.index(str(local)) < found.index(str(ml))  # the project's own first
    assert len(found) == len(set(found))


def test_check_all_envs_one_line_each_and_json(tmp_path: Path) -> None:
    home = tmp_path / "home"
    ml = make_venv(home / ".venvs" / "ml")
    env = {"HOME": str(home), "MACML_DOCTOR_CONFIG": str(tmp_path / "none.toml")}
    text = run_cli("check", "--all-envs", env=env, cwd=tmp_path)  # the CLI in this process (tests/inprocess.py)
    lines = text.stdout.splitlines()
    assert text.returncode in (0, 1) and f"{ml}  ok: no errors or warnings" in lines
    assert len(lines) == len(environments.find(home, tmp_path))
    doc = schema.validate(json.loads(run_cli("check", "--all-envs", "--format", "json", env=env, cwd=tmp_path).stdout))
    assert doc["kind"] == "environments" and str(ml) in [e["target"]["python"] for e in doc["environments"]]
    assert doc["status"] in ("ok", "warnings", "errors")
