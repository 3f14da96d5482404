# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3880-3892 (finance, trading and forecasting ML projects on Macs: TA-Lib, qlib,
bcolz and zipline builds, tensorflow_macos LSTMs, Gamestonk Terminal) exposed, each read from real text.

- Windows' own DLLs named by the software that loads them ('ImportError: DLL load failed', TensorFlow's 'Could not load
  dynamic library 'cudart64_110.dll'') or by a person ('changing the name of one the dll CUDA file'): Windows, not a Mac;
  not a '.dll' that a library's message names on any OS (JPype's 'JVM DLL not found' on a Mac, XGBoost's hint).
- Apple's developer-tool runner failing in a build ('error: command 'xcrun' failed with exit status 1', 'xcrun: error:
  invalid active developer path', 'xcode-select: error:'): macOS; in a post dated before the first M1 Macs went on sale
  and after the Developer Transition Kit shipped, possibly an Intel Mac (before the DTK, likely one, as before).
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/OpenBB-finance/OpenBB/issues/154 (dev 3890)
OPENBB_154 = r"""# Unable to get output of lstm feature

Quickpipsfx · description · 2021-03-11
![image](https://user-images.githubusercontent.com/80470045/110804319-139a6680-82a6-11eb-8e26-d2d09462bc4f.png)

This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.

DidierRLopes · comment · 2021-03-11
Hey @Quickpipsfx ,

I don't actually have GPU on my machine, so I can't replicate this.

Can you have a look at this thread https://github.com/tensorflow/tensorflow/issues/45853
and let me know.

Does this happen only for lstm? Or also for mlp and rnn?

Thanks in advance!

Quickpipsfx · comment · 2021-03-12
yeah same is happening with mlp and rnn but I managed to make it work by changing the name of one the dll CUDA file so it doesn't load and start processing with Processor i guess.

![image](https://user-images.githubusercontent.com/80470045/110910082-e5189c00-8336-11eb-9fdd-5012fe9dd152.png)

so now am able to see the chart and prediction output 

![image](https://user-images.githubusercontent.com/80470045/110910144-f497e500-8336-11eb-9bc5-9e5138c63388.png)
"""
# https://github.com/Blosc/bcolz/issues/407 (dev 3886)
BCOLZ_407 = r"""# Installation issue mac

stefanknegt · description · 2020-07-28
When I try to install bcolz, either using pip or from source, I get one of the following errors:

`error: command 'gcc' failed with exit status 1`
`error: command 'xcrun' failed with exit status 1`

Often this is caused by not having Xcode or Xcode select installed, but I have both installed and have no issues with other packages. Does anyone have an idea how to fix this?

stefanknegt · comment · 2020-07-28
Somehow this issue is not present when I install version 1.2.0 instead of 1.2.1.

binary-signal · comment · 2020-08-13
have you tried to update pip setuptools and wheel before trying to install bcolz?
`python -m pip install pip setuptools wheel -U`

stefanknegt · comment · 2020-08-18
Yes I've tried that, but no luck. I even reinstalled python and tried different versions of python, but nothing (except installing 1.2.0) seems to work.
"""
# https://github.com/apple/tensorflow_macos/issues/243 (dev 711): Windows 10 in Parallels on an M1
TFMACOS_243_LINE = "Error: ImportError: DLL load failed: A dynamic link library (DLL) initialization routine failed."
# TensorFlow's dso_loader on Windows, as tensorflow/tensorflow#45853 (the thread OpenBB#154 points to) quotes it
TF_WINDOWS_DSO = "W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library 'cudart64_110.dll'; dlerror: cudart64_110.dll not found"
# https://github.com/konlpy/konlpy/issues/375 (dev 2450): JPype on an M1 names a DLL on a Mac
KONLPY_375_LINE = "FileNotFoundError: [Errno 2] JVM DLL not found: /Library/Java/JavaVirtualMachines/jdk-17.0.1.jdk/Contents/Home/lib/libjli.dylib"
# https://github.com/dmlc/xgboost/issues/5586 (dev 523): XGBoost's hint names Windows' DLLs on any OS
XGBOOST_5586_LINE = "  * OpenMP runtime is not installed (vcomp140.dll or libgomp-1.dll for Windows, libgomp.so for UNIX-like OSes)"
# https://github.com/konlpy/konlpy/issues/303 (dev 2454) and https://github.com/ml-explore/mlx/issues/103 (dev 2872)
XCRUN_DEVELOPER_PATH = "  xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools), missing xcrun at: /Library/Developer/CommandLineTools/usr/bin/xcrun"
XCRUN_METAL = 'xcrun: error: unable to find utility "metal", not a developer tool or in PATH'


