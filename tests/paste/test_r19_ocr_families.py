# ruff: noqa: E501, W291  (real pasted lines are kept whole, trailing spaces too)
"""Clue families the never-seen batch 3060-3074 (OCR engines on Macs: PaddleOCR, EasyOCR, Tesseract tools, MMOCR,
TrOCR-style models) exposed, each read from real text.

A range of Python versions ('python 3.6-3.9', 'Python 3.6 to 3.11') or an open floor ('Python 3.8+') is a project's
supported span, not the person's Python; a macOS release name with its number glued on ('macos Ventura13.0.1') is
that release; an issue form's 'platform=arm64' line names the architecture; dyld's 'symbol not found in flat
namespace' quoted without its dlopen(...) path (a title, a short paste) or with the symbol in parentheses is an
import that failed.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/PaddlePaddle/PaddleOCR/issues/9761
PADDLEOCR_9761 = """Problem in installing on MAC M1 PRO

OussamaBATOUCHE · comment · 2024-01-28
> on M2 Pro this seemed working with python 3.6-3.9 `pip install "paddleocr>=2.0.1" --upgrade PyMuPDF==1.21.1`
> 
> Thank you [AlienKevin](https://github.com/AlienKevin)

This worked for me, MacBook Pro **M1 Max**, macOS **Sonoma 14.3** , **python 3.9**
"""
# code-search index id 20138601727 (a README's requirements)
TESTED_WITH_RANGE = """### System Requirements
- **Python 3.8+** (tested with Python 3.8-3.12)
- **Operating System**: Windows, macOS, or Linux
"""
# code-search index id 4562129763 (ANUGA's README)
ANUGA = """extension). This version of ANUGA is run and tested using python 3.7 - 3.9
"""
# code-search index id 41633009001
DRONEKIT = """The DroneKit-Python can be installed on a Linux, Mac OSX, or Windows computer that has Python 3.6 to 3.11 and can install Python packages from the Internet.
"""
# https://github.com/PaddlePaddle/PaddleOCR/issues/9230
PADDLEOCR_9230 = """pip安装paddleocr报错

Godlikemandyy · description · 2023-02-27
- 系统环境/System Environment：macos Ventura13.0.1
-python==3.8
platform=arm64
直接pip install paddleocr报如下错误：
"""
# code-search index id 15466815373
SONOMA_GLUED = """- Mac Book Air, 2-18, 1.6GHz Intel Core i5, 17GB memory, macOS Sonoma14.7.6
"""
# code-search index id 9194678283
SONOMA_GLUED_LOWER = """OS : MacOS sonoma14.1
"""
# code-search index id 35185015831 (a script's file names)
MONTEREY_ISO = """hdiutil convert ~/Desktop/InstallSystem.dmg -format UDTO -o ~/Desktop/Monterey12.6.iso
mv ~/Desktop/Monterey.iso.cdr ~/Desktop/Monterey12.6.iso
"""
# code-search index id 31389540598 (a Windows build script)
MSVC_PLATFORM = """call "%vsdevcmd%" -arch=arm64 -host_arch=amd64
set Platform=arm64
set MSVC_CRT_LINKAGE=dynamic
"""
# code-search index id 54732463590
LINUX_PLATFORM = """Category: Production Memory Incident Response  
Platform: ARM64 (AArch64), Linux 6.x
"""
# https://github.com/sirfz/tesserocr/issues/302
TESSEROCR_302 = """ImportError symbol not found in flat namespace '__ZN9tesseract11TessBaseAPID1Ev'

lokkasl · description · 2022-05-25
Hi guys! I have an error in using tesseract, I tried to install it on mac with m1, and the installation is complete successful (screen 1), after that, I built my project which uses tesserorc version 2.5.2, and, after I start the project I have that error, maybe someone solves it — or maybe met it? Thank you in advance.
"""
# https://github.com/belangeo/pyo/issues/243 (the title, then the description's sentence)
PYO_243 = """ImportError: symbol not found in flat namespace

I'm running mac os 12.4 on an M1, python 3.8.13. I've tried installing with `pip`, and installing from source. Any ideas?
"""
# https://github.com/myokit/myokit/issues/861 (the title)
MYOKIT_861 = """Symbol not found in flat namespace '_CVode' on new Macs with M1 chip
"""
# https://github.com/ManimCommunity/ManimPango/issues/91
MANIMPANGO_91 = """ImportError: dlopen(/Library/Frameworks/Python.framework/Versions/3.10/lib/python3.10/site-packages/manimpango/cmanimpango.cpython-310-darwin.so, 0x0002): symbol not found in flat namespace (_cairo_create)
"""
# https://github.com/cdleary/bazel_pybind_sample/issues/1
BAZEL_PYBIND_1 = """I thought it might be a seg fault issue with the dynamic library, but I ran the troubleshooting environmental variable PYTHON_BIN_PATH with Python 2.7 and 3.8, both result in the same error. 

Has anyone fixed the issue with the symbol not found in flat namespace?
"""


def test_a_range_of_python_versions_is_not_the_persons_python() -> None:
    facts, _ = read(PADDLEOCR_9761)
    assert "python.version" not in facts
    found = ids(PADDLEOCR_9761)
    assert "apple-silicon" in found
    assert not {"python-x86-on-arm", "python-too-old"} & found


def test_supported_spans_and_floors_in_readmes_name_no_python() -> None:
    for text in (TESTED_WITH_RANGE, ANUGA, DRONEKIT):
        facts, _ = read(text)
        assert "python.version" not in facts, text


def test_a_single_python_version_is_still_read() -> None:
    facts, _ = read("I am on an M1 Mac with python 3.9.\n")
    assert facts["python.version"] == "3.9"
    facts, _ = read("I use python 3.10+torch on my M1\n")
    assert facts["python.version"] == "3.10"


def test_a_macos_name_with_its_number_glued_on() -> None:
    facts, _ = read(PADDLEOCR_9230)
    assert facts["host.macos_version"] == "13.0.1"
    assert read(SONOMA_GLUED)[0]["host.macos_version"] == "14.7.6"
    assert read(SONOMA_GLUED_LOWER)[0]["host.macos_version"] == "14.1"


def test_a_glued_name_in_a_file_name_is_not_a_macos_version() -> None:
    facts, _ = read(MONTEREY_ISO)
    assert "host.macos_version" not in facts


def test_an_issue_forms_platform_line_names_the_architecture() -> None:
    facts, _ = read(PADDLEOCR_9230)
    assert facts["python.machine"] == "arm64"
    assert {"apple-silicon", "python-native-arm64"} <= ids(PADDLEOCR_9230)


def test_a_build_setting_or_a_linux_platform_is_not_the_pythons_machine() -> None:
    for text in (MSVC_PLATFORM, LINUX_PLATFORM):
        facts, _ = read(text)
        assert "python.machine" not in facts, text


def test_dyld_flat_namespace_message_without_its_dlopen_path() -> None:
    for text in (TESSEROCR_302, PYO_243, MYOKIT_861):
        _, symptoms = read(text)
        assert "symbol-not-found" in symptoms, text
        assert {"apple-silicon", "import-failed"} <= ids(text), text


def test_dyld_flat_namespace_symbol_in_parentheses() -> None:
    _, symptoms = read(MANIMPANGO_91)
    assert "symbol-not-found" in symptoms
    assert "import-failed" in ids(MANIMPANGO_91)


def test_a_bare_mention_of_the_message_is_not_a_failure_read() -> None:
    _, symptoms = read(BAZEL_PYBIND_1)
    assert "symbol-not-found" not in symptoms
