# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3780-3790 (Hugging Face accelerate and mixed precision on Macs: `accelerate env`,
fp16/bf16 on MPS, autocast on mps, Trainer on mps) exposed, each read from real text.

- A thread pasted from a comment on: the title is the opener's, who is not in the paste; where it names one kind of Mac
  ('(Mac M1 GPU)') and the commenter names their own as the other ('Mac OS Ventura (Intel)'), the commenter's machine
  is the one the paste is about.
- A title that opens with the platform and a colon ('macOS: bf16 mixed precision requires PyTorch'), as '[macOS]' is
  read, and a person saying they are a Mac user ("I'm one of those annoying Mac users"): a Mac.
- The person's torch in a clause of their own after 'and', 'but' or a comma ('…with accelerate config, and torch is
  2.9.1'): with a Mac, a torch after the last x86_64 macOS wheels means Apple silicon.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/huggingface/transformers/issues/17971 (dev 3784)
TRANSFORMERS_17971 = r"""# TrainingArguments does not support `mps` device (Mac M1 GPU)

agilll · comment · 2023-04-06
Hi All:
I am finetuning a BERT model with HuggingFace Trainer API in Mac OS Ventura (Intel),  Python 3.10 and Torch 2.0.0.
It takes 14 min in a simple scenery with CPU, with no problem.
I  changed to GPU with mps. Initially, GPU was not used, but after redefining TrainingArguments in this way, it worked

`class TrainingArgumentsWithMPSSupport(TrainingArguments):
    @property
    def device(self) -> torch.device:
        return torch.device(device)

training_args = TrainingArgumentsWithMPSSupport(...)`

But the problem is that improvement over CPU is scarce (barely from 14 min to 10 min). Monitor says %GPU is only 15% peak.

Any idea about why such poor improvement?

Thanks for any help
Alberto"""
# https://github.com/kohya-ss/musubi-tuner/issues/790 (dev 3786)
MUSUBI_790 = r"""# macOS: bf16 mixed precision requires PyTorch

Gabled-Waters · description · 2025-12-16
I'm one of those annoying Mac users, and I try to use Musubi in conjunction with a ComfyUI workflow (https://github.com/shootthesound/comfyUI-Realtime-Lora) but I don't thing the workflow is to blame. Anyway, I get through creating latents for the images and text alright, but then:

[Musubi Z-Image] Text encoder outputs cached.
[Musubi Z-Image] Starting training: MyLora_20251216_175543
[Musubi Z-Image] Images: 4, Steps: 400, LR: 0.0002, Rank: 16

bf16 mixed precision requires PyTorch >= 1.10 and a supported device.

I tried to opt out on bf16 with accelerate config, and torch is 2.9.1 ... so I guess it is the device part? Or am I missing something?

djtuBIG-MaliceX · comment · 2025-12-25
Need to select "no" for Mixed precision under macOS.
At the moment though, there's some code changes required to allow selection of "mps" backend as it's currently hardcoded to select CUDA or CPU only...  And even then, `accelerate` and PyTorch uses `bitsandbytes` operations which are currently not supported on neither MPS nor CPU. (eg: `bitsandbytes::optimizer_update_8bit_blockwise`)

kohya-ss · comment · 2025-12-25
#795 is merged, so you may be able to train Z-Image with fp16.

Also, this pull request #801 should remove the hard-coding of the device. I hope you'll give it a try.

hexvalid · comment · 2025-12-26
try adamw optimizer instead of adamw8bit"""


def test_commenters_own_mac_outweighs_the_openers_title() -> None:
    facts, _ = read(TRANSFORMERS_17971)
    assert facts["host.cpu_brand"] == "Intel"
    assert facts["host.arm64_capable"] == 0
    assert facts["torch.version"] == "2.0.0"
    found = ids(TRANSFORMERS_17971)
    assert "intel-mac" in found
    assert "apple-silicon" not in found and "torch-outdated" not in found and "python-x86-on-arm" not in found


def test_the_title_counts_where_the_paste_holds_the_description() -> None:
    # the same words under the opener's own header: the title and the body are one person's, and they disagree
    text = TRANSFORMERS_17971.replace("agilll · comment · 2023-04-06", "agilll · description · 2023-04-06")
    facts, _ = read(text)
    assert facts.get("host.cpu_brand") is None and facts.get("host.arm64_capable") is None
    assert "intel-mac" not in ids(text) and "apple-silicon" not in ids(text)


def test_the_title_counts_where_a_post_stands_above_the_first_header() -> None:
    # a description pasted without its header (dev 1630's shape): the lines above the first comment are a post
    text = TRANSFORMERS_17971.replace(
        "agilll · comment · 2023-04-06",
        "I get this on my Mac M1 too.\n\nagilll · comment · 2023-04-06")
    facts, _ = read(text)
    assert facts.get("host.arm64_capable") is None


def test_a_first_person_line_above_the_first_header_is_a_post_not_a_title() -> None:
    # https://github.com/apple/tensorflow_macos/issues/45 (tests/paste/test_r11_ide_families.py): the reporter's own
    # words above a commenter's header stay the reporter's
    text = "I installed tensorflow in my new Mac mini M1.\n\nbob · comment · 2020-11-30\nI see the same on my Intel Mac.\n"
    facts, _ = read(text)
    assert facts.get("host.arm64_capable") != 0


def test_comment_agreeing_with_the_title_keeps_it() -> None:
    text = "# Trainer does not use mps (Mac M1 GPU)\n\nbob · comment · 2023-04-06\nSame on my MacBook Air M2, Python 3.10 and Torch 2.0.0.\n"
    facts, _ = read(text)
    assert facts["host.arm64_capable"] == 1


def test_title_opening_with_macos_colon_and_a_mac_user() -> None:
    facts, _ = read(MUSUBI_790)
    assert facts["host.os"] == "Darwin"
    assert facts["torch.version"] == "2.9.1"
    assert facts["host.arm64_capable"] == 1
    found = ids(MUSUBI_790)
    assert "apple-silicon" in found
    assert "torch-outdated" not in found and "intel-mac" not in found and "mps-unavailable" not in found
    for text in ("# macOS: bf16 mixed precision requires PyTorch\n\nsee below\n",
                 "# MacOS: pip install fails for arm64\n",
                 "I'm one of those annoying Mac users, and I try to use Musubi\n",
                 "I am a macOS user and training stops here.\n"):
        facts, _ = read(text)
        assert facts["host.os"] == "Darwin", text


def test_macos_colon_inside_a_text_and_others_macs_are_not_read() -> None:
    for text in ("Supported platforms\n- Linux: yes\n- macOS: yes\n- Windows: no\n",
                 "Mac users can install it with brew.\n",
                 "I am not a Mac user, I run Ubuntu 22.04.\n"):
        facts, _ = read(text)
        assert facts.get("host.os") != "Darwin", text


def test_torch_in_a_clause_of_the_persons_own() -> None:
    for text, version in (("I tried to opt out on bf16 with accelerate config, and torch is 2.9.1 ... so I guess it is the device part?", "2.9.1"),
                          ("I reinstalled everything but torch is 2.5.1 still", "2.5.1")):
        facts, _ = read(text)
        assert facts["torch.version"] == version
    for text in ("The latest torch is 2.9.1, released last week.",
                 "It needs accelerate 1.14, and torch is 2.8.0 or later."):
        facts, _ = read(text)
        assert facts.get("torch.version") is None, text
