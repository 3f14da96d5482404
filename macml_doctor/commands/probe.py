"""`macml-doctor probe` (and `check --probe`, and `setup`'s verification): run the GPU probe in the target,
record it in the history, diagnose it."""

from __future__ import annotations

import sys
from typing import Any

from macml_doctor import pipeline
from macml_doctor.commands.shared import inspecting, plan_options
from macml_doctor.facts import Facts
from macml_doctor.probe.run import Runner
from macml_doctor.report import Report


def run_probe(python: str | None, *, device: str = "auto", framework: str = "torch", budget: float | None = None,
              facts: Facts | None = None, runner: Runner | None = None) -> tuple[Facts, dict[str, Any]]:
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
        with inspecting() as seen:
            facts = collect.collect_live(choice, on_child=seen)
    start = time.perf_counter()
    from macml_doctor.render import terminal

    with probe.Progress(terminal.live(sys.stderr)) as shown:
        runs = probe.run_probe(choice.python, device=device, framework=framework, budget=budget,
                               on_event=shown, runner=runner)
    doc = probe.document(runs, facts, python=choice.python, device=device, framework=framework, budget=budget,
                         wall_s=time.perf_counter() - start)
    try:
        for run in doc["runs"]:
            entry, prev = history.record(run, doc["context"])
            run["history_id"] = entry.id
            if prev is not None:
                run["previous"] = prev.as_previous()
    except (OSError, sqlite3.Error) as exc:  # a read-only or broken store must not lose the measurement
        doc["history_error"] = f"{type(exc).__name__}: {exc}"
    return facts.with_items(probe.as_facts(doc)), doc


def probe_report(python: str | None = None, *, device: str = "auto", framework: str = "torch",
                 budget: float | None = None, runner: Runner | None = None) -> Report:
    from macml_doctor.diagnose import probe as probe_checks

    facts, doc = run_probe(python, device=device, framework=framework, budget=budget, runner=runner)
    return pipeline.diagnose(facts, checks=probe_checks.CHECKS, probe=doc, options=plan_options())
