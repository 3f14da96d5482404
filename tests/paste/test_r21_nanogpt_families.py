# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3820-3830 (training small language models from scratch on Macs: nanoGPT,
llama2.c, llm.c, minimind, tinygrad) exposed, each read from real text.

- A training log whose epoch is counted as [done/total] ('Epoch:[1/1](0/44160) loss:8.932', 'Epoch [1/10], Step
  [100/600], Loss: 0.2345') after --device mps: the run computed on MPS.
- The loss said NaN in the program's words ('I get "ValueError: loss is nan"') after the device was added in words
  ('add device "mps:0" to the parameters'): the run reached MPS.
- A run's speed as a multiple of the CPU's ('the training speed is 6-7 times that of "cpu"') where the device is MPS.
- A release named as the one a feature came with ('MPS (introduced in pytorch 2.0.0; ...)'): not the installed torch.
- An environment list whose item after the macOS lines is 'Intel version.': an Intel Mac.
- 'on an old Ubuntu': Linux, with the article and an adjective of the machine's age before the distribution.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/karpathy/llama2.c/pull/379 (dev 3821)
LLAMA2C_379 = r"""# Using Metal allows training on the GPU of Apple devices

gklab · description · 2023-09-03
Set the parameter device to "mps" to train on Apple devices. Tested on the M2 Ultra chip, the training speed is 6-7 times that of "cpu".

karpathy · review thread · 2023-09-03
train.py:33
```diff
@@ -27,10 +27,10 @@
 from model import Transformer, ModelArgs
 from torch.distributed import destroy_process_group, init_process_group
 from torch.nn.parallel import DistributedDataParallel as DDP
-
+import torch._dynamo
 from tinystories import Task
 from export import model_export
-
+torch._dynamo.config.suppress_errors = True
```
**karpathy**:
not familiar with these, why did you add these two lines? are they safe? importing _modules feels wrong

**gklab** (author):
Yes, this approach is extreme.
I just adjusted to turn off compilation optimization under MPS. Because the compilation of torch is not complete for MPS, it currently supports backend="aot_eager", but the speed is a little slower than not compiling.

**gklab** (author):
In addition, the reason why adding these two lines can make mps run normally is because mps will report an error when compiling, and then ignore the compilation behavior. That is to say, mps training is not compiled.
"""

# https://github.com/princeton-nlp/TransformerPrograms/issues/6 (dev 3824)
TRANSFORMERPROGRAMS_6 = r"""# Loss is nan Macbook M3 MPS

SebastiaanBeekman · description · 2024-03-21
Hi,
I'm reproducing the table 1 results from the paper as a project. I was able to do this quite easily due to the wonderful documentation! However, I did this using the CPU of my macbook M3 as cuda is not available. When I try using MPS (introduced in pytorch 2.0.0; Introduced possible version issues?) and add device "mps:0" to the parameters, I get "ValueError: loss is nan". I played around with different parameter values and this does not change the error.

While I understand that this was not intended to be used with MPS, I am still curious on your thoughts. 

Thank you in advance.
"""

# https://github.com/jingyaogong/minimind/issues/200 (dev 3825)
MINIMIND_200 = r"""# 模型训练支持Apple MPS吗？

wisepmlin · comment · 2025-04-20
Apple M2 Max，执行一条后471
.venv(base) XXXXXX % python train_pretrain.py --device mps
LLM总参数量：25.830 百万
Epoch:[1/1](https://github.com/jingyaogong/minimind/issues/0/44160) loss:8.932 lr:0.000550000000 epoch_Time:6807.0min:
Epoch:https://github.com/jingyaogong/minimind/issues/100/44160 loss:6.404 lr:0.000549993674 epoch_Time:471.0min:
"""

# https://github.com/karpathy/llm.c/issues/69 (dev 3829)
LLMC_69 = r"""# [build failed]Compiler encountered an internal error

hhhaiai · description · 2024-04-11
## env
* system
    - ProductName:    macOS
    - ProductVersion: 12.6.1
    - Intel version.
* python: 
     - Python 3.12.1 (v3.12.1:2305ca5144, Dec  7 2023, 17:23:39) [Clang 13.0.0 (clang-1300.0.29.30)] on darwin

## log

```

$python train_gpt2.py 
using device: mps
loading weights from pretrained gpt: gpt2
model.safetensors: 100%|██████████████████████████████████████████████████████████████████| 548M/548M [00:38<00:00, 14.2MB/s]
generation_config.json: 100%|████████████████████████████████████████████████████████████████| 124/124 [00:00<00:00, 784kB/s]
loading cached tokens in data/tiny_shakespeare_val.bin
/AppleInternal/Library/BuildRoots/a0876c02-1788-11ed-b9c4-96898e02b808/Library/Caches/com.apple.xbs/Sources/MetalPerformanceShaders/MPSCore/Utility/MPSLibrary.mm:504: failed assertion `MPSKernel MTLComputePipelineStateCache unable to load function copyNDArrayData.
        Compiler encountered an internal error: (null)
'
Abort trap: 6
/Library/Frameworks/Python.framework/Versions/3.12/lib/python3.12/multiprocessing/resource_tracker.py:254: UserWarning: resource_tracker: There appear to be 1 leaked semaphore objects to clean up at shutdown
  warnings.warn('resource_tracker: There appear to be %d '
```
"""

# https://github.com/karpathy/llama2.c/issues/520 (dev 3830)
LLAMA2C_520 = r"""# Not an issue: Asking for help

Hjertesvikt · description · 2024-05-09
Hi all and thanks for this marvelous piece of code.
I tried to wet my feet at LLMs so I sought to train a new LLM with this code on an old Ubuntu with an old Nvidia card GTX 750.
I managed to create a giant JSON file (yet I mixed up key and value) from 250 MB of text.
Then I split this giant JSON in 10 shards.
As I uploaded manually the shards on my computer, there was no need for:
**python tinystories.py download**

Then (after some trials and errors and customizing tinystories.py to run on CPU only) I ran:
**python tinystories.py train_vocab --vocab_size=4096
python tinystories.py pretokenize --vocab_size=4096**

The computer complains if I run without  **--vocab_size=4096**

The computer at last didn't complain so I got a file **tok4096.model** in **data** folder.

Then I ran:
**python train.py --vocab_source=custom --vocab_size=4096**

This is where I got this error:
_jplr@jplr-Station:~/Documents/llama2.c$ python3 train.py --vocab_source=custom --vocab_size=4096
Download done.
Number of shards: 10
Example story:
{'text': 'story', 'label': '###24491034. background\tthe emergence of hiv as a chronic condition means that people living with hiv are required to take more responsibility for the self-management of their condition , including making physical , emotional and social adjustments .'}
Overriding: vocab_source = custom
Overriding: vocab_size = 4096
"""



def test_epoch_counted_in_brackets_after_device_mps_is_an_mps_run() -> None:
    facts, _ = read(MINIMIND_200)
    assert facts["torch.mps_available"] is True
    found = ids(MINIMIND_200)
    assert "mps-available" in found and "apple-silicon" in found
    # the same log as minimind prints it (before GitHub made a link of the batch counter), and the tutorials' form
    for log in ("Epoch:[1/1](0/44160) loss:8.932 lr:0.000550000000 epoch_Time:6807.0min:",
                "Epoch [1/10], Step [100/600], Loss: 0.2345"):
        facts, _ = read(f"On my M2 Max:\npython train_pretrain.py --device mps\n{log}\n")
        assert facts["torch.mps_available"] is True
    # not the CPU's run, nor the setting without a loss line after it, nor an epoch line without a loss
    facts, _ = read("On my M2 Max:\npython train_pretrain.py --device cpu\nEpoch:[1/1](0/44160) loss:8.932\n")
    assert facts.get("torch.mps_available") is None
    facts, _ = read("On my M2 Max:\npython train_pretrain.py --device mps\nEpoch [1/10] done\n")
    assert facts.get("torch.mps_available") is None


def test_loss_nan_after_the_device_added_in_words_is_an_mps_run() -> None:
    facts, _ = read(TRANSFORMERPROGRAMS_6)
    assert facts["torch.mps_available"] is True
    found = ids(TRANSFORMERPROGRAMS_6)
    assert "mps-available" in found and "apple-silicon" in found
    assert "mps-unavailable" not in found
    # another device added: no MPS
    facts, _ = read('On my macbook M3, when I add device "cuda:0" to the parameters, I get "ValueError: loss is nan".')
    assert facts.get("torch.mps_available") is None


def test_speed_as_a_multiple_of_the_cpus_on_mps() -> None:
    facts, _ = read(LLAMA2C_379)
    assert facts["torch.mps_available"] is True
    assert "mps-available" in ids(LLAMA2C_379)
    facts, _ = read('Set device to "mps". On my M1 the training speed is 3 times faster than the CPU.')
    assert facts["torch.mps_available"] is True
    # an expectation, another accelerator named, or an NVIDIA GPU: not MPS's speed
    for text in ('Set device to "mps". On my M1 it should be 5 times faster than the CPU.',
                 'Set device to "mps". With MLX the training speed is 3 times that of the CPU.',
                 'device mps on the Mac, but on my RTX 3090 the training speed is 10 times that of the cpu.'):
        facts, _ = read(text)
        assert facts.get("torch.mps_available") is None, text


def test_release_a_feature_came_with_is_not_the_installed_torch() -> None:
    facts, _ = read(TRANSFORMERPROGRAMS_6)
    assert "torch.version" not in facts
    assert "torch-outdated" not in ids(TRANSFORMERPROGRAMS_6)
    facts, _ = read("On my M1, MPS has been supported since PyTorch 1.12.0 and it still fails.")
    assert "torch.version" not in facts
    # the person's own release still counts
    facts, _ = read("On my M1 I use pytorch 2.0.0 and it fails.")
    assert facts["torch.version"] == "2.0.0"


def test_intel_item_in_an_environment_list_is_an_intel_mac() -> None:
    facts, _ = read(LLMC_69)
    assert facts["host.cpu_brand"] == "Intel"
    assert facts["host.arm64_capable"] == 0
    found = ids(LLMC_69)
    assert "intel-mac" in found and "mps-available" in found
    assert "apple-silicon" not in found and "python-x86-on-arm" not in found
    facts, _ = read("## env\n* OS: macOS 14.1\n* Intel chip\n")
    assert facts["host.cpu_brand"] == "Intel"
    # a list of targets, with Apple silicon beside the Intel item, names no machine
    facts, _ = read("Supported:\n- macOS 13+\n- Intel\n- Apple Silicon\n")
    assert facts.get("host.cpu_brand") is None


def test_an_old_ubuntu_is_linux() -> None:
    facts, _ = read(LLAMA2C_520)
    assert facts["host.os"] == "Linux"
    found = ids(LLAMA2C_520)
    assert "not-a-mac" in found and "apple-silicon" not in found
    # a VM a Mac user tested on is not the machine (dev 2690)
    facts, _ = read("- I don't encounter these issues when testing on an ubuntu VM.")
    assert facts.get("host.os") != "Linux"
