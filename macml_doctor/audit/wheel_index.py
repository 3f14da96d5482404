"""Read wheels on the package index without downloading them: the maintainer audit's network half.

The release list comes from PyPI's JSON API (``/pypi/<name>/json``); a wheel's METADATA, file list and the
Mach-O headers of its binaries come from HTTP range requests into the zip (the central directory at the end,
then the start of each member), so a 200 MB torch wheel costs a few hundred kilobytes. Only
:mod:`macml_doctor.audit.tables` uses this; the doctor itself never touches the network.
"""

from __future__ import annotations

import io
import json
import urllib.parse
import urllib.request
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass

from macml_doctor.gather import macho

INDEX = "https://pypi.org/pypi"
BLOCK = 256 * 1024
TIMEOUT_S = 60.0
# Mach-O headers plus load commands fit in this for every wheel the tables speak about (torch's largest: ~12 KB).
MAX_HEAD = 256 * 1024


@dataclass(frozen=True)
class IndexFile:
    """One file of a release, as the JSON API lists it."""

    filename: str
    url: str
    requires_python: str | None
    yanked: bool
    size: int


def _get_json(url: str) -> dict:
    with urllib.request.urlopen(url, timeout=TIMEOUT_S) as resp:
        return json.load(resp)


def releases(project: str) -> dict[str, list[IndexFile]]:
    """Every release of ``project`` with its files (URLs made absolute)."""
    base = f"{INDEX}/{project}/json"
    doc = _get_json(base)
    out: dict[str, list[IndexFile]] = {}
    for version, files in doc.get("releases", {}).items():
        out[version] = [
            IndexFile(f["filename"], urllib.parse.urljoin(base, f["url"]), f.get("requires_python"),
                      bool(f.get("yanked")), int(f.get("size") or 0))
            for f in files
        ]
    return out


class RangeFile(io.RawIOBase):
    """A read-only, seekable view of a remote file, fetched in cached blocks with HTTP range requests."""

    def __init__(self, url: str, size: int) -> None:
        super().__init__()
        self.url, self.size, self.pos = url, size, 0
        self.blocks: dict[int, bytes] = {}
        self.fetched = 0

    def seekable(self) -> bool:
        return True

    def readable(self) -> bool:
        return True

    def tell(self) -> int:
        return self.pos

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        base = {io.SEEK_SET: 0, io.SEEK_CUR: self.pos, io.SEEK_END: self.size}[whence]
        self.pos = max(0, base + offset)
        return self.pos

    def _block(self, index: int) -> bytes:
        if index not in self.blocks:
            start = index * BLOCK
            end = min(self.size, start + BLOCK) - 1
            req = urllib.request.Request(self.url, headers={"Range": f"bytes={start}-{end}"})
            with urllib.request.urlopen(req, timeout=TIMEOUT_S) as resp:
                data = resp.read()
            if resp.status != 206 and len(data) != end - start + 1:
                raise OSError(f"{self.url}: the server ignored the range request")
            self.blocks[index] = data if resp.status == 206 else data[start:end + 1]
            self.fetched += len(self.blocks[index])
        return self.blocks[index]

    def read(self, size: int = -1) -> bytes:
        end = self.size if size is None or size < 0 else min(self.size, self.pos + size)
        chunks = []
        while self.pos < end:
            block = self._block(self.pos // BLOCK)
            offset = self.pos % BLOCK
            piece = block[offset:offset + (end - self.pos)]
            if not piece:
                break
            chunks.append(piece)
            self.pos += len(piece)
        return b"".join(chunks)

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        data = self.read(len(buffer))
        buffer[:len(data)] = data
        return len(data)


@dataclass(frozen=True)
class WheelContents:
    """What the audit keeps of one wheel: METADATA, the member names, and each binary's Mach-O head."""

    filename: str
    metadata: str
    members: tuple[str, ...]
    heads: dict[str, bytes]  # member path -> Mach-O header and load commands (thin files only)
    fetched_bytes: int


def _is_binary(name: str) -> bool:
    return name.endswith(macho.EXTENSION_SUFFIXES) or "/bin/" in name


def _head(zf: zipfile.ZipFile, name: str) -> bytes | None:
    with zf.open(name) as member:
        data = member.read(macho.HEADER_BYTES)
        need = macho.load_commands_end(data)
        if need is None:
            return None
        if need > len(data):
            data += member.read(min(need, MAX_HEAD) - len(data))
        return data[:need]


def read_wheel(file: IndexFile) -> WheelContents:
    """METADATA, member list and Mach-O heads of one remote wheel."""
    raw = RangeFile(file.url, file.size)
    with zipfile.ZipFile(io.BufferedReader(raw, buffer_size=BLOCK)) as zf:
        names = tuple(zf.namelist())
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA") and n.count("/") == 1)
        metadata = zf.read(meta_name).decode("utf-8", "replace")
        heads: dict[str, bytes] = {}
        for name in names:
            if _is_binary(name):
                head = _head(zf, name)
                if head is not None:
                    heads[name] = head
    return WheelContents(file.filename, metadata, names, heads, raw.fetched)


def macos_files(files: list[IndexFile]) -> Iterator[IndexFile]:
    return (f for f in files if f.filename.endswith(".whl") and "macosx_" in f.filename)
