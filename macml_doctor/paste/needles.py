"""The literal text every match of a clue pattern must contain, so that a pattern is run only on a paste that has it.

The clue scan runs ~150 patterns over the whole paste; each pass over 1 MB costs 5-90 ms, and most patterns have
nothing to find in a given paste. A pattern's *needles* are lower-cased literals read from its parsed form (runs of
literal characters, through groups, alternatives and repeats of at least one), one of which is in every match: when
none is in the lower-cased paste, the pattern cannot match and is skipped. A construct it does not follow (a class,
a lookaround, an optional part) only yields fewer needles, never a wrong one; a pattern with no needle of
MIN_NEEDLE characters always runs. tests/paste/test_needles.py checks the promise on every rule and real report.
"""

from __future__ import annotations

import sys
from typing import Any

if sys.version_info >= (3, 11):
    from re import _constants as c
    from re import _parser as parser
else:  # the same modules under their old names (deprecated from 3.11)
    import sre_constants as c
    import sre_parse as parser

MIN_NEEDLE = 3  # shorter literals are in almost every text: no use as a filter


def needles(pattern: str) -> frozenset[str] | None:
    """Lower-cased literals, one of which occurs in every match of ``pattern``; None when none is known."""
    try:
        return _seq(parser.parse(pattern))
    except Exception:  # a construct the parser of this Python does not know: no filter, the pattern always runs
        return None


def _best(options: list[frozenset[str]]) -> frozenset[str] | None:
    good = [o for o in options if o and min(len(x) for x in o) >= MIN_NEEDLE]
    return max(good, key=lambda o: (min(len(x) for x in o), -len(o))) if good else None


def _seq(items: Any) -> frozenset[str] | None:
    options: list[frozenset[str]] = []
    run: list[str] = []
    for op, av in items:
        char = _one_char(op, av)
        if char is not None:
            run.append(char)
            continue
        if run:
            options.append(frozenset(["".join(run)]))
            run = []
        sub = _node(op, av)
        if sub:
            options.append(sub)
    if run:
        options.append(frozenset(["".join(run)]))
    return _best(options)


def _one_char(op: Any, av: Any) -> str | None:
    """The character a LITERAL or a class such as ``[Mm]`` matches, lower-cased; None for anything else."""
    if op is c.LITERAL:
        return chr(av).lower()
    if op is c.IN and av and all(o is c.LITERAL for o, _ in av):
        chars = {chr(v).lower() for _, v in av}
        return chars.pop() if len(chars) == 1 else None
    return None


def _node(op: Any, av: Any) -> frozenset[str] | None:
    if op is c.SUBPATTERN:
        return _seq(av[-1])
    if op is c.BRANCH:
        out: set[str] = set()
        for branch in av[1]:
            sub = _seq(branch)
            if not sub:
                return None
            out |= sub
        return frozenset(out)
    if op in (c.MAX_REPEAT, c.MIN_REPEAT) and av[0] >= 1:
        return _seq(av[2])
    return None
