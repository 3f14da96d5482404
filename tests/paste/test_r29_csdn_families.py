# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5220-5229 (Chinese blog and Q&A pages on ML frameworks on Macs: M1/M2
TensorFlow, PyTorch's MPS, conda environments) exposed, each read from real text.

- A named op said in Chinese or Japanese to be unsupported on the MPS backend ("'aten::index_copy.out'操作符在当前MPS后端
  不受支持"), as in English ('`torchvision::nms` is still not supported by MPS'), is an op MPS lacks, run on the MPS
  device: the CPU fallback is in play.
- A Chinese condition, hypothesis or thing to avoid before 'import torch 报错' in its sentence ('一旦版本错位, … 明天import
  torch就报错', '如果import torch报错') is no one's failed import.
- MPS said in Chinese to do something for the reader ('torch.mps 是让你本地运行深度学习模型提速的神器') is a description of
  the backend, not a run on it.
"""

from __future__ import annotations

from pasted import ids, read

# https://blog.gitcode.com/39b261255f4c65713dbad772a4a662a2.html (dev 5223)
LITGPT_GITCODE = "问题现象重现 当用户在配备M3 Max芯片的MacBook Pro上运行LitGPT v0.4.8版本时,使用微软phi-2模型进行文本生成任务时,系统不仅输出了大量无意义的感叹号字符,还伴随着明显的性能警告。关键警告信息显示'aten::index_copy.out'操作符在当前MPS后端不受支持,导致自动回退到CPU执行。"

# http://www.mynw.cn/news/550470.html (dev 5227)
MIRROR_HOWTO = "传统的pip + venv方式虽然轻便,但在处理深度学习生态时显得力不从心。它只能管理Python包,无法自动解决像CUDA runtime这样的非Python依赖。而PyTorch GPU版本恰恰需要精确匹配的cuDNN、NCCL等底层库。一旦版本错位,就会陷入“环境地狱”——今天能跑的代码,明天import torch就报错。"

# https://runebook.dev/zh/docs/pytorch/mps (dev 5221)
RUNEBOOK_MPS = "如果你正在使用带有 Apple Silicon(比如 M1, M2, M3 芯片)的 Mac,torch.mps 是让你本地运行深度学习模型提速的神器。它利用了 Mac 的 GPU,而不是只靠 CPU 跑。"


def symptoms(text: str) -> list[str]:
    return read(text)[1]


def test_named_op_unsupported_on_mps_in_chinese_is_the_cpu_fallback() -> None:
    assert "mps-fallback" in ids(LITGPT_GITCODE)
    assert "apple-silicon" in ids(LITGPT_GITCODE)
    for text in ("`aten::nms` 在 MPS 上不支持,只能回退到 CPU",
                 "aten::nms算子在mps上还不支持",
                 "报错说 'aten::upsample_bicubic2d.out' 在MPS设备上尚未实现",
                 "'aten::_fft_r2c' 在當前MPS後端不受支持",
                 "'aten::upsample_bicubic2d.out' は MPS バックエンドでサポートされていません"):
        assert "mps-unimplemented-op" in symptoms(text), text


def test_unsupported_without_an_op_or_in_a_condition_is_not_read() -> None:
    for text in ("MPS 不支持",
                 "很多算子在 MPS 上还不支持",
                 "如果 'aten::foo' 在MPS上不支持,可以设置环境变量 PYTORCH_ENABLE_MPS_FALLBACK=1",
                 "'aten::foo' 在 MPS 上支持良好"):
        assert "mps-unimplemented-op" not in symptoms(text), text


def test_import_failure_under_a_chinese_condition_is_no_ones() -> None:
    assert "import-failed" not in ids(MIRROR_HOWTO)
    for text in ("如果import torch报错,请重装",
                 "为了避免import torch报错,先装numpy",
                 "假如 import tensorflow 报错,先检查 Python 版本",
                 "一旦环境混乱,import torch 就报错"):
        assert "import-failed" not in ids(text), text


def test_import_failure_said_plainly_in_chinese_is_still_read() -> None:
    for text in ("我一import torch就报错",
                 "import torch报错",
                 "我试了一下import torch报错",
                 "装完以后 import torch 报错"):
        assert "import-failed" in ids(text), text


def test_mps_described_as_doing_something_for_the_reader_is_no_run() -> None:
    assert "mps-available" not in ids(RUNEBOOK_MPS)
    assert "apple-silicon" in ids(RUNEBOOK_MPS)
    for text in ("MPS 能让您的模型训练速度提升很多",
                 "mps 帮你把推理速度提高",
                 "torch.mps 可以帮助你的模型提速"):
        assert "mps-available" not in symptoms(text) and "mps-available" not in ids(text), text


def test_a_run_on_mps_said_in_chinese_is_still_read() -> None:
    for text in ("改成to('mps')就一直返回乱码",
                 "用半精度进行 MPS 计算没有问题",
                 "我用mps跑得很慢"):
        assert "mps-available" in ids(text), text
