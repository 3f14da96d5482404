"""PyTorch checks: is torch there, is it the right build, and why MPS (or CUDA) is or is not usable.

Precedence on a Mac (each later reason only when the earlier ones do not explain it):
torch-missing → torch-x86-build → torch-not-built-with-mps → (macOS below the floor: platform's
macos-too-old-for-mps) → no-metal-device → mps-unavailable (always beside a reason, naming it) → mps-available.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from packaging.version import Version

from macml_doctor import messages as msg
from macml_doctor.diagnose import pins
from macml_doctor.diagnose.installs import install_failed
from macml_doctor.diagnose.platform import macos_floor_gap
from macml_doctor.diagnose.python_env import python_floor
from macml_doctor.facts import Facts, State
from macml_doctor.findings import Finding, Severity
from macml_doctor.kb import load as kb
from macml_doctor.kb import support
from macml_doctor.kb.wheel_facts import mac_platform
from macml_doctor.regex_cache import compiled
from macml_doctor.traits import (
    is_apple_silicon,
    is_mac,
    is_x86_python,
    macos_version,
    package,
    packages_known,
    torch_version,
    version,
)

AREA = "torch"


def torch_present(facts: Facts) -> bool | None:
    """True when torch is installed (imported, or in the metadata); None when nobody looked."""
    if facts.is_known("torch.version") or facts.value("torch.import") == "ok":
        return True
    if import_broken(facts) and _failure_read(facts):
        return True  # torch's own files raised in its import: installed, broken ("PyTorch version: N/A" beside it)
    if facts.value("torch.present") is False:  # a report that says "PyTorch version: N/A"
        return False
    if package(facts, "torch") is not None or import_broken(facts):
        return True
    if facts.is_absent("torch.import") or packages_known(facts):
        return False
    return None


def _failure_read(facts: Facts) -> bool:
    """Whether torch's failed import was read with its exception (not a traceback cut before it, which a paste's
    `import torch` of a missing torch could end in as well)."""
    sure = facts.value("report.certainty")
    return not (isinstance(sure, dict) and sure.get("torch.import") in ("likely", "possible"))


def import_broken(facts: Facts) -> bool:
    fact = facts.get("torch.import")
    return fact is not None and fact.state is State.FAILED


def wheel_arch(facts: Facts, name: str) -> str | None:
    """x86_64 / arm64 / universal2 from a macOS wheel's platform tag; None when not a macOS wheel."""
    rec = package(facts, name) or {}
    for tag in rec.get("tags") or []:
        platform = mac_platform(str(tag))
        if platform is not None:
            return platform.arch
    return None


def _env(facts: Facts) -> Mapping[str, Any]:
    env = facts.value("env")
    return env if isinstance(env, Mapping) else {}


def check_missing(facts: Facts) -> list[Finding]:
    if torch_present(facts) is False:
        return [Finding("torch-missing", Severity.INFO, AREA, msg.summary("torch-missing"), {})]
    return []


def is_x86_build(facts: Facts) -> bool:
    # as for TensorFlow (tensorflow.is_x86_tf): another OS's x86_64 build on the Mac is no macOS wheel under Rosetta
    if not is_apple_silicon(facts) or is_mac(facts) is False or not torch_present(facts):
        return False
    return wheel_arch(facts, "torch") == "x86_64" or bool(is_x86_python(facts))


def check_x86_build(facts: Facts) -> list[Finding]:
    if not is_x86_build(facts):
        return []
    evidence = {"wheel_arch": wheel_arch(facts, "torch"), "python.machine": facts.value("python.machine"),
                "torch_spec": pins.torch_requirement(facts)[len("torch"):],
                "python.translated": facts.value("python.translated"), "torch.version": str(torch_version(facts))}
    return [Finding("torch-x86-build", Severity.ERROR, AREA,
                    msg.summary("torch-x86-build", version=torch_version(facts) or msg.UNKNOWN_VERSION), evidence)]


