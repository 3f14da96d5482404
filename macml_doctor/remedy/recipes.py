"""Fix recipes (``fixes/*.toml``) as values; ``fix_plan`` turns them into exact commands for one environment."""

from __future__ import annotations

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
