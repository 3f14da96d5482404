"""`macml-doctor setup`: plan a known-good environment for this machine, create it, install, verify.

The plan is a value (printed in full before anything runs); the executor reuses fix_apply's
streamed, logged, shell-free command runner. Versions come from macml_doctor.kb.known_good (the KB).
CI and offline machines pin torch with MACML_DOCTOR_TORCH_SPEC (e.g. ``torch==2.13.0``);
MACML_DOCTOR_TF_SPEC does the same for TensorFlow (space-separated requirements).
"""

from __future__ import annotations

import os
import platform
import shutil
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from packaging.version import InvalidVersion, Version

from macml_doctor import messages as msg
from macml_doctor.commands.execute import ActionLog, Ask, run_command
from macml_doctor.errors import UsageError
from macml_doctor.gather.macos_parsers import CondaInfo, parse_conda_info_json
from macml_doctor.gather.runner import run_child
from macml_doctor.kb import known_good
from macml_doctor.remedy import shell

if TYPE_CHECKING:
    from macml_doctor.probe.run import Runner

MANAGERS = ("conda", "venv", "uv")
PREFERRED_PYTHON_MAX = Version("3.12")  # newest minor the wider scientific stack reliably ships wheels for
TORCH_SPEC_ENV = "MACML_DOCTOR_TORCH_SPEC"
TF_SPEC_ENV = "MACML_DOCTOR_TF_SPEC"
PROBE_BUDGET_S = 10.0  # the short probe after setup (setup --probe-budget)
MINIFORGE = "https://github.com/conda-forge/miniforge/releases/latest/download/{name}"


@dataclass(frozen=True)
class SetupRequest:
    manager: str | None
    frameworks: tuple[str, ...]
    prefix: str | None
    name: str | None
    python_version: str | None
    yes: bool = False
    dry_run: bool = False
    probe_budget: float = PROBE_BUDGET_S


@dataclass(frozen=True)
class SetupPlan:
    host: known_good.Host
    manager: str
    manager_reason: str
    prefix: str
    env_python: str
    python_version: str
    base_python: str | None  # venv only: the interpreter the venv is made from
    requirements: tuple[str, ...]
    commands: tuple[tuple[str, ...], ...]
    reuse: bool
    notes: tuple[str, ...] = ()


def request_from(manager: str | None, frameworks: str, prefix: str | None, name: str | None,
                 python_version: str | None, *, yes: bool, dry_run: bool,
                 probe_budget: float = PROBE_BUDGET_S) -> SetupRequest:
    chosen = tuple(dict.fromkeys(f.strip().lower() for f in frameworks.split(",") if f.strip()))
    unknown = [f for f in chosen if f not in known_good.FRAMEWORKS]
    if unknown or not chosen:
        raise UsageError(msg.SETUP_BAD_FRAMEWORKS.format(given=frameworks, known=",".join(known_good.FRAMEWORKS)))
    if python_version is not None:
        try:
            v = Version(python_version)
        except InvalidVersion:
            v = None
        if v is None or len(v.release) != 2:
            raise UsageError(msg.SETUP_BAD_PYTHON.format(given=python_version))
    return SetupRequest(manager, chosen, prefix, name, python_version, yes, dry_run, probe_budget)


def detect_host() -> known_good.Host:
    """This machine: OS, hardware architecture (arm64 even when this process runs under Rosetta), macOS."""
    system = platform.system()
    machine = platform.machine()
    macos = None
    if system == "Darwin":
        from macml_doctor.gather import collect, target

        facts = collect.collect_live(target.choose(sys.executable))
        from macml_doctor.traits import is_apple_silicon, macos_version

        machine = "arm64" if is_apple_silicon(facts) else "x86_64"
        macos = macos_version(facts)
    driver = None
    if system == "Linux":
        from macml_doctor.gather import nvidia

        driver = nvidia.driver_version()
    return known_good.Host(system, machine, macos, driver)


def _native_conda(host: known_good.Host) -> tuple[str, str] | None:
    """(exe, platform) of a mamba/conda on PATH whose platform is native to this machine."""
    for tool in ("mamba", "conda", "micromamba"):
        exe = shutil.which(tool)
        if not exe:
            continue
        info = conda_info(exe)
        if info is None:
            continue
        plat = info.platform or ""
        if host.os != "Darwin" or plat == f"osx-{host.machine}":
            return exe, plat
    return None


def conda_info(exe: str) -> CondaInfo | None:
    """`conda info --json` of this conda (or mamba, micromamba), read by the one parser of it."""
    result = run_child([exe, "info", "--json"], timeout=30)
    return parse_conda_info_json(result.stdout) if result.ok else None


