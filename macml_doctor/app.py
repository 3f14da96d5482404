"""Orchestration behind the CLI: gather facts, run checks, render. Returns values, prints reports."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager

from macml_doctor import engine, recipes
from macml_doctor.errors import UsageError
from macml_doctor.collect import Job
from macml_doctor.facts import Facts
from macml_doctor.findings import exit_code
from macml_doctor.report import Report


@contextmanager
def progress(text: str) -> Iterator[None]:
    """A spinner on stderr, only when a person is watching."""
    if not sys.stderr.isatty():
        yield
        return
    from rich.console import Console

    with Console(stderr=True).status(text):
        yield


def framework_jobs() -> tuple[Job, ...]:
    try:
        from macml_doctor.frameworks import JOBS
    except ModuleNotFoundError:
        return ()
    return tuple(JOBS)


def gather(python: str | None = None, from_file: str | None = None) -> Facts:
    if from_file is not None:
        from macml_doctor import inputs

        return inputs.load(from_file)
    from macml_doctor import collect, target

    choice = target.choose(python)
    with progress(f"Inspecting {choice.python} …"):
        return collect.collect_live(choice, jobs=framework_jobs())


def check(python: str | None = None, from_file: str | None = None) -> Report:
    facts = gather(python=python, from_file=from_file)
    return Report(facts, tuple(engine.run_checks(facts)))


def emit(report: Report, fmt: str, *, verbose: bool = False, strict: bool = False) -> int:
    if fmt == "json":
        from macml_doctor.render import json_out

        sys.stdout.write(json_out.render(report))
    elif fmt == "markdown":
        from macml_doctor.render import markdown

        sys.stdout.write(markdown.render(report, recipes.catalogue()))
    else:
        from macml_doctor.render import text

        text.render(report, sys.stdout, verbose=verbose, recipes=recipes.catalogue())
    return exit_code(report.findings, strict=strict)


def list_ids() -> str:
    findings = engine.catalogue()
    fixes = recipes.catalogue()
    width = max(len(i) for i in [*findings, *fixes])
    lines = ["Findings (macml-doctor explain ID):"]
    for fid, entry in sorted(findings.items(), key=lambda kv: (kv[1]["area"], kv[0])):
        lines.append(f"  {fid:<{width}}  {entry['severity']:<7}  {entry['title']}")
    lines += ["", "Fixes (macml-doctor fix ID):"]
    for rid, recipe in sorted(fixes.items()):
        lines.append(f"  {rid:<{width}}  {recipe.kind:<7}  {recipe.title}")
    return "\n".join(lines) + "\n"


def explain(ident: str) -> str:
    findings = engine.catalogue()
    fixes = recipes.catalogue()
    out: list[str] = []
    fix_id = ident
    if ident in findings:
        entry = findings[ident]
        out += [f"{ident}  ({entry['severity']}, {entry['area']})", f"  {entry['title']}"]
        if entry.get("why"):
            out.append(f"  {entry['why']}")
        fix_id = entry.get("fix", "")
        if not fix_id:
            return "\n".join(out) + "\n"
        out.append("")
    if fix_id not in fixes:
        if out:
            return "\n".join(out) + "\n"
        raise UsageError(f"unknown id {ident!r}; `macml-doctor list` shows every finding and fix id")
    recipe = fixes[fix_id]
    out += [f"fix {recipe.id}: {recipe.title}  ({'the doctor can apply it' if recipe.kind == 'auto' else 'manual'})",
            f"  why: {recipe.why}"]
    for manager in recipes.MANAGERS + ("any",):
        cmds = recipe.commands.get(manager)
        if cmds:
            out.append(f"  with {manager}:" if manager != "any" else "  commands:")
            out += [f"    $ {line}" for line in recipe.command_lines(manager, {})]
    if recipe.manual:
        out.append("  steps:")
        out += [f"    {i}. {step}" for i, step in enumerate(recipe.manual, 1)]
    out.append(f"  verify: {recipe.verify}")
    out += [f"  see: {link}" for link in recipe.links]
    return "\n".join(out) + "\n"
