"""The CLI contract: exit codes, one-line errors, JSON envelope, plain text when piped. Real processes for what a
process adds (the console script, pipes, the environment it starts in, a child that crashes), the CLI in this process
(tests/inprocess.py) for each bad input and each command's output beyond one real run of each kind."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import schema
import venvs
from inprocess import run_cli

SNAPSHOTS = Path(__file__).resolve().parent / "fixtures" / "snapshots"


def doctor(*args: str, env: dict[str, str] | None = None, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["macml-doctor", *args], capture_output=True, text=True, input=stdin,
                          env={**os.environ, **(env or {})}, timeout=120)


def assert_one_line_error(proc: subprocess.CompletedProcess[str], code: int = 2) -> None:
    assert proc.returncode == code, (proc.returncode, proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("macml-doctor: "), proc.stderr


def test_version_is_instant_path() -> None:
    code = ("import sys; from macml_doctor.cli import main; main(['--version']); "
            "assert not any(m.startswith(('rich', 'macml_doctor.gather.collect', 'packaging')) for m in sys.modules)")
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)
    assert doctor("--version").stdout.startswith("macml-doctor ")


def test_check_json_envelope_live() -> None:
    proc = doctor("check", "--format", "json")
    assert proc.returncode in (0, 1), proc.stderr
    report = schema.validate(json.loads(proc.stdout))
    assert report["schema_version"] == 1
    assert report["tool"]["name"] == "macml-doctor"
    assert report["target"]["source"] == "live" and report["target"]["reason"]
    assert set(report) >= {"facts", "findings", "probe", "summary"}
    assert report["summary"] == {"errors": sum(f["severity"] == "error" for f in report["findings"]),
                                 "warnings": sum(f["severity"] == "warning" for f in report["findings"])}
    for f in report["findings"]:
        assert set(f) >= {"id", "severity", "area", "summary", "evidence", "fix"}
    assert "not-a-mac" in {f["id"] for f in report["findings"]}


def test_text_is_plain_when_piped_and_names_the_interpreter(venv_plain: Path) -> None:
    proc = doctor("check", "--python", str(venv_plain))
    assert "\x1b[" not in proc.stdout
    assert f"Inspecting {venv_plain}  (given with --python)" in proc.stdout
    assert "[•] Platform: Linux" in proc.stdout


def test_default_target_is_the_active_venv(venv_plain: Path) -> None:
    proc = doctor("check", "--format", "json", env={"VIRTUAL_ENV": str(venv_plain.parent.parent)})
    target = json.loads(proc.stdout)["target"]
    assert target["python"] == str(venv_plain)
    assert "VIRTUAL_ENV" in target["reason"]


def test_strict_makes_warnings_fail(tmp_path: Path) -> None:
    doc = json.loads((SNAPSHOTS / "apple-silicon-miniforge-native.json").read_text())
    doc["facts"]["host.low_power_mode"] = {"state": "known", "value": True, "source": "test"}
    path = tmp_path / "lpm.json"
    path.write_text(json.dumps(doc))
    assert run_cli("check", "--from", str(path)).returncode == 0
    assert run_cli("check", "--from", str(path), "--strict").returncode == 1


def test_facts_output_replays_to_the_same_findings() -> None:
    facts = run_cli("facts")
    assert facts.returncode == 0
    live = json.loads(run_cli("check", "--format", "json").stdout)
    replay = json.loads(run_cli("check", "--from", "-", "--format", "json", stdin=facts.stdout).stdout)
    assert replay["target"]["source"] == "snapshot"
    assert [f["id"] for f in replay["findings"]] == [f["id"] for f in live["findings"]]


@pytest.mark.parametrize("args", [
    ("check", "--python", "/nonexistent/python3"),
    ("check", "--python", "/etc/hostname"),
    ("check", "--python", "/bin/echo"),
    ("check", "--python", "/tmp"),
    ("check", "--from", "/nonexistent.json"),
    ("check", "--bogus-flag"),
    ("check", "--format", "yaml"),
    ("explain", "no-such-id"),
    ("check", "--python", "x", "--from", "y"),
])
def test_bad_input_is_one_line_and_exit_2(args: tuple[str, ...]) -> None:
    assert_one_line_error(run_cli(*args))


def test_bad_input_from_the_console_script_is_one_line_and_exit_2(tmp_path: Path) -> None:
    """The same errors as the process shows them: a target, a usage error, a file of facts."""
    assert_one_line_error(doctor("check", "--python", "/nonexistent/python3"))
    assert_one_line_error(doctor("check", "--format", "yaml"))
    path = tmp_path / "facts.json"
    path.write_text('{"schema_version": 99, "facts": {}}')
    assert_one_line_error(doctor("check", "--from", str(path)))


@pytest.mark.parametrize("content", [
    '{"schema_version": 1, "facts": 5}',
    '{"schema_version": 99, "facts": {}}',
    '{"schema_version": 1, "facts": {"host.os": {"state": "sideways"}}}',
    '{"schema_version": 1, "facts": {"host.os": "Darwin"}}',
    "\x00\x01\x02garbage",
    "",
])
def test_corrupt_facts_file_is_exit_2(content: str, tmp_path: Path) -> None:
    path = tmp_path / "facts.json"
    path.write_text(content)
    assert_one_line_error(run_cli("check", "--from", str(path)))


def _planted(name: str, sitecustomize: str) -> Path:
    python = venvs.make_venv(name)
    # The venv's own site-packages, found from its folder: never ask the (possibly planted) interpreter.
    [site] = (python.parent.parent / "lib").glob("python3.*/site-packages")
    assert str(site).startswith(str(venvs.CACHE))
    (site / "sitecustomize.py").write_text(sitecustomize)
    return python


def test_collector_that_hangs_is_a_finding() -> None:
    """The collector's timeout is a parameter: the test waits 1 s for the hang, not the real 20 s."""
    from macml_doctor import pipeline
    from macml_doctor.findings import exit_code
    from macml_doctor.gather import collect, target

    python = _planted("collector-hang", "import time\ntime.sleep(60)\n")
    report = pipeline.diagnose(collect.collect_live(target.choose(str(python)), timeout=1))
    assert exit_code(report.findings) == 1
    [finding] = [f for f in report.findings if f.id == "collector-timeout"]
    assert "1 s" in finding.summary or "1s" in finding.summary or "timeout" in finding.summary.lower(), finding


def test_collector_that_segfaults_is_a_finding() -> None:
    python = _planted("collector-segv", "import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n")
    proc = doctor("check", "--python", str(python), "--format", "json")
    assert proc.returncode == 1, proc.stderr
    [finding] = [f for f in json.loads(proc.stdout)["findings"] if f["id"] == "collector-crashed"]
    assert "SIGSEGV" in finding["summary"] and "segmentation fault" in finding["summary"]


def test_list_and_explain() -> None:
    listing = run_cli("list").stdout
    assert "python-x86-on-arm" in listing and "install-miniforge-arm64" in listing
    text = run_cli("explain", "python-x86-on-arm").stdout
    assert "Rosetta" in text and "Miniforge3-MacOSX-arm64.sh" in text


def test_help_teaches_with_examples() -> None:
    assert "examples:" in run_cli("--help").stdout
    assert "pbpaste | macml-doctor check --from -" in run_cli("check", "--help").stdout


def test_corrupt_probe_history_is_a_one_line_error(tmp_path: Path) -> None:
    (tmp_path / "history.sqlite3").write_text("not a database")
    proc = run_cli("history", env={"MACML_DOCTOR_DATA_DIR": str(tmp_path)})
    assert_one_line_error(proc)
    assert "move it aside" in proc.stderr
