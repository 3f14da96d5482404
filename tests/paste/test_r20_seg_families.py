# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3460-3472 (semantic and instance segmentation trainers and libraries on Macs:
Ultralytics semantic segmentation, mmdet/mmcv/mmseg, matterport and TF object-detection Mask R-CNN, InVesalius, rembg)
exposed, each read from real text.

An Intel Mac running an older TensorFlow line (TensorFlow 1.8 on a 2018 MacBook Pro, 1.11 wanted on High Sierra) is not
told that TensorFlow ships no x86_64 Mac wheels after 2.16: its next lines still have them. A run on MPS told in words
to have reached an op with no MPS kernel ('if I use MPS inference, it throws an error stating that nms has not been
implemented') ran on a working MPS device.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/tensorflow/models/issues/4242
TF_MODELS_4242 = """# Unable to train mask rcnn upon the pet dataset

Zumbalamambo · description · 2018-05-11
### System information
- **What is the top-level directory of the model you are using**: object_detection
- **Have I written custom code (as opposed to using a stock example script provided in TensorFlow)**:No
- **OS Platform and Distribution (e.g., Linux Ubuntu 16.04)**: MacBook Pro
- **TensorFlow installed from (source or binary)**:binary
- **TensorFlow version (use command below)**:1.8
- **Bazel version (if compiling from source)**:
- **CUDA/cuDNN version**: No
- **GPU model and memory**: CPU. 8GB ram
- **Exact command to reproduce**:

Im trying to train the mask rcnn .
"""
# https://github.com/tensorflow/tensorflow/issues/22574
TF_22574 = """### System information
- **Have I written custom code (as opposed to using a stock example script provided in TensorFlow)**: No
- **OS Platform and Distribution (e.g., Linux Ubuntu 16.04)**: macOS High Sierra (10.13.6)
- **TensorFlow installed from (source or binary)**: binary (attempted)
- **TensorFlow version (use command below)**: 1.11.0
- **Python version**: 3.6.4 (Anaconda)
- **Exact command to reproduce**: `pip install tensorflow==1.11.0`
"""
# https://github.com/swiss-ai-center/a-guide-to-mlops/issues/228 (dev case 550: a newer TensorFlow wanted)
MLOPS_228 = """Running on macOS intel.

```bash
ERROR: Could not find a version that satisfies the requirement tensorflow==2.17.0 (from versions: 2.12.0rc0, 2.12.0rc1, 2.12.0, 2.12.1, 2.13.0rc0, 2.13.0rc1, 2.13.0rc2, 2.13.0, 2.13.1, 2.14.0rc0, 2.14.0rc1, 2.14.0, 2.14.1, 2.15.0rc0, 2.15.0rc1, 2.15.0, 2.15.1, 2.16.0rc0, 2.16.1, 2.16.2)
ERROR: No matching distribution found for tensorflow==2.17.0
```
"""
# https://github.com/tensorflow/tensorflow/issues/75279 (dev case 357: TensorFlow 2.17 on an x86_64 Mac)
TF_75279 = """### TensorFlow version

2.17.0

### OS platform and distribution

macOS x86_64

### Python version

3.11

### Current behavior?

TensorFlow 2.17 did not publish macOS x86_64 binaries to PyPI, only arm64 binaries.
"""


def test_intel_mac_with_an_older_tensorflow_line_is_not_told_of_the_wheel_gap() -> None:
    for text, version in ((TF_MODELS_4242, "1.8"), (TF_22574, "1.11.0")):
        values, _ = read(text)
        assert values["tensorflow.version"] == version
        assert values["host.arm64_capable"] == 0
        found = ids(text)
        assert "intel-mac" in found
        assert "tf-no-x86-mac-wheels" not in found


def test_wheel_gap_still_told_where_a_newer_tensorflow_is_wanted_or_installed() -> None:
    assert "tf-no-x86-mac-wheels" in ids(MLOPS_228)
    values, _ = read(TF_75279)
    assert values["tensorflow.version"] == "2.17.0"
    assert "tf-no-x86-mac-wheels" in ids(TF_75279)


# https://github.com/open-mmlab/mmcv/issues/2732
MMCV_2732 = """[Feature] Implement nms_impl on macOS MPS device

### What is the feature?

When running detection models on my MacBook, if I use MPS inference, it throws an error stating that nms has not been implemented. I am hoping that it can be implemented.
"""
# the same sentence, with MPS itself named as what is unsupported (the clue's negative: it tells of no run)
MPS_ITSELF = "When running detection models on my MacBook, if I use MPS inference, it throws an error stating that MPS is not supported."
# https://github.com/facebookresearch/segment-anything/pull/122 (an op named unsupported: read by another clue, as the fallback symptom)
SAM_122 = "Also `torchvision::nms` is still not supported by MPS, so one has to use `PYTORCH_ENABLE_MPS_FALLBACK=1` to enable a fallback on CPU."


def test_run_on_mps_that_reached_an_unimplemented_op_is_mps_available() -> None:
    values, _ = read(MMCV_2732)
    assert values["torch.mps_available"] is True
    assert values["host.os"] == "Darwin"
    found = ids(MMCV_2732)
    assert "mps-available" in found
    assert "mps-unavailable" not in found


def test_mps_itself_said_unsupported_is_not_a_run() -> None:
    values, _ = read(MPS_ITSELF)
    assert "torch.mps_available" not in values
    assert "mps-available" not in ids(MPS_ITSELF)


def test_op_named_unsupported_by_mps_keeps_its_own_reading() -> None:
    values, symptoms = read(SAM_122)
    assert symptoms == ["mps-unimplemented-op"]
    assert "torch.mps_available" not in values
