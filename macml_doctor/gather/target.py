"""Choose the target interpreter: the environment the doctor inspects, and why.

Precedence (DESIGN.md, "Target precedence"): ``--python`` > the interpreter running ``python -m macml_doctor``
(unless it is the doctor's own tool environment) > the active venv / conda env > ``python3`` on ``PATH``,
skipping tool environments (uvx, ``pipx run``, ``uv tool``, pipx) and, on a Mac without the Command Line
Tools, the ``/usr/bin/python3`` stub (running it opens the "install the command line developer tools"
dialog, even for root under an MDM agent). The reason names the rule, and what was skipped.
"""

from __future__ import annotations

import os
import platform
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from macml_doctor import messages as msg
from macml_doctor.errors import TargetError

_BIN = "Scripts" if os.name == "nt" else "bin"

# What a tool installer leaves in the environments it makes (real layouts, recorded in
# tests/fixtures/layouts/): pipx (install and run) writes pipx_metadata.json; `uv tool install` writes
# uv-receipt.toml; uvx's throwaway environments live in uv's cache (archive-v0/…, tagged CACHEDIR.TAG).
TOOL_MARKERS: tuple[tuple[str, str], ...] = (("pipx_metadata.json", "pipx"), ("uv-receipt.toml", "uv tool"))
CACHE_MARKER = "CACHEDIR.TAG"

# Where the Command Line Tools or Xcode keep a real python3; /usr/bin/python3 is only a shim in front of them.
DEVELOPER_DIRS = ("/Library/Developer/CommandLineTools", "/Applications/Xcode.app/Contents/Developer")
XCODE_SELECT_LINK = "/var/db/xcode_select_link"  # what `xcode-select -s` sets
MACOS_STUB = "/usr/bin/python3"


@dataclass(frozen=True)
class TargetChoice:
    python: str
    reason: str


@dataclass(frozen=True)
class Doctor:
    """The process the doctor itself runs in: its interpreter, its environment, how it was started."""

    executable: str
    prefix: str
    as_module: bool  # started as `python -m macml_doctor`

    @classmethod
    def current(cls) -> Doctor:
        main = sys.modules.get("__main__")
        spec = getattr(main, "__spec__", None)
        return cls(sys.executable, sys.prefix, getattr(spec, "name", "") == "macml_doctor.__main__")


def env_python(prefix: str | Path) -> Path:
    return Path(prefix) / _BIN / ("python.exe" if os.name == "nt" else "python")


def tool_environment(prefix: str | Path) -> str | None:
    """The kind of tool environment at ``prefix`` (``pipx``, ``uv tool``, ``uvx``), or None for a user's env."""
    root = Path(prefix)
    for name, kind in TOOL_MARKERS:
        if (root / name).is_file():
            return kind
    if (root / CACHE_MARKER).is_file() and (root / "pyvenv.cfg").is_file():
        return "uvx"  # a venv that is also a cache entry: uv's throwaway tool environment
    return None


def _prefix_of(python: str) -> Path:
    """The environment folder of an interpreter in ``<prefix>/bin/`` (a venv's python is often a symlink)."""
    return Path(os.path.abspath(python)).parent.parent


def clt_installed(exists: Callable[[str], bool] = os.path.exists, environ: Mapping[str, str] | None = None) -> bool:
    """Whether a developer directory with a real python3 exists (Command Line Tools or Xcode)."""
    env = os.environ if environ is None else environ
    dirs = [env.get("DEVELOPER_DIR", ""), _readlink(XCODE_SELECT_LINK), *DEVELOPER_DIRS]
    return any(d and exists(os.path.join(d, "usr", "bin", "python3")) for d in dirs)


def _readlink(path: str) -> str:
    try:
        return os.readlink(path)
    except OSError:
        return ""


def is_macos_stub(path: str, system: str | None = None, exists: Callable[[str], bool] = os.path.exists,
                  environ: Mapping[str, str] | None = None) -> bool:
    """/usr/bin/python3 on a Mac without the Command Line Tools: running it opens an install dialog."""
    if (system or platform.system()) != "Darwin" or os.path.abspath(path) != MACOS_STUB:
        return False
    return not clt_installed(exists, environ)


def _which_all(name: str, path: str | None) -> list[str]:
    found: list[str] = []
    for folder in (path if path is not None else os.defpath).split(os.pathsep):
        candidate = os.path.join(folder or ".", name)
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK) and candidate not in found:
            found.append(candidate)
    return found


def choose(python_arg: str | None, environ: Mapping[str, str] | None = None, *, doctor: Doctor | None = None,
           system: str | None = None, exists: Callable[[str], bool] = os.path.exists) -> TargetChoice:
    env = os.environ if environ is None else environ
    me = doctor or Doctor.current()
    if python_arg:
        chosen = _validate(python_arg)
        if is_macos_stub(chosen, system, exists, env):
            raise TargetError(msg.TARGET_STUB_GIVEN.format(python=python_arg))
        return TargetChoice(chosen, msg.TARGET_GIVEN)
    own_tool = tool_environment(me.prefix)
    if me.as_module and own_tool is None:
        return TargetChoice(me.executable, msg.TARGET_MODULE)
    for var, label in (("VIRTUAL_ENV", msg.TARGET_VENV), ("CONDA_PREFIX", msg.TARGET_CONDA)):
        prefix = env.get(var)
        if prefix and env_python(prefix).is_file() and tool_environment(prefix) is None:
            return TargetChoice(str(env_python(prefix)), label.format(var=var))
    skipped: list[str] = []
    for candidate in _which_all("python3", env.get("PATH")):
        kind = tool_environment(_prefix_of(candidate))
        if kind is not None:
            skipped.append(msg.TARGET_SKIPPED_TOOL.format(python=candidate, kind=kind))
        elif is_macos_stub(candidate, system, exists, env):
            skipped.append(msg.TARGET_SKIPPED_STUB.format(python=candidate))
        else:
            return TargetChoice(candidate, _with_skipped(msg.TARGET_PATH, skipped))
    if own_tool is None:
        return TargetChoice(me.executable, _with_skipped(msg.TARGET_OWN, skipped))
    raise TargetError(_with_skipped(msg.TARGET_NONE, skipped))


def _with_skipped(reason: str, skipped: Sequence[str]) -> str:
    return reason + ("; " + msg.TARGET_SKIPPED.format(what=", ".join(skipped)) if skipped else "")


def _validate(raw: str) -> str:
    path = Path(raw).expanduser()
    if path.is_dir():
        candidate = env_python(str(path))
        if candidate.is_file():
            return str(candidate)
        raise TargetError(f"--python {raw}: is a directory without {_BIN}/python in it")
    if not path.exists():
        import shutil

        found = shutil.which(raw)
        if found:
            return found
        raise TargetError(f"--python {raw}: no such file")
    if not os.access(path, os.X_OK):
        raise TargetError(f"--python {raw}: not executable")
    return str(path)
