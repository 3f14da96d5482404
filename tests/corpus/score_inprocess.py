"""Score a corpus folder through the CLI in this process: the scorer of score.py and the command tests/test_corpus.py
runs, about 6 s for the whole dev part where score.py, a process per report, takes minutes.

    python3 tests/corpus/score_inprocess.py tests/corpus/dev [--json OUT]

It scores the checkout it belongs to, wherever it is run from (its root comes first on sys.path; a ``python3 -m
macml_doctor`` wrapper instead runs the package of the folder it is started in, whatever PYTHONPATH says).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import test_corpus  # noqa: E402  (the scorer and the in-process `check` the suite uses)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus", type=Path, help="a folder of cases (report.txt, label.toml)")
    ap.add_argument("--json", type=Path, help="write every case's row (hits, misses, alarms, raised, certainty) here")
    args = ap.parse_args()
    score = test_corpus._scorer()
    certainty: dict[str, str] = {}  # the last case's finding ids and how sure each is (rows of score.py lack it)

    def run(doctor: str, text: str) -> tuple[list[dict] | None, int, str]:
        found = test_corpus._check(doctor, text)
        certainty.clear()
        certainty.update({f["id"]: f.get("certainty", "") for f in found[0] or []})
        return found

    score.run = run
    folder = args.corpus.resolve()
    out = args.json.resolve() if args.json else None
    cases = sorted(p for p in folder.iterdir() if (p / "label.toml").is_file())
    os.chdir(tempfile.mkdtemp())  # no project config (pyproject.toml) is found from here
    rows = []
    for case in cases:
        rows.append(score.score_case("macml-doctor", case, False) | {"certainty": dict(certainty)})
    if out is not None:  # first: a reader that stops early (`| head`) must not leave an older file standing in
        out.write_text(json.dumps(rows, indent=1))
    print(score.summarise(rows, "all")[3])  # as score.py prints it
    for r in rows:
        if r["misses"] or r["alarms"] or r["unreadable"]:
            print(f"  {r['case']}: miss {r['misses']} alarm {r['alarms']}{' UNREADABLE' * r['unreadable']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
