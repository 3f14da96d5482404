"""Run a child process (the target interpreter) with a timeout; classify how it ended.

A child that is killed by a signal (SIGILL: "illegal hardware instruction"), that hangs, or that
prints garbage is a *result*, never an exception in the doctor. Only a missing or non-executable
program raises (TargetError), because that is the user's input being wrong.
"""

from __future__ import annotations

import os
import signal
import subprocess
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from macml_doctor.errors import TargetError


@dataclass(frozen=True)
class ChildResult:
    argv: tuple[str, ...]
    returncode: int | None
    stdout: str
    stderr: str
    duration_s: float
    timed_out: bool = False

    @property
    def signal(self) -> int | None:
        rc = self.returncode
        if rc is None or rc >= 0:
            # A shell-style 128+N exit (e.g. from a wrapper script) also means "killed by signal N".
            return rc - 128 if rc is not None and 128 < rc < 128 + 65 else None
        return -rc

    @property
    def signal_name(self) -> str | None:
        sig = self.signal
        if sig is None:
            return None
        try:
            return signal.Signals(sig).name
        except ValueError:
            return f"signal {sig}"

    @property
    def ok(self) -> bool:
        return self.returncode == 0 and not self.timed_out

    def stderr_tail(self, lines: int = 3) -> str:
        text = [line for line in self.stderr.strip().splitlines() if line.strip()]
        return "\n".join(text[-lines:])


def run_child(
    argv: Sequence[str],
    *,
    timeout: float,
    env: Mapping[str, str] | None = None,
    cwd: str | None = None,
) -> ChildResult:
    """Run argv (never through a shell); kill its whole process group on timeout."""
    start = time.perf_counter()
    try:
        proc = subprocess.Popen(
            list(argv),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=dict(env) if env is not None else None,
            cwd=cwd,
            start_new_session=True,
        )
    except FileNotFoundError as exc:
        raise TargetError(f"{argv[0]}: no such file") from exc
    except PermissionError as exc:
        raise TargetError(f"{argv[0]}: not executable (permission denied)") from exc
    except OSError as exc:  # e.g. ENOEXEC: a file that is not a program
        raise TargetError(f"{argv[0]}: cannot be run ({exc.strerror or exc})") from exc
    try:
        out, err = proc.communicate(timeout=timeout)
        timed_out = False
    except subprocess.TimeoutExpired:
        _kill_group(proc)
        out, err = proc.communicate()
        timed_out = True
    return ChildResult(
        argv=tuple(argv),
        returncode=None if timed_out else proc.returncode,
        stdout=out.decode("utf-8", "replace"),
        stderr=err.decode("utf-8", "replace"),
        duration_s=time.perf_counter() - start,
        timed_out=timed_out,
    )


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        proc.kill()
