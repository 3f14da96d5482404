"""What paste/needles.py and paste/scouts.py learn of each clue pattern (its needles, its line span, its look-behind,
its scout), kept between runs.

Reading the ~400 patterns of ``checks/clues.toml`` with the regex parser costs about a quarter of a second, more than
a short paste's whole scan, and gives the same answer every time the patterns, the reader and the Python are the same.
So the answer is kept in the user's cache folder (paths.cache_dir), in a file named by a digest of all three: a changed
pattern, a new release of the reader or another Python reads the patterns again and writes a new file. The file is
only ever a copy of what the reader gives: one that is missing, unreadable, too large or not of the expected shape is
read again from the patterns, and a folder that cannot be written only costs the time. Writing a new file removes
the files of earlier patterns.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from macml_doctor import paths
from macml_doctor.paste import needles, scouts
from macml_doctor.regex_cache import compiled

MAX_BYTES = 4_000_000  # far above what the patterns need (~100 kB): a larger file is not ours to read


@dataclass(frozen=True)
class Analysis:
    needles: frozenset[str] | None  # paste/needles.needles
    reach: int | None  # paste/needles.line_span
    behind: int | None  # paste/needles.look_behind
    branches: tuple[Branch, ...] = ()  # paste/needles.branches, each with its own analysis; () when not split
    scout: str | None = None  # paste/scouts.scout


@dataclass(frozen=True)
class Branch:
    pattern: str
    needles: frozenset[str] | None
    reach: int | None
    behind: int | None
    scout: str | None = None

    @functools.cached_property
    def regex(self) -> re.Pattern[str]:
        return compiled(self.pattern)


def analyses(patterns: Sequence[str]) -> list[Analysis]:
    """Each pattern's analysis, in order: from the cache file when it holds them, else read and then kept."""
    path = _path(patterns)
    kept = _load(path, len(patterns))
    if kept is not None:
        return kept
    out = [_analysis(p) for p in patterns]
    _store(path, out)
    return out


@functools.cache
def one(pattern: str) -> Analysis:
    """One pattern's analysis, read here (not kept between runs): for a few patterns, on a long paste only."""
    return _analysis(pattern)


def _analysis(pattern: str) -> Analysis:
    split = needles.branches(pattern) or ()
    parts = tuple(Branch(b, needles.needles(b), needles.line_span(b), needles.look_behind(b), scouts.scout(b))
                  for b in split)
    if any(part.needles is None for part in parts):  # a branch without a needle reads the whole paste: not split
        parts = ()
    return Analysis(needles.needles(pattern), needles.line_span(pattern), needles.look_behind(pattern), parts,
                    scouts.scout(pattern))


def _path(patterns: Sequence[str]) -> Path:
    digest = hashlib.sha256()
    digest.update(Path(needles.__file__).read_bytes())
    digest.update(Path(scouts.__file__).read_bytes())
    digest.update(f"{sys.version_info.major}.{sys.version_info.minor}\0".encode())
    digest.update(json.dumps(list(patterns)).encode())
    return paths.cache_dir() / f"clue-analysis-{digest.hexdigest()[:24]}.json"


def _load(path: Path, count: int) -> list[Analysis] | None:
    try:
        with path.open("rb") as fh:
            data = fh.read(MAX_BYTES + 1)
        raw = json.loads(data) if len(data) <= MAX_BYTES else None
    except (OSError, ValueError):
        return None
    if not isinstance(raw, list) or len(raw) != count:
        return None
    out = []
    for row in raw:
        if not (isinstance(row, list) and len(row) == 5 and _read(row[:3]) and isinstance(row[3], list)
                and _text(row[4]) and all(isinstance(b, list) and len(b) == 5 and isinstance(b[0], str)
                                          and _read(b[1:4]) and _text(b[4]) for b in row[3])):
            return None
        out.append(Analysis(*_values(row[:3]), tuple(Branch(b[0], *_values(b[1:4]), b[4]) for b in row[3]), row[4]))
    return out


def _read(row: list[object]) -> bool:
    """Whether a stored [needles, reach, behind] is of their shape."""
    return (all(v is None or (isinstance(v, int) and not isinstance(v, bool) and v >= 0) for v in row[1:])
            and (row[0] is None or (isinstance(row[0], list) and all(isinstance(n, str) for n in row[0]))))


def _text(value: object) -> bool:
    """Whether a stored scout is of its shape."""
    return value is None or isinstance(value, str)


def _values(row: list[Any]) -> tuple[frozenset[str] | None, int | None, int | None]:
    return None if row[0] is None else frozenset(row[0]), row[1], row[2]


def _row(a: Analysis | Branch) -> list[Any]:
    return [None if a.needles is None else sorted(a.needles), a.reach, a.behind]


def _store(path: Path, rows: list[Analysis]) -> None:
    data = json.dumps([[*_row(a), [[b.pattern, *_row(b), b.scout] for b in a.branches], a.scout]
                       for a in rows]).encode()
    paths.keep_in_cache(path, data)  # another run writing the same file at once writes the same bytes
    with contextlib.suppress(OSError):
        for old in path.parent.glob("clue-analysis-*.json"):  # the patterns of an earlier release
            if old != path:
                with contextlib.suppress(OSError):
                    old.unlink()
