# ruff: noqa: E501  (real pasted lines are kept whole)
"""Code that asks PyTorch for CUDA on a Mac (cuda-requested-on-mac): torch's 'Torch not compiled with CUDA enabled',
and torch.load's 'Attempting to deserialize object on a CUDA device' for a checkpoint saved on a GPU. No macOS build
of PyTorch has CUDA, so on a Mac the fix is the code's device ('mps' or 'cpu'), never a reinstall. Elsewhere the same
message is a CPU-only torch on a PC, not this finding. Each text is quoted from the public thread cited."""

from __future__ import annotations

import pytest
from pasted import finding, fix_id, raised

# Oloren-AI/olorenchemengine#47
OLOREN = """I tried to run 0_Minimal_Example on an M1 Mac and got this assertion error.

AssertionError: Torch not compiled with CUDA enabled on M1 Mac

I realize my Mac doesn't have CUDA, but there should be a way to run it.   Is there a workaround?"""
# lm-sys/FastChat#144: the traceback's raise line and its last line
FASTCHAT = """Can it run on macbook?

I am getting those errors, naturally I do no have CUDA on macbook.

```
    raise AssertionError("Torch not compiled with CUDA enabled")
AssertionError: Torch not compiled with CUDA enabled
```"""
# anothermartz/Easy-Wav2Lip#71
WAV2LIP = """# RuntimeError looking for CUDA when running on M3 Mac

`install.py` throws the following error when running on Apple Silicon:

```
RuntimeError: Attempting to deserialize object on a CUDA device but torch.cuda.is_available() is False.
If you are running on a CPU-only machine, please use torch.load with map_location=torch.device('cpu')
to map your storages to the CPU."""
# mistralai/mistral-inference#3, and ali-vilab/AnyDoor#58: the message in the person's sentence
MISTRAL = "I'm on Mac M1 and I'm getting this error related to Torch not compiled with CUDA enabled."
ANYDOOR = 'This is a very good work, I tried to deploy this project on mac and ended up saying "Torch not compiled with CUDA enabled" because my M3 pro does not have cuda, is there a good solution?'


@pytest.mark.parametrize("text", [
    OLOREN, FASTCHAT, WAV2LIP, MISTRAL, ANYDOOR,
    # wrapped where a terminal or a web page broke the message
    WAV2LIP.replace("on a CUDA device but", "on a CUDA\ndevice but"),
    OLOREN.replace("compiled with CUDA", "compiled with\nCUDA"),
    # quoted in a reply
    "\n".join("> " + line for line in OLOREN.splitlines()),
])
def test_cuda_asked_for_on_a_mac_is_the_codes_device_not_the_install(text: str) -> None:
    found = finding(text, "cuda-requested-on-mac")
    assert found is not None
    assert found.severity.value == "warning"
    assert fix_id(found) == "use-mps-device"
    assert "error-unexplained" not in raised(text)


def test_each_message_gets_its_own_summary() -> None:
    assert "map_location" in finding(WAV2LIP, "cuda-requested-on-mac").summary
    assert "'mps' device" in finding(OLOREN, "cuda-requested-on-mac").summary


@pytest.mark.parametrize("text", [
    # modelscope/DiffSynth-Studio#57's message with the reporter's Windows named: a CPU-only torch on a PC
    '[ERROR] AssertionError: Torch not compiled with CUDA enabled\n\nAfter run command "python -m streamlit run DiffSynth_Studio.py" on Windows 11 the webpage shows this error.',
    # the message with a Linux machine's frames
    'File "/home/user/proj/run.py", line 3, in <module>\nAssertionError: Torch not compiled with CUDA enabled',
])
def test_elsewhere_the_message_is_not_a_macs(text: str) -> None:
    assert "cuda-requested-on-mac" not in raised(text)
    assert "not-a-mac" in raised(text)


def test_with_no_machine_the_error_is_named_not_diagnosed() -> None:
    text = "AssertionError: Torch not compiled with CUDA enabled"
    assert "cuda-requested-on-mac" not in raised(text)
    assert finding(text, "error-unexplained").evidence["error"] == text


@pytest.mark.parametrize("text", [
    # pytorch/pytorch#12438: a 2014 MacBook Pro with a GT 750M, CUDA's driver missing: not code asking for CUDA on
    # a torch without it
    "MacBook Pro (Retina, 15-inch, Mid 2014), NVIDIA GeForce GT 750M\nAssertionError:\nFound no NVIDIA driver on your system. Please check that you\nhave an NVIDIA GPU and installed a driver from\nhttp://www.nvidia.com/Download/index.aspx",
    # the words in a question, no message
    "Is Torch compiled with CUDA on an M1 Mac?",
])
def test_near_misses_are_not_read(text: str) -> None:
    assert "cuda-requested-on-mac" not in raised(text)
