# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 174-199 exposed: logs pasted by Mac users of end-user ML apps, each sample read
from real captured text (the thread is named).

A careful reader takes from them: a Markdown form's bold version field ('- **PyTorch Version:** 2.5.1') and the
examples a form left in a bold field's value ('macOS (e.g., Ventura 13.6 / Sonoma, whichever you have)', which are not
the machine); Ultralytics' banner ('Python-3.11.3 torch-2.0.1 CPU', where CPU is the device asked for, not proof that
MPS is missing); an MPS out-of-memory error after the allocator allocated memory, or a tensor named on 'mps:0' (MPS
works); llama.cpp's Metal log and its NEON system_info (macOS, an arm64 process); `file -b $(command -v python)`; an
f-string that a Python older than 3.6 cannot parse; `No module named 'torch'` from the program's own interpreter (not
from pip's isolated build of another wheel); an MPS kernel failing after the program asked PyTorch for device=mps.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pasted import read

from macml_doctor import check

REPORTS = Path(__file__).resolve().parents[1] / "fixtures" / "reports"


BOLD_TORCH_FIELDS = [
    ("https://github.com/Vaibhavs10/insanely-fast-whisper/issues/258", "- **Python Version:** 3.12.x  \n- **PyTorch Version:** 2.5.1  \n", "2.5.1"),
    ("https://github.com/Comfy-Org/ComfyUI/issues/10799", "- **Embedded Python:** false\n- **PyTorch Version:** 2.10.0.dev20251119\n## Devices\n", "2.10.0.dev20251119"),
    ("https://github.com/ubisoft/ComfyUI-Chord/issues/18", "- **OS:** darwin\n- **Python Version:** 3.12.9 (main, Feb 12 2025, 15:09:19) [Clang 19.1.6 ]\n- **Embedded Python:** false\n- **PyTorch Version:** 2.8.0.dev20250420\n", "2.8.0.dev20250420"),
    ("https://github.com/numz/ComfyUI-SeedVR2_VideoUpscaler/pull/103", "- **Embedded Python:** false\n- **PyTorch Version:** 2.7.1\n## Devices\n", "2.7.1"),
]


@pytest.mark.parametrize(("thread", "text", "torch"), BOLD_TORCH_FIELDS)
def test_a_bold_pytorch_version_field_names_the_installed_torch(thread: str, text: str, torch: str) -> None:
    values, _ = read(text)
    assert values["torch.version"] == torch, thread


def test_examples_left_in_a_bold_fields_value_are_not_the_machine() -> None:
    # https://github.com/Vaibhavs10/insanely-fast-whisper/issues/258: a generator's placeholders, left in the form
    text = ("**Environment Details:**  \n"
            "- **OS:** macOS (e.g., Ventura 13.6 / Sonoma, whichever you have)  \n"
            "- **Chip:** Apple Silicon (e.g., M1 Pro/M2 Max)  \n"
            "- **Python Version:** 3.12.x  \n")
    values, _ = read(text)
    assert "host.macos_version" not in values
    assert "host.cpu_brand" not in values
    assert values["host.arm64_capable"] == 1  # "Apple Silicon" itself is the answer
    assert values["host.os"] == "Darwin"


def test_examples_left_in_a_rendered_forms_value_are_not_the_machine() -> None:
    # The same form copied out of the rendered issue: the stars are gone, the hint follows the field's short value
    text = ("Environment Details:\n"
            "- OS: macOS (e.g., Ventura 13.6 / Sonoma, whichever you have)\n"
            "- Chip: Apple Silicon (e.g., M1 Pro/M2 Max)\n"
            "- Python Version: 3.12.x\n")
    values, _ = read(text)
    assert "host.macos_version" not in values
    assert "host.cpu_brand" not in values
    assert values["host.arm64_capable"] == 1


