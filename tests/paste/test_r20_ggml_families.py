# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3540-3552 (ggml-family builds and their Python bindings on Macs: llama-cpp-python,
whisper.cpp and its bindings, stable-diffusion.cpp, GPT4All) exposed or confirmed, each read from real text.

The batch scored 12/12 with no false alarm before any change; what it added is one family its threads pointed to: the
ggml build's warning 'Your arch is announced as x86_64, but it seems to actually be ARM64' (printed by the whisper.cpp,
llama.cpp, bark.cpp and encodec.cpp Makefiles and ggml's CMakeLists only where `sysctl -n hw.optional.arm64` is 1) names
Apple-silicon hardware, and the Makefile's own source quoted does not. The other tests pin what the batch's threads must
keep reading: ggml's Metal shader-path error with the Metal device found is not a missing Metal device, an install
command forcing arm64 is not a wrong-arch build, a CUDA option tried on a Mac is not a CUDA machine, and 'mps' said of
llama.cpp's Metal backend is not PyTorch's MPS.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/ggml-org/whisper.cpp/issues/204 (the stored excerpt of the opening post, without its title)
WHISPER_204 = """```
❯ make base.en
Makefile:21: Your arch is announced as x86_64, but it seems to actually be ARM64. Not fixing that can lead to bad performance. For more info see: https://github.com/ggerganov/whisper.cpp/issues/66\\#issuecomment-1282546789
g++ -I. -I./examples -O3 -std=c++11 -pthread examples/main/main.cpp ggml.o whisper.o -o main -framework Accelerate
./main -h
```
"""
# https://github.com/ggml-org/llama.cpp/issues/101 (the title)
LLAMA_101_TITLE = """M1 Max + GNU coreutils: "Your arch is announced as x86_64, but it seems to actually be ARM64"

When I build, the makefile detects my M1 Max as 86_64.
"""
# The Makefile that prints it (ggml-org/whisper.cpp Makefile, quoted as source, as the code search stores it)
MAKEFILE_SOURCE = """# Mac OS + Arm can report x86_64
# ref: https://github.com/ggerganov/whisper.cpp/issues/66#issuecomment-1282546789
ifeq ($(UNAME_S),Darwin)
\tifneq ($(UNAME_P),arm)
\t\tSYSCTL_M := $(shell sysctl -n hw.optional.arm64 2>/dev/null)
\t\tifeq ($(SYSCTL_M),1)
\t\t\t# UNAME_P := arm
\t\t\t# UNAME_M := arm64
\t\t\twarn := $(warning Your arch is announced as x86_64, but it seems to actually be ARM64. Not fixing that can lead to bad performance. For more info see: https://github.com/ggerganov/whisper.cpp/issues/66\\#issuecomment-1282546789)
\t\tendif
\tendif
endif
"""


def test_ggml_arch_warning_names_apple_silicon_hardware() -> None:
    facts, _ = read(WHISPER_204)
    assert facts.get("host.arm64_capable") == 1
    assert facts.get("host.os") == "Darwin"
    found = ids(WHISPER_204)
    assert "apple-silicon" in found
    assert "intel-mac" not in found
    # the build tool's arch says nothing of the Python's
    assert "python-x86-on-arm" not in found
    assert "python-native-arm64" not in found


def test_ggml_arch_warning_quoted_in_a_title_agrees_with_the_chip() -> None:
    found = ids(LLAMA_101_TITLE)
    assert "apple-silicon" in found
    assert "intel-mac" not in found


def test_ggml_makefile_source_is_not_the_warning_printed() -> None:
    facts, _ = read(MAKEFILE_SOURCE)
    assert "host.arm64_capable" not in facts


# https://github.com/absadiki/pywhispercpp/issues/59
PYWHISPERCPP_59 = """Cannot find `ggml-metal.metal` on Mac to run on metal

The code runs on cpu as I see the ggml logs:

```bash
ggml_metal_init: found device: Apple M2
ggml_metal_init: picking default device: Apple M2
ggml_metal_init: default.metallib not found, loading from source
ggml_metal_init: GGML_METAL_PATH_RESOURCES = nil
ggml_metal_init: error: could not use bundle path to find ggml-metal.metal, falling back to trying cwd
ggml_metal_init: loading 'ggml-metal.metal'
ggml_metal_init: error: Error Domain=NSCocoaErrorDomain Code=260 "The file “ggml-metal.metal” couldn’t be opened because there is no such file." UserInfo={NSFilePath=ggml-metal.metal, NSUnderlyingError=0x116ecdf00 {Error Domain=NSPOSIXErrorDomain Code=2 "No such file or directory"}}
whisper_backend_init: ggml_backend_metal_init() failed
```
"""
# https://github.com/ggml-org/whisper.cpp/issues/1707
WHISPER_1707 = """ggml_metal_init: error: could not use bundle path to find ggml-metal.metal, falling back to trying cwd

I am using homebrew installed whisper-cpp on an Apple Silicon Mac. It complains

```
ggml_metal_init: error: could not use bundle path to find ggml-metal.metal, falling back to trying cwd
```

The file is located at
```
/opt/homebrew/share/whisper-cpp/ggml-metal.metal
```
"""


