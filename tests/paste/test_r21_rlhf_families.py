# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3640-3653 (preference tuning and RLHF libraries on Macs: TRL's SFT, DPO, GRPO
and reward trainers, DeepSpeed, peft/LoRA, MPS memory) exposed, each read from real text.

- An installer refusing a package because the running Python is below its Requires-Python floor (pip's "requires a
  different Python: 3.8.17 not in '>=3.9'", older pip's "requires Python '>=3.7' but the running Python is 3.6.1",
  uv's "the current Python version (3.8.10) does not satisfy Python>=3.10"): the Python is too old, where the floor is
  one the latest frameworks share.
- An OOM met on the MPS device, in words ('on the mps backend I seem to be hitting an OOM'): mps-out-of-memory; not
  one avoided or conditional, nor CUDA's.
- A past state before a change ('Before this change, … runs all completed on MPS'): MPS ran, no plan to come.
- A Mac of the writer's that is away ('as my m2 Mac is not in my home', 'I couldn't take my m2 Mac'), a question
  whether to use one ('Does I have to use the m2 Mac?') and a chip named in a history ('first introduced in Apple
  silicon devices, starting with Apple M1'): not the machine the report ran on, so the Intel Mac it did run on wins.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/modelscope/ms-swift/issues/3268 (dev 3653)
MS_SWIFT_3268 = r"""# trl版本不兼容导致训练启动失败。

2043078895 · description · 2025-02-25
报错如下：
 File "/home/work/.local/swift/trainers/rlhf_arguments.py", line 6, in <module>
    from trl import GRPOConfig as HfGRPOConfig
ImportError: cannot import name 'GRPOConfig' from 'trl' (/home/work/.local/trl/__init__.py)
推测是trl的版本问题，但是trl已经是我目前python版本可安装的最新版了，不知道还有没有别的方法。
python  3.8.17

tastelikefeet · comment · 2025-02-25
pip install git+https://github.com/huggingface/trl.git

2043078895 · comment · 2025-02-25
ERROR: Package 'trl' requires a different Python: 3.8.17 not in '>=3.9'

tastelikefeet · comment · 2025-02-25
目前需要的python版本一般需要3.10及以上以免出一些奇奇怪怪的问题，建议用conda弄个py3.10比较稳

2043078895 · comment · 2025-02-25
环境约束，就是升级不了python版本才比较麻烦。。。。没有别的办法了吗
"""

# https://github.com/huggingface/smol-course/issues/67 (dev 3648)
SMOL_COURSE_67 = r"""# When running set_finetuning_example.ipynb on a MacBook on the mps backend I seem to be hitting an OOM, is this expected?

Rajjeshwar · description · 2024-12-08
Is it expected for the notebook to use upto 30gb of the shared memory? I checked on my resource activity monitor and the memory usage hits 30gb before it crashes. Just wanted to know if it is expected for this particular notebook since it seems to be a small model ("HuggingFaceTB/SmolLM2-135M") and a small dataset ("HuggingFaceTB/smoltalk").

burtenshaw · comment · 2024-12-09
Have you tried reducing batch size to reduce memory footprint?

Rajjeshwar · comment · 2024-12-09
Hello, yes, it does reduce the overall memory footprint. I reduced the batch size and the sequence length to get it to run for around 1000 iterations. However, the total memory is not really what I was wondering about, its moreso the fact that the total memory usage keeps increasing almost as though there is a memory leak in the trainer when its saving the batch statistics. 

In fact I guess here its less a memory leak and moreso just the fact that since apple uses unified storage it is actually less memory than a typical Nvidia gpu setup where the system ram is separate and can store these values? Hence, why I wanted to know if this is an expected behaviour on Macs with this particular model.
"""

# https://github.com/MakazhanAlpamys/Soup/pull/564 (dev 3651)
SOUP_564 = r"""# fix(train): enable BF16 on validated MPS trainers

Amix29 · description · 2026-08-26
## Summary

- add a live MPS BF16 capability probe shared by resident training and layer streaming
- opt only the hardware-validated text trainers into MPS BF16: SFT, DPO, reward modelling, and PRM
- keep CPU and unvalidated MPS trainers on their existing FP32 path
- keep PRM master weights in FP32 while using BF16 autocast, avoiding a measured fatal Metal optimizer dtype mismatch
- document the MPS/Transformers precision policy and its boundary

Closes #563.

## Apple Silicon evidence

Validated on an Apple M4 Max with PyTorch 2.12.1 and Transformers 5.12.1.

Before this change, one-step SFT, DPO, reward-model, and PRM runs all completed on MPS with `bf16=false` and `fp16=false`.

After this change:

| Task | Precision policy | Storage evidence | One-step result |
| --- | --- | --- | --- |
| SFT LoRA | `bf16=true`, `fp16=false` | 134,515,008 frozen base parameters in BF16; 230,400 trainable LoRA parameters in FP32 | completed, loss 0.873974 |
| DPO LoRA | `bf16=true`, `fp16=false` | 134,515,008 frozen base parameters in BF16; 230,400 trainable LoRA parameters in FP32 | completed, loss 0.677233 |
| Reward model LoRA | `bf16=true`, `fp16=false` | 134,515,584 base parameters in BF16; 230,976 trainable parameters in FP32 | completed, loss 0.755024 |
"""

# https://github.com/okuvshynov/slowllama/issues/1 (dev 3647)
SLOWLLAMA_1 = r"""# Fine-tuning codellama dataset

Naozumi520 · comment · 2023-09-30
Wow, thank you!

Naozumi520 · comment · 2023-09-30
I tried on my intel Mac as my m2 Mac is not in my home. However, I got the error `MPS backend out of memory`. Does I have to use the m2 Mac?

okuvshynov · comment · 2023-09-30
I don't know much about intel Mac - I think 'mps' GPU was first introduced in Apple silicon devices, starting with Apple M1. Could you post your intel mac config? Maybe it's possible to run it on its GPU? Running on CPU will be likely way too slow.

Naozumi520 · comment · 2023-09-30
Yes, mps works with older GPUs too, including intel Macs (AMD gpu). My Mac is i9 cpu with 5500m gpu (4gb vram). Apple silicon use ram as vram so the ops backend memory should not be a problem. However, the intel Mac I'm now using have only 4gb of vram, and because of the long holiday now in Hong Kong I couldn't take my m2 Mac. :(

okuvshynov · comment · 2023-09-30
I see. 4Gb is a little too low - might be still possible to get it working with short sequence + tiny batch size (=1). In this case it is probably critical to implement gradient accumulation though.

okuvshynov · comment · 2023-09-30
It is probably also possible to do 2-level prefetch (HDD->RAM->vRAM), while with unified memory I did everything in 1 level.
"""


def test_installer_refusing_the_running_python_below_the_floor_is_python_too_old() -> None:
    facts, _ = read(MS_SWIFT_3268)
    assert facts["python.version"] == "3.8.17"
    found = ids(MS_SWIFT_3268)
    assert "python-too-old" in found and "not-a-mac" in found
    for text, python in (("ERROR: Package 'trl' requires a different Python: 3.8.17 not in '>=3.9'", "3.8.17"),
                         ("ERROR: protobuf requires Python '>=3.7' but the running Python is 3.6.1", "3.6.1"),
                         ("  ╰─▶ Because the current Python version (3.8.10) does not satisfy Python>=3.10 and all versions of fastmcp depend on\n      Python>=3.10, we can conclude that all versions of fastmcp cannot be used.", "3.8.10")):
        facts, _ = read(text)
        assert facts["python.version"] == python
        assert "python-too-old" in ids(text), text


def test_a_floor_above_what_the_latest_frameworks_need_is_not_python_too_old() -> None:
    # a current Python refused by a package that already needs the next one, and a ceiling (too new, not too old)
    for text in ("ERROR: Package 'foo' requires a different Python: 3.11.4 not in '>=3.12'",
                 "ERROR: Package 'foo' requires a different Python: 3.13.1 not in '<3.13,>=3.9'",
                 "  ╰─▶ Because the current Python version (3.12.3) does not satisfy Python>=3.13 and bar==2.0 depends on Python>=3.13"):
        assert "python-too-old" not in ids(text), text


def test_an_oom_met_on_mps_in_words() -> None:
    assert "mps-out-of-memory" in ids(SMOL_COURSE_67)
    for text in ("I keep hitting an OOM on the mps backend with batch size 8",
                 "Received OOM Error while training BasicLM with pytorch on mps",
                 "training with device='mps' crashes with oom after 200 steps",
                 "I got an MPS OOM after 5000 steps"):
        assert "mps-out-of-memory" in ids(text), text


def test_an_oom_avoided_conditional_or_cudas_is_not_an_mps_oom() -> None:
    for text in ("to avoid getting an OOM on the mps device, lower the batch size",
                 "If you hit an OOM with mps, reduce the batch",
                 "# OOM on mps",
                 "I got a CUDA OOM while mps was idle",
                 "the room was full, I got a zoom call on mps"):
        assert "mps-out-of-memory" not in ids(text), text


def test_runs_that_completed_on_mps_before_a_change() -> None:
    facts, _ = read(SOUP_564)
    assert facts["torch.mps_available"] is True
    found = ids(SOUP_564)
    assert "mps-available" in found and "apple-silicon" in found
    assert "mps-unavailable" not in found
    for text in ("Before this change, training ran on MPS.", "Before the fix, it ran on MPS but slowly"):
        assert "mps-available" in ids(text), text
    # 'before' that opens a plan is still no run
    assert "mps-available" not in ids("Before running on mps, check the batch size.")


def test_a_mac_that_is_away_does_not_outweigh_the_one_used() -> None:
    facts, _ = read(SLOWLLAMA_1)
    assert facts["host.cpu_brand"] == "Intel"
    assert facts["host.arm64_capable"] == 0
    found = ids(SLOWLLAMA_1)
    assert "intel-mac" in found and "mps-out-of-memory" in found
    assert "apple-silicon" not in found
    for text in ("I tried it on my old iMac with an Intel i7 because my M1 Mac is at the office.",
                 "Ran it on my Intel MacBook since I couldn't bring my M2 MacBook Air."):
        found = ids(text)
        assert "intel-mac" in found and "apple-silicon" not in found, text


def test_the_writers_own_mac_is_still_read() -> None:
    # no away word: the M2 is the writer's machine
    for text in ("I tried it on my m2 Mac and it is not working.", "My M1 Mac is here on my desk and it fails."):
        assert "apple-silicon" in ids(text), text


def test_a_chip_in_a_history_or_a_question_whether_to_use_it_is_no_machine() -> None:
    facts, _ = read("Does I have to use the m2 Mac?")
    assert facts.get("host.arm64_capable") is None
    # 'Apple M1' written whole in a history is weak: it counts only where nothing else names the machine, and the
    # Intel Mac the run used outweighs it
    history = "I think 'mps' GPU was first introduced in Apple silicon devices, starting with Apple M1."
    found = ids(history + "\nI ran it on my intel Mac and got the error `MPS backend out of memory`.")
    assert "intel-mac" in found and "apple-silicon" not in found
