"""The doctor as a user runs it, for the command tests: HOME (whose shell profile a shell-env fix edits), SHELL and
the log folder set, no venv active, started in HOME. ``doctor`` runs the CLI in this process (tests/inprocess.py);
``doctor_process`` starts it (the end-to-end tests); ``fix_here`` is the `fix` service with the test-only recipes."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from inprocess import run_cli
from remedies import with_test_recipes

from macml_doctor.commands.execute import Ask
from macml_doctor.commands.fix import FixRequest, fix


def user_env(home: Path) -> dict[str, str | None]:
    return {"HOME": str(home), "SHELL": "/bin/bash", "MACML_DOCTOR_LOG_DIR": str(home / "logs"), "VIRTUAL_ENV": None}


def doctor(*args: str, home: Path, extra_env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``macml-doctor ARGS`` in this process, with no stdin (as in CI)."""
    return run_cli(*args, env={**user_env(home), **(extra_env or {})}, cwd=home)


def doctor_process(*args: str, home: Path,
                   extra_env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m macml_doctor ARGS`` as a child process, stdin from /dev/null."""
    env = {k: v for k, v in {**os.environ, **user_env(home), **(extra_env or {})}.items() if v is not None}
    return subprocess.run([sys.executable, "-m", "macml_doctor", *args], stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, env=env, cwd=str(home), timeout=300)


def fix_here(*ids: str, python: Path, home: Path, monkeypatch: pytest.MonkeyPatch, yes: bool = False,
             dry_run: bool = False, shell_profile: Path | None = None, ask: Ask | None = None) -> tuple[int, str]:
    """The `fix` service in this process, with the test-only recipes passed in (the doctor reads fixes/ only):
    (exit code, what it printed)."""
    for name, value in user_env(home).items():
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    out = io.StringIO()
    request = FixRequest(ids=ids, python=str(python), yes=yes, dry_run=dry_run,
                         shell_profile=str(shell_profile) if shell_profile else None)
    rc = fix(request, out, ask, fixes=with_test_recipes())
    return rc, out.getvalue()
