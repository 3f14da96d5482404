# ruff: noqa: E501, W291  (real pasted lines are kept whole, trailing spaces included)
"""Clue families the never-seen batch 6000-6010 (meta-learning, few-shot and metric-learning libraries: torchmeta,
learn2learn, easyfsl, pytorch-metric-learning) exposed, each read from real text.

- A module under <folder at the disk's root>/…/lib/python3.X/site-packages/ names the minor version of the Python that
  loaded it, whatever the root folder ('/root/anaconda3/lib/python3.7/site-packages/…', '/data/…', '/workspace/…'),
  as it did under /Users, /home, /opt and /usr; not inside a URL or after a Windows drive.
- A conda build string whose variant tags come before its Python tag ('gpu_py37_21932.g39c5d28', 'gpu_py37h…',
  'cuda112py39h…', 'cpu_generic_py310h…') names the environment's Python minor, as 'py37h…' does; a row's channel URL
  that a hard wrap put on a line of its own does not end the listing.
- A request to install a package for the ppc64le architecture ('help installing torchmeta (for ppc64le IBM
  architecture)') is about the asker's machine, a Linux one; wheels or builds for it are not.
"""

from __future__ import annotations

import pytest
from pasted import fact, raised

# https://github.com/tristandeleu/pytorch-meta/issues/95 (dev 6001), the whole stored thread
PYTORCH_META_95 = """# help installing torchmeta (for ppc64le IBM architecture)

brando90 · description · 2020-09-22
I got the following error:

```
ERROR: Could not find a version that satisfies the requirement torch<1.7.0,>=1.4.0 (from torchmeta) (from versions: 0.1.2, 0.1.2.post1, 0.1.2.post2)
ERROR: No matching distribution found for torch<1.7.0,>=1.4.0 (from torchmeta)
```

unfortunately, the cluster I use has only 1.3.1 and I believe it's due to hardware stuff. They don't use x86 basically.

what are solutions for me?

----

SO: https://stackoverflow.com/questions/64049603/how-does-one-install-torchmeta-for-a-ppc64le-architecture-in-pytorch
SO: https://stackoverflow.com/questions/64033543/force-installing-torchvision-0-4-2-when-i-am-forced-to-use-pytorch-1-3-1-due-to
ibm issue: https://github.com/IBM/powerai/issues/268

brando90 · comment · 2020-09-22
when through the whole history of releases none worked: https://pypi.org/project/torchmeta/#history

with command `pip install torchmeta=x.x.x'

brando90 · comment · 2020-09-22
My versions:

```
torchvision-base          0.4.2 
pytorch                   1.3.1            21932.g39c5d28    https://public.dhe.ibm.com/ibmdl/export/pub/software/server/ibm-ai/conda
pytorch-base              1.3.1           gpu_py37_21932.g39c5d28    https://public.dhe.ibm.com/ibmdl/export/pub/software/server/ibm-ai/conda
```

brando90 · comment · 2020-09-22
any version that works with the above should be fine"""

# https://github.com/KevinMusgrave/pytorch-metric-learning/issues/95 (dev 6010), the stored description
PML_95 = """# RuntimeError: expected a non-empty list of Tensors

youth123 · description · 2020-05-10
When I followed the cascaded example, I just removed the dataparallel code and met the issue.

> INFO:root:TRAINING EPOCH 1
total_loss=43.34527:   2%|▍                   | 84/3750 [00:14<10:26,  5.85it/s]Traceback (most recent call last):
  File "/root/toyer/cur_ali_img_retrieval_v6/CascadedEmbeddings.py", line 187, in <module>
    trainer.train(num_epochs=num_epochs)
  File "/root/anaconda3/lib/python3.7/site-packages/pytorch_metric_learning/trainers/base_trainer.py", line 83, in train
    self.forward_and_backward()
  File "/root/anaconda3/lib/python3.7/site-packages/pytorch_metric_learning/trainers/base_trainer.py", line 110, in forward_and_backward
    self.calculate_loss(self.get_batch())
  File "/root/anaconda3/lib/python3.7/site-packages/pytorch_metric_learning/trainers/cascaded_embeddings.py", line 26, in calculate_loss
    self.losses[curr_loss_name] += self.maybe_get_metric_loss(e, labels, indices_tuple, curr_loss_name)
  File "/root/anaconda3/lib/python3.7/site-packages/pytorch_metric_learning/trainers/cascaded_embeddings.py", line 38, in maybe_get_metric_loss
    return self.loss_funcs[curr_loss_name](embeddings, labels, indices_tuple)
  File "/root/anaconda3/lib/python3.7/site-packages/torch/nn/modules/module.py", line 547, in __call__"""


def test_a_site_packages_path_under_root_names_the_python() -> None:
    assert fact(PML_95, "python.version") == "3.7"
    found = raised(PML_95)
    assert {"not-a-mac", "python-too-old"} <= found and not found & {"apple-silicon", "intel-mac"}


