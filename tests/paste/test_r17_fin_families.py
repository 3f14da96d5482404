# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2500-2518 (fine-tuning frameworks: mlx-lm LoRA, axolotl, torchtune,
LLaMA-Factory, unsloth) exposed, each read from real text.

A shell prompt whose host is a Docker container's ID ('root@62d88bdd9d38:/workspace/axolotl#') and torchrun's failure
summary naming such a host ('host      : c2a102789100') put the program in a Linux container; only Linux is read, not
the container (a helper's container prompt is no container of the report's machine). An environment created with its
Python pinned ('mamba create -n phi python=3.9') gives that Python, possibly: the report is read, and a Python only
possibly the person's does not make a bare machine description another framework's report. A package listing with an
installed package published for Linux and Windows only (RAPIDS' cudf, cuda-python, NVIDIA's CUDA wheels, triton) is
not a Mac. The releases uv's resolver lists as available on an index ('Because only the following versions of torch
are available:' then 'torch==2.7.0' a line) are not an installed torch.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/axolotl-ai-cloud/axolotl/issues/1571 (a comment, cut at the banner)
AXOLOTL_1571 = """I was having trouble but
```
root@62d88bdd9d38:/workspace/axolotl# export BNB_CUDA_VERSION=
root@62d88bdd9d38:/workspace/axolotl# accelerate launch -m axolotl.cli.train examples/openllama-3b/lora.yml
The following values were not passed to `accelerate launch` and had defaults used instead:
	`--num_processes` was set to a value of `1`
	`--num_machines` was set to a value of `1`
	`--mixed_precision` was set to a value of `'no'`
	`--dynamo_backend` was set to a value of `'no'`
To avoid this warning pass in values for each of the problematic parameters or run `accelerate config`.
[2024-04-29 13:28:37,017] [INFO] [real_accelerator.py:191:get_accelerator] Setting ds_accelerator to cuda (auto detect)
```
"""

# https://github.com/axolotl-ai-cloud/axolotl/issues/3008 (the end of a comment's torchrun failure)
AXOLOTL_3008 = """torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
============================================================
axolotl.cli.train FAILED
------------------------------------------------------------
Failures:
  <NO_OTHER_FAILURES>
------------------------------------------------------------
Root Cause (first observed failure):
[0]:
  time      : 2025-08-02_18:52:28
  host      : c2a102789100
  rank      : 0 (local_rank: 0)
  exitcode  : 1 (pid: 4176)
  error_file: <N/A>
============================================================
"""

# https://github.com/axolotl-ai-cloud/axolotl/issues/910 (the issue form's steps)
AXOLOTL_910 = """### Steps to reproduce

```
$ mamba create -n phi python=3.9
$ mamba activate phi
$ pip3 install "axolotl[flash-attn,deepspeed] @ git+https://github.com/OpenAccess-AI-Collective/axolotl"
$ accelerate launch -m axolotl.cli.train ./phi-ft.yml --deepspeed ./deepspeed/zero1.json
The following values were not passed to `accelerate launch` and had defaults used instead:
        `--num_processes` was set to a value of `1`
```
"""

# https://github.com/SimpleITK/SimpleITK/issues/1377 (dev 2141: the description's start; no PyTorch named)
SITK_1377 = """I was able to successfully compile SimpleITK from source on a new Apple Silicon M1 CPU, including Python wrapping. However, installing from pypi using pip fails.

Steps to reproduce:

* Apple MacBook Air 2020 with M1 CPU
* `macOS 11.2.3`
* `Miniforge3-MacOSX-arm64`

```bash
conda create --name sitk python=3.8
conda activate sitk
conda install scikit-build
```
"""


def test_a_container_id_prompt_is_a_linux_container() -> None:
    facts, _ = read(AXOLOTL_1571)
    assert facts.get("host.os") == "Linux"
    assert "not-a-mac" in ids(AXOLOTL_1571)
    # a host name that is a word, or twelve hex digits of one kind only, is no container ID: such a prompt is read
    # only as Debian's default bash prompt, a Linux terminal possibly (debian-bash-default-prompt, batch 5820-5831)
    for text in ("root@webserver01:/srv# accelerate launch train.py\nSetting ds_accelerator to cuda (auto detect)\n",
                 "user@123456789012:~$ accelerate launch train.py\nSetting ds_accelerator to cuda (auto detect)\n"):
        assert read(text)[0].get("report.certainty", {}).get("host.os") == "possible", text


