# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4960-4970 (Mac users of Windows-first and NVIDIA-first ML tools: .bat installers,
DirectML, CUDA-pinned requirements, flash-attn and other CUDA-only builds) exposed, each read from real text.

- A CUDA or CPU local-version torch ('torch==2.1.2+cu121') named as what is needed, required, pinned or installed, in
  English or in Chinese, Japanese or Korean ('mac安装提示需要 torch==2.1.2+cu121', 'requires torch==…+cu118'), is a
  build only wanted: it says nothing of the OS the paste comes from (on a Mac it is never found).
- A kind of Mac said to lack support ('There does not seem to be any support for flash-attn on mac m1's or any
  m-series macs'), with no first person in the sentence, is a statement about those Macs, not the writer's machine.
- A Dockerfile the writer edited, built or used ('I edit the Dockerfile and start to build the contaner', on an M-chip
  Mac) puts the log's Python in a Linux container whose host is the Mac the thread names.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/jianchang512/pyvideotrans/issues/353 (dev 4969)
PYVIDEOTRANS_353 = r"""# mac安装提示需要 torch==2.1.2+cu121

chloechien520 · description · 2024-04-14
mac安装后显示ERROR: Ignored the following versions that require a different python version: 0.36.0 Requires-Python >=3.6,<3.10; 0.37.0 Requires-Python >=3.7,<3.10; 0.52.0 Requires-Python >=3.6,<3.9; 0.52.0rc3 Requires-Python >=3.6,<3.9; 0.53.0 Requires-Python >=3.6,<3.10; 0.53.0rc1.post1 Requires-Python >=3.6,<3.10; 0.53.0rc2 Requires-Python >=3.6,<3.10; 0.53.0rc3 Requires-Python >=3.6,<3.10; 0.53.1 Requires-Python >=3.6,<3.10; 0.54.0 Requires-Python >=3.7,<3.10; 0.54.0rc2 Requires-Python >=3.7,<3.10; 0.54.0rc3 Requires-Python >=3.7,<3.10; 0.54.1 Requires-Python >=3.7,<3.10; 1.6.2 Requires-Python >=3.7,<3.10; 1.6.3 Requires-Python >=3.7,<3.10; 1.7.0 Requires-Python >=3.7,<3.10; 1.7.1 Requires-Python >=3.7,<3.10

ERROR: Could not find a version that satisfies the requirement torch==2.1.2+cu121 (from versions: 1.11.0, 1.12.0, 1.12.1, 1.13.0, 1.13.1, 2.0.0, 2.0.1, 2.1.0, 2.1.1, 2.1.2, 2.2.0, 2.2.1, 2.2.2)

ERROR: No matching distribution found for torch==2.1.2+cu121

WARNING: There was an error checking the latest version of pip.
 mac如何安装呢？"""

# https://github.com/Dao-AILab/flash-attention/issues/873 (dev 4965)
FLASH_ATTENTION_873 = r"""# Error in install flash_attn

Kawai1Ace · description · 2024-03-06
![image](https://github.com/Dao-AILab/flash-attention/assets/77878387/635deadb-9e84-490b-9233-9e79baaa6996)
please help me fix it

satani99 · comment · 2024-03-22
hey @Kawai1Ace I'm also getting the same error. Have you found any solution?

jing-buxiang · comment · 2024-04-14
Maybe you should set the CUDA_HOME environment variable. I also got the same error when compiling on a Mac without CUDA.

Anri-Lombard · comment · 2024-04-19
There does not seem to be any support for flash-attn on mac m1's or any m-series macs because CUDA is not part of it."""


# https://github.com/adithya-s-k/omniparse/issues/61 (dev 4966), cut at the line before the excerpt's lone '7.578'
OMNIPARSE_61 = r"""# It there a way to run on a M Chip Mac ?

unizhu · description · 2024-07-18
I edit the Dockerfile and start to build the contaner , however , stuck on "flash-attn" which required CUDA installed.

```
Collecting flash-attn<3.0.0,>=2.6.1
6.344   Downloading flash_attn-2.6.1.tar.gz (2.6 MB)
6.606      ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 2.6/2.6 MB 10.1 MB/s eta 0:00:00
6.866   Preparing metadata (setup.py): started
7.576   Preparing metadata (setup.py): finished with status 'error'
7.578   error: subprocess-exited-with-error
7.578
7.578   × python setup.py egg_info did not run successfully.
7.578   │ exit code: 1
7.578   ╰─> [20 lines of output]
7.578       fatal: not a git repository (or any of the parent directories): .git
7.578       /tmp/pip-install-dstqun3y/flash-attn_b950b631e3d34687a63c814d66e390fe/setup.py:78: UserWarning: flash_attn was requested, but nvcc was not found.  Are you sure your environment has nvcc available?  If you're installing within a container from https://hub.docker.com/r/pytorch/pytorch, only images whose names contain 'devel' will provide nvcc.
7.578         warnings.warn(
7.578       Traceback (most recent call last):
7.578         File "<string>", line 2, in <module>
7.578         File "<pip-setuptools-caller>", line 34, in <module>
7.578         File "/tmp/pip-install-dstqun3y/flash-attn_b950b631e3d34687a63c814d66e390fe/setup.py", line 134, in <module>
7.578           CUDAExtension("""


def test_cuda_torch_pin_needed_in_a_chinese_title_is_not_linux_or_windows() -> None:
    facts, _ = read(PYVIDEOTRANS_353)
    assert facts.get("host.os") != "Linux or Windows"
    found = ids(PYVIDEOTRANS_353)
    assert "not-a-mac" not in found and "intel-mac" not in found and "torch-no-x86-mac-wheels" not in found


def test_cuda_torch_pin_wanted_family() -> None:
    for text in (
        "# mac安装提示需要 torch==2.1.2+cu121",
        "mac安装提示需要torch==2.1.2+cu121",
        "requirements.txt 要求 torch==2.0.1+cu118",
        "安装torch==2.0.1+cu118失败",
        "pip安装 torch==2.0.1+cu118 报错",
        "It needs torch==2.1.2+cu121",
        "The project requires torch==2.1.2+cu118 and nothing installs",
        "setup.py pins torch==1.13.1+cu117",
    ):
        assert read(text)[0].get("host.os") != "Linux or Windows", text
        assert "not-a-mac" not in ids(text), text


def test_cuda_torch_build_said_installed_or_in_use_stays_read() -> None:
    for text in (
        "torch version: 2.1.2+cu121",
        "我的环境 torch==2.1.2+cu121",
        "Successfully installed torch-2.1.2+cu121",
    ):
        assert read(text)[0].get("host.os") == "Linux or Windows", text


def test_kinds_of_mac_said_to_lack_support_are_not_the_writers_mac() -> None:
    facts, _ = read(FLASH_ATTENTION_873)
    assert facts.get("host.cpu_brand") is None
    assert facts.get("host.arm64_capable") is None
    assert "apple-silicon" not in ids(FLASH_ATTENTION_873)


def test_kinds_of_mac_lacking_support_family() -> None:
    for text in (
        "There does not seem to be any support for flash-attn on mac m1's or any m-series macs because CUDA is not part of it.",
        "There is no support for flash-attn on M1 Macs.",
        "flash-attn has no CUDA support on Apple Silicon Macs.",
        "Is there any support for xformers on M2 Macs?",
        "bitsandbytes lacks support for M1 Macs.",
    ):
        assert read(text)[0].get("host.arm64_capable") is None, text
        assert "apple-silicon" not in ids(text), text


def test_the_writers_own_mac_beside_missing_support_stays_read() -> None:
    for text, chip in (
        ("There is no support for flash-attn on my M1 Mac.", "Apple M1"),
        ("I found no support for xformers on my M2 MacBook Air.", "Apple M2"),
        ("It fails on my mac m1.", "Apple M1"),
    ):
        assert read(text)[0].get("host.cpu_brand") == chip, text
        assert "apple-silicon" in ids(text), text


def test_dockerfile_the_writer_built_is_a_container_on_the_named_mac() -> None:
    facts, _ = read(OMNIPARSE_61)
    assert facts["host.os"] == "Linux"
    assert facts["host.container_host"] == "apple-silicon"
    found = ids(OMNIPARSE_61)
    assert "apple-silicon" in found
    assert "intel-mac" not in found and "python-x86-on-arm" not in found


def test_dockerfile_edited_or_built_family() -> None:
    for text in (
        "On my M1 Mac I edited the Dockerfile and built it, pip fails.",
        "My M2 MacBook: we modified the Dockerfile and the build fails.",
        "I used the provided Dockerfile on my M1 Mac.",
        "We have just changed our Dockerfile on an M3 MacBook Pro and pip cannot build flash-attn.",
    ):
        facts = read(text)[0]
        assert facts.get("host.os") == "Linux", text
        assert facts.get("host.container_host") == "apple-silicon", text


def test_dockerfile_offered_asked_or_denied_is_no_container() -> None:
    for text in (
        "Hi, the project has a Dockerfile but if you're unable to use Docker, It would definitely be better to have shell script. I'm on an M1 Mac.",
        "Should I use the Dockerfile on my M1 Mac?",
        "I will write a Dockerfile later. I'm on an M1 Mac.",
        "I don't use the Dockerfile, I run it on my M1 Mac.",
    ):
        facts = read(text)[0]
        assert facts.get("host.os") == "Darwin", text
        assert facts.get("host.container_host") is None, text
