# ruff: noqa: E501, W291, W293  (real pasted lines are kept whole, trailing spaces included)
"""What the lead generalised in the thirty-eighth round: the tools people run to say what their machine and Python are.

Tried as a family (every command a setup guide or an issue template asks for, with its answer on the next line),
several were read in one form and not another, or not at all:
- the answer of a command on the line after it: `sw_vers -productVersion`, `brew --prefix`, `lipo -archs`,
  sysconfig's platform printed without quotes, platform.mac_ver(), sys.platform, `conda info | grep platform`; `file`
  on a universal binary;
- the environment managers' own lines: virtualenv's 'created virtual environment CPython3.9.1.final.0-64', pipenv's
  'Using … (3.9.1) to create virtualenv', VS Code's 'Python 3.8.8 64-bit ('base': conda)', pyenv's '3.10.11 (set by
  …/.pyenv/version)', Poetry's '…-py3.11' virtualenvs, and pytest's 'platform darwin -- Python 3.12.3, pytest-…';
- 'CPython 3.7.3' and 'python ver. 3.6' in prose; About This Mac's '2.3 GHz 8-Core Intel Core i9' without the Mac named.
"""

from __future__ import annotations

import pytest
from pasted import fact, finding, raised

# a course's environment notes, found with the code search (index id 36935528145)
SW_VERS_COURSE = """$ sw_vers -productVersion
10.15.7

$ python --version
Python 3.8.7"""

# a write-up on Apple's container tool (index id 13255183876)
SW_VERS_CONTAINER = """~ % sw_vers -productVersion
15.5
~ %
~ % uname -m
arm64"""

# a Japanese setup guide (index id 66621060793)
BREW_PREFIX_GUIDE = """$ echo 'eval "$(/opt/homebrew/bin/brew shellenv)"' >> ~/.zprofile
$ eval "$(/opt/homebrew/bin/brew shellenv)"
$ brew --prefix
/opt/homebrew"""

# a plug-in's build notes (index id 65933340327)
LIPO_ARCHS = """$ lipo -archs .../Shizen.vst3/Contents/MacOS/Shizen
x86_64 arm64"""

# TensorFlow Quantum's install guide on an Anaconda Python (index id 3724920069)
TFQ_GET_PLATFORM = """```bash
$ python -c "from distutils import util; print(util.get_platform())"
macosx-10.9-x86_64
```"""

# a Chinese note on tensorflow-metal (index id 3529470327): the system Python, then a Miniforge env's
MAC_VER_NOTE = """```shell
$ /usr/bin/python3 -c "import platform; print(platform.mac_ver())"
('11.4', ('', '', ''), 'x86_64')
```"""
MAC_VER_CONDA = """(tf-metal-env) $ python3 -c "import platform; print(platform.mac_ver())"
('10.16', ('', '', ''), 'x86_64')"""

# a Chinese Python course (index id 4425556070)
SYS_PLATFORM_REPL = """>>> sys.prefix
'/Users/shengjie/opt/anaconda3'
>>> sys.platform
'darwin'"""

# a note on AWS ML services (index id 31292627566): pipenv running virtualenv
PIPENV_SHELL = """$ pipenv shell     
        
Creating a virtualenv for this project...
Pipfile: /Users/rk1103/Documents/AWS-ML-services/Pipfile
Using /Users/rk1103/opt/miniconda3/bin/python3.9 (3.9.1) to create virtualenv...
⠸ Creating virtual environment...created virtual environment CPython3.9.1.final.0-64 in 931ms
  creator CPython3Posix(dest=/Users/rk1103/.local/share/virtualenvs/AWS-ML-services-sGYPpasX, clear=False, no_vcs_ignore=False, global=False)"""

# a note found with the code search (index id 40688807202): virtualenv's Homebrew creator
PIPENV_BREW = """% sudo pipenv shell              
Creating a virtualenv for this project...
Pipfile: /.../workspace/booking-sys/Pipfile
Using /usr/local/bin/python3 (3.12.4) to create virtualenv...
⠙ Creating virtual environment...created virtual environment CPython3.12.4.final.0-64 in 795ms
  creator CPython3macOsBrew(dest=/.../.local/share/virtualenvs/booking-sys-PIHfCB-G, clear=False, no_vcs_ignore=False, global=False)"""

