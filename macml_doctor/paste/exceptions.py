"""The exceptions a paste shows, whatever raised them: a Python traceback's last line (``TypeError: bar() got an
unexpected keyword argument 'size'``), or an exception line pasted alone (``ModuleNotFoundError: No module named
'node2vec'``).

A traceback is a clue like any other: a paste that holds nothing else is still a report (of an error the doctor may
not know), not "no report". Each exception is recorded with its line (``report.exceptions``, the first
:data:`MAX_KEPT`); :mod:`macml_doctor.diagnose.unexplained` names the first as ``error-unexplained`` when no known
signature explains the report's error.

In a paste that shows a traceback (``Traceback (most recent call last):``, a frame ``File "…", line N`` or IPython's
header, anywhere in it), any class named like an exception is read (``…Error``, ``…Exception``, dotted or not). The
class IPython's header names (``FileNotFoundError      Traceback (most recent call last)``) is read where no line
gives its message: a traceback cut before its last line still says which error it shows.
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
# Named like an exception: …Error, …Exception, …Interrupt, …Exit; the classes libraries name for what went wrong
# without that suffix (…NotFound, …Conflict, …Failed, …Timeout, …Expired: 'graphviz.backend.execute.ExecutableNotFound:
# failed to execute PosixPath('dot'), make sure the Graphviz executables are on your systems' PATH',
# szagoruyko/pytorchviz#89; 'pkg_resources.VersionConflict: …', 'torch._dynamo.exc.BackendCompilerFailed: …'); and
# any class of a library's exceptions module ('torch._dynamo.exc.Unsupported: …', 'docker.errors.NotFound: …').
_SUFFIXES = ("Error", "Exception", "Interrupt", "Exit", "NotFound", "Conflict", "Failed", "Timeout", "Expired")
_CLASS = (rf"(?:[A-Za-z_]\w{{0,40}}\.){{0,8}}[A-Z]\w{{0,60}}(?:{'|'.join(_SUFFIXES)})"
          r"|(?:[A-Za-z_]\w{0,40}\.){0,7}(?:exc|exceptions?|errors?)\.[A-Z]\w{0,60}")
_RAISED = compiled(r"(?:^\s{0,12}(?:#{1,6}\s+|[-*+]\s+)?|(?<=[\s`'\"(\[>*]))`{0,3}"
                   rf"(?P<exc>{_CLASS})"
                   r"(?::\s*(?P<msg>\S.{0,2000})|(?P<colon>:)\s*$|\s*$)")
# a line that may name one (the regular expression runs only on those)
_NAMED = (*_SUFFIXES, "exc.", "exceptions.", "errors.", "error.")
_TRACEBACK = compiled(r"Traceback \(most recent call last\)|^\s*File \"[^\"\n]{1,1000}\", line \d{1,7}"
                      r"|^\s*File [^\s\"]{1,1000}:\d{1,7}(?:,\s+in\b|$)")
# IPython's header names the class of the exception it shows ('FileNotFoundError                         Traceback
# (most recent call last)', a pydot traceback cut before its last line: AppliedDataSciencePartners/
# DeepReinforcementLearning#3), quoted or not; after the rule of dashes IPython prints above it, where the paste lost
# that line break ('--------------------------------------------------------------------------- ImportError
# Traceback (most recent call last) /var/folders/…', a Jupyter traceback pasted as one line:
# https://github.com/pandas-dev/pandas/issues/44966), and cut by a wrap before 'Traceback' (read with the next line).
_IPYTHON_HEADER = compiled(rf"^[\s>]{{0,12}}(?:-{{10,}}[^\S\n]+)?(?P<exc>{_CLASS})(?:[^\S\n]{{2,}}|[^\S\n]*\n[^\S\n]*)"
                           r"Traceback \(most recent call last\)")
_BUILTIN = frozenset(name for name, value in vars(builtins).items()
                     if isinstance(value, type) and issubclass(value, BaseException) and not issubclass(value, Warning))


def parse(lines: Sequence[Line]) -> Found:
    found = Found("exceptions")
    # a paste that shows a traceback anywhere (before or after, whatever order its sections come in, a frame perhaps cut
    # by a wrap after 'File'): an exception of any class is read in it
    traceback = any(("Traceback" in line.text or "File" in line.text) and _TRACEBACK.search(_with_next(lines, i))
                    for i, line in enumerate(lines))
    seen: list[tuple[int, dict[str, object]]] = []
    headers: dict[str, int] = {}
    for i, line in enumerate(lines):
        if not any(word in line.text for word in _NAMED):
            continue
        header = _IPYTHON_HEADER.match(f"{line.text}\n{_next_text(lines, i)}")
        if header:
            headers.setdefault(header.group("exc"), i)
        elif (raised := _raised(lines, i, traceback)) is not None:
            seen.append((i, raised))
            if len(seen) == MAX_KEPT:
                break
    # the class IPython's header names, after the lines that give a message, where none gives its own (a traceback cut
    # before its end); IPython names it undotted ('XlaRuntimeError' for jaxlib.xla_extension.XlaRuntimeError)
    shown = {str(raised["type"]).rsplit(".", 1)[-1] for _, raised in seen}
    seen += [(i, _entry(exc, "", lines[i], "")) for exc, i in headers.items() if exc.rsplit(".", 1)[-1] not in shown]
    seen = seen[:MAX_KEPT]
    if seen:
        found.add("report.exceptions", [raised for _, raised in seen], lines[seen[0][0]], SIGNATURE)
    return found


def _raised(lines: Sequence[Line], i: int, traceback: bool) -> dict[str, object] | None:
    """The exception line *i* shows, None where it shows none (or one outside a traceback that may be anyone's)."""
    text = lines[i].text
    m = _RAISED.search(text)
    if m is None or (not m.group("msg") and not m.group("colon") and text[:m.start()].strip(" \t#*+-`")):
        return None  # a class named alone inside a sentence
    exc = m.group("exc")
    if not traceback and "." not in exc and exc not in _BUILTIN:
        return None
    message = m.group("msg") or (_next_text(lines, i) if m.group("colon") else _set_apart(lines, i))
    message = message.strip().rstrip("`*").rstrip()
    if m.group("msg") and message.endswith(":"):
        message = f"{message} {_announced(lines, i)}".rstrip()
    return _entry(exc, message, lines[i], _next_text(lines, i))


def _entry(exc: str, message: str, line: Line, after: str) -> dict[str, object]:
    """An exception as report.exceptions keeps it; *after*: the line after its message's, where a wrap put its end."""
    return {"type": exc, "message": message[:_MESSAGE_CHARS], "line": source_of(line),
            "read_as": _read_as(f"{exc}: {message[:_MESSAGE_CHARS]} {after[:_MESSAGE_CHARS]}")}


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


def _announced(lines: Sequence[Line], i: int) -> str:
    """The error a wrapper's message ending in a colon announces, where the next line that is not blank shows one
    ('torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:' / '' / 'AssertionError: Device mps not
    supported', Lightning-AI/litgpt#1107); none where it shows anything else (a path, a list, a post's header)."""
    after = next((line.text.strip() for line in lines[i + 1:i + 3] if line.text.strip()), "")
    m = _RAISED.match(after)
    return after if m is not None and m.group("msg") else ""


def _with_next(lines: Sequence[Line], i: int) -> str:
    """Line *i* and the next: a frame whose long path a wrap put on the line after 'File'."""
    return f"{lines[i].text} {_next_text(lines, i)}"


def _next_text(lines: Sequence[Line], i: int) -> str:
    """The message a hard wrap put on the line after its exception's class ('OSError:' / 'dlopen(/Users/…')."""
    return lines[i + 1].text if i + 1 < len(lines) else ""
