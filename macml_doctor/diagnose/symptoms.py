"""Symptom checks: findings that only a pasted report's error lines and REPL output show.

The report parsers record each recognised error line as a ``report.symptoms`` entry; this module maps
them to finding ids through ``checks/symptoms.toml`` and adds two deductions that need several facts:
MPS refused on a macOS that meets the floor (a hidden Metal device), and SIGILL from a plain
``tensorflow`` older than the first arm64 macOS wheels (an x86_64 build). Live facts have no symptoms,
so on a live check these checks are silent.

:func:`merge_symptoms` runs after all checks on a report: a symptom and a fact-based check may both
reach the same id; the report shows it once, with both evidences, and each fact's report line.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from packaging.specifiers import SpecifierSet
from packaging.version import Version

from macml_doctor import messages as msg
from macml_doctor.diagnose import certainty, pins
from macml_doctor.diagnose.tensorflow import before_arm64_wheels, tf_distribution
from macml_doctor.facts import Facts, Origin
from macml_doctor.findings import Finding, Severity
from macml_doctor.kb import load as kb
from macml_doctor.kb import module_packages, support
from macml_doctor.regex_cache import compiled
from macml_doctor.traits import (
    host_without_rosetta,
    is_apple_silicon,
    is_mac,
    is_x86_python,
    macos_version,
    package,
    package_version,
    torch_version,
    version,
)

EVIDENCE_KEY = "report line"

def symptoms(facts: Facts) -> list[Mapping[str, Any]]:
    raw = facts.value("report.symptoms") or []
    return [s for s in raw if isinstance(s, Mapping) and isinstance(s.get("id"), str)]


def _table() -> Mapping[str, Any]:
    return kb.check_table("symptoms")


def _metal_package() -> str:
    return str(kb.check_table("mlx")["metal_package"])


def _finding(symptom_id: str, finding_id: str, summary: str, evidence: Mapping[str, Any],
             catalogue: Mapping[str, Mapping[str, str]], severity: str | None = None) -> Finding:
    entry = catalogue.get(finding_id, {})
    return Finding(finding_id, Severity(severity or entry.get("severity", "warning")), entry.get("area", "other"),
                   summary, {"symptom": symptom_id, **evidence})


def _sizes(sep: str, *parts: tuple[str, Any]) -> str:
    """An out-of-memory message's sizes that the report gave, each after its label, in brackets; '' for none."""
    shown = [f"{label} {value}" for label, value in parts if value]
    return f" ({sep.join(shown)})" if shown else ""


