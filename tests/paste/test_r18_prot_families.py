# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2940-2949 (protein and molecule ML models on Macs: LocalColabFold, Boltz,
BoltzGen, minifold, OpenFold 3) exposed, each read from real text.

An Intel named alone after 'macOS with' is the asker's Intel Mac (not a list of platforms, nor Intel processors or
GPUs of a README); an MPS port said to work ('mps compatible and it is remarkably fast') and 'the GPU' of a Mac whose
Apple chip the same sentence names ('On my old Apple M1 Max …, the example runs just fine on the GPU') are MPS
running, where MPS is named and no NVIDIA GPU is.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/YoshitakaMo/localcolabfold/issues/124
LOCALCOLABFOLD_124 = """# Question: Is localcolabfold working on MacOS with Intel now?

jakubotreba · description · 2022-12-09
**What is your question?**
Describe your question here.

**Computational environment**
 - OS: macOS

**To Reproduce**
I am trying to run:
$ colabfold_batch --amber --templates --num-recycle 3 --use-gpu-relax $fasta_file ./outputs
"""
# https://github.com/ray-project/ray/issues/34666 (already read: an Intel Core after 'macOS with')
RAY_34666 = "I am a user of macOS with Intel Core\n"
# READMEs found with the code search: lists of platforms or parts, not the writer's Mac
README_LISTS = [
    "Note: the flow was tested on macOS with Intel and Apple silicon\n",
    "It works on macOS with Intel processors, Windows, and Linux. Support for Apple Silicon may be added in future releases.\n",
    "Separable Shader support is broken on macOS with Intel GPUs, and will cause graphical issues\n",
]

# https://github.com/jwohlwend/minifold/issues/1
MINIFOLD_1 = """# Apple silicon mps comptabible version

fnachon · description · 2025-05-24
I forked a version that is mps compatible and it is remarkably fast!
About 20 s to fold a 575 residues protein on my M1 Max MacBookPro.

I make the pull request if interested.
"""
# https://github.com/HannesStark/boltzgen/pull/145
BOLTZGEN_145 = """# Add MPS support for Apple Mac (M series chips)

fnachon · description · 2026-01-10
Hello,

I made a few minor modifications for full MPS compatibility (GPU).
The modifications conserve the CUDA and CPU compatibility and can be merged to the main branch without issues

On my old Apple M1 Max (64 Gb), the 1g13prot.yaml example (10 designs) runs just fine on the GPU with the following performance:
[1] design  : 803 s
[2] inverse_folding : 38 s
"""
# tests/corpus/dev/778 (a blog post's list of what Python ML stacks do on Apple Silicon, not the author's run)
BLOG_778 = """On macOS with Apple Silicon, Python ML stacks sit at an awkward intersection:
- PyTorch supports MPS, but not all models behave well
- Some backends silently fall back to CPU
- Others appear to run on GPU while producing NaNs
"""
# Code-search texts (a Kilosort report on a Tesla V100; an app's blog page): 'runs fine on the GPU', no Mac's GPU
GPU_ELSEWHERE = [
    "KS4's **detection** runs fine on the GPU\n(~62 min/tetrode, ~16–24 M spikes detected per tetrode over 48 h), but the **final\nclustering OOMs**.\n",
    "That speed runs fine on the GPU already in your machine, the one sitting idle while you pay monthly to generate art on a rented server. Off Grid AI Desktop is a free, open-source app that runs DreamShaper XL Turbo directly on your Mac or PC.\n",
]


@pytest.mark.parametrize("text", [LOCALCOLABFOLD_124, RAY_34666])
def test_an_intel_after_macos_with_is_an_intel_mac(text: str) -> None:
    facts, _ = read(text)
    assert facts["host.cpu_brand"] == "Intel"
    assert "intel-mac" in ids(text)
    assert "apple-silicon" not in ids(text)


@pytest.mark.parametrize("text", README_LISTS)
def test_a_list_of_platforms_or_intel_parts_is_no_intel_mac(text: str) -> None:
    assert "intel-mac" not in ids(text)


def test_an_mps_port_said_fast_is_mps_running() -> None:
    facts, _ = read(MINIFOLD_1)
    assert facts["torch.mps_available"] is True
    assert {"apple-silicon", "mps-available"} <= ids(MINIFOLD_1)


def test_the_gpu_of_an_apple_chip_named_in_the_sentence_is_mps() -> None:
    facts, _ = read(BOLTZGEN_145)
    assert facts["torch.mps_available"] is True
    assert {"apple-silicon", "mps-available"} <= ids(BOLTZGEN_145)
    assert not {"cuda-unavailable", "intel-mac"} & ids(BOLTZGEN_145)


@pytest.mark.parametrize("text", [BLOG_778, *GPU_ELSEWHERE])
def test_a_gpu_with_no_apple_chip_in_its_sentence_is_not_mps(text: str) -> None:
    facts, symptoms = read(text)
    assert "torch.mps_available" not in facts
    assert "mps-available" not in symptoms

