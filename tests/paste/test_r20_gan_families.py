# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3360-3374 (GANs, style transfer and image-to-image models trained or run on
Macs) exposed, each read from real text.

A Mac named in a post whose thread header dates it before the first Apple-silicon Mac (the Developer Transition Kit of
June 2020; checks/history.toml first_apple_silicon_mac_date) is an Intel Mac: 'I have a MacBook Pro 16 inch with a GPU
card' under 'rainhut · description · 2020-02-23', 'Can I use gpu on Macbook Pro?' under a 2016 comment. A post dated
later, or a Mac above every header (undated), is not read so.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/apple/turicreate/issues/3018 (dev 3366)
TURICREATE_3018 = """Version 6.1 Style Transfer still producing garbage out.

rainhut · description · 2020-02-23
Starting with version 6.0, the Style Transfer is no longer working. This was issue was reported in version 6.0, so I tried again with 6.1 and got the same result.

1. I'm using the default settings.
2. I have a MacBook Pro 16 inch with a GPU card.
3. The python script is killed at 34,000 "iterations. zsh: killed     python classifier.py"
4. So I set max_iterations = 33000 and ran again and tried the mlmodel.
5. The result is the same as in version 6.0. The images that use the created mlmodel come out as garbage. See the image link below for an example. I'm also attaching a link to the original image and a zip file with the generated mlmodel.
6. FYI, I've built 12 mlmodels with versions prior to 6.0 that are ok.

![turicreate6-1sample](https://user-images.githubusercontent.com/1415094/75113154-6906c580-5608-11ea-803d-debac670b945.jpg)

![originalimage](https://user-images.githubusercontent.com/1415094/75113229-2c879980-5609-11ea-8d2e-a5a7aed636b3.jpg)

[planets13.mlmodel.zip](https://github.com/apple/turicreate/files/4241339/planets13.mlmodel.zip)

Rob

rainhut · comment · 2020-02-24
I think the problem is using a GPU on Mac.  Conflicting docs. Rebuilding with CPU. I’ll report back in two days.

TobyRoseman · comment · 2020-02-24
Yes, please let us know the results of your investigation regarding using the CPU rather than the GPU.
"""
# https://github.com/anishathalye/neural-style/issues/9 (dev 3368)
NEURAL_STYLE_9 = """Is it possible to use gpu to accelerate the process on laptops

dongchuant · description · 2016-03-14
It takes about 6 hours to finish 1000 iterations with small-size images.
Is it possible to make it faster?
Thank you.

anishathalye · comment · 2016-03-14
Depends on the output image size and the speed of your GPU (and whether you've set up TensorFlow properly to use your GPU).

Takes about 5 minutes for a 512x512 image on my Titan X.

dongchuant · comment · 2016-03-14
Can I use gpu on Macbook Pro?
I am not very familiar with computer architecture..

dongchuant · comment · 2016-03-14
And which argument controls cpu or gpu being used?

gauss256 · comment · 2016-03-14
Takes about 5-6 minutes for me too, using a 980 Ti.

I don't think TensorFlow supports the GPU on a MacBook Pro yet.

dongchuant · comment · 2016-03-14
@gauss256 I think so..And thanks

anishathalye · comment · 2016-03-14
Gonna assume that this is resolved. If not, feel free to reopen.
"""
# https://github.com/junyanz/pytorch-CycleGAN-and-pix2pix/issues/50 (not in the corpus)
CYCLEGAN_50 = """Is it possible only work with cpu

zerxon · description · 2017-06-29
My iMac doesn't have a NVIDIA GPU,  I wondering is there a way train with cpu only, can anyone help me, thanks
"""
# https://github.com/apple/tensorflow_macos/issues/132 (dev 3370: posted 2021, an M1; 'my Intel MacBook Pro' is the other machine)
TFMACOS_132 = """Errors from gen_mlc_ops.py on M1

vashat · description · 2021-01-17
Hi!

I'm trying to to run a DCGAN network on the M1. The code works fine on my Intel MacBook Pro with Catalina and standard version 2.4 non Apple Tensorflow. But on the M1 the exact same code crashes with this error:

`Traceback (most recent call last):
  File "dgan-face2.py", line 371, in <module>
    train(train_images, EPOCHS)
  File "dgan-face2.py", line 317, in train
    train_step(image_batch)
  File "dgan-face2.py", line 289, in train_step
    gradients_of_generator = gen_tape.gradient(gen_loss, generator.trainable_variables)
  File "/opt/homebrew/Caskroom/miniforge/base/envs/tf24/lib/python3.8/site-packages/tensorflow/python/eager/backprop.py", line 1080, in gradient
    flat_grad = imperative_grad.imperative_grad(
  File "/opt/homebrew/Caskroom/miniforge/base/envs/tf24/lib/python3.8/site-packages/tensorflow/python/eager/imperative_grad.py", line 71, in imperative_grad
    return pywrap_tfe.TFE_Py_TapeGradient(
  File "/opt/homebrew/Caskroom/miniforge/base/envs/tf24/lib/python3.8/site-packages/tensorflow/python/eager/function.py", line 1283, in _backward_function_wrapper
    return backward._call_flat(  # pylint: disable=protected-access
  File "/opt/homebrew/Caskroom/miniforge/base/envs/tf24/lib/python3.8/site-packages/tensorflow/python/eager/function.py", line 1918, in _call_flat
    return self._build_call_outputs(self._inference_function.call(
"""
# https://github.com/nari-labs/dia/issues/136 (dev 2274: posted 2025, a MacBookPro host name, no chip named)
DIA_136 = """When running app.py and generating on Mac, an error occurs

harmlessman · description · 2025-04-26
When I run `app.py` and try to generate on a Mac, I encounter the following error.

My environment setup steps were:
```
git clone https://github.com/nari-labs/dia.git
cd dia
python -m venv .venv
source .venv/bin/activate
pip install -e .
python app.py
```

After following the steps above and running the code, the following error occurs:

```
To create a public link, set `share=True` in `launch()`.
loc("mps_matmul"("(mpsFileLoc): /AppleInternal/Library/BuildRoots/d187755d-b9a3-11ef-83e5-aabfac210453/Library/Caches/com.apple.xbs/Sources/MetalPerformanceShadersGraph/mpsgraph/MetalPerformanceShadersGraph/Core/Files/MPSGraphUtilities.mm":43:0)): error: incompatible dimensions
loc("mps_matmul"("(mpsFileLoc): /AppleInternal/Library/BuildRoots/d187755d-b9a3-11ef-83e5-aabfac210453/Library/Caches/com.apple.xbs/Sources/MetalPerformanceShadersGraph/mpsgraph/MetalPerformanceShadersGraph/Core/Files/MPSGraphUtilities.mm":43:0)): error: invalid shape
LLVM ERROR: Failed to infer result type(s).
zsh: abort      python3 app.py
(.venv) (base) harmlessman@harmlessmanui-MacBookPro dia % /opt/anaconda3/lib/python3.12/multiprocessing/resource_tracker.py:254: UserWarning: resource_tracker: There appear to be 1 leaked semaphore objects to clean up at shutdown
  warnings.warn('resource_tracker: There appear to be %d '
```

If anyone knows the cause of this iss
"""
# https://github.com/GaParmar/img2img-turbo/issues/29 (dev 3362: posted 2024, a MacBook Pro M3)
IMG2IMG_TURBO_29 = """I reproduced pix2pix training on apple silicon

andjoer · description · 2024-04-11
Hello,

thanks for your awesome work! I modified the train pix2pix code to work on apple silicon (I have a branch "apple-silicon" on my fork on GitHub). It was straight forward but there is one incompatibility with vision-aided-loss (line 128 of cvmodel.py)
`x = F.interpolate(x*0.5+0.5, size=(224, 224), mode='area')`
Since the mode is area on mps devices the input size needs to be divisible by 224, so I added
`x_tgt_resized = F.interpolate(x_tgt, size=(448, 448), mode='bilinear')
  x_tgt_pred_resized = F.interpolate(x_tgt, size=(448, 448), mode='bilinear')`

before entering the x_tgt and x_tgt_pred into the discriminator.

Question:
It trains well (takes around 15h on a MacBook Pro M3) but  I wonder if and how much this affects the training characteristics. Could anyone have a wandb report of the my_fill50k dataset training  from a run with the standard code on Cuda?

To reproduce:
After installing vision-aided-loss you have to uninstall PyTorch and install the nightly version again. Otherwise it does not work on apple mps anymore.
"""


