"""One manager detection, and remedies in the manager's own terms: real uv projects (uv init / uv venv), a
pixi layout as pixi makes it (<root>/.pixi/envs/<name> with conda-meta beside pixi.toml), real venvs and pyenv."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from macml_doctor.gather import collect, managers
from macml_doctor.gather.target import TargetChoice
from macml_doctor.remedy import plan, recipes

RECIPES = recipes.catalogue()


def facts_of(python: Path | str):  # type: ignore[no-untyped-def]
    return collect.collect_live(TargetChoice(str(python), "test"))


def remedy(python: Path | str, fix_id: str = "pin-numpy-1") -> tuple[tuple[str, ...], ...]:
    return plan.plan(RECIPES[fix_id], facts_of(python), None).remedy.commands


def uv() -> str:
    return shutil.which("uv") or pytest.fail("uv is a test dependency (pyproject [test])")


def test_a_uv_project_gets_uv_add(tmp_path: Path) -> None:
    root = tmp_path / "proj"
    root.mkdir()
    subprocess.run([uv(), "init", "--quiet", "--name", "demo", str(root)], check=True, capture_output=True)
    subprocess.run([uv(), "venv", "--quiet", str(root / ".venv")], check=True, capture_output=True, cwd=root)
    python = root / ".venv" / "bin" / "python"
    found = managers.detect(facts_of(python))
    assert (found.name, found.root) == ("uv-project", str(root))
    assert remedy(python) == (("uv", "add", "--project", str(root), "numpy<2"),)
    assert plan.detect_manager(facts_of(python)) == "uv-project"


def test_a_plain_uv_venv_keeps_uv_pip(tmp_path: Path) -> None:
    subprocess.run([uv(), "venv", "--quiet", str(tmp_path / "env")], check=True, capture_output=True, cwd=tmp_path)
    python = tmp_path / "env" / "bin" / "python"
    assert managers.detect(facts_of(python)).name == "uv"
    assert remedy(python) == (("uv", "pip", "install", "--python", str(python), "numpy<2"),)


def test_a_pixi_environment_gets_pixi_add(tmp_path: Path) -> None:
    root = tmp_path / "proj"
    env = root / ".pixi" / "envs" / "default"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(env)], check=True)
    (env / "conda-meta").mkdir()
    (root / "pixi.toml").write_text('[workspace]\nname = "proj"\nchannels = ["conda-forge"]\n'
                                    'platforms = ["osx-arm64"]\n')
    found = managers.detect(facts_of(env / "bin" / "python"))
    assert (found.name, found.env_name, found.manifest) == ("pixi", "default", str(root / "pixi.toml"))
    commands = remedy(env / "bin" / "python", "replace-tensorflow-macos")
    assert commands[0] == ("pixi", "remove", "--manifest-path", str(root / "pixi.toml"), "--pypi", "tensorflow-macos")
    assert commands[1][:5] == ("pixi", "add", "--manifest-path", str(root / "pixi.toml"), "--pypi")


def test_plain_venv_and_pyenv_interpreter(venv_plain: Path) -> None:
    assert managers.detect(facts_of(venv_plain)).name == "venv"
    assert remedy(venv_plain) == ((str(venv_plain), "-m", "pip", "install", "numpy<2"),)
    pyenv = Path(sys.base_prefix) / "bin" / "python3"
    if "/.pyenv/versions/" not in str(pyenv):
        pytest.skip("the tests do not run on a pyenv Python here")
    assert managers.detect(facts_of(pyenv)).name == "pyenv"


SYSTEM_PYTHON = Path("/usr/bin/python3")  # Debian's, on the CI machine: marked EXTERNALLY-MANAGED (PEP 668)


def test_an_externally_managed_python_gets_a_manual_remedy_not_a_pip_install_that_fails(venv_plain: Path) -> None:
    if not (SYSTEM_PYTHON.exists() and list(Path("/usr/lib").glob("python3*/EXTERNALLY-MANAGED"))):
        pytest.skip("no externally managed system Python here (CI's Debian has one)")
    refused = subprocess.run([str(SYSTEM_PYTHON), "-m", "pip", "install", "--dry-run", "numpy<2"],
                             capture_output=True, text=True, timeout=120)
    assert "externally-managed-environment" in refused.stdout + refused.stderr  # what the plain command would do
    facts = facts_of(SYSTEM_PYTHON)
    assert facts.value("python.externally_managed") is True
    found = plan.plan(RECIPES["pin-numpy-1"], facts, None).remedy
    assert found.kind == "manual" and "PEP 668" in (found.reason or "") and "venv" in (found.reason or "")
    assert found.commands  # still shown, so the reader sees what to install once inside a venv
    inside = plan.plan(RECIPES["pin-numpy-1"], facts_of(venv_plain), None).remedy
    assert facts_of(venv_plain).value("python.externally_managed") is False and inside.kind == "auto"


def test_an_externally_managed_python_is_named_and_its_venv_fix_leaves_no_finding(tmp_path: Path) -> None:
    # Debian's /usr/bin/python3 on the CI machine carries EXTERNALLY-MANAGED (PEP 668), as Homebrew's python@3.12+ do
    if not (SYSTEM_PYTHON.exists() and list(Path("/usr/lib").glob("python3*/EXTERNALLY-MANAGED"))):
        pytest.skip("no externally managed system Python here (CI's Debian has one)")
    from macml_doctor import pipeline

    found = {f.id: f for f in pipeline.diagnose(facts_of(SYSTEM_PYTHON)).findings}
    managed = found["python-externally-managed"]
    assert managed.severity.value == "info" and "PEP 668" in managed.summary
    assert managed.remedy is not None and managed.remedy.fix_id == "use-a-virtual-environment"
    assert ("python3", "-m", "venv", ".venv") in managed.remedy.commands
    # the fix's own command, run for real in a fresh folder: the venv it makes is no longer managed
    subprocess.run([str(SYSTEM_PYTHON), "-m", "venv", ".venv"], cwd=tmp_path, check=True, timeout=300)
    after = pipeline.diagnose(facts_of(tmp_path / ".venv" / "bin" / "python")).findings
    assert "python-externally-managed" not in {f.id for f in after}
