"""Undo what pasting does to a report, one physical line at a time (line numbers never change).

People paste environment text inside Markdown and HTML: code fences (```` ```shell ````, ``~~~``, escaped
``\\`\\`\\```), ``>`` quotes, ``<details>``/``<summary>``/``<br/>``/``<code>`` tags, HTML entities
(``&lt;``, ``&#39;``), what a web page does to characters (no-break spaces, curly quotes, zero-width and full-width
characters), terminal colour codes, and shell or REPL prompts in front of the command
(``$``, ``%``, ``(env) user@host dir %``, ``>>>``, ``In [3]:``, ``➜  ~``), inline code marks. Each is removed so that
the parsers see the text the program printed (a prompt takes the one space after it: the indentation of the output
behind it stays). An issue form's task list says what the person ticked: an unticked item (``- [ ] Ubuntu 20.04``)
is an option they did not choose, so its text is dropped; a ticked one keeps its text. A field written as a list
item (``- OS: macOS 14.5``) loses its marker.
A two-cell Markdown table row (``| OS | macOS 14.5 |``) is the field it shows (``OS: macOS 14.5``); a table's
separator row (``|---|:---:|``) is dropped. Rows of more cells (``nvidia-smi``'s boxes among them) stay as they are.
A Markdown code block written by indenting (four spaces or a tab, after a blank line) loses that indentation
(:func:`unindented`, over all the lines). Lines a terminal or a web page wrapped are not joined here: the signature
scan reads the text as one stream (:mod:`macml_doctor.paste.scan`).
"""

from __future__ import annotations

import html
import re

_ANSI = re.compile(r"\x1b(?:\[[0-9;?]{0,40}[ -/]{0,4}[@-~]|\][^\x07\x1b]{0,400}(?:\x07|\x1b\\)?|[@-Z\\-_])")
# Only real HTML tag names: `<module>`, `<stdin>` and `<string>` in tracebacks must stay.
_TAGS = re.compile(r"</?(?:details|summary|br|code|pre|p|b|i|em|strong|kbd|samp|sup|sub|div|span|ul|ol|li|hr"
                   r"|blockquote|tt|h[1-6]|table|tr|td|th|tbody|thead)(?:\s[^<>]{0,300})?\s?/?>", re.IGNORECASE)
_ENTITY = re.compile(r"&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});")
# `>` quote markers (any depth), but not the `>>>` of a Python prompt.
_QUOTE = re.compile(r"^[ \t]{0,3}(?:>(?!>>)[ \t]?)+")
_FENCE = re.compile(r"^[ \t]*(?:\\?`){3,}(?:[\w+#.-]{0,20}[ \t]*$)?|(?:\\?`){3,}[ \t]*$"
                    r"|^[ \t]*~{3,}[\w+-]{0,20}[ \t]*$")
# A Markdown task-list item: ``- [ ] choice`` (not chosen) or ``- [x] choice`` (chosen).
_TASK = re.compile(r"^[ \t]*[-*+][ \t]+\[([ xX])\][ \t]")
# A field written as a Markdown list item ("- OS: macOS 14.5", "* PyTorch version: 2.1.0", "1. Python: 3.11"), or
# copied out of a rendered page ("• OS: macOS 14.5") is the field: the marker goes, so a reader of "OS: …" lines sees
# it as the program printed it.
_BULLETS = set("-*+•◦▪‣·0123456789")
_BULLET_FIELD = re.compile(r"^[ \t]*(?:[-*+•◦▪‣·]|\d{1,2}[.)])[ \t]+"
                           r"(?=(?:\*\*)?[A-Za-z][\w .()/,-]{0,60}(?:\*\*)?:(?!//|:)[ \t]*\S)")
