"""Services every command shares: gather the facts of a target, the planner's view of this machine, and print a
report in the asked format. The commands (check, fix, setup, probe, history, explain) are peers over these."""

from __future__ import annotations

import sys
from typing import IO

from macml_doctor.facts import Facts
from macml_doctor.findings import exit_code
from macml_doctor.remedy.plan import PlanOptions
from macml_doctor.render.progress import ChildProgress
from macml_doctor.report import Report


def inspecting() -> ChildProgress:
    """Live progress of the collector alone (probe: the framework runs in the probe itself)."""
    from macml_doctor.gather import collect

    return ChildProgress((collect.COLLECTOR_NAME,))


def gather(python: str | None = None, from_file: str | None = None, *, text: str | None = None) -> Facts:
    """The facts of a live interpreter, a saved/pasted file (``from_file``), or pasted ``text``."""
    if text is not None or from_file is not None:
        from macml_doctor.paste import inputs

        return inputs.load_text(text, "text") if text is not None else inputs.load(str(from_file))
    from macml_doctor.gather import collect, frameworks, target

    choice = target.choose(python)
    with ChildProgress((collect.COLLECTOR_NAME, *frameworks.JOBS)) as shown:
        return frameworks.scan_arch(collect.collect_live(choice, jobs=frameworks.JOBS, on_child=shown))


def plan_options(shell_profile: str | None = None) -> PlanOptions:
    """The planner's view of this machine: $SHELL and $HOME name the profile a shell-env fix edits."""
    import os

    return PlanOptions.from_environ(os.environ, shell_profile)


def emit(report: Report, fmt: str, *, verbose: bool = False, strict: bool | None = None, redact: bool = True,
         out: IO[str] | None = None) -> int:
    """Print the report in ``fmt`` (to stdout, or ``out``); return its exit code (``strict`` overrides the
    report's own)."""
    out = out or sys.stdout
    if fmt == "json":
        from macml_doctor.render import json_out

        out.write(json_out.render(report))
    elif fmt == "summary":
        from macml_doctor.render import summary

        out.write(summary.line(report) + "\n")
    elif fmt == "markdown":
        from macml_doctor.render import markdown
        from macml_doctor.render import redact as redaction

        shown = redaction.redact_report(report) if redact else report
        out.write(markdown.render(shown, home=redaction.HOME if redact else None))
        if shown.probe is not None:  # redacted with the rest: one redaction for everything shared
            from macml_doctor.render import probe_table

            out.write("\n" + probe_table.markdown(shown.probe))
    else:
        from macml_doctor.render import text

        sections = []
        if report.probe is not None:
            from macml_doctor.render import probe_table

            sections.append(probe_table.table(report.probe))
        text.render(report, out, verbose=verbose, extra_sections=sections)
    return exit_code(report.findings, strict=report.strict if strict is None else strict)
