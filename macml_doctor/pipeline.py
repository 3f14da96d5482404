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
from macml_doctor.remedy import plan, recipes
from macml_doctor.remedy.plan import PlanOptions
from macml_doctor.remedy.recipes import Recipe
from macml_doctor.report import Report


def diagnose(facts: Facts, *, checks: Iterable[engine.Check] | None = None, probe: Mapping[str, Any] | None = None,
             fixes: Mapping[str, Recipe] | None = None, options: PlanOptions | None = None) -> Report:
    """Run the checks (all, or ``checks``), fold report symptoms into their findings, resolve each remedy once."""
    findings = symptoms.merge_symptoms(engine.run_checks(facts, checks), facts)
    fixes = recipes.catalogue() if fixes is None else fixes
    resolved = tuple(replace(f, remedy=plan.resolve(f, facts, fixes, options)) for f in findings)
    return Report(facts, resolved, probe=probe)
