# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4720-4731 (TensorBoard, profilers and debugging tools for ML on Macs:
tensorboard, torch.mps.profiler and Instruments, py-spy, memory_profiler, TensorFlow's profiler) exposed, each read
from real text.

- A person explaining a device mismatch in words, the model on the MPS device and the data on the CPU ('since the
  model is loaded to `mps` and the train data are on `cpu`'): the model lives on MPS, so MPS works.
- torch.mps.profiler's os_signposts, the subsystem PyTorchMPS, said to be seen in Instruments ('I can see PyTorchMPS
  data in XCode's Instruments application'): the profiled ops ran on MPS, so MPS works.
"""

from __future__ import annotations

from pasted import ids, raised, read

# A Mac named without the MPS device, so that a near miss below is still a report the doctor reads.
MAC = "My Mac: Apple M1, macOS 14.3.1.\n"

# https://github.com/ufal/npfl138/pull/36 (dev 4720)
NPFL138_36 = r"""# Fix tensorboard initialization on Mac

soldatmat · description · 2025-02-20
Running `example_pytorch_tensorboard.py` on a Mac with mps produces error when initializing tensorboard, since the model is loaded to `mps` and the train data are on `cpu`.

This commit fixes the error and should not pose problems on devices with different OS/hardware."""

# https://github.com/pytorch/pytorch/issues/120162 (dev 4722), its prose and the head of collect_env
PYTORCH_120162 = r"""# [MPS] pytorch.mps.profiler os_signposts not labelled

igm503 · description · 2024-02-17
### 🐛 Describe the bug

When I try to profile a model running on the MPS device, I can see PyTorchMPS data in XCode's Instruments application, but all of the intervals are labelled with '<*private*>' instead of with an op name, so it's impossible to tell how long each op takes. 

minimal example:
```
model = models.resnet18().to('mps')
inputs = torch.randn(5, 3, 224, 224).to('mps')

with torch.mps.profiler.profile(mode="interval", wait_until_completed=False):
    for i in tqdm(range(1000)):
        output = model(inputs)
```

### Versions

PyTorch version: 2.2.0
OS: macOS 14.3.1 (arm64)
Python platform: macOS-14.3.1-arm64-arm-64bit"""


def test_model_on_mps_data_on_cpu_real_text_reads_mps_available() -> None:
    facts, _ = read(NPFL138_36)
    assert facts["torch.mps_available"] is True
    found = ids(NPFL138_36)
    assert "mps-available" in found
    assert "mps-unavailable" not in found and "not-a-mac" not in found and "intel-mac" not in found


def test_model_on_mps_data_on_cpu_variants() -> None:
    for line in ("I get an error because the model was moved to mps while the inputs stayed on the cpu.",
                 "The error happens because the inputs are still on the CPU while the model is on mps.",
                 "It crashed: my model is on mps:0 but my batches are on cpu.",
                 "It fails since the network has been moved to the mps device, whereas the images are on the cpu.",
                 'The weights are loaded onto "mps" and the training data is still on cpu, hence the error.'):
        assert "mps-available" in ids(MAC + line), line


def test_model_on_mps_data_on_cpu_near_misses_stay_unread() -> None:
    for line in ("If the model is on mps and the data on cpu, it fails.",
                 "When the model is moved to mps and the inputs are on the cpu you get this error.",
                 "Make sure the model is moved to mps and the data is not on cpu.",
                 "the model is not on mps, but the data is on cpu",
                 "You should check that the model is on mps and the inputs are on cpu?",
                 "The model is loaded to mps-like devices and the data are on cpu."):
        text = MAC + line
        assert "mps-available" not in raised(text), line
        assert read(text)[0].get("torch.mps_available") is None, line


def test_pytorchmps_signposts_seen_real_text_reads_mps_available() -> None:
    found = ids(PYTORCH_120162)
    assert "mps-available" in found
    assert {"apple-silicon", "python-native-arm64"} <= found
    assert "mps-unavailable" not in found and "python-x86-on-arm" not in found
    # the prose alone, without collect_env or the code
    prose = MAC + "When I try to profile a model running on the MPS device, I can see PyTorchMPS data in XCode's Instruments application, but all of the intervals are labelled with '<*private*>' instead of with an op name."
    assert "mps-available" in ids(prose)


def test_pytorchmps_signposts_seen_variants() -> None:
    for line in ("On macOS 14.3.1 the PyTorchMPS intervals show up in Instruments.",
                 "After the update PyTorchMPS events are logged now, but they are all '<private>'.",
                 "In Instruments I saw the PyTorchMPS signposts, one per op.",
                 "The PyTorchMPS data appeared under os_signpost once I recorded the PID."):
        assert "mps-available" in ids(MAC + line), line


def test_pytorchmps_signposts_absent_asked_or_in_code_stay_unread() -> None:
    for line in ("PyTorchMPS not showing up in Instruments for `torch.mps.profiler`",
                 "I don't see any PyTorchMPS intervals in Instruments.",
                 "I can't see PyTorchMPS data",
                 "no PyTorchMPS data appears in Instruments",
                 "expand the os_signposts->PyTorchMPS and check if events or intervals are logged",
                 "you should see PyTorchMPS intervals",
                 "from .pytorch_renderers import PyTorchMPSRenderer, PyTorchCPURenderer",
                 "checkForPytorchMPS, checkForNCNN,",
                 "I see pytorchmps data"):
        text = MAC + line
        assert "mps-available" not in raised(text), line
        assert read(text)[0].get("torch.mps_available") is None, line
