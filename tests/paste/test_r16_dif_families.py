# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2298-2314 (diffusion-model training on Macs: kohya_ss / sd-scripts, the
Dreambooth extension, SimpleTuner, InvokeAI's textual inversion, ComfyUI trainers) exposed, each read from real text.

'Chipset' is a word people use for the chip: 'Mac M chipset(s)' names Apple silicon as 'Mac M chips' does; and the end
of torch's float64 message in a person's words ('MPS doesn't support float64', after a tensor made on their run's
device failed) shows the run was on MPS, as the message itself does.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/kijai/ComfyUI-FluxTrainer/issues/110
FLUXTRAINER_110 = """not an issue: ANYONE got to run on Mac M chipset ?

polarNerd204 · description · 2024-12-30
i don't want to break a setup that its working perfectly so Has Anyone got this to run on Mac M chipsets?
Have lots of ram so dont care about low vram versions. Building character pose sheets now but want to know what direction to go in when I want to train LORAS from the images.
"""

# https://github.com/bghira/SimpleTuner/issues/937 (description, before its traceback)
SIMPLETUNER_937 = """Macbook M3 for tuning? (transformers_flux and then _scaled_dot_product_attention_math_for_mps issues)

Got an error that in transformers/transformers_flux.py

line 41... scale = torch.arange(0, dim, 2, dtype=torch.float64, device=pos.device) / dim

Wouldn't work because MPS doesn't support float64... so of course i swapped it to float32 in the dependency lol.
"""


def test_an_m_chipset_after_the_mac_names_apple_silicon() -> None:
    facts, _ = read(FLUXTRAINER_110)
    assert facts.get("host.arm64_capable") == 1
    found = ids(FLUXTRAINER_110)
    assert "apple-silicon" in found and "intel-mac" not in found
    # its title alone, and the chipset named with its article or as the M-series
    assert "apple-silicon" in ids("not an issue: ANYONE got to run on Mac M chipset ?\n")
    assert "apple-silicon" in ids("Training is slow on my M chipset with 16 GB.\n")
    assert "apple-silicon" in ids("It crashes on the M-series chipset when training a LoRA.\n")
    # a chipset a thing is meant for is a target, not the machine
    facts, _ = read("Support for the M chipset would be nice\n")
    assert facts.get("host.arm64_capable") is None


def test_mps_lacking_float64_in_a_persons_words_shows_the_run_on_mps() -> None:
    facts, symptoms = read(SIMPLETUNER_937)
    assert facts.get("torch.mps_available") is True
    assert "mps-unimplemented-op" in symptoms
    found = ids(SIMPLETUNER_937)
    assert {"apple-silicon", "mps-available"} <= found
    assert "mps-unavailable" not in found
    # the message's own end, as torch writes it, read the same way
    assert "mps-available" in ids("TypeError: Cannot convert a MPS Tensor to float64 dtype as the MPS framework doesn't support float64. Please use float32 instead.\n")
    # not a condition, a guess or a code comment
    for text in ("Note: if MPS does not support float64 you should cast to float32.\n",
                 "x = x.float()  # MPS doesn't support float64\n",
                 # nor a catalogue's 'MPS backend does not support float64' (dev 1682, 1902)
                 "RuntimeError: MPS backend does not support float64. Falling back to float32\n"):
        facts, _ = read(text)
        assert facts.get("torch.mps_available") is None, text
