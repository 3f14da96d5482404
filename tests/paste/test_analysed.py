"""The clue patterns' analyses kept between runs (paste/analysed.py): the same answers as the reader, read again when
the file is not a sound copy, and no harm where the cache folder cannot be written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from macml_doctor.kb import load as kb
from macml_doctor.paste import analysed, needles, scouts
from macml_doctor.paste.scan import rules

PATTERNS = [row["pattern"] for row in kb.check_table("clues")["clue"]]


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MACML_DOCTOR_CACHE_DIR", str(tmp_path))
    return tmp_path


def _read(pattern: str) -> analysed.Analysis:
    split = [analysed.Branch(b, needles.needles(b), needles.line_span(b), needles.look_behind(b), scouts.scout(b))
             for b in needles.branches(pattern) or ()]
    return analysed.Analysis(needles.needles(pattern), needles.line_span(pattern), needles.look_behind(pattern),
                             () if any(b.needles is None for b in split) else tuple(split), scouts.scout(pattern))


def test_every_rule_carries_what_the_reader_gives_for_its_pattern() -> None:
    assert [(r.needles, r.reach, r.behind, r.branches, r.scout) for r in rules()] == [
        (a.needles, a.reach, a.behind, a.branches, a.scout) for a in map(_read, (r.pattern for r in rules()))]
    split = [r for r in rules() if r.branches]
    assert len(split) > 50 and all(len(r.branches) >= 2 for r in split)


def test_a_second_run_reads_the_kept_file_and_not_the_patterns(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = analysed.analyses(PATTERNS)
    assert first == [_read(p) for p in PATTERNS]
    [kept] = cache.glob("clue-analysis-*.json")

    def refuse(pattern: str) -> None:
        raise AssertionError("the patterns were read again")

    monkeypatch.setattr(needles, "needles", refuse)
    assert analysed.analyses(PATTERNS) == first
    assert list(cache.glob("clue-analysis-*.json")) == [kept]


@pytest.mark.parametrize("damage", [b"", b"{not json", b"[]", b'"text"', json.dumps([[["x"], -1, 0, []]]).encode(),
                                    json.dumps([[["x"], True, 0, []]]).encode(), json.dumps([[[1], 0, 0, []]]).encode(),
                                    json.dumps([[["x"], 0, 0]]).encode(),  # earlier releases' rows
                                    json.dumps([[["x"], 0, 0, []]]).encode(),
                                    json.dumps([[["x"], 0, 0, [], 1]]).encode(),
                                    json.dumps([[["x"], 0, 0, [["a", ["a"], 0, 1, 2]], None]]).encode(),
                                    json.dumps([[["x"], 0, 0, [["a", ["a"], -1, 1, None]], None]]).encode(),
                                    json.dumps([[["x"], 0, 0, [[1, ["a"], 0, 1, None]], None]]).encode(),
                                    b" " * (analysed.MAX_BYTES + 1)])
def test_a_damaged_or_foreign_file_is_read_again_from_the_patterns(cache: Path, damage: bytes) -> None:
    patterns = PATTERNS[:1]
    analysed.analyses(patterns)
    [kept] = cache.glob("clue-analysis-*.json")
    kept.write_bytes(damage)
    assert analysed.analyses(patterns) == [_read(patterns[0])]
    assert kept.read_bytes() != damage  # and written again


def test_other_patterns_get_their_own_file_and_the_old_one_is_removed(cache: Path) -> None:
    analysed.analyses(PATTERNS[:2])
    [old] = cache.glob("clue-analysis-*.json")
    assert analysed.analyses(PATTERNS[:3]) == [_read(p) for p in PATTERNS[:3]]
    [new] = cache.glob("clue-analysis-*.json")
    assert new != old


def test_a_folder_that_cannot_be_written_only_costs_the_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("MACML_DOCTOR_CACHE_DIR", str(blocker / "cache"))
    assert analysed.analyses(PATTERNS[:5]) == [_read(p) for p in PATTERNS[:5]]
    assert blocker.read_text() == "not a folder"
