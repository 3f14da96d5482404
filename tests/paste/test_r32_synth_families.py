# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5640-5651 (synthetic data and tabular generative models: SDV, CTGAN,
ydata-synthetic, gretel, smartnoise, DataSynthesizer, synth, SynMeter) exposed, each read from real text.

- A pin another package declares, or one named as a dependency or requirement, is wanted, not installed: pip's
  'X depends on tensorflow==2.12.0', 'The user requested …', 'pinned to …', and '… tensorflow==2.11.1 dependency'.
- A Windows path with its backslashes doubled (a Python or JSON string, Markdown outside code) is a Windows path.
- A traceback frame of a script anywhere under /root is a Linux machine's (macOS's root home is /var/root).
- Kaggle's hosted notebooks used by the writer are a Linux VM, as the writer's Colab is; so is 'I'm using Colab'.
- A GitHub runner's tool-cache path that dyld cannot find ('Library not loaded: /Users/runner/hostedtoolcache/…/x64/…')
  is the machine that built the binary, not the user's.
"""

from __future__ import annotations

from pasted import fact, raised

# https://github.com/Data-Centric-AI-Community/fg-data-synthetic/issues/286 (dev 5642), the description and a comment
YDATA_286 = r"""# Issues install on MacOS

EnthusiasticTeslim · description · 2023-07-01
I tried installing the package on MacOS M2 pro laptop but keeps getting the error related to tensorflow==2.11.1 or tensorflow==2.11.0 dependency. When I tried the same command on Colab, it was successful. Is there anyone who has successfully install the package on Mac especially the one with Apple Silicon =.

dcajasn · comment · 2024-04-06
Is there a way to install ydata-synthetic on Mac OS with M1 processor, the main issue is that ydata-synthetic depends on tensorflow==2.12.0 while tensorflow only have wheels for Mac ARM processors for tensorflow>=2.13.0."""

# https://github.com/DataResponsibly/DataSynthesizer/issues/45 (dev 5645), the description's first lines
DATASYNTH_45 = r"""# NameError: name 'np' is not defined

Daizwpa · description · 2025-09-20
Here is my code:
```
import pandas as pd
from DataSynthesizer.DataDescriber import DataDescriber

# Load your dataset from the CSV file
input_data_file = 'C:\\Users\\DAIZO\\Documents\\Python\\thyroid-cancer-dataset-2\\dataset\\data_train.csv'
data = pd.read_csv(input_data_file)
```"""

# https://github.com/yuntaod/SynMeter/issues/3 (dev 5648)
SYNMETER_3 = r"""# cannot import name 'Dataset' from 'datasets'

hmsklv0 · description · 2024-11-11
```sh
(synmeter) [root@localhost SynMeter]# python3 scripts/tune_synthesizer.py -d adult -m great
Traceback (most recent call last):
  File "/root/bishe/42synmeter/SynMeter/scripts/tune_synthesizer.py", line 66, in <module>
    main()
  File "/root/bishe/42synmeter/SynMeter/synthesizer/be_great/great_dataset.py", line 4, in <module>
    from datasets import Dataset
ImportError: cannot import name 'Dataset' from 'datasets' (unknown location)
```"""

# https://github.com/sdv-dev/CTGAN/issues/110 (dev 5649), the reporter's two comments
CTGAN_110 = r"""# How to make training utilizes gpu?

SasikiranJ · comment · 2020-12-10
when i am doing training on dataset it is using only cpu even though gpu exists and taking long time for training. I think if we can make model train on gpu it will train faster ?

SasikiranJ · comment · 2020-12-10
I am using kaggle notebooks for that. I think gpu readily available there"""

# https://github.com/shuttle-hq/synth/issues/5 (dev 5643)
SYNTH_5 = r"""# dyld: Library not loaded: /Users/runner/hostedtoolcache/Python/3.9.4/x64/lib/libpython3.9.dylib

jlkiri · description · 2021-05-20
**Describe the bug**
When I try to run synth binary on macOS I get the following error:

