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

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from macml_doctor import messages as msg
from macml_doctor.errors import UsageError
from macml_doctor.facts import Facts, Origin
from macml_doctor.findings import Edit, Finding, Remedy, Severity
from macml_doctor.gather import managers
from macml_doctor.gather.managers import CONDA_TOOLS
from macml_doctor.kb import module_packages
from macml_doctor.regex_cache import compiled
from macml_doctor.remedy import own_commands, profile_edit, recipes, shell
from macml_doctor.remedy.recipes import Recipe
from macml_doctor.traits import package_version

_PLACEHOLDER = compiled(r"\{[A-Za-z0-9_.-]+\}")
_PLACEHOLDER_NAME = compiled(r"\{([A-Za-z0-9_.-]+)\}")


@dataclass(frozen=True)
class PlanOptions:
    """What the planner may know of the machine it runs on, given as values: it reads nothing itself.

    ``shell`` and ``home`` name the profile a shell-env edit goes to on a live target (a pasted report gets
    zsh's ``~/.zshrc``); ``shell_profile`` is ``fix --shell-profile``, already expanded."""

    shell_profile: str | None = None
    shell: str = "zsh"
    home: str = "~"

    @classmethod
    def from_environ(cls, environ: Mapping[str, str], shell_profile: str | None = None) -> PlanOptions:
        home = environ.get("HOME") or "~"
        profile = None
        if shell_profile:
            path = Path(shell_profile.replace("~", home, 1) if shell_profile.startswith("~") else shell_profile)
            profile = str(path.absolute())
        return cls(profile, profile_edit.shell_from_env(environ), home)


@dataclass(frozen=True)
class FixPlan:
    """A recipe's remedy for one environment, with what ``fix`` needs to run it and judge the result."""

    recipe: Recipe
    finding: Finding | None
    remedy: Remedy
    manager: str  # conda | mamba | micromamba | uv | pip
    python: str
    prefix: str
    expect: tuple[tuple[str, str], ...] = ()
    targets: tuple[str, ...] = ()  # finding ids that must be gone after the fix
    conda_env_vars: bool = False  # a shell-env edit became `conda env config vars set` (the last command)
    rejected: tuple[str, ...] = ()  # why a value from the facts was not filled in (not a valid name, path…)

    @property
    def automatic(self) -> bool:
        return self.remedy.kind == "auto"


def unfilled(argv: Sequence[str]) -> tuple[str, ...]:
    """Placeholders the facts could not fill: such a command is shown, never run."""
    return tuple(m for part in argv for m in _PLACEHOLDER.findall(part))


def detect_manager(facts: Facts) -> str:
    """The front end for this env (gather/managers.py decides): a project manager (pixi, uv-project, rye, poetry),
    conda / mamba / micromamba, uv, or pip for every other venv and interpreter."""
    found = managers.detect(facts)
    return found.name if found.family != "pip" else "pip"


def family(manager: str) -> str:
    return "conda" if manager in CONDA_TOOLS else manager


def values_for(facts: Facts, finding: Finding | None, manager: str) -> dict[str, Any]:
    """Placeholder values: the env's (python, prefix, env_name, python_version), then the finding's
    evidence (strings, and lists of strings such as ``pip``: a whole-argument ``{pip}`` splices them)."""
    values: dict[str, Any] = dict(recipes.placeholder_values(facts))
    found = managers.detect(facts)
    if found.root:
        values.update(project_root=found.root, manifest=found.manifest or "")
    values["conda"] = manager if manager in CONDA_TOOLS else "conda"
    if finding is not None:
        for key, value in finding.evidence.items():
            # the finding's evidence fills what the environment's facts leave empty (a pasted report's prefix: the
            # conda environment its failing module's path names)
            if (isinstance(value, str) or (isinstance(value, list) and all(isinstance(v, str) for v in value))) \
                    and values.get(key, "") == "":
                values[key] = value
    if family(manager) == "conda" and isinstance(values.get("pip"), list):  # conda-forge's names, where they differ
        named = [module_packages.conda_requirement(req) for req in values["pip"]]
        if None in named:
            del values["pip"]  # conda-forge has no build of one of them: the placeholder stays, to be filled by hand
        else:
            values["pip"] = named
    return values


_WHOLE = compiled(r"^\{([A-Za-z0-9_.-]+)\}$")

