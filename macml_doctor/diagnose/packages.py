"""Package checks: framework imports that crash, hang or fail; wrong-architecture compiled modules;
NumPy 1.x/2.x ABI clashes; frameworks with no wheels for this Python."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from packaging.version import Version

from macml_doctor import messages as msg
from macml_doctor.diagnose import pins
from macml_doctor.diagnose.python_env import below_python_floor
from macml_doctor.diagnose.symptoms import symptoms as report_symptoms
from macml_doctor.diagnose.tensorflow import plugin_failure
from macml_doctor.facts import Fact, Facts, State
from macml_doctor.findings import Finding, Severity
from macml_doctor.kb import load as kb
from macml_doctor.kb import support
from macml_doctor.kb.evaluate import admits, marker_environment, marker_holds
from macml_doctor.regex_cache import compiled
from macml_doctor.traits import host_without_rosetta, is_mac, package, package_version, version

AREA = "packages"
FRAMEWORKS = ("torch", "tensorflow", "mlx", "jax", "coremltools")
ARCH_TEXT = compiled(r"incompatible architecture|wrong architecture|have ['(](?:x86_64h?|arm64e?)[')], need",
                     re.IGNORECASE)
PATH_IN_TEXT = compiled(r"dlopen\(([^,)]+)")


def import_failures(facts: Facts) -> Iterator[tuple[str, str, Fact]]:
    """(framework, error, fact) for every framework child that failed, at import or later."""
    for name in FRAMEWORKS:
        for key in (f"{name}.import", f"{name}.child"):
            fact = facts.get(key)
            if fact is not None and fact.state is State.FAILED and fact.error:
                yield name, fact.error, fact


def _failure_kind(framework: str, error: str) -> str:
    if error.startswith("signal:"):
        return "import-crashed"
    if error.startswith("timeout:"):
        return "import-timeout"
    if ARCH_TEXT.search(error):
        return "incompatible-arch-extension"
    abi = kb.check_table("numpy_abi")["abi_text"]
    if abi in error or "_ARRAY_API not found" in error:
        return "numpy-abi-mismatch"
    if framework == "tensorflow" and plugin_failure(error):
        return "tf-metal-version-mismatch"  # reported, with the working pairs, by diagnose.tensorflow
    return "import-failed"


def _distribution(framework: str, facts: Facts) -> str:
    """The pip distribution to reinstall for a framework (TensorFlow ships under several names)."""
    if framework == "tensorflow":
        for dist in ("tensorflow-macos", "tensorflow-cpu", "tensorflow-intel", "tensorflow"):
            if package(facts, dist) is not None:
                return dist
    return framework


def check_imports(facts: Facts) -> list[Finding]:
    out: list[Finding] = []
    for name, error, fact in import_failures(facts):
        kind = _failure_kind(name, error)
        stage = facts.value(f"{name}.child_stage")
        dist = _distribution(name, facts)
        evidence: dict[str, Any] = {"framework": name, "package": dist, "pip": pins.requirements(facts, dist),
                                    "error": error, "source": fact.source}
        if stage:
            evidence["stage"] = stage
        sure = facts.value("report.certainty")
        level = sure.get(f"{name}.import") if isinstance(sure, dict) and not stage else None
        if level in ("likely", "possible"):  # a pasted traceback cut before its exception (paste.import_tracebacks)
            evidence["certainty"] = level
        if below_python_floor(facts):  # no wheel to reinstall into it: a new environment (fixes/create-native-env)
            evidence["python_below_floor"] = str(facts.value("python.version") or facts.value("python.older_than")
                                                 or facts.value("collector.too_old"))
        where = f"import {name}" if not stage else f"the {name} check (after import, at {stage})"
        detail = error.split(":", 1)[1] if ":" in error else error
        if kind == "import-crashed":
            signame = detail
            native = signame == "SIGILL" and host_without_rosetta(facts) is not None
            meaning = msg.SIGNALS.get("SIGILL-native" if native else signame, "the process was killed by a signal")
            evidence["meaning"] = meaning
            evidence["signal"] = signame
            if native:
                evidence["cause"] = "cpu-without-avx"  # its recipe, not a reinstall (fixes/use-build-for-this-cpu)
            out.append(Finding(kind, Severity.ERROR, AREA,
                               msg.summary(kind, where=where, signal=signame, meaning=meaning), evidence))
        elif kind == "import-timeout":
            out.append(Finding(kind, Severity.ERROR, AREA,
                               msg.summary(kind, where=where, timeout=float(detail)), evidence))
        elif kind == "incompatible-arch-extension":
            path = PATH_IN_TEXT.search(detail)
            evidence["file"] = path.group(1) if path else None
            out.append(Finding(kind, Severity.ERROR, AREA,
                               msg.summary(kind, package=name, file=evidence["file"] or "a compiled module",
                                           archs=detail.strip()), evidence))
        elif kind == "numpy-abi-mismatch":
            numpy = package_version(facts, "numpy")
            out.append(Finding(kind, Severity.ERROR, AREA,
                               msg.summary(kind, package=name, numpy=numpy or "2.x", why=detail.strip()),
                               evidence))
        elif kind == "import-failed":
            out.append(Finding(kind, Severity.ERROR, AREA,
                               msg.summary(kind, where=where, error=detail.strip()), evidence))
    return out


def check_cpu_instructions(facts: Facts) -> list[Finding]:
    """cpu-without-avx: a framework killed by SIGILL on a host that is not Apple silicon."""
    host = host_without_rosetta(facts)
    crashed = [(f"import {name}" if not facts.value(f"{name}.child_stage") else f"the {name} check", fact.source)
               for name, error, fact in import_failures(facts) if error == "signal:SIGILL"]
    # a SIGILL a report shows outside a framework import (a script, a CLI: then the program the shell names); not a
    # macOS app's own executable (a native app's crash on an Intel Mac is its bug, no ML environment's question)
    crashed += [(s.get("program") or (f"import {s['module']}" if s.get("module") else msg.SOME_PROGRAM),
                 str(s.get("line", "")))
                for s in report_symptoms(facts) if s["id"] == "sigill" and not s.get("app")]
    if host is None or not crashed:
        return []
    where, source = crashed[0]
    premise = "host.os" if is_mac(facts) is False else "host.arm64_capable"  # its report line joins the evidence
    # a Linux container on an Apple-silicon Mac (an amd64 image, emulated): its CPU is no Intel one lacking AVX
    emulated = facts.value("host.container_host") == "apple-silicon"
    summary = (msg.summary("cpu-without-avx-container", where=where) if emulated
               else msg.summary("cpu-without-avx", where=where, host=host))
    evidence = {"error": "signal:SIGILL", "source": source, premise: facts.value(premise), "certainty": "likely"}
    if emulated:  # its fix is an arm64 image (fixes/use-arm64-container-image.toml)
        evidence["host.container_host"] = "apple-silicon"
    return [Finding("cpu-without-avx", Severity.ERROR, "platform", summary, evidence)]


def check_arch_scan(facts: Facts) -> list[Finding]:
    """Compiled modules whose Mach-O header has no slice for the interpreter's architecture."""
    scan = facts.value("packages.arch_scan")
    if not isinstance(scan, dict) or not scan.get("unloadable"):
        return []
    # A framework whose import already failed for this reason is reported once, by check_imports.
    seen = {n for n, e, _ in import_failures(facts) if _failure_kind(n, e) == "incompatible-arch-extension"}
    by_package: dict[str, list[dict]] = {}
    for entry in scan["unloadable"]:
        if str(entry.get("package")) in seen:
            continue
        by_package.setdefault(str(entry.get("package")), []).append(entry)
    raw_counts = scan.get("unloadable_counts")
    counts: dict[str, Any] = raw_counts if isinstance(raw_counts, dict) else {}
    out = []
    for dist, entries in sorted(by_package.items()):
        first = entries[0]
        archs = "+".join(first.get("archs") or []) or "?"
        count = counts.get(dist) if isinstance(counts.get(dist), int) else len(entries)
        out.append(Finding("incompatible-arch-extension", Severity.ERROR, AREA,
                           msg.summary("incompatible-arch-extension-scan", package=dist, count=count,
                                       file=first.get("path"), archs=archs, arch=scan.get("process_arch")),
                           {"package": dist, "pip": pins.requirements(facts, dist),
                            "process_arch": scan.get("process_arch"),
                            "files": [e.get("path") for e in entries[:10]], "count": count,
                            "archs": first.get("archs"),
                            "files_checked": scan.get("files_checked"), "truncated": scan.get("truncated")}))
    return out


