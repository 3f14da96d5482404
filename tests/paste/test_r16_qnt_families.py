# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2418-2433 (quantization, attention-kernel and training-acceleration libraries
people try on Macs: bitsandbytes, xformers, flash-attn, DeepSpeed) exposed, each read from real text.

bitsandbytes' 'CUDA Setup failed despite GPU being available' is raised only when torch.cuda.is_available() is True
(bitsandbytes/cextension.py: `if lib is None and torch.cuda.is_available():`), so torch had a CUDA GPU: not a Mac,
unless the text names the Mac it speaks of.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/bitsandbytes-foundation/bitsandbytes/issues/1307 (title and the stored comments)
BNB_1307 = """RuntimeError: CUDA Setup failed despite GPU being available. Please run the following command to get more information: python -m bitsandbytes Inspect the output of the command and see if you can locat

senzawapoi · comment
> 我也遇到了这个问题，我注意到你的 cude 是 12.4，所以我认为你可以尝试运行这个“pip install bitsandbytes==0.43.1”。我认为它有效。

ty
"""

# https://github.com/yangjianxin1/Firefly/issues/26 (title and the first comment)
FIREFLY_26 = """RuntimeError: CUDA Setup failed despite GPU being available. 使用bitsandbytes0.39.0出错。

BaoyanWang · comment
cuda 版本11.0,看有人说升级到11.8就好了，想咨询一下您的cuda版本
"""

# bitsandbytes 0.39's message as printed, across lines (the Linly#45 and InternVL Q&A shape)
BNB_RAISED = """RuntimeError:
        CUDA Setup failed despite GPU being available. Inspect the CUDA SETUP outputs above to fix your environment!
        If you cannot find any issues and suspect a bug, please open an issue with detals about your environment:
        https://github.com/TimDettmers/bitsandbytes/issues
"""

# https://github.com/bmaltais/kohya_ss/issues/883 (title and the start of the stored log): an M1's bitsandbytes
KOHYA_883 = """Torch not compiled with CUDA enabled on M1 mac

bin /Users/aniketsharma/Documents/taining/kohya_ss/venv/lib/python3.10/site-packages/bitsandbytes/libbitsandbytes_cpu.so
/Users/aniketsharma/Documents/taining/kohya_ss/venv/lib/python3.10/site-packages/bitsandbytes/cextension.py:33: UserWarning: The installed version of bitsandbytes was compiled without GPU support. 8-bit optimizers, 8-bit multiplication, and GPU quantization are unavailable.
"""


def test_bitsandbytes_cuda_setup_failed_despite_gpu_means_torch_had_cuda() -> None:
    for text in (BNB_1307, FIREFLY_26, BNB_RAISED):
        facts, _ = read(text)
        assert facts.get("torch.cuda_available") is True
        found = ids(text)
        assert "not-a-mac" in found
        assert "apple-silicon" not in found and "intel-mac" not in found


def test_a_named_mac_keeps_its_platform_beside_the_message() -> None:
    # the Mac a report names wins over the deduction (the rule yields to any named OS)
    found = ids("On my M1 Mac, bitsandbytes says: CUDA Setup failed despite GPU being available\n")
    assert "apple-silicon" in found
    assert "not-a-mac" not in found
    # bitsandbytes' warning on a Mac is another message: no CUDA is read from it
    facts, _ = read(KOHYA_883)
    assert facts.get("torch.cuda_available") is not True
    found = ids(KOHYA_883)
    assert "apple-silicon" in found and "not-a-mac" not in found


# https://github.com/bitsandbytes-foundation/bitsandbytes/issues/651 (the environment block, without its OS line)
BNB_651_ENV = """【Environment Information】
python 3.9.17
CUDA 11.0
bitsandbytes-0.41.0
"""

# https://github.com/yangjianxin1/Firefly/issues/26 (a comment, alone)
FIREFLY_26_COMMENT = """cuda 版本11.0,看有人说升级到11.8就好了，想咨询一下您的cuda版本
"""


def test_a_cuda_release_given_as_the_machines_is_a_pc() -> None:
    for text in (BNB_651_ENV, FIREFLY_26_COMMENT, "- **CUDA Version**: 12.4\n"):
        found = ids(text)
        assert "not-a-mac" in found, text
        assert "apple-silicon" not in found and "intel-mac" not in found
    # a conda spec it wants is no installed CUDA; a named Mac wins
    assert "not-a-mac" not in ids("dependencies:\n  - python=3.9\n  - cudatoolkit=11.3\n")
    found = ids("MacBook Pro M1 Max, macOS 13.4\nCUDA 11.8\n")
    assert "apple-silicon" in found and "not-a-mac" not in found
