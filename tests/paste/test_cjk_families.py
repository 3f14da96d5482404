# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen CJK batch 1325-1349 (25 threads written in Chinese or mixed with English: ChatGLM3,
Qwen, LLaMA-Factory, index-tts, ChatTTS, CosyVoice, MinerU, PaddlePaddle, so-vits-svc, RVC, GPT-SoVITS, FunASR…)
exposed, each read from real text.

The chip's number run into the Chinese or Japanese word for chip, processor or computer ('M2芯片', 'm1处理器', 'M1チップ', 'M1电脑'), and
'm系列苹果电脑' (an M-series Apple computer), not an Arm microcontroller core ('Cortex-M1处理器'). 'BFloat16 is not
supported on MPS' (the device was reached; only the dtype is missing). A float64 refusal of an MPS tensor names a Mac
even where no word does. MPS slower than the CPU, said in Chinese. An issue form's heading with its answer under it
('### PyTorch版本' then '1.13.1', '### Python version | Python 版本' then '3.11'). The running interpreter's minor
version from a traceback frame in its standard library. A report's torch older than 2.6 beside Python 3.8, which no
fixed torch supports: torch-outdated with a new environment first.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

CHIP_RUN_INTO_CJK = [
    ("https://github.com/RVC-Boss/GPT-SoVITS/issues/644", "-\n\n-\n\nxvease commented:\nmacOS，M2芯片\n", "Apple M2"),
    ("https://github.com/babysor/MockingBird/issues/932", "M2芯片用conda安装依赖报错\n\n**Summary[问题简述（一句话）]**\n`conda env create -n env_name -f env.yml`命令\n", "Apple M2"),
    ("https://github.com/PaddlePaddle/Paddle/issues/32894", "Mac M1芯片在这个位置会有一个错误提示，需要修改成兼容的\n\nimport paddle就可以复现，不影响正常使用，m1芯片没有这个命令。\n", "Apple M1"),
    ("https://github.com/index-tts/index-tts/issues/351", "itgoyo commented:\n你好，我是m1处理器上跑的，已经通过检索历史issues找到了解决的方案感谢\n", "Apple M1"),
    ("a blog's Docker notes (code-search index id 36382803092)",
     "个人是在M1电脑上开发，所以`platform`使用`linux/amd64`来兼容amd芯片。\n", "Apple M1"),
    ("a training script's comment (code-search index id 1462768615)",
     "    # device = \"mps\"  # for mac（我的M2电脑发现，用这个比cpu模式还慢😭）\n", "Apple M2"),
    ("a blog post (code-search index id 60947976434)",
     "结果第二天，我用公司的m2的电脑重新登陆阿里云的控制台，发现mbp打开的安全组信息和我早上m2电脑打开的安全组信息不一样\n", "Apple M2"),
    ("a Japanese README ('Mac(Ventura / M1チップ)、Node.js(v18.12.1)で作ってるので')", "Mac(Ventura / M1チップ)、Node.js(v18.12.1)で作ってるので、他の環境だとコマンドが違うことがあります。\n", "Apple M1"),
]


@pytest.mark.parametrize(("thread", "text", "chip"), CHIP_RUN_INTO_CJK)
def test_a_chip_run_into_the_chinese_or_japanese_word_for_chip_is_the_macs(thread: str, text: str, chip: str) -> None:
    values, _ = read(text)
    assert values["host.cpu_brand"] == chip, thread
    assert values["host.arm64_capable"] == 1, thread
    assert "apple-silicon" in ids(text), thread


def test_an_m_series_apple_computer_in_chinese_is_apple_silicon() -> None:
    # https://github.com/index-tts/index-tts/issues/351
    text = "使用m系列苹果电脑跑报错：NotImplementedError: Output channels > 65536 not supported at the MPS device.\n"
    values, _ = read(text)
    assert values["host.arm64_capable"] == 1
    assert "apple-silicon" in ids(text)


ARM_MICROCONTROLLER_CORES = [
    ("the Rust Embedded Discovery book in Chinese (05-led-roulette, build)", "- `thumbv6m-none-eabi`，适用于Cortex-M0和Cortex-M1处理器\n- `thumbv7m-none-eabi`，适用于Cortex-M3处理器\n"),
    ("an Arduino UNO R4 review in Chinese", "两款Arduino UNO R4板均采用瑞萨电子RA4M1处理器，采用Arm Cortex-M4架构，时钟频率提高至48MHz，内置32kB RAM和256kB闪存。\n"),
]


