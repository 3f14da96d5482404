# ruff: noqa: E501, W291, W293  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3560-3574 (image classification training and transfer learning on Macs: Keras
applications, tensorflow_macos, torchvision DataLoaders, Turi Create, open_clip) exposed, each read from real text.

- The writer's own Mac named as 'mac' ('我是在mac上做的测试'), or an egg built for macOS 10.x in the traceback's paths,
  in a post dated before the first Apple-silicon Mac: an Intel Mac (as mac-in-dated-post reads a Mac model).
- torch's version in the name of the egg a traceback loads it from ('torch-0.4.0-py3.6-macosx-10.13-x86_64.egg').
- The Python in a person's list of pins ('(Turi Create==5.5, python==3.6, mxnet==1.1.0.post0)') and after 'my python
  version:' ('This is my python version：Python 2.7.15').
- Two torch releases the same code ran on ('Run this code with pytorch 1.2 and 1.3'): older than the one after both.
- MPS said to make a run a factor faster ('`device = "mps"` makes both training and inference ~ an order of magnitude
  faster'): MPS works.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/thunlp/OpenNRE/issues/230 (dev 3574)
OPENNRE_230 = r"""# 执行测试脚本报错：RuntimeError: error executing torch_shm_manager

longmingg · description · 2020-03-08
执行测试脚本python example/train_wiki80_cnn_softmax.py
然后会报如下错误: RuntimeError: error executing torch_shm_manager at "/Users/longminggang/anaconda3/envs/deepkeTest/lib/python3.7/site-packages/torch/bin/torch_shm_manager" at ../torch/lib/libshm/core.cpp:99
然后会一直卡住

想请问一下这是什么情况，软件环境好像都没有问题，是内存配置的原因么，我是在mac上做的测试，选择的cpu模式，期待您的回复！

具体日志如下：
Initializing hyperparameters...
Finished!
Initializing word embedding with word2vec...
Finished!
=== Epoch 0 train ===
  0%|                                                       | 0/1575 [00:00<?, ?it/s]Traceback (most recent call last):
Traceback (most recent call last):
  File "/Users/longminggang/anaconda3/envs/deepkeTest/lib/python3.7/multiprocessing/queues.py", line 236, in _feed
    obj = _ForkingPickler.dumps(obj)
  File "/Users/longminggang/anaconda3/envs/deepkeTest/lib/python3.7/multiprocessing/reduction.py", line 51, in dumps
    cls(buf, protocol).dump(obj)
  File "/Users/longminggang/anaconda3/envs/deepkeTest/lib/python3.7/multiprocessing/queues.py", line 236, in _feed
    obj = _ForkingPickler.dumps(obj)
  File "/Users/longminggang/anaconda3/envs/deepkeTest/lib/python3.7/multiprocessing/reduction.py", line 51, in dumps
    cls(buf, protocol).dump(obj)
  File "/Users/longminggang/anaconda3/envs/deepkeTest/lib/python3.7/site-packages/torch/multiprocessing/reductions.py", line 324, in reduce_storage
"""
# https://github.com/junyanz/pytorch-CycleGAN-and-pix2pix/issues/286 (dev 3572)
CYCLEGAN_286 = r"""# MacOS - RuntimeError: error executing torch_shm_manager

l2late · description · 2018-06-05
Hello everyone,
First ever issue post for me. I'm not sure it's posted at the right place as this could also be a problem caused by PyTorch.

When running:

`python3 train.py --dataroot ./datasets/maps --name maps_cyclegan --model cycle_gan --no_dropout --gpu_ids -1
`
The program runs fine until after network initialization.
I get this error:

```
---------- Networks initialized -------------
[Network G_A] Total number of parameters : 11.378 M
[Network G_B] Total number of parameters : 11.378 M
[Network D_A] Total number of parameters : 2.765 M
[Network D_B] Total number of parameters : 2.765 M
-----------------------------------------------
create web directory ./checkpoints/maps_cyclegan/web...
Traceback (most recent call last):
  File "train.py", line 25, in <module>
    for i, data in enumerate(dataset):
  File "/Users/lucadelaat/Stack/Master/deep_learning/SuperResolution/pytorch-CycleGAN-and-pix2pix/data/__init__.py", line 51, in __iter__
    for i, data in enumerate(self.dataloader):
  File "/usr/local/lib/python3.6/site-packages/torch-0.4.0-py3.6-macosx-10.13-x86_64.egg/torch/utils/data/dataloader.py", line 286, in __next__
    return self._process_next_batch(batch)
"""
# https://github.com/pytorch/examples/issues/370 (dev 3573)
EXAMPLES_370 = r"""# MacOS - RuntimeError: error executing torch_shm_manager

l2late · description · 2018-06-09
I try to run the super-resolution example but I get a runtime error:

Command:
`$ python3 main.py --upscale_factor 3 --batchSize 4 --testBatchSize 100 --nEpochs 30 --lr 0.001`

Error
```
Namespace(batchSize=4, cuda=False, lr=0.001, nEpochs=30, seed=123, testBatchSize=100, threads=4, upscale_factor=3)
===> Loading datasets
downloading url  http://www2.eecs.berkeley.edu/Research/Projects/CS/vision/bsds/BSDS300-images.tgz
Extracting data
===> Building model
Traceback (most recent call last):
  File "main.py", line 81, in <module>
    train(epoch)
  File "main.py", line 48, in train
    for iteration, batch in enumerate(training_data_loader, 1):
  File "/usr/local/lib/python3.6/site-packages/torch-0.4.0-py3.6-macosx-10.13-x86_64.egg/torch/utils/data/dataloader.py", line 286, in __next__
    return self._process_next_batch(batch)
  File "/usr/local/lib/python3.6/site-packages/torch-0.4.0-py3.6-macosx-10.13-x86_64.egg/torch/utils/data/dataloader.py", line 307, in _process_next_batch
    raise batch.exc_type(batch.exc_msg)
RuntimeError: Traceback (most recent call last):
  File "/usr/local/lib/python3.6/site-packages/torch-0.4.0-py3.6-macosx-10.13-x86_64.egg/torch/utils/data/dataloader.py", line 57, in _worker_loop
    samples = collate_fn([dataset[i] for i in batch_indices])
"""
# https://github.com/apple/turicreate/issues/1897 (dev 3568)
TURICREATE_1897 = r"""# Error image_classifier, load_model

kuri54 · comment · 2019-05-19
Additional Information:
This error does not appear on iMac Pro (Turi Create==5.5, python==3.6, mxnet==1.1.0.post0).
I get this error on my MacBook Pro (Turi Create==5.1, 5.4, 5.5, python==3.6, mxnet==1.1.0, 1.1.0.post0).

It seems that the parameters of ResNet 50 have not been downloaded successfully.

TobyRoseman · comment · 2019-05-20
@kuri54 - Try clearing your Turi Create model cache. 

Run the following to determine the path of your model cache:
```python
import turicreate as tc
print(tc.config.get_runtime_config()['TURI_CACHE_FILE_LOCATIONS'] + 'model_cache')
```
Try deleting all files in this directory.

kuri54 · comment · 2019-05-22
@TobyRoseman 

I fixed it as you wrote.
Thanks!
"""
# https://github.com/apple/turicreate/issues/1245 (dev 3569)
TURICREATE_1245 = r"""# Run tc.image_classifier.create failed

fredwzp · description · 2018-12-09
Hi ,everybody,

Recently I have been exploring the image classifier library.
After several weeks success ,unluckily I have been experiencing errors in the function of tc.image_classifier.creat.
This is my python version：Python 2.7.15

Run the code:
`model = tc.image_classifier.create(train_data, target='label')`

then it return to me:
```
---------------------------------------------------------------------------
ToolkitError                              Traceback (most recent call last)
<ipython-input-13-0b735449dfb3> in <module>()
----> 1 model = tc.image_classifier.create(train_data, target='label')

/anaconda2/lib/python2.7/site-packages/turicreate/toolkits/image_classifier/image_classifier.pyc in create(dataset, target, feature, model, validation_set, max_iterations, verbose, seed, batch_size)
    145         feature = _tkutl._find_only_image_column(dataset)
    146 
--> 147     feature_extractor = _image_feature_extractor._create_feature_extractor(model)
    148 
    149     # Extract features

/anaconda2/lib/python2.7/site-packages/turicreate/toolkits/_image_feature_extractor.pyc in _create_feature_extractor(model_name)
     36 
     37     result = extensions.__dict__["image_deep_feature_extractor"]()
---> 38     result.init_options({'model_name': model_name, 'download_path': download_path})
     39     return result
"""
# https://github.com/pytorch/pytorch/issues/29325 (dev 3565)
PYTORCH_29325 = r"""# Multiprocess data loader crash/hang in v1.3

pdwilson12 · description · 2019-11-06
## 🐛 Bug

When I use a data loader with num_workers > 0, each worker crashes trying to get the shared-storage file name. The code works with num_workers=0 and under pytorch v1.2 in both single and multi-process modes.

## To Reproduce

Run this code with pytorch 1.2 and 1.3:

    #! /usr/bin/env python

    import torch
    import math

    # Dataset code copied from torch.utils.data.IterableDataset example:
    #    https://pytorch.org/docs/stable/data.html#torch.utils.data.IterableDataset
    class MyIterableDataset(torch.utils.data.IterableDataset):
        def __init__(self, start, end):
            super(MyIterableDataset).__init__()
            assert end > start, "this example code only works with end >= start"
            self.start = start
            self.end = end
"""
# https://github.com/mlfoundations/open_clip/pull/654 (dev 3567)
OPEN_CLIP_654 = r"""# use MPS and explicitly disable autocast & GradScaler for non-CUDA

EIFY · description · 2023-10-04
`device = "mps"` makes both training and inference ~ an order of magnitude faster on newer Macs, `torch==2.2.0.dev20231002`:

Training: [MPS vs. CPU](https://api.wandb.ai/links/eify/y7r3yzwb), RN50 model (username redacted)
```
python3 -m training.main \
    --report-to wandb \
    --name MPS-batch-512 \
    --save-frequency 1 \
    --train-data="/Users/█/Downloads/redcaps_v1.0_annotations/tarfiles/redcaps_combined_{00000000..00000585}.tar" \
    --train-num-samples 585668 \
    --dataset-type webdataset \
    --warmup 1000 \
    --batch-size=512 \
    --lr=5e-4 \
    --wd=0.1 \
    --epochs=5 \
    --workers=0 \
    --model RN50
```
<img width="373" alt="Screenshot 2023-10-04 at 1 35 32 PM" src="https://github.com/mlfoundations/open_clip/assets/2584418/b698756d-9c80-4f87-b40d-ccd4ddc7991a">

Inference:
```

time python3 -m training.main \
    --imagenet-val="/Users/█/Downloads/ImageNetV2-val/" \
    --model RN50 \
    --pretrained logs/MPS-batch-512/checkpoints/epoch_5.pt \

mps:

2023-10-04,13:00:17 | INFO | Starting zero-shot imagenet.
2023-10-04,13:00:17 | INFO | Building zero-shot classifier
2023-10-04,13:00:17 | WARNING | MPS devices do not support AMP yet: https://github.com/pytorch/pytorch/issues/88415 Disabling AMP and falling back to FP32.
"""
# https://github.com/deepchem/deepchem/issues/1469 (dev 2438)
DEEPCHEM_1469 = r"""deepchem tutorials errors

So-hyeon · description · 2018-12-21
l did installed deepchem(reference https://github.com/deepchem/deepchem) 
![2018-12-21 7 07 58](https://user-images.githubusercontent.com/45989427/50337245-da09a380-0553-11e9-905b-58ca6151e1e0.png)

And I try to example of deepchem's  tutorial via jupyter notebook. 
But It is doesn't work.
 
![2018-12-21 6 13 20](https://user-images.githubusercontent.com/45989427/50336926-d1fd3400-0552-11e9-8682-732bcf91fb09.png)
![2018-12-21 6 13 37](https://user-images.githubusercontent.com/45989427/50336929-d4f82480-0552-11e9-8761-e9d39d1a2324.png)

And "import deepchem" doesn't work.
![2018-12-21 7 09 14](https://user-images.githubusercontent.com/45989427/50337286-f574ae80-0553-11e9-889d-db2bd851557c.png)

RodrigoZepeda · comment · 2019-04-22
I had a similar issue with the installation. This worked for me on Ubuntu albeit it failed on Mac:
```
#Create an environment
conda create -n deepchemenv

#Enter the environment
conda activate deepchemenv

#Install inside it
conda install -c deepchem -c rdkit -c conda-forge -c omnia deepchem=2.1.0
```

rbharath · comment · 2020-02-26
This works with DeepChem 2.3.0 (checked on Mac recently) so going to close this issue. Please feel free to re-open if necessary.
"""
# https://github.com/deepchem/deepchem/issues/1019 (dev 2436)
DEEPCHEM_1019 = r"""Installation issues?

rbharath · description · 2018-01-09
Copying over an error report on installation received over email:

I tried using Anaconda to install and followed the documentation: 

```
conda install -c deepchem -c rdkit -c conda-forge -c omnia deepchem=1.3.0
```

and got this error message: 

```
PackagesNotFoundError: The following packages are not available from current channels:

  - deepchem=1.3.0

https://github.com/deepchem/deepchem
```

The other installation steps were a pain in the neck - need to make this simpler.

lilleswing · comment · 2018-01-09
There are no osx builds right now on anaconda cloud.  Is that the issue?

lilleswing · comment · 2018-01-09
https://anaconda.org/deepchem/deepchem/files

rbharath · comment · 2018-01-09
I suspect that's probably the issue. Will follow up with the reporter and point them to this issue.

Could we get OSX anaconda builds going?

lilleswing · comment · 2018-01-09
Yeah you just need to do run [cond_build.sh](https://github.com/deepchem/deepchem/blob/master/devtools/jenkins/conda_build.sh) file from an osx machine with upload rights to our anaconda cloud.

lilleswing · comment · 2018-01-09
p.s. please use DC 1.3.1 also which solves backward compatable datasets or else they will have migration steps when going to DC 2.0.0

brookewenig · comment · 2018-01-10
I'm getting issues when trying to install via Anaconda on OSX. I followed the docs at https://anaconda.org/omn
"""
# code-search index id 71072556002 (a design note, not a report): a device check that makes tests require something
DEVICE_CHECK_NOTE = """`provenance.run.{started_utc, finished_utc}` is what the ledger's `_closed_row` reads (`phase36_ledger.py:67` `RECORD_CLOCK`); `device == "mps"` makes `tests/test_phase36_ledger.py:722-733` require that the end line names `results/phase38_rank.json` — commit the ledger before the record."""
# code-search index id 19144928150 (a README's dependencies)
README_DEPENDENCIES = """## Dependencies

- Compatible with PyTorch 1.8.2 and Python 3.8.
- Dependencies can be installed using `requirements.txt`."""


def _undated(text: str) -> str:
    """The same thread with its post headers taken off: nothing dates its posts."""
    return "\n".join(line for line in text.splitlines() if " · description · " not in line and " · comment · " not in line)


def test_own_mac_named_as_mac_in_a_post_dated_before_apple_silicon_is_an_intel_mac() -> None:
    facts, _ = read(OPENNRE_230)
    assert facts["host.arm64_capable"] == 0
    assert facts["host.cpu_brand"] == "Intel"
    found = ids(OPENNRE_230)
    assert "intel-mac" in found
    assert "apple-silicon" not in found and "not-a-mac" not in found


def test_macos_10_egg_in_a_post_dated_before_apple_silicon_is_an_intel_mac() -> None:
    for text in (CYCLEGAN_286, EXAMPLES_370):
        facts, _ = read(text)
        assert facts["host.arm64_capable"] == 0
        found = ids(text)
        assert "intel-mac" in found
        assert "apple-silicon" not in found and "torch-x86-build" not in found


def test_undated_mac_word_and_egg_are_not_read_by_date() -> None:
    for text in (OPENNRE_230, CYCLEGAN_286):
        facts, _ = read(_undated(text))
        assert facts.get("host.arm64_capable") is None
        assert "intel-mac" not in ids(_undated(text))


def test_a_mac_that_is_not_the_writers_is_not_read_by_date() -> None:
    # a commenter's 'failed on Mac' (2019) and a build wanted 'from an osx machine' (2018): no machine of the writer
    for text in (DEEPCHEM_1469, DEEPCHEM_1019):
        facts, _ = read(text)
        assert facts.get("host.arm64_capable") is None
        assert "intel-mac" not in ids(text)


def test_torch_version_from_the_egg_a_traceback_loads() -> None:
    for text in (CYCLEGAN_286, EXAMPLES_370):
        facts, _ = read(text)
        assert facts["torch.version"] == "0.4.0"
        assert facts["python.version"] == "3.6"
        # an Intel Mac cannot upgrade torch: torch-no-x86-mac-wheels says so, not torch-outdated
        assert "torch-no-x86-mac-wheels" in ids(text)


def test_python_in_a_list_of_pins() -> None:
    facts, _ = read(TURICREATE_1897)
    assert facts["python.version"] == "3.6"
    found = ids(TURICREATE_1897)
    assert "python-too-old" in found and "intel-mac" in found
    # a pin list that holds no Python pin gives none
    facts, _ = read("I get this error on my MacBook Pro (Turi Create==5.1, 5.4, 5.5, mxnet==1.1.0, 1.1.0.post0).")
    assert "python.version" not in facts


def test_python_after_my_python_version_colon() -> None:
    facts, _ = read(TURICREATE_1245)
    assert facts["python.version"] == "2.7.15"
    assert "python-too-old" in ids(TURICREATE_1245)


def test_two_torch_releases_the_code_ran_on() -> None:
    facts, _ = read(PYTORCH_29325)
    assert facts["torch.older_than"] == "1.4"
    assert "torch-outdated" in ids(PYTORCH_29325)
    assert "mps-available" not in ids(PYTORCH_29325)
    # a README's 'PyTorch 1.8.2 and Python 3.8': one torch, and no bound from a pair
    facts, _ = read(README_DEPENDENCIES)
    assert facts.get("torch.older_than") is None


def test_mps_said_to_make_training_faster() -> None:
    facts, _ = read(OPEN_CLIP_654)
    assert facts["torch.mps_available"] is True
    found = ids(OPEN_CLIP_654)
    assert "mps-available" in found
    assert "mps-unavailable" not in found and "mps-fallback" not in found
    facts, _ = read(DEVICE_CHECK_NOTE)
    assert facts.get("torch.mps_available") is None
