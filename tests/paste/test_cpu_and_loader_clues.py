# ruff: noqa: E501  (real pasted lines are kept whole)
"""SIGILL and dyld's architecture errors read with the machine they happened on (excerpts quoted from the public
threads named in each case): off Apple silicon a SIGILL is the CPU's missing instruction set, never Rosetta; on
macOS 11 or later it is Rosetta's; an Intel Mac's Python is x86_64, also for the remedy model."""

from __future__ import annotations

import pytest
import remedy_effect

from macml_doctor.findings import Finding
from macml_doctor.paste import inputs
from macml_doctor.pipeline import diagnose

# tensorflow-osx-build#8: a community TF wheel on High Sierra (a 2012 MacBook Pro).
HIGH_SIERRA = """I tried using this build tensorflow-1.12.0-cp36-cp36m-macosx_10_12_x86_64.whl and use python 3.6.5_1 on Mac OS 10.13.6, it failed to import with :

```
(tfgpu) MacBook-Pro:tfgpu hud$ python
Python 3.6.5 (default, Jun 17 2018, 12:13:06)
[GCC 4.2.1 Compatible Apple LLVM 9.1.0 (clang-902.0.39.2)] on darwin
>>> import tensorflow as tf
Illegal instruction: 4
```"""
# spinningup#131: a Mac Pro Mid 2010 (Xeon E5620, no AVX), sysctl pasted.
MAC_PRO_2010 = """On an aging Mac Pro Mid 2010, with Mac OS High Sierra 10.13.6, I followed installation instructions:
Instantly breaks on *Illegal instruction: 4*
```
| => sysctl -a | grep machdep.cpu
machdep.cpu.vendor: GenuineIntel
machdep.cpu.brand_string: Intel(R) Xeon(R) CPU           E5620  @ 2.40GHz
```"""
# tensorflow#19809: an Ubuntu VM on a Westmere Xeon.
LINUX_VM = """- **OS Platform and Distribution (e.g., Linux Ubuntu 16.04)**: Linux Ubuntu 18.04
- **TensorFlow version (use command below)**: 1.8.0
When attempting to import TensorFlow module into python the error `illegal instruction (core dumped)` is thrown.
```python
import tensorflow as tf
```"""
# tensorflow#45872: plain-text template, Ubuntu 18.04.
UBUNTU = """OS: Ubuntu 18.04
TensorFlow version 2.4.0rc0
Python version 3.8.6
Attempting to import tensorflow produces an "Illegal instruction" error.
python -c "import tensorflow as tf\""""


def run(text: str) -> dict[str, Finding]:
    report = diagnose(inputs.parse_report(text, "test"))
    return {f.id: f for f in report.findings}


@pytest.mark.parametrize("text", [HIGH_SIERRA, MAC_PRO_2010, LINUX_VM, UBUNTU],
                         ids=["high-sierra-mbp", "mac-pro-2010", "linux-vm", "ubuntu"])
def test_sigill_off_apple_silicon_is_the_cpu_and_takes_its_remedy(text: str) -> None:
    found = run(text)
    assert "cpu-without-avx" in found
    assert not {"python-x86-on-arm", "tf-x86-build", "apple-silicon", "rosetta-missing"} & set(found)
    crashed = found["import-crashed"]
    assert crashed.remedy is not None and crashed.remedy.fix_id == "use-build-for-this-cpu"
    assert found["cpu-without-avx"].certainty.value == "likely"


def test_an_intel_mac_python_is_x86_64_for_the_remedy_model() -> None:
    """The labeller's bug: the remedy model took a High Sierra Python for arm64, and pip found no TensorFlow."""
    facts = inputs.parse_report(HIGH_SIERRA, "test")
    assert facts.value("python.machine") == "x86_64"
    mac = remedy_effect.host(facts)
    assert mac is not None and mac.arch == "x86_64"


def test_sigill_on_big_sur_or_later_is_rosetta_even_with_no_chip_named() -> None:
    """tensorflow#59663: plain tensorflow 2.11.0 in a pip list, macOS 13.1, 'zsh: illegal hardware instruction'."""
    text = """### OS Platform and Distribution

13.1 (22C65)

### Python version

Python 3.9.12

```shell
tensorflow                   2.11.0
tensorflow-estimator         2.11.0
```

```shell
zsh: illegal hardware instruction
```"""
    found = run(text)
    assert {"tf-x86-build", "python-x86-on-arm", "import-crashed"} <= set(found)
    assert "cpu-without-avx" not in found
    assert found["python-x86-on-arm"].certainty.value == "likely"


# dream-textures#346: Blender's Python on a 2020 Intel MacBook Pro loading the add-on's arm64 torch.
X86_64H = """Error: OSError("dlopen(/Users/if/Library/Application Support/Blender/3.3/scripts/addons/dream_textures/.python_dependencies/torch/lib/libtorch_global_deps.dylib, 0x000A): tried: '/Users/if/Library/Application Support/Blender/3.3/scripts/addons/dream_textures/.python_dependencies/torch/lib/libtorch_global_deps.dylib' (mach-o file, but is an incompatible architecture (have (arm64), need (x86_64h)))")"""
SYSTEM_BLOCK = """**System (please complete the following information):**
- OS
  - [ ] Windows
  - [x] macOS (Monterey 12.6) running on a 2020 13" Macbook Pro
  - [ ] Other
- GPU
  Intel Iris Plus graphics 1536Mb"""


