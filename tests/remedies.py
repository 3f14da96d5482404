"""The fix id the one decider (macml_doctor.remedy.plan.decide) gives a finding straight from a check."""

from __future__ import annotations

from macml_doctor.findings import Finding
from macml_doctor.remedy.plan import decide
from macml_doctor.remedy.recipes import catalogue


def fix_of(finding: Finding) -> str | None:
    recipe = decide(finding, catalogue())
    return recipe.id if recipe is not None else None
