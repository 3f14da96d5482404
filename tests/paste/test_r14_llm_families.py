# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2050-2069 (local LLM inference and fine-tuning: bitsandbytes, unsloth,
LLaMA-Factory, ctransformers, gpt4all, AutoGPTQ) exposed, each read from real text.

A Linux system named as just installed ('a fresh install of Ubuntu'). setuptools' build folders name Linux and Windows
interpreters as they name macOS ones ('build/lib.linux-x86_64-3.8', 'build\\lib.win-amd64-cpython-311'). root's home
/root is Linux's (macOS keeps it at /var/root). /opt/conda is the conda of Docker images. A GeForce GTX 16 or RTX card
named as one's GPU is a PC's (no macOS driver was ever made), unless a Mac is named. Intel MKL's warning that the CPU
has SSE4.2 but no AVX, on macOS 11 or later, is an x86_64 Python under Rosetta. A Python architecture read from a
macOS-only clue (Intel Homebrew's /usr/local) means nothing inside a Docker container's log.
A pip wheel with several manylinux tags joined by dots is a Linux wheel like one with a single tag.
ggml's own Metal log line 'ggml_metal_init: using MPS' is no PyTorch running on MPS.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/unslothai/unsloth/issues/281
UNSLOTH_UBUNTU = """Cannot Install unsloth on local machine

I'm running a fresh install of Ubuntu. After running:
pip install "unsloth[cu121-ampere] @ git+https://github.com/unslothai/unsloth.git"

I get the error:
ERROR: No matching distribution found for unsloth (unavailable)
"""


def test_a_fresh_install_of_a_linux_distribution_is_the_machine() -> None:
    facts, _ = read(UNSLOTH_UBUNTU)
    assert facts.get("host.os") == "Linux"
    found = ids(UNSLOTH_UBUNTU)
    assert "not-a-mac" in found and "apple-silicon" not in found and "intel-mac" not in found


def test_a_fresh_install_of_macos_is_no_linux() -> None:
    # the same words about macOS name no Linux (https://github.com/unslothai/unsloth/issues/281's phrasing, another OS)
    facts, _ = read("I'm running a fresh install of macOS Sonoma on my MacBook Air M2.\n")
    assert facts.get("host.os") != "Linux"


# https://github.com/AutoGPTQ/AutoGPTQ/issues/67
AUTOGPTQ_LINUX_BUILD = """pip install auto-gptq error

````
    copying auto_gptq/quantization/quantizer.py -> build/lib.linux-x86_64-3.8/auto_gptq/quantization
    creating build/lib.linux-x86_64-3.8/auto_gptq/modeling
    copying auto_gptq/modeling/llama.py -> build/lib.linux-x86_64-3.8/auto_gptq/modeling
"""


def test_setuptools_build_folder_names_a_linux_interpreter() -> None:
    facts, _ = read(AUTOGPTQ_LINUX_BUILD)
    assert facts.get("host.os") == "Linux"
    assert "not-a-mac" in ids(AUTOGPTQ_LINUX_BUILD)


def test_setuptools_build_folder_names_a_windows_interpreter() -> None:
    # https://github.com/PromtEngineer/localGPT/issues/150
    text = "      running build_py\n      creating build\n      creating build\\lib.win-amd64-cpython-311\n      creating build\\lib.win-amd64-cpython-311\\auto_gptq\n      copying auto_gptq\\__init__.py -> build\\lib.win-amd64-cpython-311\\auto_gptq\n"
    facts, _ = read(text)
    assert facts.get("host.os") == "Windows"


def test_setuptools_build_folder_of_macos_still_names_the_mac() -> None:
    # numpy's build on an M1 (https://github.com/numpy/numpy/issues/22477)
    facts, _ = read("clang: build/src.macosx-13.0-arm64-3.7/numpy/core/src/common/npy_cpu_features.c\n")
    assert facts.get("host.os") == "Darwin" and facts.get("python.machine") == "arm64"


# https://github.com/hiyouga/LlamaFactory/issues/1993
LLAMAFACTORY_ROOT = """运行后报错：
Traceback (most recent call last):
  File "/root/miniconda3/lib/python3.8/site-packages/transformers/utils/versions.py", line 102, in require_version
    got_ver = importlib.metadata.ve
"""


def test_roots_home_is_a_linux_one() -> None:
    facts, _ = read(LLAMAFACTORY_ROOT)
    assert facts.get("host.os") == "Linux"
    assert "not-a-mac" in ids(LLAMAFACTORY_ROOT)


def test_macos_roots_home_is_no_linux_one() -> None:
    # macOS keeps root's home at /var/root (a README's command, found with the code search)
    facts, _ = read("sudo cp /private/var/root/Library/Preferences/com.apple.bluetoothd.plist <source_dir>\n")
    assert facts.get("host.os") != "Linux"


# https://github.com/unslothai/unsloth/issues/2233
UNSLOTH_OPT_CONDA = """Unsloth doesn't work

Traceback (most recent call last):
  File "/opt/conda/envs/llama_factory/bin/llamafactory-cli", line 8, in <module>
    sys.exit(main())
             ^^^^^^
  File "/opt/LLaMA-Factory/src/llamafactory/cli.py", line 117, in main
    run_exp()
"""


def test_opt_conda_is_a_conda_environment_and_names_no_os() -> None:
    facts, _ = read(UNSLOTH_OPT_CONDA)
    assert facts.get("conda.env") is True
    assert "host.os" not in facts


# https://github.com/unslothai/unsloth/issues/43
UNSLOTH_RTX = """ModuleNotFoundError: No module named 'unsloth'

Hello,

First of all, my gpu is rtx3090. I've installed like this
`pip install "unsloth[cu118_ampere] @ git+https://github.com/unslothai/unsloth.git"`

But the error
`ModuleNotFoundError: No module named 'unsloth'`
"""


def test_a_geforce_rtx_named_as_ones_gpu_is_a_pc() -> None:
    facts, _ = read(UNSLOTH_RTX)
    assert facts.get("host.os") == "Linux or Windows"
    found = ids(UNSLOTH_RTX)
    assert "not-a-mac" in found and "intel-mac" not in found and "apple-silicon" not in found


def test_a_laptop_equipped_with_an_rtx_is_a_pc() -> None:
    # https://github.com/unslothai/unsloth/issues/1760
    text = "I encountered an error while using Unsloth on my laptop, as it couldn't detect my GPU. In reality, my laptop is equipped with an RTX 2060 Super graphics card.\n"
    facts, _ = read(text)
    assert facts.get("host.os") == "Linux or Windows"


def test_an_rtx_egpu_beside_a_named_mac_stays_the_macs() -> None:
    # tinygrad drives an RTX card in a Thunderbolt box on an M1 MacBook (https://github.com/tinygrad/tinygrad/issues/15652, dev 975)
    text = "RTX 4090 + Razer Core X V2: KeyError 63 / RPC Timeout on macOS (M5 Max)\n\nhave good news, I have git pull ,\n### Mac book M1 + UGreen LinkStation TB5 + RTX5080 is Work。\n"
    assert "not-a-mac" not in ids(text)
    assert "not-a-mac" not in ids("I have an RTX 3090 in a Razer Core X connected to my MacBook Pro M1 Max.\n")


def test_an_older_geforce_names_no_pc() -> None:
    # GTX 10 cards had macOS web drivers (High Sierra); only a named OS decides there
    facts, _ = read("First of all, my gpu is gtx1080. I've installed like this\n")
    assert "host.os" not in facts


# https://github.com/AutoGPTQ/AutoGPTQ/issues/299
AUTOGPTQ_MKL = """[BUG] Installation fails due to AttributeError in setup.py on MacOS

**Hardware details**
OS: macOS [Ventura 13.5 (22G74)]
Hardware: MacBook Pro with 32GB Memory

**Software version**
Python Version: 3.11

```
Collecting auto-gptq
  Using cached auto_gptq-0.3.2.tar.gz (63 kB)
  Preparing metadata (setup.py) ... error
  error: subprocess-exited-with-error

  × python setup.py egg_info did not run successfully.
  │ exit code: 1
  ╰─> [9 lines of output]
      Intel MKL WARNING: Support of Intel(R) Streaming SIMD Extensions 4.2 (Intel(R) SSE4.2) enabled only processors has been deprecated. Intel oneAPI Math Kernel Library 2025.0 will require Intel(R) Advanced Vector Extensions (Intel(R) AVX) instructions.
"""


def test_mkl_without_avx_on_a_recent_macos_is_rosetta() -> None:
    facts, _ = read(AUTOGPTQ_MKL)
    assert facts.get("python.machine") == "x86_64"
    assert facts.get("host.arm64_capable") == 1
    found = ids(AUTOGPTQ_MKL)
    assert "apple-silicon" in found and "python-x86-on-arm" in found
    assert "intel-mac" not in found and "cpu-without-avx" not in found


def test_mkl_without_avx_alone_names_only_an_x86_64_process() -> None:
    # https://github.com/numpy/numpy/issues/23775 : the warning at `import numpy`, no OS named
    text = "Intel MKL WARNING: Support of Intel(R) Streaming SIMD Extensions 4.2 (Intel(R) SSE4.2) enabled only processors has been deprecated. Intel oneAPI Math Kernel Library 2025.0 will require Intel(R) Advanced Vector Extensions (Intel(R) AVX) instructions.\n"
    facts, _ = read(text)
    assert facts.get("python.machine") == "x86_64"
    assert "host.arm64_capable" not in facts


def test_mkl_without_avx_on_an_old_macos_says_no_rosetta() -> None:
    # before macOS 11 Macs without AVX existed (a Mac Pro 2010 on macOS 10.14): the chip stays unknown
    text = "OS: macOS Mojave 10.14.6\n" + AUTOGPTQ_MKL.split("```", 1)[1]
    facts, _ = read(text)
    assert facts.get("host.arm64_capable") != 1


# https://github.com/onyx-dot-app/onyx/issues/232
DANSWER_DOCKER = """GPT4ALL 1.0.5 not available on Macbook Pro M1

Looks like there is no Arm64 build of GPT4ALL after `0.1.7`.

```
danswer-stack-api_server-1     | Traceback (most recent call last):
danswer-stack-api_server-1     |   File "/usr/local/bin/uvicorn", line 8, in <module>
danswer-stack-api_server-1     |     sys.exit(main())
danswer-stack-api_server-1     |   File "/usr/local/lib/python3.11/site-packages/click/core.py", line 1157, in __call__
danswer-stack-api_server-1     |     return self.main(*args, **kwargs)
"""


def test_usr_local_site_packages_in_a_container_log_is_no_homebrew_python() -> None:
    facts, _ = read(DANSWER_DOCKER)
    assert facts.get("host.os") == "Linux"
    assert facts.get("python.machine") != "x86_64"
    found = ids(DANSWER_DOCKER)
    assert "python-x86-on-arm" not in found
    assert "apple-silicon" in found  # the Mac that hosts the container


def test_usr_local_site_packages_on_a_mac_is_still_intel_homebrews() -> None:
    # the same frame with nothing naming another OS keeps its reading (checks/clues.toml homebrew-intel-prefix)
    facts, _ = read('  File "/usr/local/lib/python3.11/site-packages/click/core.py", line 1157, in __call__\n')
    assert facts.get("python.machine") == "x86_64"


def test_a_wheel_with_several_manylinux_tags_is_a_linux_one() -> None:
    # https://github.com/unslothai/unsloth/issues/1030 : most manylinux wheels carry two or more tags joined by dots
    for line in ("Collecting numpy\n  Using cached numpy-2.1.2-cp310-cp310-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (16.3 MB)\n",
                 "Collecting psutil\n  Using cached psutil-6.0.0-cp36-abi3-manylinux_2_12_x86_64.manylinux2010_x86_64.manylinux_2_17_x86_64.manylinux2014_x86_64.whl (290 kB)\n"):
        facts, _ = read(line)
        assert facts.get("host.os") == "Linux"


def test_a_macos_wheel_is_still_the_macs() -> None:
    # https://github.com/simonw/llm-gpt4all/issues/40 (an x86_64 pipx Python on a Mac)
    facts, _ = read("Collecting charset-normalizer<4,>=2 (from requests->gpt4all>=2.5.1->llm-gpt4all)\n  Using cached charset_normalizer-3.4.0-cp313-cp313-macosx_10_13_x86_64.whl.metadata (34 kB)\n")
    assert facts.get("host.os") == "Darwin" and facts.get("python.machine") == "x86_64"


# https://github.com/marella/ctransformers/issues/36 (an M2 Max running ctransformers' Metal build)
CTRANSFORMERS_METAL = """Is this optimized for Apple M2 GPUs?

### m2 max
```text
Fetching 1 files: 100%|██████████| 1/1 [00:00<00:00, 13706.88it/s]
ggml_metal_init: allocating
ggml_metal_init: using MPS
ggml_metal_init: loading '/Users/seven/miniforge3/envs/LLM/lib/python3.9/site-packages/ctransformers/lib/local/ggml-metal.metal'
ggml_metal_init: loaded kernel_add                            0x10df59d40
"""


def test_ggmls_own_using_mps_line_is_no_torch_mps() -> None:
    # ggml's Metal backend uses Metal Performance Shaders itself; no PyTorch is involved (also llama.cpp#2429, dev 1917)
    facts, symptoms = read(CTRANSFORMERS_METAL)
    assert "torch.mps_available" not in facts and "mps-available" not in symptoms
    found = ids(CTRANSFORMERS_METAL)
    assert "mps-available" not in found
    assert "apple-silicon" in found


def test_a_person_using_mps_still_says_it_ran() -> None:
    # https://github.com/YaoYinYing/RFdiffusion/issues/7 ('despite using mps'), the words the rule was written from
    facts, _ = read("despite using mps\n")
    assert facts.get("torch.mps_available") is True


def test_a_wheels_layout_folder_names_the_platform() -> None:
    # pip's verbose build log of a pure-Python package (build/lib has no platform; build/bdist.<platform> has), found with the code search
    facts, _ = read("  running install\n  installing to build/bdist.linux-x86_64/wheel\n  running install_lib\n  creating build/bdist.linux-x86_64/wheel\n")
    assert facts.get("host.os") == "Linux"
    facts, _ = read("adding 'iddm-1.1.8b3.dist-info/RECORD'\nremoving build\\bdist.win-amd64\\wheel\nSuccessfully built iddm-1.1.8b3.tar.gz and iddm-1.1.8b3-py3-none-any.whl\n")
    assert facts.get("host.os") == "Windows"
    assert "python.version" not in facts  # the layout folder names no Python


def test_clue_ids_are_unique() -> None:
    # two helpers once landed a clue each under one id (setuptools-build-dir-windows); an id names one rule
    from collections import Counter

    from macml_doctor.kb import load

    counts = Counter(row["id"] for row in load.check_table("clues")["clue"])
    assert [i for i, n in counts.items() if n > 1] == []
