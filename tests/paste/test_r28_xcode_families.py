# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5000-5011 (Xcode, the Command Line Tools, compilers and SDKs when installing or
building ML packages on Macs: xcrun's invalid developer path, meson and CMake builds from sdists, Fortran, nvcc)
exposed, each read from real text.

- A thread's title closing on the asker's chip ('poetry install error m1') names the machine, as one opening on it
  does; not a model, a milestone or an instrument ('milestone M2', 'Korg M1'), nor a target ('Support for M1').
- Meson's setup banner in a native build on macOS (Apple's ld64 linker) names the building interpreter's
  architecture: 'Host machine cpu family: aarch64' is an arm64 Python (Apple silicon), 'x86_64' an x86_64 one.
- NVIDIA's CUDA toolkit for macOS (nvcc refusing 'Apple clang' as its host compiler, /Developer/NVIDIA/CUDA-x.y) ran
  only on Intel Macs' era: the writer's Mac, an Intel one in a post dated before the first Apple-silicon Mac.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/mayooear/private-chatbot-mpt30b-langchain/issues/7 (dev 5005), cut as the case is
MPT30B_7 = r"""# poetry install error m1

thedarkknight197 · description · 2023-08-01
```
poetry install


Installing dependencies from lock file

Package operations: 54 installs, 0 updates, 0 removals

  • Installing scipy (1.9.3): Failed

  ChefBuildError

  Backend subprocess exited when trying to invoke build_wheel

  + meson setup /private/var/folders/1l/2jbdtw9n0qj2wyxkr1cz2lhh0000gn/T/tmp5x2_aw23/scipy-1.9.3 /private/var/folders/1l/2jbdtw9n0qj2wyxkr1cz2lhh0000gn/T/tmp5x2_aw23/scipy-1.9.3/.mesonpy-1p55ixp1/build -Dbuildtype=release -Db_ndebug=if-release -Db_vscrt=md --native-file=/private/var/folders/1l/2jbdtw9n0qj2wyxkr1cz2lhh0000gn/T/tmp5x2_aw23/scipy-1.9.3/.mesonpy-1p55ixp1/build/meson-python-native-file.ini
  The Meson build system
  Version: 1.2.0
  Source dir: /private/var/folders/1l/2jbdtw9n0qj2wyxkr1cz2lhh0000gn/T/tmp5x2_aw23/scipy-1.9.3
  Build dir: /private/var/folders/1l/2jbdtw9n0qj2wyxkr1cz2lhh0000gn/T/tmp5x2_aw23/scipy-1.9.3/.mesonpy-1p55ixp1/build
  Build type: native build
  Project name: SciPy
  Project version: 1.9.3
  C compiler for the host machine: cc (clang 12.0.5 "Apple clang version 12.0.5 (clang-1205.0.22.9)")
  C linker for the host machine: cc ld64 650.9
  C++ compiler for the host machine: c++ (clang 12.0.5 "Apple clang version 12.0.5 (clang-1205.0.22.9)")
  C++ linker for the host machine: c++ ld64 650.9
  Host machine cpu family: aarch64
  Host machine cpu: aarch64"""

# https://github.com/torch/torch.github.io/issues/68 (dev 5010), the comment that runs nvcc itself
TORCH_DOCS_68 = r"""# Update documentation for OSX issues

TopologyApplied · comment · 2017-11-19
same problem here

esd100 · comment · 2018-01-15
This is so ridiculous.

nvcc fatal : The version ('90000') of the host compiler ('Apple clang') is not supported

```
computer:pytorch ~$ nvcc --version"""

# The Meson banner's lines, indented as pip prints a backend's output; {family} and {linker} vary.
MESON_BANNER = """  Build type: {build} build
  Project name: SciPy
  Project version: 1.13.1
  C compiler for the host machine: cc (clang 15.0.0 "Apple clang version 15.0.0 (clang-1500.3.9.4)")
  C linker for the host machine: cc {linker}
  C++ compiler for the host machine: c++ (clang 15.0.0 "Apple clang version 15.0.0 (clang-1500.3.9.4)")
  C++ linker for the host machine: c++ {linker}
  Host machine cpu family: {family}
  Host machine cpu: {family}"""


def test_chip_closing_the_title_is_the_askers() -> None:
    facts, _ = read(MPT30B_7)
    assert facts["host.cpu_brand"] == "Apple M1"
    found = ids(MPT30B_7)
    assert "apple-silicon" in found and "python-native-arm64" in found
    assert "intel-mac" not in found and "python-x86-on-arm" not in found


