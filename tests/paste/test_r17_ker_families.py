# ruff: noqa: E501  (real pasted lines are kept whole)
"""Families the never-seen batch 2520-2535 (Jupyter and VS Code notebook kernels dying with ML libraries) exposed,
each read from real text.

A kernel death said to come in a run (training, a numbered cell) is no import's, even where a comment elsewhere
imports one framework; a death 'while from keras.x import Y' is that import's. A kernel's connection file under
/run/user/<uid> or ~/.local/share/jupyter/runtime is a Linux machine's; 'am a new ubuntu user' names Linux; 'I have the
GPU of RTX 2060' owns a PC-only card; TensorFlow's CUDA device line lists a GPU (a GeForce MX on a PC); '**Python3.6**'
in bold and 'I changes tensorflow to 1.15 and python to 3.7' name the Python.
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


# https://github.com/microsoft/vscode-jupyter/issues/16544 (log lines)
VSCODE_16544 = """Disposing session as kernel process died ExitCode: undefined, Reason:

12:46:43.548 [trace] ipykernel version & path 6.29.5, ~/anaconda3/envs/comp7404/lib/python3.10/site-packages/ipykernel/__init__.py for ~/anaconda3/envs/comp7404/bin/python
12:46:46.753 [debug] Kernel output 2030606: To connect another client to this kernel, use:
--existing /run/user/72135/jupyter/runtime/kernel-v31f6b35aac4ba89538849668e59b8ea0c238ee1bd.json
"""


def test_a_kernel_connection_file_under_linux_runtime_folders_is_linux() -> None:
    assert "not-a-mac" in ids(VSCODE_16544)
    # https://github.com/microsoft/vscode-jupyter/issues/13678 (a log line)
    assert "not-a-mac" in ids('17:16:48.695 [info] Process Execution: ~/.pyenv/versions/3.10.12/envs/era-v1-colab/bin/python -m ipykernel_launcher --ip=127.0.0.1 --f=~/.local/share/jupyter/runtime/kernel-v2-1598596Se5op973HH.json\n')
    # macOS keeps Jupyter's runtime folder in ~/Library/Jupyter
    assert "not-a-mac" not in ids("14:08:09.745 [info] Process Execution: ~/anaconda3/envs/Q_env/bin/python -m ipykernel_launcher --f=~/Library/Jupyter/runtime/kernel-v2-6772xgc5zOuarL9T.json\n")


def test_a_person_saying_they_are_an_ubuntu_user_is_on_linux() -> None:
    text = "hey comrades. am a new ubuntu user, i read most articles on how to install tensorflow in anaconda so that i can run it in the notebook.\nthe moment i do \"import tensorflow as tf\", and upon running, i receive the following;\n"
    assert "not-a-mac" in ids(text)
    assert "not-a-mac" not in ids("This guide is for Linux users; I am on macOS 14 with an M2 and import tensorflow kills the kernel.\n")


def test_the_gpu_of_a_pc_only_card_and_tensorflows_cuda_device_line() -> None:
    # https://github.com/DOsinga/deep_learning_cookbook/issues/71
    assert "not-a-mac" in ids("09.3 Retraining -- Kernel Restarting \nThe kernel appears to have died. It will restart automatically.\n\nNotes:\nI have the GPU of RTX 2060. I run the script of  93_retraining.py according to the the suggestion as follows.\n")
    # https://github.com/jupyter/notebook/issues/5620
    line = "GPU:0 with 1380 MB memory) -> physical GPU (device: 0, name: GeForce MX110, pci bus id: 0000:01:00.0, compute capability: 5.0)\n"
    found = ids("I recently reinstall my Anaconda, and then I created a new Conda environment.\n" + line)
    assert "tf-gpu-available" in found
    assert "not-a-mac" in found
    # a data-centre card lists a GPU without naming the machine's OS
    found = ids(line.replace("GeForce MX110", "Tesla T4").replace("5.0", "7.5"))
    assert "tf-gpu-available" in found
    assert "not-a-mac" not in found


def test_the_python_in_bold_and_a_python_changed_to() -> None:
    # https://github.com/jupyter/notebook/issues/4979
    assert "python-too-old" in ids("Working on Debian 10, I have compiled and tried both of **Tensorflow 1.15 and 2.0** from source neither worked, with **Python3.6**, **Cuda 10.1** and **cudnn 7.6** support, in an virtual environment.\n")
    # https://github.com/1297rohit/VGG16-In-Keras/issues/2
    assert "python-too-old" in ids("I was trying to run this project on jupyter notebook on Ubuntu.\n> For this reasons I changes tensorflow to 1.15 and python to 3.7\n")
    assert "python-too-old" not in ids("I was trying to run this project on jupyter notebook on Ubuntu.\nShould I downgrade python to 3.7?\n")
