"""Real shells for tests: the one on PATH, or Debian's package unpacked into the test cache (no root needed).

CI runs on Debian without zsh or fish; skipping their tests there would leave them never run. `apt-get download` and
`dpkg -x` fetch the real binaries into .cache/shells once. Only a machine with neither the shell nor apt skips.
"""

from __future__ import annotations

import fcntl
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
from venvs import CACHE

SHELL_CACHE = CACHE.parent / "shells"
# Each shell's Debian packages: the binary's package and what it needs that a minimal Debian lacks.
PACKAGES = {"dash": ("dash",), "zsh": ("zsh", "zsh-common"), "fish": ("fish", "fish-common", "libpcre2-32-0")}


@dataclass(frozen=True)
class Shell:
    path: str
    env: dict[str, str]  # what the unpacked binary needs to find its libraries
    prelude: str = ""  # shell code to run first, for what the unpacked shell looks for under /usr


def real_shell(name: str) -> Shell:
    found = shutil.which(name)
    if found:
        return Shell(found, {})
    if name not in PACKAGES or not (shutil.which("apt-get") and shutil.which("dpkg")):
        pytest.skip(f"{name} is not installed here and this is not a Debian system to fetch it from")
    root = SHELL_CACHE / name
    SHELL_CACHE.mkdir(parents=True, exist_ok=True)
    with open(SHELL_CACHE / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (root / ".complete").exists():
            _unpack(PACKAGES[name], root)
    binary = next(p for p in (root / "usr/bin" / name, root / "bin" / name) if p.exists())
    env = {"LD_LIBRARY_PATH": str(root / "usr/lib/x86_64-linux-gnu")}
    # fish finds its own functions (`__fish_seen_subcommand_from`, …) under the /usr it was built for.
    prelude = f"set -p fish_function_path '{root}/usr/share/fish/functions'; " if name == "fish" else ""
    return Shell(str(binary), env, prelude)


def _unpack(packages: tuple[str, ...], root: Path) -> None:
    debs = root.with_suffix(".debs")
    shutil.rmtree(debs, ignore_errors=True)
    shutil.rmtree(root, ignore_errors=True)
    debs.mkdir(parents=True)
    proc = subprocess.run(["apt-get", "download", *packages], cwd=debs, capture_output=True, text=True)
    if proc.returncode != 0:
        pytest.fail(f"apt-get download {' '.join(packages)} failed: {proc.stderr.strip()[-400:]}")
    for deb in debs.glob("*.deb"):
        subprocess.run(["dpkg", "-x", str(deb), str(root)], check=True)
    (root / ".complete").write_text("ok\n")
