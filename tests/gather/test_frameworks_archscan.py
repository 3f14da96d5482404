"""Compiled-module architecture scan: real macOS wheels from PyPI (arm64, x86_64, universal2) and synthetic
headers, planted as ML packages' modules and read through the doctor's scan into facts and findings."""

from __future__ import annotations

import shutil
import struct
from pathlib import Path

import pytest
import venvs
from frameworks_helpers import finding, run_check
from wheels import fetch_macos_wheels

from macml_doctor.diagnose.packages import check_arch_scan
from macml_doctor.facts import Facts, Origin, Target, known
from macml_doctor.gather.frameworks import scan_arch

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def real_modules() -> dict[str, Path]:
    return fetch_macos_wheels()


def live_facts(site: Path, machine: str, translated: int = 0) -> Facts:
    return Facts(Target(Origin.LIVE, python="/x/bin/python"), {
        "host.os": known("Darwin"), "python.machine": known(machine), "python.translated": known(translated),
        "python.site_packages": known([str(site)])})


def plant_modules(site: Path, modules: dict[str, Path]) -> None:
    for kind, path in modules.items():
        dest = site / "torch" / "lib" / f"_{kind}.cpython-311-darwin.so"
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, dest)
    (site / "numpy").mkdir(parents=True, exist_ok=True)
    (site / "numpy" / "_not_macho.so").write_bytes(b"\x7fELF" + b"\0" * 60)


def test_arm64_python_cannot_load_the_x86_64_module(tmp_path: Path, real_modules: dict[str, Path]) -> None:
    plant_modules(tmp_path, real_modules)
    scanned = scan_arch(live_facts(tmp_path, "arm64"))
    scan = scanned.value("packages.arch_scan")
    assert scan["process_arch"] == "arm64"
    assert scan["files_checked"] == 4 and scan["mach_o_files"] == 3 and not scan["truncated"]
    assert [(u["package"], Path(u["path"]).name, u["archs"]) for u in scan["unloadable"]] == [
        ("torch", "_x86_64.cpython-311-darwin.so", ["x86_64"])]
    [f] = check_arch_scan(scanned)
    assert f.id == "incompatible-arch-extension" and f.evidence["package"] == "torch"
    assert f.summary.startswith("torch: 1 compiled module(s) cannot load in this arm64 Python, e.g. ")


def test_file_names_from_the_target_carry_no_terminal_escapes(tmp_path: Path,
                                                             real_modules: dict[str, Path]) -> None:
    hostile = tmp_path / "torch" / "lib" / "_x\x1b]52;c;dG91Y2ggeA==\x07\x1b[2J86.cpython-311-darwin.so"
    hostile.parent.mkdir(parents=True)
    shutil.copyfile(real_modules["x86_64"], hostile)
    scanned = scan_arch(live_facts(tmp_path, "arm64"))
    [bad] = scanned.value("packages.arch_scan")["unloadable"]
    assert Path(bad["path"]).name == "_x86.cpython-311-darwin.so"  # the OSC clipboard write and clear screen go
    [f] = check_arch_scan(scanned)
    assert "\x1b" not in f.summary and "\x07" not in f.summary


def test_rosetta_python_cannot_load_the_arm64_module(tmp_path: Path, real_modules: dict[str, Path]) -> None:
    plant_modules(tmp_path, real_modules)
    scan = scan_arch(live_facts(tmp_path, "arm64", translated=1)).value("packages.arch_scan")
    assert scan["process_arch"] == "x86_64"
    assert [Path(u["path"]).name for u in scan["unloadable"]] == ["_arm64.cpython-311-darwin.so"]


def test_synthetic_fat_header_without_a_native_slice(tmp_path: Path) -> None:
    # A fat (universal) header carrying i386 and x86_64 only, as old universal builds did.
    header = struct.pack(">II", 0xCAFEBABE, 2) + struct.pack(">IIIII", 7, 3, 4096, 100, 12) + struct.pack(
        ">IIIII", 0x01000007, 3, 8192, 100, 12)
    module = tmp_path / "mlx" / "core.cpython-312-darwin.so"
    module.parent.mkdir()
    module.write_bytes(header + b"\0" * 64)
    scan = scan_arch(live_facts(tmp_path, "arm64")).value("packages.arch_scan")
    assert scan["unloadable"] == [{"package": "mlx", "path": str(module), "archs": ["i386", "x86_64"]}]


def test_snapshots_keep_their_recorded_scan(tmp_path: Path) -> None:
    recorded = Facts(Target(Origin.SNAPSHOT), {"python.machine": known("arm64"),
                                               "python.site_packages": known([str(tmp_path)])})
    assert scan_arch(recorded).get("packages.arch_scan") is None


def test_live_check_names_a_planted_wrong_arch_module(real_modules: dict[str, Path]) -> None:
    python = venvs.make_venv("archscan")
    site = python.parent.parent / "lib" / f"python{__import__('sysconfig').get_python_version()}" / "site-packages"
    dest = site / "scipy" / "_planted.cpython-311-darwin.so"
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(real_modules["arm64"], dest)
    rc, report, stderr = run_check(python)
    assert rc == 1, stderr
    f = finding(report, "incompatible-arch-extension", package="scipy")
    assert f["evidence"]["files"] == [str(dest)] and f["evidence"]["archs"] == ["arm64"]


def test_scan_of_a_real_torch_install_finds_nothing_foreign(venv_torch: Path) -> None:
    site = venv_torch.parent.parent / "lib" / f"python{__import__('sysconfig').get_python_version()}" / "site-packages"
    scan = scan_arch(live_facts(site, "x86_64")).value("packages.arch_scan")
    # Bounded by its own file count and time budget (its speed: benchmarks/); a loaded machine may cut it short.
    assert scan["files_checked"] > 10 and scan["unloadable"] == []
