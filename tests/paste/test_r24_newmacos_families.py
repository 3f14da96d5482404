# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4240-4252 (new macOS releases and betas breaking ML stacks on Macs: Big Sur,
Ventura, Sonoma, Sequoia and Tahoe betas, Xcode SDK updates, 'after updating macOS…') exposed, each read from real text.

- A native signal said in words and tied to an import ('leads to a segfault when `import torch`', 'Segmentation Fault
  when importing torch', 'bus error when importing tensorflow'): the import crashed, as 'Kernel crashed when importing
  torch' already read; the order of two imports as the condition of a crash ('a segfault issue when torch is imported
  before lightgbm') is not.
- The first Apple-silicon Macs reached buyers on 17 November 2020 (announced and ordered from the 10th): a Mac named in
  a post dated before that day without a word of Apple silicon is possibly an Intel Mac, as in the DTK months.
- The writer's own (clean, fresh, re-)install of Big Sur names the writer's OS, as 'I'm on' and 'upgraded to' do
  ('after a clean install of macOS Big Sur and Python3.9 via Homebrew').
"""

from __future__ import annotations

from pasted import ids, raised, read


def _import_died(text: str) -> list[str]:
    """The symptom ids the text gives that say an import died."""
    return [s for s in read(text)[1] if s == "import-died"]


# https://github.com/pytorch/pytorch/pull/77662 (dev 4246)
PR_77662 = r"""# Move x86 binaries builder to macos-12 to enable MPS build

albanD · comment · 2022-05-18
Testing the binaries on Bigsur 11.6.5 leads to a segfault when `import torch`. The current nightly do work just fine on the same machine.

Collect env of the failing machine:
```python
PyTorch version: 1.12.0.dev20220518
Is debug build: False
CUDA used to build PyTorch: None
ROCM used to build PyTorch: N/A

OS: macOS 11.6.5 (x86_64)
GCC version: Could not collect
Clang version: 13.0.0 (clang-1300.0.29.30)
CMake version: Could not collect
Libc version: N/A

Python version: 3.10.4 (main, Apr 26 2022, 19:43:24) [Clang 13.0.0 (clang-1300.0.29.30)] (64-bit runtime)
Python platform: macOS-11.6.5-x86_64-i386-64bit
Is CUDA available: False

Versions of relevant libraries:
[pip3] torch==1.12.0.dev20220518
[conda] Could not collect
```"""

# https://github.com/numpy/numpy/issues/17784 (dev 4247)
NUMPY_17784 = r"""# BUG: Error installing NumPy via Pip on macOS Big Sur with python from HomeBrew

MarioCatuogno · description · 2020-11-16
### Reproducing code example:

Install Pandas with PIP after a clean install of macOS Big Sur and Python3.9 via Homebrew.

```python
pip install pandas
pip3 install pandas
```
### Error message:
```
  Getting requirements to build wheel ... error
  ERROR: Command errored out with exit status 1:
   command: /usr/local/opt/python@3.9/bin/python3.9 /usr/local/lib/python3.9/site-packages/pip/_vendor/pep517/_in_process.py get_requires_for_build_wheel /var/folders/zv/0q58rjv549bd4qjdqlrwlvl40000gn/T/tmpzr3sthd6
  init_dgelsd failed init
```"""

# https://github.com/pytorch/pytorch/issues/121101 (dev 1594): the order of two imports, not an import's death
ORDER_121101 = "I think you are right, it seems only to occur when lightgbm is imported first. We had a separate segfault issue when torch is imported before lightgbm, as described in this comment: https://github.com/shap/shap/issues/3092#issuecomment-1636806906"


def test_segfault_said_when_importing_torch_is_an_import_crash() -> None:
    _, symptoms = read(PR_77662)
    assert "import-died" in symptoms
    found = ids(PR_77662)
    assert "import-crashed" in found
    assert "apple-silicon" not in found and "python-x86-on-arm" not in found


def test_signal_words_tied_to_an_import_family() -> None:
    for line in ("Segmentation Fault when importing torch on macOS Big Sur",
                 "Since updating to Sonoma python segfaults when I import torch",
                 "I get a segmentation fault upon importing tensorflow after the macOS 14 update.",
                 "Python quits with a bus error when importing tensorflow.",
                 "python3 aborts when importing mlx on the Tahoe beta",
                 "It segfaulted on import time with jax."):
        text = f"# crash\n\n{line}\n"
        assert _import_died(text), line
        assert "import-crashed" in raised(text), line


def test_signal_words_not_tied_to_an_import_are_not_read() -> None:
    for line in (ORDER_121101,
                 "it crashes with a segfault when importing torch after lightgbm.",
                 "python segfaults when torch is imported first",
                 "There is no segfault when importing torch anymore.",
                 "It doesn't segfault when I import torch on Ventura.",
                 "It doesn't crash when I import torch anymore.",
                 "No more crashes when importing tensorflow since 2.16.",
                 "I get a segfault when calling model.fit on the MPS device.",
                 "Segmentation fault handler installed; training runs fine"):
        text = f"# crash\n\n{line}\n"
        assert not _import_died(text), line
        assert "import-crashed" not in raised(text), line


def test_signal_word_after_a_later_update_still_reads_the_import() -> None:
    text = "# crash\n\nit crashes with a segfault when importing torch after upgrading to Sonoma\n"
    assert _import_died(text)


def test_mac_in_a_post_before_the_first_m1_deliveries_is_possibly_intel() -> None:
    facts, _ = read(NUMPY_17784)
    assert facts["host.arm64_capable"] == 0
    found = ids(NUMPY_17784)
    assert "intel-mac" in found
    assert "apple-silicon" not in found and "python-x86-on-arm" not in found


def test_delivery_day_window() -> None:
    body = "My Mac runs macOS Big Sur and pip fails."
    for date, intel in (("2020-11-12", True), ("2020-11-16", True), ("2020-11-17", False), ("2020-12-01", False)):
        text = f"# t\n\nbob · description · {date}\n{body}\n"
        assert (read(text)[0].get("host.arm64_capable") == 0) is intel, date
        assert ("intel-mac" in raised(text)) is intel, date
    # in the window, a post that names Apple silicon is not read
    text = "# t\n\nbob · description · 2020-11-14\nMy M1 Mac runs macOS Big Sur and pip fails.\n"
    assert read(text)[0].get("host.arm64_capable") != 0
    assert "intel-mac" not in raised(text)


def test_own_install_of_big_sur_family() -> None:
    for line in ("Install Pandas with PIP after a clean install of macOS Big Sur and Python3.9 via Homebrew.",
                 "I did a fresh installation of Big Sur yesterday and numpy fails.",
                 "I just installed macOS 11.0.1 and pip fails.",
                 "I reinstalled Big Sur, still the same error."):
        text = f"# t\n\nbob · description · 2020-11-12\n{line}\n"
        assert read(text)[0].get("host.arm64_capable") == 0, line
        assert "intel-mac" in raised(text), line


def test_install_of_big_sur_near_misses() -> None:
    for line in ("I will wait before installing Big Sur.",
                 "a clean install of Python 3.9 on macOS Big Sur",
                 "Should I install Big Sur now?"):
        text = f"# t\n\nbob · description · 2020-11-12\n{line}\n"
        assert read(text)[0].get("host.arm64_capable") is None, line
        assert "intel-mac" not in raised(text), line
    # after the first deliveries, an install of Big Sur says nothing of the chip
    text = "# t\n\nbob · description · 2021-01-20\nafter a clean install of macOS Big Sur pip fails\n"
    assert read(text)[0].get("host.arm64_capable") is None
    assert "intel-mac" not in raised(text)


def test_the_signal_said_in_words_is_named() -> None:
    died = [s for s in read(PR_77662)[0]["report.symptoms"] if s["id"] == "import-died"]
    assert [(d.get("module"), d.get("signal")) for d in died] == [("torch", "SIGSEGV")]
    for line, signal in (("Python quits with a bus error when importing tensorflow.", "SIGBUS"),
                         ("python3 aborts when importing mlx on the Tahoe beta", "SIGABRT"),
                         ("Kernel crashed when importing torch", None)):
        died = [s for s in read(f"# crash\n\n{line}\n")[0]["report.symptoms"] if s["id"] == "import-died"]
        assert [d.get("signal") for d in died] == [signal], line


def test_one_death_told_by_a_sentence_and_by_the_shell_is_one() -> None:
    # the sentence's and the shell's telling of one import's death (pytorch#87041's shape)
    text = ("Hi team, I'm getting segmentation fault when trying to import torch on Sonoma:\n```\n>>> import torch\n"
            "Segmentation fault: 11\n```\n")
    died = [s for s in read(text)[0]["report.symptoms"] if s["id"] == "import-died"]
    assert [(d.get("module"), d.get("signal")) for d in died] == [("torch", "SIGSEGV")]
    assert "report line 4" in died[0]["line"]
    # two imports dying of two signals stay two
    text = ("It segfaults when importing torch.\n\n```\n>>> import tensorflow\nBus error: 10\n```\n")
    died = [s for s in read(text)[0]["report.symptoms"] if s["id"] == "import-died"]
    assert sorted((d.get("module"), d.get("signal")) for d in died) == [("tensorflow", "SIGBUS"), ("torch", "SIGSEGV")]
