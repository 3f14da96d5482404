# ruff: noqa: E501, W291  (real pasted lines are kept whole, trailing spaces included)
"""Environment-dump clue families on real pasted text (excerpts quoted from the public threads named in each test)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from macml_doctor.diagnose import engine
from macml_doctor.diagnose.symptoms import merge_symptoms
from macml_doctor.paste import inputs

CORPUS = Path(__file__).resolve().parents[1] / "corpus" / "dev"


def run(text: str) -> tuple[set[str], dict[str, Any]]:
    facts = inputs.parse_report(text, "test")
    found = {f.id for f in merge_symptoms(engine.run_checks(facts), facts)}
    return found, {k: f.value for k, f in facts.items.items()}


def test_printed_platform_machine_and_arch_are_read() -> None:
    """instructlab/instructlab#2296: the command's answer is on the next line; `arch` says i386 (x86_64 shell)."""
    found, facts = run("""but still cannot use the M chip, so need to make sure the bash or some services which are installed based on `arm64`
~~~
$ python3 -c 'import platform; print(platform.machine())'
x86_64

$ arch
i386
""")
    assert facts["python.machine"] == "x86_64"
    assert {"apple-silicon", "python-x86-on-arm"} <= found


def test_nvidia_placeholder_platform_block() -> None:
    """paninski-lab/lightning-pose#325: 'Operating System: Darwin 24.3.0' and 'CPU Architecture: arm64'."""
    found, facts = run("""      Here is some debug information about your platform to include in any bug
      report:

      Python Version: CPython 3.10.18
      Operating System: Darwin 24.3.0
      CPU Architecture: arm64
      nvidia-smi command not found. Ensure NVIDIA drivers are installed.
""")
    assert facts["host.kernel_release"] == "24.3.0" and facts["python.machine"] == "arm64"
    assert {"apple-silicon", "python-native-arm64"} <= found


def test_anaconda_banner_under_rosetta_is_an_osx64_conda() -> None:
    """pytorch/pytorch#146236: collect_env of an Anaconda Python on an M2 Pro (x86_64, platform macOS-10.16)."""
    found, _ = run("""OS: macOS 15.3 (x86_64)
Python version: 3.12.8 | packaged by Anaconda, Inc. | (main, Dec 11 2024, 11:37:13) [Clang 14.0.6 ] (64-bit runtime)
Python platform: macOS-10.16-x86_64-i386-64bit
Is CUDA available: False

CPU:
Apple M2 Pro
""")
    assert {"python-x86-on-arm", "conda-x86-distribution"} <= found
    assert "macos-too-old-for-mps" not in found


def test_home_paths_name_the_os() -> None:
    """conda/conda#14950 (a Linux conda list) and pytorch/pytorch#121067 (a pyenv path on a Mac)."""
    _, linux = run("""# packages in environment at /home/ubuntufk/miniconda3:
#
# Name                    Version                   Build  Channel
_libgcc_mutex             0.1                        main    defaults
_openmp_mutex             5.1                       1_gnu    defaults
bzip2                     1.0.8                h5eee18b_6    defaults
""")
    assert linux["host.os"] == "Linux"
    _, mac = run("/Users/daisysong/.pyenv/versions/3.10.13/lib/python3.10/runpy.py:126:\nPyTorch version: 2.2.2")
    assert mac["host.os"] == "Darwin"


def test_homebrew_bottle_names_cpu_and_macos() -> None:
    """Homebrew/brew#10152: an arm64_big_sur bottle of python@3.9 poured into /opt/homebrew."""
    found, facts = run("==> Pouring python@3.9-3.9.1_3.arm64_big_sur.bottle.tar.gz")
    assert facts["host.arm64_capable"] == 1 and facts["host.macos_release"] == "11"
    assert {"apple-silicon", "python-native-arm64"} <= found


def test_a_macos_known_by_its_name_is_shown_by_its_release() -> None:
    """apple/coremltools#1156: 'a mac M1 mini running current Big Sur', no version: macOS 11, said as such."""
    facts = inputs.parse_report("I'm on a mac M1 mini running current Big Sur under conda with *all* items correctly "
                                "installed and running to include Tensorflow, NumPy, spicy, opencv, etc.\n", "test")
    machine = {f.id: f for f in engine.run_checks(facts)}["apple-silicon"]
    assert machine.summary == "Apple silicon (Apple M1), macOS 11 (version not given)"
    assert machine.evidence["host.macos_release"] == "11"


