"""The CLI in this process: the real parser and the real command handler, with stdout, stderr, stdin and the
environment swapped for the call. For tests of what a command prints and returns; the process-level contract
(signals, exit on Ctrl-C, the console script) stays with tests that start the doctor (tests/test_cli.py,
tests/attacks/).
"""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from collections.abc import Iterator, Mapping

from macml_doctor import cli
from macml_doctor.errors import DoctorError


@contextlib.contextmanager
def environ(values: Mapping[str, str | None]) -> Iterator[None]:
    """os.environ with these values (None: unset) for the duration of the block."""
    saved = {k: os.environ.get(k) for k in values}
    try:
        for k, v in values.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        yield
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def run_cli(*args: str, env: Mapping[str, str | None] | None = None,
            stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """``macml-doctor ARGS`` in this process: (exit code, stdout, stderr) as a process would give them."""
    parsed = cli.build_parser().parse_args(list(args))
    out, err = io.StringIO(), io.StringIO()
    fake_stdin = io.TextIOWrapper(io.BytesIO((stdin or "").encode()), encoding="utf-8")
    with environ(env or {}), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        saved_stdin, sys.stdin = sys.stdin, fake_stdin
        try:
            code = int(parsed.handler(parsed))
        except DoctorError as exc:  # what cli.main prints for it: one line, its exit code
            err.write(f"macml-doctor: {exc}\n")
            code = exc.exit_code
        finally:
            sys.stdin = saved_stdin
    return subprocess.CompletedProcess(list(args), code, out.getvalue(), err.getvalue())
