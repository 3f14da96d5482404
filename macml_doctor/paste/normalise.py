"""Undo what pasting does to a report, one physical line at a time (line numbers never change).

People paste environment text inside Markdown and HTML: code fences (```` ```shell ````, ``~~~``, escaped
``\\`\\`\\```), ``>`` quotes, ``<details>``/``<summary>``/``<br/>``/``<code>`` tags, HTML entities
(``&lt;``, ``&#39;``), what a web page does to characters (no-break spaces, curly quotes, zero-width and full-width
characters), terminal colour codes, and shell or REPL prompts in front of the command
(``$``, ``%``, ``(env) user@host dir %``, ``>>>``, ``In [3]:``, ``➜  ~``), inline code marks. Each is removed so that
the parsers see the text the program printed (a prompt takes the one space after it: the indentation of the output
behind it stays); a prompt whose host names a Mac and its chip (``petergreis@MacBook-Pro-M1-Max-2021 Project %``:
people name their Mac after its chip, and a prompt is where a paste shows that name), or one whose host is a Docker
container's ID (``root@62d88bdd9d38:/workspace#``), is kept as a line of its own before the command's
(:func:`lines_of`).
An issue form's task list says what the person ticked: an unticked item (``- [ ] Ubuntu 20.04``)
is an option they did not choose, so its text is dropped, unless it is a field they answered after the form's hint
(``- [ ] OS architecture (e.g. amd64): arm64``); a ticked one keeps its text. A field written as a list
item (``- OS: macOS 14.5``) loses its marker.
A two-cell Markdown table row (``| OS | macOS 14.5 |``) is the field it shows (``OS: macOS 14.5``); a table's
separator row (``|---|:---:|``) is dropped. Rows of more cells (``nvidia-smi``'s boxes among them) stay as they are.
A Markdown code block written by indenting (four spaces or a tab, after a blank line) loses that indentation, and
a fenced block indented under a list item (``1. Output:`` then ``   ```…``) the fence's own indentation
(:func:`unindented`, over all the lines). What a log, a viewer or a notebook puts in front of every line goes: a
timestamp (``2024-05-01 12:00:00,123 INFO``, a CI log's ``2024-05-01T12:00:01.1234567Z``, ``[12:00:01]``), a line
number (``  12 | ``), a notebook's ``Out[3]:``. A tab is four spaces of indentation, or a two-space gap between
columns (readers of aligned columns look for two). Lines joined by ``<br>`` (a Markdown table's cell holds no line
break) are split again, and a code fence's own line is no line (:func:`lines_of`). Lines a terminal or a web page
wrapped are not joined here: the signature scan reads the text as one stream (:mod:`macml_doctor.paste.scan`).
"""

from __future__ import annotations

import html
import re

from macml_doctor.regex_cache import compiled

_ANSI = compiled(r"\x1b(?:\[[0-9;?]{0,40}[ -/]{0,4}[@-~]|\][^\x07\x1b]{0,400}(?:\x07|\x1b\\)?|[@-Z\\-_])")
# What a log, a CI runner, a viewer puts in front of every line: a date and time (with the logger's level; not a
# program's own "ERROR: …"), a time in brackets, a line number and its bar. Python logging's usual
# '%(asctime)s - %(name)s - %(levelname)s - %(message)s' names the logger too, after a full date or (OpenMMLab's
# check_env / collect_env through mmengine's logger: '09/18 22:14:55 - mmengine - INFO - PyTorch: 1.8.0') a
# month/day one: 'https://github.com/open-mmlab/mmdeploy/issues/1652' ('2023-01-13 11:24:57,560 - mmdeploy - INFO -
# PyTorch: 1.9.0.post2'); https://github.com/open-mmlab/mmdeploy/issues/1868
_LEVELS = r"(?:DEBUG|INFO|NOTICE|WARNING|WARN|ERROR|CRITICAL|FATAL|TRACE)"
_LOGGER = r"[ \t]-[ \t][\w.]{1,40}[ \t]-[ \t]" + _LEVELS + r"[ \t]-"
_LINE_PREFIX = compiled(
    r"[ \t]*(?:\[?\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d{1,9})?(?:Z|[+-]\d\d:?\d\d)?\]?"
    r"(?:[ \t]{1,4}" + _LEVELS + r"(?=[ \t])|" + _LOGGER + r")?"
    r"|\d\d/\d\d[ \t]\d\d:\d\d:\d\d" + _LOGGER +
    r"|\[\d{1,2}:\d\d:\d\d(?:[.,]\d{1,6})?\]"
    r"|\d{1,6}[ \t]\|)(?:[ \t]|$)")
