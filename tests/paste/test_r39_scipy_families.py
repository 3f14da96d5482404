# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6380-6390 (scikit-learn, SciPy and NumPy's linear-algebra builds on Macs and
beside them: gfortran and Meson/pythran builds, OpenBLAS against Accelerate, threadpoolctl, numpy.show_config) exposed,
each read from real text.

- A platform that opens a sentence, then a condition put to the reader and what will follow there ('On Debian 9, if
  you install numpy globally via apt-get,  libblas3 will also be installed.'): a rule of that platform, not the
  writer's machine.
- The Python named in a spec list as name-version with a hyphen ('python-2.7.14, numpy-1.13.3'), the version ending
  the word: the Python in use, as 'python 2.7.14' is.
- An Intel CPU named inside a list ('2,8 GHz Intel Core i7, macOS High Sierra: 10.13.2, …'): the model ends where its
  item ends, not 60 characters on.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids

# https://github.com/ocropus-archive/DUP-ocropy/issues/271 (dev 6387), the description and the first comment as stored
OCROPY_271 = """# Info & discussion: NumPy and BLAS

amitdo · description · 2017-12-09
NumPy can use the BLAS library to do some of its operations.

On Debian 9, if you install numpy globally via apt-get,  libblas3 will also be installed.
There are 2 other open source BLAS implementations which are generally more optimized for speed.
https://wiki.debian.org/DebianScience/LinearAlgebraLibraries

According to my testing you can get a nice speedup when using an accelerated BLAS lib with ocropy.

Crabat · comment · 2017-12-15
I did some tests on a MacBook (late 2013, 2,8 GHz Intel Core i7, macOS High Sierra: 10.13.2, python-2.7.14, numpy-1.13.3, scipy-1.0.0).

Numpy is linked to the Accelerate Framework:

$ python2 -c 'import numpy; numpy.show_config()'
lapack_opt_info:
    extra_link_args = ['-Wl,-framework', '-Wl,Accelerate']
    extra_compile_args = ['-msse3']
"""


def test_ocropy_271_reads_the_commenters_intel_mac_and_python() -> None:
    assert fact(OCROPY_271, "host.os") == "Darwin"
    assert fact(OCROPY_271, "host.cpu_brand") == "Intel Core i7"
    assert fact(OCROPY_271, "python.version") == "2.7.14"
    found = ids(OCROPY_271)
    assert {"intel-mac", "python-too-old"} <= found
    assert not found & {"not-a-mac", "apple-silicon"}


@pytest.mark.parametrize("text", [
    # https://github.com/ocropus-archive/DUP-ocropy/issues/271
    "On Debian 9, if you install numpy globally via apt-get,  libblas3 will also be installed.",
    # other platforms, other readers, other foretold results
    "On Ubuntu 20.04, if one installs python3-numpy, OpenBLAS will be pulled in as well.",
    "On Fedora 38, if users build from source, FlexiBLAS would be picked.",
    "In Debian 12, if someone installs scikit-learn with apt, it may pull an older scipy.",
])
def test_a_platform_rule_told_to_the_reader_names_no_machine(text: str) -> None:
    assert fact(text, "host.os") is None


@pytest.mark.parametrize("text", [
    # a first person in the sentence: the writer's own machine
    "On Ubuntu 20.04, if you run it like I did, it will crash.",
    # 'when' is a reporter's own steps, not a rule
    "On Debian 12, when you start the script, it will hang.",
    # a condition with no foretold result (dev 2707's form)
    "On Ubuntu 22.04, if you use the CLI, it ignores the GPU.",
    # the platform not opening the sentence
    "I am on Debian 9 and if you install numpy it will break.",
])
def test_a_platform_in_the_writers_own_sentence_still_reads(text: str) -> None:
    assert fact(text, "host.os") == "Linux"


@pytest.mark.parametrize(("text", "version"), [
    # https://github.com/ocropus-archive/DUP-ocropy/issues/271
    ("I did some tests on a MacBook (late 2013, 2,8 GHz Intel Core i7, macOS High Sierra: 10.13.2, python-2.7.14, numpy-1.13.3, scipy-1.0.0).", "2.7.14"),
    # other lists, a line of its own, a list item, after 'using', capitals and a 'v'
    ("Environment: macOS 12.1, python-3.9.7, torch-1.10.0", "3.9.7"),
    ("Python-3.10.4 on my M1", "3.10.4"),
    ("- python-3.11.4", "3.11.4"),
    ("using python-3.8.5 and numpy 1.19", "3.8.5"),
    ("my M1, Python-v3.9.1, torch 2.0", "3.9.1"),
])
def test_python_joined_to_its_version_with_a_hyphen(text: str, version: str) -> None:
    assert fact(text, "python.version") == version


@pytest.mark.parametrize("text", [
    # a file, a conda build, an image and a folder named after a Python
    "installed python-3.9.7-macosx10.9.pkg",
    "python-3.9.7-h1234_0",
    "FROM python-3.8-slim",
    "/opt/python-3.8/bin/python",
])
def test_a_file_or_build_named_after_a_python_is_not_the_python_in_use(text: str) -> None:
    assert fact(text, "python.version") is None


@pytest.mark.parametrize(("text", "brand"), [
    # https://github.com/ocropus-archive/DUP-ocropy/issues/271
    ("I did some tests on a MacBook (late 2013, 2,8 GHz Intel Core i7, macOS High Sierra: 10.13.2, python-2.7.14, numpy-1.13.3, scipy-1.0.0).", "Intel Core i7"),
    # the item ended by a semicolon, a bracket or a table's bar; a decimal comma kept
    ("My Mac: Intel(R) Core(TM) i7-8750H CPU @ 2.20GHz; 16 GB RAM", "Intel(R) Core(TM) i7-8750H CPU @ 2.20GHz"),
    ("CPU: Intel Core i5 (quad-core) on macOS 10.15", "Intel Core i5"),
    ("| MacBook Pro | Intel Core i9 2.3 GHz | macOS 12.6 |", "Intel Core i9 2.3 GHz"),
    ("MacBook Pro 2019, Intel Core i7 2,6 GHz, 16 GB", "Intel Core i7 2,6 GHz"),
])
def test_an_intel_cpu_ends_where_its_list_item_ends(text: str, brand: str) -> None:
    assert fact(text, "host.cpu_brand") == brand
