"""Benchmark: reading a 1 MB paste (`check --from`'s parsers and clue scan), and the whole `check --from`.

The paste is the real reports of tests/fixtures/reports repeated to 1 MB, so every parser and clue
pattern has matches to work on; ``--reports dev`` takes the dev corpus's reports instead (more varied text, fewer
repeated lines). Prints the best and median of several runs, in wall time and in CPU time (the process's own and its
scan workers' for the parse, its child's and theirs for ``check --from``): a machine shared with other work inflates
wall time more, and on an idle one the workers (paste/shared_work.py) make wall time less than CPU time.

    python benchmarks/bench_paste.py
    python benchmarks/bench_paste.py --runs 9 --megabytes 2 --reports dev
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from macml_doctor import paste  # noqa: E402

REPORTS = {"fixtures": "tests/fixtures/reports/*.txt", "dev": "tests/corpus/dev/*/report.txt"}


def corpus_text(size: int, reports: str = "fixtures") -> str:
    paths = sorted(ROOT.glob(REPORTS[reports]))
    blob = "\n".join(p.read_text(encoding="utf-8", errors="replace") for p in paths)
    return (blob * (size // len(blob) + 1))[:size]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--megabytes", type=float, default=1.0)
    ap.add_argument("--reports", choices=sorted(REPORTS), default="fixtures")
    args = ap.parse_args()
    text = corpus_text(int(args.megabytes * 1_000_000), args.reports)
    paste.parse(text, "warm-up")
    parse_times, parse_cpu = [], []
    for _ in range(args.runs):
        start, cpu = time.perf_counter(), time.process_time() + children_cpu()  # the scan's workers, once reaped
        paste.parse(text, "bench")
        parse_times.append(time.perf_counter() - start)
        parse_cpu.append(time.process_time() + children_cpu() - cpu)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as fh:
        fh.write(text)
    cli_times, cli_cpu = [], []
    for _ in range(args.runs):
        start, cpu = time.perf_counter(), children_cpu()
        subprocess.run([sys.executable, "-m", "macml_doctor", "check", "--from", fh.name, "--format", "json"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False, cwd=ROOT)
        cli_times.append(time.perf_counter() - start)
        cli_cpu.append(children_cpu() - cpu)
    Path(fh.name).unlink()
    print("| what | best s | median s |\n|---|---|---|")
    mb = f"{args.megabytes:g} MB{'' if args.reports == 'fixtures' else ' of dev reports'}"
    print(f"| parse {mb} paste | {min(parse_times):.3f} | {statistics.median(parse_times):.3f} |")
    print(f"| parse {mb} paste, CPU time | {min(parse_cpu):.3f} | {statistics.median(parse_cpu):.3f} |")
    print(f"| `check --from` {mb} | {min(cli_times):.3f} | {statistics.median(cli_times):.3f} |")
    print(f"| `check --from` {mb}, CPU time | {min(cli_cpu):.3f} | {statistics.median(cli_cpu):.3f} |")


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


if __name__ == "__main__":
    main()
