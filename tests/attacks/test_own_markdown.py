"""Attack: our own Markdown pasted back without its JSON block (what one copies from a rendered issue, the
JSON collapsed). It lists errors, so it must replay as those errors (exit 1), never as "No issues found"."""

from __future__ import annotations

import io
import json
import re
import subprocess
from pathlib import Path

import pytest
from inprocess import run_cli

from macml_doctor.commands.check import check as check_service
from macml_doctor.commands.shared import emit
from macml_doctor.findings import DOCTOR_AREA

SNAPSHOTS = sorted((Path(__file__).resolve().parents[1] / "fixtures" / "snapshots").glob("*.json"))


def check(*args: str, text: str | None = None) -> subprocess.CompletedProcess[str]:
    return run_cli("check", *args, stdin=text)


def rendered(markdown: str) -> str:
    """What a reader copies from the rendered page: no HTML, no Markdown syntax, the JSON block collapsed."""
    visible = markdown[: markdown.index("<details><summary>All facts")]
    return re.sub(r"<[^>]+>", "", visible).replace("**", "").replace("`", "")


@pytest.mark.parametrize("snapshot", SNAPSHOTS, ids=lambda p: p.stem)
def test_the_visible_part_replays_to_the_same_findings(snapshot: Path) -> None:
    """In-process through the check service and the Markdown renderer (the CLI's `--from -` is the same
    service; tests/attacks/test_inputs.py drives it as a process)."""
    full = check_service(from_file=str(snapshot))
    expected = {(f.id, f.severity) for f in full.findings if f.area != DOCTOR_AREA}
    page = io.StringIO()
    emit(full, "markdown", out=page)
    markdown = page.getvalue()
    for text in (markdown[: markdown.index("<details><summary>All facts")], rendered(markdown)):
        replay = check_service(text=text)
        assert replay.exit_code == full.exit_code
        assert {(f.id, f.severity) for f in replay.findings} == expected


def test_prose_that_only_looks_like_a_finding_line_is_not_ours() -> None:
    """Without our header it is no report of ours: its 'finding' is not replayed. It names MPS, so it is read as
    prose that names the Mac world (report-undecided), not rejected."""
    proc = check("--from", "-", "--format", "json", text="✗ MPS is broken (mps-unavailable)\nno header here\n")
    assert proc.returncode == 0, proc.stderr
    assert [f["id"] for f in json.loads(proc.stdout)["findings"]] == ["report-undecided"]
