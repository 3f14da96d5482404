"""Every JSON document the doctor prints (``--format json``), as described by ``schema.json`` beside this file.

A report is :meth:`macml_doctor.report.Report.to_json`; its findings carry their ``remedy``: the same commands
the text report shows and ``fix`` runs, as argv lists. ``macml-doctor schema`` prints the schema; the test
suite validates every document against it.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any

from macml_doctor import __version__
from macml_doctor.report import REPORT_SCHEMA_VERSION, Report, now_utc

SCHEMA_FILE = "schema.json"


def schema_text() -> str:
    from importlib import resources

    return resources.files("macml_doctor.render").joinpath(SCHEMA_FILE).read_text(encoding="utf-8")


def dumps(doc: Mapping[str, Any]) -> str:
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def _head(kind: str) -> dict[str, Any]:
    return {"schema_version": REPORT_SCHEMA_VERSION, "kind": kind,
            "tool": {"name": "macml-doctor", "version": __version__}}


def render(report: Report) -> str:
    return dumps(report.to_json())


def environments_doc(reports: Sequence[Report], host: str | None) -> dict[str, Any]:
    worst = max((("ok", "warnings", "errors").index(r.status) for r in reports), default=0)
    return {**_head("environments"), "generated_at": now_utc(), "host": host,
            "status": ("ok", "warnings", "errors")[worst], "environments": [r.to_json() for r in reports]}


def list_doc(findings: Iterable[tuple[str, Mapping[str, Any]]], fixes: Iterable[Any]) -> dict[str, Any]:
    """``fix``: the recipe a finding gets when its evidence meets no recipe's [when] (None if it has none);
    ``fixes``: every recipe that can fix it (see ``explain ID`` for when)."""
    fixes = list(fixes)

    def fixers(fid: str) -> list[Any]:
        return sorted((r for r in fixes if fid in r.findings), key=lambda r: (bool(r.when.get(fid)), r.id))

    return {**_head("list"),
            "findings": [{"id": fid, "severity": e["severity"], "area": e["area"], "title": e["title"],
                          "fix": next((r.id for r in fixers(fid) if not r.when.get(fid)), None),
                          "fixes": [r.id for r in fixers(fid)]} for fid, e in findings],
            "fixes": [{"id": r.id, "kind": r.kind, "title": r.title, "findings": list(r.findings)} for r in fixes]}


def recipe_doc(recipe: Any, commands: Mapping[str, Sequence[Sequence[str]]]) -> dict[str, Any]:
    return {"id": recipe.id, "title": recipe.title, "kind": recipe.kind, "why": recipe.why,
            "commands": {m: [list(a) for a in argvs] for m, argvs in commands.items()},
            "manual": list(recipe.manual), "verify": recipe.verify, "links": list(recipe.links)}


def explain_doc(ident: str, finding: Mapping[str, Any] | None, recipe: Mapping[str, Any] | None) -> dict[str, Any]:
    shown = None if finding is None else {"id": ident, "severity": finding["severity"], "area": finding["area"],
                                          "title": finding["title"], "why": finding.get("why")}
    return {**_head("explain"), "id": ident, "finding": shown, "fix": recipe}


def history_doc(path: str, entries: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    return {**_head("history"), "path": path, "entries": list(entries)}


def fix_plan_doc(target: Mapping[str, Any], plans: Sequence[Any], satisfied: Collection[str]) -> dict[str, Any]:
    """``fix --dry-run --format json``: each plan's remedy; ``satisfied``: the fix ids already in place."""
    return {**_head("fix-plan"), "generated_at": now_utc(), "target": dict(target),
            "plans": [{"finding": p.finding.id if p.finding else None, "manager": p.manager, "python": p.python,
                       "prefix": p.prefix, "satisfied": p.recipe.id in satisfied, "automatic": p.automatic,
                       "remedy": p.remedy.to_json()} for p in plans]}
