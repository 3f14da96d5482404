# ruff: noqa: E501  (real pasted lines are kept whole)
"""Families the never-seen batch 2520-2535 (Jupyter and VS Code notebook kernels dying with ML libraries) exposed,
each read from real text.

A kernel death said to come in a run (training, a numbered cell) is no import's, even where a comment elsewhere
imports one framework; a death 'while from keras.x import Y' is that import's.
"""

from __future__ import annotations

from pasted import ids

# https://github.com/microsoft/vscode-jupyter/issues/9157 (description and a comment, trimmed)
VSCODE_9157 = """Kernel restarting: The kernel appears to have died. It will restart automatically.

### What happened?

Hi Folks,
Whenever I run my .ipynb, the kernel is interrupted at the cell 31. I've tried with many search such as:
But still no hope. I got the same issue with VSCode Jupyter notebook on pure Win10.

MariahSabioni · comment · 2022-10-12
> Hey guys, I just had a similar problem. I tried to configure my GPU yesterday with TensorFlow and it appeared to have worked when trying this code in jupyter notebook: import TensorFlow as tf print(tf.**version**) print(len(tf.config.list_physical_devices('GPU'))>0)
>
> but when I tried to train a convolutional neural net today my kernel stopped. When reading the error message I found in my anaconda prompt: Could not locate zlibwapi.dll. Please make sure it is in your library path!
"""

# https://github.com/ipython/ipython/issues/10017 (title and description)
IPYTHON_10017 = """"Kernel appears to have died" while from keras.preprocessing.image import ImageDataGenerator

I was running some code about Kaggle Second Annual Data Science Bowl. The code is here.https://github.com/fchollet/keras-resources.
I have installed anaconda, tensorflow, keras and jupyter notebook on Ubuntu 16.04

When I ran the code, everything was fine, except can't import h5py when saving weights. So I installed h5py to run the code with conda install h5py. Now I can import h5py, but the jupyter notebook always pop up the kernel appears to have died.

The exact line of code is 
from keras.preprocessing.image import ImageDataGenerator
"""


def test_a_kernel_death_said_to_come_in_a_run_is_no_import() -> None:
    assert "import-crashed" not in ids(VSCODE_9157)
    # the same report with the death put at the import still reads as one
    assert "import-crashed" in ids("The kernel appears to have died. It will restart automatically.\n\nI only ran this cell:\nimport tensorflow as tf\n")


def test_a_death_while_from_x_import_y_is_that_imports() -> None:
    found = ids(IPYTHON_10017)
    assert "import-crashed" in found
    assert "not-a-mac" in found
    # without the code statement, nothing is imported
    assert "import-crashed" not in ids('"Kernel appears to have died" while from the keras docs I copied an example on Ubuntu 16.04\n')
