# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3600-3614 (ML in the browser on Macs and elsewhere: WebGPU and web-llm,
transformers.js and onnxruntime-web, TensorFlow.js and ml5) exposed, each read from real text.

- Chromium built by a Linux distribution names it after '(Official Build)' ('Chromium Version 138.0.7204.92 (Official
  Build) Arch Linux (64-bit)', '(Official Build) for Linux Mint (64 bits)', 'snap', 'Fedora Project', 'built on
  Debian'): not a Mac. Brave's and Chrome's own builds ('(Official Build) (64-bit)', '(arm64)') say nothing.
- macOS's per-user temporary and cache folders ('/var/folders/qg/ndkfx7y53jl2js4f8wz_2nxc0000gn/C/...'): a Mac.
- A browser's user agent ('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) ...', Firefox's 'Intel Mac OS X 10.15')
  names a Mac, not an Intel one, and not its macOS: every browser sends that frozen string on Apple silicon too. An
  older version there ('10_14_6') was the system's own.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/andreinwald/browser-llm/issues/1 (dev 3602)
BROWSERLLM_1 = r"""# Fails with a console error on an integrated GPU in Chromium

patrakov · description · 2025-08-02
> Uncaught (in promise) Error: Unable to find a compatible GPU. This issue might be because your computer doesn't have a GPU, or your system settings are not configured properly. Please check if your device has a GPU properly set up and if your your browser supports WebGPU. You can also consult your browser's compatibility chart to see if it supports WebGPU. For more information about WebGPU support in your browser, visit https://webgpureport.org/

>     at Object.<anonymous> (index-C3h5Fc2q.js:10:52305)
>     at Generator.next (<anonymous>)
>     at _ (index-C3h5Fc2q.js:10:43331)

This should have been caught and turned into a user-friendly message, as opposed to a console error.

[webgpureport-2025-08-02T17-37-40-282Z.txt](https://github.com/user-attachments/files/21559844/webgpureport-2025-08-02T17-37-40-282Z.txt)

That's Chromium Version 138.0.7204.92 (Official Build) Arch Linux (64-bit)

Integrated GPU:

> 03:00.0 VGA compatible controller [0300]: Advanced Micro Devices, Inc. [AMD/ATI] Lucienne [1002:164c] (rev c1)

patrakov · comment · 2025-08-02
Extra info: Chromium hides WebGPU support behind flags on Linux. With the correct flags, the LLM works.

andreinwald · comment · 2025-08-02
@patrakov thank you for the report! Added message for this case - please check if it catches on your setup (flags disabled)."""
# https://github.com/googlecodelabs/feedback/issues/1239 (dev 3607)
CODELABS_1239 = r"""# [your-first-webgpu-app] chapter 4: draw geometry

KadoBOT · description · 2023-06-25
When trying to reproduce the steps in the chapter 4, after everything is setup, I get the following error:

```
localhost/:1 Unable to create library object: error: unable to open output file '/var/folders/qg/ndkfx7y53jl2js4f8wz_2nxc0000gn/C/com.google.Chrome.helper/com.apple.metalfe/WKR7IFU4QV62/monolithic_metal.pcm': 'Operation not permitted'
<built-in>:1:10: fatal error: could not build module 'monolithic_metal'
#include "metal_types"
 ~~~~~~~~^~~~~~~~~~~~~
.
 - While calling [Device].CreateRenderPipeline([RenderPipelineDescriptor]).

localhost/:1 Unable to create library object: error: unable to open output file '/var/folders/qg/ndkfx7y53jl2js4f8wz_2nxc0000gn/C/com.google.Chrome.helper/com.apple.metalfe/WKR7IFU4QV62/monolithic_metal.pcm': 'Operation not permitted'
<built-in>:1:10: fatal error: could not build module 'monolithic_metal'
#include "metal_types"
 ~~~~~~~~^~~~~~~~~~~~~
.
 - While calling [Device].CreateRenderPipeline([RenderPipelineDescriptor "Cell pipeline"]).

localhost/:1 [Invalid RenderPipeline "Cell pipeline"] is invalid.
 - While encoding [RenderPassEncoder].SetPipeline([Invalid RenderPipeline "Cell pipeline"]).

localhost/:1 [Invalid CommandBuffer] is invalid.
 - While calling [Queue].Submit([[Invalid CommandBuffer]])
 ```"""
# https://github.com/tensorflow/tfjs/issues/4284 (dev 3612)
TFJS_4284 = r"""# Inconsistent ”Could not get context for WebGL version 2” error message

anssiko · description · 2020-11-20
**System information**
- Have I written custom code (as opposed to using a stock example script provided in TensorFlow.js): no
- OS Platform and Distribution: macOS 10.15.7 and iOS 14.1
- Mobile device: iPhone 11
- TensorFlow.js installed from (npm or script link): `https://cdn.jsdelivr.net/npm/@tensorflow/tfjs@2.7.0`
- TensorFlow.js version: `2.7.0`
- Browser version: 
  - Safari 14.0 on iOS:
    `Mozilla/5.0 (iPhone; CPU iPhone OS 14_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.0 Mobile/15E148 Safari/604.1`
  - Safari 14.0.1 on macOS:
    `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.0.1 Safari/605.1.15`
- Tensorflow.js Converter Version: ?

**Describe the current behavior**

Steps to reproduce:

1. Load https://js.tensorflow.org/api/latest/#add

2. Click the first Run button
3. Console log prints:

```
Could not get context for WebGL version 2
Tensor
    [11, 22, 33, 44]
```
4. Click Run again
5. Console log prints:

```
Tensor
    [11, 22, 33, 44]
```

**Describe the expected behavior**

Expected the log messages in steps 3 and 5 to be identical, including the WebGL error message.

**Standalone code to reproduce the issue**

Reproducible test case: https://js.tensorflow.org/api/latest/#add"""


