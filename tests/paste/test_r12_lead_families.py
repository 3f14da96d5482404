# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families of the twelfth round read by the lead, each from real text.

An Intel named with the macOS version it runs ('tried a with a Intel 12.6.3') is an Intel Mac, and a SIGILL of a macOS
app's own executable, started by its bundle path, is that app's crash: no Python's import, no x86_64 Python under
Rosetta and no CPU without AVX (every Intel Mac on macOS 11 or later has AVX). llama.cpp's Metal log is a Mac's only
where nothing names an iPhone or an iPad (iOS apps run the same backend), and an A-series GPU is an iPhone's or iPad's.
A README's note on a kind of Mac, foretelling what that kind will do, names no machine.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/mikaellofgren/PrinterSetup/issues/5 (dev 1101; the reporter's reply, verbatim)
PRINTERSETUP_5 = """App crashes instantly on Intel on startup

no files directly in `Library/Printers/PPDs`- only the usual `Contents/Resources/`directories with many PPDs inside.
macOS 12.6.3
Starting via commandline `/Applications/PrinterSetup.app/Contents/MacOS/PrinterSetup` exits with
`Illegal instruction: 4`

Thanks, just tried a with a Intel 12.6.3 and with no files in `/Library/Printers/PPDs/Contents/Resources/`
"""


def test_an_intel_named_with_its_macos_version_is_an_intel_mac() -> None:
    facts, _ = read(PRINTERSETUP_5)
    assert facts["host.cpu_brand"] == "Intel" and facts["host.arm64_capable"] == 0
    found = ids(PRINTERSETUP_5)
    assert "intel-mac" in found and "apple-silicon" not in found


def test_a_sigill_of_an_apps_own_executable_is_no_pythons() -> None:
    facts, symptoms = read(PRINTERSETUP_5)
    assert "sigill" in symptoms
    sigill = next(s for s in facts["report.symptoms"] if s["id"] == "sigill")
    assert sigill["program"] == "PrinterSetup" and sigill["python"] is False and "module" not in sigill
    found = ids(PRINTERSETUP_5)
    assert not found & {"import-crashed", "python-x86-on-arm", "cpu-without-avx"}, found


def test_without_the_bundle_path_the_crash_is_still_read_as_a_pythons() -> None:
    # the same report with the app's path cut: nothing shows another program, so the SIGILL stays a Python's
    text = PRINTERSETUP_5.replace("`/Applications/PrinterSetup.app/Contents/MacOS/PrinterSetup` ", "")
    facts, _ = read(text)
    sigill = next(s for s in facts["report.symptoms"] if s["id"] == "sigill")
    assert "program" not in sigill and "python" not in sigill
    assert "import-crashed" in ids(text)


# https://github.com/ggml-org/whisper.cpp/issues/1387 (an iPad; the description verbatim)
WHISPER_CPP_1387 = """GGML_USE_METAL=1 fails on iPadOS running iOS 15/16 (and 17 perhaps)

Error is:

```
ggml_metal_init: load pipeline error: Error Domain=AGXMetalA12 Code=3 "Encountered unlowered function call to air.simd_max.f32" UserInfo={NSLocalizedDescription=Encountered unlowered function call to air.simd_max.f32}
```
"""

# https://github.com/mybigday/llama.rn/issues/124 (an iPhone; the description verbatim)
LLAMA_RN_124 = """iPhone 11 pro max

Probably not an issue but, can gpu be used on iphone 11 pro max?

Because I guess it worked before, but I get the following now:

> MTLCompiler: Compilation failed with XPC_ERROR_CONNECTION_INTERRUPTED on 3 try
ggml_metal_init: error: Error Domain=MTLLibraryErrorDomain Code=3 "Compiler encountered an internal error" UserInfo={NSLocalizedDescription=Compiler encountered an internal error}
ggml_backend_metal_device_init: error: failed to allocate context
llama_init_from_model: failed to initialize Metal backend
"""


def test_an_a_series_gpu_in_a_metal_log_is_an_ipad_or_iphone_not_a_mac() -> None:
    facts, _ = read(WHISPER_CPP_1387)
    assert facts["host.os"] == "iOS"
    assert "not-a-mac" in ids(WHISPER_CPP_1387)


def test_a_metal_log_beside_an_iphone_is_no_mac() -> None:
    facts, _ = read(LLAMA_RN_124)
    assert facts.get("host.os") != "Darwin"
    # without the iPhone the same log is a Mac's
    mac = LLAMA_RN_124.replace("iPhone 11 pro max", "M1").replace("iphone 11 pro max", "my M1")
    assert read(mac)[0]["host.os"] == "Darwin"


# https://github.com/ohdanieldw/socialcurrents (README, found with the code search; verbatim)
SOCIALCURRENTS_README = """**Note on Apple Silicon:** WhisperX transcription (and dependent NLP extractors) currently requires native x86 or GPU hardware. On Apple Silicon Macs running x86 conda environments under Rosetta, the transcription step will crash. Audio and vision extractors work normally. Full pipeline functionality including transcription is available on Linux servers or GPU-equipped machines.
"""


def test_a_note_on_a_kind_of_mac_and_its_foretold_crash_name_no_machine() -> None:
    facts, _ = read(SOCIALCURRENTS_README)
    assert "host.arm64_capable" not in facts and "python.translated" not in facts
    assert not ids(SOCIALCURRENTS_README) & {"apple-silicon", "python-x86-on-arm"}


def test_the_same_crash_told_of_ones_own_mac_still_counts() -> None:
    # the first person makes the kind of Mac the writer's
    mine = SOCIALCURRENTS_README.replace("On Apple Silicon Macs running", "On my Apple Silicon Mac running")
    assert "apple-silicon" in ids(mine)
