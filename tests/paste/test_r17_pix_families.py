# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2680-2691 (ML projects managed with pixi, uv, poetry and pdm: installs that fail
or pick the wrong build) exposed, each read from real text.

Nix names the system it runs as ('System: aarch64-darwin', nix-info's 'system: `"aarch64-darwin"`', 'but I am a
'aarch64-darwin''): an aarch64-darwin Nix runs on Apple silicon only. An arm64 interpreter read for certain (uv's
'You're on macOS (`macosx_12_0_arm64`)') outweighs an Intel Mac only guessed from a GitHub runner label. A runner
label in code quotes after 'Runner:' or 'GitHub Actions' is read as one in plain text. An Intel Mac that is the
writer's local or own one, in English or after a Chinese word that makes it theirs ('我在本地 Intel Mac').
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/nix-community/dream2nix/issues/1110 (the error's tail)
DREAM2NIX_1110 = """Torch with pdm on mac - Invalid Filename

I just tried to add torch into a pdm project on mac and I'm getting the following error:

```
       error: No valid filename found in the list of filenames:
         - torch-2.7.1-cp312-cp312-manylinux_2_28_aarch64.whl
         - torch-2.7.1-cp312-none-macosx_11_0_arm64.whl
         - torch-2.7.1-cp313-none-macosx_11_0_arm64.whl
       System: aarch64-darwin
       Python version: 3.11.12
```
"""

# nix-info -m as a setup guide prints it (code-search index id 7007398404)
NIX_INFO = """$ nix-shell -p nix-info --run "nix-info -m"
 - system: `"aarch64-darwin"`
 - host os: `Darwin 22.5.0, macOS 13.4.1`
 - multi-user?: `yes`
 - sandbox: `no`
 - version: `nix-env (Nix) 2.15.0`
"""

# a build Nix cannot do on the Mac (code-search index id 43329209999)
NIX_CANNOT_BUILD = """error: a 'x86_64-linux' with features {} is required to build '/nix/store/zfr6nbjcfm3qwm0lskmn0md73frln4nb-disko.drv', but I am a 'aarch64-darwin' with features {apple-virt, benchmark, big-parallel, nixos-test}
"""

# https://github.com/google/magika/issues/1005 (title and the start of the description)
MAGIKA_1005 = """`uv add magika` does not work on `macos-12`

`uv add magika` does not work on macos-12 (`pip install magika` does work well).

```shell
$ uv init
$ uv add magika
Using CPython 3.12.5
Creating virtual environment at: .venv
Resolved 15 packages in 472ms
error: Distribution `onnxruntime==1.21.0 @ registry+https://pypi.org/simple` can't be installed because it doesn't have a source distribution or wheel for the current platform

hint: You're on macOS (`macosx_12_0_arm64`), but `onnxruntime` (v1.21.0) only has wheels for the following platforms: `manylinux_2_27_aarch64`, `manylinux_2_27_x86_64`, `manylinux_2_28_aarch64`, `manylinux_2_28_x86_64`, `macosx_13_0_universal2`, `win_amd64`
```
"""

# https://github.com/prefix-dev/pixi/issues/6949 (the end of the description)
PIXI_6949 = """Pixi macOS solve failure for `moltenvk` despite detected `__osx` virtual package

but `pixi install` fails to solve an `osx-arm64` environment containing a nightly `mantidworkbench` dependency, claiming that `moltenvk` cannot be installed because:

```text
__osx >=14.0, for which no candidates were found.
```

## Environment

- Runner: GitHub Actions `macos-latest`
"""

# https://github.com/Project-N-E-K-O/N.E.K.O/pull/3043 (a line of the first comment)
NEKO_3043 = """fix(ci): mac-x64 改用 Intel runner，并加产物架构闸门

我在本地 Intel Mac 完整构建并实机运行过 x64 后端，验证过的修法：onnxruntime 的消费方全部 import-guard + 优雅降级，加环境标记排除即可：
"""


def test_a_nix_system_aarch64_darwin_is_apple_silicon() -> None:
    for text in (DREAM2NIX_1110, NIX_INFO, NIX_CANNOT_BUILD):
        facts, _ = read(text)
        assert facts.get("host.os") == "Darwin", text
        assert facts.get("host.arm64_capable") == 1, text
        assert "apple-silicon" in ids(text)
        assert not {"intel-mac", "not-a-mac", "python-x86-on-arm"} & ids(text)


def test_nix_systems_listed_or_asked_for_name_no_machine() -> None:
    for text in ('systems = [ "aarch64-darwin" "x86_64-linux" ];\n',
                 "nix build .#packages.aarch64-darwin.default --system aarch64-darwin\n",
                 " - system: `\"x86_64-darwin\"`\n"):
        text = "Building it with nix on my Mac fails.\n" + text  # readable: a Mac, no chip
        facts, _ = read(text)
        assert facts.get("host.arm64_capable") is None, text
        assert "apple-silicon" not in ids(text)


def test_an_arm64_interpreter_outweighs_a_runner_label_read_as_intel() -> None:
    facts, _ = read(MAGIKA_1005)
    assert facts.get("python.machine") == "arm64"
    assert facts.get("host.arm64_capable") == 1
    assert "apple-silicon" in ids(MAGIKA_1005)
    assert not {"intel-mac", "python-x86-on-arm"} & ids(MAGIKA_1005)
    # without the interpreter's tag the runner label still names an Intel runner
    label_only = MAGIKA_1005.split("```shell")[0]
    assert "intel-mac" in ids(label_only)


def test_an_intel_mac_said_for_certain_is_not_overruled() -> None:
    text = MAGIKA_1005 + "\nmachdep.cpu.brand_string: Intel(R) Core(TM) i7-9750H CPU @ 2.60GHz\n"
    facts, _ = read(text)
    assert facts.get("host.arm64_capable") == 0
    assert "intel-mac" in ids(text)


def test_a_runner_label_in_code_quotes_after_a_runner_field() -> None:
    facts, _ = read(PIXI_6949)
    assert facts.get("host.arm64_capable") == 1
    assert "apple-silicon" in ids(PIXI_6949)
    assert "intel-mac" in ids("- Runner: GitHub Actions `macos-13`\n")
    assert "intel-mac" in ids("Runner: macos-15-intel\n")
    # a label named as a topic is no machine
    assert not {"apple-silicon", "intel-mac"} & ids("see the `macos-latest` label docs\n")


def test_the_writers_local_intel_mac() -> None:
    facts, _ = read(NEKO_3043)
    assert facts.get("host.arm64_capable") == 0
    assert "intel-mac" in ids(NEKO_3043)
    assert "intel-mac" in ids("Since AuraDb does not include the graph data science module I had to run Neo4j on my local Intel Mac.\n")
    # a download for Intel Macs, or a question, is no machine
    for text in ("适用于Intel Mac的版本\n", "如果是 Intel Mac 呢\n"):
        assert "intel-mac" not in ids(text), text