def test_a_programs_own_example_after_a_longer_value_is_read() -> None:
    # uv's own "(e.g., `macosx_15_0_x86_64`)" after a sentence is its answer, not a form's hint, even behind a label
    text = "hint: Because torch==2.9.0 has no wheels with a matching platform tag (e.g., `macosx_15_0_x86_64`)\n"
    values, _ = read(text)
    assert values["python.machine"] == "x86_64"
    assert values["host.macos_version"] == "15.0"


ULTRALYTICS_BANNERS = [
    ("https://github.com/ultralytics/ultralytics/issues/2599", "Ultralytics YOLOv8.0.99 🚀 Python-3.11.3 torch-2.0.1 CPU\n", "3.11.3", "2.0.1"),
    ("https://github.com/ultralytics/ultralytics/issues/1090", 'Specifically, the output I see is: "Ultralytics YOLOv8.0.43 🚀 Python-3.9.16 torch-1.13.1 CPU".\n', "3.9.16", "1.13.1"),
    ("https://github.com/ultralytics/ultralytics/issues/3591", "- YOLO: Ultralytics YOLOv8.0.128 🚀 Python-3.11.4 torch-2.1.0.dev20230705 MPS\n- OS: 14.0 Beta 3\n", "3.11.4", "2.1.0.dev20230705"),
    ("https://github.com/ultralytics/hub/issues/1199", "Using: Ultralytics 8.3.203 Python-3.12.11 torch-2.4.0 MPS (Apple M4 Pro)\n", "3.12.11", "2.4.0"),
    ("https://github.com/ultralytics/yolov5/issues/11944", "-  YOLOv5 🚀 v7.0-203-g0897415 Python-3.11.4 torch-2.0.1 MPS\n", "3.11.4", "2.0.1"),
]


@pytest.mark.parametrize(("thread", "text", "python", "torch"), ULTRALYTICS_BANNERS)
def test_the_ultralytics_banner_names_python_and_torch(thread: str, text: str, python: str, torch: str) -> None:
    values, _ = read(text)
    assert values["python.version"] == python, thread
    assert values["torch.version"] == torch, thread
    assert values.get("torch.mps_available") is not False  # "CPU" is the device asked for, not a missing MPS


def test_a_cpu_banner_on_an_m1_is_healthy_and_outdated_not_mps_unavailable() -> None:
    # https://github.com/ultralytics/ultralytics/issues/2599 (device=None meant the CPU then)
    report = check(text="I am running this command on a Mac Mini M1 16GB:\n\n"
                        "Ultralytics YOLOv8.0.99 🚀 Python-3.11.3 torch-2.0.1 CPU\n")
    ids = {f.id for f in report.findings}
    assert "torch-outdated" in ids and "apple-silicon" in ids
    assert not ids & {"mps-unavailable", "torch-not-built-with-mps", "torch-cpu-only"}
    assert report.exit_code == 0


MPS_OOM_ALLOCATED = [
    ("https://github.com/lllyasviel/Fooocus/issues/1152 (an Intel MacBook Pro's Radeon Pro 560X)",
     "RuntimeError: MPS backend out of memory (MPS allocated: 6.38 GB, other allocations: 454.09 MB, max allowed: 6.80 GB). Tried to allocate 20.00 KB on private pool. Use PYTORCH_MPS_HIGH_WATERMARK_RATIO=0.0 to disable upper limit for memory allocations (may cause system failure).\n"),
    ("https://github.com/Comfy-Org/ComfyUI/issues/7171",
     "解决错误MPS backend out of memory (MPS allocated: 16.91 GB, other allocations: 2.77 MB, max allowed: 18.13 GB). Tried to allocate 1.28 GB on private pool. Use PYTORCH_MPS_HIGH_WATERMARK_RATIO=0.0 to disable upper limit for memory allocations (may cause system failure).\n"),
    ("https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/9133",
     "RuntimeError: MPS backend out of memory (MPS allocated: 5.05 GB, other allocations: 2.29 GB, max allowed: 6.77 GB). Tried to allocate 1024.00 MB on private pool. Use PYTORCH_MPS_HIGH_WATERMARK_RATIO=0.0 to disable upper limit for memory allocations (may cause system failure)\n"),
]


