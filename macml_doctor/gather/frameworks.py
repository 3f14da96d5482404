"""Framework probes: one child process per framework in the target interpreter, run in parallel.

Each job runs ``framework_children/inspect_<name>.py`` with a timeout and turns how the child ended
into facts under ``<name>.*``. The doctor never imports a framework itself. A child that dies by a
signal, hangs, or fails to import its framework yields a failed ``<name>.import`` fact
(``signal:SIGILL``, ``timeout:45``, ``error:ImportError: …``) that the checks turn into findings;
facts the child learned before it died are kept.

After the collector, :func:`scan_arch` reads the Mach-O headers of the ML packages' compiled
modules (in the doctor process, headers only, bounded) and records the result as a fact, so that
snapshots replay it.
"""

from __future__ import annotations

import os
import re
import time
from functools import partial
from pathlib import Path
from typing import Any

from macml_doctor import messages as msg
from macml_doctor.errors import TargetError
from macml_doctor.facts import Fact, Facts, Origin, absent, clean_value, facts_from_mapping, failed, known
from macml_doctor.gather import macho
from macml_doctor.gather.runner import MAX_STDOUT, ChildResult, run_child
from macml_doctor.kb import load as kb
from macml_doctor.regex_cache import compiled
from macml_doctor.traits import process_arch

SCRIPTS = Path(__file__).with_name("framework_children")
FRAMEWORKS = ("torch", "tensorflow", "mlx", "jax", "coremltools")
TIMEOUT_ENV = "MACML_DOCTOR_IMPORT_TIMEOUT"
DEFAULT_TIMEOUT_S = 60.0

# What a failed import's stderr says when the tensorflow-metal plugin could not be loaded.
PLUGIN_FAILURE = compiled(r"libmetal_plugin\.dylib|Symbol not found|symbol not found", re.IGNORECASE)


def import_timeout() -> float:
    """Seconds each framework child may take (``MACML_DOCTOR_IMPORT_TIMEOUT``; default 60)."""
    raw = os.environ.get(TIMEOUT_ENV, "")
    try:
        value = float(raw)
    except ValueError:
        return DEFAULT_TIMEOUT_S
    return value if value > 0 else DEFAULT_TIMEOUT_S


def probe(framework: str, python: str) -> dict[str, Fact]:
    """Run one framework's child in ``python``; every way it can end becomes facts."""
    script = SCRIPTS / f"inspect_{framework}.py"
    timeout = import_timeout()
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "PYTHONIOENCODING": "utf-8"}
    try:
        result = run_child([python, str(script)], timeout=timeout, env=env)
    except TargetError as exc:
        return {f"{framework}.import": failed(f"error:{exc}", "framework child")}
    return interpret(framework, result, timeout)


def interpret(framework: str, result: ChildResult, timeout: float) -> dict[str, Fact]:
    doc = result.last_json(lambda d: isinstance(d.get("facts"), dict))
    stage, raw = (str(doc.get("stage")), doc["facts"]) if doc else (None, {})
    try:
        items = facts_from_mapping(raw) if raw else {}
    except (ValueError, TypeError):  # not our child's output (a module printed JSON of its own)
        stage, items = None, {}
    key = f"{framework}.import"
    source = f"child {Path(result.argv[1]).name if len(result.argv) > 1 else framework} (stage {stage or 'start'})"
    died = None
    if result.cut:
        died = "error:" + msg.OUTPUT_CUT.format(limit=f"{MAX_STDOUT // (1024 * 1024)} MiB")
    elif result.timed_out:
        died = f"timeout:{timeout:g}"
    elif result.returncode != 0 and result.signal_name:
        died = f"signal:{result.signal_name}"
    elif result.returncode != 0 and stage != "done":
        tail = result.stderr_tail(1) or f"exit status {result.returncode}"
        died = f"error:{tail}"
    elif stage not in (None, "done"):  # exited 0 in the middle: an import called os._exit(0) or sys.exit()
        died = "error:" + msg.CHILD_NO_RESULT.format(rc=result.returncode)
    if died is not None:
        if stage in (None, "importing"):
            items[key] = failed(died, source)
        else:
            items[f"{framework}.child"] = failed(died, source)
            items[f"{framework}.child_stage"] = known(stage, source)
    elif stage is None:
        items[key] = failed(f"error:no answer ({result.stderr_tail(1) or 'empty output'})", source)
    plugin = [line for line in result.stderr.splitlines() if PLUGIN_FAILURE.search(line)]
    if plugin:
        items[f"{framework}.load_error_text"] = known(plugin[-1].strip()[:1000], "child stderr")
    items[f"{framework}.child_seconds"] = known(round(result.duration_s, 3), "wall time of the child")
    return items


JOBS = {name: partial(probe, name) for name in FRAMEWORKS}


# --- compiled-module architecture scan ----------------------------------------------------------


# Offending files kept per package (the count is kept whole): enough to name them, small enough to replay.
FILES_PER_PACKAGE = 10


def package_roots(facts: Facts) -> list[tuple[str, str]]:
    """(distribution, folder) of every ML package the knowledge base names that the target can import: in its
    site folders, and in the folders PYTHONPATH and .pth files put on its sys.path."""
    table = kb.check_table("arch_scan")
    sites: list[str] = []
    for key in ("python.site_packages", "python.path_dirs"):
        value = facts.value(key)
        if isinstance(value, list):
            sites += [str(v) for v in value if str(v) not in sites]
    roots: list[tuple[str, str]] = []
    for entry in table["package"]:
        for folder in entry["folders"]:
            for site in sites:
                path = os.path.join(site, folder)
                if os.path.isdir(path) and all(os.path.realpath(path) != os.path.realpath(p) for _, p in roots):
                    roots.append((entry["name"], path))
    return roots


def scan_arch(facts: Facts) -> Facts:
    """Add ``packages.arch_scan`` (live targets only; a snapshot keeps what was recorded)."""
    if facts.get("packages.arch_scan") is not None or facts.target.origin is not Origin.LIVE:
        return facts
    arch = process_arch(facts)
    if arch is None:
        return facts.with_items({"packages.arch_scan": absent("interpreter architecture unknown")})
    table = kb.check_table("arch_scan")
    roots = package_roots(facts)
    unloadable: list[dict[str, Any]] = []
    counts: dict[str, int] = {}
    checked = not_macho = 0
    truncated = False
    deadline = time.monotonic() + float(table["time_budget_s"])
    for name, root in roots:
        left = deadline - time.monotonic()
        if left <= 0:
            truncated = True
            break
        result = macho.scan_extensions([root], arch, max_files=int(table["max_files"]), time_budget_s=left)
        checked += result.files_checked
        not_macho += result.not_macho
        truncated = truncated or result.truncated
        kept = FILES_PER_PACKAGE - counts.get(name, 0)
        unloadable += [{"package": name, "path": f.path, "archs": list(f.archs)} for f in result.unloadable[:kept]]
        counts[name] = counts.get(name, 0) + len(result.unloadable)
    value = {"process_arch": arch, "packages": sorted({n for n, _ in roots}), "files_checked": checked,
             "mach_o_files": checked - not_macho, "truncated": truncated, "unloadable": unloadable,
             "unloadable_counts": {n: c for n, c in counts.items() if c}}
    # File names come from the target: no terminal escape in them reaches the screen.
    return facts.with_items({"packages.arch_scan": known(clean_value(value),
                                                         "Mach-O headers of *.so/*.dylib in ML packages")})