def _summary(symptom_id: str, s: Mapping[str, Any]) -> str:
    values = {k: v for k, v in s.items() if k not in ("id", "line")}
    if symptom_id in ("sigill", "sigill-native", "import-died"):
        if symptom_id != "import-died" and not values.get("module"):
            values["program"] = values.get("program") or msg.SOME_PROGRAM  # a shell's SIGILL, no import seen
        values["module"] = values.get("module") or "a module"
        symptom_id = f"{symptom_id}-program" if values.get("program") else symptom_id
        symptom_id = f"{symptom_id}-signal" if symptom_id == "import-died" and values.get("signal") else symptom_id
    if symptom_id == "avx-missing-native":  # TensorFlow's check names the set it lacks (SSE3, AVX2, FMA); jaxlib's AVX
        values.setdefault("isa", "AVX")
    if symptom_id == "metal-plugin-symbol":
        values["symbol"] = f": {values['symbol']}" if values.get("symbol") else ""
    if symptom_id in ("mps-unimplemented-op", "mps-op-fell-back"):
        values["op"] = f"The operator {values['op']}" if values.get("op") else "An operator"
        symptom_id = "mps-unimplemented-dtype" if values.get("dtype") else symptom_id
    if symptom_id == "mps-out-of-memory":
        values["numbers"] = _sizes(", ", ("MPS allocated", values.get("mps_allocated")),
                                   ("other", values.get("other_allocations")),
                                   ("max allowed", values.get("max_allowed")))
    if symptom_id == "cuda-out-of-memory":  # the card's total: '… total capacity' before torch 2.1, later 'capacity of'
        values["numbers"] = _sizes(" ", ("tried to allocate", values.get("tried")),
                                   ("of", values.get("total") or values.get("capacity")))
    if symptom_id == "cuda-driver-older":  # nvidia-container-cli names the CUDA the image needs
        values["needs"] = f"the CUDA {values['needs']}" if values.get("needs") else "the CUDA release"
    if symptom_id == "numpy-abi":
        values["numpy"] = values.get("numpy") or "2.x"
    if symptom_id == "tf-gpu-listed":
        values["devices"] = ", ".join(values.get("devices") or []) or "GPU"
    if symptom_id == "incompatible-arch":
        values["file"] = values.get("file") or "see the report line"
        if "have" not in values or "need" not in values:
            symptom_id = "incompatible-arch-undirected"
        # a JVM's, .NET host's, Ruby's or Node.js's loader error (paste/evaluators.py _runtime_loader)
        if values.get("runtime"):
            symptom_id = symptom_id.replace("incompatible-arch", "incompatible-arch-runtime")
    if symptom_id in ("library-not-loaded", "extension-not-loaded"):
        values.setdefault("library", "a library")
    if symptom_id == "signature-refused":
        values["file"] = _short_path(str(values.get("file") or values.get("path") or "a library"))
    if symptom_id == "library-not-mach-o":
        values["file"] = str(values.get("file") or "a compiled library").rsplit("site-packages/", 1)[-1]
    if symptom_id == "symbol-not-found":
        path = str(values.get("file") or "")
        values["file"] = path.rsplit("site-packages/", 1)[-1] or "a compiled library"
        symbol = str(values.get("symbol") or "a symbol")
        values["symbol"] = symbol if len(symbol) <= 60 else symbol[:59] + "…"
        values["expected"] = str(values.get("expected") or "").strip()
        package = values["file"].split("/", 1)[0]
        values["companion"] = (f" ({package}: the release built for the installed torch)"
                               if package in ("torchvision", "torchaudio", "torchtext") else "")
        since = None if values["expected"] else _libsystem_since(str(s.get("symbol") or ""))
        if since:  # dyld's 'Expected in:' line lost: the symbol itself is one of libSystem's newer functions
            values["expected"] = f"libSystem (which has it from macOS {since})"
        values["framework"] = _unlinked_framework(s) or ""
        symptom_id = ("symbol-not-found-system" if _in_macos(values["expected"]) or since
                      else "symbol-not-found-unlinked" if values["framework"] else symptom_id)
    if symptom_id == "torch-no-x86-wheel":
        values.setdefault("last", str(support.last_x86_macos("torch")))
    if symptom_id == "jax-metal-incompatible":
        values["detail"] = (f"its MPS dialect is {values['have']}, the program needs {values['need']}"
                            if values.get("have") else "an operation it does not implement")
    if symptom_id == "mlx-metallib-unsupported":
        values["language"] = f" (Metal language {values['language']})" if values.get("language") else ""
    try:
        return msg.SYMPTOM_SUMMARIES[symptom_id].format(**values)
    except (KeyError, IndexError, ValueError):
        return msg.SYMPTOM_SUMMARIES.get(symptom_id, symptom_id)


def _short_path(path: str) -> str:
    """A library's path as a summary shows it: from its package on (after site-packages/ or __pypackages__/), else
    whole unless it is long (an app container's), then its last three parts."""
    path = " ".join(path.split())  # a path a wrap cut at one of its spaces ('Application\nSupport')
    for marker in ("site-packages/", "__pypackages__/"):
        if marker in path:
            return path.rsplit(marker, 1)[-1]
    parts = path.split("/")
    return path if len(path) <= 100 or len(parts) <= 4 else "…/" + "/".join(parts[-3:])


def _in_macos(library: str) -> bool:
    """Whether dyld's 'Expected in:' names one of macOS's own libraries (a build made for a newer macOS)."""
    return library.startswith(("/usr/lib/", "/System/Library/"))


def _libsystem_since(symbol: str) -> str | None:
    """The macOS whose C library (libSystem) first has the function dyld could not find ('_mkfifoat', written
    '(_mkfifoat)' by newer dyld), None for any other symbol (checks/history.toml libsystem_function)."""
    name = symbol.strip("()'\"` ")
    name = name[1:] if name.startswith("_") else ""  # a C function's symbol is its name after one underscore
    return next((str(row["macos"]) for row in kb.check_table("history").get("libsystem_function", ())
                 if row["name"] == name), None)


