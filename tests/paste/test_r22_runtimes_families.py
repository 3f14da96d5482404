# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4080-4090 (newer and smaller ML runtimes on Macs: tinygrad, Mojo/Modular, TVM,
PaddlePaddle, MindSpore) exposed, each read from real text.

- A condition put to the reader ('If you are using M1, it seems that …') says nothing of the writer's machine, also
  where the clue's own first word is the verb ('using M1'), and in 'in case (that) you are …'.
- Instructions offered and said to work on a kind of Mac ('The following scripts work on M1 mac') name the machine
  they are for, not the writer's.
- CONDA_SUBDIR=osx-64 offered to the reader ('you can add `CONDA_SUBDIR=osx-64`') is a remedy, not the failing
  environment's conda platform.
- A Docker image promised ('We will also provide docker image for ARM processors ASAP.') is no container anything ran in.
- dyld's 'Symbol not found: _mkfifoat' (a libSystem function macOS 13 brought) is a library built for a newer macOS,
  even where the paste lost the 'Expected in: /usr/lib/libSystem.B.dylib' line.
"""

from __future__ import annotations

from pasted import ids, raised, read

from macml_doctor.diagnose import engine
from macml_doctor.diagnose.symptoms import merge_symptoms
from macml_doctor.paste import inputs


def _import_failed(text: str) -> tuple[str, dict]:
    """The import-failed finding's summary and evidence."""
    facts = inputs.parse_report(text, "test")
    [f] = [f for f in merge_symptoms(engine.run_checks(facts), facts) if f.id == "import-failed"]
    return f.summary, dict(f.evidence)


# https://github.com/PaddlePaddle/InterpretDL/issues/37 (dev 4081): the maintainer's answer to 'macOS / python3.9'
INTERPRETDL_37 = r"""# Error upon installation

Hoozits728 · description · 2022-08-17
## (optional) Enviroment

If you know well the environment of your machine, please put the information below:

macOS
python3.9

holyseven · comment · 2022-08-17
Hi Matt,

If you are using M1, it seems that some libraries with arm has some compatibility issues, see [this](https://github.com/numpy/numpy/issues/17569) for example.

In case that you are using [conda](https://www.anaconda.com/), you can add `CONDA_SUBDIR=osx-64`, forcing the installation of intel packages. The following scripts work on M1 mac
"""

# https://github.com/mindspore-ai/mindspore/issues/171 (dev 4082)
MINDSPORE_171 = r"""# How to install on M1?

KrisBaymax · comment · 2021-12-01
I see the mindspore only supports several cpu types, such as Ubuntu-x86, Ubuntu-aarch64, Windows-x86. Can it install on M1 which is Apple's CPU？

nicholasyanghaoran · comment · 2022-10-24
Hi @donsez
Thank you very much for your support! As for dockerimages or dockerfile for 1.9.0, they are not available for now as MindSpore 1.9.0 is not released yet.
We will also provide docker image for ARM processors ASAP.
"""

# https://github.com/modular/modular/issues/2312 (dev 4085)
MODULAR_2312 = r"""# installation issue on mac M1 .

ilhamfp · comment · 2024-04-28
Having the same problem

* macOS Monterey Version 12.2.1
* MacBook Pro (14-inch, 2021)
* Apple M1 Pro

```
$ modular install mojo
# Configs complete, running post-install hooks...
[mojo][error] Mojo SDK post-install test "`mojo format`" failed:
SubprocessError: Command '/Users/ilhamfp/.modular/pkg/packages.modular.com_mojo/bin/mojo format /tmp/tmpq9icnf05/test_format.mojo' returned non-zero exit status 255.
  stderr:
    [68344] Error loading Python lib '/Users/ilhamfp/.modular/pkg/packages.modular.com_mojo/lib/mblack/_internal/Python': dlopen: dlopen(/Users/ilhamfp/.modular/pkg/packages.modular.com_mojo/lib/mblack/_internal/Python, 0x000A): Symbol not found: _mkfifoat
"""


def test_a_maintainers_conditions_and_offered_conda_setting_say_nothing_of_the_reporters_machine() -> None:
    facts, _ = read(INTERPRETDL_37)
    assert facts.get("host.cpu_brand") is None and facts.get("host.arm64_capable") is None
    assert facts.get("conda.platform") is None
    found = ids(INTERPRETDL_37)
    assert "apple-silicon" not in found and "conda-x86-distribution" not in found and "intel-mac" not in found


def test_a_condition_put_to_the_reader_is_not_the_writers_chip() -> None:
    for text in ("If you are using M1, it seems that some libraries with arm has some compatibility issues.",
                 "If you're on an M1 Mac, the wheels are missing.",
                 "In case you are using M2, install the arm64 build.",
                 "in case that you are running M1 Max, use miniforge."):
        assert read(text)[0].get("host.cpu_brand") is None, text
        assert "apple-silicon" not in raised(text), text


