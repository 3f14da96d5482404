"""Every user-facing sentence the doctor prints, in one place.

Finding summaries are templates filled from Facts (``SUMMARIES[id].format(**values)``), so that the
prose is derived from data and the JSON and text reports can never disagree.
"""

from __future__ import annotations

from typing import Any, Final

MARKS: Final = {"ok": "✓", "info": "•", "warning": "!", "error": "✗"}
ASCII_MARKS: Final = {"ok": "[ok]", "info": "[i]", "warning": "[!]", "error": "[x]"}

REASSURANCE: Final = "If your training already runs fine on the GPU, warnings are only advice."
VERDICT_HEALTHY: Final = "No issues found."
VERDICT_PROBLEMS: Final = "Found {errors} and {warnings} in {areas}."
VERDICT_HINT: Final = "Run `macml-doctor explain ID` for the why and the fix; `macml-doctor fix` applies fixes."
INSPECTING: Final = "Inspecting {python}  ({reason})"
REPLAYING: Final = "Replaying {what}"  # what: the target's reason, e.g. "snapshot: collect_env of …"
REPORT_ISSUES: Final = "https://github.com/macml-doctor/macml-doctor/issues"
INTERNAL_ERROR: Final = (
    "macml-doctor failed: {error}. This is a bug in the doctor, not in your environment; "
    "please report it at " + REPORT_ISSUES + " with the output of `macml-doctor facts`."
)
CHECK_CRASHED: Final = "The check {check} failed inside the doctor ({error}); its result is missing."

# Why a child process died, by signal name. "illegal hardware instruction" is zsh's wording for SIGILL.
SIGNALS: Final = {
    "SIGILL": (
        "illegal hardware instruction: the module contains CPU instructions this process cannot run; "
        "typically an x86_64 build compiled with AVX running under Rosetta, which does not emulate AVX"
    ),
    "SIGSEGV": "segmentation fault: native code in the module crashed (often a build for another "
    "library version or architecture)",
    "SIGABRT": "abort: native code called abort() (often a failed assertion or a missing symbol at load time)",
    "SIGBUS": "bus error: native code crashed on a misaligned or unmapped memory access",
    "SIGKILL": "killed: the process was killed (out of memory, or by the system)",
}


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


SUMMARIES: Final[dict[str, str]] = {
    # platform
    "apple-silicon": "Apple silicon{chip}, macOS {macos}",
    "intel-mac": "Intel Mac ({chip}), macOS {macos}: no MPS in PyTorch ≥ 2.3 (no x86_64 macOS wheels)",
    "not-a-mac": "{os_name} ({detail}): Mac-specific checks do not apply",
    "macos-too-old-for-mps": "macOS {macos} is older than {floor}, which {needs} needs for the MPS GPU backend",
    "low-power-mode": "Low Power Mode is on: GPU and CPU throughput are cut (an M4 Pro GPU ran at 69 %)",
    # python
    "python-native-arm64": "Python {version} runs natively (arm64)",
    "python-x86-on-arm": "Python {version} is an x86_64 process under Rosetta on Apple silicon: "
    "no MPS, and pip installs x86_64 wheels",
    "python-distribution": "{distribution}",
    "conda-x86-distribution": "conda environment is {subdir} (Intel) on Apple silicon: it installs x86_64 "
    "packages that run under Rosetta, without MPS",
    "python-too-old": "Python {version} is too old: {why}",
    "collector-crashed": "The target interpreter crashed while being inspected ({signal}: {meaning})",
    "collector-timeout": "The target interpreter did not answer within {timeout:.0f} s",
    "collector-failed": "The target interpreter could not be inspected: {error}",
}


def summary(finding_id: str, **values: Any) -> str:
    return SUMMARIES[finding_id].format(**values)


# --- fix and setup (issue 5) -----------------------------------------------------------------------
FIX_UNKNOWN_ID: Final = "unknown fix or finding id {id!r}; `macml-doctor list` shows every id"
FIX_FINDING_ABSENT: Final = "{id}: this finding is not present on this machine, so there is nothing to fix"
FIX_NO_RECIPE: Final = "{id}: this finding has no fix recipe; `macml-doctor explain {id}` says what to do"
FIX_NOT_APPLICABLE: Final = (
    "fix {id!r} does not apply to this environment: none of the findings it fixes ({findings}) is present"
)
FIX_FROM_NEEDS_DRY_RUN: Final = "fix --from only prints the plan for a saved report: add --dry-run"
FIX_NOTHING: Final = "Nothing to fix: no error or warning finding has a fix."
FIX_PLAN_INTRO: Final = "Fix plan for {python} ({n} fix(es)). Nothing has run yet."
FIX_PLAN_HEAD: Final = "[{i}/{n}] {title}  [{id}]"
FIX_PLAN_TARGET: Final = "target: {python}  (manager: {manager}; environment: {prefix})"
FIX_ALREADY_SATISFIED: Final = "already in place: nothing to do"
FIX_WILL_RUN: Final = "will run (no shell, no sudo):"
FIX_WILL_EDIT: Final = "will edit {path} (backed up first; only the macml-doctor block changes):"
FIX_NOTHING_FOR_MANAGER: Final = "no commands for a {manager} environment; follow the steps below"
FIX_MANUAL: Final = "needs you: the doctor does not do this itself. Steps:"
FIX_DRY_RUN: Final = "Dry run: nothing was changed. Apply with `macml-doctor fix --yes` (same ids)."
FIX_NO_TTY: Final = (
    "Not applied: there is no terminal to ask for confirmation. "
    "Re-run with --yes to apply, or --dry-run to only print the plan."
)
FIX_ASK: Final = "Apply {title} [{id}]?"
FIX_APPLYING: Final = "Applying {id} …"
FIX_RECHECK: Final = "Re-checking the environment …"
FIX_EXIT: Final = "exit status {rc}"
FIX_BACKUP: Final = "backup: {path}"
FIX_FAILED_STEP: Final = "failed at: {step} ({detail}); the steps after it were not run"
FIX_EXPECT_MISSED: Final = "{name} is still not {spec}"
FIX_EDIT_MISSING: Final = "the file edit is not in place"
FIX_SHELL_DIFFERS: Final = "a new {shell} shell still gets {name}={seen!r} (wanted {value!r}): a later line overrides it"
FIX_VERIFY: Final = "then verify: {verify}"
FIX_LOG: Final = "Log: {path}"
FIX_STATUS: Final = {
    "fixed": "fixed (re-check passed)",
    "still-broken": "still broken after applying; new evidence:",
    "failed": "failed",
    "skipped": "not applied",
    "manual": "needs you (manual steps above)",
    "nothing-to-do": "nothing to do (already in place)",
    "interrupted": "interrupted: the steps below say what was and was not done",
}
FIX_STATUS_MARK: Final = {
    "fixed": "✓", "nothing-to-do": "✓", "still-broken": "✗", "failed": "✗", "skipped": "!", "manual": "!",
    "interrupted": "✗",
}
