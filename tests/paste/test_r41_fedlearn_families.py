# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6560-6571 (federated-learning frameworks on Macs and beside them: TensorFlow
Federated, NVFlare, FATE, FedML, Flower) exposed, each read from real text.

- the writer's own run in Google Colab said with 'trying to' and the package as the object ('I am trying to use
  tensorfloe_federated in Google Colab'): a Linux VM.
- the Python of a hosted notebook runtime said by its service ('the default colab runtime uses Python 3.7'): the
  machine is a Linux VM and that is its Python.
- advice to the reader ('I'd suggest running the code … in an environment with Python 3.9 or 3.10') and two Pythons
  offered as a choice: nobody's Python.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids

# https://github.com/googlecolab/colabtools/issues/2616 (dev 6566), the whole thread as stored
COLABTOOLS_2616 = """# tensorflow_federated not importing

amiranees88 · description · 2022-02-12
Hi.. I am trying to use tensorfloe_federated in Google Colab.. but its giving me an error "No module named 'tensorflow_federated"

Can anyone please help me in this?

cperry-goog · comment · 2022-02-17
`!pip install tensorflow-federated`

You'll need to run that command before you attempt to import.

hussain939 · comment · 2024-07-18
No module named 'tensorflow_federated' how to fix ?
"""

# https://github.com/google-parfait/tensorflow-federated/issues/3519 (dev 6570), the whole thread as stored
TFF_3519 = """# Callable[[arg, ...], result]: each arg must be a type. Got Ellipsis.

mahimairaja · description · 2023-01-16
**Tensorflow federated cannot be imported**

I simply tried to run the TensorFlow federated [notebook](https://www.tensorflow.org/federated/tutorials/federated_learning_for_image_classification) for Image Classification using the MNIST dataset.

I ran the notebook on Google Colab only...
But I installed the dependency successfully but I was not able to import the Tensorflow Federated.
The above error is thrown.
A requirement.txt might help me to resolve the issue.

Kindly if anyone knows to solve it. Do comment below.

zcharles8 · comment · 2023-01-19
This is due to the fact that tensorflow-federated is not compatible with versions of Python earlier than 3.9 and the default colab runtime uses Python 3.7.

Until colab updates their default runtime, I'd suggest running the code locally or else in an environment with Python 3.9 or 3.10.
"""


def test_colabtools_2616_reads_colab() -> None:
    assert fact(COLABTOOLS_2616, "host.os") == "Linux"
    found = ids(COLABTOOLS_2616)
    assert "not-a-mac" in found
    assert not found & {"apple-silicon", "intel-mac", "tensorflow-missing"}


def test_tff_3519_reads_colabs_python() -> None:
    assert fact(TFF_3519, "host.os") == "Linux"
    assert fact(TFF_3519, "python.version") == "3.7"
    found = ids(TFF_3519)
    assert {"not-a-mac", "python-too-old"} <= found
    assert not found & {"apple-silicon", "intel-mac", "python-too-new"}


@pytest.mark.parametrize("line", [
    # https://github.com/googlecolab/colabtools/issues/2616
    "Hi.. I am trying to use tensorfloe_federated in Google Colab.. but its giving me an error",
    "I am trying to use flwr in Google Colab but it fails",
    "I'm trying to run the notebook on Colab and get an error",
    "I tried to run this example in Colab and got an ImportError",
    "I'm trying to install tensorflow-federated in Colab",
    "I am importing tensorflow_federated in Colab and get an error",
    "I am using nvflare in Google Colab",
])
def test_own_colab_run_with_an_object(line: str) -> None:
    assert fact(line, "host.os") == "Linux"


@pytest.mark.parametrize("line", [
    "I am not trying to run it on Colab.",
    "I want to try running it on Colab.",
    "I am trying to use the Colab link",
    "Is it possible to use flwr in Colab?",
])
def test_colab_not_the_writers_run(line: str) -> None:
    assert fact(line, "host.os") is None


@pytest.mark.parametrize(("line", "python"), [
    # https://github.com/google-parfait/tensorflow-federated/issues/3519
    ("This is due to the fact that tensorflow-federated is not compatible with versions of Python earlier than 3.9 and the default colab runtime uses Python 3.7.", "3.7"),
    ("The default colab runtime uses Python 3.7.", "3.7"),
    ("Colab uses Python 3.10", "3.10"),
    ("Google Colab's runtime runs Python 3.11", "3.11"),
    ("Colab currently runs python 3.10.12 by default.", "3.10.12"),
    ("Kaggle kernels use Python 3.7", "3.7"),
])
def test_hosted_runtime_python(line: str, python: str) -> None:
    assert fact(line, "python.version") == python
    assert fact(line, "host.os") == "Linux"


@pytest.mark.parametrize("line", [
    "Colab uses Python 3.8+",
    "Colab uses Python 3.8 or later",
    "once Colab runs Python 3.12 it will work",
    "Colab doesn't use Python 3.7 anymore",
    "It works on Colab, which uses Python 3.10, but not on my Mac",
])
def test_hosted_runtime_python_near_misses(line: str) -> None:
    assert fact(line, "python.version") is None


@pytest.mark.parametrize("line", [
    # https://github.com/google-parfait/tensorflow-federated/issues/3519
    "Until colab updates their default runtime, I'd suggest running the code locally or else in an environment with Python 3.9 or 3.10.",
    "I'd suggest running the code in an environment with Python 3.9.",
    "I suggest using Python 3.10.",
    "I recommend using python 3.11",
    "we'd recommend you try it with python 3.11",
    "We recommend that you run it with Python 3.9.",
    "try it with Python 3.9 or 3.10",
    "It should work with python 3.10 or python 3.11",
])
def test_advice_and_choices_are_nobodys_python(line: str) -> None:
    assert fact(line, "python.version") is None


@pytest.mark.parametrize(("line", "python"), [
    ("I am running the code with Python 3.9.", "3.9"),
    ("I am using python 3.10 or so", "3.10"),
    ("I am on macOS 13 with Python 3.9, and I'd suggest a fix", "3.9"),
    ("I recommend this package. I am using Python 3.8.", "3.8"),
])
def test_own_python_beside_advice_still_read(line: str, python: str) -> None:
    assert fact(line, "python.version") == python
