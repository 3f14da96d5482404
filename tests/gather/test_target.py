"""Which interpreter the doctor inspects, and why: real uvx, real venvs, tool layouts as pipx and uv write them.

The macOS Command Line Tools stub is the one macOS boundary: only the file-existence check is replaced.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from macml_doctor.errors import TargetError
from macml_doctor.gather import target
from macml_doctor.gather.target import Doctor

ROOT = Path(__file__).resolve().parents[2]
NOT_MODULE = Doctor(sys.executable, sys.prefix, as_module=False)


def make_env(where: Path, *markers: str) -> Path:
    """A real venv, plus the files a tool installer leaves in it (names as uv 0.13.9 and pipx 1.18.4 wrote them:
    uvx → ~/.cache/uv/archive-v0/<id>/CACHEDIR.TAG; `uv tool install` → uv-receipt.toml; pipx install and
    `pipx run` (~/.cache/pipx/<hash>/) → pipx_metadata.json)."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(where)], check=True)
    for name in markers:
        (where / name).write_text("")
    return where


@pytest.mark.parametrize(("markers", "kind"), [
    (("CACHEDIR.TAG",), "uvx"), (("CACHEDIR.TAG", "uv-receipt.toml"), "uv tool"),
    (("CACHEDIR.TAG", "pipx_metadata.json"), "pipx"), ((), None)])
def test_tool_environment_kinds(tmp_path: Path, markers: tuple[str, ...], kind: str | None) -> None:
    assert target.tool_environment(make_env(tmp_path / "env", *markers)) == kind


def test_python3_on_path_skips_tool_environments(tmp_path: Path) -> None:
    tool = make_env(tmp_path / "archive-v0" / "abc", "CACHEDIR.TAG")
    user = make_env(tmp_path / "ml")
    env = {"PATH": f"{tool / 'bin'}{os.pathsep}{user / 'bin'}"}
    choice = target.choose(None, env, doctor=NOT_MODULE)
    assert choice.python == str(user / "bin" / "python3")
    assert choice.reason.startswith("python3 on PATH") and "the doctor's uvx tool environment" in choice.reason
    # An active venv that is a tool environment is skipped too.
    choice = target.choose(None, {**env, "VIRTUAL_ENV": str(tool)}, doctor=NOT_MODULE)
    assert choice.python == str(user / "bin" / "python3")


def test_only_a_tool_environment_on_path_is_a_one_line_error(tmp_path: Path) -> None:
    tool = make_env(tmp_path / "uvtool", "uv-receipt.toml")
    doctor = Doctor(str(tool / "bin" / "python"), str(tool), as_module=False)
    with pytest.raises(TargetError, match="--python PATH"):
        target.choose(None, {"PATH": str(tool / "bin")}, doctor=doctor)


def test_python_m_inspects_the_running_interpreter_unless_it_is_a_tool_env(tmp_path: Path) -> None:
    user = make_env(tmp_path / "ml")
    running = Doctor(sys.executable, sys.prefix, as_module=True)
    choice = target.choose(None, {"VIRTUAL_ENV": str(user), "PATH": ""}, doctor=running)
    assert choice == target.TargetChoice(sys.executable, "the interpreter running `python -m macml_doctor`")
    tool = make_env(tmp_path / "pipx", "pipx_metadata.json")
    from_tool = Doctor(str(tool / "bin" / "python"), str(tool), as_module=True)
    assert target.choose(None, {"VIRTUAL_ENV": str(user), "PATH": ""}, doctor=from_tool).python == str(
        user / "bin" / "python")


def test_python_m_macml_doctor_for_real(venv_plain: Path) -> None:
    """A real `python -m macml_doctor` names its own interpreter, even with another venv active."""
    proc = subprocess.run([sys.executable, "-m", "macml_doctor", "check", "--format", "json"], capture_output=True,
                          text=True, env={**os.environ, "VIRTUAL_ENV": str(venv_plain.parent.parent)}, timeout=300)
    got = json.loads(proc.stdout)["target"]
    assert (got["python"], got["reason"]) == (sys.executable, "the interpreter running `python -m macml_doctor`")


@pytest.mark.slow
def test_uvx_never_inspects_its_own_throwaway_environment(venv_plain: Path, tmp_path: Path) -> None:
    """The issue's case: `uvx macml-doctor check` puts its env first on PATH and sets no VIRTUAL_ENV."""
    uv = shutil.which("uv") or pytest.fail("uv is a test dependency (pyproject [test])")
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "CONDA_PREFIX", "PYTHONPATH")}
    env["PATH"] = f"{venv_plain.parent}{os.pathsep}{env['PATH']}"
    env["UV_CACHE_DIR"] = str(tmp_path / "uv-cache")
    proc = subprocess.run([uv, "tool", "run", "--isolated", "--quiet", "--from", str(ROOT), "macml-doctor", "check",
                           "--format", "json"], capture_output=True, text=True, env=env, timeout=600)
    assert proc.returncode in (0, 1), proc.stderr[-2000:]
    got = json.loads(proc.stdout)["target"]
    assert got["python"] == str(venv_plain.parent / "python3")
    assert "the doctor's uvx tool environment" in got["reason"] and str(tmp_path / "uv-cache") in got["reason"]


def test_macos_stub_is_never_run_without_the_command_line_tools(tmp_path: Path) -> None:
    """/usr/bin/python3 on a Mac without CLT opens an install dialog: skipped, and the reason says so."""
    assert Path(target.MACOS_STUB).exists(), "this Linux machine has /usr/bin/python3 to stand in for the stub"
    env = {"PATH": "/usr/bin"}
    no_clt = target.choose(None, env, doctor=NOT_MODULE, system="Darwin", exists=lambda p: False)
    assert no_clt.python == sys.executable
    assert "/usr/bin/python3 (a stub until the Command Line Tools are installed" in no_clt.reason
    clt = "/Library/Developer/CommandLineTools/usr/bin/python3"
    with_clt = target.choose(None, env, doctor=NOT_MODULE, system="Darwin", exists=lambda p: p == clt)
    assert with_clt.python == "/usr/bin/python3"
    with pytest.raises(TargetError, match="xcode-select --install"):
        target.choose("/usr/bin/python3", env, doctor=NOT_MODULE, system="Darwin", exists=lambda p: False)
    assert target.choose(None, env, doctor=NOT_MODULE, system="Linux").python == "/usr/bin/python3"
