"""Probe history: every probe run stored with its context in SQLite, compared with the previous one.

The store lives under ``platformdirs.user_data_dir("macml-doctor")`` (``$MACML_DOCTOR_DATA_DIR`` overrides
it, for tests). Concurrent probes must not corrupt it: WAL journal, a busy timeout, and one short
``BEGIN IMMEDIATE`` transaction per insert.
"""

from __future__ import annotations

import json
import math
import platform
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from macml_doctor.paths import data_dir

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
    fp32_n INTEGER
);
CREATE INDEX IF NOT EXISTS probe_runs_key ON probe_runs (machine, environment, framework, device, id);
"""
# fp32_n (the matrix size of fp32_tflops; it adapts to the budget) came after the first stores were written:
# connect() adds it to an old store, whose rows keep NULL there (their size is unknown: never compared).
COLUMNS = ("id, recorded_at, machine, environment, framework, device, status, speedup, fp32_tflops, "
           "bandwidth_gbs, correct, fp32_n")


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
    if "fp32_n" not in have:
        try:
            conn.execute("ALTER TABLE probe_runs ADD COLUMN fp32_n INTEGER")
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

    @property
    def date(self) -> str:
        return self.recorded_at[:10]

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "recorded_at": self.recorded_at, "machine": self.machine,
                "environment": self.environment, "framework": self.framework, "device": self.device,
                "status": self.status, "speedup": self.speedup, "fp32_tflops": self.fp32_tflops,
                "bandwidth_gbs": self.bandwidth_gbs, "correct": self.correct, "n": self.n}

    @property
    def series(self) -> tuple[str, str, str, str]:
        """The runs a trend may join: same machine, environment, framework and device."""
        return self.machine, self.environment, self.framework, self.device


def headline(run: Mapping[str, Any]) -> tuple[float | None, float | None, float | None, bool | None]:
    """(speedup geometric mean, device fp32 TFLOPS, device GB/s, correctness) of one run; correctness is None
    where the check did not apply (one CPU thread and no accelerator)."""
    speedups = [s["speedup"] for s in run.get("speedups") or [] if s.get("speedup", 0) > 0]
    speedup = math.exp(sum(math.log(s) for s in speedups) / len(speedups)) if speedups else None
    device = run.get("device")
    fp32 = next((m["tflops"] for m in run.get("matmul") or [] if m.get("device") == device
                 and m.get("dtype") == "fp32"), None)
    gbs = next((b["gbs"] for b in run.get("bandwidth") or [] if b.get("device") == device), None)
    corr = run.get("correctness")
    ok = corr.get("ok") if isinstance(corr, Mapping) else None
    return speedup, fp32, gbs, (None if ok is None else bool(ok))


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
    version = ctx.get("torch") or ctx.get("tensorflow") or "?"
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
                "fp32_tflops, bandwidth_gbs, correct, run_json, context_json, fp32_n) "
                "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (stamp, machine, environment, framework, device, str(run.get("status")), speedup, fp32, gbs,
                 None if correct is None else int(correct), json.dumps(run), json.dumps(dict(context)), n))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        entry = Entry(int(cur.lastrowid or 0), stamp, machine, environment, framework, device,
                      str(run.get("status")), speedup, fp32, gbs, correct, n)
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
                 None if row[11] is None else int(row[11]))


def trends(entries: Sequence[Entry]) -> list[tuple[Entry, str, str]]:
    """(first entry of the series, what, sparkline) per series (machine, environment, framework, device), in
    order of first appearance; never mixed across series. The fp32 trend keeps only the runs whose matmul
    had the newest run's size n (other sizes show as gaps)."""
    series: dict[tuple[str, str, str, str], list[Entry]] = {}
    for e in entries:
        series.setdefault(e.series, []).append(e)
    out = []
    for items in series.values():
        n = items[-1].n
        for what, values in (("speedup", [e.speedup for e in items]),
                             ("fp32 TFLOPS" + (f", n={n}" if n else ""),
                              [e.fp32_tflops if n is not None and e.n == n else None for e in items])):
            spark = sparkline(values)
            if spark.strip():
                out.append((items[0], what, spark))
    return out


SPARKS = "▁▂▃▄▅▆▇█"


def sparkline(values: Sequence[float | None]) -> str:
    """A small trend: one block per value, scaled between the smallest and largest; gaps as spaces."""
    real = [v for v in values if v is not None]
    if not real:
        return ""
    lo, hi = min(real), max(real)
    out = []
    for v in values:
        if v is None:
            out.append(" ")
        elif hi - lo <= 1e-12 * max(abs(hi), 1.0):
            out.append(SPARKS[len(SPARKS) // 2])
        else:
            out.append(SPARKS[round((v - lo) / (hi - lo) * (len(SPARKS) - 1))])
    return "".join(out)