# a Linux user's pipenv (index id 19298640853): newer pipenv's wording
PIPENV_DEFAULT = "Using default python from /usr/bin/python3 (3.10.12) to create virtualenv..."

# a Windows setup guide and a notebook's kernelspec (index ids 5580072230, 18580084448)
VSCODE_GUIDE = "- Choose Select Python Interpreter and select the anaconda python you just installed at the Path `~\\anaconda3\\python.exe`, name should be something like `Python 3.8.8 64-bit ('base': conda)`."
KERNELSPEC = """  "kernelspec": {
   "name": "python37464bitbasecondae1a540739375406c8124128569af8a2e",
   "display_name": "Python 3.7.4 64-bit ('base': conda)"
  }"""

# a Chinese setup note (index id 6733547670) and `pyenv versions` (index id 23308495635)
PYENV_VERSION = """$ pyenv version
3.10.11 (set by /Users/jimmy/.pyenv/version)
$ python --version
Python 3.10.11"""
PYENV_VERSIONS = """➜  ~ pyenv versions
  system
  3.9.9
* 3.11.1 (set by /Users/ianmcallister/.pyenv/version)"""
# rbenv's output has the same shape (index id 10629731550)
RBENV_VERSION = """$ rbenv version -l
2.6.9 (set by /Users/sjun/.rbenv/version)
$ ruby -v
ruby 2.6.9p207 (2021-11-24 revision 67954) [x86_64-darwin19]"""

# a Chinese note (index id 39115988247) and a traceback (index id 15782564127): Poetry's virtualenvs
POETRY_SHELL = """(content-generators-py3.9) (base) ➜  content-generators git:(dev/qiaokai) ✗  poetry shell
Virtual environment already activated: /Users/kai.qiao/Library/Caches/pypoetry/virtualenvs/content-generators-jXvlB5kq-py3.9"""

# https://github.com/oceanprotocol/pdr-backend/issues/1339 (dev 524): pytest's session header
PDR_1339 = """(venv) trentmc@trents-m3: ~/code/pdr-backend $ pytest pdr_backend/predictoor/
======================= test session starts =======================
platform darwin -- Python 3.12.3, pytest-8.2.2, pluggy-1.5.0
rootdir: /Users/trentmc/code/pdr-backend"""

# READMEs found with the code search (index ids 38954843527, 21139283497)
INTEL_README = """- System: macOS Monterey (version 12)
- Processor: 2.3 GHz 8-Core Intel Core i9
- Memory: 16 GB 2667 MHz DDR4"""
INTEL_MACHINE = "All codes are run on a machine with 2.3 GHz 8-Core Intel Core i9 with 32 GB RAM."


@pytest.mark.parametrize(("text", "macos"), [
    (SW_VERS_COURSE, "10.15.7"),
    (SW_VERS_CONTAINER, "15.5"),
    ("$ sw_vers -productversion\n11.6.4", "11.6.4"),
])
def test_sw_vers_product_version_answer(text: str, macos: str) -> None:
    assert fact(text, "host.macos_version") == macos
    assert ("intel-mac" in raised(text)) == macos.startswith("10.")


def test_sw_vers_compat_answer_is_not_the_macos() -> None:
    # what a process asking for compatibility is told (SYSTEM_VERSION_COMPAT), not the Mac's macOS
    assert fact("$ sw_vers -productVersion\n10.16", "host.macos_version") is None


def test_brew_prefix_answer_names_apple_silicon() -> None:
    assert fact(BREW_PREFIX_GUIDE.replace("/opt/homebrew/bin/brew", "brew"), "host.arm64_capable") == 1
    # Intel's prefix says nothing of the chip (an Intel Homebrew under Rosetta answers it too)
    assert fact("$ brew --prefix\n/usr/local", "host.arm64_capable") is None
    # a formula's folder is not Homebrew's prefix answer
    assert fact("$ brew --prefix llvm\n/usr/local/opt/llvm", "host.arm64_capable") is None


