"""Run every check over the Facts; a check that raises becomes a finding, never a crash."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from macml_doctor import messages as msg
from macml_doctor.facts import Facts
from macml_doctor.findings import AREAS, Finding, Severity
from macml_doctor.kb import load as kb

Check = Callable[[Facts], list[Finding]]


def registry() -> tuple[Check, ...]:
    """The explicit list of checks, in report order (imported lazily: keeps `--version` fast)."""
    from macml_doctor.diagnose import (
        other_frameworks,
        packages,
        platform,
        probe,
        python_env,
        symptoms,
        tensorflow,
        torch,
    )

    modules = (platform, python_env, packages, torch, tensorflow, other_frameworks, probe, symptoms)
    return tuple(check for module in modules for check in module.CHECKS)


def run_checks(facts: Facts, checks: Iterable[Check] | None = None) -> list[Finding]:
    findings: list[Finding] = []
    for check in registry() if checks is None else checks:
        try:
            findings.extend(check(facts))
        except Exception as exc:
            error = f"{type(exc).__name__}: {exc}"
            findings.append(Finding("doctor-check-failed", Severity.WARNING, "other",
                                    msg.CHECK_CRASHED.format(check=check.__name__, error=error),
                                    {"check": check.__name__}))
    return order(findings)


def order(findings: Sequence[Finding]) -> list[Finding]:
    area_rank = {area: i for i, (area, _) in enumerate(AREAS)}
    return sorted(findings, key=lambda f: (area_rank.get(f.area, len(area_rank)), -f.severity.rank))


def catalogue() -> dict[str, dict[str, str]]:
    """Finding id -> {area, severity, title, fix?} from checks/findings.toml."""
    return dict(kb.check_table("findings")["finding"])