def _choose_manager(request: SetupRequest, host: known_good.Host) -> tuple[str, str | None, str]:
    conda = _native_conda(host) if request.manager in (None, "conda") else None
    if request.manager == "conda":
        if conda is None:
            return "conda", None, msg.SETUP_NO_CONDA
        return "conda", conda[0], msg.SETUP_MANAGER_ASKED
    if request.manager == "uv":
        uv = shutil.which("uv")
        if uv is None:  # checked before planning: a plan whose first command exits 127 helps nobody
            raise UsageError(msg.SETUP_NO_UV)
        return "uv", uv, msg.SETUP_MANAGER_ASKED
    if request.manager == "venv":
        return "venv", None, msg.SETUP_MANAGER_ASKED
    if conda is not None:
        return "conda", conda[0], msg.SETUP_MANAGER_CONDA.format(exe=conda[0], platform=conda[1])
    uv = shutil.which("uv")
    if uv:
        return "uv", uv, msg.SETUP_MANAGER_UV
    return "venv", None, msg.SETUP_MANAGER_VENV


def _requirements(frameworks: Sequence[str], host: known_good.Host) -> dict[str, list[str]]:
    out = {f: known_good.requirements(f, host) for f in frameworks}
    if "torch" in out and os.environ.get(TORCH_SPEC_ENV):
        out["torch"] = os.environ[TORCH_SPEC_ENV].split()
    if "torch" in out and "numpy" not in out["torch"]:  # torch's wheels do not require it; most code does
        out["numpy"] = ["numpy"]
    if "tensorflow" in out and os.environ.get(TF_SPEC_ENV):
        out["tensorflow"] = os.environ[TF_SPEC_ENV].split()
    return out


def torch_index(host: known_good.Host) -> tuple[str | None, str | None]:
    """(index URL, why) for PyTorch on Linux x86_64 (checks/cuda_wheels.toml): the CPU build without an NVIDIA
    GPU, else the newest CUDA build the driver supports. Elsewhere (None, None): PyPI's torch is the right one."""
    if host.os != "Linux" or host.machine != "x86_64":
        return None, None
    from macml_doctor.kb import load as kb

    table = kb.check_table("cuda_wheels")
    if host.nvidia_driver is None:
        return table["cpu_index"], msg.SETUP_TORCH_CPU
    for row in table["index"]:
        if Version(host.nvidia_driver) >= Version(row["min_driver"]):
            return row["url"], msg.SETUP_TORCH_CUDA.format(driver=host.nvidia_driver, cuda=row["cuda"],
                                                          tag=row["tag"], min=row["min_driver"])
    lowest = table["index"][-1]
    return table["cpu_index"], msg.SETUP_TORCH_DRIVER_OLD.format(driver=host.nvidia_driver, cuda=lowest["cuda"],
                                                                 min=lowest["min_driver"])


def check_venv(python: str) -> None:
    """The venv module and ensurepip must work in the base Python (Debian splits them into python3-venv)."""
    result = run_child([python, "-c", "import venv, ensurepip"], timeout=30)
    if not result.ok:
        why = (result.stderr.strip().splitlines() or [f"exit status {result.returncode}"])[-1]
        raise UsageError(msg.SETUP_NO_VENV.format(python=python, why=why))


def _minor_of(exe: str) -> Version | None:
    result = run_child([exe, "-c", "import sys; print('%d.%d' % sys.version_info[:2])"], timeout=30)
    try:
        return Version(result.stdout.strip()) if result.ok else None
    except InvalidVersion:
        return None


def _python_for_venv(wanted: str | None, low: Version | None, high: Version | None) -> tuple[str, str]:
    """(interpreter, X.Y) to build a venv from.

    --python-version: that python3.N on PATH. Otherwise a Python every planned package has wheels for:
    python3.{high} down to python3.{low} on PATH (the preferred ones, up to PREFERRED_PYTHON_MAX, first), then
    this doctor's own interpreter if it is in range. None in range: exit 2, pointing at uv / conda.
    """
    if wanted:
        exe = shutil.which(f"python{wanted}")
        version = _minor_of(exe) if exe else None
        if exe is None or version is None:
            raise UsageError(msg.SETUP_NO_PYTHON.format(version=wanted))
        return exe, str(version)
    current = Version(f"{sys.version_info[0]}.{sys.version_info[1]}")
    if low is None or high is None:
        return sys.executable, str(current)
    minors = [Version(f"3.{m}") for m in range(high.minor, low.minor - 1, -1)] if low.major == high.major == 3 else []
    preferred = [v for v in minors if v <= PREFERRED_PYTHON_MAX]
    ordered = preferred + [v for v in reversed(minors) if v > PREFERRED_PYTHON_MAX]
    for minor in ordered:
        exe = shutil.which(f"python{minor}")
        if exe and _minor_of(exe) == minor:
            return exe, str(minor)
    if low <= current <= high:
        return sys.executable, str(current)
    raise UsageError(msg.SETUP_NO_PYTHON_IN_RANGE.format(low=low, high=high, current=current))