def test_an_x86_64_python_beside_apple_silicon_homebrew() -> None:
    text = BREW_PREFIX_GUIDE.replace("/opt/homebrew/bin/brew", "brew") + "\n" + TFQ_GET_PLATFORM
    assert "python-x86-on-arm" in raised(text)


def test_lipo_archs_answer() -> None:
    assert fact(LIPO_ARCHS, "host.os") == "Darwin"
    assert fact(LIPO_ARCHS, "python.exe_archs") is None  # a plug-in, not the Python
    python = "$ lipo -archs $(which python3)\nx86_64 arm64"
    assert fact(python, "python.exe_archs") == ["arm64", "x86_64"]
    assert fact(python, "python.machine") is None  # universal: the slice that runs is not said
    thin = "$ lipo -archs /Users/me/miniforge3/bin/python3.10\nx86_64"
    assert fact(thin, "python.machine") == "x86_64"
    # a script capturing it: no answer line
    assert fact('ARCHS="$(lipo -archs "$APP/Contents/MacOS/Aomidori")"\nif [[ "$ARCHS" != "arm64" ]]; then', "host.os") is None


def test_file_on_a_universal_binary() -> None:
    text = """$ file `which python3`
/usr/bin/python3: Mach-O universal binary with 2 architectures: [x86_64:Mach-O 64-bit executable x86_64
- Mach-O 64-bit executable x86_64] [arm64e:Mach-O 64-bit executable arm64e
- Mach-O 64-bit executable arm64e]"""
    assert fact(text, "python.exe_archs") == ["arm64", "x86_64"]
    assert fact(text, "host.os") == "Darwin"


@pytest.mark.parametrize(("text", "machine"), [
    (TFQ_GET_PLATFORM, "x86_64"),
    ('$ python -c "import sysconfig;print(sysconfig.get_platform())"\nmacosx-11.0-arm64', "arm64"),
    (">>> import sysconfig; print(sysconfig.get_platform())\nmacosx-10.13-x86_64", "x86_64"),
])
def test_sysconfig_platform_printed(text: str, machine: str) -> None:
    assert fact(text, "python.machine") == machine
    assert fact(text, "host.os") == "Darwin"


def test_sysconfig_platform_as_a_condition_is_not_an_answer() -> None:
    text = 'uv run python -c "import sysconfig; print(sysconfig.get_platform())"\n```\n\nIt must print `macosx-11.0-arm64`.'
    assert fact(text, "python.machine") is None


@pytest.mark.parametrize(("text", "machine"), [(MAC_VER_NOTE, "x86_64"), (MAC_VER_CONDA, "x86_64"),
                                               (">>> platform.mac_ver()\n('12.0.1', ('', '', ''), 'arm64')", "arm64")])
def test_platform_mac_ver_answer(text: str, machine: str) -> None:
    assert fact(text, "python.machine") == machine
    assert fact(text, "host.os") == "Darwin"


def test_mac_ver_in_a_docstring_is_not_an_answer() -> None:
    text = "    platform.mac_ver(): ('10.16', ('', '', ''), 'arm64') or ('10.16', ('', '', ''), 'x86_64')"
    assert fact(text, "python.machine") is None


@pytest.mark.parametrize(("text", "os_name"), [
    (SYS_PLATFORM_REPL, "Darwin"),
    ('$ python -c "import sys; print(sys.platform)"\ndarwin', "Darwin"),
    (">>> sys.platform\n'win32'", "Windows"),
])
def test_sys_platform_answer(text: str, os_name: str) -> None:
    assert fact(text, "host.os") == os_name


def test_conda_info_grep_platform() -> None:
    text = "$ conda info | grep platform\n          platform : osx-64"
    assert fact(text, "conda.platform") == "osx-64"
    assert fact(text, "python.machine") == "x86_64"
    # a guide's comment of what it should print is no answer
    guide = "conda info | grep platform\n# must print: platform : osx-arm64   (NOT osx-64)"
    assert fact(guide, "conda.platform") is None


