# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1790-1809 (local LLM runtimes on Macs: LM Studio's MLX engine, Ollama's MLX
runner, vLLM on macOS, text-generation-webui, Unsloth) exposed, each read from real text.

A macOS application bundle's path (/Applications/Name.app/Contents/Resources/…) is a Mac, so a paste holding only an
app's error is read, not rejected. An architecture-named interpreter folder that carries a version after the
architecture (LM Studio's vendored 'cpython3.11-mac-arm64@9/bin/python') names that Python's architecture as the
unversioned form did. A person saying an MLX release's Metal is not supported on older macOS, beside the failing macOS,
is MLX's Metal refusing this OS. macOS VMs spoken of as a class ('macOS VM's on AS have direct GPU access') are no VM
the report runs in.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

APP_BUNDLE = [
    ("https://github.com/jjang-ai/mlxstudio/issues/94", "after i install vMLX 1.3.93, when i load model, it show No module named vmlx_engine.cli\n\nProcess exited before becoming ready: /Applications/vMLX.app/Contents/Resources/bundled-python/python/bin/python3: No module named vmlx_engine.cli\n"),
    ("https://github.com/ollama/ollama/issues/14663", "ERROR Failed to load MLX dynamic library symbols path=/Applications/Ollama.app/Contents/Resources/libmlxc.dylib\n"),
]


@pytest.mark.parametrize(("thread", "text"), APP_BUNDLE)
def test_a_macos_app_bundle_path_is_read_as_a_mac(thread: str, text: str) -> None:
    found = ids(text)
    assert "not-a-mac" not in found, thread
    assert "report-undecided" in found, thread  # read, not rejected: the chip stays to be told


def test_a_folder_named_applications_off_the_mac_is_no_app_bundle() -> None:
    # the clue needs Apple's bundle layout (/Applications/Name.app/Contents/…), not any folder called Applications
    facts, _ = read("Traceback (most recent call last):\n  File \"/home/user/Applications/tool/run.py\", line 3, in <module>\nModuleNotFoundError: No module named 'torch'\n")
    assert facts.get("host.os") == "Linux"
    facts, _ = read("Process exited before becoming ready: /Applications/vMLX.app/Contents/Resources/bundled-python/python/bin/python3: No module named vmlx_engine.cli\n")
    assert facts.get("host.os") == "Darwin"


def test_an_arch_named_python_folder_with_a_version_names_the_python() -> None:
    # https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1189 (LM Studio's MLX engine on macOS Sequoia 15.6.1)
    text = "**Which operating system?**\nMacOS Sequoia 15.6.1\n\n Python path configuration:\n  PYTHONHOME = (not set)\n  sys._base_executable = '/Users/chet/.lmstudio/extensions/backends/vendor/_amphibian/cpython3.11-mac-arm64@9/bin/python'\n  sys.executable = '/Users/chet/.lmstudio/extensions/backends/vendor/_amphibian/app-mlx-generate-mac-arm64@71/bin/python'\n"
    found = ids(text)
    assert {"apple-silicon", "python-native-arm64"} <= found
    assert "intel-mac" not in found


def test_mlx_metal_said_unsupported_on_older_macos_is_mlx_unsupported() -> None:
    # https://github.com/exo-explore/exo/issues/1327
    text = "[BUG] MLX 0.30.4 metal not supported for older MacOS versions\n\n## Describe the bug\n\nMacOS is missing several libraries. All models immediately fail on MacOS 15.6.1.\n"
    found = ids(text)
    assert "mlx-unsupported" in found
    assert "macos-too-old-for-mps" not in found
    assert "mlx-metal-missing" not in found


def test_macos_vms_as_a_class_are_no_vm_in_use() -> None:
    # https://github.com/unslothai/unsloth/issues/4 (an M3 Max owner offering to spin up a VM)
    text = "vlbosch commented:\n@danielhanchen I have an M3 Max Macbook Pro with 128GB Unified RAM. Happy to help you port this great project to Apple Silicon 😃 If it's any helpful, I can spin up a VM and give you SSH access. IIRC macOS VM's on AS have direct GPU access and can run Metal with near native performance.\n"
    found = ids(text)
    assert "no-metal-device" not in found
    assert "apple-silicon" in found


def test_a_macos_vm_in_use_still_is_one() -> None:
    # https://github.com/pytorch/pytorch/issues/125197's wording, singular: the VM the run is in
    text = "I am running PyTorch 2.3 in a macOS 14 VM (UTM) on my M2 MacBook Air and torch.backends.mps.is_available() returns False\n"
    assert "no-metal-device" in ids(text)


def test_mlx_said_unsupported_on_older_macos_with_no_release_restates_its_floor() -> None:
    # the exo wording names a release ('MLX 0.30.4 metal'); without one the sentence restates MLX's macOS floor, which
    # the macOS checks measure (here a macOS 15.2 that meets it)
    text = "Note that MLX is not supported on older macOS versions, you need macOS 14 or later.\n\nI have an M2 MacBook Air with macOS 15.2 and mlx 0.25 runs fine.\n"
    assert "mlx-unsupported" not in ids(text)
