# ruff: noqa: E501, W293  (real pasted lines are kept whole, with their trailing blanks)
"""Clue families the never-seen batch 2600-2617 (ML from Rust and C++: candle, mistral.rs, burn, tch-rs, ort and the
onnxruntime C API on Macs) exposed, each read from real text.

Apple's linker (ld64) failing a link, 'Undefined symbols for architecture arm64:' / 'ld: symbol(s) not found for
architecture arm64', ran on a Mac, and an arm64 link there makes Apple silicon possible (never more: an Intel Mac
builds arm64 slices too); a text naming another target (an iPhone SDK) or both slices says nothing of the chip. A
folder of conda's package cache ('miniforge3/pkgs/pytorch-1.12.1-py3.9_0/lib/…') names the torch conda installed.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/nkeenan38/voice_activity_detector/issues/30 (title and description)
VAD_30 = """libonnxruntime on mac.

have installed it using brew install libonnxruntime.

am getting a linker problem
```
note: ld: warning: ignoring duplicate libraries: '-lc++'
          Undefined symbols for architecture arm64:
            "___isPlatformVersionAtLeast", referenced from:
                -[CoreMLExecution predict:outputs:getOutputTensorDataFn:] in libonnxruntime.a[51](model.mm.o)
          ld: symbol(s) not found for architecture arm64
          clang: error: linker command failed with exit code 1 (use -v to see invocation)
          
```
"""

# https://github.com/supertone-inc/onnxruntime-build/issues/16 (title and the start of the linker output)
ORT_BUILD_16 = """Linking Failed on MACOS

Both of them have the same error when linking using CMake:
```
Undefined symbols for architecture arm64:
  "_CFRelease", referenced from:
      absl::time_internal::cctz::local_time_zone() in libonnxruntime.a[620](time_zone_lookup.cc.o)
```
"""

# https://github.com/csukuangfj/onnxruntime-libs/issues/25: the same text posted under a title naming iOS too
ORT_LIBS_25 = ORT_BUILD_16.replace("Linking Failed on MACOS", "Linking Failed on MACOS, IOS")

# https://github.com/microsoft/onnxruntime/issues/9505 (the link log's first lines)
ORT_9505_LINK = """Compile (link) error for mac build

Undefined symbols for architecture x86_64:
  "_NSLog", referenced from:
      onnxruntime::logging::AppleLogSink::SendImpl(std::__1::chrono::time_point<std::__1::chrono::system_clock, std::__1::chrono::duration<long long, std::__1::ratio<1l, 1000000l> > > const&, std::__1::basic_string<char, std::__1::char_traits<char>, std::__1::allocator<char> > const&, onnxruntime::logging::Capture const&) in libonnxruntime_common.a(apple_log_sink.mm.o)
"""

# https://github.com/LaurentMazare/tch-rs/issues/524 (title and two lines of the reporter's build log)
TCHRS_524 = """M1 Mac Installation

warning: /Users/kylefahey/miniforge3/pkgs/pytorch-1.12.1-py3.9_0/lib/python3.9/site-packages/torch/include/ATen/ops/cumprod.h:31:31: note: 'cumprod_out' declared here
warning: libtch/torch_api_generated.cpp.h:447:29: error: no member named '_cumsum' in namespace 'torch'; did you mean 'cumsum'?
"""


def test_an_apple_linker_failing_an_arm64_link() -> None:
    facts, _ = read(VAD_30)  # was rejected as unreadable
    assert facts.get("host.os") == "Darwin"
    assert facts.get("host.arm64_capable") == 1
    assert "apple-silicon" in ids(VAD_30)
    assert "apple-silicon" in ids(ORT_BUILD_16)
    for text in (VAD_30, ORT_BUILD_16):
        assert not {"intel-mac", "not-a-mac", "incompatible-arch-extension"} & ids(text)


def test_an_arm64_link_for_another_target_or_both_slices_names_no_chip() -> None:
    assert "apple-silicon" not in ids(ORT_LIBS_25)
    # both slices in one log, and a hosted runner (Intel runners cross-build arm64)
    both = ORT_BUILD_16 + "Undefined symbols for architecture x86_64:\n  \"_CFRelease\", referenced from:\n"
    runner = ORT_BUILD_16.replace("in libonnxruntime.a", "in /Users/runner/work/app/build/libonnxruntime.a")
    for text in (both, runner):
        facts, _ = read(text)
        assert facts.get("host.arm64_capable") is None, text
        assert "apple-silicon" not in ids(text)
    # an x86_64 link: a Mac, of no known chip
    facts, _ = read(ORT_9505_LINK)
    assert facts.get("host.os") == "Darwin"
    assert facts.get("host.arm64_capable") is None
    assert not {"apple-silicon", "intel-mac"} & ids(ORT_9505_LINK)


def test_a_conda_package_cache_folder_names_the_installed_torch() -> None:
    facts, _ = read(TCHRS_524)
    assert facts.get("torch.version") == "1.12.1"
    assert {"apple-silicon", "torch-outdated"} <= ids(TCHRS_524)
    # two releases in the cache (a `find` in a README, code search): which one is used is open
    listing = ("Mac notes\n"
               "   /home/t/miniconda3/pkgs/pytorch-1.8.0-py3.8_cuda11.1_cudnn8.0.5_0/lib/python3.8/site-packages/torch/lib/libtorch.so\n"
               "   /home/t/miniconda3/pkgs/pytorch-1.8.1-py3.8_cuda11.1_cudnn8.0.5_0/lib/python3.8/site-packages/torch/lib/libtorch.so\n")
    facts, _ = read(listing)
    assert facts.get("torch.version") is None
    # a folder being removed, and the downloaded archive, name no installed torch
    for text in ("Mac notes\n\nrm -rf /home/oper/miniconda3/pkgs/pytorch-1.10.1-py3.8_cuda11.3_cudnn8.2.0_0/lib/\n",
                 "Mac notes\n\n/opt/conda/pkgs/pytorch-1.8.0-py3.8_cuda11.0.221_cudnn8.0.5_0.tar.bz2\n"):
        facts, _ = read(text)
        assert facts.get("torch.version") is None, text


def test_the_mac_named_in_lower_case_is_read() -> None:
    # the title and first lines of voice_activity_detector#30, before its linker output
    title = "libonnxruntime on mac.\n\nhave installed it using brew install libonnxruntime.\n\nam getting a linker problem\n"
    facts, _ = read(title)  # was rejected as unreadable
    assert facts.get("report.mac_named") is True
    assert not {"apple-silicon", "intel-mac", "not-a-mac"} & ids(title)
    # a MAC address is no Mac
    facts, _ = read("filter on mac address\n\nthe table drops frames\n")
    assert facts.get("report.mac_named") is None
