# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1655-1679 (image-generation UIs on Macs: ComfyUI and its custom nodes,
AUTOMATIC1111's web UI and its forks, SD.Next, the Krita AI plugin; taken as found) exposed, each read from real
captured text (the thread is named).

Machines: macOS 27 and later run only on Apple silicon (macOS 26 Tahoe is the last release for Intel Macs), also
written glued ('mac27beta2', 'macos27'); a 'same happens here. intel mac' reply names an Intel Mac; macOS's default
zsh prompt ('user@host folder % ') is a Mac's terminal, and webui.sh's 'Tested on Debian 11 (Bullseye)' banner is no
Linux; a question when MPS will be supported comes from a Mac. MPS: ComfyUI's 'VAE load device: mps', xformers'
'device=mps (supported: {'cuda'})', images said noisy on MPS, a commit said to have broken inference for MPS, and an
MPS kernel's failed assertion in a ComfyUI report show MPS working; torch's 'Skipping device … that does not support
Metal 2.0' shows it not (a paravirtual device: a VM). Installs: SD.Next's 'Running pip: install …==…' is a wanted
version, not an installed one.
"""

from __future__ import annotations

import pytest
from pasted import ids, read


@pytest.mark.parametrize("text", [
    # https://github.com/giampaolo/psutil/issues/2853
    "mac comfyui error\n\nmac27beta2\ncomfyui 0.26.2\n```\nerror：\n[INFO] got prompt\n",
    # https://github.com/Comfy-Org/ComfyUI/issues/14670
    "macos27 host_statistics64(HOST_VM_INFO64)\n\n### Steps to Reproduce\n\nAfter updating to macOS 27 beta, ComfyUI Desktop throws an error in the console upon launching.\n",
])
def test_macos_27_runs_only_on_apple_silicon(text: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Darwin"
    assert values["host.arm64_capable"] == 1
    found = ids(text)
    assert "apple-silicon" in found
    assert "intel-mac" not in found


def test_an_intel_mac_named_beside_macos_27_stays_intel() -> None:
    # https://www.joshie.com/my-2019-macbook-pro-hit-the-intel-wall/ (dev 790): macOS 27 is the release it cannot run
    text = ("I watched WWDC, got excited to try macOS 27, and then remembered my 2019 MacBook Pro is still an Intel machine.\n"
            "Then I checked the supported Macs and remembered the detail I had been conveniently ignoring. My MacBook Pro is a 2019 Intel model.\n")
    found = ids(text)
    assert "intel-mac" in found
    assert "apple-silicon" not in found


def test_macos_14_glued_is_not_read() -> None:
    # the guard's side: only the year-numbered releases are read glued ('mac14' is also a host or runner name)
    values, _ = read("mac14 build failed, see the log\nUsing Python 3.11\n")
    assert "host.macos_major" not in values


def test_same_here_intel_mac() -> None:
    # https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/12778 (the comment, the only machine named)
    text = '[Bug]: RuntimeError: "upsample_nearest2d_channels_last" not implemented for \'Half\'\n\nsame happens here. intel mac\n'
    values, _ = read(text)
    assert values["host.arm64_capable"] == 0
    assert "intel-mac" in ids(text)
    # the guard's side: a class of Macs after 'same' is no machine
    values, _ = read("Same for Intel Mac users of the app: no MPS.\n")
    assert values.get("host.arm64_capable") != 0


def test_macos_zsh_prompt_and_webui_banner() -> None:
    # https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/11633
    text = ("### Command Line Arguments\n\n```Shell\nguoliang@mp stable-diffusion-webui % bash ./webui.sh\n\n"
            "################################################################\n"
            "Install script for stable-diffusion + Web UI\n"
            "Tested on Debian 11 (Bullseye)\n"
            "################################################################\n")
    values, _ = read(text)
    assert values["host.os"] == "Darwin"
    assert "not-a-mac" not in ids(text)
    # the guard's side: a person's own test machine is still read ('Tested on Ubuntu 22.04' in a PR)
    values, _ = read("Tested on Ubuntu 22.04 with an RTX 3090.\n")
    assert values["host.os"] == "Linux"
    # and bash's prompt is no Mac's
    values, _ = read("user@box:~/stable-diffusion-webui$ ./webui.sh\nnvidia-smi shows nothing\n")
    assert values.get("host.os") != "Darwin"


def test_mps_support_asked_is_a_mac() -> None:
    # https://github.com/mlinmg/ComfyUI-LaMA-Preprocessor/issues/23 (the title; the template is empty)
    values, _ = read("When will mps be supported\n\n**Describe the bug**\nA clear and concise description of what the bug is.\n")
    assert values["host.os"] == "Darwin"


def test_comfy_load_device_mps() -> None:
    # https://github.com/giampaolo/psutil/issues/2853
    text = "[INFO] got prompt\n[INFO] Using split attention in VAE\n[INFO] VAE load device: mps, offload device: cpu, dtype: torch.bfloat16\n"
    values, symptoms = read(text)
    assert values["torch.mps_available"] is True
    assert "mps-available" in symptoms
    # the guard's side: an NVIDIA GPU's line (https://github.com/Comfy-Org/ComfyUI/issues/6796) says nothing of MPS
    values, _ = read("CLIP/text encoder model load device: cuda:0, offload device: cpu, current: cpu, dtype: torch.float16\n")
    assert "torch.mps_available" not in values


def test_xformers_refuses_mps_tensors() -> None:
    # https://github.com/balazik/ComfyUI-PuLID-Flux/issues/54
    text = ("ApplyPulidFlux\nNo operator found for `memory_efficient_attention_forward` with inputs:\n"
            "query : shape=(1, 577, 16, 64) (torch.bfloat16)\n"
            "`ck_decoderF` is not supported because:\ndevice=mps (supported: {'cuda'})\nbf16 is only supported on A100+ GPUs\n")
    values, _ = read(text)
    assert values["torch.mps_available"] is True
    found = ids(text)
    assert "mps-available" in found
    assert "cuda-available" not in found


def test_noisy_images_on_mps() -> None:
    # https://github.com/Comfy-Org/ComfyUI/issues/4263
    text = "The noisy images from FLUX on MPS is due to a regression in batch norm. This regressed some time after PyTorch v2.3.1, which is why downgrading works.\n"
    values, _ = read(text)
    assert values["torch.mps_available"] is True


def test_commit_broke_inference_for_mps() -> None:
    # https://github.com/Comfy-Org/ComfyUI/issues/4346
    text = "Mac Studio M2 Ultra\n\n@comfyanonymous 34608de broke inference for MPS. The previous commit, 39fb74c, works without issue.\n"
    values, _ = read(text)
    assert values["torch.mps_available"] is True
    # the guard's side: a wish is no run
    values, _ = read("It would be nice if this change never broke inference for MPS users.\n")
    assert "torch.mps_available" not in values


def test_mps_assertion_in_a_comfyui_report() -> None:
    # https://github.com/jtydhr88/ComfyUI-See-through/issues/31
    text = ("在mac下 执行到Generate Layers会报错导致comfyui 进程退出\n\n"
            "错误是/AppleInternal/Library/BuildRoots/4~CNqCugBVDnyjMNMKkBLi7l_mFxe7szyKNeR6JxM/Library/Caches/com.apple.xbs/TemporaryDirectory.BsrFNm/Sources/MetalPerformanceShaders/MPSNDArray/Kernels/MPSNDArraySort.mm:252: failed assertion `(null)\" Axis = 4. This class only supports axis = 0, 1, 2, 3\n")
    values, _ = read(text)
    assert values["torch.mps_available"] is True


def test_skipped_metal_device_means_no_mps() -> None:
    # https://github.com/Acly/krita-ai-diffusion/issues/1167
    text = ("I use Krita on MacBook Pro 2014 with **NVIDIA GeForce GT 750M** (2 Go dedicaded). macOS 13.6 (Ventura) with OCLP.\n\n"
            "- At the beginning : INFO /Users/max/Library/Application Support/krita/ai_diffusion/server/venv/lib/python3.9/site-packages/torch/backends/mps/__init__.py:22: UserWarning: **Skipping device NVIDIA GeForce GT 750M that does not support Metal 2.0** (Triggered internally at /Users/runner/work/pytorch/pytorch/pytorch/aten/src/ATen/mps/MPSDevice.mm:101.)\n")
    values, _ = read(text)
    assert values["torch.mps_available"] is False
    found = ids(text)
    assert "mps-unavailable" in found
    assert "mps-available" not in found


def test_skipped_paravirtual_device_is_a_vm() -> None:
    # https://github.com/sktime/sktime/issues/8540 (dev 538)
    text = "/Users/runner/hostedtoolcache/Python/3.10.18/x64/lib/python3.10/site-packages/torch/backends/mps/__init__.py:22: UserWarning: Skipping device Apple Paravirtual device that does not support Metal 2.0 (Triggered internally at /Users/runner/work/pytorch/pytorch/pytorch/aten/src/ATen/mps/MPSDevice.mm:101.)\n"
    found = ids(text)
    assert "no-metal-device" in found
    assert "mps-available" not in found


def test_sdnext_running_pip_is_a_wanted_version() -> None:
    # https://github.com/vladmandic/sdnext/issues/1591
    text = ("MacBook Pro M1, OSX 12.5.1\n"
            "2023-07-06 18:43:27,309 | sd | INFO | installer | Torch 2.0.1\n"
            "2023-07-06 18:43:27,310 | sd | INFO | installer | Installing package: tensorflow==2.12.0\n"
            "2023-07-06 18:43:27,310 | sd | DEBUG | installer | Running pip: install --upgrade tensorflow==2.12.0\n")
    values, _ = read(text)
    assert "tensorflow" not in values.get("python.packages", {})
    assert "tf-x86-build" not in ids(text)


def test_using_torch_device_mps() -> None:
    # https://github.com/invoke-ai/InvokeAI/issues/7939
    text = "[2025-04-18 10:50:17,475]::[InvokeAI]::INFO --> Using torch device: MPS\n[2025-04-18 10:50:22,155]::[InvokeAI]::INFO --> Patchmatch initialized\n"
    values, symptoms = read(text)
    assert values["torch.mps_available"] is True
    assert "mps-available" in symptoms
    # the guard's side: on a PC the line names the GPU (an InvokeAI log found with the code search)
    values, _ = read("[2024-12-18 17:07:06,629]::[InvokeAI]::INFO --> Using torch device: NVIDIA GeForce RTX 4060 Laptop GPU\n")
    assert "torch.mps_available" not in values


@pytest.mark.parametrize("text", [
    # https://github.com/lllyasviel/Fooocus/issues/690
    "`Device mps:0 does not support the torch.fft functions used in the FreeU node, switching to CPU.\n`\nHow can i get full MPS support on my silicon mac ?\n",
    # https://github.com/lllyasviel/Fooocus/issues/2171 (the title)
    'Black images OR very poor performance on M1 / Silicon MacBook Pro – "invalid value encountered in cast"\n',
])
def test_silicon_mac_is_apple_silicon(text: str) -> None:
    values, _ = read(text)
    assert values["host.arm64_capable"] == 1
    assert "apple-silicon" in ids(text)


def test_intel_or_silicon_macs_names_neither() -> None:
    # the guard's side (https://github.com/chidiwilliams/buzz/issues/391, dev 1103's question)
    values, _ = read("Are you on Intel or Silicon Macs?\n")
    assert "host.arm64_capable" not in values


def test_webui_macos_arguments_are_a_mac() -> None:
    # https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/12831 (webui-macos-env.sh's COMMANDLINE_ARGS)
    text = ("Launching Web UI with arguments: --skip-torch-cuda-test --upcast-sampling --no-half-vae --use-cpu interrogate\n"
            "Warning: caught exception 'Torch not compiled with CUDA enabled', memory monitor disabled\n"
            "No module 'xformers'. Proceeding without it.\n")
    values, _ = read(text)
    assert values["host.os"] == "Darwin"
    found = ids(text)
    assert "not-a-mac" not in found
    assert "cuda-unavailable" not in found
    # the guard's side: a Linux launch with its own arguments (a log found with the code search)
    values, _ = read("Launching Web UI with arguments: --skip-torch-cuda-test --lowvram --xformers --no-half\n")
    assert values.get("host.os") != "Darwin"


def test_comfy_vram_state_shared_is_mps() -> None:
    # https://github.com/lllyasviel/Fooocus/issues/380 (cut before its 'Device: mps' line)
    text = ("Python 3.10.6 (main, May  3 2023, 17:07:07) [Clang 14.0.3 (clang-1403.0.22.14.1)]\nFooocus version: 2.0.14\n"
            "Total VRAM 32768 MB, total RAM 32768 MB\nSet vram state to: SHARED\n")
    values, symptoms = read(text)
    assert values["torch.mps_available"] is True
    assert "mps-available" in symptoms
    # the guard's side: a CUDA machine's state (ComfyUI's NORMAL_VRAM) says nothing of MPS
    values, _ = read("Total VRAM 24564 MB, total RAM 65451 MB\nSet vram state to: NORMAL_VRAM\n")
    assert "torch.mps_available" not in values