def check_numpy_abi(facts: Facts) -> list[Finding]:
    """NumPy 2 beside a package built against NumPy 1, from installed metadata (rules in numpy_abi.toml)."""
    if any(_failure_kind(n, e) == "numpy-abi-mismatch" for n, e, _ in import_failures(facts)):
        return []  # observed at import: check_imports already says so, with the text
    numpy = package_version(facts, "numpy")
    if numpy is None:
        return []
    table = kb.check_table("numpy_abi")
    out = []
    for rule in table["rule"]:
        installed = package_version(facts, rule["package"])
        if installed is None or not admits(rule["numpy"], numpy) or not admits(rule["version"], installed):
            continue
        out.append(Finding("numpy-abi-mismatch", Severity.ERROR, AREA,
                           msg.summary("numpy-abi-mismatch", package=f"{rule['package']} {installed}", numpy=numpy,
                                       why=f"it was built against NumPy 1.x; {rule['fix']}"),
                           {"package": rule["package"], "version": str(installed), "numpy": str(numpy),
                            "rule": f"{rule['package']}{rule['version']} with numpy{rule['numpy']}",
                            "source": rule["source"]}))
    return out


def _minor(text: str) -> tuple[int, ...]:
    v = Version(text)
    return v.release[:2]


def check_python_support(facts: Facts) -> list[Finding]:
    """python-too-new / python-too-old: no wheels of an installed (or, when absent, any) framework release."""
    py = version(facts.value("python.version"))
    table = kb.check_table("python_support")
    if py is None or py.release[:2] < (3, 9):
        return []  # below 3.9 diagnose.python_env already says python-too-old
    holds = marker_holds(table.get("marker"), facts)
    if holds is True:
        machines: tuple[str, ...] = ((marker_environment(facts) or {}).get("platform_machine", "arm64"),)
    elif holds is None and facts.value("host.os") == "Darwin" and not facts.is_known("python.machine"):
        # A Mac whose Python's architecture the report does not say: an installed release's verdict holds only
        # where the rows of both architectures give it.
        machines = ("arm64", "x86_64")
    else:
        return []
    here = py.release[:2]
    too_new: list[str] = []
    too_old: list[str] = []
    sources: list[str] = []
    for framework in dict.fromkeys(row["framework"] for row in table["row"]):
        installed = package_version(facts, framework)
        if installed is not None:
            verdicts = [v for v in (_wheel_verdict(framework, installed, m, here) for m in machines
                                    if support.python_rows(framework, m)) if v is not None]
            if not verdicts or len({kind for kind, _, _ in verdicts}) != 1 or verdicts[0][0] == "ok":
                continue
            kind, label, source = verdicts[0]
            (too_new if kind == "new" else too_old).append(label)
            sources.append(source)
            continue
        machine = machines[0]
        rows = support.python_rows(framework, machine)
        if not rows or len(machines) > 1:
            continue
        if framework in ("torch", "tensorflow", "mlx"):
            newest = max(_minor(r["python_max"]) for r in rows)
            if here > newest:
                latest = next((r for r in rows if r.get("latest")), rows[0])
                too_new.append(f"{framework} (newest wheels: Python {latest['python_min']}–{latest['python_max']})")
                sources.append(latest["source"])
    out = []
    for fid, items in (("python-too-new", too_new), ("python-too-old", too_old)):
        if items:
            out.append(Finding(fid, Severity.WARNING, "python",
                               msg.summary(f"{fid}-frameworks", version=py, frameworks="; ".join(items)),
                               {"python.version": str(py), "frameworks": items, "sources": sources}))
    return out


