"""Pure-Python reader of Mach-O headers: which CPU architectures a binary carries.

Only the first few kilobytes of a file are read. Thin (32/64-bit, either byte order)
and fat/universal (``FAT_MAGIC`` and ``FAT_MAGIC_64``) files are understood; anything
else (ELF, PE, Java class files, garbage) yields ``None``.
"""

from __future__ import annotations

import os
import stat
import struct
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "HEADER_BYTES",
    "ScanResult",
    "UnloadableFile",
    "arch_name",
    "build_versions",
    "can_load",
    "load_commands_end",
    "parse_archs",
    "read_archs",
    "read_head",
    "scan_extensions",
]

# Enough for a fat header with MAX_FAT_ARCHS 64-bit entries (8 + 30 * 32 bytes).
HEADER_BYTES = 4096
MAX_FAT_ARCHS = 30

MH_MAGIC = 0xFEEDFACE
MH_CIGAM = 0xCEFAEDFE
MH_MAGIC_64 = 0xFEEDFACF
MH_CIGAM_64 = 0xCFFAEDFE
FAT_MAGIC = 0xCAFEBABE
FAT_MAGIC_64 = 0xCAFEBABF

CPU_ARCH_ABI64 = 0x01000000
CPU_TYPE_X86 = 7
CPU_TYPE_X86_64 = CPU_TYPE_X86 | CPU_ARCH_ABI64
CPU_TYPE_ARM = 12
CPU_TYPE_ARM64 = CPU_TYPE_ARM | CPU_ARCH_ABI64
CPU_TYPE_POWERPC = 18
CPU_TYPE_POWERPC64 = CPU_TYPE_POWERPC | CPU_ARCH_ABI64
CPU_SUBTYPE_MASK = 0xFF000000  # capability bits (e.g. CPU_SUBTYPE_PTRAUTH_ABI)
CPU_SUBTYPE_ARM64E = 2

_CPU_NAMES = {
    CPU_TYPE_X86: "i386",
    CPU_TYPE_X86_64: "x86_64",
    CPU_TYPE_ARM: "arm",
    CPU_TYPE_ARM64: "arm64",
    CPU_TYPE_POWERPC: "ppc",
    CPU_TYPE_POWERPC64: "ppc64",
}

EXTENSION_SUFFIXES = (".so", ".dylib")

LC_VERSION_MIN_MACOSX = 0x24
LC_BUILD_VERSION = 0x32
PLATFORM_MACOS = 1


def arch_name(cputype: int, cpusubtype: int) -> str:
    """Name of a (cputype, cpusubtype) pair as ``lipo``/``file`` print it."""
    if cputype == CPU_TYPE_ARM64 and (cpusubtype & ~CPU_SUBTYPE_MASK) == CPU_SUBTYPE_ARM64E:
        return "arm64e"
    return _CPU_NAMES.get(cputype, f"cputype({cputype})")


def parse_archs(data: bytes) -> tuple[str, ...] | None:
    """Architectures of the Mach-O file that starts with ``data``, or None if it is not one."""
    if len(data) < 8:
        return None
    (magic,) = struct.unpack_from(">I", data, 0)
    if magic in (FAT_MAGIC, FAT_MAGIC_64):
        return _parse_fat(data, wide=magic == FAT_MAGIC_64)
    endian = _thin_byte_order(magic)
    if endian is None:
        return None
    cputype, cpusubtype = struct.unpack_from(endian + "iI", data, 4)
    return (arch_name(cputype & 0xFFFFFFFF, cpusubtype),)


def _thin_byte_order(magic: int) -> str | None:
    """The struct byte order of a thin Mach-O file with this (big-endian read) magic; None if not one."""
    if magic in (MH_MAGIC, MH_MAGIC_64):
        return ">"
    if magic in (MH_CIGAM, MH_CIGAM_64):
        return "<"
    return None


def _thin_header(data: bytes) -> tuple[str, int, int, int] | None:
    """(byte order, header size, ncmds, sizeofcmds) of a thin Mach-O file, or None."""
    if len(data) < 28:
        return None
    (magic,) = struct.unpack_from(">I", data, 0)
    endian = _thin_byte_order(magic)
    if endian is None:
        return None
    size = 32 if magic in (MH_MAGIC_64, MH_CIGAM_64) else 28
    ncmds, sizeofcmds = struct.unpack_from(endian + "II", data, 16)
    return endian, size, ncmds, sizeofcmds


def load_commands_end(data: bytes) -> int | None:
    """How many leading bytes of a thin Mach-O file hold its header and load commands; None if not thin Mach-O."""
    header = _thin_header(data)
    return None if header is None else header[1] + header[3]


def _version(encoded: int) -> str:
    """A Mach-O ``xxxx.yy.zz`` nibble-encoded version as text (``0x000d0500`` -> ``13.5``)."""
    major, minor, patch = encoded >> 16, (encoded >> 8) & 0xFF, encoded & 0xFF
    return f"{major}.{minor}.{patch}" if patch else f"{major}.{minor}"


