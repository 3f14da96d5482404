"""A faster way for the regex engine to find where a clue pattern can start: its *scout*.

Python's regex engine finds the next place a pattern may match quickly only when the pattern starts with a literal or
a class that it can test in a tight loop; a pattern that starts with a word boundary (``\\b``), a look-around or a
case-blind letter is instead tried at every place of the text, each try a full match attempt. Most clue patterns start
so. A pattern's scout starts with the class of the characters the pattern's matches can start with, and then asks the
pattern itself, at that same place, through a look-ahead inside a one-character look-behind::

    [MmOo](?<=(?=PATTERN)[MmOo])

so a search for the scout stops exactly where a search for the pattern stops (the engine skips every other place in
its tight loop), and the pattern is then matched there (paste/windows.Windows). The class is taken from the parsed
pattern (every way its matches can start: through groups, alternatives, optional parts, word boundaries and
look-arounds, a case-blind letter in each of its cases); a pattern whose matches can start with a space, with many
characters or with none is not scouted (it would stop almost everywhere), nor one the engine already finds quickly.
A 1 MB paste of the dev reports is read 15-17 % faster (BENCHMARKS.md, twenty-ninth round), and the scan finds exactly
what it found before (tests/paste/test_scouts.py; tests/paste/test_needles.py over every real report).
"""

from __future__ import annotations

import functools
import re
from typing import Any

from macml_doctor.paste.needles import _GLOBAL_FLAGS, _UNSPLIT, _parsed, c

MAX_FIRST = 40  # characters a match may start with: more, and the scout stops too often to help
# Where case is ignored, the letters other than an ASCII letter's two cases that the engine matches to it (its
# case-blind comparison uses Unicode's simple case mappings: the capital I with a dot lower-cases to 'i', the Kelvin
# sign to 'k'; and it adds the dotless i and the long s). Checked over every Unicode character by
# tests/paste/test_scouts.py.
OTHER_CASES = {"i": "\u0130\u0131", "k": "\u212a", "s": "\u017f"}


@functools.cache
def scout(pattern: str) -> str | None:
    """The pattern's scout (the module's docstring), or None where it has none."""
    flags = _GLOBAL_FLAGS.match(pattern)
    head, body = (flags.group(0), pattern[flags.end():]) if flags else ("", pattern)
    if _UNSPLIT.search(pattern) or _GLOBAL_FLAGS.search(body):
        return None  # back-references and conditionals cannot stand in a look-behind; verbose mode is not read here
    first = first_chars(pattern)
    if first is None:
        return None
    lead = re.escape(next(iter(first))) if len(first) == 1 else \
        "[" + "".join(ch if ch.isalnum() else "\\" + ch for ch in sorted(first)) + "]"
    return f"{head}{lead}(?<=(?={body}){lead})"


def first_chars(pattern: str) -> frozenset[str] | None:
    """The characters every match of the pattern can start with; None where they are not known, the pattern can
    match nothing (an empty match starts with no character), they are many or hold whitespace, or the engine already
    starts its search on a literal or a class (a scout would not be faster)."""
    parsed = _parsed(pattern)
    if parsed is None or _starts_fast(parsed, parsed.state.flags):
        return None
    first, empty = _sequence(parsed, parsed.state.flags)
    if first is None or empty or not first or len(first) > MAX_FIRST or any(ch.isspace() for ch in first):
        return None
    return frozenset(first)


def _starts_fast(items: Any, flags: int) -> bool:
    """Whether the engine's own search skips ahead to the pattern's first literal or class (its compiler's prefix)."""
    while items and items[0][0] is c.SUBPATTERN:
        _group, add, remove, items = items[0][1]
        flags = (flags | add) & ~remove
    if not items:
        return False
    op, av = items[0]
    blind = bool(flags & c.SRE_FLAG_IGNORECASE)
    if op is c.LITERAL:
        return not blind or chr(av).lower() == chr(av).upper()
    if op is c.IN:
        codes = _codes(av)
        return not blind or (codes is not None and all(chr(n).lower() == chr(n).upper() for n in codes))
    return False


def _codes(items: Any) -> list[int] | None:
    """The characters of a class of literals and ranges; None for a negated class, a category or a large range."""
    out: list[int] = []
    for op, av in items:
        if op is c.LITERAL:
            out.append(av)
        elif op is c.RANGE and av[1] - av[0] < MAX_FIRST:
            out.extend(range(av[0], av[1] + 1))
        else:
            return None
    return out


def _sequence(items: Any, flags: int) -> tuple[set[str] | None, bool]:
    """The characters a match of the sequence can start with, and whether it can match nothing."""
    out: set[str] = set()
    for op, av in items:
        first, empty = _node(op, av, flags)
        if first is None:
            return None, False
        out |= first
        if not empty:
            return out, False
    return out, True


def _node(op: Any, av: Any, flags: int) -> tuple[set[str] | None, bool]:
    if op in (c.AT, c.ASSERT, c.ASSERT_NOT):  # reads no character (a look-around only narrows where it matches)
        return set(), True
    if op in (c.LITERAL, c.IN):
        codes = [av] if op is c.LITERAL else _codes(av)
        chars: set[str] = set()
        for code in codes or ():
            cases = _cases(chr(code), flags)
            if cases is None:
                return None, False
            chars |= cases
        return (None if codes is None else chars), False
    if op is c.SUBPATTERN:
        _group, add, remove, sub = av
        return _sequence(sub, (flags | add) & ~remove)
    if op is getattr(c, "ATOMIC_GROUP", None):
        return _sequence(av, flags)
    if op is c.BRANCH:
        out: set[str] = set()
        empty = False
        for branch in av[1]:
            first, can = _sequence(branch, flags)
            if first is None:
                return None, False
            out |= first
            empty = empty or can
        return out, empty
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, getattr(c, "POSSESSIVE_REPEAT", None)):
        low, _high, sub = av
        first, empty = _sequence(sub, flags)
        return first, first is not None and (empty or low == 0)
    return None, False  # any character, a category, a back-reference: not followed


def _cases(ch: str, flags: int) -> set[str] | None:
    """The characters a literal matches: itself, and where case is ignored its other cases; None for a letter outside
    ASCII where case is ignored (its other cases are not tabled here)."""
    if not flags & c.SRE_FLAG_IGNORECASE or ch.lower() == ch.upper():
        return {ch}
    if not ch.isascii():
        return None
    return {ch.lower(), ch.upper(), *OTHER_CASES.get(ch.lower(), "")}
