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
REPLAYING: Final = "Replaying {what}"
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
    "apple-silicon": "Apple silicon ({chip}), macOS {macos}",
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
