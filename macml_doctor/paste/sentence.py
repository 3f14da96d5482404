"""Which machine a sentence of prose speaks about: this one, none, or another one.

A clue typed in prose ("an Intel Mac", "on my M1", "running under Rosetta") is read inside its sentence
(``checks/clues.toml`` ``[sentence]``):

- a target ("an osx-arm64 build for apple silicon"), negated ("I am not on an Intel Mac") or generic ("the Mac needs
  to run Apple Silicon", "When running Python on Apple Silicon under Rosetta 2, pip …", a kind of Mac whose behaviour
  is foretold: "On Apple Silicon Macs running x86 conda environments …, the step will crash", with no first person):
  it says nothing about the machine: ``SKIP``; so does a question that offers machines as alternatives, with no first
  person in it ("is this on the new ARM (M1) mac or an x86-64 (Intel) mac?"), or one that asks the reader about theirs
  ("you are running a Mac with an NVidia GPU?", "Are you on an M1 mac?") unless a line after it answers yes, a pair
  that joins both kinds of Mac ("Intel vs. Apple Silicon", "both Intel and ARM (M1 M2 M3)") or offers two operating
  systems as alternatives ("on windows or mac"), and a chip that
  qualifies a thing made for it ("Apple Silicon wheels", "built on Intel Mac runner"; not a chip in parentheses, an
  aside: "MPS (M2) support"), an offer to test on a machine ("I'll test this on Mac (M1)"), and a machine where it
  works in a sentence that turns to the reader's ("It works fine on my M2 (but maybe you have intel)", a helper's), a
  possibility told of a platform ("I know that for Mac Mojave there might be an issue"), and, with no first person, a
  chip named as one member of a class ("MPS based accelerators (aka Mac M1 etc)");
- about a machine where it worked ("I installed it on an Intel mac myself and it worked") or another person's ("my
  colleague's M1"), read in its clause (a contrast, "but", "while", splits a sentence), and a build said to be missing
  for a chip ("there probably wasn't a build for Apple Silicon M1", no target: the writer's own machine, most often):
  ``ELSEWHERE``, a weaker
  rank, so the failing machine's own clues win where the two disagree, and it still counts
  where nothing else names a machine;
- otherwise ``None``: the clue stands.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from macml_doctor.kb import load as kb
from macml_doctor.paste.clues import WRAPPED_LINE_END
from macml_doctor.regex_cache import compiled

SKIP = "skip"
ELSEWHERE = "elsewhere"
REACH = 300  # characters a sentence may reach on either side of a clue
PAIR = 80  # characters a pair that joins both kinds of Mac may reach on either side of a clue
# A sentence ends at a full stop, a question or exclamation mark followed by a space or a closing mark, or a line end;
# not the end of a line that a wrap cut mid-sentence: one long enough to have been wrapped (clues.WRAPPED, 60) that
# stops on a letter or a comma (paste/evaluators.py: wrapped_start).
_END = compiled(r"(?<![Ee]\.[Gg])(?<![Ii]\.[Ee])[.!?](?=[\s)\]\"'*_`]|\Z)|(?<!" + WRAPPED_LINE_END + r")\n")


# A reply that opens a line with yes, after a question about the reader's machine ('Do you have an Intel Mac? …' then
# 'yes, you are my hero, bro. worked'), makes the question's machine the one the thread is about.
_YES = compiled(r"(?im)^[^\S\n]*(?:yes|yep|yeah|yup|correct|exactly|indeed)\b")


@dataclass(frozen=True)
class Rules:
    topics: frozenset[str]  # rule ids that name a topic, read whatever their sentence says
    target: re.Pattern[str]
    negated: re.Pattern[str]
    generic: re.Pattern[str]
    foretold: re.Pattern[str]
    first_person: re.Pattern[str]
    alternatives: re.Pattern[str]
    both: re.Pattern[str]
    artefact: re.Pattern[str]
    several: re.Pattern[str]
    elsewhere: re.Pattern[str]
    owner: re.Pattern[str]
    contrast: re.Pattern[str]
    asked: re.Pattern[str]
    missing: re.Pattern[str]
    reply: re.Pattern[str]
    per_kind: re.Pattern[str]
    away_before: re.Pattern[str]
    away_after: re.Pattern[str]
    running_own: re.Pattern[str]
    os_pair: re.Pattern[str]
    unsupported: re.Pattern[str]  # 'not supported on' just before a clue …
    works_on: re.Pattern[str]  # … or 'works with' …
    kinds: re.Pattern[str]  # … that names a plural kind of Mac or a list of chips
    example_after: re.Pattern[str]  # 'etc', 'and so on' right after a chip: one member of a class …
    example_before: re.Pattern[str]  # … or 'such as', 'aka' right before it
    hedged_on: re.Pattern[str]  # 'for Mac' right before a clue …
    hedged: re.Pattern[str]  # … and 'there might be' right after it: a possibility told of a platform
    advice: re.Pattern[str]  # 'To run it on M1 Macs, you have to …': what the reader's kind of Mac needs


@functools.cache
def rules() -> Rules:
    table = kb.check_table("clues")["sentence"]
    return Rules(frozenset(table["topics"]),
                 *(compiled(table[key]) for key in ("target", "negated", "generic", "foretold", "first_person",
                                                     "alternatives", "both", "artefact", "several", "elsewhere",
                                                     "owner", "contrast", "asked", "missing", "reply", "per_kind",
                                                     "away_before", "away_after", "running_own", "os_pair",
                                                     "unsupported", "works_on", "kinds", "example_after",
                                                     "example_before", "hedged_on", "hedged", "advice")))


def scope(text: str, start: int, end: int) -> str | None:
    """SKIP, ELSEWHERE or None for the clue at ``text[start:end]``, judged by its sentence.

    The judgement reads no further than REACH before the clue and twice REACH after it (its sentence's end, then a
    reply's 'yes' after a question), so it is made once for each such stretch of text: a long paste repeats them (a
    log, a report pasted twice)."""
    lo = max(0, start - REACH)
    return _scope(text[lo: end + 2 * REACH + 1], start - lo, end - lo)


@functools.lru_cache(maxsize=4096)
def _scope(text: str, start: int, end: int) -> str | None:
    lo = max(0, start - REACH)
    head = text[lo:start]
    cut = 0
    for m in _END.finditer(head):
        cut = m.end()
    stop = _END.search(text, end, min(len(text), end + REACH))
    before = head[cut:]
    whole = before + text[start: stop.end() if stop else min(len(text), end + REACH)]
    r = rules()
    after = whole[len(before) + end - start:]
    near = max(0, start - PAIR)  # a pair may hold an abbreviation's full stop ("Intel vs. Apple Silicon")
    asked = (stop is not None and stop.group(0) == "?" and r.asked.search(before) is not None
             and not _YES.search(text, stop.end(), min(len(text), stop.end() + REACH)))
    missing = r.missing.search(before) is not None
    if asked or (r.target.search(before) and not missing) or r.negated.search(before) or r.several.search(whole) or (
            not text[start:end].endswith(")") and _qualifies(r.artefact, text[start:end][-24:], after)
            and not (r.running_own.search(before) and _arm_chip(text[start:end]))) or any(
            m.start() < end - near and m.end() > start - near
            for pair in (r.both, r.os_pair) for m in pair.finditer(text[near:end + PAIR])) or (
            r.hedged_on.search(before) and r.hedged.search(after)) or (
            (r.generic.search(before) or r.alternatives.search(whole) or r.foretold.search(whole)
             or r.advice.search(whole)
             or r.per_kind.search(whole) or _said_of_kinds(r, before, text[start:end] + after)
             or r.example_after.search(after) or r.example_before.search(before))
            and not r.first_person.search(whole)):
        return SKIP
    opens = 0
    for m in r.contrast.finditer(before):
        opens = m.end()
    closes = r.contrast.search(after)
    clause_before = before[opens:]
    clause = clause_before + text[start:end] + (after[: closes.start()] if closes else after)
    if r.elsewhere.search(clause) and r.reply.search(whole):
        return SKIP  # a helper's machine where it works, beside a word on the reader's
    away = r.away_before.search(clause_before) or r.away_after.search(after)
    return ELSEWHERE if missing or away or r.elsewhere.search(clause) or r.owner.search(clause_before) else None


def _said_of_kinds(r: Rules, before: str, rest: str) -> bool:
    """Whether a kind of Mac (a plural, a list of chips) is said not to be supported, or to be what a program works
    with: 'the GPU build is CUDA-only and not supported on Apple Silicon (M1/M2/M3)', 'this currently works with M1 or
    M2 chip' (one machine, 'not supported on Mac M1 max', is the writer's)."""
    works = r.works_on.search(before)
    if works is not None and works.group("listed"):
        return True
    return (r.unsupported.search(before) is not None or works is not None) and r.kinds.search(rest) is not None


_ARM_CHIP = compiled(r"(?i)(?:\bm[1-5](?:\s*(?:pro|max|ultra))?|silicon|\barm64|\baarch64)\s*\Z")


def _arm_chip(clue: str) -> bool:
    """Whether the clue ends on an Apple-silicon chip (an M chip, Apple silicon, arm64): a build for it runs only
    there."""
    return _ARM_CHIP.search(clue) is not None


def denied(text: str, start: int, end: int) -> bool:
    """Whether the sentence of the clue at ``text[start:end]`` denies it ("I am not trying to install
    `psycopg2-binary` on an Apple M1", a checklist's line answered yes; "I am not on an Intel Mac"): a machine so
    named is not the writer's, not even a weaker guess of it."""
    lo = max(0, start - REACH)
    head = text[lo:start]
    cut = 0
    for m in _END.finditer(head):
        cut = m.end()
    return rules().negated.search(head[cut:]) is not None


def _qualifies(artefact: re.Pattern[str], tail: str, after: str) -> bool:
    """Whether the clue ends on a chip (or on the word Mac after it) that qualifies the thing named after it ("Apple
    Silicon wheels", "on Intel Mac runner"); a clue that ends elsewhere ("MPS always return black" image) does not."""
    return any(m.start("chip") < len(tail) <= m.end("chip") + 5 < m.end()
               for m in artefact.finditer(tail + after[:40]))
