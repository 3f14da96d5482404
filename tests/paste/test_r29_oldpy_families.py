# ruff: noqa: E501, W291  (real pasted lines are kept whole, trailing spaces too)
"""Clue families the never-seen batch 5140-5151 (old and end-of-life Pythons, 2.7 to 3.8, on Macs, and the ML packages
that dropped them) exposed, each read from real text.

- Python 2's ImportError names the missing module bare ('ImportError: No module named torch'); Python 3.3 on quotes
  it: the bare form bounds the Python below 3.3.
- The writer's Python named with its distribution between ('my pyenv python 2.7', 'my homebrew python 3.7').
- `pyenv global|local|shell X.Y.Z` selects the Python that runs.
- A line that is only a python.org framework build's python or pip (`which pip3`'s answer) is the Python in use.
- The writer's Mac in a post dated before Apple silicon: a sentence that opens on the Mac and goes on with what the
  writer did ('For Mac OS I fixed it via:'), and the writer's environment said to be on the Mac ('environment was
  python 3.7 on macOS').
- A one-minor wheel (cp39) refused just after the text names a Python of another minor ('install on python3.8 will
  have below issue') is refused for its interpreter tag, not its architecture.
- A condition put to a third person or to whoever owns a kind of Mac ('If the user is using an Apple Silicon
  Macbook, change …') names no one's machine.
"""

from __future__ import annotations

from pasted import fact, ids, read

# https://github.com/facebookarchive/loop/issues/70 (dev 5141)
LOOP_70 = r"""# ImportError: No module named torch

mrgloom · description · 2019-03-26
For Mac OS I fixed it via:

`pip install https://download.pytorch.org/whl/torch-0.1.12.post2-cp27-none-macosx_10_7_x86_64.whl`

https://pytorch.org/get-started/previous-versions/"""

# https://github.com/pytorch/pytorch/issues/9097 (dev 5140), the comment that names the environment
PYTORCH_9097 = r"""# Add python 3.7 to binary install page

DuaneNielsen · comment · 2018-07-20
I understand python 3.7 not supported yet.  However when it comes time, there does appear to be something that needs to happen in the pip repo.

environment was python 3.7 on macOS, installing using pip 10.0.1"""

# https://github.com/wizyoung/AppleSiliconSelfBuilds/issues/1 (dev 5142), the comment with pip's refusal
SELF_BUILDS_1 = r"""johnson7788 · comment · 2021-03-22
install on python3.8 will have below issue
```
pip install torch-1.8.0a0-cp39-cp39-macosx_11_0_arm64.whl 
ERROR: torch-1.8.0a0-cp39-cp39-macosx_11_0_arm64.whl is not a supported wheel on this platform.
```"""

# https://github.com/facebook/Ax/issues/239 (dev 5147)
AX_239 = r"""bohoro · comment · 2020-01-05
(ax-test) bash-3.2$ which pip3
/Library/Frameworks/Python.framework/Versions/3.8/bin/pip3"""

# https://github.com/valgur/GIMP-ML-Hub/issues/12 (dev 5148)
GIMP_ML_HUB_12 = r"""```bash
$ brew install pyenv
$ pyenv install 2.7.18
$ pyenv install 3.7.9
$ pyenv global 3.7.9 2.7.18
```"""

# https://github.com/mayurmadnani/fer/issues/28 (dev 5143), its body
FER_28 = r"""If the user is using an Apple Silicon Macbook, change the package name from **tensorflow==1.15.2** to tensorflow-macos. 
The user also needs to install tensorflow metal plug-in using **python -m pip install tensorflow-metal** OR add **tensorflow-metal** in the requirements.txt"""


def test_python2_import_error_is_a_python_older_than_3_3() -> None:
    assert fact(LOOP_70, "python.older_than") == "3.3"
    assert "python-too-old" in ids(LOOP_70)


def test_python2_import_error_family() -> None:
    for text in (
        "ImportError: No module named tensorflow",
        "Traceback (most recent call last):\n  File \"x.py\", line 1, in <module>\n    import torch._C\nImportError: No module named torch._C\n",
        "    ImportError: No module named io\n",
    ):
        assert fact(text, "python.older_than") == "3.3", text
        assert "python-too-old" in ids(text), text


def test_python3_import_errors_and_prose_are_not_python2() -> None:
    for text in (
        "ImportError: No module named 'torch'",
        "ModuleNotFoundError: No module named torch",
        "ModuleNotFoundError: No module named 'torch'",
        "I get ImportError: No module named torch when I run it",
    ):
        assert fact(text, "python.older_than") is None, text


def test_python_named_with_its_distribution_family() -> None:
    for text, version in (
        ("Trying to install pytorch on my pyenv python 2.7", "2.7"),  # https://github.com/pytorch/pytorch/issues/10617
        ("my homebrew python 3.7 fails", "3.7"),
        ("using conda python 3.6 on mac", "3.6"),
        ("with the system python 2.7 it fails", "2.7"),
        ("my python.org python 3.8 works", "3.8"),
        ("my brew's python 3.9", "3.9"),
    ):
        assert fact(text, "python.version") == version, text


def test_python_with_a_distribution_but_not_the_writers_is_not_read() -> None:
    for text in (
        "pyenv python 3.7 is recommended",
        "If you use conda python 3.6, it fails",
        "conda python 3.10 and 3.11 are supported",
    ):
        assert fact(text, "python.version") is None, text


