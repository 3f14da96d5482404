# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5900-5911 (video decoding for ML: decord, PyAV, torchvision's video_reader,
TorchCodec) exposed, each read from real text.

- A video decoding or video-recognition library (decord, PyAV, TorchCodec, torchvision's video IO, torio, MMAction2,
  PySlowFast, PyTorchVideo) named by a post with no other clue makes a report about that library's user
  (report.other_framework_named), as the graph libraries and DGL do.
- A CUDA release of 11 or later that the writer installed, built or has, told in prose ('I installed CUDA 11.8',
  'Nvdia-driver, CUDA 11.4, build pytorch from source'), is a PC's: CUDA 10.2 was the last release for macOS.
"""

from __future__ import annotations

from pasted import fact, raised

# https://github.com/PyAV-Org/PyAV/issues/747 (dev 5910), the whole stored issue
PYAV_747 = """# ImportError: cannot import name 'CodecParser'

arvindchandel · description · 2021-02-23
while running the file cctx_decode.py in scratchpad/cctx_decode.py, getting the import error mentioned. how to resolve it?

jlaine · comment · 2021-02-23
It looks like you did not actually install pyav:

pip install av

Or from a checkout of the code:

pip install -e ."""

# https://github.com/pytorch/vision/issues/3460 (dev 5904), the whole stored issue
VISION_3460 = """# README section for video backends

bjuncek · description · 2021-02-25
## 📚 Documentation

Describing the video backends, APIs, installation and requirements in the main README.md.
Specifically targeted to address issues such as #3367 #3440 and have a clearer reference point for the future users.

Tenglon · comment · 2022-06-05
VideoReader building documentation is needed.

I am building from the source in the following order (Nvdia-driver, CUDA 11.4, build pytorch from source, build ffmpeg with GPU support from source and build torchvision from source), but it still says that I need to build from source to use VideoReader."""


def test_a_video_library_named_alone_makes_a_report() -> None:
    assert fact(PYAV_747, "report.other_framework_named") is True
    found = raised(PYAV_747)
    assert not found & {"apple-silicon", "intel-mac", "not-a-mac", "torch-missing", "import-failed"}, found


def test_video_decoding_library_family() -> None:
    for text in ("from torchcodec.decoders import VideoDecoder",
                 "import decord",
                 "pip install eva-decord",
                 "import av",
                 "pip install av",
                 "from av.codec import CodecContext",
                 "torchvision.io.read_video fails on this file",
                 "torchvision.set_video_backend('video_reader')",
                 "mmaction2 training crashes",
                 "from mmaction.apis import init_recognizer",
                 "python tools/run_net.py --cfg slowfast/configs/Kinetics/SLOWFAST_8x8_R50.yaml",
                 "PySlowFast fails to build",
                 "from pytorchvideo.models.hub import slowfast_r50",
                 '  File "site-packages/av/container/core.pyx", line 1',
                 "10:15:24 - torio._extension.utils - DEBUG - Loading FFmpeg5"):
        assert fact(text, "report.other_framework_named") is True, text


def test_words_that_name_no_video_library() -> None:
    for text in ("the av club meets",
                 "av-sync offsets are wrong",
                 "import avro",
                 "pip install avocado",
                 "SlowFast R50 on Kinetics is slow",
                 "a video reader app",
                 "decoder error"):
        assert fact(text, "report.other_framework_named") is None, text


def test_a_video_library_user_naming_torch_is_still_torchs() -> None:
    text = "torchcodec 0.2 with torch 2.6 on my M1: VideoDecoder fails"
    assert fact(text, "torch.named") is True
    assert fact(text, "report.other_framework_named") is True


def test_cuda_installed_in_a_build_list_is_a_pc() -> None:
    assert fact(VISION_3460, "host.os") == "Linux or Windows"
    assert "not-a-mac" in raised(VISION_3460)


def test_cuda_release_installed_family() -> None:
    for text in ("I installed CUDA 11.8 and cuDNN 8.6 yesterday.",
                 "I have CUDA 12.1 installed.",
                 "My CUDA version is 11.7",
                 "I upgraded to CUDA 12.4 last week.",
                 "We are using CUDA 11.3 on the cluster.",
                 "I built it with the NVIDIA driver, CUDA 11.4 and cuDNN 8.",
                 "Installed nvidia-driver and CUDA 12.2 from the runfile."):
        assert fact(text, "host.os") == "Linux or Windows", text


def test_cuda_named_otherwise_is_no_pc() -> None:
    for text in ("Do you have CUDA 11.8?",
                 "If you installed CUDA 12.1, reinstall torch.",
                 "I need to install CUDA 11.8",
                 "you should install CUDA 11.8",
                 "I did not install CUDA 11.8",
                 "This requires CUDA 11.8.",
                 "PyTorch built with CUDA 11.8 is not for Mac",
                 "I have CUDA 10.2 on my system"):
        assert fact(text, "host.os") is None, text
    # a Mac named by the writer wins over the CUDA release
    assert fact("On my MacBook Pro I installed CUDA 11.8 but torch cannot see it", "host.os") == "Darwin"
    assert fact("I installed CUDA 11.8 on my M1 Mac", "host.os") == "Darwin"