@pytest.mark.parametrize(("text", "python"), [
    (PIPENV_SHELL, "3.9.1"),
    (PIPENV_BREW, "3.12.4"),
    (PIPENV_DEFAULT, "3.10.12"),
    ("created virtual environment CPython3.8.3.final.0-64 in 2470ms", "3.8.3"),
])
def test_virtualenv_and_pipenv_name_their_python(text: str, python: str) -> None:
    assert fact(text, "python.version") == python


def test_virtualenvs_macos_creators_name_a_mac() -> None:
    assert fact(PIPENV_BREW, "host.os") == "Darwin"
    assert fact(PIPENV_SHELL.replace("/Users/", "/home/"), "host.os") != "Darwin"  # CPython3Posix: any POSIX system


@pytest.mark.parametrize(("text", "python"), [(VSCODE_GUIDE, "3.8.8"), (KERNELSPEC, "3.7.4"),
                                              ("Python 3.11.4 ('.venv': venv)", "3.11.4")])
def test_vs_codes_interpreter_label(text: str, python: str) -> None:
    assert fact(text, "python.version") == python
    assert (fact(text, "conda.env") is True) == ("conda" in text)


@pytest.mark.parametrize(("text", "python"), [(PYENV_VERSION, "3.10.11"), (PYENV_VERSIONS, "3.11.1"),
                                              ("3.9.6 (set by PYENV_VERSION environment variable)", "3.9.6")])
def test_pyenvs_selected_version(text: str, python: str) -> None:
    assert fact(text, "python.version") == python


def test_rbenvs_set_by_is_no_python() -> None:
    assert fact(RBENV_VERSION, "python.version") is None
    assert fact("nodejs 6.11.5 (set by /Users/kim/cool-node-project/.tool-versions)", "python.version") is None


def test_poetrys_virtualenv_names_its_python() -> None:
    assert fact(POETRY_SHELL, "python.version") == "3.9"
    assert fact("Creating virtualenv proj-abc-py3.7 in /Users/me/Library/Caches/pypoetry/virtualenvs", "python.version") == "3.7"
    # an in-project .venv names none
    assert fact("Creating virtualenv poetry-failure-repro in /home/colin/code/poetry-failure-repro/_poetry_example/.venv", "python.version") is None


def test_pytests_session_header() -> None:
    assert fact(PDR_1339, "python.version") == "3.12.3"
    assert fact(PDR_1339.replace("/Users/", "/srv/"), "host.os") == "Darwin"
    linux = "platform linux -- Python 3.6.9, pytest-6.2.5, py-1.11.0, pluggy-1.0.0"
    assert fact(linux, "host.os") == "Linux"
    assert "python-too-old" in raised(linux)


@pytest.mark.parametrize(("text", "python"), [
    ("I'm on CPython 3.7.3 and it fails", "3.7.3"),
    ("CPython 3.10.4", "3.10.4"),
    ("python ver. 3.6", "3.6"),
])
def test_cpython_and_ver_in_prose(text: str, python: str) -> None:
    assert fact(text, "python.version") == python


def test_cpython_in_a_file_name_is_no_version() -> None:
    assert fact("ImportError: dlopen(_C.cpython-39-darwin.so, 2)", "python.version") != "3.9.0"


@pytest.mark.parametrize("text", [INTEL_README, INTEL_MACHINE, "Processor\t2.3 GHz 8-Core Intel Core i9"])
def test_about_this_macs_intel_wording_names_an_intel_mac(text: str) -> None:
    assert fact(text, "host.os") == "Darwin"
    assert fact(text, "host.arm64_capable") == 0


def test_intels_own_cpu_name_is_no_mac() -> None:
    # a desktop part's speed and cores as a seller lists them, not in Apple's order
    assert fact("Intel Core i7-8700K, 3.7 GHz, 6 cores", "host.os") is None
    assert fact("6 cores at 3.7 GHz (Intel Core i7-8700K)", "host.os") is None


