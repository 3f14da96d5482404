"""The clue scan: every pattern of ``checks/clues.toml`` over the whole pasted text, read as one stream.

Reading the text as one stream (the normalised lines joined) lets a pattern cross the breaks that a
terminal or a web page put into a long error line. Each match is mapped back to the line it starts on,
which becomes the evidence of the facts and symptoms it records. A sentence that a wrap cut (a line long enough to
have been wrapped that stops on a letter, a digit or a comma) is one sentence to the prose patterns and to every
rule's ``before`` and ``not_before``: that line break is the space it was. Patterns are bounded and matches per
pattern are capped, so the scan stays linear in the size of the paste; each pattern reads only the windows of
the stream around its needles, with the same matches as a pass over the whole text (paste/windows.py). On a long
paste the rules' matches are looked for by forked workers, who run the other readers too (paste/shared_work.py); the
matches are recorded here, rule by rule, in the order one process would record them.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from macml_doctor.kb import load as kb
from macml_doctor.paste import analysed, evaluators, sentence, shared_work
from macml_doctor.paste.clues import (
    ELSEWHERE,
    LISTING,
    POST_HEADER,
    PROSE,
    SIGNATURE,
    TEMPLATE,
    TOOL,
    WRAPPED_LINE_END,
    Found,
    Line,
    cjk_spaced,
    unhinted,
)
from macml_doctor.paste.signatures import symptom
from macml_doctor.paste.windows import Windows, folded
from macml_doctor.regex_cache import compiled

_WRAP_BREAK = compiled(rf"\n(?<={WRAPPED_LINE_END}\n)")  # the line break first: the search skips to each one
RANKS = {"tool": TOOL, "listing": LISTING, "template": TEMPLATE, "signature": SIGNATURE, "prose": PROSE}
MAX_MATCHES = 40  # per pattern: a paste that repeats an error line a thousand times says it once
BEFORE = 400  # characters a rule's `before` pattern may look back
WINDOWED_ANYWHERE = 100_000  # characters of a stream from which `Stream.anywhere` reads only windows


@dataclass(frozen=True)
class Rule:
    id: str
    pattern: str
    before: re.Pattern[str] | None
    not_before: re.Pattern[str] | None
    symptom: str | None
    facts: tuple[tuple[str, str], ...]
    evaluator: str | None
    rank: int
    certainty: str
    source: str
    needles: frozenset[str] | None  # one of these lower-cased literals is in every match (paste/needles.py)
    reach: int | None  # how many line breaks a match can hold; None: any number (paste/windows.py)
    behind: int | None  # how far before a match its attempt reads (paste/needles.look_behind)
    before_needles: frozenset[str] | None = None  # the same for `before` and `not_before`: where the text before a
    not_before_needles: frozenset[str] | None = None  # match holds none of them, that pattern is not searched
    branches: tuple[analysed.Branch, ...] = ()  # the pattern's branches, each read through its own needles
    scout: str | None = None  # where the pattern can start, found faster (paste/scouts.py)

    @functools.cached_property
    def regex(self) -> re.Pattern[str]:
        """Compiled when first used: most patterns have no needle in a given paste and are never run."""
        return compiled(self.pattern)


@functools.cache
def _needles() -> frozenset[str]:
    branches = (branch.needles for rule in rules() for branch in rule.branches)
    every = itertools.chain((rule.needles for rule in rules()), branches)
    return frozenset(itertools.chain.from_iterable(found for found in every if found))


@functools.cache
def rules() -> tuple[Rule, ...]:
    out = []
    table = kb.check_table("clues")
    # A clue may take a shared not_before by name (`not_before_guard`, from the [guards] table).
    rows = [{**row, "not_before": table["guards"][row["not_before_guard"]]} if row.get("not_before_guard") else row
            for row in table["clue"]]
    # Every pattern is analysed once (and the analyses kept): the clue's own, then its before and not_before.
    befores = [row.get(key) for key in ("before", "not_before") for row in rows]
    learnt = analysed.analyses([row["pattern"] for row in rows] + [b for b in befores if b])
    told = iter(learnt[len(rows):])
    before_needles, not_before_needles = ([next(told).needles if row.get(key) else None for row in rows]
                                          for key in ("before", "not_before"))
    for i, row in enumerate(rows):
        facts = tuple(tuple(item.split("=", 1)) for item in row.get("facts", []))
        before = compiled(row["before"]) if row.get("before") else None
        not_before = compiled(row["not_before"]) if row.get("not_before") else None
        out.append(Rule(row["id"], row["pattern"], before, not_before, row.get("symptom"),
                        facts,  # type: ignore[arg-type]
                        row.get("evaluator"), RANKS[row["rank"]], row["certainty"], row["source"],
                        learnt[i].needles, learnt[i].reach, learnt[i].behind, before_needles[i],
                        not_before_needles[i], learnt[i].branches, learnt[i].scout))
    return tuple(out)


@functools.lru_cache(maxsize=4096)
def said_holds(regex: re.Pattern[str], needles: frozenset[str] | None, said: str) -> re.Match[str] | None:
    """``regex.search(said)``, not run where the text holds none of the pattern's needles (one is in every match).
    Judged once for each text: a long paste repeats what stands before its clues (a log, a report pasted twice)."""
    if needles is not None:
        low = folded(said)
        if low is not None and not any(n in (low if n == n.lower() else said) for n in needles):
            return None
    return regex.search(said)


@dataclass(frozen=True)
class Stream:
    """The lines joined by newlines, and where each line starts in it; on a long paste, the scan's windows of it."""

    text: str
    starts: tuple[int, ...]
    lines: Sequence[Line]
    windows: Windows | None = field(default=None, compare=False, repr=False)

    def anywhere(self, regex: re.Pattern[str]) -> bool:
        """Whether the pattern matches anywhere in the text: judged once per stream (a long log names MPS on many lines,
        and each search of the whole text reads all of it), and where the scan made windows of the text, only in
        those around the pattern's needles (paste/windows.py: what a scan of the whole text finds)."""
        known = self._anywhere.get(regex)
        if known is None:
            if self.windows is None:
                known = regex.search(self.text) is not None
            else:
                a = analysed.one(regex.pattern)
                known = next(self.windows.matches(regex, a.needles, a.reach, a.behind, a.scout), None) is not None
            self._anywhere[regex] = known
        return known

    @functools.cached_property
    def _anywhere(self) -> dict[re.Pattern[str], bool]:
        return {}

    def line_at(self, offset: int) -> Line:
        return self.lines[max(0, bisect.bisect_right(self.starts, offset) - 1)]

    def before(self, offset: int, width: int) -> str:
        return self.text[max(0, offset - width): offset]

    @functools.cached_property
    def headers(self) -> tuple[tuple[int, ...], tuple[int, ...], tuple[re.Match[str], ...]]:
        """The posts' headers ('author · comment · 2021-03-04'), found once for every rule that asks: where each starts,
        where each ends, and its match."""
        found = tuple(POST_HEADER.finditer(self.text)) if "·" in self.text else ()
        return tuple(h.start() for h in found), tuple(h.end() for h in found), found

    def headers_within(self, start: int, end: int) -> tuple[re.Match[str], ...]:
        """The headers that lie wholly in ``text[start:end]``, in order."""
        starts, ends, found = self.headers
        return found[bisect.bisect_left(starts, start): bisect.bisect_right(ends, end)]

    def said_before(self, offset: int, width: int) -> str:
        """What stands before *offset*, with the line breaks a wrap put into a sentence read as the spaces they were
        (a rule's ``before`` and ``not_before`` read the sentence a clue stands in)."""
        return _WRAP_BREAK.sub(" ", self.before(offset, width))


