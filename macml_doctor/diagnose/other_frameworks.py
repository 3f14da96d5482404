"""MLX, jax-metal and coremltools checks (requirements and pairing tables as data in checks/)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from packaging.specifiers import SpecifierSet
from packaging.version import Version

from macml_doctor import messages as msg
from macml_doctor.facts import Facts, State
from macml_doctor.findings import Finding, Severity
from macml_doctor.kb import load as kb
from macml_doctor.kb import support
from macml_doctor.kb.evaluate import admits
from macml_doctor.traits import (
    after_release,
    is_apple_silicon,
    is_mac,
    is_x86_python,
    macos_version,
    package,
    package_version,
    packages_known,
    version,
)

AREA = "other"
UNKNOWN = msg.UNKNOWN_VERSION


def _import_failed(facts: Facts, name: str) -> bool:
    fact = facts.get(f"{name}.import")
    return fact is not None and fact.state is State.FAILED


def _release_below(facts: Facts, floor: Version) -> Version | None:
    """A macOS known only by its release's name (``host.macos_release``, '11' for Big Sur) whose every version is
    below ``floor``: the release, else None."""
    release = version(facts.value("host.macos_release"))
    if release is None:
        return None
    return release if after_release(release) <= floor else None


def mlx_version(facts: Facts) -> Version | None:
    return version(facts.value("mlx.version")) or package_version(facts, "mlx")


def check_mlx(facts: Facts) -> list[Finding]:
    installed = mlx_version(facts)
    wanted = any(isinstance(s, Mapping) and s.get("id") == "mlx-wanted" for s in facts.value("report.symptoms") or [])
    if (installed is None and facts.value("mlx.import") != "ok" and not wanted) or _import_failed(facts, "mlx"):
        return []
    if is_mac(facts) is False:
        return _mlx_off_mac(facts, installed)  # MLX also ships Linux (CPU/CUDA) wheels; Metal is a Mac question
    table = kb.check_table("mlx")
    row = support.mlx_row(installed)
    req = {"macos_floor": row["macos"] if row else table["macos_floor"],
           "python": row["python"] if row else table["python"],
           "source": row["source"] if row else table["source"]}
    problems: list[str] = []
    if is_apple_silicon(facts) is False:
        problems.append(msg.MLX_NEEDS["chip"])
    if is_x86_python(facts):
        problems.append(msg.MLX_NEEDS["native"])
    current = macos_version(facts)
    if current is not None and current < Version(req["macos_floor"]):
        problems.append(msg.MLX_NEEDS["macos"].format(floor=req["macos_floor"], macos=current))
    elif current is None:  # only the release's name ('macOS BigSur'): every version of it below the floor
        floor = Version(req["macos_floor"]) if row else support.mlx_lowest_macos()
        release = _release_below(facts, floor)
        if release is not None:
            problems.append(msg.MLX_NEEDS["macos"].format(floor=floor, macos=release))
    py = version(facts.value("python.version"))
    if py is not None and admits(req["python"], py) is False:
        problems.append(msg.MLX_NEEDS["python"].format(spec=req["python"], version=py))
    metal = facts.value("mlx.metal_available")
    evidence: dict[str, Any] = {"mlx.version": str(installed) if installed else None, "mlx.metal_available": metal,
                                "source": req["source"]}
    if problems or metal is False:
        if not problems:
            problems.append(msg.MLX_NEEDS["metal"])
        return [Finding("mlx-unsupported", Severity.ERROR, AREA,
                        msg.summary("mlx-unsupported", version=installed or UNKNOWN, why="; ".join(problems)),
                        {**evidence, "problems": problems, "x86_python": bool(is_x86_python(facts))})]
    if metal is True:
        return [Finding("mlx-available", Severity.OK, AREA, msg.summary("mlx-available", version=installed or UNKNOWN,
                                                                         device=msg.MLX_METAL_GPU),
                        {**evidence, "mlx.default_device": facts.value("mlx.default_device")})]
    return []


def _mlx_off_mac(facts: Facts, installed: Version | None) -> list[Finding]:
    """Linux: the CPU backend (mlx[cpu]) or the CUDA one is a working install; say which device it runs on."""
    device = facts.value("mlx.default_device")
    evidence = {"mlx.version": str(installed) if installed else None, "mlx.default_device": device,
                "mlx.gpu_available": facts.value("mlx.gpu_available"),
                "mlx.device_name": facts.value("mlx.device_name")}
    if facts.value("mlx.gpu_available") is True:
        name = facts.value("mlx.device_name") or "GPU"
        return [Finding("mlx-available", Severity.OK, AREA, msg.summary(
            "mlx-available", version=installed or UNKNOWN, device=msg.MLX_CUDA_GPU.format(name=name)), evidence)]
    if device is None:
        return []  # the child learned nothing about its device: stay silent rather than guess
    return [Finding("mlx-cpu-only", Severity.INFO, AREA, msg.summary(
        "mlx-cpu-only", version=installed or UNKNOWN, device=device), evidence)]


def check_jax_backend(facts: Facts) -> list[Finding]:
    """JAX's backend and devices, as JAX reports them (CPU, CUDA, Metal through jax-metal, ...)."""
    backend = facts.value("jax.backend")
    if backend is None or _import_failed(facts, "jax"):
        return []
    devices = facts.value("jax.devices")
    shown = ", ".join(str(d) for d in devices) if isinstance(devices, list) and devices else UNKNOWN
    installed = version(facts.value("jax.version")) or package_version(facts, "jax")
    return [Finding("jax-backend", Severity.INFO, AREA, msg.summary(
        "jax-backend", version=installed or UNKNOWN, backend=backend, devices=shown),
        {"jax.backend": backend, "jax.devices": devices, "jax.jaxlib_version": facts.value("jax.jaxlib_version")})]