_PREFIX_STARTS = set(" \t[0123456789")
# A line break in HTML and in a Markdown table's cell.
_BREAK = compiled(r"<br[ \t]*/?>", re.IGNORECASE)
# A table row whose last cell a <br> continues: its label cell and the cell's first line.
_CELL_OPENS = compiled(r"^[ \t]*\|([^|]{1,400})\|[ \t]?(.*)$")
_CELL_CLOSES = compiled(r"[ \t]*\|[ \t]*$")
# Only real HTML tag names: `<module>`, `<stdin>` and `<string>` in tracebacks must stay.
_TAGS = compiled(r"</?(?:details|summary|br|code|pre|p|b|i|em|strong|kbd|samp|sup|sub|div|span|ul|ol|li|hr"
                 r"|blockquote|tt|h[1-6]|table|tr|td|th|tbody|thead)(?:\s[^<>]{0,300})?\s?/?>", re.IGNORECASE)
_ENTITY = compiled(r"&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});")
# `>` quote markers (any depth), but not the `>>>` of a Python prompt.
_QUOTE = compiled(r"^[ \t]{0,3}(?:>(?!>>)[ \t]?)+")
_FENCE = compiled(r"^[ \t]*(?:\\?`){3,}(?:[\w+#.-]{0,20}[ \t]*$)?|(?:\\?`){3,}[ \t]*$"
                  r"|^[ \t]*~{3,}[\w+-]{0,20}[ \t]*$")
# A Markdown task-list item: ``- [ ] choice`` (not chosen) or ``- [x] choice`` (chosen).
_TASK = compiled(r"^[ \t]*[-*+][ \t]+\[([ xX])\][ \t]")
# An unticked item that is a field the person answered after the form's own hint (pyenv's template: ``- [ ] OS
# architecture (e.g. amd64): arm64``; people fill the answer and leave the box): the answer is theirs, so it stays.
_ANSWERED_FIELD = compiled(r"\((?:e\.g\.|eg\.|ex\.|i\.e\.)[^()\n]{0,80}\)[ \t]*:[ \t]*\S")
# A field written as a Markdown list item ("- OS: macOS 14.5", "* PyTorch version: 2.1.0", "1. Python: 3.11"), or
# copied out of a rendered page ("• OS: macOS 14.5") is the field: the marker goes, so a reader of "OS: …" lines sees
# it as the program printed it.
_BULLETS = set("-*+•◦▪‣·0123456789")
_BULLET_FIELD = compiled(r"^[ \t]*(?:[-*+•◦▪‣·]|\d{1,2}[.)])[ \t]+"
                           r"(?=(?:\*\*)?[A-Za-z][\w .()/,-]{0,60}(?:\*\*)?:(?!//|:)[ \t]*\S)")
