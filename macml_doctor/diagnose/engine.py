"""Run every check over the Facts; a check that raises becomes a finding in the ``doctor`` area, never a crash."""

from __future__ import annotations

import traceback
from collections.abc import Callable, Iterable, Sequence

from macml_doctor import __version__
from macml_doctor import messages as msg
from macml_doctor.facts import Facts
from macml_doctor.findings import AREAS, DOCTOR_AREA, Finding, Severity

Check = Callable[[Facts], list[Finding]]


def registry() -> tuple[Check, ...]:
    """The explicit list of checks, in report order (imported lazily: keeps `--version` fast)."""
    from macml_doctor.diagnose import (
        inputs,
        other_frameworks,
        packages,
        platform,
        probe,
        python_env,
        python_support,
        symptoms,
        tensorflow,
        torch,
        unexplained,
    )

    modules = (inputs, platform, python_env, packages, python_support, torch, tensorflow, other_frameworks, probe,
               symptoms, unexplained)
    return tuple(check for module in modules for check in module.CHECKS)


def run_checks(facts: Facts, checks: Iterable[Check] | None = None) -> list[Finding]:
    findings: list[Finding] = []
    for check in registry() if checks is None else checks:
        try:
            findings.extend(check(facts))
        except Exception as exc:
            findings.append(crashed(check, exc))
    if any(f.id == "error-unexplained" for f in findings):  # after every check: whether another explains the error
        from macml_doctor.diagnose import unexplained  # only then: the probe's checks need none of its imports

        findings = unexplained.settled(findings)
    return order(findings)


def crashed(check: Check, exc: Exception) -> Finding:
    """A bug in the doctor: the check's name, the error and where it was raised, as text to paste into a report."""
    name = getattr(check, "__name__", repr(check))
    error = f"{type(exc).__name__}: {exc}"
    frames = traceback.extract_tb(exc.__traceback__)
    where = f"{frames[-1].filename.rsplit('macml_doctor', 1)[-1].lstrip('/')}:{frames[-1].lineno}" if frames else ""
    paste = msg.CHECK_CRASHED_PASTE.format(version=__version__, check=name, error=error, where=where)
    return Finding("doctor-check-failed", Severity.ERROR, DOCTOR_AREA,
                   msg.CHECK_CRASHED.format(check=name, error=error),
                   {"check": name, "error": error, "where": where, "paste": paste})


def order(findings: Sequence[Finding]) -> list[Finding]:
    area_rank = {area: i for i, (area, _) in enumerate(AREAS)}
    return sorted(findings, key=lambda f: (area_rank.get(f.area, len(area_rank)), -f.severity.rank))
