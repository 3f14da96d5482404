"""Orchestration behind the CLI: gather facts, run checks, render. Returns values, prints reports."""

from __future__ import annotations

import sys
from collections.abc import Collection, Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

from macml_doctor import messages as msg
from macml_doctor import pipeline
from macml_doctor.errors import InputError, UsageError
from macml_doctor.facts import Facts, Origin
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


def gather(python: str | None = None, from_file: str | None = None, *, text: str | None = None) -> Facts:
    """The facts of a live interpreter, a saved/pasted file (``from_file``), or pasted ``text``."""
    if text is not None or from_file is not None:
        from macml_doctor.paste import inputs

        return inputs.load_text(text, "text") if text is not None else inputs.load(str(from_file))
    from macml_doctor.gather import collect, frameworks, target

    choice = target.choose(python)
    with progress(f"Inspecting {choice.python} …"):
        return frameworks.scan_arch(collect.collect_live(choice, jobs=frameworks.JOBS))


def check(python: str | None = None, from_file: str | None = None, *, text: str | None = None, probe: bool = False,
          probe_budget: float | None = None, ignore: Collection[str] = (), only: Collection[str] = (),
          strict: bool = False) -> Report:
    if probe and (from_file is not None or text is not None):
        from macml_doctor import messages as msg

        raise UsageError(msg.PROBE_NO_FROM)
    facts = gather(python=python, from_file=from_file, text=text)
    probe_doc = None
    if probe:
        facts, probe_doc = run_probe(facts.target.python or python, facts=facts, budget=probe_budget)
    report = pipeline.diagnose(facts, probe=probe_doc, options=plan_options())
    host = None
    if facts.target.origin is Origin.LIVE:
        from macml_doctor.gather.host_id import host_id

        host = host_id()
    return replace(report, host=host, strict=strict).select(ignore, only)


def plan_options(shell_profile: str | None = None) -> PlanOptions:
    """The planner's view of this machine: $SHELL and $HOME name the profile a shell-env fix edits."""
    import os

    return PlanOptions.from_environ(os.environ, shell_profile)


def emit(report: Report, fmt: str, *, verbose: bool = False, strict: bool | None = None, redact: bool = True) -> int:
    """Print the report in ``fmt``; return its exit code (``strict`` overrides the report's own)."""
    if fmt == "json":
        from macml_doctor.render import json_out

        sys.stdout.write(json_out.render(report))
    elif fmt == "summary":
        from macml_doctor.render import summary

        sys.stdout.write(summary.line(report) + "\n")
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
    return exit_code(report.findings, strict=report.strict if strict is None else strict)


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
    import sqlite3

    from macml_doctor import messages as msg
    from macml_doctor.probe import history

    try:
        entries = history.recent(limit)
    except (OSError, sqlite3.Error) as exc:  # a corrupt or unreadable store is the user's file, not our bug
        raise InputError(msg.PROBE_HISTORY_UNREADABLE.format(path=history.db_path(), error=exc)) from None
    if fmt == "json":
        from macml_doctor.render import json_out

        sys.stdout.write(json_out.dumps(json_out.history_doc(str(history.db_path()), [e.to_json() for e in entries])))
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