def test_a_condition_with_the_writer_in_it_or_a_plain_statement_stays_read() -> None:
    for text in ("If you are using M1 like me, the wheels are missing.",
                 "I am using M1, and the wheels are missing.",
                 "The install fails on my M1 Mac."):
        assert read(text)[0].get("host.cpu_brand") == "Apple M1", text
        assert "apple-silicon" in ids(text), text


def test_instructions_said_to_work_on_a_kind_of_mac_are_not_the_writers_machine() -> None:
    for text in ("The following scripts work on M1 mac",
                 "These steps should work on an M1 Mac.",
                 "The commands below work fine on M2 mac too."):
        assert read(text)[0].get("host.cpu_brand") is None, text
        assert "apple-silicon" not in raised(text), text


def test_a_machine_where_the_writers_steps_worked_stays_read() -> None:
    for text in ("These steps worked on my M1 mac", "My script works on M1 mac but not in CI", "It fails on my M1 mac"):
        assert read(text)[0].get("host.cpu_brand") == "Apple M1", text


def test_conda_subdir_offered_to_the_reader_is_not_the_environment() -> None:
    for text in ("you can add `CONDA_SUBDIR=osx-64` before conda create",
                 "You could run `conda config --env --set subdir osx-64` in that env.",
                 "I'd suggest setting CONDA_SUBDIR=osx-64 for this package.",
                 "One should prefix the command with CONDA_SUBDIR=osx-64"):
        assert read(text)[0].get("conda.platform") is None, text


def test_conda_subdir_the_person_used_stays_read() -> None:
    for text in ("I ran CONDA_SUBDIR=osx-64 conda create -n tf python=3.9",
                 "after I set CONDA_SUBDIR=osx-64 it installed",
                 "$ conda config --env --set subdir osx-64"):
        assert read(text)[0].get("conda.platform") == "osx-64", text


def test_a_promised_docker_image_is_no_container() -> None:
    facts, _ = read(MINDSPORE_171)
    assert facts.get("host.container") is None and facts.get("host.os") != "Linux"
    found = ids(MINDSPORE_171)
    assert "apple-silicon" in found and "not-a-mac" not in found
    for text in ("We will also provide docker image for ARM processors ASAP.",
                 "we'll publish a docker image for arm64 soon",
                 "They plan to release docker images next month.",
                 "We are going to provide an official docker image later."):
        facts = read(text)[0]
        assert facts.get("host.container") is None and facts.get("host.os") is None, text


def test_a_docker_image_built_or_run_stays_read() -> None:
    for text in ("I built a docker image and ran it on my M1", "The docker image fails to start on my Mac.",
                 "We will run it in a docker container."):
        assert read(text)[0].get("host.os") == "Linux", text


def test_a_missing_libsystem_function_is_a_build_for_a_newer_macos() -> None:
    found = ids(MODULAR_2312)
    assert "import-failed" in found and "apple-silicon" in found
    summary, evidence = _import_failed(MODULAR_2312)
    assert evidence["built_for"] == "newer-macos"
    assert "libSystem (which has it from macOS 13.0)" in summary
    # newer dyld puts the symbol in parentheses; pwritev came with macOS 11
    for symbol, since in (("(_mkfifoat)", "13.0"), ("_mknodat", "13.0"), ("_pwritev", "11.0")):
        text = MODULAR_2312.replace("Symbol not found: _mkfifoat", "Symbol not found: " + symbol)
        summary, evidence = _import_failed(text)
        assert evidence["built_for"] == "newer-macos", symbol
        assert f"macOS {since}" in summary, symbol


def test_other_missing_symbols_stay_a_version_mismatch_and_expected_in_still_decides() -> None:
    other = MODULAR_2312.replace("Symbol not found: _mkfifoat", "Symbol not found: _PyInit_foo")
    assert _import_failed(other)[1]["built_for"] == "another-version"
    # a symbol that only ends like a libSystem function, or has no underscore, is no libSystem function
    for symbol in ("__mkfifoat", "mkfifoat", "_mkfifoat_wrapper"):
        text = MODULAR_2312.replace("Symbol not found: _mkfifoat", "Symbol not found: " + symbol)
        assert _import_failed(text)[1]["built_for"] == "another-version", symbol
    # a package's own library named as the one expected: not macOS's, whatever the symbol
    named = MODULAR_2312.replace(
        "Symbol not found: _mkfifoat",
        "Symbol not found: _mkfifoat\n  Referenced from: /Users/x/lib/a.dylib\n  Expected in: /Users/x/lib/libfoo.dylib")
    assert _import_failed(named)[1]["built_for"] == "another-version"
