"""Tests that send the doctor a signal start it with the signal's default action restored.

A suite started in the background (`pytest … &`, nohup, some CI runners) has SIGINT ignored, and a child
inherits that: without this, a Ctrl-C test would wait for a process that cannot hear it.
"""

from __future__ import annotations

import signal


def default_signals() -> None:
    """A ``preexec_fn``: SIGINT, SIGTERM and SIGHUP back to their default action in the child."""
    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, signal.SIG_DFL)