def test_template_hint_is_not_the_answer() -> None:
    """tensorflow/tensorflow#51876: '(e.g., Linux Ubuntu 16.04)' is the template's hint, 'M1 MAC' the answer."""
    found, facts = run("""- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): M1 MAC
- TensorFlow installed from (source or binary): mini forge
- TensorFlow version: 2.5
- Python version: 3.9
""")
    assert facts["host.os"] == "Darwin"
    assert "apple-silicon" in found and not {"not-a-mac", "tf-x86-build"} & found


def test_intel_model_year_and_cpu_in_prose() -> None:
    """transformerlab/transformerlab-app#317: 'iMac 2019 21.5, intel i7 8700, … RX Vega 56.'"""
    found, facts = run("""**My machine**

iMac 2019 21.5, intel i7 8700, 64 GB ram, 1tb NVME, RX Vega 56.

  × No solution found when resolving dependencies:
  ╰─▶ Because torch==2.6.0 has no wheels with a matching platform tag (e.g.,
      `macosx_10_16_x86_64`) and you require torch==2.6.0, we can conclude
      that your requirements are unsatisfiable.
""")
    assert facts["host.arm64_capable"] == 0
    assert {"intel-mac", "torch-no-x86-mac-wheels"} <= found and "python-x86-on-arm" not in found


def test_collect_env_gpus_on_the_lines_after_the_label() -> None:
    """bair-climate-initiative/scale-mae#7: two RTX 3090s listed under an empty label, CUDA not available."""
    found, _ = run("""PyTorch version: 2.1.1
CUDA used to build PyTorch: Could not collect
OS: Ubuntu 22.04.3 LTS (x86_64)
Is CUDA available: False
GPU models and configuration: 
GPU 0: NVIDIA GeForce RTX 3090
GPU 1: NVIDIA GeForce RTX 3090

Nvidia driver version: 525.147.05
""")
    assert "cuda-unavailable" in found and "torch-cpu-only" not in found


def test_cpu_wheel_has_no_cuda() -> None:
    """pytorch/pytorch#49325: 'PyTorch version: 1.7.1+cpu' on Windows 10, the GPU lines cut away."""
    found, _ = run("""Collecting environment information...
PyTorch version: 1.7.1+cpu
Is debug build: False
CUDA used to build PyTorch: Could not collect

OS: Microsoft Windows 10 Home Single Language
""")
    assert {"not-a-mac", "torch-cpu-only"} <= found


def test_tensorflow_not_seeing_an_nvidia_gpu_is_an_error() -> None:
    """tensorflow/tensorflow#64881: the template names an NVIDIA A2; TensorFlow does not see it."""
    found, _ = run("""### OS platform and distribution

 SUSE Linux Enterprise Server 15 SP3

### TensorFlow version

2.16.1

### GPU model and memory

NVIDIA A2, 16GB

### Current behavior?

TensorFlow is not recognising the NVIDIA A2 GPU or any other CUDA devices on my Server.
""")
    facts = inputs.parse_report("### OS platform and distribution\n\nUbuntu 22.04\n\n### GPU model and memory\n\nNVIDIA A2\n\n"
                                "TensorFlow is not recognising the NVIDIA A2 GPU", "test")
    tf = [f for f in engine.run_checks(facts) if f.id == "tf-cpu-only"]
    assert "tf-cpu-only" in found and tf and tf[0].severity.value == "error"


def test_pip_versions_list_and_na_collect_env_mean_no_torch() -> None:
    """pytorch/pytorch#149260: torch==2.5.1 in the failed pip command is not installed ('PyTorch version: N/A')."""
    found, _ = run("""$ pip install --index-url https://pypi.org/simple torch==2.5.1
ERROR: Could not find a version that satisfies the requirement torch==2.5.1 (from versions: 1.7.1, 1.8.0, 2.0.0, 2.0.1, 2.1.0, 2.1.1, 2.1.2, 2.2.0, 2.2.1, 2.2.2)
ERROR: No matching distribution found for torch==2.5.1

Collecting environment information...
PyTorch version: N/A
Is debug build: N/A
OS: macOS 15.3.2 (x86_64)
""")
    assert {"torch-missing", "torch-no-x86-mac-wheels"} <= found


