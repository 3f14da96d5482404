"""The Facts model: what is known about a target environment, and how it was learned.

A fact is *known* (with a value), *absent* (checked, not there / not applicable) or *failed*
(the attempt to learn it went wrong, with why). A key that is not in `Facts` at all is
*unknown*: nobody looked. Checks stay silent on unknown and failed facts rather than guess.

Facts are flat, dotted keys (``host.macos_version``, ``python.machine``, ``torch.mps_available``)
so that the live collector, report parsers and recorded snapshots all produce the same shape.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

SCHEMA_VERSION = 1


class State(str, enum.Enum):
    KNOWN = "known"
    ABSENT = "absent"
    FAILED = "failed"


class Origin(str, enum.Enum):
    LIVE = "live"
    REPORT = "report"
    SNAPSHOT = "snapshot"


@dataclass(frozen=True)
class Fact:
    state: State
    value: Any = None
    source: str = ""
    error: str | None = None

    @property
    def known(self) -> bool:
        return self.state is State.KNOWN

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"state": self.state.value}
        if self.state is State.KNOWN:
            out["value"] = self.value
        if self.source:
            out["source"] = self.source
        if self.error:
            out["error"] = self.error
        return out

    @classmethod
    def from_json(cls, data: Any) -> Fact:
        if not isinstance(data, Mapping) or "state" not in data:
            raise ValueError("a fact must be an object with a 'state'")
        return cls(
            state=State(data["state"]),
            value=data.get("value"),
            source=str(data.get("source", "")),
            error=data.get("error"),
        )


def known(value: Any, source: str = "") -> Fact:
    return Fact(State.KNOWN, value, source)


def absent(source: str = "") -> Fact:
    return Fact(State.ABSENT, None, source)


def failed(error: str, source: str = "") -> Fact:
    return Fact(State.FAILED, None, source, error)


@dataclass(frozen=True)
class Target:
    """Which environment the facts describe, and why it was chosen."""

    origin: Origin
    python: str | None = None
    reason: str = ""
    report_kind: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "source": self.origin.value,
            "python": self.python,
            "reason": self.reason,
            "report_kind": self.report_kind,
        }


@dataclass(frozen=True)
class Facts:
    target: Target
    items: Mapping[str, Fact] = field(default_factory=dict)

    def get(self, key: str) -> Fact | None:
        return self.items.get(key)

    def value(self, key: str, default: Any = None) -> Any:
        fact = self.items.get(key)
        return fact.value if fact is not None and fact.known else default

    def is_known(self, key: str) -> bool:
        fact = self.items.get(key)
        return fact is not None and fact.known

    def is_absent(self, key: str) -> bool:
        fact = self.items.get(key)
        return fact is not None and fact.state is State.ABSENT

    def __iter__(self) -> Iterator[str]:
        return iter(self.items)

    def with_items(self, extra: Mapping[str, Fact]) -> Facts:
        return Facts(self.target, {**self.items, **extra})

    def to_json(self) -> dict[str, Any]:
        return {
            "schema_version": SCHEMA_VERSION,
            "target": self.target.to_json(),
            "facts": {key: fact.to_json() for key, fact in sorted(self.items.items())},
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=2, sort_keys=False)


def facts_from_mapping(raw: Mapping[str, Any], target: Target) -> dict[str, Fact]:
    """Parse a ``{key: {state, value, ...}}`` mapping (collector output or snapshot)."""
    return {str(key): Fact.from_json(value) for key, value in raw.items()}


def load_snapshot(data: Any) -> Facts:
    """Rebuild Facts from our own JSON (``facts`` output or a ``check --format json`` report).

    Raises ValueError when the document is not one of ours.
    """
    if not isinstance(data, Mapping) or "facts" not in data:
        raise ValueError("not a macml-doctor facts document (no 'facts' key)")
    version = data.get("schema_version")
    if not isinstance(version, int) or version < 1 or version > SCHEMA_VERSION:
        raise ValueError(f"unsupported schema_version {version!r} (this doctor reads 1..{SCHEMA_VERSION})")
    raw_target = data.get("target") or {}
    if not isinstance(raw_target, Mapping) or not isinstance(data["facts"], Mapping):
        raise ValueError("malformed facts document")
    python = raw_target.get("python")
    recorded = raw_target.get("reason") or ""
    target = Target(
        Origin.SNAPSHOT,
        python=python if isinstance(python, str) else None,
        reason=f"snapshot: {recorded}" if recorded else "a recorded snapshot",
        report_kind=raw_target.get("report_kind"),
    )
    return Facts(target, facts_from_mapping(data["facts"], target))
