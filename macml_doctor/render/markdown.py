"""Issue-ready Markdown: the verdict, findings with fixes, key facts in a table, all facts collapsed."""

from __future__ import annotations

import json
from collections.abc import Mapping

from macml_doctor import __version__
from macml_doctor import messages as msg
from macml_doctor.diagnose.common import package
from macml_doctor.findings import Severity
from macml_doctor.remedy import plan as fix_plan
from macml_doctor.remedy.recipes import Recipe
from macml_doctor.render.text import header, verdict
from macml_doctor.report import Report

KEY_FACTS = (
    ("host.cpu_brand", "Chip"), ("host.gpu_cores", "GPU cores"), ("host.macos_version", "macOS"),
    ("host.os", "OS"), ("host.linux_distro", "Distribution"), ("python.version", "Python"),
    ("python.machine", "Python arch"), ("python.translated", "Rosetta (proc_translated)"),
    ("python.executable", "Interpreter"), ("conda.python_subdir", "conda subdir"),
    ("torch.version", "torch"), ("torch.mps_built", "MPS built"), ("torch.mps_available", "MPS available"),
    ("tensorflow.version", "tensorflow"), ("tensorflow-metal", "tensorflow-metal"),
)
MARKER = "<!-- macml-doctor report -->"


def render(report: Report, recipes: Mapping[str, Recipe] | None = None) -> str:
    """A collapsible block for a GitHub issue: the verdict as its summary; findings, fixes and key facts inside."""
    severity, text = verdict(report)
    lines = [MARKER, "<details open>",
             f"<summary><b>macml-doctor {__version__}: {msg.MARKS[severity.value]} {_html(text)}</b></summary>", "",
             f"_{header(report)}_", ""]
    problems = [f for f in report.findings if f.severity.rank >= Severity.WARNING.rank]
    others = [f for f in report.findings if f.severity.rank < Severity.WARNING.rank]
    for f in problems:
        lines.append(f"- **{msg.MARKS[f.severity.value]} {_md(f.summary)}** (`{f.id}`)")
        lines.extend(f"  - evidence: `{_code(str(v))}`" for k, v in f.evidence.items()
                     if k == "report line" or k.endswith("←"))
        recipe = (recipes or {}).get(f.fix or "")
        if recipe is not None:
            lines.append(f"  - fix: {recipe.title} (`{recipe.id}`)")
            lines.extend(f"    - `{_code(cmd)}`" for cmd in fix_plan.command_lines(recipe, report.facts, f))
    lines.extend(f"- {msg.MARKS[f.severity.value]} {_md(f.summary)} (`{f.id}`)" for f in others)
    lines += ["", "| fact | value |", "|---|---|"]
    for key, label in KEY_FACTS:
        # A dotted key is a fact; a bare name is an installed distribution's version.
        raw = report.facts.value(key) if "." in key else (package(report.facts, key) or {}).get("version")
        if raw is not None:
            lines.append(f"| {label} | `{_code(str(raw)).replace('|', chr(92) + '|')}` |")
    payload = json.dumps(report.to_json(), indent=1, ensure_ascii=False)
    lines += ["", "<details><summary>All facts (JSON; <code>macml-doctor check --from</code> reads this back)"
              "</summary>", "", "```json", payload, "```", "", "</details>", "</details>", ""]
    return "\n".join(lines)


def _code(text: str) -> str:
    return text.replace("`", "'").replace("\n", " ")


def _md(text: str) -> str:
    return text.replace("<", "&lt;").replace(">", "&gt;")


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
