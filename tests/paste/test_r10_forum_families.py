# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1680-1697 (forum, Q&A and blog pages about ML environments on Macs, taken as
found) exposed, each read from real captured text (the page is named).

Releases enumerated in parallel items of one list (an error catalogue's affected versions, a table of which release
needs which CUDA) are none of them the installed one. 'using MPS-specific optimizations' names a kind of code, not the
device a program ran on.
"""

from __future__ import annotations

from pasted import ids, read

# https://errorcanon.top/errors/pytorch/mps-float64-cast-fallback/index.json (the stored page's 'versions' list)
CATALOGUE = """{
  "id": "pytorch/mps-float64-cast-fallback",
  "signature": "RuntimeError: MPS backend does not support float64. Falling back to float32. Please cast your tensors to float32 explicitly.",
  "versions": [
    {
      "version": "PyTorch 2.0.0",
      "introduced": null,
      "status": "active"
    },
    {
      "version": "PyTorch 2.1.0",
      "introduced": null,
      "status": "active"
    },
    {
      "version": "macOS 13 Ventura",
      "introduced": null,
      "status": "active"
    },
    {
      "version": "Apple M1",
      "introduced": null,
      "status": "active"
    }
"""


def test_releases_listed_in_parallel_items_are_not_installed() -> None:
    values, _ = read(CATALOGUE)
    assert "torch.version" not in values
    assert "torch-outdated" not in ids(CATALOGUE)


def test_a_table_of_releases_names_no_installed_torch() -> None:
    # https://uwarg-docs.atlassian.net/wiki/spaces/CV/pages/2246377476/CUDA+and+PyTorch (dev 779)
    text = ("Each PyTorch version has a minimum CUDA version that it can use. Specifically:\n\n"
            "  • PyTorch 1.13.1 requires CUDA 10.2 or greater:\n\n"
            "  • PyTorch 2.0.0 requires CUDA 11.0 or greater:\n")
    values, _ = read(text)
    assert "torch.version" not in values


def test_one_release_said_twice_or_in_different_sentences_still_counts() -> None:
    # the guard's side: the same release on lines of one shape, and two releases in sentences of different shapes
    # (https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/10267, dev 1071, whose webui check line names
    # the torch it runs) keep their reading
    values, _ = read("  • PyTorch 1.13.1 requires CUDA 10.2 or greater:\n  • PyTorch 1.13.1 requires CUDA 10.2 or greater:\n")
    assert values["torch.version"] == "1.13.1"
    text = ("[Bug]: Torch 2.1.0.dev20230510 installed but still showing [!] torch version 1.12.1 installed.\n"
            "I have installed Torch 2.1.0 dev and before that I have installed torch 1.13.1, but the web UI is still taking torch version 1.12.1\n"
            "[!] torch version 1.12.1 installed.\n")
    assert "torch.version" in read(text)[0]


def test_mps_as_an_adjective_of_code_is_no_run_on_mps() -> None:
    # https://taourl.com/read-2609029.html
    text = ("The Apple M4 chip, with its advanced neural engine and unified memory architecture, presents unique challenges when running TensorFlow models with non-linear activation functions.\n"
            "The solution involves forcing IEEE-compliant math or using MPS-specific optimizations:\n")
    found = ids(text)
    assert "apple-silicon" in found
    assert "mps-available" not in found
    # the guard's side: the device itself, used ('using the MPS backend', https://github.com/kuprel/min-dalle/issues/102)
    assert "mps-available" in ids("Generating images on my M1 Max using the MPS backend only produces images that appear to be white noise.\n")


def test_mps_rate_said_of_a_run() -> None:
    # https://www.codcompass.com/en/kb/llama-cpp-production-invocation-cih7mj
    text = ("Data-backed evidence from production benchmarks confirms the gap. Running Llama 3.1 8B on an M2 Pro (16GB unified memory) with naive CPU fallback yields ~8 tok/s and consumes 14.2 GB RAM. "
            "Standard PyTorch MPS execution improves to ~22 tok/s but spikes memory to 16.8 GB due to framework overhead and unoptimized tensor layout.\n")
    found = ids(text)
    assert {"apple-silicon", "mps-available"} <= found
    assert "mps-fallback" not in found
    # the guard's side: a rate hoped for is no run
    assert "mps-available" not in ids("On my M2 Pro I would like MPS to reach 22 tok/s.\n")


def test_mps_results_block_with_timings_below() -> None:
    # https://github.com/ml-explore/mlx/issues/3196
    text = ("On an Mac M5, mlx.addmm and A @ B are consistently ~1.1–1.2× slower than PyTorch’s addmm / matmul on MPS for 1280×1280 BF16 matrices.\n"
            "Device: PyTorch mps, MLX Metal\n"
            "Results (MLX 0.31.0)\n"
            "PyTorch MPS:\n"
            "addmm: ~0.596 ms\n"
            "matmul: ~0.549 ms\n"
            "MLX:\n"
            "addmm: ~0.651 ms\n"
            "matmul: ~0.646 ms\n")
    values, _ = read(text)
    assert values["torch.mps_available"] is True
    assert values["mlx.metal_available"] is True
    found = ids(text)
    assert {"mps-available", "mlx-available"} <= found
    assert "mps-unavailable" not in found


def test_using_pytorchs_mps_backend_and_mlx_on_the_gpu() -> None:
    # https://kevinmartinjose.com/2025/04/21/matmul-using-pytorchs-mps-backend-is-faster-than-apples-mlx
    text = ("matmul() using PyTorch’s MPS backend is faster than Apple’s MLX\n\n"
            "MLX + GPU (M3 Pro) is faster than Numpy + CPU. No surprises there, so I’ll omit CPU from the plots below. But MLX + GPU was surprisingly slower than PyTorch 2.6 + GPU on my MacBook with the M3 Pro chip.\n")
    found = ids(text)
    assert {"apple-silicon", "mps-available", "mlx-available"} <= found
    # the guard's side: an expectation of MLX is no run ('I had expected PyTorch + MPS to be on par or slightly slower than MLX')
    assert "mlx-available" not in ids("I expected MLX on the GPU to be faster than PyTorch on my M3 Pro.\n")
