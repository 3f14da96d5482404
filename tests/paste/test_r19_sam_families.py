# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3160-3173 (Segment Anything and its family on Macs) exposed, each read from
real text.

MPS results said strange, meaningless, worse or poor show that the model ran on MPS (a negation between MPS and the
results leaves them the CPU's); a Mac named by its x86 architecture after the word Mac ('Mac x86 based Device',
'my Mac x86 laptop', 'I am on Mac x64') is an Intel Mac, not a list of targets or Xcode's destination names.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/facebookresearch/segment-anything/issues/458
SAM_458 = """Segmentation error on MPS device

Hi, I was doing some tests with CT images and while using the vit_h model on mps in my macbook pro it gives me the following strange result.

On the same macbook I tested on cpu and it gave a very different and more meaningful result, the same result that I had on my desktop with cuda.
"""
# https://github.com/pytorch/pytorch/issues/126862
PYTORCH_126862 = """I bought a M3 Max MacBook a few days before, which I bought for deep learning development, and eagerly to get my hands on it.

Then I ran the model from this repository: https://github.com/advimman/lama, and compare the results from CPU backend and the MPS backend, found that the result by the MPS backend is significantly worse. This model is to remove some foreground or objects from the image.
"""
# https://github.com/pytorch/pytorch/issues/109457
PYTORCH_109457 = """In summary, when I run the training phase in the notebook above, I get bad results using the mps backend compared to my Mac M1 CPU as well as CUDA on google colab.
"""
# https://github.com/jhj0517/sam2-playground/issues/3
SAM2_PLAYGROUND_3 = """Unable to install on Mac x86 based Device

Unable to install torch >= 2.3.1 because `pytorch` no longer supports the torch build in Mac x86 since torch 2.3.0.
"""
# code search (an R setup guide): a Mac named by its architecture, the writer's own
RADIAN_GUIDE = """For example, on my Mac x86 laptop, the path is `/Users/tiffany/opt/miniconda3/bin/radian`
"""
# code search (a Dockerfile comment)
DOCKERFILE_COMMENT = """# This can compile fine on my Mac x86_64 machine. Maybe Docker's virtualizing it?
"""
# code search (a README and a design note): lists of targets and Xcode's destination names
XCC700_README = """Compile with `gcc xcc700.c` and run it on your computer as a cross-compiler. It is fairly portable, tested on Mac x86_64 and arm64.
"""
XCODE_NOTE = """**Destinations.** Without `-destination`, `xcodebuild` warns "Using the first of multiple matching destinations" (My Mac arm64 / My Mac x86_64 / Any Mac) and builds arm64 only, even in Release.
"""


@pytest.mark.parametrize("text", [SAM_458, PYTORCH_126862, PYTORCH_109457])
def test_mps_results_said_strange_or_worse_show_mps_ran(text: str) -> None:
    facts, _ = read(text)
    assert facts["torch.mps_available"] is True
    assert "mps-available" in ids(text)
    assert "mps-unavailable" not in ids(text)


@pytest.mark.parametrize("text", [
    "On my M1, MPS is not available, so the results are poor and slow on the CPU.\n",
    "On my M1, MPS is not available, so the CPU gives wrong results.\n",
    "Would MPS give strange results for SAM on my M2?\n",
])
def test_results_after_mps_denied_or_asked_are_not_mps_running(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("torch.mps_available") is not True
    assert "mps-available" not in ids(text)


def test_a_mac_x86_based_device_is_an_intel_mac_without_torch_wheels() -> None:
    facts, _ = read(SAM2_PLAYGROUND_3)
    assert facts["host.cpu_brand"] == "Intel"
    assert {"intel-mac", "torch-no-x86-mac-wheels"} <= ids(SAM2_PLAYGROUND_3)
    assert {"apple-silicon", "python-x86-on-arm"}.isdisjoint(ids(SAM2_PLAYGROUND_3))


@pytest.mark.parametrize("text", [RADIAN_GUIDE, DOCKERFILE_COMMENT])
def test_my_mac_x86_names_an_intel_mac(text: str) -> None:
    facts, _ = read(text)
    assert facts["host.cpu_brand"] == "Intel"
    assert "intel-mac" in ids(text)


@pytest.mark.parametrize("text", [
    XCC700_README,
    XCODE_NOTE,
    "Support for Mac x86 based devices is dropped in torch 2.3.\n",
    "Tested on my Mac x64, arm64 and Linux.\n",
])
def test_targets_lists_and_classes_of_mac_x86_are_no_machine(text: str) -> None:
    assert "intel-mac" not in ids(text)
