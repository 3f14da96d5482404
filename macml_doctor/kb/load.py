"""Load the knowledge base (``checks/*.toml``) and fix recipes (``fixes/*.toml``).

In a wheel they live at ``macml_doctor/_kb/{checks,fixes}`` (hatchling force-include); in a
checkout or editable install they are the repository's top-level ``checks/`` and ``fixes/``.
"""

from __future__ import annotations

import functools
import sys
from importlib import resources
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on 3.9/3.10 only
    import tomli as tomllib


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
    with (_root(kind) / f"{name}.toml").open("rb") as fh:
        return tomllib.load(fh)


def names(kind: str) -> list[str]:
    return sorted(p.stem for p in _root(kind).glob("*.toml"))


def check_table(name: str) -> dict[str, Any]:
    return load("checks", name)


def finding_catalogue() -> dict[str, dict[str, str]]:
    """Finding id -> {area, severity, title, why?} from checks/findings.toml."""
    return dict(check_table("findings")["finding"])
