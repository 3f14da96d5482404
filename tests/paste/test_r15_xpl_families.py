# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2230-2249 (cross-platform confusion: Docker containers and VMs on Macs, Linux and
Windows machines beside Macs) exposed, each read from real text.

A Python in a Linux container on an Apple-silicon Mac is no macOS Python under Rosetta, even where a build's no-AVX
message makes it x86_64; QEMU's user-mode signal line is a Linux process whatever a template names as the host's OS; a
process killed by a signal right after an import (QEMU's 'uncaught target signal 6', bash's 'Aborted') is an import that
crashed; 'Illegal Instructions' in the plural and 'importing tensorflow.' at a sentence's end; a Rapid Security
Response's letter after a macOS version before the chip; a Docker image someone wrapped a fix in is not where it fails.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/google-research/kubric/issues/288
KUBRIC_288 = """Running docker image on Mac M2

linasklim · description · 2023-04-17
Hi, I am trying to run docker image according to the hello world example on my Apple M2 machine, however, I get error messages
```
The TensorFlow library was compiled to use AVX instructions, but these aren't available on your machine.
qemu: uncaught target signal 6 (Aborted) - core dumped
```
and the container becomes unresponsive. The same happens when I pass `docker run` additional parameter `--platform linux/amd64`.
"""

# https://github.com/tensorflow/tensorflow/issues/52972 (an issue template naming the host's macOS)
TF_52972 = """Cannot run TensorFlow 2.7 in Docker on M1 (Apple Silicon)

**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): macOS 12.0 Monterey
- TensorFlow installed from (source or binary): pre-built binary (Docker and pip)
- TensorFlow version (use command below): 2.7
- Python version: 3.8.10

**Describe the current behavior**

Our team needs to run TensorFlow as part of a larger application in Docker. However, this doesn't seem possible on an M1 Mac.

For example, if I use the default TF Docker image (for x86-64 only, an ARM64 image is not available):

```
> docker run -it tensorflow/tensorflow /bin/bash
> python -c "import tensorflow"
The TensorFlow library was compiled to use AVX instructions, but these aren't available on your machine.
qemu: uncaught target signal 6 (Aborted) - core dumped
Aborted
```
"""

# https://github.com/docker/for-mac/issues/5342
FORMAC_5342 = """MacOS: 11.0.1, Apple MacBook Pro (13-inch,M1,2020)

inside the docker image, start python, and require Tensorflow:

```
root@d1e9397ee486:/home/root/work# python
Python 3.6.9 (default, Oct  8 2020, 12:12:24)
[GCC 8.4.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf
2021-02-12 21:25:20.268211: F tensorflow/core/lib/monitoring/sampler.cc:42] Check failed: bucket_limits_[i] > bucket_limits_[i - 1] (4.17216e-152 vs. 10)
qemu: uncaught target signal 6 (Aborted) - core dumped
```
"""

# https://github.com/yaroslavvb/tensorflow-community-wheels/issues/225
TFCW_225 = """I always get the "Illegal Instructions" error when importing tensorflow.
"""

# https://github.com/meta-llama/codellama/issues/42
CODELLAMA_42 = """I am trying **CodeLlama-13b-Python** model in local MacOS 13.4.1 (c) M2, I can make sure I install all packages they need in `requirement.txt`.
"""

# https://github.com/elixir-nx/nx/issues/593
NX_593 = """Can't build TorchX for Mac M1

av-ast · comment · 2021-12-28
@polvalente that StackOverflow solution does work.

I've wrapped it into a Docker image here https://github.com/av-ast/nx-docker
"""

# https://github.com/tensorflow/tensorflow/issues/49131
TF_49131 = """Cannot import TensorFlow in Docker running at M1 (with AMD64 emulation)

- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Ubuntu 20.04 in Docker (running at Apple M1)
- TensorFlow installed from (source or binary): pip3
- TensorFlow version (use command below): 2.4.1
- Python version: 3.8.5
- GPU model and memory: M1

```zsh
8:04 martin@martins-MacBook-Pro /Users/martin/Projects/rl-toolkit
% docker run -it -p 8000:8000 --rm markub3327/rl-toolkit bash
WARNING: The requested image's platform (linux/amd64) does not match the detected host platform (linux/arm64/v8) and no specific platform was requested
+ Xvfb -screen 0 1024x768x24
"""


def test_a_container_python_on_apple_silicon_is_not_a_macos_python_under_rosetta() -> None:
    facts, _ = read(KUBRIC_288)
    assert facts.get("host.os") == "Linux" and facts.get("host.container_host") == "apple-silicon"
    assert facts.get("python.machine") == "x86_64"  # the amd64 image's Python: a fact, not Rosetta's
    found = ids(KUBRIC_288)
    assert {"apple-silicon", "import-crashed"} <= found and "python-x86-on-arm" not in found
    # on macOS itself the same message still makes the Python an x86_64 one under Rosetta
    mac = "MacBook Pro M2, macOS 14.2\nThe TensorFlow library was compiled to use AVX instructions, but these aren't available on your machine.\n"
    assert "python-x86-on-arm" in ids(mac)


