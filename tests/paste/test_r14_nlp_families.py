# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2010-2029 (NLP and embedding libraries on Macs: fastText's source builds,
chromadb's hnswlib, FlagEmbedding) exposed, each read from real text.

Before Python 3.8 platform.platform() wrote the kernel's release ('Darwin-19.6.0-x86_64-i386-64bit'): Darwin 19 is
Catalina, an Intel Mac, not a macOS 19. A compile line glues paths to its flags ('-I/Users/…', '-I/Library/Frameworks/
Python.framework/…', '-iwithsysroot/Applications/Xcode.app/…'), and the Command Line Tools live under
/Library/Developer/CommandLineTools: all name a Mac. The headers a C extension builds against
('…/include/python3.6m') and distutils' build folders ('build/temp.macosx-10.9-x86_64-3.6') name the building
Python's minor. uv says 'Using CPython 3.13.1' or 'Using Python 3.12.11 environment at: …'; a bare 'Using Python
3.8.10' on its own line is a person's sentence.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/facebookresearch/fastText/issues/1111
FASTTEXT_1111 = """### My system info:

 **platform: Darwin-19.6.0-x86_64-i386-64bit
 'python_version': '3.7.3'**
"""


def test_darwin_kernel_platform_string_is_catalina_an_intel_mac() -> None:
    facts, _ = read(FASTTEXT_1111)
    assert facts.get("host.os") == "Darwin"
    assert facts.get("host.kernel_release") == "19.6.0"
    assert facts.get("host.arm64_capable") == 0
    assert "host.macos_version" not in facts  # 19.6.0 is no macOS version
    found = ids(FASTTEXT_1111)
    assert "intel-mac" in found and "python-x86-on-arm" not in found and "apple-silicon" not in found


def test_macos_platform_string_still_names_the_macos_version() -> None:
    # the form Python 3.8+ writes: https://github.com/pytorch/vision/issues/4909
    facts, _ = read("Python platform: macOS-12.0.1-arm64-arm-64bit\n")
    assert facts.get("host.macos_version") == "12.0.1"
    assert facts.get("python.machine") == "arm64"


# https://github.com/langflow-ai/langflow/issues/172 (the Command Line Tools' Python 3.9, universal flags)
LANGFLOW_172 = """hnswlib installation failed.

run pip install langflow==0.0.56
      clang -Wno-unused-result -Wsign-compare -Wunreachable-code -fno-common -dynamic -DNDEBUG -g -fwrapv -O3 -Wall -iwithsysroot/System/Library/Frameworks/System.framework/PrivateHeaders -iwithsysroot/Applications/Xcode.app/Contents/Developer/Library/Frameworks/Python3.framework/Versions/3.9/Headers -arch arm64 -arch x86_64 -Werror=implicit-function-declaration -I/Users/oliver/workspace/langflow/venv/include -I/Library/Developer/CommandLineTools/Library/Frameworks/Python3.framework/Versions/3.9/include/python3.9 -c /var/folders/2p/76jf8q5x4pd7pll_qnd_c0jh0000gn/T/tmpmz522jms.cpp -o var/folders/2p/76jf8q5x4pd7pll_qnd_c0jh0000gn/T/tmpmz522jms.o -std=c++14
"""


def test_compile_line_flag_glued_paths_name_a_mac_and_its_python() -> None:
    facts, _ = read(LANGFLOW_172)
    assert facts.get("host.os") == "Darwin"
    assert facts.get("python.version") == "3.9"
    assert "python.machine" not in facts  # '-arch arm64 -arch x86_64' is a universal build: no chip
    found = ids(LANGFLOW_172)
    assert "not-a-mac" not in found and "python-x86-on-arm" not in found and "incompatible-arch-extension" not in found


def test_each_flag_glued_mac_path_alone() -> None:
    for line in (
        # https://github.com/langflow-ai/langflow/issues/172
        "clang -iwithsysroot/Applications/Xcode.app/Contents/Developer/Library/Frameworks/Python3.framework/Versions/3.9/Headers -c x.cpp",
        # https://github.com/langflow-ai/langflow/issues/3359
        "clang++ -fno-strict-overflow -g -I/Users/rohithvr/Downloads/install-test/installation-test/include -c /tmp/x.cpp",
        # https://github.com/langflow-ai/langflow/issues/172
        "clang -O3 -I/Library/Developer/CommandLineTools/Library/Frameworks/Python3.framework/Versions/3.9/include/python3.9 -c x.cpp",
        # https://github.com/facebookresearch/fastText/issues/753
        "InstalledDir: /Library/Developer/CommandLineTools/usr/bin",
    ):
        facts, _ = read(line + "\n")
        assert facts.get("host.os") == "Darwin", line


def test_a_word_before_the_path_is_no_flag() -> None:
    # a Linux path that only ends like a Mac's is not read: 'x-I' is no flag, '/srv/Library/Developer' no CLT
    facts, _ = read("cc -c a.c -o build-I/Users/x/a.o\nls /srv/Library/Developer/CommandLineTools/usr\n")
    assert facts.get("host.os") != "Darwin"


# https://github.com/facebookresearch/fastText/issues/775
FASTTEXT_775 = """Failed building wheel for fastText (installation)

When I try to install fastText using `pip install fasttext` I get the following error:

/usr/bin/clang -fno-strict-aliasing -Wsign-compare -fno-common -dynamic -DNDEBUG -g -fwrapv -O3 -Wall -Wstrict-prototypes -arch i386 -arch x86_64 -g -I./fasttext -I/Library/Frameworks/Python.framework/Versions/3.6/include/python3.6m -c fasttext/cpp/src/vector.cc -o build/temp.macosx-10.6-intel-3.6/fasttext/cpp/src/vector.o -O3 -pthread -funroll-loops -std=c++0x -stdlib=libc++ -mmacosx-version-min=10.7
"""


def test_python_headers_and_build_folder_name_the_python() -> None:
    facts, _ = read(FASTTEXT_775)
    assert facts.get("host.os") == "Darwin"
    assert facts.get("python.version") == "3.6"
    assert "python-too-old" in ids(FASTTEXT_775)
    assert "python-x86-on-arm" not in ids(FASTTEXT_775)  # the 'intel' build tag is that Python's universal build


def test_build_folder_alone_names_the_python() -> None:
    # https://github.com/salestock/fastText.py/issues/103 ; https://github.com/vrasneur/pyfasttext/issues/51
    for line, want in (("    creating build/lib.macosx-10.6-intel-2.7/fasttext", "2.7"),
                       ("-c src/fasttext_access.cpp -o build/temp.macosx-10.9-x86_64-3.6/src/fasttext_access.o -Wno-sign-compare", "3.6")):
        facts, _ = read(line + "\n")
        assert facts.get("python.version") == want, line
    # setuptools' cache-tag form is not read as a dotted version
    facts, _ = read("copying python/fasttext_module/fasttext/__init__.py -> build/lib.macosx-11.0-arm64-cpython-312/fasttext\n")
    assert facts.get("python.version") in (None, "3.12")


def test_pip_requirement_satisfied_in_a_python_27_framework() -> None:
    # https://github.com/salestock/fastText.py/issues/103
    text = "Requirement already satisfied: future in /Library/Frameworks/Python.framework/Versions/2.7/lib/python2.7/site-packages (from fasttext)\n"
    facts, _ = read(text)
    assert facts.get("python.version") == "2.7"


# https://github.com/facebookresearch/fastText/issues/997 (the reporter's Python first, a commenter's below)
FASTTEXT_997 = """failed install on mac with virtualenv and python3.7.4

the error I'm getting is: `error: command 'clang' failed with exit status 1`
after trying `python setup.py install` and `pip install fastText`
running virtualenv with python 3.7.4
on macOS Catalina 10.15.1

michaelshekasta · comment · 2022-01-11
Hi, I have a similar issue during installing fasttext via pip install in macOS (Big Sur):
error: $MACOSX_DEPLOYMENT_TARGET mismatch: now "10.16" but "11.6" during configure

Using Python 3.8.10
"""


def test_a_bare_using_python_line_is_prose_not_uv() -> None:
    facts, _ = read(FASTTEXT_997)
    assert facts.get("python.version") == "3.7.4"
    found = ids(FASTTEXT_997)
    assert "python-too-old" in found and "intel-mac" in found


def test_uv_lines_still_name_the_python() -> None:
    for line, want in (
        ("Using CPython 3.13.1", "3.13.1"),  # https://github.com/astral-sh/uv/issues/10262
        ("Using Python 3.12.11 environment at: venv312", "3.12.11"),  # https://github.com/google/brotli/issues/1385
        # https://github.com/astral-sh/uv/issues/5182
        ("Using Python 3.10.14 interpreter at: /Users/luca/Library/Application Support/uv/python/cpython-3.10.14-macos-aarch64-none/install/bin/python3", "3.10.14"),
    ):
        facts, _ = read(line + "\n")
        assert facts.get("python.version") == want, line
