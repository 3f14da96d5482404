"""``--format summary``: one line for an MDM extension attribute or a CI log.

``errors: 2 errors, 1 warning (python-x86-on-arm, torch-x86-build)``: the status, the counts, and the ids of
the first problems (errors first), at most ``messages.SUMMARY_MAX_IDS`` of them.
"""

from __future__ import annotations

from macml_doctor import messages as msg
from macml_doctor.findings import Severity
from macml_doctor.report import Report


def line(report: Report) -> str:
    counts = [msg.plural(n, word) for n, word in ((report.errors, "error"), (report.warnings, "warning")) if n]
    problems = sorted((f for f in report.findings if f.severity.rank >= Severity.WARNING.rank),
                      key=lambda f: -f.severity.rank)
    ids = list(dict.fromkeys(f.id for f in problems))[: msg.SUMMARY_MAX_IDS]
    return msg.SUMMARY_LINE.format(status=report.status, counts=", ".join(counts) or msg.SUMMARY_NONE,
                                   ids=msg.SUMMARY_IDS.format(ids=", ".join(ids)) if ids else "")
