"""From clues to Facts: pick the most trustworthy clue per key, then reason explicitly from partial evidence.

Every deduction names its premises in the fact's source, and each rule only fires when its evidence
decides the question; otherwise the key stays unknown (absent from the facts) and the checks stay silent.

- ``CPU: Apple M2 Pro`` with ``OS: macOS 15.3 (x86_64)``: an x86_64 process on Apple silicon, so
  ``python.translated = 1`` (Rosetta). The macOS version comes from the OS line (sw_vers, the real one);
  the ``10.16`` that x86 builds report is never used as a macOS version.
- An Intel CPU string, an AMD GPU in a Mac, or conda's ``__archspec=1=x86_64`` with no Apple-chip evidence:
  an Intel Mac (``host.arm64_capable = 0``); never Rosetta advice.
- No CPU line and an x86_64 process: undecided; nothing about the hardware is recorded.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from macml_doctor.facts import Fact, known
from macml_doctor.paste.clues import Clue, Found, Line
from macml_doctor.paste.platform_strings import COMPAT_MACOS

# Internal clue keys that are premises for deductions, not facts of their own.
PREMISES = ("platform.macos_version", "collect_env.gpu", "collect_env.nvidia_driver", "torch.present",
            "conda.archspec_intel", "host.amd_gpu", "uname.machine")
AGGREGATES = ("python.packages", "conda.packages")
ENV_VARS = ("PYTORCH_ENABLE_MPS_FALLBACK", "PYTORCH_MPS_HIGH_WATERMARK_RATIO", "PYTORCH_MPS_LOW_WATERMARK_RATIO",
            "CONDA_SUBDIR", "TF_USE_LEGACY_KERAS", "KERAS_BACKEND", "SYSTEM_VERSION_COMPAT", "TF_CPP_MIN_LOG_LEVEL")
_ENV = re.compile(r"\b(?:export\s+|vars\s+set\s+|setenv\s+)(" + "|".join(ENV_VARS) + r")[= ]([^\s;&|`'\"]{1,80})")


def best(clues: Iterable[Clue]) -> dict[str, Clue]:
    chosen: dict[str, Clue] = {}
    for clue in clues:
        if clue.key in AGGREGATES or clue.key == "report.symptom":
            continue
        current = chosen.get(clue.key)
        if current is None or clue.rank < current.rank:
            chosen[clue.key] = clue
    return chosen


def packages(clues: Iterable[Clue], key: str) -> tuple[dict[str, dict[str, Any]], list[Clue]]:
    records: dict[str, tuple[int, dict[str, Any]]] = {}
    used: list[Clue] = []
    for clue in clues:
        if clue.key != key:
            continue
        name, record = clue.value
        if name not in records or clue.rank < records[name][0]:
            records[name] = (clue.rank, {**record, "source": clue.source})
            used.append(clue)
        if len(records) >= 5000:
            break
    return {name: rec for name, (_, rec) in sorted(records.items())}, used


def facts_from(found: Iterable[Found], lines: list[Line]) -> dict[str, Fact]:
    clues = [c for f in found for c in f.clues]
    chosen = best(clues)
    items: dict[str, Fact] = {}
    for key, clue in chosen.items():
        if key in PREMISES:
            continue
        items[key] = clue.value if isinstance(clue.value, Fact) else known(clue.value, clue.source)
    for key in AGGREGATES:
        records, used = packages(clues, key)
        if records:
            items[key] = known(records, _lines_source("package listing", used))
    symptoms = [c.value for c in clues if c.key == "report.symptom"]
    if symptoms:
        items["report.symptoms"] = known(symptoms[:200], "error lines and REPL output in the report")
    env = _env(lines)
    if env:
        items["env"] = known({k: v for k, (v, _) in env.items()},
                             _lines_source("shell commands", [c for _, c in env.values()]))
    _deduce(items, chosen)
    return items


def _deduce(items: dict[str, Fact], chosen: Mapping[str, Clue]) -> None:
    def value(key: str) -> Any:
        fact = items.get(key)
        return fact.value if fact is not None and fact.known else None

    def premise(key: str) -> Clue | None:
        return chosen.get(key)

    def put(key: str, val: Any, why: str, *premises: Clue | Fact | None) -> None:
        if key in items or val is None:
            return
        lines = [p.source for p in premises if p is not None and p.source]
        items[key] = known(val, f"deduced: {why} ({'; '.join(lines)})" if lines else f"deduced: {why}")

    # macOS version: the platform string's only when it is not the 10.16 compatibility value.
    plat = premise("platform.macos_version")
    if plat is not None and plat.value != COMPAT_MACOS:
        put("host.macos_version", plat.value, "platform.platform() names the macOS version", plat)
    osx = items.get("conda.virtual_osx")
    if osx is not None and osx.value != COMPAT_MACOS:
        put("host.macos_version", osx.value, "conda's __osx virtual package is the macOS version", osx)
    if value("host.macos_version") is not None:
        put("host.os", "Darwin", "a macOS version is named", items["host.macos_version"])

    brand = value("host.cpu_brand")
    mac = value("host.os") == "Darwin"
    apple = isinstance(brand, str) and brand.startswith("Apple ")
    if apple:
        put("host.arm64_capable", 1, "an Apple-silicon chip is named", items["host.cpu_brand"])
    elif isinstance(brand, str) and "Intel" in brand and mac:
        put("host.arm64_capable", 0, "an Intel CPU in a Mac", items["host.cpu_brand"], items.get("host.os"))
    amd = premise("host.amd_gpu")
    if amd is not None and mac and not apple:
        put("host.arm64_capable", 0, "an AMD Radeon GPU: only Intel Macs have one", amd, items.get("host.os"))
    intel_arch = premise("conda.archspec_intel")
    if intel_arch is not None and mac and not apple:
        put("host.arm64_capable", 0, "conda's __archspec is x86_64 and nothing names an Apple chip", intel_arch)
    machine = value("python.machine")
    if mac and machine == "arm64":
        put("host.arm64_capable", 1, "an arm64 process on macOS runs on Apple silicon", items["python.machine"])

    capable = value("host.arm64_capable")
    if capable == 1 and machine in ("x86_64", "i386"):
        put("python.translated", 1, "an x86_64 process on Apple silicon runs under Rosetta",
            items["python.machine"], items.get("host.arm64_capable"))
    elif capable is not None and machine == "arm64":
        put("python.translated", 0, "an arm64 process is native", items["python.machine"])

    # A torch/TensorFlow version read from output is also an installed distribution record.
    pkgs = dict(value("python.packages") or {})
    added = False
    for key, dist in (("torch.version", "torch"), ("tensorflow.version", "tensorflow")):
        fact = items.get(key)
        if fact is not None and fact.known and dist not in pkgs and not (
                dist == "tensorflow" and "tensorflow-macos" in pkgs):
            pkgs[dist] = {"version": fact.value, "source": fact.source}
            added = True
    if added:
        src = items["python.packages"].source if "python.packages" in items else "versions named in the report"
        items["python.packages"] = known(dict(sorted(pkgs.items())), src)
    if "torch.version" not in items and "torch" in pkgs:
        put("torch.version", pkgs["torch"].get("version"), "the torch distribution's version",
            items.get("python.packages"))

    gpu = premise("collect_env.gpu")
    if gpu is not None and "host.nvidia_gpus" not in items:
        driver = premise("collect_env.nvidia_driver")
        items["host.nvidia_gpus"] = known(
            [{"name": gpu.value, "driver": driver.value if driver else "", "memory": ""}],
            "; ".join(c.source for c in (gpu, driver) if c is not None))


def _env(lines: list[Line]) -> dict[str, tuple[str, Clue]]:
    env: dict[str, tuple[str, Clue]] = {}
    for line in lines:
        if "=" in line.text and ("export" in line.text or "vars set" in line.text or "setenv" in line.text):
            for m in _ENV.finditer(line.text):
                env.setdefault(m.group(1), (m.group(2), Clue("env", m.group(2), line, 0, "env")))
    return env


def _lines_source(what: str, clues: list[Clue]) -> str:
    numbers = sorted({c.line.number for c in clues})
    if not numbers:
        return what
    shown = ", ".join(str(n) for n in numbers[:12]) + (" …" if len(numbers) > 12 else "")
    return f"report lines {shown}: {what}"