def test_chip_closing_the_title_family() -> None:
    for text, chip in (
        ("# poetry install error m1", "Apple M1"),
        ("# pip install error M1", "Apple M1"),
        ("scipy build fails - M2 Pro", "Apple M2 Pro"),
        ("# Installation error, M1 Max", "Apple M1 Max"),
        ("# torch import fails (M3)", "Apple M3"),
        ("# Cannot install tokenizers M2!", "Apple M2"),
    ):
        assert read(text)[0].get("host.cpu_brand") == chip, text


def test_chip_like_words_closing_a_title_that_are_no_machine() -> None:
    for text in (
        "# Support for M1",
        "# Add wheels for M2",
        "Fixes for Mac M3",
        "para Mac chip M1",
        "Mac chip M1 y M2",
        "# Release plan - milestone M2",
        "# Korg M1",
        "# M1",
        "some log line\n\n# pip install error m1",
    ):
        assert read(text)[0].get("host.cpu_brand") is None, text


def test_meson_native_banner_on_macos_names_the_pythons_architecture() -> None:
    for family, machine in (("aarch64", "arm64"), ("x86_64", "x86_64")):
        text = MESON_BANNER.format(build="native", linker="ld64 1053.12", family=family)
        facts = read(text)[0]
        assert facts.get("host.os") == "Darwin", family
        assert facts.get("python.machine") == machine, family
    arm = MESON_BANNER.format(build="native", linker="ld64 650.9", family="aarch64")
    assert "python-native-arm64" in ids(arm) and "apple-silicon" in ids(arm)


def test_meson_banner_of_a_cross_build_or_another_linker_is_not_read() -> None:
    for text in (
        MESON_BANNER.format(build="cross", linker="ld64 650.9", family="x86_64"),
        MESON_BANNER.format(build="native", linker="ld.lld 15.0.7", family="aarch64"),
        MESON_BANNER.format(build="native", linker="ld.bfd 2.35.2", family="aarch64"),
    ):
        assert read(text)[0].get("python.machine") is None, text


def test_nvcc_refusing_apple_clang_in_a_dated_post_is_an_intel_mac() -> None:
    facts, _ = read(TORCH_DOCS_68)
    assert facts["host.os"] == "Darwin"
    assert facts["host.arm64_capable"] == 0
    found = ids(TORCH_DOCS_68)
    assert "intel-mac" in found and "apple-silicon" not in found


def test_cuda_toolkit_for_macos_family() -> None:
    for body in (
        "nvcc fatal   : The version ('80100') of the host compiler ('Apple clang') is not supported",
        "nvcc fatal : The version ('70300') of the host compiler ('Apple clang') is not supported",
        "/Developer/NVIDIA/CUDA-8.0/bin/nvcc -ccbin g++ -I../../common/inc  -m64 -o deviceQuery.o -c deviceQuery.cpp",
    ):
        text = f"# build fails\n\nsomeone · description · 2017-04-19\n{body}"
        facts = read(text)[0]
        assert facts.get("host.os") == "Darwin", body
        assert facts.get("host.arm64_capable") == 0, body


def test_cuda_toolkit_for_macos_undated_or_late_is_a_mac_of_unknown_chip() -> None:
    line = "nvcc fatal : The version ('90000') of the host compiler ('Apple clang') is not supported"
    for text in (line, f"# build fails\n\nsomeone · description · 2021-03-02\n{line}"):
        facts = read(text)[0]
        assert facts.get("host.os") == "Darwin", text
        assert facts.get("host.arm64_capable") is None, text
    linux = "nvcc fatal : The version ('12') of the host compiler ('gcc') is not supported"
    assert read(linux)[0].get("host.os") != "Darwin"


def test_a_history_closing_the_first_line_on_apple_m1_is_no_machine() -> None:
    # the history's 'Apple M1' is the weak whole name only, outweighed by the Intel Mac the run used (round 21's test)
    history = "I think 'mps' GPU was first introduced in Apple silicon devices, starting with Apple M1."
    found = ids(history + "\nI ran it on my intel Mac and got the error `MPS backend out of memory`.")
    assert "intel-mac" in found and "apple-silicon" not in found
    for text in (history, "# Support for Apple M1"):
        assert read(text)[0].get("host.os") is None, text
    assert read("# pip install error Apple M2")[0].get("host.cpu_brand") == "Apple M2"


def test_chip_after_a_macos_release_closing_the_title_is_the_release_readers() -> None:
    # macos-release-name-chip reads a chip after Big Sur or later; Catalina never ran on Apple silicon (round 24's test)
    assert "apple-silicon" not in ids("Mac Catalina M1")
    assert read("Mac Sonoma 14.2 M2")[0].get("host.cpu_brand") == "Apple M2"
