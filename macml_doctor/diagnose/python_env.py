"""Python checks: native or Rosetta, which distribution, conda subdir, too old."""

from __future__ import annotations

from collections.abc import Mapping

from macml_doctor import messages as msg
from macml_doctor.facts import Facts, Origin
from macml_doctor.findings import Finding, Severity
from macml_doctor.kb import load as kb
from macml_doctor.traits import is_apple_silicon, is_mac, is_x86_python, version

AREA = "python"
OLDEST_COLLECTABLE = "3.8"


def check_too_old(facts: Facts) -> list[Finding]:
    too_old = facts.value("collector.too_old")
    if not too_old:
        return []
    return [Finding("python-too-old", Severity.ERROR, AREA,
                    msg.summary("python-too-old", version=too_old,
                                why=f"the doctor needs Python ≥ {OLDEST_COLLECTABLE} to inspect it, and no current "
                                "PyTorch, TensorFlow or MLX release supports it"),
                    {"python.version": too_old})]


def check_collector(facts: Facts) -> list[Finding]:
    fact = facts.get("collector.run")
    if fact is None or fact.known:
        return []
    error = fact.error or "unknown error"
    if error.startswith("timeout:"):
        return [Finding("collector-timeout", Severity.ERROR, AREA,
                        msg.summary("collector-timeout", timeout=float(error.split(":", 1)[1])),
                        {"collector.run": error})]
    if error.startswith("signal:"):
        name = error.split(":", 1)[1]
        return [Finding("collector-crashed", Severity.ERROR, AREA,
                        msg.summary("collector-crashed", signal=name, meaning=msg.SIGNALS.get(name, "crashed")),
                        {"collector.run": error})]
    return [Finding("collector-failed", Severity.ERROR, AREA, msg.summary("collector-failed", error=error),
                    {"collector.run": error})]


def check_arch(facts: Facts) -> list[Finding]:
    # A Python of another OS on an Apple chip (an amd64 Linux image in Docker, emulated by QEMU or Docker's Rosetta; a
    # Linux VM) is no macOS process under Rosetta: this finding's reading and its fix are macOS's.
    if not is_apple_silicon(facts) or is_mac(facts) is False:
        return []
    x86 = is_x86_python(facts)
    ver = facts.value("python.version") or msg.UNKNOWN_VERSION
    evidence = {k: facts.value(k) for k in ("python.machine", "python.translated", "python.exe_archs",
                                            "python.executable") if facts.is_known(k)}
    if x86:
        # A universal2 interpreter (python.exe_archs holds arm64) can run natively: the Terminal (or
        # `arch -x86_64`) forced Rosetta; disable-rosetta-terminal is then the remedy.
        return [Finding("python-x86-on-arm", Severity.ERROR, AREA, msg.summary("python-x86-on-arm", version=ver),
                        evidence)]
    if x86 is False:
        return [Finding("python-native-arm64", Severity.OK, AREA,
                        msg.summary("python-native-arm64", version=ver), evidence)]
    return []


def classify_distribution(facts: Facts) -> tuple[str, list[str]] | None:
    """Name the Python distribution from paths, banner and conda-meta, with the evidence used."""
    paths = [facts.value(k) for k in ("python.base_prefix", "python.realpath", "conda.base_prefix",
                                      "python.prefix")]
    haystack = " ".join(p for p in paths if isinstance(p, str)).lower()
    banner = facts.value("python.sys_version") or ""
    in_conda = facts.value("conda.env") is True
    cfg = facts.value("python.pyvenv_cfg") or {}
    if not (haystack or banner or in_conda):
        return None
    for rule in kb.check_table("distributions")["rule"]:
        evidence: list[str] = []
        if "conda" in rule:
            if rule["conda"] != in_conda:
                continue
            evidence.append("conda-meta present" if in_conda else "no conda-meta")
        if "os" in rule and facts.value("host.os") != rule["os"]:
            continue
        if "path_contains" in rule:
            hit = next((p for p in rule["path_contains"] if p.lower() in haystack), None)
            if hit is None:
                continue
            evidence.append(f"path contains {hit!r}")
        if "banner_contains" in rule:
            hit = next((b for b in rule["banner_contains"] if b in banner), None)
            if hit is None:
                continue
            evidence.append(f"sys.version says {hit!r}")
        name = rule["name"]
        if isinstance(cfg, Mapping) and "uv" in cfg:
            name = f"uv venv over {name}"
            evidence.append(f"pyvenv.cfg uv = {cfg['uv']}")
        elif facts.value("python.in_venv") is True:
            name = f"venv over {name}"
        return name, evidence
    return None


