# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5180-5191 (Docker containers and Linux VMs for ML on Macs and elsewhere: amd64
images under emulation, no GPU in the container, illegal instructions) exposed, each read from real text.

- A kind of Mac said not to be supported, a plural or a list of chips ('the GPU build is CUDA-only and not supported on
  Apple Silicon (M1/M2/M3)', 'not supported on M1 Macs'), with no first person in the sentence, is a statement about
  those Macs, not the writer's machine; one machine ('not supported on Mac M1 max') stays the writer's.
- A question whether something can run in Docker ('Is it possible to run this server inside a docker container?')
  names no container anything ran in.
- A container named by the device its image is built for ('The GPU container cannot be started on macos', 'the CPU
  container runs very slowly') is a Docker container, whose host is the Mac the text names, with no GPU in it.
- A Docker image as a product (named by its architectures, said to support or be published for some only) or anybody's
  Docker ('anybody using pytorch-based docker images') names no container anything ran in.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/remsky/Kokoro-FastAPI/pull/232 (dev 5185)
KOKORO_232 = r"""# docs: added a note for Apple Silicon users regarding GPU build

FotieMConstant · description · 2025-03-09
Clarified in the Docker documentation that the GPU build is CUDA-only and not supported on Apple Silicon (M1/M2/M3) to avoid confusion. Advised using the CPU build (docker/cpu) and noted that MPS support is still to come.

fireblade2534 · comment · 2025-03-10
Thanks for the pr :D"""

# https://github.com/jhj0517/Whisper-WebUI/issues/169 (dev 5186)
WHISPER_WEBUI_169 = r"""# Can I install it on the MacOS system？

Fanlen · description · 2024-06-11
The GPU container cannot be started on macos because there is no GPU option available？The working environment I am using is M2 max studio

jhj0517 · comment · 2024-06-12
Hi, Did you face the error while running Docker or running shell script?"""

# https://github.com/remsky/Kokoro-FastAPI/issues/135 (dev 5189)
KOKORO_135 = r"""# Mac targeted Docker container

fdstevex · description · 2025-02-07
**Describe the feature you'd like**
Docker container built for Mac users

**Describe alternatives you've considered**
The GPU container doesn't run at all:
```
Error response from daemon: could not select device driver "" with capabilities: [[gpu]].
```

And the CPU container runs very slowly.  Kokoro standalone can run on Apple M series chips much faster than what's available in the Docker images.

**Additional context**
Kokoro installed natively (`pip install kokoro`) runs faster than realtime; running in CPU mode in Docker it runs at about 1/5 real-time on my M1 Max.

fdstevex · comment · 2025-02-07
Oops"""

# https://github.com/madroidmaq/mlx-omni-server/issues/47 (dev 5190)
MLX_OMNI_47 = r"""# Is docker possible?

gyzerok · description · 2025-05-19
Hello everyone!

I am a bit of a newbie on the topic, so pardon me if I am asking nonsense here.

Is it possible to run this server inside a docker container? Or MLX won't work this way?

RamboRogers · comment · 2025-06-29
No, the mac doesn't support passing the MPS or GPU via docker."""


def test_kinds_of_mac_said_not_supported_are_not_the_writers_mac() -> None:
    facts, _ = read(KOKORO_232)
    assert facts.get("host.arm64_capable") is None
    assert "apple-silicon" not in ids(KOKORO_232)


def test_kinds_of_mac_not_supported_family() -> None:
    for text in (
        "xformers is not supported on M1 Macs.",
        "xformers isn't supported on Apple Silicon Macs.",
        "This image is unsupported on Apple silicon Macs.",
        "bitsandbytes is not officially supported on M-series Macs yet.",
        "flash-attn is not supported for the M2 Macs.",
        # hard-wrapped where a web page or a terminal cut it
        "Clarified in the Docker documentation that the GPU build is CUDA-only and not\nsupported on Apple Silicon (M1/M2/M3) to avoid confusion.",
        "Clarified in the Docker documentation that the GPU build is CUDA-only and not supported on Apple\nSilicon (M1/M2/M3) to avoid confusion.",
    ):
        assert read(text)[0].get("host.arm64_capable") is None, text
        assert "apple-silicon" not in ids(text), text


def test_the_writers_own_mac_beside_no_support_stays_read() -> None:
    for text in (
        "It is not supported on my M1 Mac.",
        "I get an error that it is not supported on this Mac. I have a MacBook Air M2.",
        "It is not supported on M1, I tried on my MacBook Pro M1.",
        "I'm on an M1 Mac. It is not supported.",
        # one machine, not a kind (https://github.com/pyg-team/pytorch_geometric/issues/6837, dev 1364's title)
        "Training TGN with MPS not supported on Mac M1 max",
        "The GPU build is not supported on Apple Silicon M2 Pro.",
    ):
        assert "apple-silicon" in ids(text), text


def test_a_question_whether_it_runs_in_docker_names_no_container() -> None:
    facts, _ = read(MLX_OMNI_47)
    assert facts.get("host.os") != "Linux"
    assert "not-a-mac" not in ids(MLX_OMNI_47)


def test_docker_question_family() -> None:
    for text in (
        "Is it possible to run this server inside a docker container? I have an M2 Mac.",
        "Can I run it in a Docker container on my M1?",
        "How can we deploy it inside a docker container? My Mac is an M1.",
        "Is there a way to run it in docker on my M1 Mac?",
        "Would it be possible to use it in a Docker container on an M3 MacBook?",
    ):
        assert read(text)[0].get("host.os") != "Linux", text
        assert "not-a-mac" not in ids(text), text


def test_docker_said_used_stays_read() -> None:
    for text in (
        "I run it in a docker container.",
        "I ran it inside a docker container and import torch failed.",
        "The docker image does not start on my M1 Mac.",
    ):
        assert read(text)[0].get("host.os") == "Linux", text


def test_a_gpu_container_on_a_mac_is_a_container_without_metal() -> None:
    for text in (WHISPER_WEBUI_169, KOKORO_135):
        facts, _ = read(text)
        assert facts["host.os"] == "Linux"
        assert facts["host.container_host"] == "apple-silicon"
        assert {"apple-silicon", "no-metal-device"} <= ids(text)


def test_device_named_container_family() -> None:
    for text in (
        "The GPU container doesn't run at all on my M1 Max.",
        "The CPU container runs very slowly on my M1 Max, there is no GPU.",
        "I started the CUDA container on my M2 Mac and there is no GPU.",
        "the gpu containers fail to start on my Mac Studio M2 Ultra: no GPU found",
    ):
        facts, _ = read(text)
        assert facts.get("host.container_host") == "apple-silicon", text
        assert "no-metal-device" in ids(text), text


def test_a_container_without_a_device_word_is_not_read_as_docker() -> None:
    for text in (
        "The container runs on my M1 Max.",
        "GPU memory is low on my M1 Max.",
    ):
        assert read(text)[0].get("host.os") == "Darwin", text


def test_docker_image_as_a_product_names_no_container() -> None:
    for text in (
        "# Multiarch docker image\n\nCurrently, the PyTorch docker image does not support ARM-based CPUs, which may be an issue for some MacBooks with Apple Silicon users.",
        "This is really needed for anybody using pytorch-based docker images (there is plenty of them) on Macbooks.",
        "Please publish an ARM64 Docker image for my M1 Mac.",
        "The docker image is only available for amd64, and I have an M1 Mac.",
        "The docker image is not available for arm64 on my M2 Mac.",
    ):
        assert read(text)[0].get("host.os") != "Linux", text
        assert "not-a-mac" not in ids(text), text


def test_a_docker_image_that_failed_or_a_port_stays_read() -> None:
    for text in (
        "The docker image does not start on my M1 Mac.",
        "The docker container is not available on port 8080.",
        "I am using the docker image on my M1 Mac and torch fails.",
    ):
        assert read(text)[0].get("host.os") == "Linux", text
