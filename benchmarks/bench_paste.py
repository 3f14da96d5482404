"""Benchmark: reading a 1 MB paste (`check --from`'s parsers and clue scan), and the whole `check --from`.

The paste is the real reports of tests/fixtures/reports repeated to 1 MB, so every parser and clue
pattern has matches to work on. Prints the best and median of several runs (wall time, and the parse's CPU time,
which a busy machine inflates less).

    python benchmarks/bench_paste.py
    python benchmarks/bench_paste.py --runs 9 --megabytes 2
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from macml_doctor import paste  # noqa: E402


def corpus_text(size: int) -> str:
    blob = "\n".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "tests/fixtures/reports").glob("*.txt")))
    return (blob * (size // len(blob) + 1))[:size]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--megabytes", type=float, default=1.0)
    args = ap.parse_args()
    text = corpus_text(int(args.megabytes * 1_000_000))
    paste.parse(text, "warm-up")
    parse_times, parse_cpu = [], []
    for _ in range(args.runs):
        start, cpu = time.perf_counter(), time.process_time()
        paste.parse(text, "bench")
        parse_times.append(time.perf_counter() - start)
        parse_cpu.append(time.process_time() - cpu)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as fh:
        fh.write(text)
    cli_times = []
    for _ in range(args.runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "macml_doctor", "check", "--from", fh.name, "--format", "json"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False, cwd=ROOT)
        cli_times.append(time.perf_counter() - start)
    Path(fh.name).unlink()
    print("| what | best s | median s |\n|---|---|---|")
    print(f"| parse {args.megabytes:g} MB paste | {min(parse_times):.3f} | {statistics.median(parse_times):.3f} |")
    mb = f"{args.megabytes:g} MB"
    print(f"| parse {mb} paste, CPU time | {min(parse_cpu):.3f} | {statistics.median(parse_cpu):.3f} |")
    print(f"| `check --from` {args.megabytes:g} MB | {min(cli_times):.3f} | {statistics.median(cli_times):.3f} |")


if __name__ == "__main__":
    main()
