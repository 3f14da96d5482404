"""Turn fix recipes (``fixes/*.toml``) into plans: the exact commands and file edits for one environment.

A plan is a value: nothing here runs anything. ``fix_apply`` executes plans; ``fix --dry-run`` only
prints them. Recipes may add to the shared schema (macml_doctor/remedy/recipes.py):

- ``[[edit]] kind = "shell-env"``, ``env = {NAME = "value"}``: export variables persistently: in a
  marked block of the shell profile, or, for a conda env, through ``conda env config vars set``.
- ``[[edit]] kind = "condarc"``, ``set = {key = "value"}``: set keys in the env's own ``.condarc``.
- ``[expect]`` ``{package = "PEP 440 specifier"}``: the package state the fix produces; a recipe whose
  expectation already holds has nothing to do, and the re-check verifies it.
- ``[applies]`` ``os = [...]``, ``managers = [...]``, ``packages = [...]``: when the fix can be asked for
  by id even though none of its findings fired (all listed conditions must hold).
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from packaging.specifiers import InvalidSpecifier, SpecifierSet

from macml_doctor import messages as msg
from macml_doctor.diagnose.common import package_version
from macml_doctor.errors import UsageError
from macml_doctor.facts import Facts, Origin
from macml_doctor.findings import Finding, Severity
from macml_doctor.remedy import profile_edit, recipes, shell
from macml_doctor.remedy.recipes import Recipe

CONDA_TOOLS = ("conda", "mamba", "micromamba")


_PLACEHOLDER = re.compile(r"\{[A-Za-z0-9_.-]+\}")
_PLACEHOLDER_NAME = re.compile(r"\{([A-Za-z0-9_.-]+)\}")


@dataclass(frozen=True)
class Command:
    argv: tuple[str, ...]

    def display(self, *, home: str | None = None) -> str:
        return shell.join(self.argv, home=home)

    @property
    def unfilled(self) -> tuple[str, ...]:
        """Placeholders the facts could not fill: such a command is shown, never run."""
        return tuple(m for part in self.argv for m in _PLACEHOLDER.findall(part))


@dataclass(frozen=True)
class FileEdit:
    path: str
    kind: str  # "shell-env" (marked block in a profile) or "condarc" (keys in an env's .condarc)
    settings: tuple[tuple[str, str], ...]
    shell: str = ""

    def preview(self) -> list[str]:
        if self.kind == "shell-env":
            return profile_edit.env_block(dict(self.settings), self.shell).splitlines()
        return [f"{key}: {value}" for key, value in self.settings]


@dataclass(frozen=True)
class FixPlan:
    recipe: Recipe
    finding: Finding | None
    manager: str  # conda | mamba | micromamba | uv | pip
    python: str
    prefix: str
    commands: tuple[Command, ...] = ()
    edits: tuple[FileEdit, ...] = ()
    expect: tuple[tuple[str, str], ...] = ()
    targets: tuple[str, ...] = ()  # finding ids that must be gone after the fix
    satisfied: bool = False  # the expected state already holds: nothing to do
    manual: tuple[str, ...] = ()  # the recipe's manual steps, placeholders filled in
    rejected: tuple[str, ...] = ()  # why a value from the facts was not filled in (not a valid name, path…)

    @property
    def unfilled(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(p for c in self.commands for p in c.unfilled))

    @property
    def automatic(self) -> bool:
        return (self.recipe.kind == "auto" and bool(self.commands or self.edits) and not self.unfilled
                and not self.rejected)

    @property
    def steps(self) -> tuple[Command | FileEdit, ...]:
        return (*self.commands, *self.edits)


@dataclass(frozen=True)
class Options:
    shell_profile: str | None = None
    shell: str | None = None
    extra_values: Mapping[str, str] = field(default_factory=dict)


def catalogue() -> dict[str, Recipe]:
    """Every recipe, plus test-only ones from $MACML_DOCTOR_KB_OVERRIDE/fixes (documented in the README)."""
    out = recipes.catalogue()
    extra = os.environ.get("MACML_DOCTOR_KB_OVERRIDE")
    if extra:
        from macml_doctor.kb.load import tomllib

        for path in sorted(Path(extra, "fixes").glob("*.toml")):
            with path.open("rb") as fh:
                recipe = Recipe.from_toml(tomllib.load(fh))
            out[recipe.id] = recipe
    return out


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


def detect_manager(facts: Facts) -> str:
    """The front end for this env: conda / mamba / micromamba, uv, or pip (extends recipes.detect_manager)."""
    family = recipes.detect_manager(facts)
    return conda_tool(facts) if family == "conda" else family


def family(manager: str) -> str:
    return "conda" if manager in CONDA_TOOLS else manager


def values_for(facts: Facts, finding: Finding | None, manager: str,
               extra: Mapping[str, Any]) -> dict[str, Any]:
    """Placeholder values: the env's (python, prefix, env_name, python_version), then the finding's
    evidence (strings, and lists of strings such as ``pip``: a whole-argument ``{pip}`` splices them)."""
    values: dict[str, Any] = dict(recipes.placeholder_values(facts))
    values["conda"] = manager if manager in CONDA_TOOLS else "conda"
    if finding is not None:
        for key, value in finding.evidence.items():
            if isinstance(value, str) or (isinstance(value, list) and all(isinstance(v, str) for v in value)):
                values.setdefault(key, value)
    values.update(extra)
    return values


_WHOLE = re.compile(r"^\{([A-Za-z0-9_.-]+)\}$")

# What each placeholder's value must be; a value from a report or a target that is not that stays unfilled.
VALUE_KINDS: Mapping[str, shell.Validator] = {
    "python": shell.why_not_path, "prefix": shell.why_not_path, "env_name": shell.why_not_env_name,
    "python_version": shell.why_not_version, "torch_below": shell.why_not_version,
    "package": shell.why_not_package, "pip": shell.why_not_requirement,
}


def checked_values(values: Mapping[str, Any], names: set[str]) -> tuple[dict[str, Any], tuple[str, ...]]:
    """The values with every one that the placeholders ``names`` cannot take removed, and why each was."""
    kept = dict(values)
    rejected: list[str] = []
    for name in sorted(names):
        value = values.get(name)
        if value is None:
            continue
        check = VALUE_KINDS.get(name, shell.why_not_word)
        for item in value if isinstance(value, list) else [value]:
            why = (check(item) if item != "" else None) if isinstance(item, str) else "not text"
            if why is not None:
                kept.pop(name, None)
                rejected.append(msg.FIX_VALUE_REJECTED.format(name=name, value=_shown(item), why=why))
                break
    return kept, tuple(rejected)


def _shown(value: str, limit: int = 60) -> str:
    """A rejected value as printable text (escapes and control characters spelled out)."""
    text = ascii(value)[1:-1]
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _format(argv: Sequence[str], values: Mapping[str, Any]) -> list[str]:
    out: list[str] = []
    for part in argv:
        whole = _WHOLE.match(part)
        if whole and isinstance(values.get(whole.group(1)), list):
            out.extend(values[whole.group(1)])
        else:
            out.append(part.format_map(_Keep({k: v for k, v in values.items() if isinstance(v, str)})))
    return out


def _argvs(recipe: Recipe, manager: str, values: Mapping[str, Any]) -> list[tuple[str, ...]]:
    out = []
    chosen = recipe.commands.get(family(manager)) or recipe.commands.get("any") or ()
    for argv in (_format(a, values) for a in chosen):
        # mamba and micromamba take conda's package commands; `conda config` stays conda's.
        if argv and argv[0] == "conda" and manager != "conda" and argv[1:2] != ["config"]:
            argv = [manager, *argv[1:]]
        out.append(tuple(argv))
    return out


def _edits(recipe: Recipe, facts: Facts, manager: str, options: Options,
           prefix: str) -> tuple[list[FileEdit], list[Command]]:
    edits: list[FileEdit] = []
    commands: list[Command] = []
    for raw in recipe.extra.get("edit", ()):
        kind = raw.get("kind")
        if kind == "shell-env":
            env = {str(k): str(v) for k, v in raw.get("env", {}).items()}
            if family(manager) == "conda" and not options.shell_profile and prefix:
                pairs = [f"{k}={v}" for k, v in env.items()]
                tool = "conda" if manager == "mamba" else manager
                commands.append(Command((tool, "env", "config", "vars", "set", "-p", prefix, *pairs)))
                continue
            if facts.target.origin is not Origin.LIVE and not options.shell_profile:
                # Someone else's machine: name their profile (zsh is macOS's default), never this one's.
                shell = options.shell or "zsh"
                edits.append(FileEdit(str(profile_edit.default_profile(shell, home="~")), "shell-env",
                                      tuple(env.items()), shell))
                continue
            shell = options.shell or profile_edit.shell_from_env()
            path = Path(options.shell_profile).expanduser() if options.shell_profile else \
                profile_edit.default_profile(shell)
            shell = profile_edit.shell_for_profile(path, shell)
            edits.append(FileEdit(str(path.absolute()), "shell-env", tuple(env.items()), shell))
        elif kind == "condarc":
            if not prefix:
                continue
            settings = tuple((str(k), str(v)) for k, v in raw.get("set", {}).items())
            edits.append(FileEdit(str(Path(prefix) / ".condarc"), "condarc", settings))
    return edits, commands


def expectation(recipe: Recipe) -> tuple[tuple[str, str], ...]:
    raw = recipe.extra.get("expect", {})
    return tuple((str(k), str(v)) for k, v in raw.items()) if isinstance(raw, Mapping) else ()


def expectation_holds(expect: Sequence[tuple[str, str]], facts: Facts) -> bool | None:
    """True when every expected package version holds; None when there is no expectation."""
    if not expect:
        return None
    for name, spec in expect:
        installed = package_version(facts, name)
        if spec == "absent":  # e.g. tensorflow-macos once replaced by tensorflow
            if installed is not None:
                return False
            continue
        try:
            wanted = SpecifierSet(spec)
        except InvalidSpecifier:
            return False
        if installed is None or not wanted.contains(installed, prereleases=True):
            return False
    return True


def conda_env_vars_hold(recipe: Recipe, facts: Facts) -> bool:
    """Whether the conda env already sets the recipe's variables (conda keeps them in conda-meta/state)."""
    import json

    prefix = facts.value("python.prefix") or ""
    wanted = {str(k): str(v) for raw in recipe.extra.get("edit", ()) if raw.get("kind") == "shell-env"
              for k, v in raw.get("env", {}).items()}
    try:
        state = json.loads(Path(prefix, "conda-meta", "state").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    current = state.get("env_vars", {}) if isinstance(state, dict) else {}
    return all(current.get(k) == v for k, v in wanted.items())


def edits_hold(edits: Sequence[FileEdit]) -> bool:
    for edit in edits:
        try:
            text = Path(edit.path).read_text(encoding="utf-8")
        except OSError:
            return False
        if edit.kind == "shell-env":
            # A subset: the block may also hold another fix's variables. A damaged block raises EditError.
            if not dict(edit.settings).items() <= profile_edit.read_block(text, edit.path).items():
                return False
        elif any(f"{k}: {v}" not in text.splitlines() for k, v in edit.settings):
            return False
    return True


def plan(recipe: Recipe, facts: Facts, finding: Finding | None, options: Options | None = None) -> FixPlan:
    options = options or Options()
    manager = detect_manager(facts)
    used = {name for argv in (*(c for cs in recipe.commands.values() for c in cs),) for part in argv
            for name in _PLACEHOLDER_NAME.findall(part)}
    used |= {name for step in recipe.manual for name in _PLACEHOLDER_NAME.findall(step)}
    if recipe.extra.get("edit"):
        used.add("prefix")
    values, rejected = checked_values(values_for(facts, finding, manager, options.extra_values), used)
    edits, edit_commands = _edits(recipe, facts, manager, options, values.get("prefix", ""))
    commands = [Command(a) for a in _argvs(recipe, manager, values)]
    expect = expectation(recipe)
    targets = tuple(sorted({*(recipe.findings or ()), *((finding.id,) if finding else ())}))
    exp = expectation_holds(expect, facts)
    needed = ((bool(commands) and exp is not True) or (bool(edits) and not edits_hold(edits))
              or (bool(edit_commands) and not conda_env_vars_hold(recipe, facts)))
    satisfied = bool(commands or edits or edit_commands) and not needed
    strings = {k: v for k, v in values.items() if isinstance(v, str)}
    # Values in a "by hand" step are shell words too: quoted, so that a copied step runs as shown.
    quoted = {k: shell.join([v]) for k, v in strings.items()}
    # A step that needs a value the facts leave empty (no prefix in a pasted report) would read wrong: drop it.
    manual = tuple(step.format_map(_Keep(quoted)) for step in recipe.manual
                   if not any(strings.get(name) == "" for name in _PLACEHOLDER_NAME.findall(step)))
    return FixPlan(recipe, finding, manager, str(values.get("python", "{python}")), str(values.get("prefix", "")),
                   tuple(commands + edit_commands), tuple(edits), expect, targets, satisfied, manual, rejected)


def command_lines(recipe: Recipe, facts: Facts, finding: Finding | None, *, home: str | None = None) -> list[str]:
    """What `fix` would run for this finding, as shell-quoted lines (the reports show exactly these);
    ``home``: the stand-in for a redacted home folder (see :func:`macml_doctor.remedy.shell.join`)."""
    return [c.display(home=home) for c in plan(recipe, facts, finding).commands]


def template_lines(recipe: Recipe, manager: str) -> list[str]:
    """A recipe's commands for one manager with their placeholders left visible (for `explain`)."""
    return [shell.join(argv) for argv in _argvs(recipe, manager, {})]


# --- which fixes to plan -------------------------------------------------------------------------


def applicable(recipe: Recipe, facts: Facts, fired: Finding | None) -> bool:
    """Asked for by id: an [applies] rule must hold when there is one; then a fired finding, the rule itself,
    or a declared [expect] (held: nothing to do; not held: the fix is needed) makes it applicable."""
    rule = recipe.extra.get("applies")
    if isinstance(rule, Mapping) and not _applies(recipe, facts):
        return False
    return fired is not None or isinstance(rule, Mapping) or bool(expectation(recipe))


def _applies(recipe: Recipe, facts: Facts) -> bool:
    rule = recipe.extra.get("applies")
    if not isinstance(rule, Mapping):
        return False
    if "os" in rule and facts.value("host.os") not in rule["os"]:
        return False
    if "managers" in rule and family(detect_manager(facts)) not in rule["managers"]:
        return False
    return all(package_version(facts, name) is not None for name in rule.get("packages", ()))


def select(ids: Sequence[str], facts: Facts, findings: Sequence[Finding],
           fixes: Mapping[str, Recipe],
           known_findings: Mapping[str, Any]) -> list[tuple[Recipe, Finding | None]]:
    """The (recipe, finding) pairs to plan; UsageError (exit 2) for unknown or inapplicable ids."""
    present = {f.id: f for f in findings}
    chosen: list[tuple[Recipe, Finding | None]] = []

    def add(recipe: Recipe, finding: Finding | None) -> None:
        """One plan per recipe; several findings that reach it (one per package) pool their packages."""
        for i, (other_recipe, other) in enumerate(chosen):
            if other_recipe.id == recipe.id:
                chosen[i] = (recipe, _pool_packages(other, finding))
                return
        chosen.append((recipe, finding))

    if not ids:
        problems = [f for f in findings if f.severity.rank >= Severity.WARNING.rank and f.fix in fixes]
        for f in sorted(problems, key=lambda f: -f.severity.rank):
            add(fixes[f.fix or ""], f)
        return chosen
    for ident in ids:
        if ident in present or ident in known_findings:
            finding = present.get(ident)
            if finding is None:
                raise UsageError(msg.FIX_FINDING_ABSENT.format(id=ident))
            if not finding.fix or finding.fix not in fixes:
                raise UsageError(msg.FIX_NO_RECIPE.format(id=ident))
            for same in (f for f in findings if f.id == ident):
                add(fixes[finding.fix], same)
        elif ident in fixes:
            recipe = fixes[ident]
            fired = next((present[i] for i in recipe.findings if i in present), None)
            fired = fired or next((f for f in findings if f.fix == ident), None)
            if not applicable(recipe, facts, fired):
                raise UsageError(msg.FIX_NOT_APPLICABLE.format(
                    id=ident, findings=", ".join(recipe.findings) or "none"))
            add(recipe, fired)
        else:
            raise UsageError(msg.FIX_UNKNOWN_ID.format(id=ident))
    return chosen


# --- rendering -----------------------------------------------------------------------------------


def _pool_packages(a: Finding | None, b: Finding | None) -> Finding | None:
    """a, with evidence.package the list of both findings' packages (the recipe's {package} splices it)."""
    if a is None or b is None:
        return a or b
    names: list[str] = []
    for f in (a, b):
        value = f.evidence.get("package")
        names += [value] if isinstance(value, str) else [v for v in value or () if isinstance(v, str)]
    unique = list(dict.fromkeys(n for n in names if n))
    return a if len(unique) <= 1 else replace(a, evidence={**a.evidence, "package": unique})


def describe(p: FixPlan, index: int, total: int) -> list[str]:
    r = p.recipe
    head = msg.FIX_PLAN_HEAD.format(i=index, n=total, title=r.title, id=r.id)
    lines = [head + (f"  (for {p.finding.id})" if p.finding else "")]
    lines.append("  " + msg.FIX_PLAN_TARGET.format(python=p.python, manager=p.manager, prefix=p.prefix or "unknown"))
    lines.append(f"  why: {r.why}")
    if p.satisfied:
        lines.append("  " + msg.FIX_ALREADY_SATISFIED)
        return lines
    lines += ["  " + reason for reason in p.rejected]
    if r.kind == "auto" and p.unfilled:
        lines.append("  " + msg.FIX_UNFILLED.format(names=", ".join(p.unfilled)))
        lines += [f"    $ {c.display()}" for c in p.commands]
    elif r.kind == "auto":
        if p.commands:
            lines.append("  " + msg.FIX_WILL_RUN)
            lines += [f"    $ {c.display()}" for c in p.commands]
        for e in p.edits:
            lines.append("  " + msg.FIX_WILL_EDIT.format(path=e.path))
            lines += [f"    | {line}" for line in e.preview()]
        if not (p.commands or p.edits):
            lines.append("  " + msg.FIX_NOTHING_FOR_MANAGER.format(manager=p.manager))
        if p.manual:
            lines.append("  " + msg.FIX_BY_HAND)
    else:
        lines.append("  " + msg.FIX_MANUAL)
    lines += [f"    {i}. {step}" for i, step in enumerate(p.manual, 1)]
    if r.kind != "auto" and p.commands:
        lines.append("  " + msg.FIX_MANUAL_COMMANDS)
        lines += [f"    $ {c.display()}" for c in p.commands]
    lines.append(f"  verify: {r.verify}")
    lines += [f"  see: {link}" for link in r.links]
    return lines


class _Keep(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"
