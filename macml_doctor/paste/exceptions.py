"""The exceptions a paste shows, whatever raised them: a Python traceback's last line (``TypeError: bar() got an
unexpected keyword argument 'size'``), or an exception line pasted alone (``ModuleNotFoundError: No module named
'node2vec'``).

A traceback is a clue like any other: a paste that holds nothing else is still a report (of an error the doctor may
not know), not "no report". Each exception is recorded with its line (``report.exceptions``, the first
:data:`MAX_KEPT`); :mod:`macml_doctor.diagnose.symptoms` names the first as ``error-unexplained`` when no known
signature explains the report's error.

An exception's line is read where a traceback shows it: after ``Traceback (most recent call last):``, a frame
(``File "…", line N``) or IPython's header, within :data:`TRACEBACK_REACH` lines, any class named like an exception
(``…Error``, ``…Exception``, dotted or not). Alone, only what cannot be anything but Python's: a dotted class
(``torch.cuda.OutOfMemoryError: …``) or one of Python's built-in exceptions. A bare ``Error:`` or ``ERROR:`` is every
tool's, and warnings are not errors.
"""

from __future__ import annotations

import builtins
from collections.abc import Sequence

from macml_doctor.paste.clues import SIGNATURE, Found, Line, source_of
from macml_doctor.regex_cache import compiled

MAX_KEPT = 20
TRACEBACK_REACH = 200  # lines from a traceback's header or last frame to the exception it ends in
_MESSAGE_CHARS = 300
# A class named like an exception, at the line's start (or a Markdown heading's, a list item's, inline code's), then
# its message: 'RuntimeError: …', 'torch.cuda.OutOfMemoryError: CUDA out of memory. …', 'jaxlib.xla_extension.
# XlaRuntimeError: …', 'KeyboardInterrupt'; '`RuntimeError:CUDA out of memory. …`' (chnsh/DCRNN_PyTorch#6).
_RAISED = compiled(r"^\s{0,12}(?:#{1,6}\s+|[-*+]\s+)?`{0,3}"
                   r"(?P<exc>(?:[A-Za-z_]\w{0,40}\.){0,8}[A-Z]\w{0,60}(?:Error|Exception|Interrupt|Exit))(?::\s*(?P<msg>\S.{0,2000})|\s*$)")
_TRACEBACK = compiled(r"Traceback \(most recent call last\)|^\s*File \"[^\"\n]{1,1000}\", line \d{1,7}"
                      r"|^\s*File [^\s\"]{1,1000}:\d{1,7}(?:,\s+in\s|$)")
_BUILTIN = frozenset(name for name, value in vars(builtins).items()
                     if isinstance(value, type) and issubclass(value, BaseException) and not issubclass(value, Warning))


def parse(lines: Sequence[Line]) -> Found:
    found = Found("exceptions")
    seen: list[dict[str, object]] = []
    first: Line | None = None
    since = TRACEBACK_REACH + 1  # lines since the last traceback header or frame
    for line in lines:
        text = line.text
        since += 1
        if ("Traceback" in text or "File " in text) and _TRACEBACK.search(text):
            since = 0
            continue
        if not ("Error" in text or "Exception" in text or "Interrupt" in text or "Exit" in text):
            continue
        m = _RAISED.match(text)
        if m is None:
            continue
        exc = m.group("exc")
        if since > TRACEBACK_REACH and "." not in exc and exc not in _BUILTIN:
            continue
        message = (m.group("msg") or "").strip().rstrip("`").rstrip()
        seen.append({"type": exc, "message": message[:_MESSAGE_CHARS], "line": source_of(line)})
        first = first or line
        if len(seen) == MAX_KEPT:
            break
    if first is not None:
        found.add("report.exceptions", seen, first, SIGNATURE)
    return found
