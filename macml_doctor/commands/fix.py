"""Apply fix plans: confirm, run argv commands (never a shell) with streamed output, edit files safely,
log every action, then re-collect the facts, re-run the checks and say fixed / still broken / failed.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from macml_doctor import messages as msg
from macml_doctor import pipeline
from macml_doctor.commands.execute import ActionLog, Ask, run_command
from macml_doctor.commands.shared import gather, plan_options
from macml_doctor.facts import Facts
from macml_doctor.findings import Edit, Finding, Severity
from macml_doctor.gather.runner import run_child
from macml_doctor.kb import load as kb
from macml_doctor.remedy import plan as fix_plan
from macml_doctor.remedy import profile_edit, recipes, shell
from macml_doctor.remedy.plan import FixPlan
from macml_doctor.remedy.recipes import Recipe


@dataclass(frozen=True)
class StepResult:
    step: str
    status: str  # done | unchanged | failed | interrupted | not-run
    detail: str = ""


@dataclass(frozen=True)
class Outcome:
    plan: FixPlan
    status: str  # fixed | still-broken | failed | skipped | manual | nothing-to-do | interrupted
    steps: tuple[StepResult, ...] = ()
    evidence: tuple[str, ...] = ()


@dataclass(frozen=True)
class FixRequest:
    ids: tuple[str, ...] = ()
    python: str | None = None
    from_file: str | None = None
    yes: bool = False
    dry_run: bool = False
    shell_profile: str | None = None
    format: str = "text"  # json: the plan as a JSON document (with dry_run only)


def apply_edit(edit: Edit, log: ActionLog) -> StepResult:
    label = f"edit {edit.path}"
    try:
        if edit.action == "shell-env":
            result = profile_edit.set_profile_env(Path(edit.path), dict(edit.settings), edit.shell)
        else:
            result = profile_edit.EditResult(edit.path, False)
            for key, value in edit.settings:
                step = profile_edit.set_condarc_key(Path(edit.path), key, value)
                result = step if step.changed else result
    except profile_edit.EditError as exc:
        log.write(f"{label}: failed: {exc}")
        return StepResult(label, "failed", str(exc))
    log.write(f"{label}: {'changed' if result.changed else 'unchanged'}"
              + (f" (backup {result.backup})" if result.backup else ""))
    return StepResult(label, "done" if result.changed else "unchanged",
                      msg.FIX_BACKUP.format(path=result.backup) if result.backup else "")


def apply_plan(p: FixPlan, log: ActionLog, out: IO[str], *, terminal: bool = False) -> tuple[StepResult, ...]:
    """Run the plan's steps in order; stop at the first failure. KeyboardInterrupt propagates after
    recording, through the partial results attached to the exception. ``terminal``: see run_command."""
    results: list[StepResult] = []
    steps: tuple[tuple[str, ...] | Edit, ...] = (*p.remedy.commands, *p.remedy.edits)
    for i, step in enumerate(steps):
        try:
            if isinstance(step, tuple):
                out.write(f"  $ {shell.join(step)}\n")
                rc = run_command(step, log, out, terminal=terminal)
                result = StepResult(shell.join(step), "done" if rc == 0 else "failed",
                                    "" if rc == 0 else msg.FIX_EXIT.format(rc=rc))
            else:
                result = apply_edit(step, log)
        except KeyboardInterrupt as exc:
            results.append(StepResult(_label(step), "interrupted"))
            results += [StepResult(_label(s), "not-run") for s in steps[i + 1:]]
            exc.args = (tuple(results),)
            raise
        results.append(result)
        if result.status == "failed":
            results += [StepResult(_label(s), "not-run") for s in steps[i + 1:]]
            break
    return tuple(results)


def _label(step: tuple[str, ...] | Edit) -> str:
    return shell.join(step) if isinstance(step, tuple) else f"edit {step.path}"


def edits_hold(edits: Sequence[Edit]) -> bool:
    for edit in edits:
        text = profile_edit.read_text(edit.path)  # never blocks on a FIFO; EditError for a device or folder
        if text is None:
            return False
        if edit.action == "shell-env":
            # A subset: the block may also hold another fix's variables. A damaged block raises EditError.
            if not dict(edit.settings).items() <= profile_edit.read_block(text, edit.path).items():
                return False
        elif any(f"{k}: {v}" not in text.splitlines() for k, v in edit.settings):
            return False
    return True


def conda_env_vars_hold(p: FixPlan) -> bool:
    """Whether the conda env already sets the recipe's variables (conda keeps them in conda-meta/state)."""
    import json

    wanted = {str(k): str(v) for raw in p.recipe.extra.get("edit", ()) if raw.get("kind") == "shell-env"
              for k, v in raw.get("env", {}).items()}
    try:
        state = json.loads(Path(p.prefix, "conda-meta", "state").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    current = state.get("env_vars", {}) if isinstance(state, dict) else {}
    return all(current.get(k) == v for k, v in wanted.items())


def in_place(p: FixPlan, facts: Facts) -> bool:
    """Whether the remedy's end state already holds here: its packages, its file edits, its conda env vars."""
    remedy = p.remedy
    installs = remedy.commands[:-1] if p.conda_env_vars else remedy.commands
    needed = ((bool(installs) and fix_plan.expectation_holds(p.expect, facts) is not True)
              or (bool(remedy.edits) and not edits_hold(remedy.edits))
              or (p.conda_env_vars and not conda_env_vars_hold(p)))
    return bool(remedy.commands or remedy.edits) and not needed


def shell_sees(edit: Edit) -> dict[str, str] | None:
    """The variables a new shell of that kind gets after reading its profile; None when it cannot be asked."""
    exe = shutil.which(edit.shell)
    if not exe or Path(edit.path) != profile_edit.default_profile(edit.shell).absolute():
        return None
    flags = {"bash": ["-l", "-c"], "zsh": ["-i", "-c"], "fish": ["-c"]}[edit.shell]
    result = run_child([exe, *flags, "env"], timeout=20)
    if not result.ok:
        return None
    seen = dict(line.split("=", 1) for line in result.stdout.splitlines() if "=" in line)
    return {name: seen.get(name, "") for name, _ in edit.settings}


def _set_environ(values: Mapping[str, str | None]) -> None:
    for k, v in values.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v


@contextmanager
def environ_overlay(values: Mapping[str, str | None]) -> Iterator[None]:
    """os.environ with these values (None: unset) for the duration of the block, as it was after."""
    saved = {k: os.environ.get(k) for k in values}
    _set_environ(values)
    try:
        yield
    finally:
        _set_environ(saved)


def still_broken(p: FixPlan, f: Finding) -> bool:
    """A finding the plan targets that still asks for a fix (an info finding that now reads "on" does not)."""
    fixed_by = f.remedy.fix_id if f.remedy is not None else None
    return f.id in p.targets and (fixed_by == p.recipe.id or f.severity.rank >= Severity.WARNING.rank)


def judge(p: FixPlan, steps: Sequence[StepResult], after: Facts, findings: Sequence[Finding],
          shell_env: Mapping[str, str | None], before: Sequence[Finding] = ()) -> Outcome:
    """fixed / still-broken / failed. An error that was not there before the fix ran counts against it."""
    failed = next((s for s in steps if s.status in ("failed", "interrupted")), None)
    if failed is not None:
        why = msg.FIX_FAILED_STEP.format(step=failed.step, detail=failed.detail)
        return Outcome(p, "failed", tuple(steps), (why,))
    evidence = [f"{f.id}: {f.summary}" for f in findings if still_broken(p, f)]
    known_before = {f.id for f in before}
    evidence += [msg.FIX_NEW_ERROR.format(id=f.id, summary=f.summary) for f in findings
                 if f.severity is Severity.ERROR and f.id not in known_before]
    if fix_plan.expectation_holds(p.expect, after) is False:
        evidence += [msg.FIX_EXPECT_MISSED.format(name=n, spec=s) for n, s in p.expect]
    if p.remedy.edits and not edits_hold(p.remedy.edits):
        evidence.append(msg.FIX_EDIT_MISSING)
    for edit in p.remedy.edits:
        for name, value in edit.settings:
            seen = shell_env.get(name)
            if edit.action == "shell-env" and seen is not None and seen != value:
                evidence.append(msg.FIX_SHELL_DIFFERS.format(shell=edit.shell, name=name, seen=seen,
                                                             value=value))
    return Outcome(p, "still-broken" if evidence else "fixed", tuple(steps), tuple(evidence))


def fix(request: FixRequest, out: IO[str], ask: Ask | None, *, fixes: Mapping[str, Recipe] | None = None) -> int:
    """The whole `fix` command. ``ask`` is None when nobody can answer (no terminal); ``fixes`` is the recipe
    catalogue (``fixes/*.toml`` unless given: the tests add their stand-in recipes)."""
    if request.from_file is not None and not request.dry_run:
        from macml_doctor.errors import UsageError

        raise UsageError(msg.FIX_FROM_NEEDS_DRY_RUN)
    if request.format == "json" and not request.dry_run:
        from macml_doctor.errors import UsageError

        raise UsageError(msg.FIX_JSON_NEEDS_DRY_RUN)
    facts = gather(python=request.python, from_file=request.from_file)
    fixes = recipes.catalogue() if fixes is None else fixes
    options = plan_options(request.shell_profile)
    findings = pipeline.diagnose(facts, fixes=fixes, options=options).findings
    chosen = fix_plan.select(request.ids, facts, findings, fixes, kb.finding_catalogue())
    plans = [fix_plan.plan(r, facts, f, options) for r, f in chosen]
    satisfied = {p.recipe.id for p in plans if in_place(p, facts)}
    if request.format == "json":
        from macml_doctor.render import json_out

        out.write(json_out.dumps(json_out.fix_plan_doc(facts.target.to_json(), plans, satisfied)))
        return 0
    if not chosen:
        out.write(msg.FIX_NOTHING + "\n")
        return 0
    what = facts.target.python or facts.target.reason or "the replayed environment"
    out.write(msg.FIX_PLAN_INTRO.format(python=what, n=len(plans)) + "\n\n")
    for i, p in enumerate(plans, 1):
        out.write("\n".join(fix_plan.describe(p, i, len(plans), satisfied=p.recipe.id in satisfied)) + "\n\n")
    if request.dry_run:
        out.write(msg.FIX_DRY_RUN + "\n")
        return 0
    runnable = [p for p in plans if p.automatic and p.recipe.id not in satisfied]
    if runnable and not request.yes and ask is None:
        out.write(msg.FIX_NO_TTY + "\n")
        return 2
    log = ActionLog()
    log.write(f"fix {' '.join(request.ids) or '(all)'} for {facts.target.python}")
    results: dict[str, tuple[StepResult, ...]] = {}
    declined: set[str] = set()
    interrupted = False
    try:
        for p in runnable:
            question = msg.FIX_ASK.format(title=p.recipe.title, id=p.recipe.id)
            if not request.yes and ask is not None and not ask(question):
                declined.add(p.recipe.id)
                log.write(f"{p.recipe.id}: declined")
                continue
            out.write(msg.FIX_APPLYING.format(id=p.recipe.id) + "\n")
            log.write(f"{p.recipe.id}: apply")
            # On a terminal (no --yes) a command that asks (conda create) asks the user itself.
            results[p.recipe.id] = apply_plan(p, log, out, terminal=ask is not None)
            if any(s.status == "failed" for s in results[p.recipe.id]):
                break
    except KeyboardInterrupt as exc:
        interrupted = True
        partial = exc.args[0] if exc.args and isinstance(exc.args[0], tuple) else ()
        results[p.recipe.id] = partial
        log.write("interrupted by the user")
    overlay: dict[str, str] = {}
    shell_env: dict[str, str | None] = {}
    for p in runnable:
        if p.recipe.id in results and all(s.status in ("done", "unchanged") for s in results[p.recipe.id]):
            for edit in p.remedy.edits:
                if edit.action == "shell-env":
                    seen = shell_sees(edit)
                    shell_env.update(seen or {})
                    overlay.update(seen if seen is not None else dict(edit.settings))
    outcomes: list[Outcome] = []
    if interrupted:
        for p in plans:
            steps = results.get(p.recipe.id, ())
            outcomes.append(Outcome(p, "interrupted" if steps else "skipped", steps))
    else:
        after, after_findings = facts, findings
        if results:  # something ran: learn the facts again
            out.write(msg.FIX_RECHECK + "\n")
            with environ_overlay(overlay):
                after = gather(python=facts.target.python)
            after_findings = pipeline.diagnose(after, fixes=fixes, options=options).findings
        for p in plans:
            if p.recipe.id in satisfied:
                outcomes.append(Outcome(p, "nothing-to-do"))
            elif p.recipe.id in results:
                outcomes.append(judge(p, results[p.recipe.id], after, after_findings, shell_env, findings))
            else:
                still = tuple(f"{f.id}: {f.summary}" for f in after_findings if still_broken(p, f))
                status = "skipped" if p.recipe.id in declined or p.automatic else "manual"
                outcomes.append(Outcome(p, status, (), still))
    for o in outcomes:
        log.write(f"{o.plan.recipe.id}: {o.status}")
    log.close()
    out.write("\n" + "\n".join(report_lines(outcomes)) + "\n")
    out.write(msg.FIX_LOG.format(path=log.path) + "\n")
    if interrupted:
        return 130
    return 0 if all(o.status in ("fixed", "nothing-to-do") for o in outcomes) else 1


def report_lines(outcomes: Sequence[Outcome]) -> list[str]:
    lines = []
    for o in outcomes:
        lines.append(f"{msg.FIX_STATUS_MARK[o.status]} {o.plan.recipe.id}: {msg.FIX_STATUS[o.status]}")
        for s in o.steps:
            lines.append(f"    {s.status:<11} {s.step}" + (f"  ({s.detail})" if s.detail else ""))
        lines += [f"    {line}" for line in o.evidence]
        if o.status == "manual":
            lines.append("    " + msg.FIX_VERIFY.format(verify=o.plan.recipe.verify))
    return lines
