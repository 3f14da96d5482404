"""Clues: one value a parser read from one line of a pasted report, and the numbered lines themselves.

A clue is not yet a fact: several parsers may read the same key (``OS: macOS 14.5 (arm64)`` and
``macOS-14.5-arm64-arm-64bit`` both say ``python.machine``), so :mod:`reasoning` picks the most
trustworthy clue per key (lowest ``rank``) and turns it into a fact whose source is that line.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from macml_doctor.paste import normalise
from macml_doctor.regex_cache import compiled

# Longest piece of one physical line that parsers look at; keeps every regex linear and cheap.
MAX_LINE = 2000
# Pastes sometimes run several lines together with long runs of spaces (GitHub's table rendering).
# collect_env's labels (all eras); a label after a run of spaces starts a new line that the paste lost.
COLLECT_ENV_LABELS = (
    "PyTorch version", "Is debug build", "CUDA used to build PyTorch", "ROCM used to build PyTorch", "OS",
    "GCC version", "Clang version", "CMake version", "Libc version", "Python version", "Python platform",
    "Is CUDA available", "CUDA runtime version", "CUDA_MODULE_LOADING set to", "GPU models and configuration",
    "Nvidia driver version", "cuDNN version", "HIP runtime version", "MIOpen runtime version",
    "Is XNNPACK available", "Is XPU available", "Caching allocator config",
)
_RUN_SPACES = " " * 8
_RUN_TOGETHER = compiled(r"[ \t]{60,}|[ \t]{8,}(?=(?:" + "|".join(re.escape(x) for x in COLLECT_ENV_LABELS) + r"):)")
_CONTROL = compiled(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")

# Ranks: how far a clue is trusted. Structured tool output beats templates, which beat prose.
TOOL = 10  # collect_env, conda info, sw_vers, uname: printed by a program
LISTING = 20  # pip/conda package listings
TEMPLATE = 30  # issue-template fields typed by a person
SIGNATURE = 40  # an error message or REPL output
PROSE = 60  # a sentence written by a person
ELSEWHERE = 70  # a person's sentence about a machine where it worked (paste/sentence.py)


@dataclass(frozen=True)
class Line:
    number: int  # 1-based physical line in the pasted text
    text: str  # at most MAX_LINE characters, control characters removed, right-stripped


# A post's own header, where a thread is pasted with its authors and dates ('rainhut · description · 2020-02-23',
# 'dongchuant · comment · 2016-03-14'): a Mac named below it was the Mac of a post written then.
POST_HEADER = compiled(
    r"^[^\S\n]*\S[^\n·]{0,60}?[^\S\n]·[^\S\n](?P<kind>description|comment|review\s+thread|answer|question|reply)[^\S\n]·"
    r"[^\S\n](?P<date>(?:19|20)\d\d-[01]\d-[0-3]\d)[^\S\n]*$", re.M)
CERTAINTIES = ("certain", "likely", "possible")  # strongest first


def weakest(*certainties: str | None) -> str:
    """The least sure of several certainties (a conclusion is as sure as its weakest premise)."""
    known = [c for c in certainties if c in CERTAINTIES]
    return max(known, key=CERTAINTIES.index) if known else "certain"


@dataclass(frozen=True)
class Clue:
    key: str
    value: Any
    line: Line
    rank: int
    parser: str
    certainty: str = "certain"

    @property
    def source(self) -> str:
        return source_of(self.line)


def source_of(line: Line) -> str:
    text = line.text.strip()
    if len(text) > 200:
        text = text[:199] + "…"
    return f"report line {line.number}: {text}"


def split_lines(text: str) -> list[Line]:
    """Numbered logical lines: Markdown/HTML/terminal wrapping and indented code blocks undone (:mod:`normalise`),
    control characters dropped, run-together lines split, length bounded. A long paste repeats its lines (a log):
    each distinct physical line is read once."""
    out: list[Line] = []
    # Most pastes hold no control character (nor an HTML entity, which may unescape to one): no line needs the sub
    control = "&#" in text or _CONTROL.search(text) is not None
    read: dict[str, list[str]] = {}
    # a default prompt (macOS's zsh, Debian's bash), once, after the last line (normalise.default_prompt)
    shell: Line | None = None
    for number, raw in enumerate(normalise.unindented(text.splitlines()), 1):
        texts = read.get(raw)
        if texts is None:
            texts = read[raw] = [part for piece in normalise.lines_of(raw, MAX_LINE * 4)
                                 for part in _run_together((_CONTROL.sub("", piece) if control else piece).rstrip())]
            if shell is None:
                prompt = normalise.default_prompt(raw)
                shell = Line(number, prompt[:MAX_LINE]) if prompt else None
        out.extend(Line(number, part) for part in texts)
    return [*out, shell] if shell is not None else out


def _run_together(clean: str) -> list[str]:
    body = clean.lstrip() if _RUN_SPACES in clean else ""
    if len(body) > 40 and _RUN_SPACES in body:
        lead = clean[: len(clean) - len(body)]
        parts = _RUN_TOGETHER.split(body)
        return [(lead + parts[0])[:MAX_LINE], *(part[:MAX_LINE] for part in parts[1:64])]
    return [clean[:MAX_LINE]]


# A line that a mail, a web page or a terminal cut at a space is long: wrapping fills each line to the width (80 or
# 100 characters, mostly) and breaks only where the next word no longer fits.
WRAPPED = 60
# The narrowest width a wrap commonly fills (a mail client's 72): a shorter line whose next word would not have fitted
# beside it within it was cut there too ("  • Note: both torch.backends.mps.is_available()} and" /
# "torch.backends.mps.is_built()} return True").
NARROW = 72
# What stands before the end of such a line where the wrap cut a sentence: the line's last 60 characters, the last a
# letter, a digit or a comma, or a link's closing bracket after a word or a slash ("I have Windows and went through
# installation as suggested by [@ivanpp](https://github.com/ivanpp)" / "for installing Detectron2 on Windows: …",
# layout-parser#184 wrapped at 100). A look-behind, of one width: ``(?<!…)\n`` is a line end that ends a sentence,
# ``(?<=…)\n`` one a wrap made.
WRAPPED_LINE_END = rf"[^\n]{{{WRAPPED - 2}}}(?:[^\n](?:[^\W_]|,)|[\w/]\))"
# An install command: a requirement on the line after one (a wrap, a backslash) is its argument, wanted, not installed.
# An install command, also as an installer logs it (SD.Next's 'Running pip: install --upgrade tensorflow==2.12.0', its
# 'Installing package: tensorflow==2.12.0' at a line's end, the version wrapped onto the next line).
INSTALL_COMMAND = compiled(r"\b(?:pip3?|uv\s+pip|conda|mamba|micromamba):?\s+install\b|\bInstalling\s+package:\s*$")


def continued(lines: Sequence[Line], i: int) -> str:
    """Line *i* with the line after it where line *i* is long enough to have been wrapped at a space, or the next
    line's first word would not have fitted after it within :data:`NARROW` characters
    (``…Darwin Kernel Version 23.3.0;`` / ``root:xnu-10002.81.5~7/RELEASE_ARM64_T6000 arm64``). A reader searches it
    for a record that starts on line *i* and keeps only a match that does (``m.start() < len(lines[i].text)``); a
    blank line ends a record, so it is never crossed."""
    text = lines[i].text
    after = lines[i + 1].text.strip() if i + 1 < len(lines) else ""
    wrapped = len(text) >= WRAPPED or len(text) + 1 + len(after.split(" ", 1)[0]) > NARROW
    return f"{text} {after}" if after and wrapped else text


def wrapped_into(lines: Sequence[Line], i: int) -> str:
    """The line before *i* and a space where a wrap broke a sentence into line *i* (the test of :func:`continued`),
    else "": a reader that judges the words before a match on line *i* ("You should setup your" / "environment with
    `python3.6`, `pytorch 1.0.1`") reads them across that break."""
    if i and lines[i - 1].text.strip() and continued(lines, i - 1) != lines[i - 1].text:
        return lines[i - 1].text + " "
    return ""


class Found:
    """What one parser read: its clues, and the report formats it recognised."""

    def __init__(self, parser: str) -> None:
        self.parser = parser
        self.clues: list[Clue] = []
        self.formats: set[str] = set()

    def add(self, key: str, value: Any, line: Line, rank: int, certainty: str = "certain") -> None:
        if value is not None and value != "":
            self.clues.append(Clue(key, value, line, rank, self.parser, certainty))


MISSING = ("n/a", "could not collect", "none", "not available", "not found", "not installed", "no cuda", "")


def missing(value: str) -> bool:
    return value.strip().strip("`").lower() in MISSING


# A template's own hint left in a field's value ("- OS: [e.g. Ubuntu 20.04]", "OS: e.g. Windows 10", "(e.g., MacBook Pro
# M1 Max, 32GB RAM) macbook pro m3 pro"): the form's example, not the person's answer. A hint in brackets may be
# followed by the answer ("[e.g. iOS] MacOS"); one without brackets runs to the end of the value.
_HINT_VALUE = compiled(r"(?i)^[ \t]*(?:\[[ \t]?(?:e\.?[ \t]?g\.?|i\.e\.|ex\.|for[ \t]+example)[^\[\]]{0,200}\]"
                       r"|\([ \t]?(?:e\.?[ \t]?g\.?|i\.e\.|ex\.|for[ \t]+example)[^()]{0,200}\)"
                       r"|[_*]?(?:e\.[ \t]?g\.?|eg\.|i\.e\.|ex(?:ample)?:|for[ \t]+example)(?=[\s,:]).*)")


def answer(value: str) -> str:
    """A field's value without the template's hint it opens with: what the person wrote, or '' (the hint alone)."""
    return _HINT_VALUE.sub("", value, count=1).strip()


def boolean(value: str) -> bool | None:
    """collect_env booleans across eras: True/False (recent) or Yes/No (older); N/A means unknown."""
    word = value.strip().strip("`").split(":", 1)[0].split(" ", 1)[0].lower()
    if word in ("true", "yes"):
        return True
    if word in ("false", "no"):
        return False
    return None


# An issue template's hint ("OS Platform and Distribution (e.g., Linux Ubuntu 16.04): M1 MAC", "OS: [e.g. Ubuntu 16.04]
# Mac M1", "Mac Chip (Intel, M1, ...): M2") is not the person's answer: it is blanked (same length, so offsets still map
# to lines) before the patterns run. Only where it sits in a field's label (a colon follows it on its line), opens a
# field's value (right after the colon), or anywhere in the value of a Markdown form's bold field ("- **OS:** macOS
# (e.g., Ventura 13.6 / Sonoma, whichever you have)", a filled-in generator's placeholder) or after a field's short
# value: a program's own "(e.g., `macosx_26_0_x86_64`)" is its answer. MediaPipe's template opens its hints with a space
# ("Programming Language and version ( e.g. C++ 14, Python 3.6, Java ): Python 3.7.13":
# https://github.com/google-ai-edge/mediapipe/issues/3656). A hint without brackets ("- OS: e.g. Ubuntu 20.04") runs to
# the line's end, so it is blanked only where it opens a field's value (paste/clues.answer reads fields the same way).
_TEMPLATE_HINT = compiled(r"\([ \t]?(?:e\.g\.|eg\.|i\.e\.|for example)[^()\n]{0,200}\)"
                          r"|\[[ \t]?(?:e\.g\.|eg\.|i\.e\.|for example)[^\[\]\n]{0,200}\]"
                          r"|\([^()\n]{1,120}(?:,|[^\S\n])[^\S\n]?(?:\.\.\.|…|etc\.?)\)"
                          r"|(?P<bare>[_*]?(?:e\.[ \t]?g\.|eg\.|i\.e\.)(?=[ \t,:])[^\n]{0,200})")
_FIELD_OPENS = compiled(r":[ \t*]*\Z")
# A template's field asked in a heading or a label alone on its line, the answer on the lines below (xlwings' bug
# template: "#### Versions of xlwings, Excel and Python (e.g. 0.11.8, Office 365, Python 3.7)" then "0.27.7, Excel
# 16.61, Python 3.10.4": https://github.com/xlwings/xlwings/issues/1919), in bold, or copied from the rendered page
# without its hashes (then only with its answer on the next line): the hint ends the line and the label before it is at
# most eight words, with no first person and no sentence's end. A title ("# …") is the thread's, not a field.
_LABEL_LINE = compiled(r"^[ \t]*(?P<mark>#{2,6}[ \t]+|(?:[-*][ \t]+)?\*\*)?"
                       r"(?![^\n]*\b(?:I|[Mm]y|[Ww]e|[Oo]ur|[Mm]e)\b)(?=[A-Z])(?:[^\s.!?:;]+(?:[ \t]+|\Z)){1,8}\Z")
_LINE_ENDS = compiled(r"[ \t*]*\Z")
_BOLD_FIELD = compiled(r"^[ \t]*(?:[-*][ \t]+)?\*\*[^*\n]{1,40}?:?\*\*:?")
# The same form copied out of the rendered page loses its stars ("- OS: macOS (e.g., Ventura 13.6 / Sonoma, whichever
# you have)"): a hint after a field's one- or two-word value is the form's too.
_SHORT_VALUE = compiled(r"^[ \t]*(?:[-*•][ \t]+)?[A-Za-z][A-Za-z .]{0,30}:[ \t]+[\w.-]+(?:[ \t][\w.-]+)?[ \t]*\Z")
_HINT_STARTS = ("(e", "(i.e", "(for", "[e", "[i.e", "[for", "( e", "( i.e", "( for", "[ e",
                "...)", "…)", "etc)", "etc.)", ": e.", ": eg.", ": i.e.", ": _e.", ": *e.")


def unhinted(text: str) -> str:
    """The text with every template hint that sits in a field blanked (same length, so offsets still map to lines)."""
    if not any(start in text for start in _HINT_STARTS):
        return text
    return _TEMPLATE_HINT.sub(lambda m: " " * len(m.group(0)) if _in_field(m) else m.group(0), text)


def _in_field(m: re.Match[str]) -> bool:
    text, start, end = m.string, m.start(), m.end()
    line_end = text.find("\n", end)
    after = text[end: line_end if line_end >= 0 else len(text)]
    opening = text[text.rfind("\n", 0, start) + 1: start]
    if m.group("bare"):  # a hint without brackets runs to the line's end: only as all of a field's value
        return bool(_FIELD_OPENS.search(opening))
    return (":" in after[:80] or bool(_FIELD_OPENS.search(opening)) or bool(_BOLD_FIELD.match(opening))
            or bool(_SHORT_VALUE.match(opening)) or _labels_line(text, opening, after, end))


def _labels_line(text: str, opening: str, after: str, end: int) -> bool:
    """The hint ends a line that is only a field's label: a heading, a bold label, or a few words over their answer."""
    label = _LABEL_LINE.match(opening)
    if not label or not _LINE_ENDS.fullmatch(after):
        return False
    following = text[end + len(after) + 1:].split("\n", 1)[0]
    return bool(label.group("mark")) or bool(following.strip())


# A CJK character is a word character to `\b`, so in "m1芯片的mac" or "在m1 mac环境下" no pattern could find "m1" or
# "mac" as a word: one that touches a Latin letter or digit is read as a space (same length, so offsets still map to
# lines). The clue scan (paste/scan.py) and the chip reader of paste/platform_strings.py both read text so spaced.
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"
_CJK_TOUCHING = compiled(f"[{_CJK}](?:(?<=[A-Za-z0-9].)|(?=[A-Za-z0-9]))")  # the CJK character first: searched fast


def cjk_spaced(text: str) -> str:
    return text if text.isascii() else _CJK_TOUCHING.sub(" ", text)
