# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1225-1237 (13 question-and-answer, forum and blog pages: Stack Overflow, Hacker
News, Ray's and MacPorts' trackers, troubleshooting blogs) exposed, each read from real text.

The GPU a Metal device list names: tensorflow-metal's 'Metal device set to: AMD Radeon Pro 555X' and PlaidML's
'metal_amd_radeon_pro_460.0' device ids are an Intel Mac's GPUs (Apple silicon's Metal device is 'Apple M1').
"""

from __future__ import annotations

import pytest
from pasted import ids, read

INTEL_MAC_METAL_DEVICES = [
    # code-search copies of tensorflow-metal runs on Intel Macs
    ("tensorflow-metal, AMD Radeon Pro 555X",
     "To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.\nMetal device set to: AMD Radeon Pro 555X\n\nsystemMemory: 16.00 GB\nmaxCacheSize: 2.00 GB\n\n2021-11-20 19:06:03.246695: I tensorflow/core/common_runtime/pluggable_device/pluggable_device_factory.cc:305] Could not identify NUMA node of platform GPU ID 0, defaulting to 0. Your kernel may not have been built with NUMA support.\n"),
    ("tensorflow-metal, AMD Radeon Pro 560X, lines run together",
     "To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.\nMetal device set to: AMD Radeon Pro 560XsystemMemory: 16.00 GB\nmaxCacheSize: 2.00 GB2021-10-26 12:51:24.845013: I tensorflow/core/common_runtime/pluggable_device/pluggable_device_factory.cc:305] Could not identify NUMA node of platform GPU ID 0, defaulting to 0\\. Your kernel may not have been built with NUMA support.\n"),
    ("spleeter on tensorflow-metal, AMD Radeon Pro 5300M",
     "\tINFO:spleeter:5stems model file(s) extracted\n\tMetal device set to: AMD Radeon Pro 5300M\n\n\tsystemMemory: 32.00 GB\n\tmaxCacheSize: 1.99 GB\n\n\tINFO:spleeter:File ./Mummy/piano.wav written succesfully\n"),
    # https://stackoverflow.com/questions/54354548/use-experimental-devices-support-in-plaidml
    ("plaidml-setup on a MacBook Pro",
     "Experimental Config Devices:\n   llvm_cpu.0 : CPU (LLVM)\n   opencl_amd_amd_radeon_pro_555_compute_engine.0 : AMD AMD Radeon Pro 555 Compute Engine (OpenCL)\n   metal_amd_radeon_pro_460.0 : AMD Radeon Pro 460 (Metal)\n   opencl_intel_intel(r)_hd_graphics_630.0 : Intel Inc. Intel(R) HD Graphics 630 (OpenCL)\n   opencl_cpu.0 : Intel CPU (OpenCL)\n   metal_intel(r)_hd_graphics_unknown.0 : Intel(R) HD Graphics Unknown (Metal)\n"),
    # code-search copies of PlaidML runs
    ("PlaidML opening a Radeon Pro 5300M", 'INFO:plaidml:Opening device "metal_amd_radeon_pro_5300m.0"\nEpoch 1/3\n60000/60000 [==============================] - 7s 119us/step - loss: 0.2596 - acc: 0.9235 \n'),
    ("plaidml-setup on a Mac Pro 2019", "Default Config Devices:\n   llvm_cpu.0 : CPU (via LLVM)\n   metal_amd_radeon_pro_vega_ii_duo.1 : AMD Radeon Pro Vega II Duo (Metal)\n   metal_amd_radeon_pro_vega_ii_duo.0 : AMD Radeon Pro Vega II Duo (Metal)\n"),
]


@pytest.mark.parametrize(("where", "text"), INTEL_MAC_METAL_DEVICES)
def test_an_amd_or_intel_metal_device_is_an_intel_macs_gpu(where: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Darwin", where
    found = ids(text)
    assert "intel-mac" in found and "apple-silicon" not in found, where


def test_apple_silicons_metal_device_is_not_read_as_another_vendors() -> None:
    """tensorflow-metal on an M1 (forums.developer.apple.com, Jingbo's reply)."""
    text = "Init Plugin\nInit Graph Optimizer\nInit Kernel\nNum GPUs Available: 1\nMetal device set to: Apple M1\n"
    found = ids(text)
    assert "apple-silicon" in found and "intel-mac" not in found
