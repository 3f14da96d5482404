"""What the clue scan can learn of a pattern from its parsed form: the literals every match holds, and how many lines a
match can cross. Both let the scan read a pattern only in the few lines around its literals (paste/windows.py).

A pattern's *needles* are literals (runs of literal characters and small classes, through groups, alternatives and
repeats of at least one), one of which is in every match. A needle read where the pattern ignores case is lower-cased
and is looked for in the lower-cased text; one with a capital letter was read where case counts (``FROM``,
``Python``) and is looked for as it is written, so it stays rare. A construct it does not follow (a large
class, a lookaround, an optional part) only yields fewer needles, never a wrong one; a pattern with no needle of
MIN_NEEDLE characters is read whole. Needles are ASCII: where case is ignored a few other letters match an ASCII one
(the dotless i matches 'i'), and paste/windows.folded makes them that letter. tests/paste/test_needles.py checks both
promises on every rule and real report.
"""

from __future__ import annotations

import functools
import re
import sys
from collections.abc import Iterator
from typing import Any

from macml_doctor.regex_cache import compiled

if sys.version_info >= (3, 11):
    from re import _constants as c
    from re import _parser as parser
else:  # the same modules under their old names (deprecated from 3.11)
    import sre_constants as c
    import sre_parse as parser

MIN_NEEDLE = 2  # a single character is in almost every text: no use as a filter
MAX_SPELLINGS = 16  # ways a literal with small classes in it (``[Mm][1-5]``) may be spelt


def needles(pattern: str) -> frozenset[str] | None:
    """Literals, one of which occurs in every match of ``pattern`` (one without a capital letter perhaps in other
    case); None when none is known."""
    parsed = _parsed(pattern)
    return None if parsed is None else _best(_seq(parsed, parsed.state.flags))


def held(needle: str, text: str) -> bool:
    """Whether the text holds the needle: as written when it has a capital letter, else in any case."""
    return needle in text if needle != needle.lower() else needle in text.lower()


@functools.cache
def _parsed(pattern: str) -> Any:
    """The parser's reading of the pattern (read once for its needles and its line span); None when it is not
    understood (a construct the parser of this Python does not know: no filter, the pattern always runs)."""
    try:
        return parser.parse(pattern)
    except Exception:
        return None


def _best(options: list[frozenset[str]]) -> frozenset[str] | None:
    """The set whose commonest needle is likely rarest (on fewer lines of a paste, so fewer windows), then the one
    whose shortest needle is longest, then the one with fewer needles."""
    return min(options, key=lambda o: (-min(_rarity(x) for x in o), -min(len(x) for x in o), len(o), sorted(o)),
               default=None)


def _rarity(literal: str) -> int:
    """A guess at how rare a literal is in a paste: a letter counts 1 and a sign 2; digits, dots and spaces (version
    numbers are everywhere) and the words of COMMON count nothing (in any case but capitals: ``FROM`` is rare)."""
    word = literal.strip()
    if word.lower() in COMMON and not word.isupper():
        return 0
    return sum(1 if ch.isalpha() else 0 if ch.isdigit() or ch in ". " else 2 for ch in literal)


# Words found in nearly every paste this reads (a pattern is better watched through anything else it needs)
COMMON = frozenset({"mac", "os", "python", "torch", "pip", "version", "install", "with", "from", "the", "and", "for",
                    "is", "on", "my", "an", "in", "of", "to", "it", "or"})


def _seq(items: Any, flags: int) -> list[frozenset[str]]:
    """The needle sets of a sequence: each literal run (in each way it can be spelt), a run joined to the leading run
    of every branch after it (the parser takes a prefix common to all branches out in front: ``x(?:86|64)``), and
    the sets of the parts every match goes through."""
    options: list[frozenset[str]] = []
    run: frozenset[str] = frozenset([""])  # the literal read so far, in each way it can be spelt
    for op, av in items:
        chars = _chars(op, av, flags)
        if chars is not None and len(run) * len(chars) <= MAX_SPELLINGS:
            run = frozenset(r + ch for r in run for ch in chars)
            continue
        if run != {""}:
            options.append(run)
            leads = _leads(av, flags) if op is c.BRANCH else None
            if leads is not None and len(run) * len(leads) <= MAX_SPELLINGS:
                options.append(frozenset(r + lead for r in run for lead in leads))
        run = frozenset([""]) if chars is None else chars
        if chars is None:
            options.extend(_node(op, av, flags))
    if run != {""}:
        options.append(run)
    return [_fewest(o) for o in options if o and min(len(x) for x in o) >= MIN_NEEDLE and all(map(str.isascii, o))]


