# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4420-4430 (the first months of Apple silicon: M1 Macs on Big Sur building
numpy, scipy, scikit-learn, matplotlib and pandas) exposed, each read from real text.

- autoconf's guess of the machine it builds on ('checking build system type... arm64-apple-darwin20.5.0', and
  config.sub's 'Invalid configuration `arm64-apple-darwin20.5.0'' refusing it): the configure shell's `uname -m` and
  Darwin release, arm64/aarch64/arm only on Apple silicon; x86_64 on an Intel Mac or under Rosetta (not decided).
  Not the host or target lines of a cross build, nor conda-forge's fixed darwin20.0.0 triple.
- The '⇒' and '»' prompts of zsh themes, alone or after a folder or 'user@host:~|': the command behind them is read
  as the commands behind '➜' and '❯' are ('⇒  uname -m' / 'arm64'); a breadcrumb of prose keeps its words.
"""

from __future__ import annotations

import pytest
from pasted import raised, read

from macml_doctor.paste.normalise import clean

# https://github.com/matplotlib/matplotlib/issues/20661 (dev 4427): the title alone
MPL_20661_TITLE = """# Build error on M1 Macbook (while building freetype): "Invalid configuration `arm64-apple-darwin20.5.0': machine `arm64-apple' not recognized\""""
MPL_20661_CONFIG_LINE = """Invalid configuration `arm64-apple-darwin20.5.0': machine `arm64-apple' not recognized"""

# https://github.com/pyenv/pyenv/issues/1768 (an M1 with arm64 Homebrew)
PYENV_1768 = """python-build: use readline from homebrew
python-build: use zlib from xcode sdk

BUILD FAILED (OS X 11.4 using python-build 20180424)

Last 10 log lines:
checking build system type... Invalid configuration `arm64-apple-darwin20.5.0': machine `arm64-apple' not recognized
configure: error: /bin/sh ./config.sub arm64-apple-darwin20.5.0 failed"""

# https://github.com/fte-team/fteqw/issues/281 (an ARM Mac): an old config.guess says 'arm', config.sub refuses 'arm64'
FTEQW_281 = """checking build system type... arm-apple-darwin23.6.0
checking host system type... Invalid configuration 'arm64-apple-darwin23.6.0': machine 'arm64-apple' not recognized
configure: error: /bin/sh ./config.sub arm64-apple-darwin23.6.0 failed"""

# a Ruby build on an M-series Mac (code-search index id 40724237133)
RUBY_BUILD = """>>> Configuring ruby 3.1.3 ...
checking for ruby... /usr/bin/ruby
tool/config.guess already exists
tool/config.sub already exists
checking build system type... aarch64-apple-darwin22.3.0
checking host system type... aarch64-apple-darwin22.3.0
checking target system type... aarch64-apple-darwin22.3.0"""

# an Intel Mac's Apache build (code-search index id 47092546315): x86_64 may be Rosetta, so no chip is decided
HTTPD_INTEL = """jeremy@jeremydeMacBook-Pro httpd-2.4.51 % ./configure
checking for chosen layout... Apache
checking build system type... x86_64-apple-darwin20.2.0
checking host system type... x86_64-apple-darwin20.2.0
checking target system type... x86_64-apple-darwin20.2.0"""


