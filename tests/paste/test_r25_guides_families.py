# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4560-4569 (setup guides and tutorials for ML frameworks on Apple-silicon Macs)
exposed, each read from real text.

- A person naming their own GPU as Intel's integrated graphics ('Intel GPU here.'): an Intel CPU beside it, so on a
  Mac an Intel Mac.
- Apple's Metal plugin for JAX said to be installed ('I just installed Jax-metal'): published for macOS only, so a Mac
  (as prose-metal-installed reads tensorflow-metal).
- JAX's error for an absent backend, which lists the platforms it has ('Platforms present are: interpreter,cpu'):
  JAX's backend.
- A person saying their torch passed the MPS availability check ('I was able to succes the
  `torch.backends.mps.is_available()` check'): MPS works.
"""

from __future__ import annotations

import pytest
from pasted import raised, read

# https://forums.developer.apple.com/forums/profile/dkga (dev 4560)
DKGA = """Intel GPU here. I just installed Jax-metal, and it runs fine. However, when I try the following code, it returns the RuntimeError you see below:
jax.device_put(jnp.ones(1), device=jax.devices('gpu')[0])
RuntimeError: Unknown backend: 'gpu' requested, but no platforms that are instances of gpu are present. Platforms present are: interpreter,cpu
"""

# https://github.com/PromtEngineer/localGPT/pull/43 (dev 4567)
LOCALGPT_43 = """lainisourgod · comment · 2023-06-02
Your torch mps backend installation instructions are not actual. I was able to succes the `torch.backends.mps.is_available()` check with default `pip install -r requirements.txt` installation path on my Mac Pro M1 Max. It installed `torch==2.0.1` which includes MPS support by default.
"""


def test_dkga_intel_gpu_jax_metal_is_an_intel_mac_on_cpu() -> None:
    values, _ = read(DKGA)
    assert values.get("host.cpu_brand") == "Intel"
    assert values.get("host.os") == "Darwin"
    assert values.get("jax.backend") == "cpu"
    found = raised(DKGA)
    assert {"intel-mac", "jax-backend"} <= found
    assert not found & {"apple-silicon", "no-metal-device", "jax-metal-version-mismatch", "not-a-mac"}


def test_localgpt_mps_check_passed_is_mps_available() -> None:
    values, symptoms = read(LOCALGPT_43)
    assert values.get("torch.mps_available") is True
    assert "mps-available" in symptoms
    found = raised(LOCALGPT_43)
    assert {"apple-silicon", "mps-available"} <= found
    assert not found & {"mps-unavailable", "intel-mac", "cuda-unavailable"}


@pytest.mark.parametrize("text", [
    "Intel GPU here. The plugin loads but finds no device.",
    "Intel Iris Plus Graphics here, on a 13-inch laptop.",
    "My Intel UHD Graphics 630 is all I have.",
    "I have an Intel GPU and jax-metal does not see it.",
    "I'm on Intel graphics, so maybe that is why.",
    "Same problem with my intel gpu.",
])
def test_own_intel_gpu_on_a_mac_is_an_intel_mac(text: str) -> None:
    assert "intel-mac" in raised("tensorflow-metal is installed. " + text)


@pytest.mark.parametrize("text", [
    "Anyone with an Intel GPU here?",
    "Is anyone on Intel graphics here?",
    "This is not an Intel GPU here, it is an M2.",
    "Update my Intel GPU drivers first.",
    "Intel GPUs here are not supported by jax-metal.",
    "Intel Arc here, on an AMD desktop.",
    "Supports Apple silicon and Intel GPUs.",
])
def test_intel_gpu_not_owned_is_unread(text: str) -> None:
    values, _ = read("tensorflow-metal is installed. " + text)
    assert values.get("host.cpu_brand") != "Intel"
    assert "intel-mac" not in raised("tensorflow-metal is installed. " + text)


@pytest.mark.parametrize("text", [
    "I just installed Jax-metal, and it runs fine.",
    "jax-metal is installed and the METAL device is listed.",
    "Running the model with jax-metal 0.1.0 on my laptop.",
    "I have installed the jax-metal plugin.",
])
def test_jax_metal_installed_is_a_mac(text: str) -> None:
    values, _ = read(text)
    assert values.get("host.os") == "Darwin"


@pytest.mark.parametrize("text", [
    "If you installed jax-metal, remove it first.",
    "Did you install jax-metal?",
    "I have not installed jax-metal yet.",
    "jax-metal-nightly wheels are built elsewhere.",
])
def test_jax_metal_not_said_installed_is_unread(text: str) -> None:
    values, _ = read(text + " jax 0.4.30 on Linux.")
    assert values.get("host.os") != "Darwin"


@pytest.mark.parametrize(("platforms", "backend"), [
    ("interpreter,cpu", "cpu"),
    ("cpu", "cpu"),
    ("cpu,cuda", "gpu"),
    ("interpreter,METAL,cpu", "METAL"),
    ("cpu, tpu", "tpu"),
])
def test_jax_platforms_present_is_the_backend(platforms: str, backend: str) -> None:
    text = ("RuntimeError: Unknown backend: 'gpu' requested, but no platforms that are instances of gpu are present. "
            f"Platforms present are: {platforms}")
    values, _ = read(text)
    assert values.get("jax.backend") == backend
    if backend == "METAL":
        assert values.get("host.os") == "Darwin"


def test_jax_platforms_unknown_names_are_unread() -> None:
    text = ("RuntimeError: Unknown backend: 'gpu' requested, but no platforms that are instances of gpu are present. "
            "Platforms present are: interpreter")
    values, _ = read(text + "\nOn my MacBook.")
    assert "jax.backend" not in values


def test_jax_backend_error_in_prose_without_the_list_is_unread() -> None:
    values, _ = read("JAX said Unknown backend gpu when I asked for it on my MacBook.")
    assert "jax.backend" not in values


@pytest.mark.parametrize("text", [
    "I was able to succes the `torch.backends.mps.is_available()` check on my M1 Max.",
    "It passed the torch.backends.mps.is_available() check right away.",
    "The `torch.backends.mps.is_available()` check passes now.",
    "We passed the MPS availability check with torch 2.3.",
    "the mps.is_available() test succeeded on the Mac mini.",
    "After reinstalling, the MPS check passed.",
])
def test_mps_check_passed_is_mps_available(text: str) -> None:
    values, symptoms = read(text)
    assert values.get("torch.mps_available") is True
    assert "mps-available" in symptoms


@pytest.mark.parametrize("text", [
    "If it passes the torch.backends.mps.is_available() check, use mps.",
    "Make sure you pass the `torch.backends.mps.is_available()` check on your MacBook.",
    "I could not pass the torch.backends.mps.is_available() check on my MacBook.",
    "It fails the MPS check on my MacBook.",
    "Does it pass the MPS availability check on a MacBook?",
    "You need to pass the mps.is_available() check first on the MacBook.",
    "The torch.backends.mps.is_available() check fails on my MacBook.",
])
def test_mps_check_not_passed_is_unread(text: str) -> None:
    values, _ = read(text)
    assert values.get("torch.mps_available") is not True


def test_own_intel_gpu_on_windows_is_not_an_intel_mac() -> None:
    found = raised("My Intel GPU on Windows 11 runs the model, torch 2.5.1 on CPU.")
    assert "intel-mac" not in found
