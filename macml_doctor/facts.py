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

from macml_doctor.regex_cache import compiled

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
    def from_json(cls, data: Any, key: str = "") -> Fact:
        """A fact from JSON: text cleaned of control characters; a value of the wrong type, depth or size for
        its key is a *failed* fact saying why (checks never see it). A document that is not facts raises."""
        if not isinstance(data, Mapping) or "state" not in data:
            raise ValueError("a fact must be an object with a 'state'")
        state = State(data["state"])
        source = printable(str(data.get("source", "")))[:MAX_TEXT]
        error = data.get("error")
        error = printable(str(error))[:MAX_TEXT] if error is not None else None
        if state is not State.KNOWN:
            return cls(state, None, source, error)
        value = data.get("value")
        why = invalid_value(key, value)
        if why is not None:
            return cls(State.FAILED, None, source, f"invalid value: {why}")
        return cls(state, clean_value(value), source, error)


# --- validation of facts read from JSON (snapshots, our own reports, the collector's output) ----------

MAX_DEPTH = 12  # the deepest real fact (python.packages → entry → tags) is 4
MAX_TEXT = 1_000_000
MAX_ITEMS = 100_000
_TEXT = (str,)
_NUMBER = (int, float)
_FLAG = (bool, int)
# The type a fact's value must have, by key (None is always allowed: "known, but empty").
VALUE_TYPES: Mapping[str, tuple[type, ...]] = {
    **{k: _TEXT for k in (
        "python.version", "python.implementation", "python.executable", "python.realpath", "python.machine",
        "python.sysconfig_platform", "python.sys_version", "python.prefix", "python.base_prefix", "host.os",
        "host.kernel_release", "host.cpu_brand", "host.macos_version", "host.mac_ver_compat", "host.linux_distro",
        "conda.python_subdir", "conda.base_python_subdir", "conda.platform", "conda.base_prefix",
        "conda.env_subdir_setting", "collector.too_old", "raw.sw_vers", "raw.ioreg_gpu", "raw.pmset",
        "raw.pmset_batt", "raw.nvidia_smi", "torch.version", "torch.cuda_version", "tensorflow.version",
        "tensorflow.load_error_text", "keras.version", "mlx.version", "jax.version", "jax.jaxlib_version",
        "coremltools.version", "torch.import", "tensorflow.import", "mlx.import", "jax.import",
        "coremltools.import")},
    **{k: _NUMBER for k in (
        "python.bits", "host.cpu_count", "host.memory_bytes", "host.perf_cores", "host.efficiency_cores",
        "host.gpu_cores", "torch.mps_device_count", "torch.mps_recommended_max_memory")},
    **{k: _FLAG for k in (
        "python.translated", "host.arm64_capable", "host.vmm_present", "python.in_venv", "conda.env",
        "host.rosetta_installed", "shell.translated",
        "python.externally_managed", "python.packages_complete", "torch.mps_built", "torch.mps_available",
        "torch.cuda_available", "mlx.metal_available", "tensorflow.built_with_cuda", "host.low_power_mode")},
    **{k: (dict,) for k in (
        "python.packages", "conda.packages", "env", "python.pyvenv_cfg", "conda.env_vars", "packages.arch_scan",
        "input.truncated", "report.certainty", "probe.result")},
    **{k: (list,) for k in ("python.site_packages", "torch.cuda_devices", "tensorflow.gpu_devices",
                            "python.exe_archs", "host.nvidia_gpus", "report.symptoms",
                            "report.own_findings", "report.exceptions")},
}
# What each item of a list fact must be.
ITEM_TYPES: Mapping[str, tuple[type, ...]] = {
    "python.site_packages": _TEXT, "torch.cuda_devices": _TEXT, "tensorflow.gpu_devices": _TEXT,
    "python.exe_archs": _TEXT, "host.nvidia_gpus": (dict,), "report.symptoms": (dict,),
    "report.own_findings": (dict,), "report.exceptions": (dict,),
}
# Package tables: each entry a mapping whose "version" is text.
_PACKAGE_TABLES = ("python.packages", "conda.packages")