def _no_device_signs(facts: Facts) -> dict[str, Any]:
    env = _env(facts)
    signs: dict[str, Any] = {}
    if facts.value("host.vmm_present") == 1:
        signs["host.vmm_present"] = 1
    for var in ("CI", "GITHUB_ACTIONS", "SSH_CONNECTION"):
        if env.get(var):
            signs[f"env.{var}"] = env[var]
    if facts.value("torch.mps_device_count") == 0:
        signs["torch.mps_device_count"] = 0
    return signs


def unavailable_reason(facts: Facts) -> tuple[str, dict[str, Any]]:
    """Why MPS is built but not available: (reason id, evidence)."""
    evidence: dict[str, Any] = {}
    if is_apple_silicon(facts) is False:
        return "intel-mac", {"host.cpu_brand": facts.value("host.cpu_brand")}
    if is_x86_python(facts):  # under Rosetta only where the chip is known to be Apple's
        reason = "python-x86-on-arm" if is_apple_silicon(facts) else "x86-python-undecided"
        return reason, {"python.machine": facts.value("python.machine")}
    gap = macos_floor_gap(facts)
    if gap is not None:
        return "macos-too-old-for-mps", gap
    current = macos_version(facts)
    signs = _no_device_signs(facts)
    evidence.update(signs)
    if current is not None and is_x86_python(facts) is not True and is_apple_silicon(facts):
        return "no-metal-device", evidence
    return "unknown", evidence


def check_mps(facts: Facts) -> list[Finding]:
    if not is_mac(facts) or import_broken(facts) or is_x86_build(facts):
        return []
    built = facts.value("torch.mps_built")
    available = facts.value("torch.mps_available")
    ver = torch_version(facts) or msg.UNKNOWN_VERSION
    base = {k: facts.value(k) for k in ("torch.mps_built", "torch.mps_available", "torch.mps_device_count",
                                        "torch.version") if facts.is_known(k)}
    if built is False:
        return [Finding("torch-not-built-with-mps", Severity.ERROR, AREA,
                        msg.summary("torch-not-built-with-mps", version=ver),
                        {**base, "torch_spec": pins.torch_requirement(facts)[len("torch"):]})]
    op = facts.get("torch.mps_op")
    op_error = op.error if op is not None and op.state is State.FAILED else None
    if available is True and not op_error:
        if facts.value("host.vmm_present") == 1:
            # GitHub's macOS VMs have reported MPS available when it was not (pytorch#125197).
            return [_no_metal_device(facts, {**base, "host.vmm_present": 1})]
        memory = facts.value("torch.mps_recommended_max_memory")
        gib = f", {memory / 2**30:.1f} GiB recommended working set" if isinstance(memory, int) else ""
        return [Finding("mps-available", Severity.OK, AREA,
                        msg.summary("mps-available", version=ver, memory=gib), base)]
    if available is None and not op_error:
        return []
    if available is True and op_error:
        reason, extra = "op-failed", {"torch.mps_op": op_error}
    else:
        reason, extra = unavailable_reason(facts)
        if op_error:
            extra["torch.mps_op"] = op_error
    evidence = {**base, **extra, "reason": reason}
    out = [Finding("mps-unavailable", Severity.ERROR, AREA,
                   msg.summary("mps-unavailable", version=ver, reason=msg.MPS_REASONS.get(reason, reason)),
                   evidence)]
    if reason == "no-metal-device":
        out.insert(0, _no_metal_device(facts, evidence))
    return out


def _no_metal_device(facts: Facts, evidence: Mapping[str, Any]) -> Finding:
    signs = _no_device_signs(facts)
    where = ", ".join(msg.NO_DEVICE_SIGNS.get(k.split(".", 1)[-1], k) for k in signs) or msg.NO_DEVICE_UNKNOWN
    return Finding("no-metal-device", Severity.ERROR, "platform", msg.summary("no-metal-device", where=where),
                   dict(evidence))


# Report symptoms that show an attempt to install torch (what the x86_64 wheel gap explains).
_INSTALL_SYMPTOMS = ("torch-x86-mac-list", "torch-no-x86-wheel")


def torch_wanted(facts: Facts) -> bool:
    """Whether a pasted installer error shows torch being installed (and failing)."""
    return _install_failed(facts) or facts.value("torch.named") is True


