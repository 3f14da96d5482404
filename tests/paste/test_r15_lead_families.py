# ruff: noqa: E501  (real pasted lines are kept whole)
"""Families read in the fifteenth round outside any one batch.

An installed torch whose local version names a CUDA build ('torch==1.11.0+cu113') is a Linux or Windows install, as a
'+cpu' one is: PyTorch publishes CUDA builds for those two only. A build only wanted (an install command, a requirement
pip or uv cannot meet) names no machine.

A SIGILL in a Linux container on an Apple-silicon Mac takes the arm64 image as its fix: the emulated amd64 image is
what lacks AVX, not the Mac's CPU. A shell's SIGILL where no import is seen and no program named is 'a program', no
'import a module'. A distribution's container named in words ('within a Debian Container, on an M1') is a container.

A macOS release written as its bare major number ('On a macOS 15 host', 'with macos 14') is that release, as 'macOS 26'
already was; not 12, whose versions lie either side of MPS's 12.3 floor, and not a bound ('macOS 14+').
"""

from __future__ import annotations

import pytest
from pasted import ids, read

from macml_doctor.paste import inputs
from macml_doctor.pipeline import diagnose

# https://github.com/WongKinYiu/yolov7/issues/805 (dev 1651), the whole issue
YOLOV7_805 = """coreml export failure

error：CoreML export failure: Unable to load libmodelpackage. Cannot make save spec.
environments:
torch==1.11.0+cu113
"""


def test_an_installed_cuda_torch_is_no_mac() -> None:
    facts, _ = read(YOLOV7_805)
    assert facts.get("host.os") == "Linux or Windows"
    assert "not-a-mac" in ids(YOLOV7_805)


@pytest.mark.parametrize(("thread", "line"), [
    ("https://github.com/kohya-ss/sd-scripts/issues/1109 (dev 1081)", "09:41:59-709481 INFO     Installing package: torch==2.1.2+cu118 torchvision==0.16.2+cu118 torchaudio==2.1.2+cu118\n"),
    ("https://github.com/Stability-AI/StableCascade/issues/23 (dev 1936)", "Requirement torch==2.1.2+cu118 not found\n"),
    ("https://github.com/pytorch/pytorch/issues/118172 (dev 219)", "pip install torch==1.11.0+cu113 torchvision==0.12.0+cu113 torchaudio==0.11.0 --extra-index-url https://download.pytorch.org/whl/cu113\n"),
    ("https://github.com/open-edge-platform/geti-instant-learn/issues/21 (dev 440)", "error: Distribution `torch==2.7.0+cu126 @ registry+https://download.pytorch.org/whl/cu126` can't be installed because it doesn't have a source distribution or wheel for the current platform\n"),
])
def test_a_cuda_torch_only_wanted_names_no_machine(thread: str, line: str) -> None:
    facts, _ = read(line)
    assert facts.get("host.os") != "Linux", thread


# https://github.com/Svdvoort/PrognosAIs_glioma/issues/4 (dev 1782), the reporter's lines
PROGNOSAIS_4 = """Illegal instruction error when running docker file

When I run the docker file as instructed, an "illegal instruction" error message appears:

/run_pipeline.sh: line 51:   276 Illegal instruction     python3 /get_predictions.py $prognosais_model_folder $registration_folder $prediction_output_folder $config_file

I used the version from docker hub and a MacBook Pro 2023 (M2 Pro) with MacOS 14.2.1. My docker version is 25.0.2, build 29cf629. The command was:

"docker run -u $UID:$GROUPS -v "./input:/input/" -v "./output:/output/" svdvoort/prognosais_glioma:1.0.2"
"""

# https://github.com/Shawn-Shan/fawkes/issues/7 (dev 1610): the same crash off any Mac
FAWKES_7 = ("Error in arch says: Illegal Hardware instructions\n\nOS: Artix Linux x86_64\n"
            "Shell: zsh and bash (tried on both)\n```\n./protection -d ~/Pictures/hawkes/\n"
            "zsh: illegal hardware instruction  ./protection -d ~/Pictures/hawkes\n```")


def test_a_sigill_in_a_container_on_apple_silicon_takes_the_arm64_image() -> None:
    found = {f.id: f for f in diagnose(inputs.parse_report(PROGNOSAIS_4, "test")).findings}
    avx = found["cpu-without-avx"]
    assert avx.remedy is not None and avx.remedy.fix_id == "use-arm64-container-image"
    assert avx.summary.startswith("a program died with SIGILL in a Linux container")
    assert "import a module" not in found["import-crashed"].summary


def test_the_same_sigill_off_a_mac_keeps_the_cpu_remedy() -> None:
    found = {f.id: f for f in diagnose(inputs.parse_report(FAWKES_7, "test")).findings}
    avx = found["cpu-without-avx"]
    assert avx.remedy is not None and avx.remedy.fix_id == "use-build-for-this-cpu"


def test_a_distributions_container_named_in_words_is_a_container() -> None:
    # https://github.com/astral-sh/uv/issues/9878 (dev 433)
    facts, _ = read("Here trying to set up the pyproject to install torch. Currently I just tried installing within a Debian Container, on an M1. \n")
    assert facts.get("host.os") == "Linux"
    assert facts.get("host.container_host") == "apple-silicon"


@pytest.mark.parametrize(("thread", "text", "release"), [
    ("https://github.com/elixir-nx/emlx/issues/127 (dev 1058)", "On a macOS 15 host, `emlx 0.4.0` terminates the BEAM at the first MLX\n", "15"),
    ("https://github.com/openai/mujoco-py/issues/780 (dev 1544)", "with macos 14, mujoco 2.1.1, mujoco_py 2.1.12.14, then run script in [(#682)](https://github.com/openai/mujoco-py/issues/682) \n", "14"),
])
def test_a_bare_macos_major_number_is_the_release(thread: str, text: str, release: str) -> None:
    facts, _ = read(text)
    assert facts.get("host.os") == "Darwin" and facts.get("host.macos_release") == release, thread


@pytest.mark.parametrize(("thread", "text"), [
    ("https://github.com/youssofal/MTPLX/issues/194 (dev 1067)", '        "fix": "Upgrade to macOS 14+; MLX does not support older macOS.",\n'),
    ("https://github.com/pyenv/pyenv/issues/2169 (dev 1464)", "- [ ] Platform information (e.g. Ubuntu Linux 16.04): macOS 12\n"),
])
def test_a_bound_or_macos_12_alone_is_no_release(thread: str, text: str) -> None:
    facts, _ = read(text)
    assert facts.get("host.macos_release") is None, thread
