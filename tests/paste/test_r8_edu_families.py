# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1475-1499 (people learning ML on Macs: course and book repositories, Karpathy's
nanoGPT, llm.c and llama2.c, tutorials, a Japanese PR) exposed, each read from real text.

A script printing the device it picked in lower case ('using device: mps', llm.c's train_gpt2.py). A shell prompt's
host named after the chip without the word Mac ('billhuang@bh-m1-max', 'phenomx@mbp-m1-mulder'), not a bare chip-like
suffix ('user@node-m1'). An M-chip Mac in lower case ('the m-chip mac machines', 'mac with m-chip'). A person's own Mac
named without its chip ('on my Macbook', 'in a mac laptop'): a Mac, of a kind other clues tell. A training run set to
the MPS device whose loss lines follow ('Overriding: device = mps' … 'iter 0: loss 10.8320'), or whose losses the
person says turned to NaN or infinity: MPS ran; not the setting alone (a Colab torch refuses it), nor loss lines after
a traceback or another device's setting.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/karpathy/llm.c/issues/30
LLMC_30 = """when running python train_gpt2.py, errors out after 10 iteration -- is this normal?

(base) billhuang@bh-m1-max llm.c % python train_gpt2.py
using device: mps
loading weights from pretrained gpt: gpt2
loading cached tokens in data/tiny_shakespeare_val.bin
wrote gpt2_124M.bin
wrote gpt2_124M_debug_state.bin
iteration 0, loss: 5.270007133483887
iteration 1, loss: 4.059707164764404
"""


def test_a_script_printing_its_device_in_lower_case_shows_mps_available() -> None:
    # https://github.com/karpathy/llm.c/issues/74 (after KMP_DUPLICATE_LIB_OK=TRUE)
    text = "(base) billhuang@bh-m1-max llm.c % python train_gpt2.py            \nusing device: mps\nloading weights from pretrained gpt: gpt2\n"
    values, _ = read(text)
    assert values["torch.mps_available"] is True
    assert "mps-available" in ids(text)
    assert "mps-available" in ids(LLMC_30)


PROMPT_HOSTS = [
    ("https://github.com/karpathy/llm.c/issues/30", LLMC_30, "Apple M1 Max"),
    ("a DICOM tool's issue (code search)", "## command\n\n```\n\n(base) ╭─phenomx@mbp-m1-mulder ~/work\n╰─$ ./dcmdumpex.sh /Users/phenomx/Downloads/1.cream_dental/10case\n```\n", "Apple M1"),
]


@pytest.mark.parametrize(("thread", "text", "chip"), PROMPT_HOSTS)
def test_a_prompt_host_named_after_the_chip_without_the_word_mac(thread: str, text: str, chip: str) -> None:
    values, _ = read(text)
    assert values["host.cpu_brand"] == chip, thread
    assert "apple-silicon" in ids(text), thread


def test_a_host_with_a_bare_chip_like_suffix_names_no_mac() -> None:
    values, _ = read("user@node-m1 ~ % ls\n")
    assert "host.cpu_brand" not in values


def test_an_m_chip_mac_in_lower_case_is_apple_silicon() -> None:
    # https://github.com/dml-cth/deep-machine-learning/pull/2
    text = "Hej,\n\nI have mac with mps, the current yaml files does support the m-chip mac machines.\n\nHowever, I solved this but edit the file and make it appropriate for mac with m-chip.\n"
    values, _ = read(text)
    assert values["host.arm64_capable"] == 1
    assert "apple-silicon" in ids(text)


OWN_MAC = [
    ("https://github.com/karpathy/llm.c/pull/691", "Update README.md with prerequisite of libomp\n\nI followed README.me to `train_gpt2` with CPU on my Macbook and found there is only one core was actively training. After digging a bit I found that I need to install `libomp` locally.\n"),
    ("https://github.com/probabilisticai/probai-2019/issues/1", "Hi,\n\nIf someone have been getting an error related to the installation of pytorch / torch in a mac laptop, the link below may help.\n"),
]


@pytest.mark.parametrize(("thread", "text"), OWN_MAC)
def test_a_persons_own_mac_named_without_its_chip_is_a_mac(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Darwin", thread
    assert "host.arm64_capable" not in values, thread  # which kind, other clues tell
    assert not {"apple-silicon", "intel-mac", "not-a-mac"} & ids(text), thread


def test_another_of_ones_macs_is_not_read_as_this_one() -> None:
    values, _ = read("it was faster on my old MacBook than on this Ubuntu 22.04 box\n")
    assert values.get("host.os") != "Darwin"


# https://github.com/simonw/public-notes/issues/11
NANOGPT_ON_M2 = """Trying again with M2:

`time python train.py --dataset=shakespeare --n_layer=4 --n_head=4 --n_embd=64 --device=mps --compile=False --eval_iters=1 --block_size=64 --batch_size=8`

```
Overriding: dataset = shakespeare
Overriding: device = mps
Overriding: compile = False
vocab_size not found in data/shakespeare/meta.pkl, using GPT-2 default of 50257
Initializing a new model from scratch
number of parameters: 3.42M
step 0: train loss 10.8340, val loss 10.8173
iter 0: loss 10.8320, time 2572.14ms
iter 1: loss 10.8206, time 139.65ms
```
"""

RUNS_ON_MPS = [
    ("https://github.com/simonw/public-notes/issues/11", NANOGPT_ON_M2),
    ("https://github.com/karpathy/nanoGPT/issues/28", "# on macbook also add\ndevice = 'mps'  # run on cpu only\ncompile = False # do not torch compile the model\n\nfound vocab_size = 65 (inside data/shakespeare_char/meta.pkl)\n\nstep 0: train loss 4.2326, val loss 4.2303\niter 0: loss 4.2329, time 9686.70\n"),
    ("https://github.com/karpathy/nanoGPT/issues/94", "When trained the model on MacBook Air (M2) using Shakespeare (with Mac's 'mps' device and 8G mem), it takes me only around 120ms per iteration, with the same configuration of the author using his MBA (M1)\n\nMacbook Air M2 16GB gives ~300 with `mps` using Shakespeare:\n\n```\niter 23: loss 10.7863, time 305.73ms\niter 24: loss 10.8073, time 298.21ms\n```\n"),
    ("https://github.com/karpathy/llama2.c/issues/461", '# system\ndevice = "mps"  # examples: \'cpu\', \'cuda\', \'cuda:0\', \'cuda:1\' etc., or try \'mps\' on macbooks\ndtype = "bfloat16"  # float32|bfloat16|float16\ncompile = False\n```\nThe model with train for awhile and then get either -Infs or NaNs.\n```\n% python train.py --vocab_source=custom --vocab_size=32000\nOverriding: vocab_source = custom\n'),
]


@pytest.mark.parametrize(("thread", "text"), RUNS_ON_MPS)
def test_a_run_set_to_mps_whose_losses_follow_shows_mps_available(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["torch.mps_available"] is True, thread
    assert "mps-available" in ids(text), thread


NOT_RUN_ON_MPS = [
    # the setting alone: https://github.com/deepset-ai/haystack-tutorials/pull/252 (Colab)
    ("the setting alone", 'I have verified that `devices=["mps"]` makes this tutorial fail in Colab with the error:\n`RuntimeError: PyTorch is not linked with support for mps devices`\n'),
    # a traceback between the command and a later run's loss lines
    ("a traceback before the losses", "$ python train.py --device=mps\nTraceback (most recent call last):\n  File \"train.py\", line 1, in <module>\nRuntimeError: MPS backend out of memory\n$ python train.py --device=cpu\niter 0: loss 4.2329, time 9686.70\n"),
    # another device set before the losses
    ("another device's run", "python train.py --device=mps fails, so:\npython train.py --device=cpu\niter 0: loss 4.2329, time 9686.70\n"),
]


@pytest.mark.parametrize(("case", "text"), NOT_RUN_ON_MPS)
def test_a_run_set_to_mps_without_its_losses_says_nothing_of_mps(case: str, text: str) -> None:
    values, _ = read(text)
    assert values.get("torch.mps_available") is not True, case


FASTER_ON_MPS = [
    ("https://github.com/raiyanyahya/how-to-train-your-gpt/issues/3", '>     if torch.mps.is_available():\n>         print("MPS")\n>         return torch.device("mps")\n\nNot saying that it is blindingly fast. On my Mac Mini M4Pro it is faster than the cpu. I am currently running the small model and it has taken a day\n'),
    ("https://github.com/karpathy/nanoGPT/issues/150", "2. Edited the train.py code to set device = 'mps' (check you have this capability via: python -c \"import torch;print(torch.__version__, torch.backends.mps.is_available())\"\n\nThen I was able to run the training and the model was compiled and run on my mac's GPU. The difference was significant, with compiled plus cpu set each training iteration took 30s whereas with the GPU used it took 0.5s.\n"),
]


@pytest.mark.parametrize(("thread", "text"), FASTER_ON_MPS)
def test_a_run_on_mps_said_faster_than_the_cpu_or_on_the_macs_gpu(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["torch.mps_available"] is True, thread
    assert "mps-available" in ids(text), thread


NOT_FASTER_ON_MPS = [
    ("an NVIDIA GPU", "device = 'mps' on the laptop; on the desktop (RTX 3090) it is faster than the cpu.\n"),
    ("a wish", "With model.to('mps') I hope it is faster than the cpu.\n"),
    ("no MPS picked", "On my Mac Mini M4Pro it is faster than the cpu.\n"),
]


@pytest.mark.parametrize(("case", "text"), NOT_FASTER_ON_MPS)
def test_faster_than_the_cpu_says_nothing_of_mps_without_it(case: str, text: str) -> None:
    values, _ = read(text)
    assert values.get("torch.mps_available") is not True, case


def test_a_failure_in_colab_is_not_a_mac() -> None:
    # https://github.com/deepset-ai/haystack-tutorials/pull/252
    text = 'Little fix in tutorial 2\n\nI have verified that `devices=["mps"]` makes this tutorial fail in Colab with the error:\n`RuntimeError: PyTorch is not linked with support for mps devices`\n\nSo I\'m removing this parameter.\n'
    values, _ = read(text)
    assert values["host.os"] == "Linux"
    assert "not-a-mac" in ids(text)


def test_colab_beside_the_failing_mac_leaves_the_mac() -> None:
    text = "It fails in Colab with the error, and on my M1 MacBook too.\n"
    assert "not-a-mac" not in ids(text)
    assert "apple-silicon" in ids(text)


def test_code_asking_for_the_mps_device_on_a_line_of_its_own_says_nothing_of_it() -> None:
    # https://github.com/ultralytics/ultralytics/issues/8319 (the train call's keyword argument, then 'However, it
    # didn't work as expected')
    text = "```python\nresults = model.train(\n    data=data,\n    epochs=epochs,\n    name=model_name,\n    device='mps'\n)\n```\n\nHowever, it didn't work as expected:\n"
    values, _ = read(text)
    assert values.get("torch.mps_available") is not True
    # what a program prints stays read: 'device: mps:0' (imaginAIry's system info), llm.c's 'using device: mps'
    assert read("device: mps:0\n")[0]["torch.mps_available"] is True
