"""What the facts say about the target: small readers shared by every stage (the knowledge base's markers, the
checks, the planner, the renderers and ``setup``). Each returns None when the facts do not decide.

The one home of the target's process architecture (:func:`process_arch`), its versions and its packages.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from packaging.version import InvalidVersion, Version

from macml_doctor.facts import Facts
from macml_doctor.regex_cache import compiled


def version(text: Any) -> Version | None:
    if not isinstance(text, str):
        return None
    try:
        return Version(text.strip().split("+", 1)[0])
    except InvalidVersion:
        return None


def package(facts: Facts, name: str) -> Mapping[str, Any] | None:
    """The installed distribution record ({version, tags, ...}) from pip metadata, else conda-meta."""
    pkgs = facts.value("python.packages") or {}
    if isinstance(pkgs, Mapping) and name in pkgs:
        return pkgs[name]
    conda = facts.value("conda.packages") or {}
    if isinstance(conda, Mapping):
        alias = {"torch": "pytorch"}.get(name, name)
        if alias in conda:
            return conda[alias]
    return None


def package_version(facts: Facts, name: str) -> Version | None:
    rec = package(facts, name)
    return version(rec.get("version")) if rec else None


def torch_version(facts: Facts) -> Version | None:
    """The torch version: what the import said, else the installed metadata."""
    return version(facts.value("torch.version")) or package_version(facts, "torch")


def packages_known(facts: Facts) -> bool:
    """Whether the installed-package listing is complete enough to say a package is *not* installed."""
    if facts.value("python.packages_complete") is False:
        return False
    return facts.is_known("python.packages") or facts.is_known("conda.packages")


def is_mac(facts: Facts) -> bool | None:
    os_name = facts.value("host.os")
    if os_name is not None:
        return os_name == "Darwin"
    return None


def is_apple_silicon(facts: Facts) -> bool | None:
    """True on Apple silicon even when this process is translated; None when unknown."""
    capable = facts.value("host.arm64_capable")
    if capable is not None:
        return bool(capable)
    brand = facts.value("host.cpu_brand")
    if isinstance(brand, str):
        if brand.startswith("Apple M") or brand.startswith("Apple "):
            return True
        if "Intel" in brand and is_mac(facts):
            return False
    if is_mac(facts) and facts.value("python.machine") == "arm64":
        return True
    return None


def host_without_rosetta(facts: Facts) -> str | None:
    """The host, when the facts say it is not Apple silicon (an Intel Mac, or not a Mac): there a SIGILL is the
    CPU's own missing instruction set, never Rosetta's. None when the host is Apple silicon or unknown."""
    if is_mac(facts) is False:
        return str(facts.value("host.os"))
    if is_mac(facts) and is_apple_silicon(facts) is False:
        return "an Intel Mac"
    return None


def process_arch(facts: Facts) -> str | None:
    """The architecture the target interpreter runs as: x86_64 under Rosetta, whatever the file holds; the
    spellings of other tools (aarch64, AMD64, i386) folded into arm64 / x86_64."""
    if facts.value("python.translated") == 1:
        return "x86_64"
    machine = facts.value("python.machine")
    if not isinstance(machine, str):
        return None
    return {"aarch64": "arm64", "AMD64": "x86_64", "i386": "x86_64"}.get(machine, machine)


def is_x86_python(facts: Facts) -> bool | None:
    arch = process_arch(facts)
    return None if arch is None else arch == "x86_64"


def macos_version(facts: Facts) -> Version | None:
    """The true macOS version. Never the 10.16 compatibility version that x86 builds report."""
    v = version(facts.value("host.macos_version"))
    if v is not None and v == Version("10.16") and is_x86_python(facts):
        return None
    return v


def after_release(release: Version) -> Version:
    """The first macOS version after a release known only by its name (11 for Big Sur: 12; 10.15 for Catalina:
    10.16), so a floor at or above it is above every version of the release."""
    return Version(f"{release.major + 1}") if release.major >= 11 else Version(f"10.{release.minor + 1}")


_OTHER_CPU = compiled(r"(?i)\b(?:intel|amd|xeon|ryzen|epyc)\b")


def chip(facts: Facts) -> str:
    """"Apple M2 Pro, 19-core GPU"; empty when the facts do not say. Only for Apple silicon: an Intel or AMD brand
    read elsewhere in the text (a sysctl answer quoted as the older output, qutip/qutip#1401) is not this chip."""
    brand = facts.value("host.cpu_brand")
    cores = facts.value("host.gpu_cores")
    parts = [str(brand)] if brand and not _OTHER_CPU.search(str(brand)) else []
    if cores:
        parts.append(f"{cores}-core GPU")
    return ", ".join(parts)
