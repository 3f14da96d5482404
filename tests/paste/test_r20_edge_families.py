# ruff: noqa: E501  (real pasted lines are kept whole)
"""Readings the never-seen batch 3580-3588 (edge and embedded ML developed on a Mac: Coral Edge TPU / pycoral,
TensorFlow Lite Micro, Edge Impulse) depends on, each pinned on the real text.

The batch scored recall 5/5 with no false alarm before any change, so no rule was changed: these tests keep the
traps of the theme closed. A target's toolchain or binary named in a build log ('the linux binary', 'arm64: No such
file or directory' from arm-none-eabi-g++, the Linux 'arm && x86_64' .so builds) is not the Mac; a requirements
pin on 'tensorflow-cpu' is not a CPU-only TensorFlow at run time; an Edge TPU delegate that fails to load is not a
missing TensorFlow; macOS Catalina is an Intel Mac, macOS Tahoe proves no chip.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/google-coral/pycoral/issues/75
PYCORAL_75 = """I'm using python3 with miniforge/conda, but the same issue occurs with builtin python3 and python3 from Homebrew on macOS. I'm using an m1 cpu if that makes any different

Hi, those wheel files are for x86_64, while I am on `aarch64`. Would it still work?
"""

# https://github.com/google-coral/edgetpu/issues/351
EDGETPU_351 = """Hello. i am having some problems running the python3 examples/classify_image.py \\in MAC os Catalina 10.15.7, it seems edgetpu image is missing, as follow;

Traceback (most recent call last):
File "examples/classify_image.py", line 39, in
from pycoral.utils.edgetpu import make_interpreter
File "/Library/Frameworks/Python.framework/Versions/3.8/lib/python3.8/site-packages/pycoral/utils/edgetpu.py", line 24, in
from pycoral.pybind._pywrap_coral import GetRuntimeVersion as get_runtime_version
ImportError: dlopen(/Library/Frameworks/Python.framework/Versions/3.8/lib/python3.8/site-packages/pycoral/pybind/_pywrap_coral.cpython-38-darwin.so, 2): Library not loaded: @rpath/libedgetpu.1.dylib
Referenced from: /Library/Frameworks/Python.framework/Versions/3.8/lib/python3.8/site-packages/pycoral/pybind/_pywrap_coral.cpython-38-darwin.so
Reason: image not found
"""

# https://github.com/google-coral/edgetpu/issues/910
EDGETPU_910 = """Hi @hjonnala, Trying to get my coral up and running on a MacOS Tahoe and running into extremely similar issues as this use case (#568 ...could you help me please to diagnose?

File "/Users/daniel/.pyenv/versions/3.8.20/lib/python3.8/site-packages/pycoral/utils/edgetpu.py", line 52, in load_edgetpu_delegate
return tflite.load_delegate(_EDGETPU_SHARED_LIB, options or {})
File "/Users/daniel/.pyenv/versions/3.8.20/lib/python3.8/site-packages/tflite_runtime/interpreter.py", line 160, in load_delegate
delegate = Delegate(library, options)
"""

# https://github.com/robmarkcole/coral-pi-rest-server/issues/59
CORAL_PI_59 = """Tracking here, major headaches on Mac https://github.com/robmarkcole/pycoral-experiments/blob/main/quickstart-macos.ipynb

Added in the branch for this issue but when running in flask app get error `Failed to load delegate from libedgetpu.1.dylib`
"""

# https://github.com/tensorflow/tensorflow/issues/34664
TF_34664 = """Throws a error about not being able to execute Arduino-cli.
I installed Arduino-cli through brew but still get the error.

**System information**
- Mac OSX 10.15.1
- TensorFlow version: Master
- Python version: 2.7

If I had to guess the build script is pulling down the linux binary and failing to run it. But I have not verified this.
"""

# https://github.com/edgeimpulse/voice-activated-microbit/issues/7
MICROBIT_7 = """Hi, I've been trying to build my project by running `python2 build.py`, but it breaks with the error `arm-none-eabi-g++: error: arm64: No such file or directory` and I'm not sure why.

I have installed the GNU Arm Embedded Toolchain v9.3.1 and CMake version 3.20.0-rc4 on my Mac with the Apple M1 chip.
"""

# https://github.com/google-coral/edgetpu-platforms/issues/19
PLATFORMS_19 = """@powderluv the only 2 .so file we have right now is for the arm && x86_64 right now. I believe the Mac cpu should be able to use x86_64 right?
"""

# https://github.com/tensorflow/tflite-micro/issues/1781
TFLM_1781 = """Can't build on macOS due to tensorflow-cpu pip dependency

I've fixed this for the moment by Find->Replace **tensorflow-cpu** with **tensorflow-macos**, but maybe there is a better way to handle this in bazel?
"""

TARGET_TRAPS = {"not-a-mac", "python-x86-on-arm", "rosetta-missing", "incompatible-arch-extension"}


def test_an_m1_cpu_named_in_prose_is_apple_silicon_and_aarch64_is_no_wrong_arch() -> None:
    facts, _ = read(PYCORAL_75)
    assert facts["host.cpu_brand"] == "Apple M1"
    assert "apple-silicon" in ids(PYCORAL_75)
    assert not ({"intel-mac", "conda-x86-distribution"} | TARGET_TRAPS) & ids(PYCORAL_75)


def test_catalina_is_an_intel_mac_and_a_pycoral_import_error_failed() -> None:
    facts, _ = read(EDGETPU_351)
    assert facts["host.macos_version"] == "10.15.7"
    assert {"intel-mac", "import-failed"} <= ids(EDGETPU_351)
    assert not {"apple-silicon", "tensorflow-missing", "torch-missing", "python-too-old"} & ids(EDGETPU_351)


def test_catalina_in_a_tf_template_is_an_intel_mac_and_a_linux_tool_is_not_the_host() -> None:
    assert "intel-mac" in ids(TF_34664)
    assert not ({"apple-silicon", "tensorflow-missing", "tf-x86-build"} | TARGET_TRAPS) & ids(TF_34664)


def test_a_cross_compilers_arm64_argument_is_not_a_wrong_arch_on_an_m1() -> None:
    assert "apple-silicon" in ids(MICROBIT_7)
    assert not ({"intel-mac", "python-too-old"} | TARGET_TRAPS) & ids(MICROBIT_7)


def test_tahoe_proves_no_chip_and_a_pyenv_38_is_not_too_old() -> None:
    facts, _ = read(EDGETPU_910)
    assert facts["python.version"] == "3.8.20"
    assert "host.cpu_brand" not in facts
    assert not {"apple-silicon", "intel-mac", "not-a-mac", "python-too-old", "tensorflow-missing"} & ids(EDGETPU_910)


@pytest.mark.parametrize("text", [CORAL_PI_59, PLATFORMS_19])
def test_the_edge_tpus_linux_builds_and_a_failed_delegate_name_no_machine(text: str) -> None:
    found = ids(text)
    assert not ({"apple-silicon", "intel-mac", "tensorflow-missing"} | TARGET_TRAPS) & found


def test_a_tensorflow_cpu_pin_is_no_cpu_only_tensorflow() -> None:
    facts, _ = read(TFLM_1781)
    assert not any(k.startswith("tensorflow.") for k in facts)
    assert not {"tf-cpu-only", "tensorflow-missing", "tf-metal-missing", "tensorflow-macos-deprecated", "not-a-mac"} & ids(TFLM_1781)
