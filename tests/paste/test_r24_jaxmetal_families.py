# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4320-4330 (jax-metal and JAX on Apple GPUs: the Metal PJRT plugin, jax/jaxlib
pairing, unsupported ops, pip installs of jax on Macs) exposed, each read from real text.

- A list of systems that names a Mac beside Linux ('on Ubuntu & Mac', 'on Linux and Mac', 'on Debian / macOS') says
  nothing of which machine failed: prose-linux no longer reads its Linux, as prose-on-mac already refused the Mac.
"""

from __future__ import annotations

import pytest
from pasted import raised, read

# https://github.com/jax-ml/jax/issues/17371 (dev 4321)
JAX_17371 = r"""# `pip install jax jaxlib` broken with 0.4.15

brentyi · description · 2023-08-30
### Description

Hi!

As of the 0.4.15 release (~30 minutes ago), running `pip install jax jaxlib` in Python 3.9 seems to break. The 0.4.15 version of `jaxlib` is installed, but the 0.4.14 version of `jax` is, and these aren't compatible.

### Additional system info

It happens both locally (on Ubuntu & Mac) and in a Github action workflow."""


def test_ubuntu_and_mac_list_is_not_linux() -> None:
    facts, _ = read(JAX_17371)
    assert facts.get("host.os", {}).get("value") != "Linux"
    assert "not-a-mac" not in raised(JAX_17371)


@pytest.mark.parametrize("text", [
    "It happens on Linux and Mac with the same error.",
    "I get the same failure on Ubuntu and macOS.",
    "Reproduced on Debian / macOS, Python 3.11.",
    "Same crash on Linux or Mac.",
    "It fails on Fedora, Mac and Windows.",
    "Same on Ubuntu and on a Mac.",
    "The build breaks on Ubuntu + OS X alike.",
])
def test_linux_listed_with_a_mac_is_not_read(text: str) -> None:
    assert "not-a-mac" not in raised(text)


@pytest.mark.parametrize("text", [
    "I am running on Ubuntu and the jax import fails.",
    "I am running on Linux, and the jax import fails.",
    "It fails on Ubuntu & Windows.",
    "I'm on Ubuntu and my friend's Mac works.",
    "I am using Debian and it crashes on import.",
])
def test_linux_alone_or_beside_no_mac_still_read(text: str) -> None:
    assert "not-a-mac" in raised(text)
