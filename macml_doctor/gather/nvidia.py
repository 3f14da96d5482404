"""The NVIDIA driver of this Linux machine (what `setup` needs to pick PyTorch's CUDA build).

Read from the kernel module's ``/proc/driver/nvidia/version`` (no process to start), else from
``nvidia-smi --query-gpu=name,driver_version --format=csv,noheader``. No driver: None (no NVIDIA GPU to use).
Both parsers are tested on real captured output (tests/fixtures/linux/).
"""

from __future__ import annotations

import shutil
from pathlib import Path

from macml_doctor.errors import TargetError
from macml_doctor.gather.runner import run_child
from macml_doctor.regex_cache import compiled

PROC_VERSION = Path("/proc/driver/nvidia/version")
SMI_ARGV = ("--query-gpu=name,driver_version", "--format=csv,noheader")
# "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  580.159.04  Release Build …" (open module) or
# "NVRM version: NVIDIA UNIX x86_64 Kernel Module  535.104.05  …" (proprietary module)
_PROC = compiled(r"Kernel Module(?:\s+for\s+\S+)?\s+(\d+(?:\.\d+)+)")
_VERSION = compiled(r"^\d+(?:\.\d+)+$")


def parse_proc_version(text: str) -> str | None:
    match = _PROC.search(text)
    return match.group(1) if match else None


def parse_smi(text: str) -> str | None:
    """The first GPU's driver version from ``name, driver_version`` CSV lines."""
    for line in text.splitlines():
        value = line.rsplit(",", 1)[-1].strip()
        if _VERSION.match(value):
            return value
    return None


def driver_version(proc: Path = PROC_VERSION) -> str | None:
    try:
        found = parse_proc_version(proc.read_text(encoding="utf-8", errors="replace"))
    except OSError:
        found = None
    if found:
        return found
    smi = shutil.which("nvidia-smi")
    if smi is None:
        return None
    try:
        result = run_child([smi, *SMI_ARGV], timeout=20)
    except TargetError:
        return None
    return parse_smi(result.stdout) if result.ok else None
