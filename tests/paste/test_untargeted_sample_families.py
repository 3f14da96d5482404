# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the untargeted never-seen batch 1175-1199 (25 threads from repositories the corpus had not used:
open_clip, pyannote, llama-cpp-python, coqui, chatterbox, MinerU, onnxruntime…) exposed, each read from real text.

Metal Performance Shaders failing inside PyTorch's work where the person names MPS rather than asking torch for it in
code, and Metal's command-buffer error; not TensorFlow's Metal runs of the same frameworks. MPS refusing a convolution
with more than 65536 output channels (an MPS op limit: the tensors were on MPS). Plain 'Sierra' after 'macOS'. An
'MBP intel'. 'M芯片' (an M chip) in Chinese. tensorflow-macos named with its version in a sentence.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

PYTORCH_MPS_FRAMEWORK_ERRORS = [
    ("https://github.com/hako-mikan/sd-webui-negpip/issues/31",
     "Crashes A1111 on M1 Mac (MPS error)\n\n```\nloc(\"mps_add\"(\"(mpsFileLoc): /AppleInternal/Library/BuildRoots/810eba08-405a-11ed-86e9-6af958a02716/Library/Caches/com.apple.xbs/Sources/MetalPerformanceShadersGraph/mpsgraph/MetalPerformanceShadersGraph/Core/Files/MPSGraphUtilities.mm\":228:0)): error: input types 'tensor<2x6144x320xf32>' and 'tensor<320xf16>' are not broadcast compatible\nLLVM ERROR: Failed to infer result type(s).\n./webui.sh: line 255: 42012 Abort trap: 6           \"${python_cmd}\" -u \"${LAUNCH_SCRIPT}\" \"$@\"\n```\n"),
    ("https://github.com/pharmapsychotic/clip-interrogator-ext/issues/6",
     "2023-02-23 12:07:07.519 Python[16268:467906] Error getting visible function:\n (null) Function floorOp_i64 was not found in the library\n/AppleInternal/Library/BuildRoots/a0876c02-1788-11ed-b9c4-96898e02b808/Library/Caches/com.apple.xbs/Sources/MetalPerformanceShaders/MPSCore/Utility/MPSKernelDAG.mm:755: failed assertion `Error getting visible function:\n (null) Function floorOp_i64 was not found in the library'\nzsh: abort      ./webui.sh\n\nsorry for the trouble, i've not run it on a mac before. hmm looks like open_clip may be using some operation not available in MPS\n"),
    ("https://github.com/opendatalab/MinerU/issues/346",
     "Mac M1使用mps报错\n\n2024-08-07 07:43:27.974 | INFO     | magic_pdf.model.pdf_extract_kit:__call__:173 - formula nums: 3, mfr time: 8.61\nError: command buffer exited with error status.\n        The Metal Performance Shaders operations encoded on it may not have completed.\n        Error: \n        (null)\n        Internal Error (0000000e:Internal Error)\n        <AGXG13XFamilyCommandBuffer: 0x35bc5d8a0>\n    label = <none> \n    device = <AGXG13XDevice: 0x31fb40800>\n        name = Apple M1 Pro \n"),
]


