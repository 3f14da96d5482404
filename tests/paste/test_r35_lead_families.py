# ruff: noqa: E501  (real pasted lines are kept whole)
"""Two families the lead found by reading what error-unexplained named on the 4207 dev reports (384 of them).

- torch's refusal of MPS autocast ("User specified an unsupported autocast device_type 'mps'") comes only from a torch
  before MPS autocast arrived (pytorch/pytorch#99272, the 2.5/2.6 releases): torch.older_than 2.6, so torch-outdated.
- An error that a warning or an error already reads is not "unexplained": where a finding cites the error's own line
  (or a line showing its message), error-unexplained goes ("module 'torch.backends' has no attribute 'mps'" is
  torch-outdated's evidence; the doctor said both before).
"""

from __future__ import annotations

import pytest
from pasted import fact, finding, raised

# https://github.com/bytedance/USO/issues/34: the text, whole
USO_34 = """# RuntimeError: User specified an unsupported autocast device_type 'mps'

zhangchachacat · description · 2025-09-05
Hello, I'm trying to launch a project on a Mac. My chip is an M2, and it can boot Gradio, but when I try to generate an image, I get the following error:

`
RuntimeError: User specified an unsupported autocast device_type 'mps'
`

My launch parameters are: `python app.py --offload --name flux-dev-fp8`"""

# https://github.com/kijai/ComfyUI-LivePortraitKJ/issues/94: the description as far as the traceback's first frames
LIVEPORTRAIT_94 = """# Failed on MacBook Pro m2 with "User specified an unsupported autocast device_type 'mps'"

peng2219 · description · 2024-07-26
I think  it's pytorch related,  maybe someone here could give me some suggestions? thanks.
I use latest version, and here are some env infomations.

- `transformers` version: 4.40.0
- Platform: macOS-14.5-arm64-arm-64bit
- Python version: 3.10.0
- Huggingface_hub version: 0.24.2
- Safetensors version: 0.4.3
- Accelerate version: 0.33.0
- Accelerate config: \tnot found
- PyTorch version (GPU?): 2.3.1 (False)
- Tensorflow version (GPU?): not installed (NA)
- Flax version (CPU?/GPU?/TPU?): not installed (NA)
- Jax version: not installed
- JaxLib version: not installed
- Using GPU in script?: <fill in>
- Using distributed or parallel set-up in script?: <fill in>

The detailed **logs** are here:

got prompt
Detecting, cropping, and processing..:   0%|                                  | 0/1 [00:00<?, ?it/s]
!!! Exception during processing!!! **User specified an unsupported autocast device_type 'mps'**
Traceback (most recent call last):
  File "/Users/peng/Code/ComfyUI/execution.py", line 151, in recursive_execute
    output_data, output_ui = get_output_data(obj, input_data_all)"""

AUTOCAST_VARIANTS = [
    USO_34,
    "RuntimeError: User specified an unsupported autocast device_type 'mps'",
    # LlamaFactory#2812's title, a wrapped traceback's end, a Chinese note before it
    "# RuntimeError: User specified an unsupported autocast device_type 'mps' On mac m1pro",
    "  File \"/opt/homebrew/Caskroom/miniconda/base/envs/textgen/lib/python3.11/site-packages/torch/amp/autocast_mode.py\", line 241, in __init__\n    raise RuntimeError(\nRuntimeError: User specified an unsupported autocast\ndevice_type 'mps'",
    "在chat模式下发送任何会话都会抛出异常: `RuntimeError: User specified an unsupported autocast device_type 'mps'`",
    "> Error occurred when executing Sam2Segmentation: User specified an unsupported autocast device_type 'mps'",
]


@pytest.mark.parametrize("text", AUTOCAST_VARIANTS)
def test_mps_autocast_refused_means_a_torch_before_2_6(text: str) -> None:
    assert fact(text, "torch.older_than") == "2.6"
    assert "torch-outdated" in raised(text)
    assert "error-unexplained" not in raised(text)  # torch-outdated reads the error


def test_a_torch_version_read_keeps_its_certainty_beside_the_refusal() -> None:
    found = finding(LIVEPORTRAIT_94, "torch-outdated")
    assert found is not None and found.evidence["torch.version"] == "2.3.1"
    assert "torch.older_than" not in found.evidence
    assert found.certainty.value == "certain"  # the version printed decides, not the weaker bound


@pytest.mark.parametrize("text", [
    # torch 2.6+ has MPS autocast: its dtype warning is no old torch's (https://github.com/hvoss-tech/AutoForge/issues/55)
    ".venv/lib/python3.11/site-packages/autoforge/auto_forge.py:682: UserWarning: In MPS autocast, but the target dtype is not supported. Disabling autocast.\nMPS Autocast only supports dtypes of torch.bfloat16, torch.float16 currently.",
    # another device refused, and prose about autocast on mps
    "RuntimeError: User specified an unsupported autocast device_type 'xpu'",
    "Enable MPS (Metal Performance Shaders) device support for autocast by changing the condition from `device_type == \"cuda\"` to `device_type != \"cpu\"`.",
])
def test_near_misses_bound_no_torch(text: str) -> None:
    assert fact(text, "torch.older_than") is None


# https://github.com/pytorch/examples/issues/1134: the traceback's end
OLD_BACKENDS = """Traceback (most recent call last):
  File "main.py", line 171, in main_worker
    elif torch.backends.mps.is_available():
AttributeError: module 'torch.backends' has no attribute 'mps'"""


def test_an_error_a_warning_reads_is_not_unexplained() -> None:
    assert {"torch-outdated"} <= raised(OLD_BACKENDS)
    assert "error-unexplained" not in raised(OLD_BACKENDS)


def test_an_error_no_finding_reads_stays_unexplained_beside_other_warnings() -> None:
    # torch-outdated cites the version's line, not the error's: CTranslate2's refusal is still unknown
    # ('ValueError: This CTranslate2 package was not compiled with CUDA support': https://github.com/m-bain/whisperX/issues/575)
    text = "PyTorch version: 2.0.0\nIs debug build: False\n\nTraceback (most recent call last):\n  File \"/Users/me/app.py\", line 9, in <module>\nValueError: This CTranslate2 package was not compiled with CUDA support"
    found = finding(text, "error-unexplained")
    assert found is not None and "CTranslate2" in found.summary
    assert "torch-outdated" in raised(text)


def test_an_error_whose_message_an_architecture_signature_reads_is_explained() -> None:
    # https://github.com/nomic-ai/gpt4all/issues/2744 (dev 3802): the title is the error, which the AVX signature reads
    # as an x86_64 process on the M1 (Rosetta has no AVX): python-x86-on-arm stands on it
    text = "# RuntimeError: Unable to instantiate model: CPU does not support AVX (M1 Macbook)\n\nWhen initialising the model as in the example, it says unable because CPU does not support AVX."
    assert "python-x86-on-arm" in raised(text)
    assert "error-unexplained" not in raised(text)


def test_where_the_machine_is_explains_no_error() -> None:
    # a path under /Users in the message tells a Mac (host.os), nothing about the error: it stays unexplained
    text = "Traceback (most recent call last):\n  File \"/Users/emily/app.py\", line 3, in <module>\nValueError: could not read /Users/emily/data/model.bin: bad magic number"
    found = finding(text, "error-unexplained")
    assert found is not None and "bad magic number" in found.summary
