# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6500-6511 (recreating an ML project's environment from its files on another
machine: conda env exports, pip-freeze requirements with file:// paths or CUDA builds, conda-lock and Poetry lock files)
exposed, each read from real text.

- the platform an environment tool says it runs on when a lock file or a workspace lacks it (conda-lock's 'not locked
  for the current platform (osx-arm64)', libmamba's 'might not be resolved for your platform (osx-arm64)', pixi's 'Not
  installing dependency on current platform: (osx-arm64)' and 'the project does not support 'osx-arm64''): the
  machine's own, and for conda-lock, a Python tool, its Python's too; not the platforms the file holds.
- a conda-build or rattler-build work folder ('…/<name>_<timestamp>/work') that pip freeze wrote into a requirements
  file as 'name @ file:///…' and that pip then prints: the build machine's path, not the host's.
- the newest release of a Linux named in place of its number ('on the latest version of Ubuntu Desktop').
- a failed environment file read as a failure (pip's 'Could not open requirements file', a person's 'conda env create
  -f … and got the following error message'), so a report that shows nothing else is readable.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids

# https://github.com/conda/conda-lock/issues/281 (dev 6504), the description and the maintainer's reply as stored
CONDA_LOCK_281 = """# PlatformValidationError(osx-arm64)

BeenLi · description · 2022-11-15
when I follow the [chipyard tutorial](https://chipyard.readthedocs.io/en/latest/Chipyard-Basics/Initial-Repo-Setup.html#setting-up-the-chipyard-repo) to download conda-lock and type `./build-setup.sh riscv-tools`, it reports the following error:
> raise PlatformValidationError(
conda_lock.errors.PlatformValidationError: Dependencies are not locked for the current platform (osx-arm64)

maresb · comment · 2022-11-15
Hi, thanks for the report!

Presumably you are running an M1 or M2 macbook. Because it uses the ARM chipset, many of the dependencies require different packages. When creating the lockfile, chipyard considered only the `linux-64` platform, which corresponds to the AMD chipset. Thus `conda-lock install` doesn't have any way to determine which packages should be installed on your system.

To fix this, chipyard needs to rerun conda-lock with support for both `linux-64` and `osx-arm64` platforms. This can be done by adding a section

```yaml
platforms:
- linux-64
- osx-arm64
```

to the `environment.yml` file, or by using the command-line arguments `--platform=linux-64 --platform=osx-arm64`.
"""


def test_conda_lock_281_reads_the_current_platform() -> None:
    assert fact(CONDA_LOCK_281, "python.machine") == "arm64"
    found = ids(CONDA_LOCK_281)
    assert {"apple-silicon", "python-native-arm64"} <= found
    assert not found & {"intel-mac", "not-a-mac", "python-x86-on-arm", "conda-x86-distribution"}


@pytest.mark.parametrize(("line", "os_name", "machine"), [
    # https://github.com/conda/conda-lock/issues/281
    ("conda_lock.errors.PlatformValidationError: Dependencies are not locked for the current platform (osx-arm64)", "Darwin", "arm64"),
    # the wording since conda-lock#282 (https://github.com/conda/conda-lock/pull/282), wrapped as it prints it
    ("conda_lock.errors.PlatformValidationError: The lockfile conda-lock.yml does not contain\na solution for the current platform linux-64. The lockfile only contains solutions for\nthe following platforms: osx-64.", "Linux", None),
    ("The lockfile conda-lock.yml does not contain a solution for the current platform osx-64.", "Darwin", "x86_64"),
    ("Dependencies are not locked for the current platform (win-64)", "Windows", None),
])
def test_conda_lock_names_its_python_platform(line: str, os_name: str, machine: str | None) -> None:
    assert fact(line, "host.os") == os_name
    assert fact(line, "python.machine") == machine


@pytest.mark.parametrize(("line", "os_name", "arm64"), [
    # https://github.com/OpenFreeEnergy/openfe-benchmarks/issues/82 (dev 6508)
    ("warning  libmamba Selected packages for category 'main' are empty. The lockfile might not be resolved for your platform (osx-arm64).", "Darwin", 1),
    # https://github.com/prefix-dev/pixi/issues/1082, the warning and the error, the error's tree drawn as pixi draws it
    ("WARN pixi::environment: Not installing dependency on current platform: (osx-arm64) as it is not part of this project's supported platforms.", "Darwin", 1),
    ("  × The current platform does not satisfy the minimal virtual package requirements\n  ╰─▶ the project does not support 'osx-arm64'", "Darwin", 1),
    # https://github.com/pablovela5620/hloc-glomap/issues/4
    ("The current platform does not satisfy the minimal virtual package requirements ╰─▶ The project does not support 'osx-arm64'.", "Darwin", 1),
    # https://github.com/pydata/xarray/issues/11136: an osx-64 binary runs under Rosetta too, so the system alone
    ("Error: unsupported-platform\n\n  × The workspace does not support 'osx-64'.\n  │ Add it with 'pixi workspace platform add osx-64'.\n  help: supported platforms are win-64, linux-64, osx-arm64", "Darwin", None),
    ("warning  libmamba The lockfile might not be resolved for your platform (linux-aarch64).", "Linux", None),
])
def test_compiled_env_tools_name_the_host(line: str, os_name: str, arm64: int | None) -> None:
    assert fact(line, "host.os") == os_name
    assert fact(line, "host.arm64_capable") == arm64
    assert fact(line, "python.machine") is None


@pytest.mark.parametrize("line", [
    # the platforms a lock file or a workspace is made for or lists
    "To fix this, rerun conda-lock with --platform=linux-64 --platform=osx-arm64.",
    "help: supported platforms are win-64, linux-64, osx-arm64",
    "   Target platforms: linux-64, win-64, osx-arm64",
    "Add it with 'pixi workspace platform add osx-arm64'.",
    "Suggest regenerating the lock file with `-p osx-arm64` and maybe others if relevant `-p osx-64 -p linux-64`",
    # the platform a lock is solved for, not the one the tool runs on
    "Could not lock the environment for platform osx-64",
])
def test_platforms_of_a_file_are_not_the_host(line: str) -> None:
    assert fact(line, "host.os") is None
    assert fact(line, "host.arm64_capable") is None


# https://github.com/peng-weihan/SWE-QA-Bench/issues/1 (dev 6502), the description as stored
SWE_QA_1 = """# requirements.txt contains local path from build environment

239what475 · description · 2025-09-19
The requirements.txt file includes the following line (line 32):

packaging @ file:///home/conda/feedstock_root/build_artifacts/bld/rattler-build_packaging_1745345660/work

This appears to be a local build path from a rattler-build environment.

When running pip install -r requirements.txt, I get the following error:

Processing /home/conda/feedstock_root/build_artifacts/bld/rattler-build_packaging_1745345660/work (from -r requirements.txt (line 32))
ERROR: Could not install packages due to an OSError: [Errno 2] No such file or directory: '/home/conda/feedstock_root/build_artifacts/bld/rattler-build_packaging_1745345660/work'

can you please check this issue？
"""


def test_swe_qa_1_reads_no_system_from_a_build_path() -> None:
    assert fact(SWE_QA_1, "host.os") is None
    assert "not-a-mac" not in ids(SWE_QA_1)


@pytest.mark.parametrize("line", [
    # https://github.com/peng-weihan/SWE-QA-Bench/issues/1
    "Processing /home/conda/feedstock_root/build_artifacts/bld/rattler-build_packaging_1745345660/work (from -r requirements.txt (line 32))",
    "ERROR: Could not install packages due to an OSError: [Errno 2] No such file or directory: '/home/conda/feedstock_root/build_artifacts/bld/rattler-build_packaging_1745345660/work'",
    # conda-build's folder (milliseconds) on conda-forge's Linux and macOS builders, and Anaconda's macOS one
    "Processing /home/conda/feedstock_root/build_artifacts/numpy_1649806299270/work (from -r requirements.txt (line 7))",
    "Processing /Users/runner/miniforge3/conda-bld/numpy_1649806299270/work (from -r requirements.txt (line 4))",
    "Processing /private/var/folders/sy/f16zz6x50xz3113nwtb9bvq00000gp/T/abs_afbyd60z7a/croot/certifi_1707229174982/work/certifi (from -r requirements.txt (line 4))",
    "ERROR: Could not install packages due to an OSError: [Errno 2] No such file or directory: '/Users/ktietz/demo/mc3/conda-bld/pip_1640000000000/work'",
    # pip freeze's own line
    "packaging @ file:///home/conda/feedstock_root/build_artifacts/packaging_1745345660/work",
])
def test_conda_build_work_folders_name_no_host(line: str) -> None:
    assert fact(line, "host.os") is None


@pytest.mark.parametrize(("line", "os_name"), [
    # a home folder with a timestamped folder that is no build's work folder
    ('File "/Users/alice/proj_1649806299270/work.py", line 3, in <module>', "Darwin"),
    ("Processing /Users/alice/builds/x_1649806299270/workspace", "Darwin"),
    ("Processing /home/alice/proj (from -r requirements.txt (line 2))", "Linux"),
    ('  File "/home/alice/miniconda3/envs/ml/lib/python3.10/site-packages/torch/__init__.py", line 1', "Linux"),
])
def test_home_folders_beside_build_folders_still_name_the_host(line: str, os_name: str) -> None:
    assert fact(line, "host.os") == os_name


@pytest.mark.parametrize("line", [
    # https://github.com/ibmm-unibe-ch/TemBERTure/issues/4 (dev 6511)
    "This was on the latest version of Ubuntu Desktop as of 19.08.24 and with Python 3.12 and the latest version of Conda",
    "I'm using the latest Ubuntu",
    "running the newest Fedora",
    "I am on the most recent release of Debian.",
    "on the latest LTS release of Ubuntu",
])
def test_the_latest_linux_names_linux(line: str) -> None:
    assert fact(line, "host.os") == "Linux"


@pytest.mark.parametrize("line", [
    # the newest Linux as a subject, not the writer's machine
    "the latest Ubuntu ships Python 3.12",
    # a list that names a Mac beside it (prose-linux's near miss)
    "It happens on the latest Ubuntu and macOS",
])
def test_the_latest_linux_as_a_topic_is_not_read(line: str) -> None:
    assert fact(line, "host.os") != "Linux"


def _symptoms(text: str) -> list[str]:
    return [str(s["id"]) for s in fact(text, "report.symptoms") or []]


@pytest.mark.parametrize(("text", "symptom"), [
    # https://github.com/conda/conda/issues/5998 (dev 6505): the command, then conda's error mistyped
    ('I am trying to create an environment with the command\n"conda env create -f requirenents/aind-dog-mac.yml \nand got the following error message:\n"ResolvePacka"geNotFound\nrise 4.0.0b1 py35_0"', "conda-env-file-failed"),
    ("I ran mamba env create -f environment.yml and get this error:", "conda-env-file-failed"),
    ("conda env update --file env.yml fails with an error", "conda-env-file-failed"),
    # https://github.com/asteroid-team/asteroid/issues/552 (dev 6507)
    ("Hi, I used conda to create environment and install this repo, but I got `ERROR: Could not open requirements file: [Errno 2] No such file or directory: '/requirements/install.txt'`.", "pip-requirements-file-missing"),
    ("ERROR: Could not open requirements file: [Errno 2] No such file or\ndirectory: 'requirements.txt'", "pip-requirements-file-missing"),
])
def test_a_failed_environment_file_is_read_as_a_failure(text: str, symptom: str) -> None:
    assert symptom in _symptoms(text)
    assert fact(text, "host.os") is None


@pytest.mark.parametrize("text", [
    # the command as an instruction, no failure said
    "Run conda env create -f environment.yml",
    "conda env create -f environment.yml to avoid errors",
    "Create the environment with `conda env create -f environment.yml`, then activate it.",
])
def test_the_command_alone_is_no_failure(text: str) -> None:
    assert "conda-env-file-failed" not in _symptoms(text)
