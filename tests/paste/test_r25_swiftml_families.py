# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4640-4650 (ML from Swift and Apple-platform apps on Macs: WhisperKit,
whisper.cpp's Core ML path, llama.cpp's Swift package, mlx-swift-examples, Swift for TensorFlow) exposed, each read
from real text.

- Apple's developer folders (a Swift toolchain under /Library/Developer/Toolchains, the Command Line Tools, Xcode's
  Contents/Developer) are macOS's; in a post dated before the first Apple-silicon Mac, an Intel Mac's.
- Xcode named with its version ('xcode 10.1', '**Xcode**: Version 11.5 (11E608c)') in a post dated before the first
  Apple-silicon Mac: an Intel Mac (Xcode runs on macOS only).
- Xcode named at all ('in a clean Xcode project') is a Mac topic: the text is read (the chip and OS left open) rather
  than rejected as no report.
"""

from __future__ import annotations

from pasted import ids, raised, read

from macml_doctor.errors import InputError


def _readable(text: str) -> bool:
    try:
        ids(text)
    except InputError:
        return False
    return True


def _post(date: str, line: str) -> str:
    return "# a title\n\nsomeone · description · " + date + "\n" + line + "\n"


# https://github.com/tensorflow/swift/issues/331 (dev 4648)
S4TF_331 = r"""# Errors in Installation.md for Mac users

rickwierenga · description · 2019-11-26
In https://github.com/tensorflow/swift/blob/master/Installation.md, step 6 of "using downloads" on macOS says `xcrun --toolchain swift`. This attempts to use a toolchain that's nonexistent based on the above steps. The correct toolchain is `com.google.swift.20191121` which can be found in `/Library/Developer/Toolchains/swift-latest/Info.plist`. This should be changed.

Furthermore, ` export PATH=/Library/Developer/Toolchains/swift-latest.xctoolchain/usr/bin:"${PATH}"` breaks the command line on my machine. I am not entirely sure why to be honest.

