"""Which tool manages the target environment: the one place that decides it (remedies, setup and reports ask here).

Project managers own their environments and redo them on the next sync, so a fix must go through them:
pixi (``<root>/.pixi/envs/<name>``, pixi.toml or ``[tool.pixi]``), uv projects (a uv venv beside a
pyproject.toml), rye and poetry projects. Then conda / mamba / micromamba envs, uv venvs and plain venvs, and the
base interpreters by where they live: pyenv, mise, asdf, uv-managed Pythons, Homebrew, python.org, the system.
Everything comes from the facts (``python.project`` is gathered in the target), so a snapshot replays it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from macml_doctor.facts import Facts

CONDA_TOOLS = ("conda", "mamba", "micromamba")
PROJECT_MANAGERS = ("pixi", "uv-project", "rye", "poetry")
# Base interpreters, by a part of their real path (first match wins). pyenv, mise and asdf keep one folder per
# version; uv keeps its managed Pythons under …/uv/python/.
BASE_PATHS: tuple[tuple[str, str], ...] = (
    ("/.pyenv/versions/", "pyenv"), ("/pyenv/versions/", "pyenv"),
    ("/mise/installs/python/", "mise"), ("/.asdf/installs/python/", "asdf"),
    ("/uv/python/", "uv-python"),
    ("/opt/homebrew/", "homebrew"), ("/usr/local/Cellar/", "homebrew"), ("/home/linuxbrew/", "homebrew"),
    ("/Library/Frameworks/Python.framework/", "python.org"),
    ("/System/Library/", "system"), ("/Library/Developer/CommandLineTools/", "system"), ("/usr/bin/", "system"),
)


@dataclass(frozen=True)
class Manager:
    name: str  # pixi | uv-project | rye | poetry | conda | mamba | micromamba | uv | venv | pyenv | … | pip
    family: str  # whose recipe commands apply: conda | uv | pip | pixi | uv-project | rye | poetry
    root: str | None = None  # the project folder (project managers)
    manifest: str | None = None  # pixi.toml or pyproject.toml
    env_name: str | None = None  # pixi environment, conda env name

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "family": self.family, "root": self.root, "manifest": self.manifest,
                "env_name": self.env_name}


def _project(facts: Facts) -> Mapping[str, Any]:
    value = facts.value("python.project")
    return value if isinstance(value, Mapping) else {}


def conda_tool(facts: Facts) -> str:
    """conda, mamba or micromamba: which front end manages this conda env."""
    env = facts.value("env") or {}
    exe = str(env.get("CONDA_EXE", "")) if isinstance(env, Mapping) else ""
    paths = " ".join(str(facts.value(k) or "") for k in ("conda.base_prefix", "python.prefix")) + " " + exe
    if "micromamba" in paths.lower():
        return "micromamba"
    pkgs = facts.value("conda.packages") or {}
    if (isinstance(pkgs, Mapping) and "mamba" in pkgs) or "mambaforge" in paths.lower():
        return "mamba"
    return "conda"


def detect(facts: Facts) -> Manager:
    project = _project(facts)
    root = str(project.get("root") or "") or None
    files = set(project.get("files") or ())
    tools = set(project.get("pyproject_tools") or ())
    cfg = facts.value("python.pyvenv_cfg")
    cfg = cfg if isinstance(cfg, Mapping) else {}
    if root and project.get("env_name"):  # <root>/.pixi/envs/<name>
        manifest = "pixi.toml" if "pixi.toml" in files or "pixi" not in tools else "pyproject.toml"
        return Manager("pixi", "pixi", root, f"{root}/{manifest}", str(project["env_name"]))
    if root and "pyproject.toml" in files:
        pyproject = f"{root}/pyproject.toml"
        if "rye" in tools:
            return Manager("rye", "rye", root, pyproject)
        if "poetry" in tools or "poetry.lock" in files:
            return Manager("poetry", "poetry", root, pyproject)
        if "uv" in cfg or "uv.lock" in files or "uv" in tools:
            return Manager("uv-project", "uv-project", root, pyproject)
    if facts.value("conda.env") is True:
        tool = conda_tool(facts)
        prefix = str(facts.value("python.prefix") or "")
        return Manager(tool, "conda", env_name=prefix.rstrip("/").rsplit("/", 1)[-1] or None)
    if "uv" in cfg:
        return Manager("uv", "uv")
    if facts.value("python.in_venv") is True or cfg:
        return Manager("venv", "pip")
    where = " ".join(str(facts.value(k) or "") for k in ("python.realpath", "python.base_prefix", "python.executable"))
    for part, name in BASE_PATHS:
        if part in where:
            return Manager(name, "pip")
    return Manager("pip", "pip")