_TABLE_ROW = compiled(r"^[ \t]*\|([^|]{1,400})\|([^|]{1,1000})\|[ \t]*$")
_TABLE_RULE = compiled(r"^[ \t]*\|(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*$")
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
# Arrow-shaped prompts of zsh themes: '➜  ~ ', '❯ ', 'λ ', '→ ', and '⇒ ' / '»' (oh-my-zsh themes that put them after
# 'user@host:~|' or after the folder and its git branch: 'For Mac with:' / '⇒  uname -m' / 'arm64',
# https://github.com/CIROH-UA/ngen-datastream/issues/64 ; 'anyisalin@MacBook-Pro:~|⇒  pip install ipython jupyter' and
# '~/Documents/42/rainfall/level1/resources (main) » python -c …', code-search index ids 26400693104, 48998385067).
# Those two only alone or after a folder (one with '~' or '/') or 'user@host:~|': 'Settings » Privacy', a breadcrumb of
# prose, keeps its words.
_ARROWS = {"➜", "❯", "λ", "→", "⇒", "»"}
# Matched after the indentation is stripped (a leading `[ \t]*` here backtracked through every alternative: a line of
# spaces took quadratic time).
_PROMPT = compiled(
    r"(?:"
    r"(?:\([\w.@+-]{1,60}\)[ \t]*){0,3}[\w.-]{1,64}@[\w.-]{1,64}(?:[ \t:]{1,2}[^\s%$#]{0,120})?[ \t]*[%$#][ \t]"
    r"|(?:\([\w.@+-]{1,60}\)[ \t]*){1,3}(?:[~/][^\s%$]{0,120}[ \t]*)?[%$][ \t]"
    r"|[$%][ \t]"
    r"|(?:>>>|\.\.\.)(?:[ \t]|$)"
    r"|(?:In \[\d{1,5}\]|Out\[\d{1,5}\]):[ \t]?"
    r"|(?:~?[\w/.-]{0,80}[ \t]*)?(?:➜|❯|λ|→)[ \t]+(?:[~/][^\s]{0,120}[ \t](?:git:\([^)]{0,60}\)[ \t]+)?(?:✗[ \t])?)?"
    r"|(?:[\w.-]{1,64}@[\w.-]{1,64}:[^\s|]{0,120}\|"
    r"|(?:~|[\w.-]{0,40}/)[\w/.-]{0,80}[ \t]*(?:\([\w./-]{1,60}\)[ \t]*)?)?[⇒»][ \t]+"
    r")")

# IPython's and Jupyter's own prompts, where another prompt stands before them (an IPython session pasted behind a
# quote or a shell prompt: 'In [2]: torch.__version__' / 'Out[2]: '1.11.0'', https://github.com/escape2020/school2022/issues/35)
_JUPYTER_PROMPT = compiled(r"(?:In \[\d{1,5}\]|Out\[\d{1,5}\]):[ \t]?")

# A prompt's host that names a Mac and its chip ('user@MacBook-Pro-M1-Max-2021', 'user@Macbook-Air-M2', 'user@iMac-M4';
# the chip with its tier or after MBP/MBA without the word Mac, 'user@bh-m1-max', 'user@mbp-m1'; not 'user@MacBook-Pro',
# which says nothing a kept line would add, nor 'user@node-m1'): see the module's docstring.
_MAC_HOST = compiled(r"@(?i:i?mac)[\w.-]{0,30}?-[Mm][1-5](?![0-9])"
                     r"|@(?:[A-Za-z0-9]{1,20}-){0,3}?(?:(?i:mbp|mba)-?[Mm][1-5](?![0-9])|[Mm][1-5]-(?i:pro|max|ultra)(?![A-Za-z0-9]))")
# A prompt's host that is a Docker container's ID (Docker names a container's host after the first 12 hex digits of its
# ID: 'root@62d88bdd9d38:/workspace/axolotl#'): kept likewise, for checks/clues.toml container-id-prompt to read.
_CONTAINER_HOST = compiled(r"@(?=[0-9]{0,11}[a-f])(?=[a-f]{0,11}[0-9])[0-9a-f]{12}:")


