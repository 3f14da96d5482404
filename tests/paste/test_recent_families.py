# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1056-1069 (2025-2026 threads) exposed, each read from real captured text.

Metal's refusal of a library or kernel built for a newer Metal language, under every wording it takes (MLX's default
metallib, a plugin's mlx.metallib, one kernel), and not the missing metallib of a broken release; the linker's warning
that MLX's library was built for a newer macOS (and not the same warning for other libraries); platform.machine() and
processor() as JSON keys; Ubuntu named as people type it.
"""

from __future__ import annotations

import pytest
from pasted import read

METAL_LANGUAGE = [
    ("https://github.com/jjang-ai/mlxstudio/issues/104",
     '"Process exited before becoming ready: RuntimeError: Failed to load the default metallib. This library is using language version 4.0 which is not supported on this OS. library not found library not found library not found"\n'),
    ("https://github.com/jjang-ai/mlxstudio/issues/2",
     "`Process exited before becoming ready:\nRuntimeError: Failed to load the default metallib.\nThis library is using language version 4.0 which is not supported on this OS\nlibrary not found\nlibrary not found library not found`\n"),
    ("https://github.com/tillahoffmann/jax-mps/issues/166",
     "> JaxRuntimeError: INTERNAL: BufferFromHostBuffer failed: Failed to load mlx.metallib (expected next to the jax-mps plugin). This library is using language version 4.0 which is not supported on this OS. library not found Searched: /Users/filippo.vicentini/Nextcloud/Codes/Python/netket/.venv/lib/python3.13/site-packages/jax_plugins\n"),
    ("https://github.com/exo-explore/exo/issues/1912",
     "RuntimeError: [metal::Device] Unable to load kernel fence_update\nFunction fence_update is using language version 4.0 which is incompatible with this OS.\n"),
]


@pytest.mark.parametrize(("thread", "text"), METAL_LANGUAGE)
def test_a_metal_library_built_for_a_newer_metal_language_is_refused_by_this_macos(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert "mlx-metallib-unsupported" in symptoms, thread
    assert values["host.os"] == "Darwin", thread


def test_a_metallib_missing_from_a_broken_release_is_not_the_os() -> None:
    # https://github.com/tillahoffmann/jax-mps/issues/79 (jax-mps 0.9.8 shipped without it; 0.9.9 fixed it)
    _, symptoms = read("RuntimeError: Failed to load the default metallib. library not found library not found library not found library not found\n")
    assert "mlx-metallib-unsupported" not in symptoms


def test_the_linker_says_mlx_was_built_for_a_newer_macos() -> None:
    # https://github.com/elixir-nx/emlx/issues/127 (a precompiled libmlx for macOS 26 on a macOS 15 host)
    values, symptoms = read("ld: warning: building for macOS-15.0, but linking with dylib '@rpath/libmlx.dylib' which was built for newer version 26.0\nGenerated emlx app\n")
    assert "mlx-metallib-unsupported" in symptoms
    assert values["host.os"] == "Darwin"


OTHER_LIBRARIES_NEWER = [
    ("https://github.com/86Box/86Box/issues/7646",
     "ld: warning: building for macOS-11.0, but linking with dylib '/opt/homebrew/opt/libserialport/lib/libserialport.0.dylib' which was built for newer version 26.0\n"),
    ("https://github.com/swiftlang/swift-integration-tests/issues/162",
     "# | ld: warning: building for macOS-11.0, but linking with dylib '/usr/lib/swift/libswiftCore.dylib' which was built for newer version 13.0\n"),
    ("https://github.com/widelands/widelands/issues/4679",
     "I get ld: warning: dylib (/opt/local/lib/libSDL2_image.dylib) was built for newer macOS version (11.1) than being linked (11.0)\n"),
]


@pytest.mark.parametrize(("thread", "text"), OTHER_LIBRARIES_NEWER)
def test_the_same_warning_for_another_library_is_a_build_note(thread: str, text: str) -> None:
    _, symptoms = read(text)
    assert "mlx-metallib-unsupported" not in symptoms, thread


MTPLX_OBSERVED = """        "id": "os.macos_version",
        "observed": "{macos}",
        "severity": "error",
        "status": "pass"
      }},
      {{
        "command": "python3 -c \\"import platform; print(platform.machine(), platform.processor())\\"",
        "docs_url": "https://ml-explore.github.io/mlx/build/html/install.html",
        "expected": "native arm64 Python, not Rosetta",
        "fix": "Install/use a native arm64 Python. If needed, reinstall via Homebrew arm64 or uv.",
        "id": "python.native_arm64",
        "observed": {{
          "machine": "arm64",
          "processor": "arm"
        }},
"""


@pytest.mark.parametrize(("thread", "macos"), [("https://github.com/youssofal/MTPLX/issues/194", "26.6"),
                                               ("https://github.com/youssofal/MTPLX/issues/504", "27.2")])
def test_platform_machine_and_processor_as_json_keys_name_the_python(thread: str, macos: str) -> None:
    values, _ = read(MTPLX_OBSERVED.format(macos=macos))
    assert values["python.machine"] == "arm64", thread


def test_pip_inspects_uppercase_windows_machine_is_not_read_as_a_macs() -> None:
    # https://github.com/pytorch/pytorch/issues/133804 (Windows 11 on a Snapdragon)
    values, _ = read('    "platform_machine": "ARM64",\n    "platform_release": "11",\n    "platform_system": "Windows",\n    "sys_platform": "win32"\n')
    assert "python.machine" not in values


UBUNTU = [
    ("https://github.com/ml-explore/mlx/issues/2469",
     "On both performs when try to install under ubuntu desktop 22.04.5/24.04.3: pip install mlx[cuda]\n"),
    ("https://github.com/ml-explore/mlx-lm/issues/238",
     "**Desktop**\n - OS Version: Ubuntu 24.04\n - Version  ：   mlx    0.26.1\n"),
]


@pytest.mark.parametrize(("thread", "text"), UBUNTU)
def test_ubuntu_named_with_its_release_is_linux(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Linux", thread


def test_wanting_a_newer_mlx_names_mlx() -> None:
    # https://github.com/ml-explore/mlx/issues/2924 (an app developer reading a uv.lock diff)
    _, symptoms = read("As my app should support macOS 15.x for a longer time, this will lead i cannot bump MLX to recent version.\n")
    assert "mlx-wanted" in symptoms
