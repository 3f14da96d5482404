"""The chip catalogue (``checks/chips.toml``): peak rates that the probe's roofline divides by.

Apple chips are found by brand string + GPU core count (binned variants share a brand string; variants that
differ only in CPU cores share their GPU peaks and count as one); NVIDIA GPUs
by ``torch.cuda.get_device_name()``, longest catalogue match first. An unknown or ambiguous chip gives
None: the probe then reports absolute numbers only, never a guessed fraction.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from macml_doctor.kb import load as kb


@dataclass(frozen=True)
class Peaks:
    name: str
    kind: str  # "apple" | "cuda"
    matmul_tflops: Mapping[str, float]  # dtype label (fp32, tf32, fp16, bf16) -> peak TFLOPS
    bandwidth_gbs: float | None
    source: str
    confirmed: bool

    def matmul_peak(self, dtype: str) -> float | None:
        return self.matmul_tflops.get(dtype)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "matmul_tflops": dict(self.matmul_tflops),
                "bandwidth_gbs": self.bandwidth_gbs, "source": self.source, "confirmed": self.confirmed}


def _catalogue() -> dict[str, Any]:
    return kb.check_table("chips")


def lookup_apple(brand: str | None, gpu_cores: int | None) -> Peaks | None:
    if not brand:
        return None
    rows = [r for r in _catalogue().get("chip", []) if r["brand_string"].lower() == brand.strip().lower()]
    if gpu_cores is not None:
        rows = [r for r in rows if r.get("gpu_cores") == gpu_cores]
    if not rows:
        return None
    # Variants that differ only in CPU cores (M1 Pro 8/10-core CPU with a 14-core GPU) share every GPU peak:
    # then the chip is known. Variants with other peaks cannot be told apart: no fraction rather than a wrong one.
    found = {(_apple_peaks(r), _float(r.get("mem_bandwidth_gbs"))) for r in rows}
    if len(found) != 1:
        return None
    (peaks_items, bandwidth), = found
    row = rows[0]
    if len(rows) == 1:
        name = row["name"]
    else:
        gpu = f" ({gpu_cores}-core GPU)" if gpu_cores is not None else ""
        name = row["name"].split(" (")[0] + gpu
    sources = " ; ".join(dict.fromkeys(u.strip() for r in rows for u in r["source"].split(" ; ")))
    return Peaks(name, "apple", dict(peaks_items), bandwidth, sources, all(bool(r.get("confirmed")) for r in rows))


def _apple_peaks(row: Mapping[str, Any]) -> tuple[tuple[str, float], ...]:
    peaks = [("fp32", float(row["fp32_tflops"]))]
    if "fp16_tflops" in row:
        peaks.append(("fp16", float(row["fp16_tflops"])))
    return tuple(peaks)


def lookup_cuda(device_name: str | None) -> Peaks | None:
    if not device_name:
        return None
    name = device_name.lower()
    rows = sorted(_catalogue().get("cuda_gpu", []), key=lambda r: len(r["device_name_match"]), reverse=True)
    for row in rows:
        if row["device_name_match"].lower() in name:
            peaks = {label: float(row[key]) for label, key in (
                ("fp32", "fp32_tflops"), ("tf32", "tf32_tflops_dense"), ("fp16", "fp16_tflops_dense"),
                ("bf16", "bf16_tflops_dense")) if key in row}
            return Peaks(row["name"], "cuda", peaks, _float(row.get("mem_bandwidth_gbs")), row["source"],
                         bool(row.get("confirmed")))
    return None


def _float(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) else None
