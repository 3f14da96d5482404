# ruff: noqa: E501  (real pasted lines are kept whole)
"""Two families the lead found by reading what error-unexplained named on the 4207 dev reports (384 of them).

- torch's refusal of MPS autocast ("User specified an unsupported autocast device_type 'mps'") comes only from a torch
  before MPS autocast arrived (pytorch/pytorch#99272, the 2.5/2.6 releases): torch.older_than 2.6, so torch-outdated.
- An error that a warning or an error already reads is not "unexplained": where a finding stands on a fact an error
  signature read from the error's own message, error-unexplained goes ("module 'torch.backends' has no attribute
  'mps'" is torch-outdated's evidence; the doctor said both before).
- Paths and banners only a Linux (or a PC) has, the most frequent family of never-seen misses (not-a-mac): Debian's
  multiarch library folders (/usr/lib/x86_64-linux-gnu/), a compiled module's -linux-gnu suffix, WSL's /mnt/c/Users,
  Kaggle's /kaggle/working, and nvidia-smi's banner naming CUDA 11 or later.
- pip's and uv's PEP 668 refusal ('error: externally-managed-environment'), which the doctor read only as the OS
  ("No issues found" on the most common pip error of a new Mac's Homebrew Python): python-externally-managed, a
  warning (nothing is broken; the corpus labels the refusal healthy) with a venv as the fix.
- torch's MPS allocator refusing one tensor larger than a Metal buffer ('Invalid buffer size: 19.45 GB'): MPS memory
  (mps-out-of-memory, where a smaller batch or tiling helps and the watermark does not), and MPS ran.
- Intel MKL's 'FATAL ERROR: This system does not meet the minimum requirements' is an x86_64 process without AVX:
  under Rosetta on Apple silicon (python-x86-on-arm), or an old Intel CPU.
- CTranslate2 (faster-whisper, WhisperX) asked for CUDA on a Mac: cuda-requested-on-mac, with the CPU as the fix
  (CTranslate2 has no GPU backend on macOS; torch's own refusal keeps the mps fix).
"""

from __future__ import annotations

import pytest
from pasted import fact, finding, findings, fix_id, raised

from macml_doctor.paste import inputs

# https://github.com/bytedance/USO/issues/34: the text, whole
USO_34 = """# RuntimeError: User specified an unsupported autocast device_type 'mps'

zhangchachacat · description · 2025-09-05
Hello, I'm trying to launch a project on a Mac. My chip is an M2, and it can boot Gradio, but when I try to generate an image, I get the following error:

`
RuntimeError: User specified an unsupported autocast device_type 'mps'
`

My launch parameters are: `python app.py --offload --name flux-dev-fp8`"""

# https://github.com/kijai/ComfyUI-LivePortraitKJ/issues/94: the description as far as the traceback's first frames
LIVEPORTRAIT_94 = """# Failed on MacBook Pro m2 with "User specified an unsupported autocast device_type 'mps'"

peng2219 · description · 2024-07-26
I think  it's pytorch related,  maybe someone here could give me some suggestions? thanks.
I use latest version, and here are some env infomations.

- `transformers` version: 4.40.0
- Platform: macOS-14.5-arm64-arm-64bit
- Python version: 3.10.0
- Huggingface_hub version: 0.24.2
- Safetensors version: 0.4.3
- Accelerate version: 0.33.0
- Accelerate config: \tnot found
- PyTorch version (GPU?): 2.3.1 (False)
- Tensorflow version (GPU?): not installed (NA)
- Flax version (CPU?/GPU?/TPU?): not installed (NA)
- Jax version: not installed
- JaxLib version: not installed
- Using GPU in script?: <fill in>
- Using distributed or parallel set-up in script?: <fill in>

The detailed **logs** are here:

got prompt
Detecting, cropping, and processing..:   0%|                                  | 0/1 [00:00<?, ?it/s]
!!! Exception during processing!!! **User specified an unsupported autocast device_type 'mps'**
Traceback (most recent call last):
  File "/Users/peng/Code/ComfyUI/execution.py", line 151, in recursive_execute
    output_data, output_ui = get_output_data(obj, input_data_all)"""

