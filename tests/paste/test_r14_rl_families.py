# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2030-2049 (reinforcement learning, robotics and simulation on Macs: gym and
Gymnasium, box2d-py, MuJoCo and mujoco-py, Unity ML-Agents, LeRobot, robosuite) exposed, each read from real text.

setuptools names its build folders after the interpreter's platform and version ('build/lib.macosx-10.7-x86_64-3.6',
'build\\lib.win-amd64-cpython-310'): the version is the Python pip runs, and a win-amd64 folder is a Windows Python.
distutils names the tool a build ran when it fails; a Windows one ends in .exe ("error: command 'swig.exe' failed").
pip writes a site-packages path relative to the working folder ('in ./anaconda3/envs/mjrl-env/lib/python3.7/site-packages'),
and a home folder is sometimes redacted ('<HOME>/myenv/lib/python3.12/site-packages/…'): both still name the Python.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/openai/spinningup/issues/32 (a 2015 MacBook Air on Sierra, Anaconda)
SPINNINGUP_BOX2D = """This is what I got.

```
Running setup.py install for box2d-py ... error
    Complete output from command /Users/ankitkrsingh/miniconda3/envs/spinningup/bin/python -u -c "import setuptools, tokenize;__file__='/private/tmp/pip-install-j5kexno9/box2d-py/setup.py';f=getattr(tokenize, 'open', open)(__file__);code=f.read().replace('\\r\\n', '\\n');f.close();exec(compile(code, __file__, 'exec'))" install --record /private/tmp/pip-record-mamy1ivh/install-record.txt --single-version-externally-managed --compile:
    Using setuptools (version 40.5.0).
    running install
    running build
    running build_py
    creating build
    creating build/lib.macosx-10.7-x86_64-3.6
    creating build/lib.macosx-10.7-x86_64-3.6/Box2D
"""

# https://github.com/agi-brain/xuance/issues/10 (Windows)
XUANCE_BOX2D = """  Building wheel for box2d-py (setup.py) ... error
  error: subprocess-exited-with-error

  × python setup.py bdist_wheel did not run successfully.
  │ exit code: 1
  ╰─> [16 lines of output]
      Using setuptools (version 68.0.0).
      running bdist_wheel
      running build
      running build_py
      creating build
      creating build\\lib.win-amd64-cpython-310
      creating build\\lib.win-amd64-cpython-310\\Box2D
      copying library\\Box2D\\Box2D.py -> build\\lib.win-amd64-cpython-310\\Box2D
      running build_ext
      building 'Box2D._Box2D' extension
      swigging Box2D\\Box2D.i to Box2D\\Box2D_wrap.cpp
      swig.exe -python -c++ -IBox2D -small -O -includeall -ignoremissing -w201 -globals b2Globals -outdir library\\Box2D -keyword -w511 -D_SWIG_KWARGS -o Box2D\\Box2D_wrap.cpp Box2D\\Box2D.i
      error: command 'swig.exe' failed: None
      [end of output]
"""


def test_setuptools_build_dir_names_the_python_version() -> None:
    facts, _ = read(SPINNINGUP_BOX2D)
    assert facts.get("host.os") == "Darwin"
    assert str(facts.get("python.version", "")).startswith("3.6")
    found = ids(SPINNINGUP_BOX2D)
    assert "python-too-old" in found
    assert "apple-silicon" not in found and "python-x86-on-arm" not in found


def test_setuptools_build_dir_cpython_tag_names_the_python_version() -> None:
    # https://github.com/EoinKenny/Prototype-Wrapper-Network-ICLR23/issues/1 (cp310 arm64 wheels beside it)
    facts, _ = read("      creating build\n      creating build/lib.macosx-11.0-arm64-cpython-310\n      creating build/lib.macosx-11.0-arm64-cpython-310/Box2D\n")
    assert str(facts.get("python.version", "")).startswith("3.10")
    assert facts.get("python.machine") == "arm64"


def test_windows_build_dir_and_exe_command_are_a_windows_python() -> None:
    facts, _ = read(XUANCE_BOX2D)
    assert facts.get("host.os") == "Windows"
    assert str(facts.get("python.version", "")).startswith("3.10")
    found = ids(XUANCE_BOX2D)
    assert "not-a-mac" in found
    assert "apple-silicon" not in found and "intel-mac" not in found


