# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5540-5551 (evolutionary computation and black-box optimisation libraries:
pymoo, nevergrad through R's Robyn, fcmaes, libcmaes, SMAC and its pyrfr, nlopt) exposed, each read from real text.

- A Windows path written with forward slashes ('C:/Users/…/Scripts/python.exe', as R and Git Bash print it) is a
  Windows machine's, as the backslashed one is: a drive letter and a Windows top folder, or folders that end in a
  venv's Scripts folder, an .exe or Lib/site-packages.
- A possibility told of a platform after a preposition ('I know that for Mac Mojave there might be an issue with a
  library as well') is a remark on what may go wrong there, not the writer's machine.
- A person's own account of installing with a Linux distribution's package manager ('after installing a system wide
  swig (with pacman) I got …') is a Linux machine's; advice to do so is not.
"""

from __future__ import annotations

from pasted import fact, raised

# https://github.com/facebookexperimental/Robyn/issues/670 (dev 5551)
ROBYN_670 = r"""## Environment & Robyn version
packageVersion("Robyn") - ‘3.9.0’
R.version$version.string - "R version 4.2.1 (2022-06-23 ucrt)"

there was an error regarding what python path to use, Then I used the path "C:/Users/johaloda/Documents/.virtualenvs/r-reticulate/Scripts/python.exe")"""

# https://github.com/anyoptimization/pymoo/issues/10 (dev 5540), the maintainer's answer
PYMOO_10 = r"""julesy89 · comment · 2019-05-24
What operating system are you using? Did you use pip to install it?

Note, that in case you use windows a compiler needs to be installed. I know that for Mac Mojave there might be an issue with a library as well."""

# https://github.com/GPBench/TinyverseGP/issues/13 (dev 5546)
TINYVERSEGP_13 = r"""After running `pip3 install -r requirements.txt` I was getting an error that `swig` wasn't found (even though it is on the requirements), after installing a system wide swig (with pacman) I got a compilation error."""


def test_windows_path_with_forward_slashes() -> None:
    assert fact(ROBYN_670, "host.os") == "Windows"
    assert "not-a-mac" in raised(ROBYN_670)
    for text in ("python is at c:/program files/python39/python.exe",
                 "Traceback in D:/Anaconda3/envs/jax/python.exe",
                 "E:/work/venv/Scripts/activate was run first",
                 "  File \"D:/tools/venv/Lib/site-packages/numpy/__init__.py\", line 1",
                 "C:/ProgramData/Miniconda3/python.exe -m pip install nevergrad",
                 "see file:///C:/Users/me/report.html"):
        assert fact(text, "host.os") == "Windows", text


def test_forward_slash_near_misses_are_not_windows() -> None:
    for text in ("see https://github.com/x/y/blob/main/a.py",
                 "A:/usr/local/bin/python3",
                 "file:///Users/me/x.py",
                 "the ratio 3:/4 of the runs"):
        assert fact(text, "host.os") != "Windows", text


def test_possibility_told_of_a_platform_is_not_the_machine() -> None:
    assert "intel-mac" not in raised(PYMOO_10)
    assert fact(PYMOO_10, "host.macos_release") is None
    for text in ("I think on macOS Catalina there may be problems with libomp.",
                 "For Mojave there could be an issue with the linker.",
                 "On Mojave (10.14) there might also be an issue.",
                 "I know that with Mac Catalina, there might be an issue with clang.",
                 # the real line hard-wrapped at 100 characters
                 "Note, that in case you use windows a compiler needs to be installed. I know that for Mac Mojave\n"
                 "there might be an issue with a library as well."):
        assert "intel-mac" not in raised(text), text


def test_a_possibility_on_the_writers_own_mac_still_reads() -> None:
    for text in ("On my Mojave there might be an issue with the library.",
                 "I am on Mojave and there might be an issue with the library.",
                 "On Mojave there is an error when I import it.",
                 "I use macOS Mojave. There might be an issue with the library."):
        assert "intel-mac" in raised(text), text


def test_installed_with_a_linux_package_manager() -> None:
    assert fact(TINYVERSEGP_13, "host.os") == "Linux"
    assert "not-a-mac" in raised(TINYVERSEGP_13)
    for text in ("I installed swig using apt-get and the build still fails.",
                 "We reinstalled it via dnf.",
                 "I have installed libomp with the system apt.",
                 "After installing cmake through zypper I got past the error."):
        assert fact(text, "host.os") == "Linux", text


def test_package_manager_advice_is_not_the_machine() -> None:
    for text in ("You can install swig with apt.",
                 "Install swig with apt-get first.",
                 "I installed pacman-mirrors docs.",
                 "I installed swig with brew on my Mac."):
        assert fact(text, "host.os") != "Linux", text