@pytest.mark.parametrize(("thread", "text"), PYTORCH_MPS_FRAMEWORK_ERRORS)
def test_mps_framework_errors_where_the_person_names_mps_are_pytorchs(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert "mps-available" in symptoms, thread
    assert values["torch.mps_available"] is True, thread


TENSORFLOW_METAL_FRAMEWORK_ERRORS = [
    ("https://github.com/apple/tensorflow_macos/issues/202",
     "Training runs on CPU without problems, but when I attempt training on GPU (setting `mlcompute.set_mlc_device(device_name='gpu')`) I repeatedly get the following error:\n\n```\nError: command buffer exited with error status.\n\tThe Metal Performance Shaders operations encoded on it may not have completed.\n\tError: \n\t(null)\n\tIgnored (for causing prior/excessive GPU errors) (IOAF code 4)\n\t<AGXM1FamilyCommandBuffer: 0x3e0728f80>\n    label = <none> \n    device = <AGXM1Device: 0x12abb8400>\n        name = Apple M1 \n```\n\nI should mention I am loading a model of about 550MB size (.mat) and using the old `tf.compat.v1.Graph()` and `tf.compat.v1.Session()` interfaces.\n"),
    ("https://github.com/apple/tensorflow_macos/issues/97",
     "On gpu error looks like this:\n```\n/AppleInternal/BuildRoot/Library/Caches/com.apple.xbs/Sources/MetalPerformanceShaders/MetalPerformanceShaders-124.0.30/MPSCore/Types/MPSMatrix.mm:241: failed assertion `[MPSMatrix initWithBuffer:descriptor:] buffer may not be nil.'\nfish: 'python tf_gpu_experiment.py' terminated by signal SIGABRT (Abort)\n```\n\nOn \"standard\" tensorflow 2.4.0 training runs without problems. Also running `bert-base-uncased` works OK on tensorflow_macos.\n"),
]


@pytest.mark.parametrize(("thread", "text"), TENSORFLOW_METAL_FRAMEWORK_ERRORS)
def test_tensorflow_metal_framework_errors_say_nothing_of_pytorch_mps(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert "mps-available" not in symptoms, thread
    assert "torch.mps_available" not in values, thread


MPS_OUTPUT_CHANNELS_LIMIT = [
    ("https://github.com/resemble-ai/chatterbox/issues/147",
     "I'm amazed with chatterbox capabilities and would like to run it on my m1 8gb macbook, but i keep getting `NotImplementedError:` Output channels > 65536 not supported at the MPS device ` error, and the only way to generate is to fallback to 'cpu'.\n\ni got torch 2.7.1 and torchaudio 2.7.1 and macOS v15.0.1\n"),
    ("https://github.com/QwenAudio/CosyVoice/issues/672",
     "修改了一些包版本，强改了device报错：\n```\n    return F.conv1d(\n           ^^^^^^^^^\nNotImplementedError: Output channels > 65536 not supported at the MPS device. \n```\n"),
    ("https://github.com/MahmoudAshraf97/whisper-diarization/pull/284",
     "```\nNotImplementedError: Output channels > 65536 not supported at the MPS device. As a temporary fix, you can set the environment variable `PYTORCH_ENABLE_MPS_FALLBACK=1` to use the CPU as a fallback for this op. WARNING: this will be slower than running natively on MPS.\n```\n"),
]


@pytest.mark.parametrize(("thread", "text"), MPS_OUTPUT_CHANNELS_LIMIT)
def test_mps_refusing_a_convolution_over_65536_output_channels_ran_on_mps(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert "mps-unimplemented-op" in symptoms, thread
    assert values["torch.mps_available"] is True, thread


def test_plain_sierra_right_after_macos_is_10_12_on_an_intel_mac() -> None:
    # https://github.com/nomic-ai/gpt4all/issues/886 (an AMD Ryzen machine running macOS Sierra)
    text = "### Sytem information\n\nMAC OS siera\n64GB RAM\nAMD Ryzen\nKubernetrics\n"
    values, _ = read(text)
    assert values["host.macos_release"] == "10.12"
    assert "intel-mac" in ids(text)


def test_sierra_not_after_macos_names_no_macos() -> None:
    # https://github.com/anaconda/anaconda-issues/issues/11426 ('macOS High Sierra (10.13.6)'), then a word 'Sierra'
    values, _ = read("macOS High Sierra (10.13.6)\nthe Sierra Nevada dataset, 12 GB\n")
    assert values["host.macos_version"] == "10.13.6"
    assert values.get("host.macos_release") != "10.12"


def test_an_mbp_intel_is_an_intel_mac() -> None:
    # https://github.com/amebalabs/TRex/issues/69
    text = "After homebew or manual install from Github, Trex doesn't launch on my MBP intel with the message : Trex Is not supported by this Mac.\n"
    values, _ = read(text)
    assert values["host.cpu_brand"] == "Intel"
    assert "intel-mac" in ids(text)


M_CHIP_IN_CHINESE = [
    ("https://github.com/lenML/Speech-AI-Forge/issues/119",
     "[ISSUE] 在M芯片的MacBook上报错：RuntimeError: Placeholder storage has not been allocated on MPS device!\n"),
    ("https://github.com/lenML/Speech-AI-Forge/issues/10",
     "mac M芯片无法识别，怎么设置\n"),
]


@pytest.mark.parametrize(("thread", "text"), M_CHIP_IN_CHINESE)
def test_an_m_chip_in_chinese_is_apple_silicon(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.arm64_capable"] in (True, 1, "1"), thread


def test_tensorflow_macos_named_with_its_version_in_a_sentence_is_its_record() -> None:
    # https://github.com/keras-team/keras/issues/21668 (an M2 MacBook Pro; tensorflow-macos past 2.13 is deprecated)
    text = "I am running this on a M2 MacBook Pro with tensorflow-macos 2.16.2 and tensorflow-metal 1.2.0.\n"
    values, _ = read(text)
    assert values["python.packages"]["tensorflow-macos"]["version"] == "2.16.2"
    assert "tensorflow-macos-deprecated" in ids(text)
