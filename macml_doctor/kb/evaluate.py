"""Evaluate knowledge-base entries over Facts with `packaging`: PEP 440 specifiers and PEP 508 markers.

Markers are evaluated over an environment built *completely* from the target's facts; when a value the
marker language needs is unknown, the answer is None (undecided), never the doctor's own interpreter's.
"""

from __future__ import annotations

import re

from packaging.markers import InvalidMarker, Marker
from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import Version

from macml_doctor.facts import Facts
from macml_doctor.regex_cache import compiled
from macml_doctor.traits import process_arch, version

_NAME = compiled(r"[A-Za-z0-9][A-Za-z0-9._-]{0,100}")
_SYS_PLATFORM = {"Darwin": "darwin", "Linux": "linux", "Windows": "win32"}
_OS_NAME = {"Darwin": "posix", "Linux": "posix", "Windows": "nt"}


def admits(spec: str, value: Version | str | None) -> bool | None:
    """Whether the PEP 440 specifier admits the version (pre-releases included); None if undecidable."""
    v = value if isinstance(value, Version) else version(value)
    if v is None:
        return None
    try:
        return SpecifierSet(spec).contains(v, prereleases=True)
    except InvalidSpecifier:
        return None


def marker_environment(facts: Facts) -> dict[str, str] | None:
    """A complete PEP 508 environment of the target, or None when a value is unknown."""
    system = facts.value("host.os")
    py = facts.value("python.version")
    impl = facts.value("python.implementation")
    machine = facts.value("python.machine")
    release = facts.value("host.kernel_release")
    if not all(isinstance(v, str) for v in (system, py, impl, machine)):
        return None
    if system == "Darwin" and process_arch(facts) == "x86_64":
        machine = "x86_64"  # under Rosetta pip sees the translated process
    parts = py.split(".")
    return {
        "implementation_name": impl.lower(),
        "implementation_version": py,
        "os_name": _OS_NAME.get(system, "posix"),
        "platform_machine": machine,
        "platform_python_implementation": impl,
        "platform_release": release if isinstance(release, str) else "",
        "platform_system": system,
        "platform_version": "",
        "python_full_version": py,
        "python_version": ".".join(parts[:2]),
        "sys_platform": _SYS_PLATFORM.get(system, system.lower()),
        "extra": "",
    }


def marker_holds(marker: str | None, facts: Facts) -> bool | None:
    """Evaluate a PEP 508 marker over the target's facts; None when undecidable."""
    if not marker:
        return True
    env = marker_environment(facts)
    if env is None:
        return None
    try:
        return Marker(marker).evaluate(env)
    except InvalidMarker:
        return None


def requirement_name(text: str) -> str:
    """The normalised distribution name a requirement starts with (``Torch==2.5.1; …`` -> ``torch``), or ''."""
    m = _NAME.match(text.strip())
    return re.sub(r"[-_.]+", "-", m.group(0)).lower() if m else ""
