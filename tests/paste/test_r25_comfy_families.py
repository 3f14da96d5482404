# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4520-4531 (ComfyUI and its custom-node packs on Macs) exposed, each read from
real text.

- torch's device checks that name MPS as where a tensor lives or where the op runs ('Tensor for argument input is on
  cpu but expected on mps' from the MPS linear kernel; 'but got weight is on mps:0, different from other tensors on
  cpu' from the newer same-device check): the op reached the MPS device or a tensor was made there, so MPS works (as
  'found at least two devices, mps:0 and cpu!' was already read). The CUDA-era message that names no MPS, and the same
  checks between cpu and cuda, stay unread.
"""

from __future__ import annotations

from pasted import ids, raised, read

# https://github.com/Shakker-Labs/ComfyUI-IPAdapter-Flux/issues/13 (dev 4525), the description's start and the last comments
IPADAPTER_FLUX_13 = r"""# Tensor for argument input is on cpu but expected on mps

john2stai · description · 2024-11-23
I tried to run the ipadapter but kept getting this error.

# ComfyUI Error Report
## Error Details
- **Node ID:** 1604
- **Node Type:** KSampler
- **Exception Type:** RuntimeError
- **Exception Message:** Tensor for argument input is on cpu but expected on mps
## Stack Trace
```
  File "/Users/john2stai/Desktop/sd/Comfyui/execution.py", line 323, in execute
    output_data, output_ui, has_subgraph = get_output_data(obj, input_data_all, execution_block_cb=execution_block_cb, pre_execute_cb=pre_execute_cb)

john2stai · comment · 2024-11-23
I chose cpu as the provider, but somehow kept getting the error. Hope Mac could get supported soon. Looking forward to using your ipadapter! : D

philipy1219 · comment · 2024-11-23
It seems your flux model is loaded on MPS, but ipadapter is not. Could you please give us some hardware information of your mac system?

john2stai · comment · 2024-11-23
macbook pro, m3 pro, 36gb ram, macos 15.1
"""


def test_mps_linear_argument_on_cpu_real_thread_reads_mps_available() -> None:
    facts, _ = read(IPADAPTER_FLUX_13)
    assert facts["torch.mps_available"] is True
    found = ids(IPADAPTER_FLUX_13)
    assert {"apple-silicon", "mps-available"} <= found
    assert not found & {"mps-unavailable", "torch-not-built-with-mps", "cuda-available", "intel-mac", "not-a-mac",
                        "macos-too-old-for-mps", "torch-cpu-only"}


def test_mps_linear_argument_message_alone_reads_mps_available() -> None:
    # the error line without the thread's Mac (the title alone, as people paste it)
    title = "RuntimeError: Tensor for argument input is on cpu but expected on mps\n"
    facts, _ = read(title)
    assert facts["torch.mps_available"] is True
    assert facts["host.os"] == "Darwin"
    assert "mps-available" in ids(title)
    assert "not-a-mac" not in ids(title)


def test_mps_device_check_family_variants() -> None:
    for line in (
        "RuntimeError: Tensor for argument weight is on cpu but expected on mps",  # torch's test_mps.py
        "- **Exception Message:** Tensor for argument input is on cpu but expected on mps",  # ComfyUI's error report
        "RuntimeError: Tensor for argument weight is on meta but expected on mps",
        "RuntimeError: linear_mps_kernel: A is on cpu but expected on mps",  # torchao's MPS kernel
        "RuntimeError: Expected all tensors to be on the same device, but got weight is on mps:0, different from other tensors on cpu (when checking argument in method wrapper_CPU__native_layer_norm)",
        "RuntimeError: Expected all tensors to be on the same device, but got mat2 is on cpu, different from other tensors on mps:0 (when checking argument in method wrapper_MPS_mm)",
        "!!! Exception during processing !!! Expected all tensors to be on the same device, but got index is on cpu, different from other tensors on mps:0 (when checking argument for argument index in method wrapper_MPS__index_select)",
    ):
        assert read(line + "\n")[0].get("torch.mps_available") is True, line
        assert "mps-available" in ids(line + "\n"), line


def test_device_checks_without_mps_stay_unread() -> None:
    for line in (
        "RuntimeError: Tensor for argument #2 'mat2' is on CPU, but expected it to be on GPU (while checking arguments for mm)",
        "RuntimeError: Tensor for argument input is on cpu but expected on cuda",
        "RuntimeError: Expected all tensors to be on the same device, but got mat2 is on cuda:0, different from other tensors on cpu (when checking argument in method wrapper_CUDA_mm)",
        "RuntimeError: Expected all tensors to be on the same device, but got weight is on cpu, different from other tensors on cuda:0 (when checking argument in method wrapper_CUDA__native_layer_norm)",
    ):
        assert read(line + "\n")[0].get("torch.mps_available") is None, line
        found = raised(line + "\n")
        assert "mps-available" not in found and "mps-unavailable" not in found, line


def test_mps_device_check_does_not_hide_a_failure_in_the_same_paste() -> None:
    # the device-mismatch line beside an MPS out-of-memory error: both read, the OOM still an error
    text = ("RuntimeError: Tensor for argument input is on cpu but expected on mps\n"
            "RuntimeError: MPS backend out of memory (MPS allocated: 8.72 GB, other allocations: 110.16 MB, max allowed: 9.07 GB). "
            "Tried to allocate 405.00 MB on private pool. Use PYTORCH_MPS_HIGH_WATERMARK_RATIO=0.0 to disable upper limit for memory allocations (may cause system failure).\n")
    found = ids(text)
    assert {"mps-available", "mps-out-of-memory"} <= found