AUTOCAST_VARIANTS = [
    USO_34,
    "RuntimeError: User specified an unsupported autocast device_type 'mps'",
    # LlamaFactory#2812's title, a wrapped traceback's end, a Chinese note before it
    "# RuntimeError: User specified an unsupported autocast device_type 'mps' On mac m1pro",
    "  File \"/opt/homebrew/Caskroom/miniconda/base/envs/textgen/lib/python3.11/site-packages/torch/amp/autocast_mode.py\", line 241, in __init__\n    raise RuntimeError(\nRuntimeError: User specified an unsupported autocast\ndevice_type 'mps'",
    "在chat模式下发送任何会话都会抛出异常: `RuntimeError: User specified an unsupported autocast device_type 'mps'`",
    "> Error occurred when executing Sam2Segmentation: User specified an unsupported autocast device_type 'mps'",
]


@pytest.mark.parametrize("text", AUTOCAST_VARIANTS)
def test_mps_autocast_refused_means_a_torch_before_2_6(text: str) -> None:
    assert fact(text, "torch.older_than") == "2.6"
    assert "torch-outdated" in raised(text)
    assert "error-unexplained" not in raised(text)  # torch-outdated reads the error


def test_a_torch_version_read_keeps_its_certainty_beside_the_refusal() -> None:
    found = finding(LIVEPORTRAIT_94, "torch-outdated")
    assert found is not None and found.evidence["torch.version"] == "2.3.1"
    assert "torch.older_than" not in found.evidence
    assert found.certainty.value == "certain"  # the version printed decides, not the weaker bound


@pytest.mark.parametrize("text", [
    # torch 2.6+ has MPS autocast: its dtype warning is no old torch's (https://github.com/hvoss-tech/AutoForge/issues/55)
    ".venv/lib/python3.11/site-packages/autoforge/auto_forge.py:682: UserWarning: In MPS autocast, but the target dtype is not supported. Disabling autocast.\nMPS Autocast only supports dtypes of torch.bfloat16, torch.float16 currently.",
    # another device refused, and prose about autocast on mps
    "RuntimeError: User specified an unsupported autocast device_type 'xpu'",
    "Enable MPS (Metal Performance Shaders) device support for autocast by changing the condition from `device_type == \"cuda\"` to `device_type != \"cpu\"`.",
])
def test_near_misses_bound_no_torch(text: str) -> None:
    assert fact(text, "torch.older_than") is None


# https://github.com/pytorch/examples/issues/1134: the traceback's end
OLD_BACKENDS = """Traceback (most recent call last):
  File "main.py", line 171, in main_worker
    elif torch.backends.mps.is_available():
AttributeError: module 'torch.backends' has no attribute 'mps'"""


def test_an_error_a_warning_reads_is_not_unexplained() -> None:
    assert {"torch-outdated"} <= raised(OLD_BACKENDS)
    assert "error-unexplained" not in raised(OLD_BACKENDS)


def test_an_error_no_finding_reads_stays_unexplained_beside_other_warnings() -> None:
    # torch-outdated cites the version's line, not the error's: faster-whisper's refusal of mps is still unknown
    # ('ValueError: unsupported device mps': https://github.com/SYSTRAN/faster-whisper/issues/911)
    text = "PyTorch version: 2.0.0\nIs debug build: False\n\nTraceback (most recent call last):\n  File \"/Users/me/app.py\", line 9, in <module>\nValueError: unsupported device mps"
    found = finding(text, "error-unexplained")
    assert found is not None and "unsupported device mps" in found.summary
    assert "torch-outdated" in raised(text)


def test_an_error_whose_message_an_architecture_signature_reads_is_explained() -> None:
    # https://github.com/nomic-ai/gpt4all/issues/2744 (dev 3802): the title is the error, which the AVX signature reads
    # as an x86_64 process on the M1 (Rosetta has no AVX): python-x86-on-arm stands on it
    text = "# RuntimeError: Unable to instantiate model: CPU does not support AVX (M1 Macbook)\n\nWhen initialising the model as in the example, it says unable because CPU does not support AVX."
    assert "python-x86-on-arm" in raised(text)
    assert "error-unexplained" not in raised(text)


def test_where_the_machine_is_explains_no_error() -> None:
    # a path under /Users in the message tells a Mac (host.os), nothing about the error: it stays unexplained
    text = "Traceback (most recent call last):\n  File \"/Users/emily/app.py\", line 3, in <module>\nValueError: could not read /Users/emily/data/model.bin: bad magic number"
    found = finding(text, "error-unexplained")
    assert found is not None and "bad magic number" in found.summary


