"""The one pipeline every command runs: Facts -> checks -> symptoms folded in -> each finding's Remedy -> Report.

    gather/ or paste/ ──► Facts ──diagnose/ (pure checks)──► Findings ──remedy/ (pure planner)──► Report ──► render/

Nothing here reads the machine: the facts are gathered before, and whether a remedy is already in place is
decided where fixes are applied (commands/fix.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from macml_doctor.diagnose import engine, symptoms
from macml_doctor.facts import Facts
from macml_doctor.findings import Finding
from macml_doctor.remedy import plan, recipes
from macml_doctor.remedy.plan import PlanOptions
from macml_doctor.remedy.recipes import Recipe
from macml_doctor.report import Report


def diagnose(facts: Facts, *, checks: Iterable[engine.Check] | None = None, probe: Mapping[str, Any] | None = None,
             fixes: Mapping[str, Recipe] | None = None, options: PlanOptions | None = None) -> Report:
    """Run the checks (all, or ``checks``), fold report symptoms into their findings, resolve each remedy once."""
    findings = symptoms.merge_symptoms(engine.run_checks(facts, checks), facts)
    fixes = recipes.catalogue() if fixes is None else fixes
    resolved = [replace(f, remedy=plan.resolve(f, facts, fixes, options)) for f in findings]
    return Report(facts, tuple(_remedy_of_root_cause(resolved)), probe=probe)


def _remedy_of_root_cause(findings: list[Finding]) -> list[Finding]:
    """A symptom folded into its root cause takes the cause's remedy: the text report points at the cause's fix
    ("caused by [cause] above"), so the JSON, and `fix`, carry that same remedy rather than the symptom's own
    recipe (SIGILL + an x86_64 Python: replace the interpreter, not "reinstall the wheels")."""
    causes = {f.id: f for f in findings}  # as symptoms.root_causes found them: the last finding of each id
    out = []
    for f in findings:
        cause = causes.get(symptoms.root_of(f))
        out.append(replace(f, remedy=cause.remedy) if cause is not None and cause is not f else f)
    return out