def test_exe_command_alone_is_windows_and_a_unix_command_is_not() -> None:
    facts, _ = read("      error: command 'swig.exe' failed: None\n      [end of output]\n")
    assert facts.get("host.os") == "Windows"
    # https://github.com/openai/gym/issues/3143 (Ubuntu 22.04): gcc, no .exe
    facts, _ = read("      compilation terminated.\n      error: command '/usr/bin/gcc' failed with exit code 1\n      [end of output]\n")
    assert facts.get("host.os") != "Windows"


def test_pip_requirement_satisfied_relative_path_names_the_python() -> None:
    # https://github.com/GT-STAR-Lab/KODex/issues/1 (a Linux laptop, conda env of Python 3.7)
    text = """(mjrl-env) ismarou@ismarou-Legion-5-15ACH6H:~$ /home/ismarou/anaconda3/envs/mjrl-env/bin/python -m pip install mujoco_py
Requirement already satisfied: mujoco_py in ./anaconda3/envs/mjrl-env/lib/python3.7/site-packages (2.1.2.14)
Requirement already satisfied: numpy>=1.11 in ./anaconda3/envs/mjrl-env/lib/python3.7/site-packages (from mujoco_py) (1.19.2)
"""
    facts, _ = read(text)
    assert str(facts.get("python.version", "")).startswith("3.7")
    assert "python-too-old" in ids(text)


def test_redacted_home_site_packages_path_is_read() -> None:
    # https://github.com/huggingface/lerobot/pull/3235
    text = """```text
[robosuite WARNING] No private macro file found! (__init__.py:7)
WARNING:robosuite_logs:No private macro file found!
[robosuite WARNING] It is recommended to use a private macro file (__init__.py:8)
[robosuite WARNING] To setup, run: python <HOME>/myenv/lib/python3.12/site-packages/robosuite/scripts/setup_macros.py (__init__.py:9)
"""
    facts, _ = read(text)
    assert str(facts.get("python.version", "")).startswith("3.12")
    found = ids(text)
    assert "python-too-new" not in found and "python-too-old" not in found and "apple-silicon" not in found


def test_traceback_placeholders_are_no_home() -> None:
    # '<stdin>' and '<frozen …>' in a traceback are no redacted home
    facts, _ = read('Traceback (most recent call last):\n  File "<stdin>", line 1, in <module>\n  File "<frozen importlib._bootstrap>", line 1206, in _gcd_import\n')
    assert "python.version" not in facts


def test_chip_and_mac_cut_by_a_wrap_are_still_read() -> None:
    # https://github.com/ARISE-Initiative/robosuite-benchmark/pull/15, hard-wrapped at 100 columns
    text = """@yukezhu do you have a non M1-mac to verify our setup instruction work? I no longer have a non M1
mac ):
"""
    facts, _ = read(text)
    assert facts.get("host.cpu_brand") == "Apple M1"
    # the chip on the next line is that line's, not this one's: a short line is no wrap
    facts, _ = read("I tested it.\nM1 Mac here\n")
    assert facts.get("host.cpu_brand") == "Apple M1"


def test_flat_namespace_symbol_not_found_is_a_failed_import() -> None:
    # https://github.com/Unity-Technologies/ml-agents/pull/6067 (an Apple Silicon mac, grpcio from pip)
    text = """Before installing `grpcio` on my Apple Silicon mac, running `mlagents-learn --help` threw the following error:

```
ImportError: dlopen(/Users/alex.mccarthy/miniconda3/envs/mlagents/lib/python3.10/site-packages/grpc/_cython/cygrpc.cpython-310-darwin.so, 0x0002): symbol not found in flat namespace '_CFRelease'
```
"""
    found = ids(text)
    assert "import-failed" in found and "apple-silicon" in found
    assert "incompatible-arch-extension" not in found


def test_flat_namespace_symbol_of_the_metal_plugin_stays_tensorflow_metal() -> None:
    # https://github.com/tensorflow/models/issues/10617
    text = "tensorflow.python.framework.errors_impl.NotFoundError: dlopen(/Users/user/env/miniforge3/lib/python3.9/site-packages/tensorflow-plugins/libmetal_plugin.dylib, 0x0006): symbol not found in flat namespace '_TF_AllocateOutput'\n"
    found = ids(text)
    assert "tf-metal-version-mismatch" in found and "import-failed" not in found


def test_running_on_device_mps_is_mps_in_use() -> None:
    # https://github.com/priyasundaresan/sphinx/issues/4 (a MacBook Pro)
    text = """(sphinx_env) ➜  sphinx git:(main) ✗ python scripts/train_waypoint.py --config_path cfgs/waypoint/can.yaml
Running on device: mps
=================config=================
batch_size: 64
"""
    facts, _ = read(text)
    assert facts.get("torch.mps_available") is True
    assert "mps-available" in ids(text)