LINUX_ONLY = [
    # https://github.com/apple/ml-neuman/issues/11
    "ImportError: /usr/lib/x86_64-linux-gnu/libstdc++.so.6: version `GLIBCXX_3.4.26' not found？",
    # https://github.com/pytorch/pytorch/issues/157709 (the title), and an aarch64 and a 32-bit Arm variant
    "# /lib/x86_64-linux-gnu/libstdc++.so.6: version `GLIBCXX_3.4.30' not found when IMPORT TORCH",
    "OSError: /usr/lib/aarch64-linux-gnu/libgomp.so.1: cannot allocate memory in static TLS block",
    "/usr/lib/arm-linux-gnueabihf/libatlas.so.3: cannot open shared object file",
    # https://github.com/pytorch/extension-cpp/issues/103
    "ImportError: /root/miniconda3/lib/python3.11/site-packages/extension_cpp/_C.cpython-311-x86_64-linux-gnu.so: undefined symbol: _ZN5torch3jit11parseSchemaERKSsb",
    "ImportError: .../site-packages/_torch3d/_C.cpython-39-x86_64-linux-gnu.so: undefined symbol: _ZN3c106detail14torchCheckFailEPKcS2_j",
    "cp _C.cpython-37m-arm-linux-gnueabi.so _C.so",
    # WSL (code-search index id 42621875757), and a path in backticks
    'Traceback (most recent call last):\n  File "/mnt/c/Users/kayva/cuda_check.py", line 140, in <module>\n    sys.exit(main())',
    "I keep my data in `/mnt/d/Users/ana/datasets/` and the loader fails",
    # Kaggle (code-search index id 37081004474)
    'Traceback (most recent call last):\n  File "/kaggle/working/deep-blind-watermark-removal/main.py", line 89, in <module>\n    main(args)',
    "FileNotFoundError: [Errno 2] No such file or directory: '/kaggle/input/cifar10/train.csv'",
    # compute clusters' file systems (code-search index id 16421232238; https://github.com/ai4d-iasc/trixie/issues/97)
    '  File "/scratch/mpt5763/miniconda3/envs/wf/lib/python3.9/site-packages/torch/nn/modules/conv.py", line 1162, in forward',
    "/gpfs/home/xxx/anaconda3/envs/xxx/bin/../lib/libstdc++.so.6: version `GLIBCXX_3.4.29' not found",
    "ImportError: /lustre/work/u123/venvs/ml/lib/python3.10/site-packages/torch/lib/libtorch_cuda.so: cannot open shared object file",
]


@pytest.mark.parametrize("text", LINUX_ONLY)
def test_paths_only_linux_has_make_a_linux_report(text: str) -> None:
    assert fact(text, "host.os") == "Linux"
    assert "not-a-mac" in raised(text)


def test_nvidia_smis_banner_with_cuda_11_or_later_is_a_pc() -> None:
    banner = "+-----------------------------------------------------------------------------+\n| NVIDIA-SMI 525.85.12    Driver Version: 525.85.12    CUDA Version: 12.0     |\n|-------------------------------+----------------------+----------------------+"
    assert fact(banner, "host.os") == "Linux or Windows"  # the release a driver supports is the premise (host.pc_cuda)
    assert "not-a-mac" in raised(banner)


@pytest.mark.parametrize("text", [
    # macOS's own libraries and extension suffix, a Mac user's folders named kaggle or mnt
    "dlopen(/usr/lib/libstdc++.6.dylib, 0x0001): tried: '/usr/lib/libstdc++.6.dylib' (no such file)",
    "ImportError: dlopen(/Users/me/venv/lib/python3.11/site-packages/torch/_C.cpython-311-darwin.so, 0x0002): Symbol not found",
    'File "/Users/me/kaggle/working/train.py", line 3, in <module>',
    "kaggle competitions download -c titanic -p ~/kaggle/input",
    "I mounted it at /mnt/data/models on the server",
    "copy it to /scratch first",
    'File "/Users/me/scratch/test/run.py", line 3, in <module>',
])
def test_near_misses_name_no_linux(text: str) -> None:
    assert fact(text, "host.os") != "Linux"