def _wheel_verdict(framework: str, installed: Version, machine: str,
                   here: tuple[int, ...]) -> tuple[str, str, str] | None:
    """("new" | "old" | "ok", label, source) for an installed release on ``machine``; None without its row."""
    row = support.python_row(framework, installed, machine)
    if row is None:
        return None
    label = f"{framework} {installed} (wheels for Python {row['python_min']}–{row['python_max']})"
    if here > _minor(row["python_max"]):
        return "new", label, row["source"]
    if here < _minor(row["python_min"]):
        return "old", label, row["source"]
    return "ok", label, row["source"]


def check_knowledge_stale(facts: Facts) -> list[Finding]:
    """knowledge-stale: an installed framework newer than every release the tables were checked against."""
    table = kb.check_table("freshness")
    newer: list[str] = []
    for row in table["newest"]:
        installed = package_version(facts, row["project"])
        if installed is not None and installed.release > Version(row["version"]).release:
            newer.append(f"{row['project']} {installed} (newest known {row['version']})")
    if not newer:
        return []
    return [Finding("knowledge-stale", Severity.INFO, AREA,
                    msg.summary("knowledge-stale", packages="; ".join(newer), checked=table["checked"]),
                    {"packages": newer, "checked": table["checked"], "source": table["source"]})]


CHECKS = (check_imports, check_cpu_instructions, check_arch_scan, check_numpy_abi, check_python_support,
          check_knowledge_stale)