def _post(body: str, date: str = "2024-05-09") -> str:
    return f"# a report\n\nsomeone · description · {date}\n{body}\n"


def test_chromium_about_line_naming_a_linux_distribution_is_not_a_mac() -> None:
    facts, _ = read(BROWSERLLM_1)
    assert facts["host.os"] == "Linux"
    found = ids(BROWSERLLM_1)
    assert "not-a-mac" in found
    assert "apple-silicon" not in found and "intel-mac" not in found and "no-metal-device" not in found


def test_chromium_about_line_family() -> None:
    # real wordings: secret-llama#28 (a commenter), and the snap, Fedora and Debian builds found with the code search
    for line in ("Same error here, with Chromium Version 120.0.6099.216 (Official Build) for Linux Mint (64 bits)",
                 "and this version of chromium: Version 138.0.7204.183 (Official Build) snap (64-bit)",
                 "- Chromium is version `126.0.6478.126 (Official Build) Fedora Project (64-bit) `",
                 "Chromium Version 125.0.6422.76 (Official Build) built on Debian 12.5, running on Debian 12.5 (64-bit)",
                 "Chrome Version: Version 95.0.4638.69 (Official Build) Arch Linux (64-bit)"):
        facts, _ = read(_post(line))
        assert facts.get("host.os") == "Linux", line
        assert "not-a-mac" in ids(_post(line)), line


def test_chromium_builds_that_name_no_distribution_say_nothing() -> None:
    # Brave's line and Chrome's own builds (a Mac's '(arm64)', Windows' '(64-bit)') name no system
    for line in ("Brave: 1.59.117 Chromium: 118.0.5993.70 (Official Build) (64-bit)",
                 "Google Chrome\t111.0.5563.64 (Official Build) (arm64)",
                 "Chrome Version 114.0.5715.0 (Official Build) canary (64-bit)"):
        facts, _ = read(_post(line))
        assert facts.get("host.os") != "Linux", line


def test_macos_temporary_folder_is_a_mac() -> None:
    facts, _ = read(CODELABS_1239)
    assert facts["host.os"] == "Darwin"
    found = ids(CODELABS_1239)
    # Metal compiles there (it fails writing its cache): no missing Metal device, and no chip is known
    assert "no-metal-device" not in found and "not-a-mac" not in found
    assert "apple-silicon" not in found and "intel-mac" not in found


def test_macos_temporary_folder_family_and_near_misses() -> None:
    facts, _ = read(_post("  File \"/private/var/folders/9x/k1c3qz5n0d77x1yjx5q0h2s40000gn/T/pip-build-env-abc/overlay/lib/python3.11/site-packages/setuptools/build_meta.py\", line 1"))
    assert facts.get("host.os") == "Darwin"
    # no per-user id: any system may have such a folder
    facts, _ = read(_post("cp model.onnx /var/folders/shared/model.onnx failed on the server running Ubuntu 22.04"))
    assert facts.get("host.os") != "Darwin"


def test_browser_user_agent_names_a_mac_but_not_its_chip() -> None:
    for ua in ("Browser: `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36`",
               "User agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:125.0) Gecko/20100101 Firefox/125.0",
               "`Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15`"):
        facts, _ = read(_post(ua))
        assert facts.get("host.os") == "Darwin", ua
        assert facts.get("host.cpu_brand") is None and facts.get("host.arm64_capable") is None, ua
        assert facts.get("host.macos_version") is None, ua
        found = ids(_post(ua))
        assert "intel-mac" not in found and "not-a-mac" not in found, ua


def test_browser_user_agent_with_a_version_before_the_freeze() -> None:
    ua = "UA: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.2 Safari/605.1.15"
    facts, _ = read(_post(ua, "2020-06-01"))
    assert facts["host.macos_version"] == "10.14"
    assert "intel-mac" in ids(_post(ua, "2020-06-01"))


def test_real_user_agent_beside_the_real_macos() -> None:
    # 'macOS 10.15.7' typed in the template is the system's own (Catalina: an Intel Mac); the Safari user agent beside it
    # adds nothing, and the iPhone is a second device
    facts, _ = read(TFJS_4284)
    assert facts["host.macos_version"] == "10.15.7"
    found = ids(TFJS_4284)
    assert "intel-mac" in found
    assert "apple-silicon" not in found and "not-a-mac" not in found


def test_intel_mac_typed_by_a_person_is_still_read() -> None:
    facts, _ = read(_post("I am on an Intel Mac with macOS 10.15.7"))
    assert facts["host.cpu_brand"] == "Intel"
    assert "intel-mac" in ids(_post("I am on an Intel Mac with macOS 10.15.7"))
