"""Attack: a closed terminal, Ctrl-C, SIGTERM, a reader that stops early.

During a hanging framework import (a child that would wait ten minutes), one signal ends the doctor with
128 + its number and leaves no child running. The waits below are hang guards (far above the second the
contract asks for), never asserted speeds. The doctor is started with the signals' default actions, so
the tests also pass when the suite itself runs in the background with SIGINT ignored.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import venvs
from sigint import default_signals

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc")]
SNAPSHOTS = Path(__file__).resolve().parents[1] / "fixtures" / "snapshots"
GUARD_S = 60.0


def hanging_venv() -> Path:
    python = venvs.make_venv("hanging-import")
    site = python.parent.parent / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}" / "site-packages"
    (site / "mlx").mkdir(exist_ok=True)
    (site / "mlx" / "__init__.py").write_text("")
    (site / "mlx" / "core.py").write_text("import time\ntime.sleep(600)\n")
    return python


def children_of(pid: int) -> list[int]:
    """Every live descendant of pid (from /proc)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if fields[0] != "Z":
            parents[int(entry.name)] = int(fields[1])
    found, frontier = [], [pid]
    while frontier:
        parent = frontier.pop()
        kids = [p for p, pp in parents.items() if pp == parent]
        found += kids
        frontier += kids
    return found


def cmdline(pid: int) -> str:
    try:
        return (Path("/proc") / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def alive(pid: int) -> bool:
    try:
        fields = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return False
    return fields[0] != "Z"


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP])
def test_one_signal_during_a_hanging_import_ends_everything(signum: int) -> None:
    python = hanging_venv()
    env = {**os.environ, "MACML_DOCTOR_IMPORT_TIMEOUT": "600"}
    doc = subprocess.Popen([sys.executable, "-m", "macml_doctor", "check", "--python", str(python)],
                           stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                           env=env, preexec_fn=default_signals)
    hung: list[int] = []
    try:
        deadline = time.monotonic() + GUARD_S
        while not hung and time.monotonic() < deadline:  # wait until the mlx child is stuck in its import
            assert doc.poll() is None, doc.communicate()
            time.sleep(0.1)
            hung = [p for p in children_of(doc.pid) if "inspect_mlx.py" in cmdline(p)]
        assert hung, "the hanging child never started"
        everyone = children_of(doc.pid)
        doc.send_signal(signum)
        _out, err = doc.communicate(timeout=GUARD_S)
        assert doc.returncode == 128 + signum, err
        assert f"interrupted ({signal.Signals(signum).name})" in err and "Traceback" not in err
        deadline = time.monotonic() + GUARD_S
        while any(alive(p) for p in everyone) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not [p for p in everyone if alive(p)]
    finally:
        if doc.poll() is None:
            doc.kill()
        for pid in hung:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)


def test_a_signal_ignored_at_start_stays_ignored() -> None:
    """nohup and background jobs start the doctor with SIGHUP/SIGINT ignored: it must not take them back."""
    code = ("import signal; signal.signal(signal.SIGHUP, signal.SIG_IGN)\n"
            "from macml_doctor.gather import runner; runner.install_signal_handlers()\n"
            "print(signal.getsignal(signal.SIGHUP) is signal.SIG_IGN, signal.getsignal(signal.SIGTERM) is not "
            "signal.SIG_DFL)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=GUARD_S,
                         preexec_fn=default_signals).stdout
    assert out.split() == ["True", "True"]


def healthy_snapshot() -> Path:
    for path in sorted(SNAPSHOTS.glob("*.json")):
        proc = subprocess.run([sys.executable, "-m", "macml_doctor", "check", "--from", str(path)],
                              capture_output=True, timeout=GUARD_S)
        if proc.returncode == 0:
            return path
    raise AssertionError("no healthy snapshot")


@pytest.mark.parametrize("fmt", ["text", "json", "markdown"])
def test_a_reader_that_stops_early_is_quiet_and_keeps_the_exit_code(fmt: str) -> None:
    snapshot = healthy_snapshot()
    read_end, write_end = os.pipe()
    os.close(read_end)  # `| head -0`: the reader is gone before the first write
    try:
        proc = subprocess.run([sys.executable, "-m", "macml_doctor", "check", "--from", str(snapshot),
                               "--format", fmt], stdout=write_end, stderr=subprocess.PIPE, timeout=GUARD_S)
    finally:
        os.close(write_end)
    assert proc.returncode == 0
    assert proc.stderr == b""
    # `| head -1`: the reader takes one line, then goes.
    doc = subprocess.Popen([sys.executable, "-m", "macml_doctor", "check", "--from", str(snapshot), "--format", fmt],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert doc.stdout is not None and doc.stderr is not None
    assert doc.stdout.readline()
    doc.stdout.close()
    err = doc.stderr.read()
    assert doc.wait(timeout=GUARD_S) == 0 and err == b""
