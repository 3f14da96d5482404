# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen install/build batch 1300-1324 exposed (pip, conda, pixi, pyenv and CI logs of
packages that failed to install or build), each read from real captured text (the thread is named).

numpy.distutils' build/src.<platform> folders (and a three-part deployment target) name the interpreter's
architecture as setuptools' build/lib and build/temp do. A wheel tag pip never offers (arm64 below macOS 11, a minor
other than 0 from 11 on) is refused by every interpreter, so it says nothing about the machine. A BSD named in
prose is not a Mac. pip realpaths its temporary folders, so a bare /tmp/pip-… is not macOS (whose /tmp is
/private/tmp). A Mac called by conda's subdir ('my osx-arm64 machine') is Apple silicon. A pyenv path names the
interpreter's version.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

BUILD_FOLDERS = [
    ("https://github.com/numpy/numpy/issues/22477",
     "      clang: build/src.macosx-13.0-arm64-3.7/numpy/core/src/common/npy_cpu_features.c\n"),
    ("https://github.com/stefan-jansen/zipline-reloaded/issues/1",
     "      adding 'build/src.macosx-11.0-arm64-3.9/numpy/core/src/npymath' to include_dirs.\n"),
    ("https://github.com/retentioneering/retentioneering-tools/issues/51",
     "      creating build/temp.macosx-12.1-arm64-3.9/private/var/folders/ws/ql7_7p_s7gbf_77z0hvwfw9w0000gn/T/pip-install-4fdbvhnd/numpy_dafcb5869e1446f08f52deba357fec3d/numpy\n"),
    ("https://github.com/numpy/numpy/issues/17807",
     ">     copying numpy/distutils/log.py -> build/lib.macosx-10.14.6-arm64-3.8/numpy/distutils\n"),
]


