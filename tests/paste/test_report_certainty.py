"""Reasoning with certainty (issue 9): every finding read from a real report says how sure it is, and one that is
not certain names what would decide it; every fact it rests on cites the report's lines or the deduction from them.
The fast suite checks the freeform and dump reports of the third round (9NN), the slow suite every dev report."""

from __future__ import annotations

from pathlib import Path

import pytest

from macml_doctor.errors import InputError
from macml_doctor.findings import Certainty
from macml_doctor.paste import inputs
from macml_doctor.pipeline import diagnose

DEV = Path(__file__).resolve().parents[1] / "corpus" / "dev"
LATEST = sorted(case.name for case in DEV.iterdir() if case.name.startswith("9"))


def unsupported(case: str) -> list[str]:
    """What a report's findings leave unsaid: a hedge with nothing to decide it, or a fact with no report line."""
    try:
        facts = inputs.load_text((DEV / case / "report.txt").read_text(), case)
    except InputError:  # a dev report the doctor cannot read yet has no findings (the corpus floor counts these)
        return []
    problems = []
    for finding in diagnose(facts).findings:
        if finding.certainty is not Certainty.CERTAIN and "would decide" not in finding.evidence:
            problems.append(f"{finding.id}: {finding.certainty.value}, nothing would decide it")
        for key, source in finding.evidence.items():
            if key.endswith("←") and not str(source).startswith(("report line", "deduced:", "pasted report")):
                problems.append(f"{finding.id}: {key} {source}")
    return problems


@pytest.mark.parametrize("case", LATEST)
def test_each_finding_says_how_sure_and_from_which_lines(case: str) -> None:
    assert not unsupported(case)


@pytest.mark.slow
def test_every_dev_report_says_how_sure_and_from_which_lines() -> None:
    problems = {case.name: unsupported(case.name) for case in sorted(DEV.iterdir())}
    assert not {case: p for case, p in problems.items() if p}