def build_versions(data: bytes) -> tuple[str, ...]:
    """The minimum macOS versions a thin Mach-O file's load commands declare.

    ``LC_BUILD_VERSION`` (platform macOS) and the older ``LC_VERSION_MIN_MACOSX``; the dynamic loader refuses
    the file on an older macOS. Empty when the file is not thin Mach-O or ``data`` stops before the commands.
    """
    header = _thin_header(data)
    if header is None:
        return ()
    endian, offset, ncmds, _ = header
    found: list[str] = []
    for _ in range(ncmds):
        if offset + 8 > len(data):
            break
        cmd, cmdsize = struct.unpack_from(endian + "II", data, offset)
        if cmd == LC_BUILD_VERSION and offset + 16 <= len(data):
            platform, minos = struct.unpack_from(endian + "II", data, offset + 8)
            if platform == PLATFORM_MACOS:
                found.append(_version(minos))
        elif cmd == LC_VERSION_MIN_MACOSX and offset + 12 <= len(data):
            (minos,) = struct.unpack_from(endian + "I", data, offset + 8)
            found.append(_version(minos))
        if cmdsize < 8:
            break
        offset += cmdsize
    return tuple(found)


def _parse_fat(data: bytes, *, wide: bool) -> tuple[str, ...] | None:
    (nfat_arch,) = struct.unpack_from(">I", data, 4)
    # Java class files share 0xcafebabe; their next word (versions) reads as a large count.
    if nfat_arch == 0 or nfat_arch > MAX_FAT_ARCHS:
        return None
    entry_size = 32 if wide else 20
    if len(data) < 8 + nfat_arch * entry_size:
        return None
    archs: list[str] = []
    for index in range(nfat_arch):
        cputype, cpusubtype = struct.unpack_from(">II", data, 8 + index * entry_size)
        name = arch_name(cputype, cpusubtype)
        if name not in archs:
            archs.append(name)
    return tuple(archs)


def read_head(path: str | os.PathLike[str], size: int = HEADER_BYTES) -> bytes | None:
    """The first ``size`` bytes of a regular file; None for anything else (a FIFO, a device, a folder).

    Opened non-blocking, so a FIFO named ``*.so`` (which a plain open would wait on forever) is refused at once.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        return os.read(fd, size)
    except OSError:
        return None
    finally:
        os.close(fd)


def read_archs(path: str | os.PathLike[str]) -> tuple[str, ...] | None:
    """Architectures of the Mach-O file at ``path``; None if unreadable, not a regular file, or not Mach-O."""
    data = read_head(path)
    return None if data is None else parse_archs(data)


def can_load(file_archs: Iterable[str], process_arch: str) -> bool:
    """Whether a process of ``process_arch`` can load a binary carrying ``file_archs``.

    An arm64 process needs an arm64 (or arm64e) slice; an x86_64 process an x86_64 one.
    Any other process architecture needs an exact match.
    """
    archs = set(file_archs)
    if process_arch in ("arm64", "arm64e"):
        return bool(archs & {"arm64", "arm64e"})
    return process_arch in archs


@dataclass(frozen=True)
class UnloadableFile:
    """A compiled module the process cannot load, with the architectures it does carry."""

    path: str
    archs: tuple[str, ...]


@dataclass(frozen=True)
class ScanResult:
    """Outcome of :func:`scan_extensions`."""

    process_arch: str
    unloadable: tuple[UnloadableFile, ...]
    files_checked: int
    not_macho: int
    truncated: bool


def scan_extensions(
    roots: Iterable[str | os.PathLike[str]],
    process_arch: str,
    *,
    max_files: int = 4000,
    time_budget_s: float = 1.0,
) -> ScanResult:
    """Walk ``roots`` for ``*.so``/``*.dylib`` and list those ``process_arch`` cannot load.

    Only headers are read. The walk stops (``truncated=True``) after ``max_files``
    candidate files or ``time_budget_s`` seconds, whichever comes first; the clock is read for every
    directory entry, so a tree of many files that are not modules cannot outlast the budget.
    """
    deadline = time.monotonic() + time_budget_s
    unloadable: list[UnloadableFile] = []
    checked = 0
    not_macho = 0
    truncated = False
    for root in roots:
        if truncated:
            break
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames.sort()
            if time.monotonic() > deadline:
                truncated = True
                break
            for filename in sorted(filenames):
                if time.monotonic() > deadline:
                    truncated = True
                    break
                if not filename.endswith(EXTENSION_SUFFIXES):
                    continue
                if checked >= max_files:
                    truncated = True
                    break
                checked += 1
                path = Path(dirpath) / filename
                archs = read_archs(path)
                if archs is None:
                    not_macho += 1
                elif not can_load(archs, process_arch):
                    unloadable.append(UnloadableFile(str(path), archs))
            if truncated:
                break
    return ScanResult(
        process_arch=process_arch,
        unloadable=tuple(unloadable),
        files_checked=checked,
        not_macho=not_macho,
        truncated=truncated,
    )
