"""The one decider of finding -> fix: recipes name the findings they fix; their schema; every pair the checks
emit on every snapshot and every real report is declared; explain, check and fix --dry-run agree."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
import real_inputs

from macml_doctor import cli
from macml_doctor.commands import fix as fix_command
from macml_doctor.diagnose.symptoms import root_of
from macml_doctor.kb import load as kb
from macml_doctor.pipeline import diagnose
from macml_doctor.remedy import plan, recipes

TESTS = Path(__file__).resolve().parents[1]
SNAPSHOTS = real_inputs.SNAPSHOTS


@pytest.mark.parametrize("name", kb.names("fixes"))
def test_every_recipe_matches_the_schema(name: str) -> None:
    assert recipes.validate(name, kb.load("fixes", name)) == []


def test_the_schema_catches_what_it_promises() -> None:
    good = dict(kb.load("fixes", "upgrade-torch"))
    assert recipes.validate("other-name", good) == ["fixes/other-name.toml: id must be 'other-name' (the file name)"]
    bad = {**good, "kind": "sometimes", "colour": "red", "commands": {"brew": [["x"]]},
           "when": {"mps-fallback": {"enabled": [None]}}}
    del bad["verify"]
    problems = "\n".join(recipes.validate("upgrade-torch", bad))
    for expected in ("unknown key 'colour'", "missing required key 'verify'", "kind is not a valid kind",
                     "commands is not a valid commands", "when is not a valid when",
                     "[when.mps-fallback] names a finding the recipe does not list"):
        assert expected in problems


def test_recipes_name_only_real_findings_and_one_default_each() -> None:
    known = set(kb.finding_catalogue())
    defaults: dict[str, list[str]] = {}
    for recipe in recipes.catalogue().values():
        assert set(recipe.findings) | set(recipe.also_fixes) <= known, recipe.id
        for fid in recipe.findings:
            if not recipe.when.get(fid):
                defaults.setdefault(fid, []).append(recipe.id)
    assert {fid: ids for fid, ids in defaults.items() if len(ids) > 1} == {}


def test_every_emitted_finding_and_remedy_is_declared_by_that_recipe() -> None:
    fixes = recipes.catalogue()
    pairs = set()
    for name, facts in real_inputs.every_input():
        found = diagnose(facts, fixes=fixes).findings
        for f in found:
            cause = root_of(f)
            if cause:  # a symptom folded into its root cause carries the cause's remedy (the text points there)
                assert f.remedy == next(g.remedy for g in reversed(found) if g.id == cause), (name, f.id)
                continue
            fitting = [r for r in fixes.values() if f.id in r.findings and plan.holds(r.when.get(f.id, {}), f)]
            if f.remedy is None:
                assert fitting == [], (name, f.id)
                continue
            recipe = fixes[f.remedy.fix_id]
            assert f.id in recipe.findings and plan.holds(recipe.when.get(f.id, {}), f), (name, f.id)
            best = max(len(r.when.get(f.id, {})) for r in fitting)
            assert [r.id for r in fitting if len(r.when.get(f.id, {})) == best] == [recipe.id], (name, f.id)
            pairs.add((f.id, recipe.id))
    assert len(pairs) >= 20  # the inputs exercise most of the recipes


def test_a_finding_gets_the_most_specific_recipe_its_evidence_allows() -> None:
    from macml_doctor.findings import Finding, Severity

    fixes = recipes.catalogue()

    def chosen(evidence: dict) -> str | None:
        recipe = plan.decide(Finding("mps-unavailable", Severity.ERROR, "torch", "s", evidence), fixes)
        return recipe.id if recipe else None

    assert chosen({"reason": "macos-too-old-for-mps"}) == "upgrade-macos"
    assert chosen({"reason": "macos-too-old-for-mps", "torch_below": "2.9"}) == "upgrade-macos-or-pin-torch"
    assert chosen({"reason": "macos-too-old-for-mps", "torch_below": ""}) == "upgrade-macos"
    assert chosen({"reason": "no-metal-device"}) == "use-bare-metal-mac"
    assert chosen({"reason": "op-failed"}) is None and chosen({}) is None


FIXTURE_REPORTS = sorted((TESTS / "fixtures" / "reports").glob("*.txt"))


@pytest.mark.parametrize("snapshot", SNAPSHOTS + FIXTURE_REPORTS, ids=lambda p: p.stem)
def test_explain_check_and_fix_dry_run_name_the_same_fix(snapshot: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Also on pasted reports: `fix --from` sees the findings `check --from` shows, symptoms folded in alike."""
    if cli.run(["check", "--from", str(snapshot), "--format", "json"]) == 2:
        capsys.readouterr()
        return  # nothing recognisable in the report: exit 2 for both, by design
    findings = json.loads(capsys.readouterr().out)["findings"]
    for f in findings:
        # a symptom folded into its root cause carries the cause's fix: the cause's explanation names it
        cli.run(["explain", f["evidence"].get("root cause", "").split(":", 1)[0] or f["id"]])
        explained = capsys.readouterr().out
        listed = re.findall(r"^fix ([a-z0-9-]+):", explained, flags=re.M)
        assert (f["fix"] in listed) if f["fix"] else "No fix recipe" in explained or not listed
    problems = [f for f in findings if f["fix"] and f["severity"] in ("warning", "error")]
    out = io.StringIO()
    request = fix_command.FixRequest(from_file=str(snapshot), dry_run=True)
    assert fix_command.fix(request, out, None) == 0
    planned = dict(re.findall(r"^\[\d+/\d+\] .*\[([a-z0-9-]+)\]  \(for ([a-z0-9-]+)\)$", out.getvalue(), flags=re.M))
    for f in problems:
        assert f["fix"] in planned, (f["id"], f["fix"], out.getvalue())
