"""Benchmark: two checkouts' paste readers on the same 1 MB text, alternated (a shared machine's load moves figures
by tens of percent between minutes, so only runs taken side by side compare).

    python benchmarks/bench_paste_ab.py OLD_CHECKOUT NEW_CHECKOUT [--reports dev] [--rounds 2]

The text is built from *this* checkout's reports (``bench_paste.corpus_text``), so both read the same; each round
runs each checkout in a fresh process and prints its best parse CPU time of three (its own and its forked scan
workers', paste/shared_work.py). ``--whole`` times the whole ``check --from`` instead (a fresh process each: start-up,
imports, compiling patterns, the parse, the checks), the best CPU time of three per round, each checkout with its own
warm cache folder; ``--short`` reads one short fixture report instead of 1 MB. ``--wall`` prints the best wall time
instead of CPU time: what a person waits, where the workers share the work among cores (on an idle machine only).

    python benchmarks/bench_paste_ab.py OLD NEW --whole [--short | --reports dev] [--wall]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHORT = ROOT / "tests" / "fixtures" / "reports" / "anaconda-13174-platform-machine-x86_64-on-m1.txt"
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_paste import children_cpu, corpus_text  # noqa: E402

CHILD = """
import resource, sys, time
sys.path.insert(0, sys.argv[1])
from macml_doctor import paste
assert paste.__file__.startswith(sys.argv[1]), paste.__file__
def now():
    if sys.argv[2] == "wall":
        return time.perf_counter()
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)  # the scan's workers, once reaped
    return time.process_time() + usage.ru_utime + usage.ru_stime
text = sys.stdin.read()
paste.parse(text, "warm-up")
times = []
for _ in range(3):
    c = now()
    paste.parse(text, "bench")
    times.append(now() - c)
print(f"{min(times):.3f}")
"""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("old", type=Path)
    ap.add_argument("new", type=Path)
    ap.add_argument("--reports", choices=("fixtures", "dev"), default="fixtures")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--whole", action="store_true", help="time the whole `check --from`, not the parse")
    ap.add_argument("--short", action="store_true", help="one short fixture report, not 1 MB")
    ap.add_argument("--wall", action="store_true", help="wall time, not CPU time")
    args = ap.parse_args()
    text = SHORT.read_text(encoding="utf-8") if args.short else corpus_text(1_000_000, args.reports)
    print(f"| round | {args.old} | {args.new} |\n|---|---|---|")
    clock = "wall" if args.wall else "cpu"
    with tempfile.TemporaryDirectory() as tmp:
        paste = Path(tmp) / "paste.txt"
        paste.write_text(text, encoding="utf-8")
        for n in range(1, args.rounds + 1):
            best = [whole(path.resolve(), paste, Path(tmp) / f"cache-{i}", clock) if args.whole else
                    subprocess.run([sys.executable, "-c", CHILD, str(path.resolve()), clock], input=text, text=True,
                                   capture_output=True, check=True).stdout.strip()
                    for i, path in enumerate((args.old, args.new))]
            print(f"| {n} | {best[0]} | {best[1]} |")


def whole(checkout: Path, paste: Path, cache: Path, clock: str) -> str:
    """The best child CPU (or wall) time of three ``check --from`` runs of the checkout's own package (started in its
    folder), after one that fills its cache folder."""
    argv = [sys.executable, "-m", "macml_doctor", "check", "--from", str(paste), "--format", "json"]
    env = {**os.environ, "MACML_DOCTOR_CACHE_DIR": str(cache)}
    now = time.perf_counter if clock == "wall" else children_cpu
    times = []
    for _ in range(4):
        before = now()
        subprocess.run(argv, cwd=checkout, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        times.append(now() - before)
    return f"{min(times[1:]):.3f}"


if __name__ == "__main__":
    main()