def test_intel_mac_with_working_mps_is_not_told_about_x86_wheels() -> None:
    """Comfy-Org/ComfyUI#1860 (iMac Pro, Radeon RX 5700): MPS works there; no wheel gap to report."""
    report = next(CORPUS.glob("423-comfyui-1860-*")) / "report.txt"
    found, _ = run(report.read_text())
    assert {"intel-mac", "mps-available"} <= found and "torch-no-x86-mac-wheels" not in found


def test_mlx_asked_for_on_an_intel_mac() -> None:
    """ml-explore/mlx#45: 'CPU:intel I7 9700K … MacOS 14 … Can I use mlx?'"""
    found, _ = run("CPU:intel I7 9700K\nMemory:16GB \nMacOS:MacOS 14\n\nCan I use mlx?")
    assert {"intel-mac", "mlx-unsupported"} <= found


def test_uname_without_the_kernel_release() -> None:
    """conda-forge/jaxlib-feedstock#299: `uname -m -s` prints 'Darwin arm64'; the prose's 'Linux machines' are others'."""
    found, _ = run("""👋 This is a question out of curiosity more than anything (I work on Linux machines) but as there aren't any issues

```console
% uname -m -s
Darwin arm64
% pixi run python -c 'import jax; print(jax.default_backend())'
cpu
```
""")
    assert "apple-silicon" in found and "not-a-mac" not in found


def test_a_radeon_in_a_mac_names_an_intel_mac() -> None:
    """apple/tensorflow_macos#2 and ROCm/tensorflow-upstream#185: Radeon GPUs named with the Mac they sit in."""
    found, _ = run("""Only machines with the M1 chip.

I just tested it out on my MacBook Pro with the Radeon Pro 560X dGPU, and it does train on the dGPU.""")
    assert "intel-mac" in found and "apple-silicon" not in found
    found, _ = run("Is it possible to build this for using discrete gpu (AMD radeon pro 555 2gb) on macbook pro? "
                   "I found that tensorflow uses only CPU while calculations :(")
    assert "intel-mac" in found and "torch-no-x86-mac-wheels" not in found


def test_bracketed_template_hint_is_not_the_answer() -> None:
    """nanoporetech/medaka#526: 'OS: [e.g. Ubuntu 16.04] Mac M1 (possibly in emulator mode, …)'."""
    _, facts = run(""" - OS: [e.g. Ubuntu 16.04] Mac M1 (possibly in emulator mode)
 - GPU model No GPU
""")
    assert facts.get("host.os") == "Darwin"


def test_a_rendered_copy_of_an_issue_form_and_a_conda_list_reads_as_written() -> None:
    """Copied out of the rendered page instead of the issue's source, a heading loses its '###' and a conda list's
    header its '#' (tensorflow/tensorflow#63854's form; conda/conda#14950's listing)."""
    found, facts = run("""Issue type

Bug

TensorFlow version

v2.16.1-0-g5bc9d26649c 2.16.1

Custom code

Yes

OS platform and distribution

Mac OS 14.3.1 Apple M3 Pro

Python version

3.11
""")
    assert facts["tensorflow.version"] == "2.16.1" and facts["python.version"] == "3.11"
    assert facts["host.os"] == "Darwin" and "apple-silicon" in found
    _, listing = run("""packages in environment at /home/ubuntufk/miniconda3:

Name                    Version                   Build  Channel
_libgcc_mutex             0.1                        main    defaults
""")
    assert listing["conda.active_prefix"] == "/home/ubuntufk/miniconda3"


def test_an_empty_form_field_does_not_take_the_next_fields_name_as_its_value() -> None:
    _, facts = run("TensorFlow version\n\nPython version\n\n3.10\n\nOS platform and distribution\n\nmacOS 13.4\n")
    assert "tensorflow.version" not in facts and facts["python.version"] == "3.10"
