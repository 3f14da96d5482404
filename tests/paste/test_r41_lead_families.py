# ruff: noqa: E501  (real pasted lines are kept whole)
"""What the lead generalised in the forty-first round: the machine's Intel CPU, read for what it says of the machine.

An Intel CPU in a field of the machine's parts ('CPU: Intel(R) Core(TM) i5-8259U CPU @ 2.30GHz') is read as an Intel
Mac where nothing else names the machine: Intel Macs are the only Macs with one. But a PC's template names its CPU the
same way, beside a GPU no Mac had ('CPU: Intel(R) Core(TM) i9-14900HX' / 'GPU: NVIDIA GeForce RTX 4070 Laptop GPU');
the field made it an Intel Mac there too, and the card's premise, which speaks only where no OS is named, was never
heard. The field is now a premise that makes the Mac only where no OS and no part only a PC has is named.

And the CPU itself can be one no Mac had: the last Intel Macs (2020) had 10th-generation Core CPUs, so an 11th-
generation or later Core ('i7-1165G7', 'i7-12700H', 'i9-13900K', 'i9-14900HX'; Intel's brand string '12th Gen
Intel(R) Core(TM) i7-12700H') or a Core Ultra named as the machine's is a PC's, as an AMD Ryzen is. Every text is
real, found with the code search and cited by index id, or a dev report's.
"""

from __future__ import annotations

import pytest
from pasted import fact, findings, raised


@pytest.mark.parametrize("text", [
    "## Hardware used for the experiment\nCPU: Intel(R) Core(TM) i9-14900HX\nGPU: NVIDIA GeForce RTX 4070 Laptop GPU (8 GB VRAM)",  # index id 70241674901
    "**Hardware:**\n- CPU: Intel Core i7-9700K\n- RAM: 32 GB\n- GPU: NVIDIA RTX 2080 (8GB VRAM)",  # index id 8430680445 (its Ubuntu line further down left out)
    "**硬件配置**\n- CPU: Intel Core i7-9700K\n- GPU: NVIDIA RTX 3080 (10GB)\n- RAM: 32GB DDR4",  # index id 52482813179
    "- CPU: Intel Core i7-9700K\n- GPU: RTX 2070\n- Python: 3.8.5\n- torch: 1.7.1",
])
def test_an_intel_cpu_field_beside_a_pc_only_card_is_a_pc(text: str) -> None:
    assert fact(text, "host.os") == "Linux or Windows"
    assert "not-a-mac" in raised(text)
    assert "intel-mac" not in raised(text)


@pytest.mark.parametrize("text", [
    "OS: Windows 10 Pro\nCPU: Intel(R) Core(TM) i9-10900X \nGPU: NVIDIA GeForce RTX 2080 Ti\nCUDA version: 11.7",  # index id 38949172196
    "- CPU: Intel Core i7-9700K\n- OS: Ubuntu 20.04\n- Python 3.8",
])
def test_an_intel_cpu_field_with_another_os_named_is_that_os(text: str) -> None:
    assert fact(text, "host.os") in ("Windows", "Linux")
    assert "intel-mac" not in raised(text)


@pytest.mark.parametrize("text", [
    "python version: 3.9.12\nCPU: Intel(R) Core(TM) i5-8259U CPU @ 2.30GHz",  # dev 5086, its macOS line left out
    "CPU:intel I7 9700K\nMemory:16GB",  # dev 469, its macOS line left out
    "cpu：Intel",  # dev 202's full-width colon
])
def test_an_intel_cpu_field_alone_is_still_an_intel_mac(text: str) -> None:
    assert fact(text, "host.os") == "Darwin"
    assert fact(text, "host.arm64_capable") == 0
    assert "intel-mac" in raised(text)


@pytest.mark.parametrize("text", [
    "Processor: 12th Gen Intel(R) Core(TM) i7-12650H (10 cores, 16 threads)\nInstalled RAM: 15.78 GB",  # index id 59175878728 (its OS line left out)
    "- Hardware\n  - Processor: 12th Gen Intel(R) Core(TM) i7-12700H   2.30 GHz\n  - RAM: 16 GB",  # index id 66904096281
    "Processor: 12th Gen Intel(R) Core(TM) i9-12900\nArchitecture: x86_64\nCores : 24",  # index id 35586539561
    "- CPU: Intel Core Ultra 7 155H, 22 logical CPUs exposed to WSL;",  # index id 65850836886
    "- CPU: Intel Core Ultra 7 265KF\n- RAM: 32 GB\n- GPU: NVIDIA GeForce RTX 5070 (12 GB)",  # index id 56302003476
    "This process may take several hours to complete (on my i7-12700, it takes approximately ~100 hours)",  # index id 40977165127
    "# I observed 10% perf fluctuation due to overheating on my i7-12700H, ",  # index id 48195468821
    "Model name:                      13th Gen Intel(R) Core(TM) i9-13900K",
    "I have an Intel Core i7-1165G7 laptop and pip says No matching distribution found for tensorflow",
])
def test_an_intel_cpu_no_mac_had_is_a_pc(text: str) -> None:
    assert fact(text, "host.os") == "Linux or Windows"
    assert "not-a-mac" in raised(text)


