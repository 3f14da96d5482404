"""Fix recipes (``fixes/*.toml``) as values; ``fix_plan`` turns them into exact commands for one environment."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from macml_doctor.facts import Facts
from macml_doctor.kb import load as kb

MANAGERS = ("conda", "uv", "pip")


@dataclass(frozen=True)
class Recipe:
    id: str
    title: str
    why: str
    kind: str  # "auto" (the doctor can apply it) or "manual" (needs the user)
    findings: tuple[str, ...]  # the findings this recipe is the remedy for (see ``when``)
    commands: Mapping[str, tuple[tuple[str, ...], ...]]
    manual: tuple[str, ...] = ()
    verify: str = "macml-doctor check"
    links: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)
    # finding id -> {evidence key: allowed values}: this recipe is chosen only when the finding's evidence
    # says so ("*": any non-empty value; a list in the evidence matches when one of its items is allowed).
    when: Mapping[str, Mapping[str, tuple[Any, ...]]] = field(default_factory=dict)
    also_fixes: tuple[str, ...] = ()  # findings it fixes when asked for by id, never chosen by `check`

    @classmethod
    def from_toml(cls, data: Mapping[str, Any]) -> Recipe:
        known = {"id", "title", "why", "kind", "findings", "commands", "manual", "verify", "links", "sources",
                 "when", "also_fixes"}
        return cls(
            id=data["id"],
            title=data["title"],
            why=data["why"],
            kind=data.get("kind", "manual"),
            findings=tuple(data.get("findings", ())),
            commands={m: tuple(tuple(argv) for argv in cmds) for m, cmds in data.get("commands", {}).items()},
            manual=tuple(data.get("manual", ())),
            verify=data.get("verify", "macml-doctor check"),
            links=tuple(data.get("links", ())),
            sources=tuple(data.get("sources", ())),
            extra={k: v for k, v in data.items() if k not in known},
            when={fid: {key: tuple(values) for key, values in conds.items()}
                  for fid, conds in data.get("when", {}).items()},
            also_fixes=tuple(data.get("also_fixes", ())),
        )


# The schema of fixes/*.toml: key -> (type, required). Checked by tests/remedy/test_recipes.py.
FIELDS: Mapping[str, tuple[str, bool]] = {
    "id": ("str", True), "title": ("str", True), "why": ("str", True), "kind": ("kind", True),
    "findings": ("list[str]", True), "also_fixes": ("list[str]", False), "when": ("when", False),
    "commands": ("commands", False), "manual": ("list[str]", False), "verify": ("str", True),
    "links": ("list[str]", True), "sources": ("list[str]", True), "applies": ("applies", False),
    "edit": ("edit", False), "expect": ("table[str]", False),
}
COMMAND_KEYS = (*MANAGERS, "any")
APPLIES_KEYS = ("os", "managers", "packages")


def validate(name: str, data: Mapping[str, Any]) -> list[str]:
    """Every problem of fixes/<name>.toml against the recipe schema (empty when valid)."""
    where = f"fixes/{name}.toml"
    errors = [f"{where}: unknown key {k!r}" for k in data if k not in FIELDS]
    errors += [f"{where}: missing required key {k!r}" for k, (_, req) in FIELDS.items() if req and k not in data]
    for key, value in data.items():
        if key in FIELDS and not _fits(FIELDS[key][0], value):
            errors.append(f"{where}: {key} is not a valid {FIELDS[key][0]}")
    if data.get("id") != name:
        errors.append(f"{where}: id must be {name!r} (the file name)")
    if not (data.get("commands") or data.get("manual") or data.get("edit")):
        errors.append(f"{where}: no commands, manual steps or edits: nothing to show")
    named = {*data.get("findings", ()), *data.get("also_fixes", ())}
    errors += [f"{where}: [when.{fid}] names a finding the recipe does not list in `findings`"
               for fid in data.get("when", {}) if fid not in data.get("findings", ())]
    if not named:
        errors.append(f"{where}: fixes no finding (findings and also_fixes are empty)")
    return errors


def _strings(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _fits(kind: str, value: Any) -> bool:
    if kind == "str":
        return isinstance(value, str) and bool(value.strip())
    if kind == "kind":
        return value in ("auto", "manual")
    if kind == "list[str]":
        return _strings(value)
    if kind == "table[str]":
        return isinstance(value, Mapping) and all(isinstance(v, str) for v in value.values())
    if kind == "commands":
        return isinstance(value, Mapping) and all(
            m in COMMAND_KEYS and isinstance(argvs, list) and all(_strings(a) and a for a in argvs)
            for m, argvs in value.items())
    if kind == "when":
        return isinstance(value, Mapping) and all(
            isinstance(conds, Mapping) and conds and all(
                isinstance(allowed, list) and allowed and all(isinstance(a, (str, bool)) for a in allowed)
                for allowed in conds.values())
            for conds in value.values())
    if kind == "applies":
        return isinstance(value, Mapping) and all(k in APPLIES_KEYS and _strings(v) for k, v in value.items())
    if kind == "edit":
        return isinstance(value, list) and all(
            isinstance(e, Mapping) and ((e.get("kind") == "shell-env" and isinstance(e.get("env"), Mapping))
                                        or (e.get("kind") == "condarc" and isinstance(e.get("set"), Mapping)))
            for e in value)
    return False


@functools.cache
def _recipes() -> tuple[Recipe, ...]:
    return tuple(Recipe.from_toml(kb.load("fixes", name)) for name in kb.names("fixes"))


def catalogue() -> dict[str, Recipe]:
    """Fix id -> recipe, from fixes/*.toml (read once per process; a new dict each call, for callers that add to it)."""
    return {recipe.id: recipe for recipe in _recipes()}


def placeholder_values(facts: Facts) -> dict[str, str]:
    # a pasted report's conda environment, where it names one (conda info, a conda list header, a traceback's path)
    active = facts.value("conda.active_prefix") if facts.value("conda.env") else None
    prefix = facts.value("python.prefix") or active or ""
    values = {
        "python": facts.value("python.executable") or facts.target.python or "python3",
        "prefix": prefix,
        "env_name": prefix.rstrip("/").rsplit("/", 1)[-1] if prefix else "ml",
        "python_version": ".".join((facts.value("python.version") or "3.11").split(".")[:2]),
    }
    return values
