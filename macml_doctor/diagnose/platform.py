"""Platform checks: which machine, which macOS, and whether it can host the MPS backend."""

from __future__ import annotations

from macml_doctor import messages as msg
from macml_doctor.facts import Facts
from macml_doctor.findings import Finding, Severity
from macml_doctor.kb import support
from macml_doctor.traits import chip, is_apple_silicon, is_mac, macos_version, torch_version

AREA = "platform"


def check_machine(facts: Facts) -> list[Finding]:
    mac = is_mac(facts)
    silicon = is_apple_silicon(facts)
    macos = facts.value("host.macos_version") or "unknown"
    evidence = {k: facts.value(k) for k in ("host.cpu_brand", "host.arm64_capable", "host.macos_version")
                if facts.is_known(k)}
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
        return [Finding("not-a-mac", Severity.INFO, AREA, msg.summary("not-a-mac", os_name=os_name, detail=detail),
                        {"host.os": os_name})]
    return []


def macos_floor_gap(facts: Facts) -> dict[str, str] | None:
    """When macOS is below the installed torch's MPS floor: the evidence, else None.

    The evidence names the newest torch that still has MPS on this macOS (``torch_below``, filled into the
    fix's commands); without it, no torch has MPS here and the only fix is a macOS upgrade.
    """
    if not is_apple_silicon(facts):
        return None
    current = macos_version(facts)
    if current is None:
        return None
    installed = torch_version(facts)
    if installed is None and not _mps_wanted(facts):
        return None  # no torch and no sign of MPS: a TensorFlow or MLX user is not told about MPS floors
    floor, needs, source = support.mps_macos_floor(installed)
    if floor is None or current >= floor:
        return None
    evidence = {"host.macos_version": str(current), "floor": str(floor), "needs": needs, "source": source}
    if installed is not None:
        evidence["torch.version"] = str(installed)
    below = support.torch_below_for_macos(current)
    if below is not None:
        evidence["torch_below"] = f"{below.major}.{below.minor}"
    return evidence


def _mps_wanted(facts: Facts) -> bool:
    """Whether the facts show an attempt to use MPS (a pasted MPS error or REPL output)."""
    seen = facts.value("report.symptoms") or []
    return any(isinstance(s, dict) and str(s.get("id", "")).startswith("mps-") for s in seen) or \
        facts.is_known("torch.mps_available")


def check_macos_floor(facts: Facts) -> list[Finding]:
    evidence = macos_floor_gap(facts)
    if evidence is None:
        return []
    text = msg.summary("macos-too-old-for-mps", macos=evidence["host.macos_version"], floor=evidence["floor"],
                       needs=evidence["needs"])
    return [Finding("macos-too-old-for-mps", Severity.ERROR, AREA, text, evidence)]


def check_low_power(facts: Facts) -> list[Finding]:
    if facts.value("host.low_power_mode") is True:
        return [Finding("low-power-mode", Severity.WARNING, AREA, msg.summary("low-power-mode"),
                        {"host.low_power_mode": True})]
    return []


CHECKS = (check_machine, check_macos_floor, check_low_power)