def test_the_no_avx_message_in_a_container_names_the_emulated_image() -> None:
    from macml_doctor.diagnose import engine
    from macml_doctor.diagnose.symptoms import merge_symptoms
    from macml_doctor.paste import inputs

    facts = inputs.parse_report(KUBRIC_288, "test")
    crashed = [f for f in merge_symptoms(engine.run_checks(facts), facts) if f.id == "import-crashed"]
    assert crashed and "Linux container" in crashed[0].summary and "native arm64 Python" not in crashed[0].summary


def test_qemu_user_mode_signal_outranks_a_template_naming_the_hosts_macos() -> None:
    facts, _ = read(TF_52972)
    assert facts.get("host.os") == "Linux" and facts.get("host.container_host") == "apple-silicon"
    found = ids(TF_52972)
    assert {"apple-silicon", "import-crashed", "not-a-mac"} <= found
    assert "python-x86-on-arm" not in found and "intel-mac" not in found


def test_a_signal_right_after_an_import_is_the_import_crashing() -> None:
    _, symptoms = read(FORMAC_5342)
    assert "import-died" in symptoms
    assert "import-crashed" in ids(FORMAC_5342)
    # bash's own line for the same death, after `python -c "import tensorflow"`
    _, symptoms = read('$ python -c "import tensorflow"\nAborted (core dumped)\n')
    assert "import-died" in symptoms
    # not a signal far from any import (a run that crashed later)
    _, symptoms = read("$ python train.py\nEpoch 1/10\nloss: 0.3\nSegmentation fault (core dumped)\n")
    assert "import-died" not in symptoms


def test_illegal_instructions_in_the_plural_when_importing_tensorflow() -> None:
    facts, symptoms = read(TFCW_225)
    assert "sigill" in symptoms
    assert facts["report.symptoms"][0].get("module") == "tensorflow"
    assert "import-crashed" in ids(TFCW_225)
    # a module path after the word is still no sentence's end
    _, symptoms = read("import tf.keras.layers\nIllegal instruction: 4\n")
    assert symptoms == ["sigill"]


def test_a_rapid_security_response_letter_before_the_chip() -> None:
    facts, _ = read(CODELLAMA_42)
    assert facts.get("host.cpu_brand") == "Apple M2"
    assert "apple-silicon" in ids(CODELLAMA_42)


def test_a_docker_image_someone_wrapped_a_fix_in_is_not_where_it_fails() -> None:
    facts, _ = read(NX_593)
    assert facts.get("host.os") != "Linux"
    found = ids(NX_593)
    assert "apple-silicon" in found and "not-a-mac" not in found
    facts, _ = read("Can't build TorchX for Mac M1\n\nI run it in a Docker image on my M1.\n")
    assert facts.get("host.os") == "Linux"


def test_an_amd64_image_tensorflow_is_no_macos_x86_build() -> None:
    # TensorFlow in the x86-64 Linux containers of an M1 (tensorflow#52972): the emulated image's build, which the
    # container finding explains, not a macOS wheel under Rosetta that an arm64 one replaces
    found = ids(TF_52972)
    assert "tf-x86-build" not in found and "tf-no-x86-mac-wheels" not in found
    mac = "MacBook Pro M2, macOS 14.2\ntensorflow 2.12.0\nThe TensorFlow library was compiled to use AVX instructions, but these aren't available on your machine.\n"
    assert "tf-x86-build" in ids(mac)


def test_dockers_platform_mismatch_warning_is_an_emulated_container_on_an_arm64_host() -> None:
    facts, _ = read(TF_49131)
    assert facts.get("host.os") == "Linux" and facts.get("host.container_host") == "apple-silicon"
    found = ids(TF_49131)
    assert {"apple-silicon", "not-a-mac"} <= found
    assert "tf-x86-build" not in found and "python-x86-on-arm" not in found and "intel-mac" not in found
    # the Mac's own prompt alone still names the Mac
    facts, _ = read(TF_49131.split("WARNING:")[0])
    assert facts.get("host.os") == "Darwin"


def test_the_signal_a_process_line_names_is_in_the_crashed_import() -> None:
    from macml_doctor.diagnose import engine
    from macml_doctor.diagnose.symptoms import merge_symptoms
    from macml_doctor.paste import inputs

    facts, _ = read(FORMAC_5342)
    died = [s for s in facts["report.symptoms"] if s["id"] == "import-died"]
    assert died and died[0].get("signal") == "SIGABRT" and died[0].get("module") == "tensorflow"
    parsed = inputs.parse_report(FORMAC_5342, "test")
    crashed = [f for f in merge_symptoms(engine.run_checks(parsed), parsed) if f.id == "import-crashed"]
    assert crashed and "SIGABRT" in crashed[0].summary and "to see the signal" not in crashed[0].summary
    facts, _ = read('$ python -c "import tensorflow"\nSegmentation fault (core dumped)\n')
    assert [s.get("signal") for s in facts["report.symptoms"]] == ["SIGSEGV"]
