"""Read `check --from FILE|-`: our own JSON (facts or report), or a pasted report (report parsers)."""

from __future__ import annotations

import json
import os
import stat
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from macml_doctor import messages as msg
from macml_doctor.errors import InputError
from macml_doctor.facts import Facts, known, load_snapshot, printable
from macml_doctor.regex_cache import compiled

# At most this much of an input is read: a report is kilobytes; /dev/zero or `yes |` never end.
MAX_INPUT_BYTES = 16 * 1024 * 1024


@dataclass(frozen=True)
class Input:
    text: str
    truncated: bool  # the input was longer than MAX_INPUT_BYTES: its start (and, for a file, its end) was read


def read_text(source: str) -> str:
    return read_input(source).text


def read_input(source: str, limit: int = MAX_INPUT_BYTES) -> Input:
    try:
        if source == "-":
            data, truncated = _bounded(sys.stdin.buffer, limit)
        else:
            with Path(source).expanduser().open("rb") as fh:
                data, truncated = _bounded(fh, limit)
    except FileNotFoundError:
        raise InputError(f"--from {source}: no such file") from None
    except IsADirectoryError:
        raise InputError(f"--from {source}: is a directory") from None
    except OSError as exc:
        raise InputError(f"--from {source}: cannot read ({exc.strerror or exc})") from None
    return Input(decode(data), truncated)


def _bounded(fh: BinaryIO, limit: int) -> tuple[bytes, bool]:
    """At most ``limit`` bytes: of a long regular file its first and last halves (reports put the
    environment at either end), of anything else (a pipe, a device) its start."""
    try:
        size = os.fstat(fh.fileno()).st_size if stat.S_ISREG(os.fstat(fh.fileno()).st_mode) else -1
    except (OSError, ValueError):
        size = -1
    if size > limit:
        head = fh.read(limit // 2)
        fh.seek(size - limit // 2)
        return head + b"\n" + fh.read(limit // 2), True
    data = fh.read(limit + 1)
    return data[:limit], len(data) > limit


def decode(data: bytes) -> str:
    """The text of an input, with terminal escape sequences and control characters removed (see printable)."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = data.decode("utf-16", "replace")
    else:
        text = data.decode("utf-8-sig", "replace")
    return printable(_blank_binary_lines(_CR_LINE_END.sub("\n", text).replace("\r", "\n")))


# A line end: LF, CRLF, or CR CR LF (a file converted to Windows line ends twice, or a CRLF text piped through a tool
# that adds its own CR); a CR alone (classic Mac OS, a progress bar redrawing its line) ends a line too.
_CR_LINE_END = compiled(r"\r+\n")
# Undecodable bytes and control characters other than tab, form feed and ESC (colour codes are text).
_NOT_TEXT = compiled("[\ufffd\x00-\x08\x0b\x0e-\x1a\x1c-\x1f]")


def _blank_binary_lines(text: str) -> str:
    """Each line that is binary noise (more than one character in ten undecodable or a control character) made
    empty, so that its bytes never match a clue by chance (200 KB of random bytes hold 'A M1' or 'VM' one time in
    three) while a report pasted among them is still read, with its line numbers kept. A garbled character or two
    in a real line stays far under that share."""
    if "\ufffd" not in text and "\x00" not in text:
        return text
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if len(_NOT_TEXT.findall(line)) * 10 > len(line):
            lines[i] = ""
    return "\n".join(lines)


def load(source: str, limit: int = MAX_INPUT_BYTES) -> Facts:
    """The facts of ``--from source``, read up to ``limit`` bytes (the cap is a parameter for the tests)."""
    read = read_input(source, limit)
    name = "stdin" if source == "-" else source
    try:
        facts = load_text(read.text, name)
    except InputError as exc:
        if read.truncated:
            raise InputError(f"{exc} ({msg.INPUT_CUT.format(limit=_size(limit))})") from None
        raise
    if read.truncated:
        note = {"input.truncated": known({"source": name, "limit_bytes": limit}, f"reading --from {name}")}
        facts = facts.with_items(note)
    return facts


def _size(limit: int) -> str:
    mib = 1024 * 1024
    return f"{limit // mib} MiB" if limit % mib == 0 else f"{limit // 1024} KiB"


def load_text(text: str, name: str) -> Facts:
    """Facts from text: our own JSON (facts or report), else a pasted report. ``name`` is for messages."""
    stripped = text.lstrip()
    if stripped.startswith("{"):
        try:
            doc = json.loads(stripped)
        except (ValueError, RecursionError):  # not JSON, or nested deeper than any facts document
            doc = None
        if isinstance(doc, dict) and "facts" in doc:
            try:
                return load_snapshot(doc)
            except (ValueError, TypeError, RecursionError) as exc:
                raise InputError(f"--from {name}: {exc}") from None
    return parse_report(text, name)


def parse_report(text: str, name: str) -> Facts:
    """A pasted report: our own Markdown/JSON report read back, else the report parsers."""
    from macml_doctor import paste as reports
    from macml_doctor.paste import own

    snapshot = own.load(text)
    if snapshot is not None:
        return snapshot
    parsed = reports.parse(text, name)
    if parsed is None:
        raise InputError(f"--from {name}: no environment report recognised")
    return parsed.facts
