# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4300-4311 (PyTorch operators not implemented for the MPS device, and the CPU
fallback, PYTORCH_ENABLE_MPS_FALLBACK) exposed, each read from real text.

- The CPU fallback variable said not to reach a named op ('`PYTORCH_ENABLE_MPS_FALLBACK` does not appear to work for
  `nn.Conv1d`'): the op ran on the MPS device and failed there, so MPS works and the fallback is in play.
- A run said to fail with the variable set ('causes an error regardless if `PYTORCH_ENABLE_MPS_FALLBACK` is set or
  not', 'always fails with the following, even when `PYTORCH_ENABLE_MPS_FALLBACK` is set to 1'): the same.
"""

from __future__ import annotations

import pytest
from pasted import raised

# https://github.com/pytorch/pytorch/issues/134416 (dev 4308), the stored description up to where the store cuts it
PYTORCH_134416 = r"""# `PYTORCH_ENABLE_MPS_FALLBACK` does not appear to work for `nn.Conv1d`

a2aaron · description · 2024-08-25
### 🐛 Describe the bug

It looks like #129207 addressed an issue with the MPS implementation of `nn.Conv1d`. Specifically: The implementation would silently return incorrect results when running a convolution with more than 65536 channels. In the issue, the fix was to temporarily have `nn.Conv1d` throw `NotImplementedError` in this situation and to suggest using `PYTORCH_ENABLE_MPS_FALLBACK = 1` so that the operation could fall back to the CPU.

However, it seems like this fallback does not work. Trying to run the linked issue's minimal example (slightly trimmed down) causes an error regardless if `PYTORCH_ENABLE_MPS_FALLBACK` is set or not:

```py
# in main.py
import torch
import torch.nn as nn
import os

print(os.environ["PYTORCH_ENABLE_MPS_FALLBACK"]) # Prints 1, assuming the variable is set

torch.manual_seed(0)
conv = nn.Conv1d(1, 65537, 3, padding=1)

x = torch.ones([1, 1, 3])
y_mps = conv.to("mps")(x.to("mps")) # Fails with NotImplementedError
```

Run with something like `PYTORCH_ENABLE_MPS_FALLBACK=1 python3.11 main.py`

Attempting to run this code always fails with the following, even when `PYTORCH_ENABLE_MPS_FALLBACK` is set to 1:
```
Traceback (most recent call last):
  File "[path to main.py]", line 13, in <module>
"""


def test_real_thread_reads_mps_working_and_the_fallback():
    got = raised(PYTORCH_134416)
    assert {"mps-available", "mps-fallback"} <= got
    assert not got & {"mps-unavailable", "not-a-mac", "torch-not-built-with-mps"}


@pytest.mark.parametrize("line", [
    # each of the real sentences alone
    "# `PYTORCH_ENABLE_MPS_FALLBACK` does not appear to work for `nn.Conv1d`",
    "Trying to run the linked issue's minimal example (slightly trimmed down) causes an error regardless if `PYTORCH_ENABLE_MPS_FALLBACK` is set or not:",
    "Attempting to run this code always fails with the following, even when `PYTORCH_ENABLE_MPS_FALLBACK` is set to 1:",
])
def test_real_sentences_each_read(line):
    assert {"mps-available", "mps-fallback"} <= raised(line)


@pytest.mark.parametrize("line", [
    # the variable said not to reach a named op, every way the op is written
    "PYTORCH_ENABLE_MPS_FALLBACK=1 doesn't work for 'aten::upsample_bicubic2d.out' on my Mac.",
    "PYTORCH_ENABLE_MPS_FALLBACK=1 doesn’t work for 'aten::upsample_bicubic2d.out' on my Mac.",
    "Setting PYTORCH_ENABLE_MPS_FALLBACK has no effect on torchvision::nms here.",
    "PYTORCH_ENABLE_MPS_FALLBACK did not help with `aten::grid_sampler_3d` either.",
    "The env var PYTORCH_ENABLE_MPS_FALLBACK is ignored for torch.fft.rfft2 in my run.",
    "`PYTORCH_ENABLE_MPS_FALLBACK=1` environment variable does not seem to apply to F.interpolate",
    # a failure told with the variable set
    "I still get the NotImplementedError even with PYTORCH_ENABLE_MPS_FALLBACK=1 set.",
    "The script crashes even after exporting PYTORCH_ENABLE_MPS_FALLBACK=1 in my shell.",
    "It fails with the same error regardless of whether PYTORCH_ENABLE_MPS_FALLBACK is set.",
    "Error occurred even with PYTORCH_ENABLE_MPS_FALLBACK=1 in my env.",
])
def test_variants_read(line):
    got = raised(line)
    assert {"mps-available", "mps-fallback"} <= got
    assert "mps-unavailable" not in got


@pytest.mark.parametrize("line", [
    # 'has no effect' where no op is named (GLPDepth#45: said where no op had failed)
    "There are no errors indicating usage of PyTorch features unimplemented for Apple hardware, and unsurprisingly using `PYTORCH_ENABLE_MPS_FALLBACK=1` has no effect.",
    "PYTORCH_ENABLE_MPS_FALLBACK=1 does not work for me.",
    # no failure, a condition, a question
    "It runs without errors even with PYTORCH_ENABLE_MPS_FALLBACK=1 set.",
    "There are no errors even when PYTORCH_ENABLE_MPS_FALLBACK is unset.",
    "If it fails even with PYTORCH_ENABLE_MPS_FALLBACK=1, open an issue.",
    "Does it fail even with PYTORCH_ENABLE_MPS_FALLBACK=1?",
    "Did the script fail even with PYTORCH_ENABLE_MPS_FALLBACK=1?",
    # the variable alone
    "export PYTORCH_ENABLE_MPS_FALLBACK=1",
])
def test_near_misses_stay_unread(line):
    got = raised(line)
    assert "mps-fallback" not in got
    assert "mps-available" not in got