def check_jax_metal(facts: Facts) -> list[Finding]:
    metal = package_version(facts, "jax-metal")
    if metal is None:
        return []
    table = kb.check_table("jax_metal")
    row = next((r for r in table["row"] if admits(r["metal"], metal)), None)
    if row is None:
        return []  # newer than the published table: not judged
    jaxlib = version(facts.value("jax.jaxlib_version")) or package_version(facts, "jaxlib")
    jax = version(facts.value("jax.version")) or package_version(facts, "jax")
    problems: list[str] = []
    if jaxlib is not None and admits(row["jaxlib"], jaxlib) is False:
        problems.append(f"jaxlib {jaxlib} (needs {row['jaxlib']})")
    if jax is not None:
        if row["jax"] == "==jaxlib":
            if jaxlib is not None and jax != jaxlib:
                problems.append(f"jax {jax} (needs the same version as jaxlib, {jaxlib})")
        elif admits(row["jax"], jax) is False:
            problems.append(f"jax {jax} (needs {row['jax']})")
    current = macos_version(facts)
    if current is not None and current < Version(row["loader_macos"]):
        problems.append(msg.JAX_METAL_CANNOT_LOAD.format(macos=current, loader=row["loader_macos"]))
    elif current is not None and current < Version(row["macos"]):
        problems.append(msg.JAX_METAL_BELOW_SUPPORTED.format(macos=current, floor=row["macos"],
                                                             loader=row["loader_macos"]))
    if not problems:
        return []
    env = facts.value("env") or {}
    compat = isinstance(env, dict) and env.get(table["compat_env"]) == "1"
    return [Finding("jax-metal-version-mismatch", Severity.ERROR, AREA,
                    msg.summary("jax-metal-version-mismatch", metal=metal, problems="; ".join(problems),
                                jaxlib=row["jaxlib"], jax=row["jax"], macos=row["macos"]),
                    {"jax-metal": str(metal), "jaxlib": str(jaxlib) if jaxlib else None,
                     "jax": str(jax) if jax else None, "row": row, table["compat_env"]: compat,
                     "pip": jax_metal_pins(current), "source": table["source"]})]


def _lowest(spec: str) -> str:
    return min((s.version for s in SpecifierSet(spec) if s.operator in ("==", ">=")), key=Version)


def jax_metal_pins(macos: Version | None) -> list[str] | None:
    """jax-metal, jaxlib and jax pinned to the newest table row Apple supports on this macOS (jaxlib and jax at
    the row's lowest release); None when no row supports it (the fix then says so instead of installing)."""
    rows = kb.check_table("jax_metal")["row"]
    row = next((r for r in rows if macos is None or Version(r["macos"]) <= macos), None)
    if row is None:
        return None
    jaxlib = _lowest(row["jaxlib"])
    jax = jaxlib if row["jax"] == "==jaxlib" else _lowest(row["jax"])
    return [f"jax-metal{row['metal']}", f"jaxlib=={jaxlib}", f"jax=={jax}"]


def check_coremltools(facts: Facts) -> list[Finding]:
    installed = version(facts.value("coremltools.version")) or package_version(facts, "coremltools")
    if installed is None or _import_failed(facts, "coremltools"):
        return []
    row = support.python_row("coremltools", installed)
    wheels = f"wheels for Python {row['python_min']}–{row['python_max']}" if row else "Python support not in the table"
    where = msg.COREML_PREDICT_MAC if is_mac(facts) else msg.COREML_PREDICT_NOT_MAC
    return [Finding("coremltools-info", Severity.INFO, AREA,
                    msg.summary("coremltools-info", version=installed, support=wheels, where=where),
                    {"coremltools": str(installed), "source": row["source"] if row else None})]


def check_mlx_metal(facts: Facts) -> list[Finding]:
    """mlx-metal-missing: on a Mac, mlx from 0.26.5 keeps its Metal library in the separate mlx-metal wheel."""
    installed = package_version(facts, "mlx")
    row = support.mlx_row(installed)
    table = kb.check_table("mlx")
    if (row is None or not row["needs_metal_package"] or is_mac(facts) is not True or not packages_known(facts)
            or package(facts, table["metal_package"]) is not None):
        return []
    pin = f"{table['metal_package']}=={installed}"
    return [Finding("mlx-metal-missing", Severity.ERROR, AREA,
                    msg.summary("mlx-metal-missing", version=installed, package=table["metal_package"]),
                    {"mlx": str(installed), table["metal_package"]: None, "pip": [pin], "source": row["source"]})]


CHECKS = (check_mlx, check_mlx_metal, check_jax_backend, check_jax_metal, check_coremltools)
