"""Probe history: every probe run stored with its context in SQLite, compared with the previous one.

The store lives under ``platformdirs.user_data_dir("macml-doctor")`` (``$MACML_DOCTOR_DATA_DIR`` overrides
it, for tests). Concurrent probes must not corrupt it: WAL journal, a busy timeout, and one short
``BEGIN IMMEDIATE`` transaction per insert.
"""

from __future__ import annotations

import json
import math
import os
import platform
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

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
    context_json TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS probe_runs_key ON probe_runs (machine, environment, framework, device, id);
"""


def data_dir() -> Path:
    override = os.environ.get("MACML_DOCTOR_DATA_DIR")
    if override:
        return Path(override).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir("macml-doctor"))


def db_path() -> Path:
    return data_dir() / "history.sqlite3"


def connect(path: Path | None = None) -> sqlite3.Connection:
    path = path or db_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    conn.execute("PRAGMA journal_mode = WAL")
    conn.executescript(SCHEMA)
    return conn


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

    @property
    def date(self) -> str:
        return self.recorded_at[:10]

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "recorded_at": self.recorded_at, "machine": self.machine,
                "environment": self.environment, "framework": self.framework, "device": self.device,
                "status": self.status, "speedup": self.speedup, "fp32_tflops": self.fp32_tflops,
                "bandwidth_gbs": self.bandwidth_gbs, "correct": self.correct}


def headline(run: Mapping[str, Any]) -> tuple[float | None, float | None, float | None, bool | None]:
    """(speedup geometric mean, device fp32 TFLOPS, device GB/s, correctness) of one run."""
    speedups = [s["speedup"] for s in run.get("speedups") or [] if s.get("speedup", 0) > 0]
    speedup = math.exp(sum(math.log(s) for s in speedups) / len(speedups)) if speedups else None
    device = run.get("device")
    fp32 = next((m["tflops"] for m in run.get("matmul") or [] if m.get("device") == device
                 and m.get("dtype") == "fp32"), None)
    gbs = next((b["gbs"] for b in run.get("bandwidth") or [] if b.get("device") == device), None)
    corr = run.get("correctness")
    return speedup, fp32, gbs, (bool(corr["ok"]) if isinstance(corr, Mapping) else None)


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
    """Store one probe run; return it and the previous run on the same machine and environment."""
    own = conn is None
    conn = conn or connect()
    try:
        machine, environment = keys(run, context)
        speedup, fp32, gbs, correct = headline(run)
        stamp = (when or datetime.now(timezone.utc)).isoformat(timespec="seconds")
        device = str(run.get("device") or "?")
        framework = str(run.get("framework") or "?")
        conn.execute("BEGIN IMMEDIATE")
        try:
            prev = conn.execute(
                "SELECT * FROM probe_runs WHERE machine=? AND environment=? AND framework=? AND device=? "
                "AND status='ok' ORDER BY id DESC LIMIT 1", (machine, environment, framework, device)).fetchone()
            cur = conn.execute(
                "INSERT INTO probe_runs (recorded_at, machine, environment, framework, device, status, speedup, "
                "fp32_tflops, bandwidth_gbs, correct, run_json, context_json) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                (stamp, machine, environment, framework, device, str(run.get("status")), speedup, fp32, gbs,
                 None if correct is None else int(correct), json.dumps(run), json.dumps(dict(context))))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        entry = Entry(int(cur.lastrowid or 0), stamp, machine, environment, framework, device,
                      str(run.get("status")), speedup, fp32, gbs, correct)
        return entry, (_entry(prev) if prev is not None else None)
    finally:
        if own:
            conn.close()


def recent(limit: int = 20, conn: sqlite3.Connection | None = None) -> list[Entry]:
    own = conn is None
    conn = conn or connect()
    try:
        rows = conn.execute("SELECT * FROM probe_runs ORDER BY id DESC LIMIT ?", (limit,)).fetchall()
    finally:
        if own:
            conn.close()
    return [_entry(r) for r in reversed(rows)]


def _entry(row: Sequence[Any]) -> Entry:
    return Entry(int(row[0]), str(row[1]), str(row[2]), str(row[3]), str(row[4]), str(row[5]), str(row[6]),
                 row[7], row[8], row[9], None if row[10] is None else bool(row[10]))


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