# https://github.com/openai/mujoco-py/issues/682 (dev 1540): a helper's reply tells what an arm64 Python prints
MUJOCO_PY_682 = """@louieworth your python binary is probably not arm64 one. Ensure you have installed arm64 version of anaconda3:
```
$ lipo -archs $(which python3)
arm64
```"""


def test_what_a_helper_says_it_should_print_is_not_the_persons_output() -> None:
    assert fact(MUJOCO_PY_682, "python.machine") is None
    assert fact(MUJOCO_PY_682.replace("Ensure you have installed arm64 version of anaconda3:", "Here is mine:"), "python.machine") == "arm64"
    guide = "Make sure Homebrew is the right one:\n$ brew --prefix\n/opt/homebrew"
    assert fact(guide, "host.arm64_capable") is None
    assert fact("It should print the platform:\n>>> import sysconfig; print(sysconfig.get_platform())\nmacosx-11.0-arm64", "python.machine") is None


# a Chinese note on tensorflow-metal (code-search index id 9574879188), a forum post (index id 61675337436) and a
# course's guide (index id 43539671031): TensorFlow's install check printing the count of GPUs it sees
TF_NOTE = """  >>> import tensorflow as tf
  >>> print("Num GPUs Available: ", len(tf.config.list_physical_devices('GPU')))
  Num GPUs Available:  1
  >>> import tensorflow as tf
  >>> print("TensorFlow version: ", tf.__version__)
  TensorFlow version:  2.10.0"""
FORUM_POST = """To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.

Num GPUs Available:  1 <=== Here what we want !"""
COURSE_GUIDE = """You should see a bunch of output from tensorflow, and then this line at the bottom

`Num GPUs Available:  1`"""


@pytest.mark.parametrize(("text", "devices"), [
    (TF_NOTE, ["/physical_device:GPU:0"]),
    (FORUM_POST, ["/physical_device:GPU:0"]),
    (TF_NOTE.replace("Available:  1", "Available:  0"), []),
])
def test_tensorflows_gpu_count(text: str, devices: list[str]) -> None:
    assert fact(text, "tensorflow.gpu_devices") == devices


def test_the_gpu_count_on_a_mac() -> None:
    mac = "MacBook Pro M1, macOS 13.4\n" + TF_NOTE
    assert "tf-gpu-available" in raised(mac)
    assert "tf-metal-missing" in raised(mac.replace("Available:  1", "Available:  0"))


def test_the_gpu_count_a_guide_says_should_print_is_no_answer() -> None:
    assert fact(COURSE_GUIDE, "tensorflow.gpu_devices") is None


# https://github.com/ml-explore/mlx/issues/10 (dev 114): pip fell back to MLX's 0.0.0 name-holder
MLX_10 = """>> pip install mlx
Collecting mlx
  Using cached mlx-0.0.0-py3-none-any.whl.metadata (505 bytes)
Using cached mlx-0.0.0-py3-none-any.whl (2.1 kB)
Installing collected packages: mlx
Successfully installed mlx-0.0.0
```

If you trace the installed package it gives 

```
>> cd ~/opt/anaconda3/envs/test/lib/python3.9/site-packages/mlx
>> cat __init__.py
print("HELLO WORLD!")
```

Env: 
------------------------
 OS: macOS 14.1.1 23B81 arm64
 Host: MacBookAir10,1
 Kernel: 23.1.0
 CPU: Apple M1
 GPU: Apple M1
 Memory: 1507MiB / 8192MiB
Python 3.9.18
conda 4.10.3"""


@pytest.mark.parametrize(("text", "name", "version"), [
    (MLX_10, "mlx", "0.0.0"),
    ("Successfully installed h5py-3.6.0 numpy-1.22.3", "numpy", "1.22.3"),
    ("Successfully installed filelock-3.12 tensorflow-macos-2.9.0 numpy-1.23.5", "tensorflow-macos", "2.9.0"),
    ("Successfully installed filelock-3.12 tensorflow-macos-2.9.0 numpy-1.23.5", "numpy", "1.23.5"),
    ("Successfully installed torch-1.12.1 torchvision-0.13.1", "torch", "1.12.1"),
])
def test_pips_successfully_installed_line(text: str, name: str, version: str) -> None:
    assert fact(text, "python.packages")[name]["version"] == version


