"""The arch scan reaches every module the target can import and cannot be stalled: PYTHONPATH and .pth folders,
every offender counted before grouping, the time budget read per directory entry, a FIFO named *.so skipped.

The Mach-O files are real: the recorded header and load commands of mlx 0.29.3's arm64 core module
(tests/fixtures/wheels, read from PyPI by the knowledge audit). An arm64 file is unloadable in an x86_64
(Rosetta) process, which is the case planted here.
"""

from __future__ import annotations

import os
import subprocess
import threading
import venv
from pathlib import Path

import pytest

from macml_doctor.diagnose.packages import check_arch_scan
from macml_doctor.facts import Facts, Origin, Target, known
from macml_doctor.gather import collect, macho
from macml_doctor.gather.frameworks import scan_arch
from macml_doctor.gather.target import TargetChoice

ARM64_HEAD = (Path(__file__).resolve().parents[1] / "fixtures" / "wheels" / "files"
              / "mlx-0.29.3-cp313-cp313-macosx_13_0_arm64.whl" / "head.macho").read_bytes()


def plant(folder: Path, count: int) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(count):
        (folder / f"_m{i:03d}.cpython-311-darwin.so").write_bytes(ARM64_HEAD)


def rosetta_facts(sites: list[Path], path_dirs: list[Path] | None = None) -> Facts:
    items = {"host.os": known("Darwin"), "python.machine": known("x86_64"), "python.translated": known(1),
             "python.site_packages": known([str(s) for s in sites])}
    if path_dirs is not None:
        items["python.path_dirs"] = known([str(p) for p in path_dirs])
    return Facts(Target(Origin.LIVE, python="/x/bin/python"), items)


def test_the_fixture_is_a_real_arm64_module() -> None:
    assert macho.parse_archs(ARM64_HEAD) == ("arm64",)


def test_every_offender_is_counted_before_grouping(tmp_path: Path) -> None:
    """60 torch modules and 3 numpy ones: the old scan kept the first 50 offenders, then grouped."""
    plant(tmp_path / "numpy" / "core", 3)
    plant(tmp_path / "torch" / "lib", 60)
    scanned = scan_arch(rosetta_facts([tmp_path]))
    found = {f.evidence["package"]: f.evidence["count"] for f in check_arch_scan(scanned)}
    assert found == {"numpy": 3, "torch": 60}
    assert len(scanned.value("packages.arch_scan")["unloadable"]) <= 20  # named files stay few


def test_folders_on_pythonpath_and_from_pth_files_are_scanned(tmp_path: Path) -> None:
    extra = tmp_path / "extra"
    plant(extra / "torch" / "lib", 2)
    site = tmp_path / "site"
    site.mkdir()
    [f] = check_arch_scan(scan_arch(rosetta_facts([site], [extra])))
    assert f.evidence["package"] == "torch" and f.evidence["count"] == 2


def test_the_collector_lists_pythonpath_and_pth_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A real collector run in a real venv: PYTHONPATH names one folder, a .pth file in its site-packages
    (processed by site at start-up) another."""
    on_path, from_pth = tmp_path / "on_path", tmp_path / "from_pth"
    on_path.mkdir()
    from_pth.mkdir()
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=False)
    python = env_dir / "bin" / "python"
    site_packages = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                                   capture_output=True, text=True, check=True).stdout.strip()
    (Path(site_packages) / "extra.pth").write_text(str(from_pth) + "\n")
    monkeypatch.setenv("PYTHONPATH", str(on_path))
    facts = collect.collect_live(TargetChoice(str(python), "test"))
    dirs = facts.value("python.path_dirs")
    assert str(on_path) in dirs and str(from_pth) in dirs
    assert site_packages not in dirs  # the site folders are listed once, as python.site_packages
    assert not any(d == os.path.dirname(os.__file__) for d in dirs)  # the standard library is not scanned


def test_the_budget_is_read_for_files_that_are_not_modules(tmp_path: Path) -> None:
    """A tree with no *.so at all: the old walk only looked at the clock when a file matched."""
    for i in range(50):
        (tmp_path / f"m{i}.py").write_text("")
    result = macho.scan_extensions([tmp_path], "arm64", time_budget_s=-1.0)
    assert result.truncated and result.files_checked == 0


def test_a_fifo_named_like_a_module_does_not_hang_the_scan(tmp_path: Path) -> None:
    lib = tmp_path / "torch" / "lib"
    plant(lib, 1)
    os.mkfifo(lib / "_a_pipe.cpython-311-darwin.so")
    out: list[macho.ScanResult] = []
    worker = threading.Thread(target=lambda: out.append(macho.scan_extensions([tmp_path], "x86_64")), daemon=True)
    worker.start()
    worker.join(timeout=30)  # a hang guard, far above the milliseconds the scan takes
    assert not worker.is_alive(), "the scan blocked opening the FIFO"
    [result] = out
    assert result.files_checked == 2 and result.not_macho == 1
    assert [Path(u.path).name for u in result.unloadable] == ["_m000.cpython-311-darwin.so"]
