# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5460-5471 (hyperparameter search and experiment tracking: Optuna, Ray Tune,
MLflow autologging, Weights & Biases sweeps) exposed, each read from real text.

- A condition addressed to the reader ('If you are on an Apple Silicon (M1) read the instructions below') after a
  note's label set in Markdown emphasis ('**Note**:', '**Note:**', '_Tip_:') is as generic as after a plain 'Note:':
  it names no machine of the writer's.
- A hyperparameter-search or experiment-tracking tool named in a post with no other clue (Optuna, W&B and its wandb,
  MLflow, Ray Tune, …) makes a report about that tool's user, not text with nothing in it.
"""

from __future__ import annotations

from pasted import fact, ids, raised, read

# https://github.com/ray-project/ray/pull/34505 (dev 5462), the review thread's diff
RAY_34505 = r"""angelinalg · review thread · 2023-04-18
doc/source/ray-contribute/docs.ipynb:31
````diff
@@ -28,28 +28,27 @@
     "cd ray/doc\n",
     "```\n",
     "\n",
-    "**Note**: If you are on an Apple Silicon (M1) read the instructions below for installing the dependencies.\n",
+    "**Note**: If you are using Apple Silicon (M1), follow the "Building Docs for Apple Silicon (M1)" instructions below before continuing.\n",
````"""

# https://github.com/unit8co/darts/pull/1791 (dev 5461)
DARTS_1791 = r"""# Fixed multiple Optuna errors in example

StephanAkkerman · description · 2023-05-20
No issue found yet.

### Summary

Fixes two TypeErrors and one RunTimeError in the Optuna example. This will save new users time troubleshooting the errors. The errors were caused by outdated arguments in `pl_trainer_kwargs` and because Windows needs `if __name__ ==  '__main__':` to run the code properly."""

# https://github.com/wandb/wandb/issues/8216 (dev 5469), the description's first paragraph
WANDB_8216 = r"""# [CLI]: Message: 'Exception while processing command: %s'

RylanSchaeffer · description · 2024-08-29
### Describe the bug

As context, I'm a prolific W&B user and have run probably hundreds to thousands of sweeps (including 3 today)."""

# https://github.com/wandb/wandb/issues/749 (dev 5470)
WANDB_749 = r"""# Sweep is launching runs as individual runs instead of attaching them to sweep

dkloving · comment · 2020-04-25
Okay I figured out the problem- I was running out of memory! I had used the default 2GB config but needed substantially more. To figure this out I had to disable the wandb agent code and just run it as a normal single job."""


def test_a_docs_note_addressed_to_the_reader_names_no_machine() -> None:
    assert "apple-silicon" not in raised(RAY_34505)
    assert fact(RAY_34505, "host.arm64_capable") is None


def test_note_label_in_markdown_family() -> None:
    for text in ("**Note**: If you are on an Apple Silicon (M1) read the instructions below.",
                 "**Note:** If you are using Apple Silicon (M1), follow the instructions below before continuing.",
                 "_Tip_: if you're using an M1 Mac, install miniforge first.",
                 "__Note__: If you are on an M1 Mac, install miniforge first.",
                 "Important: if you are running an Intel Mac, use the x86 build.",
                 "NB: If you are on an Intel Mac, use the x86 installer.",
                 "Note: If you are on an Apple Silicon (M1) read the instructions below."):
        found = raised(text)
        assert "apple-silicon" not in found and "intel-mac" not in found, text


def test_a_note_about_the_writers_own_mac_is_still_read() -> None:
    assert "apple-silicon" in raised("**Note**: I am on an Apple Silicon (M1) Mac and it fails.")
    assert "apple-silicon" in raised("**Note**: If I run it on my M1 Mac it crashes.")
    assert "intel-mac" in raised("Note: I am on an Intel Mac.")


def test_an_hpo_or_tracking_tool_named_alone_is_a_report() -> None:
    for text in (DARTS_1791, WANDB_8216, WANDB_749):
        assert read(text)[0].get("report.other_framework_named") is True, text[:60]
        assert "not-a-mac" not in ids(text) and "apple-silicon" not in ids(text)


def test_hpo_and_tracking_tools_family() -> None:
    for text in ("The Optuna study crashes after the first trial.",
                 "hyperopt fmin never returns",
                 "pip install keras-tuner fails",
                 "from keras_tuner import RandomSearch raises an error",
                 "wandb.init hangs forever",
                 "Weights & Biases sweep agent stops",
                 "Weights and Biases logging fails",
                 "mlflow.autolog() does nothing",
                 "ClearML task does not upload",
                 "comet_ml experiment is empty",
                 "import neptune.ai client fails with neptune-client 0.16",
                 "Katib trials stay pending",
                 "Ray Tune trials never stop",
                 "pip install ray[tune] fails",
                 "ray.tune.run raises a TypeError"):
        assert fact(text, "report.other_framework_named") is True, text


def test_words_of_english_are_not_hpo_tools() -> None:
    for text in ("The X-ray images fail to load.", "I aim to train faster.", "A ray tracing demo crashes.",
                 "This is a sacred rule.", "The comet plot is wrong."):
        assert fact(text, "report.other_framework_named") is None, text


def test_torch_named_beside_a_tracking_tool_is_still_a_torch_report() -> None:
    text = "wandb logging works but torch.backends.mps.is_available() returns False on my M1 Mac"
    assert fact(text, "torch.named") is True
    assert "apple-silicon" in ids(text)
