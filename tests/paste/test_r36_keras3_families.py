# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6080-6091 (Keras 3 and multi-backend Keras on Macs: keras-core, KERAS_BACKEND,
tf-keras vs keras, keras-nlp/keras-hub, keras-cv, the Keras 2-to-3 break in TF 2.16) exposed, each read from real text.

- A VM's or sandbox's word inside a web address or a file path is part of a name, not the machine: a maintainer's
  Colab gist link on colab.sandbox.google.com, GitHub's page on its hosted runners, a folder called sandbox. A
  sentence that says the run was in a sandbox, a VM or on a hosted runner stays read.
- pip's dependency check ('X requires keras<2.16,>=2.15.0, but you have keras 3.0.2 which is incompatible.') names
  the release that is installed after 'you have': a Keras 3 upgraded over TensorFlow 2.15 is Keras 3, which with
  tensorflow-metal is tf-keras3-metal's situation, not the Keras 2 optimizer fallback's.
- tf-keras (the Keras 2 package TF 2.16+ uses under TF_USE_LEGACY_KERAS=1) named with its release ('tf-keras 2.16.0') is
  that package's record, not Keras's version: read as 'keras 2.16.0' it made a TF 2.16 with tensorflow-metal a Keras 2
  one (the optimizer fallback raised, tf-keras3-metal hidden), while tf.keras is Keras 3 unless the variable is set.
"""

from __future__ import annotations

import pytest
from pasted import fact, raised

# https://github.com/keras-team/keras/issues/21542 (dev 6080), the thread as stored, cut inside the last comment
KERAS_21542 = """# Keras stuck on set_random_seed with PyTorch backend on Metal (Applied Silicon)

chaudharyachint08 · description · 2025-08-01
```
import os
os.environ["KERAS_BACKEND"] = "torch"

import keras
print(f"Keras imported with {keras.backend.backend()} Backend", flush=True)
keras.utils.set_random_seed(42)
print(f"Random seed set")
```

Only the first print statements gets executed

dhantule · comment · 2025-08-22
Hi @chaudharyachint08, thanks for reporting this.

I've tested this code on colab, it works fine in this [gist](https://colab.sandbox.google.com/gist/dhantule/c6c4e23a200035bb61ff7fab49838aab/keras-stuck-on-set_random_seed-with-pytorch-backend-on-metal-applied-silicon-21542.ipynb) and I've tested this on `NVIDIA T4 GPU` on virtual instance and here is the result,

Metal GPU support is not guaranteed, it may work in certain configurations.

