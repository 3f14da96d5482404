# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families on real pasted text (excerpts quoted from the public threads named in each test)."""

from __future__ import annotations

import pytest
from pasted import ids

from macml_doctor.errors import InputError
from macml_doctor.paste import inputs, normalise
from macml_doctor.paste.normalise import clean


@pytest.mark.parametrize(("raw", "printed"), [
    ("(venv) (base) jimmygunawan@192-168-1-100 ~ % pip list | grep torch", "pip list | grep torch"),
    ("> PyTorch version: 1.5.0+cu101", "PyTorch version: 1.5.0+cu101"),
    (">>> import torch", "import torch"),
    ("```ERROR: Could not find a version that satisfies the requirement torch~=2.3",
     "ERROR: Could not find a version that satisfies the requirement torch~=2.3"),
    ("&lt;stdin&gt;:1: UserWarning: Failed to initialize NumPy: _ARRAY_API not found",
     "<stdin>:1: UserWarning: Failed to initialize NumPy: _ARRAY_API not found"),
    ('  File "<stdin>", line 1, in <module>', '  File "<stdin>", line 1, in <module>'),
    ("\x1b[31mERROR\x1b[0m: No matching distribution found for mlx", "ERROR: No matching distribution found for mlx"),
    ("<details><summary>Click to expand!</summary> ", "Click to expand! "),
    ("➜  ~ uname -a", "uname -a"),
    ("# packages in environment at /Users/mukesh/miniforge3/envs/ml:", "# packages in environment at "
     "/Users/mukesh/miniforge3/envs/ml:"),
    # actions/runner-images#9741: an issue form's task list
    ("- [ ] Ubuntu 20.04", ""),
    ("- [X] macOS 14", "macOS 14"),
    ("> - [x] GitHub Actions - Standard Runners", "GitHub Actions - Standard Runners"),
    # a two-cell Markdown table row is its field; the separator row goes; nvidia-smi's boxes stay
    ("| OS | macOS 14.5 (arm64) |", "OS: macOS 14.5 (arm64)"),
    ("|---|:---:|", ""),
    ("|   0  NVIDIA A100-SXM4-40GB  On   | 00000000:00:04.0 Off |                    0 |",
     "|   0  NVIDIA A100-SXM4-40GB  On   | 00000000:00:04.0 Off |                    0 |"),
    # a prompt takes one space: the output's own indentation stays (conda info is right-aligned)
    ("$      active environment : base", "     active environment : base"),
    # Lightning-AI/pytorch-lightning#13946: an IPython session's output prompt
    ("Out[6]: 'macOS-12.3.1-arm64-arm-64bit'", "'macOS-12.3.1-arm64-arm-64bit'"),
    # what a log, a CI runner or a viewer puts before every line
    ("2024-05-01 12:00:00,123 INFO PyTorch version: 1.5.0+cu101", "PyTorch version: 1.5.0+cu101"),
    ("2024-05-01T12:00:01.1234567Z ERROR: No matching distribution found for mlx",
     "ERROR: No matching distribution found for mlx"),
    ("[12:00:01] > PyTorch version: 1.5.0+cu101", "PyTorch version: 1.5.0+cu101"),
    ("  12 |      active environment : base", "     active environment : base"),
    # a tab: indentation is four spaces, a gap between columns two
    ("\tnumpy\t1.26.4", "    numpy  1.26.4"),
])
def test_normalise_undoes_pasting(raw: str, printed: str) -> None:
    assert clean(raw) == printed


def test_lines_joined_by_br_are_split_again() -> None:
    """A Markdown table's cell holds no line break: a pasted environment in one is joined by <br>; a two-cell row's
    label stands alone before its lines, a fence's own line is no line."""
    row = "| Environment | ```<br>PyTorch version: 1.5.0+cu101<br>OS: macOS 14.5 (arm64)<br>``` |"
    assert normalise.lines_of(row, 8000) == ["Environment:", "PyTorch version: 1.5.0+cu101", "OS: macOS 14.5 (arm64)"]
    assert normalise.lines_of("uname -m<br/>arm64", 8000) == ["uname -m", "arm64"]
    assert normalise.lines_of("```shell", 8000) == []


