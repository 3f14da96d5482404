# ruff: noqa: E501, W291, W293  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3740-3752 (graph neural-network libraries on Macs: torch-scatter / torch-sparse
builds, PyG's MPS examples, sparse tensors on MPS, Spektral) exposed, each read from real text.

- torch's no-kernel message naming the MPS key or device the tensors live on ("Could not run 'new_compressed_tensor'
  from the 'mps:0' device", "Could not run 'aten::bitwise_xor.Tensor_out' with arguments from the 'MPS' backend"):
  MPS works, and what it lacks is named (mps-fallback), as for the 'SparseMPS' backend.
- The person's own versions as 'my torch is 2.8.0' and 'my Python is 3.12.8'.
- A torch after the last x86_64 macOS release (2.2.2) installed on a Mac: an arm64 Python, so Apple silicon; not a
  pinned requirement, a conda package or a local source build.
- Files or examples said to have passed on MPS ('The following files passed successfully on "MPS" device'): MPS works.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/pytorch/pytorch/issues/166426 (dev 3745)
PYTORCH_166426 = r"""# torch sparse arrays don’t work on Mac

AllanRamsay211 · description · 2025-10-28
### 🐛 Describe the bug

I’m trying to use Pytorch on my Mac. Most things are OK, and simple things like getting matrix products are nice and fast, but I need to use sparse arrays to save space. My code using these works fine if I use torch.device(“cpu”) to store my tensors, including sparse ones. If I try to use torch.device(“mps”) to store them everything falls over with 

NotImplementedError: Could not run 'new_compressed_tensor' from the 'mps:0' device.)

If I try to find workarounds, they all fail with similar messages. So basically Pytorch on the Mac is useless (especially since carrying out standard operations on sparse tensors using torch.device(“cpu”) is a bit slower than with simple scipy sparse arrays and they take significantly longer to create)

### Versions

I can’t run 

wget https://raw.githubusercontent.com/pytorch/pytorch/main/torch/utils/collect_env.py

because I can’t write collect_env.py, But my Python is 3.12.8 and my torch is 2.8.0

cc @alexsamardzic @nikitaved @pearu @cpuhrsch @amjames @bhosmer @jcaip @kulinseth @malfet @DenisVieriu97 @jhavukainen

malfet · comment · 2025-10-28
Sounds like a duplicate of https://github.com/pytorch/pytorch/issues/129842

Please note that in 2.9 and nightly some sparse support are present, but pardon the pun, it's still pretty sparse :)
"""
# https://github.com/pytorch/pytorch/issues/129842 (dev 3749)
PYTORCH_129842 = r"""# MPS Sparse Support

rootjalex · description · 2024-06-30
### 🚀 The feature, motivation and pitch

I would like to be able to use `torch.sparse` on Metal, which currently breaks:
```
import torch

assert(torch.backends.mps.is_available())
mps_device = torch.device("mps")

crow_indices = torch.tensor([0, 2, 4], dtype=torch.int32).to(mps_device)
col_indices = torch.tensor([0, 1, 0, 1], dtype=torch.int32).to(mps_device)
values = torch.tensor([1, 2, 3, 4], dtype=torch.float32).to(mps_device)
csr = torch.sparse_csr_tensor(crow_indices, col_indices, values, dtype=torch.float32)
```
with the following error:
```
% python3 file.py
Traceback (most recent call last):
  File "file.py", line 9, in <module>
    csr = torch.sparse_csr_tensor(crow_indices, col_indices, values, dtype=torch.float32)
          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
NotImplementedError: Could not run 'new_compressed_tensor' from the 'mps:0' device.)
```

cc @alexsamardzic @nikitaved @pearu @cpuhrsch @amjames @bhosmer @jcaip @kulinseth @albanD @malfet @DenisVieriu97 @jhavukainen

malfet · comment · 2024-07-01
I believe there were an issue about it somewhere, but can not find it at the moment

qqaatw · comment · 2024-07-05
Relevant: #112849

sophiamaedler · comment · 2024-12-05
I was wondering if there is a timeline for when this might be implemented?
"""
# https://github.com/pyg-team/pytorch_geometric/pull/7770 (dev 3744)
PYG_7770 = r"""# Apple Silicon "MPS" support main examples

NripeshN · description · 2023-07-19
Hi @rusty1s, The following files passed successfully on "MPS" device

NripeshN · comment · 2023-07-19
Hi @rusty1s @wsad1,
I have tested all these examples on my m2 max MacBook Pro and they have successfully run.

rusty1s · review thread · 2023-07-19
examples/argva_node_clustering.py:24
```diff
@@ -15,7 +15,12 @@
 from torch_geometric.datasets import Planetoid
 from torch_geometric.nn import ARGVA, GCNConv
 
-device = torch.device('cuda' if torch.cuda.is_available() else 'cpu')
+if torch.cuda.is_available():
+    device = torch.device('cuda')
+elif hasattr(torch.backends, 'mps') and torch.backends.mps.is_available():
+    device = torch.device('mps')
+else:
+    device = torch.device('cpu')
 transform = T.Compose([
```
**rusty1s**:
```suggestion
    device = torch.device('cpu')

transform = T.Compose([
```
"""
# a metric-learning miner on mps embeddings (found with the code search)
MINER_MPS = r"""embeddings = model(X)

# NotImplementedError: Could not run 'aten::bitwise_xor.Tensor_out' with arguments from the 'MPS' backend
hard_pairs = miner(embeddings, y)
"""
# a troubleshooting page's placeholder op (found with the code search): no run of anyone's
CATALOGUE_PLACEHOLDER = r"""### MPS 不支持某些操作 (Apple Silicon)

```
NotImplementedError: Could not run 'aten::...' with arguments from the 'MPS' backend
```
"""
# the same message on CUDA: not MPS
CUDA_BACKEND = "NotImplementedError: Could not run 'aten::empty.memory_format' with arguments from the 'CUDA' backend."
# dev 246 (https://github.com/hacksider/Deep-Live-Cam/issues/995): a pasted requirements.txt pins torch==2.4.0
REQUIREMENTS_PIN = r"""Im running a macbook running Macos 15.3.1. I have pasted my requirements.txt and logs below.

requirements.txt:
--extra-index-url https://download.pytorch.org/whl/cu118

numpy==2.1.0
torch==2.4.0
torchvision==0.19.0
"""
# https://github.com/pytorch/pytorch/issues/133182: a source build of torch on macOS arm64 (a local version)
LOCAL_BUILD = r"""I'm hitting this assert on my Mac when `relu` is called.

PyTorch version: 2.5.0a0+git79ca596
"""


