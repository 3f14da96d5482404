"""Our own reports pasted back: live JSON and Markdown, and pasted reports re-shared as Markdown, give the same ids.

Also: the Markdown is issue-ready (collapsible, verdict, fixes, facts table) and redacted unless --no-redact.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from macml_doctor.facts import Facts, Origin, Target, known
from macml_doctor.findings import Finding, Severity
from macml_doctor.render import redact
from macml_doctor.report import Report

REPORTS = Path(__file__).resolve().parents[1] / "fixtures" / "reports"


def doctor(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "macml_doctor", *args], input=stdin, capture_output=True, text=True,
                          timeout=300)


def ids_of(json_text: str) -> list[str]:
    return sorted(f["id"] for f in json.loads(json_text)["findings"])


def test_live_json_and_markdown_round_trip(venv_plain: Path, tmp_path: Path) -> None:
    live = doctor("check", "--python", str(venv_plain), "--format", "json")
    assert live.returncode in (0, 1), live.stderr
    expected = ids_of(live.stdout)
    assert "not-a-mac" in expected
    saved = tmp_path / "live.json"
    saved.write_text(live.stdout)
    again = doctor("check", "--from", str(saved), "--format", "json")
    assert again.returncode == live.returncode
    assert ids_of(again.stdout) == expected
    md = doctor("check", "--python", str(venv_plain), "--format", "markdown")
    assert md.returncode == live.returncode
    pasted = "Here is my environment:\n\n" + md.stdout + "\nthanks!\n"  # as pasted into an issue, with prose
    back = doctor("check", "--from", "-", "--format", "json", stdin=pasted)
    assert back.returncode == live.returncode, back.stderr
    assert ids_of(back.stdout) == expected
    assert json.loads(back.stdout)["target"]["source"] == "snapshot"


@pytest.mark.parametrize("name", ["pytorch-146236-rosetta-m2pro-anaconda.txt",
                                  "mlc-llm-236-conda-info-osx-64-on-m2.txt",
                                  "tf-macos-72-illegal-hardware-instruction-macmini.txt",
                                  "pytorch-130112-mps-oom-macos14.5-arm64.txt",
                                  "detectron2-4928-collect-env-linux-a100.txt"])
def test_pasted_report_reshared_as_markdown_round_trips(name: str) -> None:
    path = str(REPORTS / name)
    first = doctor("check", "--from", path, "--format", "json")
    md = doctor("check", "--from", path, "--format", "markdown")
    assert md.returncode == first.returncode
    back = doctor("check", "--from", "-", "--format", "json", stdin=md.stdout)
    assert back.returncode == first.returncode, back.stderr
    assert ids_of(back.stdout) == ids_of(first.stdout)


def test_markdown_is_issue_ready_and_redacted() -> None:
    path = str(REPORTS / "mlc-llm-236-conda-info-osx-64-on-m2.txt")
    md = doctor("check", "--from", path, "--format", "markdown").stdout
    assert md.startswith("<!-- macml-doctor report -->\n<details open>\n<summary><b>macml-doctor ")
    assert "conda-x86-distribution" in md and "✗" in md
    assert md.count("<details") == md.count("</details>") == 2
    assert "```json" in md
    assert "testuser" not in md
    assert "~/opt/anaconda3/envs/mlc-chat" in md
    raw = doctor("check", "--from", path, "--format", "markdown", "--no-redact").stdout
    assert "/Users/testuser/opt/anaconda3/envs/mlc-chat" in raw


def test_markdown_shows_fix_commands_and_fact_table() -> None:
    md = doctor("check", "--from", str(REPORTS / "pytorch-146236-rosetta-m2pro-anaconda.txt"), "--format",
                "markdown").stdout
    assert "- **✗ " in md and "(`python-x86-on-arm`)" in md
    # The Python banner says Anaconda: the fix re-creates the conda environment for osx-arm64.
    assert "  - fix: " in md and "env CONDA_SUBDIR=osx-arm64 conda create" in md
    assert "| Chip | `Apple M2 Pro` |" in md and "| macOS | `15.3` |" in md
    assert "  - evidence: `report line 23: OS: macOS 15.3 (x86_64)`" in md


def test_redactor_removes_homes_users_hosts_and_serials() -> None:
    facts = Facts(Target(Origin.LIVE, python="/Users/alice/miniforge3/bin/python", reason="active"), {
        "python.executable": known("/Users/alice/miniforge3/bin/python", "sys.executable"),
        "raw.sw": known("Serial Number (system): C02XK0ABJGH5\nHardware UUID: 1A2B3C4D-1111-2222-3333-444455556666",
                        "system_profiler"),
        "raw.uname": known("Darwin alices-mbp.local 23.3.0 Darwin Kernel Version 23.3.0", "uname -a"),
        "note": known("(base) alice@alices-mbp ~ % conda info; C:\\Users\\alice\\env; /home/alice/x", "report"),
    })
    finding = Finding("python-distribution", Severity.INFO, "python", "Miniforge at /Users/alice/miniforge3",
                      {"python.base_prefix": "/Users/alice/miniforge3"})
    report = Report(facts, (finding,))
    clean = json.dumps(redact.redact_report(report).to_json())
    for secret in ("alice", "C02XK0ABJGH5", "1A2B3C4D", "alices-mbp"):
        assert secret not in clean
    assert "~/miniforge3/bin/python" in clean and "<serial>" in clean and "<host>" in clean
    assert "miniforge3" in clean  # the path's meaning survives