def _flat_namespace_symbol(s: Mapping[str, Any]) -> str | None:
    """The missing symbol where dyld looked it up in the flat namespace (no 'Expected in:' library, or 'flat
    namespace'), unquoted; None where it named the library that should have held it."""
    expected = str(s.get("expected") or "").strip().lower()
    return str(s.get("symbol") or "").strip("()'\"` ") if expected in ("", "flat namespace") else None


def _unlinked_framework(s: Mapping[str, Any]) -> str | None:
    """The macOS framework whose symbol dyld looked for in the flat namespace: a build that did not link it
    (checks/history.toml unlinked_framework); None for any other."""
    symbol = _flat_namespace_symbol(s)
    return None if symbol is None else next(
        (str(row["framework"]) for row in kb.check_table("history").get("unlinked_framework", ())
         if re.match(str(row["prefix"]), symbol)), None)


# The Python C API's own symbols (_PySlice_AdjustIndices, _PyExc_…, __Py_…), which an extension finds in the interpreter
# through the flat namespace: one missing there was built for another Python than the one running ('Symbol not found:
# _PySlice_AdjustIndices' / 'Expected in: flat namespace', torch 0.1.12's wheel built with Python 3.6.1 under a 3.6.0:
# https://github.com/pytorch/pytorch/issues/1497; the function is new in 3.6.1:
# https://docs.python.org/3/c-api/slice.html#c.PySlice_AdjustIndices), not against another release of a companion.
# CPython names them Py_<name> or Py<Family>_<name> (PyObject_, PyThreadState_, PyExc_); not PyInit_<name>, a module's
# own entry point, which the extension defines and the interpreter looks for, nor a capitalised run ('_PyCF_Foo').
_PYTHON_API_SYMBOL = compiled(r"_{1,2}Py(?:_[A-Za-z]|(?!Init_)[A-Z][a-z]{2,}[A-Za-z]{0,40}_)")


def _python_api(s: Mapping[str, Any]) -> bool:
    symbol = _flat_namespace_symbol(s)
    return symbol is not None and _PYTHON_API_SYMBOL.match(symbol) is not None


def _grave(table: Mapping[str, Any], s: Mapping[str, Any]) -> int:
    """How grave a symptom's own severity is (0 where it keeps its finding's usual one)."""
    severity = table[s["id"]].get("severity")
    return Severity(severity).rank if severity else 0


def check_symptoms(facts: Facts) -> list[Finding]:
    table = _table()["symptom"]
    catalogue = kb.finding_catalogue()
    # per finding id, the gravest occurrence (a symptom that overrides the severity: an op that raised outranks one that
    # fell back to the CPU), then the one that says the most
    richest: dict[str, Mapping[str, Any]] = {}
    for s in symptoms(facts):
        rule = table.get(s["id"])
        if rule is None or not applies(s["id"], s, facts):
            continue
        current = richest.get(rule["finding"])
        if current is None or (_grave(table, s), len(s)) > (_grave(table, current), len(current)):
            richest[rule["finding"]] = s
    return [_finding(s["id"], finding_id, _symptom_summary(s, facts),
                     {EVIDENCE_KEY: s.get("line", ""), **_certainty(s), **_fix_evidence(s, facts)}, catalogue,
                     table[s["id"]].get("severity"))
            for finding_id, s in richest.items()]


def _symptom_summary(s: Mapping[str, Any], facts: Facts) -> str:
    torch = _bfloat16_needs_torch(s, facts)
    if torch is not None:
        return msg.SYMPTOM_SUMMARIES["mps-bfloat16-old-torch"].format(
            torch=f"torch {torch}" if torch else "This torch", macos=macos_version(facts),
            since=kb.check_table("torch_mps")["bfloat16_from"])
    return _summary(_native_sigill(s, facts), s)


def _bfloat16_needs_torch(s: Mapping[str, Any], facts: Facts) -> str | None:
    """The torch release ('' where unnamed) that refused bfloat16 on the mps device of an Apple-silicon Mac whose macOS
    has it (checks/torch_mps.toml bfloat16_macos): torch before bfloat16_from lacks it on every macOS, so a newer torch
    is the remedy, not macOS. None for any other refusal, a macOS below, a torch that has it, or an x86_64 Python (no
    torch after 2.2.2 for it: torch-x86-build's remedy comes first)."""
    table = kb.check_table("torch_mps")
    macos, torch = macos_version(facts), torch_version(facts)
    newer_refusal = "only supported on mac" in str(s.get("line", "")).lower()  # torch 2.3+'s own words: below 14
    if (s["id"] != "mps-bfloat16-unsupported" or newer_refusal or is_apple_silicon(facts) is not True
            or is_x86_python(facts) or macos is None or macos < Version(table["bfloat16_macos"])):
        return None
    if torch is not None and torch.release[:2] >= Version(table["bfloat16_from"]).release[:2]:
        return None
    return "" if torch is None else str(torch)