def _fewest(option: frozenset[str]) -> frozenset[str]:
    """The needles of a set that hold no other one of it: a line holding ``x86_64`` holds ``x86``."""
    return frozenset(x for x in option if not any(y != x and held(y, x) for y in option))


def _leads(branch: Any, flags: int) -> frozenset[str] | None:
    """The spellings of the literal run each alternative of a branch starts with; None when one starts without."""
    out: set[str] = set()
    for items in branch[1]:
        run = frozenset([""])
        for op, av in items:
            chars = _chars(op, av, flags)
            if chars is None or len(run) * len(chars) > MAX_SPELLINGS:
                break
            run = frozenset(r + ch for r in run for ch in chars)
        if run == {""}:
            return None
        out |= run
    return frozenset(out)


def _chars(op: Any, av: Any, flags: int) -> frozenset[str] | None:
    """The characters a LITERAL or a small class such as ``[Mm]`` or ``[1-5]`` matches (lower-cased where the pattern
    ignores case); None for anything else."""
    if op is c.LITERAL:
        codes = [av]
    elif op is c.IN and av and all(o in (c.LITERAL, c.RANGE) for o, _ in av):
        codes = [v for o, v in av if o is c.LITERAL] + [n for o, v in av if o is c.RANGE for n in range(v[0], v[1] + 1)]
        if len(codes) > MAX_SPELLINGS:
            return None
    else:
        return None
    return frozenset(chr(n).lower() if flags & c.SRE_FLAG_IGNORECASE else chr(n) for n in codes)


def _node(op: Any, av: Any, flags: int) -> list[frozenset[str]]:
    if op is c.SUBPATTERN:
        _group, add, remove, sub = av
        return _seq(sub, (flags | add) & ~remove)
    if op is c.BRANCH:
        out: set[str] = set()
        for branch in av[1]:
            best = _best(_seq(branch, flags))
            if best is None:
                return []
            out |= best
        return [frozenset(out)]
    if op in (c.MAX_REPEAT, c.MIN_REPEAT) and av[0] >= 1:
        return _seq(av[2], flags)
    return []


def line_span(pattern: str) -> int | None:
    """How many line breaks a match of ``pattern`` can hold, counting what its lookarounds read; None when any number
    (a repeat of something that matches a line break, such as ``\\s+``) or when the pattern is not understood."""
    parsed = _parsed(pattern)
    return None if parsed is None else _breaks(parsed, parsed.state.flags)


def _breaks(items: Any, flags: int) -> int | None:
    total = 0
    for op, av in items:
        n = _node_breaks(op, av, flags)
        if n is None:
            return None
        total += n
    return total


def _node_breaks(op: Any, av: Any, flags: int) -> int | None:
    if op is c.LITERAL:
        return int(av == NEWLINE)
    if op is c.NOT_LITERAL:
        return int(av != NEWLINE)
    if op is c.ANY:
        return int(bool(flags & c.SRE_FLAG_DOTALL))
    if op is c.IN:
        return _class_breaks(av)
    if op is c.AT:
        return 0
    if op is c.SUBPATTERN:
        _group, add, remove, sub = av
        return _breaks(sub, (flags | add) & ~remove)
    if op in (c.ASSERT, c.ASSERT_NOT):
        return _breaks(av[1], flags)
    if op is c.BRANCH:
        counts = [_breaks(branch, flags) for branch in av[1]]
        return None if None in counts else max(n for n in counts if n is not None)
    if op in _REPEATS:
        _low, high, sub = av
        n = _breaks(sub, flags)
        if n is None or (n and high == c.MAXREPEAT):
            return None
        return n * high
    if op is getattr(c, "ATOMIC_GROUP", None):
        return _breaks(av, flags)
    return None  # a back reference, a conditional: not followed


@functools.cache
def look_behind(pattern: str) -> int | None:
    """How many characters before a position a match attempt there may read: its look-behinds' widths, and one for a
    word boundary or a line start; None when the pattern is not understood."""
    if "(?<=" not in pattern and "(?<!" not in pattern:  # no look-behind is written without one of these
        return 1
    parsed = _parsed(pattern)
    return None if parsed is None else 1 + _behind(parsed)


def _behind(items: Any) -> int:
    total = 0
    for op, av in items:
        if op in (c.ASSERT, c.ASSERT_NOT) and av[0] < 0:
            total += av[1].getwidth()[1]
        total += sum(_behind(sub) for sub in _parts(av))
    return total


def _parts(av: Any) -> list[Any]:
    """The sub-patterns a node holds (a group's, each branch's, a repeat's, an assertion's, a conditional's)."""
    if isinstance(av, parser.SubPattern):
        return [av]
    if isinstance(av, (tuple, list)):
        return [sub for item in av for sub in _parts(item)]
    return []


