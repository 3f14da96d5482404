# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3260-3271 (object detection trainers and trackers on Macs) exposed, each read
from real text.

A detector's boxes said wrong on MPS show that the run went to the MPS device: negative- or zero-width boxes 'when
running on M1 (mps)' (the device named in parentheses after the chip), or the box location said 'not correct' when
using mps. Lines with such boxes and no MPS, or a comparison of other machines' results, are not read.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/ultralytics/yolov5/issues/12645 (and its neighbour 12654, same title)
YOLOV5_12645_TITLE = """# Negative-width bounding boxes when running on M1 (mps) HW
"""
# https://github.com/ultralytics/yolov5/issues/12645
YOLOV5_12645_BODY = """- In a Python environment based on the _current_ YOLOv5 repo, I am able to reproduce this negative-box behavior on an M1 Mac (specifically a mac2.metal M1 AWS VM).
- Either Python/YOLOv5 environment works fine (i.e., does not produce negative-width boxes) on a Linux+CUDA or Linux+CPU environment.
- The Linux+CUDA results in either environment are nearly identical to the "old YOLOv5" M1 results, with just acceptable differences out at the fourth or fifth decimal place.
"""
# https://github.com/ultralytics/ultralytics/issues/1090
ULTRALYTICS_1090 = """Hello, we observed that for the same detection model, and same code, using cpu gives correct results, however, when using mps for detection, the bounding box location is not correct. Any clue on how to fix this bug? Is it because the version of some pip lib I'm using is incompa
"""
# https://github.com/WongKinYiu/yolov9/issues/284 (read before this batch; kept as a neighbour of the family)
YOLOV9_284 = """as you can see from the pictures below, I am having different (wrong) predictions on MPS compared to CPU or CUDA as devices. Using yolov9-e checkpoint (predict_dual.py). Any clues? @WongKinYiu
"""
# https://github.com/ultralytics/ultralytics/issues/25782 (a zero-width box named with no device in the sentence)
ULTRALYTICS_25782_LINE = """Self-contained — uses the official `bus.jpg`, pasted onto the right of a wide canvas so an object sits at `x > H`. An object whose box lies at `x > H` gets both `x1` and `x2` collapsed to `H`, yielding a **zero-width box**.
"""


@pytest.mark.parametrize("text", [YOLOV5_12645_TITLE, ULTRALYTICS_1090, YOLOV9_284])
def test_wrong_boxes_on_mps_are_mps_running(text: str) -> None:
    facts, symptoms = read(text)
    assert "mps-available" in symptoms
    assert facts.get("torch.mps_available") is True
    found = ids(text)
    assert "mps-available" in found
    assert "mps-unavailable" not in found
    assert "torch-not-built-with-mps" not in found


def test_title_with_the_body_keeps_the_chip_and_mps() -> None:
    found = ids(YOLOV5_12645_TITLE + "\n" + YOLOV5_12645_BODY)
    assert {"apple-silicon", "mps-available"} <= found
    assert "not-a-mac" not in found
    assert "cuda-available" not in found


def test_title_quoted_and_wrapped() -> None:
    quoted = "> Negative-width bounding boxes when running on\n> M1 (mps) HW\n"
    assert "mps-available" in read(quoted)[1]


@pytest.mark.parametrize("text", [YOLOV5_12645_BODY, ULTRALYTICS_25782_LINE])
def test_boxes_without_mps_are_not_read(text: str) -> None:
    facts, symptoms = read(text)
    assert "mps-available" not in symptoms
    assert "torch.mps_available" not in facts


def test_wrong_word_and_mps_on_two_lines_of_one_paragraph() -> None:
    wrapped = "as you can see from the pictures below, I am having different (wrong)\npredictions on MPS compared to CPU or CUDA as devices. Using yolov9-e checkpoint\n"
    assert "mps-available" in read(wrapped)[1]
    parted = "I am having different (wrong)\n\npredictions on MPS compared to CPU or CUDA as devices.\n"
    assert "mps-available" not in read(parted)[1]
