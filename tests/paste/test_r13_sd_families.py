# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1930-1947 (image and video generation apps on Macs: ComfyUI and its custom
nodes, AUTOMATIC1111, Fooocus, InvokeAI, DiffSynth, Stable Cascade, Mochi) exposed, each read from real text.

A person giving their macOS release with 'x64' after it names an Intel Mac: x64 is the word people use for the Intel
architecture (Python's platform strings print x86_64). A maintainer reading an MPS op error as
PYTORCH_ENABLE_MPS_FALLBACK 'not set' says an op without an MPS kernel ran on the MPS device with the CPU fallback off.
"""

from __future__ import annotations

from pasted import ids as _ids
from pasted import read

from macml_doctor.errors import InputError


def ids(text: str) -> set[str]:
    try:
        return _ids(text)
    except InputError:  # a line with no clue at all is rejected as unreadable: it names nothing
        return set()

DIFFBIR = """Torch not compiled with CUDA enabled in MacOS

你好，我装好之后快速启动时提示AssertionError: Torch not compiled with CUDA enabled，网上一些说是torch版本的原因，但是我在torch主页上看到只有一个版本适合mac，重新安装了还是这个错误，麻烦解答下，谢谢。我的macOS版本是Sonama14 X64。
"""


def test_macos_release_with_x64_names_an_intel_mac() -> None:
    # https://github.com/XPixelGroup/DiffBIR/issues/60 ('my macOS version is Sonoma 14 X64')
    facts, _ = read(DIFFBIR)
    assert facts.get("host.os") == "Darwin"
    assert facts.get("host.cpu_brand") == "Intel"
    found = ids(DIFFBIR)
    assert "intel-mac" in found and "apple-silicon" not in found
    # the same words in English, as people write them
    for line in ("My Mac runs macOS Sonoma 14 X64.", "OS: macOS 13.6 (x64)", "on OSX 10.15 x64 it fails"):
        assert "intel-mac" in ids(line), line


def test_x64_not_after_a_macos_release_names_no_intel_mac() -> None:
    # an Apple-silicon Mac running x64 code (tests/fixtures/reports: 'Python 3.11 universal wheels on mac os x arm in
    # x64 emulation'); a runner image wished for (https://github.com/actions/runner-images/issues/9741); arm64 named
    for text in ("Python 3.11 universal wheels on mac os x arm in x64 emulation",
                 "should get latest macos with x64, even if that's not the latest version",
                 "macOS 14 arm64, Python 3.12",
                 "conda create --platform osx-64 python=3.10 on x64"):
        assert "intel-mac" not in ids(text), text


INVOKE = """Invoke 2.3 Installs and starts normally, but crashes as soon as starting to use it

psychedelicious · comment · 2023-02-16
Hi, the error message is telling us that the `PYTORCH_ENABLE_MPS_FALLBACK` environment variable is not set correctly.

It looks like you are using a custom script to run invokeai, so it is hard to give you specific instructions on how to fix this.

Generally, the solution is to set the variable in the same line as you run the `invokeai --web` command, like this:

`PYTORCH_ENABLE_MPS_FALLBACK=1 invokeai --web`
"""


def test_fallback_variable_not_set_is_the_unimplemented_op_error() -> None:
    # https://github.com/invoke-ai/InvokeAI/issues/2669
    facts, symptoms = read(INVOKE)
    assert facts.get("host.os") == "Darwin"
    assert "mps-unimplemented-op" in symptoms
    found = ids(INVOKE)
    assert "mps-fallback" in found and "mps-available" in found
    # https://github.com/invoke-ai/InvokeAI/issues/1693 (the title's and the description's words)
    assert "mps-fallback" in ids("[bug]: PYTORCH_ENABLE_MPS_FALLBACK=1 is not set\n\n`PYTORCH_ENABLE_MPS_FALLBACK=1` is not set. It needs to be set before `invoke.py` is run, for MPS systems specifically.")


def test_fallback_variable_set_is_no_error() -> None:
    # the advice and the command that sets it name no failing op
    for text in ("`PYTORCH_ENABLE_MPS_FALLBACK=1 invokeai --web`",
                 "export PYTORCH_ENABLE_MPS_FALLBACK=1\nset -eu",
                 "PYTORCH_ENABLE_MPS_FALLBACK=1 is set in my environment",
                 # dev 1120: no op failed, the images are noise; the variable changes nothing
                 "There are no errors indicating usage of PyTorch features unimplemented for Apple hardware, and unsurprisingly using `PYTORCH_ENABLE_MPS_FALLBACK=1` has no effect."):
        _, symptoms = read(text)
        assert "mps-unimplemented-op" not in symptoms, text
