"""An error the report shows that nothing else explains (finding ``error-unexplained``).

The exceptions a paste shows (``report.exceptions``, :mod:`macml_doctor.paste.exceptions`) are named only where no
known signature explains them (no symptom of warning or error severity that holds on the report's machine, no
framework import that failed, no multiprocessing bootstrapping error) and they are not the import of a framework read
missing: the report is of an error the doctor does not know, and says so, with the error's line, rather than "no
issues" alone.
"""

from __future__ import annotations

from collections.abc import Mapping

from macml_doctor import messages as msg
from macml_doctor.diagnose.packages import import_failures
from macml_doctor.diagnose.symptoms import EVIDENCE_KEY, applies, symptoms
from macml_doctor.facts import Facts
from macml_doctor.findings import Finding, Severity
from macml_doctor.kb import load as kb
from macml_doctor.regex_cache import compiled

_SHOWN_CHARS = 160


def check_unexplained_error(facts: Facts) -> list[Finding]:
    missing = _frameworks_read_missing(facts)
    raised = [e for e in facts.value("report.exceptions") or []
              if isinstance(e, Mapping) and e.get("type") and not _names_missing(e, missing)]
    if not raised or _explained(facts):
        return []
    first = raised[0]
    error = f"{first['type']}: {first.get('message') or ''}".rstrip(": ")
    if len(error) > _SHOWN_CHARS:
        error = error[:_SHOWN_CHARS - 1] + "…"
    return [Finding("error-unexplained", Severity.INFO, "python", msg.summary("error-unexplained", error=error),
                    {EVIDENCE_KEY: str(first.get("line", "")), "error": error})]


def _explained(facts: Facts) -> bool:
    """A known signature was read: a symptom that is a warning or an error on this report's machine, multiprocessing's
    bootstrapping error (python.mp_start_method), or a framework's import that failed."""
    table, catalogue = kb.check_table("symptoms")["symptom"], kb.finding_catalogue()
    for s in symptoms(facts):
        row = table.get(s["id"], {})
        if not applies(s["id"], s, facts):
            continue
        severity = row.get("severity") or catalogue.get(str(row.get("finding")), {}).get("severity")
        if severity in ("warning", "error"):
            return True
    if facts.is_known("python.mp_start_method"):  # read from multiprocessing's bootstrapping error only
        return True
    return any(import_failures(facts))


def _frameworks_read_missing(facts: Facts) -> set[str]:
    """The frameworks the report was read missing from ('No module named 'torch'': torch-missing says so)."""
    return {key.split(".")[0] for key in facts if key.endswith(".present")
            and (fact := facts.get(key)) is not None and fact.value is False}


def _names_missing(exception: Mapping[str, object], missing: set[str]) -> bool:
    """Whether the exception is the import of a framework read missing (explained by its *-missing finding), by its
    message, whichever line it stands on (a paste in one table cell puts every line on one)."""
    m = _NO_MODULE.match(str(exception.get("message") or ""))
    return m is not None and m.group(1) in missing


_NO_MODULE = compiled(r"No module named ['\"`]?([A-Za-z_]\w*)")


CHECKS = (check_unexplained_error,)
