"""What the tables say a release supports: its MPS macOS floor (checks/torch_mps.toml), its MLX row
(checks/mlx.toml) and the Pythons its macOS wheels exist for (checks/python_support.toml).

The one place these tables are walked: the checks (``diagnose/``) ask about the installed release, ``setup`` and
the extras (:mod:`macml_doctor.kb.known_good`) about the release to install, and both get the same answer.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import Version

from macml_doctor.kb import load as kb
from macml_doctor.kb.evaluate import admits

Row = Mapping[str, Any]


def upper_bound(spec: str) -> Version | None:
    """The release a ``<`` bound of the specifier stops at (``<2.9.0.dev0`` → 2.9.0), None without one."""
    try:
        uppers = [Version(s.version) for s in SpecifierSet(spec) if s.operator == "<"]
    except InvalidSpecifier:
        return None
    return Version(uppers[0].base_version) if uppers else None


# --- PyTorch's MPS backend --------------------------------------------------------------------------------------


def mps_floor_rows() -> list[Row]:
    """The torch release lines that have MPS, newest first, each with the macOS it needs."""
    return [row for row in kb.check_table("torch_mps")["macos_floor"] if row["macos"] != "none"]


def mps_macos_floor(torch_version: Version | None) -> tuple[Version | None, str, str]:
    """(floor, who needs it, source) for the MPS backend of a torch release; floor None means no MPS at all.

    An unknown release gets the first MPS release's floor (the lowest any release has).
    """
    table = kb.check_table("torch_mps")
    if torch_version is None:
        default = table["default_macos_floor"]
        return Version(default), "PyTorch's first MPS release (1.12)", table["default_macos_floor_source"]
    for row in table["macos_floor"]:
        if admits(row["torch"], torch_version):
            floor = None if row["macos"] == "none" else Version(row["macos"])
            return floor, f"torch {torch_version}", row["source"]
    return None, f"torch {torch_version}", ""


def lowest_mps_macos() -> Version:
    """The oldest macOS any PyTorch release has MPS on."""
    return min(Version(row["macos"]) for row in mps_floor_rows())


def mps_line_for_macos(macos: Version) -> Row | None:
    """The newest torch release line whose MPS floor this macOS meets; None below every floor."""
    return next((row for row in mps_floor_rows() if macos >= Version(row["macos"])), None)


def torch_below_for_macos(macos: Version) -> Version | None:
    """The first torch release whose MPS floor is above this macOS (a pin stays below it); None when the newest
    release line has MPS here, or when none has."""
    row = mps_line_for_macos(macos)
    return upper_bound(row["torch"]) if row else None


# --- MLX --------------------------------------------------------------------------------------------------------


def mlx_row(installed: Version | None) -> Row | None:
    """The checks/mlx.toml row of this release: its macOS floor (the binaries' LC_BUILD_VERSION) and Pythons."""
    if installed is None:
        return None
    return next((r for r in kb.check_table("mlx")["row"] if admits(r["mlx"], installed)), None)


def mlx_line_for_macos(macos: Version) -> Row | None:
    """The newest MLX release line whose binaries load on this macOS; None below every row."""
    return next((row for row in kb.check_table("mlx")["row"] if macos >= Version(row["macos"])), None)


def mlx_lowest_macos() -> Version:
    """The oldest macOS any MLX release loads on."""
    return min(Version(row["macos"]) for row in kb.check_table("mlx")["row"])


# --- Python support of the macOS wheels -------------------------------------------------------------------------


def python_rows(framework: str, machine: str = "arm64") -> list[Row]:
    """The rows about ``framework``'s macOS wheels for ``machine`` (a row without one is about arm64)."""
    return [row for row in kb.check_table("python_support")["row"]
            if row["framework"] == framework and row.get("machine", "arm64") == machine]


def python_row(framework: str, release: Version | str, machine: str = "arm64") -> Row | None:
    """The row of the release line ``release`` belongs to: the Pythons (python_min–python_max) it has wheels for."""
    return next((r for r in python_rows(framework, machine) if admits(r["version"], release)), None)


@functools.cache
def first_wheels() -> Mapping[tuple[str, str], tuple[Version, Mapping[Version, Version], str]]:
    """(framework, platform) -> (first release there, {python minor: first release with its wheels}, source). Read
    once: a long paste asks for it at every source archive an installer names."""
    out = {}
    for row in kb.check_table("python_support").get("first_wheels", []):
        firsts = {}
        for item in row["firsts"]:
            py, release = item.split(":", 1)
            firsts[Version(py)] = Version(release)
        out[(row["framework"], row["platform"])] = (Version(row["since"]), firsts, row["source"])
    return out


# Where each framework's last release with macOS x86_64 wheels is written (after it, only arm64 ones).
_LAST_X86 = {"torch": ("torch_mps", "last_x86_64_macos_torch"),
             "tensorflow": ("tensorflow_metal", "last_x86_64_macos_tensorflow")}


def last_x86_macos(framework: str) -> Version | None:
    """The last release of ``framework`` with macOS x86_64 wheels; None where the tables name no such cut-off."""
    where = _LAST_X86.get(framework)
    return Version(kb.check_table(where[0])[where[1]]) if where else None