Finally, I think it should be stated explicitly that TensorFlow has serious issues on macOS when using REPL (see [usage.md](https://github.com/tensorflow/swift/blob/master/Usage.md#repl-read-eval-print-loop)). This information is crucial for people installing TensorFlow for the first time on their Mac.

I'm willing to fix these errors if you would like me to. Thanks.

brettkoonce · comment · 2019-12-26
PATH issue was addressed in #345, fwiw.
"""

# https://github.com/tensorflow/swift-models/issues/126 (dev 4650), the comment
S4TF_MODELS_126 = r"""# macOS troubleshooting

johndpope · comment · 2019-04-30
Hi Richard,

I've configured this - and can successfully build - 
but dropping into the sample for Transformer - ran into problem which references xcrun 
for some reason - even though my xcode is correctly pointing to latest toolchain / command line is off.
But the instructions here don't go far enough (xcode 10.1  / majove). 
"""

# https://github.com/ggml-org/llama.cpp/issues/3385 (dev 4645)
LLAMA_3385 = r"""# [User] Invalid Manifest SwiftPM

cyrilzakka · description · 2023-09-28
# Expected Behavior
Package should be added without warning and project should build successfully.

# Current Behavior

Trying to add https://github.com/ggerganov/llama.cpp.git as a Swift Package in a clean Xcode project leads to the following errorL 
```
"""


def test_swift_toolchain_path_in_a_post_dated_before_apple_silicon_is_an_intel_mac() -> None:
    facts, _ = read(S4TF_331)
    assert facts["host.os"] == "Darwin"
    assert facts["host.arm64_capable"] == 0
    found = ids(S4TF_331)
    assert "intel-mac" in found
    assert {"apple-silicon", "not-a-mac", "tensorflow-missing"}.isdisjoint(found)


def test_apple_developer_path_family_in_a_dated_post() -> None:
    for line in ('export PATH="/Library/Developer/Toolchains/swift-latest/usr/bin/:$PATH"',
                 "Referenced from: /Library/Developer/Toolchains/swift-tensorflow-DEVELOPMENT-2020-04-23-a.xctoolchain/usr/lib/swift/macosx/libswiftTensorFlow.dylib",
                 "$ ls ~/Library/Developer/Toolchains/swift-5.1-RELEASE.xctoolchain/usr/bin",
                 "InstalledDir: /Library/Developer/CommandLineTools/usr/bin",
                 "-I/Library/Developer/CommandLineTools/SDKs/MacOSX.sdk/usr/include",
                 "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/bin/clang -c foo.c",
                 "/Applications/Xcode-beta.app/Contents/Developer/usr/bin/xcodebuild"):
        text = _post("2019-05-02", line)
        facts, _ = read(text)
        assert facts.get("host.arm64_capable") == 0, line
        assert "intel-mac" in ids(text), line


def test_swift_toolchain_path_anywhere_is_a_mac() -> None:
    # dated after the first Apple-silicon Mac, or undated: a Mac, the chip left open
    for text in (_post("2023-05-02", 'export PATH="/Library/Developer/Toolchains/swift-latest/usr/bin/:$PATH"'),
                 "which swift\n/Library/Developer/Toolchains/swift-5.9-RELEASE.xctoolchain/usr/bin/swift\n"):
        facts, _ = read(text)
        assert facts.get("host.os") == "Darwin", text
        assert facts.get("host.arm64_capable") is None, text
        assert "intel-mac" not in ids(text) and "not-a-mac" not in ids(text), text


def test_apple_developer_path_near_misses() -> None:
    # a post after Apple silicon, a post that names it, a folder that only ends in the same words
    later = S4TF_331.replace("2019-11-26", "2022-11-26").replace("2019-12-26", "2022-12-26")
    assert read(later)[0].get("host.arm64_capable") is None
    assert "intel-mac" not in ids(later)
    dtk = _post("2020-07-10", "On the DTK (arm64): export PATH=/Library/Developer/Toolchains/swift-latest/usr/bin:$PATH")
    assert "intel-mac" not in raised(dtk)
    for line in ("$ ls /opt/Library/Developer/Toolchains/foo/bin",
                 "cp -r build/Library/Developer/Toolchains/swift.xctoolchain/ out/",
                 "see /Library/Developer/Toolchains for the list"):
        text = _post("2019-05-02", line)
        assert read(text)[0].get("host.arm64_capable") is None, line
        assert "intel-mac" not in raised(text), line


def test_xcode_version_in_a_post_dated_before_apple_silicon_is_an_intel_mac() -> None:
    facts, _ = read(S4TF_MODELS_126)
    assert facts["host.arm64_capable"] == 0
    assert "intel-mac" in ids(S4TF_MODELS_126)


def test_xcode_version_family() -> None:
    for line in ("**Xcode**: Version 11.5 (11E608c)", "Xcode Version 10.2.1 (10E1001)", "xcode version 9.4",
                 "Xcode: 11.3.1", "- Xcode 12.0", "I use Xcode 10 with the latest toolchain"):
        text = _post("2019-05-02", line)
        assert read(text)[0].get("host.arm64_capable") == 0, line
        assert "intel-mac" in ids(text), line


def test_xcode_version_near_misses() -> None:
    # after Apple silicon (Xcode 14.3 in 2023: dev 4641 is an arm64 kernel), an undated text, a path, a later Xcode
    assert read(_post("2023-05-03", "Xcode Version 14.3 (14E222b)"))[0].get("host.arm64_capable") is None
    assert read("Xcode Version 11.5 (11E608c)\n")[0].get("host.arm64_capable") is None
    for line in ("/Applications/Xcode-10.1.app is installed", "module cache in xcode/10.1/", "Xcode 15 beta",
                 "xcode-select 2354", "our xcode.10 scheme", "On the DTK (arm64) with Xcode 12.0 beta"):
        text = _post("2019-05-02", line)
        assert read(text)[0].get("host.arm64_capable") is None, line
        assert "intel-mac" not in raised(text), line


def test_xcode_named_is_a_mac_topic() -> None:
    assert _readable(LLAMA_3385)
    facts, _ = read(LLAMA_3385)
    assert facts.get("host.os") is None and facts.get("host.arm64_capable") is None
    found = ids(LLAMA_3385)
    assert {"intel-mac", "apple-silicon", "not-a-mac"}.isdisjoint(found)
    for text in ("I built it in Xcode and it crashes at launch", "xcode build fails with the package"):
        assert _readable(text), text


def test_xcode_like_words_are_not_a_mac_topic() -> None:
    for text in ("see xcodeproj for the settings", "the myxcode tool failed", "copy Xcode.app/x please"):
        assert not _readable(text), text
