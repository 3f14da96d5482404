"""How far a probe figure moves between runs that measure the same thing, and when a change is real.

Each figure of a probe run carries an interval (its timed blocks at the quartiles; for a speedup, its pairs of
device and CPU blocks at the quartiles). Its noise is the interval's half-width relative to the figure, and
never less than the floor in checks/probe.toml: what repeated runs of one machine actually move by, which a
handful of blocks inside one run can underestimate. A change between two runs is called only when it is
larger than the noise of both runs together.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from macml_doctor.kb import load as kb


@dataclass(frozen=True)
class Figure:
    value: float
    low: float
    high: float

    @property
    def noise(self) -> float:
        """Half the interval's width, relative to the value."""
        return (self.high - self.low) / 2 / self.value if self.value > 0 else math.inf


def floors() -> tuple[float, float]:
    """(speedup floor, rate floor): the smallest relative noise a figure of each kind is given."""
    table = kb.check_table("probe")["noise"]
    return float(table["speedup_floor"]), float(table["rate_floor"])


def _interval(item: Mapping[str, Any], value: float) -> tuple[float, float]:
    interval = item.get("interval")
    if isinstance(interval, Sequence) and len(interval) == 2 and all(isinstance(v, (int, float)) for v in interval):
        return float(min(interval)), float(max(interval))
    return value, value  # a run stored before figures had intervals: its noise is the floor


def speedup(run: Mapping[str, Any]) -> Figure | None:
    """The headline: the geometric mean of the run's training speedups, its interval likewise."""
    items = [s for s in run.get("speedups") or [] if isinstance(s.get("speedup"), (int, float)) and s["speedup"] > 0]
    if not items:
        return None
    bounds = [_interval(s, float(s["speedup"])) for s in items]

    def geo(values: Sequence[float]) -> float:
        return math.exp(sum(math.log(max(v, 1e-12)) for v in values) / len(values))

    return Figure(geo([float(s["speedup"]) for s in items]), geo([b[0] for b in bounds]), geo([b[1] for b in bounds]))


def fp32(run: Mapping[str, Any]) -> Figure | None:
    """The device's fp32 matmul rate (the CPU's when there is no accelerator), with its interval."""
    device = run.get("device")
    m = next((m for m in run.get("matmul") or [] if m.get("device") == device and m.get("dtype") == "fp32"), None)
    if m is None or not isinstance(m.get("tflops"), (int, float)):
        return None
    low, high = _interval(m, float(m["tflops"]))
    return Figure(float(m["tflops"]), low, high)


def changed(new: float, new_noise: float | None, old: float, old_noise: float | None, floor: float) -> bool:
    """True when new and old differ by more than the noise of both runs (each at least the floor)."""
    if new <= 0 or old <= 0:
        return new != old
    allowed = max(new_noise or 0.0, floor) + max(old_noise or 0.0, floor)
    return abs(math.log(new / old)) > math.log1p(allowed)