def test_cuda_10_2_in_nvidias_banner_is_no_premise_of_a_pc() -> None:
    # the last release for macOS: https://github.com/tensorflow/tensorflow/issues/38990's banner (Kali Linux, told
    # elsewhere) is no PC by its CUDA release; since round 39 the banner itself is, as nvidia-smi ran there and NVIDIA
    # never shipped it for macOS (nvidia-smi-driver-version; https://github.com/jackaduma/CycleGAN-VC2/issues/10, dev 6340)
    host = inputs.parse_report("| NVIDIA-SMI 440.82       Driver Version: 440.82       CUDA Version: 10.2     |", "test").items["host.os"]
    assert "CUDA 10.2" not in host.source
    assert "nvidia-smi ran here" in host.source


# https://github.com/LiroyvH/signal-export/issues/11: the description, cut where the excerpt ends
HOMEBREW_REFUSAL = """# pip install fails

ekkis · description · 2025-05-30
error: externally-managed-environment

× This environment is externally managed
╰─> To install Python packages system-wide, try brew install
    xyz, where xyz is the package you are trying to
    install.

    If you wish to install a Python library that isn't in Homebrew,
    use a virtual environment:

    python3 -m venv path/to/venv
    source path/to/venv/bin/activate
    python3 -m pip install xyz"""

REFUSALS = [
    HOMEBREW_REFUSAL,
    # the box's first line alone, its × turned to an x by a copy, and Debian's hint (https://github.com/Comfy-Org/ComfyUI/issues/3554)
    "x This environment is externally managed\n╰─> To install Python packages system-wide, try apt install\n    python3-xyz, where xyz is the package you are trying to",
    # quoted in a reply, and in a PR's prose (https://github.com/odysseus-dev/odysseus/pull/1381)
    "> error: externally-managed-environment\n> \n> × This environment is externally managed",
    "pip refuses with `error: externally-managed-environment` and the launcher aborts",
    # the box's line as the error a person got (https://github.com/instructlab/instructlab/issues/41)
    "2. Gave me the following error: `This environment is externally managed`",
    # uv's (https://github.com/astral-sh/uv/pull/16628)
    "error: The interpreter at /usr/local/opt/python@3.14/Frameworks/Python.framework/Versions/3.14 is externally managed, and indicates the following:",
]


@pytest.mark.parametrize("text", REFUSALS)
def test_a_pep_668_refusal_is_an_externally_managed_python(text: str) -> None:
    found = finding(text, "python-externally-managed")
    assert found is not None and found.severity.value == "warning"
    assert fix_id(found) == "use-a-virtual-environment"


def test_the_refusal_alone_is_no_error_level_problem() -> None:
    assert all(f.severity.value != "error" for f in findings(HOMEBREW_REFUSAL))  # the corpus's 'healthy'

    assert fact(HOMEBREW_REFUSAL, "host.os") == "Darwin"  # Homebrew's hint still tells the Mac


@pytest.mark.parametrize("text", [
    "pip install --break-system-packages torch",
    "How do I get around the externally managed environment thing on my M1?",
    "PEP 668 marks a Python as externally managed; Homebrew's python@3.12 does",
])
def test_near_misses_are_no_refusal(text: str) -> None:
    assert "python-externally-managed" not in raised(text)


BUFFER_TOO_LARGE = [
    # https://github.com/pytorch/pytorch/issues/141909 (torch 2.6.0, a repro of one bmm)
    'Traceback (most recent call last):\n  File "/Users/atalman/Downloads/release26/pytorch/test/test1.py", line 5, in <module>\n    res = torch.bmm(x1, x2)\nRuntimeError: Invalid buffer size: 19.45 GB',
    # https://github.com/kijai/ComfyUI-SUPIR/issues/151: ComfyUI's error report, GiB
    "- **Exception Type:** RuntimeError\n- **Exception Message:** Invalid buffer size: 19.38 GiB",
    # https://github.com/Tencent-Hunyuan/HunyuanVideo-I2V/issues/66: a title
    "# 720p 129 frames- RuntimeError: Invalid buffer size: 635.13 GB",
]


