# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3380-3392 (depth estimation, optical flow and stereo models on Macs) exposed,
each read from real text.

AUTOMATIC1111's page footer joins its fields with bullets ('python: 3.10.8  •  torch: 1.13.1  •  xformers: N/A …'):
the torch and Python it names are the installed ones (not a CUDA build's '2.0.1+cu118', whose torch is left alone). A
chip in parentheses may have its tier and memory run into it, in French units ('(M1Max64go)'), and 'Go' after a
chip's memory is French for GB.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/Mikubill/sd-webui-controlnet/issues/377
CONTROLNET_377 = """RuntimeError when using depth_leres on Mac

depth_leres throughs a runtime error:
`RuntimeError: Input type (MPSFloatType) and weight type (torch.FloatTensor) should be the same`
Complete error here: [PasteBin](https://pastebin.com/kBZfKV1n)

My Setup:
`python: 3.10.8  •  torch: 1.13.1  •  xformers: N/A  •  gradio: 3.16.2  •  commit: [0cc0ee1b]`
"""
# https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/9133
A1111_9133 = """### Commit where the problem happens

A python: 3.10.10  •  torch: 1.12.1  •  xformers: N/A  •  gradio: 3.16.2  •  commit: 0cc0ee1b  •  checkpoint: bf864f41d5

### What platforms do you use to access the UI ?

MacOS
"""
# https://github.com/Mikubill/sd-webui-controlnet/issues/2098
CONTROLNET_2098 = """--no-half didn't help my setup:
```
M1 16gb
version: [v1.6.0] •  python: 3.10.9  •  torch: 2.0.1  •  xformers: N/A  •  gradio: 3.41.2  •  checkpoint: [9aba26abdf]
ControlNet v1.1.410
```
"""
# https://github.com/Fannovel16/comfyui_controlnet_aux/issues/2
CONTROLNET_AUX_2 = """Tried you code change and now I get this (M1Max64go) :

Error occurred when executing Zoe-DepthMapPreprocessor:

The operator 'aten::upsample_bicubic2d.out' is not currently implemented for the MPS device. If you want this op to be added in priority during the prototype phase of this feature, please comment on https://github.com/pytorch/pytorch/issues/77764. As a temporary fix, you can set the environment variable `PYTORCH_ENABLE_MPS_FALLBACK=1` to use the CPU as a fallback for this op. WARNING: this will be slower than running natively on MPS.
"""


@pytest.mark.parametrize(("text", "torch", "python"), [
    (CONTROLNET_377, "1.13.1", "3.10.8"),
    (A1111_9133, "1.12.1", "3.10.10"),
    (CONTROLNET_2098, "2.0.1", "3.10.9"),
])
def test_the_webui_footer_names_torch_and_python(text: str, torch: str, python: str) -> None:
    facts, _ = read(text)
    assert facts["torch.version"] == torch
    assert facts["python.version"] == python
    assert "torch-outdated" in ids(text)


def test_a_cuda_builds_torch_in_the_footer_is_not_read_as_a_plain_release() -> None:
    # the footer's form with a CUDA build's local version: the '+cu118' is not dropped to read '2.0.1'
    facts, _ = read("python: 3.10.6  •  torch: 2.0.1+cu118  •  xformers: 0.0.20  •  gradio: 3.41.2\n")
    assert facts.get("torch.version") != "2.0.1"
    assert facts["python.version"] == "3.10.6"


def test_the_footer_needs_its_bullet_between_the_fields() -> None:
    # a sentence naming both is not the footer (and is read, if at all, by the prose readers)
    facts, _ = read("I read that python: 3.10 and torch: 2.1 are needed\n")
    assert facts.get("torch.version") != "2.1"


def test_a_chip_with_its_tier_and_memory_run_together_in_parentheses() -> None:
    facts, _ = read(CONTROLNET_AUX_2)
    assert facts["host.cpu_brand"] == "Apple M1 Max"
    assert {"apple-silicon", "mps-available", "mps-fallback"} <= ids(CONTROLNET_AUX_2)
    assert "intel-mac" not in ids(CONTROLNET_AUX_2)


@pytest.mark.parametrize(("text", "chip"), [
    # https://github.com/Fannovel16/comfyui_controlnet_aux/issues/2 (the chip as written, then spaced as people also write it)
    ("now I get this (M1Max64go) :\n", "Apple M1 Max"),
    ("now I get this (M1Max) :\n", "Apple M1 Max"),
    ("now I get this (M1 Max 64GB) :\n", "Apple M1 Max"),
    # the French unit after a chip's memory (a benchmark README found with the code search: 'Résultat obtenu sur un
    # Macbook Pro M1 Pro 16Go RAM'), with no Mac named
    ("Résultat obtenu sur un M1 Pro 16Go RAM\n", "Apple M1 Pro"),
])
def test_chip_spellings_in_parentheses_and_french_units(text: str, chip: str) -> None:
    facts, _ = read(text)
    assert facts["host.cpu_brand"] == chip


@pytest.mark.parametrize("text", [
    "see the M.2 drive (M2 512go)\n",   # not a memory size these chips come in
    "the error (M12)\n",                 # not a chip
    "Let's go M1 16 go faster\n",        # 'go' spaced is an English word, not a unit
])
def test_what_is_not_a_chip_with_memory(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("host.cpu_brand") is None
