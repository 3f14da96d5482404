"""Real reports from public bug trackers (tests/fixtures/reports/index.toml) through the check service (the CLI's
`check --from`, in this process; tests/test_cli.py and tests/attacks/ drive the CLI itself).

Each entry names the findings that must appear and those that must not; the source URL is in the index.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from macml_doctor.commands.check import check
from macml_doctor.errors import InputError
from macml_doctor.kb.load import tomllib

REPORTS = Path(__file__).resolve().parents[1] / "fixtures" / "reports"
INDEX = tomllib.loads((REPORTS / "index.toml").read_text(encoding="utf-8"))["report"]
ASSERTING = [r for r in INDEX if r["must"] or r["must_not"]]


def test_enough_real_reports_with_assertions() -> None:
    assert len(ASSERTING) >= 25
    assert all(r["url"].startswith("https://") for r in INDEX)
    assert {f for r in INDEX for f in r["formats"]} >= {"collect_env", "collect_env_detectron2", "tf_template",
                                                        "conda_info", "conda_list", "pip_list", "platform_string",
                                                        "uname", "traceback"}


@pytest.mark.parametrize("entry", ASSERTING, ids=[r["file"] for r in ASSERTING])
def test_real_report(entry: dict[str, Any]) -> None:
    try:
        report = check(from_file=str(REPORTS / entry["file"]))
    except InputError as exc:  # nothing recognisable (the CLI: exit 2): only acceptable when nothing is required
        assert not entry["must"], str(exc)
        assert "no environment report recognised" in str(exc)
        return
    doc = report.to_json()
    ids = {f["id"] for f in doc["findings"]}
    assert doc["target"]["source"] == "report"
    assert set(entry["must"]) <= ids, f"missing {set(entry['must']) - ids}; got {sorted(ids)}"
    assert not set(entry["must_not"]) & ids, f"forbidden {set(entry['must_not']) & ids}"
    assert report.exit_code == (1 if any(f["severity"] == "error" for f in doc["findings"]) else 0)


@pytest.mark.parametrize("entry", [r for r in INDEX if r["formats"]], ids=[r["file"] for r in INDEX if r["formats"]])
def test_formats_recognised(entry: dict[str, Any]) -> None:
    """The report kind names every format the index says the text holds."""
    from macml_doctor import paste as reports

    text = (REPORTS / entry["file"]).read_text(encoding="utf-8")
    parsed = reports.parse(text, entry["file"])
    assert parsed is not None
    seen = set(parsed.formats) | ({"pip_list"} if "pip_freeze" in parsed.formats else set())
    assert set(entry["formats"]) <= seen
