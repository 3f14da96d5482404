"""Every fix planned for every real report and snapshot fills its placeholders from the facts.

A command that still holds a `{name}` is shown but never run (Remedy.unfilled); this test keeps
that to the known cases: a pasted traceback names a broken file, not the distribution to reinstall; a pasted conda
report need not say the environment's path (a whole `-p {prefix}` argument is never filled with nothing).
"""

from __future__ import annotations

import json
from pathlib import Path

from inprocess import run_cli

from macml_doctor.errors import InputError
from macml_doctor.facts import load_snapshot
from macml_doctor.kb import load as kb
from macml_doctor.paste import inputs
from macml_doctor.pipeline import diagnose
from macml_doctor.remedy import plan as fix_plan
from macml_doctor.remedy.recipes import catalogue as recipes_catalogue

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
KNOWN_GAPS = {("reinstall-native-packages", "{pip}"), ("reinstall-native-packages", "{prefix}"),
              ("upgrade-torch", "{prefix}")}


def all_facts() -> list:
    out = [load_snapshot(json.loads(p.read_text())) for p in sorted((FIXTURES / "snapshots").glob("*.json"))]
    for report in sorted((FIXTURES / "reports").glob("*.txt")):
        try:
            out.append(inputs.load(str(report)))
        except InputError:  # a report with nothing recognisable (exit 2 by design) plans nothing
            continue
    return out


def test_planned_commands_fill_their_placeholders() -> None:
    recipes = recipes_catalogue()
    planned = 0
    gaps = set()
    for facts in all_facts():
        findings = diagnose(facts, fixes=recipes).findings
        for recipe, finding in fix_plan.select([], facts, findings, recipes, kb.finding_catalogue()):
            plan = fix_plan.plan(recipe, facts, finding)
            planned += 1
            gaps |= {(recipe.id, name) for name in plan.remedy.unfilled}
            assert not (plan.automatic and plan.remedy.unfilled)
    assert planned >= 20  # the fixtures exercise many recipes
    assert gaps <= KNOWN_GAPS, gaps


def test_a_pasted_conda_report_without_its_path_shows_the_placeholder_and_what_to_fill_in() -> None:
    """spacyr#240 (dev 275): a conda env's compiled module of the wrong architecture, pasted without the env's path.
    The reinstall command keeps `{prefix}` (it once read `-p ''`, which would run against no environment) and the
    text and Markdown reports say what to fill in."""
    report = next((FIXTURES.parent / "corpus" / "dev").glob("275-*")) / "report.txt"
    for fmt in ("text", "markdown"):
        done = run_cli("check", "--from", str(report), "--format", fmt)
        assert done.returncode == 1, done.stderr
        assert "-p '{prefix}'" in done.stdout and "-p ''" not in done.stdout
        assert "(fill in" in done.stdout and "first: the facts do not say" in done.stdout