# M5Stack's ESP32 boards, a common voice satellite of Home Assistant's Wyoming pipeline, are named after "M5" ('I have
# tried both with the M5 stack device and using Assist in the Android companion app', of a Home Assistant Container's
# whisper: https://github.com/home-assistant/core/issues/98417): "M5" before the maker's or a board's name ('M5 Stack',
# 'M5 Atom Echo', 'M5StickC', 'M5 Core2', 'M5 Dial', 'M5 Cardputer') is no Apple M5.
_M5STACK_BOARD = compiled(r"[ \t]?(?i:stack|stick(?:c|s3)?|atom|echo|core[ \t]?(?:2|s3)|dial|cardputer)(?![a-z])")


def _names_m5stack(m: re.Match[str]) -> bool:
    """The pattern's chip is the "M5" of an M5Stack board's name."""
    chip = m.groupdict().get("chip")
    return chip is not None and chip.upper() == "M5" and _M5STACK_BOARD.match(m.string, m.end("chip")) is not None


def stream(lines: Sequence[Line]) -> Stream:
    starts, at = [], 0
    for line in lines:
        starts.append(at)
        at += len(line.text) + 1
    # Both rewrites keep each line's length and never cross a line break, so they run once over the joined text.
    return Stream(cjk_spaced(unhinted("\n".join(line.text for line in lines))), tuple(starts), lines)


def scan(lines: Sequence[Line]) -> Found:
    with Scanning(lines, workers=0) as scanning:
        return scanning.found()[-1]


