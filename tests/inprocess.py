"""The CLI in this process: ``cli.run``, what ``macml-doctor ARGS`` runs once its signal handlers are in place (the
real parser, the real command handler, the one-line errors and their exit codes), with stdin, stdout, stderr, the
environment and the current folder swapped for the call. For tests of what a command prints and returns; the
process-level contract (the console script, signals, exit on Ctrl-C, a terminal, pipes) stays with tests that start
the doctor (tests/test_cli.py, tests/attacks/, tests/render/test_terminal.py).
"""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path

from macml_doctor import cli
from macml_doctor.commands.fix import environ_overlay


@contextlib.contextmanager
def folder(path: Path | str | None) -> Iterator[None]:
    """The current folder is ``path`` for the duration of the block (None: unchanged)."""
    saved = os.getcwd()
    os.chdir(path or saved)
    try:
        yield
    finally:
        os.chdir(saved)


def run_cli(*args: str, env: Mapping[str, str | None] | None = None, stdin: str | bytes | None = None,
            cwd: Path | str | None = None) -> subprocess.CompletedProcess[str]:
    """``macml-doctor ARGS`` in this process: (exit code, stdout, stderr) as a process would give them. ``stdin``
    is what a pipe would carry (none: empty, as with stdin from /dev/null)."""
    data = stdin.encode() if isinstance(stdin, str) else stdin or b""
    fake_stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    with environ_overlay(env or {}), folder(cwd), contextlib.redirect_stdout(out), \
            contextlib.redirect_stderr(err):
        saved_stdin, sys.stdin = sys.stdin, fake_stdin
        try:
            code = cli.run(list(args))
        finally:
            sys.stdin = saved_stdin
    return subprocess.CompletedProcess(list(args), code, out.getvalue(), err.getvalue())
