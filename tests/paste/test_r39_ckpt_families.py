# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6340-6351 (loading checkpoints, weights and saved models trained elsewhere:
torch.load of CUDA-saved tensors and map_location, safetensors, fp16/bf16 weights on MPS, Keras HDF5 files, joblib and
pickle models across scikit-learn versions) exposed, each read from real text.

- nvidia-smi's own output (its banner 'NVIDIA-SMI 440.100  Driver Version: 440.100', a GPU row of its table, or its
  refusal 'NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver'): nvidia-smi ran on the
  machine, and NVIDIA ships it for Linux and Windows only, so where the text names no OS the machine is a PC, as
  nvidia-smi's reading told in prose already says.
- bfloat16 refused on the mps device ('BFloat16 is not supported on MPS') of an Apple-silicon Mac whose macOS has it
  (14 and later): torch before 2.3 lacks it on every macOS, so the remedy is a newer torch (or float16), not a macOS
  upgrade the Mac already has.
"""

from __future__ import annotations

import pytest
from pasted import fact, finding, fix_id, ids, raised

# https://github.com/jackaduma/CycleGAN-VC2/issues/10 (dev 6340): the title and the comment as stored
CYCLEGAN_10 = """# RuntimeError： Attempting todeserialize object on a CUDA device but torch。cuda.is_available() is False。

201402 · comment · 2020-11-22
Sun Nov 22 11:02:56 2020
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 440.100      Driver Version: 440.100      CUDA Version: 10.2     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  GeForce RTX 208...  Off  | 00000000:01:00.0  On |                  N/A |
|  0%   26C    P8    18W / 300W |    305MiB / 11016MiB |      1%      Default |
+-----------------------------------------------------------------------------+
"""


def test_cyclegan_10_nvidia_smi_table_is_a_pc() -> None:
    assert fact(CYCLEGAN_10, "host.os") == "Linux or Windows"
    found = ids(CYCLEGAN_10)
    assert "not-a-mac" in found
    assert not found & {"apple-silicon", "intel-mac", "cuda-requested-on-mac", "report-undecided"}


@pytest.mark.parametrize("text", [
    # the banner alone, and the GPU row alone (https://github.com/jackaduma/CycleGAN-VC2/issues/10)
    "| NVIDIA-SMI 440.100      Driver Version: 440.100      CUDA Version: 10.2     |",
    "|   0  GeForce RTX 208...  Off  | 00000000:01:00.0  On |                  N/A |",
    # a newer driver's banner and a Windows row ('WDDM' in the mode column)
    "| NVIDIA-SMI 535.104.05             Driver Version: 535.104.05   CUDA Version: 12.2     |",
    "|   0  NVIDIA GeForce RTX 3090      WDDM  | 00000000:01:00.0  On |                  N/A |",
    # nvidia-smi's refusal where the driver is not loaded (https://github.com/Avsecz/aws-tensorflow-setup/issues/6), after
    # its command and quoted with a wrap (https://github.com/NVIDIA/nvidia-docker/issues/988), a CJK page's curly quote
    # (https://github.com/qixuema/envs/issues/4)
    "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.",
    "$ nvidia-smi\nNVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.",
    "> NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure\n > that the latest NVIDIA driver is installed and running.",
    "第一步，打开终端，先用 nvidia-smi 查看一下，发现如下错误：\nNVIDIA-SMI has failed because it couldn‘t communicate with the NVIDIA driver.",
])
def test_nvidia_smi_output_is_a_pc(text: str) -> None:
    assert fact(text, "host.os") == "Linux or Windows"
    assert "not-a-mac" in raised(text)


@pytest.mark.parametrize("text", [
    # the program named, or a shell that has none (a Mac's too)
    "nvidia-smi: command not found",
    "run nvidia-smi to see the GPU",
    # advice and a condition on its refusal
    "If you see NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver, reinstall the driver.",
    "you should get NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver when the module is unloaded",
])
def test_nvidia_smi_named_not_run_says_nothing(text: str) -> None:
    assert fact(text, "host.os") is None


def test_nvidia_smi_beside_a_named_mac_keeps_the_mac() -> None:
    text = "On my M1 Mac:\n| NVIDIA-SMI 440.100      Driver Version: 440.100      CUDA Version: 10.2     |"
    assert fact(text, "host.os") == "Darwin"
    assert "not-a-mac" not in raised(text)


# https://github.com/huggingface/accelerate/issues/2226 (dev 6351): the title and the System Info as stored
ACCELERATE_2226 = """# BFloat16 is not supported on MPS

