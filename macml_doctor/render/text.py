"""Human report: one line per area with ✓ / ! / ✗, problems with their fix commands, a verdict.

Plain text when stdout is not a terminal (unless FORCE_COLOR is set); no escape codes at all with NO_COLOR.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Sequence
from typing import IO, Any

from rich.console import Console
from rich.markup import escape

from macml_doctor import messages as msg
from macml_doctor.diagnose.symptoms import root_of
from macml_doctor.facts import Origin
from macml_doctor.findings import AREAS, DOCTOR_AREA, Finding, Remedy, Severity
from macml_doctor.remedy import shell
from macml_doctor.report import Report

STYLE = {"ok": "green", "info": "blue", "warning": "yellow", "error": "red"}
PIPED_WIDTH = 120  # wide enough that tables paste into a GitHub issue without wrapped cells


class _Console(Console):
    def on_broken_pipe(self) -> None:
        """A reader that stopped early (`| head -1`): print nothing more, and let the exit code be the report's
        (rich's own answer is SystemExit(1), which would read as "errors found")."""
        self.quiet = True
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), self.file.fileno())


def console_for(out: IO[str]) -> Console:
    """A console for reports: the terminal's width when interactive, plain and PIPED_WIDTH wide otherwise;
    NO_COLOR / FORCE_COLOR honoured (macml_doctor/render/terminal.py)."""
    from macml_doctor.render import terminal

    width = None if terminal.is_terminal(out) else PIPED_WIDTH
    return _Console(file=out, highlight=False, soft_wrap=True, width=width, **terminal.console_options(out))


def verdict(report: Report) -> tuple[Severity, str]:
    problems = [f for f in report.findings if f.severity.rank >= Severity.WARNING.rank]
    if not problems:
        return Severity.OK, msg.VERDICT_HEALTHY
    areas = {f.area for f in problems}
    text = msg.VERDICT_PROBLEMS.format(problems=_problem_count(problems).replace(", ", " and "),
                                       areas=msg.plural(len(areas), "area"))
    return (Severity.ERROR if report.errors else Severity.WARNING), text


def header(report: Report) -> str:
    target = report.facts.target
    if target.origin is Origin.LIVE:
        return msg.INSPECTING.format(python=target.python, reason=target.reason)
    what = target.reason or target.origin.value
    return msg.REPLAYING.format(what=what)


# Areas whose ok/info findings each get their line: a probe of several frameworks measures each one.
EVERY_LINE = ("probe",)
UNDECIDED = "report-undecided"  # what a pasted report leaves unknown, and the command that would tell


def render(report: Report, out: IO[str], *, verbose: bool = False, extra_sections: Sequence[Any] = ()) -> None:
    console = console_for(out)
    console.print(escape(header(report)), style="dim")
    console.print()
    by_area: dict[str, list[Finding]] = {}
    for f in report.findings:
        by_area.setdefault(f.area, []).append(f)
    for area, title in AREAS:
        findings = by_area.get(area)
        if not findings:
            continue
        worst = max(findings, key=lambda f: f.severity.rank)
        mark = msg.DOCTOR_MARK if area == DOCTOR_AREA else msg.MARKS[worst.severity.value]
        headline = _headline(findings)
        console.print(f"[{STYLE[worst.severity.value]}]\\[{mark}][/] [bold]{escape(title)}[/]: "
                      f"{escape(headline.summary if headline else _problem_count(findings))}")
        for f in findings:
            # Problems always get their own line (with the fix); the rest only with -v, and the
            # headline only when -v has evidence to show under it.
            if f.severity.rank < Severity.WARNING.rank and not verbose and area not in EVERY_LINE \
                    and not (f.id == UNDECIDED and f is not headline):
                continue
            if f is headline and not (verbose and f.evidence):
                continue
            style = STYLE[f.severity.value]
            mark = msg.DOCTOR_MARK if area == DOCTOR_AREA else msg.MARKS[f.severity.value]
            hedge = msg.HEDGE.get(f.certainty.value, "")
            console.print(f"    [{style}]{mark}[/] {escape(hedge + f.summary)} [dim]\\[{f.id}][/]")
            if verbose and f.evidence:
                for key, value in f.evidence.items():
                    console.print(f"        [dim]{escape(str(key))}: {escape(_short(value))}[/]")
            if area == DOCTOR_AREA and not verbose and f.evidence.get("paste"):
                console.print(f"        {escape(str(f.evidence['paste']))}")
            cause = root_of(f)
            if cause:  # the symptom of a cause the report also shows: point at it rather than repeat its fix
                console.print(f"        [dim]{escape(msg.CAUSED_BY.format(cause=cause))}[/]")
            elif f.remedy is not None and f.severity.rank >= Severity.WARNING.rank:
                _print_fix(console, f.remedy)
    for section in extra_sections:
        console.print(section)
    console.print()
    severity, text = verdict(report)
    console.print(f"[{STYLE[severity.value]}]{msg.MARKS[severity.value]}[/] [bold]{escape(text)}[/]")
    if severity is not Severity.OK:
        console.print(f"  {escape(msg.VERDICT_HINT)}", style="dim")
    if severity is Severity.WARNING:
        console.print(f"  {escape(msg.REASSURANCE)}", style="dim")


def _headline(findings: Sequence[Finding]) -> Finding | None:
    """The area's line: its first ok/info finding (what is there and fine), what a report says before what it leaves
    undecided (which then gets its own line: the command that would decide it); None when it has only problems."""
    calm = [f for f in findings if f.severity.rank < Severity.WARNING.rank]
    return next((f for f in calm if f.id != UNDECIDED), calm[0] if calm else None)


def _problem_count(findings: Sequence[Finding]) -> str:
    errors = sum(f.severity is Severity.ERROR for f in findings)
    warnings = sum(f.severity is Severity.WARNING for f in findings)
    parts = [msg.plural(n, word) for n, word in ((errors, "error"), (warnings, "warning")) if n]
    return ", ".join(parts)


def _print_fix(console: Console, remedy: Remedy) -> None:
    console.print(f"        fix: {escape(remedy.title)} [dim]\\[{remedy.fix_id}][/]")
    for argv in remedy.commands:
        console.print(f"          [cyan]$ {escape(shell.join(argv))}[/]")
    if remedy.commands and remedy.unfilled:
        console.print(f"          [dim]{escape(msg.REMEDY_FILL_IN.format(names=', '.join(remedy.unfilled)))}[/]")
    if not remedy.commands and remedy.manual:
        console.print(f"          {escape(remedy.manual[0])}")


def _short(value: Any, limit: int = 160) -> str:
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
