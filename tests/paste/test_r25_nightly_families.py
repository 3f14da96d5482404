# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4480-4487 (PyTorch, TensorFlow and MLC nightly and pre-release builds on Macs:
pip --pre, download.pytorch.org/whl/nightly, tf-nightly, dev version strings) exposed, each read from real text.

- A wheel named by its URL writes a local version's '+' as '%2B' ('mlc_ai_nightly-0.12.dev1095%2Bgd1e3142ac-cp311-
  cp311-macosx_13_0_arm64.whl', as pip echoes a nightly index's link): the wheel still names the architecture and the
  CPython minor pip chose it for, as the same name with a '+' does.
"""

from __future__ import annotations

import pytest
from pasted import raised, read

# https://github.com/mlc-ai/package/issues/25 (dev 4483)
MLC_25 = r"""# errors when installing packages

LexiestLeszek · description · 2023-06-18
Building the ios app according to the instruction. My machine is Mac M1 2020 and IDE is VSCode. 
On the stage of installing TVM Unity package I type this: pip3 install --pre --force mlc-ai-nightly mlc-chat-nightly -f https://mlc.ai/wheels 

And have this in the terminal:
Looking in links: https://mlc.ai/wheels
Collecting mlc-ai-nightly
  Downloading https://github.com/mlc-ai/package/releases/download/v0.9.dev0/mlc_ai_nightly-0.12.dev1095%2Bgd1e3142ac-cp311-cp311-macosx_13_0_arm64.whl (59.6 MB)
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 59.6/59.6 MB 4.7 MB/s eta 0:00:00
ERROR: Could not find a version that satisfies the requirement mlc-chat-nightly (from versions: none)
ERROR: No matching distribution found for mlc-chat-nightly"""


def test_real_mlc_nightly_wheel_with_encoded_plus_is_arm64_python_311() -> None:
    facts, _ = read(MLC_25)
    assert facts.get("python.machine") == "arm64"
    assert facts.get("python.version") == "3.11"
    got = raised(MLC_25)
    assert {"apple-silicon", "python-native-arm64"} <= got
    assert not {"intel-mac", "python-x86-on-arm", "mlx-unsupported", "mlx-metal-missing"} & got


@pytest.mark.parametrize(
    "line, arch, minor",
    [
        # the nightly index's links, with the '+' of a local version encoded, as pip echoes them
        ("  Downloading https://download.pytorch.org/whl/nightly/cpu/torch-2.2.0.dev20231010%2Bcpu-cp310-none-macosx_11_0_arm64.whl (60.1 MB)", "arm64", "3.10"),
        ("  Using cached https://download.pytorch.org/whl/nightly/torchvision-0.17.0.dev20231010%2Bcpu-cp39-cp39-macosx_11_0_arm64.whl (1.6 MB)", "arm64", "3.9"),
        # lower-case hex, as some indexes write it
        ("  Downloading https://example.org/wheels/mypkg-1.4.0%2bmetal-cp312-cp312-macosx_14_0_arm64.whl (2.0 MB)", "arm64", "3.12"),
        # an x86_64 wheel: the interpreter pip chose for is x86_64
        ("  Downloading https://github.com/mlc-ai/package/releases/download/v0.9.dev0/mlc_ai_nightly-0.12.dev1095%2Bgd1e3142ac-cp38-cp38-macosx_10_15_x86_64.whl (59.6 MB)", "x86_64", "3.8"),
    ],
)
def test_encoded_plus_wheel_variants_name_arch_and_python(line: str, arch: str, minor: str) -> None:
    facts, _ = read("Collecting torch\n" + line + "\n")
    assert facts.get("python.machine") == arch
    assert facts.get("python.version") == minor


def test_encoded_plus_x86_wheel_on_an_m1_is_a_rosetta_python() -> None:
    text = (
        "My machine is a MacBook Air M1.\n"
        "Collecting mlc-ai-nightly\n"
        "  Downloading https://github.com/mlc-ai/package/releases/download/v0.9.dev0/mlc_ai_nightly-0.12.dev1095%2Bgd1e3142ac-cp38-cp38-macosx_10_15_x86_64.whl (59.6 MB)\n"
    )
    got = raised(text)
    assert "python-x86-on-arm" in got
    assert "python-native-arm64" not in got


def test_wheel_that_worked_with_encoded_plus() -> None:
    text = (
        "I tried this wheel from the release page and it now works for me:\n"
        "pip install https://github.com/abetlen/llama-cpp-python/releases/download/v0.2.20/llama_cpp_python-0.2.20%2Bmetal-cp311-cp311-macosx_13_0_arm64.whl\n"
    )
    facts, _ = read(text)
    assert facts.get("python.machine") == "arm64"


@pytest.mark.parametrize(
    "line",
    [
        # another percent-encoded character is not a local version's '+'
        "  Downloading https://example.org/wheels/mypkg-1.4.0%20metal-cp312-cp312-macosx_14_0_arm64.whl (2.0 MB)",
        "  Downloading https://example.org/wheels/mypkg-1.4.0%2Fmetal-cp312-cp312-macosx_14_0_arm64.whl (2.0 MB)",
        # a version must open with a digit, encoded '+' or not
        "  Downloading https://example.org/wheels/mypkg-%2Bmetal-cp312-cp312-macosx_14_0_arm64.whl (2.0 MB)",
        # a wheel named but not downloaded by pip
        "the file mlc_ai_nightly-0.12.dev1095%2Bgd1e3142ac-cp311-cp311-macosx_13_0_arm64.whl is on the release page",
    ],
)
def test_near_misses_stay_unread(line: str) -> None:
    facts, _ = read("Collecting mypkg\n" + line + "\n")
    assert "python.machine" not in facts


def test_encoded_plus_linux_wheel_is_not_a_mac_python() -> None:
    text = (
        "On my M1 Mac, in Docker:\n"
        "Collecting torch\n"
        "  Downloading https://download.pytorch.org/whl/nightly/cpu/torch-2.2.0.dev20231010%2Bcpu-cp310-cp310-linux_aarch64.whl (85.0 MB)\n"
    )
    got = raised(text)
    assert "python-native-arm64" not in got
