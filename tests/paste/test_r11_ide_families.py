# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1730-1747 (ML environments on Macs seen from notebooks and IDEs: Jupyter,
JupyterLab, VS Code's Jupyter extension and Spyder kernels) exposed, each read from real text.

A notebook kernel that dies on an import is the Python process killed by native code (a signal), written as the IDE
or the person sees it: 'Kernel crashed when importing torch', 'The kernel appears to have died' or 'Direct kernel
connection broken' after `import tensorflow`, 'killed python' in a terminal. A kernel that dies while training, with no
import named, is not an import crash.
"""

from __future__ import annotations

import pytest
from pasted import ids

# https://github.com/pytorch/pytorch/issues/117494
TORCH_117494 = """Kernel crashed when importing torch

### 🐛 Describe the bug

Kernel dies when importing torch.
"""
# https://github.com/spyder-ide/spyder/issues/16791
SPYDER_16791 = "crashed while importing tensorflow on M1 mac\n"
# https://github.com/astroML/astroML-notebooks/issues/35
ASTROML_35 = "Locally tensorflow crashes at import time (cell no2), tried python 3.9 & tf 2.9.1 and python 3.7 & tf 1.13.1.\n"
ASTROML_35_TITLE = "MAINT: TF crashes on import, document install or possibly pin version number\n"
# https://github.com/jupyter/notebook/issues/2782
JUPYTER_2782 = "Kernel keeps dying when PyTorch is imported\n"
JUPYTER_2782_BODY = "I am using Ubuntu 17.04 and python 2.7.13 and whenever I run `import torch` the kernel dies.\n"
# https://github.com/apple/tensorflow_macos/issues/45
TFMACOS_45 = 'But with Jupyter when I try "import tensorflow", I have a kernel crash systematically ! \n'
TFMACOS_45_REPLY = "Import tensorflow as tf and ...bing...kernel crash !\n"
# https://github.com/jonkrohn/DLTFpT/issues/8
DLTFPT_8 = "Importing tensorflow is resulting in killing of kernel in mac os (sequoia 15.5) on M4 chip\n"
# https://github.com/lewagon/data-setup/issues/250
LEWAGON_250 = "However, when I try to import the tensorflow package, it just simply breaks the python kernel and forces it to be restarted.\n"
# https://github.com/conda-forge/miniforge/issues/224
MINIFORGE_224 = "When I tried to run **import tensorflow as tf** on my Macbook Air M1, I got a message that the kernel appears to have died.\n"
MINIFORGE_224_TERMINAL = "When I tried to import TensorFlow in the terminal without jupyter I got the message **killed python**.\n"
# https://github.com/microsoft/vscode-jupyter/issues/4645
VSCODE_4645 = """Tensorflow is already installed.

>>>import tensorflow as tf

>>>run the next cell
Error: Direct kernel connection broken
"""
# https://github.com/ml-tooling/ml-workspace/issues/109
MLWORKSPACE_109 = "Started the image and tried to import TF into a new notebook. Kernel keeps crashing and it tries to recover but crashes again.\n"


@pytest.mark.parametrize("text", [TORCH_117494, SPYDER_16791, ASTROML_35, ASTROML_35_TITLE, JUPYTER_2782,
                                  JUPYTER_2782_BODY, TFMACOS_45, TFMACOS_45_REPLY, DLTFPT_8, LEWAGON_250,
                                  MINIFORGE_224, MINIFORGE_224_TERMINAL, VSCODE_4645])
def test_a_kernel_or_python_that_died_on_an_import_is_an_import_crash(text: str) -> None:
    assert "import-crashed" in ids(text)


# https://github.com/apple/tensorflow_macos/issues/37 and #51: the kernel dies after GPU work or while training
@pytest.mark.parametrize("text", [
    "I tried running a few very simple Keras networks using the GPU and, sometimes, after computations on the GPU were completed, the ipython kernel would just die, without giving any explanation.\n",
    "but when I use jupyter to run the code, it still fails to run。The kernel appears to have died when i training\n",
    # pytorch#117494's log: a restart the person asked for is no death
    "14:08:06.708 [info] Restart requested ~/Documents/GitHub/DwaveCode/Gates_based_ideas/CRW.ipynb\n",
    "import torch works fine and does not crash the kernel\n",
])
def test_a_kernel_death_not_on_an_import_is_no_import_crash(text: str) -> None:
    assert "import-crashed" not in ids("I am using a 2019 Macbook Pro with the 555x.\n" + text)


# https://github.com/apple/tensorflow_macos/issues/45: other reports' machines are not the reporter's
TFMACOS_45_MACHINES = """I installed tensorflow in my new Mac mini M1.

LeonardoAlchieri · comment · 2020-11-30
Since there are other issued open about Jupyter on Intel Macs as well, I believe it may be some bug related to the use of the Metal Shaders with the ipython kernel.
"""


def test_other_reports_machines_leave_the_reporters_chip() -> None:
    found = ids(TFMACOS_45_MACHINES)
    assert "apple-silicon" in found and "intel-mac" not in found


# https://github.com/astroML/astroML-notebooks/issues/35: the failure blamed on the chip
def test_a_failure_blamed_on_some_chip_names_the_machine() -> None:
    text = "OTOH the cell runs without issues both on colab (python 3.7 and tf 2.8.2) and on binder (3.7 & 2.9.1), so my first guess is it maybe some M1 issue. If that's the case we need to give some specific installation instructions to the users.\n"
    assert "apple-silicon" in ids(text)
    assert "apple-silicon" not in ids("I am using a 2019 Macbook Pro with the 555x.\nSome M1 users see the same problem.\n")


# https://github.com/jupyter/notebook/issues/2782: Python 2.7 named in prose is the Python in use
def test_python_27_named_in_prose_is_the_python() -> None:
    found = ids(JUPYTER_2782_BODY)
    assert {"python-too-old", "not-a-mac"} <= found
