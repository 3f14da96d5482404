# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5880-5891 (textbook and book companion code repositories: Hands-On ML, Dive into
Deep Learning, the fast.ai book, their readers' install problems) exposed, each read from real text.

- A NumPy or scikit-learn release that a package pins ('requires numpy 1.23.5'), or one said to need what Python 3.12
  removed from its standard library (distutils, pkgutil.ImpImporter; uv's hint naming the release), is wanted: on a
  Python newer than that release's wheels, the Python is too new for it (python_support.toml's rows judge).
- fastai and fastbook named by a post with no other clue make a PyTorch user's report (fastai runs on PyTorch); d2l,
  the Dive into Deep Learning book's package, makes a report about that book's reader.
"""

from __future__ import annotations

from pasted import fact, raised, read

# https://github.com/d2l-ai/d2l-en/issues/2608 (dev 5884), the description
D2L_2608 = """# Can't install d2l 1.0.3 on python 3.12.4

TheJeffah · description · 2024-06-25
The D2L Package version 1.0.3 requires numpy 1.23.5. Python 3.12.4/pip 24.1 consider it(numpy 1.23.5) depreciated and does not conclude the installation. It's needed to update the D2L package to depend on numpy 2.0.0. I'm waiting for it."""

# https://github.com/d2l-ai/d2l-en/pull/2720 (dev 5885), the description's first lines
D2L_2720 = """# fix: relax numpy pin to support Python 3.12+

Chessing234 · description · 2026-06-24
## Summary
- Replace `numpy==1.23.5` with `numpy>=1.26.0,<2.0` in `setup.py`
- Fixes installation failures on Python 3.12+ where numpy 1.23.5 cannot build without removed `distutils` (Fixes #2678)"""

# https://github.com/d2l-ai/d2l-en/issues/2678 (dev 5886), the title and first sentence
D2L_2678 = """# Upgrade `numpy` (v1.23.5) to prevent depricated `distutils` error in Python 3.12+

aliphys · description · 2026-01-13
I'm trying to set up a study environment for d2l in `uv`.  Python 3.12 (Windows 10) leads to an error, since there is a dependency on `distutils` by `numpy` 1.23.5, which was signaled as deprecated in PyTorch ([PEP 632](https://peps.python.org/pep-0632/))."""

# https://github.com/tomaroberts/nii2dcm/issues/57, uv's build failure and hint
NII2DCM_57 = """  × Failed to build `numpy==1.23.2`
  ├─▶ The build backend returned an error
  ╰─▶ Call to `setuptools.build_meta:__legacy__.build_wheel` failed (exit status: 1)

      hint: `distutils` was removed from the standard library in Python 3.12. Consider adding a constraint (like `numpy >1.23.2`) to avoid building a version of `numpy` that depends on `distutils`."""

# https://github.com/fastai/fastbook/pull/568 (dev 5891), the description
FASTBOOK_568 = """# Downgrading fastai version

donlaiq · description · 2023-03-17
I was having some troubles when I tried to set up my local environment to run the code.
Basically, I was creating a virtualenv and installing all the dependencies from requirements.txt, but when `learn.predict(img)` was called, it threw an error. The same happened when I tried to set up a conda environment.
The reasons weren't clear, but finally I found a thread explaining a similar problem (https://forums.fast.ai/t/lesson-1-official-topic/95287/469). So, in fact, it was installing the version 2.7.11 of fastai."""


def _wanted(text: str) -> list[tuple[str, str, str | None]]:
    symptoms = read(text)[0].get("report.symptoms") or []
    return [(s["package"], s["version"], s.get("python")) for s in symptoms if s["id"] == "wanted-release"]


def test_the_d2l_threads_read_a_python_too_new_for_the_pinned_numpy() -> None:
    for text in (D2L_2608, D2L_2720, D2L_2678):
        assert ("numpy", "1.23.5") in [w[:2] for w in _wanted(text)], text
        assert "python-too-new" in raised(text), text


def test_uv_hint_names_the_release_and_the_python() -> None:
    assert ("numpy", "1.23.2", "3.12") in _wanted(NII2DCM_57)
    assert "python-too-new" in raised(NII2DCM_57)


def test_release_needing_removed_stdlib_family() -> None:
    for text in ("numpy 1.23.5 cannot build without distutils",
                 "numpy==1.22.4 fails because distutils is gone",
                 "numpy 1.23.5 uses ImpImporter.  Python 3.12 removed support for pkgutil.ImpImporter.",
                 "Upgrade numpy (v1.21.6): it still needs distutils",
                 "scikit-learn 1.1.3 needs distutils to build",
                 "the build breaks since there is a dependency on distutils by numpy 1.24.4"):
        wanted = _wanted(text)
        assert wanted and wanted[0][2] == "3.12", text
        assert "python-too-new" in raised(text), text


def test_package_pin_family() -> None:
    for text in ("I use Python 3.12. d2l has a hard requirement on numpy 1.23.5",
                 "I'm on Python 3.12.1 and the package requires numpy 1.24.4 exactly.",
                 "Python 3.13.0: my_lib pins numpy==1.26.4",
                 "With Python 3.12.4: d2l 1.0.3 requires numpy==1.23.5, but you have numpy 1.26.4 which is incompatible."):
        assert _wanted(text), text
        assert "python-too-new" in raised(text), text


def test_releases_that_are_no_wanted_old_release() -> None:
    for text in ("I use Python 3.12. chex 0.1.82 requires numpy>=1.25.0, but you have numpy 1.23.5 which is incompatible.",
                 "I use Python 3.12. It requires numpy 1.21 or newer.",
                 "I use Python 3.12. It requires numpy 1.21+",
                 "I use Python 3.12. I've confirmed that numpy 1.26.4 has fixed this problem"):
        assert not _wanted(text), text
        assert "python-too-new" not in raised(text), text
    # a pin the Python has wheels for, or a release new enough despite distutils being named
    for text in ("I use Python 3.11. d2l requires numpy 1.23.5",
                 "I use Python 3.12. numpy 1.26.4 no longer needs distutils"):
        assert _wanted(text), text
        assert "python-too-new" not in raised(text), text


def test_fastai_named_alone_is_a_pytorch_users_report() -> None:
    assert fact(FASTBOOK_568, "torch.named") is True
    assert not raised(FASTBOOK_568) & {"apple-silicon", "intel-mac", "not-a-mac", "torch-missing", "import-failed"}


def test_pytorch_library_family() -> None:
    for text in ("!pip install -Uqq fastbook", "import fastbook", "from fastai.vision.all import *",
                 "pip install fastai2 fails", "I use FastAI 2.7 for the course"):
        assert fact(text, "torch.named") is True, text


def test_textbook_library_family() -> None:
    for text in ("pip install d2l==1.0.3", "ModuleNotFoundError: No module named 'd2l'", "the d2l-zh notebooks fail",
                 "D2L's chapter 3 code raises an error"):
        assert fact(text, "report.other_framework_named") is True, text


def test_words_that_name_no_book_library() -> None:
    for text in ("I took the fast.ai course last year", "fast ai models are nice", "breakfastai is a typo",
                 "the d2lx tool", "the ad2l package"):
        found = read(text)[0]
        assert found.get("torch.named") is None and found.get("report.other_framework_named") is None, text