def _install_failed(facts: Facts) -> bool:
    return install_failed(facts, "torch", _INSTALL_SYMPTOMS)


def check_no_x86_wheels(facts: Facts) -> list[Finding]:
    if not is_mac(facts):
        return []
    intel = is_apple_silicon(facts) is False
    wanted = torch_wanted(facts)
    if not (intel or is_x86_python(facts)) or (not torch_present(facts) and not wanted):
        return []  # no torch in sight (absent, or nobody looked): the wheel gap is not this report's question
    if intel and facts.value("torch.mps_available") is True and not _install_failed(facts):
        return []  # an Intel Mac whose torch runs MPS (an AMD GPU): nothing to upgrade for
    if facts.value("torch.distro") and not _install_failed(facts):
        return []  # Nix, Homebrew or MacPorts builds this torch itself: PyPI's wheel gap does not bound it
    table = kb.check_table("torch_mps")
    installed = torch_version(facts)
    return [Finding("torch-no-x86-mac-wheels", Severity.INFO, AREA,
                    msg.summary("torch-no-x86-mac-wheels", last=table["last_x86_64_macos_torch"],
                                machine="an Intel Mac" if intel else "an x86_64 Python"),
                    {"torch.version": str(installed) if installed else None,
                     "source": table["last_x86_64_macos_torch_source"], "intel_mac": intel})]


def check_outdated(facts: Facts) -> list[Finding]:
    installed = torch_version(facts)
    # without a printed version, an error only an older torch raises bounds it ("no attribute 'mps'")
    bound = version(facts.value("torch.older_than")) if installed is None else None
    newest = installed if installed is not None else bound
    if newest is None or (is_mac(facts) and (is_apple_silicon(facts) is False or is_x86_python(facts))):
        return []  # Intel Macs cannot upgrade: torch-no-x86-mac-wheels says so
    table = kb.check_table("torch_mps")
    floor = Version(table["outdated_below"])
    if newest > floor or (installed is not None and installed >= floor):
        return []
    py = version(facts.value("python.version"))
    row = support.python_row("torch", floor)
    oldest = Version(row["python_min"]) if row else None
    python_first = py is not None and oldest is not None and Version(f"{py.major}.{py.minor}") < oldest
    if python_first and py is not None and py.release[:2] < python_floor(facts):
        return []  # no newer torch for this Python: python-too-old gives the advice
    shown = str(installed) if installed is not None else msg.VERSION_BEFORE.format(bound=bound)
    # the version read decides alone where there is one (a bound read from an error too would only weaken its
    # certainty: torch 2.4.0 with 'unsupported autocast device_type 'mps'')
    evidence: dict[str, Any] = ({"torch.version": str(installed)} if installed is not None else
                                {"torch.version": None, "torch.older_than": str(bound) if bound is not None else None})
    evidence["source"] = table["outdated_source"]
    current = macos_version(facts) if is_apple_silicon(facts) else None
    upgrade_floor = support.mps_macos_floor(floor)[0]
    if python_first and row is not None:
        # the fixed releases publish no wheels for this Python (3.8 in an undated report, which python-too-old leaves
        # alone): a new environment first (fixes/create-native-env.toml)
        evidence["python_first"] = row["python_min"]
    elif current is not None and upgrade_floor is not None and current < upgrade_floor:
        # a torch with the fix has no MPS on this macOS: macOS first (fixes/upgrade-macos-then-torch.toml)
        below = support.torch_below_for_macos(current)
        evidence.update(macos_first=str(upgrade_floor), torch_below=f"{below.major}.{below.minor}" if below else "")
    else:
        evidence["torch_spec"] = pins.torch_requirement(facts, lowest=str(floor))[len("torch"):]
    return [Finding("torch-outdated", Severity.WARNING, AREA,
                    msg.summary("torch-outdated", version=shown, floor=floor, why=table["outdated_reason"]),
                    evidence)]


