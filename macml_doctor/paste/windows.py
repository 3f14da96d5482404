"""Where in a paste a clue pattern can match: the few lines around its needles.

Every match of a pattern holds one of its needles (paste/needles.py), and a clue is a line or a few. So a pattern
looks for the start of a match only in the lines within its *reach* of a line that holds one of its needles, each run
of such lines one window of the stream; a match found there is then taken from the whole text, so its end and its
groups are what a scan of the whole text gives. The reach of a pattern is the number of line breaks its match can
hold (paste/needles.line_span), which makes the windows exact; for a pattern that can cross any number of lines
(``\\s+`` between two words) it is MAX_REACH. A pattern with no needle, or whose windows would cover most of the paste,
reads the whole paste in one pass. A needle's lines are found in the paste's distinct lines, each read once (a long
paste repeats its lines), and mapped back to every line that reads it; in a long paste, the lines of every needle are
found in one pass (a trie of them all) instead of a search per needle. On every real report the windowed scan finds
exactly what a scan of the whole text finds (tests/paste/test_needles.py); on a 1 MB paste it reads a few passes'
worth of text instead of one pass per pattern.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import operator
import re
from collections.abc import Collection, Iterator, Sequence

from macml_doctor.paste import shared_work
from macml_doctor.regex_cache import compiled

MAX_REACH = 3  # lines from its needle's line a match may start or end on, for a pattern that can cross any number
WHOLE_SHARE = 0.5  # windows that cover more of the paste than this: one pass over the whole paste is cheaper
BULK = 100_000  # distinct lines longer than this: all needles are found in one pass (Distinct.all_needle_lines)
SLICES_PER_PROCESS = 3  # slices of that pass per process sharing it: the last ones share out evenly
Span = tuple[int, int]
SCOUT_FROM = 16_000  # characters of windows from which a pattern's scout is compiled and searched (paste/scouts.py)
Reader = tuple[re.Pattern[str], frozenset[str] | None, int | None, int | None, str | None]  # `Windows.matches`'s


def folded(text: str) -> str | None:
    """The text lower-cased, with each character a case-insensitive pattern reads as an ASCII letter made that letter
    (needles are ASCII: paste/needles.py), so a needle is found wherever such a pattern can match it, at the same
    offset: the dotted capital I lower-cases to two characters and matches 'i' (it becomes 'i'), the dotless i and the
    long s match 'i' and 's' without lower-casing to them. None if offsets would still shift (a character that
    lower-cases to two, unknown to this Python's tables): such a paste is read whole by every pattern."""
    low = (text.replace("\u0130", "i") if "\u0130" in text else text).lower()
    for odd, letter in _READ_AS:
        if odd in low:
            low = low.replace(odd, letter)
    return low if len(low) == len(text) else None


_READ_AS = (("\u0131", "i"), ("\u017f", "s"))


class Windows:
    """The spans of one stream's text where patterns with given needles can match; a needle's lines are found once."""

    def __init__(self, text: str, starts: Sequence[int], same_words: Windows | None = None,
                 needles: Collection[str] = (), workers: int = 0) -> None:
        """*same_words*: the windows of a text that differs from this one only in which whitespace character sits
        where (a line break read as a space), so a needle without whitespace is on the same lines in both.
        *needles*: those the patterns to come will ask for; in a long paste they are all found in one pass, which
        up to *workers* forked workers share."""
        self.text, self.starts, self.same_words = text, starts, same_words
        self.ends = [n - 1 for n in starts[1:]] + [len(text)]  # where each line's text ends
        self.low = folded(text)
        # Where every line ends in a line break, a needle without one is found in the distinct lines (not in a text
        # whose needles without whitespace are found in another: the few others are each one search of the text).
        lines = text.split("\n") if same_words is None else []
        self._distinct = Distinct(lines) if self.low is not None and len(lines) == len(starts) else None
        self._lines: dict[str, list[int]] = {}
        if self._distinct is not None and len(self._distinct.text) > BULK:
            self._lines.update(self._distinct.all_needle_lines(needles, workers))
        self._spans: dict[tuple[frozenset[str], int], list[Span]] = {}

    def matches(self, regex: re.Pattern[str], needles: frozenset[str] | None, reach: int | None,
                behind: int | None, scout: str | None = None, start: int = 0) -> Iterator[re.Match[str]]:
        """The pattern's matches in the text from *start*, in order and without overlap, as ``regex.finditer(text)``
        gives them. Where its windows are long, the places to match it are found by its *scout*, which stops where
        the pattern's search does, only faster (paste/scouts.py); short ones are not worth its compiling.

        A long paste repeats its windows (a log's lines, a report pasted twice). Where a window's text, and what stands
        before it as far as the pattern can look back, is that of a window searched before, the search is not run
        again: it found the same places there, so each is matched again (in the whole text, as always), and while
        those matches end where they ended before, the search would go on from the same places too."""
        at = start
        searched: dict[str, list[tuple[int, int]]] = {}  # a window's text: where its search found and matches ended
        scouted = _compiled(scout) if scout is not None and self._covered(needles, reach) >= SCOUT_FROM else None
        finder = scouted or regex
        for begin, end in self.spans(needles, reach):
            if end <= at:
                continue
            at = max(at, begin)
            key = self.text[begin - behind: end] if behind is not None and at == begin >= behind else None
            before = searched.get(key) if key is not None else None
            steps = self._search(regex, finder, at, end) if before is None else \
                self._replay(regex, finder, begin, end, before)
            found: list[tuple[int, int]] = []
            for place, m in steps:
                found.append((place - begin, -1 if m is None else m.end() - begin))
                at = _after(place, m)
                if m is not None:  # else the window's end cut the text a lookahead needed
                    yield m
            if key is not None and before is None:
                searched[key] = found

    def alternation(self, whole: Reader, branches: Sequence[Reader]) -> Iterator[re.Match[str]]:
        """The matches of a pattern that is the alternation of the branches (paste/needles.branches): through the
        branches' own windows where these cover on average less than half of what the pattern's cover (the pattern
        tries every branch at each place of its windows; a branch only itself in its own, but each read costs a
        search of its own), else through the pattern's."""
        if branches and 2 * sum(self._covered(b[1], b[2]) for b in branches) < \
                len(branches) * self._covered(whole[1], whole[2]):
            return self.first_matches(branches)
        return self.matches(*whole)

    def _covered(self, needles: frozenset[str] | None, reach: int | None) -> int:
        return sum(end - start for start, end in self.spans(needles, reach))

    def first_matches(self, branches: Sequence[Reader]) -> Iterator[re.Match[str]]:
        """The matches of the alternation of the branches, each branch read through its own windows, as ``matches``
        gives those of the whole pattern: the leftmost of the branches' matches, the first branch's where several
        start at one place; then on from its end, where a branch whose next match starts before it is searched
        again."""
        heads = [self._from(branch, 0) for branch in branches]
        at = 0
        while True:
            best: tuple[int, int] | None = None
            for i, (m, _) in enumerate(heads):
                if m is not None and m.start() < at:
                    m, _ = heads[i] = self._from(branches[i], at)
                if m is not None and (best is None or m.start() < best[0]):
                    best = (m.start(), i)
            if best is None:
                return
            m, rest = heads[best[1]]
            assert m is not None
            yield m
            at = _after(m.start(), m)
            heads[best[1]] = (next(rest, None), rest)

    def _from(self, branch: Reader, at: int) -> tuple[re.Match[str] | None, Iterator[re.Match[str]]]:
        found = self.matches(*branch, start=at)
        return next(found, None), found

    def _search(self, regex: re.Pattern[str], finder: re.Pattern[str], at: int,
                end: int) -> Iterator[tuple[int, re.Match[str] | None]]:
        """Each place the search (of the pattern or its scout) finds in [at, end), and the match the whole text has
        there."""
        while at < end and (found := finder.search(self.text, at, end)) is not None:
            m = regex.match(self.text, found.start())
            yield found.start(), m
            at = _after(found.start(), m)

    def _replay(self, regex: re.Pattern[str], finder: re.Pattern[str], start: int, end: int,
                before: list[tuple[int, int]]) -> Iterator[tuple[int, re.Match[str] | None]]:
        """The places a search of a window of the same text as one searched before finds: the same ones, while the
        matches there end where they did (a match can read past the window); from the first that does not, a search."""
        for place, ended in before:
            m = regex.match(self.text, start + place)
            yield start + place, m
            if (-1 if m is None else m.end() - start) != ended:
                yield from self._search(regex, finder, _after(start + place, m), end)
                return

    def spans(self, needles: frozenset[str] | None, reach: int | None) -> list[Span]:
        """Where a pattern with these needles and this reach (None: any number of lines) can match."""
        if needles is None or self.low is None:
            return [(0, len(self.text))]
        reach = MAX_REACH if reach is None else reach
        key = (needles, reach)
        if key not in self._spans:
            self._spans[key] = self._windows([self._needle_lines(needle) for needle in needles], reach)
        return self._spans[key]

    def _windows(self, found: list[list[int]], reach: int) -> list[Span]:
        """The runs of lines within reach of the given ones, as spans of the text; the whole text when they cover
        more than WHOLE_SHARE of its lines."""
        share = WHOLE_SHARE * len(self.starts)
        if max(map(len, found)) > share:  # one needle on so many lines: the runs need not be counted
            return [(0, len(self.text))]
        held = found[0] if len(found) == 1 else sorted(set().union(*found))  # a needle's lines are in order
        if not held:
            return []
        # Two needle lines' reaches join into one run where no line lies between them: a gap of at most 2 * reach + 1.
        # (map and compress walk the list at C's speed: in a long paste a needle can be on thousands of lines)
        gaps = map(operator.sub, held[1:], held)
        cuts = list(itertools.compress(range(1, len(held)), map((2 * reach + 1).__lt__, gaps)))
        firsts = [held[0], *map(held.__getitem__, cuts)]  # each run's first and last needle line
        lasts = [*map(held.__getitem__, [c - 1 for c in cuts]), held[-1]]
        # a run reaches that far before its first and after its last, within the paste's lines
        firsts[0], lasts[-1] = max(0, firsts[0] - reach) + reach, min(len(self.starts) - 1, lasts[-1] + reach) - reach
        if sum(lasts) - sum(firsts) + len(firsts) * (2 * reach + 1) > share:
            return [(0, len(self.text))]
        return list(zip(map(self.starts.__getitem__, map(reach.__rsub__, firsts)),
                        map(self.ends.__getitem__, map(reach.__add__, lasts))))

    def _needle_lines(self, needle: str) -> list[int]:
        """The lines that hold the needle (as written when it has a capital letter, else in any case), in order."""
        if self.same_words is not None and not any(c.isspace() for c in needle):
            return self.same_words._needle_lines(needle)
        if needle not in self._lines:
            if self._distinct is not None and "\n" not in needle:
                self._lines[needle] = self._distinct.needle_lines(needle)
            else:
                assert self.low is not None
                self._lines[needle] = lines_holding(self.low, self.text, self.starts, self.ends, needle)
        return self._lines[needle]


@functools.cache
def _compiled(scout: str) -> re.Pattern[str] | None:
    try:
        return compiled(scout)
    except re.error:  # a construct another Python refuses in a look-behind (this one compiles them all: test_scouts)
        return None


def _after(place: int, m: re.Match[str] | None) -> int:
    """Where the search goes on after finding *place*, where the whole text has the match *m* (as finditer goes on)."""
    return place + 1 if m is None else m.end() if m.end() > place else m.end() + 1


class Distinct:
    """Each distinct line of a text once (a long paste repeats its lines: a log, a paste pasted twice), and the lines
    that read it: a needle that holds no line break is looked for once in each distinct line."""

    def __init__(self, lines: list[str]) -> None:
        where: dict[str, list[int]] = {}
        for n, line in enumerate(lines):
            where.setdefault(line, []).append(n)
        self.text = "\n".join(where)
        self.low = folded(self.text)
        self.starts = list(itertools.accumulate((len(line) + 1 for line in where), initial=0))[:-1]
        self.ends = [n - 1 for n in self.starts[1:]] + [len(self.text)]
        self.where = list(where.values())  # the lines of the text that read each distinct line

    def needle_lines(self, needle: str) -> list[int]:
        assert self.low is not None
        return self._reading(lines_holding(self.low, self.text, self.starts, self.ends, needle))

    def _reading(self, distinct: Sequence[int]) -> list[int]:
        """The lines of the text that read these distinct lines (given in order), in order."""
        if len(distinct) == 1:
            return self.where[distinct[0]]
        return sorted(itertools.chain.from_iterable(self.where[n] for n in distinct))

    def all_needle_lines(self, needles: Collection[str], workers: int = 0) -> dict[str, list[int]]:
        """``needle_lines`` of every needle without a line break, from one pass over the distinct lines per case
        (those with a capital letter as written, the others lower-cased) instead of one search per needle: at each
        place one starts, a trie of the needles matches the longest, and every needle it begins with starts there.
        With *workers*, each pass is cut at line breaks into slices that forked workers share (paste/shared_work.py):
        no needle holds a line break, so a slice finds what the whole pass finds there."""
        assert self.low is not None
        passes = [(text, group) for cased, text in ((False, self.low), (True, self.text))
                  if (group := frozenset(n for n in needles if n and "\n" not in n and (n != n.lower()) == cased))]
        cuts = self._cuts(SLICES_PER_PROCESS * (workers + 1) if workers else 1)
        jobs = [(text, group, begin, end) for text, group in passes for begin, end in zip(cuts, cuts[1:])]
        with shared_work.Shared(len(jobs), lambda n: self._slice_lines(*jobs[n]), workers, alone=len(jobs)) as shared:
            sliced = shared.results()
        held: dict[str, list[int]] = {}
        for found in sliced:  # in the order of the slices: each needle's lines stay in order
            for needle, lines in found.items():
                held.setdefault(needle, []).extend(lines)
        return {needle: self._reading(held.get(needle, ())) for _, group in passes for needle in group}

    def _cuts(self, parts: int) -> list[int]:
        """Where the text is cut into *parts* slices of about the same length, each at a line's start."""
        size = len(self.text) / parts
        inner = {self.starts[bisect.bisect_left(self.starts, round(k * size))] for k in range(1, parts)
                 if round(k * size) <= self.starts[-1]}
        return [0, *sorted(inner - {0}), len(self.text) + 1]

    def _slice_lines(self, text: str, group: frozenset[str], begin: int, end: int) -> dict[str, list[int]]:
        """The distinct lines of the slice [begin, end) of *text* that hold each needle of the group, in order."""
        found: dict[str, list[int]] = {}
        trie, begun = _trie(group)
        for m in trie.finditer(text, begin, end):
            line = bisect.bisect_right(self.starts, m.start()) - 1
            for needle in begun[m.group(1)]:
                held = found.setdefault(needle, [])
                if not held or held[-1] != line:
                    held.append(line)
        return found


@functools.lru_cache(maxsize=4)
def _trie(needles: frozenset[str]) -> tuple[re.Pattern[str], dict[str, tuple[str, ...]]]:
    """A pattern that matches, at each place where one of the needles starts (a lookahead: they overlap), the longest
    one as its group 1, and for each needle the needles it begins with (itself among them)."""
    root: dict[str, dict] = {}
    for needle in needles:
        node = root
        for ch in needle:
            node = node.setdefault(ch, {})
        node[""] = {}

    def alternatives(node: dict[str, dict]) -> str:
        branches = [re.escape(ch) + alternatives(node[ch]) for ch in sorted(node) if ch]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else f"(?:{'|'.join(branches)})"
        return f"(?:{body})?" if "" in node else body  # greedy: the longer needle first

    begun = {n: tuple(n[:k] for k in range(1, len(n) + 1) if n[:k] in needles) for n in needles}
    return compiled(f"(?=({alternatives(root)}))"), begun


def lines_holding(low: str, text: str, starts: Sequence[int], ends: Sequence[int], needle: str) -> list[int]:
    """The lines that hold the needle, each once: after a find, the search goes on from the next line."""
    find = (low if needle == needle.lower() else text).find
    out, at = [], find(needle)
    while at >= 0:
        n = bisect.bisect_right(starts, at) - 1
        out.append(n)
        at = find(needle, ends[n] + 1)
    return out
