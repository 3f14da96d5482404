# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3100-3112 (video generation and video models on Macs) exposed, each read
from real text.

An error raised inside Metal Performance Shaders (an MPSGraph op's loc(...) line with Apple's build path, an
MPSNDArray failed assertion) is PyTorch's MPS work, so MPS is available, where the report names a video generator that
runs only on PyTorch: AnimateDiff (also misspelt 'AnnimateDiff', and the web UI it extends), diffusers, CogVideo. A
person reporting a dtype or an operation that works on PyTorch's MPS ('PyTorch MPS FP32 attention works') says the
MPS device ran it.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/continue-revolution/sd-webui-animatediff/issues/235
ANIMATEDIFF_235 = """[Bug]: ANE compilation failed

trangvu9 · description · 2023-10-20
### Is there an existing issue for this?

- [X] I have searched the existing issues and checked the recent builds/commits of both this extension and the webui

### What happened?

When enabling AnnimateDiff, this error shows:

```
2023-10-19 20:51:09,976 - AnimateDiff - INFO - Hacking ControlNet.
  0%|                                                                        | 0/20 [00:00<?, ?it/s]loc("mps_add"("(mpsFileLoc): /AppleInternal/Library/BuildRoots/75428952-3aa4-11ee-8b65-46d450270006/Library/Caches/com.apple.xbs/Sources/MetalPerformanceShadersGraph/mpsgraph/MetalPerformanceShadersGraph/Core/Files/MPSGraphUtilities.mm":233:0)): error: 'anec.add' op Invalid configuration for the following reasons: The dim (=8192) at axis N exceeds the upper_bound 4096
2023-10-19 20:51:19.032 python3.10[28819:5936499]
"""
# The same error line alone, with nothing naming the program that ran it (tensorflow-metal also runs MPSGraph).
ANIMATEDIFF_235_LINE_ALONE = """loc("mps_add"("(mpsFileLoc): /AppleInternal/Library/BuildRoots/75428952-3aa4-11ee-8b65-46d450270006/Library/Caches/com.apple.xbs/Sources/MetalPerformanceShadersGraph/mpsgraph/MetalPerformanceShadersGraph/Core/Files/MPSGraphUtilities.mm":233:0)): error: 'anec.add' op Invalid configuration for the following reasons: The dim (=8192) at axis N exceeds the upper_bound 4096
"""
# https://github.com/Kosinkadink/ComfyUI-AnimateDiff-Evolved/issues/48 (a comment; its lines up to the abort)
ANIMATEDIFF_EVOLVED_48 = """[AnimateDiffEvo] - INFO - Ejecting motion module mm_sd_v15_v2.ckpt version v2.
[AnimateDiffEvo] - INFO - Cleaning motion module from unet.
[AnimateDiffEvo] - INFO - Removing motion module mm_sd_v15_v2.ckpt from cache
/AppleInternal/Library/BuildRoots/9941690d-bcf7-11ed-a645-863efbbaf80d/Library/Caches/com.apple.xbs/Sources/MetalPerformanceShaders/MPSCore/Types/MPSNDArray.mm:706: failed assertion `[MPSTemporaryNDArray initWithDevice:descriptor:] Error: NDArray dimension length > INT_MAX'
zsh: abort      python main.py --force-fp16
"""
# https://github.com/zai-org/CogVideo/issues/222 (the reporter's second comment)
COGVIDEO_222 = """`(cogvideo) taozhiyu@Mac cogvideo % cd inference
(cogvideo) taozhiyu@Mac inference % python gradio_web_demo.py
Running on local URL:  http://127.0.0.1:7860

To create a public link, set `share=True` in `launch()`.
/AppleInternal/Library/BuildRoots/3bedef24-4170-11ef-a1db-e2437461156c/Library/Caches/com.apple.xbs/Sources/MetalPerformanceShaders/MPSCore/Types/MPSNDArray.mm:850: failed assertion `[MPSNDArray initWithDevice:descriptor:isTextureBacked:] Error: total bytes of NDArray > 2**32'
zsh: abort      python gradio_web_demo.py
(cogvideo) taozhiyu@Mac inference % /Users/taozhiyu/miniconda3/envs/cogvideo/lib/python3.10/multiprocessing/resource_tracker.py:224: UserWarning: resource_tracker: There appear to be 1 leaked semaphore objects to clean up at shutdown
"""
# The same thread's first comment: diffusers named by its path in the traceback.
COGVIDEO_222_DIFFUSERS_PATH = """  File "/Users/taozhiyu/miniconda3/envs/cogvideo/lib/python3.10/site-packages/diffusers/pipelines/pipeline_utils.py", line 1160, in enable_sequential_cpu_offload
/AppleInternal/Library/BuildRoots/3bedef24-4170-11ef-a1db-e2437461156c/Library/Caches/com.apple.xbs/Sources/MetalPerformanceShaders/MPSCore/Types/MPSNDArray.mm:850: failed assertion `[MPSNDArray initWithDevice:descriptor:isTextureBacked:] Error: total bytes of NDArray > 2**32'
"""
# The assertion alone names no program.
NDARRAY_LINE_ALONE = """/AppleInternal/Library/BuildRoots/3bedef24-4170-11ef-a1db-e2437461156c/Library/Caches/com.apple.xbs/Sources/MetalPerformanceShaders/MPSCore/Types/MPSNDArray.mm:850: failed assertion `[MPSNDArray initWithDevice:descriptor:isTextureBacked:] Error: total bytes of NDArray > 2**32'
zsh: abort      python gradio_web_demo.py
"""
# https://github.com/Lightricks/LTX-Desktop/issues/165
LTX_DESKTOP_165 = """I also tested MPS attention separately:

PyTorch MPS FP32 attention works
PyTorch MPS BF16 attention works
mps_sdpa.sdpa_opt() BF16 test works
No NaN/Inf was observed in these standalone tests
"""
# https://github.com/nagadomi/nunif/issues/669 (a title: a maintainer without an Apple device, on reports)
NUNIF_669 = "FP16 may not work on the MPS backend (macOS)\n"


