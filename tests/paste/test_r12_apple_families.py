# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1910-1927 (Apple's ML stack and its neighbours: MLX, JAX PJRT plugins,
llama.cpp's Metal backend, onnxruntime's CoreML provider, coremltools) exposed, each read from real text.

llama.cpp's Makefile build info ('I UNAME_S:  Darwin' … 'I UNAME_M:  arm64') and its programs' 'built with Apple clang …
for arm64-apple-darwin23.0.0' name the machine that built them. Metal names an Intel Mac's integrated GPU with the
trademark signs ('Intel(R) Iris(TM) Plus Graphics 655'). An issue's device field naming an iPhone or iPad is not a
Mac. pip skipping every release that needs a newer Python and then finding nothing to install says the Python is
older than those releases need. 'pip install … unable to find the mlx package' in words is pip finding no MLX.
"""

from __future__ import annotations

from pasted import ids, read

LLAMA_MAKE = """However, with Metal enabled, it should work I think. However, I get this error:

```java
$ ▶ LLAMA_METAL=1 make -j && ./perplexity -m models/70B-v2/ggml-model-q4_0.bin -f build/wikitext-2-raw/wiki.test.raw -ngl 1 -gqa 8
I llama.cpp build info:
I UNAME_S:  Darwin
I UNAME_P:  arm
I UNAME_M:  arm64
I CFLAGS:   -I.              -O3 -std=c11   -fPIC -DNDEBUG -Wall -Wextra -Wpedantic -Wcast-qual -Wdouble-promotion -Wshadow -Wstrict-prototypes -Wpointer-arith -Wmissing-prototypes -pthread -DGGML_USE_K_QUANTS -DGGML_USE_ACCELERATE -DGGML_USE_METAL -DGGML_METAL_NDEBUG
I CC:       Apple clang version 14.0.3 (clang-1403.0.22.14.1)
"""


def test_llama_cpp_make_build_info_names_an_apple_silicon_mac() -> None:
    # https://github.com/ggml-org/llama.cpp/pull/2627
    facts, _ = read(LLAMA_MAKE)
    assert facts.get("host.os") == "Darwin"
    assert facts.get("host.arm64_capable") == 1
    assert "apple-silicon" in ids(LLAMA_MAKE)


def test_llama_cpp_make_build_info_x86_64_is_not_apple_silicon() -> None:
    # the same lines from an x86_64 shell (an Intel Mac or Rosetta): a Mac, the chip undecided
    text = LLAMA_MAKE.replace("I UNAME_P:  arm\nI UNAME_M:  arm64", "I UNAME_P:  i386\nI UNAME_M:  x86_64")
    facts, _ = read(text)
    assert facts.get("host.os") == "Darwin"
    assert facts.get("host.arm64_capable") != 1
    assert "apple-silicon" not in ids(text)


def test_llama_cpp_built_with_line_names_the_build_machine() -> None:
    # https://github.com/ggml-org/llama.cpp/issues/3414 (an M1 Max)
    arm = "main: build = 1283 (ec89379)\nmain: built with Apple clang version 15.0.0 (clang-1500.0.40.1) for arm64-apple-darwin23.0.0\nmain: seed  = 1\n"
    facts, _ = read(arm)
    assert facts.get("host.os") == "Darwin" and facts.get("host.arm64_capable") == 1
    # https://github.com/ggml-org/llama.cpp/issues/8886 (x86_64: an Intel Mac or Rosetta)
    x86 = "main: build = 3563 (066996d2)\nmain: built with Apple clang version 15.0.0 (clang-1500.3.9.4) for x86_64-apple-darwin23.6.0\n"
    facts, _ = read(x86)
    assert facts.get("host.os") == "Darwin" and facts.get("host.arm64_capable") != 1


def test_metal_names_an_intel_gpu_with_trademark_signs() -> None:
    # https://github.com/kherud/java-llama.cpp/issues/6
    text = """llama_new_context_with_model: kv self size  =  256.00 MB
ggml_metal_init: allocating
ggml_metal_init: found device: Intel(R) Iris(TM) Plus Graphics 655
ggml_metal_init: picking default device: Intel(R) Iris(TM) Plus Graphics 655
ggml_metal_init: loading '/Users/calvin/aias_projects/java-llama.cpp/target/classes/ggml-metal.metal'
"""
    found = ids(text)
    assert "intel-mac" in found
    assert "apple-silicon" not in found


def test_an_iphone_in_the_device_field_is_not_a_mac() -> None:
    # https://github.com/Telosnex/fllama/issues/20: read, not rejected
    text = "flutter: [llama.cpp] ggml_backend_metal_device_init: error: failed to allocate context\n\ndevice: iphone X\n"
    found = ids(text)
    assert "not-a-mac" in found
    assert "apple-silicon" not in found
    # https://github.com/mybigday/llama.rn/issues/348: a Markdown form's bold value; iOS 26.5 is no macOS
    facts, _ = read("## Environment\n\n- llama.rn: **0.12.3**\n- Device: **iPhone with Apple A15 GPU** (iOS 26.5)\n")
    assert facts.get("host.os") == "iOS"
    assert facts.get("host.macos_version") is None


def test_an_iphone_as_a_target_is_not_the_machine() -> None:
    # only a device field or 'running on' names the machine: a wish to run on one does not
    facts, _ = read("I want to deploy the model to my iPhone. Building on my MacBook Pro M1 fails.\n")
    assert facts.get("host.os") == "Darwin"


MLX_VLM_PY39 = """I'm trying to install this on the mac, and creating a backend to include MLX-VLM in LocalAI (https://github.com/mudler/LocalAI/pull/6049) with the system host python which is python 3.9, however, installing from main fails with:

```
ERROR: Ignored the following yanked versions: 1.11.0
ERROR: Ignored the following versions that require a different python version: 1.14.0 Requires-Python >=3.10; 1.14.0rc1 Requires-Python >=3.10; 1.14.0rc2 Requires-Python >=3.10; 1.14.1 Requires-Python >=3.10; 1.15.0 Requires-Python >=3.10; 1.15.0rc1 Requires-Python >=3.10; 1.15.0rc2 Requires-Python >=3.10; 1.15.1 Requires-Python >=3.10; 1.15.2 Requires-Python >=3.10; 1.15.3 Requires-Python >=3.10; 1.16.0 Requires-Python >=3.11; 1.16.0rc1 Requires-Python >=3.11; 1.16.0rc2 Requires-Python >=3.11; 1.16.1 Requires-Python >=3.11
ERROR: Could not find a version that satisfies the requirement scipy>=1.15.3 (from mlx-vlm) (from versions: 0.8.0, 0.9.0, 1.13.0, 1.13.1)
"""


def test_pip_skipping_releases_for_a_newer_python_then_failing_is_an_old_python() -> None:
    # https://github.com/Blaizzy/mlx-vlm/issues/470 (the version list shortened)
    found = ids(MLX_VLM_PY39)
    assert "python-too-old" in found
    assert "python-too-new" not in found


def test_skipped_releases_without_a_failure_say_nothing() -> None:
    # pip installed an older release: the skipped ones are only its aside
    text = MLX_VLM_PY39.split("ERROR: Could not find")[0] + "Successfully installed scipy-1.13.1\n"
    assert "python-too-old" not in ids(text)


def test_skipped_releases_needing_a_python_newer_than_current_floors_are_no_old_python() -> None:
    # a current Python 3.12 skipping releases that need 3.13: not old (the latest torch, TF and MLX all install)
    text = "ERROR: Ignored the following versions that require a different python version: 2.0.0 Requires-Python >=3.13; 2.0.1 Requires-Python >=3.13\nERROR: Could not find a version that satisfies the requirement somepkg>=2.0 (from versions: 1.0.0, 1.1.0)\nERROR: No matching distribution found for somepkg>=2.0\n"
    assert "python-too-old" not in ids(text)


def test_a_printed_python_new_enough_is_not_called_old() -> None:
    text = "Python 3.11.9\n" + MLX_VLM_PY39.split("```\n", 1)[1]
    assert "python-too-old" not in ids(text)


def test_pip_install_cannot_find_mlx_in_words_is_pip_finding_no_mlx() -> None:
    # https://github.com/Blaizzy/mlx-vlm/issues/138
    text = "Unable to find the mlx package\n\nWhile running the pip install mlx-vlx i am unable to find the mlx library or package\n\nIs the mlx package available only for the macos and is the mlx-vlx only for macos\n"
    assert "mlx-unsupported" in ids(text)


def test_python_cannot_find_mlx_after_an_install_is_no_pip_failure() -> None:
    # without pip install before it in the sentence, 'cannot find mlx' may be an import in another environment
    text = "I installed mlx on my M2 MacBook Air and it worked, but the notebook cannot find mlx.\n"
    assert "mlx-unsupported" not in ids(text)


def test_skipped_ranges_wrapped_inside_requires_python_are_read() -> None:
    # https://github.com/Blaizzy/mlx-vlm/issues/470 as pasted: the terminal cut 'Requ' / 'ires-Python'
    text = """ERROR: Ignored the following versions that require a different python version: 1.14.0 Requires-Python >=3.10; 1.14.0rc1 Requires-Python >=3.10; 1.14.0rc2 Requ
