# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5280-5291 (a package installed into one Python and imported from another on
Macs: pip vs pip3 vs python -m pip, Jupyter kernels, a source tree or a script shadowing the package) exposed, each
read from real text.

- An exception's line alone (a title, no traceback above it) naming a module inside a framework's own package
  ('# ModuleNotFoundError: No module named 'torch._C'') is that framework's failed import; so is the message quoted
  without its class ('# No module named 'torch.nn''). 'No module named 'torch'' stays a missing torch.
- A thread's title whose failure is the error's own words (an exception's name, 'No module named', 'not found') over a
  description dated before the first Apple-silicon Mac names an Intel Mac, as 'error' in the title did.
- The Python given as the second of a person's parts, after 'My OS is …,' ('My OS is macOS 10.12.3, python is
  python3.6'), is the writer's.
- platform.processor() / platform.machine() said to have returned 'arm' ('and it returned `arm`') is an arm64 Python
  on a Mac; advice or a condition ('Should be `arm` not `i386`', 'if it returned arm') is not.
- The writer's own CI job on macOS ('Our job @ macOS fails …') in a post dated before the first Apple-silicon Mac ran on
  an Intel Mac.
"""

from __future__ import annotations

from pasted import fact, ids, import_failures, raised, read

# https://github.com/pytorch/pytorch/issues/574 (dev 5283), cut after the second build warning
PYTORCH_574 = r"""# ModuleNotFoundError: No module named 'torch._C'

Jonbean · comment · 2017-11-07
I got the same error after built from source of branch v0.3.0

My system is OSX10.12,  python version is 3.6.1. I don't use anaconda python. I installed all the optional dependency through pip3. I disabled CUDA support by `export NO_CUDA=1`"""

# https://github.com/HypoX64/DeepMosaics/issues/110 (dev 5284)
DEEPMOSAICS_110 = r"""# No module named 'torch.nn'

FatCompressor · description · 2022-08-27
On a Mac here. I've tried both Conda and Pip installs for Torchvision, building from source as well.

Any tips on getting around this error?"""

# https://github.com/pytorch/pytorch/issues/1358 (dev 5280), the description's first lines
PYTORCH_1358 = r"""# No module named _dl found in MAC OSX (with cuda and cudnn)

navneet1083 · description · 2017-04-26
Hi,

MACOSX_DEPLOYMENT_TARGET=10.9 CC=clang CXX=clang++ python setup.py install"""

# https://github.com/pytorch/pytorch/issues/788 (dev 5282)
PYTORCH_788_LINE = "My OS is macOS 10.12.3, python is python3.6"

# https://github.com/ml-explore/mlx/issues/1069 (dev 5291)
MLX_1069 = r"""**Desktop (please complete the following information):**
 - OS Version: MacOS 14.4.1
 - Version:0.12.2
 - Python:3.11.9

**Additional context**
I tried `python -c "import platform; print(platform.processor())"` in my conda environment as well, and it returned `arm`."""

# https://github.com/alisw/alidist/pull/2374 (dev 5286)
ALIDIST_2374 = r"""# replace pip3 calls with "python3 -m pip"

awegrzyn · comment · 2020-07-24
Our job @ macOS fails on `python3 -m pip install --user -IU setuptools` with `/usr/local/opt/python/bin/python3.7: No module named pip`."""


def _dated(title: str, date: str = "2017-04-26") -> str:
    return f"# {title}\n\nsomeone · description · {date}\nHi,"


def test_a_framework_submodule_missing_in_a_title_is_a_failed_import() -> None:
    assert "import-failed" in ids(PYTORCH_574)
    assert "torch-missing" not in ids(PYTORCH_574)
    assert "intel-mac" in ids(PYTORCH_574)


def test_framework_submodule_missing_family() -> None:
    for text in ("ModuleNotFoundError: No module named 'torch._C'",
                 "## ImportError: No module named 'torch.nn'",
                 "ModuleNotFoundError: No module named 'mlx.core'",
                 "    ModuleNotFoundError: No module named 'tensorflow.python'",
                 "> ModuleNotFoundError: No module named 'jax.numpy'"):
        assert "import-failed" in ids(text), text
        assert "torch-missing" not in ids(text), text


def test_the_submodule_message_quoted_without_its_class_is_a_failed_import() -> None:
    assert "import-failed" in ids(DEEPMOSAICS_110)
    assert "apple-silicon" not in ids(DEEPMOSAICS_110) and "intel-mac" not in ids(DEEPMOSAICS_110)
    for text in ('successfully install from source but No module named "mlx.core"',
                 "I get No module named torch.nn when running the demo",
                 "# No module named 'tensorflow.keras' on my machine"):
        assert "import-failed" in ids(text), text
    assert "the report says so" in import_failures(DEEPMOSAICS_110)[0][0]


def test_other_packages_and_the_framework_itself_are_not_a_failed_import() -> None:
    for text in ("ModuleNotFoundError: No module named 'torchvision.ops'",
                 "ModuleNotFoundError: No module named 'torch_geometric.nn'",
                 "ModuleNotFoundError: No module named 'mlx.data'",
                 "No module named 'mlx.data'",
                 "If you get No module named 'torch.nn', reinstall torch",
                 "Failed to load _MLModelProxy: No module named 'coremltools.libcoremlpython'",
                 "Fail to import BlobReader from libmilstoragepython. No module named 'coremltools.libmilstoragepython'"):
        assert "import-failed" not in raised(text), text
    assert "torch-missing" in ids("ModuleNotFoundError: No module named 'torch'")
    assert "import-failed" not in ids("ModuleNotFoundError: No module named 'torch'")


def test_a_load_warning_wrapped_before_its_message_is_not_a_failed_import() -> None:
    """coremltools' warning hard-wrapped after 'Failed to load' (dev 465 at 80 columns) is still its warning; a blank
    line between them ends it."""
    warning = ("WARNING  coremltools:compute_device.py:20 Failed to load\n"
               "_MLCPUComputeDeviceProxy: No module named 'coremltools.libcoremlpython'")
    assert "import-failed" not in raised(warning)
    assert "import-failed" not in raised(warning.replace("load\n", "load\n   "))
    assert "import-failed" in raised(warning.replace("Failed to load\n", "Failed to load\n\n# "))


def test_a_dated_title_whose_failure_is_an_error_message_names_an_intel_mac() -> None:
    assert "intel-mac" in ids(PYTORCH_1358)
    assert fact(PYTORCH_1358, "host.arm64_capable") == 0


def test_title_error_message_family() -> None:
    for title in ("ImportError on Mac OS X", "ModuleNotFoundError in OSX", "libomp not found on macOS",
                  "No module named _dl on MAC OSX"):
        assert "intel-mac" in ids(_dated(title)), title


def test_titles_with_no_failure_or_after_the_first_m1_stay_unread() -> None:
    for title in ("Mac OS X support", "Add macOS wheels", "How to fix ImportError on macOS"):
        assert "intel-mac" not in ids(_dated(title)), title
    assert "intel-mac" not in ids(_dated("No module named _dl found in MAC OSX", "2021-04-26"))


def test_python_after_my_os_is_the_writers() -> None:
    assert fact(PYTORCH_788_LINE, "python.version") == "3.6"
    assert "python-too-old" in ids(PYTORCH_788_LINE)


def test_python_after_my_os_family() -> None:
    for text, version in (("My system is macOS 10.15 and python is 3.7", "3.7"),
                          ("my os is ubuntu 18.04, and Python is 3.6.9", "3.6.9"),
                          ("My OS is Windows 10, Python is 3.9.1", "3.9.1"),
                          ("My environment is macOS 12.6, python is python3.10", "3.10")):
        assert fact(text, "python.version") == version, text


def test_python_after_someone_elses_os_or_another_sentence_is_not_read() -> None:
    for text in ("The OS is macOS 10.12, python is 3.6",
                 "Your OS is macOS 10.12, python is 3.6",
                 "My OS is macOS 10.12. Python is 3.6 in the docs"):
        assert fact(text, "python.version") is None, text


def test_platform_processor_said_to_return_arm_is_an_arm64_python() -> None:
    assert fact(MLX_1069, "python.machine") == "arm64"
    found = ids(MLX_1069)
    assert "apple-silicon" in found and "python-native-arm64" in found
    assert "python-x86-on-arm" not in found


def test_platform_said_arm_family() -> None:
    for text in ("platform.processor() returned arm for me",
                 'I ran platform.machine() and it printed "arm64".',
                 "platform.processor()\ngave me 'arm' in the venv"):
        assert fact(text, "python.machine") == "arm64", text


def test_arm_as_advice_or_a_condition_is_not_read() -> None:
    for text in ('The output of python -c "import platform; print(platform.processor())" Should be `arm` not `i386`',
                 'python -c "import platform; print(platform.processor())" should return arm, not i386',
                 "If platform.processor() returned arm you are on a native Python.",
                 "I checked platform.processor() and expected it returned arm"):
        assert fact(text, "python.machine") is None, text


def test_our_ci_job_on_macos_in_a_dated_post_is_an_intel_mac() -> None:
    assert "intel-mac" in ids(ALIDIST_2374)


def test_ci_job_on_macos_family() -> None:
    for line in ("our build on macOS is broken since Monday", "My tests on a Mac fail", "Our pipeline on macOS fails"):
        assert "intel-mac" in ids(f"# x\n\na · comment · 2020-07-24\n{line}"), line


def test_someone_elses_job_or_a_later_post_is_not_read() -> None:
    assert "intel-mac" not in ids("# x\n\na · comment · 2020-07-24\nTheir job on macOS fails")
    assert "intel-mac" not in ids("# x\n\na · comment · 2021-07-24\nOur job @ macOS fails")
    assert "intel-mac" not in ids("# x\n\na · comment · 2020-07-24\nour job on Linux fails")
    assert read("# x\n\na · comment · 2020-07-24\nour job on Linux fails")[0].get("host.os") != "Darwin"
