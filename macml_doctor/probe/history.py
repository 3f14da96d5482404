"""Probe history: every probe run stored with its context in SQLite, compared with the previous one.

The store lives under ``platformdirs.user_data_dir("macml-doctor")`` (the user setting ``$MACML_DOCTOR_DATA_DIR``
overrides it). Concurrent probes must not corrupt it: WAL journal, a busy timeout, and one short
``BEGIN IMMEDIATE`` transaction per insert.
"""

from __future__ import annotations

import json
import platform
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from macml_doctor.paths import data_dir
from macml_doctor.probe import noise

BUSY_TIMEOUT_MS = 30_000
SCHEMA = """
CREATE TABLE IF NOT EXISTS probe_runs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    recorded_at TEXT NOT NULL,
    machine TEXT NOT NULL,
    environment TEXT NOT NULL,
    framework TEXT NOT NULL,
    device TEXT NOT NULL,
    status TEXT NOT NULL,
    speedup REAL,
    fp32_tflops REAL,
    bandwidth_gbs REAL,
    correct INTEGER,
    run_json TEXT NOT NULL,
    context_json TEXT NOT NULL,
    fp32_n INTEGER,
    speedup_noise REAL,
    fp32_noise REAL
);
CREATE INDEX IF NOT EXISTS probe_runs_key ON probe_runs (machine, environment, framework, device, id);
"""
# Columns that came after the first stores were written; connect() adds them to an old store, whose rows keep
# NULL there. fp32_n: the matrix size of fp32_tflops (it adapts to the budget; unknown: never compared).
# speedup_noise, fp32_noise: each figure's relative noise (unknown: the floor of checks/probe.toml).
ADDED = (("fp32_n", "INTEGER"), ("speedup_noise", "REAL"), ("fp32_noise", "REAL"))
COLUMNS = ("id, recorded_at, machine, environment, framework, device, status, speedup, fp32_tflops, "
           "bandwidth_gbs, correct, fp32_n, speedup_noise, fp32_noise")


def db_path() -> Path:
    return data_dir() / "history.sqlite3"


def connect(path: Path | None = None) -> sqlite3.Connection:
    path = path or db_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    conn.execute("PRAGMA journal_mode = WAL")
    conn.executescript(SCHEMA)
    _migrate(conn)
    return conn


def _migrate(conn: sqlite3.Connection) -> None:
    have = {row[1] for row in conn.execute("PRAGMA table_info(probe_runs)")}
    for name, kind in ADDED:
        if name in have:
            continue
        try:
            conn.execute(f"ALTER TABLE probe_runs ADD COLUMN {name} {kind}")
        except sqlite3.OperationalError as exc:  # another process added it first
            if "duplicate column" not in str(exc):
                raise


@dataclass(frozen=True)
class Entry:
    id: int
    recorded_at: str
    machine: str
    environment: str
    framework: str
    device: str
    status: str
    speedup: float | None
    fp32_tflops: float | None
    bandwidth_gbs: float | None
    correct: bool | None
    n: int | None = None  # matrix size of fp32_tflops; rates at other sizes are not comparable
    speedup_noise: float | None = None  # relative half-width of the speedup's interval
    fp32_noise: float | None = None

    @property
    def date(self) -> str:
        return self.recorded_at[:10]

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "recorded_at": self.recorded_at, "machine": self.machine,
                "environment": self.environment, "framework": self.framework, "device": self.device,
                "status": self.status, "speedup": self.speedup, "fp32_tflops": self.fp32_tflops,
                "bandwidth_gbs": self.bandwidth_gbs, "correct": self.correct, "n": self.n,
                "speedup_noise": self.speedup_noise, "fp32_noise": self.fp32_noise}

    def as_previous(self) -> dict[str, Any]:
        """What the next run's report compares with (the run's "previous" key)."""
        return {"id": self.id, "date": self.date, "speedup": self.speedup, "speedup_noise": self.speedup_noise,
                "fp32_tflops": self.fp32_tflops, "fp32_noise": self.fp32_noise, "bandwidth_gbs": self.bandwidth_gbs}

    @property
    def series(self) -> tuple[str, str, str, str]:
        """The runs a trend may join: same machine, environment, framework and device."""
        return self.machine, self.environment, self.framework, self.device


