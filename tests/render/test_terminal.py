"""Colour and live progress as a person sees them: the real CLI on a real pseudo-terminal; and written to what is no
terminal (a pipe, a file: the CLI in this process, its output caught in memory)."""

from __future__ import annotations

import os
import pty
import select
import subprocess
import sys
import time
from pathlib import Path

from inprocess import run_cli

from macml_doctor.render.progress import ChildProgress

ESC = "\x1b"
# What decides colour and live progress besides the terminal itself: unset unless a test sets it.
UNSET = {"NO_COLOR": None, "FORCE_COLOR": None, "TTY_COMPATIBLE": None}


def on_terminal(args: list[str], env: dict[str, str]) -> tuple[int, str, str]:
    """Run the doctor with stdout and stderr each on its own pseudo-terminal; return (rc, stdout, stderr)."""
    masters, slaves = zip(*(pty.openpty() for _ in range(2)))
    proc = subprocess.Popen([sys.executable, "-m", "macml_doctor", *args], stdin=subprocess.DEVNULL,
                            stdout=slaves[0], stderr=slaves[1], env={**clean_env(), **env, "TERM": "xterm"})
    for fd in slaves:
        os.close(fd)
    chunks: dict[int, bytes] = {fd: b"" for fd in masters}
    open_fds = set(masters)
    deadline = time.monotonic() + 300  # a hang guard, far above the few seconds this takes
    while open_fds and time.monotonic() < deadline:
        ready, _, _ = select.select(list(open_fds), [], [], 1.0)
        for fd in ready:
            try:
                data = os.read(fd, 65536)
            except OSError:  # the child closed its end
                data = b""
            if data:
                chunks[fd] += data
            else:
                open_fds.discard(fd)
    rc = proc.wait(timeout=60)
    for fd in masters:
        os.close(fd)
    return rc, chunks[masters[0]].decode(errors="replace"), chunks[masters[1]].decode(errors="replace")


def clean_env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k not in UNSET}


def test_no_color_on_a_terminal_has_no_escape_codes_at_all(venv_plain: Path) -> None:
    rc, out, err = on_terminal(["check", "--python", str(venv_plain)], {"NO_COLOR": "1"})
    assert rc == 0
    assert ESC not in out and ESC not in err, (out[:300], err[:300])
    assert "[•] Platform: Linux" in out
    # progress as plain lines, one per child as it ends
    assert "collector: done (" in err and "torch: not installed (" in err and "tensorflow: not installed (" in err


def test_terminal_shows_colour_and_live_progress(venv_plain: Path) -> None:
    rc, out, err = on_terminal(["check", "--python", str(venv_plain)], {"FORCE_COLOR": ""})  # "" = unset
    assert rc == 0
    assert ESC + "[" in out  # colour and bold
    assert "torch" in err and "not installed" in err and ESC + "[" in err  # the live rows, redrawn in place


def test_piped_output_is_plain_and_progress_is_silent(venv_plain: Path) -> None:
    proc = run_cli("check", "--python", str(venv_plain), env={**UNSET, "FORCE_COLOR": "0"})
    assert ESC not in proc.stdout and proc.stderr == ""


def test_force_color_colours_a_pipe_and_no_color_wins(venv_plain: Path) -> None:
    forced = run_cli("check", "--python", str(venv_plain), env={**UNSET, "FORCE_COLOR": "1"})
    assert ESC + "[" in forced.stdout and forced.stderr == ""
    both = run_cli("check", "--python", str(venv_plain), env={**UNSET, "FORCE_COLOR": "1", "NO_COLOR": "1"})
    assert ESC not in both.stdout


def test_rows_show_each_child_with_its_elapsed_time_and_end() -> None:
    shown = ChildProgress(("collector", "torch", "tensorflow"), stream=open(os.devnull, "w"))  # noqa: SIM115
    shown("collector", "running")
    shown("torch", "running")
    time.sleep(0.05)
    shown("collector", "done", 0.8)
    shown("torch", "timeout", 60.0)
    rows = shown.lines()
    assert rows[0].split() == ["✓", "collector", "done", "0.8", "s"]
    assert rows[1].split() == ["✗", "torch", "timed", "out", "60.0", "s"]
    assert len(rows) == 2  # tensorflow has not started
    shown("tensorflow", "running")
    running = shown.lines()[2].split()
    assert running[:3] == ["…", "tensorflow", "running"] and float(running[3]) >= 0


def test_a_reports_platform_line_says_what_it_knows_and_then_what_would_decide_the_rest() -> None:
    """pytorch#86152 (dev 2562, 'Mac Studio (M1 Max)', 'macOS 14.6.1', no word of the Python's architecture): the
    area's line is the machine; what the report leaves unknown, with the command that would tell, gets its own."""
    [report] = (Path(__file__).resolve().parents[1] / "corpus" / "dev").glob("2562-*/report.txt")
    lines = run_cli("check", "--from", str(report)).stdout.splitlines()
    platform = next(i for i, line in enumerate(lines) if "Platform:" in line)
    assert "Apple silicon (Apple M1), macOS 14.6.1" in lines[platform]
    assert "does not say the Python's architecture" in lines[platform + 1]
    assert lines[platform + 1].rstrip().endswith("[report-undecided]")
