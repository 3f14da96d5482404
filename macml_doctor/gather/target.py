"""Choose the target interpreter: the environment the doctor inspects, and why."""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from macml_doctor.errors import TargetError

_BIN = "Scripts" if os.name == "nt" else "bin"


@dataclass(frozen=True)
class TargetChoice:
    python: str
    reason: str


def _env_python(prefix: str) -> Path:
    return Path(prefix) / _BIN / ("python.exe" if os.name == "nt" else "python")


def choose(python_arg: str | None, environ: Mapping[str, str] | None = None) -> TargetChoice:
    env = os.environ if environ is None else environ
    if python_arg:
        return TargetChoice(_validate(python_arg), "given with --python")
    for var, label in (("VIRTUAL_ENV", "the active virtual environment"), ("CONDA_PREFIX", "the active conda env")):
        prefix = env.get(var)
        if prefix and _env_python(prefix).is_file():
            return TargetChoice(str(_env_python(prefix)), f"{label} (${var})")
    on_path = shutil.which("python3", path=env.get("PATH"))
    if on_path:
        return TargetChoice(on_path, "python3 on PATH (no active venv or conda env)")
    return TargetChoice(sys.executable, "the doctor's own interpreter (no python3 on PATH)")


def _validate(raw: str) -> str:
    path = Path(raw).expanduser()
    if path.is_dir():
        candidate = _env_python(str(path))
        if candidate.is_file():
            return str(candidate)
        raise TargetError(f"--python {raw}: is a directory without {_BIN}/python in it")
    if not path.exists():
        found = shutil.which(raw)
        if found:
            return found
        raise TargetError(f"--python {raw}: no such file")
    if not os.access(path, os.X_OK):
        raise TargetError(f"--python {raw}: not executable")
    return str(path)