def test_a_fenced_block_under_a_list_item_is_shifted_back() -> None:
    """CommonMark: a fence indented under '1. ' takes as much indentation off each line of its block."""
    assert normalise.unindented(["1. Output:", "   ```", "   uname -m", "     deep", "   ```", "   after"]) == \
        ["1. Output:", "   ```", "uname -m", "  deep", "   ```", "   after"]


def test_an_indented_code_block_is_shifted_back() -> None:
    """A Markdown code block indented by four spaces after a blank line; deeper indentation inside it stays."""
    assert normalise.unindented(["Here is what I get:", "", "    uname -m", "    arm64", "", "      nested", "x"]) == \
        ["Here is what I get:", "", "uname -m", "arm64", "", "  nested", "x"]
    assert normalise.unindented(["Traceback:", "    raise X"]) == ["Traceback:", "    raise X"]


def test_wrapped_dyld_message_is_read_across_lines() -> None:
    """google/pytype#1515: the web page broke the dyld message inside 'is an\\nincompatible architecture'."""
    text = """```python
ImportError: dlopen(/xxx/project/.venv/lib/python3.8/site-
packages/pytype/typegraph/cfg.cpython-38-darwin.so, 0x0002): tried: '/xxx/project/.venv/lib/python3.8/site-packages/pytype/typegraph/cfg.cpython-38-darwin.so' (mach-o file, but is an
incompatible architecture (have 'x86_64', need 'arm64')),
```
python version: 3.11.4
OS: MacOS 13.4.1"""
    assert {"incompatible-arch-extension", "apple-silicon", "python-native-arm64"} <= ids(text)


# Layout-Parser/layout-parser#184: a sentence a wrap cut right after a Markdown link (the line ends with the link's
# ")"); the first person before the break still owns the "on Windows" after it.
_LINK_CUT = ("I have Windows and went through installation as suggested by [@ivanpp](https://github.com/ivanpp)",
             "for installing Detectron2 on Windows: [Detectron2 walkthrough")


@pytest.mark.parametrize("text", ["\n".join(_LINK_CUT), " ".join(_LINK_CUT), "> " + "\n> ".join(_LINK_CUT)])
def test_a_sentence_wrapped_after_a_links_bracket_is_one_sentence(text: str) -> None:
    assert "not-a-mac" in ids(text)


@pytest.mark.parametrize("text", [
    # the same line end on a short line, or a sentence that ended before the link: two sentences, and the second,
    # with no first person, is a purpose clause naming no one's machine
    "I have Windows, see [@ivanpp](https://github.com/ivanpp)\nfor installing Detectron2 on Windows: [walkthrough",
    "I have Windows and went through installation as suggested. See [@ivanpp](https://github.com/ivanpp).\n"
    "for installing Detectron2 on Windows: [Detectron2 walkthrough",
])
def test_a_links_bracket_that_ends_a_short_line_or_a_sentence_ends_it(text: str) -> None:
    with pytest.raises(InputError):
        ids(text)


def test_quoted_collect_env_is_read() -> None:
    """pytorch#40682: collect_env pasted as a Markdown quote."""
    text = """> Collecting`environment information...
> PyTorch version: 1.5.0+cu101
> Is debug build: No
> CUDA used to build PyTorch: 10.1
>
> OS: Microsoft Windows Server 2019 Standard
> Python version: 3.7
> Is CUDA available: Yes
> GPU models and configuration:
> GPU 0: TITAN RTX"""
    found = ids(text)
    assert {"not-a-mac", "cuda-available"} <= found
    assert "apple-silicon" not in found


def test_torch_list_ending_at_2_2_2_is_an_x86_64_mac_python_not_a_chip() -> None:
    """VikParuchuri/marker#666: the versions pip offers betray an x86_64 macOS Python; the chip stays unknown."""
    text = ("ERROR: Could not find a version that satisfies the requirement torch==2.5.1 (from versions: 1.11.0, "
            "1.12.0, 1.12.1, 1.13.0, 1.13.1, 2.0.0, 2.0.1, 2.1.0, 2.1.1, 2.1.2, 2.2.0, 2.2.1, 2.2.2)")
    found = ids(text)
    assert "torch-no-x86-mac-wheels" in found
    assert not found & {"python-x86-on-arm", "intel-mac", "apple-silicon"}