def invalid_value(key: str, value: Any) -> str | None:
    """Why a value cannot be this fact's (wrong type, too deep, too big); None when it can."""
    size = _size(value, 0)
    if size is None:
        return f"nested deeper than {MAX_DEPTH} levels or larger than {MAX_ITEMS} items"
    wanted = VALUE_TYPES.get(key)
    if value is not None and wanted is not None and not isinstance(value, wanted):
        names = " or ".join(_JSON_NAMES.get(t, t.__name__) for t in wanted)
        return f"{key} must be {names}, not {_JSON_NAMES.get(type(value), type(value).__name__)}"
    items = ITEM_TYPES.get(key)
    if items is not None and isinstance(value, list) and not all(isinstance(v, items) for v in value):
        names = " or ".join(_JSON_NAMES.get(t, t.__name__) for t in items)
        return f"every item of {key} must be {names}"
    if key in _PACKAGE_TABLES and isinstance(value, dict):
        for name, entry in value.items():
            if not isinstance(entry, dict) or not isinstance(entry.get("version"), (str, type(None))):
                return f"{key}[{name!r}] must be an object with a text version"
    if key == "env" and isinstance(value, dict) and not all(isinstance(v, str) for v in value.values()):
        return "env values must be text"
    return None


_JSON_NAMES = {str: "text", int: "a number", float: "a number", bool: "true/false", dict: "an object",
               list: "a list", type(None): "null"}


def _size(value: Any, depth: int) -> int | None:
    """How many items the value holds; None past MAX_DEPTH or MAX_ITEMS (iterative in breadth, bounded)."""
    if depth > MAX_DEPTH:
        return None
    if isinstance(value, dict):
        children = list(value.values())
    elif isinstance(value, list):
        children = value
    else:
        return 1
    total = 1
    for child in children:
        n = _size(child, depth + 1)
        if n is None:
            return None
        total += n
        if total > MAX_ITEMS:
            return None
    return total


# Escape sequences (CSI, OSC, and two-byte ESC x), other C0/C1 controls, and bidirectional overrides: text
# from a report or a target must not clear the screen, move the cursor, set the clipboard or reorder a line.
_ESCAPES = compiled(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-_]?|\x9b[0-?]*[ -/]*[@-~]")
_CONTROLS = compiled("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def printable(text: str) -> str:
    """The text without terminal escape sequences and control characters (newlines and tabs stay)."""
    if text.isprintable():
        return text
    return _CONTROLS.sub("", _ESCAPES.sub("", text))


def clean_value(value: Any) -> Any:
    """The value with every string in it made :func:`printable` (keys too)."""
    if isinstance(value, str):
        return printable(value)
    if isinstance(value, list):
        return [clean_value(v) for v in value]
    if isinstance(value, dict):
        return {printable(str(k)): clean_value(v) for k, v in value.items()}
    return value


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


def facts_from_mapping(raw: Mapping[str, Any]) -> dict[str, Fact]:
    """Parse a ``{key: {state, value, ...}}`` mapping (collector output or snapshot); see Fact.from_json."""
    return {printable(str(key)): Fact.from_json(value, printable(str(key))) for key, value in raw.items()}


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
    recorded = raw_target.get("reason")
    recorded = printable(recorded)[:1000] if isinstance(recorded, str) else ""
    kind = raw_target.get("report_kind")
    target = Target(
        Origin.SNAPSHOT,
        python=printable(python) if isinstance(python, str) else None,
        reason=f"snapshot: {recorded}" if recorded else "a recorded snapshot",
        report_kind=printable(kind) if isinstance(kind, str) else None,
    )
    return Facts(target, facts_from_mapping(data["facts"]))
