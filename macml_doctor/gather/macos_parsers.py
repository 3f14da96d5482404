"""Parsers of real macOS command outputs.

Each parser is a pure ``str -> value`` function that never raises on unexpected input:
it returns ``None`` (or an empty container) when the text does not say what it looks for.
The outputs they read are ``sw_vers``, ``sysctl``, ``ioreg -rc AGXAccelerator``,
``system_profiler SPDisplaysDataType``, ``pmset -g``, ``pmset -g batt`` and
``conda info --json`` (plus the human ``conda info`` layout found in bug reports).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from macml_doctor.regex_cache import compiled

__all__ = [
    "CondaInfo",
    "GpuInfo",
    "PowerSource",
    "SwVers",
    "parse_conda_info_json",
    "parse_conda_info_text",
    "parse_gpu_cores_ioreg",
    "parse_pmset_batt",
    "parse_pmset_low_power",
    "parse_sw_vers",
    "parse_sysctl",
    "parse_sysctl_value",
    "parse_system_profiler_displays",
    "sysctl_brand_string",
    "sysctl_efficiency_cores",
    "sysctl_has_arm64",
    "sysctl_int",
    "sysctl_is_translated",
    "sysctl_is_vm",
    "sysctl_memsize",
    "sysctl_os_product_version",
    "sysctl_performance_cores",
]


# --- sw_vers ---------------------------------------------------------------------------


@dataclass(frozen=True)
class SwVers:
    """``sw_vers`` output: ``Mac OS X``/``macOS``, e.g. ``14.4.1``, e.g. ``23E224``."""

    product_name: str | None
    product_version: str | None
    build_version: str | None


_SW_VERS_LINE = compiled(r"^\s*(ProductName|ProductVersion|BuildVersion)\s*:\s*(.*?)\s*$")


def parse_sw_vers(text: str) -> SwVers | None:
    """Parse ``sw_vers`` (old ``Key:\\tValue`` and new ``Key:\\t\\tValue`` layouts)."""
    values: dict[str, str] = {}
    for line in _lines(text):
        match = _SW_VERS_LINE.match(line)
        if match and match.group(2) and match.group(1) not in values:
            values[match.group(1)] = match.group(2)
    if not values:
        return None
    return SwVers(
        product_name=values.get("ProductName"),
        product_version=values.get("ProductVersion"),
        build_version=values.get("BuildVersion"),
    )


# --- sysctl ----------------------------------------------------------------------------

_SYSCTL_LINE = compiled(r"^\s*([A-Za-z_][\w.\-]*):(?:\s(.*))?$")


def parse_sysctl(text: str) -> dict[str, str]:
    """Parse ``sysctl name …`` / ``sysctl -a`` output (``name: value`` lines).

    The first occurrence of a name wins; values are stripped of surrounding blanks.
    """
    values: dict[str, str] = {}
    for line in _lines(text):
        match = _SYSCTL_LINE.match(line)
        if match is None or "." not in match.group(1):
            continue
        values.setdefault(match.group(1), (match.group(2) or "").strip())
    return values


def parse_sysctl_value(text: str) -> str | None:
    """Parse ``sysctl -n name`` output: the single value, or None when empty."""
    if not isinstance(text, str):
        return None
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[0] if len(lines) == 1 else None


def sysctl_int(values: Mapping[str, str], name: str) -> int | None:
    """Integer value of ``name`` in parsed sysctl ``values``, or None."""
    raw = values.get(name)
    if raw is None:
        return None
    try:
        return int(raw.strip())
    except ValueError:
        return None


def _sysctl_flag(values: Mapping[str, str], name: str) -> bool | None:
    number = sysctl_int(values, name)
    return None if number is None else number != 0


def sysctl_has_arm64(values: Mapping[str, str]) -> bool | None:
    """``hw.optional.arm64``: 1 on Apple silicon, also when read by a translated process."""
    return _sysctl_flag(values, "hw.optional.arm64")


def sysctl_brand_string(values: Mapping[str, str]) -> str | None:
    """``machdep.cpu.brand_string``, e.g. ``Apple M3 Max``."""
    brand = values.get("machdep.cpu.brand_string")
    return brand or None


def sysctl_memsize(values: Mapping[str, str]) -> int | None:
    """``hw.memsize`` in bytes."""
    return sysctl_int(values, "hw.memsize")


def sysctl_performance_cores(values: Mapping[str, str]) -> int | None:
    """``hw.perflevel0.physicalcpu`` (performance cores on Apple silicon)."""
    return sysctl_int(values, "hw.perflevel0.physicalcpu")


def sysctl_efficiency_cores(values: Mapping[str, str]) -> int | None:
    """``hw.perflevel1.physicalcpu`` (efficiency cores on Apple silicon)."""
    return sysctl_int(values, "hw.perflevel1.physicalcpu")


def sysctl_is_translated(values: Mapping[str, str]) -> bool | None:
    """``sysctl.proc_translated``: True when the reading process runs under Rosetta 2."""
    return _sysctl_flag(values, "sysctl.proc_translated")


def sysctl_os_product_version(values: Mapping[str, str]) -> str | None:
    """``kern.osproductversion`` (macOS 10.13.4 and later), e.g. ``14.4.1``."""
    version = values.get("kern.osproductversion")
    return version or None


def sysctl_is_vm(values: Mapping[str, str]) -> bool | None:
    """``kern.hv_vmm_present``: True inside a virtual machine."""
    return _sysctl_flag(values, "kern.hv_vmm_present")


# --- ioreg -----------------------------------------------------------------------------

_GPU_CORE_COUNT = compiled(r'"gpu-core-count"\s*=\s*(\d+)')


def parse_gpu_cores_ioreg(text: str) -> int | None:
    """First ``"gpu-core-count" = N`` of ``ioreg -rc AGXAccelerator`` (or ``ioreg -l``)."""
    if not isinstance(text, str):
        return None
    match = _GPU_CORE_COUNT.search(text)
    return int(match.group(1)) if match else None


# --- system_profiler SPDisplaysDataType ------------------------------------------------


@dataclass(frozen=True)
class GpuInfo:
    """One GPU of ``system_profiler SPDisplaysDataType``."""

    chipset: str
    cores: int | None
    metal_support: str | None
    vendor: str | None


_PROFILER_LINE = compiled(r"^(\s*)([^:]+?):\s*(.*?)\s*$")
_METAL_KEYS = ("Metal Support", "Metal Family", "Metal")
_VENDOR_ID = compiled(r"\s*\(0x[0-9a-fA-F]+\)\s*$")


def parse_system_profiler_displays(text: str) -> list[GpuInfo]:
    """GPUs listed by ``system_profiler SPDisplaysDataType`` (text layout).

    Each ``Chipset Model:`` line opens a GPU; the keys at its indentation belong to it
    (``Total Number of Cores``, ``Vendor``, and ``Metal Support`` / ``Metal Family`` /
    ``Metal`` depending on the macOS release). Deeper lines (the displays) are skipped.
    """
    gpus: list[GpuInfo] = []
    current: dict[str, str] | None = None
    indent = 0
    for line in _lines(text):
        match = _PROFILER_LINE.match(line)
        if match is None:
            continue
        depth = len(match.group(1).expandtabs())
        key, value = match.group(2).strip(), match.group(3)
        if key == "Chipset Model":
            if current is not None:
                gpus.append(_gpu(current))
            current, indent = {"Chipset Model": value}, depth
        elif current is not None:
            if depth < indent:
                gpus.append(_gpu(current))
                current = None
            elif depth == indent:
                current.setdefault(key, value)
    if current is not None:
        gpus.append(_gpu(current))
    return [gpu for gpu in gpus if gpu.chipset]


def _gpu(keys: Mapping[str, str]) -> GpuInfo:
    cores = keys.get("Total Number of Cores", "")
    metal = next((keys[name] for name in _METAL_KEYS if keys.get(name)), None)
    vendor = _VENDOR_ID.sub("", keys.get("Vendor", "")) or None
    return GpuInfo(
        chipset=keys.get("Chipset Model", ""),
        cores=int(cores) if cores.isdigit() else None,
        metal_support=metal,
        vendor=vendor,
    )


# --- pmset -----------------------------------------------------------------------------

_POWER_MODE = compiled(r"^[\s*]*(lowpowermode|powermode)\s+(\d+)\b")


def parse_pmset_low_power(text: str) -> bool | None:
    """Whether Low Power Mode is on, from ``pmset -g`` ("Currently in use" section).

    Older releases print ``lowpowermode 0|1``; newer ones print ``powermode 0|1|2``
    (0 automatic, 1 low power, 2 high power). None when neither line is present.
    """
    for line in _lines(text):
        match = _POWER_MODE.match(line)
        if match:
            return int(match.group(2)) == 1
    return None


@dataclass(frozen=True)
class PowerSource:
    """``pmset -g batt``: on AC power? battery charge in percent (None without battery)."""

    on_ac: bool | None
    percent: int | None


_DRAWING_FROM = compiled(r"Now drawing from '([^']+)'")
_BATTERY_PERCENT = compiled(r"(\d{1,3})%;")


def parse_pmset_batt(text: str) -> PowerSource:
    """Parse ``pmset -g batt`` (or ``pmset -g ps``)."""
    if not isinstance(text, str):
        return PowerSource(on_ac=None, percent=None)
    source = _DRAWING_FROM.search(text)
    on_ac = None if source is None else source.group(1) == "AC Power"
    percent_match = _BATTERY_PERCENT.search(text)
    percent = int(percent_match.group(1)) if percent_match else None
    if percent is not None and percent > 100:
        percent = None
    return PowerSource(on_ac=on_ac, percent=percent)


# --- conda info ------------------------------------------------------------------------


@dataclass(frozen=True)
class CondaInfo:
    """The parts of ``conda info`` that say which platform an installation targets.

    ``virtual_packages`` maps a name such as ``__osx`` to its ``(version, build)``.
    ``subdirs`` comes from the ``subdirs`` key when present, else from the channel URLs.
    """

    platform: str | None
    subdirs: tuple[str, ...]
    virtual_packages: dict[str, tuple[str, str]] = field(default_factory=dict)
    conda_version: str | None = None
    active_prefix: str | None = None
    user_agent: str | None = None
    envs_dirs: tuple[str, ...] = ()


def parse_conda_info_json(text: str) -> CondaInfo | None:
    """Parse ``conda info --json``; None unless the text is a JSON object."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    subdirs = tuple(_str_list(data.get("subdirs"))) or _subdirs_of(_str_list(data.get("channels")))
    virtual = _virtual_from_lists(data.get("virtual_pkgs"))
    if not virtual:
        virtual = _virtual_from_specs(_str_list(data.get("virtual packages")))
    return CondaInfo(
        platform=_str_or_none(data.get("platform")),
        subdirs=subdirs,
        virtual_packages=virtual,
        conda_version=_str_or_none(data.get("conda_version")),
        active_prefix=_str_or_none(data.get("active_prefix")),
        user_agent=_str_or_none(data.get("user_agent")),
        envs_dirs=tuple(_str_list(data.get("envs_dirs"))),
    )


