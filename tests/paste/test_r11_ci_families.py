# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1770-1787 (ML on Macs in CI, containers and VMs, taken as found) exposed, each
read from real captured text (the thread is named).

Self-hosted runners labelled with their chip ('macos-m1-14', 'macos-m2-14', PyTorch's) are Apple-silicon Macs. 'MPS
tests are green' says the MPS device ran them. 'VMs can't run MPS' names a VM by its plural abbreviation (not virtual
memory's 'VM Region Summary', nor a language's 'VM crashes'). Docker on a Mac named in words ('via Docker on Apple
Silicon') is a container, and QEMU's 'uncaught target signal' comes from a program emulated in one: a Linux process, not
a macOS Python under Rosetta. A SIGILL in a container whose report shows no Python at all is the container's program's,
not a module's import.
"""

from __future__ import annotations

from pasted import ids, read


def test_runner_label_with_the_chip_is_apple_silicon() -> None:
    # https://github.com/pytorch/pytorch/pull/127853 (description)
    text = ("Restore MPS testing on MacOS 13 and m2 metal\n\n"
            "This also fixes the `macos-m2-14` mistake from https://github.com/pytorch/pytorch/pull/127582. \n\n"
            "The current `macos-m2-14` runner is on 14.2 while our `macos-m1-14` has 14.4.\n")
    values, _ = read(text)
    assert values["host.arm64_capable"] == 1
    found = ids(text)
    assert "apple-silicon" in found
    assert "intel-mac" not in found and "not-a-mac" not in found


def test_a_repository_named_after_the_chip_is_no_runner() -> None:
    # the label's words inside a repository path name no machine
    values, _ = read("git clone https://github.com/someone/tensorflow-macos-m1-setup\n")
    assert values.get("host.arm64_capable") != 1


def test_mps_tests_are_green_means_mps_ran() -> None:
    # https://github.com/pytorch/pytorch/pull/125801 (review thread and the merge comment)
    text = ("Run MPS tests on MacOS Sonoma\n\n"
            "**kit1980**:\nThis will be confusing when macos-m1-14 updates to 14.5.\n\n"
            "malfet · comment · 2024-05-09\n@pytorchbot merge -f \"MPS tests are green\"\n")
    found = ids(text)
    assert {"apple-silicon", "mps-available"} <= found
    assert "no-metal-device" not in found and "mps-unavailable" not in found


def test_mps_tests_asked_about_are_no_answer() -> None:
    assert "mps-available" not in ids("Do the MPS tests pass on the M1 runner?\n")


def test_vms_cant_run_mps() -> None:
    # https://github.com/pytorch/torchchat/issues/667 (whole)
    text = ("[PRE-LAUNCH] Provision a small number of non-VM MacOS-14 runners to test MPS execution\n\n"
            "[PRE-LAUNCH] Provision a small number of non-VM MacOS-14 runners to test MPS execution without taking from our existing -pre14 MacOS MPS pool. (VMs can't run MPS likely because they're missing virtualized I/O.)\n")
    found = ids(text)
    assert "no-metal-device" in found
    assert "mps-available" not in found


def test_virtual_memory_and_a_language_vm_are_no_vm() -> None:
    # https://github.com/elixir-nx/nx/pull/1504 (the Erlang VM) ; a macOS crash report's 'VM Region Summary'
    text = ("In a few places I applied workarounds as temporary solutions or just to avoid VM crashes (segfaults), those are marked with a TODO.\n"
            "EXLA with the Metal PJRT plugin, MPS client.\n"
            "VM Region Summary:\n")
    assert "no-metal-device" not in ids(text)


def test_docker_on_apple_silicon_in_words_has_no_gpu() -> None:
    # https://github.com/Atinoda/text-generation-webui-docker/issues/22 (two comments, cut)
    text = ("tnunamak · comment · 2023-09-06\n"
            "Thanks, for now I've fallen back on building locally. I'm running macOS on an Apple M1 Pro.\n\n"
            "Atinoda · comment · 2024-02-11\n"
            "It is highly unlikely that accelerated inference will ever be available via Docker on Apple Silicon. This is due to Apple's implementation of Docker, where it [effectively floats on a VM ](https://github.com/ml-explore/mlx/discussions/257)with a weirdly virtualised ARM CPU that does not expose the underlying CPU/GPU capabilities.\n")
    values, _ = read(text)
    assert values["host.container_host"] == "apple-silicon"
    found = ids(text)
    assert {"apple-silicon", "no-metal-device"} <= found
    assert "intel-mac" not in found


def test_qemu_signal_is_an_emulated_linux_program() -> None:
    # https://github.com/Atinoda/text-generation-webui-docker/issues/22 (a comment)
    text = ("When loading a model, the container dies with \n"
            "```\n2023-11-29 04:00:45 INFO:Loading orca-2-13b.Q5_K_M.gguf...\n"
            "qemu: uncaught target signal 4 (Illegal instruction) - core dumped\n"
            "/scripts/docker-entrypoint.sh: line 69:   256 Illegal instruction     \"${LAUNCHER[@]}\"\n```\n"
            "It runs correctly directly on my M1 host machine, though extremely slow to respond. \n")
    values, _ = read(text)
    assert values["host.os"] == "Linux" and values["host.container_host"] == "apple-silicon"
    assert values.get("python.machine") != "x86_64"
    assert "python-x86-on-arm" not in ids(text)


def test_sigill_in_a_container_with_no_python_is_no_import() -> None:
    # https://github.com/anza-xyz/agave/issues/2627 (title and a comment, cut)
    text = ("Docker - Apple Silicon M3: Illegal instruction\n\n"
            "I've tried running the `anzaxyz/agave:beta` on the `M4`, macOs: `15.5` and have got the same result.\n\n"
            "The `docker-compose.yml`:\n```yml\nservices:\n  solana:\n    container_name: solana\n    image: anzaxyz/agave:beta\n    platform: \"linux/amd64\"\n```\n"
            "2025-06-04 17:20:20.024 | agave-validator 2.2.16 (src:25cd16bf; feat:798020478, client:Agave)\n")
    found = ids(text)
    assert "apple-silicon" in found
    assert "import-crashed" not in found and "python-x86-on-arm" not in found


def test_a_bare_sigill_on_an_m1_is_still_read_as_an_import() -> None:
    # https://github.com/serengil/deepface/issues/268 (whole): no container, so the ML project's Python crashed
    assert "import-crashed" in ids("zsh: illegal hardware instruction  error in Macbook Pro M1 Chip. Pls help me to resolve\n")
