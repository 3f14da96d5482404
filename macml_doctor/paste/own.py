"""Our own reports pasted back: the JSON envelope, or the Markdown report that embeds it.

Either may be surrounded by prose (an issue body). The embedded document is replayed as a snapshot,
so a pasted-back report gives the same findings as the check that produced it. Without its JSON block (what
one copies from a rendered issue, the JSON collapsed) our Markdown is read from its visible finding lines,
``✗ summary (finding-id)``: each becomes a ``report.own_findings`` entry that diagnose/inputs.py replays.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from macml_doctor import messages as msg
from macml_doctor.facts import Facts, Origin, Target, known, load_snapshot
from macml_doctor.regex_cache import compiled

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
    doc = find_document(text) if _NEEDLE in text else None
    if doc is not None:
        try:
            return load_snapshot(doc)
        except (ValueError, KeyError, TypeError):
            return None
    return visible_report(text)


# The verdict line (the <summary> of our Markdown) and a finding line, raw or as copied from the rendered page.
_HEADER = compiled(r"macml-doctor \d[\w.+-]*: [✓•!✗☠] ")
_LINE = compiled(r"^\s*(?:[-*+]\s+)?(?:\*\*)?([✓•!✗])\s+(.+?)\s*(?:\*\*)?\s*\(`?([a-z0-9]+(?:-[a-z0-9]+)+)`?\)\s*$")
_SEVERITY = {mark: severity for severity, mark in msg.MARKS.items()}
MAX_FINDINGS = 200


def visible_report(text: str) -> Facts | None:
    """Our Markdown without its JSON block: its verdict line and finding lines; None when they are not there."""
    if not _HEADER.search(text):
        return None
    from macml_doctor.kb.load import finding_catalogue

    catalogue = finding_catalogue()
    shown: list[dict[str, Any]] = []
    for number, line in enumerate(text.splitlines(), 1):
        m = _LINE.match(line[:2000])
        if m and m.group(3) in catalogue and len(shown) < MAX_FINDINGS:
            shown.append({"id": m.group(3), "severity": _SEVERITY[m.group(1)], "summary": m.group(2).strip("* "),
                          "line": f"report line {number}: {line.strip()}"})
    if not shown:
        return None
    target = Target(Origin.REPORT, reason=msg.OWN_MARKDOWN_VISIBLE, report_kind="macml-doctor-markdown")
    return Facts(target, {"report.own_findings": known(shown, "the finding lines of a macml-doctor Markdown report")})
