"""Summarise repeated probe runs against the reference script: the table BENCHMARKS.md shows.

    python benchmarks/summarize_probe_runs.py FOLDER

FOLDER holds runs/<framework>-<i>.json (the envelopes of `macml-doctor probe --format json`) and
runs/reference-<framework>.json (benchmarks/reference_figures.py --out), as benchmarks/h200_probe_runs.sh leaves.
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path
from typing import Any


def runs_of(folder: Path, framework: str) -> list[dict[str, Any]]:
    out = []
    for i in range(1, 100):
        path = folder / "runs" / f"{framework}-{i}.json"
        if not path.exists():
            break
        try:
            out.append(json.loads(path.read_text())["probe"]["runs"][0])
        except (ValueError, KeyError, IndexError):
            out.append({"status": "unreadable"})
    return out


def headline(run: dict[str, Any]) -> tuple[float, float, float] | None:
    items = run.get("speedups") or []
    if not items:
        return None

    def geo(values: list[float]) -> float:
        return statistics.geometric_mean(values)

    return (geo([s["speedup"] for s in items]), geo([s["interval"][0] for s in items]),
            geo([s["interval"][1] for s in items]))


def figures(run: dict[str, Any]) -> dict[str, float]:
    out = {}
    device = run.get("device")
    for m in run.get("matmul") or []:
        if m["device"] == device:
            out[f"matmul {m['dtype']} n={m['n']}"] = m["tflops"]
    for b in run.get("bandwidth") or []:
        if b["device"] == device:
            out[f"copy {b['buffer_mib']:.0f} MiB"] = b["gbs"]
    return out


def summarize(folder: Path, framework: str) -> list[str]:
    runs = runs_of(folder, framework)
    if not runs:
        return []
    lines = [f"== {framework}: {len(runs)} runs"]
    heads = [headline(r) for r in runs]
    for i, (run, head) in enumerate(zip(runs, heads), 1):
        speedups = ", ".join(f"{s['workload']} {s['speedup']:.2f}x [{s['interval'][0]:.2f}-{s['interval'][1]:.2f}]"
                             f" ({s['device_samples_per_s']:,.0f} vs {s['cpu_samples_per_s']:,.0f}/s)"
                             for s in run.get("speedups") or [])
        shown = f"{head[0]:.2f}x [{head[1]:.2f}-{head[2]:.2f}]" if head else "-"
        lines.append(f"run {i}: status {run.get('status')} elapsed {run.get('elapsed_s')} s; headline {shown}; "
                     f"{speedups}; skipped {[s['stage'] for s in run.get('skipped') or []]}; "
                     f"errors {run.get('errors')}")
    values = [h[0] for h in heads if h]
    if values:
        mid = statistics.median(values)
        worst = max(abs(v / mid - 1) for v in values)
        lines.append(f"headline speedups {', '.join(f'{v:.2f}' for v in values)}: median {mid:.2f}, "
                     f"worst {worst:.1%} from the median")
    ref_path = folder / "runs" / f"reference-{framework}.json"
    reference = json.loads(ref_path.read_text())["figures"] if ref_path.exists() else {}
    names = sorted({k for r in runs for k in figures(r)})
    for name in names:
        got = [figures(r).get(name) for r in runs]
        real = [g for g in got if g is not None]
        ref = reference.get(name, [None])[0]
        vs = f"worst vs reference {max(real, key=lambda g: abs(g / ref - 1)) / ref - 1:+.1%}" if ref and real else ""
        spread = f"spread {(max(real) - min(real)) / statistics.median(real):.1%}" if real else ""
        lines.append(f"{name:22} reference {ref if ref is None else round(ref, 1)}; runs "
                     f"{', '.join('-' if g is None else f'{g:.1f}' for g in got)}; {vs}; {spread}")
    for i, run in enumerate(runs, 1):
        corr = run.get("correctness") or {}
        loss, weights = corr.get("loss_rel_diff", float("nan")), corr.get("param_rel_diff", float("nan"))
        lines.append(f"run {i} correctness: {corr.get('compared')} ok={corr.get('ok')} "
                     f"loss {loss:.1e} weights {weights:.1e}")
    return lines


def main() -> int:
    folder = Path(sys.argv[1])
    for framework in ("torch", "jax", "mlx"):
        for line in summarize(folder, framework):
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
