"""Undo what pasting does to a report, one physical line at a time (line numbers never change).

People paste environment text inside Markdown and HTML: code fences (```` ```shell ````, ``~~~``, escaped
``\\`\\`\\```), ``>`` quotes, ``<details>``/``<summary>``/``<br/>``/``<code>`` tags, HTML entities
(``&lt;``, ``&#39;``), terminal colour codes, and shell or REPL prompts in front of the command
(``$``, ``%``, ``(env) user@host dir %``, ``>>>``, ``In [3]:``, ``➜  ~``), inline code marks. Each is removed so that
the parsers see the text the program printed. Lines a terminal or a web page wrapped are not joined
here: the signature scan reads the text as one stream (:mod:`macml_doctor.paste.scan`).
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
_ARROWS = {"➜", "❯", "λ", "→"}
_PROMPT = re.compile(
    r"^[ \t]*(?:"
    r"(?:\([\w.@+-]{1,60}\)[ \t]*){0,3}[\w.-]{1,64}@[\w.-]{1,64}(?:[ \t:]{1,2}[^\s%$#]{0,120})?[ \t]*[%$#][ \t]+"
    r"|(?:\([\w.@+-]{1,60}\)[ \t]*){1,3}(?:[~/][^\s%$]{0,120}[ \t]*)?[%$][ \t]+"
    r"|[$%][ \t]+"
    r"|(?:>>>|\.\.\.)(?:[ \t]+|$)"
    r"|In \[\d{1,5}\]:[ \t]*"
    r"|(?:~?[\w/.-]{0,80}[ \t]*)?(?:➜|❯|λ|→)[ \t]+(?:[~/][^\s]{0,120}[ \t]+(?:git:\([^)]{0,60}\)[ \t]+)?(?:✗[ \t]+)?)?"
    r")")


def clean(line: str) -> str:
    """The text of one pasted line as the program printed it."""
    if "\x1b" in line:
        line = _ANSI.sub("", line)
    if "<" in line and ">" in line:
        line = _TAGS.sub("", line)
    if "&" in line and ";" in line:
        line = _ENTITY.sub(lambda m: html.unescape(m.group(0)), line)
    if ">" in line:
        line = _QUOTE.sub("", line, count=1)
    if "`" in line or "~~~" in line:
        line = _FENCE.sub("", line)
        line = line.replace("\\`", "`").replace("`", "")  # inline code marks: `arm64` is arm64
    if line[:1] in (" ", "\t", "(", "$", "%", ">", ".", "I", "~") or "@" in line[:140] or _ARROWS & set(line[:90]):
        line = _PROMPT.sub("", line, count=1)
    return line
