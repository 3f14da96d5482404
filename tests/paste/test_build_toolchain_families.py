# ruff: noqa: E501  (real pasted lines are kept whole)
"""Build and installer output: what a toolchain's triple, Homebrew's prefix and a resolver's refusal say.

Every text is quoted from the public thread named beside it; each family is proved on several of them."""

from __future__ import annotations

import pytest

from macml_doctor.paste import inputs
from macml_doctor.pipeline import diagnose


def facts(text: str) -> dict:
    return {k: f.value for k, f in inputs.parse_report(text, "test").items.items() if f.known}


def findings(text: str) -> set[str]:
    return {f.id for f in diagnose(inputs.parse_report(text, "test")).findings}


@pytest.mark.parametrize(("text", "kernel"), [
    # grpc/grpc#30723: `clang --version` on an M1 with macOS 12.6
    ("❯ clang --version\nApple clang version 14.0.0 (clang-1400.0.29.102)\nTarget: arm64-apple-darwin21.6.0\nThread model: posix\nInstalledDir: /Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/bin", "21.6.0"),
    # grpc/grpc#25082: an M1 on Big Sur 11.0.1
    ("$ clang --version\nApple clang version 12.0.0 (clang-1200.0.32.27)\nTarget: arm64-apple-darwin20.1.0\nThread model: posix\nInstalledDir: /Library/Developer/CommandLineTools/usr/bin", "20.1.0"),
    # kotaro-kinoshita/yomitoku#101: onnx 1.17.0 built from its sdist by uv
    ("      clang++: error: unsupported option '-msse4.1' for target 'arm64-apple-darwin24.4.0'\n      make[2]: ***", "24.4.0"),
    # google-deepmind/mujoco_mpc#378: an M3
    ("c++: error: unsupported option '-msse4.1' for target 'arm64-apple-darwin24.3.0'. Has anyone ran into this or found a workaround?", "24.3.0"),
])
def test_clangs_default_arm64_target_is_apple_silicon(text: str, kernel: str) -> None:
    read = facts(text)
    assert read["host.arm64_capable"] == 1 and read["host.kernel_release"] == kernel
    assert "apple-silicon" in findings(text)


def test_clangs_x86_64_target_names_the_shell_not_the_chip() -> None:
    """boostorg/multiprecision#318: macOS 11.3, chip not said; an x86_64 clang is an Intel Mac's or a Rosetta shell's."""
    text = "I'm on MacOS 11.3, with the following for my clang version:\n```\nclang --version\nApple clang version 12.0.0 (clang-1200.0.32.29)\nTarget: x86_64-apple-darwin20.4.0\nThread model: posix\n```"
    read = facts(text)
    assert read["host.kernel_release"] == "20.4.0" and "host.arm64_capable" not in read
    assert "python.machine" not in read  # the compiler's architecture is not the Python's
    assert not findings(text) & {"apple-silicon", "intel-mac", "python-x86-on-arm", "python-native-arm64"}


@pytest.mark.parametrize(("text", "machine"), [
    # rust-lang/rustup#3063: rustup-init on an M1
    ("Current installation options:\n\n\n   default host triple: aarch64-apple-darwin\n     default toolchain: stable (default)\n               profile: default\n  modify PATH variable: yes", "arm64"),
    # rust-lang/rust#82222: `rustup show` on an M1
    ("Running `rustup show` outputs\n```\nDefault host: aarch64-apple-darwin\nrustup home:  /Users/seanchen/.rustup\n\nnightly-aarch64-apple-darwin (default)\nrustc 1.52.0-nightly (a143517d4 2021-02-16)\n```", "arm64"),
    # autopilot-rs/autopy#97: an M1 installing a pinned nightly
    ("➜  ~ rustup default nightly-2019-10-05\ninfo: syncing channel updates for 'nightly-2019-10-05-aarch64-apple-darwin'\ninfo: latest update on 2019-10-05, rust version 1.40.0-nightly (2e7244807 2019-10-04)", "arm64"),
    # rust-lang/rust#104723: `rustc -vV` built natively on an M1
    ("$ rustc +stage1 -vV\nrustc 1.67.0-dev\nbinary: rustc\ncommit-hash: unknown\ncommit-date: unknown\nhost: aarch64-apple-darwin\nrelease: 1.67.0-dev\nLLVM version: 15.0.4", "arm64"),
    # free-audio/clap-validator#5: an x86_64 toolchain chosen on an M1 (it runs under Rosetta)
    ("Anyways, seems like setting the default toolchain to `stable-x86_64-apple-darwin` worked! Odd that rustup didn't default to that for you.", "x86_64"),
])
def test_a_rust_toolchains_host_triple_is_the_architecture_it_runs_as(text: str, machine: str) -> None:
    read = facts(text)
    assert read["host.os"] == "Darwin" and "python.machine" not in read  # the toolchain's, not the Python's
    assert (read.get("host.arm64_capable") == 1) == (machine == "arm64")