def test_mac_in_a_post_dated_before_apple_silicon_is_an_intel_mac() -> None:
    for text in (TURICREATE_3018, NEURAL_STYLE_9, CYCLEGAN_50):
        found = ids(text)
        assert "intel-mac" in found
        assert "apple-silicon" not in found
        assert "not-a-mac" not in found
    facts, _ = read(TURICREATE_3018)
    assert facts["host.arm64_capable"] == 0
    assert facts["host.cpu_brand"] == "Intel"


def test_undated_mac_is_not_read_by_its_date() -> None:
    # the same question with its header taken off: no date, so no kind of Mac from it
    undated = "Can I use gpu on Macbook Pro?\nI am not very familiar with computer architecture..\n"
    facts, _ = read(undated)
    assert facts.get("host.arm64_capable") is None
    assert "intel-mac" not in ids(undated)


def test_mac_in_a_post_dated_after_apple_silicon_is_not_read_as_intel() -> None:
    for text in (TFMACOS_132, IMG2IMG_TURBO_29):
        found = ids(text)
        assert "apple-silicon" in found
        assert "intel-mac" not in found


def test_mac_without_chip_in_a_later_post_is_not_read_as_intel() -> None:
    facts, _ = read(DIA_136)
    assert facts.get("host.arm64_capable") != 0
    assert "intel-mac" not in ids(DIA_136)
