# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4860-4870 (Chinese open LLMs on Macs: ChatGLM, Qwen, Baichuan, InternLM, Yi,
DeepSeek, MiniCPM) exposed, each read from real text.

- A run on PyTorch's MPS device said in Chinese with what it gave: garbled text (乱码), a little text generated
  (能生成), its speed (速度很慢, GPU利用率), or that it works (没有问题): MPS is available, as mps-results-prose and
  mps-running-prose read the same in English. Not a negation or an error in the clause, the run moved off MPS, another
  runtime, a question, a condition, a wish or advice.
"""

from __future__ import annotations

from pasted import ids, raised, read

# https://github.com/zai-org/ChatGLM2-6B/issues/291 (dev 4863)
CHATGLM2_291 = r"""# [BUG/Help] m1 pro 运行乱码

cylee0909 · description · 2023-07-12
### Current Behavior

m1 pro 运行cli_demo.py 后，返回乱码

### Steps To Reproduce

1、clone from https://github.com/THUDM/ChatGLM2-6B
2、pip3 install -r requirements.txt
3、python3 cli_demo.py

cylee0909 · comment · 2023-07-13
改为`model = AutoModel.from_pretrained("THUDM/chatglm2-6b", trust_remote_code=True).float()`运行正常，to('mps')就一直返回乱码

lbzerol · comment · 2023-07-13
我也遇到了乱码的问题 但是我float（）也不行。 请问你是多大内存 用的是非向量化的模型文件么
"""
# https://github.com/01-ai/Yi/issues/74 (dev 4865)
YI_74 = r"""# 能不能在mac上用？

inteli5 · description · 2023-11-08
我昨天在mac上吧inputs.input_ids.cuda(), 改成inputs.input_ids.to('mps')勉强能生成点字，但是速度很慢，而且GPU利用率低。
我只用了yi-6B
"""
# https://github.com/zai-org/ChatGLM-6B/pull/899 (dev 4861)
CHATGLM_899 = r"""# [Document] 更新Mac部署说明

yfyang86 · description · 2023-05-03
## 已经验证环境：

Mac M1 Ultra 128GB
Mac OS: 13.3.1

duzx16 · comment · 2023-05-03
我的系统也是 MacOS 13.3.1的，用半精度进行 MPS 计算没有问题。你用半精度计算会报什么错？
"""


def _mps_read(text: str) -> bool:
    return read(text)[0].get("torch.mps_available") is True


def test_real_chinese_mps_runs_are_mps_available() -> None:
    for text in (CHATGLM2_291, YI_74, CHATGLM_899):
        assert _mps_read(text), text[:40]
        found = ids(text)
        assert "mps-available" in found
        assert "mps-unavailable" not in found and "torch-not-built-with-mps" not in found


def test_real_threads_keep_their_chip() -> None:
    assert "apple-silicon" in ids(CHATGLM2_291)
    assert "apple-silicon" in ids(CHATGLM_899)


def test_chinese_mps_run_family_variants() -> None:
    for line in ("用mps运行速度很慢",                      # slow on mps
                 "mps 推理结果全是乱码",                    # garbled output
                 "在M2上用MPS跑通了",                       # got it running
                 "mps比cpu还慢",                           # slower than the CPU: MPS's own speed
                 "device设置为mps后生成的图片全黑",           # black images
                 "用MPS跑的速度很快",                       # fast
                 "model.to('mps')之后推理正常，就是GPU占用率很高",  # runs normally
                 "改用 mps 後速度變慢了"):                  # traditional characters: slower
        text = "# 标题\n\nsomeone · description · 2024-03-01\n" + line + "\n"
        assert _mps_read(text), line
        assert "mps-available" in raised(text), line


def test_chinese_mps_near_misses_stay_unread() -> None:
    for line in ("mps 不能正常运行",                         # negation
                 "用mps运行报错",                           # an error: MPS may be missing
                 "将mps改为cpu后运行正常",                    # the run moved to the CPU
                 "mps能正常运行吗？",                        # a question
                 "如果用mps速度会快很多",                      # a condition, a future
                 "对于搭载了Apple Silicon的Mac（以及MacBook），可以使用 MPS 后端来在 GPU 上运行 ChatGLM-6B",  # README advice
                 "llama.cpp 用 mps 速度很快",                # another runtime
                 "希望支持mps加速",                          # a wish
                 "量化后的模型是没法在 MPS 后端上跑的，因为用到的 kernel 是用 CUDA 写的",  # cannot run there
                 "mps 的速度怎么样？",                       # asked
                 "MPS backend is slow"):                    # English: not this clue's (and names no run)
        text = "# 标题\n\nsomeone · description · 2024-03-01\n" + line + "\n"
        assert not _mps_read(text), line
        assert "mps-available" not in raised(text), line


def test_nvidia_multi_process_service_is_not_read() -> None:
    text = ("# 标题\n\nsomeone · description · 2024-03-01\n$ nvidia-cuda-mps-control -d\n"
            "开启 mps 后速度很快\n")
    assert not _mps_read(text)
    assert "mps-available" not in raised(text)


def test_tensorflow_thread_without_torch_device_is_not_read() -> None:
    text = ("# 标题\n\nsomeone · description · 2024-03-01\nimport tensorflow as tf\n"
            "用 mps 跑的速度很快\n")
    assert not _mps_read(text)