def _native_sigill(s: Mapping[str, Any], facts: Facts) -> str:
    """A SIGILL on a host known not to be Apple silicon (traits.host_without_rosetta) is the CPU's own missing
    instructions, never Rosetta's (cpu-without-avx says so): its summary does not blame Rosetta. So is a build's
    refusal to run without AVX outside macOS: in a Linux container on an Apple-silicon Mac the amd64 image is emulated
    (no macOS Python under Rosetta to replace), elsewhere the CPU lacks AVX."""
    if s["id"] == "avx-missing" and is_mac(facts) is False:
        emulated = facts.value("host.container_host") == "apple-silicon"
        return "avx-missing-container" if emulated else "avx-missing-native"
    return "sigill-native" if s["id"] == "sigill" and host_without_rosetta(facts) is not None else str(s["id"])


def _certainty(s: Mapping[str, Any]) -> dict[str, str]:
    return {"certainty": s["certainty"]} if s.get("certainty") else {}


def _fix_evidence(s: Mapping[str, Any], facts: Facts) -> dict[str, Any]:
    """What the symptom's remedy needs (exact packages; what the recipes' [when] tables read), as the fact-based
    check gives it."""
    sid = s["id"]
    if sid == "sigill":  # under Rosetta, a program that is no Python is not reinstalled with pip
        rosetta = s.get("program") and _native_sigill(s, facts) == sid
        return {"signal": "SIGILL", **({"program": s["program"]} if rosetta else {})}
    if sid == "symbol-not-found":  # macOS's own library: a build for a newer macOS; a framework the build did not
        expected = str(s.get("expected") or "").strip()  # link; else another release's library
        system = _in_macos(expected) or (not expected and _libsystem_since(str(s.get("symbol") or "")) is not None)
        return {"built_for": "newer-macos" if system else "unlinked-framework" if _unlinked_framework(s)
                else "another-python" if _python_api(s) else "another-version"}
    if sid in ("companion-torch-mismatch", "companion-ops-not-loaded"):  # a domain library built for another torch
        return {"built_for": "another-version"}
    if sid == "numpy-c-api-mismatch":  # a module built against a newer NumPy 1.x: upgrade within 1.x
        return {"numpy_api": "older"}
    if sid == "mps-unimplemented-op":  # with the fallback on, the op would have run on the CPU; not a dtype MPS lacks
        return {"dtype": s["dtype"]} if s.get("dtype") else {"enabled": False}
    if sid == "mps-bfloat16-unsupported":  # a dtype, not an operator: the fallback does not reach it
        needs_torch = _bfloat16_needs_torch(s, facts) is not None  # a macOS that has it: the torch lacks it
        return {"dtype": "bfloat16", **({"bfloat16_needs": "torch"} if needs_torch else {})}
    if sid == "mps-op-fell-back":  # the fallback is on: the op ran on the CPU
        return {"enabled": True}
    if sid == "mlx-libmlx-missing":  # mlx's own Requires-Dist pins mlx-metal to its version when none is given
        mlx = package_version(facts, "mlx")
        return {"pip": [f"{_metal_package()}=={mlx}"] if mlx else ["mlx", _metal_package()]}
    if sid in _UNLOADABLE:
        return _reinstall_evidence(s, facts)
    if sid == "tf-gpu-empty":
        from macml_doctor.diagnose import tensorflow

        pair = tensorflow.working_pairs(tensorflow.tf_version(facts), None, version(facts.value("python.version")),
                                        tensorflow.x86_mac(facts))[0]
        return {"pair": pair["label"], "pip": pair["pip"], "source": pair["source"]}
    return {}


