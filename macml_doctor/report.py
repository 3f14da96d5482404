"""The Report: facts + findings (+ probe), and its versioned JSON envelope (DESIGN.md contract)."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from typing import Any

from macml_doctor import __version__
from macml_doctor.facts import Facts
from macml_doctor.findings import Finding, Severity, count, exit_code

REPORT_SCHEMA_VERSION = 1


def now_utc() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


@dataclass(frozen=True)
class Report:
    facts: Facts
    findings: tuple[Finding, ...]
    probe: Mapping[str, Any] | None = None
    ignored: tuple[str, ...] = ()  # finding ids dropped by --ignore / --only / config, before status and exit code
    host: str | None = None  # anonymous stable id of the machine that was inspected (None for a pasted report)
    generated_at: str = field(default_factory=now_utc)
    strict: bool = False  # warnings make exit code 1 too

    @property
    def status(self) -> str:
        return "errors" if self.errors else "warnings" if self.warnings else "ok"

    @property
    def exit_code(self) -> int:
        return exit_code(self.findings, strict=self.strict)

    def select(self, ignore: Collection[str] = (), only: Collection[str] = ()) -> Report:
        """Drop ignored ids, and findings outside ``only``'s areas (the doctor's own area always stays)."""
        keep = [f for f in self.findings if f.id not in ignore and (not only or f.area in only or f.area == "doctor")]
        dropped = tuple(dict.fromkeys(f.id for f in self.findings if f not in keep))
        return replace(self, findings=tuple(keep), ignored=tuple(dict.fromkeys((*self.ignored, *dropped))))

    @property
    def errors(self) -> int:
        return count(self.findings, Severity.ERROR)

    @property
    def warnings(self) -> int:
        return count(self.findings, Severity.WARNING)

    def to_json(self) -> dict[str, Any]:
        """The JSON envelope (``--format json``; schema: ``macml-doctor schema``)."""
        return {
            "schema_version": REPORT_SCHEMA_VERSION,
            "kind": "report",
            "tool": {"name": "macml-doctor", "version": __version__},
            "generated_at": self.generated_at,
            "host": self.host,
            "status": self.status,
            "target": self.facts.target.to_json(),
            "facts": self.facts.to_json()["facts"],
            "findings": [f.to_json() for f in self.findings],
            "probe": dict(self.probe) if self.probe is not None else None,
            "summary": {"errors": self.errors, "warnings": self.warnings},
            "ignored": list(self.ignored),
        }
