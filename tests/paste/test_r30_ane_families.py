# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5240-5251 (the Apple Neural Engine and the tools that target it from Python:
coremltools compute units, Core ML Stable Diffusion, whisper.cpp's Core ML encoder, ANE compilers) exposed, each read
from real text.

- A path inside an iOS app's sandbox, printed by the Core ML / Neural Engine runtime ('modelURL=file:///var/containers/
  Bundle/Application/…/test-ai.app/best.mlmodelc/', '/var/mobile/Library/Caches/com.apple.aned/…'), is an iPhone or
  iPad: not a Mac. The Simulator's copy under a Mac's ~/Library/Developer/CoreSimulator is not.
- A TensorFlow the writer installed by Apple's Metal plugin page ('software is installed folowed instraction
  https://developer.apple.com/metal/tensorflow-plugin/') is Apple's arm64 build (tensorflow-macos before 2.13), so the
  'tensorflow 2.5' in their list is not PyPI's x86_64-only tensorflow of those years.
- Core ML and the Apple Neural Engine named ('I'm testing the Neural Engine supported models', 'CoreML', the ANE
  runtime's error domain com.apple.appleneuralengine) are another framework's topic, as coremltools already was: such
  a report is a Core ML user's, readable, not an unrecognised paste.
"""

from __future__ import annotations

from pasted import fact, ids, read

# https://github.com/apple/coremltools/issues/2113 (dev 5243), the log cut as the corpus case cuts it
COREMLTOOLS_2113 = r"""# Hello, how to get our model accelerated with Neural Engine

yuqilol · description · 2024-01-17
我们致力于讲yolov5的模型转化成coreml模型，但是在使用Neural Engine时，我们有返回结果却有报错
报错如下：
doUnloadModel:options:qos:error:: model=_ANEModel: { modelURL=file:///var/containers/Bundle/Application/F0D65F11-3592-461B-96C7-2E3A18960142/test-ai.app/best.mlmodelc/ : sourceURL= (null) : key={"isegment":1,"inputs":{"input":{"shape":[20,20,1,512,1]},"input.199":{"shape":[40,40,1,256,1]}},"outputs":{"885":{"shape":[13,1200,1,1,1]},"851":{"shape":[13,4800,1,1,1]}}} : identifierSource=0 : state=3 : programHandle=1187879380277 : intermediateBufferHandle=0 : queueDepth=127 : attr={
    ANEFModelDescription =     {
        ANEFModelProcedures =         (
        );"""

# https://github.com/apple/coremltools/issues/1341 (dev 5241)
COREMLTOOLS_1341 = r"""# How to check if Apple Neural Engine is actually used on Mac OS M1 with python?

devalexqt · description · 2021-11-14
How to check if my model is actually used neural engine? I only see usage of GPU and CPU. And seting `compute_units` to `ct.ComputeUnit.ALL` or `ct.ComputeUnit.CPU_AND_GPU` has no differens in inference time.
And looks like build in neural engine not used at all.

## System Information
software is installed folowed instraction https://developer.apple.com/metal/tensorflow-plugin/
Mac nimi M1, Mac OS 12.0.1
Python 3.9
tensorflow 2.5
tensorflow-metal 0.2.0

TobyRoseman · comment · 2021-11-19
This is a duplicate of #1343"""

# https://github.com/huggingface/swift-coreml-diffusers/issues/80 (dev 5248), the description's first paragraph
DIFFUSERS_APP_80 = """# Change between GPU+NeuralEngine / NeuralEngine will error generate image.

TimYao18 · description · 2023-08-10
I'm testing the Neural Engine supported models. When I use the SD1.5 model with Neural Engine first time, it works well with log "ANE model load has failed for on-device compiled macho. Must re-compile the E5 bundle. @ GetANEFModel"."""

# The same list without the sentence that says how TensorFlow was installed.
TF25_LIST = """MacBook Air M1, macOS 12.0.1
Python 3.9
tensorflow 2.5
tensorflow-metal 0.2.0"""


def test_ios_app_sandbox_path_in_an_ane_log_is_not_a_mac() -> None:
    assert fact(COREMLTOOLS_2113, "host.os") == "iOS"
    found = ids(COREMLTOOLS_2113)
    assert "not-a-mac" in found
    assert "apple-silicon" not in found and "intel-mac" not in found


def test_ios_app_sandbox_path_family() -> None:
    for text in (
        "model=_ANEModel: { modelURL=file:///var/containers/Bundle/Application/F0D65F11-3592-461B-96C7-2E3A18960142/test-ai.app/best.mlmodelc/ : sourceURL= (null)",
        "Failed to load /private/var/containers/Bundle/Application/0A1B2C3D-0000-1111-2222-333344445555/MyApp.app/Model.mlmodelc",
        "Error opening /var/mobile/Containers/Data/Application/0A1B2C3D-0000-1111-2222-333344445555/Documents/model.mlpackage",
        "[espresso] [Espresso::handle_ex_plan] exception=ANECF error: ANECCompile(/var/mobile/Library/Caches/com.apple.aned/tmp/com.example.CoreMLPerformance/5350714136F7/) FAILED: err=(",
    ):
        assert fact(text, "host.os") == "iOS", text
        assert "not-a-mac" in ids(text), text


def test_simulator_and_mac_paths_are_not_ios() -> None:
    for text in (
        "Failed to load /Users/me/Library/Developer/CoreSimulator/Devices/0A1B2C3D-0000-1111-2222-333344445555/data/Containers/Bundle/Application/0A1B/MyApp.app/Model.mlmodelc on my M1 MacBook Air",
        "Failed to load /Users/me/var/containers/Bundle/Application/x/MyApp.app/Model.mlmodelc on my M1 MacBook Air",
        "cache at /private/var/folders/xy/abc/T/com.apple.aned on my M1 MacBook Air",
    ):
        assert fact(text, "host.os") != "iOS", text
        assert "apple-silicon" in ids(text), text


def test_tensorflow_installed_by_apples_plugin_page_is_not_an_x86_build() -> None:
    found = ids(COREMLTOOLS_1341)
    assert "tf-x86-build" not in found
    assert "apple-silicon" in found
    assert fact(COREMLTOOLS_1341, "tensorflow.apple_instructions") is True


def test_apples_plugin_page_followed_family() -> None:
    for line in (
        "software is installed folowed instraction https://developer.apple.com/metal/tensorflow-plugin/",
        "I followed the instructions at https://developer.apple.com/metal/tensorflow-plugin/",
        "Installed TensorFlow following Apple's guide (https://developer.apple.com/metal/tensorflow-plugin/).",
        "Everything was set up according to developer.apple.com/metal/tensorflow-plugin",
        "installed as described at https://developer.apple.com/metal/tensorflow-plugin/",
        "software is installed folowed instraction\nhttps://developer.apple.com/metal/tensorflow-plugin/",
    ):
        text = line + "\n" + TF25_LIST
        assert fact(text, "tensorflow.apple_instructions") is True, line
        assert "tf-x86-build" not in ids(text), line


def test_apples_plugin_page_offered_asked_or_denied_is_not_read() -> None:
    assert "tf-x86-build" in ids(TF25_LIST)
    for line in (
        "Did you follow https://developer.apple.com/metal/tensorflow-plugin/ ?",
        "If you followed https://developer.apple.com/metal/tensorflow-plugin/ it should work.",
        "Please follow https://developer.apple.com/metal/tensorflow-plugin/ instead.",
        "I did not follow https://developer.apple.com/metal/tensorflow-plugin/ at all.",
        "See https://developer.apple.com/metal/tensorflow-plugin/",
        "Did you follow\nhttps://developer.apple.com/metal/tensorflow-plugin/ ?",
        "I followed the guide.\n\nhttps://developer.apple.com/metal/tensorflow-plugin/",
    ):
        text = line + "\n" + TF25_LIST
        assert fact(text, "tensorflow.apple_instructions") is None, line
        assert "tf-x86-build" in ids(text), line


def test_an_x86_python_still_makes_the_tensorflow_x86() -> None:
    text = ("I followed the instructions at https://developer.apple.com/metal/tensorflow-plugin/\n" + TF25_LIST
            + "\n$ file $(which python3)\n/usr/local/bin/python3: Mach-O 64-bit executable x86_64")
    facts, _ = read(text)
    assert facts.get("tensorflow.apple_instructions") is True
    assert "tf-x86-build" in ids(text)


def test_neural_engine_named_makes_a_core_ml_users_report() -> None:
    assert fact(DIFFUSERS_APP_80, "report.other_framework_named") is True
    found = ids(DIFFUSERS_APP_80)
    assert "apple-silicon" not in found and "not-a-mac" not in found and "intel-mac" not in found


def test_core_ml_and_neural_engine_named_family() -> None:
    for text in (
        "I converted the model and it runs on the Apple Neural Engine.",
        "Setting compute units to CPU and Neural Engine makes it slower.",
        "The CoreML model is slow.",
        "My Core ML model does not load.",
        'ANE inference operation failed with error message = Error Domain=com.apple.appleneuralengine Code=8 "Program Inference error"',
    ):
        assert fact(text, "report.other_framework_named") is True, text


def test_words_that_only_contain_them_are_not_read() -> None:
    for text in (
        "She works in neural engineering.",
        "That is a hardcore ml setup.",
    ):
        assert fact(text, "report.other_framework_named") is None, text