_CONDA_TEXT_LINE = compiled(r"^\s*([a-zA-Z][\w .:-]*?)\s:\s(.*?)\s*$")
_CONDA_CONTINUATION = compiled(r"^\s{10,}(\S.*?)\s*$")


def parse_conda_info_text(text: str) -> CondaInfo | None:
    """Parse the human ``conda info`` layout (``key : value`` with continuation lines), also ``mamba info`` and
    ``micromamba info`` (``micromamba version``, ``channels``, no ``conda version``)."""
    fields: dict[str, list[str]] = {}
    last: str | None = None
    for line in _lines(text):
        match = _CONDA_TEXT_LINE.match(line)
        if match:
            last = match.group(1).strip()
            fields.setdefault(last, []).append(match.group(2))
            continue
        continuation = _CONDA_CONTINUATION.match(line)
        if continuation and last is not None:
            fields[last].append(continuation.group(1))
        else:
            last = None
    if not {"platform", "conda version", "micromamba version", "libmamba version"} & fields.keys():
        return None  # micromamba prints no "conda version", and a cut paste may lose its last line, "platform"
    location = _first(fields.get("active env location"))
    return CondaInfo(
        platform=_first(fields.get("platform")),
        subdirs=_subdirs_of(fields.get("channel URLs", fields.get("channels", []))),
        virtual_packages=_virtual_from_specs(fields.get("virtual packages", [])),
        conda_version=_first(fields.get("conda version")),
        active_prefix=None if location in (None, "None") else location,
        user_agent=_first(fields.get("user-agent")),
    )


