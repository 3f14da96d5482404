# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1870-1888 (Hugging Face libraries and their neighbours on Macs, taken as found)
exposed, each read from real captured text (the thread is named).

transformers' example scripts log a summary line at start ('Process rank: -1, device: mps, n_gpu: -1…'): the
TrainingArguments device is mps only where torch found MPS available. A thing made or written for a kind of Mac (a
'warmup pass', instructions, a guide, a fix 'for Apple Silicon') names a target, not the writer's machine. A Python
named through its version ('my python version is 3.8.15', 'the wrong Python version (…, I'm using 3.8.15 …)') is the
Python in use; a required or minimum one is not.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/huggingface/transformers/pull/18598
RUN_GLUE_LOG = (
    "For example, you can run the offical Glue text classififcation task (from the root folder) using Apple Silicon M1 GPU with below command:\n\n"
    "NOTE: Redirects are currently not supported in Windows or MacOs.\n"
    "08/12/2022 15:30:13 - WARNING - __main__ - Process rank: -1, device: mps, n_gpu: -1distributed training: False, 16-bits training: False\n"
    "08/12/2022 15:30:13 - INFO - __main__ - Training/eval\n"
)


def test_hf_example_process_rank_device_mps_is_mps_in_use() -> None:
    found = ids(RUN_GLUE_LOG)
    assert {"apple-silicon", "mps-available"} <= found
    assert not {"not-a-mac", "cuda-available", "mps-unavailable"} & found
    # the log line alone says it, in the newer template's wording too
    assert "mps-available" in ids("08/12/2022 15:30:13 - WARNING - __main__ - Process rank: -1, device: mps, n_gpu: -1distributed training: False, 16-bits training: False\n")
    assert "mps-available" in ids("Process rank: 0, device: mps:0, n_gpu: 1, distributed training: False, 16-bits training: False\n")


def test_hf_example_process_rank_on_cpu_or_cuda_is_no_mps() -> None:
    for device in ("cpu", "cuda:0"):
        assert "mps-available" not in ids(RUN_GLUE_LOG.replace("device: mps", f"device: {device}")), device


# https://github.com/huggingface/diffusers/issues/2505
WARMUP_PASS = (
    'First-time "warmup" pass for Apple Silicon (M1/M2)\n\n'
    'As per the document "warm-up" pass is required for Apple silicon inference. Is this really needed in the diffuser 0.13.1?\n\n'
    "@pcuenca  Thank you, sadly I don't have a Mac machine.\n"
)


def test_a_pass_made_for_apple_silicon_names_no_machine() -> None:
    assert "apple-silicon" not in ids(WARMUP_PASS)
    # the other things written for a kind of Mac, as titles put them
    for title in ("Installation instructions for Apple Silicon", "A guide for Apple Silicon (M1/M2)",
                  "Optimizations for Apple Silicon"):
        assert "apple-silicon" not in ids(title + "\n"), title


def test_the_persons_own_apple_silicon_mac_still_counts() -> None:
    # https://github.com/InternLM/HuixiangDou/issues/404
    assert "apple-silicon" in ids("Does the GPU version support Apple Silicon on macOS?\n\n## detail | 详细描述 | 詳細な説明\nCan I run [config.ini](https://github.com/InternLM/HuixiangDou/blob/main/config.ini) on 36GB apple silicon macOS?\n")


# https://github.com/jhc13/taggui/issues/379
TAGGUI = (
    "Just to let you know that when trying to install on macOS with pip install -r requirements.txt, I get the following error:\n\n"
    "`ERROR: No matching distribution found for bitsandbytes==0.48.1`\n\n"
    "Maybe I'm using the wrong Python version (I saw some posts on this, I'm using 3.8.15 which seems not to be in the desired list of Python versions), maybe it's linked to my Mac.\n"
)


def test_a_python_named_through_its_version_is_the_python_in_use() -> None:
    values, _ = read(TAGGUI)
    assert values["python.version"] == "3.8.15"
    values, _ = read("My python version is 3.8.15 on macOS\n")
    assert values["python.version"] == "3.8.15"
    values, _ = read("the Python version I'm using is 3.10 on macOS\n")
    assert values["python.version"] == "3.10"


def test_a_required_python_version_is_not_the_python_in_use() -> None:
    for text in ("the minimum Python version is 3.10 on macOS\n", "The required python version is 3.9\n",
                 "The supported Python version is 3.11\n"):
        values, _ = read(text)
        assert "python.version" not in values, text
