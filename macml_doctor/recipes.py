"""Fix recipes (``fixes/*.toml``) as values, and the exact commands they mean for one environment."""

from __future__ import annotations

import shlex
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from macml_doctor import kb
from macml_doctor.facts import Facts

MANAGERS = ("conda", "uv", "pip")


@dataclass(frozen=True)
class Recipe:
    id: str
    title: str
    why: str
    kind: str  # "auto" (the doctor can apply it) or "manual" (needs the user)
    findings: tuple[str, ...]
    commands: Mapping[str, tuple[tuple[str, ...], ...]]
    manual: tuple[str, ...] = ()
    verify: str = "macml-doctor check"
    links: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def from_toml(cls, data: Mapping[str, Any]) -> Recipe:
        known = {"id", "title", "why", "kind", "findings", "commands", "manual", "verify", "links", "sources"}
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
        )

    def argvs(self, manager: str, values: Mapping[str, str]) -> list[list[str]]:
        """The exact argv lists for this manager ("any" applies to every manager)."""
        chosen = self.commands.get(manager) or self.commands.get("any") or ()
        return [[part.format_map(_Defaulting(values)) for part in argv] for argv in chosen]

    def command_lines(self, manager: str, values: Mapping[str, str]) -> list[str]:
        return [shlex.join(argv) for argv in self.argvs(manager, values)]


class _Defaulting(dict):  # type: ignore[type-arg]
    """format_map helper: an unknown placeholder stays visible as {name} instead of raising."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def catalogue() -> dict[str, Recipe]:
    out: dict[str, Recipe] = {}
    for name in kb.names("fixes"):
        recipe = Recipe.from_toml(kb.load("fixes", name))
        out[recipe.id] = recipe
    return out


def detect_manager(facts: Facts) -> str:
    """Which tool manages the target environment: conda (incl. mamba), uv or pip."""
    if facts.value("conda.env") is True:
        return "conda"
    cfg = facts.value("python.pyvenv_cfg") or {}
    if isinstance(cfg, Mapping) and "uv" in cfg:
        return "uv"
    return "pip"


def placeholder_values(facts: Facts) -> dict[str, str]:
    prefix = facts.value("python.prefix") or ""
    values = {
        "python": facts.value("python.executable") or facts.target.python or "python3",
        "prefix": prefix,
        "env_name": prefix.rstrip("/").rsplit("/", 1)[-1] if prefix else "ml",
        "python_version": ".".join((facts.value("python.version") or "3.11").split(".")[:2]),
    }
    return values


def display_lines(recipe: Recipe, facts: Facts, managers: Sequence[str] | None = None) -> list[str]:
    manager = managers[0] if managers else detect_manager(facts)
    return recipe.command_lines(manager, placeholder_values(facts))
