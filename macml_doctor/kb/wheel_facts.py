"""What a wheel says about itself: its file name's tags and its METADATA (no network, no zip).

Pure parsing, shared by the knowledge audit (``macml_doctor.audit``) and the checks that read a wheel tag
from installed ``.dist-info/WHEEL`` files.
"""

from __future__ import annotations

from dataclasses import dataclass
from email.parser import Parser

from packaging.requirements import InvalidRequirement, Requirement
from packaging.version import InvalidVersion, Version

from macml_doctor.regex_cache import compiled

# macosx_<major>_<minor>_<arch>; arch itself may hold an underscore (x86_64).
_MACOS_TAG = compiled(r"^macosx_(\d+)_(\d+)_(.+)$")
_CPYTHON = compiled(r"^cp3(\d+)$")
UNIVERSAL_ARCHS = {"universal2": ("arm64", "x86_64"), "universal": ("x86_64", "i386"), "intel": ("x86_64", "i386")}


@dataclass(frozen=True)
class MacPlatform:
    """A ``macosx_*`` platform tag: the oldest macOS it installs on and the architectures it carries."""

    macos: Version
    arch: str  # as written in the tag: arm64, x86_64, universal2, …

    @property
    def archs(self) -> tuple[str, ...]:
        return UNIVERSAL_ARCHS.get(self.arch, (self.arch,))


def mac_platform(tag: str) -> MacPlatform | None:
    """Parse one platform tag (``macosx_10_13_x86_64``); None when it is not a macOS tag.

    Accepts a full ``py-abi-platform`` triple too, taking its last part.
    """
    match = _MACOS_TAG.match(tag.rsplit("-", 1)[-1])
    if match is None:
        return None
    return MacPlatform(Version(f"{match.group(1)}.{match.group(2)}"), match.group(3))


@dataclass(frozen=True)
class WheelName:
    """The parts of a wheel file name (PEP 427) the tables speak about."""

    project: str
    version: Version
    python: tuple[str, ...]  # python tags: cp312, py3, …
    abi: tuple[str, ...]  # abi tags: cp312, cp313t, abi3, none
    platforms: tuple[str, ...]

    @property
    def mac(self) -> tuple[MacPlatform, ...]:
        return tuple(p for p in (mac_platform(t) for t in self.platforms) if p is not None)

    @property
    def free_threaded(self) -> bool:
        return any(a.endswith("t") and a.startswith("cp") for a in self.abi)

    def cpython_minors(self) -> tuple[int, ...]:
        """The CPython 3.x minor versions this file is for (empty for py3 / abi3 files)."""
        if "abi3" in self.abi:
            return ()
        return tuple(int(m.group(1)) for m in (_CPYTHON.match(t) for t in self.python) if m)


def parse_wheel_name(filename: str) -> WheelName | None:
    """Parse ``name-version(-build)?-py-abi-platform.whl``; None for anything else."""
    if not filename.endswith(".whl"):
        return None
    parts = filename[:-4].split("-")
    if len(parts) not in (5, 6):
        return None
    try:
        version = Version(parts[1])
    except InvalidVersion:
        return None
    py, abi, plat = parts[-3:]
    return WheelName(parts[0].replace("_", "-").lower(), version, tuple(py.split(".")), tuple(abi.split(".")),
                     tuple(plat.split(".")))


@dataclass(frozen=True)
class Metadata:
    """The fields of a wheel's METADATA the audit compares."""

    name: str
    version: str
    requires_python: str | None
    requires_dist: tuple[str, ...]

    def requirements(self) -> tuple[Requirement, ...]:
        out = []
        for line in self.requires_dist:
            try:
                out.append(Requirement(line))
            except InvalidRequirement:
                continue
        return tuple(out)

    def requirement(self, name: str, env: dict[str, str] | None = None) -> Requirement | None:
        """The requirement on ``name`` that applies in ``env`` (no extras), or None."""
        wanted = name.replace("_", "-").lower()
        for req in self.requirements():
            if req.name.replace("_", "-").lower() != wanted:
                continue
            if req.marker is None or env is None or req.marker.evaluate({**env, "extra": ""}):
                return req
        return None


def parse_metadata(text: str) -> Metadata:
    msg = Parser().parsestr(text, headersonly=True)
    return Metadata(str(msg.get("Name", "")), str(msg.get("Version", "")), msg.get("Requires-Python"),
                    tuple(str(v) for v in msg.get_all("Requires-Dist") or ()))
