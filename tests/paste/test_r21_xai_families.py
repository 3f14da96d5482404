# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3700-3712 (explainability and interpretability libraries on Macs: SHAP, captum,
InterpretML, pytorch-grad-cam) exposed, each read from real text.

- A program said to run 'on Rosetta' as well as 'in/under/with/via Rosetta' ('Python 3.9 on a Mac (M1, but running
  on Rosetta terminal)'): a translated Python on Apple silicon, as the other prepositions already read.
- Tests said to have run on the MPS device and passed ('I ran all the tests switching the device to `mps`, and they
  all passed'): MPS works.
- A step of a program said to fail on (Apple) MPS ('Explain Step with Captum fails on Apple MPS', 'failed on Apple
  MPS on my computer'): the run reached the device, so MPS is available; not MPS said missing, a question or a fix.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/shap/shap/issues/2046 (dev 3700)
SHAP_2046 = r"""# Kernel dies when trying to import shap latest 2 versions

guyts · description · 2021-06-16
When trying to import `shap` into my notebook (working either with Jupyter Lab or VS code), my kernel keeps on dying due to `shap` alone (see example screengrab here).

Error message reads: `The kernel for Untitled.ipynb appears to have died. It will restart automatically.`.

This was true for both latest version (0.39) and previous version (0.38.1); also made sure both were installed with `sudo` just to verify it's not due to some issue with installation permissions.

When doing something similar with versions 0.36 and 0.37, there are no such issues.

Find below other libraries used in this project for reference.

Using `pip 21.1.2` and Python 3.9 on a Mac (M1, but running on Rosetta terminal).

Does anyone have any lead to what might be the possible issue ? 

```
xgboost==1.4.2
joblib==1.0.1
boto3==1.17.89
seaborn==0.11.1
matplotlib==3.4.2
shap==0.38.1
pandas==1.2.4
numpy==1.19.5
tqdm==4.61.0
lightgbm==3.2.1
geopandas==0.9.0
requests==2.25.1
eli5==0.11.0
click==8.0.1
interpret==0.2.4
scikit_learn==0.24.2
```

denis-gordeev · comment · 2021-09-13
I have also this problem. It might be irrelevant but Tensorflow >= 2.3.0 also has this problem for processors without AVX support.

drsanchikagupta01 · comment · 2022-02-08
I am also experiencing the same problem. It's in the M1 processor only. Any fixes?
"""
# https://github.com/jacobgil/pytorch-grad-cam/pull/472 (dev 3705)
GRADCAM_472 = r"""# mps support

soberhofer · description · 2023-12-16
Instead of using the boolean parameter `use_cuda`, we take a parameter of type `torch.device`. This can be `cuda` but it can also be `torch.device("mps")` for example. This adds support for GPU Acceleration on Apple Silicon.

I ran all the tests switching the device to `mps`, and they all passed. 

For now i have only edited the code. Documentation and tutorials still have the current content.

jacobgil · comment · 2023-12-17
Thanks a lot for this, this is awesome.

I was thinking about simplifying the device completely, by using using `device_of` (https://pytorch.org/docs/stable/generated/torch.cuda.device_of.html#torch.cuda.device_of).

Could then just check the device of the model, and avoiding specifying the decide completely.

What do you think about that?

soberhofer · comment · 2023-12-17
That's a great idea, I was not aware of that function.
I can definitely test that, if we go that route, I think it's important to point this out in the documentation. Since the model as well as the input tensor is provided to grad-cam, we need to choose which device we use (device of model, vs device of input tensor).
I don't really have a preference, so I guess the device of the model is fine. 
I'll try to implement it that way.
"""
# https://github.com/jan-forest/autoencodix_package/issues/187 (dev 3711)
AUTOENCODIX_187 = r"""# Explain Step with Captum fails on Apple MPS

MaxJoas · description · 2025-12-09
## Background
The `.explain` step fails when on Apple MPS. Probably a problem in the `CaptumForward` class.

## Solution Ideas
- force CaptumForward to be always on CPU
  - cast everything, model, tensor to CPU
 - How feasible is this performance-wise?

## Traceback
```bash
---------------------------------------------------------------------------
RuntimeError                              Traceback (most recent call last)
Cell In[8], line 1
----> 1 maskix.explain()

File ~/development/autoencodix_package/src/autoencodix/base/_base_pipeline.py:1261, in BasePipeline.explain(self, method, baseline_type, baseline_group, obs_col, n_subset, seed_int, split, llm_explain, llm_client, llm_model, top_n_genes, prompt)
   1246     raise ValueError(
   1247         "No model available for explanation."
   1248         "This happens if you used .save and .load, and did not run .fit before."
   1249         "This can also happen if you run .explain before .fit."
   1250     )
   1251 explainer = FeatureImportanceExplainer(
   1252     adata=adata["global"],
   1253     model=model,
   (...)
   1259     seed_int=seed_int,
   1260 )
-> 1261 df_attributions = explainer.explain()
   1263 if llm_explain:
   1264     gene_attributions: Dict[str, List] = preprocess_explanations(
   1265         df_attributions
   1266

[turn 0 by MaxJoas, continued]
```bash
File ~/development/autoencodix_package/.venv/lib/python3.10/site-packages/captum/_utils/common.py:531, in _run_forward(forward_func, inputs, target, additional_forward_args)
    528 inputs = _format_inputs(inputs)
    529 additional_forward_args = _format_additional_forward_args(additional_forward_args)
--> 531 output = forward_func(
    532     *(*inputs, *additional_forward_args)
    533     if additional_forward_args is not None
    534     else inputs
    535 )
    536 return _select_targets(output, target)

File ~/development/autoencodix_package/.venv/lib/python3.10/site-packages/torch/nn/modules/module.py:1532, in Module._wrapped_call_impl(self, *args, **kwargs)
   1530     return self._compiled_call_impl(*args, **kwargs)  # type: ignore[misc]
   1531 else:
-> 1532     return self._call_impl(*args, **kwargs)
"""
# https://github.com/meta-pytorch/captum/issues/1240 (dev 3709)
CAPTUM_1240 = r"""# Error using Integrated Gradients on MPS

achouliaras · description · 2024-02-16
Hi I'm trying to use Integrated Gradients on a simple DQN model in my MacBook using the MPS backend.

`model = IntegratedGradients(model)`
`attribution =  xai.attribute(torch.tensor(ob, dtype = torch.float32).unsqueeze(0).to(self.agent.device), target = int(act[0])).squeeze(0).cpu().detach().numpy()` 

I get the following error: 

  File "/Users/andreas/miniconda3/envs/xdrl/lib/python3.9/site-packages/captum/log/__init__.py", line 42, in wrapper
    return func(*args, **kwargs)
  File "/Users/andreas/miniconda3/envs/xdrl/lib/python3.9/site-packages/captum/attr/_core/integrated_gradients.py", line 286, in attribute
    attributions = self._attribute(
  File "/Users/andreas/miniconda3/envs/xdrl/lib/python3.9/site-packages/captum/attr/_core/integrated_gradients.py", line 360, in _attribute
    scaled_grads = [
  File "/Users/andreas/miniconda3/envs/xdrl/lib/python3.9/site-packages/captum/attr/_core/integrated_gradients.py", line 362, in <listcomp>
    * torch.tensor(step_sizes).view(n_steps, 1).to(grad.device)
TypeError: Cannot convert a MPS Tensor to float64 dtype as the MPS framework doesn't support float64. Please use float32 instead.

Is there a support issue with MPS it fails when I try to use TracInCP as well with the same error?
"""
# https://github.com/shap/shap/issues/2465 (dev 3712)
SHAP_2465 = r"""# error during installation of shap v0.39.0 (macOS Monterrey 12.3)

mrStasSmirnoff · description · 2022-03-29
Dear authors, 

First of all, I would like to thank you for the amazing work that you are doing. For a time being, I was using the shap==0.40.0 version for a few POC, however recently I wanted to install the package (https://github.com/carl24k/fight-churn) which requires shap==0.39.0. Creating a new virtual environment for this project I wasn't able to install the package due to the error on v0.39.0.
Therefore I am wondering if you have an idea of how can I mitigate this issue, of course, will be thankful for any hint! 
Thanks in advance!

![image](https://user-images.githubusercontent.com/29281239/160638747-63f8aff0-2354-4737-b69c-47996c999164.png)

![image](https://user-images.githubusercontent.com/29281239/160638804-5eed68e2-b902-4bc7-8c81-932a90854012.png)
"""
# https://github.com/ultralytics/yolov5/issues/8459 (dev 645): the same family in another thread
YOLOV5_8459 = "`detect.py` works well when running on CPU but failed on Apple MPS on my computer. "


def test_python_running_on_rosetta_is_translated() -> None:
    facts, _ = read(SHAP_2046)
    assert facts["python.translated"] == 1
    found = ids(SHAP_2046)
    assert "python-x86-on-arm" in found and "apple-silicon" in found
    assert "intel-mac" not in found and "not-a-mac" not in found and "python-too-old" not in found


def test_on_rosetta_variants() -> None:
    for text in ("My conda runs on Rosetta 2.", "my python 3.9 is running on Rosetta 2",
                 "Python 3.9 on a Mac (M1, running in Rosetta terminal)."):
        facts, _ = read(text)
        assert facts["python.translated"] == 1, text
        assert "python-x86-on-arm" in ids(text), text
    # a terminal said to run on Rosetta: the shell is x86_64, the Python behind it not said
    facts, _ = read("Running the terminal on Rosetta.")
    assert facts["host.arm64_capable"] == 1
    assert "python.translated" not in facts


def test_on_rosetta_near_misses() -> None:
    # a denial or a guess says nothing of the machine
    for text in ("It may be running on Rosetta, I am not sure.", "Docker Desktop runs on Rosetta is not needed"):
        facts, _ = read(text)
        assert facts.get("python.translated") is None, text


def test_tests_run_on_mps_and_passed() -> None:
    facts, _ = read(GRADCAM_472)
    assert facts["torch.mps_available"] is True
    found = ids(GRADCAM_472)
    assert "mps-available" in found
    assert "cuda-available" not in found and "mps-unavailable" not in found
    for text in ("tests pass with mps", "We ran the whole test suite on mps and it passed."):
        assert "mps-available" in ids(text), text


def test_tests_on_mps_asked_or_requested_are_not_read() -> None:
    for text in ("Could you run the tests on mps and check they pass?",
                 "Please run the tests on mps and see if they pass.",
                 "The tests never passed on mps."):
        facts, _ = read(text)
        assert facts.get("torch.mps_available") is not True, text


def test_step_fails_on_apple_mps() -> None:
    for text in (AUTOENCODIX_187, YOLOV5_8459, "Training errors out on mps with a float64 error",
                 "It fails on MPS: the operator aten::foo is not currently supported"):
        facts, _ = read(text)
        assert facts["torch.mps_available"] is True, text[:60]
        assert "mps-available" in ids(text), text[:60]
    assert "not-a-mac" not in ids(AUTOENCODIX_187) and "intel-mac" not in ids(AUTOENCODIX_187)


def test_fails_on_mps_near_misses() -> None:
    for text in ("Does it fail on MPS?", "It fails on MPS because MPS is not available",
                 "It fails on MPS not available", "This would fail on MPS."):
        facts, _ = read(text)
        assert facts.get("torch.mps_available") is not True, text


def test_captum_float64_on_mps_still_reads_mps_available() -> None:
    found = ids(CAPTUM_1240)
    assert "mps-available" in found
    assert "mps-unavailable" not in found and "cuda-available" not in found and "python-too-old" not in found


def test_monterey_123_screenshots_only_raises_no_platform_alarm() -> None:
    found = ids(SHAP_2465)
    assert "not-a-mac" not in found and "macos-too-old-for-mps" not in found