# macOS's default zsh prompt ('%n@%m %1~ %# ' in the /etc/zshrc macOS ships: 'guoliang@mp stable-diffusion-webui % ',
# '(base) user@host ~ % '): user@host, one folder's name, then '%' (Debian's zsh prompt is 'host% ', bash's ends in
# '$'). It says the paste came from a Mac's terminal: read once per paste, as a line after its last one
# (clues.split_lines; checks/clues.toml zsh-macos-default-prompt), so no line of the report moves.
_MACOS_ZSH = compiled(r"(?:\([\w.@+-]{1,60}\)[ \t]*){0,3}[\w.-]{1,64}@[\w.-]{1,64}[ \t][^\s%$#:]{1,120}[ \t]%[ \t]?")
# Debian's and Ubuntu's default bash prompt ('\u@\h:\w\$ ' in the /etc/skel/.bashrc they ship:
# 'dl-box@DL-Box:~/Downloads/RotatE$ ', root's ending in '#'): user@host, a colon, the working directory's path, then
# '$'. macOS's bash writes 'host:dir user$ ' instead, so the paste came from a Linux terminal, possibly; read the same
# way (checks/clues.toml debian-bash-default-prompt). A host that names a Mac is not one (its owner's own prompt).
_DEBIAN_BASH = compiled(r"(?:\([\w.@+-]{1,60}\)[ \t]*){0,3}[\w.-]{1,64}@(?![\w.-]*(?i:mac|mbp|mba))[\w.-]{1,64}:"
                        r"[~/][^\s%$#]{0,120}[$#][ \t]?")


def default_prompt(raw: str) -> str | None:
    """The default prompt of macOS's zsh or of Debian's bash in front of a pasted command line, if there is one."""
    if "@" not in raw or ("%" not in raw and "$" not in raw and "#" not in raw):
        return None
    if "<" not in raw or not _BREAK.search(raw):
        return _cleaned(raw)[2]
    pieces = _BREAK.split(raw)  # lines joined by <br> (a table cell's): the prompt opens one of them
    cell = _CELL_OPENS.match(pieces[0])
    if cell is not None:
        pieces[0] = cell.group(2)
    return next((shell for piece in pieces if "@" in piece and (shell := _cleaned(piece)[2])), None)


def lines_of(raw: str, limit: int) -> list[str]:
    """The lines a pasted physical line holds, each as the program printed it (at most *limit* characters of each):
    one, or those that ``<br>`` joined. A two-cell table row whose value cell holds several lines
    (``| Environment | PyTorch version: 2.1.0<br>OS: macOS 14.5 |``) is its label, alone, then those lines."""
    if "<" not in raw or not _BREAK.search(raw):
        return _text_of(raw[:limit])
    pieces = _BREAK.split(raw)
    first = clean(pieces[0][:limit])
    cell = _CELL_OPENS.match(first)
    head = [first]
    if cell is not None:  # the label, then the cell's first line (none where a fence opened it)
        head = [cell.group(1).strip() + ":", *_text_of(cell.group(2)) * bool(cell.group(2).strip())]
        pieces[-1] = _CELL_CLOSES.sub("", pieces[-1])
    return head + [line for piece in pieces[1:] for line in _text_of(piece[:limit])]


def _text_of(raw: str) -> list[str]:
    """The cleaned line, after the prompt in front of it where that names a Mac; none for a code fence's own line (a
    rendered page shows no line there)."""
    prompt, line, _ = _cleaned(raw)
    return prompt + ([] if not line and ("``" in raw or "~~~" in raw) else [line])


def clean(line: str) -> str:
    """The text of one pasted line as the program printed it."""
    return _cleaned(line)[1]