def headline(run: Mapping[str, Any]) -> tuple[float | None, float | None, float | None, bool | None]:
    """(speedup geometric mean, device fp32 TFLOPS, device GB/s, correctness) of one run; correctness is None
    where the check did not apply (one CPU thread and no accelerator)."""
    speedup = noise.speedup(run)
    fp32 = noise.fp32(run)
    device = run.get("device")
    gbs = next((b["gbs"] for b in run.get("bandwidth") or [] if b.get("device") == device), None)
    corr = run.get("correctness")
    ok = corr.get("ok") if isinstance(corr, Mapping) else None
    return (speedup.value if speedup else None, fp32.value if fp32 else None, gbs,
            None if ok is None else bool(ok))


def matmul_n(run: Mapping[str, Any]) -> int | None:
    """The size n of the device fp32 matmul that headline() reports (the CPU's n adapts to the budget)."""
    device = run.get("device")
    n = next((m.get("n") for m in run.get("matmul") or [] if m.get("device") == device
              and m.get("dtype") == "fp32"), None)
    return int(n) if isinstance(n, int) else None


def keys(run: Mapping[str, Any], context: Mapping[str, Any]) -> tuple[str, str]:
    """Same machine: host name + chip/GPU. Same environment: interpreter + framework version."""
    ctx = run.get("context") or {}
    acc = run.get("accelerator") or {}
    chip = acc.get("name") or context.get("cpu_brand") or ctx.get("cpu_brand") or platform.machine()
    machine = f"{platform.node()} · {chip}"
    version = ctx.get(str(run.get("framework"))) or "?"
    environment = f"{ctx.get('executable') or '?'} · {run.get('framework')} {version}"
    return machine, environment


def record(run: Mapping[str, Any], context: Mapping[str, Any], *, when: datetime | None = None,
           conn: sqlite3.Connection | None = None) -> tuple[Entry, Entry | None]:
    """Store one probe run; return it and the previous run on the same machine and environment.

    The previous run's fp32 TFLOPS is only kept when its matmul had the same size n (same framework, device
    and dtype by construction): a 512 product and a 1024 product run at different rates on the same chip.
    """
    own = conn is None
    conn = conn or connect()
    try:
        machine, environment = keys(run, context)
        speedup, fp32, gbs, correct = headline(run)
        speedup_fig, fp32_fig = noise.speedup(run), noise.fp32(run)
        n = matmul_n(run)
        stamp = (when or datetime.now(timezone.utc)).isoformat(timespec="seconds")
        device = str(run.get("device") or "?")
        framework = str(run.get("framework") or "?")
        conn.execute("BEGIN IMMEDIATE")
        try:
            prev = conn.execute(
                f"SELECT {COLUMNS} FROM probe_runs WHERE machine=? AND environment=? AND framework=? AND device=? "
                "AND status='ok' ORDER BY id DESC LIMIT 1", (machine, environment, framework, device)).fetchone()
            cur = conn.execute(
                "INSERT INTO probe_runs (recorded_at, machine, environment, framework, device, status, speedup, "
                "fp32_tflops, bandwidth_gbs, correct, run_json, context_json, fp32_n, speedup_noise, fp32_noise) "
                "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (stamp, machine, environment, framework, device, str(run.get("status")), speedup, fp32, gbs,
                 None if correct is None else int(correct), json.dumps(run), json.dumps(dict(context)), n,
                 speedup_fig.noise if speedup_fig else None, fp32_fig.noise if fp32_fig else None))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        entry = Entry(int(cur.lastrowid or 0), stamp, machine, environment, framework, device,
                      str(run.get("status")), speedup, fp32, gbs, correct, n,
                      speedup_fig.noise if speedup_fig else None, fp32_fig.noise if fp32_fig else None)
        previous = _entry(prev) if prev is not None else None
        if previous is not None and (previous.n is None or previous.n != n):
            previous = replace(previous, fp32_tflops=None)
        return entry, previous
    finally:
        if own:
            conn.close()