@pytest.mark.parametrize(("where", "text"), ARM_MICROCONTROLLER_CORES)
def test_an_arm_microcontroller_core_is_no_apple_chip(where: str, text: str) -> None:
    values, _ = read(text)
    assert "host.cpu_brand" not in values, where
    assert values.get("host.arm64_capable") != 1, where


BFLOAT16_ON_MPS = [
    ("https://github.com/QwenLM/Qwen/issues/587", "部署模型服务 python openai_api.py --server-name 0.0.0.0 --server-port 7905 -c QWen/QWen-7B-Chat\n报错：TypeError: BFloat16 is not supported on MPS\n\n使用MacBookPro M1\n"),
    ("https://github.com/hiyouga/LlamaFactory/issues/2090", "大家好，我在本地Apple M2 Max上跑llama的sft微调，出现了错误：TypeError: BFloat16 is not supported on MPS，请教一下该怎么解决\n"),
    ("https://github.com/MouseLand/cellpose/issues/1269", "2025-07-10 14:26:46,582 [INFO] ** TORCH MPS version installed and working. **\n2025-07-10 14:26:46,584 [INFO] >>>> using GPU (MPS)\n2025-07-10 14:26:48,176 [INFO] >>>> loading model /Users/emigliet/.cellpose/models/cpsam\nERROR: BFloat16 is not supported on MPS\n"),
]


