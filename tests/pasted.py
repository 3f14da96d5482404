"""What the paste parsers take from a text, in the shape the clue-family tests assert on."""

from __future__ import annotations

from typing import Any

from macml_doctor.diagnose import engine
from macml_doctor.diagnose.symptoms import merge_symptoms
from macml_doctor.errors import InputError
from macml_doctor.findings import Finding
from macml_doctor.paste import inputs
from macml_doctor.remedy.plan import decide
from macml_doctor.remedy.recipes import catalogue


def read(text: str) -> tuple[dict[str, Any], list[str]]:
    """The facts' values and the symptom ids the parsers take from the text (none when nothing in it is
    recognised)."""
    try:
        facts = inputs.parse_report(text, "test")
    except InputError:
        return {}, []
    values = {k: f.value for k, f in facts.items.items()}
    return values, [s["id"] for s in values.get("report.symptoms", [])]


def fact(text: str, key: str) -> Any:
    """The value of one fact the parsers take from the text (None where they take none)."""
    return read(text)[0].get(key)


def findings(text: str) -> list[Finding]:
    """The findings the checks raise on the text's facts, its symptoms merged in."""
    facts = inputs.parse_report(text, "test")
    return merge_symptoms(engine.run_checks(facts), facts)


def ids(text: str) -> set[str]:
    """The ids of the findings the checks raise on the text's facts, its symptoms merged in."""
    return {f.id for f in findings(text)}


def finding(text: str, finding_id: str) -> Finding | None:
    """The finding of that id raised on the text (None where none is)."""
    return next((f for f in findings(text) if f.id == finding_id), None)


def fix_id(found: Finding) -> str | None:
    """The id of the fix chosen for a finding (None where no recipe fixes it)."""
    recipe = decide(found, catalogue())
    return recipe.id if recipe else None


def raised(text: str) -> set[str]:
    """The finding ids, none where nothing in the text is recognised."""
    try:
        return ids(text)
    except InputError:
        return set()


def import_failures(text: str) -> list[tuple[str, str | None]]:
    """Each import-failed finding's summary and the id of the fix chosen for it (None where none is)."""
    return [(f.summary, fix_id(f)) for f in findings(text) if f.id == "import-failed"]
