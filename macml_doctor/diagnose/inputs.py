"""Findings about what the doctor read: an input cut at the size cap (``input.truncated``)."""

from __future__ import annotations

from macml_doctor import messages as msg
from macml_doctor.facts import Facts
from macml_doctor.findings import Finding, Severity


def check_input_truncated(facts: Facts) -> list[Finding]:
    cut = facts.value("input.truncated")
    if not isinstance(cut, dict):
        return []
    limit = cut.get("limit_bytes")
    mib = limit // (1024 * 1024) if isinstance(limit, int) else "?"
    return [Finding("input-truncated", Severity.WARNING, "platform",
                    msg.summary("input-truncated", source=str(cut.get("source", "the input")), limit=mib),
                    {"input.truncated": cut})]


CHECKS = (check_input_truncated,)