def test_pyenv_global_selects_the_python_in_use() -> None:
    assert fact(GIMP_ML_HUB_12, "python.version") == "3.7.9"
    assert "python-too-old" in ids(GIMP_ML_HUB_12)
    for text, version in (("pyenv local 3.6.8", "3.6.8"), ("pyenv shell 2.7.18", "2.7.18"), ("$ pyenv global 3.11.4", "3.11.4")):
        assert fact(text, "python.version") == version, text


def test_pyenv_install_advice_or_system_selects_nothing() -> None:
    for text in ("pyenv install 3.7.9", "You should run pyenv global 3.10.6 first.", "pyenv global system", "pyenv global 3.7.9-dev"):
        assert fact(text, "python.version") is None, text


def test_which_pip3_framework_path_is_the_python_in_use() -> None:
    facts, _ = read(AX_239)
    assert facts["python.base_prefix"] == "/Library/Frameworks/Python.framework/Versions/3.8"
    assert facts["python.version"] == "3.8"
    assert "python-distribution" in ids(AX_239)


def test_framework_bin_path_line_family() -> None:
    for text, version in (
        ("$ which python3\n/Library/Frameworks/Python.framework/Versions/3.11/bin/python3", "3.11"),
        (">>> sys.executable\n/Library/Frameworks/Python.framework/Versions/3.7/bin/python3.7\n", "3.7"),
        ("$ command -v pip\n  /Library/Frameworks/Python.framework/Versions/2.7/bin/pip\n", "2.7"),
    ):
        assert fact(text, "python.version") == version, text
        assert "python-distribution" in ids(text), text


def test_framework_folder_in_a_path_listing_is_not_the_python_in_use() -> None:
    text = "PATH=/Library/Frameworks/Python.framework/Versions/3.8/bin:/usr/local/bin\n"
    assert fact(text, "python.base_prefix") is None


def test_mac_opening_the_writers_sentence_in_an_old_post_is_intel() -> None:
    facts, _ = read(LOOP_70)
    assert facts.get("host.cpu_brand") == "Intel"
    assert "intel-mac" in ids(LOOP_70)


HEADER_2018 = "# T\n\nalok · description · 2018-07-02\n"


def test_mac_opening_the_writers_sentence_family() -> None:
    for text in (
        "On macOS, I get the same error.",
        "On Mac I had to install libomp.",
        "Under macOS we see this too.",
        "It fails. On mac I fixed it with brew.",
    ):
        assert fact(HEADER_2018 + text, "host.cpu_brand") == "Intel", text


def test_mac_opening_a_sentence_without_the_writer_is_not_read() -> None:
    for text in ("On Mac, the build uses clang.", "For macOS users the wheel is universal2.", "On Mac I'd use MPS."):
        assert fact(HEADER_2018 + text, "host.cpu_brand") is None, text
    after = "# T\n\nalok · description · 2021-07-02\nFor Mac OS I fixed it via:"
    assert fact(after, "host.cpu_brand") is None


def test_environment_on_the_mac_in_an_old_post_is_intel() -> None:
    assert fact(PYTORCH_9097, "host.cpu_brand") == "Intel"
    assert "intel-mac" in ids(PYTORCH_9097)
    for text in ("My environment is Python 3.6 with Anaconda on a Mac.", "setup is torch 1.0 on MacOS"):
        assert fact(HEADER_2018 + text, "host.cpu_brand") == "Intel", text


def test_an_environment_described_on_the_mac_is_not_the_writers() -> None:
    for text in ("This environment is supported on macOS.", "Your environment is broken on macOS."):
        assert fact(HEADER_2018 + text, "host.cpu_brand") is None, text


def test_wheel_refused_for_another_python_minor_says_no_architecture() -> None:
    assert fact(SELF_BUILDS_1, "python.machine") is None
    found = ids(SELF_BUILDS_1)
    assert "torch-no-x86-mac-wheels" not in found and "python-x86-on-arm" not in found
    for text in (
        "I use Python 3.8.10.\nERROR: torch-1.8.0a0-cp39-cp39-macosx_11_0_arm64.whl is not a supported wheel on this platform.",
        "py38 env\nERROR: torch-1.8.0a0-cp39-cp39-macosx_11_0_arm64.whl is not a supported wheel on this platform.",
    ):
        assert fact(text, "python.machine") is None, text


def test_wheel_refused_for_the_same_minor_or_none_named_still_reads_the_other_architecture() -> None:
    for text in (
        "I use Python 3.9.1.\nERROR: torch-1.8.0a0-cp39-cp39-macosx_11_0_arm64.whl is not a supported wheel on this platform.",
        "ERROR: torch-1.8.0a0-cp39-cp39-macosx_11_0_arm64.whl is not a supported wheel on this platform.",
    ):
        assert fact(text, "python.machine") == "x86_64", text


def test_condition_put_to_a_third_person_names_no_machine() -> None:
    assert fact(FER_28, "host.arm64_capable") is None
    assert "apple-silicon" not in ids(FER_28)
    for text in (
        "If someone is on an M1 Mac, use tensorflow-macos.",
        "If you have an M2 Mac, install tensorflow-macos.",
        "if a user has an Apple Silicon Mac, pip fails.",
        "In case the user is running an M1 MacBook, use conda.",
    ):
        assert "apple-silicon" not in ids(text), text


def test_condition_with_the_writer_in_it_still_reads_the_mac() -> None:
    for text in (
        "If the user is using an Apple Silicon Macbook like me, pip fails.",
        "I have an M1 Mac and pip fails.",
        "If I use my M1 Mac, pip fails.",
    ):
        assert "apple-silicon" in ids(text), text
