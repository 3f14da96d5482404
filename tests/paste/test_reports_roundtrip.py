"""Our own reports pasted back: live JSON and Markdown, and pasted reports re-shared as Markdown, give the same ids
(through the check service and the renderers, in this process: the CLI only parses arguments and prints them).

Also: the Markdown is issue-ready (collapsible, verdict, fixes, facts table) and redacted unless --no-redact.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from macml_doctor.commands.check import check
from macml_doctor.commands.shared import emit
from macml_doctor.facts import Facts, Origin, Target, known
from macml_doctor.findings import Finding, Severity
from macml_doctor.render import redact
from macml_doctor.report import Report

REPORTS = Path(__file__).resolve().parents[1] / "fixtures" / "reports"


def doctor(fmt: str, *, python: Path | None = None, source: str | None = None, stdin: str | None = None,
           redact: bool = True) -> tuple[int, str]:
    """`check --format FMT` through the check service and the renderers in this process: (exit code, output)."""
    report = check(python=str(python) if python else None, from_file=source, text=stdin)
    return render(report, fmt, redact=redact)


def render(report: Report, fmt: str, *, redact: bool = True) -> tuple[int, str]:
    out = io.StringIO()
    code = emit(report, fmt, redact=redact, out=out)
    return code, out.getvalue()


def ids_of(json_text: str) -> list[str]:
    return sorted(f["id"] for f in json.loads(json_text)["findings"])


def test_live_json_and_markdown_round_trip(venv_plain: Path, tmp_path: Path) -> None:
    live = check(python=str(venv_plain))
    code, live_json = render(live, "json")
    assert code in (0, 1)
    expected = ids_of(live_json)
    assert "not-a-mac" in expected
    saved = tmp_path / "live.json"
    saved.write_text(live_json)
    again_code, again = doctor("json", source=str(saved))
    assert again_code == code
    assert ids_of(again) == expected
    md_code, md = render(live, "markdown")
    assert md_code == code
    pasted = "Here is my environment:\n\n" + md + "\nthanks!\n"  # as pasted into an issue, with prose
    back_code, back = doctor("json", stdin=pasted)
    assert back_code == code
    assert ids_of(back) == expected
    assert json.loads(back)["target"]["source"] == "snapshot"


@pytest.mark.parametrize("name", ["pytorch-146236-rosetta-m2pro-anaconda.txt",
                                  "mlc-llm-236-conda-info-osx-64-on-m2.txt",
                                  "tf-macos-72-illegal-hardware-instruction-macmini.txt",
                                  "pytorch-130112-mps-oom-macos14.5-arm64.txt",
                                  "detectron2-4928-collect-env-linux-a100.txt"])
def test_pasted_report_reshared_as_markdown_round_trips(name: str) -> None:
    first = check(from_file=str(REPORTS / name))
    code, first_json = render(first, "json")
    md_code, md = render(first, "markdown")
    assert md_code == code
    back_code, back = doctor("json", stdin=md)
    assert back_code == code
    assert ids_of(back) == ids_of(first_json)


def test_markdown_is_issue_ready_and_redacted() -> None:
    report = check(from_file=str(REPORTS / "mlc-llm-236-conda-info-osx-64-on-m2.txt"))
    md = render(report, "markdown")[1]
    assert md.startswith("<!-- macml-doctor report -->\n<details open>\n<summary><b>macml-doctor ")
    assert "conda-x86-distribution" in md and "✗" in md
    assert md.count("<details") == md.count("</details>") == 2
    assert "```json" in md
    assert "testuser" not in md
    assert "~/opt/anaconda3/envs/mlc-chat" in md
    raw = render(report, "markdown", redact=False)[1]
    assert "/Users/testuser/opt/anaconda3/envs/mlc-chat" in raw


def test_markdown_shows_fix_commands_and_fact_table() -> None:
    md = doctor("markdown", source=str(REPORTS / "pytorch-146236-rosetta-m2pro-anaconda.txt"))[1]
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
