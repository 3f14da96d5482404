"""Findings about what the doctor read: an input cut at the size cap (``input.truncated``), and the findings
that our own Markdown report showed when it comes back without its JSON block (``report.own_findings``)."""

from __future__ import annotations

from macml_doctor import messages as msg
from macml_doctor.facts import Facts
from macml_doctor.findings import DOCTOR_AREA, Certainty, Finding, Severity


def check_input_truncated(facts: Facts) -> list[Finding]:
    cut = facts.value("input.truncated")
    if not isinstance(cut, dict):
        return []
    limit = cut.get("limit_bytes")
    mib = limit // (1024 * 1024) if isinstance(limit, int) else "?"
    return [Finding("input-truncated", Severity.WARNING, "platform",
                    msg.summary("input-truncated", source=str(cut.get("source", "the input")), limit=mib),
                    {"input.truncated": cut})]


def check_own_findings(facts: Facts) -> list[Finding]:
    """Each finding line of our own Markdown report, as it was shown (its facts are not in the paste)."""
    shown = facts.value("report.own_findings")
    if not isinstance(shown, list):
        return []
    from macml_doctor.kb.load import finding_catalogue

    catalogue = finding_catalogue()
    out = []
    for entry in shown:
        ident, severity = entry.get("id"), entry.get("severity")
        area = catalogue.get(str(ident), {}).get("area")
        if area in (None, DOCTOR_AREA) or severity not in {s.value for s in Severity}:
            continue  # another machine's crashed check is not a bug in this run
        out.append(Finding(str(ident), Severity(severity), area, str(entry.get("summary", "")),
                           {"report line": str(entry.get("line", ""))}, certainty=Certainty.LIKELY))
    return out


CHECKS = (check_input_truncated, check_own_findings)
