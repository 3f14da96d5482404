# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3980-3990 (OpenMMLab and detectron2 toolboxes on Macs: mmcv's missing _ext,
its MPS ops built against another torch, mim, detectron2's _C) exposed, each read from real text.

- A torch release named by its minor on a line of its own, in a block listing the machine's parts one a line
  ('MacOS 13.6 (Same issue on 14.0 Sonoma)' / 'Apple Silicon M1 Ultra / 64G' / 'PyTorch 2.1 (release)'): the
  installed torch, as in a form.
- dyld's 'symbol not found in flat namespace' quoted in a title, its symbol wrapped onto the next line: still the
  symbol-not-found of a compiled module (import-failed).
- MacPorts' framework Python (/opt/local/Library/Frameworks/Python.framework/…) is MacPorts', not the python.org
  installer's.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

from macml_doctor.diagnose import engine
from macml_doctor.diagnose.symptoms import merge_symptoms
from macml_doctor.paste import inputs

# https://github.com/open-mmlab/mmcv/issues/2951 (dev 3985)
MMCV_2951 = r"""# [Bug] (macOS) Linking problem? symbol not found in flat namespace '__ZN2at3mps9MPSStream6commitEb'

debugmenot · description · 2023-10-05
### Prerequisite

- [X] I have searched [Issues](https://github.com/open-mmlab/mmcv/issues) and [Discussions](https://github.com/open-mmlab/mmcv/discussions) but cannot get the expected help.
- [X] The bug has not been fixed in the latest version(https://github.com/open-mmlab/mmcv).

### Environment

MacOS 13.6 (Same issue on 14.0 Sonoma)
Apple Silicon M1 Ultra / 64G
PyTorch 2.1 (release)

Impossible to get info from mmcv because of symbol not found error.
"""
# https://github.com/facebookresearch/detectron2/issues/918 (dev 3989)
DETECTRON2_918 = r"""# ImportError: dlopen

FiReTiTi · description · 2020-02-22
```
Traceback (most recent call last):
  File "balloon.py", line 4, in <module>
    from detectron2.structures import BoxMode
  File "/Users/firetiti/Downloads/detectron2-master/detectron2/layers/nms.py", line 5, in <module>
    from torchvision.ops import boxes as box_ops
  File "/opt/local/Library/Frameworks/Python.framework/Versions/3.6/lib/python3.6/site-packages/torchvision/__init__.py", line 1, in <module>
    from torchvision import models
"""


def _torch(text: str) -> str | None:
    return read(text)[0].get("torch.version")


def test_mmcv_2951_torch_minor_in_the_environment_block_is_the_installed_one() -> None:
    assert _torch(MMCV_2951) == "2.1"
    assert {"apple-silicon", "torch-outdated", "import-failed"} <= ids(MMCV_2951.replace(
        "Impossible to get info", "symbol not found in flat namespace '__ZN2at3mps9MPSStream6commitEb'\nImpossible to get info"))


@pytest.mark.parametrize("block, version", [
    ("MacOS 13.6\nApple Silicon M1 Ultra / 64G\nPyTorch 2.1", "2.1"),
    ("- macOS 14.2\n- M2 Pro 32GB\n- torch 2.0", "2.0"),
    ("Python 3.10\nPyTorch 2.2 (stable)\n", "2.2"),
    ("PyTorch 1.13 (conda)\nmacOS Ventura 13.4\n", "1.13"),
    ("Apple M1\ntorch 2.3 (nightly)", "2.3"),
])
def test_a_torch_minor_on_its_own_line_beside_the_machines_parts(block: str, version: str) -> None:
    assert _torch(block) == version


@pytest.mark.parametrize("block", [
    "MacBook M1 Pro\nPyTorch 2.0 (works)\nPyTorch 2.1 (fails)",  # a comparison, not the one installed
    "Requirements:\nmacOS 13\nPyTorch 2.1",  # what is needed
    "Supported platforms\nApple M1\nPyTorch 2.1",
    "Apple M1\n\nPyTorch 2.1\nNew features in this release",  # a heading, nothing of the machine beside it
    "macOS 14\nPyTorch 2.1+",  # a floor
    "macOS 14\nPyTorch 2.1 or later",
    "macOS 14\nPyTorch 2.1.0a0 is what the docs build with",
])
def test_a_torch_minor_that_is_no_listed_part_stays_unread(block: str) -> None:
    assert _torch(block) is None


def _distribution(text: str) -> str:
    facts = inputs.parse_report(text, "test")
    return next(f.summary for f in merge_symptoms(engine.run_checks(facts), facts) if f.id == "python-distribution")


def test_detectron2_918_macports_framework_is_macports() -> None:
    assert "MacPorts" in _distribution(DETECTRON2_918)
    assert "python.org" not in _distribution(DETECTRON2_918)
    assert {"intel-mac", "python-too-old"} <= ids(DETECTRON2_918)


@pytest.mark.parametrize("text", [
    '#!/opt/local/Library/Frameworks/Python.framework/Versions/3.5/bin/python3.5\nTraceback (most recent call last):\n  File "/opt/local/Library/Frameworks/Python.framework/Versions/3.5/lib/python3.5/site-packages/scipy/__init__.py", line 1, in <module>\nImportError: dlopen failed\n',
    "Requirement already satisfied: numpy in /opt/local/Library/Frameworks/Python.framework/Versions/3.11/lib/python3.11/site-packages (1.26.4)\n",
])
def test_macports_framework_paths_name_macports(text: str) -> None:
    assert "MacPorts" in _distribution(text)


@pytest.mark.parametrize("text", [
    "Requirement already satisfied: numpy in /Library/Frameworks/Python.framework/Versions/3.11/lib/python3.11/site-packages (1.26.4)\n",
])
def test_the_pythonorg_framework_stays_pythonorg(text: str) -> None:
    assert "python.org installer" in _distribution(text)


def test_mmcv_2951_title_wrapped_before_its_symbol_is_still_read() -> None:
    wrapped = ("# [Bug] (macOS) Linking problem? symbol not found in flat namespace\n"
               "'__ZN2at3mps9MPSStream6commitEb'\n\nMacOS 13.6\nApple Silicon M1 Ultra / 64G\n")
    assert "symbol-not-found" in read(wrapped)[1]
    assert "import-failed" in ids(wrapped)
    quoted = "> ImportError: symbol not found in flat namespace\n> '_CFRelease'\n"
    assert "symbol-not-found" in read(quoted)[1]


@pytest.mark.parametrize("text", [
    "Has anyone fixed the issue with the symbol not found in flat namespace?\n\nApple M1\n",
    "Has anyone fixed the issue with the symbol not found in flat namespace\n\n'_foo' is a name\nApple M1\n",
])
def test_a_bare_mention_of_the_message_stays_unread(text: str) -> None:
    assert "symbol-not-found" not in read(text)[1]
