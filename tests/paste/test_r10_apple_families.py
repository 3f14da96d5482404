# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1630-1651 (jaxlib source builds for jax-metal, MLX installs, coremltools on
macOS, taken as found) exposed, each read from real captured text (the thread is named).

jax's build/build.py picks its bazel download and its target from the Python that runs it: 'bazel-…-darwin-x86_64'
or 'Building jaxlib for darwin x86_64' names an x86_64 Python (under Rosetta on an M4), '-darwin-arm64' a native one.
coremltools named with its version in a sentence or a title ('I pip installed coremltools 6.2') is the release in
use; coremltools 5.x and 6.x have rows in python_support.toml (their macOS wheels stop at cp39 and cp310), so Python
3.11 with coremltools 6.3 is too new for it, also where the report does not say the Python's architecture (the
rows of both agree). A package listing's row in Markdown bold ('**coremltools       5.0b1**') is still its row.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/jax-ml/jax/issues/28121
M4_BUILD = (
    "I cannot create a new build of jaxlib on my macBook Pro with M4 Apple Silicon\n\n"
    "to create a fresh build of jaxlib on my M4 Apple Silicon macbook Pro and using Python 3.11.9 in a conda environment  but the build process fails with the following output in Terminal;\n\n"
    "`(py3119)` /Users/StephenLearmonth/jax $: python build/build.py build --wheels=jaxlib --python_version=3.11.9 --verbose\n"
    "2025-04-18 16:42:41,245 - DEBUG - Bazel path: ./bazel-7.4.1-darwin-x86_64\n"
    "2025-04-18 16:42:41,245 - DEBUG - Bazel version: 7.4.1\n"
    "2025-04-18 16:42:41,245 - DEBUG - Hermetic Python version: 3.11.9\n"
    "2025-04-18 16:42:41,321 - DEBUG - Using release cpu features: --config=avx_posix\n"
    "2025-04-18 16:42:41,321 - INFO - Building jaxlib for darwin x86_64...\n"
)


def test_jax_build_for_darwin_x86_64_on_an_m4_is_a_rosetta_python() -> None:
    values, _ = read(M4_BUILD)
    assert values["python.machine"] == "x86_64"
    found = ids(M4_BUILD)
    assert {"apple-silicon", "python-x86-on-arm"} <= found
    assert "python-native-arm64" not in found
    # the new build.py's own line alone says it too
    values, _ = read("2025-04-18 16:42:41,321 - INFO - Building jaxlib for darwin x86_64...\n")
    assert values["python.machine"] == "x86_64"
    assert values["host.os"] == "Darwin"


def test_jax_build_x86_64_on_an_intel_mac_is_no_rosetta() -> None:
    # https://github.com/jax-ml/jax/issues/17095
    text = ("When I follow the following [tutorial](https://developer.apple.com/metal/jax/) on macOS 13.4.1 with an AMD Radeon Pro Vega 20 GPU, the building of JAX from source with the command `python build/build.py --bazel_options=--@xla//xla/python:enable_tpu=true` fails with the following error:\n\n"
            "Bazel binary path: ./bazel-5.1.1-darwin-x86_64\n"
            "Bazel version: 5.1.1\n"
            "Python binary path: /Users/maximilianstoelzle/opt/miniconda3/envs/jax-metal/bin/python\n"
            "Python version: 3.10\n"
            "Target CPU: x86_64\n\n"
            "Python 3.10.11, macOS 13.4.1, MacBook Pro 15'' (2019)\n")
    found = ids(text)
    assert "intel-mac" in found
    assert "python-x86-on-arm" not in found
    assert "apple-silicon" not in found


def test_jax_build_darwin_arm64_is_a_native_python() -> None:
    # https://github.com/jax-ml/jax/issues/10132
    text = ("Current top of main does not build on my machine (Apple M1 Pro, macOS 12.3.1):\n\n"
            "Bazel binary path: ./bazel-5.1.0-darwin-arm64\n"
            "Bazel version: 5.1.0\n"
            "Python binary path: /Users/nicholasjunge/Workspaces/python/jax/venv/bin/python\n"
            "Python version: 3.9\n"
            "Target CPU: arm64\n")
    values, _ = read(text)
    assert values["python.machine"] == "arm64"
    found = ids(text)
    assert {"apple-silicon", "python-native-arm64"} <= found
    assert "python-x86-on-arm" not in found


