"""Real reports from public bug trackers (tests/fixtures/reports/index.toml) through the real CLI.

Each entry names the findings that must appear and those that must not; the source URL is in the index.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from macml_doctor.kb.load import tomllib

REPORTS = Path(__file__).resolve().parents[1] / "fixtures" / "reports"
INDEX = tomllib.loads((REPORTS / "index.toml").read_text(encoding="utf-8"))["report"]
ASSERTING = [r for r in INDEX if r["must"] or r["must_not"]]


def run_check(path: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "macml_doctor", "check", "--from", str(path), *extra],
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)


def test_enough_real_reports_with_assertions() -> None:
    assert len(ASSERTING) >= 25
    assert all(r["url"].startswith("https://") for r in INDEX)
    assert {f for r in INDEX for f in r["formats"]} >= {"collect_env", "collect_env_detectron2", "tf_template",
                                                        "conda_info", "conda_list", "pip_list", "platform_string",
                                                        "uname", "traceback"}


@pytest.mark.parametrize("entry", ASSERTING, ids=[r["file"] for r in ASSERTING])
def test_real_report(entry: dict[str, Any]) -> None:
    proc = run_check(REPORTS / entry["file"], "--format", "json")
    assert "Traceback" not in proc.stderr
    if proc.returncode == 2:  # nothing recognisable: only acceptable when nothing is required
        assert not entry["must"], proc.stderr
        assert "no environment report recognised" in proc.stderr
        return
    assert proc.returncode in (0, 1), proc.stderr
    doc = json.loads(proc.stdout)
    ids = {f["id"] for f in doc["findings"]}
    assert doc["target"]["source"] == "report"
    assert set(entry["must"]) <= ids, f"missing {set(entry['must']) - ids}; got {sorted(ids)}"
    assert not set(entry["must_not"]) & ids, f"forbidden {set(entry['must_not']) & ids}"
    assert proc.returncode == (1 if any(f["severity"] == "error" for f in doc["findings"]) else 0)


@pytest.mark.parametrize("entry", [r for r in INDEX if r["formats"]], ids=[r["file"] for r in INDEX if r["formats"]])
def test_formats_recognised(entry: dict[str, Any]) -> None:
    """The report kind names every format the index says the text holds."""
    from macml_doctor import paste as reports

    text = (REPORTS / entry["file"]).read_text(encoding="utf-8")
    parsed = reports.parse(text, entry["file"])
    assert parsed is not None
    seen = set(parsed.formats) | ({"pip_list"} if "pip_freeze" in parsed.formats else set())
    assert set(entry["formats"]) <= seen
