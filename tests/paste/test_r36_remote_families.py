# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6120-6131 (cloud and remote GPUs driven from a Mac or elsewhere: VS Code's
Remote-SSH Jupyter, RunPod, Vertex AI, models trained on a Mac's MPS loaded on Linux) exposed, each read from real text.

- torch's dispatcher naming the 'MPS' backend on a machine that is not a Mac: a tensor or module saved on a Mac's mps
  device and loaded where no MPS backend exists, not an operator MPS lacks (no mps-fallback there).
- a CUDA fault of a GPU the program had opened (an uncorrectable ECC error, a launch timeout, a hardware stack error):
  torch opened a CUDA device, so the machine is not a Mac, and nothing in the setup is broken.
- torch's CUDA initialisation failing in cudaGetDeviceCount() with the runtime's error code: a CUDA build of torch on a
  machine that is not a Mac, which cannot use its GPU (the warning says why).
- nvidia-container-cli refusing an image whose CUDA is newer than the host's driver: the driver is too old.
- a Linux home folder whose user name is redacted with a placeholder ('/home/[USER]/', '/home/<user>/').
- a hosted GPU machine named as where the work is (Vertex AI Workbench, a SageMaker notebook instance, a RunPod pod,
  Paperspace Gradient, Lambda's cloud, vast.ai): a Linux VM or container.
"""

from __future__ import annotations

import pytest
from pasted import fact, raised

# https://github.com/swansonk14/admet_ai/issues/27 (dev 6127), the whole stored thread
ADMET_27 = """# Crash on Linux/CUDA due to mps device baked into pre-trained model checkpoints (TorchMetrics NotImplementedError)

ighorock · description · 2026-02-19
Stumbled into this while running a simple prediction task:

File "/home/.../admet_ai/lib/python3.14/site-packages/torchmetrics/metric.py", line 907, in _apply
    _dummy_tensor = fn(torch.zeros(1, device=self.device))
NotImplementedError: Could not run 'aten::empty.memory_format' with arguments from the 'MPS' backend. This could be because the operator doesn't exist for this backend...

Current workaround:
patch the local torchmetric/metric.py around line 907:
change
`_dummy_tensor = fn(torch.zeros(1, device=self.device))`

to

`try:
    _dummy_tensor = fn(torch.zeros(1, device=self.device))
except NotImplementedError:
    _dummy_tensor = fn(torch.zeros(1, device='cpu'))`

Thanks for the amazing tool!

swansonk14 · comment · 2026-02-22
This has now been fixed in ADMET-AI v2.0.1. Thank you again for bringing up the issue! If you run into any more problems after upgrading, please feel free to raise another issue.
"""

MPS_OP_ERROR = "NotImplementedError: Could not run 'aten::empty.memory_format' with arguments from the 'MPS' backend. This could be because the operator doesn't exist for this backend..."


def test_admet_27_mps_backend_on_linux_is_no_missing_operator() -> None:
    found = raised(ADMET_27)
    assert "not-a-mac" in found
    assert "mps-fallback" not in found


@pytest.mark.parametrize("where", [
    'File "/home/ubuntu/venv/lib/python3.12/site-packages/torchmetrics/metric.py", line 907, in _apply\n',
    "OS: Ubuntu 22.04\n",
    "OS: Ubuntu 22.04.4 LTS (x86_64)\nPyTorch version: 2.5.1+cu121\n",
])
def test_mps_backend_error_off_macos_is_no_missing_operator(where: str) -> None:
    found = raised(where + MPS_OP_ERROR)
    assert "mps-fallback" not in found
    assert "not-a-mac" in found


@pytest.mark.parametrize("where", [
    'File "/Users/me/venv/lib/python3.12/site-packages/torchmetrics/metric.py", line 907, in _apply\n',
    "I am on an M2 MacBook Air with macOS 14.5.\n",
    "",
])
def test_mps_backend_error_on_a_mac_or_unknown_machine_is_still_read(where: str) -> None:
    assert "mps-fallback" in raised(where + MPS_OP_ERROR)


# https://github.com/ostris/ai-toolkit/issues/470 (dev 6125), the description as stored
AITOOLKIT_470 = """# Runpod dont work got error using 6000 rtx pro CUDA error: uncorrectable ECC error

merecesarchviz · description · 2025-10-20
@FoundSol @ hi,

I was trying to run in runpod following the tutorial:  https://www.youtube.com/watch?v=HBNeS-F6Zz8

but i got this error runnning the training there!

CUDA error: uncorrectable ECC error encountered Search for `cudaErrorECCUncorrectable' in https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html for more information. CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect. For debugging consider passing CUDA_LAUNCH_BLOCKING=1 Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
"""


def test_aitoolkit_470_ecc_fault_is_an_opened_gpu_off_macos() -> None:
    found = raised(AITOOLKIT_470)
    assert "not-a-mac" in found
    assert not found & {"cuda-unavailable", "cuda-driver-too-old", "cuda-requested-on-mac"}


@pytest.mark.parametrize("line", [
    "CUDA error: uncorrectable ECC error encountered",
    "RuntimeError: CUDA error: uncorrectable ECC error encountered\nCUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.",
    "RuntimeError: CUDA error: the launch timed out and was terminated",
    "torch.AcceleratorError: CUDA error: hardware stack error",
])
def test_cuda_fault_of_an_opened_gpu(line: str) -> None:
    assert fact(line, "torch.cuda_available") is True
    assert "not-a-mac" in raised(line)


@pytest.mark.parametrize("line", [
    "Is there a way to detect an uncorrectable ECC error on the GPU?",
    "cuda error: uncorrectable ecc error",  # lower case, no 'encountered': not CUDA's message
    "ECC errors: 0",
])
def test_ecc_words_that_are_not_the_fault(line: str) -> None:
    assert fact(line, "torch.cuda_available") is None


# https://github.com/TheLastBen/fast-stable-diffusion/issues/2116 (dev 6122), the description's first lines
FASTSD_2116 = """# Issues with RunPod

DanoGL · description · 2023-05-05
I´ve recently moved to RunPod, obviosly Im a dummy, and well.. I´m getting these errors:

This one appears right after I run the "Start Stable Diffusion" cell:
Warning: caught exception 'Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 804: forward compatibility was attempted on non supported HW', memory monitor disabled
"""


def test_fastsd_2116_cuda_initialisation_failed_off_macos() -> None:
    found = raised(FASTSD_2116)
    assert {"not-a-mac", "cuda-unavailable"} <= found
    assert "cuda-requested-on-mac" not in found
    assert fact(FASTSD_2116, "torch.cuda_warning") == (
        "Unexpected error from cudaGetDeviceCount(): Error 804: forward compatibility was attempted on non supported HW")


@pytest.mark.parametrize("line", [
    "/usr/local/lib/python3.10/dist-packages/torch/cuda/__init__.py:138: UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 804: forward compatibility was attempted on non supported HW (Triggered internally at ../c10/cuda/CUDAFunctions.cpp:108.)",
    "RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 802: system not yet initialized",
    "UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling\nNumCudaDevices() that might have already set an error? Error 803: system has unsupported display driver / cuda driver combination",
    "Unexpected error from cudaGetDeviceCount() Error 804: forward compatibility was attempted on non supported HW",
])
def test_cuda_initialisation_error_variants(line: str) -> None:
    assert fact(line, "torch.cuda_available") is False
    assert "cuda-unavailable" in raised(line)


@pytest.mark.parametrize("line", [
    "I keep getting an unexpected error from cudaGetDeviceCount on my server.",
    "Unexpected error from cudaGetDeviceCount().",
])
def test_cuda_initialisation_error_without_its_code_is_not_read(line: str) -> None:
    assert fact(line, "torch.cuda_available") is None


# https://github.com/Nerogar/OneTrainer/issues/981 (dev 6124), the system log's lines
ONETRAINER_981 = """Runpod system log:

> start container for dxqbyd/runpod-onetrainer-cli:1.1: begin
> error starting container: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running prestart hook #0: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
> nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8, please update your driver to a newer version, or use an earlier cuda container: unknown
"""


def test_onetrainer_981_container_needs_a_newer_driver() -> None:
    found = raised(ONETRAINER_981)
    assert {"not-a-mac", "cuda-driver-too-old"} <= found


@pytest.mark.parametrize("line", [
    "nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8, please update your driver to a newer version, or use an earlier cuda container: unknown",
    "docker: Error response from daemon: OCI runtime create failed: container_linux.go:349: starting container process caused \"process_linux.go:449: container init caused \\\"process_linux.go:432: running prestart hook 0 caused \\\\\\\"error running hook: exit status 1, stdout: , stderr: nvidia-container-cli: requirement error: unsatisfied condition: cuda>=11.0, please update your driver to a newer version, or use an earlier cuda container\\\\\\\\n\\\\\\\"\\\"\": unknown.",
    "nvidia-container-cli: requirement error: unsatisfied condition: cuda>=11.6, please update your driver to a newer version, or use an earlier cuda container: unknown",
    "nvidia-container-cli: requirement error:\nunsatisfied condition: cuda >= 12.4",
])
def test_container_cuda_requirement_variants(line: str) -> None:
    assert "cuda-driver-too-old" in raised(line)


@pytest.mark.parametrize("line", [
    "requirement error: unsatisfied condition: driver>=535",
    "requirement error: unsatisfied condition: cuda<12",
    # CUDA's error 35 also comes where no driver exists at all (ollama's image in Docker on a Mac, dev 4701)
    "CUDA error 35 at ggml-cuda.cu:4883: CUDA driver version is insufficient for CUDA runtime version",
])
def test_conditions_that_name_no_older_driver(line: str) -> None:
    assert "cuda-driver-too-old" not in raised(line)


# https://github.com/microsoft/vscode-jupyter/issues/17128 (dev 6120), the printed output as stored
VSCODE_17128 = """-   OS (Windows | Mac | Linux distro) and version: Mac, but SSH'd into a remote Linux (Ubuntu) machine
-   Python and/or Anaconda version: python 3.13

```
Python executable: /home/[USER]/.conda/envs/[ENV]/bin/python
PyTorch  version: 2.9.0+cu128
PyTorch file location: /home/[USER]/.cond
"""


def test_vscode_17128_redacted_home_is_the_linux_machine() -> None:
    assert fact(VSCODE_17128, "host.os") == "Linux"
    found = raised(VSCODE_17128)
    assert "not-a-mac" in found
    assert not found & {"apple-silicon", "intel-mac"}


@pytest.mark.parametrize("path", [
    "/home/[USER]/.conda/envs/torch/bin/python",
    "/home/<user>/miniconda3/lib/python3.11/site-packages/torch/__init__.py",
    "/home/<your username>/venv/bin/python",
    "/home/{user}/anaconda3/bin/python",
    "/home/$USER/.local/lib/python3.10/site-packages",
    "/home/${USER}/.cache/huggingface",
])
def test_redacted_linux_home_paths(path: str) -> None:
    assert fact(f"Python executable: {path}", "host.os") == "Linux"


@pytest.mark.parametrize("path", [
    "/Users/[USER]/miniforge3/bin/python",
    "https://example.com/home/[USER]/docs",
    "/home/[this is far too long to be a user placeholder]/bin",
])
def test_paths_that_are_no_redacted_linux_home(path: str) -> None:
    assert fact(f"Python executable: {path}", "host.os") != "Linux"


# https://github.com/google/meridian/issues/551 (dev 6129), the description's first paragraph
MERIDIAN_551 = "I have not been able to get Google-Meridian to utilize the GPU within GCP Vertex AI Workbench. The GPU in the workbench does work on other Tensorflow processes, just not for Meridian."


def test_meridian_551_vertex_workbench_is_a_linux_vm() -> None:
    assert fact(MERIDIAN_551, "host.os") == "Linux"
    assert "not-a-mac" in raised(MERIDIAN_551)


@pytest.mark.parametrize("text", [
    # https://github.com/GoogleCloudPlatform/data-science-on-gcp/issues/165 (dev 6130)
    "Making sure that the Vertex AI Workbench notebook that I’m working on has a GPU attached to it, I can now launch off the training job.",
    # https://github.com/aws-samples/amazon-sagemaker-local-mode/issues/13
    "When I run the following PyTorch local mode sample on a SageMaker notebook instance (*not* Studio) - ml.p2.xlarge instance w/ 1 GPU - it does not pick up the GPU.",
    "I was trying to run in runpod following the tutorial.",
    "The training crashes on my RunPod pod with an A100.",
    "I am running the notebook in SageMaker Studio Lab.",
    "It fails inside Paperspace Gradient with the same error.",
    "I rented an H100 on Lambda Cloud and the script hangs.",
])
def test_hosted_gpu_machines_named_as_where_the_work_is(text: str) -> None:
    assert fact(text, "host.os") == "Linux"


@pytest.mark.parametrize("text", [
    "I use the SageMaker SDK on my MacBook to start a training job.",
    "I copied the RunPod template and changed the image.",
    "RunPod is cheaper than Lambda.",
    "I don't run it on RunPod, only locally.",
    "See the Vertex AI Workbench docs for details.",
])
def test_hosted_services_not_named_as_the_machine(text: str) -> None:
    assert fact(text, "host.os") != "Linux"


@pytest.mark.parametrize("text", [
    "It works fine on RunPod, but on my M1 MacBook Pro it crashes with a segfault.",
    "The same notebook runs in SageMaker Studio without problems. On my MacBook Air M2 it fails.",
    "I trained on my M2 Max and deployed to a SageMaker notebook instance.",
])
def test_a_mac_beside_a_hosted_gpu_machine_stays_the_mac(text: str) -> None:
    assert fact(text, "host.os") == "Darwin"
    assert "not-a-mac" not in raised(text)