# What each placeholder's value must be; a value from a report or a target that is not that stays unfilled.
VALUE_KINDS: Mapping[str, shell.Validator] = {
    "python": shell.why_not_path, "prefix": shell.why_not_path, "env_name": shell.why_not_env_name,
    "python_version": shell.why_not_version, "torch_below": shell.why_not_version,
    "macos_first": shell.why_not_version, "package": shell.why_not_package, "pip": shell.why_not_requirement,
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
        elif whole and values.get(whole.group(1)) == "":
            out.append(part)  # a whole argument the facts leave empty (a pasted report's prefix): "-p ''" runs wrong
        else:
            out.append(part.format_map(_Keep({k: v for k, v in values.items() if isinstance(v, str)})))
    return out


def _argvs(recipe: Recipe, manager: str, values: Mapping[str, Any]) -> list[tuple[str, ...]]:
    if manager in managers.PROJECT_MANAGERS:  # the project's own add/remove, from the recipe's pip commands
        base = [_format(a, values) for a in recipe.commands.get("pip") or recipe.commands.get("any") or ()]
        return own_commands.translate(base, manager, str(values.get("project_root", "{project_root}")),
                                      str(values.get("manifest", "{manifest}")))
    out = []
    chosen = recipe.commands.get(family(manager)) or recipe.commands.get("any") or ()
    for argv in (_format(a, values) for a in chosen):
        # mamba and micromamba take conda's package commands; `conda config` stays conda's.
        if argv and argv[0] == "conda" and manager != "conda" and argv[1:2] != ["config"]:
            argv = [manager, *argv[1:]]
        out.append(tuple(argv))
    return out


def _edits(recipe: Recipe, facts: Facts, manager: str, options: PlanOptions,
           prefix: str) -> tuple[list[Edit], list[tuple[str, ...]]]:
    edits: list[Edit] = []
    commands: list[tuple[str, ...]] = []
    for raw in recipe.extra.get("edit", ()):
        kind = raw.get("kind")
        if kind == "shell-env":
            env = {str(k): str(v) for k, v in raw.get("env", {}).items()}
            if family(manager) == "conda" and not options.shell_profile and prefix:
                pairs = [f"{k}={v}" for k, v in env.items()]
                tool = "conda" if manager == "mamba" else manager
                commands.append((tool, "env", "config", "vars", "set", "-p", prefix, *pairs))
                continue
            if options.shell_profile:
                path = Path(options.shell_profile)
                shell = profile_edit.shell_for_profile(path, options.shell)
            elif facts.target.origin is not Origin.LIVE:
                # Someone else's machine: name their profile (zsh is macOS's default), never this one's.
                shell = "zsh"
                path = profile_edit.default_profile(shell, home="~")
            else:
                shell = options.shell
                path = profile_edit.default_profile(shell, home=options.home)
            edits.append(_edit(str(path), "shell-env", tuple(env.items()), shell))
        elif kind == "condarc":
            if not prefix:
                continue
            settings = tuple((str(k), str(v)) for k, v in raw.get("set", {}).items())
            edits.append(_edit(str(Path(prefix) / ".condarc"), "condarc", settings))
    return edits, commands


def _edit(path: str, action: str, settings: tuple[tuple[str, str], ...], shell: str = "") -> Edit:
    if action == "shell-env":
        text = profile_edit.env_block(dict(settings), shell)
    else:
        text = "".join(f"{key}: {value}\n" for key, value in settings)
    return Edit(path, action, text, settings, shell)


def expectation(recipe: Recipe) -> tuple[tuple[str, str], ...]:
    raw = recipe.extra.get("expect", {})
    return tuple((str(k), str(v)) for k, v in raw.items()) if isinstance(raw, Mapping) else ()


def expectation_holds(expect: Sequence[tuple[str, str]], facts: Facts) -> bool | None:
    """True when every expected package version holds; None when there is no expectation."""
    from packaging.specifiers import InvalidSpecifier, SpecifierSet

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


def plan(recipe: Recipe, facts: Facts, finding: Finding | None, options: PlanOptions | None = None) -> FixPlan:
    """Pure: the recipe's remedy for this environment and finding. Whether it is already in place is decided
    where fixes are applied (commands/fix.py)."""
    options = options or PlanOptions()
    manager = detect_manager(facts)
    used = {name for argv in (*(c for cs in recipe.commands.values() for c in cs),) for part in argv
            for name in _PLACEHOLDER_NAME.findall(part)}
    used |= {name for step in recipe.manual for name in _PLACEHOLDER_NAME.findall(step)}
    if recipe.extra.get("edit"):
        used.add("prefix")
    values, rejected = checked_values(values_for(facts, finding, manager), used)
    edits, edit_commands = _edits(recipe, facts, manager, options, values.get("prefix", ""))
    commands = tuple(_argvs(recipe, manager, values)) + tuple(edit_commands)
    targets = tuple(sorted({*recipe.findings, *recipe.also_fixes, *((finding.id,) if finding else ())}))
    strings = {k: v for k, v in values.items() if isinstance(v, str)}
    # Values in a "by hand" step are shell words too: quoted, so that a copied step runs as shown.
    quoted = {k: shell.join([v]) for k, v in strings.items()}
    # A step that needs a value the facts leave empty (no prefix in a pasted report) would read wrong: drop it.
    manual = tuple(step.format_map(_Keep(quoted)) for step in recipe.manual
                   if not any(strings.get(name) == "" for name in _PLACEHOLDER_NAME.findall(step)))
    missing = tuple(dict.fromkeys(p for argv in commands for p in unfilled(argv)))
    if recipe.kind != "auto":
        kind, reason = "manual", msg.REMEDY_MANUAL
    elif rejected:
        kind, reason = "manual", "; ".join(rejected)
    elif facts.value("python.externally_managed") is True and any(_pip_install(argv) for argv in commands):
        owner = managers.detect(facts).name
        kind, reason = "manual", msg.REMEDY_EXTERNALLY_MANAGED.format(owner=owner, python=values.get("python"))
    elif missing:
        kind, reason = "manual", msg.REMEDY_UNFILLED.format(names=", ".join(missing))
    elif not (commands or edits):
        kind, reason = "manual", msg.REMEDY_NO_COMMANDS.format(manager=manager)
    else:
        kind, reason = "auto", None
    remedy = Remedy(recipe.id, recipe.title, kind, commands, tuple(edits), manual, missing, reason)
    return FixPlan(recipe, finding, remedy, manager, str(values.get("python", "{python}")),
                   str(values.get("prefix", "")), expectation(recipe), targets, bool(edit_commands), rejected)


def _pip_install(argv: tuple[str, ...]) -> bool:
    return any(argv[i:i + 2] == ("pip", "install") for i in range(len(argv) - 1))


def template_argvs(recipe: Recipe, manager: str) -> list[tuple[str, ...]]:
    """A recipe's commands for one manager with their placeholders left visible (for `explain`)."""
    return [tuple(argv) for argv in _argvs(recipe, manager, {})]


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


def decide(finding: Finding, fixes: Mapping[str, Recipe]) -> Recipe | None:
    """The one decider of finding -> fix: among the recipes that name the finding and whose ``when`` holds for
    its evidence, the most specific (most conditions; then by id). None when no recipe fixes it."""
    fitting = [r for r in fixes.values() if finding.id in r.findings and holds(r.when.get(finding.id, {}), finding)]
    return min(fitting, key=lambda r: (-len(r.when.get(finding.id, {})), r.id), default=None)


def holds(conditions: Mapping[str, Sequence[Any]], finding: Finding) -> bool:
    for key, allowed in conditions.items():
        value = finding.evidence.get(key)
        items = value if isinstance(value, list) else [value]
        if not any((a == "*" and item not in (None, "", [])) or (item == a and type(item) is type(a))
                   for item in items for a in allowed):
            return False
    return True


def resolve(finding: Finding, facts: Facts, fixes: Mapping[str, Recipe],
            options: PlanOptions | None = None) -> Remedy | None:
    """The finding's remedy in this environment (pure: reads nothing from the machine)."""
    recipe = decide(finding, fixes)
    return plan(recipe, facts, finding, options).remedy if recipe is not None else None


def select(ids: Sequence[str], facts: Facts, findings: Sequence[Finding],
           fixes: Mapping[str, Recipe],
           known_findings: Mapping[str, Any]) -> list[tuple[Recipe, Finding | None]]:
    """The (recipe, finding) pairs to plan from diagnosed findings (each with its remedy); UsageError (exit 2)
    for unknown or inapplicable ids."""
    present = {f.id: f for f in findings}
    chosen: list[tuple[Recipe, Finding | None]] = []

    def fix_of(f: Finding) -> str | None:
        return f.remedy.fix_id if f.remedy is not None and f.remedy.fix_id in fixes else None

    def add(recipe: Recipe, finding: Finding | None) -> None:
        """One plan per recipe; several findings that reach it (one per package) pool their packages."""
        for i, (other_recipe, other) in enumerate(chosen):
            if other_recipe.id == recipe.id:
                chosen[i] = (recipe, _pool_packages(other, finding))
                return
        chosen.append((recipe, finding))

    if not ids:
        problems = [f for f in findings if f.severity.rank >= Severity.WARNING.rank and fix_of(f)]
        for f in sorted(problems, key=lambda f: -f.severity.rank):
            add(fixes[fix_of(f) or ""], f)
        return chosen
    for ident in ids:
        if ident in present or ident in known_findings:
            finding = present.get(ident)
            if finding is None:
                raise UsageError(msg.FIX_FINDING_ABSENT.format(id=ident))
            fix_id = fix_of(finding)
            if fix_id is None:
                raise UsageError(msg.FIX_NO_RECIPE.format(id=ident))
            for same in (f for f in findings if f.id == ident):
                add(fixes[fix_id], same)
        elif ident in fixes:
            recipe = fixes[ident]
            fired = next((present[i] for i in (*recipe.findings, *recipe.also_fixes) if i in present), None)
            fired = fired or next((f for f in findings if fix_of(f) == ident), None)
            if not applicable(recipe, facts, fired):
                raise UsageError(msg.FIX_NOT_APPLICABLE.format(
                    id=ident, findings=", ".join(recipe.findings) or "none"))
            add(recipe, fired)
        else:
            raise UsageError(msg.FIX_UNKNOWN_ID.format(id=ident))
    return chosen


# --- rendering -----------------------------------------------------------------------------------


def _pool_packages(a: Finding | None, b: Finding | None) -> Finding | None:
    """a, with evidence.package and evidence.pip the lists of both findings' (a recipe's {package} or {pip}
    splices them)."""
    if a is None or b is None:
        return a or b
    pooled = dict(a.evidence)
    for key in ("package", "pip"):
        names: list[str] = []
        for f in (a, b):
            value = f.evidence.get(key)
            names += [value] if isinstance(value, str) else [v for v in value or () if isinstance(v, str)]
        unique = list(dict.fromkeys(n for n in names if n))
        if len(unique) > 1:
            pooled[key] = unique
    return replace(a, evidence=pooled)


def describe(p: FixPlan, index: int, total: int, *, satisfied: bool = False) -> list[str]:
    r, remedy = p.recipe, p.remedy
    head = msg.FIX_PLAN_HEAD.format(i=index, n=total, title=r.title, id=r.id)
    lines = [head + (f"  (for {p.finding.id})" if p.finding else "")]
    lines.append("  " + msg.FIX_PLAN_TARGET.format(python=p.python, manager=p.manager, prefix=p.prefix or "unknown"))
    lines.append(f"  why: {r.why}")
    if satisfied:
        lines.append("  " + msg.FIX_ALREADY_SATISFIED)
        return lines
    lines += ["  " + reason for reason in p.rejected]
    shown = [f"    $ {shell.join(argv)}" for argv in remedy.commands]
    if r.kind == "auto" and remedy.unfilled:
        lines.append("  " + msg.FIX_UNFILLED.format(names=", ".join(remedy.unfilled)))
        lines += shown
    elif r.kind == "auto":
        if remedy.commands:
            lines.append("  " + msg.FIX_WILL_RUN)
            lines += shown
        for e in remedy.edits:
            lines.append("  " + msg.FIX_WILL_EDIT.format(path=e.path))
            lines += [f"    | {line}" for line in e.text.splitlines()]
        if not (remedy.commands or remedy.edits):
            lines.append("  " + msg.FIX_NOTHING_FOR_MANAGER.format(manager=p.manager))
        if remedy.manual:
            lines.append("  " + msg.FIX_BY_HAND)
    else:
        lines.append("  " + msg.FIX_MANUAL)
    lines += [f"    {i}. {step}" for i, step in enumerate(remedy.manual, 1)]
    if r.kind != "auto" and remedy.commands:
        lines.append("  " + msg.FIX_MANUAL_COMMANDS)
        lines += shown
    lines.append(f"  verify: {r.verify}")
    lines += [f"  see: {link}" for link in r.links]
    return lines


class _Keep(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"