```
dyld: Library not loaded: /Users/runner/hostedtoolcache/Python/3.9.4/x64/lib/libpython3.9.dylib
  Referenced from: /usr/local/bin/synth
  Reason: image not found
zsh: abort      synth
```"""


def test_a_pin_named_as_a_dependency_is_not_installed() -> None:
    assert fact(YDATA_286, "python.packages") is None
    found = raised(YDATA_286)
    assert "apple-silicon" in found and "tf-x86-build" not in found


def test_pins_wanted_by_another_package_family() -> None:
    for text in ("The conflict is caused by: ydata-synthetic 1.3.2 depends on tensorflow==2.12.0",
                 "    ydata-synthetic 1.3.2 depends on tensorflow==2.12.0",
                 "The user requested tensorflow==2.13.0",
                 "gretel-synthetics pins it to tensorflow==2.8.0 on my M1",
                 "The package is pinned to torch==2.0.1.",
                 "keeps failing on the tensorflow==2.11.0 dependency",
                 "the error is about the torch==2.0.1 requirement",
                 "it breaks on the numpy==1.23.5 constraint",
                 "an error related to tensorflow==2.11.1, tensorflow==2.11.0 or tensorflow==2.10.0 dependencies"):
        assert fact(text, "python.packages") is None, text


def test_installed_pins_are_still_read() -> None:
    assert fact("I have tensorflow==2.12.0 installed on my M1", "python.packages") == {
        "tensorflow": {"version": "2.12.0", "source": "report line 1: I have tensorflow==2.12.0 installed on my M1"}}
    assert (fact("in my env: torch==2.1.0, numpy==1.26.4 and tensorflow==2.15.0", "python.packages") or {}).keys() == {
        "torch", "numpy", "tensorflow"}
    # a dependency named after the pin, but the pin itself is what is installed
    assert "torch" in (fact("I run torch==2.1.0 and its dependency numpy", "python.packages") or {})


def test_windows_path_with_doubled_backslashes_is_windows() -> None:
    assert fact(DATASYNTH_45, "host.os") == "Windows"
    assert "not-a-mac" in raised(DATASYNTH_45)


def test_doubled_backslash_paths_family() -> None:
    for text in (r"df = pd.read_csv('C:\\Users\\me\\data.csv')",
                 r'{"path": "D:\\projects\\synth\\train.csv"}',
                 r'model.save("C:\\Program Files\\app\\m.pkl")',
                 r"open(r'C:\Users\me\data.csv')",
                 r"the file at E:\\datasets\\adult\\adult.csv fails to load"):
        assert fact(text, "host.os") == "Windows", text


def test_backslashes_that_are_no_windows_path() -> None:
    for text in (r"The regex [A-Z]:\\ matches a drive letter.",
                 r"use a raw string such as r'\d+\\s'",
                 r"printf('a:\\n')"):
        assert fact(text, "host.os") is None, text


def test_a_traceback_under_root_is_linux() -> None:
    assert fact(SYNMETER_3, "host.os") == "Linux"
    assert "not-a-mac" in raised(SYNMETER_3)


def test_root_traceback_family() -> None:
    for text in ('  File "/root/project/train.py", line 12, in <module>',
                 'File "/root/work/a/b/c/run_ctgan.py", line 3, in main',
                 'Traceback (most recent call last):\n  File "/root/synth.py", line 1, in <module>'):
        assert fact(text, "host.os") == "Linux", text


def test_root_paths_that_are_not_linux() -> None:
    for text in ('  File "/var/root/project/train.py", line 12, in <module>',
                 'cp /root/project/train.py here',
                 'File "/Users/me/root/train.py", line 2, in <module>'):
        assert fact(text, "host.os") != "Linux", text


def test_kaggle_notebooks_are_linux() -> None:
    assert fact(CTGAN_110, "host.os") == "Linux"
    assert "not-a-mac" in raised(CTGAN_110)


def test_own_hosted_notebook_family() -> None:
    for text in ("I am using kaggle notebooks for that.",
                 "I'm using Colab.",
                 "I use Google Colab and it fails",
                 "I am running it on a Kaggle kernel and it fails",
                 "it crashes in my Kaggle notebook",
                 "I was using a Kaggle notebook with a P100"):
        assert fact(text, "host.os") == "Linux", text


def test_kaggle_named_otherwise_is_no_linux() -> None:
    for text in ("I am using kaggle to download the data",
                 "It works on Kaggle notebooks but not here",
                 "my Kaggle notebook link is below",
                 "Kaggle notebooks come with a GPU",
                 "I use the kaggle CLI"):
        assert fact(text, "host.os") != "Linux", text


def test_a_runner_path_dyld_cannot_find_is_not_the_users_python() -> None:
    assert fact(SYNTH_5, "python.machine") is None
    assert fact(SYNTH_5, "host.cpu_brand") is None
    found = raised(SYNTH_5)
    assert "intel-mac" not in found and "import-failed" in found


def test_the_runners_own_python_is_still_read() -> None:
    text = "Referenced from: <4C4C44F5-5555-3144-A1AF-6A2E66E7B6D1> /Users/runner/hostedtoolcache/Python/3.10.15/x64/bin/python3.10"
    assert fact(text, "python.machine") == "x86_64"
    assert fact("/Users/runner/hostedtoolcache/Python/3.10.8/x64/bin/python -m pip install .", "python.machine") == "x86_64"


# https://github.com/gangly/datafaker/issues/110 (dev 5652), the whole stored issue
DATAFAKER_110 = "# 在mac上使用报错，可以修复吗"


def test_a_mac_named_in_chinese_makes_a_report() -> None:
    assert fact(DATAFAKER_110, "report.mac_named") is True
    found = raised(DATAFAKER_110)
    assert "apple-silicon" not in found and "intel-mac" not in found and "not-a-mac" not in found


def test_mac_beside_cjk_words_family() -> None:
    for text in ("我的mac跑不起来", "在macbook pro上运行失败", "用mac运行时报错", "Macで動かない", "在 macOS 上报错"):
        assert fact(text, "report.mac_named") is True, text


def test_mac_in_cjk_text_that_names_no_mac() -> None:
    for text in ("mac地址错误", "我的mac地址变了", "macro上的问题", "请检查 mac 地址"):
        assert fact(text, "report.mac_named") is None, text