def plan(request: SetupRequest, host: known_good.Host | None = None) -> SetupPlan:
    host = host or detect_host()
    if "mlx" in request.frameworks:
        reason = known_good.mlx_unsupported_reason(host)
        if reason:
            raise UsageError(msg.SETUP_MLX_UNSUPPORTED.format(reason=reason))
    manager, exe, why = _choose_manager(request, host)
    reqs = _requirements(request.frameworks, host)
    span = known_good.python_range(reqs, "x86_64" if host.os == "Darwin" and host.machine == "x86_64" else "arm64")
    low, high = span if span else (None, None)
    notes: list[str] = []
    no_mps = known_good.no_mps_reason(host) if "torch" in request.frameworks else None
    if no_mps:
        notes.append(msg.SETUP_NO_MPS.format(reason=no_mps))
    base_python = None
    if manager == "venv":
        base_python, version = _python_for_venv(request.python_version, low, high)
        check_venv(base_python)
    elif request.python_version:
        version = request.python_version
    else:
        top = min(high, PREFERRED_PYTHON_MAX) if high else PREFERRED_PYTHON_MAX
        version = str(top if low is None or top >= low else high)
    if low is not None and high is not None and not (low <= Version(version) <= high):
        notes.append(msg.SETUP_PYTHON_OUT_OF_RANGE.format(version=version, low=low, high=high))
    if request.prefix:
        prefix = Path(request.prefix).expanduser().absolute()
    elif manager == "conda" and exe:
        prefix = Path(_conda_envs_dir(exe)) / (request.name or "ml")
    else:
        prefix = Path.cwd() / (request.name or "ml")
    if prefix.exists() and not prefix.is_dir():
        raise UsageError(msg.SETUP_PREFIX_NOT_DIR.format(prefix=prefix))
    env_python = prefix / "bin" / "python"
    reuse = env_python.exists()
    if prefix.exists() and not reuse and any(prefix.iterdir()):
        raise UsageError(msg.SETUP_PREFIX_NOT_ENV.format(prefix=prefix))
    packages = tuple(r for rs in reqs.values() for r in rs)
    index, index_note = torch_index(host) if "torch" in reqs and not os.environ.get(TORCH_SPEC_ENV) else (None, None)
    if index_note:
        notes.append(index_note)
    # torch from its index alone (--index-url replaces PyPI for that command), everything else from PyPI
    groups: list[tuple[tuple[str, ...], tuple[str, ...]]] = [((), packages)]
    if index:
        rest = tuple(p for p in packages if p not in reqs["torch"])
        groups = [(("--index-url", index), tuple(reqs["torch"])), ((), rest)]
    commands: list[tuple[str, ...]] = []
    if not reuse:
        if manager == "venv":
            commands.append((base_python or sys.executable, "-m", "venv", str(prefix)))
        elif manager == "uv":
            commands.append((exe or "uv", "venv", "--python", version, str(prefix)))
        elif exe:
            commands.append((exe, "create", "-y", "-p", str(prefix), "-c", "conda-forge",
                                     f"python={version}", "pip"))
    for extra, group in groups:
        if not group:
            continue
        if manager == "uv":
            commands.append((exe or "uv", "pip", "install", "--python", str(env_python), *extra, *group))
        else:
            commands.append((str(env_python), "-m", "pip", "install", "--disable-pip-version-check", *extra,
                             *group))
    if manager == "conda" and exe is None:
        commands = []
        notes.extend(miniforge_steps(host))
    return SetupPlan(host, manager, why, str(prefix), str(env_python), version, base_python, packages,
                     tuple(commands), reuse, tuple(notes))


def _conda_envs_dir(exe: str) -> str:
    info = conda_info(exe)
    if info is not None and info.envs_dirs:
        return info.envs_dirs[0]
    return str(Path.home() / "miniforge3" / "envs")


def miniforge_installer(host: known_good.Host) -> str:
    system = {"Darwin": "MacOSX", "Linux": "Linux"}.get(host.os, host.os)
    machine = "aarch64" if host.os == "Linux" and host.machine == "arm64" else host.machine
    return f"Miniforge3-{system}-{machine}.sh"


def miniforge_steps(host: known_good.Host) -> list[str]:
    name = miniforge_installer(host)
    url = MINIFORGE.format(name=name)
    return [
        msg.SETUP_MINIFORGE_INTRO,
        f"  1. curl -fL -O {url}",
        f"  2. curl -fL -O {url}.sha256",
        f"  3. shasum -a 256 -c {name}.sha256   (must print '{name}: OK'; stop otherwise)",
        f"  4. bash {name}   (in a native terminal: `arch` prints arm64)" if host.os == "Darwin"
        else f"  4. bash {name}",
        "  5. open a new terminal, then run `macml-doctor setup --manager conda` again",
    ]