NEWLINE = ord("\n")
_REPEATS = tuple(op for op in (c.MAX_REPEAT, c.MIN_REPEAT, getattr(c, "POSSESSIVE_REPEAT", None)) if op is not None)
_BREAKING = {c.CATEGORY_SPACE, c.CATEGORY_NOT_DIGIT, c.CATEGORY_NOT_WORD, c.CATEGORY_LINEBREAK}


def _class_breaks(items: Any) -> int | None:
    """1 when the character class matches a line break, else 0."""
    negate, hit = False, False
    for op, av in items:
        if op is c.NEGATE:
            negate = True
        elif op is c.LITERAL:
            hit = hit or av == NEWLINE
        elif op is c.RANGE:
            hit = hit or av[0] <= NEWLINE <= av[1]
        elif op is c.CATEGORY:
            hit = hit or av in _BREAKING
        else:
            return 1  # not followed: assume it can
    return int(hit != negate)


# A pattern's alternatives, each read through its own needles (paste/windows.Windows.first_matches): a pattern whose
# branches watch for different words is otherwise read wherever any of them stands, every branch tried at every place.
_TOKEN = compiled(r"\\.|[\[\]()|]", re.S)
_GLOBAL_FLAGS = compiled(r"\(\?[aiLmsux]+\)")
_UNSPLIT = compiled(r"\(\?P=|\(\?\(|\\[1-9]|\(\?[aiLmsu]*x")  # back-references, conditionals, verbose mode
_LOOK = ("(?=", "(?!", "(?<=", "(?<!")
_GROUP_OPENS = compiled(r"\(\?([aiLmsux]*(?:-[imsx]+)?):")
MIN_BRANCHES = 2


@functools.cache
def branches(pattern: str) -> tuple[str, ...] | None:
    """The pattern's alternatives as patterns of their own, such that where several match at a place, the first
    matches what the pattern does there: its top-level branches, and those of a group that makes up a whole branch
    (after look-arounds, which each of its branches keeps). None when it has fewer than two, or holds what a split
    would change (a back-reference, a conditional, verbose mode)."""
    if _UNSPLIT.search(pattern) or _parsed(pattern) is None:
        return None
    flags = _GLOBAL_FLAGS.match(pattern)
    lead = flags.group(0) if flags else ""
    out = [lead + part for part in _opened(pattern[len(lead):])]
    if len(out) < MIN_BRANCHES or any(_parsed(part) is None for part in out):
        return None
    return tuple(out)


def _opened(pattern: str) -> list[str]:
    """The pattern's top-level branches, each with a whole-branch group's branches opened (recursively)."""
    out = []
    for branch in _split(pattern):
        looks, group = _looks_and_group(branch)
        if group is None or len(_split(group[1])) < MIN_BRANCHES:
            out.append(branch)
        else:
            out.extend(f"{looks}(?{group[0]}:{part})" for part in _opened(group[1]))
    return out


def _split(pattern: str) -> list[str]:
    """The pattern's branches at its top level."""
    out, depth, start = [], 0, 0
    for token, at in _structure(pattern):
        depth += 1 if token == "(" else -1 if token == ")" else 0
        if token == "|" and depth == 0:
            out.append(pattern[start:at])
            start = at + 1
    out.append(pattern[start:])
    return out


def _looks_and_group(branch: str) -> tuple[str, tuple[str, str] | None]:
    """A branch made of look-arounds and then one non-capturing group to its end: the look-arounds, and the group's
    flags and body; else the branch and None."""
    at = 0
    while branch.startswith(_LOOK, at):
        end = _closing(branch, at)
        if end is None:
            return branch, None
        at = end + 1
    m = _GROUP_OPENS.match(branch, at)
    if m is None or _closing(branch, at) != len(branch) - 1:
        return branch, None
    return branch[:at], (m.group(1), branch[m.end():-1])


def _closing(pattern: str, at: int) -> int | None:
    """Where the group opened at *at* closes."""
    depth = 0
    for token, where in _structure(pattern, at):
        depth += 1 if token == "(" else -1 if token == ")" else 0
        if depth == 0:
            return where
    return None


def _structure(pattern: str, at: int = 0) -> Iterator[tuple[str, int]]:
    """The parentheses and bars of the pattern from *at*, and where each stands: not those escaped or in a class (a
    class's first character, after its '^', is itself even when it is ']')."""
    in_class, class_at = False, -1
    for m in _TOKEN.finditer(pattern, at):
        token, where = m.group(0), m.start()
        if len(token) == 2:  # an escape
            continue
        if in_class:
            first = class_at + (2 if pattern[class_at + 1: class_at + 2] == "^" else 1)
            in_class = not (token == "]" and where > first)
        elif token == "[":
            in_class, class_at = True, where
        elif token != "]":
            yield token, where
