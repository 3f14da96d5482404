"""Real virtual environments for tests: built once per machine, safe across processes.

They live in the user's cache folder (``~/.cache/macml-doctor-tests/venvs`` on Linux; ``$MACML_TEST_CACHE/venvs``
when that is set), so that every checkout and git worktree on the machine shares them: a new worktree's first
``pytest -m "not slow"`` does not install torch again. Each venv is keyed by its name, its base interpreter and its
requirements; a file lock serialises builders, and a venv is built in a temporary folder and renamed into place, so
a half-built venv is never used.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import platformdirs

CACHE = Path(os.environ.get("MACML_TEST_CACHE") or platformdirs.user_cache_path("macml-doctor-tests")) / "venvs"

# The interpreter venvs are built from: the one running the tests (CI and the README use 3.11, for
# which the local torch 2.13.0 CPU wheel exists).
BASE_PYTHON = sys.executable

TORCH = ("torch==2.13.0", "numpy")
TENSORFLOW = ("tensorflow-cpu",)
# Every framework the probe runs, in one venv (the probe tests share it): MLX and JAX from PyPI run on a
# Linux CPU with the same array, evaluation and training code paths they use on Metal.
ALL_FRAMEWORKS = (*TORCH, *TENSORFLOW, "mlx[cpu]", "jax")


def venv_python(venv: Path) -> Path:
    return venv / "bin" / "python"


def make_venv(name: str, requirements: tuple[str, ...] = (), *, base_python: str = BASE_PYTHON) -> Path:
    """Return the python of a venv with these requirements installed, building it if needed."""
    identity = f"{os.path.realpath(base_python)}\n{sorted(requirements)}"
    key = hashlib.sha256(identity.encode()).hexdigest()[:10]
    target = CACHE / f"{name}-{key}"
    CACHE.mkdir(parents=True, exist_ok=True)
    with open(CACHE / f"{name}-{key}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if (target / ".complete").exists():
            return venv_python(target)
        tmp = CACHE / f".{name}-{key}.tmp"
        shutil.rmtree(tmp, ignore_errors=True)
        subprocess.run([base_python, "-m", "venv", str(tmp)], check=True)
        if requirements:
            subprocess.run([str(venv_python(tmp)), "-m", "pip", "install", "-q", "--disable-pip-version-check",
                            *requirements], check=True)
        shutil.rmtree(target, ignore_errors=True)
        tmp.rename(target)
        # venv scripts hard-code their folder; python itself resolves sys.prefix from pyvenv.cfg's
        # location, so the renamed venv works for `python -m …`, which is all tests use.
        (target / ".complete").write_text("ok\n")
    return venv_python(target)
