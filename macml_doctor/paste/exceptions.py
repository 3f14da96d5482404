"""The exceptions a paste shows, whatever raised them: a Python traceback's last line (``TypeError: bar() got an
unexpected keyword argument 'size'``), or an exception line pasted alone (``ModuleNotFoundError: No module named
'node2vec'``).

A traceback is a clue like any other: a paste that holds nothing else is still a report (of an error the doctor may
not know), not "no report". Each exception is recorded with its line (``report.exceptions``, the first
:data:`MAX_KEPT`); :mod:`macml_doctor.diagnose.unexplained` names the first as ``error-unexplained`` when no known
signature explains the report's error.

In a paste that shows a traceback (``Traceback (most recent call last):``, a frame ``File "…", line N`` or IPython's
header, anywhere in it), any class named like an exception is read (``…Error``, ``…Exception``, dotted or not).
Elsewhere, only what cannot be anything but Python's: a dotted class (``torch.cuda.OutOfMemoryError: …``) or one of
Python's built-in exceptions. A bare ``Error:`` or ``ERROR:`` is every tool's, and warnings are not errors.
"""

from __future__ import annotations

import builtins
import functools
from collections.abc import Sequence
from typing import TYPE_CHECKING

from macml_doctor.paste.clues import SIGNATURE, Found, Line, source_of
from macml_doctor.regex_cache import compiled

if TYPE_CHECKING:
    from macml_doctor.paste.scan import Rule

MAX_KEPT = 20
_MESSAGE_CHARS = 300
# A class named like an exception, then its message: 'RuntimeError: …', 'torch.cuda.OutOfMemoryError: CUDA out of
# memory. …', 'jaxlib.xla_extension.XlaRuntimeError: …'; at a line's start (a Markdown heading's, a list item's) or
# inside it after a space, a quote, a backtick, a bracket ('I cannot import onnx_coreml: `ModuleNotFoundError: No
# module named 'onnx_coreml'`', '`RuntimeError:CUDA out of memory. …`': chnsh/DCRNN_PyTorch#6) or Markdown's bold
# ('the response I got is that **ModuleNotFoundError: No module named 'tensorflow.contrib'**', as its rendered copy
# without the stars reads: tensorflow/tensorflow#41830), so a hard wrap that moves it to a line's start reads the
# same. Its message may stand on the next line, where a wrap put it ('OSError:' / 'dlopen(/Users/…'). A class alone
# ('KeyboardInterrupt') only at a line's start.
_RAISED = compiled(r"(?:^\s{0,12}(?:#{1,6}\s+|[-*+]\s+)?|(?<=[\s`'\"(\[>*]))`{0,3}"
                   r"(?P<exc>(?:[A-Za-z_]\w{0,40}\.){0,8}[A-Z]\w{0,60}(?:Error|Exception|Interrupt|Exit))"
                   r"(?::\s*(?P<msg>\S.{0,2000})|(?P<colon>:)\s*$|\s*$)")
_TRACEBACK = compiled(r"Traceback \(most recent call last\)|^\s*File \"[^\"\n]{1,1000}\", line \d{1,7}"
                      r"|^\s*File [^\s\"]{1,1000}:\d{1,7}(?:,\s+in\b|$)")
_BUILTIN = frozenset(name for name, value in vars(builtins).items()
                     if isinstance(value, type) and issubclass(value, BaseException) and not issubclass(value, Warning))


def parse(lines: Sequence[Line]) -> Found:
    found = Found("exceptions")
    seen: list[dict[str, object]] = []
    first: Line | None = None
    # a paste that shows a traceback anywhere (before or after, whatever order its sections come in, a frame perhaps cut
    # by a wrap after 'File'): an exception of any class is read in it
    traceback = any(("Traceback" in line.text or "File" in line.text) and _TRACEBACK.search(_with_next(lines, i))
                    for i, line in enumerate(lines))
    for i, line in enumerate(lines):
        text = line.text
        if not ("Error" in text or "Exception" in text or "Interrupt" in text or "Exit" in text):
            continue
        m = _RAISED.search(text)
        if m is None or (not m.group("msg") and not m.group("colon") and text[:m.start()].strip(" \t#*+-`")):
            continue  # a class named alone inside a sentence
        exc = m.group("exc")
        if not traceback and "." not in exc and exc not in _BUILTIN:
            continue
        message = m.group("msg") or (_next_text(lines, i) if m.group("colon") else _set_apart(lines, i))
        message = message.strip().rstrip("`*").rstrip()
        seen.append({"type": exc, "message": message[:_MESSAGE_CHARS], "line": source_of(line),
                     "read_as": _read_as(f"{exc}: {message[:_MESSAGE_CHARS]} {_next_text(lines, i)[:_MESSAGE_CHARS]}")})
        first = first or line
        if len(seen) == MAX_KEPT:
            break
    if first is not None:
        found.add("report.exceptions", seen, first, SIGNATURE)
    return found


def _read_as(said: str) -> list[str]:
    """The facts error signatures read from the error's own message (torch.older_than from "module 'torch.backends'
    has no attribute 'mps'"): a finding that stands on one explains the error (diagnose/unexplained.py). The message
    and the line after it, where a wrap put its end."""
    from macml_doctor.paste import scan  # the scan's rules; imported here, as the scan imports the readers' package

    return sorted({key for rule in _signatures_with_facts() if scan.said_holds(rule.regex, rule.needles, said)
                   for key, _ in rule.facts})


@functools.cache
def _signatures_with_facts() -> tuple[Rule, ...]:
    """The error signatures that set facts, picked once from the scan's rules (not for every exception)."""
    from macml_doctor.paste import scan

    return tuple(rule for rule in scan.rules() if rule.rank == SIGNATURE and rule.facts)


def _set_apart(lines: Sequence[Line], i: int) -> str:
    """The message Poetry's console (cleo) prints under a class alone on its line, a blank line between, both indented
    ('  RuntimeError' / '' / '  Unable to find installation candidates for torch (2.1.2)'); none under a class
    followed by anything else."""
    if i + 2 < len(lines) and not lines[i + 1].text.strip() and lines[i].text[:1] in " \t" \
            and lines[i + 2].text[:1] in " \t" and lines[i + 2].text.strip():
        return lines[i + 2].text
    return ""


def _with_next(lines: Sequence[Line], i: int) -> str:
    """Line *i* and the next: a frame whose long path a wrap put on the line after 'File'."""
    return f"{lines[i].text} {_next_text(lines, i)}"


def _next_text(lines: Sequence[Line], i: int) -> str:
    """The message a hard wrap put on the line after its exception's class ('OSError:' / 'dlopen(/Users/…')."""
    return lines[i + 1].text if i + 1 < len(lines) else ""
