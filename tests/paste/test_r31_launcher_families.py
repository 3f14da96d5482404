"""Clue families the never-seen batch 5440-5451 (one-click installers and launchers for AI apps on Macs: Pinokio,
DiffusionBee, Mochi Diffusion, Jan, run.sh launchers) exposed, each read from real text.

- A kind of Mac said to be what a program works or runs with, in a sentence with no first person ('this currently works
  with M1 or M2 chip'), is a statement about those Macs, not the writer's machine: as 'not supported on M1 Macs' was.
- A person's or the reader's computer said to be, or to have, an Intel CPU ('your system is an intel cpu.', a helper
  reading the reporter's specs), and a person said to have or use one ('I have an Intel CPU', 'you have an intel cpu'),
  is that machine's chip.
"""

from __future__ import annotations

import pytest
from pasted import fact, raised

# https://github.com/divamgupta/diffusionbee-stable-diffusion-ui/issues/70 (dev 5445)
DIFFUSIONBEE_70 = r"""# "This application is not supported on this Mac"

Luen · description · 2022-09-20
You can't open the application "DiffusionBee" because this application is not supported on this Mac.
![Screen Shot 2022-09-20 at 10 38 29 am](https://user-images.githubusercontent.com/1161837/191142735-5d72b022-6af8-4ff2-9884-3dcd21fb1c13.png)
Computer specs:
![Screen Shot 2022-09-20 at 10 39 34 am](https://user-images.githubusercontent.com/1161837/191142860-2d9e3ba4-56b2-4478-ac98-ac0bf64dc9d6.png)

ileff · comment · 2022-09-20
this currently works with M1 or M2 chip. your system is an intel cpu.

Luen · comment · 2022-09-20
Thank you. Sorry - new to Mac."""


def test_diffusionbee_70_is_an_intel_mac() -> None:
    found = raised(DIFFUSIONBEE_70)
    assert "intel-mac" in found
    assert "apple-silicon" not in found


@pytest.mark.parametrize("line", [
    "this currently works with M1 or M2 chip.",
    "This currently works with M1 or M2 chips.",
    "It works on M1 and M2 Macs.",
    "DiffusionBee only works on M1/M2.",
    "The app works with M1, M2 or M3.",
])
def test_a_kind_of_mac_a_program_works_with_is_no_machine(line: str) -> None:
    assert fact(line, "host.cpu_brand") is None
    assert fact(line, "host.arm64_capable") is None


@pytest.mark.parametrize("line", [
    "it works with M1 Max",  # one machine: the writer's, where it works
    "it works with my M1 or M2 chip",  # a first person
    "It works on M1 Macs, but not on mine.",
    "It fails on my M1.",
])
def test_one_machine_or_a_first_person_is_still_read(line: str) -> None:
    assert fact(line, "host.arm64_capable") == 1


@pytest.mark.parametrize("line", [
    "your system is an intel cpu.",
    "My system is an intel cpu.",
    "my MacBook has an Intel processor",
    "my laptop is Intel based",
    "Your mac is intel.",
    "your computer's an Intel one",
    "Your machine uses an Intel chip.",
    "I have an Intel CPU.",
    "you have an intel cpu",
    "You're on an Intel CPU",
    "I'm using an Intel processor",
])
def test_a_system_said_to_be_intel_is_an_intel_cpu(line: str) -> None:
    assert fact(line, "host.cpu_brand") == "Intel"
    assert fact(line, "host.arm64_capable") == 0


@pytest.mark.parametrize("line", [
    "if your system is an Intel CPU, download the x64 build",
    "When your machine is Intel based, use Rosetta.",
    "Is your system an intel cpu?",
    "your system is an intel cpu?",
    "your system is intel or arm",
    "my system is not intel",
    "if you have an Intel CPU, use the x64 build",
    "Do you have an Intel CPU?",
    "I have an Intel chip and an M1",
    "I don't have an Intel CPU",
])
def test_a_condition_a_question_or_a_denial_names_no_intel(line: str) -> None:
    assert fact(line, "host.cpu_brand") is None