def test_no_kernel_message_on_the_mps_device_means_mps_works() -> None:
    for text in (PYTORCH_166426, PYTORCH_129842, MINER_MPS):
        facts, _ = read(text)
        assert facts["torch.mps_available"] is True
        found = ids(text)
        assert "mps-available" in found and "mps-fallback" in found
        assert "mps-unavailable" not in found and "torch-not-built-with-mps" not in found
    facts, _ = read(CATALOGUE_PLACEHOLDER)
    assert facts.get("torch.mps_available") is None
    assert "mps-available" not in ids(CATALOGUE_PLACEHOLDER)
    facts, _ = read(CUDA_BACKEND)
    assert facts.get("torch.mps_available") is None and facts.get("host.os") is None


def test_my_torch_is_and_my_python_is() -> None:
    facts, _ = read(PYTORCH_166426)
    assert facts["torch.version"] == "2.8.0"
    assert facts["python.version"] == "3.12.8"
    # not after 'my'/'our': no version read from 'is'
    facts, _ = read("The torch is 2.4.0 in that image and the Python is 3.9.")
    assert facts.get("torch.version") is None and facts.get("python.version") is None


def test_torch_after_the_last_x86_release_on_a_mac_is_apple_silicon() -> None:
    facts, _ = read(PYTORCH_166426)
    assert facts["python.machine"] == "arm64"
    assert facts["host.arm64_capable"] == 1
    found = ids(PYTORCH_166426)
    assert "apple-silicon" in found
    assert "intel-mac" not in found and "torch-no-x86-mac-wheels" not in found


def test_no_arm64_from_a_pin_a_local_build_an_intel_mac_or_another_os() -> None:
    for text in (REQUIREMENTS_PIN, LOCAL_BUILD):
        facts, _ = read(text)
        assert facts.get("python.machine") is None
        assert "apple-silicon" not in ids(text)
    # an Intel Mac named: torch 2.8 there is the wheel gap, never Apple silicon
    text = "On my Intel MacBook Pro (2019) my torch is 2.8.0 and it fails."
    facts, _ = read(text)
    assert facts.get("host.arm64_capable") == 0
    assert "apple-silicon" not in ids(text)
    # no Mac: nothing about the machine
    facts, _ = read("On Ubuntu 22.04 my torch is 2.8.0.")
    assert facts.get("python.machine") is None


def test_files_said_to_pass_on_mps() -> None:
    facts, _ = read(PYG_7770)
    assert facts["torch.mps_available"] is True
    found = ids(PYG_7770)
    assert "mps-available" in found and "apple-silicon" in found
    assert "cuda-available" not in found and "mps-unavailable" not in found
    for text in ("All the examples ran fine on mps.", "The tests passed on mps"):
        assert "mps-available" in ids(text)
    for text in ("Do the examples pass on mps?", "The tests have not passed on mps",
                 "If the examples pass on mps we can merge"):
        facts, _ = read(text)
        assert facts.get("torch.mps_available") is None
