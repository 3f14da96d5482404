# ruff: noqa: E501  (real pasted lines are kept whole)
"""Telling an Intel Mac from Apple silicon in prose, the families the never-seen batch 1090-1109 exposed, each read
from real captured text (the thread is named).

A sentence that joins both kinds of Mac ("Intel vs. Apple Silicon", "both Intel and ARM (M1 M2 M3)", "x86_64 (Intel)
and arm64 (Apple Silicon)", "Apple silicon only and not Intel") names neither as the machine, and neither does a chip
that qualifies a thing made for it ("Apple Silicon wheels", "built on Intel Mac runner", "macOS arm64 wheels") or a
repository's name; the person's own words still count beside them ("my iMac is Intel-based", "my Apple Silicon Mac").
Radeon RX names without the brand, Intel model numbers glued to the brand, sysconfig.get_platform()'s answer and a
bare chip answered to a question of alternatives are read.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# Sentences that join both kinds of Mac, or name a target: no chip for the machine (the reporter's machine is not named).
NEITHER = [
    ("https://github.com/autorope/donkeycar/pull/1155",
     "# #1154 - Add tensorflow-metal to Mac setup\n\nTensorflow-metal will accelerate tensorflow on Mac computers, both Intel and ARM (M1 M2 M3).\n"),
    ("https://github.com/ihazgithub/TopOff/issues/5",
     "# Are you going Apple silicon going forward because 1.4.1 work on Apple silicon only and not Intel?\n\nGood catch — v1.4.1 was inadvertently built for Apple Silicon only. This has been fixed in v1.4.2, which is now a universal binary that runs natively on both Apple Silicon and Intel Macs. When building on an Apple Silicon Mac, Xcode defaults to compiling only for the active architecture, and the release build wasn't configured to include Intel support.\n"),
    ("https://github.com/pyg-team/pyg-lib/pull/558",
     "# Build macOS arm64 wheels and remove universal2 wheels\n\n* Drops support for Intel arch on macOS. PyTorch 2.2 was the last version that pushed wheels for intel arch on macOS.\n* Adds support for OSX 11. Previously, we only supported 14+.\n"),
]


@pytest.mark.parametrize(("thread", "text"), NEITHER)
def test_both_kinds_of_mac_or_a_target_name_neither_machine(thread: str, text: str) -> None:
    values, _ = read(text)
    assert "host.arm64_capable" not in values, thread
    assert "python.machine" not in values, thread


def test_a_sentence_naming_both_kinds_of_mac_is_about_a_mac() -> None:
    """ihazgithub/TopOff#5: 'both Apple Silicon and Intel Macs' says the thread is about Macs, of no one kind."""
    values, _ = read(NEITHER[1][1])
    assert values["host.os"] == "Darwin"


def test_the_persons_own_intel_mac_stands_beside_sentences_that_join_both_kinds() -> None:
    """frankyeh/DSI-Studio#101: the title and the maintainer join both kinds; the reporter's iMac is Intel-based."""
    text = ('# Mac Version: Intel vs. Apple Silicon\n\nHi, \njust a tiny little thing that could be better labeled in the download section: \n'
            'Under "Releases" there are three different dsi-studio versions for MacOS. It seems that version 13 is for intel-based, and the other two (14, 15) are for Apple Silicon. \n'
            'In my case I have MacOS 15.5 but my iMac is Intel-based, so the version 15 is not working (but 13 is)\n\n'
            'All versions were built using the same parameters: the compiler defaults to\nbuilding a "universal" binary that includes code for both x86_64 (Intel)\n'
            'and arm64 (Apple Silicon). Thus, it is unlikely due to that problem.\n')
    found = ids(text)
    assert "intel-mac" in found and "apple-silicon" not in found


def test_wheels_and_a_ci_runner_are_not_the_persons_mac() -> None:
    """pypa/cibuildwheel#1662: arm64 wheels built on an Intel runner, installed on the reporter's Apple-silicon Mac."""
    text = ("# Problem loading Apple Silicon wheels built on Intel Mac runner: `(mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64')`\n\n"
            "I think I've followed all the docs and believe to have everything setup correctly, but I must be missing something. I am able to build `*_arm64.whl` binary wheels using GutHub Actions, but when I try to install the binary pip on my Apple Silicon Mac I get an error in the subject (that it's only finding an `x86_84` architecture).\n")
    found = ids(text)
    assert "apple-silicon" in found and "intel-mac" not in found


def test_a_repository_named_for_apple_silicon_is_not_the_machine() -> None:
    """pytorch/pytorch#78210: an x86_64 collect_env on an iMac's Radeon RX 5300M, benchmarks from a repo so named."""
    text = ("I tried running some experiments on the RX5300M 4GB GPU and everything seems to work correctly. The problem is that the performance are worse than the ones on the CPU of the same Mac.\n\n"
            "To reproduce, just clone the tests in this repo `https://github.com/lucadiliello/pytorch-apple-silicon-benchmarks` and run either\n\n"
            "PyTorch version: 1.13.0.dev20220524\nOS: macOS 12.3.1 (x86_64)\nPython platform: macOS-10.16-x86_64-i386-64bit\n")
    values, _ = read(text)
    assert values["host.arm64_capable"] == 0
    assert values.get("python.translated") != 1
    assert "intel-mac" in ids(text)


