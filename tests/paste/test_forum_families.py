# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen forum batch 770-789 exposed, each read from real captured text (the thread is named).

Forum questions, answers and blog posts state their environment in sentences and quote program output without
fences: both MPS calls answered at once in prose, TensorFlow's placement error listing the devices it has, Apple's
2.4 alpha named by its release-candidate version, and Linux boards (NVIDIA Jetson, Raspberry Pi) named as the
machine.
"""

from __future__ import annotations

import pytest
from pasted import read

from macml_doctor import pipeline
from macml_doctor.paste import inputs


def finding_ids(text: str) -> set[str]:
    return {f.id for f in pipeline.diagnose(inputs.parse_report(text, "test")).findings}


@pytest.mark.parametrize(("thread", "text", "expected"), [
    ("https://discuss.tensorflow.org/t/m1-benchmark-times-tensorflow-cpu-torch-cpu-torch-mps/23112",
     "  • Note: both torch.backends.mps.is_available()} and torch.backends.mps.is_built()} return True\n",
     {"torch.mps_available": True, "torch.mps_built": True}),
    ("https://github.com/pytorch/pytorch/issues/77764 (one call, the shape read before)",
     "torch.backends.mps.is_available() returns True\n", {"torch.mps_available": True}),
])
def test_mps_calls_answered_in_a_sentence_each_take_the_answer(thread: str, text: str, expected: dict[str, bool]) -> None:
    values, symptoms = read(text)
    assert {k: values[k] for k in expected} == expected, thread
    assert "mps-available" in symptoms


def test_two_calls_with_their_own_answers_in_one_sentence_keep_them_apart() -> None:
    # the shape of https://github.com/pytorch/pytorch/issues/77764's answers, both calls on one line
    values, symptoms = read("torch.backends.mps.is_built() is True but torch.backends.mps.is_available() is False\n")
    assert values["torch.mps_built"] is True and values["torch.mps_available"] is False
    assert symptoms == ["mps-not-available"]


def test_a_condition_in_code_is_not_an_answer() -> None:
    # real code seen in public scripts: `elif torch.backends.mps.is_available() and torch.backends.mps.is_built():`
    values, symptoms = read('elif torch.backends.mps.is_available() and torch.backends.mps.is_built():\n    device = torch.device("mps")\n')
    assert "torch.mps_available" not in values and "mps-available" not in symptoms


@pytest.mark.parametrize(("thread", "text"), [
    ("https://developer.apple.com/forums/thread/759438 (tensorflow-metal)",
     "tensorflow.python.framework.errors_impl.InvalidArgumentError: Could not satisfy device specification '/job:localhost/replica:0/task:0/device:GPU:0'. enable_soft_placement=0. Supported device types [CPU]. All available devices [/job:localhost/replica:0/task:0/device:GPU:0, /job:localhost/replica:0/task:0/device:CPU:0]. [Op:StatelessRandomGetKeyCounter]\n"),
    ("a TensorFlow tutorial's output on a CUDA machine, asking for a second GPU",
     "InvalidArgumentError: Could not satisfy device specification '/job:localhost/replica:0/task:0/device:GPU:1'. enable_soft_placement=0. Supported device types [GPU, CPU]. All available devices [/job:localhost/replica:0/task:0/device:GPU:0, /job:localhost/replica:0/task:0/device:CPU:0]. [Op:MatMul]\n"),
])
def test_a_placement_error_listing_a_gpu_says_tensorflow_has_one(thread: str, text: str) -> None:
    _, symptoms = read(text)
    assert "tf-gpu-listed" in symptoms, thread
    assert "tf-gpu-available" in finding_ids(text)


def test_a_placement_error_listing_the_cpu_alone_lists_no_gpu() -> None:
    # TensorFlow Java, in a public repository's build log
    _, symptoms = read("org.tensorflow.exceptions.TFInvalidArgumentException: Could not satisfy device specification '/device:GPU:0'. enable_soft_placement=0. Supported device types [CPU]. All available devices [/job:localhost/replica:0/task:0/device:CPU:0].\n")
    assert "tf-gpu-listed" not in symptoms


@pytest.mark.parametrize(("thread", "text"), [
    ("https://discuss.huggingface.co/t/how-can-i-use-transformers-with-tensorflow-on-m1-macbook/5226",
     "I’m using a Macbook Air with M1, and I’ve installed tensorflow 2.4-rc0 according to this article:\n"),
    ("https://github.com/taishi-nammoto/How-to-install-Mac-Optimized-TensorFlow-M1-",
     "Since installing Tensorflow for M1 Macbook was not easy, I made a complete instruction to install TensorFlow 2.4.0-rc0.\n"),
])
def test_apples_24_alpha_named_by_its_version_is_not_a_plain_x86_tensorflow(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.arm64_capable"] == 1, thread
    assert values["tensorflow.version"].endswith("rc0")
    assert "tf-x86-build" not in finding_ids(text)


def test_a_plain_old_tensorflow_named_on_an_m1_is_still_an_x86_build() -> None:
    # https://github.com/tensorflow/tensorflow/issues/45645 ('On trying to install TF 2.3 … on Apple M1'), as a sentence
    assert "tf-x86-build" in finding_ids("I installed tensorflow 2.3 with pip on my M1 MacBook Air and it crashes.\n")


@pytest.mark.parametrize(("thread", "text"), [
    ("https://github.com/Lmy0217/PyTorch-aarch64/issues/3",
     "I successfully install the torch on my jetson nano(Jetpack 4.4 [L4T 32.4.3]),but cuda.is_available() returns false\n"),
    ("https://github.com/pytorch/pytorch/issues/67997",
     "I am trying to download pytorch on a jetson NX to use a tracker i found, problem is that my conda is not able to find the correct cudatoolkit\n"),
    ("https://github.com/pytorch/pytorch/issues/9535", "My platform is Nvidia TX2\n"),
    ("https://github.com/naseemap47/streamlit-yolo/issues/22", "jetpack6.2 cuda12.2 now ，and downgrade before is cuda12.6\n"),
    ("https://uwarg-docs.atlassian.net/wiki/spaces/CV/pages/2246377476/CUDA+and+PyTorch",
     "As of Fall 2024, the Jetson TX2i is no longer in use. Instead, a Raspberry Pi 5 will be used on the drone to run inference (CPU only).\n"),
])
def test_a_jetson_or_raspberry_pi_is_a_linux_machine(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Linux", thread
    assert "not-a-mac" in finding_ids(text)


def test_a_version_ending_a_sentence_is_read_whole() -> None:
    # https://discuss.tensorflow.org/t/gpu-much-slower-than-cpu-for-sequential-networks-on-m1-pro/11295
    values, _ = read("I am using TensorFlow-macos 2.8.0 with TensorFlow-metal 0.5.0. The Python version is 3.8.13.\n")
    assert values["tensorflow.version"] == "2.8.0"
    assert values["tensorflow.metal_version"] == "0.5.0"


@pytest.mark.parametrize(("thread", "text", "chip"), [
    ("https://discuss.tensorflow.org/t/m1-benchmark-times-tensorflow-cpu-torch-cpu-torch-mps/23112",
     "M1 benchmark times: Tensorflow+CPU << Torch+CPU ~ Torch+MPS ?!\n\nI’m using the basic Text Classification example to experiment with various backends.\n",
     "Apple M1"),
    ("https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/1145",
     "M1 conda not installing as it should do\n\nRunning the script on an M1 Pro but I can't get conda to work\n", "Apple M1"),
    ("https://github.com/tensorflow/tensorflow/issues/53426",
     "M1 Pro After installing TF based on Official apple guide gives ERROR for even importing TF\n", "Apple M1 Pro"),
])
def test_a_title_opening_with_a_chip_names_the_askers_machine(thread: str, text: str, chip: str) -> None:
    values, _ = read(text)
    assert values["host.cpu_brand"].startswith(chip), thread
    assert values["host.arm64_capable"] == 1


@pytest.mark.parametrize("text", [
    "Results of the ablation:\nM2 model reaches 0.91 accuracy\n",  # a model named M2, further down
    "m1 = torch.rand(3,4,2)\nm2 = torch.rand(3,5,2)\n",  # https://discuss.pytorch.org/t/incorrect-mean-of-slice-of-tensor-on-mps/172355
])
def test_a_chip_word_that_opens_no_title_names_no_machine(text: str) -> None:
    values, _ = read(text)
    assert "host.cpu_brand" not in values
