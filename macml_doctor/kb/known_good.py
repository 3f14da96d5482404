"""Known-good framework sets, derived from the same knowledge base that `check` uses.

One source of truth for three consumers: `setup` (what to install on *this* machine), the
``[torch]`` / ``[tensorflow]`` / ``[mlx]`` extras in pyproject.toml (the same sets written as PEP 508
markers, except the macOS floors, which no marker can state safely: see :func:`extras`;
tests/kb/test_extras_kb.py keeps the two in step), and the TF/metal pin fix.

- TensorFlow on Apple silicon: the newest working pair of checks/tensorflow_metal.toml.
- TensorFlow / PyTorch on Intel Macs: the last x86_64 macOS releases (tensorflow_metal.toml, torch_mps.toml).
- PyTorch on Apple silicon: the newest release whose MPS macOS floor (torch_mps.toml) the Mac meets; below
  the lowest floor no release has MPS, so plain ``torch`` (pip picks the newest wheel that installs).
- MLX: only on macOS arm64 (checks/mlx.toml).
- Elsewhere (Linux): the plain packages.

A pinned extra carries the ``python_version`` range its wheels exist for (python_support.toml), so on a
Python with no known-good release (TensorFlow + metal on 3.13+) the extra installs nothing for that framework
rather than failing or installing a set without the GPU; ``macml-doctor setup`` builds an environment on a
Python that has one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from packaging.specifiers import SpecifierSet
from packaging.version import Version

from macml_doctor.kb import load as kb
from macml_doctor.kb import support

FRAMEWORKS = ("torch", "tensorflow", "mlx")
MAC_ARM = "sys_platform == 'darwin' and platform_machine == 'arm64'"
MAC_X86 = "sys_platform == 'darwin' and platform_machine == 'x86_64'"
NOT_MAC = "sys_platform != 'darwin'"


@dataclass(frozen=True)
class Host:
    os: str  # Darwin | Linux | …
    machine: str  # arm64 | x86_64 (the hardware: arm64 even under Rosetta)
    macos: Version | None = None
    nvidia_driver: str | None = None  # Linux: the NVIDIA driver version, None without an NVIDIA GPU


def _last_x86_torch() -> str:
    return str(support.last_x86_macos("torch"))


def tf_pair(macos: Version | None = None) -> Mapping[str, Any]:
    """The newest working TensorFlow / tensorflow-metal pair (that installs on ``macos``, when given)."""
    pairs = tf_pairs_for(macos)
    return pairs[0] if pairs else kb.check_table("tensorflow_metal")["pair"][0]


def tf_pairs_for(macos: Version | None) -> list[Mapping[str, Any]]:
    """The working pairs whose wheels install on ``macos`` (every pair when it is unknown), newest first."""
    pairs = kb.check_table("tensorflow_metal")["pair"]
    return [p for p in pairs if macos is None or Version(p["macos"]) <= macos]


def torch_for_macos(macos: Version | None) -> str:
    """The torch requirement whose MPS floor this macOS meets: the newest allowed release line.

    Below the lowest floor no release has MPS: plain ``torch``, and setup notes that the answer is a newer macOS.
    """
    below = support.torch_below_for_macos(macos) if macos is not None else None
    return f"torch<{below}" if below is not None else "torch"


def no_mps_reason(host: Host) -> str | None:
    """Why no PyTorch release has MPS on this Apple-silicon Mac (its macOS is below every floor), else None."""
    if host.os != "Darwin" or host.machine != "arm64" or host.macos is None:
        return None
    floor = support.lowest_mps_macos()
    return None if host.macos >= floor else f"macOS {host.macos} < {floor}"


def requirements(framework: str, host: Host) -> list[str]:
    """What to install for one framework on this host."""
    mac = host.os == "Darwin"
    if framework == "torch":
        if mac and host.machine == "x86_64":
            return [f"torch=={_last_x86_torch()}"]
        return [torch_for_macos(host.macos)] if mac else ["torch"]
    if framework == "tensorflow":
        if mac and host.machine == "arm64":
            return list(tf_pair(host.macos)["pip"])
        if mac:
            return [_last_x86_tf()]
        return ["tensorflow"]
    if framework == "mlx":
        return [mlx_for_macos(host.macos)] if mac else ["mlx"]
    raise ValueError(framework)


def mlx_for_macos(macos: Version | None) -> str:
    """mlx, below the first release line whose binaries need a newer macOS than this one (checks/mlx.toml:
    pip takes the wheel tag, macosx_13_0 up to 0.29.3, while the loader wants 13.5)."""
    row = support.mlx_line_for_macos(macos) if macos is not None else None
    below = support.upper_bound(row["mlx"]) if row else None
    return f"mlx<{below}" if below is not None else "mlx"


def mlx_unsupported_reason(host: Host, python_version: Version | None = None) -> str | None:
    table = kb.check_table("mlx")
    if host.os != "Darwin" or host.machine != table["machine"]:
        return f"MLX runs only on Apple-silicon Macs ({table['source']})"
    lowest = support.mlx_lowest_macos()
    if host.macos is not None and host.macos < lowest:
        return f"MLX needs macOS {lowest}+ (this Mac has {host.macos})"
    if python_version is not None and python_version not in SpecifierSet(table["python"]):
        return f"MLX needs Python {table['python']}"
    return None


def _python_marker(reqs: list[str], machine: str = "arm64") -> str:
    """`` and python_version …`` for pinned requirements: the Pythons their wheels exist for (python_support.toml).

    ``==`` pins carry both bounds; ``<`` pins only the upper one (older releases reach older Pythons); a plain
    name none (pip picks a release that installs).
    """
    span = python_range({"_": reqs}, machine)
    if span is None or not any(("==" in r or "<" in r) for r in reqs):
        return ""
    low, high = span
    upper = f" and python_version <= '{high}'"
    return upper if all("==" not in r for r in reqs) else f" and python_version >= '{low}'{upper}"


def extras() -> dict[str, list[str]]:
    """The pyproject extras, as PEP 508 strings, generated from the knowledge base.

    Markers use only variables that every pip compares safely (``sys_platform``, ``platform_machine``,
    ``python_version``): a ``platform_release`` comparison crashes pip 24.1–25.3 on Linux kernels such as
    ``6.8.0-45-generic`` (packaging evaluates every atom of a marker). So the torch extra is plain ``torch``
    on Apple silicon; the MPS macOS floor is ``setup``'s and ``check``'s job (``macos-too-old-for-mps``).
    """
    pair = tf_pair()
    return {
        "torch": [
            f"torch; {MAC_ARM}",
            f"torch=={_last_x86_torch()}; {MAC_X86}{_python_marker([f'torch=={_last_x86_torch()}'], 'x86_64')}",
            f"torch; {NOT_MAC}",
        ],
        "tensorflow": [
            *(f"{req}; {MAC_ARM}{_python_marker(list(pair['pip']))}" for req in pair["pip"]),
            f"{_last_x86_tf()}; {MAC_X86}{_python_marker([_last_x86_tf()], 'x86_64')}",
            f"tensorflow; {NOT_MAC}",
        ],
        "mlx": [f"mlx; sys_platform == 'darwin' and platform_machine == '{kb.check_table('mlx')['machine']}'"],
    }


def _last_x86_tf() -> str:
    return f"tensorflow=={support.last_x86_macos('tensorflow')}"


def python_range(framework_requirements: Mapping[str, list[str]],
                 machine: str = "arm64") -> tuple[Version, Version] | None:
    """The Python minor versions (min, max) with macOS wheels for every planned package, from python_support.toml.

    A requirement names a release line (``tensorflow==2.18.*``) or none (``torch``: the latest rows). Rows are
    those of the Mac's ``machine`` (arm64 unless a row names another).
    """
    low, high = Version("3.0"), Version("99.0")
    for reqs in framework_requirements.values():
        for req in reqs:
            name, _, spec = req.partition("==")
            name = name.split("<")[0].split(">")[0].strip()
            candidates = support.python_rows(name, machine)
            if not candidates:
                continue
            if spec:
                row = support.python_row(name, Version(spec.replace(".*", ".0")), machine)
            elif "<" in req:
                bound = Version(req.split("<", 1)[1])
                # `<2.9.0` excludes 2.9.0's pre-releases too: compare release numbers, not ``2.9.0.dev0``.
                row = next((r for r in candidates if Version(_lower(r["version"]).base_version) < bound), None)
            else:
                row = next((r for r in candidates if r.get("latest")), None)
            if row:
                low = max(low, Version(row["python_min"]))
                high = min(high, Version(row["python_max"]))
    if low == Version("3.0") and high == Version("99.0"):
        return None
    return (low, high) if low <= high else None


def _lower(spec: str) -> Version:
    bounds = [Version(s.version.replace(".*", ".0")) for s in SpecifierSet(spec) if s.operator in (">=", "==")]
    return min(bounds) if bounds else Version("0")
