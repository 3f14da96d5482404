# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4120-4130 (wrong results, NaNs and unsupported dtypes on the Mac GPU: MPS against
the CPU, float64 on MPS, MLX and TensorFlow on Metal) exposed, each read from real text.

- MLX's answer on the GPU set against the CPU's or numpy's ('Different(maybe wrong) outputs of mlx.core.max using
  cpu/gpu'): MLX ran on its Metal GPU (mlx-available); and on a Mac, MLX on its Metal GPU is Apple silicon's (MLX builds
  its Metal backend for Apple silicon only), where nothing else names the chip.
- TensorFlow's results on the Metal GPU set against the CPU's ('completely different results when using GPU (Metal)
  versus CPU'), with TensorFlow and its Metal plugin named and nothing else that could use the GPU: TensorFlow
  registered the GPU (tf-gpu-available).
"""

from __future__ import annotations

from pasted import ids, raised, read

# https://github.com/ml-explore/mlx/issues/577 (dev 4125)
MLX_577 = r"""# Different outputs of mlx.core.max using cpu/gpu

Redmept1on · description · 2024-01-29
**Describe the bug**
Different(maybe wrong) outputs of mlx.core.max using cpu/gpu compared to numpy

**To Reproduce**

```python
import mlx.core as mx
import numpy as np
array_mlx = mx.array([[1, 2, 3], [float('nan'), 5, 6]], dtype=mx.float32)

mx.set_default_device(mx.gpu)
max_gpu = mx.max(array_mlx, axis=0)
print("Max on GPU:", max_gpu)
```

**Desktop (please complete the following information):**
 - OS Version: MacOS 14.2.1
 - Version 0.0.10

awni · comment · 2024-01-29
Actually this one is not so easy to fix as we use the `simd` instructions in Metal. The `NaN` are being suppressed there."""

# https://github.com/ml-explore/mlx/issues/574 (dev 4126)
MLX_574 = r"""# mlx.core.log1p got an wrong output on the gpu when dealing with inf

Redmept1on · description · 2024-01-29
**Describe the bug**
When dealing with inf, mlx.core.log1p gets different output on the cpu and gpu

**Desktop (please complete the following information):**
 - OS Version: MacOS 14.2.1
 - Version 0.0.10"""

# https://github.com/tensorflow/tensorflow/issues/92686 (dev 4128)
TF_92686 = r"""# Different inference results on CPU vs GPU for simple model on macOS M1

loregen · description · 2025-05-04
### TensorFlow version

tensorflow-macos 2.16.2

### OS platform and distribution

MacOS Sequoia 15.0.1 (Apple Silicon M1)

### Python version

3.11.12

### Current behavior?

When running inference with a simple Keras model on macOS M1, I get completely different results when using GPU (Metal) versus CPU. The model architecture and input data are deterministic, so I would expect identical results regardless of the device used for inference. 
If GPU is not visible to tf from the start (tf.config.set_visible_devices([], 'GPU')), then the results are identical. 

Tested on 2 different tf versions, both with python 3.11.12: 
- tensorflow-macos 2.16.2 + tensorflow-metal 1.2.0
- tensorflow-macos 2.14.0 + tensorflow-metal 1.1.0"""


def test_mlx_answer_on_the_gpu_set_against_the_cpu_is_mlx_on_metal_on_apple_silicon() -> None:
    for text in (MLX_577, MLX_574):
        facts, _ = read(text)
        assert facts.get("mlx.metal_available") is True
        assert facts.get("host.arm64_capable") == 1
        found = ids(text)
        assert {"mlx-available", "apple-silicon"} <= found
        assert not found & {"intel-mac", "mlx-unsupported", "mlx-metal-missing", "mlx-cpu-only", "not-a-mac"}


def test_mlx_gpu_result_family_variants() -> None:
    for line in ("MLX gives wrong results on the GPU for argmin",
                 "mlx.core.sort returns incorrect values on Metal",
                 "Inconsistent results of mx.argmax between cpu and gpu",
                 "The output of mlx differs between the CPU and the GPU",
                 "mlx matmul returns different results on GPU vs CPU"):
        text = f"{line}\nOS Version: macOS 14.5\n"
        facts, _ = read(text)
        assert facts.get("mlx.metal_available") is True, line
        assert {"mlx-available", "apple-silicon"} <= raised(text), line


def test_mlx_gpu_result_near_misses_are_not_read() -> None:
    for line in ("MLX on CPU gives different results than numpy",
                 "torch gives different results on the gpu",
                 "mlx does not give different results on the gpu",
                 "mlx never gave wrong results on the GPU",
                 "Does mlx give different results on the gpu?",
                 "I expect mlx gives different results on the gpu",
                 "mlx is installed. The torch model gives wrong results on the gpu",
                 "different results of torch.where using mps"):
        text = f"{line}\nOS Version: macOS 14.5\n"
        facts, _ = read(text)
        assert facts.get("mlx.metal_available") is None, line
        assert "mlx-available" not in raised(text), line


def test_mlx_on_metal_does_not_outweigh_a_named_intel_mac_nor_make_a_linux_box_a_mac() -> None:
    # the chip named outweighs the deduction: an Intel Mac stays one (and MLX is then unsupported there)
    intel = "MLX gives wrong results on the GPU for argmin\nMacBook Pro 2019, Intel Core i7, macOS 14.5\n"
    assert read(intel)[0].get("host.arm64_capable") == 0
    assert "apple-silicon" not in raised(intel)
    # no OS: MLX's GPU is not made a Mac's
    bare = "MLX gives wrong results on the GPU for argmin\n"
    assert read(bare)[0].get("host.arm64_capable") is None
    assert "apple-silicon" not in raised(bare)
    # on Linux (MLX's CUDA backend), the Metal reading does not make the box a Mac nor Apple silicon
    linux = "MLX gives wrong results on the GPU for argmin\nOS: Ubuntu 22.04.4 LTS (x86_64)\n"
    found = raised(linux)
    assert "apple-silicon" not in found
    assert "mlx-available" not in found


def test_tf_results_on_the_metal_gpu_set_against_the_cpu_list_the_gpu() -> None:
    found = ids(TF_92686)
    assert "tf-gpu-available" in found
    assert not found & {"tf-metal-missing", "tf-cpu-only", "intel-mac", "not-a-mac"}


def test_tf_gpu_against_cpu_family_variants() -> None:
    for line in ("the model gives wrong predictions on the GPU compared to the CPU",
                 "I see inconsistent results between GPU and CPU",
                 "different outputs on Metal vs CPU",
                 "Different inference results on CPU vs GPU for simple model"):
        text = f"{line}\ntensorflow-macos 2.16.2 + tensorflow-metal 1.2.0 on macOS 14.5\n"
        assert "tf-gpu-available" in raised(text), line


def test_tf_gpu_against_cpu_near_misses_are_not_read() -> None:
    tf = "\ntensorflow-macos 2.16.2 + tensorflow-metal 1.2.0 on macOS 14.5\n"
    for line in ("different results on the GPU",
                 "I don't get different results on GPU vs CPU",
                 "I wonder if there are different results on GPU vs CPU",
                 "same results on GPU and CPU"):
        assert "tf-gpu-available" not in raised(line + tf), line
    said = "I get completely different results when using GPU (Metal) versus CPU.\n"
    # TensorFlow without its Metal plugin named, PyTorch set to MPS, or an NVIDIA card: the GPU may be another's
    for rest in ("tensorflow 2.16.2 on macOS 14.5\n",
                 "tensorflow-metal 1.2.0 and torch.device('mps') on macOS 14.5\n",
                 "tensorflow-metal 1.2.0, NVIDIA GeForce RTX 3080\n"):
        assert "tf-gpu-available" not in raised(said + rest), rest
