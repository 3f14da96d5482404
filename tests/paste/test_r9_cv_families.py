# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1500-1518 (computer vision on Macs: detectron2, mmcv/mmdet, YOLO, SAM/SAM2,
taken as found) exposed, each read from real captured text (the thread is named).

A Mac named as where something is installed ('Installing Detectron2 on MAC') is a Mac, not a document 'written on
Macbook' nor one of a list ('on Mac and Linux'). A chip and 'mac' glued to Chinese words ('在m1 mac环境下') name the
Mac. pip's 'Requirement already satisfied: … in …/lib/python3.7/site-packages' names the running Python's minor.
PyTorch's 'MPS support binary op with uint8 natively starting from macOS 13.0' is met on the MPS device, so MPS works.
An op said 'not supported by MPS' is the fallback family; a run time measured 'with `device=mps`' is a run on MPS.
"""

from __future__ import annotations

from pasted import ids, read


def test_a_mac_named_as_where_it_is_installed_is_a_mac() -> None:
    # https://github.com/facebookresearch/detectron2/issues/3791 (title and description, whole)
    text = ("Installing Detectron2 on MAC\n\n"
            "Instructions To Reproduce the Issue and Full Logs:\n"
            "1. Full runnable code or full changes you made:\n\n"
            "Made no changes, had trouble installing detectron2\n\n"
            "2. What exact command you run:\n"
            "git clone https://github.com/facebookresearch/detectron2.git\n"
            "Worked fine \n\n"
            "Then I tried:\n"
            'CC=clang CXX=clang++ ARCHFLAGS="-arch x86_64" python -m pip install -e detectron2\n')
    values, _ = read(text)
    assert values["host.os"] == "Darwin"
    found = ids(text)
    assert "python-x86-on-arm" not in found and "not-a-mac" not in found


def test_a_document_written_on_a_mac_page_or_a_list_of_systems_is_not_the_machine() -> None:
    # dev 490 (comfyui#2775): 'as it is written on Macbook MPS Document' names Apple's page, not the machine
    values, _ = read("* I installed torchvision use below command line as it is written on Macbook MPS Document.\n")
    assert "host.os" not in values
    values, _ = read("It fails when installing on Mac and Linux alike.\n")
    assert values.get("host.os") != "Darwin"


def test_a_chip_and_mac_glued_to_chinese_words_name_the_mac() -> None:
    # https://github.com/open-mmlab/mmcv/issues/1729
    text = "install error on mac os\n\n在m1 mac环境下使用CC=clang CXX=clang++ CFLAGS='-stdlib=libc++' MMCV_WITH_OPS=1 pip install -e .进行安装，遇到如下错误\n"
    values, _ = read(text)
    assert values["host.cpu_brand"] == "Apple M1"
    assert "apple-silicon" in ids(text)


def test_pip_requirement_already_satisfied_names_the_python_minor() -> None:
    # https://github.com/open-mmlab/mmcv/issues/2194 (系统信息 system info, 芯片 chip)
    text = ("MacOS install mmcv failed\n\n"
            "系统信息： MacOS Monterey 12.04\n"
            "芯片 Apple M2\n\n"
            "❯ conda activate open-mmlab\n"
            "❯ CC=clang CXX=clang++ CFLAGS='-stdlib=libc++' MMCV_WITH_OPS=1 pip install -e .\n\n"
            "Obtaining file:///Users/mactarvish/fengyongronglu/mmcv\n"
            "  Preparing metadata (setup.py) ... done\n"
            "Requirement already satisfied: addict in /Users/mactarvish/opt/anaconda3/envs/open-mmlab/lib/python3.7/site-packages (from mmcv-full==1.6.1) (2.4.0)\n"
            "Requirement already satisfied: numpy in /Users/mactarvish/opt/anaconda3/envs/open-mmlab/lib/python3.7/site-packages (from mmcv-full==1.6.1) (1.21.5)\n")
    values, _ = read(text)
    assert str(values["python.version"]).startswith("3.7")
    found = ids(text)
    assert "python-too-old" in found and "apple-silicon" in found
    assert "macos-too-old-for-mps" not in found


def test_pip_requirement_in_a_python38_venv_is_not_too_old() -> None:
    # https://github.com/open-mmlab/mmcv/issues/676 (macOS Catalina 10.15.7, Python 3.8.2)
    text = ("pip fails to install mmcv on macOS Catalina 10.15.7 (python 3.8.2)\n\n"
            "Requirement already satisfied: addict in /Users/bo/Documents/git/venv/lib/python3.8/site-packages (from mmcv) (2.4.0)\n")
    values, _ = read(text)
    assert str(values["python.version"]).startswith("3.8")
    assert "intel-mac" in ids(text)


def test_mps_uint8_binary_op_macos13_message_means_mps_ran() -> None:
    # https://github.com/continue-revolution/sd-webui-segment-anything/issues/105
    text = ("[Bug]: RuntimeError: MPS support binary op with uint8 natively starting from macOS 13.0\n\n"
            "### What should have happened?\n\n"
            "Make it work under macOS Monterey 12.6.6 (21G646) with pytorch CPU version.\n")
    found = ids(text)
    assert "mps-available" in found
    assert "macos-too-old-for-mps" not in found and "mps-unavailable" not in found


def test_an_op_not_supported_by_mps_and_a_run_timed_on_mps() -> None:
    # https://github.com/facebookresearch/segment-anything/pull/122 (the PR's description)
    text = ("Added changes for MPS\n\n"
            "This PR adds support for running the model using the MPS backend on MacOS devices.\n\n"
            "As per README, having `pytorch>=2.0` is strongly recommended as it comes with a wider support for various operations on MPS. Also `torchvision::nms` is still not supported by MPS, so one has to use `PYTORCH_ENABLE_MPS_FALLBACK=1` to enable a fallback on CPU.\n\n"
            "Tested on M1 using `vit_l` model. Runtime of the amg script:\n\n"
            "* with `device=cpu` ~124s\n"
            "* with `device=mps` ~73s\n")
    found = ids(text)
    assert {"apple-silicon", "mps-available", "mps-fallback"} <= found
    assert "mps-unavailable" not in found


def test_mps_itself_said_unsupported_or_a_wished_time_is_not_read() -> None:
    # the clues' other sides, on the same words
    assert "mps-fallback" not in ids("On my M1, MPS is not supported by this project yet.\n")
    assert "mps-available" not in ids("On my M1, I would hope that with device=mps ~73s is possible.\n")
