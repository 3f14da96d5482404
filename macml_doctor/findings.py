"""Findings: what the checks conclude from Facts. Pure data."""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any


class Severity(str, enum.Enum):
    OK = "ok"
    INFO = "info"
    WARNING = "warning"
    ERROR = "error"

    @property
    def rank(self) -> int:
        return _RANK[self]


_RANK = {Severity.OK: 0, Severity.INFO: 1, Severity.WARNING: 2, Severity.ERROR: 3}

# Display order and titles of the report's areas (one line each in the text report).
AREAS: tuple[tuple[str, str], ...] = (
    ("platform", "Platform"),
    ("python", "Python"),
    ("packages", "Packages"),
    ("torch", "PyTorch"),
    ("tensorflow", "TensorFlow"),
    ("other", "MLX / JAX / Core ML"),
    ("probe", "GPU probe"),
)


@dataclass(frozen=True)
class Finding:
    id: str
    severity: Severity
    area: str
    summary: str
    evidence: Mapping[str, Any] = field(default_factory=dict)
    fix: str | None = None
    detail: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "severity": self.severity.value,
            "area": self.area,
            "summary": self.summary,
            "evidence": dict(self.evidence),
            "fix": self.fix,
        }
        if self.detail:
            out["detail"] = self.detail
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Finding:
        return cls(
            id=str(data["id"]),
            severity=Severity(data["severity"]),
            area=str(data.get("area", "other")),
            summary=str(data.get("summary", "")),
            evidence=dict(data.get("evidence") or {}),
            fix=data.get("fix"),
            detail=data.get("detail"),
        )


def count(findings: Sequence[Finding], severity: Severity) -> int:
    return sum(1 for f in findings if f.severity is severity)


def exit_code(findings: Sequence[Finding], *, strict: bool = False) -> int:
    """0 when healthy, 1 when an error (or, with strict, a warning) was found."""
    worst = max((f.severity.rank for f in findings), default=0)
    threshold = Severity.WARNING.rank if strict else Severity.ERROR.rank
    return 1 if worst >= threshold else 0
