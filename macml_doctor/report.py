"""The Report: facts + findings (+ probe), and its versioned JSON envelope (DESIGN.md contract)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from macml_doctor import __version__
from macml_doctor.facts import Facts
from macml_doctor.findings import Finding, Severity, count

REPORT_SCHEMA_VERSION = 1


@dataclass(frozen=True)
class Report:
    facts: Facts
    findings: tuple[Finding, ...]
    probe: Mapping[str, Any] | None = None

    @property
    def errors(self) -> int:
        return count(self.findings, Severity.ERROR)

    @property
    def warnings(self) -> int:
        return count(self.findings, Severity.WARNING)

    def to_json(self) -> dict[str, Any]:
        return {
            "schema_version": REPORT_SCHEMA_VERSION,
            "tool": {"name": "macml-doctor", "version": __version__},
            "target": self.facts.target.to_json(),
            "facts": self.facts.to_json()["facts"],
            "findings": [f.to_json() for f in self.findings],
            "probe": dict(self.probe) if self.probe is not None else None,
            "summary": {"errors": self.errors, "warnings": self.warnings},
        }