# A compiled module that could not load: its remedy reinstalls the distribution its path names (or, for a missing or
# wrong-architecture OpenMP runtime, installs that: fixes/install-libomp.toml).
_UNLOADABLE = ("incompatible-arch", "library-not-loaded", "library-not-mach-o", "extension-not-loaded")
_OPENMP = compiled(r"(?:^|[/\s(])libomp\.dylib\b")
# A wrong-architecture library that no Python package installed: an Intel Homebrew's (/usr/local, x86_64: Homebrew
# keeps that prefix for 'an Intel installation … run under Rosetta', https://github.com/Homebrew/brew/pull/9287), or
# another program's (a JDK, R's framework, an app bundle such as Julia's). Reinstalling Python packages cannot change
# it (fixes/install-homebrew-library-arm64.toml, fixes/replace-library-of-other-program.toml).
_INTEL_HOMEBREW_LIBRARY = compiled(r"^/usr/local/(?:(?:Cellar|opt)/(?P<formula>[\w@.+-]{1,60})/|lib/[^/]+\.dylib$)")
_OTHER_PROGRAM = compiled(r"\.jdk/|/JavaVirtualMachines/|/R\.framework/|\.app/Contents/")


def _reinstall_evidence(s: Mapping[str, Any], facts: Facts) -> dict[str, Any]:
    sid = s["id"]
    out: dict[str, Any] = {}
    if any(_OPENMP.search(str(s.get(key) or "")) for key in ("library", "line")):
        out["runtime"] = "libomp"
    path = next(filter(None, (module_packages.path_in(str(s.get(key) or "")) for key in ("file", "line"))), None)
    packages = facts.value("python.packages")
    owner = module_packages.owner(path, packages if isinstance(packages, Mapping) else ()) if path else None
    if owner is not None and owner.distribution is not None:
        dist = owner.distribution
        dist = (tf_distribution(facts) or dist) if dist == "tensorflow" else dist  # tensorflow-macos, -cpu, …
        out.update(package=dist, pip=pins.requirements(facts, dist))
    if owner is not None and owner.conda_prefix is not None:
        out["prefix"] = owner.conda_prefix
    if sid == "incompatible-arch" and s.get("runtime"):
        # loaded by a JVM, a .NET host, a Ruby or Node.js, not a Python: no pip reinstall changes either side
        # (fixes/match-runtime-library-architecture.toml)
        return {"library_owner": "runtime", "runtime": str(s["runtime"]), "file": str(s.get("file") or "")}
    if sid == "incompatible-arch" and owner is None:
        out.update(_library_owner(str(s.get("file") or ""), str(s.get("need") or ""), facts))
    return out


def _library_owner(file: str, need: str, facts: Facts) -> dict[str, str]:
    """Who installed a wrong-architecture library that is no Python package's file, for its remedy."""
    brew = _INTEL_HOMEBREW_LIBRARY.match(file)
    arm64_process = need.startswith("arm64") or (not need and is_x86_python(facts) is False)
    if brew is not None and arm64_process:
        return {"library_owner": "homebrew", **({"formula": brew.group("formula")} if brew.group("formula") else {})}
    if _OTHER_PROGRAM.search(file):
        return {"library_owner": "program", "file": file}
    return {}