def describe(p: SetupPlan) -> list[str]:
    host = f"{p.host.os} {p.host.machine}" + (f", macOS {p.host.macos}" if p.host.macos else "")
    lines = [msg.SETUP_PLAN_INTRO.format(host=host)]
    lines.append(f"  manager:     {p.manager} ({p.manager_reason})")
    state = msg.SETUP_REUSE if p.reuse else msg.SETUP_NEW
    lines.append(f"  environment: {p.prefix}  ({state})")
    lines.append(f"  python:      {p.python_version}" + (f"  (from {p.base_python})" if p.base_python else ""))
    lines.append(f"  packages:    {' '.join(p.requirements)}")
    if p.commands:
        lines.append("  " + msg.FIX_WILL_RUN)
        lines += [f"    $ {shell.join(c)}" for c in p.commands]
        lines.append("  " + msg.SETUP_THEN_VERIFY.format(python=p.env_python))
    lines += [f"  {note}" for note in p.notes]
    return lines


def setup(request: SetupRequest, out: IO[str], ask: Ask | None) -> int:
    p = plan(request)
    out.write("\n".join(describe(p)) + "\n\n")
    if not p.commands:
        return 1  # conda asked for and not available: the steps above are the way forward
    if request.dry_run:
        out.write(msg.SETUP_DRY_RUN + "\n")
        return 0
    if not request.yes:
        if ask is None:
            out.write(msg.SETUP_NO_TTY + "\n")
            return 2
        question = msg.SETUP_ASK_REUSE.format(prefix=p.prefix) if p.reuse else msg.SETUP_ASK.format(prefix=p.prefix)
        if not ask(question):
            out.write(msg.SETUP_DECLINED + "\n")
            return 1
    log = ActionLog("setup")
    log.write(f"setup {','.join(request.frameworks)} at {p.prefix} with {p.manager}")
    done: list[str] = []
    try:
        for command in p.commands:
            out.write(f"$ {shell.join(command)}\n")
            rc = run_command(command, log, out)
            if rc != 0:
                out.write(msg.SETUP_FAILED.format(command=shell.join(command), rc=rc, done=len(done),
                                                  prefix=p.prefix) + "\n")
                out.write(msg.FIX_LOG.format(path=log.path) + "\n")
                return 1
            done.append(shell.join(command))
    except KeyboardInterrupt:
        out.write(msg.SETUP_INTERRUPTED.format(done=len(done), total=len(p.commands), prefix=p.prefix) + "\n")
        log.write("interrupted")
        log.close()
        return 130
    log.write("installed; checking")
    code = verify(p, out, probe_budget=request.probe_budget)
    log.write(f"check exit {code}")
    log.close()
    out.write(msg.FIX_LOG.format(path=log.path) + "\n")
    return code


def verify(p: SetupPlan, out: IO[str], *, probe_budget: float = PROBE_BUDGET_S, runner: Runner | None = None) -> int:
    """Run `check` on the new env, then the short GPU probe in-process (the same code as `macml-doctor probe`);
    print the verdict. Non-zero unless both pass. ``runner`` runs the probe script (tests pass a fake one)."""
    from macml_doctor.commands import check, probe, shared
    from macml_doctor.findings import Severity

    out.write("\n" + msg.SETUP_CHECKING.format(python=p.env_python) + "\n")
    report = check.check(python=p.env_python)
    code = shared.emit(report, "text", out=out)
    out.flush()
    measured = probe.probe_report(p.env_python, budget=probe_budget, runner=runner)
    shared.emit(measured, "text", out=out)
    failed = probe_failure(measured.probe or {})
    if failed:
        out.write(msg.SETUP_PROBE_FAILED.format(why=failed) + "\n")
        code = max(code, 1)
    errors = [f for f in report.findings if f.severity is Severity.ERROR]
    if errors:
        out.write(msg.SETUP_NOT_READY.format(prefix=p.prefix) + "\n")
    elif failed:
        out.write(msg.SETUP_NOT_READY_PROBE.format(prefix=p.prefix, why=failed) + "\n")
    else:
        out.write(msg.SETUP_READY.format(prefix=p.prefix) + "\n")
    return code


def probe_failure(doc: Mapping[str, Any]) -> str | None:
    """Why the probe gave no measurement (it crashed, timed out, printed nothing); None when it measured."""
    for run in doc.get("runs") or []:
        if run.get("status") in ("crashed", "timeout", "no-result"):
            return f"{run.get('framework')}: {run.get('status')}: {run.get('error')}"
    return None