@pytest.mark.parametrize("text", BUFFER_TOO_LARGE)
def test_one_tensor_larger_than_a_metal_buffer_is_mps_memory(text: str) -> None:
    found = finding(text, "mps-out-of-memory")
    assert found is not None and found.severity.value == "error"
    assert "largest buffer" in found.summary
    assert "mps-available" in raised(text)  # the allocation was on the mps device
    assert "error-unexplained" not in raised(text)


@pytest.mark.parametrize("text", [
    "ValueError: Invalid buffer size",  # no size: not the MPS allocator's
    "RuntimeError: [metal::malloc] Attempting to allocate 21474836480 bytes which is greater than the maximum allowed buffer size of 17179869184 bytes.",
    "vkCreateBuffer failed: invalid buffer size 0",
])
def test_other_buffer_errors_are_no_mps_memory(text: str) -> None:
    assert "mps-out-of-memory" not in raised(text)


MKL_FATAL = "Intel MKL FATAL ERROR: This system does not meet the minimum requirements for use of the Intel(R) Math Kernel Library.\nThe processor must support the Intel(R) Supplemental Streaming SIMD Extensions 3 (Intel(R) SSSE3) instructions.\nThe processor must support the Intel(R) Streaming SIMD Extensions 4.2 (Intel(R) SSE4.2) instructions.\nThe processor must support the Intel(R) Advanced Vector Extensions (Intel(R) AVX) instructions."


def test_mkls_refusal_on_an_m1_is_an_x86_python_under_rosetta() -> None:
    # https://github.com/kaixindelele/ChatPaper/issues/57 ('in my m1pro MacBook'): MKL is x86-only, and from 2022 fails under Rosetta
    text = f"I got the ERRORs as below, when running the demo in my m1pro MacBook: python chat_paper.py\n```\n{MKL_FATAL}\n```"
    assert fact(text, "python.machine") == "x86_64"
    assert "python-x86-on-arm" in raised(text)


def test_mkls_refusal_alone_says_an_x86_python_without_avx() -> None:
    # a hard wrap inside the sentence reads the same; no chip named: no Rosetta asserted
    wrapped = MKL_FATAL.replace("minimum requirements for use", "minimum requirements\nfor use")
    for text in (MKL_FATAL, wrapped):
        assert fact(text, "python.machine") == "x86_64"
        assert "python-x86-on-arm" not in raised(text)


def test_prose_about_mkls_requirements_is_no_refusal() -> None:
    assert fact("Does Intel MKL meet the minimum requirements of the M1, or should I use Accelerate?", "python.machine") is None


CT2_ON_MACS = [
    # https://github.com/Evan-Wildenhain/CTRL-F-VIDEO/issues/1 (an M2 Mac), as a traceback's end
    'Running on my M2 Mac, python 3.12 venv\n  File "/Users/evan/ctrl-f/app.py", line 12, in <module>\n    model = WhisperModel("base", device="cuda")\nValueError: This CTranslate2 package was not compiled with CUDA support',
    # https://github.com/m-bain/whisperX/issues/575 (an M1 MacBook), wrapped by a terminal
    "MacBook Pro M1, macOS 13.4\nValueError: This CTranslate2 package was not compiled with\nCUDA support",
]


@pytest.mark.parametrize("text", CT2_ON_MACS)
def test_ctranslate2_asked_for_cuda_on_a_mac_runs_on_the_cpu(text: str) -> None:
    found = finding(text, "cuda-requested-on-mac")
    assert found is not None and "CTranslate2" in found.summary
    assert fix_id(found) == "use-cpu-for-ctranslate2"  # no mps in CTranslate2: torch's device fix would be wrong
    assert "error-unexplained" not in raised(text)


def test_torchs_own_refusal_keeps_the_mps_fix() -> None:
    found = finding("MacBook Pro M2\nAssertionError: Torch not compiled with CUDA enabled", "cuda-requested-on-mac")
    assert found is not None and fix_id(found) == "use-mps-device"


def test_ctranslate2s_refusal_off_the_mac_is_no_mac_advice() -> None:
    # dev 768: a Linux aarch64 box's CPU-only wheel
    text = '  File "/usr/local/lib/python3.10/dist-packages/faster_whisper/transcribe.py", line 130, in __init__\nValueError: This CTranslate2 package was not compiled with CUDA support'
    assert "cuda-requested-on-mac" not in raised(text)