def test_a_release_pip_removed_is_not_installed() -> None:
    assert (fact("Successfully uninstalled torch-1.8.1", "python.packages") or {}).get("torch") is None


def test_mlxs_name_holder_is_no_mlx_release() -> None:
    # 0.0.0 is below every audited row: the table's own floor (Python >= 3.10) decides, not an old row's >= 3.8
    found = finding(MLX_10, "mlx-unsupported")
    assert found is not None and "3.10" in found.summary


@pytest.mark.parametrize("text", [
    "## 0. 前提・分業（重要）\n\n- OS: Intel Mac / メモリ8GB。**アーキは評価基盤(x86_64 Ubuntu 24.04)と一致**。",  # index id 59872769155
    "# Host Machine\n\n## Hardware\n\n- Device: Intel MacBook\n- Virtualization Platform: VirtualBox",  # index id 55138298563
    "-Hardware: Intel Mac, CPU-only inference, no GPU acceleration ",  # index id 59337186188
    "Environment details\nSystem: Intel Mac, Monterey",
])
def test_a_field_answered_with_an_intel_mac(text: str) -> None:
    assert fact(text, "host.cpu_brand") == "Intel"
    assert fact(text, "host.arm64_capable") == 0


@pytest.mark.parametrize("text", [
    'else\n    echo "Hardware: Intel Mac — CPU mode (slower)"\nfi',  # a script's message (index id 66596784642)
    "Notes\nTarget hardware: Intel Mac. The steward reports macOS Tahoe 26.5.2.",  # a target (index id 70518972739)
    "Notes\n- Tested on: Intel Mac and M1 Mac",
    "Notes\n- Platform: Intel Mac or Apple Silicon",
])
def test_no_intel_mac_from_a_script_a_target_or_a_list(text: str) -> None:
    assert fact(text, "host.cpu_brand") != "Intel"


# a project's MPS check (code-search index id 68867318300): both calls printed on one line, 'printed `True True`'
MPS_TWO_CALLS = """$ uv run python -c "import torch; print(torch.backends.mps.is_available(), torch.backends.mps.is_built())"
True True"""


@pytest.mark.parametrize(("text", "available", "built"), [
    (MPS_TWO_CALLS, True, True),
    (MPS_TWO_CALLS.replace("True True", "False True"), False, True),
    (">>> torch.backends.mps.is_available(), torch.backends.mps.is_built()\n(False, True)", False, True),
    (">>> torch.backends.mps.is_built(), torch.backends.mps.is_available()\n(True, False)", False, True),
])
def test_both_mps_calls_answered_on_one_line(text: str, available: bool, built: bool) -> None:
    assert fact(text, "torch.mps_available") is available
    assert fact(text, "torch.mps_built") is built


@pytest.mark.parametrize(("text", "available"), [
    ("PyTorch version: 2.1.0\nCUDA available: False\nMPS (Metal) available: True", True),  # a test script's prints (index id 15121504469)
    ("MPS (Metal) Available: Yes\n  - Apple Silicon GPU acceleration enabled", True),  # a device report's (index id 67324173054)
    ("MPS (Metal) Available: No", False),
    ("mps available: False", False),
    ("MPS available: true", True),
])
def test_mps_availability_labels(text: str, available: bool) -> None:
    assert fact(text, "torch.mps_available") is available


@pytest.mark.parametrize("text", [
    "training:\n  use_mps: false\n  epochs: 10",  # a config's choice
    "- Using MPS: No",  # a template's answer: not used, which says nothing of the Mac
    "Using MPS: False",
    "mps: true",  # a config key with no 'available'
])
def test_a_choice_of_mps_is_not_its_availability(text: str) -> None:
    assert fact(text, "torch.mps_available") is None