@pytest.mark.parametrize(("thread", "text"), MPS_OOM_ALLOCATED)
def test_an_mps_out_of_memory_after_allocating_means_mps_works(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert values["torch.mps_available"] is True, thread
    assert "mps-out-of-memory" in symptoms
    assert "host.arm64_capable" not in values  # an Intel Mac's AMD GPU runs MPS too


def test_an_mps_out_of_memory_with_nothing_allocated_is_not_proof_that_mps_works() -> None:
    # https://github.com/pytorch/pytorch/issues/111449: a virtualised CI runner whose Metal device allocates nothing
    values, symptoms = read("RuntimeError: MPS backend out of memory (MPS allocated: 0 bytes, other allocations: 0 bytes, max allowed: 1.70 GB). Tried to allocate 0 bytes on private pool. Use PYTORCH_MPS_HIGH_WATERMARK_RATIO=0.0 to disable upper limit for memory allocations (may cause system failure).\n")
    assert "torch.mps_available" not in values
    assert "mps-oom-vm" in symptoms


MPS_DEVICE_INDEX = [
    ("https://github.com/lllyasviel/Fooocus/issues/690", "`Device mps:0 does not support the torch.fft functions used in the FreeU node, switching to CPU.\n`\n"),
    ("https://github.com/logtd/ComfyUI-MochiEdit/issues/15", "MochiWrapperSamplerCustom slow_conv2d_forward_mps: input(device='cpu') and weight(device=mps:0') must be on the same device\n"),
]


@pytest.mark.parametrize(("thread", "text"), MPS_DEVICE_INDEX)
def test_a_tensor_named_on_mps_0_means_mps_works(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["torch.mps_available"] is True, thread


LLAMA_CPP_METAL = [
    ("https://github.com/abetlen/llama-cpp-python/issues/756",
     "ggml_metal_add_buffer: allocated 'data            ' buffer, size =  3648.58 MB, ( 3649.08 / 21845.34)\n\nsystem_info: n_threads = 8 / 10 | AVX = 0 | AVX2 = 0 | AVX512 = 0 | AVX512_VBMI = 0 | AVX512_VNNI = 0 | FMA = 0 | NEON = 1 | ARM_FMA = 1 | F16C = 0 | FP16_VA = 1 | WASM_SIMD = 0 | BLAS = 1 | SSE3 = 0 | VSX = 0 | \n"),
    ("https://github.com/janhq/jan/issues/6961",
     "ggml_metal_device_init: GPU name:   Apple M3 Ultra\nsystem_info: n_threads = 24 (n_threads_batch = 24) / 32 | Metal : EMBED_LIBRARY = 1 | CPU : NEON = 1 | ARM_FMA = 1 | FP16_VA = 1 | MATMUL_INT8 = 1 | DOTPROD = 1 | ACCELERATE = 1 | REPACK = 1 |\n"),
]


@pytest.mark.parametrize(("thread", "text"), LLAMA_CPP_METAL)
def test_llama_cpps_metal_log_and_neon_build_are_an_arm64_mac(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Darwin", thread
    assert values["host.arm64_capable"] == 1


def test_neon_without_metal_is_an_arm64_process_on_an_unknown_os() -> None:
    # https://github.com/abetlen/llama-cpp-python/issues/317 (the system_info line alone)
    values, _ = read("AVX = 0 | AVX2 = 0 | AVX512 = 0 | AVX512_VBMI = 0 | AVX512_VNNI = 0 | FMA = 0 | NEON = 1 | ARM_FMA = 1 | F16C = 0 | FP16_VA = 1 | WASM_SIMD = 0 | BLAS = 1 | SSE3 = 0 | VSX = 0 |\n")
    assert values["host.arm64_capable"] == 1
    assert "host.os" not in values  # arm64 Linux builds print the same line


def test_file_brief_on_the_python_names_its_architecture() -> None:
    # https://github.com/instructlab/instructlab/issues/1262: an x86_64 Python on an arm64 Mac
    text = ("This sounds like you are running an x86_64 version Python on your arm64 mac under Rosetta emulation.\n\n"
            "`file -b $(command -v python)` does return `Mach-O 64-bit executable x86_64`. What would you recommend that I do in that case?\n")
    values, _ = read(text)
    assert values["python.machine"] == "x86_64"
    assert "python-x86-on-arm" in {f.id for f in check(text=text).findings}


FSTRING_ERRORS = [
    ("https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/1178",
     "  File \"webui.py\", line 79\n    print(f'Interrupted with signal {sig} in {frame}')\n                                                    ^\nSyntaxError: invalid syntax\n"),
    ("https://github.com/wandb/wandb/pull/3188 (`python --version` said Python 2.7.18 just before)",
     "  File \"./tools/setup_dev_environment.py\", line 48\n    f\"Requested invalid python versions: {invalid_versions}.\\n\"\n                                                              ^\nSyntaxError: invalid syntax\n"),
]


@pytest.mark.parametrize(("thread", "text"), FSTRING_ERRORS)
def test_an_f_string_syntax_error_is_a_python_older_than_3_6(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["python.older_than"] == "3.6", thread
    assert "python-too-old" in {f.id for f in check(text=text).findings}


def test_a_newer_pythons_f_string_error_says_so_and_bounds_nothing() -> None:
    # https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/2689 (a nested quote, before Python 3.12)
    text = ("  File \"D:\\ai\\stable-diffusion-webui\\launch.py\", line 61\n"
            "    return run(f'\"{python}\" -m pip {args} --prefer-binary{f' --index-url {index_url}' if index_url!='' else ''}', desc=f\"Installing {desc}\", errdesc=f\"Couldn't install {desc}\")\n"
            "                                                             ^\n"
            "SyntaxError: f-string: expecting '}'\n")
    values, _ = read(text)
    assert "python.older_than" not in values


TORCH_NOT_INSTALLED = [
    ("https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/4109",
     "  File \"/Users/wesley/Documents/stable-diffusion-webui/modules/safe.py\", line 9, in <module>\n    import torch\nModuleNotFoundError: No module named 'torch'\n"),
    ("https://github.com/FahimF/sd-gui/issues/8",
     "(ml) ➜  sd-gui git:(main) python app.py                                \nTraceback (most recent call last):\n  File \"/Users/bamboozle/sd-gui/tools/sd_engine.py\", line 1, in <module>\n    import torch\nModuleNotFoundError: No module named 'torch'\n"),
    ("https://github.com/pytorch/pytorch/issues/3389",
     "    Traceback (most recent call last):\n      File \"<stdin>\", line 1, in <module>\n    ModuleNotFoundError: No module named 'torch'\n"),
]


@pytest.mark.parametrize(("thread", "text"), TORCH_NOT_INSTALLED)
def test_no_module_named_torch_means_torch_is_not_installed_there(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["torch.present"] is False, thread
    assert "torch-missing" in {f.id for f in check(text=text).findings}


def test_a_torch_submodule_missing_is_not_torch_missing() -> None:
    # https://github.com/pytorch/pytorch/issues/788: torch imported from its source tree
    values, _ = read(">>> import torch\nTraceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\n  File \".../pytorch/torch/__init__.py\", line 46, in <module>\n    from torch._C import *\nModuleNotFoundError: No module named 'torch._C'\n")
    assert "torch.present" not in values


def test_no_module_named_torch_inside_pips_build_of_another_wheel_says_nothing_about_the_environment() -> None:
    # https://github.com/kentechx/pointnext/issues/1: pip's isolated build environment has no torch
    text = ("        File \"C:\\Users\\Vincent\\AppData\\Local\\Temp\\pip-build-env-xi8lzs5x\\overlay\\Lib\\site-packages\\setuptools\\build_meta.py\", line 311, in run_setup \n"
            "          exec(code, locals())\n"
            "        File \"<string>\", line 3, in <module>\n"
            "      ModuleNotFoundError: No module named 'torch'\n"
            "      [end of output]\n")
    values, _ = read(text)
    assert "torch.present" not in values


MPS_KERNEL_FAILURES = [
    ("https://github.com/THU-MIG/yolov10/issues/305",
     "/AppleInternal/Library/BuildRoots/91a344b1-f985-11ee-b563-fe8bc7981bff/Library/Caches/com.apple.xbs/Sources/MetalPerformanceShaders/MPSNDArray/Kernels/MPSNDArrayGatherND.mm:256: failed assertion `Rank of updates array (1) must be greater than or equal to inner-most dimension of indices array (300)'\n\nthis error accrues on m3 mac device = \"mps\"\n"),
    ("https://github.com/ultralytics/ultralytics/issues/6149",
     "(yolo detect train data=/Users/romariotomo/Small-datasetRomarioTomo-2-2/data.yaml epochs=100 imgsz=800 device=mps) then I got this error zsh: bus error  yolo detect train  epochs=100 imgsz=800 device=mps\n\n(\"(mpsFileLoc): /AppleInternal/Library/BuildRoots/75428952-3aa4-11ee-8b65-46d450270006/Library/Caches/com.apple.xbs/Sources/MetalPerformanceShadersGraph/mpsgraph/MetalPerformanceShadersGraph/Core/Files/MPSGraphUtilities.mm\":253:0)): error: 'anec.not_equal_zero' op Invalid configuration for the following reasons: Tensor dimensions N1D1C1H1W4830000 are not within supported range, N[1-65536]D[1-16384]C[1-65536]H[1-16384]W[1-16384].\n"),
]


@pytest.mark.parametrize(("thread", "text"), MPS_KERNEL_FAILURES)
def test_an_mps_kernel_failing_after_device_mps_was_asked_for_means_mps_works(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Darwin"
    assert values["torch.mps_available"] is True, thread


def test_an_mps_kernel_failing_without_a_torch_device_request_is_only_a_mac() -> None:
    # https://github.com/pytorch/pytorch/issues/104642 (torch's own MPS test suite: no device=mps in the text)
    text = "Reproducible when running ```python test/test_mps.py```:\n\nloc(\"mps_select\"(\"(mpsFileLoc): /AppleInternal/Library/BuildRoots/fe2afe83-06e7-11ee-80c3-f6357a1003e8/Library/Caches/com.apple.xbs/Sources/MetalPerformanceShadersGraph/mpsgraph/MetalPerformanceShadersGraph/Core/Files/MPSGraphUtilities.mm\":294:0)): error: 'anec.gain_offset_control' op result #0 must be 4D/5D memref of 16-bit float or 8-bit signed integer or 8-bit unsigned integer values, but got 'memref<1x5x1x5xi1>'\n"
    values, _ = read(text)
    assert values["host.os"] == "Darwin"
    assert "torch.mps_available" not in values


def test_asking_for_device_mps_without_an_mps_kernel_running_proves_nothing() -> None:
    # https://github.com/pytorch/pytorch/issues/177819: device="mps" asked for, and refused
    text = ("Trying to create a tensor on `device=\"mps\"` raises:\n\n"
            "```text\nRuntimeError: The MPS backend is supported on macOS 14.0+. Current OS version can be queried using `sw_vers`\n```\n")
    values, _ = read(text)
    assert values.get("torch.mps_available") is False


SYS_VERSION_BANNERS = [
    ("https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/9209", "Python 3.10.7 (main, Sep 15 2022, 01:52:03) [Clang 13.0.0 (clang-1300.0.29.30)]\nCommit hash: 22bcc7be428c94e9408f589966c2040187245d81\n", "3.10.7", "Darwin"),
    ("https://github.com/lllyasviel/Fooocus/issues/380", "Python 3.10.6 (main, May  3 2023, 17:07:07) [Clang 14.0.3 (clang-1403.0.22.14.1)]\nFooocus version: 2.0.14\n", "3.10.6", "Darwin"),
    ("https://github.com/d8ahazard/sd_dreambooth_extension/issues/1124 (the Command Line Tools' Python 3.9.6)", "Python 3.9.6 (default, Oct 18 2022, 12:41:40) \n[Clang 14.0.0 (clang-1400.0.29.202)]\nCommit hash: a9fed7c364061ae6efb37f797b6b522cb3cf7aa2\n", "3.9.6", "Darwin"),
    ("https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/3027", "Python 3.10.8 (tags/v3.10.8:aaaf517, Oct 11 2022, 16:50:30) [MSC v.1933 64 bit (AMD64)]\nCommit hash: <none>\n", "3.10.8", "Windows"),
    ("https://github.com/lllyasviel/Fooocus/issues/2171 (conda's LLVM clang names no OS)", "Python 3.10.13 (main, Sep 11 2023, 08:16:02) [Clang 14.0.6 ]\nFooocus version: 2.1.864\n", "3.10.13", None),
    ("https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/7019 (GCC builds exist for macOS too)", "Python 3.8.10 (default, Nov 14 2022, 12:59:47) \n[GCC 9.4.0]\nCommit hash: f53527f7786575fe60da0223bd63ea3f0a06a754\n", "3.8.10", None),
]


@pytest.mark.parametrize(("thread", "text", "python", "os_name"), SYS_VERSION_BANNERS)
def test_a_launchers_sys_version_banner_names_the_python_and_its_builds_os(thread: str, text: str, python: str, os_name: str | None) -> None:
    values, _ = read(text)
    assert values["python.version"] == python, thread
    assert values["python.sys_version"].startswith(python)
    assert values.get("host.os") == os_name, thread


def test_a_pair_offered_with_tensorflow_unknown_has_wheels_for_the_reports_python() -> None:
    # https://github.com/tensorflow/text/issues/654: the REPL's banner says Python 3.8.2, and the metal plugin fails
    # to load; TF 2.18 has no cp38 wheels, TF 2.13 (with tensorflow-metal 1.0.1) is the newest pair that does
    text = (REPORTS / "tf-text-654-metal-plugin-symbol-not-found-tf2.5.txt").read_text()
    finding = next(f for f in check(text=text).findings if f.id == "tf-metal-version-mismatch")
    assert finding.evidence["pip"] == ["tensorflow==2.13.*", "tensorflow-metal==1.0.1"]


REPL_BANNERS = [
    ("https://github.com/nomic-ai/pygpt4all/issues/29", "`(ven) (base) me@MacBook-Air chat % python\nPython 3.9.13 (main, Aug 25 2022, 18:29:29)\n[Clang 12.0.0 ] :: Anaconda, Inc. on darwin\nType \"help\", \"copyright\", \"credits\" or \"license\" for more information.\n>>> from pyllamacpp.model import Model\nzsh: illegal hardware instruction  python`\n", "Darwin"),
    ("https://github.com/nomic-ai/pygpt4all/issues/29 (a reply from Linux)", "Python 3.10.10 (main, Mar  5 2023, 22:26:53) [GCC 12.2.1 20230201] on linux\nType \"help\", \"copyright\", \"credits\" or \"license\" for more information.\n>>> from pyllamacpp.model import Model\n[1]    12305 illegal hardware instruction (core dumped)  python\n", "Linux"),
    ("https://github.com/bigscience-workshop/Megatron-DeepSpeed/issues/389", "Python 3.10.12 (main, Jul  5 2023, 19:22:19) [GCC 11.2.0] on linux\nType \"help\", \"copyright\", \"credits\" or \"license\" for more information.\n>>> import torch\n>>> quit()\n", "Linux"),
]


@pytest.mark.parametrize(("thread", "text", "os_name"), REPL_BANNERS)
def test_the_repl_banner_names_the_platform(thread: str, text: str, os_name: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == os_name, thread
