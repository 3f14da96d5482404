"""Orchestration behind the CLI: gather facts, run checks, render. Returns values, prints reports."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from macml_doctor import pipeline
from macml_doctor.errors import InputError, UsageError
from macml_doctor.facts import Facts
from macml_doctor.findings import AREAS, exit_code
from macml_doctor.kb import load as kb
from macml_doctor.remedy import recipes
from macml_doctor.remedy.plan import PlanOptions
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


def gather(python: str | None = None, from_file: str | None = None) -> Facts:
    if from_file is not None:
        from macml_doctor.paste import inputs

        return inputs.load(from_file)
    from macml_doctor.gather import collect, frameworks, target

    choice = target.choose(python)
    with progress(f"Inspecting {choice.python} …"):
        return frameworks.scan_arch(collect.collect_live(choice, jobs=frameworks.JOBS))


def check(python: str | None = None, from_file: str | None = None, *, probe: bool = False,
          probe_budget: float | None = None) -> Report:
    if probe and from_file is not None:
        from macml_doctor import messages as msg

        raise UsageError(msg.PROBE_NO_FROM)
    facts = gather(python=python, from_file=from_file)
    probe_doc = None
    if probe:
        facts, probe_doc = run_probe(facts.target.python or python, facts=facts, budget=probe_budget)
    return pipeline.diagnose(facts, probe=probe_doc, options=plan_options())


def plan_options(shell_profile: str | None = None) -> PlanOptions:
    """The planner's view of this machine: $SHELL and $HOME name the profile a shell-env fix edits."""
    import os

    return PlanOptions.from_environ(os.environ, shell_profile)


def emit(report: Report, fmt: str, *, verbose: bool = False, strict: bool = False, redact: bool = True) -> int:
    if fmt == "json":
        from macml_doctor.render import json_out

        sys.stdout.write(json_out.render(report))
    elif fmt == "markdown":
        from macml_doctor.render import markdown
        from macml_doctor.render import redact as redaction

        shown = redaction.redact_report(report) if redact else report
        sys.stdout.write(markdown.render(shown, home=redaction.HOME if redact else None))
        if report.probe is not None:
            from macml_doctor.render import probe_table

            sys.stdout.write("\n" + probe_table.markdown(report.probe))
    else:
        from macml_doctor.render import text

        sections = []
        if report.probe is not None:
            from macml_doctor.render import probe_table

            sections.append(probe_table.table(report.probe))
        text.render(report, sys.stdout, verbose=verbose, extra_sections=sections)
    return exit_code(report.findings, strict=strict)


def list_ids() -> str:
    findings = kb.finding_catalogue()
    fixes = recipes.catalogue()
    width = max(len(i) for i in [*findings, *fixes])
    lines = ["Findings (macml-doctor explain ID):"]
    area_rank = {area: i for i, (area, _) in enumerate(AREAS)}
    for fid, entry in sorted(findings.items(), key=lambda kv: (area_rank.get(kv[1]["area"], len(AREAS)), kv[0])):
        lines.append(f"  {fid:<{width}}  {entry['severity']:<7}  {entry['title']}")
    lines += ["", "Fixes (macml-doctor fix ID):"]
    for rid, recipe in sorted(fixes.items()):
        lines.append(f"  {rid:<{width}}  {recipe.kind:<7}  {recipe.title}")
    return "\n".join(lines) + "\n"


def explain(ident: str) -> str:
    findings = kb.finding_catalogue()
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
    from macml_doctor.remedy import plan as fix_plan

    for manager in (*recipes.MANAGERS, "any"):
        if recipe.commands.get(manager):
            out.append(f"  with {manager}:" if manager != "any" else "  commands:")
            out += [f"    $ {line}" for line in fix_plan.template_lines(recipe, manager)]
    if recipe.manual:
        out.append("  steps:")
        out += [f"    {i}. {step}" for i, step in enumerate(recipe.manual, 1)]
    out.append(f"  verify: {recipe.verify}")
    out += [f"  see: {link}" for link in recipe.links]
    return "\n".join(out) + "\n"


# --- the GPU probe (issue 4) ----------------------------------------------------------------------------


def run_probe(python: str | None, *, device: str = "auto", framework: str = "torch", budget: float | None = None,
              facts: Facts | None = None, perturb: float | None = None) -> tuple[Facts, dict[str, Any]]:
    """Run the probe in the target; store each run in the history; return facts with ``probe.result``."""
    import sqlite3
    import time

    from macml_doctor.gather import collect, target
    from macml_doctor.probe import history
    from macml_doctor.probe import run as probe

    budget = probe.DEFAULT_BUDGET_S if budget is None else budget
    probe.validate(device, framework, budget)
    choice = target.choose(python)
    if facts is None:
        with progress(f"Inspecting {choice.python} …"):
            facts = collect.collect_live(choice)
    start = time.perf_counter()
    with probe.Progress(sys.stderr.isatty()) as shown:
        runs = probe.run_probe(choice.python, device=device, framework=framework, budget=budget,
                               on_event=shown, perturb=perturb)
    doc = probe.document(runs, facts, python=choice.python, device=device, framework=framework, budget=budget,
                         wall_s=time.perf_counter() - start)
    try:
        for run in doc["runs"]:
            entry, prev = history.record(run, doc["context"])
            run["history_id"] = entry.id
            if prev is not None:
                run["previous"] = {"id": prev.id, "date": prev.date, "speedup": prev.speedup,
                                   "fp32_tflops": prev.fp32_tflops, "bandwidth_gbs": prev.bandwidth_gbs}
    except (OSError, sqlite3.Error) as exc:  # a read-only or broken store must not lose the measurement
        doc["history_error"] = f"{type(exc).__name__}: {exc}"
    return facts.with_items(probe.as_facts(doc)), doc


def probe_report(python: str | None = None, *, device: str = "auto", framework: str = "torch",
                 budget: float | None = None, perturb: float | None = None) -> Report:
    from macml_doctor.diagnose import probe as probe_checks

    facts, doc = run_probe(python, device=device, framework=framework, budget=budget, perturb=perturb)
    return pipeline.diagnose(facts, checks=probe_checks.CHECKS, probe=doc, options=plan_options())


def emit_history(limit: int, fmt: str) -> int:
    import json
    import sqlite3

    from macml_doctor import messages as msg
    from macml_doctor.probe import history

    try:
        entries = history.recent(limit)
    except (OSError, sqlite3.Error) as exc:  # a corrupt or unreadable store is the user's file, not our bug
        raise InputError(msg.PROBE_HISTORY_UNREADABLE.format(path=history.db_path(), error=exc)) from None
    if fmt == "json":
        sys.stdout.write(json.dumps({"schema_version": 1, "path": str(history.db_path()),
                                     "entries": [e.to_json() for e in entries]}, indent=2) + "\n")
        return 0
    if not entries:
        sys.stdout.write(msg.PROBE_HISTORY_EMPTY.format(path=history.db_path()) + "\n")
        return 0
    from macml_doctor.render import probe_table
    from macml_doctor.render.text import console_for

    console = console_for(sys.stdout)
    console.print(probe_table.history_table(entries))
    for line in probe_table.trend_lines(entries):  # one trend per machine, environment, framework, device
        console.print(line)
    return 0