@pytest.mark.parametrize(("thread", "text"), [
    ("https://github.com/pytorch/pytorch/issues/78210",
     "I tried running some experiments on the RX5300M 4GB GPU and everything seems to work correctly.\nOS: macOS 12.3.1 (x86_64)\n"),
    ("https://github.com/pytorch/pytorch/issues/102718",
     "My computer is running macOS, with amd Rx6600xt gpu. \nCan I build to support this gpu?\n"),
])
def test_radeon_rx_names_without_the_brand_on_a_mac_are_an_intel_mac(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.arm64_capable"] == 0, thread  # the GPU alone decides (the CPU is cut from the second)


def test_an_intel_model_number_glued_to_the_brand_is_an_intel_cpu() -> None:
    """pytorch/pytorch#102718."""
    values, _ = read("My computer is running macOS, with intel9900k cpu and amd Rx6600xt gpu. \n")
    assert values["host.cpu_brand"] == "Intel9900k"


@pytest.mark.parametrize(("thread", "text", "machine"), [
    ("https://github.com/mgd020/mjml-python/issues/6",
     "(venv) ➜  python\nPython 3.10.1 (main, Jan 18 2022, 12:23:26) [Clang 13.0.0 (clang-1300.0.29.30)] on darwin\n>>> import sysconfig\n>>> sysconfig.get_platform()\n'macosx-12.1-arm64'\n", "arm64"),
    ("a public project's notes on sysconfig (code search)",
     "```shell\n>>> import sysconfig\n\n>>> sysconfig.get_platform()\n'macosx-10.13-x86_64'\n\n>>> sysconfig.get_python_version()\n'3.6'\n```\n", "x86_64"),
])
def test_sysconfig_get_platform_names_the_interpreters_architecture(thread: str, text: str, machine: str) -> None:
    values, _ = read(text)
    assert values["python.machine"] == machine, thread
    assert "host.macos_version" not in values  # the build's deployment target, not the running macOS


@pytest.mark.parametrize(("thread", "text"), [
    ("https://github.com/chidiwilliams/buzz/issues/391",
     "# Mac Version keep crashing (0.72)\n\nme 2\n\nAre you on Intel or Silicon Macs?\n\nM1\n\nGot it. Unfortunately, the stack this project uses seems to break on Silicon Macs, and I've been unable to find a workaround.\n"),
    ("https://github.com/vincentneo/LosslessSwitcher/pull/67",
     "Just to confirm if you mean `Apple Silicon` (i.e. M1, M2) rather than `Intel`?\n\nYeah Apple Silicon\n\nAlright! Thank you!\n"),
])
def test_a_chip_answered_to_a_question_of_alternatives_is_the_answerers_mac(thread: str, text: str) -> None:
    found = ids(text)
    assert "apple-silicon" in found and "intel-mac" not in found, thread


def test_a_chip_line_under_a_statement_is_not_an_answer() -> None:
    """buzz#391's maintainer line ends with a full stop, not a question: the chip line after it is not read as an
    answer (the line 'M1' is then only a title-like word, read by nothing)."""
    values, _ = read("Unfortunately, the stack this project uses seems to break on Silicon Macs.\n\nM1\n")
    assert "host.arm64_capable" not in values


@pytest.mark.parametrize(("thread", "text"), [
    ("https://github.com/conda-forge/jaxlib-feedstock/issues/69",
     ">>> import jax.numpy as np\n/Users/ericmjl/anaconda/envs/scratch/lib/python3.9/site-packages/jax/_src/lib/__init__.py:32: UserWarning: JAX on Mac ARM machines is experimental and minimally tested. Please see https://github.com/google/jax/issues/5501 in the event of problems.\n  warnings.warn(\"JAX on Mac ARM machines is experimental and minimally tested. \"\n"),
    ("BentoML's build log (a public project's docs, code search)",
     "[21:56:07] WARNING  [boot] /Users/aarnphm/mambaforge/lib/python3.9/site-packages/jax/_src/lib/__init__.py:32: UserWarning: JAX on Mac ARM machines is experimental and minimally tested. Please see https://github.com/google/jax/issues/5501 in the event of problems.\n"),
])
def test_jaxs_mac_arm_warning_is_a_native_arm64_python(thread: str, text: str) -> None:
    """'macOS arm64 wheels are being built' (the feedstock's note, beside the first sample) names wheels, not the
    machine; JAX's own warning does."""
    values, _ = read(text)
    assert values["python.machine"] == "arm64", thread
    assert values["host.arm64_capable"] == 1, thread


def test_a_filter_that_quotes_jaxs_warning_is_not_the_warning() -> None:
    """A script silencing the warning (a public project's source, code search) runs on any machine."""
    values, _ = read('import warnings\nwarnings.filterwarnings("ignore", message="JAX on Mac ARM machines is experimental and minimally tested.")\nimport numpy as np\n')
    assert "python.machine" not in values