@pytest.mark.parametrize(("thread", "text"), BUILD_FOLDERS)
def test_a_build_folder_names_the_interpreters_architecture(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values.get("python.machine") == "arm64", thread
    assert values.get("host.os") == "Darwin", thread


def test_a_native_python_older_than_conda_forges_arm64_builds_is_read_as_built() -> None:
    """numpy/numpy#22477: a pyenv Python 3.7 on an M1 builds into build/src.macosx-13.0-arm64-3.7: native, not the
    x86_64 the version alone would suggest."""
    text = ('BUG: Cannot "pip install numpy==1.19" on python 3.7.12 and on M1\n\n'
            "      clang: build/src.macosx-13.0-arm64-3.7/numpy/core/src/common/npy_cpu_features.c\n")
    found = ids(text)
    assert {"apple-silicon", "python-native-arm64", "python-too-old"} <= found
    assert "python-x86-on-arm" not in found


MIS_TAGGED_WHEELS = [
    ("https://github.com/MacPython/openblas-libs/issues/113 (an M1, python3.10.11)",
     "(dev3) 192-168-1-107:Downloads andrew$ pip install scipy_openblas64-0.3.23.293-py3-none-macosx_10_9_arm64.whl \nERROR: scipy_openblas64-0.3.23.293-py3-none-macosx_10_9_arm64.whl is not a supported wheel on this platform.\n\nI'm on an M1 Mac, 13.5.2, with python3.10.11.\n"),
    ("https://github.com/plotly/Kaleido/issues/70 ('I was using a venv with an arm64 python binary')",
     "```\nERROR: kaleido-0.1.0.post1.dev31_g672b9fa.dev3_g81d6122-py2.py3-none-macosx_10_11_arm64.whl is not a supported wheel on this platform.\n```\n\nI double checked and I was using a venv with an arm64 python binary.\n"),
    ("https://github.com/bitsandbytes-foundation/bitsandbytes/issues/1406",
     "bitsandbytes-0.44.1.dev0-py3-none-macosx_13_1_arm64.whl is not a supported wheel on this platform.\n"),
]


@pytest.mark.parametrize(("thread", "text"), MIS_TAGGED_WHEELS)
def test_a_wheel_tag_pip_never_offers_says_nothing_of_the_interpreter(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values.get("python.machine") != "x86_64", thread
    assert "python-x86-on-arm" not in ids(text), thread


def test_a_well_tagged_wheel_of_the_other_architecture_still_names_the_interpreter() -> None:
    """pymc-devs/nutpie#1: maturin built an x86_64 wheel that pip refused on an M1: the interpreter is arm64."""
    text = "ERROR: nutpie-0.1.0-cp38-cp38-macosx_10_7_x86_64.whl is not a supported wheel on this platform.\n"
    values, _ = read(text)
    assert values.get("python.machine") == "arm64"


BSD_IN_PROSE = [
    ("https://github.com/scipy/scipy/issues/14971",
     "BUG: unable to install scipy on openBSD on RPi4\n\nUsing OpenBSD 7.0 on Raspberry 4. Unable to compile/install scipy.  The main error I get:\n"),
    ("https://github.com/pytorch/pytorch/issues/144608",
     "Build breaks on FreeBSD on arm platforms: Unrecognized CMAKE_SYSTEM_NAME = FreeBSD\n"),
    ("https://github.com/facebookresearch/pytorchvideo/issues/228",
     "The installation of “Stable Diffusion web UI” natively on FreeBSD fails because can’t install torch and torchvision\n"),
    ("https://github.com/pandas-dev/pandas/issues/35193",
     "Hi, I am trying to install pandas on a freeBSD jail. I am able to install other packages, except pandas.\n"),
]


@pytest.mark.parametrize(("thread", "text"), BSD_IN_PROSE)
def test_a_bsd_named_as_the_system_is_not_a_mac(thread: str, text: str) -> None:
    found = ids(text)
    assert "not-a-mac" in found, thread
    assert not {"apple-silicon", "intel-mac"} & found, thread


def test_a_link_to_freebsd_org_is_not_a_system() -> None:
    """pytorch/pytorch#24346 names a log on people.freebsd.org: the link alone is no OS."""
    values, _ = read("running on https://people.freebsd.org/~yuri/py-pytorch-error.log\n")
    assert values.get("host.os") is None


PIP_TEMP_OFF_MACOS = [
    ("https://github.com/google-deepmind/open_spiel/issues/1441 (Linux arm64 CI)",
     "        + meson setup /tmp/pip-install-3i5__aj4/scipy_299b03c183864cc59ef3a233fdbb6f3c /tmp/pip-install-3i5__aj4/scipy_299b03c183864cc59ef3a233fdbb6f3c/.mesonpy-zlaow2i6 -Dbuildtype=release\n"),
    ("https://github.com/pybamm-team/PyBaMM/issues/1641",
     "Created temporary directory: /tmp/pip-ephem-wheel-cache-4y2oaj1z\nCreated temporary directory: /tmp/pip-req-tracker-ppu80go8\n"),
    ("a Raspberry Pi build log (RPi.GPIO, found with the code search)",
     "  ╰─> [91 lines of output]\n      /tmp/pip-build-env-4s7_8kkp/overlay/lib/python3.11/site-packages/setuptools/dist.py:759: SetuptoolsDeprecationWarning: License classifiers are deprecated.\n"),
]


@pytest.mark.parametrize(("thread", "text"), PIP_TEMP_OFF_MACOS)
def test_pips_bare_tmp_folders_are_not_macos(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values.get("host.os") == "Linux", thread


def test_pips_temp_folder_on_a_mac_is_under_private() -> None:
    """scipy/scipy#22799: 'sudo pip install spicy' on macOS prints /private/tmp/pip-build-env-…: a Mac."""
    text = "      Program f2py found: YES (/private/tmp/pip-build-env-q6ynqasz/overlay/bin/f2py)\n"
    values, _ = read(text)
    assert values.get("host.os") != "Linux"


SUBDIR_NAMED_MACHINE = [
    ("https://github.com/prefix-dev/pixi/issues/1750",
     "On a osx-arm64 machine, I get the following error:\n\n```bash\n▶▶ pixi install\n WARN osx\n"),
    ("https://github.com/prefix-dev/pixi/issues/875",
     "One thing makes it unfortunately not useful in practice for me: lack of using osx-64-only-channels on my osx-arm64 machine.\n"),
    ("https://github.com/orasanen/ALICE/issues/29",
     "Installation failed (osx-arm64 hardware architecture)\n\nWhen installing on macOS Sonoma 14.5, I get the errors in this screenshot:\n"),
]


@pytest.mark.parametrize(("thread", "text"), SUBDIR_NAMED_MACHINE)
def test_a_mac_called_by_its_conda_subdir_is_apple_silicon(thread: str, text: str) -> None:
    assert "apple-silicon" in ids(text), thread


PYENV_PATHS = [
    ("https://github.com/scipy/scipy/issues/18005",
     "Requirement already satisfied: numpy<1.23.0,>=1.16.5 in /Users/thomas/.pyenv/versions/3.7.16/envs/trading-system-3.7.16/lib/python3.7/site-packages (from scipy==1.7.3) (1.21.6)\n",
     "3.7.16"),
    ("https://github.com/grpc/grpc/issues/31130",
     '          File "/Users/deepa/.pyenv/versions/3.9.5/lib/python3.9/distutils/unixccompiler.py", line 117, in _compile\n',
     "3.9.5"),
    ("https://github.com/ekalinin/nodeenv/issues/280",
     '  File "/Users/thc29/.pyenv/versions/3.9.1/lib/python3.9/runpy.py", line 197, in _run_module_as_main\n',
     "3.9.1"),
    ("https://github.com/tensorflow/tensorflow/issues/58339",
     "  creator CPython3Posix(dest=/Users/dxia/.pyenv/versions/3.8.12-x86/envs/tf-macos-2.9.1, clear=False, no_vcs_ignore=False, global=False)\n",
     "3.8.12"),
]


@pytest.mark.parametrize(("thread", "text", "version"), PYENV_PATHS)
def test_a_pyenv_path_names_the_interpreters_version(thread: str, text: str, version: str) -> None:
    values, _ = read(text)
    assert values.get("python.version") == version, thread


def test_a_pyenv_python_37_is_too_old() -> None:
    """scipy/scipy#18005: scipy 1.7.3 built from source under pyenv's 3.7.16 on an arm64 Mac."""
    text = ("Requirement already satisfied: numpy<1.23.0,>=1.16.5 in /Users/thomas/.pyenv/versions/3.7.16/envs/trading-system-3.7.16/lib/python3.7/site-packages (from scipy==1.7.3) (1.21.6)\n"
            "      /opt/homebrew/bin/gfortran -Wall -g -L/opt/homebrew/opt/zlib/lib build/temp.macosx-12.3-arm64-3.7/scipy/integrate/_quadpackmodule.o\n")
    assert {"apple-silicon", "python-native-arm64", "python-too-old"} <= ids(text)
