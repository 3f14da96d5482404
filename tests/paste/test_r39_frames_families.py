# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6400-6411 (dataframe and columnar libraries beside ML: Polars, PyArrow, DuckDB,
Vaex, Modin, pandas) exposed, each read from real text.

- pip's line for a requirement it takes with the environment marker it came with ('Collecting numpy>=1.20.0;
  platform_machine == "arm64" and python_version < "3.10"'): pip takes only the requirements whose markers are true
  for its Python, so the marker says what that Python's machine (and the host's system) is, as the 'Ignoring …' lines
  already said what it is not.
- the Macs a problem is 'for' ('An issue for M1 Macs is polars'): the writer's own kind of Mac, as 'an issue on M1
  Macs' is read; a fix, a build, support or wheels 'for M1 Macs' name a target and are not read.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids

# https://github.com/pandas-dev/pandas/issues/45077 (dev 6403), the description as stored, cut inside the log
PANDAS_45077 = """# BUILD: Cannot install Pandas MAC OSx 12.1 M1 Chipe

werowe · description · 2021-12-27
### Platform

Mac OSx 12.1 M1 Chip

### Installation Method

pip install

### Python Version

3.8.9

### Installation Logs

<details>

Defaulting to user installation because normal site-packages is not writeable
Collecting pandas
  Using cached pandas-1.3.5.tar.gz (4.7 MB)
  Installing build dependencies: started
  Installing build dependencies: finished with status 'done'
Collecting numpy>=1.20.0; platform_machine == "arm64" and python_version < "3.10"
  Using cached numpy-1.21.5.zip (10.7 MB)
  Installing build dependencies: started
"""


def test_pandas_45077_reads_an_arm64_python_from_the_collected_marker() -> None:
    assert fact(PANDAS_45077, "python.machine") == "arm64"
    found = ids(PANDAS_45077)
    assert {"apple-silicon", "python-native-arm64"} <= found
    assert not found & {"python-x86-on-arm", "intel-mac", "not-a-mac", "python-too-old"}


@pytest.mark.parametrize(("line", "machine", "os_name"), [
    # https://github.com/pandas-dev/pandas/issues/45077
    ('Collecting numpy>=1.20.0; platform_machine == "arm64" and python_version < "3.10"', "arm64", "Darwin"),
    # the requirement found installed, with its folder and the requirement that asked for it after the marker
    ('Requirement already satisfied: numpy>=1.20.0; platform_machine == "arm64" and python_version < "3.10" in ./env/lib/python3.9/site-packages (from pandas) (1.21.0)', "arm64", "Darwin"),
    # single quotes, the system named too, a requirements file's line number after it
    ("Collecting tensorflow-macos==2.12.0; sys_platform == 'darwin' and platform_machine == 'arm64' (from -r requirements.txt (line 3))", "arm64", "Darwin"),
    # an Intel Mac's build pin
    ('Collecting numpy==1.19.3; platform_machine == "x86_64" and sys_platform == "darwin"', "x86_64", "Darwin"),
    # Linux on Arm names its machine aarch64
    ('Collecting numpy; platform_machine == "aarch64" and sys_platform == "linux"', "arm64", "Linux"),
    # the line hard-wrapped inside its marker, as a terminal or a web page cut it at 80 columns
    ('Collecting numpy>=1.20.0; platform_machine == "arm64" and python_version <\n"3.10"\n  Using cached numpy-1.21.5.zip (10.7 MB)', "arm64", "Darwin"),
])
def test_collected_marker_names_the_machine(line: str, machine: str, os_name: str) -> None:
    assert fact(line, "python.machine") == machine
    assert fact(line, "host.os") == os_name


@pytest.mark.parametrize(("line", "os_name"), [
    # a system alone: the host's, whatever its machine
    ('Collecting pywin32>=300; sys_platform == "win32"', "Windows"),
    ('Requirement already satisfied: appnope; sys_platform == "darwin" in ./venv/lib/python3.9/site-packages (from ipykernel) (0.1.2)', "Darwin"),
])
def test_collected_marker_of_a_system_names_the_host(line: str, os_name: str) -> None:
    assert fact(line, "python.machine") is None
    assert fact(line, "host.os") == os_name


