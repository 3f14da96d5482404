"""Benchmark: framework children in parallel. `check` wall time vs the slowest child vs collect_env.

On a venv with torch 2.13.0 CPU and tensorflow-cpu, runs `macml-doctor check --format json` and
`python -m torch.utils.collect_env` alternately, and reads each framework child's own wall time from the
facts (`<framework>.child_seconds`), to show the total is about the slowest child, not their sum.

    python benchmarks/bench_frameworks.py            # builds/reuses the venv via tests/venvs.py
    python benchmarks/bench_frameworks.py --runs 9
"""

from __future__ import annotations

import json
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

import venvs  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_check  # noqa: E402

FRAMEWORKS = ("torch", "tensorflow", "mlx", "jax", "coremltools")


def run(argv: list[str]) -> tuple[float, str]:
    start = time.perf_counter()
    proc = subprocess.run(argv, capture_output=True, text=True, check=False, stdin=subprocess.DEVNULL)
    return time.perf_counter() - start, proc.stdout


def main() -> int:
    args, doctor = bench_check.setup(__doc__)
    python = venvs.make_venv("bench-torch-tf", venvs.TORCH + venvs.TENSORFLOW)
    check = [doctor, "check", "--python", str(python), "--format", "json"]
    collect_env = [str(python), "-m", "torch.utils.collect_env"]
    run(check), run(collect_env)  # warm-up: page cache, .pyc files
    walls: list[float] = []
    envs: list[float] = []
    children: dict[str, list[float]] = {name: [] for name in FRAMEWORKS}
    for _ in range(args.runs):
        wall, out = run(check)
        walls.append(wall)
        facts = json.loads(out)["facts"]
        for name in FRAMEWORKS:
            children[name].append(facts[f"{name}.child_seconds"]["value"])
        envs.append(run(collect_env)[0])
    med = {name: statistics.median(times) for name, times in children.items()}
    print(f"machine: {platform.platform()}, {platform.processor() or platform.machine()}, "
          f"Python {platform.python_version()}, {time.strftime('%Y-%m-%d')}; {args.runs} alternating runs; "
          f"target: {python}\n")
    print("| what | median s | min s | max s |")
    print("|---|---|---|---|")
    for label, times in (("`macml-doctor check` (wall)", walls), ("`python -m torch.utils.collect_env`", envs)):
        print(f"| {label} | {statistics.median(times):.2f} | {min(times):.2f} | {max(times):.2f} |")
    for name, times in children.items():
        print(f"| child `{name}` | {med[name]:.2f} | {min(times):.2f} | {max(times):.2f} |")
    print(f"\nslowest child (median) {max(med.values()):.2f} s; sum of children {sum(med.values()):.2f} s; "
          f"check wall {statistics.median(walls):.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
