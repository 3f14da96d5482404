# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1200-1223 (Hugging Face ecosystem threads on Macs: transformers, diffusers,
accelerate, trl, peft, safetensors, tokenizers, optimum, sentence-transformers) exposed, each read from real text.

The transformers/diffusers env template's torch field without its list bullets and in its newer form ('PyTorch version
(accelerator?): … (CUDA)'), and its TensorFlow field ('Tensorflow version (GPU?): 2.10.0 (True)'). torch's run-time
errors about a tensor, generator or storage on 'mps:0'. accelerate refusing fp16 on the 'mps' device it chose. torch
refusing bfloat16 on MPS. A MacBook shortened to MBP/MBA with its model year.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

ENV_TORCH_CUDA = [
    ("https://github.com/huggingface/sentence-transformers/issues/1975",
     "System Info\ntransformers version: 4.30.0.dev0\nPlatform: Linux-4.14.81.bm.22-amd64-x86_64-with-glibc2.24\nPython version: 3.9.16\nHuggingface_hub version: 0.14.1\nSafetensors version: not installed\nPyTorch version (GPU?): 2.0.1+cu117 (True)\nTensorflow version (GPU?): not installed (NA)\n"),
    ("https://github.com/huggingface/transformers/issues/47321",
     "### System Info\n- `transformers` version: 5.13.1\n- Platform: Linux-6.8.0-1058-gcp-x86_64-with-glibc2.39\n- Python version: 3.13.13\n- Huggingface_hub version: 1.23.0\n- Safetensors version: 0.8.0\n- Accelerate version: 1.14.0\n- Accelerate config: not found\n- DeepSpeed version: not installed\n- PyTorch version (accelerator?): 2.12.1+cu130 (CUDA)\n- Using distributed or parallel set-up in script?: \n- Using GPU in script?: \n- GPU type: Tesla T4\n"),
    ("a BitNet bug report's System Info (a notes file found with the code search)",
     "### System Info\n\n* `transformers` version: `5.0.0.dev0`\n* Platform: `Linux-5.15.167.4-microsoft-standard-WSL2-x86_64-with-glibc2.39`\n* Python version: `3.12.3`\n* `huggingface_hub` version: `1.3.2`\n* `safetensors` version: `0.7.0`\n* `accelerate` version: `1.12.0`\n* Accelerate config: `not installed`\n* DeepSpeed version: `not installed`\n* PyTorch version (accelerator?): `2.9.1+cu128 (CUDA)`\n* GPU type: `NVIDIA L4`\n"),
]


