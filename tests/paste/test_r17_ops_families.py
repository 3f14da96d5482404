# ruff: noqa: E501, W291  (real pasted lines are kept whole, trailing spaces too)
"""Clue families the never-seen batch 2540-2556 (MLOps and model serving on Macs: mlflow, BentoML, TorchServe,
TensorFlow Serving, wandb, Ray) exposed, each read from real text.

TorchServe's startup banner names the site-packages of the Python that runs the model server ('TS Home:
/home/…/.local/lib/python3.6/site-packages'), and so that interpreter's minor version; an Intel CPU or chip named
before 'on macOS', or macOS named before 'on'/'by' an Intel CPU, is an Intel Mac, as 'macOS with an Intel CPU'
already was; TorchServe's bug template asking 'Are you planning to deploy it using docker container? [yes/no]:' puts
nothing in a container when the answer is left empty (or no).
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/pytorch/serve/issues/587 (title and the start of a commenter's startup log)
SERVE_587 = """Error while deploying model by torchserve on MacOS on CPU

Error: 
`2020-10-26 07:53:12,618 [INFO ] main org.pytorch.serve.ModelServer -
Torchserve version: 0.2.0
TS Home: /home/msobczyk/.local/lib/python3.6/site-packages
Current directory: /home/msobczyk/pytorch
Temp directory: /tmp
Number of GPUs: 0
Number of CPUs: 8
Max heap size: 3162 M
Python executable: /usr/bin/python
Config file: N/A
"""

# https://github.com/ray-project/ray/issues/58769 (title and description)
RAY_58769 = """[Core] Please support MacOS by Intel CPU

### What happened + What you expected to happen

after 2.49.2, there no support intel cpu on macos, but i use now, maybe some people, can  support it for some old computer? 

### Versions / Dependencies

after 2.49.2
"""


def test_torchserve_home_names_the_python_version() -> None:
    facts, _ = read(SERVE_587)
    assert facts.get("python.version") == "3.6"
    assert "python-too-old" in ids(SERVE_587)
    # a commented log and a conda prefix read the same (a README's log: '# TS Home: /opt/conda/lib/python3.8/site-packages')
    assert read("# Torchserve version: 0.12.0\n# TS Home: /opt/conda/lib/python3.8/site-packages\n# Current directory: /\n")[0].get("python.version") == "3.8"
    # a source checkout's home names no Python
    assert read("Torchserve version: 0.12.0\nTS Home: /Users/user/serve\nCurrent directory: /Users/user/serve\n")[0].get("python.version") is None


def test_an_intel_cpu_on_macos_is_an_intel_mac() -> None:
    found = ids(RAY_58769)
    assert "intel-mac" in found
    assert "apple-silicon" not in found
    assert "intel-mac" in ids("[Core] Please support MacOS by Intel CPU\n")
    assert "intel-mac" in ids("there no support intel cpu on macos, but i use now\n")
    # a build or wheel for Intel CPUs on macOS is a target, not the machine
    assert "intel-mac" not in ids("wheels for Intel CPU on macOS builds are gone since 2.49.2\n")
    assert "intel-mac" not in ids("Intel CPU on macOS builds are no longer published.\n")


# https://github.com/pytorch/serve/blob/master/.github/ISSUE_TEMPLATE/bug_template.md (the form as people paste it, unanswered)
SERVE_TEMPLATE = """## Context
* torchserve version:
* torch-model-archiver version:
* torch version:
* torchvision version [if any]:
* torchtext version [if any]:
* torchaudio version [if any]:
* java version:
* Operating System and version: macOS 13.4

## Your Environment
* Installed using source? [yes/no]:
* Are you planning to deploy it using docker container? [yes/no]:
* Is it a CPU or GPU environment?:
"""

# https://github.com/pytorch/serve/issues/1214 (the form answered yes: build_image.sh on macOS 11.5.2)
SERVE_1214 = """* torch version: 1.9.0
* Operating System and version: macOS 11.5.2

## Your Environment

* Installed using source? [yes/no]: yes
* Are you planning to deploy it using docker container? [yes/no]: yes
* Is it a CPU or GPU environment?: cpu
"""


def test_a_forms_docker_question_left_empty_is_no_container() -> None:
    assert read(SERVE_TEMPLATE)[0].get("host.os") == "Darwin"  # the macOS it names, no Linux container
    found = ids(SERVE_TEMPLATE)
    assert "no-metal-device" not in found
    assert "not-a-mac" not in found
    # answered yes, the form still says Docker: a Linux container on the Mac
    assert read(SERVE_1214)[0].get("host.os") == "Linux"
    assert "not-a-mac" in ids(SERVE_1214)
