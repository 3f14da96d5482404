"""`macml-doctor check` (and the Python API's check()): gather, diagnose, select; the CLI prints it."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace

from macml_doctor import pipeline
from macml_doctor.commands.shared import gather, plan_options
from macml_doctor.errors import UsageError
from macml_doctor.facts import Origin
from macml_doctor.report import Report


def check(python: str | None = None, from_file: str | None = None, *, text: str | None = None, probe: bool = False,
          probe_budget: float | None = None, ignore: Collection[str] = (), only: Collection[str] = (),
          strict: bool = False) -> Report:
    if probe and (from_file is not None or text is not None):
        from macml_doctor import messages as msg

        raise UsageError(msg.PROBE_NO_FROM)
    facts = gather(python=python, from_file=from_file, text=text)
    probe_doc = None
    if probe:
        from macml_doctor.commands.probe import run_probe

        facts, probe_doc = run_probe(facts.target.python or python, facts=facts, budget=probe_budget)
    report = pipeline.diagnose(facts, probe=probe_doc, options=plan_options())
    host = None
    if facts.target.origin is Origin.LIVE:
        from macml_doctor.gather.host_id import host_id

        host = host_id()
    return replace(report, host=host, strict=strict).select(ignore, only)
