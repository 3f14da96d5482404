"""Every Python environment on this machine in the usual places, for `check --all-envs` (one line each).

conda / mamba envs (``~/.conda/environments.txt`` and the ``envs/`` of the usual installs), pixi environments of
the current project, venvs (``./.venv``, ``./venv``, ``~/.venvs/*``, ``~/venvs/*``, ``~/.virtualenvs/*``), pyenv,
mise and asdf versions, Homebrew, python.org and the system Python (never the Command Line Tools stub, see
gather/target.py). Tool environments (pipx, uv tool, uvx) are skipped. Each is listed once, by real path.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

from macml_doctor.gather import target

CONDA_BASES = ("miniforge3", "mambaforge", "miniconda3", "anaconda3", "micromamba", ".micromamba", "opt/anaconda3")
VENV_HOMES = (".venvs", "venvs", ".virtualenvs", ".local/share/virtualenvs")
VERSION_HOMES = (".pyenv/versions", ".local/share/mise/installs/python", ".asdf/installs/python")
FIXED = ("/opt/homebrew/bin/python3", "/usr/local/bin/python3", "/usr/bin/python3")
PYTHON_ORG = Path("/Library/Frameworks/Python.framework/Versions")


def _children(folder: Path) -> list[Path]:
    try:
        return sorted(p for p in folder.iterdir() if p.is_dir())
    except OSError:
        return []


def _candidates(home: Path, cwd: Path) -> Iterator[Path]:
    try:
        listed = (home / ".conda" / "environments.txt").read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        listed = []
    for line in listed:
        if line.strip():
            yield target.env_python(line.strip())
    for base in CONDA_BASES:
        yield target.env_python(home / base)
        for env in _children(home / base / "envs"):
            yield target.env_python(env)
    for env in _children(cwd / ".pixi" / "envs"):
        yield target.env_python(env)
    for name in (".venv", "venv"):
        yield target.env_python(cwd / name)
    for folder in VENV_HOMES:
        for env in _children(home / folder):
            yield target.env_python(env)
    for folder in VERSION_HOMES:
        for version in _children(home / folder):
            yield version / "bin" / "python3"
    for version in _children(PYTHON_ORG):
        yield version / "bin" / "python3"
    for fixed in FIXED:
        yield Path(fixed)


def find(home: Path | None = None, cwd: Path | None = None) -> list[str]:
    """The interpreters of every environment found, in the order above, each once."""
    seen: set[str] = set()
    out: list[str] = []
    for python in _candidates(home or Path.home(), cwd or Path.cwd()):
        if not (python.is_file() and os.access(python, os.X_OK)):
            continue
        prefix = python.parent.parent
        own_env = (prefix / "pyvenv.cfg").is_file() or (prefix / "conda-meta").is_dir()
        # a venv shares its base's binary but is an environment of its own: keyed by its folder
        key = str(prefix.resolve()) if own_env else os.path.realpath(python)
        if key in seen or target.tool_environment(prefix) or target.is_macos_stub(str(python)):
            continue
        seen.add(key)
        out.append(str(python))
    return out
