"""`macml-doctor check` (and the Python API's check()): gather, diagnose, select; the CLI prints it."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace
from typing import IO

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


def check_all(*, ignore: Collection[str] = (), only: Collection[str] = (), strict: bool = False) -> list[Report]:
    """`check --all-envs`: every environment gather/environments.py finds, one report each."""
    from macml_doctor.gather import environments

    return [check(python=python, ignore=ignore, only=only, strict=strict) for python in environments.find()]


def emit_all(reports: list[Report], fmt: str, out: IO[str] | None = None) -> int:
    """One line per environment (text, summary), or the environments document (json); the worst exit code."""
    import sys

    from macml_doctor import messages as msg
    from macml_doctor.render import json_out, summary

    stream = out or sys.stdout
    if fmt == "json":
        from macml_doctor.gather.host_id import host_id

        stream.write(json_out.dumps(json_out.environments_doc(reports, host_id())))
    else:
        for r in reports:
            stream.write(msg.ALL_ENVS_LINE.format(python=r.facts.target.python, line=summary.line(r)) + "\n")
        if not reports:
            stream.write(msg.ALL_ENVS_NONE + "\n")
    return max((r.exit_code for r in reports), default=0)