@pytest.mark.parametrize(("line", "python"), [
    ('  File "/root/anaconda3/lib/python3.7/site-packages/torch/nn/modules/module.py", line 547, in __call__', "3.7"),
    ('  File "/data/zcw/anaconda3/envs/mip/lib/python3.8/site-packages/nvdiffrast/torch/ops.py", line 248, in forward', "3.8"),
    ("/workspace/venv/lib/python3.11/site-packages/transformers/utils/generic.py:12: UserWarning: boom", "3.11"),
    ("> File '/scratch/me/envs/x/lib/python3.9/site-packages/learn2learn/algorithms/maml.py', line 169, in adapt", "3.9"),
    ("ImportError: /mnt/sdb/conda/lib/python3.10/site-packages/faiss/_swigfaiss.so: undefined symbol: x", "3.10"),
    ("Installing to /srv/app/.venv/lib/python3.12/site-packages/easyfsl-1.5.0.dist-info", "3.12"),
])
def test_site_packages_paths_under_other_roots_read_the_same(line: str, python: str) -> None:
    assert fact(line, "python.version") == python, line


@pytest.mark.parametrize("line", [
    "see https://github.com/a/b/blob/main/lib/python3.7/site-packages/foo/x.py",
    "https://host.example/lib/python3.7/site-packages/foo/",
    "C:/envs/lib/python3.7/site-packages/foo/x.py",
    "copied to /root/anaconda3/lib/python3.7/site-packages",
    "the folder lib/python3.7/site-packages/foo/ is read-only",
])
def test_site_packages_text_that_is_no_module_path_is_not_read(line: str) -> None:
    assert fact(line, "python.version") is None, line


def test_a_variant_tagged_conda_build_names_the_python() -> None:
    assert fact(PYTORCH_META_95, "python.version") == "3.7"
    assert "python-too-old" in raised(PYTORCH_META_95)


_LISTING = "# Name                    Version                   Build  Channel\n{row}\nzlib                      1.2.11               h7b6447c_3\nca-certificates           2020.1.1                      0\n"


@pytest.mark.parametrize(("row", "python"), [
    ("pytorch-base              1.3.1           gpu_py37_21932.g39c5d28    https://public.dhe.ibm.com/ibmdl/export/pub/software/server/ibm-ai/conda", "3.7"),
    ("tensorflow-base           2.1.0           gpu_py37h6c5654b_0", "3.7"),
    ("tensorflow-base           2.3.0           mkl_py38h5059a2d_0", "3.8"),
    ("pytorch                   1.10.2          cuda112py39h716d6ff_200    conda-forge", "3.9"),
    ("pytorch                   2.1.0           cpu_generic_py310h3b9e3b4_0    conda-forge", "3.10"),
])
def test_variant_tagged_build_variants_read_the_same(row: str, python: str) -> None:
    assert fact(_LISTING.format(row=row), "python.version") == python, row


@pytest.mark.parametrize("row", [
    "tqdm                      4.64.0             pyhd8ed1ab_0    conda-forge",
    "six                       1.16.0             py_0",
    "torch                     1.3.1                    pypi_0    pypi",
    "libfoo                    1.0                gpu_h1234567_0",
])
def test_builds_that_name_no_python_are_not_read(row: str) -> None:
    assert fact(_LISTING.format(row=row), "python.version") is None, row


def test_two_pythons_in_builds_decide_nothing() -> None:
    rows = "pytorch-base 1.3.1 gpu_py37_21932.g39c5d28 x\nnumpy 1.18.1 py38h4f9e942_0 x"
    assert fact(_LISTING.format(row=rows), "python.version") is None


def test_installing_for_ppc64le_is_a_linux_machine() -> None:
    assert fact(PYTORCH_META_95, "host.os") == "Linux"
    found = raised(PYTORCH_META_95)
    assert "not-a-mac" in found and not found & {"apple-silicon", "intel-mac"}


@pytest.mark.parametrize("line", [
    "# help installing torchmeta (for ppc64le IBM architecture)",
    "How do I install pytorch for ppc64le?",
    "help installing torch for a ppc64le machine",
    "I am installing tensorflow for the IBM ppc64le architecture.",
    "> installed faiss-cpu for ppc64le from source",
])
def test_install_for_ppc64le_variants_read_the_same(line: str) -> None:
    assert fact(line, "host.os") == "Linux", line


@pytest.mark.parametrize("line", [
    "Please publish wheels for ppc64le.",
    "Can you build torch for ppc64le?",
    "support for ppc64le architecture would be nice",
    "I want to install pytorch for ppc64le and x86_64",
])
def test_ppc64le_as_a_target_is_not_read(line: str) -> None:
    assert fact(line, "host.os") is None, line


def test_a_mac_named_after_the_install_stays_a_mac() -> None:
    line = "installing torchmeta for ppc64le works but not on my MacBook M1"
    assert fact(line, "host.os") == "Darwin"


def test_a_listing_row_whose_channel_url_a_wrap_moved_still_reads() -> None:
    rows = ("torchvision-base          0.4.2\n"
            "pytorch                   1.3.1            21932.g39c5d28\n"
            "https://public.dhe.ibm.com/ibmdl/export/pub/software/server/ibm-ai/conda\n"
            "pytorch-base              1.3.1           gpu_py37_21932.g39c5d28\n"
            "https://public.dhe.ibm.com/ibmdl/export/pub/software/server/ibm-ai/conda\n")
    assert fact(rows, "python.version") == "3.7"
    assert fact(rows, "torch.version") == "1.3.1"