def check_distribution(facts: Facts) -> list[Finding]:
    found = classify_distribution(facts)
    if found is None:
        return []
    name, evidence = found
    ver = facts.value("python.version")
    machine = facts.value("python.machine")
    text = name + (f", Python {ver}" if ver else "") + (f" ({machine})" if machine else "")
    evidence_map = {"distribution": name, "evidence": evidence, "python.base_prefix": facts.value("python.base_prefix")}
    return [Finding("python-distribution", Severity.INFO, AREA,
                    msg.summary("python-distribution", distribution=text), evidence_map)]


def check_externally_managed(facts: Facts) -> list[Finding]:
    """The target Python refuses pip installs outside a venv (PEP 668: the collector found its EXTERNALLY-MANAGED
    marker and no venv); the fixes' pip steps then say to make one (remedy/plan.py)."""
    if facts.value("python.externally_managed") is not True:
        return []
    found = classify_distribution(facts)
    ver = facts.value("python.version")
    owner = (f"Python {ver}" if ver else "This Python") + (f" ({found[0]})" if found else "")
    return [Finding("python-externally-managed", Severity.INFO, AREA,
                    msg.summary("python-externally-managed", owner=owner),
                    {"python.externally_managed": True})]


def check_conda_subdir(facts: Facts) -> list[Finding]:
    if not is_apple_silicon(facts):
        return []
    env = facts.value("env") or {}
    candidates = {
        "conda.python_subdir": facts.value("conda.python_subdir"),
        "conda.env_subdir_setting": facts.value("conda.env_subdir_setting"),
        "conda.platform": facts.value("conda.platform"),
        "env.CONDA_SUBDIR": env.get("CONDA_SUBDIR") if isinstance(env, Mapping) else None,
    }
    x86 = {k: v for k, v in candidates.items() if v == "osx-64"}
    if not x86:
        return []
    base_subdir = facts.value("conda.base_python_subdir")
    # An osx-64 *base* install (Intel Anaconda installer) needs a new conda; an osx-64 env in a native
    # conda only needs re-creating with the right subdir (the recipes' [when] tables say which).
    return [Finding("conda-x86-distribution", Severity.ERROR, AREA,
                    msg.summary("conda-x86-distribution", subdir="osx-64"),
                    {**x86, "conda.base_python_subdir": base_subdir})]


def python_floor(facts: Facts) -> tuple[int, int]:
    """The oldest Python minor that python-too-old leaves alone: a pasted report is undated (3.8 was current when many
    were written), so only older Pythons are flagged there; a live one below 3.9 is."""
    from_report = facts.target.origin is Origin.REPORT or bool(facts.target.report_kind)  # or replayed from one
    return (3, 8) if from_report else (3, 9)


def below_python_floor(facts: Facts) -> bool:
    """The interpreter is older than any current framework release supports (python-too-old's condition): a
    framework reinstalled into it finds no wheel, so a new environment is its remedy (fixes/create-native-env)."""
    if facts.value("collector.too_old"):
        return True
    v = version(facts.value("python.version"))
    if v is not None:
        return v.release[:2] < python_floor(facts)
    # without a printed version, an error only an older Python raises bounds it (a SyntaxError at an f-string, a
    # name typing gained in 3.8): the interpreter is older than the bound, so a bound at the floor is below it
    bound = version(facts.value("python.older_than"))
    return bound is not None and bound.release[:2] <= python_floor(facts)


def check_python_floor(facts: Facts) -> list[Finding]:
    """A collected interpreter older than any current framework supports (3.8 runs the collector)."""
    v = version(facts.value("python.version"))
    bound = version(facts.value("python.older_than")) if v is None else None
    if facts.value("collector.too_old") or not below_python_floor(facts):
        return []
    shown = v if v is not None else msg.VERSION_BEFORE.format(bound=bound)
    return [Finding("python-too-old", Severity.WARNING, AREA,
                    msg.summary("python-too-old", version=shown,
                                why="current PyTorch, TensorFlow and MLX releases publish no wheels for it"),
                    {"python.version": str(v) if v is not None else None,
                     "python.older_than": str(bound) if bound is not None else None})]


CHECKS = (check_collector, check_too_old, check_arch, check_distribution, check_externally_managed, check_conda_subdir,
          check_python_floor)