ires-Python >=3.10; 1.14.1 Requires-Python >=3.10; 1.15.0 Requires-Python >=3.10; 1.15.0rc1 Requires-Python >=3.10; 1.15.0rc2 Requires-Python >=3.10; 1.15.1 R
equires-Python >=3.10; 1.15.2 Requires-Python >=3.10; 1.15.3 Requires-Python >=3.10; 1.16.0 Requires-Python >=3.11
ERROR: Could not find a version that satisfies the requirement scipy>=1.15.3 (from mlx-vlm) (from versions: 0.8.0, 0.9.0, 1.13.0, 1.13.1)
"""
    assert "python-too-old" in ids(text)
    wrapped = text.replace("version: 1.14.0 Requires-Python", "version: 1.14.0\nRequires-Python")
    assert "python-too-old" in ids(wrapped)


def test_a_mac_named_by_year_and_screen_size_before_the_model() -> None:
    # https://github.com/abetlen/llama-cpp-python/issues/1988
    text = 'I am trying to execute this on a 2019 16" MBP with a 2.4GHz i9, 32GB RAM and a 1TB SSD running on macOS 15.3.2.\n'
    found = ids(text)
    assert "intel-mac" in found
    assert "apple-silicon" not in found
    # a 2021 model may be Apple silicon: the year alone does not decide it
    assert "intel-mac" not in ids('Running on a 2021 14" MacBook Pro with macOS 13.4.\n')
