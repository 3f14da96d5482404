"""Issue-ready Markdown: the verdict, findings with fixes, key facts in a table, all facts collapsed."""

from __future__ import annotations

import json

from macml_doctor import __version__
from macml_doctor import messages as msg
from macml_doctor.findings import Severity
from macml_doctor.regex_cache import compiled
from macml_doctor.remedy import shell
from macml_doctor.render.text import header, verdict
from macml_doctor.report import Report
from macml_doctor.traits import package

KEY_FACTS = (
    ("host.cpu_brand", "Chip"), ("host.gpu_cores", "GPU cores"), ("host.macos_version", "macOS"),
    ("host.os", "OS"), ("host.linux_distro", "Distribution"), ("python.version", "Python"),
    ("python.machine", "Python arch"), ("python.translated", "Rosetta (proc_translated)"),
    ("python.executable", "Interpreter"), ("conda.python_subdir", "conda subdir"),
    ("torch.version", "torch"), ("torch.mps_built", "MPS built"), ("torch.mps_available", "MPS available"),
    ("tensorflow.version", "tensorflow"), ("tensorflow-metal", "tensorflow-metal"),
)
MARKER = "<!-- macml-doctor report -->"
_BACKTICKS = compiled(r"`+")
# What can start Markdown in a line of prose: links, images, emphasis, code, headings, tables, strikethrough.
_MARKUP = compiled(r"([\\`*_\[\]()!#|~{}])")
# GitHub turns bare URLs and www. names into links; an escaped character inside them stops that.
_AUTOLINK = compiled(r"(://|(?i:www)\.)")


def render(report: Report, *, home: str | None = None) -> str:
    """A collapsible block for a GitHub issue: the verdict as its summary; findings, fixes and key facts inside.

    Fix commands go in a fenced code block exactly as :func:`macml_doctor.remedy.shell.join` wrote them;
    ``home`` is the redacted home folder's stand-in, written ``"$HOME"`` there so that a copied command runs.
    """
    severity, text = verdict(report)
    lines = [MARKER, "<details open>",
             f"<summary><b>macml-doctor {__version__}: {msg.MARKS[severity.value]} {_html(text)}</b></summary>", "",
             f"_{_md(header(report))}_", ""]
    problems = [f for f in report.findings if f.severity.rank >= Severity.WARNING.rank]
    others = [f for f in report.findings if f.severity.rank < Severity.WARNING.rank]
    for f in problems:
        lines.append(f"- **{msg.MARKS[f.severity.value]} {_md(f.summary)}** (`{f.id}`)")
        lines.extend(f"  - evidence: {_code(str(v))}" for k, v in f.evidence.items()
                     if k == "report line" or k.endswith("←"))
        if f.remedy is not None:
            lines.append(f"  - fix: {_md(f.remedy.title)} ({_code(f.remedy.fix_id)})")
            lines += code_block([shell.join(argv, home=home) for argv in f.remedy.commands], indent="    ")
            if f.remedy.commands and f.remedy.unfilled:
                lines.append(f"    {_md(msg.REMEDY_FILL_IN.format(names=', '.join(f.remedy.unfilled)))}")
    lines.extend(f"- {msg.MARKS[f.severity.value]} {_md(f.summary)} (`{f.id}`)" for f in others)
    lines += ["", "| fact | value |", "|---|---|"]
    for key, label in KEY_FACTS:
        # A dotted key is a fact; a bare name is an installed distribution's version.
        raw = report.facts.value(key) if "." in key else (package(report.facts, key) or {}).get("version")
        if raw is not None:
            lines.append(f"| {label} | {_code(str(raw)).replace('|', chr(92) + '|')} |")
    payload = json.dumps(report.to_json(), indent=1, ensure_ascii=False)
    lines += ["", "<details><summary>All facts (JSON; <code>macml-doctor check --from</code> reads this back)"
              "</summary>", "", "```json", payload, "```", "", "</details>", "</details>", ""]
    return "\n".join(lines)


def code_block(commands: list[str], indent: str = "") -> list[str]:
    """A fenced ``sh`` block holding the commands unaltered: its fence is longer than any backtick run in them."""
    if not commands:
        return []
    body = [line for cmd in commands for line in cmd.split("\n")]
    fence = "`" * max(3, 1 + max((len(run) for line in body for run in _BACKTICKS.findall(line)), default=0))
    return ["", indent + fence + "sh", *(indent + line for line in body), indent + fence]


def _code(text: str) -> str:
    """An inline code span that shows the text as it is (one line): its fence outnumbers the text's backticks."""
    text = " ".join(text.splitlines())
    fence = "`" * (1 + max((len(run) for run in _BACKTICKS.findall(text)), default=0))
    pad = " " if text.startswith("`") or text.endswith("`") or (text.startswith(" ") and text.strip()) else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def _md(text: str) -> str:
    """Prose that may hold values from a report, shown as the same words: no link, image or emphasis forms."""
    text = _MARKUP.sub(r"\\\1", _html(text))
    return _AUTOLINK.sub(lambda m: m[1].replace("/", "\\/").replace(".", "\\."), text)


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
