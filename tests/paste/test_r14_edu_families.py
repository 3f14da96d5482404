# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2070-2089 (course, notebook and IDE environments on Macs: fastai and its
course repos, Jupyter and VS Code kernels, Spyder, BERTopic and tsai notebooks) exposed, each read from real text.

A kernel that dies on an import is that import crashing whichever module it is (`from tsai.all import *`, 'import
bertopic'), and Spyder's restarter traceback is a kernel's death; a kernel that died after the cell ran other code
(tensors moved to 'mps', a loss computed) is not the import's. A chip with its memory in parentheses names the Mac;
an emulated x86 environment is Rosetta's (Apple silicon, an x86_64 Python); a library that is no Mach-O file is a
failed load; a tensorflow-metal release named in prose pairs with the TensorFlow named beside it; a crash on MPS where
the CPU runs the same code shows the MPS device took the work.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/timeseriesAI/tsai/issues/456
TSAI_456 = """Import package kills kernel

Hi - I installed the tsai package via Poetry. When invoking `from tsai.all import *`, the Jupyter kernel dies. At first the error says "Disposing session as kernel process died ExitCode: undefined, Reason: /Users/oustella/Library/Caches/pypoetry/virtualenvs/hbf-E6tUn0h8-py3.8/lib/python3.8/site-packages/traitlets/traitlets.py:2202: FutureWarning: Supporting extra quotes around strings is deprecated in traitlets 5.0.
"""
# https://github.com/MaartenGr/BERTopic/issues/868
BERTOPIC_868 = """Kernel dead right after import bertopic in Jupyternotebook

Hello, I am facing the issue of killing the kernel the moment I try to import the bertopic package. The package was installed successfully but could not import it in Jupyternotebook. i am currently on Apple M1 chip system, does it make a difference?
"""
# https://github.com/spyder-ide/spyder/issues/22040
SPYDER_22040 = """crash importing tensorflow

### What steps will reproduce the problem?

#tensorflow version installed 1.14.0
import tensorflow #and spyder crash

### Traceback
```python-traceback
  File "/home/javier/PROGRAMACION/anaconda3/envs/MUSICNN/lib/python3.7/site-packages/qtconsole/manager.py", line 27, in poll
    super().poll()
  File "/home/javier/PROGRAMACION/anaconda3/envs/MUSICNN/lib/python3.7/site-packages/jupyter_client/restarter.py", line 143, in poll
    self.kernel_manager.restart_kernel(now=True, newports=newports)
```
"""
# https://github.com/pytorch/pytorch/issues/110463
TORCH_110463 = """CrossEntropyLoss causes kernel to die when using mps

If I calculate the cross entropy loss between two vectors on device=mps, then the python kernel crashed. The same code on device=CPU works correctly.

Code to reproduce
The following code crashes:
```python
import torch
import torch.nn as nn
inputs = torch.Tensor([[0, 1], [1.0, 0], [0, 1]]).to("mps")
targets = torch.LongTensor([1, 0, 1]).to("mps")
loss = nn.CrossEntropyLoss()
loss(inputs, targets)
```

result in the following error message
```python
The Kernel crashed while executing code in the the current cell or a previous cell. Please review the code in the cell(s) to identify a possible cause of the failure. Click [here](https://aka.ms/vscodeJupyterKernelCrash) for more info. View Jupyter [log](command:jupyter.viewOutput) for further details.
```

OS: macOS 14.0 (arm64)
"""


@pytest.mark.parametrize("text", [TSAI_456, BERTOPIC_868, SPYDER_22040])
def test_a_kernel_that_died_on_any_modules_import_is_an_import_crash(text: str) -> None:
    assert "import-crashed" in ids(text)


# https://github.com/OlafenwaMoses/ImageAI/issues/643
IMAGEAI_643 = "Kernel dies when importing imageai.Detection on Apple Silicon M1\n"


@pytest.mark.parametrize(("text", "module"), [(TSAI_456, "tsai"), (BERTOPIC_868, "bertopic"), (IMAGEAI_643, "imageai")])
def test_the_module_a_death_names_is_the_one_imported(text: str, module: str) -> None:
    values, _ = read(text)
    assert {s.get("module") for s in values["report.symptoms"] if s["id"] == "import-died"} == {module}
    values, _ = read("On my M1 the kernel died right after import time.\n")
    assert all(s.get("module") != "time" for s in values.get("report.symptoms", []))


def test_a_kernel_that_died_after_the_cell_ran_more_code_is_no_import_crash() -> None:
    found = ids(TORCH_110463)
    assert "import-crashed" not in found
    assert {"apple-silicon", "mps-available"} <= found


# https://github.com/MaartenGr/BERTopic/issues/1014
def test_a_chip_with_its_memory_in_parentheses_names_the_mac() -> None:
    assert "apple-silicon" in ids("I am running bertopic on my **Mac Air laptop (M2, 16GB)** but it 100% crashed:\n")
    assert "apple-silicon" not in ids("I am running bertopic on my Mac Air laptop (M.2 SSD, 512GB)\n")


# https://github.com/unit8co/darts/issues/1240 and https://github.com/Lightning-AI/pytorch-lightning/pull/14642
DARTS_1240 = "I am trying to use your library on my M1 powered Mac. I installed it by creating an x64 emulated env and then through conda-forge as detailed in instructions (as with pip I got problems with lightgbm, despite trying to follow the procedure).\n"
LIGHTNING_14642 = "Note: We currently have no way to detect that MPS is available when running in an Intel emulated environment. Otherwise we would have a different error directly in Lightning.\n"


def test_an_emulated_x86_conda_env_is_an_x86_python_on_apple_silicon() -> None:
    assert {"apple-silicon", "python-x86-on-arm", "conda-x86-distribution"} <= ids(DARTS_1240)
    found = ids("On my Mac you need to create an x64 emulated env first.\n" + LIGHTNING_14642)
    assert not {"apple-silicon", "python-x86-on-arm", "conda-x86-distribution"} & found


# https://github.com/dmlc/gluon-cv/issues/1760 and https://github.com/xchoo/spaun2.0/issues/5
@pytest.mark.parametrize("text", [
    "my mistake: OSError: dlopen(/Users/bytedance/miniforge3/envs/test/lib/python3.8/site-packages/mxnet/libmxnet.so, 0x0006): tried: '/Users/bytedance/miniforge3/envs/test/lib/python3.8/site-packages/mxnet/libmxnet.so' (not a mach-o file)\n",
    "ImportError: dlopen(/Users/liudong/Downloads/spaun2.0-master/_spaun/arms/three_link/py3LinkArm.so, 2): no suitable image found.  Did find:\n\t/Users/liudong/Downloads/spaun2.0-master/_spaun/arms/three_link/py3LinkArm.so: unknown file type, first eight bytes: 0x7F 0x45 0x4C 0x46 0x02 0x01 0x01 0x00\n",
])
def test_a_library_that_is_no_mach_o_file_is_a_failed_load(text: str) -> None:
    assert "import-failed" in ids("I use an M1 Pro.\n" + text)


# https://github.com/microsoft/vscode-jupyter/issues/9741 (a reply)
def test_a_metal_plugin_named_in_prose_pairs_with_the_tensorflow_beside_it() -> None:
    text = "I was having this error on M1 Mac too. The problem is I was using tensorflow 2.9 with tensorflow-metal 0.6.0.\n"
    assert "tf-metal-version-mismatch" in ids(text)
    assert "tf-metal-version-mismatch" not in ids("I was using tensorflow-macos 2.10.0 with tensorflow-metal 0.6.0 on my M1.\n")


# https://github.com/pytorch/pytorch/issues/110463, #116095 and #105322; a crash said alone may be the device's own
# start (dev case 1173)
@pytest.mark.parametrize("said", [
    "If I calculate the cross entropy loss between two vectors on device=mps, then the python kernel crashed. The same code on device=CPU works correctly.\n",
    "Hi! I was trying to debug in my m2 macmini and found that the CE loss will make the program crash when the two vectors are in the MPS device. \n\nHere is a toy example (it works fine in cpu):\n",
    "I use Jupyter notebook. When my device is CPU- it runs quickly. When I use MPS, I get DeadKernel. Am I missing something while using MPS?\n",
])
def test_a_crash_on_mps_where_the_cpu_works_shows_mps_ran(said: str) -> None:
    assert "mps-available" in ids("I use an M2.\n" + said)


def test_a_crash_said_of_mps_alone_or_with_mps_missing_shows_nothing() -> None:
    assert "mps-available" not in ids("I use an M2.\nCrash when using MPS backend on macOS 15\n")
    assert "mps-available" not in ids("I use an M2.\nIt works fine with CPU but crashes with MPS not available.\n")


# https://github.com/microsoft/vscode-jupyter/issues/15463: a 'When running …' condition governs its own clause only
def test_a_when_clause_leaves_the_main_clause_after_its_comma() -> None:
    text = "When running ResNet18 with PyTorch, it works fine with CPU but throws kernel errors with MPS.\n"
    assert "mps-available" in ids("VS Code 1.87.2 (Universal)\n" + text)
