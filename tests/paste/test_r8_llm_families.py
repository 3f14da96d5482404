# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1425-1448 (threads about running LLMs and speech models locally on Macs: LM Studio
and mlx-engine, llama-cpp-python, whisper apps, transformers/trl, bitsandbytes, vLLM, unsloth, sentence-transformers)
exposed, each read from real text.

MLX named as what runs ('The MLX runtime is not available', 'MLX models instantly crash', 'mlx only support 13.5+')
makes the MLX checks speak, and a macOS known only by its release's name (Big Sur) below every MLX release's floor is
mlx-unsupported; MLX's user, like TensorFlow's, is not told PyTorch's MPS floor. A model or its tensors said to be on
'mps:0' ('model on `mps:0` during and after training') reached the MPS device. pip's list of a framework ending at the last release an older Python got, while a newer one is wanted
('torch>=2.10 (from versions: … 2.8.0)'), is a Python older than the wanted release needs. A SIGILL outside any import,
where the report names an x86_64 program that is no Python ('I downloaded the binary … says x86_64'), is that
program's, not the Python's.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

from macml_doctor import check

MLX_IN_USE = [
    ("https://github.com/lmstudio-ai/lms/issues/101", "I got a new M1 Max 64GB, and one of the first things I did was install LM Studio. The MLX runtime is not available, oddly; only metal.\n"),
    ("https://github.com/lmstudio-ai/mlx-engine/issues/11", "MLX models instantly crash after first message\n\nThis is on MacOS with M1 Max 64GB on 0.3.4\n"),
    ("https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/403", "yagil commented:\nWhich version of macOS?\n\njakitliang commented:\nmacOS BigSur\n\nIt seems like mlx only support 13.5+\n"),
]


@pytest.mark.parametrize(("thread", "text"), MLX_IN_USE)
def test_mlx_named_as_what_runs_is_mlx_in_use(thread: str, text: str) -> None:
    _, symptoms = read(text)
    assert "mlx-wanted" in symptoms, thread


def test_mlx_on_a_macos_release_below_every_mlx_floor_is_unsupported() -> None:
    # https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/403 (LM Studio on an M1)
    text = "Not support for Apple M1\n\n**Which operating system?**\nmacOS\n\nyagil commented:\nWhich version of macOS?\n\njakitliang commented:\nmacOS BigSur\n\nIt seems like mlx only support 13.5+\n"
    assert {"apple-silicon", "mlx-unsupported"} <= ids(text)


def test_mlx_users_macos_is_measured_against_mlx_not_mps() -> None:
    # https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/403: no torch in the thread, so no MPS floor to tell
    text = "Not support for Apple M1\n\n**Which operating system?**\nmacOS\n\njakitliang commented:\nmacOS BigSur\n\nIt seems like mlx only support 13.5+\n"
    assert "macos-too-old-for-mps" not in ids(text)


def test_mlx_in_use_on_an_unknown_macos_stays_undecided() -> None:
    # https://github.com/lmstudio-ai/mlx-engine/issues/11: the maintainer only guessed 'macOS < 14'
    text = "MLX models instantly crash after first message\n\nThis is on MacOS with M1 Max 64GB on 0.3.4\n"
    found = ids(text)
    assert "mlx-unsupported" not in found
    assert "mlx-available" not in found


def test_mlx_named_as_a_project_to_add_is_not_mlx_in_use() -> None:
    # https://github.com/shun-liang/yt2doc/issues/56 (a feature request)
    text = "Add support for MLX Whisper\n\nMLX Whisper ([1](https://pypi.org/project/mlx-whisper/), [2](https://github.com/ml-explore/mlx-examples/tree/main/whisper)) feels like a more native and easier way to run GPU-accelerated transcription on Apple Silicon.\n"
    _, symptoms = read(text)
    assert "mlx-wanted" not in symptoms


def test_a_model_said_to_be_on_mps_0_reached_the_mps_device() -> None:
    # https://github.com/huggingface/trl/pull/7293 (verified on an M4 Pro, torch 2.14.0)
    text = "Verified on an M4 Pro (macOS, Python 3.12, torch 2.14.0, transformers 5.17.0, safetensors 0.8.0), using the reproduction from the issue plus one training step:\n\n| | `main` | this PR |\n|---|---|---|\n| Issue's `GRPOTrainer` snippet, `max_steps=1` | exit 139, `Fatal Python error` at `Loading weights 0/25`, loader received `device_map=\"auto\"` | exit 0, loader received `device_map=None`, model on `mps:0` during and after training |\n"
    values, _ = read(text)
    assert values.get("torch.mps_available") is True
    assert "mps-available" in ids(text)


MPS_NOT_SAID_REACHED = [
    ("https://github.com/anliyuan/Ultralight-Digital-Human/issues/35", "THX, But I mean can I train the model on mac M2 ?\n\nanliyuan commented:\nyes it can train on M2, just need to put all data and model on cpu.\n"),
    ("https://github.com/open-mmlab/mmpretrain/issues/1925", "How can I train the model using the APPLE M3 \"mps\" device?\nI am new to this and need a instruction on how to modify the code file to train the model on \"mps\" device.\n"),
]


