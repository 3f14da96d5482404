"""Clue families the never-seen batch 4460-4468 (Hugging Face bug reports with `transformers-cli env`, `datasets-cli
env`, `diffusers-cli env` blocks and the like) exposed, each read from real text.

- An environment block's Platform or OS field written by hand with a Linux distribution's name ('- Platform: Red Hat
  Enterprise Linux 8.2 (Ootpa)'), where the tools print platform.platform(): not a Mac.
- The little-endian POWER architecture named as the machine's ('Import error installing with ppc64le',
  'Architecture: ppc64le', 'a ppc64le server'): Linux, which no Mac ever was.
"""

from __future__ import annotations

import pytest
from pasted import ids, raised

# https://github.com/huggingface/datasets/issues/3073 (dev 4467)
DATASETS_3073 = r"""# Import error installing with ppc64le

[turn 0 by gcervantes8, continued]
## Environment info

- `datasets` version: 1.12.1
- Platform: Red Hat Enterprise Linux 8.2 (Ootpa)
- Python version: 3.6
- PyArrow version: pyarrow - 5.0.0 - py36h7a46c7e_8_cpu - conda-forge

Any help would be appreciated! I've been struggling on installing datasets on this machine."""

ENV_BLOCK = "- `datasets` version: 2.14.6\n{field}\n- Python version: 3.10.12\n- PyArrow version: 14.0.1\n"


def test_datasets_3073_is_not_a_mac() -> None:
    found = ids(DATASETS_3073)
    assert "not-a-mac" in found
    assert "python-too-old" in found
    assert not found & {"apple-silicon", "intel-mac", "python-x86-on-arm"}


def test_datasets_3073_env_block_alone_is_not_a_mac() -> None:
    """The Platform field decides it without the title's architecture."""
    body = DATASETS_3073.split("## Environment info", 1)[1]
    assert "not-a-mac" in ids(body)


@pytest.mark.parametrize("field", [
    "- Platform: Red Hat Enterprise Linux 8.2 (Ootpa)",
    "- Platform: CentOS Linux 7 (Core)",
    "- Platform: Debian GNU/Linux 11 (bullseye)",
    "- Platform: Fedora Linux 38",
    "- Platform: Rocky Linux 8.6 (Green Obsidian)",
    "- Platform: AlmaLinux 9.2",
    "- Platform: openSUSE Leap 15.4",
    "- Platform: Amazon Linux 2 x86_64",
    "- Platform: RHEL 8",
    "* **Platform**: Debian 12",
    "Operating System: CentOS Linux 7 (Core)",
    "Distribution: Fedora 38",
    "- OS: Oracle Linux Server 8.7",
])
def test_env_field_naming_a_linux_distribution_is_not_a_mac(field: str) -> None:
    found = ids(ENV_BLOCK.format(field=field))
    assert "not-a-mac" in found
    assert not found & {"apple-silicon", "intel-mac"}


@pytest.mark.parametrize("field", [
    "- Platform: Ubuntu 20.04 / macOS 13",        # a list names no one machine
    "- Platform: Debian or macOS",
    "- Platform: Rocky Linux 8 and macOS 14",
    "- Platform: [e.g. Rocky Linux 8]",           # a template's hint
    "- Distribution: e.g. Fedora 38",
    "- Platform: Fedora, but it fails on my MacBook too",  # prose after the name
])
def test_env_field_list_hint_or_prose_is_not_read(field: str) -> None:
    assert "not-a-mac" not in raised(ENV_BLOCK.format(field=field))


def test_env_field_on_a_mac_is_still_a_mac() -> None:
    found = ids(ENV_BLOCK.format(field="- Platform: macOS-14.1-arm64-arm-64bit"))
    assert "apple-silicon" in found and "not-a-mac" not in found


@pytest.mark.parametrize("text", [
    "# Import error installing with ppc64le\n\nPython 3.9.7, pip 21.2",
    "I am on a ppc64le machine with Python 3.9.7",
    "Architecture: ppc64le\nPython 3.9.7",
    "It fails on our IBM POWER9 ppc64le server. Python 3.9.7",
    "We are running on ppc64le (RHEL 8). Python 3.9.7",
])
def test_ppc64le_named_as_the_machine_is_not_a_mac(text: str) -> None:
    found = ids(text)
    assert "not-a-mac" in found
    assert not found & {"apple-silicon", "intel-mac"}


@pytest.mark.parametrize("text", [
    "Are there wheels for ppc64le machines? I have Python 3.9.7",  # a target
    "Please support ppc64le systems. Python 3.9.7",
    "CI builds on x86_64 and ppc64le, Python 3.9.7",              # a list
    "It builds on ppc64le and x86_64. Python 3.9.7",
    "It works on ppc64le but not on my MacBook. Python 3.9.7",    # a Mac named after it
])
def test_ppc64le_as_a_target_or_in_a_list_is_not_read(text: str) -> None:
    assert "not-a-mac" not in raised(text)
