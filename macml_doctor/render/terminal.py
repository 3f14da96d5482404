"""Terminal capabilities, decided once: colour (NO_COLOR / FORCE_COLOR) and live progress.

- ``NO_COLOR`` (any non-empty value, https://no-color.org): no escape sequences at all — no colour, no bold,
  no cursor movement; progress is printed as plain lines.
- ``FORCE_COLOR`` (non-empty, not ``0``): colour even when the output is not a terminal (CI logs that render
  ANSI). ``NO_COLOR`` wins when both are set.
- Live progress (cursor movement) only on a terminal, never with ``NO_COLOR`` or ``TERM=dumb``.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import IO, Any


def no_color(environ: Mapping[str, str] | None = None) -> bool:
    return bool((os.environ if environ is None else environ).get("NO_COLOR"))


def force_color(environ: Mapping[str, str] | None = None) -> bool:
    env = os.environ if environ is None else environ
    return not no_color(env) and env.get("FORCE_COLOR", "") not in ("", "0")


def is_terminal(stream: IO[str]) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def live(stream: IO[str], environ: Mapping[str, str] | None = None) -> bool:
    """Whether progress may redraw itself on ``stream`` (a terminal that takes escape sequences)."""
    env = os.environ if environ is None else environ
    return is_terminal(stream) and not no_color(env) and env.get("TERM") != "dumb"


def console_options(stream: IO[str]) -> dict[str, Any]:
    """Keyword arguments for ``rich.console.Console`` on ``stream`` that honour NO_COLOR and FORCE_COLOR."""
    if no_color():
        return {"color_system": None, "force_terminal": False, "no_color": True}
    # Always explicit: rich alone reads FORCE_COLOR="" as "not a terminal" and FORCE_COLOR=0 as "force".
    return {"force_terminal": force_color() or is_terminal(stream)}
