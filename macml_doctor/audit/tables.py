"""Audit the knowledge base (``checks/*.toml``) against the real wheels on the package index.

    python -m macml_doctor.audit                      # live: read the index, print every disagreement
    python -m macml_doctor.audit --record DIR         # live, and keep what was read as fixtures in DIR
    python -m macml_doctor.audit --fixtures DIR       # offline, over recorded fixtures (what the suite runs)

Compared, per table row: the ``macosx_*`` platform tags (oldest macOS, architecture) and ``cpXY`` tags of the
files each release publishes, ``Requires-Python``, ``Requires-Dist`` (numpy bounds, mlx-metal, TensorFlow), and
the Mach-O ``LC_BUILD_VERSION`` minimum macOS of the shipped binaries (read with ``gather.macho``). Exit status:
0 when the tables agree with the wheels, 1 when any row disagrees (each printed with its evidence), 2 when the
index cannot be read.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from packaging.specifiers import SpecifierSet
from packaging.version import Version

from macml_doctor.audit.wheel_store import FixtureStore, IndexEntry, LiveStore, Store
from macml_doctor.kb import load as kb
from macml_doctor.kb.wheel_facts import WheelName, parse_wheel_name

MAC_ARM_ENV = {"sys_platform": "darwin", "platform_system": "Darwin", "platform_machine": "arm64",
               "os_name": "posix", "platform_release": "24.0.0", "python_version": "3.12",
               "python_full_version": "3.12.0", "implementation_name": "cpython",
               "platform_python_implementation": "CPython"}


@dataclass(frozen=True)
class Disagreement:
    table: str
    row: str
    claim: str
    evidence: str

    def __str__(self) -> str:
        return f"checks/{self.table}.toml [{self.row}]: {self.claim}\n    wheels: {self.evidence}"


@dataclass(frozen=True)
class Release:
    version: Version
    files: tuple[tuple[WheelName, IndexEntry], ...]

    def for_arch(self, arch: str) -> list[tuple[WheelName, IndexEntry]]:
        return [(n, e) for n, e in self.files if any(arch in p.archs for p in n.mac)]

    def minors(self, arch: str) -> list[int]:
        return sorted({m for n, _ in self.for_arch(arch) if not n.free_threaded for m in n.cpython_minors()})

    def lowest_macos(self, arch: str) -> Version | None:
        tags = [p.macos for n, _ in self.for_arch(arch) for p in n.mac if arch in p.archs]
        return min(tags) if tags else None

    def pick(self, arch: str = "arm64") -> IndexEntry | None:
        """The file pip picks on the oldest macOS it supports: lowest macOS tag, then the newest CPython."""
        files = self.for_arch(arch)
        if not files:
            return None
        lowest = self.lowest_macos(arch)
        files = [(n, e) for n, e in files if any(p.macos == lowest for p in n.mac) and not n.free_threaded]
        return max(files, key=lambda f: (max(f[0].cpython_minors(), default=0), f[1].filename))[1]


def releases(store: Store, project: str) -> list[Release]:
    """Final, not yanked releases with macOS wheels, oldest first."""
    out = []
    for version, entries in store.files(project).items():
        v = Version(version)
        if v.is_prerelease or v.is_devrelease:
            continue
        files = tuple((n, e) for e in entries if not e.yanked and (n := parse_wheel_name(e.filename)) and n.mac)
        if files:
            out.append(Release(v, files))
    return sorted(out, key=lambda r: r.version)


def _in(spec: str, releases_: Iterable[Release]) -> list[Release]:
    s = SpecifierSet(spec)
    return [r for r in releases_ if s.contains(r.version, prereleases=True)]


def _span(minors: list[int]) -> str:
    return f"cp3{minors[0]}–cp3{minors[-1]}" if minors else "no CPython-specific wheels"


def _minor(version: str) -> int:
    return Version(version).release[1]


# --- one function per table ------------------------------------------------------------------------------


def audit_python_support(store: Store) -> Iterator[Disagreement]:
    table = kb.check_table("python_support")
    by_framework: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for row in table["row"]:
        by_framework.setdefault((row["framework"], row.get("machine", "arm64")), []).append(row)
    for (framework, machine), rows in by_framework.items():
        all_releases = releases(store, framework)
        for row in rows:
            label = f"{framework}{row['version']}"
            covered = _in(row["version"], all_releases)
            if not covered:
                yield Disagreement("python_support", label, "names releases", "no release in this range")
            arch = row.get("machine", "arm64")
            for rel in covered:
                minors = rel.minors(arch)
                want = list(range(_minor(row["python_min"]), _minor(row["python_max"]) + 1))
                if minors and minors != want:
                    yield Disagreement("python_support", label, f"Python {row['python_min']}–{row['python_max']}",
                                       f"{framework} {rel.version} macOS {arch}: {_span(minors)}")
                rp = {e.requires_python for _, e in rel.files if e.requires_python}
                for spec in rp:
                    if not SpecifierSet(spec).contains(f"{row['python_min']}.0"):
                        yield Disagreement("python_support", label, f"Python {row['python_min']}+",
                                           f"{framework} {rel.version} Requires-Python {spec}")
        lowest = min((_lower_bound(r["version"]) for r in rows), default=None)
        for rel in all_releases:
            if rel.for_arch(machine) and lowest is not None and rel.version >= lowest and not any(
                    SpecifierSet(r["version"]).contains(rel.version, prereleases=True) for r in rows):
                yield Disagreement("python_support", framework, "every release since the oldest row has a row",
                                   f"{framework} {rel.version} ({_span(rel.minors(machine))}) is in no row")


def _lower_bound(spec: str) -> Version:
    bounds = [Version(s.version.replace(".*", ".0")) for s in SpecifierSet(spec) if s.operator in (">=", "==", ">")]
    return min(bounds) if bounds else Version("0")


def _last_x86(store: Store, table: str, project: str, key: str) -> Iterator[Disagreement]:
    claimed = Version(kb.check_table(table)[key])
    with_x86 = [r.version for r in releases(store, project) if r.for_arch("x86_64")]
    newest = max(with_x86) if with_x86 else None
    if newest != claimed:
        yield Disagreement(table, key, f"{project} {claimed} is the last release with macOS x86_64 wheels",
                           f"the last is {newest}")


def _binary_floor(store: Store, project: str, rel: Release, arch: str = "arm64") -> tuple[Version | None, str]:
    entry = rel.pick(arch)
    if entry is None:
        return None, f"{project} {rel.version}: no macOS {arch} wheel"
    wheel = store.wheel(project, entry.filename)
    return wheel.min_macos, f"{entry.filename}: {wheel.head_path} LC_BUILD_VERSION minos {wheel.min_macos}"


def audit_torch_mps(store: Store) -> Iterator[Disagreement]:
    table = kb.check_table("torch_mps")
    yield from _last_x86(store, "torch_mps", "torch", "last_x86_64_macos_torch")
    torch = releases(store, "torch")
    for row in table["wheel_floor"]:
        for rel in _in(row["torch"], torch):
            lowest = rel.lowest_macos("arm64")
            if lowest is not None and lowest != Version(row["macos"]):
                yield Disagreement("torch_mps", f"wheel_floor torch{row['torch']}",
                                   f"arm64 wheels install from macOS {row['macos']}",
                                   f"torch {rel.version}: lowest macosx tag {lowest}")


def audit_tensorflow_metal(store: Store) -> Iterator[Disagreement]:
    t = kb.check_table("tensorflow_metal")
    yield from _last_x86(store, "tensorflow_metal", "tensorflow", "last_x86_64_macos_tensorflow")
    tf = releases(store, "tensorflow")
    first_arm = next((r.version for r in tf if r.for_arch("arm64")), None)
    if first_arm is None or Version(t["arm64_plain_tensorflow_from"]).release[:2] != first_arm.release[:2]:
        yield Disagreement("tensorflow_metal", "arm64_plain_tensorflow_from",
                           f"plain tensorflow has macOS arm64 wheels from {t['arm64_plain_tensorflow_from']}",
                           f"the first is {first_arm}")
    metal = releases(store, "tensorflow-metal")
    for pair in t["pair"]:
        floors: list[Version] = []
        x86 = True  # every pin has a macOS x86_64 wheel
        for req in pair["pip"]:
            name, _, pin = req.partition("==")
            found = _in(f"=={pin}", releases(store, name) if name != "tensorflow-metal" else metal)
            floors += [low for r in found if (low := r.lowest_macos("arm64")) is not None][:1]
            x86 = x86 and any(r.for_arch("x86_64") for r in found)
            if not any(r.for_arch("arm64") for r in found):
                yield Disagreement("tensorflow_metal", pair["label"], f"pip installs {req} on macOS arm64",
                                   f"no macOS arm64 wheel of {req}")
            entry = found[-1].pick() if name == "tensorflow-metal" and found else None
            if entry is not None:
                wheel = store.wheel(name, entry.filename)
                declared = [r for r in wheel.metadata.requires_dist if r.lower().startswith("tensorflow")]
                if bool(declared) != bool(t["metal_requires_tensorflow"]):
                    yield Disagreement("tensorflow_metal", "metal_requires_tensorflow",
                                       f"metal_requires_tensorflow = {t['metal_requires_tensorflow']}",
                                       f"{wheel.filename} Requires-Dist: {declared or 'no tensorflow'}")
        if x86 != pair["x86_64"]:
            yield Disagreement("tensorflow_metal", pair["label"], f"x86_64 = {str(pair['x86_64']).lower()}",
                               f"macOS x86_64 wheels of every pin of {pair['pip']}: {x86}")
        if floors and max(floors) != Version(pair["macos"]):
            yield Disagreement("tensorflow_metal", pair["label"], f"installs from macOS {pair['macos']}",
                               f"the lowest macosx_*_arm64 tags of {pair['pip']}: {[str(f) for f in floors]}")
    for rel in _in(t["empty_macos_package"], releases(store, "tensorflow-macos")):
        entry = rel.pick()
        if entry is None:
            continue
        wheel = store.wheel("tensorflow-macos", entry.filename)
        req = wheel.metadata.requirement("tensorflow", MAC_ARM_ENV)
        if not wheel.only_metadata or req is not None:
            yield Disagreement("tensorflow_metal", "empty_macos_package",
                               f"tensorflow-macos {rel.version} installs no TensorFlow",
                               f"{entry.filename}: {wheel.member_count} files in {wheel.top_level}, "
                               f"requires {req}")


def audit_numpy_abi(store: Store) -> Iterator[Disagreement]:
    table = kb.check_table("numpy_abi")
    ones = [r.version for r in releases(store, "numpy") if r.version.major < 2]
    if not ones or max(ones) != Version(table["last_numpy_1"]):
        yield Disagreement("numpy_abi", "last_numpy_1", f"numpy<2 installs {table['last_numpy_1']}",
                           f"the newest numpy 1.x with macOS wheels is {max(ones) if ones else None}")
    for rule in table["rule"]:
        covered = _in(rule["version"], releases(store, rule["package"]))
        if not covered:
            continue
        entry = covered[-1].pick()
        if entry is None:
            continue
        wheel = store.wheel(rule["package"], entry.filename)
        req = wheel.metadata.requirement("numpy", MAC_ARM_ENV)
        if req is not None and req.specifier.contains("2.0.0"):
            yield Disagreement("numpy_abi", f"{rule['package']}{rule['version']}", f"breaks with numpy{rule['numpy']}",
                               f"{entry.filename} declares {req}, which admits NumPy 2")


def audit_mlx(store: Store) -> Iterator[Disagreement]:
    t = kb.check_table("mlx")
    mlx = releases(store, "mlx")
    metal = {r.version: r for r in releases(store, "mlx-metal")}
    for row in t["row"]:
        label = f"mlx{row['mlx']}"
        covered = _in(row["mlx"], mlx)
        for rel in covered:
            minors = rel.minors("arm64")
            if (minors and not SpecifierSet(row["python"]).contains(f"3.{minors[0]}")) or (
                    minors and SpecifierSet(row["python"]).contains(f"3.{minors[0] - 1}")):
                yield Disagreement("mlx", label, f"Python {row['python']}", f"mlx {rel.version}: {_span(minors)}")
        for rel in covered:
            floor, evidence = _binary_floor(store, "mlx", rel)
            entry = rel.pick()
            wheel = store.wheel("mlx", entry.filename) if entry else None
            needs_metal = wheel is not None and wheel.metadata.requirement("mlx-metal", MAC_ARM_ENV) is not None
            if needs_metal != bool(row["needs_metal_package"]):
                yield Disagreement("mlx", label, f"needs_metal_package = {row['needs_metal_package']}",
                                   f"mlx {rel.version} Requires-Dist: {wheel.metadata.requires_dist if wheel else '?'}")
            if needs_metal and rel.version in metal:
                metal_floor, metal_evidence = _binary_floor(store, "mlx-metal", metal[rel.version])
                if metal_floor is not None and (floor is None or metal_floor > floor):
                    floor, evidence = metal_floor, metal_evidence
            if floor != Version(row["macos"]):
                yield Disagreement("mlx", label, f"loads from macOS {row['macos']}", evidence)


def audit_jax_metal(store: Store) -> Iterator[Disagreement]:
    rels = releases(store, "jax-metal")
    for row in kb.check_table("jax_metal")["row"]:
        covered = _in(row["metal"], rels)
        if not covered:
            yield Disagreement("jax_metal", f"jax-metal{row['metal']}", "exists", "no such release")
            continue
        floor, evidence = _binary_floor(store, "jax-metal", covered[-1])
        if floor != Version(row["loader_macos"]):
            yield Disagreement("jax_metal", f"jax-metal{row['metal']}", f"loads from macOS {row['loader_macos']}",
                               evidence)


def audit_freshness(store: Store) -> Iterator[Disagreement]:
    for row in kb.check_table("freshness")["newest"]:
        rels = releases(store, row["project"])
        newest = rels[-1].version if rels else None
        if newest != Version(row["version"]):
            yield Disagreement("freshness", row["project"], f"the newest release is {row['version']}",
                               f"the index's newest release with macOS wheels is {newest}")


def audit_module_packages(store: Store) -> Iterator[Disagreement]:
    """Each module a row names is a top-level folder or extension module of the wheel the row was checked against
    (``tokenizers.cpython-310-darwin.so`` is the module ``tokenizers``)."""
    for row in kb.check_table("module_packages")["package"]:
        top = {name.split(".", 1)[0] for name in store.wheel(row["name"], row["wheel"]).top_level
               if not name.endswith((".dist-info", ".data"))}
        missing = [m for m in row["modules"] if m not in top]
        if missing:
            yield Disagreement("module_packages", row["name"], f"{row['wheel']} installs {', '.join(missing)}",
                               f"its top level holds {', '.join(sorted(top)) or 'nothing'}")


AUDITS: tuple[Callable[[Store], Iterator[Disagreement]], ...] = (
    audit_python_support, audit_torch_mps, audit_tensorflow_metal, audit_numpy_abi, audit_mlx, audit_jax_metal,
    audit_freshness, audit_module_packages)


def audit(store: Store) -> list[Disagreement]:
    return [d for run in AUDITS for d in run(store)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m macml_doctor.audit", description=__doc__.split("\n\n")[0])
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--fixtures", type=Path, help="audit offline against recorded fixtures")
    where.add_argument("--record", type=Path, help="read the live index and record what was read here")
    args = parser.parse_args(argv)
    store: Store = FixtureStore(args.fixtures) if args.fixtures else LiveStore(args.record)
    try:
        found = audit(store)
    except OSError as exc:
        print(f"macml-doctor audit: cannot read the package index: {exc}", file=sys.stderr)
        return 2
    for item in found:
        print(item)
    read = f"; {store.fetched_bytes} bytes of wheels read" if isinstance(store, LiveStore) else ""
    print(f"{len(found)} disagreement(s){read}", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
