# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3520-3531 (Keras on Macs beyond plain TensorFlow) exposed, each read from real
text.

The chip in parentheses with the kind of processor it is ('MacOS 12.3.1（M1 arm64CPU)', '(M1 ARM64 CPU)', '(M1 chip)')
names the machine; a death under a Keras training log (the epoch header and its progress bar after the imports) is the
run's, not an import's; a `python -c 'import tensorflow.keras'` command whose traceback has only the command's own
frame and names the same framework's module is that framework's failed import (not a missing framework).
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/tensorflow/tensorflow/issues/56131 (dev case 3523)
TF_56131 = """### OS Platform and Distribution

MacOS 12.3.1（M1 arm64CPU)

### Python version

3.9.12
"""
# https://github.com/keras-team/tf-keras/issues/604
TF_KERAS_604 = """**System information**.
- Have I written custom code (as opposed to using a stock example script provided in Keras): No
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): macOS 12.3.1 (M1 ARM64 CPU)
- TensorFlow installed from (source or binary): source
- TensorFlow version (use command below): 2.9
- Python version:  3.9.12
"""


def test_a_chip_in_parentheses_with_its_kind_of_processor_names_the_mac() -> None:
    for text in (TF_56131, TF_KERAS_604):
        facts, _ = read(text)
        assert facts.get("host.cpu_brand") == "Apple M1"
        assert "apple-silicon" in ids(text)
        assert "intel-mac" not in ids(text)


def test_a_chip_with_chip_or_arm64_in_parentheses_but_not_a_bare_arm() -> None:
    # a README line ('OkadaPy was developed and tested on macOS 12.5.1 (M1 chip)') and a guide's ('MacOS (M2 ARM64)')
    assert read("OkadaPy was developed and tested on macOS 12.5.1 (M1 chip), with the intention\n")[0].get("host.cpu_brand") == "Apple M1"
    assert read("For this guideline, we opted for podman container engine on MacOS (M2 ARM64).\n")[0].get("host.cpu_brand") == "Apple M2"
    # 'arm' alone is what other writing puts after an M2 (a trial's arm: '## Node 2: KLK5 / LL-37 Regulation (M2 Arm)')
    assert read("## Node 2: KLK5 / LL-37 Regulation (M2 Arm)\nmacOS 14\n")[0].get("host.cpu_brand") is None


# https://github.com/keras-team/keras/issues/14473 (dev case 3524)
KERAS_14473 = """I'm using an Apple Macbook Pro M1 8GB. I'm running a deep learning model with the following imports (Keras version 2.4.3 and tensorflow_macos version 2.4.0-rc0)

```
import numpy as np;
import keras;
from keras. layers.core import Dense, Flatten, Activation;
from keras.callbacks import ModelCheckpoint;
import tensorflow as tf;
```
When I'm training the model, at the end of the first epoch, I get the following error.
```
Epoch 1/50
60/60 [==============================] - ETA: 0s - loss: 0.6377 - accuracy: 0.6485
Segmentation fault: 11
```
"""
# https://github.com/apple/tensorflow_macos/issues/177 (the same report, posted to Apple's fork)
TFMACOS_177 = """I'm using an Apple Macbook Pro M1 8GB. I'm running a deep learning model with the following imports (tensorflow_macos version 2.4.0-rc0 and Keras version 2.4.3)

```
import numpy as np;
import keras;
from keras.callbacks import ModelCheckpoint;
import matplotlib.pyplot as plt;
import tensorflow as tf;
```
When I'm training the model, at the end of the first epoch, I get the following error.
```
Epoch 1/50
60/60 [==============================] - ETA: 0s - loss: 0.6377 - accuracy: 0.6485
Segmentation fault: 11
```
"""


def test_a_death_under_a_training_log_is_no_import_crash() -> None:
    for text in (KERAS_14473, TFMACOS_177):
        _, symptoms = read(text)
        assert "import-died" not in symptoms
        assert "import-crashed" not in ids(text)
        assert "apple-silicon" in ids(text)


def test_a_death_right_after_the_import_is_still_an_import_crash() -> None:
    text = "```\n>>> import tensorflow as tf\nSegmentation fault: 11\n```\n"
    assert "import-died" in read(text)[1]


