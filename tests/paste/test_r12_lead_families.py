# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families of the twelfth round read by the lead, each from real text.

An Intel named with the macOS version it runs ('tried a with a Intel 12.6.3') is an Intel Mac, and a SIGILL of a macOS
app's own executable, started by its bundle path, is that app's crash: no Python's import, no x86_64 Python under
Rosetta and no CPU without AVX (every Intel Mac on macOS 11 or later has AVX). llama.cpp's Metal log is a Mac's only
where nothing names an iPhone or an iPad (iOS apps run the same backend), and an A-series GPU is an iPhone's or iPad's.
A README's note on a kind of Mac, foretelling what that kind will do, names no machine. dyld's 'Symbol not found' in a
package's compiled library is a failed import: built against another release of a library it links to (torchtext
against another torch), or, where 'Expected in:' names macOS's own library, built for a newer macOS.
"""

from __future__ import annotations

from pasted import ids, import_failures, read
from real_inputs import TESTS

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
    # an e-mail reply's signature names where the reply was written, not the machine of the log it quotes
    quoted, _ = read(mac + "\nSent from my iPhone\n")
    assert quoted["host.os"] == "Darwin" and "host.os" not in quoted.get("report.certainty", {})  # the log's: certain


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


# https://github.com/pytorch/text/issues/1988 (dev 1836; the traceback's last line, as stored)
TORCHTEXT_1988 = """OSError: dlopen(/opt/homebrew/lib/python3.10/site-packages/torchtext/lib/libtorchtext.so, 0x0006): Symbol not found: __ZN2at4_ops19empty_memory_format4callEN3c108ArrayRefIxEENS2_8optionalINS2_10ScalarTypeEEENS5_INS2_6LayoutEEENS5_INS2_6DeviceEEENS5_IbEEN
"""
# https://github.com/ml-explore/mlx/issues/264 (dev 430)
MLX_264 = """ImportError: dlopen(/opt/homebrew/anaconda3/envs/language_models_env/lib/python3.10/site-packages/mlx/core.cpython-310-darwin.so, 0x0002): Symbol not found: _cblas_sgemm$NEWLAPACK
  Referenced from: <F6C66D71-1323-3E71-9C97-70DC2D75278D> /opt/homebrew/anaconda3/envs/language_models_env/lib/python3.10/site-packages/mlx/lib/libmlx.dylib
  Expected in:     <70C4EEC6-ACCF-3E75-804C-659DD8DA930F> /System/Library/Frameworks/Accelerate.framework/Versions/A/Accelerate
"""
# https://github.com/tensorflow/tensorflow/issues/3034 (dev 1867)
TF_3034 = """ImportError: dlopen(/Users/SummerREU/anaconda/lib/python2.7/site-packages/tensorflow/python/_pywrap_tensorflow.so, 2): Symbol not found: ___sincos_stret
  Referenced from: /Users/SummerREU/anaconda/lib/python2.7/site-packages/tensorflow/python/_pywrap_tensorflow.so
  Expected in: /usr/lib/libSystem.B.dylib
"""


def test_a_missing_symbol_in_a_companion_library_is_a_failed_import_with_its_matching_release() -> None:
    [(summary, fix)] = import_failures(TORCHTEXT_1988)
    assert "torchtext/lib/libtorchtext.so" in summary and "built for the installed torch" in summary
    assert fix == "install-matching-builds"


def test_a_missing_symbol_macos_own_library_should_hold_is_a_build_for_a_newer_macos() -> None:
    # (where the report also shows the import's own error, that finding's summary quotes it; the fix is the same)
    for text, library in ((MLX_264, "Accelerate.framework"), (TF_3034, "/usr/lib/libSystem.B.dylib")):
        [(summary, fix)] = import_failures(text)
        assert library in summary
        assert fix == "use-build-for-this-macos"


def test_the_metal_plugins_missing_symbol_stays_a_pairing_question() -> None:
    # tensorflow/text#654 (a fixture): the plugin's own symbol is tf-metal-version-mismatch, not a second finding
    text = (TESTS / "fixtures" / "reports" / "tf-text-654-metal-plugin-symbol-not-found-tf2.5.txt").read_text()
    found = ids(text)
    assert "tf-metal-version-mismatch" in found and "import-failed" not in found
