"""Run what a command planned, for `fix` and `setup`: argv commands without a shell, streamed and logged, after a
y/N question on the terminal."""

from __future__ import annotations

import codecs
import os
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO

from macml_doctor.regex_cache import compiled
from macml_doctor.remedy import shell

Ask = Callable[[str], bool]


class ActionLog:
    """Every action, with a timestamp, in a file under the user log dir ($MACML_DOCTOR_LOG_DIR overrides)."""

    def __init__(self, kind: str = "fix") -> None:
        base = os.environ.get("MACML_DOCTOR_LOG_DIR")
        if not base:
            import platformdirs

            base = platformdirs.user_log_dir("macml-doctor")
        self.path = Path(base) / f"{kind}-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}.log"
        self._fh: IO[str] | None = None

    def write(self, line: str) -> None:
        try:
            if self._fh is None:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._fh = self.path.open("a", encoding="utf-8")
            self._fh.write(f"{time.strftime('%Y-%m-%dT%H:%M:%S')} {line.rstrip()}\n")
            self._fh.flush()
        except OSError:
            pass  # logging must never stop a fix

    def close(self) -> None:
        if self._fh is not None:
            self._fh.close()


def run_command(argv: Sequence[str], log: ActionLog, out: IO[str], *, terminal: bool = False) -> int:
    """Run argv without a shell, streaming its output; 127 when the program does not exist.

    With ``terminal`` the command shares the doctor's terminal on stdin, so a command that asks (conda
    create: "Remove existing environment?") asks the user; its prompt is shown as soon as it is printed,
    before the newline. Without it stdin is empty and such a prompt takes its default answer."""
    log.write(f"run: {shell.join(argv)}")
    try:
        proc = subprocess.Popen(list(argv), stdin=None if terminal else subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    except OSError as exc:
        log.write(f"  cannot start: {exc}")
        out.write(f"      {argv[0]}: {exc.strerror or exc}\n")
        return 127
    try:
        assert proc.stdout is not None
        decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        at_line_start, pending = True, ""
        while chunk := os.read(proc.stdout.fileno(), 65536):
            text = decoder.decode(chunk).replace("\r\n", "\n")
            for piece in _PIECES.findall(text):
                out.write(("      " if at_line_start else "") + piece)
                at_line_start = piece.endswith("\n")
            out.flush()
            *lines, pending = (pending + text).split("\n")
            for line in lines:
                log.write(f"  | {line}")
        if pending:
            log.write(f"  | {pending}")
            out.write("\n" if not at_line_start else "")
        proc.stdout.close()
        rc = proc.wait()
    except KeyboardInterrupt:
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.write("  interrupted")
        raise
    log.write(f"  exit {rc}")
    return rc


_PIECES = compiled(r"[^\n]*\n|[^\n]+")


def ask_on_terminal(stdin: IO[str] | None = None, out: IO[str] | None = None) -> Ask | None:
    """A y/N prompt on the terminal (sys.stdin and sys.stdout unless given); None when stdin is not a terminal
    (CI, pipes)."""
    stdin = sys.stdin if stdin is None else stdin
    out = sys.stdout if out is None else out
    try:
        interactive = stdin is not None and stdin.isatty()
    except (ValueError, OSError):
        interactive = False
    if not interactive:
        return None

    def ask(question: str) -> bool:
        out.write(question + " [y/N] ")
        out.flush()
        answer = stdin.readline()
        return answer.strip().lower() in ("y", "yes")

    return ask
