"""The clue scan skips a pattern when none of its needles is in the paste (paste/needles.py). The promise that makes
that safe, checked on every clue pattern over every real report: wherever a pattern matches, one of its needles is
in the paste. And the reading of a pattern's needles on known shapes."""

from __future__ import annotations

import pytest

from macml_doctor.paste.clues import split_lines
from macml_doctor.paste.needles import needles
from macml_doctor.paste.scan import rules, stream
from tests.real_inputs import REPORTS


def test_every_match_of_every_rule_holds_a_needle_on_every_real_report() -> None:
    filtered = [r for r in rules() if r.needles is not None]
    assert len(filtered) > len(rules()) * 2 // 3  # the filter applies to most patterns
    checked = 0
    for report in REPORTS:
        text = stream(split_lines(report.read_text(errors="replace"))).text
        for rule in filtered:
            for m in rule.regex.finditer(text):
                assert any(n in m.group(0).lower() for n in rule.needles), (report.name, rule.id, m.group(0))
                checked += 1
    assert checked > 1000


@pytest.mark.parametrize(("pattern", "expected"), [
    (r"Symbol not found: _TF_\w+", {"symbol not found: _tf_"}),
    (r"(?i:big\s?sur|monterey)", {"big", "monterey"}),  # every branch gives one
    (r"\b(?:arm64|x86_64)\b", {"arm64", "x86_64"}),
    (r"[Mm]iniforge3?/", {"miniforge"}),
    (r"(?:ab)?cdef", {"cdef"}),  # an optional part gives nothing
    (r"M[1-5](?:\s+Pro)?", None),  # no literal of three characters every match has
    (r"(?=[aA])apple\s+silicon", {"silicon"}),  # the longer of the two runs
    (r"(?:osx|linux)-(?:64|arm64)", {"osx", "linux"}),
])
def test_needles_of_known_shapes(pattern: str, expected: set[str] | None) -> None:
    assert needles(pattern) == (frozenset(expected) if expected is not None else None)
