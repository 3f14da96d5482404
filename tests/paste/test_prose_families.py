"""Freeform descriptions (issue 9, clue family "freeform"): chips, Intel Macs, macOS names, Rosetta, Docker on a
Mac, GitHub runners, and the Python a person names. Every text is quoted from the public thread cited."""

from __future__ import annotations

import pytest

from macml_doctor.diagnose import engine
from macml_doctor.diagnose.symptoms import merge_symptoms
from macml_doctor.paste import inputs
from macml_doctor.pipeline import diagnose


def ids(text: str) -> set[str]:
    facts = inputs.parse_report(text, "test")
    return {f.id for f in merge_symptoms(engine.run_checks(facts), facts)}


def certainty(text: str, finding: str) -> str:
    report = diagnose(inputs.parse_report(text, "test"))
    return next(f.certainty.value for f in report.findings if f.id == finding)


@pytest.mark.parametrize(("text", "present", "absent"), [
    # Lightning-AI/pytorch-lightning#17707
    ("isMPS : True\nMac Pro Intel 2020\nintel Xeon W 28 core\n2x Radeon Pro W6900X 32 GB GDDR6\nos Ventura 13.4",
     {"intel-mac", "mps-available"}, {"apple-silicon"}),
    # d2l-ai/d2l-en#2453
    ("Tested on mac 13.2.1 (intel chip), with pytorch 1.12 and 1.13.", {"intel-mac"}, {"apple-silicon"}),
    # setiastro/setiastrosuitepro#81
    ("Pytorch is running on my mac intel :\n>>> print(z.device)\nmps:0", {"intel-mac", "mps-available"},
     {"apple-silicon"}),
    # intel/intel-extension-for-pytorch#282: a 2019 model with macOS named is an Intel Mac
    ("Can it work on MacBook Pro 2019 (Intel Core i5 + Intel Iris Plus Graphics 645)? Yes, Mac OS 13.1",
     {"intel-mac"}, {"apple-silicon"}),
    # tensorflow/tensorflow#43599: Mac hardware running Ubuntu is not a Mac for the Python
    ("macbook mid 2009\nUbuntu 20.04\npython 3.7.9, installed with pycharm", {"not-a-mac"},
     {"intel-mac", "apple-silicon"}),
])
def test_intel_macs_described_in_prose(text: str, present: set[str], absent: set[str]) -> None:
    found = ids(text)
    assert present <= found and not (absent & found), found


@pytest.mark.parametrize(("text", "present"), [
    # AUTOMATIC1111/stable-diffusion-webui#10318
    (" - OS: macOS 13.3.1\n - Browser: Safari\n - Graphics card: M1 Max 64 GB", {"apple-silicon"}),
    # forums.developer.apple.com/forums/thread/701246
    ("System: M1 Max 64GB, macOS 12.2.1.", {"apple-silicon"}),
])
def test_chips_named_in_template_fields(text: str, present: set[str]) -> None:
    assert present <= ids(text)


@pytest.mark.parametrize("text", [
    # apple/tensorflow_macos#48
    "since we have the Mac M1 chip.  But actually since we wanted to install into Anaconda which runs through "
    "Rosetta2 as an Intel, we should install x86_64",
    # cocotb/cocotb#2986
    "I traced the issue to Rosetta being activated during some poetry commands and not during others.",
])
def test_a_python_said_to_run_under_rosetta_is_likely_x86(text: str) -> None:
    assert {"apple-silicon", "python-x86-on-arm"} <= ids(text)
    assert certainty(text, "python-x86-on-arm") == "likely"


@pytest.mark.parametrize(("text", "present"), [
    # computational-cell-analytics/micro-sam#380
    ("Test `test_mps_batched_mask_to_box` fails on our `macos-14` CI.", {"apple-silicon", "no-metal-device"}),
    # llvm/lighthouse#269
    ("I've added `macos-26` to the matrix in https://github.com/llvm/lighthouse/tree/macos, but the error in Torch",
     {"apple-silicon", "no-metal-device"}),
])
def test_github_runners_named_with_what_runs_on_them(text: str, present: set[str]) -> None:
    assert present <= ids(text)


@pytest.mark.parametrize(("text", "present", "absent"), [
    # pytorch/pytorch#81224: the Docker image is the subject; the Mac hosts it
    ("It'd be very helpful to release an ARM64 pytorch docker image for running pytorch models with docker on M1 "
     "chips natively using the MPS backend. ... now that my pytorch docker images are running in AMD64 emulation "
     "mode, it's so slow", {"apple-silicon", "no-metal-device"}, {"intel-mac", "mps-available"}),
    # sonoisa/arm64-docker-pytorch-tensorflow#3: Docker Desktop's linuxkit kernel on arm64
    (">>> platform.platform()\n'Linux-5.15.49-linuxkit-aarch64-with-glibc2.29'\n>>> import torch\n"
     ">>> torch.backends.mps.is_available()\nFalse", {"no-metal-device", "not-a-mac"}, {"intel-mac"}),
    # nomadkaraoke/python-audio-separator#192: native and container both described
    ("I can easily configure audio-separator to run locally on my mac using mps, and likewise in a docker "
     "container on a remote server. However, it seems impossible to build a docker image (which must be built "
     "with linux arm64) and run on Mac OS arm64 either with cpu or mps.", {"no-metal-device"}, {"intel-mac"}),
])
def test_a_container_on_a_mac_has_no_metal_device(text: str, present: set[str], absent: set[str]) -> None:
    found = ids(text)
    assert present <= found and not (absent & found), found


