"""Read `check --from FILE|-`: our own JSON (facts or report), or a pasted report (report parsers)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from macml_doctor.errors import InputError
from macml_doctor.facts import Facts, load_snapshot


def read_text(source: str) -> str:
    try:
        data = sys.stdin.buffer.read() if source == "-" else Path(source).expanduser().read_bytes()
    except FileNotFoundError:
        raise InputError(f"--from {source}: no such file") from None
    except IsADirectoryError:
        raise InputError(f"--from {source}: is a directory") from None
    except OSError as exc:
        raise InputError(f"--from {source}: cannot read ({exc.strerror or exc})") from None
    return decode(data)


def decode(data: bytes) -> str:
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16", "replace")
    return data.decode("utf-8-sig", "replace")


def load(source: str) -> Facts:
    return load_text(read_text(source), "stdin" if source == "-" else source)


def load_text(text: str, name: str) -> Facts:
    """Facts from text: our own JSON (facts or report), else a pasted report. ``name`` is for messages."""
    stripped = text.lstrip()
    if stripped.startswith("{"):
        try:
            doc = json.loads(stripped)
        except ValueError:
            doc = None
        if isinstance(doc, dict) and "facts" in doc:
            try:
                return load_snapshot(doc)
            except ValueError as exc:
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
