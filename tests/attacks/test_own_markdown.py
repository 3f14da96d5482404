"""Attack: our own Markdown pasted back without its JSON block (what one copies from a rendered issue, the
JSON collapsed). It lists errors, so it must replay as those errors (exit 1), never as "No issues found"."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

SNAPSHOTS = sorted((Path(__file__).resolve().parents[1] / "fixtures" / "snapshots").glob("*.json"))


def check(*args: str, text: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "macml_doctor", "check", *args], input=text, capture_output=True,
                          text=True, timeout=120)


def rendered(markdown: str) -> str:
    """What a reader copies from the rendered page: no HTML, no Markdown syntax, the JSON block collapsed."""
    visible = markdown[: markdown.index("<details><summary>All facts")]
    return re.sub(r"<[^>]+>", "", visible).replace("**", "").replace("`", "")


@pytest.mark.parametrize("snapshot", SNAPSHOTS, ids=lambda p: p.stem)
def test_the_visible_part_replays_to_the_same_findings(snapshot: Path) -> None:
    full = check("--from", str(snapshot), "--format", "json")
    expected = {(f["id"], f["severity"]) for f in json.loads(full.stdout)["findings"] if f["area"] != "doctor"}
    markdown = check("--from", str(snapshot), "--format", "markdown").stdout
    for text in (markdown[: markdown.index("<details><summary>All facts")], rendered(markdown)):
        replay = check("--from", "-", "--format", "json", text=text)
        assert replay.returncode == full.returncode, replay.stderr
        found = {(f["id"], f["severity"]) for f in json.loads(replay.stdout)["findings"]}
        assert found == expected


def test_prose_that_only_looks_like_a_finding_line_is_not_ours() -> None:
    proc = check("--from", "-", text="✗ MPS is broken (mps-unavailable)\nno header here\n")
    assert proc.returncode == 2