def _subdirs_of(channels: list[str]) -> tuple[str, ...]:
    subdirs: list[str] = []
    for url in channels:
        subdir = url.rstrip("/").rsplit("/", 1)[-1]
        if subdir and subdir not in subdirs:
            subdirs.append(subdir)
    return tuple(subdirs)


def _virtual_from_lists(raw: Any) -> dict[str, tuple[str, str]]:
    virtual: dict[str, tuple[str, str]] = {}
    if not isinstance(raw, list):
        return virtual
    for item in raw:
        if isinstance(item, list) and item and all(isinstance(part, str) for part in item):
            version = item[1] if len(item) > 1 else ""
            build = item[2] if len(item) > 2 else ""
            virtual.setdefault(item[0], (version, build))
    return virtual


def _virtual_from_specs(specs: list[str]) -> dict[str, tuple[str, str]]:
    virtual: dict[str, tuple[str, str]] = {}
    for spec in specs:
        parts = spec.strip().split("=")
        if parts[0].startswith("__"):
            version = parts[1] if len(parts) > 1 else ""
            build = parts[2] if len(parts) > 2 else ""
            virtual.setdefault(parts[0], (version, build))
    return virtual


# --- helpers ---------------------------------------------------------------------------


def _lines(text: str) -> list[str]:
    return text.splitlines() if isinstance(text, str) else []


def _str_or_none(value: Any) -> str | None:
    return value if isinstance(value, str) and value else None


def _str_list(value: Any) -> list[str]:
    if not isinstance(value, list):
        return []
    return [item for item in value if isinstance(item, str)]


def _first(values: list[str] | None) -> str | None:
    return values[0] if values else None