def applies(sid: str, s: Mapping[str, Any], facts: Facts) -> bool:
    if sid == "sigill" and s.get("python") is False:  # a report that shows no Python: another program's crash
        return False
    if sid == "bad-cpu-type":
        # Not when Rosetta is known to be installed, nor when the report shows `arch -x86_64` failing that way (the
        # binary lacks an x86_64 slice; the report's other mentions of the error are that incident).
        launched = any(x.get("launcher") == "arch" for x in symptoms(facts) if x["id"] == sid)
        return bool(is_apple_silicon(facts)) and facts.value("host.rosetta_installed") is not True and not launched
    # CUDA asked of a build without it: the code's device on a Mac; elsewhere a CPU-only build where CUDA may be
    if sid in ("torch-not-compiled-cuda", "cuda-checkpoint", "ctranslate2-not-compiled-cuda"):
        return bool(is_mac(facts))
    if sid in ("virtual-machine", "virtual-machine-macos"):  # a Windows or Linux guest is not a Mac's Metal question
        return is_mac(facts) is not False
    # torch's dispatcher naming the 'MPS' backend off macOS: a tensor or module saved on a Mac's mps device and loaded
    # where no MPS backend exists (admet_ai#27's checkpoints on Linux), not an operator MPS lacks
    if sid == "mps-unimplemented-op":
        return is_mac(facts) is not False
    if sid == "tf-gpu-empty":
        return package(facts, "tensorflow-metal") is None and is_mac(facts) is not False
    if sid == "symbol-not-found":  # the tensorflow-metal plugin's is metal-plugin-symbol (tf-metal-version-mismatch)
        return "metal_plugin" not in str(s.get("file", "")) and not any(
            x["id"] == "metal-plugin-symbol" for x in symptoms(facts))
    if sid in ("library-not-loaded", "extension-not-loaded"):  # dyld found it, and refused it for its signature
        return not _signature_refused(s, facts)
    if sid == "pip-no-wheels":
        return s.get("package") == "mlx"
    if sid == "mlx-libmlx-missing":  # before 0.26.5 libmlx.dylib was inside the mlx wheel: no mlx-metal to add
        row = support.mlx_row(package_version(facts, "mlx"))
        return (row is None or bool(row["needs_metal_package"])) and package(facts, _metal_package()) is None
    if sid == "pjrt-mismatch":
        backend = str(s.get("backend") or "").lower()
        return backend == "metal" or (not backend and package(facts, "jax-metal") is not None)
    if sid == "python-older-than-wanted":  # a Python known to be new enough got the short list for another reason
        py = version(facts.value("python.version"))
        return py is None or py < Version(str(s.get("needs")))
    if sid == "python-older-than-pins":  # a Python printed as new enough skipped them for another reason
        py = version(facts.value("python.version"))
        return py is None or py < Version(str(s.get("below")))
    if sid in ("torch-x86-mac-list", "tf-x86-mac-list", "github-runner-arm64"):
        return is_mac(facts) is not False
    if sid == "torch-numpy-unavailable":
        return _numpy2_beside_torch(facts)
    if sid == "torch-no-x86-wheel":  # a torch up to the last x86_64 macOS release missing lacks the Python minor
        wanted, last = version(s.get("version")), support.last_x86_macos("torch")
        return wanted is None or last is None or wanted > last
    return True


def _signature_refused(s: Mapping[str, Any], facts: Facts) -> bool:
    """Whether dyld's 'Library not loaded' is one whose reason refuses that library for its code signature (the
    'tried:' list names it with 'code signature in … not valid for use in process'): the library is there, not
    missing. A message whose library was cut off is judged by any such refusal in the report."""
    name = _file_name(s.get("library"))
    refused = [_file_name(x.get("file") or x.get("path")) for x in symptoms(facts) if x["id"] == "signature-refused"]
    return bool(refused) and (not name or name in refused or "" in refused)


def _file_name(path: Any) -> str:
    return str(path or "").strip().strip("'\"").rsplit("/", 1)[-1]


def _numpy2_beside_torch(facts: Facts) -> bool:
    """torch's 'Numpy is not available' names NumPy 2 beside a torch built against NumPy 1.x only for torch 2.0-2.2
    (checks/numpy_abi.toml's torch rule): before 2.0 it was an old or missing NumPy (pytorch/pytorch#78341,
    Atcold/NYU-DLSP20#810), from 2.3 torch supports NumPy 2; nor where the report shows a NumPy 1.x."""
    torch, numpy = torch_version(facts), package_version(facts, "numpy")
    rule = next((r for r in kb.check_table("numpy_abi")["rule"] if r["package"] == "torch"), None)
    if torch is None or rule is None or torch.release[0] < 2 or torch not in SpecifierSet(rule["version"]):
        return False
    return numpy is None or numpy in SpecifierSet(rule["numpy"])


def check_hidden_metal_device(facts: Facts) -> list[Finding]:
    """MPS says "supported on MacOS N+" on a macOS that meets the real floor: the device is hidden."""
    refused = [s for s in symptoms(facts) if s["id"] in ("mps-macos-floor-error", "mps-not-available")]
    if not refused or is_apple_silicon(facts) is False or is_x86_python(facts):
        return []
    current = macos_version(facts)
    torch = version(facts.value("torch.version"))
    if current is None or torch is None:
        return []
    floor, needs, source = support.mps_macos_floor(torch)
    if floor is None or current < floor:
        return []
    catalogue = kb.finding_catalogue()
    summary = msg.SYMPTOM_SUMMARIES["hidden-metal-device"].format(macos=current, needs=needs, floor=floor)
    return [_finding("hidden-metal-device", "no-metal-device", summary,
                     {EVIDENCE_KEY: refused[0].get("line", ""), "host.macos_version": str(current),
                      "floor": str(floor), "source": source}, catalogue)]