def _cleaned(line: str) -> tuple[list[str], str, str | None]:
    """The text of one pasted line as the program printed it, after the prompt removed from its front where the
    prompt's host names a Mac; and the prompt removed where it is macOS's default zsh one or Debian's bash one."""
    kept: list[str] = []
    shell: str | None = None
    original = line
    if line[:1] in _PREFIX_STARTS:
        prefix = _LINE_PREFIX.match(line)
        if prefix:
            line = line[prefix.end():]
    if "\t" in line:
        body = line.lstrip("\t")
        line = "    " * (len(line) - len(body)) + body.replace("\t", "  ")
    if "\x1b" in line:
        line = _ANSI.sub("", line)
    if "<" in line and ">" in line:
        line = _TAGS.sub("", line)
    if "&" in line and ";" in line:
        line = _ENTITY.sub(lambda m: html.unescape(m.group(0)), line)
    if not line.isascii():
        line = line.translate(_TYPOGRAPHY)
    if ">" in line[:4]:
        line = _QUOTE.sub("", line, count=1)
    if "`" in line or "~~~" in line:
        line = _FENCE.sub("", line)
        line = line.replace("\\`", "`").replace("`", "")  # inline code marks: `arm64` is arm64
    if (line[:1] in (" ", "\t", "(", "$", "%", ">", ".", "I", "O", "~") or "@" in line[:140]
            or (not line[:90].isascii() and _ARROWS & set(line[:90]))):
        body = line.lstrip(" \t")
        prompt = _PROMPT.match(body)
        if prompt:
            line = body[prompt.end():]
            if _MAC_HOST.search(prompt.group(0)) or _CONTAINER_HOST.search(prompt.group(0)):
                kept.append(prompt.group(0).rstrip())
            elif _MACOS_ZSH.fullmatch(prompt.group(0)) or _DEBIAN_BASH.fullmatch(prompt.group(0)):
                shell = prompt.group(0).rstrip().replace("\t", " ")
            inner = _JUPYTER_PROMPT.match(line) if line[:1] in ("I", "O") else None
            if inner:  # a notebook's own prompt behind the shell's or the quote's ('$ Out[2]: '1.11.0'')
                line = line[inner.end():]
    if line[:1] in _PREFIX_STARTS and line is not original:
        # a log's prefix that a quote, a prompt or full-width punctuation hid from the first look
        prefix = _LINE_PREFIX.match(line)
        if prefix:
            line = line[prefix.end():]
    if "[" in line.lstrip(" \t")[:6]:  # however deep a nested item's indentation ("        - [ ] Ubuntu 18.04 LTS")
        task = _TASK.match(line)
        if task:
            rest = line[task.end():]
            line = "" if task.group(1) == " " and not _ANSWERED_FIELD.search(rest) else rest
    if "|" in line[:8]:
        line = _table_cells(line)
    if ":" in line and line.lstrip(" \t")[:1] in _BULLETS:
        line = _BULLET_FIELD.sub("", line, count=1)
    return kept, line, shell


def _table_cells(line: str) -> str:
    if _TABLE_RULE.match(line):
        return ""
    row = _TABLE_ROW.match(line)
    return f"{row.group(1).strip()}: {row.group(2).strip()}" if row else line


# A fence indented under a list item: the block's lines lose as much indentation as the fence has (CommonMark).
_FENCE_OPENS = compiled(r"^( {0,3})(?:```|~~~)")


def unindented(lines: list[str]) -> list[str]:
    """The lines with Markdown's indented code blocks (a blank line, then lines indented by four spaces or a tab)
    shifted back to where the program printed them, and a fenced block's lines shifted back by its fence's
    indentation. Lines inside a block keep any deeper indentation."""
    out: list[str] = []
    in_block = False
    fence: int | None = None  # the indentation of the open fence
    for line in lines:
        at_fence = _FENCE_OPENS.match(line) if line[:1] in (" ", "`", "~") else None
        if at_fence:
            fence = len(at_fence.group(1)) if fence is None else None
        elif fence:
            out.append(line[min(fence, len(line) - len(line.lstrip(" "))):])
            continue
        blank = not line or line.isspace()
        indented = line.startswith(("    ", "\t"))
        if indented and (in_block or not out or not out[-1] or out[-1].isspace()):
            in_block = True
            out.append(line[1:] if line.startswith("\t") else line[4:])
            continue
        in_block = in_block and blank
        out.append(line)
    return out
