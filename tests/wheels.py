"""Real macOS wheels from PyPI, downloaded once and cached, for the Mach-O tests."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
CACHE_DIR = REPO_ROOT / ".cache" / "wheels"


@dataclass(frozen=True)
class WheelSpec:
    requirement: str
    platform: str
    wheel_suffix: str  # the platform tag the downloaded file must carry
    member: str  # the compiled module inside the wheel


WHEELS = {
    # PyYAML 6.0.1 ships a thin arm64 wheel for CPython 3.11.
    "arm64": WheelSpec(
        "pyyaml==6.0.1",
        "macosx_11_0_arm64",
        "macosx_11_0_arm64.whl",
        "yaml/_yaml.cpython-311-darwin.so",
    ),
    # MarkupSafe 2.1.5 ships thin x86_64 and fat universal2 wheels (no thin arm64 one).
    "x86_64": WheelSpec(
        "markupsafe==2.1.5",
        "macosx_10_9_x86_64",
        "macosx_10_9_x86_64.whl",
        "markupsafe/_speedups.cpython-311-darwin.so",
    ),
    "universal2": WheelSpec(
        "markupsafe==2.1.5",
        "macosx_10_9_universal2",
        "macosx_10_9_universal2.whl",
        "markupsafe/_speedups.cpython-311-darwin.so",
    ),
}


def fetch_macos_wheels(dest: Path = CACHE_DIR) -> dict[str, Path]:
    """Download (once) and extract the compiled modules; returns ``{kind: path to .so}``."""
    extracted: dict[str, Path] = {}
    for kind, spec in WHEELS.items():
        folder = dest / kind
        target = folder / "extracted" / spec.member
        if not target.is_file():
            wheel = _download(spec, folder)
            with zipfile.ZipFile(wheel) as archive:
                archive.extract(spec.member, folder / "extracted")
        extracted[kind] = target
    return extracted


def _download(spec: WheelSpec, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    found = sorted(folder.glob(f"*{spec.wheel_suffix}"))
    if found:
        return found[0]
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--quiet",
            "--no-deps",
            "--only-binary=:all:",
            "--platform",
            spec.platform,
            "--python-version",
            "3.11",
            "-d",
            str(folder),
            spec.requirement,
        ],
        check=True,
        timeout=300,
    )
    found = sorted(folder.glob(f"*{spec.wheel_suffix}"))
    if not found:
        raise RuntimeError(f"pip did not fetch a {spec.wheel_suffix} wheel of {spec.requirement}")
    return found[0]
