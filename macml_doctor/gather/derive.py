"""Facts derived from raw ones: macOS command output through the tested parsers, Mach-O headers.

Only fills keys that are not already present, so it is safe on live facts and on replayed snapshots.
"""

from __future__ import annotations

from macml_doctor.facts import Fact, Facts, known
from macml_doctor.gather import macho, macos_parsers


def derive(facts: Facts) -> Facts:
    extra: dict[str, Fact] = {}

    def put(key: str, value: object, source: str) -> None:
        if value is not None and facts.get(key) is None and key not in extra:
            extra[key] = known(value, source)

    sw = facts.value("raw.sw_vers")
    if isinstance(sw, str):
        parsed = macos_parsers.parse_sw_vers(sw)
        if parsed is not None:
            put("host.macos_version", parsed.product_version, "sw_vers")
    ioreg = facts.value("raw.ioreg_gpu")
    if isinstance(ioreg, str):
        put("host.gpu_cores", macos_parsers.parse_gpu_cores_ioreg(ioreg), "ioreg -rc AGXAccelerator")
    pmset = facts.value("raw.pmset")
    if isinstance(pmset, str):
        put("host.low_power_mode", macos_parsers.parse_pmset_low_power(pmset), "pmset -g")
    batt = facts.value("raw.pmset_batt")
    if isinstance(batt, str):
        power = macos_parsers.parse_pmset_batt(batt)
        if power is not None:
            put("host.on_ac_power", power.on_ac, "pmset -g batt")
            put("host.battery_percent", power.percent, "pmset -g batt")
    smi = facts.value("raw.nvidia_smi")
    if isinstance(smi, str):
        put("host.nvidia_gpus", parse_nvidia_smi_csv(smi), "nvidia-smi --query-gpu")
    exe = facts.value("python.realpath")
    if isinstance(exe, str) and facts.value("host.os") == "Darwin":
        archs = macho.read_archs(exe)
        if archs is not None:
            put("python.exe_archs", list(archs), f"Mach-O header of {exe}")
    return facts.with_items(extra) if extra else facts


def parse_nvidia_smi_csv(text: str) -> list[dict[str, str]]:
    """``nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader`` lines."""
    gpus = []
    for line in text.splitlines():
        parts = [p.strip() for p in line.split(",")]
        if len(parts) >= 3 and parts[0]:
            gpus.append({"name": parts[0], "driver": parts[1], "memory": parts[2]})
    return gpus