@pytest.mark.parametrize("line", [
    # a marker of the Python's version alone (dev 2474's Apple Python 2.7)
    'Requirement already satisfied: functools32; python_version == "2.7" in /Library/Python/2.7/site-packages (from jsonschema!=2.5.0,>=2.4->nbformat)',
    # a marker true on every machine but one
    'Collecting uvloop; platform_machine != "arm64"',
    # a requirements file's or setup.py's line: what was asked for, not what pip took
    'numpy>=1.20.0; platform_machine == "arm64"',
    'install_requires=["tensorflow-macos; platform_machine == \'arm64\'"]',
    # a marker that reads as none, with or without the next line
    'Collecting numpy>=1.20.0; platform_machine ==\nUsing cached numpy-1.21.5.zip (10.7 MB)',
    # pip's note of a marker that did not match is another clue's (and decides nothing alone)
    "Ignoring numpy: markers 'platform_machine == \"arm64\"' don't match your environment",
])
def test_markers_that_decide_nothing_are_not_read(line: str) -> None:
    assert fact(line, "python.machine") is None


# https://github.com/smazzanti/mrmr/pull/49 (dev 6404), the description as stored
MRMR_49 = """# M1fixes

enryH · description · 2024-06-07
I switched to direct imports, but this could be reverted...

### Do not import polars:

An issue for M1 Macs is polars, which needs to use the arm instructions. Apparently M1 Macs can use two versions of instructions, but I did not explore the details. Anyways

In mrmr-selection the line
```python
import polars
```

leads to `zsh: illegal hardware instruction.`
"""


def test_mrmr_49_reads_the_m1_the_problem_is_for() -> None:
    assert fact(MRMR_49, "host.cpu_brand") == "Apple M1"
    found = ids(MRMR_49)
    assert {"apple-silicon", "import-crashed"} <= found
    assert not found & {"intel-mac", "not-a-mac", "python-native-arm64", "rosetta-missing"}


@pytest.mark.parametrize(("line", "brand"), [
    # https://github.com/smazzanti/mrmr/pull/49
    ("An issue for M1 Macs is polars, which needs to use the arm instructions.", "Apple M1"),
    # other problem nouns, machines and tiers
    ("A known problem for M2 machines is polars.", "Apple M2"),
    ("This is a bug for M1 users, the import crashes.", "Apple M1"),
    ("The crash for M3 Pro MacBooks happens at import.", "Apple M3 Pro"),
    ("There are errors for the Apple M4 Max laptops when importing polars.", "Apple M4 Max"),
])
def test_problem_for_a_chip_names_the_chip(line: str, brand: str) -> None:
    assert fact(line, "host.cpu_brand") == brand


@pytest.mark.parametrize("line", [
    # a fix, a build, support or wheels for a kind of Mac: a target
    "A fix for M1 Macs is polars-lts-cpu.",
    "Build wheels for M1 Macs.",
    "Support for M1 Macs is planned.",
    "We should publish binaries for M2 machines.",
])
def test_targets_for_a_chip_are_not_read(line: str) -> None:
    assert fact(line, "host.cpu_brand") is None


# https://github.com/pandas-dev/pandas/issues/44966 (dev 6409): a Jupyter traceback pasted as one line, IPython's rule of
# dashes run into its header
PANDAS_44966_HEADER = "--------------------------------------------------------------------------- ImportError                               Traceback (most recent call last) /var/folders/3x/y4v4zg9x6_j2bfp_xt_sscrc0000gn/T/ipykernel_1312/4080736814.py in <module> ----> 1 import pandas as pd  ~/miniforge3/envs/tf27/lib/python3.9/site-packages/pandas/__init__.py in <module>"


def _exception_types(text: str) -> list[str]:
    return [str(e["type"]) for e in fact(text, "report.exceptions") or []]


@pytest.mark.parametrize("text", [
    PANDAS_44966_HEADER,
    # the same cut by a wrap between the class and 'Traceback', with and without the rule of dashes
    "--------------------------------------------------------------------------- ImportError\nTraceback (most recent call last) /var/folders/3x/T/ipykernel_1312/4080736814.py in <module>",
    "ImportError\nTraceback (most recent call last)\n/var/folders/3x/T/ipykernel_1312/4080736814.py in <module>",
    # IPython's own form, the rule on its line above the header
    "---------------------------------------------------------------------------\nImportError                               Traceback (most recent call last)\n/var/folders/3x/T/ipykernel_1312/4080736814.py in <module>",
])
def test_ipython_header_names_its_class_in_every_form(text: str) -> None:
    assert _exception_types(text) == ["ImportError"]


@pytest.mark.parametrize("text", [
    # the class in a sentence before a traceback's first line, one space apart: not IPython's header
    "I get an ImportError Traceback (most recent call last) when I import it",
    # a rule of dashes too short to be IPython's
    "--- ImportError   Traceback (most recent call last)",
])
def test_no_ipython_header_is_not_read_as_one(text: str) -> None:
    assert "ImportError" not in _exception_types(text)
