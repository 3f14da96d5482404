"""`macml-doctor list` and `explain ID`: the finding catalogue and the recipes, with when each recipe is chosen."""

from __future__ import annotations

from typing import Any

from macml_doctor import messages as msg
from macml_doctor.errors import UsageError
from macml_doctor.findings import AREAS
from macml_doctor.kb import load as kb
from macml_doctor.remedy import recipes


def _sorted_findings() -> list[tuple[str, dict[str, str]]]:
    area_rank = {area: i for i, (area, _) in enumerate(AREAS)}
    return sorted(kb.finding_catalogue().items(), key=lambda kv: (area_rank.get(kv[1]["area"], len(AREAS)), kv[0]))


def list_ids(fmt: str = "text") -> str:
    findings = _sorted_findings()
    fixes = sorted(recipes.catalogue().values(), key=lambda r: r.id)
    if fmt == "json":
        from macml_doctor.render import json_out

        return json_out.dumps(json_out.list_doc(findings, fixes))
    width = max(len(i) for i in [*(f for f, _ in findings), *(r.id for r in fixes)])
    lines = ["Findings (macml-doctor explain ID):"]
    lines += [f"  {fid:<{width}}  {entry['severity']:<7}  {entry['title']}" for fid, entry in findings]
    lines += ["", "Fixes (macml-doctor fix ID):"]
    lines += [f"  {r.id:<{width}}  {r.kind:<7}  {r.title}" for r in fixes]
    return "\n".join(lines) + "\n"


def explain(ident: str, fmt: str = "text") -> str:
    """A finding: what it means and every recipe that fixes it, with when; a fix: the recipe and what it fixes."""
    from macml_doctor.remedy import plan as fix_plan
    from macml_doctor.render import json_out

    findings = kb.finding_catalogue()
    fixes = recipes.catalogue()
    entry = findings.get(ident)
    if entry is not None:
        chosen = sorted((r for r in fixes.values() if ident in r.findings or ident in r.also_fixes),
                        key=lambda r: (ident not in r.findings, len(r.when.get(ident, {})), r.id))
    elif ident in fixes:
        chosen = [fixes[ident]]
    else:
        raise UsageError(msg.EXPLAIN_UNKNOWN.format(id=ident))
    docs = []
    for recipe in chosen:
        commands = {m: fix_plan.template_argvs(recipe, m) for m in (*recipes.MANAGERS, "any") if recipe.commands.get(m)}
        when = {k: list(v) for k, v in recipe.when.get(ident, {}).items()}
        docs.append({**json_out.recipe_doc(recipe, commands), "when": when,
                     "only_when_asked": entry is not None and ident not in recipe.findings,
                     "fixes": [*recipe.findings, *recipe.also_fixes]})
    doc = {**json_out.explain_doc(ident, entry, docs[0] if docs else None), "fixes": docs}
    if fmt == "json":
        return json_out.dumps(doc)
    return _explain_text(doc)


def _explain_text(doc: dict[str, Any]) -> str:
    from macml_doctor.remedy import shell

    out: list[str] = []
    finding, recipes_shown = doc["finding"], doc["fixes"]
    if finding is not None:
        out += [f"{finding['id']}  ({finding['severity']}, {finding['area']})", f"  {finding['title']}"]
        if finding.get("why"):
            out.append(f"  {finding['why']}")
        if not recipes_shown:
            out.append("  " + msg.EXPLAIN_NO_FIX)
    for recipe in recipes_shown:
        if finding is None:
            when = ""
        elif recipe["only_when_asked"]:
            when = msg.EXPLAIN_WHEN_ASKED.format(id=recipe["id"])
        elif recipe["when"]:
            when = msg.EXPLAIN_WHEN.format(conditions=", ".join(
                f"{key} is {' or '.join(_literal(v) for v in values)}" for key, values in recipe["when"].items()))
        else:
            when = msg.EXPLAIN_OTHERWISE if len(recipes_shown) > 1 else ""
        how = msg.EXPLAIN_AUTO if recipe["kind"] == "auto" else msg.EXPLAIN_MANUAL
        if finding is not None:
            out.append("")
        out += [f"fix {recipe['id']}: {recipe['title']}  ({how})" + (f"  [{when}]" if when else ""),
                f"  why: {recipe['why']}"]
        for manager, argvs in recipe["commands"].items():
            out.append(f"  with {manager}:" if manager != "any" else "  commands:")
            out += [f"    $ {shell.join(argv)}" for argv in argvs]
        if recipe["manual"]:
            out.append("  steps:")
            out += [f"    {i}. {step}" for i, step in enumerate(recipe["manual"], 1)]
        out.append(f"  verify: {recipe['verify']}")
        out += [f"  see: {link}" for link in recipe["links"]]
        if finding is None:
            out.append(f"  fixes: {', '.join(recipe['fixes'])}")
    return "\n".join(out) + "\n"


def _literal(value: object) -> str:
    return "any value" if value == "*" else (str(value).lower() if isinstance(value, bool) else repr(value))
