# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1580-1604 (pytorch/pytorch, vision and audio threads about macOS, MPS, Apple
silicon and Intel Macs, taken as found) exposed, each read from real captured text (the thread is named).

PyTorch's CI names an arm64 test job 'macos-13-py3-arm64-mps / test': an Apple-silicon Mac. A macOS crash report whose
crashed thread runs on the 'metal gpu stream' dispatch queue (PyTorch's MPS stream) ran MPS work. A run on MPS that
'results in' NaN, one that 'converges … on mac cpu and mps', a speed-up over the CPU where MPS is named, and a change
that 'allowed me to use `mps`' each say MPS works. NVIDIA's pip library folders ('site-packages/nvidia/nvjitlink/lib')
are Linux's. collect_env's 'PyTorch version: N/A' beside its own '[pip3] torch==…' is a torch that failed to import.
A command run with '--devices mps' whose next line says it 'passes' ran on MPS. An MPSNDArray assertion above PyTorch's
collect_env (no TensorFlow named) is PyTorch's MPS work.
"""

from __future__ import annotations

from pasted import ids, read


def test_pytorch_ci_arm64_test_job_is_apple_silicon() -> None:
    # https://github.com/pytorch/pytorch/issues/95752 (title and description, whole)
    text = "DISABLED Mac MPS / macos-13-py3-arm64-mps / test\n\nThis is a test. Please ignore it.\n"
    values, _ = read(text)
    assert values["host.os"] == "Darwin"
    assert values["host.arm64_capable"] == 1
    found = ids(text)
    assert "apple-silicon" in found
    assert "mps-unavailable" not in found and "intel-mac" not in found


def test_a_build_job_names_only_its_target() -> None:
    # PyTorch's .circleci/cimodel/data/simple/macos_definitions.py: an arm64 build cross-compiled on an Intel Mac
    values, _ = read('"name": "macos-12-py3-arm64-build",\n"build-environment": "macos-12-py3-arm64",\n')
    assert values.get("host.arm64_capable") != 1


def test_crash_on_the_metal_gpu_stream_queue_is_mps_work() -> None:
    # https://github.com/pytorch/pytorch/issues/101251 (the reporter's crash report, its header)
    text = ("Mac m2 MPSNDArray.mm:78: failed assertion `[MPSNDArrayDescriptor sliceDimension:withSubrange:] error: dimension index (2) not within number of dimensions (2) Dimension indices are 0-based'\n\n"
            "Process:               Python [18752]\n"
            "Path:                  /Library/Frameworks/Python.framework/Versions/3.8/Resources/Python.app/Contents/MacOS/Python\n"
            "Identifier:            org.python.python\n"
            "Version:               3.8.6 (3.8.6)\n"
            "Code Type:             X86-64 (Translated)\n"
            "Parent Process:        pycharm [9579]\n\n"
            "OS Version:            macOS 13.3.1 (22E772610a)\n\n"
            "Crashed Thread:        0  Dispatch queue: metal gpu stream\n\n"
            "Exception Type:        EXC_CRASH (SIGABRT)\n")
    values, _ = read(text)
    assert values["torch.mps_available"] is True
    found = ids(text)
    assert {"apple-silicon", "python-x86-on-arm", "mps-available"} <= found
    assert "mps-unavailable" not in found


def test_a_run_on_mps_that_results_in_nan_ran_there() -> None:
    # https://github.com/pytorch/pytorch/issues/116601 (title)
    text = ("Seq2Seq Model Training on MacBook Pro M3 MAX with MPS Results in NaN Loss\n\n"
            "@stadbern  I have more than enough memory (48 Gig of URAM), so the issue is definitely not 'out of memory'.\n")
    found = ids(text)
    assert {"apple-silicon", "mps-available"} <= found
    assert "mps-out-of-memory" not in found


def test_a_run_that_converges_on_cpu_and_mps_ran_on_mps() -> None:
    # https://github.com/pytorch/pytorch/issues/171764 (title and the description's first sentence)
    text = ("torch.compile results in loss nan while it converges without torch.compile on mac cpu and mps\n\n"
            "### 🐛 Describe the bug\n\n"
            "torch.compile(model) on my macbook m1 pro, results in loss naN where as without torch.compile(model) the loss converges as expected.\n")
    found = ids(text)
    assert {"apple-silicon", "mps-available"} <= found


def test_a_speedup_over_the_cpu_where_mps_is_named_is_mps_working() -> None:
    # https://github.com/pytorch/pytorch/issues/82707 (the description's first paragraphs)
    text = ("[Apple Silicon M1 MPS device] bad performance metrics for BERT model training\n\n"
            "When using `mps` device, BERT finetuning on MRPC task leads to bad performance metrics in comparison to CPU training. Also, speedup is only ~30% when compared to CPU training.\n\n"
            "1. Code is given below. The is run on a Mac Pro with M1 chip having 8 CPU performance cores (+2 efficiency cores), 14 GPU cores and 16GB of unified memory.\n")
    found = ids(text)
    assert "mps-available" in found
    assert "intel-mac" not in found


def test_a_change_that_allowed_using_mps_says_mps_works() -> None:
    # https://github.com/pytorch/pytorch/issues/143123 (comments)
    text = ("MPS incompatibility: Calls into the C++ engine to run the backward pass\n\n"
            "For now I forced install PyTorch 2.4 instead of 2.5 and this workaround fixed the issue for me(allowed me to use `mps`)\n\n"
            "Thanks @NripeshN it did the trick on my M2 to downgrade\n")
    found = ids(text)
    assert {"apple-silicon", "mps-available"} <= found
    assert "mps-unavailable" not in found


def test_nvidia_pip_library_folder_is_linux() -> None:
    # https://github.com/pytorch/pytorch/issues/141467 (description and first comment)
    text = ("import torch failed after installing nightly wheel\n\n"
            "CUDA Version: 12.4\n\n"
            "pip3 install --pre torch torchvision torchaudio --index-url https://download.pytorch.org/whl/nightly/cu124\n\n"
            "https://github.com/pytorch/pytorch/issues/111469 adding `site-packages/nvidia/nvjitlink/lib` to LD_LIBRARY_PATH works...\n")
    values, _ = read(text)
    assert values["host.os"] == "Linux"
    found = ids(text)
    assert "not-a-mac" in found and "apple-silicon" not in found


def test_collect_env_torch_na_with_its_own_pip_torch_is_no_missing_torch() -> None:
    # https://github.com/pytorch/pytorch/issues/50873 (the description's environment block)
    text = ("Segmentation Fault when importing torch on macOS Big Sur\n\n"
            "PyTorch version: N/A\n"
            "Is debug build: N/A\n"
            "CUDA used to build PyTorch: N/A\n"
            "ROCM used to build PyTorch: N/A\n\n"
            "OS: macOS 11.1 (x86_64)\n"
            "GCC version: Could not collect\n"
            "Clang version: 12.0.0 (clang-1200.0.32.28)\n"
            "CMake version: version 3.19.1\n\n"
            "Python version: 3.8 (64-bit runtime)\n"
            "Is CUDA available: N/A\n\n"
            "Versions of relevant libraries:\n"
            "[pip3] numpy==1.19.4\n"
            "[pip3] torch==1.7.1\n"
            "[pip3] torchaudio==0.7.2\n"
            "[pip3] torchvision==0.8.2\n"
            "[conda] Could not collect\n")
    assert "torch-missing" not in ids(text)


def test_collect_env_torch_na_without_a_listed_torch_is_missing() -> None:
    # dev 333 (https://github.com/pytorch/pytorch/issues/149260): 'PyTorch version: N/A' and no torch listed
    text = ("### Versions\n\n"
            "Collecting environment information...\n"
            "PyTorch version: N/A\n"
            "Is debug build: N/A\n"
            "CUDA used to build PyTorch: N/A\n"
            "ROCM used to build PyTorch: N/A\n\n"
            "OS: macOS 15.3.2 (x86_64)\n"
            "GCC version: Could not collect\n"
            "Clang version: 15.0.0 (clang-1500.3.9.4)\n"
            "CMake version: version 3.30.5\n"
            "Libc version: N/A\n\n"
            "Python version: 3.9.20 (main, Mar 15 2025, 00:40:13)  [Clang 15.0.0 (clang-1500.3.9.4)] (64-bit runtime)\n"
            "Python platform: macOS-15.3.2-x86_64-i386-64bit\n")
    assert "torch-missing" in ids(text)


def test_a_command_on_mps_said_to_pass_ran_there() -> None:
    # https://github.com/pytorch/pytorch/issues/150121 (a maintainer's comment, quoted in a reply)
    text = ("Weird behavior:\n"
            "python3 benchmarks/dynamo/torchbench.py --accuracy --only hf_T5  --backend inductor --inference --devices mps --bfloat16\n\n"
            "passes compilation, while same for float16 fails to compile\n")
    assert "mps-available" in ids(text)


def test_a_command_on_mps_followed_by_its_error_says_nothing() -> None:
    # the same comment's second command, and the error that follows it
    text = ("python3 benchmarks/dynamo/torchbench.py --accuracy --only hf_T5  --backend inductor --inference --devices mps --float16\n"
            "...\n"
            "torch._inductor.exc.InductorError: SyntaxError: failed to compile \n"
            "    #include <c10/metal/utils.h>\n")
    assert "mps-available" not in ids(text)


def test_an_mpsndarray_assertion_in_a_pytorch_report_is_pytorch_mps_work() -> None:
    # dev 1080 (https://github.com/pytorch/pytorch/issues/78492): the title's assertion above PyTorch's collect_env
    text = ("MPSNDArray.mm:782: failed assertion `[MPSNDArray, initWithBuffer:descriptor:] Error: buffer is not large enough. Must be 20480 bytes '\n\n"
            "### Versions\n\n"
            " % python collect_env.py\n"
            "Collecting environment information...\n"
            "PyTorch version: 1.13.0a0+gitcbdb694\n"
            "Is debug build: False\n"
            "CUDA used to build PyTorch: None\n"
            "ROCM used to build PyTorch: N/A\n\n"
            "OS: macOS 12.4 (x86_64)\n"
            "Python platform: macOS-10.16-x86_64-i386-64bit\n"
            "Is CUDA available: False\n")
    assert "mps-available" in ids(text)