Hit = tuple[int, int, dict[str, str], int]  # a match a rule keeps: where it starts, where its text starts, its groups,
# its rank (plain values: a forked worker sends them back, paste/shared_work.py)
Reader = Callable[[Sequence[Line]], Found]


class Scanning:
    """The scan of the lines, begun, with the other *readers* of the paste: the readers and the rules' matches are
    shared with forked workers where *workers* allows (paste/shared_work.py); ``found`` waits for them and records
    every kept match, rule by rule, as the scan of one process would. Use it as a context manager."""

    def __init__(self, lines: Sequence[Line], workers: int, readers: Sequence[Reader] = ()) -> None:
        self.lines, self.readers = lines, readers
        flat = stream(lines)
        self.windows = Windows(flat.text, flat.starts, needles=_needles(), workers=workers)
        self.flat = replace(flat, windows=self.windows) if len(flat.text) >= WINDOWED_ANYWHERE else flat
        # the text with the line breaks a wrap put into sentences read as spaces
        self.unwrapped = Windows(_WRAP_BREAK.sub(" ", self.flat.text), self.flat.starts, same_words=self.windows)
        # each reader a job of its own, first; then the rules, a few to a job
        self.shared = shared_work.Shared(len(readers) + len(rules()), self._job, workers, alone=len(readers))

    def __enter__(self) -> Scanning:
        return self

    def __exit__(self, *exc: object) -> None:
        self.shared.close()

    def found(self) -> list[Found]:
        """What each reader found, in their order, then the clues of the scan."""
        results = self.shared.results()
        read, matched = results[:len(self.readers)], results[len(self.readers):]
        found = Found("clues")
        flat = self.flat
        for rule, hits in zip(rules(), matched):
            for start, lead, groups, rank in hits:
                line = flat.line_at(lead)
                record(found, rule, groups, line, rank)
                if rule.evaluator:
                    evaluators.EVALUATORS[rule.evaluator](found, evaluators.Match(rank, rule.certainty, groups,
                                                                                     line, start, flat))
        if any(c.key == "report.symptom" for c in found.clues):
            found.formats.add("traceback")
        return [*read, found]

    def _job(self, n: int) -> Found | list[Hit]:
        return self.readers[n](self.lines) if n < len(self.readers) else self._hits(n - len(self.readers))

    def _hits(self, index: int) -> list[Hit]:
        """The matches rule *index* keeps: those its `before` and `not_before` allow and, for prose, its sentence."""
        rule, flat = rules()[index], self.flat
        out: list[Hit] = []
        # a sentence a wrap cut is still one sentence to prose: its match may start a line before
        source, wider = (self.unwrapped, 1) if rule.rank == PROSE else (self.windows, 0)
        if not source.spans(rule.needles, _wider(rule.reach, wider)):
            return out  # no needle of the pattern in the paste
        branches = [(b.regex, b.needles, _wider(b.reach, wider), b.behind, b.scout) for b in rule.branches]
        whole = (rule.regex, rule.needles, _wider(rule.reach, wider), rule.behind, rule.scout)
        for m in source.alternation(whole, branches):
            groups = {k: v for k, v in m.groupdict().items() if v}
            if _names_m5stack(m):
                continue
            ahead = flat.said_before(m.start(), BEFORE) if rule.before or rule.not_before else ""
            if rule.before is not None:
                prefix = said_holds(rule.before, rule.before_needles, ahead)
                if prefix is None:
                    continue
                groups.update({k: v for k, v in prefix.groupdict().items() if v})
            if rule.not_before is not None and said_holds(rule.not_before, rule.not_before_needles, ahead):
                continue
            rank = rule.rank
            if rank == PROSE and rule.id not in sentence.rules().topics:  # may deny, generalise, or be elsewhere
                said = sentence.scope(flat.text, m.start(), m.end())
                if said == sentence.SKIP:
                    continue
                rank = ELSEWHERE if said == sentence.ELSEWHERE else rank
            text = m.group(0)
            out.append((m.start(), m.start() + len(text) - len(text.lstrip()), groups, rank))  # where its text starts
            if len(out) == MAX_MATCHES:
                break
        return out


def _wider(reach: int | None, lines: int) -> int | None:
    return None if reach is None else reach + lines


def record(found: Found, rule: Rule, groups: Mapping[str, str], line: Line, rank: int) -> None:
    if rule.symptom:
        detail: dict[str, Any] = {k: v for k, v in groups.items()}
        if rule.certainty != "certain":
            detail["certainty"] = rule.certainty
        symptom(found, rule.symptom, line, clue=rule.id, **detail)
    for key, template in rule.facts:
        try:
            value = template.format(**groups)
        except (KeyError, IndexError, ValueError):
            continue
        found.add(key, evaluators.typed(key, value), line, rank, rule.certainty)