@pytest.mark.parametrize("text", [
    # apache/airavata-django-portal#187: a universal2 build against Homebrew's arm64 protobuf
    "/Applications/Xcode.app/Contents/Developer/Library/Frameworks/Python3.framework/Versions/3.9/Headers -arch arm64 -arch x86_64 -Werror=implicit-function-declaration -Wno-error=unreachable-code -I/opt/homebrew/opt/protobuf@3/include -DHAVE_PTHREAD=1 -I. -Igrpc_root -Igrpc_root/include",
    # h5py/h5py#1982: an M1 pointing h5py's build at Homebrew's hdf5
    "$ brew install hdf5\n$ export HDF5_DIR=/opt/homebrew/Cellar/hdf5/1.12.0_4\n$ pip install --no-binary=h5py h5py",
    # ghdl/ghdl#1669: Building on macOS ARM against Homebrew's llvm
    "ld: warning: ignoring file /opt/homebrew/Cellar/llvm/11.1.0/lib/libLLVMSystemZDisassembler.a, building for macOS-x86_64 but attempting to link with file built for macOS-arm64",
])
def test_any_path_in_homebrews_arm64_prefix_is_apple_silicon(text: str) -> None:
    read = facts(text)
    assert read["host.arm64_capable"] == 1 and read["host.os"] == "Darwin"
    assert "intel-mac" not in findings(text)


def test_the_intel_prefix_or_a_look_alike_path_says_nothing_of_the_chip() -> None:
    assert "host.arm64_capable" not in facts("-I/usr/local/opt/protobuf@3/include -L/usr/local/Cellar/hdf5/1.12.0/lib")
    assert "host.arm64_capable" not in facts("/home/me/src/opt/homebrew/lib/readme.md")


PIXI_MLX = """$ pixi add --pypi "mlx>=0.31.1" "mlx-vlm>=0.4" "torch" "torchaudio" "torchvision"
Error:   × failed to solve the pypi requirements of environment 'default' for platform 'osx-arm64'
  ├─▶ failed to resolve pypi dependencies
  ╰─▶ Because only mlx<=0.31.1 is available and mlx==0.31.1 has no wheels with a matching platform tag (e.g., `macosx_13_0_arm64`), we can conclude that mlx>=0.31.1 cannot be used.
      And because you require mlx>=0.31.1, we can conclude that your requirements are unsatisfiable."""  # prefix-dev/pixi#5731, on macOS 26.3


def test_a_release_the_resolver_refused_is_wanted_not_installed() -> None:
    read = facts(PIXI_MLX)
    assert "mlx" not in (read.get("python.packages") or {})
    assert "mlx-unsupported" not in findings(PIXI_MLX)
    # unslothai/unsloth#5187 and vllm-project/vllm-metal#379: uv's form, a pin with markers included
    for text in ("  ╰─▶ Because torch==2.6.0 has no wheels with a matching platform tag (e.g., `macosx_26_0_x86_64`) and you require torch==2.6.0, we can conclude that your requirements are unsatisfiable.",
                 "Because torch{platform_machine == 'aarch64' or platform_machine == 's390x' or platform_machine == 'x86_64'}==2.11.0+cpu has no wheels with a matching platform tag (e.g., `macosx_26_0_x86_64`) and you require torch{platform_machine == 'aarch64' or platform_machine == 's390x' or platform_machine == 'x86_64'}==2.11.0+cpu, we can conclude that your requirements are unsatisfiable."):
        assert "torch" not in (facts(text).get("python.packages") or {})