# https://github.com/tensorflow/tensorflow/issues/55433 (dev case 3525)
TF_55433 = """**System information**
macOS 12.3
`x86_64` and `arm64` versions
tensorflow-macos 2.8.0 installed via pypi

**Describe the current behavior**
These `keras` imports don't work:
```bash
python3.8 -c 'import tensorflow.keras'
Traceback (most recent call last):
  File "<string>", line 1, in <module>
ModuleNotFoundError: No module named 'tensorflow.keras'
```

```bash
python3.8 -c 'import tensorflow.keras.datasets.mnist'
Traceback (most recent call last):
  File "<string>", line 1, in <module>
ModuleNotFoundError: No module named 'tensorflow.keras'
```
"""


def test_a_command_importing_a_frameworks_module_that_raises_is_a_failed_import() -> None:
    facts, _ = read(TF_55433)
    assert str(facts.get("tensorflow.import", "")).startswith("ModuleNotFoundError") or "import-failed" in ids(TF_55433)
    assert "import-failed" in ids(TF_55433)
    assert "tensorflow-missing" not in ids(TF_55433)


# https://github.com/ml-explore/mlx-examples/issues/13: a program's own frame ('File ".../mnist/main.py", line 8') is
# the program's import, read by the other rules, not this one; and a framework missing itself stays missing.
MLX_EXAMPLES_13 = """When I run `python main.py` in `mnist`folder, here's the output
```
HELLO WORLD!
Traceback (most recent call last):
  File "/Users/renyi/Code/mlx-examples/mnist/main.py", line 8, in <module>
    import mlx.core as mx
ModuleNotFoundError: No module named 'mlx.core'
```
"""


def test_the_command_rule_reads_only_the_commands_own_frame() -> None:
    # another program imported by the command: its frame is not the command's
    text = ("python -c 'import torch'\nTraceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
            "  File \"/Users/x/app/loader.py\", line 3, in <module>\nModuleNotFoundError: No module named 'torch.xyz'\n")
    assert "torch.import" not in read(text)[0]
    # the framework itself not found is a missing framework, not a failed import
    text = ("python -c 'import torch'\nTraceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
            "ModuleNotFoundError: No module named 'torch'\n")
    assert "import-failed" not in ids(text)
    assert "torch-missing" in ids(text)
    # a command importing another package whose traceback names a framework's module is not the framework's import
    text = ("python -c 'import transformers'\nTraceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
            "ModuleNotFoundError: No module named 'torch.utils'\n")
    assert "torch.import" not in read(text)[0]
    assert read(MLX_EXAMPLES_13)[0].get("mlx.import") == read(MLX_EXAMPLES_13.replace("HELLO WORLD!\n", ""))[0].get("mlx.import")


# https://github.com/henrysky/astroNN/issues/27 (dev case 3526): Jeff Heaton's check's output
ASTRONN_27 = """you should get：
Python Platform: macOS-12.3-arm64-i386-64bit
Tensor Flow Version: 2.12.0
Keras Version: 2.12.0

Python 3.8.19 | packaged by conda-forge | (default, Mar 20 2024, 12:49:57)
[Clang 16.0.6 ]
GPU is available
"""


def test_the_check_scripts_gpu_line_reads_with_its_version_line_in_either_order() -> None:
    first, second = ASTRONN_27.split("\n\n")
    for text in (ASTRONN_27, second + "\n\n" + first + "\n"):
        assert "tf-gpu-available" in ids(text)
        assert "python-x86-on-arm" not in ids(text)
    # the GPU line alone is any program's
    assert "tf-gpu-listed" not in read("some tool says\nGPU is available\n")[1]


def test_a_failed_tensorflow_macos_import_reinstalls_tensorflow_macos_at_its_release_line() -> None:
    # plain tensorflow beside tensorflow-macos 2.8.0 would be the newest TF, and tensorflow-macos beside TF >= 2.13 is
    # itself a finding (tensorflow-macos-deprecated): the remedy keeps Apple's build at its release line
    from macml_doctor.paste import inputs
    from macml_doctor.pipeline import diagnose

    report = diagnose(inputs.parse_report(TF_55433, "test"))
    remedy = next(f.remedy for f in report.findings if f.id == "import-failed")
    assert remedy is not None
    assert any("tensorflow-macos==2.8.*" in command for command in remedy.commands)
    assert not any("tensorflow" in command for command in remedy.commands)