@pytest.mark.parametrize(("thread", "text"), BFLOAT16_ON_MPS)
def test_bfloat16_refused_on_mps_means_the_mps_device_was_reached(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert "mps-tensor" in symptoms, thread  # the symptom of a tensor on the MPS device (checks/symptoms.toml)
    assert values["torch.mps_available"] is True, thread
    assert values["host.os"] == "Darwin", thread
    assert "mps-available" in ids(text), thread
    assert "mps-unavailable" not in ids(text), thread


def test_bfloat16_refused_on_an_intel_macs_amd_gpu_is_mps_too() -> None:
    # https://github.com/pinokiocomputer/pinokio/issues/927 (the error itself in a screenshot; its text as torch prints it)
    text = "CPU:2.6 GHz 六核Intel Core i7\nGPU:AMD Radeon Pro 5300M 4 GB\n\nTypeError: BFloat16 is not supported on MPS\n"
    values, _ = read(text)
    assert values["torch.mps_available"] is True
    assert "apple-silicon" not in ids(text)


def test_a_float64_refusal_of_an_mps_tensor_names_a_mac_where_no_word_does() -> None:
    # https://github.com/jianchang512/ChatTTS-ui/issues/142
    text = ("在进入WebUi界面后，合成声音功能使用后，会有数据类型不支持MPS环境的情况\n\n终端显示TypeError: Cannot convert a MPS Tensor to "
            "float64 dtype as the MPS framework doesn't support float64. Please use float32 instead.\n")
    values, _ = read(text)
    assert values["host.os"] == "Darwin"
    assert {"mps-available", "mps-fallback"} <= ids(text)


MPS_SLOWER_IN_CHINESE = [
    ("https://github.com/2noise/ChatTTS/issues/742", "为什么mac mps 加速比cpu 慢\n\nfumiama commented:\n因为pytorch对mps的适配不完善，mps运行时内存泄漏，导致大量时间用于写入磁盘缓存。\n"),
    ("https://github.com/DakeQQ/Automatic-Speech-Recognition-ASR-ONNX/issues/9", "Dolphin模型在mac m4pro上使用mps推理比CPU还慢。\n"),
    ("https://github.com/InternLM/InternLM/issues/463", "[QA] mac studio 使用mps来加载模型试验推理的时候运行速度特别慢\n\n### 描述问题\n\n硬件配置：\nM2  Ultra, 内存192G\n"),
]


@pytest.mark.parametrize(("thread", "text"), MPS_SLOWER_IN_CHINESE)
def test_mps_slower_than_the_cpu_said_in_chinese_ran_on_mps(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert "mps-available" in symptoms, thread
    assert values["torch.mps_available"] is True, thread


@pytest.mark.parametrize("text", [
    "mps并不比cpu慢, Mac M1\n",  # denied: 'mps is not slower than the cpu'
    "如果用mps会很慢吗, Mac M1\n",  # a question of a run to come: 'would it be slow on mps'
])
def test_mps_slowness_denied_or_wondered_about_says_nothing(text: str) -> None:
    _, symptoms = read(text)
    assert "mps-available" not in symptoms


def test_an_issue_forms_chinese_headings_give_their_answers() -> None:
    # https://github.com/svc-develop-team/so-vits-svc/issues/143
    text = ("### 系统平台版本号\n\nMacOS 12.6\n\n### GPU 型号\n\nApple M1\n\n### Python版本\n\n3.10.8\n\n### PyTorch版本\n\n1.13.1\n\n"
            "### sovits分支\n\n4.0(默认)\n")
    values, _ = read(text)
    assert values["torch.version"] == "1.13.1"
    assert values["python.version"] == "3.10.8"
    assert {"apple-silicon", "torch-outdated"} <= ids(text)


def test_a_bilingual_heading_gives_its_answer() -> None:
    # https://github.com/opendatalab/MinerU/issues/4370
    text = ("### Operating System Mode | 操作系统类型\n\nMacOS\n\n### Operating System Version| 操作系统版本\n\n26.3\n\n"
            "### Python version | Python 版本\n\n3.11\n\n### Software version | 软件版本 (mineru --version)\n\n`>=2.5`\n")
    values, _ = read(text)
    assert values["python.version"] == "3.11"


def test_a_heading_left_unanswered_gives_no_version() -> None:
    # https://github.com/astral-sh/uv/issues/13512 (the form's Python field answered in words)
    text = "### Python version\n\nThe above error prevents me from getting result from `python --version`\n"
    values, _ = read(text)
    assert "python.version" not in values


def test_a_standard_library_frame_names_the_running_pythons_minor() -> None:
    # https://github.com/PaddlePaddle/Paddle/issues/60256 (an app's bundled Python)
    text = ('  File "/Applications/xxx/Contents/Resources/resources/lib/lib/python3.7/site-packages/six.py", line 719, in reraise\n'
            '    raise value\n'
            '  File "/Applications/xxx/Contents/Resources/resources/lib/lib/python3.7/importlib/__init__.py", line 127, in import_module\n'
            '    return _bootstrap._gcd_import(name[level:], package, level)\n')
    values, _ = read(text)
    assert values["python.version"] == "3.7"
    assert "python-too-old" in ids(text)


def test_a_reports_old_torch_beside_python_38_is_outdated_with_a_new_environment_first() -> None:
    # https://github.com/modelscope/FunASR/issues/1802 (FunASR's template: hints, then answers in bold)
    from macml_doctor import check

    text = (" - OS (e.g., Linux):**MAC**\n - FunASR Version (e.g., 1.0.0):**1.0.18**\n - PyTorch Version (e.g., 2.0.0):**2.3.0**\n"
            " - Python version:**3.8.0**\n - GPU (e.g., V100M32):**M2**\n")
    outdated = [f for f in check(text=text).findings if f.id == "torch-outdated"]
    assert outdated and outdated[0].evidence["python_first"] == "3.9"
    assert outdated[0].remedy is not None and outdated[0].remedy.fix_id == "create-native-env"


CHIP_WITH_MEMORY_IN_G = [
    ("https://github.com/netease-youdao/QAnything/issues/272", "M1 8G Mac Sonoma 14.4 运行3B 启动报错\n\n如题，本机是M1 8G Mac ，系统是最新的Sonoma 14.4 \n", "Apple M1"),
    ("https://github.com/index-tts/index-tts/issues/351", "ANDYERE999 commented:\n你是在哪一代芯片上运行的？看起来像是驱动的问题。我在m4(16g) macOS 26上运行是正常的\n", "Apple M4"),
    ("https://github.com/ise-uiuc/magicoder/issues/19", "any environment requirement for the model, doesn't work in MacAir M1 (16G)\n", "Apple M1"),
]


@pytest.mark.parametrize(("thread", "text", "chip"), CHIP_WITH_MEMORY_IN_G)
def test_a_chip_with_its_memory_in_g_is_the_macs(thread: str, text: str, chip: str) -> None:
    values, _ = read(text)
    assert values["host.cpu_brand"] == chip, thread


def test_an_m2_drives_size_is_no_chip() -> None:
    # an M.2 drive's size written the same way in a Chinese PC's specification ('固态 m2 512g'): no Apple chip's memory
    values, _ = read("配置：i5 12400F，内存 16g，固态 m2 512g，显卡 RTX 3060\n")
    assert values.get("host.cpu_brand") in (None, "Intel") and values.get("host.arm64_capable") != 1