# pya2l#34: newer dyld lists both Intel slices it would take.
X86_64H_OR = """OSError: dlopen(/Users/me/Library/Python/3.9/lib/python/site-packages/pya2l/a2l_grpc/a2l_grpc_darwin_arm64.dylib, 0x0006): tried: '/Users/me/Library/Python/3.9/lib/python/site-packages/pya2l/a2l_grpc/a2l_grpc_darwin_arm64.dylib' (mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64h' or 'x86_64')), '/System/Volumes/Preboot/Cryptexes/OS/Users/me/Library/Python/3.9/lib/python/site-packages/pya2l/a2l_grpc/a2l_grpc_darwin_arm64.dylib' (no such file)"""


@pytest.mark.parametrize("text", [X86_64H, X86_64H_OR], ids=["parenthesised", "either-slice"])
def test_need_x86_64h_is_a_native_intel_process(text: str) -> None:
    found = run(text)
    assert {"incompatible-arch-extension", "intel-mac"} <= set(found)
    assert not {"python-x86-on-arm", "apple-silicon"} & set(found)


def test_an_intel_integrated_gpu_in_a_mac_is_an_intel_mac() -> None:
    facts = inputs.parse_report(SYSTEM_BLOCK, "test")
    assert facts.value("host.arm64_capable") == 0
    assert "intel-mac" in run(SYSTEM_BLOCK)


def test_apple_silicon_builds_name_a_target_not_the_machine() -> None:
    """openmpi-feedstock#129: 'Bad CPU type' in conda-forge's osx-arm64 cross-build, on an x86_64 CI machine."""
    text = """My conda package, [cosmosis](https://github.com/conda-forge/cosmosis-feedstock), depends on MPI. The MPICH-linked version works fine everywhere, but I haven't been able to get OpenMPI to work with Apple Silicon builds.

When I try to build with OpenMPI for arm64 then the supplied mpif90 executable cannot be run and crashes with the message "Bad CPU type in executable"."""
    found = run(text)
    assert not {"rosetta-missing", "apple-silicon"} & set(found)
    own_mac = "I have a Mac mini (ARM) and was working well with Thonny and Python 3.11."  # thonny#3779
    assert "apple-silicon" in run(own_mac)


@pytest.mark.parametrize(("text", "chip"), [
    ("### 操作系统版本和架构\n\nmacos 15 m4 \n", "Apple M4"),  # xmake-repo#7184
    ("### Sysinfo\n\nMacOS Sonoma 14.1, m2 pro, 16gb ram\n", "Apple M2 Pro"),  # sd-webui-reactor#177
])
def test_a_chip_named_right_after_the_macos(text: str, chip: str) -> None:
    facts = inputs.parse_report(text, "test")
    assert facts.value("host.cpu_brand") == chip
    assert "apple-silicon" in run(text)


def test_placeholder_storage_on_mps_means_mps_ran() -> None:
    """dive-into-llms#13: a tensor left on the CPU next to an MPS model; MPS itself works."""
    text = "软件安装的环境可以支持跑 mps，写了个简单的脚本是能run起来的，但跑第一章的课程代码出现 RuntimeError: Placeholder storage has not been allocated on MPS device! 的错误，求问下需要怎么做适配呢"
    found = run(text)
    assert "mps-available" in found
    assert not {"mps-unavailable", "no-metal-device"} & set(found)
    assert all(f.severity.value != "error" for f in found.values())


@pytest.mark.parametrize("line", [
    "zsh: illegal hardware instruction  python server.py --cpu --model llamacpp-7b",  # oobabooga/textgen#738
    "zsh: illegal hardware instruction  ./webui.sh",  # vladmandic/sdnext#429: a launcher of Python
    "zsh: illegal hardware instruction  error in Macbook Pro M1 Chip. Pls help me to resolve",  # deepface#268, a title
])
def test_a_python_or_a_sentence_after_the_signal_names_no_program(line: str) -> None:
    facts = inputs.parse_report(line, "test")
    crashes = [s for s in facts.value("report.symptoms") or [] if s["id"] == "sigill"]
    assert crashes and not any(s.get("program") for s in crashes)


def test_a_program_that_lacks_this_cpus_instructions_off_apple_silicon_takes_the_cpu_remedy() -> None:
    """Shawn-Shan/fawkes#7: the binary crashed on Artix Linux: the CPU's missing instructions, no arm64 build."""
    text = ("Error in arch says: Illegal Hardware instructions\n\nOS: Artix Linux x86_64\n"
            "Shell: zsh and bash (tried on both)\n```\n./protection -d ~/Pictures/hawkes/\n"
            "zsh: illegal hardware instruction  ./protection -d ~/Pictures/hawkes\n```")
    found = run(text)
    assert found["import-crashed"].summary.startswith("protection died with SIGILL")
    assert "Rosetta" not in found["import-crashed"].summary
    assert found["cpu-without-avx"].remedy is not None
    assert found["cpu-without-avx"].remedy.fix_id == "use-build-for-this-cpu"
