#!/usr/bin/env python3
"""cmp.py BEFORE.json AFTER.json: the dev cases whose hits, misses, alarms, raised ids or their certainty differ
between two `score_inprocess.py --json` runs (cases only in AFTER are new cases, counted apart)."""

from __future__ import annotations

import json
import sys
from pathlib import Path


def _rows(path: str) -> dict[str, dict]:
    return {r["case"]: r for r in json.loads(Path(path).read_text())}


def _faults(row: dict) -> int:
    return len(row["misses"]) + len(row["alarms"]) + row["unreadable"]


def main() -> None:
    before, after = _rows(sys.argv[1]), _rows(sys.argv[2])
    worse = better = 0
    for case, a in sorted(after.items()):
        b = before.get(case)
        if b is None:
            continue
        if (b["misses"], b["alarms"], b["unreadable"]) != (a["misses"], a["alarms"], a["unreadable"]):
            tag = "WORSE " if _faults(a) > _faults(b) else "better"
            worse += tag == "WORSE "
            better += tag == "better"
            print(f"{tag} {case}: misses {b['misses']}->{a['misses']} alarms {b['alarms']}->{a['alarms']}")
        elif b["raised"] != a["raised"]:
            print(f"raised {case}: -{sorted(set(b['raised']) - set(a['raised']))} "
                  f"+{sorted(set(a['raised']) - set(b['raised']))}")
        elif "certainty" in a and "certainty" in b and a["certainty"] != b["certainty"]:
            was = b["certainty"]
            moved = {k: f"{was.get(k)}->{v}" for k, v in a["certainty"].items() if was.get(k) != v}
            print(f"certainty {case}: {moved}")
    print(f"{better} better, {worse} worse; {len(set(after) - set(before))} new cases")


if __name__ == "__main__":
    main()