def _dated(body: str, date: str) -> str:
    return f"# Build fails\n\nsomeone · description · {date}\n{body}\n"


def test_windows_dll_named_by_a_person_is_not_a_mac() -> None:
    facts, _ = read(OPENBB_154)
    assert facts["host.os"] == "Windows"
    found = ids(OPENBB_154)
    assert "not-a-mac" in found
    # the oneDNN notice names AVX2 as used: no AVX complaint, and no Mac
    assert "cpu-without-avx" not in found and "apple-silicon" not in found and "intel-mac" not in found


def test_windows_dll_messages_are_windows() -> None:
    for line in (TFMACOS_243_LINE, TF_WINDOWS_DSO, "I copied the cuDNN dll files into the CUDA bin folder",
                 "ImportError: DLL load failed while importing _multiarray_umath: The specified module could not be found."):
        facts, _ = read(line)
        assert facts.get("host.os") == "Windows", line


def test_a_dll_a_library_names_on_any_os_is_not_windows() -> None:
    for line in (KONLPY_375_LINE, XGBOOST_5586_LINE):
        facts, _ = read(line)
        assert facts.get("host.os") != "Windows", line


def test_xcrun_in_a_post_before_the_first_m1_macs_on_sale_is_an_intel_mac() -> None:
    facts, _ = read(BCOLZ_407)
    assert facts["host.os"] == "Darwin"
    assert facts["host.arm64_capable"] == 0
    found = ids(BCOLZ_407)
    assert "intel-mac" in found
    assert "apple-silicon" not in found and "not-a-mac" not in found


def test_xcrun_and_xcode_select_errors_are_a_mac() -> None:
    for line in (XCRUN_DEVELOPER_PATH, XCRUN_METAL, "xcode-select: error: command line tools are already installed, use \"Software Update\" to install updates",
                 "error: command '/usr/bin/xcrun' failed with exit code 1"):
        facts, _ = read(line)
        assert facts.get("host.os") == "Darwin", line
        # undated: the kind of Mac is not told
        assert facts.get("host.arm64_capable") is None, line


def test_xcrun_dated_after_m1_or_beside_apple_silicon_is_no_intel_mac() -> None:
    line = "error: command 'xcrun' failed with exit status 1"
    after = _dated(line, "2021-02-10")
    assert read(after)[0].get("host.arm64_capable") is None
    assert "intel-mac" not in ids(after)
    dtk = _dated("On my DTK (Apple Silicon) I get\n" + line, "2020-08-01")
    # the post names Apple silicon: never an Intel Mac (the DTK is read as Apple silicon)
    assert read(dtk)[0].get("host.arm64_capable") != 0
    assert "intel-mac" not in ids(dtk)
    # before the DTK shipped, as before
    assert "intel-mac" in ids(_dated(line, "2019-05-01"))


def test_a_word_like_xcrun_that_is_no_error_is_not_read() -> None:
    for line in ("run xcrun --sdk macosx --show-sdk-path to see the SDK", "error: command 'gcc' failed with exit status 1"):
        assert read(line)[0].get("host.os") != "Darwin", line