@pytest.mark.parametrize(("thread", "text"), MPS_NOT_SAID_REACHED)
def test_a_model_asked_for_on_mps_or_kept_on_the_cpu_is_no_mps_evidence(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values.get("torch.mps_available") is not True, thread


UNSLOTH_7306 = """1. Did you update? `pip install --upgrade unsloth unsloth_zoo` - in mac m5 not working
2. `Colab` or `Kaggle` or local / cloud - local - local mac air m5 32gb

```
Collecting xformers>=0.0.27.post2 (from unsloth)
  Using cached xformers-0.0.35.tar.gz (4.3 MB)
  Installing build dependencies ... error
  error: subprocess-exited-with-error
  \u00d7 installing build dependencies for xformers did not run successfully.
  \u2502 exit code: 1
  \u2570\u2500> [5 lines of output]
      Collecting setuptools>=64
        Using cached setuptools-82.0.1-py3-none-any.whl.metadata (6.5 kB)
      ERROR: Ignored the following versions that require a different python version: 83.0.0 Requires-Python >=3.10
      ERROR: Could not find a version that satisfies the requirement torch>=2.10 (from versions: 1.9.0, 1.10.0, 1.10.1, 1.10.2, 1.11.0, 1.12.0, 1.12.1, 1.13.0, 1.13.1, 2.0.0, 2.0.1, 2.1.0, 2.1.1, 2.1.2, 2.2.0, 2.2.1, 2.2.2, 2.3.0, 2.3.1, 2.4.0, 2.4.1, 2.5.0, 2.5.1, 2.6.0, 2.7.0, 2.7.1, 2.8.0)
      ERROR: No matching distribution found for torch>=2.10
```
"""


def test_a_list_ending_where_an_older_python_stopped_getting_wheels_is_a_python_too_old() -> None:
    # https://github.com/unslothai/unsloth/issues/7306: torch 2.9 dropped Python 3.9 (python_support.toml)
    _, symptoms = read(UNSLOTH_7306)
    assert "python-older-than-wanted" in symptoms
    found = ids(UNSLOTH_7306)
    assert {"apple-silicon", "python-too-old"} <= found
    assert "torch-no-x86-mac-wheels" not in found
    assert "python-x86-on-arm" not in found


def test_a_python_known_new_enough_is_not_too_old_for_the_wanted_release() -> None:
    text = UNSLOTH_7306 + "\n$ python --version\nPython 3.12.4\n"
    assert "python-too-old" not in ids(text)


def test_the_x86_64_list_stays_the_platforms_not_the_pythons() -> None:
    # https://github.com/datalab-to/marker/issues/666: the list ends at torch's last x86_64 macOS release
    text = "ERROR: Could not find a version that satisfies the requirement torch==2.5.1 (from versions: 1.11.0, 1.12.0, 1.12.1, 1.13.0, 1.13.1, 2.0.0, 2.0.1, 2.1.0, 2.1.1, 2.1.2, 2.2.0, 2.2.1, 2.2.2)\n"
    _, symptoms = read(text)
    assert "torch-x86-mac-list" in symptoms
    assert "python-older-than-wanted" not in symptoms


WHISPER_CLI_RS_12 = """Does this works for Apple silicon?

I downloaded the binary on Mac M1 Max, even if says x86_64 seems to be able to be run. But I can't transcribe

```
whisper --model tiny.en sample.wav
whisper_model_load: mem required  =  201.00 MB (+    3.00 MB per decoder)
whisper_model_load: adding 1607 extra tokens
[1]    28367 illegal hardware instruction  whisper --model tiny.en sample.wav
```
"""


def test_a_sigill_of_a_named_x86_64_program_is_not_the_pythons() -> None:
    # https://github.com/m1guelpf/whisper-cli-rs/issues/12: a Rust CLI's x86_64 release binary under Rosetta
    found = ids(WHISPER_CLI_RS_12)
    assert "apple-silicon" in found
    assert "python-x86-on-arm" not in found


def test_a_program_the_shell_names_crashed_is_no_module_and_takes_no_pip_remedy() -> None:
    """whisper-cli-rs#12 again: the finding names the program, and its remedy is the program's arm64 build (no pip
    reinstall with a package the report cannot give)."""
    found = {f.id: f for f in check(text=WHISPER_CLI_RS_12).findings}
    crashed = found["import-crashed"]
    assert crashed.summary.startswith("whisper died with SIGILL")
    assert crashed.remedy is not None and crashed.remedy.fix_id == "use-arm64-build-of-program"
    assert any("command -v whisper" in step for step in crashed.remedy.manual)
    assert not {"torch-x86-build", "tf-x86-build"} & set(found)


def test_a_sigill_on_apple_silicon_with_no_program_named_still_points_at_the_python() -> None:
    # https://github.com/serengil/deepface/issues/268 (the whole description)
    text = "zsh: illegal hardware instruction  error in Macbook Pro M1 Chip. Pls help me to resolve\n"
    assert "python-x86-on-arm" in ids(text)
