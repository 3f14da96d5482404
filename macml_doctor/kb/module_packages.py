"""Which distribution, and which conda environment, a compiled module that a report names by its path belongs to.

A loader's message names the module it could not load by its path: ``dlopen(/Users/me/miniforge3/envs/ldm/lib/
python3.10/site-packages/tokenizers/tokenizers.cpython-310-darwin.so, 0x0002): … (have 'x86_64', need 'arm64')``.
Its first folder under ``site-packages`` (or the extension module itself) is the import package, which
``checks/module_packages.toml`` maps to the distribution a remedy reinstalls; the path before ``lib/pythonX.Y`` is
the environment's prefix, which a conda remedy needs when that environment is conda's (checks/distributions.toml).
A module the table does not list gets no name: a folder's name is not a distribution's, and a same-named project on
the index may be someone else's.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import canonicalize_name

from macml_doctor.kb import load as kb
from macml_doctor.regex_cache import compiled

_SITE = compiled(r"/(?:site|dist)-packages/")
_ENV_LIB = compiled(r"/lib/python\d\.\d{1,2}/(?:site|dist)-packages/")
_PATH = compiled(r"/[^\s'\"(),:]{1,800}?/(?:site|dist)-packages/[^\s'\"(),:]{1,400}")


@dataclass(frozen=True)
class Owner:
    module: str  # the import package (or extension module) under site-packages
    distribution: str | None  # the pip distribution that installs it, when checks/module_packages.toml knows it
    conda_prefix: str | None  # the conda environment it sits in, when its path says so


def path_in(text: str) -> str | None:
    """The first path into a site-packages folder in a line of a report."""
    found = _PATH.search(text)
    return found.group(0) if found else None


def module_of(path: str) -> str | None:
    """The import package a path under site-packages belongs to: its first folder there (an egg's inner one), or
    the extension module's name (``hnswlib.cpython-310-darwin.so`` is ``hnswlib``)."""
    parts = _SITE.split(path)
    if len(parts) < 2:
        return None
    rest = [p for p in parts[-1].split("/") if p]
    if len(rest) > 1 and rest[0].endswith(".egg"):
        rest = rest[1:]
    name = rest[0].split(".", 1)[0] if rest else ""
    return name if name.isidentifier() else None


def distribution(module: str, installed: Iterable[str] = ()) -> str | None:
    """The distribution that installs ``module``: among the table's rows that list it, an installed one, else the
    first."""
    rows = [row for row in kb.check_table("module_packages")["package"] if module in row["modules"]]
    have = {canonicalize_name(name) for name in installed}
    chosen = next((row for row in rows if canonicalize_name(row["name"]) in have), rows[0] if rows else None)
    return str(chosen["name"]) if chosen else None


def module(distribution: str) -> str | None:
    """The import package the table's row for ``distribution`` installs first (scikit-learn: sklearn); None when the
    table does not know the distribution."""
    wanted = canonicalize_name(distribution)
    row = next((r for r in kb.check_table("module_packages")["package"] if canonicalize_name(r["name"]) == wanted),
               None)
    return str(row["modules"][0]) if row else None


def conda_prefix(path: str) -> str | None:
    """The environment's prefix, when the path is inside a conda installation's environment (or its base)."""
    cut = _ENV_LIB.search(path)
    if cut is None or not path.startswith("/"):
        return None
    prefix = path[: cut.start()]
    marks = [m.lower() for rule in kb.check_table("distributions")["rule"] if rule.get("conda")
             for m in rule.get("path_contains", ())]
    return prefix if any(mark in prefix.lower() for mark in marks) else None


def owner(path: str, installed: Iterable[str] = ()) -> Owner | None:
    module = module_of(path)
    if module is None:
        return None
    return Owner(module, distribution(module, installed), conda_prefix(path))


def conda_requirement(requirement: str) -> str | None:
    """A pip requirement as conda-forge names it (``torch<2.9`` is ``pytorch<2.9``); None when conda-forge has no
    macOS build of it. A requirement the table does not know keeps its name (conda-forge mostly uses pip's)."""
    try:
        req = Requirement(requirement)
    except InvalidRequirement:
        return requirement
    wanted = canonicalize_name(req.name)
    row = next((r for r in kb.check_table("module_packages")["package"] if canonicalize_name(r["name"]) == wanted),
               None)
    if row is None or "conda" not in row:
        return requirement
    return f"{row['conda']}{req.specifier}" if row["conda"] else None
