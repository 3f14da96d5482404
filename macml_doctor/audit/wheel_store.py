"""Where the knowledge audit reads wheel facts from: the live package index, or the committed fixtures.

Both give the same two things: a project's macOS release files (names, Requires-Python, yanked) and, for one
wheel, its METADATA, member summary and the Mach-O head of its binary with the highest minimum macOS. The live
store can record what it read as fixtures (``tests/fixtures/wheels``), kept small: METADATA's headers, the member
count and top-level folders, and one binary's header and load commands (a few KB), never whole wheels.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from packaging.version import Version

from macml_doctor.audit import wheel_index
from macml_doctor.gather import macho
from macml_doctor.kb.wheel_facts import Metadata, parse_metadata


@dataclass(frozen=True)
class IndexEntry:
    filename: str
    requires_python: str | None
    yanked: bool


@dataclass(frozen=True)
class Wheel:
    """What the audit knows of one wheel."""

    filename: str
    metadata: Metadata
    member_count: int
    top_level: tuple[str, ...]
    head_path: str | None  # the binary with the highest minimum macOS
    head: bytes

    @property
    def min_macos(self) -> Version | None:
        """The highest minimum macOS any of its binaries declares (the loader refuses it below this)."""
        found = [Version(v) for v in macho.build_versions(self.head)]
        return max(found) if found else None

    @property
    def only_metadata(self) -> bool:
        """True when the wheel installs nothing but its own .dist-info."""
        return all(top.endswith(".dist-info") for top in self.top_level)


def metadata_headers(metadata: str) -> str:
    """METADATA's header fields, without the long description that follows the first blank line (what the audit
    reads is all in the headers; a project's README can be hundreds of kilobytes)."""
    return metadata.replace("\r\n", "\n").split("\n\n", 1)[0].rstrip("\n") + "\n"


class Store(Protocol):
    def files(self, project: str) -> dict[str, list[IndexEntry]]: ...

    def wheel(self, project: str, filename: str) -> Wheel: ...


def _highest_head(heads: dict[str, bytes]) -> tuple[str | None, bytes]:
    best: tuple[Version, str] | None = None
    for path, head in sorted(heads.items()):
        found = [Version(v) for v in macho.build_versions(head)]
        if found and (best is None or max(found) > best[0]):
            best = (max(found), path)
    return (best[1], heads[best[1]]) if best else (None, b"")


class LiveStore:
    """Reads the package index; with ``record`` set, writes what it read as fixtures there."""

    def __init__(self, record: Path | None = None) -> None:
        self.record = record
        self._files: dict[str, dict[str, list[wheel_index.IndexFile]]] = {}
        self.fetched_bytes = 0

    def _index(self, project: str) -> dict[str, list[wheel_index.IndexFile]]:
        if project not in self._files:
            releases = wheel_index.releases(project)
            self._files[project] = {v: list(wheel_index.macos_files(fs)) for v, fs in releases.items()}
            if self.record is not None:
                doc = {v: [{"filename": f.filename, "requires_python": f.requires_python, "yanked": f.yanked}
                           for f in fs] for v, fs in sorted(self._files[project].items()) if fs}
                path = self.record / "index" / f"{project}.json"
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(json.dumps(doc, indent=0, sort_keys=True) + "\n")
        return self._files[project]

    def files(self, project: str) -> dict[str, list[IndexEntry]]:
        return {v: [IndexEntry(f.filename, f.requires_python, f.yanked) for f in fs]
                for v, fs in self._index(project).items() if fs}

    def wheel(self, project: str, filename: str) -> Wheel:
        entry = next(f for fs in self._index(project).values() for f in fs if f.filename == filename)
        contents = wheel_index.read_wheel(entry)
        self.fetched_bytes += contents.fetched_bytes
        head_path, head = _highest_head(contents.heads)
        top = tuple(sorted({m.split("/", 1)[0] for m in contents.members}))
        wheel = Wheel(filename, parse_metadata(contents.metadata), len(contents.members), top, head_path, head)
        if self.record is not None:
            folder = self.record / "files" / filename
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "METADATA").write_text(metadata_headers(contents.metadata))
            summary = {"member_count": wheel.member_count, "top_level": list(top), "head_path": head_path}
            (folder / "members.json").write_text(json.dumps(summary, indent=1) + "\n")
            if head:
                (folder / "head.macho").write_bytes(head)
        return wheel


class FixtureStore:
    """Reads what a :class:`LiveStore` recorded (the suite's offline copy of the index)."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def files(self, project: str) -> dict[str, list[IndexEntry]]:
        path = self.root / "index" / f"{project}.json"
        doc = json.loads(path.read_text())
        return {v: [IndexEntry(f["filename"], f["requires_python"], f["yanked"]) for f in fs] for v, fs in doc.items()}

    def wheel(self, project: str, filename: str) -> Wheel:
        folder = self.root / "files" / filename
        summary = json.loads((folder / "members.json").read_text())
        head_file = folder / "head.macho"
        return Wheel(filename, parse_metadata((folder / "METADATA").read_text()), int(summary["member_count"]),
                     tuple(summary["top_level"]), summary["head_path"],
                     head_file.read_bytes() if head_file.exists() else b"")