def recent(limit: int = 20, conn: sqlite3.Connection | None = None) -> list[Entry]:
    own = conn is None
    conn = conn or connect()
    try:
        rows = conn.execute(f"SELECT {COLUMNS} FROM probe_runs ORDER BY id DESC LIMIT ?", (limit,)).fetchall()
    finally:
        if own:
            conn.close()
    return [_entry(r) for r in reversed(rows)]


def _entry(row: Sequence[Any]) -> Entry:
    return Entry(int(row[0]), str(row[1]), str(row[2]), str(row[3]), str(row[4]), str(row[5]), str(row[6]),
                 row[7], row[8], row[9], None if row[10] is None else bool(row[10]),
                 None if row[11] is None else int(row[11]), row[12], row[13])


def trends(entries: Sequence[Entry]) -> list[tuple[Entry, str, str]]:
    """(first entry of the series, what, sparkline) per series (machine, environment, framework, device), in
    order of first appearance; never mixed across series. The fp32 trend keeps only the runs whose matmul
    had the newest run's size n (other sizes show as gaps). Each line is scaled against the series' noise."""
    series: dict[tuple[str, str, str, str], list[Entry]] = {}
    for e in entries:
        series.setdefault(e.series, []).append(e)
    speedup_floor, rate_floor = noise.floors()
    out = []
    for items in series.values():
        n = next((e.n for e in reversed(items) if e.n is not None), None)  # the newest run that measured one
        speedup_noise = max([e.speedup_noise or 0.0 for e in items] + [speedup_floor])
        fp32_noise = max([e.fp32_noise or 0.0 for e in items] + [rate_floor])
        for what, values, spread in (("speedup", [e.speedup for e in items], speedup_noise),
                                     ("fp32 TFLOPS" + (f", n={n}" if n else ""),
                                      [e.fp32_tflops if n is not None and e.n == n else None for e in items],
                                      fp32_noise)):
            spark = sparkline(values, spread)
            if spark.strip():
                out.append((items[0], what, spark))
    return out


SPARKS = "▁▂▃▄▅▆▇█"


def sparkline(values: Sequence[float | None], noise: float = 0.0) -> str:
    """A small trend: one block per value; gaps as spaces.

    One block step is at least the noise (relative to the median): values that differ by less than the noise
    share a block, so a 0.2 % drift in a figure that repeats within 2 % draws flat, not as a collapse. Values
    spread over more than the eight blocks' worth of noise are scaled between the smallest and largest."""
    real = sorted(v for v in values if v is not None)
    if not real:
        return ""
    lo, hi = real[0], real[-1]
    mid = real[len(real) // 2] if len(real) % 2 else (real[len(real) // 2 - 1] + real[len(real) // 2]) / 2
    top = len(SPARKS) - 1
    step = noise * abs(mid)
    if hi - lo <= 1e-12 * max(abs(hi), 1.0):
        levels = {v: len(SPARKS) // 2 for v in real}
    elif hi - lo > top * step:
        levels = {v: round((v - lo) / (hi - lo) * top) for v in real}
    else:  # within the noise's reach: the median in the middle, one block per step of noise
        raw = {v: round((v - mid) / step) for v in real}
        offset = min(max(len(SPARKS) // 2, -min(raw.values())), top - max(raw.values()))
        levels = {v: min(top, max(0, r + offset)) for v, r in raw.items()}
    return "".join(" " if v is None else SPARKS[levels[v]] for v in values)
