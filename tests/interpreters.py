"""Discover the CPython interpreters installed on this machine (pyenv versions, python3.N on PATH)."""

from __future__ import annotations

import functools
import glob
import os
import shutil
import subprocess


@functools.cache
def discover() -> dict[str, str]:
    """{"3.11": "/path/to/python", "2.7": ...}: one interpreter per minor version (asked once per test session)."""
    found: dict[str, str] = {}

    def ask(exe: str) -> None:
        proc = subprocess.run([exe, "-c", "import sys; print('%d.%d' % sys.version_info[:2])"],
                              capture_output=True, text=True, check=False)
        minor = proc.stdout.strip()
        if proc.returncode == 0 and minor and minor not in found:
            found[minor] = exe

    pyenv = shutil.which("pyenv")
    if pyenv:
        root = subprocess.run([pyenv, "root"], capture_output=True, text=True, check=False).stdout.strip()
        for exe in sorted(glob.glob(os.path.join(root, "versions", "*", "bin", "python"))):
            ask(exe)
    for minor in ("2.7", *(f"3.{n}" for n in range(6, 15))):
        on_path = shutil.which(f"python{minor}")
        if on_path and minor not in found:  # a pyenv version of that minor was found above (PATH has its shim)
            ask(on_path)
    return found