def test_torchrun_summary_naming_a_container_host_is_linux() -> None:
    facts, _ = read(AXOLOTL_3008)
    assert facts.get("host.os") == "Linux"
    assert "not-a-mac" in ids(AXOLOTL_3008)
    # a Mac's own host name in the same summary says nothing of Linux
    mac = AXOLOTL_3008.replace("c2a102789100", "Sams-MacBook-Pro.local")
    assert read(mac)[0].get("host.os") != "Linux"


def test_an_environment_created_with_a_pinned_python_gives_that_python_possibly() -> None:
    facts, _ = read(AXOLOTL_910)
    assert facts.get("python.version") == "3.9"
    assert facts.get("report.certainty", {}).get("python.version") == "possible"
    # a version range is no pin
    assert read("conda create -n x python>=3.9\n")[0].get("python.version") is None


def test_a_possible_python_keeps_a_bare_mac_description_about_mps() -> None:
    assert "macos-too-old-for-mps" in ids(SITK_1377)


# https://github.com/hiyouga/LlamaFactory/issues/1872 (the start of a comment's pip list, lines kept from it)
LLAMAFACTORY_1872 = """```
absl-py                       1.3.0
accelerate                    0.23.0
apex                          0.1
bitsandbytes                  0.41.1
cmake                         3.24.1.1
cuda-python                   11.7.0+0.g95a2041.dirty
cudf                          22.10.0a0+316.gad1ba132d2.dirty
cugraph                       22.10.0a0+113.g6bbdadf8.dirty
cuml
```
"""

# https://github.com/NVIDIA/NeMo/issues/8116 (dev 1533: an M1 MacBook where triton could not be installed)
NEMO_8116 = """ERROR: Could not find a version that satisfies the requirement triton (from nemo-toolkit) (from versions: none)
ERROR: No matching distribution found for triton
"""


def test_a_listed_package_without_a_macos_build_is_not_a_mac() -> None:
    assert "not-a-mac" in ids(LLAMAFACTORY_1872)
    # a package pip could not find, or only asked for, is not installed
    assert read(NEMO_8116)[0].get("host.os") is None
    assert read("Collecting triton>=3.0.0\n  Using cached triton-3.1.0.tar.gz\n")[0].get("host.os") is None
    # the OS named outright wins
    assert read("Platform: macOS-14.5-arm64-arm-64bit\n" + LLAMAFACTORY_1872)[0].get("host.os") == "Darwin"


# https://github.com/unslothai/unsloth/issues/5010 (the installer's uv output on an M3 Pro, cut as stored)
UNSLOTH_5010 = """  error          install PyTorch failed (exit code 1)
Using Python 3.13.7 environment at: .unsloth/studio/unsloth_studio
  × No solution found when resolving dependencies:
  ╰─▶ Because only the following versions of torch are available:
          torch<=2.6.0
          torch==2.6.0+cpu
          torch==2.7.0
          torch==2.7.0+cpu
          torch==2.7.1
          torch>2.11.0
      and torch>=2.6.0,<=2.10.0+cpu has no wheels with a matching
      platform tag (e.g., `macosx_26_0_x86_64`), we can conclude that
"""


def test_releases_uv_lists_as_available_are_not_installed() -> None:
    facts, _ = read("Running on M3 Pro\n" + UNSLOTH_5010)
    assert facts.get("torch.version") is None
    assert "torch" not in (facts.get("python.packages") or {})
    found = ids("Running on M3 Pro\n" + UNSLOTH_5010)
    assert "torch-x86-build" not in found
    assert "python-x86-on-arm" in found
    # a pip freeze row is still an installed release
    assert read("torch==2.7.0\nnumpy==2.1.0\n")[0].get("torch.version") == "2.7.0"
