"""The clue scan reads each pattern only in windows around its needles (paste/needles.py, paste/windows.py). The
promises that make that safe, checked on every clue pattern over every real report: wherever a pattern matches, one of
its needles is in the match; a match holds no more line breaks than the pattern's line span says; and the windowed
scan yields exactly the matches of a scan of the whole text. And the reading of patterns on known shapes."""

from __future__ import annotations

import itertools
import re
import string
from collections.abc import Iterable

import pytest

from macml_doctor.paste import windows as windows_module
from macml_doctor.paste.clues import cjk_spaced, split_lines
from macml_doctor.paste.needles import branches, held, line_span, look_behind, needles
from macml_doctor.paste.scan import _WRAP_BREAK, BEFORE, rules, said_holds, stream
from macml_doctor.paste.windows import BULK, WHOLE_SHARE, Distinct, Windows, folded, lines_holding
from tests.real_inputs import REPORTS


def _streams() -> list[tuple[str, str, tuple[int, ...]]]:
    out = []
    for report in REPORTS:
        flat = stream(split_lines(report.read_text(errors="replace")))
        out.append((report.parent.name, flat.text, flat.starts))
    return out


def test_every_match_of_every_rule_holds_a_needle_and_keeps_to_its_line_span_on_every_real_report() -> None:
    filtered = [r for r in rules() if r.needles is not None]
    assert len(filtered) > len(rules()) * 9 // 10  # nearly every pattern is read through its needles
    checked = 0
    for name, text, _starts in _streams():
        for rule in rules():
            for m in rule.regex.finditer(text):
                if rule.needles is not None:
                    assert any(held(n, m.group(0)) for n in rule.needles), (name, rule.id, m.group(0))
                if rule.reach is not None:
                    assert m.group(0).count("\n") <= rule.reach, (name, rule.id, m.group(0))
                checked += 1
    assert checked > 1000