@pytest.mark.parametrize(("thread", "text"), ENV_TORCH_CUDA)
def test_the_env_templates_torch_field_names_cuda_in_every_form(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["torch.cuda_available"] is True, thread
    assert "not-a-mac" in ids(text), thread


def test_the_accelerator_field_na_on_a_mac_says_nothing_of_cuda_or_mps() -> None:
    # https://github.com/safetensors/safetensors/issues/674 (transformers 4.53 on macOS 15.6 arm64: 'NA', MPS not checked)
    text = "### System Info\n\n- `transformers` version: 4.53.3\n- Platform: macOS-15.6-arm64-arm-64bit\n- Python version: 3.12.0\n- Huggingface_hub version: 0.36.0\n- Safetensors version: 0.6.2\n- Accelerate version: 1.11.0\n- Accelerate config: \tnot found\n- DeepSpeed version: not installed\n- PyTorch version (accelerator?): 2.7.0 (NA)\n- Tensorflow version (GPU?): not installed (NA)\n"
    values, _ = read(text)
    assert "torch.cuda_available" not in values
    found = ids(text)
    assert {"apple-silicon", "python-native-arm64"} <= found
    assert not found & {"mps-unavailable", "cuda-available", "cuda-unavailable"}


ENV_TENSORFLOW_GPU = [
    ("https://github.com/huggingface/transformers/issues/24981",
     "### System Info\n\ntransformers version: 4.31.0.dev0\nPlatform: macOS-13.2.1-arm64-arm-64bit\nPython version: 3.10.10\nHuggingface_hub version: 0.16.4\nSafetensors version: 0.3.1\nAccelerate version: 0.22.0.dev0\nAccelerate config: not found\nPyTorch version (GPU?): 2.0.0 (False)\nTensorflow version (GPU?): 2.10.0 (True)\nFlax version (CPU?/GPU?/TPU?): not installed (NA)\n"),
    ("a Windows 10 PC with an RTX 3070 (a notes file found with the code search)",
     "Copy-and-paste the text below in your GitHub issue and FILL OUT the two last points.\n\n- `transformers` version: 4.31.0.dev0\n- Platform: Windows-10-10.0.22621-SP0\n- Python version: 3.8.5\n- Huggingface_hub version: 0.15.1\n- Safetensors version: 0.3.1\n- PyTorch version (GPU?): 2.0.1+cpu (False)\n- Tensorflow version (GPU?): 2.10.1 (True)\n- Flax version (CPU?/GPU?/TPU?): not installed (NA)\n"),
]


@pytest.mark.parametrize(("thread", "text"), ENV_TENSORFLOW_GPU)
def test_the_env_templates_tensorflow_field_true_lists_a_gpu(thread: str, text: str) -> None:
    _, symptoms = read(text)
    assert "tf-gpu-listed" in symptoms, thread
    assert "tf-gpu-available" in ids(text), thread


def test_the_env_templates_tensorflow_field_false_lists_none() -> None:
    # https://github.com/huggingface/transformers/issues/27663
    text = "### System Info\n\n- `transformers` version: 4.35.0\n- Platform: Linux-5.15.120+-x86_64-with-glibc2.35\n- Python version: 3.10.12\n- PyTorch version (GPU?): 2.1.0+cu118 (False)\n- Tensorflow version (GPU?): 2.14.0 (False)\n- Flax version (CPU?/GPU?/TPU?): 0.7.4 (cpu)\n"
    _, symptoms = read(text)
    assert "tf-gpu-listed" not in symptoms
    assert "tf-gpu-available" not in ids(text)


TORCH_MESSAGES_ON_MPS = [
    ("https://github.com/huggingface/transformers/issues/23161",
     "### Expected behavior\n\nI'd expect normal behaviour but get\nTypeError: can't convert mps:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.\n"),
    ("https://github.com/huggingface/transformers/issues/31897",
     "RuntimeError: Expected a 'mps:0' generator device but found 'cpu'\n\n### Reproduction\n\nWhile trying to run Trainer.train() on a Mac device, I run into the following error:\n"),
    ("https://github.com/pytorch/pytorch/pull/106117",
     ">       return func(*args, **kwargs)\nE       RuntimeError: Expected a 'mps:0' generator device but found 'mps'\n\n../.local/lib/python3.11/site-packages/torch/utils/_device.py:76: RuntimeError\n"),
    ("https://github.com/callummcdougall/ARENA_2.0/issues/21",
     "When running on mac, not all tensors reside on same device (example below)\n\nRuntimeError: Expected all tensors to be on the same device, but found at least two devices, mps:0 and cpu!\n"),
    ("https://github.com/pralab/secml-torch/issues/41",
     "We should detach and move the data to the cpu before passing it to the trackers. Otherwise, the following error is raised: \n\n> RuntimeError: Expected all tensors to be on the same device, but found at least two devices, mps:0 and cpu!\n"),
    ("https://github.com/meta-pytorch/segment-anything-fast/issues/129",
     "I am trying to run SamAutomaticMaskGenerator using device = 'mps' but I am getting the following error:\nRuntimeError: Attempted to set the storage of a tensor on device \"cpu\" to a storage on different device \"mps:0\".  This is no longer allowed; the devices must match.\n"),
]


@pytest.mark.parametrize(("thread", "text"), TORCH_MESSAGES_ON_MPS)
def test_torch_errors_about_an_object_on_mps0_mean_mps_ran(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert "mps-tensor" in symptoms, thread
    assert values["torch.mps_available"] is True, thread


def test_the_same_errors_about_cuda_say_nothing_of_mps() -> None:
    # https://github.com/Zhongdao/Towards-Realtime-MOT/issues/257 ; https://github.com/BenMSK/trajectory_prediction_TraPHic/issues/1
    for text in ("TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.\nHow to solve this problem?\n",
                 "Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!\nHow can i solve this problem\n"):
        values, symptoms = read(text)
        assert "mps-tensor" not in symptoms
        assert "torch.mps_available" not in values


ACCELERATE_FP16_ON_MPS = [
    ("https://github.com/huggingface/accelerate/issues/3718",
     "Getting \"fp16 mixed precision requires a GPU (not 'mps').\" error running ASR task recipe\n\n### System Info\n\n```Shell\nSystem:\n\nOS X Sequoia latest\nMBP M2 Pro 18-core CPU 19-core GPU 16 GB RAM\n```\n"),
    ("https://github.com/kijai/ComfyUI-FluxTrainer/issues/181",
     "Lora generation isn't working on Mac, I've tried changing the accelerators and get\n\n`fp16 mixed precision requires a GPU (not 'mps').`\n\nThanks for the work guys\n"),
]


@pytest.mark.parametrize(("thread", "text"), ACCELERATE_FP16_ON_MPS)
def test_accelerate_refusing_fp16_on_the_mps_device_it_chose_means_mps_works(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert "mps-available" in symptoms, thread
    assert values["torch.mps_available"] is True, thread


def test_accelerates_older_message_names_no_device() -> None:
    # https://github.com/invoke-ai/InvokeAI/issues/2705 (accelerate before the device was named)
    text = "** An exception occurred during training. The exception was:\nfp16 mixed precision requires a GPU\n** DETAILS:\n"
    values, symptoms = read(text)
    assert "mps-available" not in symptoms
    assert "torch.mps_available" not in values


BFLOAT16_REFUSED_ON_MPS = [
    ("https://github.com/huggingface/peft/pull/1217",
     "FAILED tests/test_decoder_models.py::PeftDecoderModelTester::test_generate_half_prec_18_test_hf_internal_testing_tiny_random_BloomForCausalLM_ia3 - TypeError: BFloat16 is not supported on MPS\n"),
    ("https://github.com/hiyouga/LlamaFactory/issues/2090",
     "macbook m2跑sft微调出现错误：TypeError: BFloat16 is not supported on MPS\n\n大家好，我在本地Apple M2 Max上跑llama的sft微调，出现了错误：TypeError: BFloat16 is not supported on MPS，请教一下该怎么解决\n"),
    ("https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/15888",
     "Upon updating, using LyCoris based Loras would generate the error, TypeError: BFloat16 is not supported on MPS. Tried many different launch flags, work arounds, fresh installs, etc etc.\n"),
    ("https://github.com/adieyal/sd-dynamic-prompts/issues/740",
     "  File \"/Users/Sentinel/Sites/stable-diffusion-webui/venv/lib/python3.10/site-packages/transformers/models/clip/modeling_clip.py\", line 822, in forward\n    return self.text_model(\nTypeError: BFloat16 is not supported on MPS\n"),
]


@pytest.mark.parametrize(("thread", "text"), BFLOAT16_REFUSED_ON_MPS)
def test_bfloat16_refused_on_mps_means_the_mps_device_exists(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert "mps-tensor" in symptoms, thread
    assert values["torch.mps_available"] is True, thread


MBP_WITH_MODEL_YEAR = [
    ("https://github.com/huggingface/swift-coreml-diffusers/issues/25",
     "Installed Diffusers from Mac App Store on a MBP-15 (2018, Intel UHD Graphics 630/Radeon Pro 555X with 4GB VRAM). After downloading the SD2 model, I tried generating an image with \"Labrador in the style of Vermeer\" prompt and default settings.\n"),
    ("a photometry package's README (found with the code search)",
     "(Tested on MBP 2018 15\" 2.6 GHz i7 with Fourier pattern subtraction multithread number of pools = 5)\n"),
    ("a Docker how-to's README (found with the code search)",
     "* MBP 2018 15\" macOS 10.14.6 에서 테스트하였고, 인덱스파일 외에는 도커 및 이미지파일을 포함하여 약 2GB 정도의 공간이 추가로 필요합니다.\n"),
]


@pytest.mark.parametrize(("thread", "text"), MBP_WITH_MODEL_YEAR)
def test_an_mbp_of_an_intel_year_is_an_intel_mac(thread: str, text: str) -> None:
    found = ids(text)
    assert "intel-mac" in found, thread
    assert "apple-silicon" not in found, thread



PROMPT_HOST_CHIP = [
    ("https://github.com/huggingface/autotrain-advanced/issues/566",
     "### Additional Information\n\n`(autotrain) petergreis@MacBook-Pro-M1-Max-2021 Project % accelerate config\n------------------------------------------------------------------------------------------In which compute environment are you running?\nThis machine\n"),
    ("an AWS lab's README (found with the code search)",
     "Test :\n```shell\npablo@Macbook-Pro-M1 Labo5 % python3 local_test.py \n{\n  \"statusCode\": 200,\n  \"body\": \"\\\"File Uploaded Successfully!\\\"\"\n}\n```\n"),
    ("a ping tool's notes (found with the code search)",
     "// after RUN CODE\nbank@MacBook-Air-M2 MINI_PROJECT % /usr/local/bin/python3 /Users/bank/Desktop/MINI_PROJECT/ping_tool.py\n--เริ่มการตรวจสอบสถานะนะครับ;)--\n"),
    ("a beginner's guide to the terminal (found with the code search)",
     "Example of a prompt:\n\n```\n(base) nealgoldstein@MacBook-Air-M2-2 ~ %\n```\n\nThat cryptic mess means:\n"),
]


@pytest.mark.parametrize(("thread", "text"), PROMPT_HOST_CHIP)
def test_a_prompts_host_named_after_its_chip_names_the_mac(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.cpu_brand"].startswith("Apple M"), thread
    assert "apple-silicon" in ids(text), thread


def test_a_prompt_whose_host_names_no_mac_is_still_removed() -> None:
    # https://github.com/huggingface/autotrain-advanced/issues/566's prompt with a host that is not a Mac's name
    from macml_doctor.paste import normalise

    assert normalise.lines_of("(autotrain) peter@devbox Project % accelerate config", 400) == ["accelerate config"]
    assert normalise.lines_of("(autotrain) petergreis@MacBook-Pro-M1-Max-2021 Project % accelerate config", 400) == [
        "(autotrain) petergreis@MacBook-Pro-M1-Max-2021 Project %", "accelerate config"]