def test_bazel_for_linux_is_no_mac() -> None:
    # https://github.com/jax-ml/jax/issues/17829 (a Jetson Orin Nano)
    values, _ = read("Bazel binary path: ./bazel-6.1.2-linux-arm64\nBazel version: 6.1.2\nTarget CPU: aarch64\n")
    assert values.get("host.os") != "Darwin"
    assert "python.machine" not in values


def test_coremltools_6_in_a_sentence_with_python_3_11_is_too_new() -> None:
    # https://github.com/apple/coremltools/pull/1800
    text = ("Support Python 3.11 (by updating numpy and pybind11)\n\n"
            "In my Conda env with Python 3.11, I pip installed coremltools 6.2, and tried to run it via [ml-stable-diffusion](https://github.com/apple/ml-stable-diffusion). I got this error:\n\n"
            "> `BlobWriter not loaded`\n\n"
            "In file included from /Users/birch/git/diffusers-play/src/coremltools/modelpackage/src/ModelPackagePython.cpp:15:\n")
    values, _ = read(text)
    assert values["python.packages"]["coremltools"]["version"] == "6.2"
    found = ids(text)
    assert "python-too-new" in found
    assert "python-too-old" not in found


def test_coremltools_in_a_title_with_python_3_11_is_too_new() -> None:
    # https://github.com/apple/coremltools/issues/1928
    text = ("YOLOv8 `coremltools 6.3` Python 3.11 error `Unable to load libmodelpackage. Cannot save spec`\n\n"
            "Unfortunately *.mlpackage export fails on Python 3.11, and we are now forced to revert to *.mlmodel here with a try: except statement:\n\n"
            "Traceback (most recent call last):\n"
            '  File "/Applications/PyCharm CE.app/Contents/plugins/python-ce/helpers/pydev/pydevconsole.py", line 364, in runcode\n'
            "    coro = func()\n"
            "           ^^^^^^\n"
            '  File "<input>", line 1, in <module>\n'
            '  File "/Users/glennjocher/PycharmProjects/ultralytics/ultralytics/engine/model.py", line 344, in export\n')
    assert "python-too-new" in ids(text)


def test_coremltools_on_a_python_it_has_wheels_for_is_not_too_new() -> None:
    # the guard's side: coremltools 6.3 has cp310 wheels (coremltools-6.3.0-cp310-none-macosx_11_0_arm64.whl)
    text = ("In my Conda env with Python 3.10, I pip installed coremltools 6.3, and tried to run it.\n"
            "In file included from /Users/birch/git/src/coremltools/modelpackage/src/ModelPackagePython.cpp:15:\n")
    found = ids(text)
    assert "python-too-new" not in found
    assert "python-too-old" not in found


def test_a_release_moved_to_or_a_floor_is_no_installed_coremltools() -> None:
    # https://github.com/apple/corenet/pull/45
    values, _ = read("When attempting to install on macOS Sequoya (15) running Python 3.12.6, the dependency coremltools fails to install due to it using an outdated command (imp). Updating to version 7.2 fixes this error.\n")
    assert "coremltools" not in (values.get("python.packages") or {})
    values, _ = read("This needs coremltools 7.0 or later on macOS.\n")
    assert "coremltools" not in (values.get("python.packages") or {})


def test_a_bold_row_of_a_pip_list_is_read() -> None:
    # https://github.com/apple/coremltools/issues/1222
    text = ("This is using the beta version of coreml tools.\n"
            "```\n\n"
            "Package           Version\n"
            "----------------- -------------------\n"
            "attrs             21.2.0\n"
            "brotlipy          0.7.0\n"
            "certifi           2021.5.30\n"
            "**coremltools       5.0b1**\n"
            "cryptography      3.4.7\n"
            "cycler            0.10.0\n"
            "gmpy2             2.1.0b1\n"
            "```\n")
    values, _ = read(text)
    assert values["python.packages"]["coremltools"]["version"] == "5.0b1"
    assert values["python.packages"]["cryptography"]["version"] == "3.4.7"
    assert "coremltools-info" in ids(text)
