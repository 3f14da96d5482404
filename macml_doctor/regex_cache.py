"""The package's regular expressions, compiled once and kept between runs.

Python compiles a pattern in two steps: its parser reads the pattern into a tree, and its compiler turns the tree into
the list of integers that the C matcher (``_sre``) runs. The ~1,500 fixed patterns of a ``check --from`` (the clues of
checks/clues.toml, their scouts, the readers' own) cost about 0.4 s to compile, more than reading most pastes, and
give the same list every time on the same Python. So each pattern's list is kept in the user's cache folder
(paths.cache_dir), in a file named for the Python (implementation, version, the matcher's MAGIC and code size), and a
later run hands it to ``_sre.compile``, the call that ``re.compile`` ends with (the same in CPython 3.9 to 3.13). That
call checks the code before it takes it (CPython's ``_validate``), and the file carries a checksum of the code (CRC-32:
it finds a torn or damaged file, and reads 3 MB in ~1 ms where SHA-256 took ~17; code altered on purpose would need
the user's own cache folder, and still passes the matcher's check or is refused), so a torn file is refused; whatever
is missing, refused, or on a Python without these internals is compiled the usual way. New patterns are written to the
file (atomically) once, when the process ends; a folder that cannot be written only costs the time.

Only fixed patterns come here (constants and the knowledge tables): a pattern built from a paste's text is compiled
with ``re.compile`` and never kept.
"""

from __future__ import annotations

import array
import atexit
import contextlib
import json
import re
import sys
import threading
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from macml_doctor import paths

try:  # the internals of re.compile: CPython's; another implementation compiles the usual way
    import _sre
    from re import _compiler, _parser  # type: ignore[attr-defined]
except ImportError:  # Python 3.9 and 3.10 name them sre_compile and sre_parse
    try:
        import _sre
        import sre_compile as _compiler
        import sre_parse as _parser
    except ImportError:
        _compiler = _parser = None

MAX_BYTES = 32_000_000  # the kept code of every pattern is ~3 MB: a larger file is not ours to read
_CODE = "I"  # the array type of one code word, where its size is the matcher's
# CPython releases whose re.compile ends with these lines (read in 3.9 to 3.13); another compiles the usual way
_USABLE = (_compiler is not None and sys.implementation.name == "cpython" and (3, 9) <= sys.version_info[:2] <= (3, 13)
           and hasattr(_compiler, "_code") and array.array(_CODE).itemsize == getattr(_sre, "CODESIZE", 0))


@dataclass(frozen=True)
class _Kept:
    """One pattern's compiled form: the arguments of ``_sre.compile`` after the pattern."""

    flags: int
    code: list[int]
    groups: int
    groupindex: dict[str, int]
    indexgroup: tuple[str | None, ...]

    def compiled(self, pattern: str) -> re.Pattern[str]:
        return _sre.compile(pattern, self.flags, self.code, self.groups, self.groupindex, self.indexgroup)


@dataclass(frozen=True)
class _File:
    """A cache file's patterns: each one's header row and where its code starts among the words."""

    path: Path
    rows: dict[tuple[str, int], tuple[list[Any], int]]
    words: array.array[int]

    def get(self, key: tuple[str, int]) -> _Kept | None:
        found = self.rows.get(key)
        if found is None:
            return None
        row, start = found
        return _Kept(row[3], self.words[start:start + row[2]].tolist(), row[4], row[5], tuple(row[6]))


_lock = threading.Lock()
_done: dict[tuple[str, int], re.Pattern[str]] = {}  # this process's patterns, compiled once
_file: _File | None = None  # read on first use
_new: dict[tuple[str, int], _Kept] = {}  # compiled here and not in the file: written at exit