jxysoft · description · 2023-12-07
### System Info

```Shell
- `Accelerate` version: 0.25.0
- Platform: macOS-14.1.2-arm64-arm-64bit
- Python version: 3.9.16
- Numpy version: 1.23.0
- PyTorch version (GPU?): 2.1.1 (False)
- PyTorch XPU available: False
- PyTorch NPU available: False
- System RAM: 8.00 GB
```
"""


def test_accelerate_2226_bfloat16_on_macos_14_needs_a_newer_torch() -> None:
    found = finding(ACCELERATE_2226, "mps-fallback")
    assert found is not None and found.severity.value == "error"
    assert found.summary.startswith("torch 2.1.1 has no bfloat16 on the mps device")
    assert "macOS 14.1.2" in found.summary and "upgrade torch" in found.summary
    assert found.evidence["bfloat16_needs"] == "torch"
    assert fix_id(found) == "upgrade-torch-for-mps-bfloat16"
    assert {"apple-silicon", "python-native-arm64", "mps-available", "torch-outdated"} <= ids(ACCELERATE_2226)


@pytest.mark.parametrize("text", [
    # torch not named: the refusal's own words are torch before 2.3's
    "Platform: macOS-14.1.2-arm64-arm-64bit\nTypeError: BFloat16 is not supported on MPS",
    # macOS 15 on an M2 with torch 2.2.2 (cellpose's case: https://github.com/MouseLand/cellpose/issues/1269)
    "Platform: macOS-15.5-arm64-arm-64bit\nPyTorch version (GPU?): 2.2.2 (False)\nERROR: BFloat16 is not supported on MPS",
    # a collect_env's lines
    "PyTorch version: 2.2.0\nOS: macOS 14.2.1 (arm64)\nPython platform: macOS-14.2.1-arm64-arm-64bit\nTypeError: BFloat16 is not supported on MPS",
])
def test_bfloat16_refused_where_macos_has_it_needs_torch(text: str) -> None:
    found = finding(text, "mps-fallback")
    assert found is not None and "upgrade torch" in found.summary
    assert fix_id(found) == "upgrade-torch-for-mps-bfloat16"


@pytest.mark.parametrize("text", [
    # macOS 13: macOS lacks it, whatever the torch
    "Platform: macOS-13.5-arm64-arm-64bit\nPyTorch version (GPU?): 2.1.1 (False)\nTypeError: BFloat16 is not supported on MPS",
    # a torch that has it said so (the text contradicts itself: macOS is the question left)
    "Platform: macOS-14.1.2-arm64-arm-64bit\nPyTorch version (GPU?): 2.4.0 (False)\nTypeError: BFloat16 is not supported on MPS",
    # an x86_64 Python (Intel, or Rosetta): no torch after 2.2.2 for it
    "Platform: macOS-14.5-x86_64-i386-64bit\nPyTorch version (GPU?): 2.2.2 (False)\nTypeError: BFloat16 is not supported on MPS",
    # torch 2.3+'s own refusal, which it raises below macOS 14 only
    "Platform: macOS-14.1.2-arm64-arm-64bit\nTypeError: MPS BFloat16 is only supported on MacOS 14 or newer",
    # no macOS version
    "On my M1 Mac: TypeError: BFloat16 is not supported on MPS",
])
def test_bfloat16_refused_elsewhere_keeps_float16_or_macos(text: str) -> None:
    found = finding(text, "mps-fallback")
    assert found is not None and found.summary.startswith("MPS has bfloat16 only from macOS 14")
    assert fix_id(found) == "use-float16-for-mps-bfloat16"