@pytest.mark.parametrize("text", [
    # Intel Macs' own CPUs: the 2020 13-inch MacBook Pro's 10th-generation Ice Lake, a 2019 MacBook Pro's i9-9880H
    "CPU: Intel Core i7-1068NG7",
    "my i9-9880H gets hot while training",
    "CPU: Intel(R) Core(TM) i9-10910 CPU @ 3.60GHz",
    # a requirement, not the machine
    "CPU: i5-12400 or better",
    "- CPU: i7-12700+",
    "- CPU: Intel Core i7 or equivalent (6+ cores)",  # index id 11674800936
])
def test_a_cpu_a_mac_may_have_had_or_a_requirement_is_not_a_pc(text: str) -> None:
    assert fact(text, "host.os") != "Linux or Windows"


def test_a_mac_named_keeps_the_mac_beside_a_newer_intel_cpu() -> None:
    # a benchmark against the writer's PC in a report that names the Mac
    text = "On my MacBook Pro M1 this takes 20 s; on my i7-12700K desktop it takes 12 s."
    assert fact(text, "host.os") == "Darwin"


def test_an_intel_macbook_with_an_ice_lake_suffix_is_an_intel_mac() -> None:
    # Apple's 2020 13-inch MacBook Pro: 'i7-1068NG7', a model number with a letter-and-digit suffix
    assert "intel-mac" in raised("my Intel Core i7-1068NG7 MacBook fails with torch 2.3")


# A message only macOS prints names macOS wherever it stands, not only in a post dated before the first Apple-silicon
# Mac: its libc's signal wording with the number after a colon (a Linux shell writes 'Segmentation fault (core
# dumped)'), Qt's 'cocoa' platform plugin, libc++abi.dylib, OpenCL's one platform 'Apple'. A paste that shows nothing
# else is read (the Mac's chip and macOS unknown), not rejected as no report.

@pytest.mark.parametrize("text", [
    "I run python train.py and get\n\nSegmentation fault: 11",
    "scripts/finetune_inception_resnet_v2_on_flowers.sh: line 73: 90776 Illegal instruction: 4  python train_image_classifier.py --train_dir=${TRAIN_DIR}",  # dev 2564
    "./webui.sh: line 255: 42012 Abort trap: 6           \"${python_cmd}\" -u \"${LAUNCH_SCRIPT}\" \"$@\"",  # dev 1177
    "infer.sh: line 45: 16457 Abort trap: 6           python -m cli.inference --text \"${text}\"",  # dev 1198
])
def test_a_message_only_macos_prints_names_macos(text: str) -> None:
    assert fact(text, "host.os") == "Darwin"
    assert fact(text, "host.arm64_capable") is None  # undated: the chip is not known


@pytest.mark.parametrize("text", [
    "I run python train.py and get\n\nSegmentation fault (core dumped)",
    "Segmentation fault: 11 on Ubuntu 20.04 when I import torch",  # the person's OS named beside it outweighs it
])
def test_another_systems_signal_wording_or_its_os_named_is_not_macos(text: str) -> None:
    assert fact(text, "host.os") != "Darwin"


# torch's CUDA allocator refusing an allocation was an error the doctor did not know ('The report's error matches none
# the doctor knows'): it is now cuda-out-of-memory, a warning (CUDA works, the run does not fit), with the sizes torch
# gave, in each of its wordings over torch's releases, and CUDA's own 'CUDA error: out of memory'.

@pytest.mark.parametrize(("text", "numbers"), [
    ("`RuntimeError:CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 5.80 GiB total capacity; 4.36 GiB already allocated; 6.69 MiB free; 4.63 GiB reserved in total by PyTorch)`", "(tried to allocate 20.00 MiB of 5.80 GiB)"),  # dev 535
    ("torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.69 GiB (GPU 0; 14.56 GiB total capacity; 649.97 MiB already allocated; 1.31 GiB free; 1.01 GiB reserved in total by PyTorch)", "(tried to allocate 1.69 GiB of 14.56 GiB)"),  # dev 519
    ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 136.00 MiB. GPU 0 has a total capacity of 23.49 GiB of which 116.19 MiB is free. Including non-PyTorch memory, this process has 22.92 GiB memory in use.", "(tried to allocate 136.00 MiB of 23.49 GiB)"),  # index id 6694582849
    ("1. I ran your program as the following, but I found that there is a bug \"RuntimeError: CUDA out of memory\". How did you debug?", ""),  # dev 5826
    ("关键错误：\n\n```text\nRuntimeError: CUDA error: out of memory\n```", ""),  # index id 55934500115
])
def test_cuda_out_of_memory_is_known(text: str, numbers: str) -> None:
    found = {f.id: f for f in findings(text)}
    assert "cuda-out-of-memory" in found
    assert found["cuda-out-of-memory"].severity.value == "warning"
    assert "error-unexplained" not in found
    assert numbers in found["cuda-out-of-memory"].summary


@pytest.mark.parametrize("text", [
    "If you get CUDA out of memory, lower the batch size.",
    "RuntimeError: MPS backend out of memory (MPS allocated: 18.10 GB, other allocations: 40.00 KB, max allowed: 18.13 GB).",
])
def test_cuda_out_of_memory_not_met(text: str) -> None:
    assert "cuda-out-of-memory" not in raised(text)