def check_fallback(facts: Facts) -> list[Finding]:
    """State of PYTORCH_ENABLE_MPS_FALLBACK, with the reminder that it is read at import."""
    if not is_mac(facts) or not torch_present(facts) or facts.value("torch.mps_built") is False:
        return []
    table = kb.check_table("torch_mps")
    var = table["fallback_env"]
    child = facts.get("torch.fallback_env")
    conda_vars = facts.value("conda.env_vars")
    if isinstance(conda_vars, Mapping) and var in conda_vars:
        value = conda_vars[var]  # set on every `conda activate` of this env, whatever this shell has
    elif child is not None and child.state in (State.KNOWN, State.ABSENT):
        value = child.value
    elif isinstance(facts.value("env"), Mapping):
        env = facts.get("env")
        if var not in _env(facts) and env is not None and env.source.startswith("report line"):
            # a pasted report's shell commands show the variables they set ('I have already did export
            # PYTORCH_MPS_HIGH_WATERMARK_RATIO=0.0'), not the whole environment: the fallback's state is unknown
            return []
        value = _env(facts).get(var)
    else:
        return []  # a pasted report's unimplemented-op traceback is the symptoms check's to report
    state = "on" if value == "1" else ("off" if value in (None, "", "0") else f"set to {value!r}")
    evidence = {var: value, "enabled": state == "on", "source": table["fallback_source"]}
    return [Finding("mps-fallback", Severity.INFO, AREA, msg.summary("mps-fallback", var=var, state=state, op=""),
                    evidence)]


def cuda_of_build(version: object) -> str | None:
    """The CUDA version a torch build's local label names ('2.0.0+cu118' → '11.8', '1.6.0+cu92' → '9.2')."""
    m = _CUDA_LABEL.search(str(version or ""))
    return f"{m.group(1)[:-1]}.{m.group(1)[-1]}" if m else None


_CUDA_LABEL = compiled(r"\+cu(\d{2,3})\b")


def check_cuda(facts: Facts) -> list[Finding]:
    if is_mac(facts) is not False or import_broken(facts) or not facts.is_known("torch.cuda_available"):
        return []
    ver = torch_version(facts) or msg.UNKNOWN_VERSION
    cuda = facts.value("torch.cuda_version") or cuda_of_build(facts.value("torch.version"))
    gpus = facts.value("host.nvidia_gpus") or []
    warning = facts.value("torch.cuda_warning")
    evidence = {"torch.version": str(ver), "torch.cuda_version": cuda, "host.nvidia_gpus": gpus}
    if facts.value("torch.cuda_available") is True:
        devices = facts.value("torch.cuda_devices") or [g.get("name") for g in gpus]
        named = ", ".join(str(d) for d in devices if d)
        return [Finding("cuda-available", Severity.OK, AREA,
                        msg.summary("cuda-available", version=ver,
                                    build=msg.CUDA_BUILD.format(cuda=cuda) if cuda else "",
                                    devices=msg.CUDA_DEVICES.format(devices=named) if named else ""),
                        {**evidence, "torch.cuda_devices": devices})]
    table = kb.check_table("torch_mps")
    if isinstance(warning, str) and table["cuda_driver_too_old_text"] in warning:
        return [Finding("cuda-driver-too-old", Severity.ERROR, AREA,
                        msg.summary("cuda-driver-too-old", cuda=cuda, warning=warning),
                        {**evidence, "torch.cuda_warning": warning})]
    if gpus or warning:
        # torch's own warning says why where the report holds one (its build then has CUDA, named or not)
        why = warning or (msg.CUDA_CPU_BUILD if not cuda else msg.CUDA_UNKNOWN)
        return [Finding("cuda-unavailable", Severity.ERROR, AREA,
                        msg.summary("cuda-unavailable", version=ver, why=why),
                        {**evidence, "torch.cuda_warning": warning, "cuda_build": bool(cuda or warning)})]
    return [Finding("torch-cpu-only", Severity.INFO, AREA,
                    msg.summary("torch-cpu-only", version=ver,
                                build=f"CUDA {cuda} build" if cuda else "CPU-only build"), evidence)]


CHECKS = (check_missing, check_x86_build, check_mps, check_no_x86_wheels, check_outdated, check_fallback, check_cuda)
