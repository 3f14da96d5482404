#!/usr/bin/env python3
"""shapes.py FIRST LAST [SHAPE ...]: the slow input-shape test (tests/paste/test_input_shapes.py) on the dev cases
numbered FIRST..LAST only, with the code of the checkout this is run from (run it from your worktree's root):
prints each (shape, case) whose findings the shape changes and that the test's GAPS does not list. Nothing printed
but the last line = the slow test will pass on these cases."""

from __future__ import annotations

import sys
from pathlib import Path


def main() -> None:
    root = Path.cwd()
    sys.path[:0] = [str(root), str(root / "tests"), str(root / "tests/paste")]
    import test_input_shapes as t

    first, last = int(sys.argv[1]), int(sys.argv[2])
    only = sys.argv[3:] or list(t.SHAPES)
    cases = [c for c in sorted((root / "tests/corpus/dev").iterdir())
             if c.name.split("-")[0].isdigit() and first <= int(c.name.split("-")[0]) <= last]
    bad = 0
    for shape in only:
        for case in cases:
            if case.name not in t.GAPS.get(shape, frozenset()) and t._changes(t.SHAPES[shape], case / "report.txt"):
                print(f"CHANGED  {shape!r}  {case.name}")
                bad += 1
    print(f"{len(cases)} cases x {len(only)} shapes: {bad} changed outside GAPS")


if __name__ == "__main__":
    main()