def test_the_windowed_scan_finds_what_a_scan_of_the_whole_text_finds_on_every_real_report(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Every window searched through the pattern's scout (paste/scouts.py), however short: a short report's are not.
    monkeypatch.setattr(windows_module, "SCOUT_FROM", 0)
    windowed = 0
    for name, text, starts in _streams():
        windows = Windows(text, starts)
        for rule in rules():
            whole = [(m.span(), m.groups()) for m in rule.regex.finditer(text)]
            found = windows.matches(rule.regex, rule.needles, rule.reach, rule.behind, rule.scout)
            assert [(m.span(), m.groups()) for m in found] == whole, (name, rule.id)
            windowed += windows.spans(rule.needles, 3) != [(0, len(text))]
    assert windowed > len(REPORTS) * len(rules()) // 2  # most patterns read a small part of most reports


def _seen(matches: Iterable[re.Match[str]]) -> list[tuple[tuple[int, int], dict[str, str]]]:
    return [(m.span(), {k: v for k, v in m.groupdict().items() if v is not None}) for m in matches]


def test_a_pattern_read_through_its_branches_finds_what_it_finds_whole_on_every_real_report(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The scan reads a pattern through its branches' own windows where these cover less (Windows.alternation);
    # checked both ways here, on every pattern that has branches: the same matches, and the same named groups. Every
    # window is searched through the scouts of the branch and the pattern (paste/scouts.py).
    monkeypatch.setattr(windows_module, "SCOUT_FROM", 0)
    split = [r for r in rules() if r.branches]
    told = 0
    for name, text, starts in _streams():
        windows = Windows(text, starts)
        for rule in split:
            readers = [(b.regex, b.needles, b.reach, b.behind, b.scout) for b in rule.branches]
            whole = _seen(rule.regex.finditer(text))
            assert _seen(windows.first_matches(readers)) == whole, (name, rule.id)
            whole_reader = (rule.regex, rule.needles, rule.reach, rule.behind, rule.scout)
            assert _seen(windows.alternation(whole_reader, readers)) == whole, (name, rule.id)
            told += len(whole)
    assert told > 5000


def test_branches_merged_give_the_alternations_matches_where_they_overlap() -> None:
    # At each place the leftmost match, the first branch's where several start there; a branch whose next match
    # began inside the one taken is searched again from its end. Every small alternation over a small alphabet, on
    # every short text of it: the same as the alternation's own scan.
    parts = ["ab", "bcd", "b", "cd|abc", "c(?=d)", "(?<=a)b"]
    for k, longest in ((2, 5), (3, 4)):
        texts = ["".join(t) for n in range(1, longest + 1) for t in itertools.product("abcd", repeat=n)]
        for chosen in itertools.permutations(parts, k):
            alternation = re.compile("|".join(chosen))
            readers = [(re.compile(b), None, None, 1) for b in chosen]
            for text in texts:
                windows = Windows(text, [0])
                assert _seen(windows.first_matches(readers)) == _seen(alternation.finditer(text)), (chosen, text)


@pytest.mark.parametrize(("pattern", "expected"), [
    (r"ab|cd", ("ab", "cd")),
    (r"(?i)ab|cd", ("(?i)ab", "(?i)cd")),  # the pattern's flags go with every branch
    (r"(?=[ac])(?i:ab|cd)|ef", ("(?=[ac])(?i:ab)", "(?=[ac])(?i:cd)", "ef")),  # a whole branch's group is opened
    (r"(?:ab|(?:cd|ef))", ("(?:ab)", "(?:(?:cd))", "(?:(?:ef))")),  # and the groups inside it
    (r"(?:ab|cd)x", None),  # a group that is not the whole branch stays: one branch
    (r"(?P<g>ab|cd)", None),  # a capturing group stays
    (r"[|]a|b", ("[|]a", "b")),  # a bar in a class or escaped divides nothing
    (r"[]|]a|\|b", ("[]|]a", r"\|b")),
    (r"[^]|]a|b", ("[^]|]a", "b")),
    (r"(a)\1|b", None),  # a back-reference, a conditional, verbose mode: not split
    (r"(?P<a>x)(?P=a)|b", None),
    (r"(a)?(?(1)b|c)|d", None),
    (r"(?x) a | b", None),
    (r"abc", None),
])
def test_branches_of_known_shapes(pattern: str, expected: tuple[str, ...] | None) -> None:
    assert branches(pattern) == expected
    if expected is not None:
        alternation, texts = re.compile(pattern), ["ab cd ef", "AB CD", "x|a b", "]a |b", "cdx"]
        for text in texts:
            assert _seen(Windows(text, [0]).first_matches([(re.compile(b), None, None, 1) for b in expected])) == \
                _seen(alternation.finditer(text))


@pytest.mark.slow
def test_a_before_and_a_not_before_find_through_their_needles_what_they_find_alone_on_every_real_report() -> None:
    # A rule's `before` and `not_before` are not searched where the text before a match holds none of their needles:
    # before every match of every rule in every real report (where the scan asks), the answer is the search's own.
    told = [r for r in rules() if (r.before and r.before_needles) or (r.not_before and r.not_before_needles)]
    assert len(told) > 80  # most of them have needles
    skipped = 0
    for name, text, _starts in _streams():
        places: set[int] = set()
        for rule in told:
            places.update(m.start() for m in itertools.islice(rule.regex.finditer(text), 40))
        for place in sorted(places):
            said = _WRAP_BREAK.sub(" ", text[max(0, place - BEFORE): place])  # Stream.said_before
            for rule in told:
                for regex, some in ((rule.before, rule.before_needles), (rule.not_before, rule.not_before_needles)):
                    if regex is None or some is None:
                        continue
                    got, alone = said_holds(regex, some, said), regex.search(said)
                    assert (got and got.span()) == (alone and alone.span()), (name, rule.id, place)
                    skipped += alone is None
    assert skipped > 10_000


def test_the_unwrapped_text_finds_each_needle_on_the_lines_the_text_does_on_every_real_report() -> None:
    # The prose patterns read a copy with wrap breaks as spaces; it borrows the text's lines for a needle without
    # whitespace, which must be where its own search finds it.
    needles = {n for r in rules() if r.needles is not None for n in r.needles}
    borrowed = 0
    for name, text, starts in _streams():
        unwrapped = _WRAP_BREAK.sub(" ", text)
        shared, own = Windows(unwrapped, starts, same_words=Windows(text, starts)), Windows(unwrapped, starts)
        if own.low is None:
            continue
        for needle in needles:
            assert shared._needle_lines(needle) == own._needle_lines(needle), (name, needle)
        borrowed += unwrapped != text
    assert borrowed > 10  # real reports with wrapped sentences were among them


def test_a_needle_is_found_on_the_same_lines_through_the_distinct_lines_on_every_real_report_pasted_twice() -> None:
    # A needle without a line break is looked for once in each distinct line, and mapped back to every line that
    # reads it: the lines must be those a search of the whole text finds.
    needles = {n for r in rules() if r.needles is not None for n in r.needles}
    repeated = 0
    for name, text, starts in _streams():
        twice = text + "\n" + text
        windows = Windows(twice, [*starts, *(len(text) + 1 + n for n in starts)])
        assert windows._distinct is not None and windows.low is not None, name
        for needle in needles:
            assert windows._needle_lines(needle) == \
                lines_holding(windows.low, twice, windows.starts, windows.ends, needle), (name, needle)
        repeated += len(windows._distinct.where) < len(starts)  # lines repeated within the report itself
    assert repeated > len(REPORTS) // 2


def test_one_pass_over_a_long_paste_finds_every_needle_on_the_lines_a_search_for_each_finds() -> None:
    # In a paste longer than BULK, the needles of all rules are found in one pass of a trie (needles that begin others:
    # 'win' in 'windows'; overlapping ones; capitals as written): on every real report joined into one paste, each
    # needle is on exactly the lines a search for it alone finds.
    needles = {n for r in rules() if r.needles is not None for n in r.needles}
    text = "\n".join(report.read_text(errors="replace") for report in REPORTS)
    distinct = Distinct(text.split("\n"))
    assert len(distinct.text) > BULK
    bulk = distinct.all_needle_lines(needles)
    assert set(bulk) == {n for n in needles if "\n" not in n}
    for needle, lines in bulk.items():
        assert lines == distinct.needle_lines(needle), needle
    assert sum(map(bool, bulk.values())) > len(bulk) * 2 // 3  # most needles are somewhere in the reports
    # shared with forked workers, the pass cut into slices at line breaks: the same lines
    assert distinct.all_needle_lines(needles, workers=2) == bulk
    assert len(distinct._cuts(9)) == 10 and distinct._cuts(1) == [0, len(distinct.text) + 1]
    nested = {"win", "windows", "in", "dow", "Win", "WINDOWS"}
    few = Distinct(["Windows 11", "a windows box", "WINDOWS", "darwin", "nothing here", "Windows 11"])
    assert few.all_needle_lines(nested) == {n: few.needle_lines(n) for n in nested}
    assert few.all_needle_lines(nested)["win"] == [0, 1, 2, 3, 5] and few.all_needle_lines(nested)["Win"] == [0, 5]
    for parts in range(1, 8):  # more slices than lines too: each cut at a line's start, none twice
        cuts = few._cuts(parts)
        assert cuts == sorted(set(cuts)) and set(cuts[:-1]) <= set(few.starts)
        assert few.all_needle_lines(nested, workers=parts) == few.all_needle_lines(nested)


def test_the_scan_reads_a_cjk_character_beside_a_latin_one_and_a_wrap_break_as_a_space() -> None:
    # Both are found from the character they replace (the searches skip to it); what they replace is unchanged.
    assert cjk_spaced("m1芯片的mac") == "m1 片 mac"
    assert cjk_spaced("芯片m1") == "芯 m1" and cjk_spaced("芯m1") == " m1" and cjk_spaced("M2芯") == "M2 "
    assert cjk_spaced("芯片\nm1") == "芯片\nm1"
    wrapped, short = "w" * 59 + "x", "w" * 58 + "x"
    assert _WRAP_BREAK.sub(" ", f"{wrapped}\nnext") == f"{wrapped} next"
    assert _WRAP_BREAK.sub(" ", f"{short}\nnext\n{wrapped[:-1]},\nb") == f"{short}\nnext\n{wrapped[:-1]}, b"
    ended = f"{wrapped[:-1]}.\nnext\n{wrapped[:-1]}_\n"
    assert _WRAP_BREAK.sub(" ", ended) == ended


def test_a_window_searched_before_is_not_searched_again_and_finds_the_same_on_real_reports_pasted_again() -> None:
    # A window whose text (and what the pattern can look back at) was searched before replays that search's places:
    # on real reports pasted twice and as a log repeating them, every rule finds exactly what finditer finds, and a
    # report pasted twice costs fewer than twice its searches.
    replayed = 0
    for report in REPORTS[:45]:
        text = report.read_text(errors="replace")
        log = "\n".join(f"{line}\n[step {n % 7}] loss 0.1" for n, line in enumerate(text.splitlines() * 2))
        searches = {}
        for name, pasted in (("once", text), ("twice", f"{text}\n{text}"), ("log", log)):
            flat = stream(split_lines(pasted))
            windows = Windows(flat.text, flat.starts)
            for rule in rules():
                counted = _Counted(rule.regex)
                found = windows.matches(counted, rule.needles, rule.reach, rule.behind)  # type: ignore[arg-type]
                got = [(m.span(), m.groups()) for m in found]
                assert got == [(m.span(), m.groups()) for m in rule.regex.finditer(flat.text)], (report.name, rule.id)
                searches[name, rule.id] = counted.searches
        replayed += sum(searches["twice", r.id] < 2 * searches["once", r.id] for r in rules())
    assert replayed > 45 * 10


class _Counted:
    """A compiled pattern that counts the searches it runs."""

    def __init__(self, regex: re.Pattern[str]) -> None:
        self.regex, self.pattern, self.searches = regex, regex.pattern, 0

    def search(self, text: str, at: int, end: int) -> re.Match[str] | None:
        self.searches += 1
        return self.regex.search(text, at, end)

    def match(self, text: str, at: int) -> re.Match[str] | None:
        return self.regex.match(text, at)


def test_a_replayed_window_whose_match_runs_further_is_searched_on_from_there() -> None:
    regex = re.compile(r"(?m)^Header:\n(?:  row\n?)+")
    block = "x\n" * 10 + "Header:\n  row\n"
    text = block + "x\n" * 10 + block + "  row\n" * 30 + "Header:\n" + block + "x\n"
    flat = stream(split_lines(text))
    windows = Windows(flat.text, flat.starts)
    got = [m.span() for m in windows.matches(regex, frozenset({"header:"}), 1, look_behind(regex.pattern))]
    assert got == [m.span() for m in regex.finditer(flat.text)] and got[1][1] - got[1][0] > 180


def test_windows_cover_only_lines_near_a_needle_and_the_whole_text_past_the_share() -> None:
    lines = ["filler line"] * 200
    lines[100] = "ImportError: dlopen(/x/_C.so, 2): mach-o, but wrong architecture"
    flat = stream(split_lines("\n".join(lines)))
    windows = Windows(flat.text, flat.starts)
    (start, end), = windows.spans(frozenset({"wrong architecture"}), 2)
    assert flat.text[start:end].split("\n") == lines[98:103]
    assert windows.spans(frozenset({"filler"}), 0) == [(0, len(flat.text))]  # on every line: one whole pass
    assert windows.spans(frozenset({"nowhere"}), 3) == []  # no needle: nothing to read
    assert WHOLE_SHARE < 1


def test_a_paste_with_letters_that_ignore_case_reads_as_ascii_ones_is_read_through_its_needles_exactly() -> None:
    # 'İ' lower-cases to two characters; 'ı' and 'ſ' match 'i' and 's' where case is ignored without lower-casing to
    # them. A paste holding them (a Turkish name, a mail signature) is still read through the needles, and a pattern
    # that ignores case still finds its needle written with them.
    for report in REPORTS[:40]:
        text = report.read_text(errors="replace")
        text = "İstanbul\n" + text.replace("is", "ıſ").replace("I", "İ")
        flat = stream(split_lines(text))
        windows = Windows(flat.text, flat.starts)
        assert windows.low is not None and len(windows.low) == len(flat.text)
        for rule in rules():
            assert [m.span() for m in windows.matches(rule.regex, rule.needles, rule.reach, rule.behind)] == \
                [m.span() for m in rule.regex.finditer(flat.text)], (report.parent.name, rule.id)


def test_every_character_a_case_blind_pattern_reads_as_an_ascii_one_is_folded_to_it() -> None:
    ascii_chars = string.ascii_letters + string.digits + string.punctuation
    letters = {ch: re.compile(f"(?i){re.escape(ch)}") for ch in ascii_chars}
    odd = [chr(n) for n in range(0x80, 0x3000)] + ["\u212a", "\u212b"]  # the Kelvin and Ångström signs
    for ch in odd:
        for letter, regex in letters.items():
            assert (regex.match(ch) is not None) == (folded(ch) == letter.lower()), (hex(ord(ch)), letter)
    assert folded("İı ſ K") == "ii s k"


def test_a_match_that_runs_past_its_window_is_taken_whole() -> None:
    regex = re.compile(r"(?m)^Header:\n(?:  row\n?)+")
    text = "x\n" * 10 + "Header:\n" + "  row\n" * 40 + "x\n" * 10
    flat = stream(split_lines(text))
    windows = Windows(flat.text, flat.starts)
    got = [m.span() for m in windows.matches(regex, frozenset({"header:"}), 1, look_behind(regex.pattern))]
    assert got == [m.span() for m in regex.finditer(flat.text)] and got[0][1] - got[0][0] > 200


@pytest.mark.parametrize(("pattern", "expected"), [
    (r"Symbol not found: _TF_\w+", {"Symbol not found: _TF_"}),  # case counts here: looked for as written
    (r"(?i:Symbol)\s+not", {"symbol"}),  # lower-cased where case is ignored
    (r"(?i:big\s?sur|monterey)", {"big", "monterey"}),  # every branch gives one
    (r"\b(?:arm64|x86_64)\b", {"arm64", "x86_64"}),
    (r"[Mm]iniforge3?/", {"miniforge"}),
    (r"(?:ab)?cdef", {"cdef"}),  # an optional part gives nothing
    (r"M[1-5](?:\s+Pro)?", {"M1", "M2", "M3", "M4", "M5"}),  # a small class is spelt out
    (r"(?i)m[1-5]", {"m1", "m2", "m3", "m4", "m5"}),
    (r"\w{3}", None),  # no literal every match has
    (r"(?=[aA])apple\s+silicon", {"silicon"}),  # the longer of the two runs
    (r"(?:osx|linux)-(?:64|arm64)", {"osx", "linux"}),  # letters over digits: version numbers are everywhere
    (r"python\s+(?:3\.\d+)\s+on\s+darwin", {"darwin"}),  # a word every paste has is the last choice
    (r"(?i:\b(?:on|my)\s+(?:x86(?:[-_]64)?|x64)\b)", {"x86", "x64"}),  # the parser's common prefix "x" is joined back
    (r"\b(?:x86_64|x86-64|x86)\b", {"x86"}),  # a line holding "x86_64" holds "x86": one needle is looked for
    (r"(?:python|py)\s+3\.\d+", {"py"}),
    (r"^FROM\s+(?:python|ubuntu)", {"FROM"}),  # a word every paste has, in capitals, is rare
])
def test_needles_of_known_shapes(pattern: str, expected: set[str] | None) -> None:
    assert needles(pattern) == (frozenset(expected) if expected is not None else None)


@pytest.mark.parametrize(("pattern", "expected"), [
    (r"a\nb", 1),
    (r"[^\S\n]*x[^\n]{0,200}", 0),  # classes that leave out the line break
    (r"\s*x", None),  # a repeat of something that can be a line break: any number
    (r"(?s).{0,5}", 5),
    (r".{0,5}", 0),
    (r"(?:a\n){0,3}", 3),
    (r"x(?=\n\n)", 2),  # what a lookahead reads counts
    (r"(a)\1", None),  # a back reference is not followed
])
def test_line_span_of_known_shapes(pattern: str, expected: int | None) -> None:
    assert line_span(pattern) == expected


@pytest.mark.parametrize(("pattern", "expected"), [
    (r"\bmps\b", 1),  # a word boundary reads the character before
    (r"(?<=\w,\s)python", 4),
    (r"(?<![\d.])3\.\d+", 2),
    (r"(?<=(?<=a)b)c", 3),  # a look-behind inside one reads further back
    (r"(a)?(?(1)(?<=xy)b|c)", 3),  # in a conditional's branch
    (r"\(?<=x", 1),  # an escaped parenthesis: no look-behind
    (r"(?:(?<!ab)c|d)+", 3),
])
def test_look_behind_of_known_shapes(pattern: str, expected: int) -> None:
    assert look_behind(pattern) == expected


# Clues that search the whole paste (no literal every match must hold, or none in ASCII): each is short and led by a
# literal, so the regex engine skips to it. A long pattern that loses its needles costs every paste: in the sixth
# round a Chinese branch ('M芯片') left prose-apple-silicon without any and took 0.12 s of a 1 MB parse (BENCHMARKS.md).
WHOLE_PASTE_CLUES = {
    "docker-compose-log": "a service's name and number before '|' at a line's start: its literals are single letters",
    "prose-apple-silicon-cjk": "led by its literal M; its other literals are CJK, and needles are ASCII",
    "docker-buildkit-plain-log": "'#<step> <seconds>' at a line's start: its one literal is '#', a single character",
    "title-intel-mac-ko": "its literals are Hangul ('인텔맥') and needles are ASCII; anchored at the paste's start",
    "intel-mac-used-ko": "its literals are Hangul ('인텔', '맥북'); one pass, starting only at 인텔",
    "apple-silicon-mac-used-ko": "its literals are Hangul ('애플', '실리콘'); one pass, starting only at 애플",
    "macos-name-ko": "its literals are Hangul (the releases' Korean names); one pass, from their first syllables",
}


def test_only_the_clues_known_to_search_the_whole_paste_have_no_needles() -> None:
    assert {rule.id for rule in rules() if not rule.needles} == set(WHOLE_PASTE_CLUES)
