"""Mach-O header reader: real macOS wheels from PyPI plus synthetic headers."""

from __future__ import annotations

import shutil
import struct
from pathlib import Path

import pytest
from wheels import fetch_macos_wheels

from macml_doctor.gather.macho import (
    ScanResult,
    UnloadableFile,
    can_load,
    parse_archs,
    read_archs,
    scan_extensions,
)

ARM64 = 0x0100000C
X86_64 = 0x01000007


@pytest.fixture(scope="module")
def wheels() -> dict[str, Path]:
    try:
        return fetch_macos_wheels()
    except Exception as error:  # no network and no cache
        pytest.skip(f"macOS wheels unavailable: {error}")


def thin(magic: int, cputype: int, cpusubtype: int, endian: str = "<") -> bytes:
    return struct.pack(endian + "IiI", magic, cputype, cpusubtype) + b"\0" * 20


def fat(entries: list[tuple[int, int]], *, wide: bool = False) -> bytes:
    magic = 0xCAFEBABF if wide else 0xCAFEBABE
    data = struct.pack(">II", magic, len(entries))
    for cputype, cpusubtype in entries:
        if wide:
            data += struct.pack(">IIQQII", cputype, cpusubtype, 0x4000, 0x1000, 14, 0)
        else:
            data += struct.pack(">IIIII", cputype, cpusubtype, 0x4000, 0x1000, 14)
    return data


# --- real wheels -----------------------------------------------------------------------


def test_real_arm64_wheel(wheels: dict[str, Path]) -> None:
    assert read_archs(wheels["arm64"]) == ("arm64",)


def test_real_x86_64_wheel(wheels: dict[str, Path]) -> None:
    assert read_archs(wheels["x86_64"]) == ("x86_64",)


def test_real_universal2_wheel(wheels: dict[str, Path]) -> None:
    assert read_archs(wheels["universal2"]) == ("x86_64", "arm64")


def test_linux_elf_is_not_macho() -> None:
    elf = Path(shutil.which("sh") or "/bin/sh")
    assert read_archs(elf) is None


def test_scan_extensions_on_real_files(wheels: dict[str, Path], tmp_path: Path) -> None:
    site = tmp_path / "site-packages"
    for kind, source in wheels.items():
        folder = site / kind
        folder.mkdir(parents=True)
        shutil.copy(source, folder / source.name)
    (site / "x86_64" / "libfoo.dylib").write_bytes(thin(0xFEEDFACF, X86_64, 3))
    (site / "notes.so").write_bytes(b"\x7fELF\x02\x01\x01" + b"\0" * 57)
    (site / "readme.txt").write_text("not scanned")

    arm = scan_extensions([site], "arm64")
    assert isinstance(arm, ScanResult)
    assert arm.files_checked == 5
    assert arm.not_macho == 1
    assert not arm.truncated
    assert {Path(item.path).name for item in arm.unloadable} == {
        "_speedups.cpython-311-darwin.so",
        "libfoo.dylib",
    }
    assert all(item.archs == ("x86_64",) for item in arm.unloadable)
    assert all(isinstance(item, UnloadableFile) for item in arm.unloadable)

    intel = scan_extensions([site], "x86_64")
    assert [Path(item.path).parent.name for item in intel.unloadable] == ["arm64"]
    assert intel.unloadable[0].archs == ("arm64",)


def test_scan_extensions_budget(wheels: dict[str, Path], tmp_path: Path) -> None:
    for index in range(5):
        shutil.copy(wheels["x86_64"], tmp_path / f"m{index}.so")
    limited = scan_extensions([tmp_path], "arm64", max_files=2)
    assert limited.truncated and limited.files_checked == 2
    assert len(limited.unloadable) == 2
    timed = scan_extensions([tmp_path], "arm64", time_budget_s=-1.0)
    assert timed.truncated and timed.files_checked == 0


def test_scan_missing_root(tmp_path: Path) -> None:
    result = scan_extensions([tmp_path / "absent"], "arm64")
    assert result == ScanResult("arm64", (), 0, 0, False)


# --- synthetic headers -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (thin(0xFEEDFACF, ARM64, 0), ("arm64",)),  # MH_MAGIC_64 read little-endian
        (thin(0xFEEDFACF, X86_64, 3), ("x86_64",)),
        (thin(0xFEEDFACE, 7, 3), ("i386",)),  # MH_MAGIC, 32-bit
        (thin(0xFEEDFACE, 12, 9), ("arm",)),
        (thin(0xFEEDFACE, 18, 0, ">"), ("ppc",)),  # big-endian file: bytes FE ED FA CE
        (thin(0xFEEDFACF, 0x01000012, 0, ">"), ("ppc64",)),
        (thin(0xFEEDFACF, ARM64, 2), ("arm64e",)),
        (thin(0xFEEDFACF, ARM64, 0x80000002), ("arm64e",)),  # capability bits masked
        (fat([(X86_64, 3), (ARM64, 0)]), ("x86_64", "arm64")),
        (fat([(X86_64, 3), (ARM64, 0x80000002)], wide=True), ("x86_64", "arm64e")),
        (fat([(ARM64, 0), (ARM64, 0)]), ("arm64",)),
    ],
)
def test_parse_archs(data: bytes, expected: tuple[str, ...]) -> None:
    assert parse_archs(data) == expected


def test_byte_swapped_magics_are_read_in_both_orders() -> None:
    little = thin(0xFEEDFACF, X86_64, 3, "<")
    big = thin(0xFEEDFACF, X86_64, 3, ">")
    assert little[:4] == bytes.fromhex("cffaedfe")
    assert big[:4] == bytes.fromhex("feedfacf")
    assert parse_archs(little) == parse_archs(big) == ("x86_64",)


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"\xca\xfe",
        b"\xcf\xfa\xed\xfe",
        b"\x7fELF\x02\x01\x01\x00" + b"\0" * 56,
        b"MZ\x90\x00" + b"\0" * 60,
        # Java class file: 0xcafebabe, minor 0, major 61 -> reads as nfat_arch 61
        bytes.fromhex("cafebabe0000003d") + b"\0" * 64,
        struct.pack(">II", 0xCAFEBABE, 0),
        struct.pack(">II", 0xCAFEBABE, 2) + b"\0" * 20,  # truncated arch table
        b"\xff" * 64,
    ],
)
def test_not_macho(data: bytes) -> None:
    assert parse_archs(data) is None


def test_unreadable_paths(tmp_path: Path) -> None:
    assert read_archs(tmp_path / "missing.so") is None
    assert read_archs(tmp_path) is None  # a directory


def test_can_load() -> None:
    assert can_load(("arm64",), "arm64")
    assert can_load(("x86_64", "arm64"), "arm64")
    assert can_load(("arm64e",), "arm64")
    assert not can_load(("x86_64",), "arm64")
    assert can_load(("x86_64", "arm64"), "x86_64")
    assert not can_load(("arm64",), "x86_64")
    assert not can_load((), "arm64")