def test_cuda_local_version_is_not_the_mac_list() -> None:
    """Nerogar/OneTrainer#169: +cu118 is missing because it is a CUDA build, not because the Mac is x86_64."""
    text = """ERROR: Could not find a version that satisfies the requirement torch==2.1.2+cu118 (from versions: 1.11.0, 1.12.0, 1.12.1, 1.13.0, 1.13.1, 2.0.0, 2.0.1, 2.1.0, 2.1.1, 2.1.2, 2.2.0, 2.2.1)
ERROR: No matching distribution found for torch==2.1.2+cu118

Python 3.10.13
Apple M2"""
    found = ids(text)
    assert "apple-silicon" in found
    assert "torch-no-x86-mac-wheels" not in found


def test_uv_platform_hint_names_the_interpreter() -> None:
    """astral-sh/uv#13512: uv's hint says the Python is x86_64; uname says the Mac is arm64."""
    text = """hint: You're on macOS (`macosx_15_0_x86_64`), but `torch` (v2.6.0) only has wheels for the following platforms: `manylinux_2_28_aarch64`, `manylinux1_x86_64`, `macosx_11_0_arm64`, `win_amd64`

### Platform

Darwin 24.4.0 arm64"""
    assert {"apple-silicon", "python-x86-on-arm", "torch-no-x86-mac-wheels"} <= ids(text)


def test_a_macos_before_big_sur_is_an_intel_mac() -> None:
    """pytorch#39640: Catalina only runs on Intel Macs."""
    text = """## ❓ after pytorch Stable(1.5) installation on macOS Catalina

ImportError: dlopen(/Library/Frameworks/Python.framework/Versions/3.8/lib/python3.8/site-packages/torch/_C.cpython-38-darwin.so, 2): Library not loaded: @rpath/libc++.1.dylib"""
    found = ids(text)
    assert {"intel-mac", "import-failed"} <= found
    assert "apple-silicon" not in found


def test_prose_that_names_both_an_intel_and_an_m1_mac_decides_nothing() -> None:
    found = ids("It works on my Intel Mac but on my M1 MacBook it fails: Bad CPU type in executable")
    assert not found & {"intel-mac", "apple-silicon"}


def test_one_clue_is_enough_and_no_clue_is_exit_2() -> None:
    assert "apple-silicon" in ids("I tried to run 0_Minimal_Example on an M1 Mac and got this assertion error.")
    with pytest.raises(InputError):
        inputs.parse_report("Thanks for this great project, it saved me a lot of time.", "test")


def findings(text: str) -> dict[str, dict]:
    from macml_doctor.pipeline import diagnose

    report = diagnose(inputs.parse_report(text, "test"))
    return {f.id: f.to_json() for f in report.findings}


def test_x86_64_conda_on_darwin_22_without_a_chip_is_not_an_intel_mac() -> None:
    """An x86_64 conda on Darwin 22 is x86_64 — under Rosetta on Apple silicon, native on Intel: undecided."""
    text = """     active environment : base
            conda version : 23.1.0
                 platform : osx-64
               user-agent : conda/23.1.0 requests/2.28.1 CPython/3.10.9 Darwin/22.4.0 OSX/13.3
"""
    found = findings(text)
    assert not {"intel-mac", "apple-silicon", "python-x86-on-arm"} & set(found)
    unknown = " ".join(found["report-undecided"]["evidence"]["unknown"])
    assert "under Rosetta" in unknown and "machdep.cpu.brand_string" in unknown


def test_symptom_and_environment_lead_to_the_interpreter() -> None:
    """lottery#33: SIGILL importing TensorFlow 2.1 with Python 3.6 on an M1: the x86_64 interpreter is the cause."""
    text = """OS Platform and Distribution (e.g., Linux Ubuntu 16.04): MacBook Air Apple M1 chip, macOS Monterey version 12.2
TensorFlow version: 2.1.0
Python version: 3.6.12

[1]    59236 illegal hardware instruction  python train_model.py"""
    found = findings(text)
    root = found["python-x86-on-arm"]
    assert root["certainty"] == "likely" and root["severity"] == "error"
    assert "would decide" in root["evidence"]
    crash = found["import-crashed"]
    assert crash["evidence"]["root cause"].startswith("python-x86-on-arm")
    assert root["fix"] == "install-miniforge-arm64"
    assert "import-crashed" in root["evidence"]["explains"]


