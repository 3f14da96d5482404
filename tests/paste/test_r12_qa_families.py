# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1890-1906 (Q&A, forum and web pages on ML setup on Macs, taken as found)
exposed, each read from real captured text (the page is named).

PyTorch's 'MPS backend out of memory' named in words or a title, in any case ('Runtimeerror Mps Backend Out Of
Memory') is the symptom, without the allocator's figures (so without the MPS-works inference those figures carry).
A macOS named as a bound in Chinese ('macOS 12.3+(Monterey 或更高版本)', '最低要求macOS …') or as the target a binary was
built for ('built for macOS 11.0', 'compiled for macOS Big Sur', '为macOS Big Sur(版本11.0)操作系统编译的') is not the
machine's; the line as pasted is read where the stream spaced the Chinese word touching 'macOS'. A device's name told
('The name of the Torch device is "mps"') is no run on MPS. Below every tensorflow-metal pair's macOS (12.0) the pair
fix pins nothing: pip could not install it there.
"""

from __future__ import annotations

from pasted import ids, read

# https://d2wozrt205r2fu.cloudfront.net/p/ai-playbook-knowledge-runtimeerror-mps-backend-out-of-memory-cat-ai
OOM_PAGE = (
    "Runtimeerror Mps Backend Out Of Memory\n\n"
    "Last updated on 04/05/25\n\n"
    "Explore solutions for the runtimeerror mps backend out of memory issue in the AI playbook for developers.\n\n"
    "  • Memory Allocation: MPS dynamically allocates memory for tensors and intermediate results. It is essential to monitor memory usage to avoid runtime errors such as runtimeerror mps backend out of memory.\n"
)


def test_mps_out_of_memory_named_in_any_case_is_the_symptom() -> None:
    found = ids(OOM_PAGE)
    assert "mps-out-of-memory" in found
    # no allocator figures: nothing says tensors lived on the device
    assert "mps-available" not in found
    assert "mps-out-of-memory" in ids("Runtimeerror Mps Backend Out Of Memory\n")
    # PyTorch's own message still reads with its figures
    exact = ("RuntimeError: MPS backend out of memory (MPS allocated: 2.00 GB, other allocations: 1.00 GB, "
             "max allowed: 3.00 GB). Tried to allocate 1.00 GB on private pool.\n")
    assert {"mps-out-of-memory", "mps-available"} <= ids(exact)


# https://2048ai.net/6959170b836da3214489b0c7.html
ZH_REQUIREMENT = (
    "backends.mps.is_available()是PyTorch用于检测Apple Silicon设备(M1/M2/M3等)是否支持GPU加速的函数。它检查系统是否满足macOS 12.3+、Apple芯片和PyTorch 1.12+等要求。\n"
    "True或False),用于检查当前环境是否满足以下条件:- 操作系统:必须是 macOS 12.3+(Monterey 或更高版本)。\n"
)


def test_a_macos_named_with_a_chinese_or_later_is_a_bound() -> None:
    values, _ = read(ZH_REQUIREMENT)
    assert "host.macos_major" not in values and "host.macos_release" not in values
    assert "macos-too-old-for-mps" not in ids(ZH_REQUIREMENT)
    # a csdn wenku page (dev 1698): the release's name in parentheses between the version and '及更新版本' (and newer)
    values, _ = read("OS操作系统设计的。'macosx_10_15_x86_64'表示该包支持macOS 10.15 (Catalina) 及更新版本的64位Intel架\n")
    assert "host.macos_version" not in values and "host.macos_major" not in values
    # https://github.com/index-tts/index-tts/issues/351 : the machine's own release, glued to Chinese, still counts
    values, _ = read("你是在哪一代芯片上运行的？看起来像是驱动的问题。我在m4(16g) macOS 26上运行是正常的\n")
    assert values.get("host.macos_release") == "26"


# https://wenku.csdn.net/doc/2d7jq94u86
ZH_WHEEL = ('在本段内容中,我们将会探讨与文件名相关的IT知识点。文件名"torchvision-0.14.0-cp38-cp38-macosx_11_0_arm64.whl.zip"提供了关于Python包管理、深度学习库、以及平台兼容性方面的信息。'
            ' "macosx_11_0"表明该库是为macOS Big Sur(版本11.0)操作系统编译的。'
            ' 因此,该库文件支持arm64架构意味着它可以用于搭载苹果M1芯片的Mac机器。\n')


def test_the_macos_a_binary_is_built_for_is_a_bound() -> None:
    values, _ = read(ZH_WHEEL)
    assert "host.macos_major" not in values
    assert "macos-too-old-for-mps" not in ids(ZH_WHEEL)
    # https://github.com/rstudio/tensorflow/issues/493 (dyld: the plugin 'was built for Mac OS X 12.0', the Mac older)
    line = ("#>   Referenced from: /Users/nick/Library/r-miniconda-arm64/envs/r-reticulate/lib/python3.8/site-packages/"
            "tensorflow-plugins/libmetal_plugin.dylib (which was built for Mac OS X 12.0)\n")
    values, _ = read(line)
    assert values.get("host.macos_version") != "12.0"
    assert "macos-too-old-for-mps" in ids(line)  # the plugin needs a newer macOS than this Mac's


# https://forums.developer.apple.com/forums/profile/LucasWiman/replies
DEVICE_NAME = ('It is now supported. The name of the Torch device is "mps" (for both older Intel macs with AMD GPUs and newer Macs with Apple Silicon). '
               "This is discussed in Apple docs and in this Pytorch thread. Nothing special is required, other than pip-installing the packages. "
               "You can check this works with torch.rand(3, 3, device='mps'), which will fail if mps is not available.\n")


def test_a_device_name_told_is_no_run_on_mps() -> None:
    assert "mps-available" not in ids(DEVICE_NAME)
    # https://github.com/GreenLandisaLie/AuraSR-ComfyUI/issues/5 : a person checking their run's device
    assert "mps-available" in ids("On my M1 Max it is very slow. I double check the device is MPS.\n")


# https://github.com/tensorflow/tensorflow/issues/53309 (dev 133): Big Sur 11.6, and the plugin built for 12.0
BIG_SUR_PLUGIN = (
    "- OS Platform and Distribution: Mac OS Big Sur Version 11.6 Apple M1 chip Memory 8G\n"
    "tensorflow.python.framework.errors_impl.NotFoundError: dlopen(/Users/zhangjing/miniforge3/envs/tf3.7/lib/python3.8/site-packages/tensorflow-plugins/libmetal_plugin.dylib, 6): Symbol not found: _OBJC_CLASS_$_MPSGraphCompilationDescriptor\n"
    "  Referenced from: /Users/zhangjing/miniforge3/envs/tf3.7/lib/python3.8/site-packages/tensorflow-plugins/libmetal_plugin.dylib (which was built for Mac OS X 12.0)\n"
)


def test_no_metal_pair_is_pinned_below_every_pairs_macos() -> None:
    """With the plugin's 'built for Mac OS X 12.0' a bound, the Mac is Big Sur 11.6: every working pair's wheels
    need macOS 12.0, so the pair fix installs nothing (pip could not resolve it) and upgrading macOS is offered."""
    from macml_doctor.paste import inputs
    from macml_doctor.pipeline import diagnose

    values, _ = read(BIG_SUR_PLUGIN)
    assert values["host.macos_version"] == "11.6"
    findings = {f.id: f for f in diagnose(inputs.parse_report(BIG_SUR_PLUGIN, "test")).findings}
    assert findings["tf-metal-version-mismatch"].evidence["pip"] is None
    remedy = findings["tf-metal-version-mismatch"].remedy
    assert remedy is not None and remedy.kind == "manual"
    assert "macos-too-old-for-mps" in findings
