"""Load the knowledge base (``checks/*.toml``) and fix recipes (``fixes/*.toml``).

In a wheel they live at ``macml_doctor/_kb/{checks,fixes}`` (hatchling force-include); in a
checkout or editable install they are the repository's top-level ``checks/`` and ``fixes/``.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import sys
from importlib import resources
from pathlib import Path
from typing import Any

from macml_doctor import paths

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on 3.9/3.10 only
    import tomli as tomllib


MAX_KEPT = 16_000_000  # bytes of a kept table: the largest is ~0.7 MB; more is not ours to read
_DIGEST = 24  # hex digits of the text's digest in a kept table's name


@functools.cache
def _root(kind: str) -> Path:
    packaged = resources.files("macml_doctor") / "_kb" / kind
    if packaged.is_dir():
        return Path(str(packaged))
    checkout = Path(__file__).resolve().parents[2] / kind
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(f"knowledge base folder {kind!r} not found (broken install?)")


@functools.cache
def load(kind: str, name: str) -> dict[str, Any]:
    """Load ``<kind>/<name>.toml`` (kind is "checks" or "fixes")."""
    return parsed(f"{kind}-{name}", (_root(kind) / f"{name}.toml").read_bytes())


def parsed(name: str, data: bytes) -> dict[str, Any]:
    """A table's TOML, read as the cache folder keeps it where this text was read before: as JSON, named by the text's
    digest (Python reads JSON ~15 times faster than TOML: ~60 ms of every run, most of it checks/clues.toml). A table
    JSON cannot hold (a date) is read from its TOML each time; a kept file that does not read back is read again."""
    kept = paths.cache_dir() / f"kb-{name}-{hashlib.sha256(data).hexdigest()[:_DIGEST]}.json"
    try:
        with kept.open("rb") as fh:
            table = json.loads(fh.read(MAX_KEPT + 1))
        if isinstance(table, dict):
            return table
    except (OSError, ValueError):
        pass
    table = tomllib.loads(data.decode("utf-8"))
    if _plain(table):
        for old in kept.parent.glob(f"kb-{name}-*.json"):  # the same table's earlier texts (not another's name)
            if len(old.name) == len(kept.name):
                with contextlib.suppress(OSError):
                    old.unlink()
        paths.keep_in_cache(kept, json.dumps(table).encode("utf-8"))
    return table


def _plain(value: Any) -> bool:
    """Whether JSON gives the value back as it is: tables, arrays, strings, numbers and booleans, nothing else."""
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_plain(v) for v in value)
    return isinstance(value, (str, int, float, bool))


def names(kind: str) -> list[str]:
    return sorted(p.stem for p in _root(kind).glob("*.toml"))


def check_table(name: str) -> dict[str, Any]:
    return load("checks", name)


def finding_catalogue() -> dict[str, dict[str, str]]:
    """Finding id -> {area, severity, title, why?} from checks/findings.toml."""
    return dict(check_table("findings")["finding"])
