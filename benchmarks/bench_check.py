"""Benchmark: `macml-doctor check` against `python -m torch.utils.collect_env` on the same venv.

Runs both commands alternately (so drift in machine load hits both alike), several times each, and
prints the medians as a Markdown table for BENCHMARKS.md. Also times `macml-doctor --version`.

    python benchmarks/bench_check.py            # builds/reuses the venvs via tests/venvs.py
    python benchmarks/bench_check.py --runs 9
"""

from __future__ import annotations

import argparse
import platform
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

import venvs  # noqa: E402


def timed(argv: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def alternate(commands: dict[str, list[str]], runs: int) -> dict[str, list[float]]:
    for argv in commands.values():  # one untimed warm-up each: page cache, .pyc files
        timed(argv)
    results: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, argv in commands.items():
            results[name].append(timed(argv))
    return results


def setup(doc: str | None) -> tuple[argparse.Namespace, str]:
    """The benchmarks' shared start: --runs, and the installed `macml-doctor` (or a clear exit)."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    doctor = shutil.which("macml-doctor")
    if doctor is None:
        sys.exit("install the project first: python3 -m pip install -e .")
    return args, doctor


def main() -> int:
    args, doctor = setup(__doc__)
    targets = {
        "torch 2.13.0 CPU": venvs.make_venv("torch", venvs.TORCH),
        "torch 2.13.0 CPU + tensorflow-cpu": venvs.make_venv("bench-torch-tf", venvs.TORCH + venvs.TENSORFLOW),
    }
    print(f"machine: {platform.platform()}, {platform.processor() or platform.machine()}, "
          f"Python {platform.python_version()}, {time.strftime('%Y-%m-%d')}; {args.runs} alternating runs\n")
    print("| target venv | command | median s | min s | max s |")
    print("|---|---|---|---|---|")
    for label, python in targets.items():
        commands = {
            "macml-doctor check": [doctor, "check", "--python", str(python)],
            "python -m torch.utils.collect_env": [str(python), "-m", "torch.utils.collect_env"],
        }
        for name, times in alternate(commands, args.runs).items():
            print(f"| {label} | `{name}` | {statistics.median(times):.2f} | {min(times):.2f} | {max(times):.2f} |")
    version = alternate({"v": [doctor, "--version"]}, args.runs)["v"]
    print(f"| – | `macml-doctor --version` | {statistics.median(version):.3f} | {min(version):.3f} | "
          f"{max(version):.3f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