def test_ggml_metal_shader_path_error_is_not_a_missing_metal_device() -> None:
    for text in (PYWHISPERCPP_59, WHISPER_1707):
        found = ids(text)
        assert "apple-silicon" in found
        assert "no-metal-device" not in found
        assert "intel-mac" not in found
        assert "mps-unavailable" not in found


# https://github.com/empower-ai/empower-functions/issues/4
EMPOWER_4 = """GPU not used on MacBook Pro M3 Max

When running
`python -m empower_functions.server --model ggml-model-f16.gguf --chat_format empower-functions`

I see that the GPU is *not* used.

BTW: I installed with:

`CMAKE_ARGS="-DCMAKE_OSX_ARCHITECTURES=arm64 -DCMAKE_APPLE_SILICON_PROCESSOR=arm64 -DLLAMA_METAL=on" pip install --upgrade --verbose --force-reinstall --no-cache-dir llama-cpp-python`

Got it:

`--n_gpu_layers -1`
"""


def test_an_install_command_forcing_arm64_is_not_a_wrong_arch_build() -> None:
    found = ids(EMPOWER_4)
    assert "apple-silicon" in found
    assert not found & {"incompatible-arch-extension", "python-x86-on-arm", "no-metal-device", "intel-mac"}


# https://github.com/leejet/stable-diffusion.cpp/issues/317
SDCPP_317 = """4a6e36e: build failing on Mac Metal for both CuBlas and Metal

Keep up the great work guys. sd.cpp is keenly anticipated.. inclusing for Mac Metal!

```
cmake .. -DSD_METAL=ON
cmake --build . --config Release

cmake .. -DSD_CUBLAS=ON
cmake --build . --config Release

```
"""


def test_a_cuda_build_option_tried_on_a_mac_is_not_a_cuda_machine() -> None:
    facts, _ = read(SDCPP_317)
    assert facts.get("host.os") == "Darwin"
    found = ids(SDCPP_317)
    assert not found & {"cuda-available", "cuda-unavailable", "cuda-driver-too-old", "not-a-mac", "no-metal-device"}


# https://github.com/langchain-ai/langchain/issues/7249
LANGCHAIN_7249 = """Does LlamaCPP currently not support the gpu acceleration of mps when n_gpu_layer to 1?

### System Info

langchain : 0.0.223
os: mac Ventura 13.4.1 max
python: 3.11.3

### Reproduction

I have compiled the llama.cpp project into mps, and tested the support for gpu acceleration under mps through the command, but when calling the cpp model in langchain, I found， When I set n_gpu_layer to 1, the gpu acceleration of mps is not turned on， below  is the code and output by it.
"""


def test_mps_said_of_llama_cpp_metal_is_not_pytorch_mps() -> None:
    found = ids(LANGCHAIN_7249)
    assert not found & {"mps-unavailable", "torch-not-built-with-mps", "torch-cpu-only", "torch-missing", "no-metal-device", "not-a-mac", "macos-too-old-for-mps"}


# https://github.com/abetlen/llama-cpp-python/issues/396
LLAMA_CPP_PYTHON_396 = """Build fails on Mac M1 13.4

MacBook Pro M1 Mac MacOS 13.4
```
$ python3 --version : Python 3.11.3
```
        Working directory:
          /private/var/folders/z1/qsct20p17nxdfhjlp29yr6r40000gn/T/pip-install-bxevf_t_/llama-cpp-python_b7a363606aee4610be73116904d6c35b/_skbuild/macosx-13.0-arm64-3.11/cmake-build
"""


def test_scikit_build_dir_tag_names_the_pythons_arch() -> None:
    found = ids(LLAMA_CPP_PYTHON_396)
    assert {"apple-silicon", "python-native-arm64"} <= found
    assert not found & {"python-x86-on-arm", "intel-mac", "incompatible-arch-extension"}