def test_an_mpsgraph_error_under_animatediff_is_pytorchs_mps_work() -> None:
    facts, symptoms = read(ANIMATEDIFF_235)
    assert facts["torch.mps_available"] is True
    assert "mps-available" in symptoms
    assert "mps-available" in ids(ANIMATEDIFF_235)
    assert "mps-unavailable" not in ids(ANIMATEDIFF_235)


def test_the_mpsgraph_error_alone_names_no_framework() -> None:
    facts, symptoms = read(ANIMATEDIFF_235_LINE_ALONE)
    assert "torch.mps_available" not in facts
    assert "mps-available" not in symptoms


def test_animatediff_evolved_log_names_pytorch() -> None:
    facts, _ = read(ANIMATEDIFF_EVOLVED_48)
    assert facts["torch.mps_available"] is True
    assert "mps-available" in ids(ANIMATEDIFF_EVOLVED_48)


def test_cogvideo_and_diffusers_name_pytorch() -> None:
    for text in (COGVIDEO_222, COGVIDEO_222_DIFFUSERS_PATH):
        facts, _ = read(text)
        assert facts["torch.mps_available"] is True
        found = ids(text)
        assert "mps-available" in found
        assert not {"mps-unavailable", "intel-mac", "not-a-mac"} & found


def test_an_ndarray_assertion_alone_names_no_framework() -> None:
    facts, _ = read(NDARRAY_LINE_ALONE)
    assert "torch.mps_available" not in facts


def test_a_dtype_or_op_said_to_work_on_pytorch_mps() -> None:
    for line in LTX_DESKTOP_165.splitlines()[2:4]:  # the FP32 line and the BF16 line, each alone
        facts, _ = read(line + "\n")
        assert facts["torch.mps_available"] is True
        assert "mps-available" in ids(line + "\n")


def test_a_dtype_that_may_not_work_on_mps_is_not_mps_running() -> None:
    facts, _ = read(NUNIF_669)
    assert facts.get("torch.mps_available") is not True
    assert "mps-available" not in ids(NUNIF_669)
