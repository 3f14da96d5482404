"""Every real input the property tests run over, read once per test session: the recorded snapshots, the fixture
reports and every corpus report (dev and test parts: read, never scored here), each report also with its symptom
text where the case has one. Facts are frozen, so the tests share them."""

from __future__ import annotations

import functools
import json
from pathlib import Path

from macml_doctor.errors import InputError
from macml_doctor.facts import Facts, load_snapshot
from macml_doctor.paste import inputs

TESTS = Path(__file__).resolve().parent
SNAPSHOTS = sorted((TESTS / "fixtures" / "snapshots").glob("*.json"))
REPORTS = sorted((TESTS / "fixtures" / "reports").glob("*.txt")) + sorted(TESTS.glob("corpus/*/*/report.txt"))


@functools.cache
def report_facts(report: Path, with_symptom: bool = False) -> Facts | None:
    """The facts `check --from` reads from this report (and its symptom.txt); None when it recognises nothing."""
    text = report.read_text(errors="replace")
    if with_symptom:
        text += "\n" + report.with_name("symptom.txt").read_text(errors="replace")
    try:
        return inputs.parse_report(text, report.name)
    except InputError:  # nothing recognisable: exit 2 by design
        return None


def every_input(symptoms: bool = True) -> list[tuple[str, Facts]]:
    """(name, facts) of every snapshot and every recognisable report (with ``symptoms``, also each report joined
    with its symptom text)."""
    out = [(p.stem, load_snapshot(json.loads(p.read_text()))) for p in SNAPSHOTS]
    for report in REPORTS:
        variants = [False, True] if symptoms and report.with_name("symptom.txt").exists() else [False]
        for with_symptom in variants:
            facts = report_facts(report, with_symptom)
            if facts is not None:
                out.append((str(report.relative_to(TESTS)), facts))
    return out
