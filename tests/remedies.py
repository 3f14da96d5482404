"""Recipes for tests: the fix id the one decider (macml_doctor.remedy.plan.decide) gives a finding straight from a
check, and the catalogue with the test-only recipes of tests/fixtures/test_recipes added."""

from __future__ import annotations

from pathlib import Path

from macml_doctor.findings import Finding
from macml_doctor.kb.load import tomllib
from macml_doctor.remedy.plan import decide
from macml_doctor.remedy.recipes import Recipe, catalogue

TEST_RECIPES = Path(__file__).resolve().parent / "fixtures" / "test_recipes"


def fix_of(finding: Finding) -> str | None:
    recipe = decide(finding, catalogue())
    return recipe.id if recipe is not None else None


def with_test_recipes() -> dict[str, Recipe]:
    """fixes/*.toml plus the stand-in recipes (a real small package plays tensorflow-metal, a slow step, a
    command that fails halfway), for the ``fixes`` parameter of :func:`macml_doctor.commands.fix.fix`."""
    out = catalogue()
    for path in sorted(TEST_RECIPES.glob("*.toml")):
        with path.open("rb") as fh:
            recipe = Recipe.from_toml(tomllib.load(fh))
        out[recipe.id] = recipe
    return out
