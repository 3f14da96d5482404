"""An error the report shows that nothing else explains (finding ``error-unexplained``).

The exceptions a paste shows (``report.exceptions``, :mod:`macml_doctor.paste.exceptions`) are named only where no
known signature explains them (no symptom of warning or error severity that holds on the report's machine, no
framework import that failed, no multiprocessing bootstrapping error) and they are not the import of a framework read
missing: the report is of an error the doctor does not know, and says so, with the error's line, rather than "no
issues" alone. Nor where another check's warning or error stands on a fact an error signature read from the error's
own message (:func:`settled`, after every check).
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
_READ_AS = "read as"  # the facts an error signature read from the error's message


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
    evidence: dict[str, object] = {EVIDENCE_KEY: str(first.get("line", "")), "error": error}
    if read := _explaining_facts(first):
        evidence[_READ_AS] = read
    return [Finding("error-unexplained", Severity.INFO, "python", msg.summary("error-unexplained", error=error),
                    evidence)]


def settled(findings: list[Finding]) -> list[Finding]:
    """error-unexplained goes where a warning or an error of the other checks stands on a fact that an error
    signature read from the error's own message: torch-outdated on torch.older_than from "module 'torch.backends' has
    no attribute 'mps'" (or on the version that bound bounds, where the report prints it)."""
    standing = {key for f in findings if f.severity.rank >= Severity.WARNING.rank for key in f.evidence}
    return [f for f in findings if f.id != "error-unexplained" or not standing & set(f.evidence.get(_READ_AS, ()))]


def _explaining_facts(exception: Mapping[str, object]) -> list[str]:
    """The facts error signatures read from the exception's message (paste/exceptions.py), an older_than bound with
    the version it bounds; where the machine is (host.os) explains no error."""
    read = exception.get("read_as")
    keys = {k for k in read if isinstance(k, str) and k != "host.os"} if isinstance(read, list) else set()
    return sorted(keys | {k.replace(".older_than", ".version") for k in keys if k.endswith(".older_than")})


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
