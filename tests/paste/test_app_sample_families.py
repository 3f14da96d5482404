# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1250-1274 exposed (25 threads of end-user ML apps on Macs: ComfyUI and its
custom nodes, A1111 and Forge, faster-whisper, ultralytics, llama-cpp-python installs, audiocraft, Fooocus), each read
from real text.

torch refusing bfloat16 on a working MPS device, in a ComfyUI traceback and in its wording from 2.3 below macOS 14. The Apple
Neural Engine's runtime errors, which only Apple's own chips can print. CMake naming GCC as the system compiler in a pip
build: a Linux machine. A macOS release written with 'Intel, AMD' beside it: the CPU and GPU of an Intel Mac.
"""

from __future__ import annotations

import pytest
from pasted import ids, read


def test_torchs_bfloat16_refusal_in_a_comfyui_traceback_reached_the_mps_device() -> None:
    # https://github.com/kijai/ComfyUI-DiffusersStableCascade/issues/12 (the other wordings' samples: test_cjk_families.py)
    text = ("issue on Mac M3: BFloat16 is not supported on MPS\n\n```\nERROR:root:!!! Exception during processing !!!\nERROR:root:Traceback (most recent call last):\n  File \"/Users/dfl/sd/ComfyUI/custom_nodes/ComfyUI-DiffusersStableCascade/nodes.py\", line 44, in process\n    self.prior = StableCascadePriorPipeline.from_pretrained(\"stabilityai/stable-cascade-prior\", torch_dtype=torch.bfloat16).to(device)\n")
    assert {"apple-silicon", "mps-available"} <= ids(text)


def test_torchs_bfloat16_gate_from_2_3_names_a_working_device_below_macos_14() -> None:
    # https://github.com/pytorch/torchchat/issues/616
    text = ("TypeError: MPS BFloat16 is only supported on MacOS 14 or newer\n\n```\n    File \"/opt/homebrew/Caskroom/miniconda/base/lib/python3.12/site-packages/torch/nn/modules/module.py\", line 1159, in convert\n      return t.to(\n             ^^^^^\n  TypeError: MPS BFloat16 is only supported on MacOS 14 or newer\n```\n")
    values, symptoms = read(text)
    assert "mps-tensor" in symptoms
    assert values["torch.mps_available"] is True


APPLE_NEURAL_ENGINE_ERRORS = [
    ("https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/13419",
     "When I try to execute the generation of the image, the terminal say error on Neural Engine, this error appeared with the new MACOS update, MacOs Sonoma 14\n\n```Shell\n2023-09-27 17:10:07.013 Python[13813:192227] ANE Evaluation Error = Error Domain=com.apple.appleneuralengine Code=8 \"processRequest:model:qos:qIndex:modelStringID:options:error:: ANEProgramProcessRequestDirect() Failed with status=0x16 : statusType=0x9: Program Inference error\" UserInfo={NSLocalizedDescription=processRequest:model:qos:qIndex:modelStringID:options:error:: ANEProgramProcessRequestDirect() Failed with status=0x16 : statusType=0x9: Program Inference error}\n```\n"),
    ("https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/13527",
     "Sometimes logs are like this:\n\n2023-10-06 23:03:57.310 Python[2543:44591] Error = Error Domain=com.apple.appleneuralengine Code=6 \"createProgramInstanceForModel:modelToken:qos:isPreCompiled:enablePowerSaving:skipPreparePhase:statsMask:memoryPoolID:enableLateLatch:modelIdentityStr:owningPid:cacheUrlIdentifier:aotCacheUrlIdentifier:error:: Program load failure (0x5)\" UserInfo={NSLocalizedDescription=createProgramInstanceForModel:modelToken:qos:isPreCompiled:enablePowerSaving:skipPreparePhase:statsMask:memoryPoolID:enableLateLatch:modelIdentityStr:owningPid:cacheUrlIdentifier:aotCacheUrlIdentifier:error:: Program load failure (0x5)}\n2023-10-06 23:03:57.310 Python[2543:44591] ANE load failed!\n2023-10-06 23:03:57.310 Python[2543:44591] Issues were found in compilation, falling back to GPU\n"),
    ("https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/12802",
     "When I generate an image on my MacBook, I found this problem. Here is the error information in my terminal:\n\n```\nApplying attention optimization: InvokeAI... done.\n  0%|                                                    | 0/20 [00:00<?, ?it/s]2023-08-27 14:59:38.118 \n\nPython[77304:1946001] Error = Error Domain=com.apple.appleneuralengine Code=6 \"createProgramInstanceForModel:modelToken:qos:isPreCompiled:enablePowerSaving:skipPreparePhase:statsMask:memoryPoolID:enableLateLatch:modelIdentityStr:owningPid:cacheUrlIdentifier:aotCacheUrlIdentifier:error:: Program load failure (0x5)\"\n\n2023-08-27 14:59:38.118 Python[77304:1946001] ANE load failed!\n```\n"),
    ("https://github.com/CompVis/stable-diffusion/issues/745",
     "it runs normal on Terminal as usual but when I click generate I got this error \n\n/appleinternal/library/buildroots/1a7a4148-f669-11ed-9d56-f6357a1003e8/library/caches/com.apple.xbs/sources/metalperformanceshadersgraph/mpsgraph/metalperformanceshadersgraph/runtimes/mpsruntime/operations/gpuaneregionops.mm:332: failed assertion `ane evaluation error = error domain=com.apple.appleneuralengine code=3 \"processrequest:model:qos:qindex:modelstringid:options:error:: aneprogramprocessrequestdirect() failed with status=0xf : statustype=0x11: program inference timeout: timed out\"'\n"),
]


@pytest.mark.parametrize(("thread", "text"), APPLE_NEURAL_ENGINE_ERRORS)
def test_the_apple_neural_engines_errors_come_from_apple_silicon(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Darwin", thread
    assert values["host.arm64_capable"] in (1, "1", True), thread
    assert "apple-silicon" in ids(text), thread


CMAKE_GCC_AS_SYSTEM_COMPILER = [
    ("https://github.com/PromtEngineer/localGPT/issues/78",
     "### System Info:\n- conda 22.9.0\n- Python 3.10.8\n\n### Logs:\n```\nBuilding wheels for collected packages: llama-cpp-python\n  Building wheel for llama-cpp-python (pyproject.toml) ... error\n  error: subprocess-exited-with-error\n  \n      Not searching for unused variables given on the command line.\n      -- The C compiler identification is GNU 7.3.1\n      -- Detecting C compiler ABI info\n      -- Detecting C compiler ABI info - done\n      -- Check for working C compiler: /usr/bin/cc - skipped\n      -- Detecting C compile features\n"),
    ("https://github.com/abetlen/llama-cpp-python/issues/54",
     "I have this issue in the ubuntu 18.04.\n\n      -- The C compiler identification is GNU 7.5.0\n      -- Detecting C compiler ABI info\n      -- Detecting C compiler ABI info - done\n      -- Check for working C compiler: /usr/bin/cc - skipped\n      -- Detecting C compile features\n      -- Detecting C compile features - done\n      -- The CXX compiler identification is GNU 7.5.0\n"),
    ("https://github.com/abetlen/llama-cpp-python/issues/1662",
     "```\n      loading initial cache file /tmp/tmphykwn8um/build/CMakeInit.txt\n      -- The C compiler identification is GNU 11.4.0\n      -- The CXX compiler identification is GNU 11.4.0\n      -- Detecting C compiler ABI info\n      -- Detecting C compiler ABI info - done\n      -- Check for working C compiler: /usr/bin/x86_64-linux-gnu-gcc - skipped\n      -- Detecting C compile features\n"),
    ("https://github.com/AcademySoftwareFoundation/OpenTimelineIO/issues/1686",
     "      running build_ext\n      -- The C compiler identification is GNU 13.2.0\n      -- The CXX compiler identification is GNU 13.2.0\n      -- Detecting C compiler ABI info\n      -- Detecting C compiler ABI info - done\n      -- Check for working C compiler: /usr/bin/cc - skipped\n      -- Detecting C compile features\n"),
]


@pytest.mark.parametrize(("thread", "text"), CMAKE_GCC_AS_SYSTEM_COMPILER)
def test_cmake_finding_gcc_as_the_system_compiler_is_a_linux_machine(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Linux", thread
    assert "not-a-mac" in ids(text), thread


def test_cmake_finding_apple_clang_is_no_linux_machine() -> None:
    # https://github.com/openinterpreter/openinterpreter/issues/63
    text = ("      Not searching for unused variables given on the command line.\n      \n      -- The C compiler identification is AppleClang 11.0.0.11000033\n      -- Detecting C compiler ABI info\n      -- Detecting C compiler ABI info - failed\n      -- Check for working C compiler: /Library/Developer/CommandLineTools/usr/bin/cc\n      -- Check for working C compiler: /Library/Developer/CommandLineTools/usr/bin/cc - broken\n")
    values, _ = read(text)
    assert values.get("host.os") != "Linux"


INTEL_AND_AMD_BESIDE_MACOS = [
    ("https://github.com/lllyasviel/stable-diffusion-webui-forge/issues/2399",
     "macOS Sequoia 15.1.1 (intel, AMD) - with MPS and PyTorch (BFloat16 Unsupported)\n\nI just installed pip install torch==2.1.2 torchvision==0.16.2 torchaudio==2.1.2 but no luck, the same issue is exist in ComfyUI too,\n"),
    ("https://github.com/pytorch/pytorch/issues/141864",
     "BFloat16 Unsupported on MPS (macOS Sequoia 15.1.1, Intel, AMD)\n\n### 🐛 Describe the bug\n\nI am encountering the error `TypeError: BFloat16 is not supported on MPS` while using PyTorch with Apple's Metal Performance Shaders (MPS) backend.\n"),
]


@pytest.mark.parametrize(("thread", "text"), INTEL_AND_AMD_BESIDE_MACOS)
def test_a_macos_release_with_intel_and_amd_beside_it_is_an_intel_mac(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.cpu_brand"] == "Intel", thread
    assert "intel-mac" in ids(text), thread


def test_intel_beside_apple_silicon_after_macos_names_neither() -> None:
    # a release's targets, not a machine (the pair the Intel-in-parentheses branch already leaves alone)
    values, _ = read("Builds for macOS 14 (Intel, Apple Silicon) are attached.\n")
    assert values.get("host.cpu_brand") != "Intel"