def compiled(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)`` for a fixed pattern, from the kept code where this Python kept it."""
    key = (pattern, int(flags))
    done = _done.get(key)
    if done is not None:
        return done
    if not _USABLE:
        return _done.setdefault(key, re.compile(pattern, flags))
    with _lock:
        kept = _kept().get(key)
    out = None
    if kept is not None:
        with contextlib.suppress(RuntimeError, TypeError, ValueError, OverflowError):  # refused: compiled again
            out = kept.compiled(pattern)
    if out is None:
        kept = _compile(pattern, key[1])
        out = kept.compiled(pattern)
        _keep(key, kept)
    return _done.setdefault(key, out)


def fresh() -> dict[tuple[str, int], tuple[Any, ...]]:
    """The patterns compiled in this process and not kept yet, as plain values (a forked worker sends them back to
    the process that keeps them: paste/shared_work.py)."""
    with _lock:
        return {key: (kept.flags, kept.code, kept.groups, kept.groupindex, kept.indexgroup)
                for key, kept in _new.items()}


def adopt(rows: dict[Any, Any]) -> None:
    """Keep at exit the patterns another process compiled (``fresh``'s values); a row not of that shape is left out."""
    for key, row in rows.items():
        with contextlib.suppress(TypeError, ValueError):
            (pattern, flags), (compiled_flags, code, groups, groupindex, indexgroup) = key, row
            kept = _Kept(int(compiled_flags), [int(word) for word in code], int(groups), dict(groupindex),
                         tuple(indexgroup))
            if _shaped([pattern, flags, len(kept.code), kept.flags, kept.groups, kept.groupindex,
                        list(kept.indexgroup)]):
                _keep((pattern, flags), kept)


def _keep(key: tuple[str, int], kept: _Kept) -> None:
    with _lock:
        if not _new:
            atexit.register(_write)
        _new[key] = kept


def _compile(pattern: str, flags: int) -> _Kept:
    """What ``re._compiler.compile`` computes before its last call (the same lines in CPython 3.9 to 3.13)."""
    tree = _parser.parse(pattern, flags)
    code = _compiler._code(tree, flags)
    groupindex = dict(tree.state.groupdict)
    indexgroup: list[str | None] = [None] * tree.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    return _Kept(int(flags | tree.state.flags), [int(word) for word in code], tree.state.groups - 1, groupindex,
                 tuple(indexgroup))


def _kept() -> _File:
    global _file
    if _file is None:
        version = "-".join(str(part) for part in (sys.implementation.cache_tag, sys.version_info.micro,
                                                  sys.version_info.releaselevel, _sre.MAGIC, _sre.CODESIZE,
                                                  sys.byteorder))
        _file = _read(paths.cache_dir() / f"regex-code-{version}.bin")
    return _file


def _read(path: Path) -> _File:
    """The file's patterns; none where it is missing, too large or not of its shape (a header line, then the code)."""
    empty = _File(path, {}, array.array(_CODE))
    try:
        with path.open("rb") as fh:
            data = fh.read(MAX_BYTES + 1)
        head, _, body = data.partition(b"\n")
        header = json.loads(head) if len(data) <= MAX_BYTES else None
    except (OSError, ValueError):
        return empty
    if not (isinstance(header, dict) and header.get("crc32") == zlib.crc32(body)
            and isinstance(header.get("rows"), list) and len(body) % empty.words.itemsize == 0):
        return empty
    words = array.array(_CODE)
    words.frombytes(body)
    rows, start = {}, 0
    for row in header["rows"]:
        if not _shaped(row):
            return empty
        rows[(row[0], row[1])] = (row, start)
        start += row[2]
    return _File(path, rows, words) if start == len(words) else empty


def _shaped(row: Any) -> bool:
    """Whether a header row is [pattern, flags, code length, compiled flags, groups, group index, index group]."""
    return (isinstance(row, list) and len(row) == 7 and isinstance(row[0], str)
            and all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in row[1:5])
            and isinstance(row[5], dict) and all(isinstance(k, str) and isinstance(v, int) for k, v in row[5].items())
            and isinstance(row[6], list) and all(v is None or isinstance(v, str) for v in row[6]))


def _write() -> None:
    """The file's patterns and this process's new ones, to the file (replaced atomically); where that grows past the
    limit (the patterns of many releases), only those this process used."""
    with _lock:
        if _file is None:
            return
        rows = {key: kept for key in _file.rows if (kept := _file.get(key)) is not None}
        rows.update(_new)
    data = _encoded(rows)
    if len(data) > MAX_BYTES:
        data = _encoded({key: kept for key, kept in rows.items() if key in _done})
    paths.keep_in_cache(_file.path, data)


def _encoded(rows: dict[tuple[str, int], _Kept]) -> bytes:
    words = array.array(_CODE)
    header = []
    for (pattern, flags), kept in rows.items():
        header.append([pattern, flags, len(kept.code), kept.flags, kept.groups, kept.groupindex,
                       list(kept.indexgroup)])
        words.extend(kept.code)
    body = words.tobytes()
    return json.dumps({"crc32": zlib.crc32(body), "rows": header}).encode() + b"\n" + body
