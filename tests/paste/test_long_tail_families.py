# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 745-769 exposed (long-tail repositories), each read from real captured text
(the thread is named).

detectron2's environment table in its older eras ('GPU available  True', 'CUDA available  True', a row per GPU model
naming several indices), Windows in a virtual machine on a Mac named only as a VM, Debian's dist-packages folders
(Linux), and a compiled module of the wrong architecture described in words rather than in the loader's message.
"""

from __future__ import annotations

import pytest
from pasted import read

DETECTRON2_TABLES = [
    ("https://github.com/facebookresearch/detectron2/issues/2913 (0.4)",
     "sys.platform            linux\nPython                  3.8.5 (default, Jan 27 2021, 15:41:15) [GCC 9.3.0]\nnumpy                   1.19.5\ndetectron2              0.4 @/home/mona/venv/frank/lib/python3.8/site-packages/detectron2\nCompiler                GCC 9.3\nCUDA compiler           CUDA 10.1\ndetectron2 arch flags   7.5\nDETECTRON2_ENV_MODULE   <not set>\nPyTorch                 1.8.1+cu111 @/home/mona/venv/frank/lib/python3.8/site-packages/torch\nPyTorch debug build     False\nGPU available           True\nGPU 0                   GeForce GTX 1650 Ti with Max-Q Design (arch=7.5)\nCUDA_HOME               /usr\n",
     True, "GeForce GTX 1650 Ti with Max-Q Design"),
    ("https://github.com/facebookresearch/detectron2/issues/722 (0.1: 'CUDA available', sixteen GPUs in one row)",
     "sys.platform                               linux\nPython                                     3.6.10 |Anaconda, Inc.| (default, Jan  7 2020, 21:14:29) [GCC 7.3.0]\nnumpy                                      1.18.1\ndetectron2._C                              failed to import\nDETECTRON2_ENV_MODULE                      <not set>\nPyTorch                                    1.4.0 @/home/yuwentao/anaconda3/envs/py36det/lib/python3.6/site-packages/torch\nPyTorch debug build                        False\nCUDA available                             True\nGPU 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15  Tesla K80\nCUDA_HOME                                  /usr/local/cuda\n",
     True, "Tesla K80"),
    ("https://github.com/facebookresearch/detectron2/issues/5135 (0.6: 'Yes', two GPUs in one row)",
     "sys.platform                     linux\nPython                           3.8.18 | packaged by conda-forge | (default, Oct 10 2023, 15:44:36) [GCC 12.3.0]\nnumpy                            1.23.1\ndetectron2                       0.6 @/root/detectron2/detectron2\nPyTorch                          1.10.0 @/opt/conda/envs/detectron2/lib/python3.8/site-packages/torch\nPyTorch debug build              False\nGPU available                    Yes\nGPU 0,1                          NVIDIA GeForce RTX 2080 Ti (arch=7.5)\nDriver version                   535.113.01\n",
     True, "NVIDIA GeForce RTX 2080 Ti"),
    ("https://github.com/facebookresearch/detectron2/issues/2519 (0.3: 'False', no GPU row)",
     "sys.platform           linux\nPython                 3.9.1 (default, Dec 13 2020, 11:55:53) [GCC 10.2.0]\nnumpy                  1.19.5\ndetectron2             0.3 @/usr/lib/python3.9/site-packages/detectron2\nCompiler               GCC 10.2\nCUDA compiler          not available\nDETECTRON2_ENV_MODULE  <not set>\nPyTorch                1.7.1 @/usr/lib/python3.9/site-packages/torch\nPyTorch debug build    False\nGPU available          False\nPillow                 8.1.0\n",
     False, None),
]


@pytest.mark.parametrize(("thread", "text", "available", "gpu"), DETECTRON2_TABLES)
def test_detectron2_tables_of_every_era_say_whether_cuda_is_available(thread: str, text: str, available: bool,
                                                                      gpu: str | None) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Linux", thread
    assert values["torch.cuda_available"] is available, thread
    if gpu is None:
        assert "host.nvidia_gpus" not in values, thread
    else:
        assert [g["name"] for g in values["host.nvidia_gpus"]] == [gpu], thread


WINDOWS_VMS = [
    ("https://github.com/microsoft/onnxruntime/issues/26473 (title)",
     "Cannot install Onnxruntime in VM(Win11 arm64) of Mac M Silicon\n"),
    ("https://github.com/microsoft/onnxruntime/issues/26473 (form)",
     "### Target platform\n\nVirtual Machine(Win OS) on Macbook Apple Silicon\n"),
    ("https://github.com/Bananz0/GalaxyBookEnabler/issues/14 (title)",
     "macOS virtual machine windows11 arm error\n"),
    ("https://github.com/Bananz0/GalaxyBookEnabler/issues/14 (body, Chinese)",
     "用的arm版windows11虚拟机，在M1 macOS电脑上\n"),
]


@pytest.mark.parametrize(("thread", "text"), WINDOWS_VMS)
def test_windows_in_a_vm_on_a_mac_runs_the_python_on_windows(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Windows", thread


def test_a_vm_of_macos_on_a_mac_is_not_windows() -> None:
    # https://github.com/utmapp/UTM/issues/6205: a macOS guest under UTM on an M2
    values, _ = read("Unable to use YubiKey in guest VM. Guest VM is OS X Sonoma 14.2.1. macOS on macOS.  \n\n**Configuration**  \n* UTM Version: 4.4.5\n* macOS Version: Sonoma 14.2.1\n* Mac Chip (Intel, M1, ...): M2\n")
    assert values.get("host.os") != "Windows"


DIST_PACKAGES = [
    ("https://github.com/OpenNMT/CTranslate2/issues/1908 (aarch64, in a container)",
     'Traceback (most recent call last):\n  File "/app/transcriber_app.py", line 151, in <module>\n    api = create_app(cli_args)\n  File "/usr/local/lib/python3.10/dist-packages/faster_whisper/transcribe.py", line 647, in __init__\n    self.model = ctranslate2.models.Whisper(\nValueError: This CTranslate2 package was not compiled with CUDA support\n'),
    ("https://github.com/open-mmlab/mmsegmentation/issues/3186",
     'Traceback (most recent call last):\n  File "/usr/lib/python3.10/runpy.py", line 196, in _run_module_as_main\n    return _run_code(code, main_globals, None,\n  File "/usr/local/lib/python3.10/dist-packages/torch/distributed/launch.py", line 195, in <module>\n    main()\n'),
    ("https://github.com/vllm-project/vllm/issues/30392 (a prefixed log line)",
     '(EngineCore_DP0 pid=85)   File "/usr/local/lib/python3.12/dist-packages/torch/_inductor/compile_fx.py", line 1505, in codegen_and_compile\n(EngineCore_DP0 pid=85)     compiled_module = graph.compile_to_module()\n'),
]


@pytest.mark.parametrize(("thread", "text"), DIST_PACKAGES)
def test_debian_dist_packages_are_linux(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Linux", thread


def test_site_packages_under_usr_local_is_not_read_as_linux() -> None:
    # https://github.com/huggingface/tokenizers/issues/1447 (Homebrew's Python on an M1)
    values, _ = read("Location: /opt/homebrew/lib/python3.11/site-packages\n")
    assert values.get("host.os") != "Linux"


WRONG_ARCH_IN_WORDS = [
    ("https://github.com/huggingface/tokenizers/issues/712 (title)",
     "wrong architecture `tokenizers.cpython-39-darwin.so` (x86_64) when installing on apple silicon (arm64)\n"),
    ("https://github.com/huggingface/tokenizers/issues/712 (body)",
     "It seems like, currently, installing `tokenizers` via pypi builds or bundles the `tokenizers.cpython-39-darwin.so` automatically for `x86_64` instead of `arm64` for users with apple silicon m1 computers.\n"),
    ("https://github.com/malcolmw/pykonal/issues/24",
     "Not sure why, but seems like python was building an amd64 library instead of an arm64 library.\n"),
    ("https://github.com/pypa/build/issues/710",
     "I have been trying to put my finger on why building wheels on my machine sometimes produces `x86` shared object files when my system is `arm64`.\n"),
    ("https://github.com/conda-forge/ray-packages-feedstock/issues/155",
     "It seems the osx-arm64 package includes an x86_64 .so file which causes immediate failure on import.\n"),
    ("https://github.com/apple/coremltools/issues/1288 (title)",
     "Arm64 wheel for coremltools==5.0b3 contains x86 .so files (at least for Python 3.9)\n"),
    ("https://github.com/grafana/pyroscope-rs/issues/161 (title)",
     "[Python:0.8.6] Package installation on ARM MacOS results in x86_64 native .so file\n"),
]


@pytest.mark.parametrize(("thread", "text"), WRONG_ARCH_IN_WORDS)
def test_a_module_of_the_wrong_architecture_described_in_words(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert "incompatible-arch" in symptoms, thread
    found = [s for s in values["report.symptoms"] if s["id"] == "incompatible-arch"]
    assert (found[0]["have"], found[0]["need"]) == ("x86_64", "arm64"), thread


def test_both_architectures_named_without_a_mismatch_is_no_symptom() -> None:
    # https://github.com/letmaik/pyvirtualcam/issues/97: a maintainer explaining the choice, nothing failed to load
    _, symptoms = read("M1 supports both x86-64 (Intel) and ARM64. So if you use an x86-64 Python installation, then you can install pyvirtualcam via PyPI.\n")
    assert "incompatible-arch" not in symptoms
