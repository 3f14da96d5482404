"""Benchmark: two checkouts' paste readers on the same 1 MB text, alternated (a shared machine's load moves figures
by tens of percent between minutes, so only runs taken side by side compare).

    python benchmarks/bench_paste_ab.py OLD_CHECKOUT NEW_CHECKOUT [--reports dev] [--rounds 2]

The text is built from *this* checkout's reports (``bench_paste.corpus_text``), so both read the same; each round
runs each checkout in a fresh process and prints its best parse CPU time of three.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = """
import sys, time
sys.path.insert(0, sys.argv[1])
from macml_doctor import paste
assert paste.__file__.startswith(sys.argv[1]), paste.__file__
text = sys.stdin.read()
paste.parse(text, "warm-up")
times = []
for _ in range(3):
    c = time.process_time()
    paste.parse(text, "bench")
    times.append(time.process_time() - c)
print(f"{min(times):.3f}")
"""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("old", type=Path)
    ap.add_argument("new", type=Path)
    ap.add_argument("--reports", choices=("fixtures", "dev"), default="fixtures")
    ap.add_argument("--rounds", type=int, default=2)
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_paste import corpus_text
    text = corpus_text(1_000_000, args.reports)
    print(f"| round | {args.old} | {args.new} |\n|---|---|---|")
    for n in range(1, args.rounds + 1):
        best = [subprocess.run([sys.executable, "-c", CHILD, str(path.resolve())], input=text, text=True,
                               capture_output=True, check=True).stdout.strip() for path in (args.old, args.new)]
        print(f"| {n} | {best[0]} | {best[1]} |")


if __name__ == "__main__":
    main()
