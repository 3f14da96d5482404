"""Run a child process (the target interpreter) isolated, bounded and killable; classify how it ended.

A child that is killed by a signal (SIGILL: "illegal hardware instruction"), that hangs, that prints
without end or that prints garbage is a *result*, never an exception in the doctor. Only a missing or
non-executable program raises (TargetError), because that is the user's input being wrong.

Every child:
- runs from a private empty folder, with the user's ``PYTHONSTARTUP`` dropped and relative ``PYTHONPATH``
  entries made absolute, so nothing in the current folder runs inside it while everything the target
  really imports (its site-packages, ``.pth`` files, ``PYTHONPATH``) still does;
- leads its own process group: on a timeout, on output past the cap, once it has exited (a grandchild
  holding its pipes), and on Ctrl-C, SIGTERM or SIGHUP the whole group is killed at once;
- has its output read up to a cap (``cut`` says the cap was reached).
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import selectors
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import FrameType
from typing import Any

from macml_doctor.errors import TargetError

MAX_STDOUT = 16 * 1024 * 1024
MAX_STDERR = 1024 * 1024
# After the child exits (or is killed), how long its output may still arrive from a grandchild that left
# the group holding its pipes, before the doctor stops reading.
GRACE_S = 1.0
EXIT_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


def signal_of(returncode: int | None) -> int | None:
    """The signal that ended a child with this exit status, if one did."""
    if returncode is None or returncode >= 0:
        # A shell-style 128+N exit (e.g. from a wrapper script) also means "killed by signal N".
        return returncode - 128 if returncode is not None and 128 < returncode < 128 + 65 else None
    return -returncode


def signal_name(returncode: int | None) -> str | None:
    """That signal's name (SIGILL, SIGSEGV, …), or None when no signal ended the child."""
    sig = signal_of(returncode)
    if sig is None:
        return None
    try:
        return signal.Signals(sig).name
    except ValueError:
        return f"signal {sig}"


@dataclass(frozen=True)
class ChildResult:
    argv: tuple[str, ...]
    returncode: int | None
    stdout: str
    stderr: str
    duration_s: float
    timed_out: bool = False
    cut: bool = False  # its output passed MAX_STDOUT / MAX_STDERR: the child was stopped there

    @property
    def signal(self) -> int | None:
        return signal_of(self.returncode)

    @property
    def signal_name(self) -> str | None:
        return signal_name(self.returncode)

    @property
    def ok(self) -> bool:
        return self.returncode == 0 and not self.timed_out and not self.cut

    def last_json(self, accept: Callable[[dict[str, Any]], bool]) -> dict[str, Any] | None:
        """The child's answer: the last stdout line that is a JSON object ``accept`` takes (whatever else the
        target's modules print, even lines that start with ``{``)."""
        for line in reversed(self.stdout.splitlines()):
            line = line.strip()
            if not line.startswith("{"):
                continue
            try:
                value = json.loads(line)
            except (ValueError, RecursionError):
                continue
            if isinstance(value, dict) and accept(value):
                return value
        return None

    def stderr_tail(self, lines: int = 3) -> str:
        text = [line for line in self.stderr.strip().splitlines() if line.strip()]
        return "\n".join(text[-lines:])


# --- signals: every live child's process group dies with the doctor -----------------------------------


class Interrupted(KeyboardInterrupt):
    """Ctrl-C, SIGTERM or SIGHUP arrived; every child was already killed. Exit with 128 + signum."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


_live: set[int] = set()
_lock = threading.RLock()  # reentrant: the signal handler may run while this thread holds it
_received: list[int] = []


def kill_all() -> None:
    """SIGKILL every running child's process group (the children of checks and probes are disposable)."""
    with _lock:
        groups = list(_live)
    for pgid in groups:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(pgid, signal.SIGKILL)


def _on_signal(signum: int, frame: FrameType | None) -> None:
    _received.append(signum)
    kill_all()
    raise Interrupted(signum)


def install_signal_handlers() -> None:
    """Ctrl-C, SIGTERM and SIGHUP kill every child's group at once, then raise Interrupted in the main
    thread. A signal the doctor was started with ignored (nohup, a background job) stays ignored."""
    for signum in EXIT_SIGNALS:
        if signal.getsignal(signum) is not signal.SIG_IGN:
            signal.signal(signum, _on_signal)


def received_signal() -> int | None:
    """The first exit signal received, if any (the exit code is 128 + it, whatever else happened)."""
    return _received[0] if _received else None


# --- isolation -------------------------------------------------------------------------------------


_cwd: list[str] = []


def safe_cwd() -> str:
    """A private, empty folder (created once, removed at exit) for children to start in."""
    with _lock:
        if not _cwd:
            folder = tempfile.mkdtemp(prefix="macml-doctor-")
            atexit.register(_remove, folder)
            _cwd.append(folder)
        return _cwd[0]


def _remove(folder: str) -> None:
    with contextlib.suppress(OSError):
        os.rmdir(folder)