@pytest.mark.parametrize("text", [
    MPL_20661_CONFIG_LINE,
    PYENV_1768,
    FTEQW_281,
    RUBY_BUILD,
    "checking build system type... Invalid configuration arm64-apple-darwin21.1.0",  # the quotes lost to markdown
])
def test_autoconf_arm_triple_is_apple_silicon(text: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Darwin"
    assert values["host.arm64_capable"] == 1
    assert "apple-silicon" in raised(text)


def test_autoconf_triple_names_the_darwin_release() -> None:
    values, _ = read(PYENV_1768)
    assert values["host.kernel_release"] == "20.5.0"
    values, _ = read(FTEQW_281)
    assert values["host.kernel_release"] == "23.6.0"


def test_matplotlib_20661_title_alone_is_read() -> None:
    assert "apple-silicon" in raised(MPL_20661_TITLE)


def test_autoconf_x86_triple_decides_no_chip() -> None:
    values, _ = read(HTTPD_INTEL)
    assert values["host.os"] == "Darwin"
    assert "host.arm64_capable" not in values
    found = raised(HTTPD_INTEL)
    assert not found & {"apple-silicon", "python-x86-on-arm", "rosetta-missing", "not-a-mac"}


@pytest.mark.parametrize("text", [
    # a cross build for osx-arm64 on an Intel machine: conda-forge's fixed triple on the host line
    "checking build system type... x86_64-apple-darwin13.4.0\nchecking host system type... arm64-apple-darwin20.0.0",
    # pixi building a conda package: the same fixed triple as the build line
    "checking build system type... aarch64-apple-darwin20.0.0\nchecking host system type... aarch64-apple-darwin20.0.0",
    # a cross build's host (iOS), with no build line
    "checking host system type... arm-apple-darwin",
    "checking host system type... arm64-apple-darwin21.1.0",
    # Linux on ARM
    "checking build system type... aarch64-unknown-linux-gnu",
    # a typed option, not a guess
    "./configure --host=arm64-apple-darwin21.1.0 --build=arm64-apple-darwin21.1.0",
])
def test_autoconf_near_misses_unread(text: str) -> None:
    values, _ = read(text)
    assert "host.arm64_capable" not in values
    assert "apple-silicon" not in raised(text)


# https://github.com/CIROH-UA/ngen-datastream/issues/64 (2024, a Mac): the '⇒' prompt of a zsh theme
NGEN_64 = """For Mac with:
⇒  uname -m
arm64

Getting "Unsupported architecture: arm64" while running install.sh. Please update the script to support this."""


def test_ngen_datastream_64_arrow_prompt_uname() -> None:
    assert "apple-silicon" in raised(NGEN_64)


@pytest.mark.parametrize(("raw", "printed"), [
    ("⇒  uname -m", "uname -m"),
    # code-search index ids 26400693104 (oh-my-zsh, 'user@host:~|⇒'), 48998385067 and 22437147621 ('»')
    ("anyisalin@MacBook-Pro:~|⇒  pip install ipython jupyter", "pip install ipython jupyter"),
    ("~/Documents/42/rainfall/level1/resources (main) » python -c 'print \"a\"*76' | ./level1",
     "python -c 'print \"a\"*76' | ./level1"),
    ("~ » python -c \"print '2e67374d47482f00'.decode('hex')\"", "python -c \"print '2e67374d47482f00'.decode('hex')\""),
    ("Getting-Started/build » python -c 'print(\"A\"*77)' | ./vuln", "python -c 'print(\"A\"*77)' | ./vuln"),
    ("» python -c 'print(\"A\"*128 + \"B\")' | od", "python -c 'print(\"A\"*128 + \"B\")' | od"),
    # prose: a breadcrumb, an upgrade arrow, a branch alone keep their words
    ("Settings » Privacy & Security", "Settings » Privacy & Security"),
    ("Apple M1 » macOS 11", "Apple M1 » macOS 11"),
    ("torch 1.13 ⇒ 2.0", "torch 1.13 ⇒ 2.0"),
    ("1.13 ⇒ 2.0 fixes it", "1.13 ⇒ 2.0 fixes it"),
    ("(main) » pip list", "(main) » pip list"),
])
def test_arrow_prompts(raw: str, printed: str) -> None:
    assert clean(raw) == printed


@pytest.mark.parametrize("text", [
    "~ » uname -m\narm64",
    "user@MacBook-Air:~|⇒  uname -m\narm64",
    "~/src/app (main) » uname -m\narm64",
])
def test_arrow_prompt_variants_read(text: str) -> None:
    assert "apple-silicon" in raised(text)


@pytest.mark.parametrize("text", [
    "Settings » uname -m\narm64",  # not a prompt: the line is prose, not the command
    "user@MacBook-Air:~|⇒  uname -m\nx86_64",  # x86_64 alone: an Intel Mac or Rosetta, as behind '$'
])
def test_arrow_prompt_near_misses(text: str) -> None:
    assert "apple-silicon" not in raised(text)