def test_pixi_solves_for_a_platform_whose_macos_floor_is_not_the_machines() -> None:
    read = facts(PIXI_MLX)
    assert read["conda.platform"] == "osx-arm64" and read["host.arm64_capable"] == 1
    assert "host.macos_version" not in read  # macosx_13_0 is pixi's default floor; this Mac runs macOS 26.3
    # uv names the interpreter's own tag (unslothai/unsloth#5187: macOS 26 under Rosetta)
    uv = "  ╰─▶ Because torch==2.6.0 has no wheels with a matching platform tag (e.g., `macosx_26_0_x86_64`) and you require torch==2.6.0"
    assert facts(uv)["host.macos_version"] == "26.0"
    # prefix-dev/pixi#4964: `pixi add mlx` on a Mac, the conda solve
    conda = "pixi add mlx\n\nError:   × failed to solve requirements of environment 'default' for platform 'osx-arm64'\n  ├─▶   × failed to solve the environment"
    assert facts(conda)["conda.platform"] == "osx-arm64"


@pytest.mark.parametrize("text", [
    # ghdl/ghdl#1669: building on macOS ARM against Homebrew's arm64 llvm
    "ld: warning: ignoring file /opt/homebrew/Cellar/llvm/11.1.0/lib/libLLVMSparcDesc.a, building for macOS-x86_64 but attempting to link with file built for macOS-arm64",
    # apache/devlake#1863: a Mac M1, objects compiled natively, linked for x86_64
    "ld: warning: ld: warning: ignoring file CMakeFiles/libgit2_clar.dir/threads/refdb.c.o, building for macOS-x86_64 but attempting to link with file built for unknown-arm64",
])
def test_an_x86_64_link_skipping_arm64_files_is_on_apple_silicon(text: str) -> None:
    assert facts(text)["host.arm64_capable"] == 1



@pytest.mark.parametrize("text", [
    # lorenzo-rovigatti/oxDNA#176: building on an M1/M2
    "[...]/oxDNA-master/build> make\n[  0%] Building CXX object src/CMakeFiles/oxdna_common.dir/Particles/JordanParticle.cpp.o\nerror: unknown target CPU 'apple-m2'",
    # sevagh/demucs.cpp#12: the host CPU handed to a compiler targeting x86_64
    "error: unknown target CPU 'apple-m1'\nnote: valid target CPU values are: nocona, core2, penryn, bonnell, atom, silvermont, slm, goldmont, goldmont-plus, tremont, nehalem, corei7, westmere, sandybridge, corei7-avx, ivybridge, core-avx-i, haswell, core-avx2, broadwell, skylake",
    # ogdf/ogdf#214: conan's x86_64 cross-build on an Apple-silicon CI host
    "ogdf/2025.10: settings: os=Macos arch=x86_64 compiler=apple-clang compiler.cppstd=gnu17 compiler.libcxx=libc++ compiler.version=17 build_type=Release\n[...]\nerror: unknown target CPU 'apple-m2'\nnote: valid target CPU values are: nocona, core2, penryn, bonnell, atom, silvermont, slm, goldmont, goldmont-plus, tremont, nehalem, corei7,",
])
def test_an_apple_cpu_name_a_compiler_rejects_was_detected_on_apple_silicon(text: str) -> None:
    assert facts(text)["host.arm64_capable"] == 1


@pytest.mark.parametrize(("text", "python"), [
    # goodfire-ai/spd#34: a CI run's uv picked CPython 3.13
    ("error: Distribution `torchvision==0.20.0 @ registry+https://pypi.org/simple` can't be installed because it doesn't have a source distribution or wheel for the current platform\n\nhint: You're using CPython 3.13 (`cp313`), but `torchvision` (v0.20.0) only has wheels with the following Python ABI tag: `cp312`", "3.13"),
    # jaredpalmer/kev#34: uv sync on the newest Python, torch pinned below its first cp314 wheels
    ("error: Distribution `torch==2.8.0 @ registry+https://pypi.org/simple` can't be installed because it doesn't have a source distribution or wheel for the current platform\n\nhint: You're using CPython 3.14 (`cp314`), but `torch` (v2.8.0) only has wheels with the following Python ABI tags: `cp312`, `cp313`, `cp313t`", "3.14"),
])
def test_uvs_abi_hint_names_the_interpreters_python(text: str, python: str) -> None:
    assert facts(text)["python.version"] == python
    if "torch`" in text:
        assert "python-too-new" in findings(text)