def child_env(env: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment for a child started in :func:`safe_cwd`: what the target would get from this
    folder, minus the interactive start-up file."""
    out = dict(os.environ if env is None else env)
    out.pop("PYTHONSTARTUP", None)
    if out.get("PYTHONPATH"):
        here = os.getcwd()
        out["PYTHONPATH"] = os.pathsep.join(os.path.join(here, entry) if not os.path.isabs(entry) else entry
                                            for entry in out["PYTHONPATH"].split(os.pathsep))
    return out


def _program(argv0: str) -> str:
    """A relative program path still names the same file once the child starts elsewhere."""
    return os.path.abspath(argv0) if os.sep in argv0 and not os.path.isabs(argv0) else argv0


# --- running ---------------------------------------------------------------------------------------


def run_child(
    argv: Sequence[str],
    *,
    timeout: float,
    env: Mapping[str, str] | None = None,
    limits: tuple[int, int] = (MAX_STDOUT, MAX_STDERR),
) -> ChildResult:
    """Run argv (never through a shell) in its own process group from a safe folder; read at most
    ``limits`` bytes of stdout and stderr; kill the group on timeout, at the cap and once it has exited."""
    start = time.monotonic()
    argv = [_program(argv[0]), *argv[1:]]
    try:
        proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                env=child_env(env), cwd=safe_cwd(), start_new_session=True)
    except FileNotFoundError as exc:
        raise TargetError(f"{argv[0]}: no such file") from exc
    except PermissionError as exc:
        raise TargetError(f"{argv[0]}: not executable (permission denied)") from exc
    except OSError as exc:  # e.g. ENOEXEC: a file that is not a program
        raise TargetError(f"{argv[0]}: cannot be run ({exc.strerror or exc})") from exc
    with _lock:
        _live.add(proc.pid)
    try:
        if _received:  # a signal arrived while this child was being started
            _kill_group(proc)
        out, err, timed_out, cut = _read(proc, start + timeout, limits)
    finally:
        _kill_group(proc)  # whatever is left of its group (nothing, normally)
        proc.wait()
        with _lock:
            _live.discard(proc.pid)
        for pipe in (proc.stdout, proc.stderr):
            if pipe is not None:
                pipe.close()
    return ChildResult(
        argv=tuple(argv),
        returncode=None if timed_out else proc.returncode,
        stdout=out.decode("utf-8", "replace"),
        stderr=err.decode("utf-8", "replace"),
        duration_s=time.monotonic() - start,
        timed_out=timed_out,
        cut=cut,
    )


def _read(proc: subprocess.Popen[bytes], deadline: float, limits: tuple[int, int]) -> tuple[bytes, bytes, bool, bool]:
    assert proc.stdout is not None and proc.stderr is not None
    bufs = {proc.stdout.fileno(): bytearray(), proc.stderr.fileno(): bytearray()}
    caps = {proc.stdout.fileno(): limits[0], proc.stderr.fileno(): limits[1]}
    timed_out = cut = False
    stop_at: float | None = None  # set once the child has ended: the grace for its pipes
    with selectors.DefaultSelector() as sel:
        for fd in bufs:
            os.set_blocking(fd, False)
            sel.register(fd, selectors.EVENT_READ)
        while True:
            now = time.monotonic()
            if stop_at is None and _exited(proc):
                _kill_group(proc)  # a grandchild still holding the pipes goes with it
                stop_at = now + GRACE_S
            if stop_at is None and now >= deadline:
                timed_out = True
                _kill_group(proc)
                stop_at = now + GRACE_S
            if not sel.get_map() and stop_at is not None:
                break
            if stop_at is not None and now >= stop_at:
                break
            if not sel.get_map():  # the child closed its pipes but runs on: wait for it (or the deadline)
                time.sleep(0.02)
                continue
            for key, _ in sel.select(timeout=0.05):
                fd = int(key.fd)
                try:
                    chunk = os.read(fd, 65536)
                except BlockingIOError:
                    continue
                if not chunk:
                    sel.unregister(fd)
                    continue
                room = caps[fd] - len(bufs[fd])
                bufs[fd] += chunk[:room]
                if len(chunk) > room:
                    cut = True
                    sel.unregister(fd)
                    _kill_group(proc)
                    stop_at = stop_at or time.monotonic() + GRACE_S
    return bytes(bufs[proc.stdout.fileno()]), bytes(bufs[proc.stderr.fileno()]), timed_out, cut


def _exited(proc: subprocess.Popen[bytes]) -> bool:
    """Whether the child has ended, without reaping it: while it is a zombie its group id cannot be reused."""
    if proc.returncode is not None:
        return True
    try:
        info = os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
    except ChildProcessError:
        return proc.poll() is not None
    return info is not None


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    """SIGKILL the child's process group (it leads it, and is not yet reaped, so the id is still its own)."""
    if proc.returncode is not None:
        return
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        with contextlib.suppress(ProcessLookupError):
            proc.kill()