def test_a_possible_finding_is_never_an_error() -> None:
    """munki#1061-style prose: 'running under Rosetta' makes an x86_64 Python only possible."""
    found = findings("munki-python running under Rosetta on my M1 MacBook Pro")
    assert found["python-x86-on-arm"]["certainty"] == "possible"
    assert found["python-x86-on-arm"]["severity"] == "warning"


def test_mps_oom_with_nothing_allocated_is_a_virtual_mac_not_a_full_memory() -> None:
    vm = ids("RuntimeError: MPS backend out of memory (MPS allocated: 0 bytes, max allowed: 7.93 GiB). "
             "Tried to allocate 21.00 KiB on shared pool.")
    assert "no-metal-device" in vm
    full = ids("RuntimeError: MPS backend out of memory (MPS allocated: 72.40 GB, other allocations: 15.71 GB, "
               "max allowed: 81.60 GB). Tried to allocate 256 bytes on shared pool.")  # bobofun#8: a real OOM
    assert "mps-out-of-memory" in full and "no-metal-device" not in full


@pytest.mark.parametrize(("text", "expected"), [
    # ultralytics/hub#1199: a program announcing the device it runs on
    ("Ultralytics 8.3.203 🚀 Python-3.12.11 torch-2.4.0 MPS (Apple M4 Pro)", {"mps-available", "apple-silicon"}),
    # Lightning-AI/pytorch-lightning#13102
    ("GPU available: True (mps), used: True\nM1 max", {"mps-available"}),
    # jax-ml/jax#13886: AVX refused → an x86_64 Python; with an M1 named, under Rosetta
    ("I'm on an M1 MacBook Pro.\nRuntimeError: This version of jaxlib was built using AVX instructions, which your "
     "CPU and/or operating system do not support.", {"python-x86-on-arm", "apple-silicon", "import-crashed"}),
    # ml-explore/mlx#264: an MLX build that needs a newer macOS's Accelerate
    ("ImportError: dlopen(/opt/homebrew/anaconda3/envs/lm/lib/python3.10/site-packages/mlx/core.cpython-310-darwin.so,"
     " 0x0002): Symbol not found: _cblas_sgemm$NEWLAPACK", {"mlx-unsupported"}),
    # ml-explore/mlx#1055: pip refuses the arm64 MLX wheel: the interpreter is x86_64 and has no MLX
    ("ERROR: mlx-0.12.0-cp312-cp312-macosx_14_0_arm64.whl is not a supported wheel on this platform.",
     {"mlx-unsupported"}),
    # jax-ml/jax#15285
    ("RuntimeError: jaxlib is version 0.3.25, but this version of jax requires version >= 0.4.6.\n\n"
     "### Which accelerator(s) are you using?\n\nGPU, Apple (0x106b), arm64", {"import-failed", "apple-silicon"}),
    # tensorflow/tensorflow#56082: the chip in a template field
    ("### GPU model and memory\n\nM1 Max 26 cores GPU", {"apple-silicon"}),
    # langflow-ai/langflow#9824: uv refusing torch for an x86_64 macOS interpreter is an error, not a note
    ("hint: You're on macOS (`macosx_14_0_x86_64`), but `torch` (v2.8.0) only has wheels for the following "
     "platforms: `manylinux_2_28_aarch64`, `macosx_11_0_arm64`", {"torch-no-x86-mac-wheels"}),
])
def test_clue_families_on_real_lines(text: str, expected: set[str]) -> None:
    assert expected <= ids(text)


def test_uv_torch_refusal_is_an_error() -> None:
    found = findings("hint: You're on macOS (`macosx_14_0_x86_64`), but `torch` (v2.8.0) only has wheels for "
                     "the following platforms: `manylinux_2_28_aarch64`, `macosx_11_0_arm64`")
    assert found["torch-no-x86-mac-wheels"]["severity"] == "error"


def test_docker_on_a_mac_is_linux() -> None:
    """hexgrad/kokoro#228: the Python runs in a Linux container on an M1 Mac (the Mac is only its host)."""
    found = ids("When trying to run a Docker build on an M1 Mac, the process fails.\n"
                "the command: docker compose up --build")
    assert "not-a-mac" in found and "python-native-arm64" not in found
    assert "no-metal-device" not in found  # nothing here is about a GPU
