"""What a remedy does to an environment, computed: the packages its commands install or remove, as pip would
pick them on that Mac, applied to the Facts.

The resolver is a model of pip over the real index, recorded in tests/fixtures/wheels (the knowledge audit's
fixtures): for each requirement, the newest final release that admits it and has a wheel for this Mac
(architecture, a ``macosx_*`` tag no newer than its macOS, a CPython tag or ``py3`` for its Python,
Requires-Python). Beside it, the Requires-Dist the knowledge base says pip also enforces (TensorFlow < 2.18
declares ``numpy<2``: checks/numpy_abi.toml, audited). A project the fixtures do not know keeps an exact ``==``
pin, or else its installed version (unknown otherwise). Only pip / uv pip / conda package commands have an
effect here; a remedy with any other command (an installer, a new environment, macOS itself) is not modelled.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from packaging.requirements import InvalidRequirement, Requirement
from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name
from packaging.version import Version

from macml_doctor.audit import tables as audit
from macml_doctor.audit.wheel_store import FixtureStore
from macml_doctor.facts import Facts, known
from macml_doctor.findings import Remedy
from macml_doctor.kb import load as kb
from macml_doctor.kb.evaluate import admits
from macml_doctor.traits import is_mac, is_x86_python, macos_version, version

STORE = FixtureStore(Path(__file__).resolve().parent / "fixtures" / "wheels")
KNOWN_PROJECTS = {p.stem for p in (STORE.root / "index").glob("*.json")}
CONDA_NAMES = {"pytorch": "torch"}
# Runtime facts of a framework, learned by importing it: stale once its packages change.
RUNTIME = {"torch": ("torch",), "tensorflow": ("tensorflow", "tensorflow-macos", "tensorflow-metal", "keras"),
           "mlx": ("mlx", "mlx-metal"), "jax": ("jax", "jaxlib", "jax-metal"), "coremltools": ("coremltools",)}
FLAGS_WITH_VALUE = {"--python", "-p", "--prefix", "-c", "--channel", "-n", "--name", "--index-url",
                    "--extra-index-url"}


@dataclass(frozen=True)
class Mac:
    macos: Version | None  # None: a report that does not say; pip's choice then ignores the macOS tags
    arch: str
    python: Version | None  # None: a report that does not say; any CPython wheel is taken


@dataclass(frozen=True)
class Step:
    action: str  # install | uninstall
    requirements: tuple[Requirement, ...]


class NotModelled(Exception):
    """A command the model does not compute (not a package install or removal)."""


class Unresolvable(Exception):
    """pip would find no release for a requirement on this Mac."""


def host(facts: Facts) -> Mac | None:
    macos = macos_version(facts)
    machine = facts.value("python.machine")
    if is_mac(facts) is False or (is_mac(facts) is None and macos is None):
        return None
    arch = "x86_64" if is_x86_python(facts) else "arm64" if machine in ("arm64", None) else str(machine)
    return Mac(macos, arch, version(facts.value("python.version")))


def parse_steps(remedy: Remedy) -> list[Step]:
    steps = []
    for argv in remedy.commands:
        args = list(argv)
        if len(args) >= 3 and args[1:3] == ["-m", "pip"]:
            args = args[3:]
        elif args[:2] == ["uv", "pip"]:
            args = args[2:]
        elif args and args[0] in ("conda", "mamba", "micromamba"):
            args = args[1:]
        else:
            raise NotModelled(" ".join(argv))
        if not args or args[0] not in ("install", "uninstall", "remove"):
            raise NotModelled(" ".join(argv))
        words: list[str] = []
        skip = False
        for arg in args[1:]:
            if skip:
                skip = False
            elif arg in FLAGS_WITH_VALUE:
                skip = True
            elif not arg.startswith("-"):
                words.append(arg)
        try:
            reqs = tuple(Requirement(w) for w in words)
        except InvalidRequirement as exc:
            raise NotModelled(str(exc)) from None
        steps.append(Step("install" if args[0] == "install" else "uninstall", reqs))
    return steps


def _python_ok(name: audit.WheelName, entry: Any, mac: Mac) -> bool:
    if name.free_threaded:
        return False
    if mac.python is None or "abi3" in name.abi:
        return True
    minor = mac.python.release[1]
    if entry.requires_python and not SpecifierSet(entry.requires_python).contains(str(mac.python)):
        return False
    minors = name.cpython_minors()
    return minor in minors if minors else any(t.startswith("py3") for t in name.python)


@functools.cache
def _releases(project: str) -> list[audit.Release]:
    """The recorded index's releases of ``project`` (read once: the store does not change)."""
    return audit.releases(STORE, project)


