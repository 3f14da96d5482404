# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5400-5410 (scientific machine learning on Macs: torchsde and torchdiffeq on MPS,
PyTorch Geometric's torch-scatter builds, DeepXDE's backends) exposed, each read from real text.

- A title that opens on compatibility asked or added ('# Add compatibility with Apple Silicon') names a target, as one
  that opens on support does; so does a chip that qualifies it ('Apple Silicon compatibility'). A compatibility issue,
  problem or bug on a chip stays the writer's machine.
- A chip named as one member of a class, with no first person in its sentence, is the class: a list closed by 'etc'
  or 'and so on' ('(aka Mac M1 etc)'), or an example given ('(such as the M1)', ', for example the M2').
- The writer's own Google Colab ('in my colab', 'I am running this on Google Colab') is a Linux machine; Colab named
  as where it works, a helper's run on it or a link to it is not the writer's failing machine.
"""

from __future__ import annotations

from pasted import fact, raised

# https://github.com/scDiffEq/scDiffEq/issues/32 (dev 5400), its title
SCDIFFEQ_32_TITLE = "# Add compatibility with Apple Silicon"

# https://github.com/rtqichen/torchdiffeq/pull/256 (dev 5402)
TORCHDIFFEQ_256 = r"""# Set default dtype

varunagrawal · description · 2024-11-11
This PR sets the default dtype for MPS based accelerators (aka Mac M1 etc), thus allowing use of this library for them.

Without this, the user either gets an unsupported dtype error or has to manually set it themselves. I figured the latter option could be done by `torchdiffeq` directly."""

# https://github.com/lululxvi/deepxde/issues/947 (dev 5410), the description
DEEPXDE_947 = r"""# Wanna Change Backend when use deepxde in Colab

arielxinsu · description · 2022-10-03
Thank you for your excellent work.

I tried several demo code from the deepxde website. There is some issue popping up. Although I installed tensorflow 2.x in my colab and use set_default_backend to set the default backend as tensorflow, it still keeps using the tensorflow_compat_v1."""

BOOM = "\n\nRuntimeError: boom"


def test_a_title_adding_compatibility_with_a_chip_names_a_target() -> None:
    assert "apple-silicon" not in raised(SCDIFFEQ_32_TITLE)
    assert fact(SCDIFFEQ_32_TITLE, "host.arm64_capable") is None


def test_compatibility_title_family() -> None:
    for title in ("# Add compatibility with Apple Silicon", "# Adds compatibility for M1", "# Compatibility with M1",
                  "# Please add compatibility with Apple Silicon Macs", "# Add Apple Silicon compatibility",
                  "# Apple Silicon compatibility", "# Add compatibility with M1 Max", "Add compatibility with Apple Silicon"):
        assert "apple-silicon" not in raised(title), title
        assert fact(title, "host.arm64_capable") is None, title


def test_compatibility_trouble_on_a_chip_and_the_writers_chip_stay_read() -> None:
    for text in ("I think this is an M1 compatibility issue: RuntimeError: boom",
                 "# M1 compatibility problem\n\nI get RuntimeError on my MacBook.",
                 "# Compatibility issue with M1" + BOOM,
                 "# Add compatibility with Apple Silicon\n\nI get this error on my M1 Max: RuntimeError: boom",
                 "# Not compatible with M1" + BOOM,
                 "# MPS compatibility on Apple Silicon\n\nTraining works on GPU with Pytorch 2.4.0."):
        assert "apple-silicon" in raised(text), text


def test_a_chip_named_as_one_of_a_class_is_not_the_writers_machine() -> None:
    assert "apple-silicon" not in raised(TORCHDIFFEQ_256)
    assert fact(TORCHDIFFEQ_256, "host.cpu_brand") is None


def test_example_of_a_class_family() -> None:
    for text in ("This PR sets the default dtype for MPS based accelerators (aka Mac M1 etc), thus allowing use of this library for them.",
                 "This sets the dtype for MPS based accelerators (aka Mac M1 and so on).",
                 "This sets the dtype for Apple GPUs (such as the M1) so the library can use them.",
                 "Set the dtype for Apple chips, for example the M2, so the library can use them.",
                 "The dtype is set for MPS devices (aka M1 Macs).",
                 "Works on M2 and later."):
        assert "apple-silicon" not in raised(text), text
        assert fact(text, "host.arm64_capable") is None, text


def test_a_chip_with_a_first_person_or_a_tier_stays_the_writers() -> None:
    for text in ("I get this error on my Mac M1 etc.", "It crashes on M1 Max: RuntimeError boom",
                 "I have an M1 Pro and the app crashes, etc.", "It fails on Apple silicon (M1 Max), etc.",
                 "I run it on Apple silicon (M1 Max) and get RuntimeError: boom",
                 'Possible supports for using "GPU" instead of "CPU" on arm macs(m1/m2/etc) now?'):
        assert "apple-silicon" in raised(text), text


def test_the_writers_own_colab_is_not_a_mac() -> None:
    assert "not-a-mac" in raised(DEEPXDE_947)
    assert fact(DEEPXDE_947, "host.os") == "Linux"


def test_own_colab_family() -> None:
    for text in ("Although I installed tensorflow 2.x in my colab and use set_default_backend, it still keeps using tensorflow_compat_v1.",
                 "I am running this on Google Colab and get an error: RuntimeError: boom",
                 "I'm using it in Colab and it fails.",
                 "The code fails in my Colab notebook.",
                 "I was training the model on colab when it crashed."):
        assert "not-a-mac" in raised(text), text
        assert fact(text, "host.os") == "Linux", text


def test_colab_where_it_works_a_helpers_run_or_a_link_is_not_the_machine() -> None:
    for text in ("It works on Colab but not on my Mac.",
                 "Here is my Colab link to reproduce.",
                 "I just tried running a fresh copy of this repository on Google Colab and everything worked fine.",
                 "You can run it on Google Colab."):
        assert "not-a-mac" not in raised(text), text
    assert "apple-silicon" in raised("It works in my colab but fails on my MacBook Pro M1.")
    assert "not-a-mac" not in raised("It works in my colab but fails on my MacBook Pro M1.")