def check_x86_tensorflow_sigill(facts: Facts) -> list[Finding]:
    crashed = [s for s in symptoms(facts) if s["id"] == "sigill" and s.get("module") in (None, "tensorflow")]
    if not crashed or not is_apple_silicon(facts) or package(facts, "tensorflow-macos") is not None:
        return []
    rec = package(facts, "tensorflow")
    tf = version(rec.get("version")) if rec else None
    pairing = kb.check_table("tensorflow_metal")
    first = Version(pairing["arm64_plain_tensorflow_from"])
    if tf is None or not before_arm64_wheels(tf):
        return []
    summary = msg.SYMPTOM_SUMMARIES["tf-x86-build"].format(version=tf, first=first)
    return [_finding("sigill", "tf-x86-build", summary,
                     {EVIDENCE_KEY: crashed[0].get("line", ""), "tensorflow": str(tf),
                      "source": pairing["arm64_plain_tensorflow_source"]}, kb.finding_catalogue())]


CHECKS = (check_symptoms, check_hidden_metal_device, check_x86_tensorflow_sigill, certainty.check_undecided)


def merge_symptoms(findings: Sequence[Finding], facts: Facts) -> list[Finding]:
    """Fold a symptom finding into the finding of the same id that the facts gave (keeping the worse, with
    every evidence); on reports, add each fact's report line.

    Only symptom findings merge: findings that are one per item (a package, a check) stay apart, so a
    replayed snapshot gives exactly the findings of the live check it was recorded from.
    """
    out: list[Finding] = []
    for f in findings:
        twin = next((i for i, g in enumerate(out)
                     if g.id == f.id and ("symptom" in f.evidence or "symptom" in g.evidence)), None)
        if twin is None:
            out.append(f)
            continue
        first = out[twin]
        keep = f if f.severity.rank > first.severity.rank else first
        # What the report shows happening (the symptom) outweighs what the settings say (mps-fallback "on", yet
        # the op raised: the variable was set too late), so the symptom's evidence wins a clash.
        fact, symptom = (first, f) if "symptom" in f.evidence else (f, first)
        out[twin] = replace(keep, evidence={**fact.evidence, **symptom.evidence})
    # A pasted report, or one of ours replayed from it (a snapshot keeps the report_kind).
    report = facts.target.origin is Origin.REPORT or bool(facts.target.report_kind)
    return root_causes([certainty.judge(_with_lines(f, facts), facts) for f in out]) if report else out


def root_causes(findings: Sequence[Finding]) -> list[Finding]:
    """A symptom whose cause is among the findings becomes the cause's evidence: it names the cause (whose fix
    the reports show in its place) and the cause lists what it explains."""
    rules = {r["finding"]: r for r in _table()["root_cause"]}
    present = {f.id: f for f in findings}

    def deepest(fid: str, seen: frozenset[str] = frozenset()) -> tuple[str, str] | None:
        rule: Mapping[str, Any] = rules.get(fid) or {}
        for cause in rule.get("causes", ()):
            if cause in present and cause not in seen:
                return deepest(cause, seen | {fid}) or (cause, str(rule["source"]))
        return None

    explains: dict[str, list[str]] = {}
    out = []
    for f in findings:
        root = deepest(f.id)
        if root is None:
            out.append(f)
            continue
        cause = present[root[0]]
        explains.setdefault(cause.id, []).append(f.id)
        out.append(replace(f, evidence={**f.evidence, "root cause": f"{cause.id}: {cause.summary}",
                                        "root cause source": root[1]}))
    return [replace(f, evidence={**f.evidence, "explains": explains[f.id]}) if f.id in explains else f for f in out]


def root_of(finding: Finding) -> str:
    return str(finding.evidence.get("root cause", "")).split(":", 1)[0]


def _with_lines(finding: Finding, facts: Facts) -> Finding:
    extra: dict[str, str] = {}
    for key in _fact_keys(finding.evidence):
        fact = facts.get(key)
        if fact is not None and fact.source.startswith(("report line", "deduced")):
            extra[f"{key} ←"] = fact.source
    if not extra:
        return finding
    return replace(finding, evidence={**finding.evidence, **extra})


def _fact_keys(evidence: Mapping[str, Any]) -> Iterable[str]:
    return [k for k in evidence if "." in k and not k.endswith("←")]
