"""Platform checks: which machine, which macOS, and whether it can host the MPS backend."""

from __future__ import annotations

from macml_doctor import messages as msg
from macml_doctor.facts import Facts
from macml_doctor.findings import Finding, Severity
from macml_doctor.kb import support
from macml_doctor.traits import (
    after_release,
    chip,
    is_apple_silicon,
    is_mac,
    macos_version,
    package,
    torch_version,
    version,
)

AREA = "platform"


def check_machine(facts: Facts) -> list[Finding]:
    mac = is_mac(facts)
    silicon = is_apple_silicon(facts)
    release = facts.value("host.macos_release")  # a release known by its name only ('Big Sur': 11)
    macos = facts.value("host.macos_version") or (f"{release} (version not given)" if release else "unknown")
    evidence = {k: facts.value(k) for k in ("host.cpu_brand", "host.arm64_capable", "host.macos_version",
                                            "host.macos_release") if facts.is_known(k)}
    if silicon and mac is not False:
        name = chip(facts)
        text = msg.summary("apple-silicon", chip=f" ({name})" if name else "", macos=macos)
        return [Finding("apple-silicon", Severity.OK, AREA, text, evidence)]
    if mac and silicon is False:
        return [Finding("intel-mac", Severity.INFO, AREA,
                        msg.summary("intel-mac", chip=facts.value("host.cpu_brand") or "Intel", macos=macos),
                        evidence)]
    if mac is False:
        os_name = facts.value("host.os") or "unknown OS"
        gpus = facts.value("host.nvidia_gpus") or []
        detail = facts.value("host.linux_distro") or facts.value("host.kernel_release") or "unknown release"
        if gpus:
            detail += "; " + ", ".join(g.get("name", "?") for g in gpus)
        out = [Finding("not-a-mac", Severity.INFO, AREA, msg.summary("not-a-mac", os_name=os_name, detail=detail),
                       {"host.os": os_name})]
        if facts.value("host.container_host") == "apple-silicon":  # a container on an Apple-silicon Mac
            name = chip(facts)
            out.append(Finding("apple-silicon", Severity.OK, AREA,
                               msg.summary("apple-silicon-container-host", chip=f" ({name})" if name else ""),
                               {"host.container_host": "apple-silicon", **evidence}))
        elif facts.value("host.container_host") == "intel-mac":  # a container on an Intel Mac
            out.append(Finding("intel-mac", Severity.INFO, AREA,
                               msg.summary("intel-mac-container-host", chip=facts.value("host.cpu_brand") or "Intel"),
                               {"host.container_host": "intel-mac", **evidence}))
        return out
    return []


def macos_floor_gap(facts: Facts) -> dict[str, str] | None:
    """When macOS is below the installed torch's MPS floor: the evidence, else None.

    The evidence names the newest torch that still has MPS on this macOS (``torch_below``, filled into the
    fix's commands); without it, no torch has MPS here and the only fix is a macOS upgrade.
    """
    if not is_apple_silicon(facts) or is_mac(facts) is False:
        return None  # not a Mac, or a Linux container on one
    current = macos_version(facts)
    release = version(facts.value("host.macos_release")) if current is None else None
    if current is None and release is None:
        return None
    installed = torch_version(facts)
    if installed is None and not _mps_wanted(facts) and _other_framework(facts):
        return None  # no torch and no sign of MPS: a TensorFlow or MLX user is not told about MPS floors
    floor, needs, source = support.mps_macos_floor(installed)
    if floor is None and installed is not None:  # a torch from before MPS (pytorch#49924): the first MPS floor
        floor, needs, source = support.mps_macos_floor(None)
    if floor is None or (current is not None and current >= floor):
        return None
    evidence: dict[str, str] = {"floor": str(floor), "needs": needs, "source": source}
    if current is not None:
        evidence["host.macos_version"] = str(current)
    else:  # only the release's name: every version of it below the floor, or only some
        assert release is not None
        if release >= floor:
            return None
        after = after_release(release)
        if after > floor and facts.value("torch.mps_available") is True:
            return None  # MPS ran on it (an op reached its kernels): its version is one of those at the floor
        if after > floor and installed is None and not _mps_wanted(facts) and facts.value("torch.named") is not True:
            return None  # a release name that may be at the floor, in a text with neither PyTorch nor MPS (river#1515)
        evidence["host.macos_release"] = str(release)
        if after > floor:
            evidence["certainty"] = "possible"
        current = release
    if installed is not None:
        evidence["torch.version"] = str(installed)
    below = support.torch_below_for_macos(current)
    if below is not None:
        evidence["torch_below"] = f"{below.major}.{below.minor}"
    return evidence


def _other_framework(facts: Facts) -> bool:
    """Whether the facts describe a Python without PyTorch (another framework's user), rather than only the Mac
    (a bare machine description, which is read as "can this Mac run MPS?")."""
    torch_named = facts.value("torch.named") is True
    unsure = facts.value("report.certainty") or {}
    # a Python only possibly the person's (an environment-creating command's pin) describes no framework's user
    python = [k for k in ("python.version", "python.machine") if facts.is_known(k) and unsure.get(k) != "possible"]
    return any(package(facts, name) is not None for name in ("tensorflow", "tensorflow-macos", "mlx", "jax")) or \
        facts.is_known("tensorflow.version") or \
        (bool(python) and not torch_named) or \
        (facts.value("report.other_framework_named") is True and not torch_named)


def _mps_wanted(facts: Facts) -> bool:
    """Whether the facts show an attempt to use MPS (a pasted MPS error or REPL output)."""
    seen = facts.value("report.symptoms") or []
    return any(isinstance(s, dict) and str(s.get("id", "")).startswith("mps-") for s in seen) or \
        facts.is_known("torch.mps_available")


def check_macos_floor(facts: Facts) -> list[Finding]:
    evidence = macos_floor_gap(facts)
    if evidence is None:
        return []
    macos = evidence.get("host.macos_version") or evidence["host.macos_release"]
    text = msg.summary("macos-too-old-for-mps", macos=macos, floor=evidence["floor"],
                       needs=evidence["needs"])
    return [Finding("macos-too-old-for-mps", Severity.ERROR, AREA, text, evidence)]


def check_low_power(facts: Facts) -> list[Finding]:
    if facts.value("host.low_power_mode") is True:
        return [Finding("low-power-mode", Severity.WARNING, AREA, msg.summary("low-power-mode"),
                        {"host.low_power_mode": True})]
    return []


CHECKS = (check_machine, check_macos_floor, check_low_power)
