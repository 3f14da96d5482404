"""Live progress of a check's child processes (the collector and one per framework) on stderr.

On a terminal: one line per child, redrawn in place — its name, the seconds it has run, and how it ended
(done, not installed, failed, timed out). With NO_COLOR on a terminal: one plain line per child as it ends.
Piped: nothing (stdout stays the report alone; JSON goes there).
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Sequence
from typing import IO, Any

from macml_doctor import messages as msg
from macml_doctor.render import terminal

RUNNING = "running"


class ChildProgress:
    def __init__(self, names: Sequence[str], stream: IO[str] | None = None) -> None:
        self.stream = stream or sys.stderr
        self.names = tuple(names)
        self.mode = "live" if terminal.live(self.stream) else "lines" if terminal.is_terminal(self.stream) else "off"
        self._lock = threading.Lock()
        self._start: dict[str, float] = {}
        self._end: dict[str, tuple[str, float]] = {}
        self._live: Any = None

    def __enter__(self) -> ChildProgress:
        if self.mode == "live":
            from rich.console import Console
            from rich.live import Live

            console = Console(file=self.stream, **terminal.console_options(self.stream))
            self._live = Live(get_renderable=self._render, console=console, transient=True,
                              refresh_per_second=8)
            self._live.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        if self._live is not None:
            self._live.__exit__(*exc)

    def __call__(self, name: str, state: str, seconds: float = 0.0) -> None:
        """A child started (``state`` "running") or ended (done / absent / failed / timeout) after ``seconds``."""
        with self._lock:
            if state == RUNNING:
                self._start[name] = time.monotonic()
                return
            self._end[name] = (state, seconds)
        if self.mode == "lines":
            self.stream.write(msg.PROGRESS_LINE.format(name=name, state=msg.PROGRESS_STATES[state],
                                                       seconds=seconds) + "\n")
            self.stream.flush()

    def lines(self) -> list[str]:
        """The rows as plain text: what the live display shows."""
        now = time.monotonic()
        rows = []
        with self._lock:
            for name in self.names:
                if name in self._end:
                    state, seconds = self._end[name]
                elif name in self._start:
                    state, seconds = RUNNING, now - self._start[name]
                else:
                    continue
                rows.append(msg.PROGRESS_ROW.format(mark=msg.PROGRESS_MARKS[state], name=name,
                                                    state=msg.PROGRESS_STATES[state], seconds=seconds))
        return rows

    def _render(self) -> Any:
        from rich.text import Text

        return Text("\n".join(self.lines()), style="dim")