def test_the_device_a_script_chose_written_other_ways() -> None:
    # logs and expected outputs in public repositories found with the code search
    for text in ("MPS built: True\nMPS available: True\nSelected device: MPS (Apple Silicon)\n",
                 "Loading dataset...\nTotal samples found: 50000\nTraining on device: mps\nEpoch 01/20 | LR: 1.0e-03 | train loss: 0.3244\n",
                 "INFO:__main__:Loaded 1234 samples from corpus at ./ruslan_corpus\nINFO:__main__:Starting training on device: mps\nINFO:__main__:Training from epoch 1 to 100\n"):
        facts, _ = read(text)
        assert facts.get("torch.mps_available") is True, text


def test_running_on_device_in_code_or_as_a_choice_is_not_read() -> None:
    # public scripts found with the code search: the print call, and a banner naming two devices
    for text in ('    if torch.backends.mps.is_available():\n        device = torch.device("mps")\n        print("Running on device: MPS")\n',
                 "⚡ Running on device: mps / cuda\n📊 Total Model Parameters: 19.88 Million\n",
                 'cd "$REPO"\necho "Selected device: mps"\npython tools/benchmark_mps_batch.py --device mps\n'):
        facts, _ = read(text)
        assert facts.get("torch.mps_available") is not True


def test_bad_results_or_nan_from_mps_say_mps_ran() -> None:
    # https://github.com/huggingface/lerobot/issues/496 ; https://github.com/huggingface/lerobot/pull/1132
    for text in ("Eval with mps gives bad results\n\nThe diffusion_pusht agent fails all eval episodes on mac.\n",
                 "The issue faced is NaN values appearing when running policy evaluation on MPS #475 . The fix is to check which device the user is running eval on.\n"):
        assert "mps-available" in ids(text), text
    # a wish is no run
    assert "mps-available" not in ids("It would be great if MPS gave bad results less often.\n")


def test_ubuntu_written_as_a_pin_is_linux() -> None:
    # https://github.com/huggingface/lerobot/issues/745
    text = "### System Info\n\n```Shell\nubuntu==20.04\nlerobot==0.1.0\ngym-aloha==0.1.1\ngymnasium==0.29.1\n```\n"
    facts, _ = read(text)
    assert facts.get("host.os") == "Linux"
    assert "not-a-mac" in ids(text)


def test_python_version_with_the_word_version_in_prose() -> None:
    # https://github.com/openai/spinningup/issues/32 ; https://github.com/zackees/transcribe-anything/issues/16
    facts, _ = read("@jachiam This happened with me too on MacBook Air 2015 model running MacOS Sierra with Python version 3.6 in Anaconda. Solved with `brew install swig` just like @dingran\n")
    assert facts.get("python.version") == "3.6"
    facts, _ = read("I'm on MacOS on a M2 mac, with python version 3.10.10\n")
    assert str(facts.get("python.version", "")).startswith("3.10")


def test_mujocos_refusal_of_an_x86_python_on_apple_silicon() -> None:
    # https://github.com/huggingface/lerobot/pull/665 (a 3-year-old Anaconda on an Apple-silicon Mac)
    text = """I kept running into other issues and MuJoCo raised that my Python was not for Apple Silicon: "You are running an x86_64 build of Python on an Apple Silicon machine. This is not supported by MuJoCo. Please install and run a native, arm64 build of Python."

I was running a 3-year old anaconda that was not built for arm64, which explains why it could not find any of the packages I guess.
"""
    facts, _ = read(text)
    assert facts.get("python.machine") == "x86_64" and facts.get("host.arm64_capable") == 1
    found = ids(text)
    assert "python-x86-on-arm" in found and "apple-silicon" in found
    assert "python-native-arm64" not in found and "intel-mac" not in found


def test_mujocos_refusal_quoted_in_a_code_comment_is_not_read() -> None:
    # sample-factory's sf_examples/mujoco (public code found with the code search)
    text = """def mujoco_available():
    # Disable on macOS Apple Silicon for now. TODO: fix the following:
    # gymnasium.error.DependencyNotInstalled: You are running an x86_64 build of Python on an Apple Silicon machine. This is not supported by MuJoCo. Please install and run a native, arm64 build of Python.. (HINT: you need to install mujoco, run `pip install gymnasium[mujoco]`.)
    if sys.platform == "darwin" and platform.machine() == "arm64":
        return False
"""
    facts, _ = read(text)
    assert facts.get("python.machine") != "x86_64"