_TABLE_ROW = re.compile(r"^[ \t]*\|([^|]{1,400})\|([^|]{1,1000})\|[ \t]*$")
_TABLE_RULE = re.compile(r"^[ \t]*\|(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*$")
# What a web page, a word processor or a chat app does to the characters of copied text: no-break and other wide or
# narrow spaces (also from "&nbsp;"), zero-width characters and soft hyphens, curly quotes and primes, non-breaking
# hyphens and the minus sign, and the full-width forms of CJK input ("：", "（"). Each is read as the plain character
# the program printed.
_TYPOGRAPHY = {
    **dict.fromkeys([0xA0, *range(0x2000, 0x200B), 0x202F, 0x205F, 0x3000], " "),
    **dict.fromkeys([0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0xAD], None),
    **dict.fromkeys([0x2018, 0x2019, 0x201A, 0x201B, 0x2032], "'"),
    **dict.fromkeys([0x201C, 0x201D, 0x201E, 0x201F, 0x2033], '"'),
    **dict.fromkeys([0x2010, 0x2011, 0x2012, 0x2212], "-"),
    **{code: chr(code - 0xFEE0) for code in range(0xFF01, 0xFF5F)},
}
_ARROWS = {"➜", "❯", "λ", "→"}
# Matched after the indentation is stripped (a leading `[ \t]*` here backtracked through every alternative: a line of
# spaces took quadratic time).
_PROMPT = re.compile(
    r"(?:"
    r"(?:\([\w.@+-]{1,60}\)[ \t]*){0,3}[\w.-]{1,64}@[\w.-]{1,64}(?:[ \t:]{1,2}[^\s%$#]{0,120})?[ \t]*[%$#][ \t]"
    r"|(?:\([\w.@+-]{1,60}\)[ \t]*){1,3}(?:[~/][^\s%$]{0,120}[ \t]*)?[%$][ \t]"
    r"|[$%][ \t]"
    r"|(?:>>>|\.\.\.)(?:[ \t]|$)"
    r"|In \[\d{1,5}\]:[ \t]*"
    r"|(?:~?[\w/.-]{0,80}[ \t]*)?(?:➜|❯|λ|→)[ \t]+(?:[~/][^\s]{0,120}[ \t](?:git:\([^)]{0,60}\)[ \t]+)?(?:✗[ \t])?)?"
    r")")


def clean(line: str) -> str:
    """The text of one pasted line as the program printed it."""
    if "\x1b" in line:
        line = _ANSI.sub("", line)
    if "<" in line and ">" in line:
        line = _TAGS.sub("", line)
    if "&" in line and ";" in line:
        line = _ENTITY.sub(lambda m: html.unescape(m.group(0)), line)
    if not line.isascii():
        line = line.translate(_TYPOGRAPHY)
    if ">" in line:
        line = _QUOTE.sub("", line, count=1)
    if "`" in line or "~~~" in line:
        line = _FENCE.sub("", line)
        line = line.replace("\\`", "`").replace("`", "")  # inline code marks: `arm64` is arm64
    if line[:1] in (" ", "\t", "(", "$", "%", ">", ".", "I", "~") or "@" in line[:140] or _ARROWS & set(line[:90]):
        body = line.lstrip(" \t")
        prompt = _PROMPT.match(body)
        if prompt:
            line = body[prompt.end():]
    if "[" in line[:12]:
        task = _TASK.match(line)
        if task:
            line = "" if task.group(1) == " " else line[task.end():]
    if "|" in line[:8]:
        line = _table_cells(line)
    if ":" in line and line.lstrip(" \t")[:1] in _BULLETS:
        line = _BULLET_FIELD.sub("", line, count=1)
    return line


def _table_cells(line: str) -> str:
    if _TABLE_RULE.match(line):
        return ""
    row = _TABLE_ROW.match(line)
    return f"{row.group(1).strip()}: {row.group(2).strip()}" if row else line


def unindented(lines: list[str]) -> list[str]:
    """The lines with Markdown's indented code blocks (a blank line, then lines indented by four spaces or a tab)
    shifted back to where the program printed them. Lines inside a block keep any deeper indentation."""
    out: list[str] = []
    in_block = False
    for line in lines:
        blank = not line.strip()
        indented = line.startswith(("    ", "\t"))
        if indented and (in_block or not out or not out[-1].strip()):
            in_block = True
            out.append(line[1:] if line.startswith("\t") else line[4:])
            continue
        in_block = in_block and blank
        out.append(line)
    return out
