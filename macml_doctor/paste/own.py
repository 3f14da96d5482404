"""Our own reports pasted back: the JSON envelope, or the Markdown report that embeds it.

Either may be surrounded by prose (an issue body). The embedded document is replayed as a snapshot,
so a pasted-back report gives the same findings as the check that produced it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from macml_doctor.facts import Facts, load_snapshot

_DECODER = json.JSONDecoder()
_NEEDLE = '"schema_version"'


def find_document(text: str, *, limit: int = 20) -> Mapping[str, Any] | None:
    """The first JSON object in the text that is a macml-doctor facts or report document."""
    start = 0
    for _ in range(limit):
        at = text.find(_NEEDLE, start)
        if at < 0:
            return None
        brace = text.rfind("{", 0, at)
        start = at + len(_NEEDLE)
        if brace < 0 or text[brace:at].strip("{ \t\r\n"):
            continue
        try:
            doc, _end = _DECODER.raw_decode(text, brace)
        except (ValueError, RecursionError):
            continue
        if isinstance(doc, dict) and "facts" in doc:
            return doc
    return None


def load(text: str) -> Facts | None:
    """Facts from our own JSON or Markdown report in the text; None when there is none."""
    if _NEEDLE not in text:
        return None
    doc = find_document(text)
    if doc is None:
        return None
    try:
        return load_snapshot(doc)
    except (ValueError, KeyError, TypeError):
        return None