def pick(project: str, spec: SpecifierSet, mac: Mac) -> tuple[Version, str]:
    """The release pip installs on this Mac for ``project`` + ``spec``, with the tag of the wheel it takes."""
    for rel in reversed(_releases(project)):
        if not spec.contains(rel.version):
            continue
        for name, entry in rel.files:
            for platform in name.mac:
                fits = mac.macos is None or platform.macos <= mac.macos
                if mac.arch in platform.archs and fits and _python_ok(name, entry, mac):
                    return rel.version, "-".join(entry.filename[:-4].split("-")[-3:])
    raise Unresolvable(f"{project}{spec} on macOS {mac.macos} {mac.arch} Python {mac.python}")


def _declared(project: str, picked: Version) -> list[Requirement]:
    """Requires-Dist pip enforces beside ``project`` (from the audited knowledge base)."""
    table = kb.check_table("numpy_abi")
    out = []
    for rule in table["rule"]:
        if rule["package"] == project and project.startswith("tensorflow") and admits(rule["version"], picked):
            out.append(Requirement(table["numpy_pin"]))
    if project == "mlx":  # mlx >= 0.26.5 declares 'Requires-Dist: mlx-metal==<its version>' (checks/mlx.toml)
        for row in kb.check_table("mlx")["row"]:
            if admits(row["mlx"], picked) and row["needs_metal_package"]:
                out.append(Requirement(f"mlx-metal=={picked}"))
    return out


def _packages(facts: Facts) -> dict[str, dict[str, Any]]:
    """The installed distributions: the listing's records, and TensorFlow where a person names it and its plugin with
    no record of either ('tensorflow 2.9 with tensorflow-metal 0.6.0'): a plugin pinned beside it leaves it installed
    (the model would otherwise drop the named version with the other stale tensorflow facts)."""
    value = facts.value("python.packages")
    packages = {canonicalize_name(k): dict(v) for k, v in value.items()} if isinstance(value, Mapping) else {}
    named, plugin = facts.value("tensorflow.version"), facts.value("tensorflow.metal_version")
    if (isinstance(named, str) and isinstance(plugin, str) and "tensorflow-metal" not in packages
            and not any(d in packages for d in RUNTIME["tensorflow"][:2])):
        first_plain = Version(kb.check_table("tensorflow_metal")["arm64_plain_tensorflow_from"])
        v = version(named)  # before 2.13 Apple silicon's TensorFlow was tensorflow-macos (no plain arm64 wheel)
        packages["tensorflow-macos" if v is not None and v < first_plain else "tensorflow"] = {"version": named}
    return packages


def apply(remedy: Remedy, facts: Facts) -> Facts:
    """The Facts after the remedy's package commands ran (raises NotModelled / Unresolvable)."""
    mac = host(facts)
    if mac is None:
        raise NotModelled("not a Mac")
    packages = _packages(facts)
    changed: set[str] = set()
    for step in parse_steps(remedy):
        if step.action == "uninstall":
            for req in step.requirements:
                name = canonicalize_name(CONDA_NAMES.get(req.name, req.name))
                packages.pop(name, None)
                changed.add(name)
            continue
        queue = list(step.requirements)
        pinned: dict[str, SpecifierSet] = {}
        for req in queue:
            name = canonicalize_name(CONDA_NAMES.get(req.name, req.name))
            pinned[name] = pinned.get(name, SpecifierSet()) & req.specifier
        extra: dict[str, SpecifierSet] = {}
        for name, spec in pinned.items():
            if name in KNOWN_PROJECTS:
                v, tag = pick(name, spec, mac)
                packages[name] = {"version": str(v), "tags": [tag]}
                for dep in _declared(name, v):
                    dname = canonicalize_name(dep.name)
                    if dname not in pinned:
                        extra[dname] = extra.get(dname, SpecifierSet()) & dep.specifier
            else:
                exact = [s.version for s in spec if s.operator == "==" and "*" not in s.version]
                if exact:
                    packages[name] = {"version": exact[0]}
                elif name not in packages:
                    packages[name] = {}
            changed.add(name)
        for name, spec in extra.items():
            current = packages.get(name, {}).get("version")
            if current is None or not spec.contains(current):
                v, tag = pick(name, spec, mac)
                packages[name] = {"version": str(v), "tags": [tag]}
                changed.add(name)
    return _with_packages(facts, packages, changed)


def _with_packages(facts: Facts, packages: dict[str, dict[str, Any]], changed: Iterable[str]) -> Facts:
    changed = set(changed)
    stale = {fw for fw, dists in RUNTIME.items() if changed & set(dists) or "numpy" in changed}
    items = {k: v for k, v in facts.items.items() if k.split(".", 1)[0] not in stale}
    items["python.packages"] = known({k: v for k, v in packages.items() if v}, "remedy model")
    scan = facts.value("packages.arch_scan")
    if isinstance(scan, Mapping):  # a reinstalled package is fetched for this interpreter's architecture
        kept = [u for u in scan.get("unloadable") or () if canonicalize_name(str(u.get("package"))) not in changed]
        items["packages.arch_scan"] = known({**scan, "unloadable": kept}, "remedy model")
    return Facts(facts.target, items)


def problems(findings: Sequence[Any]) -> set[str]:
    return {f.id for f in findings if f.severity.rank >= 2}
