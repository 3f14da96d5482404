# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1225-1237 (13 question-and-answer, forum and blog pages: Stack Overflow, Hacker
News, Ray's and MacPorts' trackers, troubleshooting blogs) exposed, each read from real text.

The GPU a Metal device list names: tensorflow-metal's 'Metal device set to: AMD Radeon Pro 555X' and PlaidML's
'metal_amd_radeon_pro_460.0' device ids are an Intel Mac's GPUs (Apple silicon's Metal device is 'Apple M1').
"""

from __future__ import annotations

import pytest
from pasted import ids, read

INTEL_MAC_METAL_DEVICES = [
    # code-search copies of tensorflow-metal runs on Intel Macs
    ("tensorflow-metal, AMD Radeon Pro 555X",
     "To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.\nMetal device set to: AMD Radeon Pro 555X\n\nsystemMemory: 16.00 GB\nmaxCacheSize: 2.00 GB\n\n2021-11-20 19:06:03.246695: I tensorflow/core/common_runtime/pluggable_device/pluggable_device_factory.cc:305] Could not identify NUMA node of platform GPU ID 0, defaulting to 0. Your kernel may not have been built with NUMA support.\n"),
    ("tensorflow-metal, AMD Radeon Pro 560X, lines run together",
     "To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.\nMetal device set to: AMD Radeon Pro 560XsystemMemory: 16.00 GB\nmaxCacheSize: 2.00 GB2021-10-26 12:51:24.845013: I tensorflow/core/common_runtime/pluggable_device/pluggable_device_factory.cc:305] Could not identify NUMA node of platform GPU ID 0, defaulting to 0\\. Your kernel may not have been built with NUMA support.\n"),
    ("spleeter on tensorflow-metal, AMD Radeon Pro 5300M",
     "\tINFO:spleeter:5stems model file(s) extracted\n\tMetal device set to: AMD Radeon Pro 5300M\n\n\tsystemMemory: 32.00 GB\n\tmaxCacheSize: 1.99 GB\n\n\tINFO:spleeter:File ./Mummy/piano.wav written succesfully\n"),
    # https://stackoverflow.com/questions/54354548/use-experimental-devices-support-in-plaidml
    ("plaidml-setup on a MacBook Pro",
     "Experimental Config Devices:\n   llvm_cpu.0 : CPU (LLVM)\n   opencl_amd_amd_radeon_pro_555_compute_engine.0 : AMD AMD Radeon Pro 555 Compute Engine (OpenCL)\n   metal_amd_radeon_pro_460.0 : AMD Radeon Pro 460 (Metal)\n   opencl_intel_intel(r)_hd_graphics_630.0 : Intel Inc. Intel(R) HD Graphics 630 (OpenCL)\n   opencl_cpu.0 : Intel CPU (OpenCL)\n   metal_intel(r)_hd_graphics_unknown.0 : Intel(R) HD Graphics Unknown (Metal)\n"),
    # code-search copies of PlaidML runs
    ("PlaidML opening a Radeon Pro 5300M", 'INFO:plaidml:Opening device "metal_amd_radeon_pro_5300m.0"\nEpoch 1/3\n60000/60000 [==============================] - 7s 119us/step - loss: 0.2596 - acc: 0.9235 \n'),
    ("plaidml-setup on a Mac Pro 2019", "Default Config Devices:\n   llvm_cpu.0 : CPU (via LLVM)\n   metal_amd_radeon_pro_vega_ii_duo.1 : AMD Radeon Pro Vega II Duo (Metal)\n   metal_amd_radeon_pro_vega_ii_duo.0 : AMD Radeon Pro Vega II Duo (Metal)\n"),
]


@pytest.mark.parametrize(("where", "text"), INTEL_MAC_METAL_DEVICES)
def test_an_amd_or_intel_metal_device_is_an_intel_macs_gpu(where: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Darwin", where
    found = ids(text)
    assert "intel-mac" in found and "apple-silicon" not in found, where


def test_apple_silicons_metal_device_is_not_read_as_another_vendors() -> None:
    """tensorflow-metal on an M1 (forums.developer.apple.com, Jingbo's reply)."""
    text = "Init Plugin\nInit Graph Optimizer\nInit Kernel\nNum GPUs Available: 1\nMetal device set to: Apple M1\n"
    found = ids(text)
    assert "apple-silicon" in found and "intel-mac" not in found


FRAMEWORK_FIELDS = [
    # https://zaox.top/2025/04/14/ (MPS vs CUDA loss): the test setup, in Chinese
    ("a test setup in Chinese", "测试环境\n\n  • 设备:MacBook Pro M2 Max vs NVIDIA RTX 3090\n  • 框架:PyTorch 2.2\n  • 模型:ResNet-18\n  • 数据集:CIFAR-10\n", "2.2"),
    # a model card's training details (code search)
    ("a model card", "**Training details:**\n- Framework: PyTorch 2.7  \n- Optimizer: Adam (lr = 1e-4)  \n- Batch size: 16  \n", "2.7"),
    # a YAML training block (code search)
    ("a YAML block", "training:\n  framework: PyTorch 2.0 + Lightning\n  distributed: Horovod/DeepSpeed\n", "2.0"),
]


@pytest.mark.parametrize(("where", "text", "version"), FRAMEWORK_FIELDS)
def test_a_framework_field_names_the_installed_version(where: str, text: str, version: str) -> None:
    values, _ = read(text)
    assert values["torch.version"] == version, where


@pytest.mark.parametrize("text", [
    "- Framework: PyTorch 2.x, Scikit-Learn, NumPy, Python 3.14.",  # a slide of an experimental setup (code search)
    "    - Framework: PyTorch 2.0+ with Transformers 4.35+\n",  # a stack description (code search)
])
def test_a_framework_field_that_states_a_requirement_names_no_version(text: str) -> None:
    values, _ = read(text)
    assert "torch.version" not in values


# actions/setup-python's threads on the Apple-silicon runners (macos-14, macos-latest since 2024): an x64 CPython
# asked for or downloaded there runs under Rosetta.
X64_PYTHON_ON_ARM64_RUNNERS = [
    ("https://github.com/actions/setup-python/issues/855",
     "x64 python fails on arm64 images\n\nTrying to use Python-x64 on macos-14-arm64 fails\n\n**Actual behavior:**\n```\nCurrent runner version: '2.316.0'\nOperating System\n  macOS\n  14.4.1\n  23E224\nRunner Image\n  Image: macos-14-arm64\n  Version: 20240422.3\n```\nand\n```\nRun actions/setup-python@v5\n  with:\n    python-version: 3.10\n    architecture: x64\n    check-latest: false\n    token: ***\n    update-environment: true\n    allow-prereleases: false\nInstalled versions\n  Version 3.10 was not found in the local cache\n  Version 3.10 is available for downloading\n  Download from \"https://github.com/actions/python-versions/releases/download/3.10.14-8361245787/python-3.10.14-darwin-x64.tar.gz\"\n"),
    ("https://github.com/actions/setup-python/issues/825",
     "python <3.10 fails on macos-14 with `dyld: Library not loaded`\n\nWhen I run this pipeline:\n```yaml\nname: MacOsTest\n\non:\n  workflow_dispatch:\n\njobs:\n  test:\n    name: Test\n    runs-on: macos-14\n    steps:\n      - uses: actions/setup-python@v5\n        with:\n          python-version: 3.9\n          architecture: \"x64\"\n      - name: print python version\n        shell: bash\n        run: python --version\n```\n"),
    ("https://blog.gitcode.com/167bd065e7c5c673f9ae67ade935fede.html",
     "深入解析actions/setup-python在macOS ARM64架构下的兼容性问题\n问题现象\n用户在macOS 14 ARM64架构的Runner上使用actions/setup-python工具安装Python 3.10 x64版本时,会遇到动态链接库加载失败的错误。具体表现为Python解释器无法找到libintl.8.dylib等关键库文件,导致安装过程终止。\n技术分析\n架构差异的本质\nmacOS ARM64架构使用的是Apple Silicon处理器,其指令集与传统的x86-64架构完全不同。\n"),
]


@pytest.mark.parametrize(("thread", "text"), X64_PYTHON_ON_ARM64_RUNNERS)
def test_an_x64_python_on_an_apple_silicon_runner_runs_under_rosetta(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["python.machine"] == "x86_64", thread
    found = ids(text)
    assert "python-x86-on-arm" in found and "python-native-arm64" not in found, thread


def test_an_x64_python_on_an_intel_runner_is_native() -> None:
    """actions/setup-python#906: the same libintl failure on a self-hosted Intel Mac (macOS 13.5.2, x86_64)."""
    text = ("Python 3.9/3.10 on Darwin runners fails: Error: dyld[78135]: Library not loaded: /usr/local/opt/gettext/lib/libintl.8.dylib\n\n"
            "ProductName:\t\tmacOS\nProductVersion:\t\t13.5.2\nx86_64\n```\nVersion 3.10 was not found in the local cache\n"
            "  Download from \"https://github.com/actions/python-versions/releases/download/3.10.14-9599980810/python-3.10.14-darwin-x64.tar.gz\"\n"
            "  Error: dyld[78135]: Library not loaded: /usr/local/opt/gettext/lib/libintl.8.dylib\n"
            "    Referenced from: <09857011-94D0-3FBA-9F9D-9FCE0E7366FF> /Users/runner/hostedtoolcache/Python/3.10.14/x64/bin/python3.10\n")
    values, _ = read(text)
    assert values["python.machine"] == "x86_64"
    assert "python-x86-on-arm" not in ids(text)


def test_the_x64_download_alone_names_the_python_not_the_runner() -> None:
    """actions/setup-python#865: 'ARM 64 runner' is a CI machine named in the title (sentence.py reads a chip before
    'runner' as a target), so only the Python's architecture is read; the host stays undecided."""
    text = ("setup-python@v4 fails for Python 3.10.14 on Mac OS 14 (latest) ARM 64 runner\n\nRun actions/setup-python@v4\n  \n"
            "Installed versions\n  Version 3.10 was not found in the local cache\n  Version 3.10 is available for downloading\n"
            "  Download from \"https://github.com/actions/python-versions/releases/download/3.10.14-9004012336/python-3.10.14-darwin-x64.tar.gz\"\n"
            "  Extract downloaded archive\n")
    values, _ = read(text)
    assert values["python.machine"] == "x86_64" and values["host.os"] == "Darwin"
    assert "python-native-arm64" not in ids(text)


def test_an_arch_flag_before_python_is_not_an_x64_python_in_words() -> None:
    """`arch -x86_64 python` is the arch clue's (which knows when arch then fails: rticonnextdds-connector-py#141);
    the words 'x86_64 python' in it are a flag and a command, not a person naming an x64 Python."""
    values, _ = read("$ arch -x86_64 python3 -m pip install numpy\n")
    assert values.get("python.translated") == 1 and "python.machine" not in values  # the arch clue's reading
    values, _ = read("➜ arch -x86_64 python reader.py\narch: posix_spawnp: python: Bad CPU type in executable\n")
    assert "python.machine" not in values and "python.translated" not in values


@pytest.mark.parametrize(("where", "text"), [
    # https://blog.gitcode.com/212e78dbd2e790db94147757177c6cc5.html: a mamba thread written up in Chinese
    ("macOS arm64 platform", "问题背景\n\n在使用Mamba项目(包括micromamba和mamba)时,macOS arm64平台用户遇到了一个特殊的包解析问题。\n"),
    ("macOS arm64 devices", "  1. 平台特殊性:此问题仅出现在macOS arm64架构设备上,且与Mamba版本2.1.1相关。\n"),
])
def test_macos_arm64_in_a_chinese_sentence_is_the_mac_not_the_python(where: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.arm64_capable"] == 1, where
    assert "python.machine" not in values, where


def test_a_darwin_kernel_minor_settles_the_mps_floor() -> None:
    """pypa/cibuildwheel#1278: clang on the Cirrus CI Apple-silicon runner names Darwin 21.4.0, which first shipped with
    macOS 12.3 (checks/history.toml darwin_kernel_minor): not below MPS's first floor, as Darwin 21 alone would
    leave possible."""
    text = ("> uname -m\narm64\n> clang --version\nApple clang version 13.1.6 (clang-1316.0.21.2.3)\n"
            "Target: arm64-apple-darwin21.4.0\nThread model: posix\n"
            "InstalledDir: /Applications/Xcode-13.3.1.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/bin\n")
    values, _ = read(text)
    assert values["host.macos_release"] == "12.3"
    assert "macos-too-old-for-mps" not in ids(text)


def test_an_earlier_darwin_21_minor_is_the_earlier_monterey() -> None:
    """A README's development environment (code search): a MacBook Air M1 whose clang targets Darwin 21.2.0, the
    kernel of macOS 12.1."""
    text = ("動作確認環境(MacbookAir M1 2020)\n- Apple clang version 13.0.0 (clang-1300.0.29.30)\n"
            "- Target: arm64-apple-darwin21.2.0\n")
    values, _ = read(text)
    assert values["host.macos_release"] == "12.1"


@pytest.mark.parametrize(("where", "text"), [
    # https://blog.gitcode.com/d68a2f025d0ed596979ab1b52442afab.html: Spack's numpy after Xcode 16.3, the path elided
    ("a Chinese write-up", "当用户尝试在macOS系统上安装numpy并依赖OpenBLAS时,可能会遇到以下典型错误:\nImportError: dlopen(...): duplicate LC_RPATH ...\n这个错误表明动态链接器在加载numpy核心模块时发现了重复的运行时路径(RPATH)"),
    # code-search copies of the same message
    ("k2 in a miniconda env", "      from _k2 import DeterminizeWeightPushingType\n  ImportError: dlopen(/Users/fangjun/software/miniconda3/envs/tt/lib/python3.8/site-packages/_k2.cpython-38-darwin.so, 2): Library not loaded: @rpath/libmkl_intel_ilp64.2.dylib\n"),
    ("llvmlite's troubleshooting", "Problem: ``OSError: dlopen(libllvmlite.dylib, 6): image not found``\n\nThis is a MacOS specific error."),
])
def test_pythons_dlopen_error_is_macos(where: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Darwin", where


def test_cffis_own_dlopen_message_names_no_mac() -> None:
    """cffi's message on Windows (a Chinese note found with the code search) is not dyld's."""
    values, _ = read("上面这个代码在windows上跑不起来。\n\n```\n    raise OSError(\"dlopen(None) cannot work on Windows for Python 3 \"\nOSError: dlopen(None) cannot work on Windows for Python 3 (see http://bugs.python.org/issue23606)\n```\n")
    assert values.get("host.os") != "Darwin"
