# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3020-3034 (iOS and mobile developers converting models to Core ML, TFLite and
ExecuTorch on a Mac) exposed, each read from real text.

A want governs its own clause: after ', but when I …' the version named is the one in use ('I want to convert the
model with **coremltools 5.0**, …, but  when I try to load the model using **pytorch 1.9.1**'); advice to the reader
('You should setup your environment with `python3.6`, `pytorch 1.0.1`') names what they should install, not what
anyone has, also where a wrap broke the sentence before the version; the Core ML converters' refusal of a graph's
operators ('Unsupported ONNX ops of type: …', 'ONNX node of type … is not supported') is a Core ML Tools report,
readable alone; tensorflow-metal's 'Metal device set to:' is read with its device on the next line.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/Ma-Dan/Yolact-CoreML/issues/3
YOLACT_3 = """Convertion with coremltools 5.0 on macOS 11.6 (M1) error

On my Mac mini M1 **macOS 11.6** I want to convert the model with **coremltools 5.0**, as it bypasses the ONNX convertion step, but  when I try to load the model using **pytorch 1.9.1**
`tracable_model=WrappedResnet50()
m=torch.load('weights/yolact_resnet50_54_800000.pth', map_location=torch.device('cpu'))
"""
# pip's resolver after an install (a code-search copy of a notebook's output): 'but you have' is what is installed
PIP_CONFLICT = """    audiocraft 0.0.2a2 requires xformers, which is not installed.
    audiocraft 0.0.2a2 requires torch>=2.0.0, but you have torch 1.13.1+cpu which is incompatible.
"""
# https://github.com/pytorch/examples/issues/717
EXAMPLES_717 = """fast_neural_style: Error converting ONNX to CoreML

colinheye · description · 2020-02-15
I encounter an error converting an ONNX version of my pytorch model to CoreML. The error is caused by scale_factor in the Upsample layers of TransformerNet. It appears to be a known issue with onnx_coreml.convert, but I am wondering if there is an alternate network layer that could be used and avoid the error.

gungorbasa · comment · 2020-06-15
Its actually caused by your environment. There are some inconsistencies. You should setup your environment with `python3.6`, `pytorch 1.0.1` and `torchvision 0.2.2` and your problems should fade :)
"""
# the same comment as a terminal or mail client wraps it at 80 columns
EXAMPLES_717_WRAPPED = """Its actually caused by your environment. There are some inconsistencies. You
should setup your environment with `python3.6`, `pytorch 1.0.1` and `torchvision
0.2.2` and your problems should fade :)
"""
# a README's requirements (code-search index id 42486287827; its trailing space dropped)
README_ADVICE = """**Pytorch**

for deep learning you should install pytorch 1.6.0
"""
# https://github.com/digital-nomad-cheng/Mobile_Portrait_Matting_PyTorch/issues/1
PORTRAIT_1 = """CoreML conversion issues

Getting issues, during conversion of the provided model to CoreML.
Below, is the error, when running the coreml conversion script provided.
`Unsupported ONNX ops of type: Shape,Gather,Cast,Floor `
"""
# https://github.com/onnx/onnx-coreml/issues/351
ONNX_COREML_351 = """Gather error on when trying to convert from onnx to coreml

NotImplementedError: Unsupported ONNX ops of type: Gather

Has anyone faced this issue?
"""
# https://github.com/onnx/onnx-coreml/issues/12
ONNX_COREML_12 = "TypeError: ONNX node of type Constant is not supported."
# https://github.com/tf-coreml/tf-coreml/issues/338
TF_COREML_338 = "NotImplementedError: Unsupported Ops of type: OneShotIterator,IteratorGetNext,Shape,Pack"
# https://github.com/tensorflow/tensorflow/issues/64273 (the reporter's code's first line, then a commenter's M2), the
# log line wrapped after 'set to:'
TF_64273_WRAPPED = """import tensorflow as tf

Same issue here. macOS M2.

```
2024-04-03 18:55:04.158262: I metal_plugin/src/device/metal_device.cc:1154] Metal device set to:
Apple M2
2024-04-03 18:55:04.158289: I metal_plugin/src/device/metal_device.cc:296] systemMemory: 16.00 GB
```
"""


def test_a_version_after_but_when_i_is_the_one_in_use_not_the_wanted_one() -> None:
    values, _ = read(YOLACT_3)
    assert values["torch.version"] == "1.9.1"
    assert {"apple-silicon", "torch-outdated", "macos-too-old-for-mps"} <= ids(YOLACT_3)


def test_pips_but_you_have_is_still_read_as_pip_reads_it() -> None:
    # the clause cut only opens at 'but when/then/I/it …', not at pip's 'but you have': unchanged by this family; the
    # release after 'you have' is the installed one, which pip-conflict-installed reads (round 36, dev 6086)
    values, _ = read(PIP_CONFLICT)
    assert values["torch.version"] == "1.13.1+cpu"


@pytest.mark.parametrize("text", [EXAMPLES_717, EXAMPLES_717_WRAPPED])
def test_advice_to_the_reader_names_no_installed_python_or_torch(text: str) -> None:
    values, _ = read(text)
    assert "python.version" not in values
    assert "torch.version" not in values
    assert not {"python-too-old", "torch-outdated"} & ids(text)


def test_advice_in_a_readme_is_no_installed_torch() -> None:
    values, _ = read(README_ADVICE)
    assert "torch.version" not in values
    assert "torch-outdated" not in ids(README_ADVICE)


def test_the_persons_own_python_is_still_read() -> None:
    assert read("I am on python3.6")[0]["python.version"] == "3.6"
    assert read("I am using pytorch 1.9.1 on my Mac")[0]["torch.version"] == "1.9.1"


@pytest.mark.parametrize("text", [PORTRAIT_1, ONNX_COREML_351, ONNX_COREML_12, TF_COREML_338])
def test_a_core_ml_converters_refusal_is_a_readable_core_ml_report(text: str) -> None:
    values, _ = read(text)
    assert values["report.other_framework_named"] is True
    found = ids(text)
    assert not {"not-a-mac", "import-failed", "torch-missing", "mps-unavailable"} & found


def test_metal_device_set_to_is_read_across_a_wrap() -> None:
    found = ids(TF_64273_WRAPPED)
    assert {"apple-silicon", "tf-gpu-available"} <= found
