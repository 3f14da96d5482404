"""The live collector, run for real by real interpreters: every CPython on this machine and a fresh venv.

Nothing is mocked: facts are compared with what each interpreter itself reports.
"""

from __future__ import annotations

import json
import subprocess
import sys

import interpreters
import pytest
import venvs
from inprocess import run_cli
from remedies import fix_of

from macml_doctor.facts import Origin
from macml_doctor.gather import collect
from macml_doctor.gather.target import TargetChoice

FOUND = interpreters.discover()
MODERN = sorted(v for v in FOUND if v.startswith("3.") and int(v.split(".")[1]) >= 8)
ANCIENT = sorted(v for v in FOUND if v == "2.7" or (v.startswith("3.") and int(v.split(".")[1]) < 8))


def ask(python: str, code: str) -> str:
    return subprocess.run([python, "-c", code], capture_output=True, text=True, check=True).stdout.strip()


def test_this_machine_has_the_interpreters_the_issue_names() -> None:
    # The issue promises tests against pyenv's 2.7 and 3.6–3.13; fail loudly if discovery breaks.
    assert {"2.7", "3.6", "3.8", "3.13"} <= set(FOUND), FOUND


@pytest.mark.parametrize("minor", MODERN)
def test_collector_runs_on_every_modern_cpython(minor: str) -> None:
    python = FOUND[minor]
    facts = collect.collect_live(TargetChoice(python, "test"))
    assert facts.target.origin is Origin.LIVE
    assert facts.value("collector.run").startswith("ok")
    assert facts.value("python.version") == ask(python, "import platform; print(platform.python_version())")
    assert facts.value("python.machine") == ask(python, "import platform; print(platform.machine())")
    assert facts.value("python.executable") == ask(python, "import sys; print(sys.executable)")
    assert facts.value("python.sysconfig_platform") == ask(python, "import sysconfig; print(sysconfig.get_platform())")
    assert facts.value("host.os") == "Linux"
    assert facts.value("python.bits") == 64
    assert facts.value("host.memory_bytes") > 1 << 30
    assert isinstance(facts.value("python.packages"), dict)
    assert facts.value("python.packages")["pip"]["version"] == ask(python, "import pip; print(pip.__version__)")
    # Linux: no macOS facts at all (unknown, never guessed).
    assert facts.get("host.arm64_capable") is None and facts.get("host.macos_version") is None


@pytest.mark.parametrize("minor", ANCIENT)
def test_too_old_interpreter_is_a_finding_not_a_crash(minor: str) -> None:
    proc = run_cli("check", "--python", FOUND[minor], "--format", "json")
    assert proc.returncode == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    report = json.loads(proc.stdout)
    ids = [f["id"] for f in report["findings"]]
    assert ids.count("python-too-old") == 1
    assert report["facts"]["python.version"]["value"].startswith(minor)


def test_collector_in_a_fresh_venv_sees_the_venv(venv_plain) -> None:
    python = str(venv_plain)
    facts = collect.collect_live(TargetChoice(python, "test"))
    prefix = ask(python, "import sys; print(sys.prefix)")
    assert facts.value("python.in_venv") is True
    assert facts.value("python.prefix") == prefix
    assert facts.value("python.base_prefix") == ask(python, "import sys; print(sys.base_prefix)")
    cfg = facts.value("python.pyvenv_cfg")
    assert cfg["home"] == ask(python, "import sys, os; print(os.path.dirname(sys._base_executable))")
    site = ask(python, "import sysconfig; print(sysconfig.get_paths()['purelib'])")
    assert site in facts.value("python.site_packages")
    pkgs = facts.value("python.packages")
    assert "pip" in pkgs and pkgs["pip"]["location"] == site
    assert "torch" not in pkgs
    assert facts.is_absent("conda.env")


def test_packages_carry_wheel_tags_and_installer(venv_torch) -> None:
    facts = collect.collect_live(TargetChoice(str(venv_torch), "test"))
    torch = facts.value("python.packages")["torch"]
    assert torch["version"].startswith("2.13.0")
    assert torch["installer"] == "pip"
    assert any(tag.startswith("cp311-cp311-") and "x86_64" in tag for tag in torch["tags"]), torch["tags"]


def test_environment_variables_are_collected(venv_plain) -> None:
    import os

    env = {**os.environ, "PYTORCH_ENABLE_MPS_FALLBACK": "1", "CONDA_SUBDIR": "osx-arm64"}
    out = subprocess.run(collect.argv(str(venv_plain)), capture_output=True, text=True, env=env, check=True).stdout
    facts = json.loads(out.splitlines()[-1])["facts"]
    assert facts["env"]["value"]["PYTORCH_ENABLE_MPS_FALLBACK"] == "1"
    assert facts["env"]["value"]["CONDA_SUBDIR"] == "osx-arm64"


def test_collector_script_is_stdlib_only() -> None:
    import ast

    tree = ast.parse(collect.COLLECTOR.read_text())
    imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
                for alias in node.names}
    imported |= {node.module.split(".")[0] for node in ast.walk(tree)
                 if isinstance(node, ast.ImportFrom) and node.module}
    assert imported <= set(sys.stdlib_module_names), imported - set(sys.stdlib_module_names)


def test_conda_env_vars_are_read_from_conda_meta_state() -> None:
    """`conda env config vars set` writes conda-meta/state; the collector reads it (real files, real run)."""
    python = venvs.make_venv("conda-state")
    meta = python.parent.parent / "conda-meta"
    meta.mkdir(exist_ok=True)
    (meta / "state").write_text(json.dumps({"env_vars": {"PYTORCH_ENABLE_MPS_FALLBACK": "1"}}))
    facts = collect.collect_live(TargetChoice(str(python), "test"))
    assert facts.value("conda.env") is True
    assert facts.value("conda.env_vars") == {"PYTORCH_ENABLE_MPS_FALLBACK": "1"}


def test_conda_env_vars_decide_the_fallback_state() -> None:
    from macml_doctor.diagnose import torch
    from macml_doctor.facts import Facts, Origin, Target, known

    facts = Facts(Target(Origin.SNAPSHOT), {
        "host.os": known("Darwin"), "torch.version": known("2.9.1"), "torch.mps_built": known(True),
        "env": known({}), "conda.env_vars": known({"PYTORCH_ENABLE_MPS_FALLBACK": "1"})})
    [finding] = torch.check_fallback(facts)
    assert fix_of(finding) is None and " is on" in finding.summary
