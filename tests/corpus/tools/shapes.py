#!/usr/bin/env python3
"""shapes.py FIRST LAST [SHAPE ...]: the slow input-shape test (tests/paste/test_input_shapes.py) on the dev cases
numbered FIRST..LAST only, with the code of the checkout this is run from (run it from your worktree's root):
prints each (shape, case) whose findings the shape changes and that the test's GAPS does not list. Nothing printed
but the last line = the slow test will pass on these cases.

shapes.py --sample K SEED [N ...]: the same on K dev cases drawn by SEED (land.sh passes the branch's commit, so each
landing tries other older cases) and on the cases numbered N; a rule can move an older report only under a shape."""

from __future__ import annotations

import random
import sys
from pathlib import Path


def main() -> None:
    root = Path.cwd()
    sys.path[:0] = [str(root), str(root / "tests"), str(root / "tests/paste")]
    import test_input_shapes as t

    every = [c for c in sorted((root / "tests/corpus/dev").iterdir()) if c.name.split("-")[0].isdigit()]
    if sys.argv[1] == "--sample":
        k, seed, named = int(sys.argv[2]), sys.argv[3], set(sys.argv[4:])
        drawn = random.Random(seed).sample(every, min(k, len(every)))
        cases = sorted(set(drawn) | {c for c in every if c.name.split("-")[0] in named})
        only = list(t.SHAPES)
    else:
        first, last = int(sys.argv[1]), int(sys.argv[2])
        only = sys.argv[3:] or list(t.SHAPES)
        cases = [c for c in every if first <= int(c.name.split("-")[0]) <= last]
    bad = 0
    for shape in only:
        for case in cases:
            if case.name not in t.GAPS.get(shape, frozenset()) and t._changes(t.SHAPES[shape], case / "report.txt"):
                print(f"CHANGED  {shape!r}  {case.name}")
                bad += 1
    print(f"{len(cases)} cases x {len(only)} shapes: {bad} changed outside GAPS")


if __name__ == "__main__":
    main()