M7Saad · comment · 2025-08-26
I wasn’t able to reproduce the bug , the script below runs through fine on my setup (Keras 3.11.3, PyTorch 2.8.0, MPS available):
`import os
import torch
"""

# A Mac on the GPU topic, so that a VM named on the next line would be read as the machine
MAC_ON_MPS = "PyTorch backend on Metal. MPS is used on my MacBook Pro M2.\n"


def test_keras_21542_gist_link_is_no_sandbox() -> None:
    assert "no-metal-device" not in raised(KERAS_21542)


@pytest.mark.parametrize("line", [
    # https://github.com/keras-team/keras/issues/21542
    "I've tested this code on colab, it works fine in this [gist](https://colab.sandbox.google.com/gist/dhantule/c6c4e23a200035bb61ff7fab49838aab/keras-stuck.ipynb)",
    "Here is the working Gist for reference https://colab.sandbox.google.com/gist/sachinprasadhs/3be1c8ea579ab0d60de9bf08241962b5/19059.ipynb",
    "Attaching a simple gist: colab.sandbox.google.com/gist/SuryanarayanaY/5e2649676ddd7b0765027e2afd95fef7/18878.ipynb",
    "see https://docs.github.com/en/actions/using-github-hosted-runners/about-github-hosted-runners",
    # a folder named so: https://github.com/C0untFloyd/roop-unleashed/issues/138 (dev 2766) ; dev 2681's shell prompt
    '  File "/Users/user/sandbox/roop-unleashed/chain_img_processor/image.py", line 127, in init_processor',
    "~/sandbox/add-mlx via 🧚 v0.71.0 took 9s",
    r"C:\Users\me\sandbox\train.py",
])
def test_vm_word_in_a_name_is_not_the_machine(line: str) -> None:
    assert "no-metal-device" not in raised(MAC_ON_MPS + line + "\n")


@pytest.mark.parametrize("line", [
    "I ran it in a sandbox and it hangs",
    "tried in my sandbox env, same error",
    "It fails on a GitHub-hosted runner (macos-14)",
    "it runs inside a VM/sandbox",
    "fails on github actions, see https://github.com/org/repo/actions/runs/123",
])
def test_vm_said_in_a_sentence_is_still_read(line: str) -> None:
    assert "no-metal-device" in raised(MAC_ON_MPS + line + "\n")


# https://github.com/keras-team/keras/issues/19069 (dev 6086), the description as stored
KERAS_19069 = """# Does tensorflow < 2.16 depend on keras or tf-keras?

chenmoneygithub · description · 2024-01-18
I have a question about Keras dependency of installing Tensorflow < 2.16. Basically if I run `pip install tensorflow==2.15.0`, it's going to install `keras==2.15` as a dependency. Then when I upgrade to `keras==3.0.2`, it throws an error:

```
tensorflow-macos 2.15.0 requires keras<2.16,>=2.15.0, but you have keras 3.0.2 which is incompatible.
```

sachinprasadhs · comment · 2024-01-18
`tensorflow 2.15` depends on `tf-keras/keras 2.15`, but it is compatible with Keras 3 as well.

You can install tensorflow 2.15 first, which installs keras 2.15, you can update the keras package again to upgrade it to latest version, which is `3.0.2`.
"""


def test_keras_19069_reads_the_installed_keras() -> None:
    assert fact(KERAS_19069, "keras.version") == "3.0.2"
    assert fact(KERAS_19069, "python.packages")["keras"]["version"] == "3.0.2"


@pytest.mark.parametrize(("line", "name", "version"), [
    # https://github.com/keras-team/keras/issues/19069
    ("tensorflow-macos 2.15.0 requires keras<2.16,>=2.15.0, but you have keras 3.0.2 which is incompatible.", "keras", "3.0.2"),
    # an R installer's comment (code-search index id 22295604176) ; a keras.io tutorial's pip output (id 2922291158)
    ("  # tensorflow-macos 2.14.0 requires keras<2.15,>=2.14.0, but you have keras 3.0.0 which is incompatible.", "keras", "3.0.0"),
    ("tensorflow 2.15.1 requires keras<2.16,>=2.15.0, but you have keras 3.3.3 which is incompatible.", "keras", "3.3.3"),
    # the legacy resolver: https://github.com/pytorch/vision/issues/2098
    ("ERROR: torchvision 0.6.0 has requirement torch==1.5.0, but you'll have torch 1.6.0.dev20200413 which is incompatible.", "torch", "1.6.0.dev20200413"),
    ("tensorflow 2.15.0 requires keras<2.16,>=2.15.0, but you have Keras 3.0.5 which is incompatible.", "keras", "3.0.5"),
    ("tf-keras 2.16.0 requires tensorflow<2.17,>=2.16, but you have tensorflow 2.15.0 which is incompatible.", "tensorflow", "2.15.0"),
    ("some-lib 1.0 requires numpy<2, but you have numpy 2.0.1 which is\nincompatible.", "numpy", "2.0.1"),
])
def test_pip_conflict_names_the_installed_release(line: str, name: str, version: str) -> None:
    assert fact(line, "python.packages")[name]["version"] == version


@pytest.mark.parametrize("line", [
    # the requirement is wanted, not installed; a program's message in pip's words; pip's warning without its verdict
    "tensorflow-macos 2.15.0 requires keras<2.16,>=2.15.0",
    "Your model was saved with Keras 2.x but you have Keras 3.x installed.",
    "(`tensorflow requires keras>=3.12.0, but you have keras 3.6.0`) — this is expected.",
    "but you have kerastuner 1.0 which is incompatible.",
])
def test_pip_conflict_near_misses(line: str) -> None:
    assert "keras" not in (fact(line, "python.packages") or {})


def test_keras3_over_tf215_with_metal_is_keras3() -> None:
    text = ("On my MacBook Pro M1 with tensorflow-metal 1.1.0 installed:\n"
            "tensorflow-macos 2.15.0 requires keras<2.16,>=2.15.0, but you have keras 3.0.2 which is incompatible.\n")
    found = raised(text)
    assert "tf-keras3-metal" in found
    assert "keras-legacy-optimizer-fallback" not in found


def test_keras2_kept_over_tf215_with_metal_is_keras2() -> None:
    text = ("On my MacBook Pro M1 with tensorflow-metal 1.1.0 installed:\n"
            "tensorflow-macos 2.15.0 requires keras<2.16,>=2.15.0, but you have keras 2.14.0 which is incompatible.\n")
    assert "tf-keras3-metal" not in raised(text)


@pytest.mark.parametrize(("line", "version"), [
    # a project's README for a Mac (code-search index id 61673230161)
    ("Pinned runtime stack:\n\n- tensorflow-macos 2.16.1 + tensorflow 2.16.1 + tf-keras 2.16.0\n- tensorflow-probability 0.24.0\n", "2.16.0"),
    # a reproduction note (code-search index id 71026293492)
    ("Created an isolated environment with TensorFlow 2.16.1 and tf-keras 2.16.0.", "2.16.0"),
    ("I have tf_keras 2.17.0 installed", "2.17.0"),
    ("tf-keras version 2.15.1", "2.15.1"),
    ("TF-Keras 2.16.0 is installed", "2.16.0"),
])
def test_tf_keras_release_is_its_own_record(line: str, version: str) -> None:
    assert fact(line, "python.packages")["tf-keras"]["version"] == version
    assert fact(line, "keras.version") is None


@pytest.mark.parametrize(("line", "version"), [
    ("I have tf_keras 2.17.0 and keras 3.5.0 installed", "3.5.0"),
    ("keras 3.0.2 installed", "3.0.2"),
    ("Keras version 2.15.0", "2.15.0"),
])
def test_keras_release_beside_tf_keras_is_read(line: str, version: str) -> None:
    assert fact(line, "keras.version") == version


@pytest.mark.parametrize("line", ["my-keras 2.1 fork", "keras-nlp 0.8.0", "keras_cv 0.5.0"])
def test_other_packages_named_keras_are_not_keras(line: str) -> None:
    assert fact(line, "keras.version") is None


def test_tf216_with_tf_keras_and_metal_is_still_keras3() -> None:
    text = "MacBook Pro M1. tensorflow 2.16.1, tensorflow-metal 1.1.0, tf-keras 2.16.0 installed. GPU not used.\n"
    found = raised(text)
    assert "tf-keras3-metal" in found
    assert "keras-legacy-optimizer-fallback" not in found


def test_tf216_with_tf_keras_and_the_variable_set_is_keras2() -> None:
    text = ("MacBook Pro M1. tensorflow 2.16.1, tensorflow-metal 1.1.0, tf-keras 2.16.0 installed.\n"
            "export TF_USE_LEGACY_KERAS=1\n")
    assert "tf-keras3-metal" not in raised(text)
