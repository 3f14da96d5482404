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
    ("doctor", "macml-doctor itself"),
)
DOCTOR_AREA = "doctor"  # a check that crashed: a bug in macml-doctor, never advice (exit 3)


class Certainty(str, enum.Enum):
    """How sure a finding is: live facts are certain; a pasted report may only make a cause likely or possible."""

    CERTAIN = "certain"
    LIKELY = "likely"
    POSSIBLE = "possible"


@dataclass(frozen=True)
class Edit:
    """A file the fix changes: ``action`` is "shell-env" (a marked block of exports in a shell profile) or
    "condarc" (keys in an env's .condarc); ``text`` is what is written; ``settings`` the names and values."""

    path: str
    action: str
    text: str
    settings: tuple[tuple[str, str], ...] = ()
    shell: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"path": self.path, "action": self.action, "text": self.text}


@dataclass(frozen=True)
class Remedy:
    """What fixes a finding in this environment, resolved once from a recipe (``fixes/*.toml``) and the facts.

    ``commands`` are argv tuples, exactly what the reports show and ``fix`` runs. ``kind`` is "auto" when the
    doctor can apply it as it stands; "manual" otherwise, with the ``reason`` (a manual recipe, a placeholder
    the facts could not fill, nothing to run for this manager)."""

    fix_id: str
    title: str
    kind: str
    commands: tuple[tuple[str, ...], ...] = ()
    edits: tuple[Edit, ...] = ()
    manual: tuple[str, ...] = ()
    unfilled: tuple[str, ...] = ()
    reason: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"fix_id": self.fix_id, "title": self.title, "kind": self.kind,
                "commands": [list(argv) for argv in self.commands], "edits": [e.to_json() for e in self.edits],
                "manual": list(self.manual), "unfilled": list(self.unfilled), "reason": self.reason}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Remedy:
        return cls(str(data["fix_id"]), str(data.get("title", "")), str(data.get("kind", "manual")),
                   tuple(tuple(str(a) for a in argv) for argv in data.get("commands") or ()),
                   tuple(Edit(str(e.get("path", "")), str(e.get("action", "")), str(e.get("text", "")))
                         for e in data.get("edits") or ()),
                   tuple(str(m) for m in data.get("manual") or ()),
                   tuple(str(u) for u in data.get("unfilled") or ()),
                   data.get("reason"))


@dataclass(frozen=True)
class Finding:
    id: str
    severity: Severity
    area: str
    summary: str
    evidence: Mapping[str, Any] = field(default_factory=dict)
    certainty: Certainty = Certainty.CERTAIN
    remedy: Remedy | None = None  # resolved by the pipeline (macml_doctor/pipeline.py); checks leave it None

    @property
    def fix(self) -> str | None:
        return self.remedy.fix_id if self.remedy is not None else None

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "severity": self.severity.value,
            "area": self.area,
            "summary": self.summary,
            "evidence": dict(self.evidence),
            "certainty": self.certainty.value,
            "fix": self.fix,
            "remedy": self.remedy.to_json() if self.remedy else None,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Finding:
        return cls(
            id=str(data["id"]),
            severity=Severity(data["severity"]),
            area=str(data.get("area", "other")),
            summary=str(data.get("summary", "")),
            evidence=dict(data.get("evidence") or {}),
            certainty=Certainty(data.get("certainty") or "certain"),
            remedy=Remedy.from_json(data["remedy"]) if isinstance(data.get("remedy"), Mapping) else None,
        )


def count(findings: Sequence[Finding], severity: Severity) -> int:
    return sum(1 for f in findings if f.severity is severity)


def exit_code(findings: Sequence[Finding], *, strict: bool = False) -> int:
    """0 when healthy, 1 when an error (or, with strict, a warning) was found, 3 when a check crashed."""
    if any(f.area == DOCTOR_AREA for f in findings):
        return 3
    worst = max((f.severity.rank for f in findings), default=0)
    threshold = Severity.WARNING.rank if strict else Severity.ERROR.rank
    return 1 if worst >= threshold else 0