def test_a_container_host_is_apple_silicon_but_the_container_is_linux() -> None:
    """hexgrad/kokoro#228: both facts are true; the container cannot use MPS."""
    report = diagnose(inputs.parse_report(
        "I am using the default Docker setup (with GPU extras) from the repository's instructions, running on my "
        "Apple Silicon (M1) Mac.", "test"))
    found = {f.id: f for f in report.findings}
    assert {"not-a-mac", "apple-silicon", "no-metal-device"} <= set(found)
    assert "hosts the container" in found["apple-silicon"].summary


@pytest.mark.parametrize(("text", "version"), [
    ("uv add torch\nUsing CPython 3.13.1\nCreating virtual environment at: .venv", "3.13.1"),  # astral-sh/uv#10262
    ("PS. Using latest Python (3.12) I go the error for tensorflow-metal.", "3.12"),  # svpino/apple-silicon#1
    ("Python 3.11.1 , even with nightly version of PyTorch: ERROR: No matching distribution found for torch",
     "3.11.1"),  # pytorch/pytorch#91543
])
def test_the_python_a_person_names(text: str, version: str) -> None:
    assert inputs.parse_report(text, "test").value("python.version") == version



@pytest.mark.parametrize(("text", "present", "absent"), [
    # chenfei-wu/TaskMatrix#431: cmd.exe's prompt is a drive path
    ("D:\\VisualGPT\\TaskMatrix>pip install -r requirements.txt\nERROR: Could not find a version that satisfies the "
     "requirement torch==1.13.1 (from versions: 2.0.0, 2.0.1)", {"not-a-mac"}, {"apple-silicon", "intel-mac"}),
    # tkgs0/Momoko#1
    ("### 操作系统\n\nwin11 22H2", {"not-a-mac"}, {"apple-silicon"}),
    # InternLM/InternLM#463: the chip named with its tier alone
    ("硬件配置：\nM2  Ultra, 内存192G\n这样的配置使用mps加速运行20B模型", {"apple-silicon"}, {"intel-mac"}),
    # lllyasviel/Fooocus#1418: docker compose's log prefix on an M1 MacBook
    ("after removing `driver: nvidia` the image could be started on my M1 Macbook.\n"
     "app-1  | Traceback (most recent call last):\n"
     "app-1  |   File \"/usr/lib/python3.10/threading.py\", line 1016, in _bootstrap_inner",
     {"apple-silicon", "no-metal-device"}, {"intel-mac", "python-native-arm64"}),
    # tensorflow/tensorflow#61092: Keras's own fallback warning
    ("WARNING:absl:There is a known slowdown when using v2.11+ Keras optimizers on M1/M2 Macs. Falling back to the "
     "legacy Keras optimizer, i.e., `tf.keras.optimizers.legacy.Adam`.", {"keras-legacy-optimizer-fallback"},
     {"tf-x86-build", "intel-mac"}),
])
def test_second_batch_families(text: str, present: set[str], absent: set[str]) -> None:
    found = ids(text)
    assert present <= found and not (absent & found), found


@pytest.mark.parametrize("text", [
    # keras-team/keras#18844: Keras 3 with TF 2.15 and the Metal plugin, all in prose
    "Testing some example code which is running on tensorflow 2.15 with tensorflow-metal installed.\nWhen I run the "
    "same code but converted to Keras 3.0.0 with tf as the backend the model does not run on the GPU",
    # keras-team/keras#19009: Keras 3.0.0 beside TF 2.14 and tensorflow-metal 1.1.0 (conda list)
    "tensorflow                2.14.0                   pypi_0    pypi\ntensorflow-deps           2.10.0"
    "                        0    apple\ntensorflow-macos          2.14.0                   pypi_0    pypi\n"
    "tensorflow-metal          1.1.0                    pypi_0    pypi\nkeras                     3.0.0"
    "                    pypi_0    pypi",
])
def test_keras_3_beside_tensorflow_metal_before_2_16(text: str) -> None:
    assert "tf-keras3-metal" in ids(text)


def test_a_range_is_not_a_version() -> None:
    """tensorflow#61092's 'TensorFlow 2.11+' names a range, not an installed plain tensorflow 2.11."""
    facts = inputs.parse_report("there's a slowdown on M1, M1 Max and M2 chips when I use TensorFlow 2.11+", "test")
    assert facts.value("tensorflow.version") is None


def test_a_grep_of_pip_list_shows_what_is_missing() -> None:
    """forums.developer.apple.com (antoniothomacelli): `pip list | grep tensorflow` without tensorflow-metal (with a
    native arm64 platform line added, so the interpreter is known)."""
    text = ("I use Apple Macbook M3, happens same problem\nPython platform: macOS-14.4-arm64-arm-64bit\n"
            "(AppleTensorflow) antoniothomacelli@mbp-de-antonio Aula001 % pip list | grep tensorflow\n"
            "tensorflow 2.16.1\ntensorflow-macos 2.16.1\n"
            "(AppleTensorflow) antoniothomacelli@mbp-de-antonio Aula001 %")
    assert "tf-metal-missing" in ids(text)
    with_metal = text.replace("tensorflow-macos 2.16.1", "tensorflow-macos 2.16.1\ntensorflow-metal 1.2.0")
    assert "tf-metal-missing" not in ids(with_metal)
