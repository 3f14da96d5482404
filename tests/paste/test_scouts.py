"""A clue pattern's scout (paste/scouts.py) stops where a search for the pattern stops: the characters a match can
start with are read right, where case is ignored too (checked over every Unicode character), the shapes that cannot
be scouted are not, and the scout's search finds the pattern's places. That the scan through scouts finds every rule's
matches on every real report: tests/paste/test_needles.py (the windowed-scan tests search every window by scouts)."""

from __future__ import annotations

import re
import string

import pytest

from macml_doctor.paste import scouts, windows
from macml_doctor.paste.scan import rules

EVERY_CHARACTER = "".join(chr(n) for n in range(0x110000) if not 0xD800 <= n <= 0xDFFF)


def test_a_case_blind_ascii_letter_matches_its_two_cases_and_the_other_cases_tabled_and_nothing_else() -> None:
    for letter in string.ascii_lowercase:
        matched = set(re.findall(f"(?i){letter}", EVERY_CHARACTER))
        assert matched == {letter, letter.upper(), *scouts.OTHER_CASES.get(letter, "")}, letter
        assert set(re.findall(f"(?i){letter.upper()}", EVERY_CHARACTER)) == matched


@pytest.mark.parametrize(("pattern", "first"), [
    (r"(?i:\bon\s+my\s+mac\b)", "oO"),
    (r"(?=[aAmM])(?i:\b(?:apple\s+silicon|m[1-5])\b)", "aAmM"),
    (r"(?<![\w/@.-])(?i:mac(?:book)?)-(?P<chip>[Mm][1-5])", "mM"),
    (r"(?i:\b(?:(?:the|my)\s+)?(?:model|weights)\s+is\b)", "tTmMwW"),
    (r"(?i:\bkelvin\b|\bsilicon\b|\bintel\b)", "kK\u212asS\u017fiI\u0130\u0131"),
    (r"\b(?:arm64|x86_64)\b", "ax"),
    (r"(?im)^\bos:", "oO"),
    (r"(?:\b不支持|\bmps\b)", "不m"),
    (r"(?P<said>\b(?:unable|can't)\s+)", "uc"),
])
def test_the_characters_a_match_can_start_with(pattern: str, first: str) -> None:
    assert scouts.first_chars(pattern) == frozenset(first)
    assert re.compile(scouts.scout(pattern) or "")


@pytest.mark.parametrize("pattern", [
    r"(?im)^[ \t]*(?:OS|Platform):",  # a space or a tab can start it: nearly every line
    r"Operation\s+'\w+'",  # starts with a literal: the engine's search already skips ahead
    r"[Mm]ac\b",  # and with a class
    r"(?i:\bx?)",  # can match nothing
    r"(?i:.{0,3}\bmac)",  # any character
    r"(?i:\b\w+\s+mac)",  # a category
    r"(?i:\b[a-z]{2}\s+mac)",  # too many characters
    r"(?i:\bcafé|\bÉcole)",  # a letter outside ASCII where case is ignored
    r"(?P<v>\bv\d)(?:\s+(?P=v))?",  # a back-reference
    r"(?i)\bfoo(?x) bar",  # verbose mode
])
def test_a_pattern_that_cannot_be_scouted_or_needs_no_scout_has_none(pattern: str) -> None:
    assert scouts.scout(pattern) is None


@pytest.mark.parametrize(("pattern", "text"), [
    (r"(?i:\bon\s+my\s+mac\b)", "no: on my  mac, ON MY MAC; in\non my\nMac"),
    (r"(?i:\bkelvin\b)", "K \u212aelvin kelvin xkelvin KELVIN"),
    (r"(?i:\bsilicon\b)", "si\u017ficon, SILICON, silicone, Silicon"),
    (r"(?im)^\bos:\s*(?P<os>\w+)", "OS: macOS\nthe os: no\nos:linux"),
    (r"(?<![\w/@.-])(?i:mac)-(?P<chip>M[1-5])", "mac-M1 /mac-M2 MAC-M3 xmac-M4"),
])
def test_a_search_by_the_scout_stops_where_a_search_for_the_pattern_does(pattern: str, text: str) -> None:
    scout, regex = re.compile(scouts.scout(pattern) or ""), re.compile(pattern)
    for at in range(len(text) + 1):
        for end in (len(text), len(text) - 3):
            expected, found = regex.search(text, at, end), scout.search(text, at, end)
            assert (None if found is None else found.start()) == (None if expected is None else expected.start())


def test_most_clue_patterns_are_scouted_and_every_scout_compiles() -> None:
    readers = [(r.pattern, r.scout) for r in rules()] + [(b.pattern, b.scout) for r in rules() for b in r.branches]
    scouted = [(pattern, scout) for pattern, scout in readers if scout is not None]
    assert len(scouted) > len(readers) // 2
    for pattern, scout in scouted:
        head = re.match(r"\(\?[aiLmsux]+\)", pattern)
        assert f"(?={pattern[head.end() if head else 0:]})" in scout
        re.compile(scout)


def test_a_scout_this_python_refuses_leaves_the_pattern_to_search_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    # A look-behind may not hold a conditional on a group of its own (scout() refuses such patterns; another Python may
    # refuse other constructs there): the windows then search with the pattern, and find what it finds.
    monkeypatch.setattr(windows, "SCOUT_FROM", 0)
    regex = re.compile(r"(?P<x>m)?(?(x)ac|os)")
    refused = r"[mo](?<=(?=(?P<x>m)?(?(x)ac|os))[mo])"
    with pytest.raises(re.error):
        re.compile(refused)
    text = "mac os mos macos"
    found = windows.Windows(text, [0]).matches(regex, None, None, 1, refused)
    assert [m.span() for m in found] == [m.span() for m in regex.finditer(text)]
