# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5080-5091 (segmentation faults, bus errors and abort traps of ML libraries on
Macs and elsewhere) exposed, each read from real text.

- A crash said to happen on conda's arm64 macOS platform ('seg-faults on import on osx-arm64') ran there, and only an
  Apple-silicon Mac runs osx-arm64 code; not the platform a build or a solve is for, nor a crash denied.
- A conda listing with no python row still names its Python in the build strings ('pytorch  0.1.6  py27_22  soumith',
  'arrow-cpp  2.0.0  py39hc12fbcd_6_cpu'): conda installs such a build only into an environment of that minor.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/conda-forge/arrow-cpp-feedstock/issues/206 (dev 5081), the title and the top of its conda list
ARROW_206 = r"""# pyarrow (as of py38 and py39h53c4050_6_cpu) seg-faults on import on osx-arm64

erykoff · description · 2020-11-15
Issue:

As was referenced in #200 , while the current pyarrow feedstock successfully cross-compiles for osx-arm64, when you try to run tests on this platform you get an immediate segmentation fault when doing `import pyarrow` (specifically, when trying to load `pyarrow.lib`).

```
$ conda list
# packages in environment at /Users/erykoff/miniforge3/envs/pyarrow-6:
#
# Name                    Version                   Build  Channel
abseil-cpp                20200225.2           hc88da5d_2    conda-forge
arrow-cpp                 2.0.0           py39hc12fbcd_6_cpu    https://conda-web.anaconda.org/conda-forge
aws-c-common              0.4.59               hb904e53_0    https://conda-web.anaconda.org/conda-forge
```"""

# https://github.com/pytorch/pytorch/issues/585 (dev 5088), the reporter's reply
PYTORCH_585 = r"""I installed pytorch using conda (latest build):
```bash
karan@laptop:~$ conda list | grep torch
pytorch                   0.1.6                   py27_22    soumith
torch                     0.1.7                    py27_1    soumith
torchvision               0.1.7                    py27_1    soumith
```

on Ubuntu 16.04 with CUDA 8.0, CuDNN 5.1 and GPU [Nvidia 940M](http://www.geforce.com/hardware/notebook-gpus/geforce-940m)."""


def test_crash_on_osx_arm64_is_an_apple_silicon_mac() -> None:
    facts, _ = read(ARROW_206)
    assert facts["host.os"] == "Darwin"
    assert facts["host.arm64_capable"] == 1
    assert facts["report.certainty"]["host.arm64_capable"] == "likely"
    found = ids(ARROW_206)
    assert "apple-silicon" in found
    assert "intel-mac" not in found and "not-a-mac" not in found


def test_crash_on_arm64_macos_platform_family() -> None:
    for text in (
        "pyarrow (as of py38 and py39h53c4050_6_cpu) seg-faults on import on osx-arm64",
        "pyarrow segfaults on osx-arm64",
        "Segmentation fault on darwin-arm64",
        "import torch crashes on macos-arm64",
        "python aborts when importing faiss on osx-arm64",
        "pyarrow segfaults on `osx-arm64`",
        "I have no idea why it segfaults on osx-arm64",
        "Bus error under osx-arm64",
    ):
        facts, _ = read(text)
        assert facts.get("host.arm64_capable") == 1, text
        assert "apple-silicon" in ids(text), text


def test_arm64_platform_without_a_crash_or_with_one_denied_stays_unread() -> None:
    for text in (
        "the current pyarrow feedstock successfully cross-compiles for osx-arm64",
        "the build fails on osx-arm64",
        "failed to solve the environment for osx-arm64",
        "It doesn't crash on osx-arm64",
        "it no longer segfaults on osx-arm64",
        "It does not seem to crash on osx-arm64",
        "it segfaults on linux-aarch64 but not on osx-64",
    ):
        assert read(text)[0].get("host.arm64_capable") is None, text


def test_conda_builds_name_the_python_of_a_listing_without_its_row() -> None:
    facts, _ = read(PYTORCH_585)
    assert facts["python.version"] == "2.7"
    assert facts["report.certainty"]["python.version"] == "likely"
    assert "python-too-old" in ids(PYTORCH_585)
    assert read(ARROW_206)[0]["python.version"] == "3.9"


def test_conda_build_python_family() -> None:
    for rows, minor in (
        (("numpy  1.19.2  py36h2b2ee0b_0", "scipy  1.5.2  py36h2515648_0", "six  1.15.0  py_0"), "3.6"),
        (("numpy  1.26.4  py310hd45542a_0  conda-forge", "pandas  2.2.1  py310h401b61c_0  conda-forge",
          "pip  24.0  pyhd8ed1ab_0  conda-forge"), "3.10"),
        (("certifi  2020.6.20  py37hc8dfbb8_0  conda-forge", "libffi  3.2.1  h4c5d2ac_1007  conda-forge",
          "openssl  1.1.1g  h516909a_1  conda-forge"), "3.7"),
        (("pytorch  1.0.1  py27_cuda0.0_cudnn0.0_1  pytorch", "mkl  2019.1  144", "numpy  1.16.2  py27h0a44026_0"), "2.7"),
    ):
        text = "$ conda list\n" + "\n".join(rows)
        assert read(text)[0].get("python.version") == minor, text


def test_conda_builds_that_do_not_decide_the_python() -> None:
    for rows, want in (
        # the python row names the version, with its patch release
        (("numpy  1.21.2  py39h4b4dc7a_0", "python  3.9.7  h88f2d9e_1", "six  1.16.0  pyhd3eb1b0_0"), "3.9.7"),
        # builds of two minors: two environments, or a hand-edited list
        (("numpy  1.19.2  py37h2b2ee0b_0", "scipy  1.5.2  py38h2515648_0", "zlib  1.2.11  h1de35cc_3"), None),
        # noarch builds and pip's rows name no Python
        (("six  1.15.0  py_0", "pip  24.0  pyhd8ed1ab_0  conda-forge", "torch  2.2.0  pypi_0  pypi"), None),
    ):
        text = "$ conda list\n" + "\n".join(rows)
        assert read(text)[0].get("python.version") == want, text
