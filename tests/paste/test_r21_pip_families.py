# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3860-3871 (pip and uv failing to find ML framework wheels on Macs) exposed,
each read from real text.

macOS Big Sur named as the writer's OS (an issue template's OS field, 'I upgrade to Big Sur') in a post whose thread
header dates it before the first Apple-silicon Macs were sold (checks/history.toml first_apple_silicon_retail_date,
possibly there after the DTK's date) is an Intel Mac on the Big Sur beta or release: the DTK's owners name it. Its
pip refusing an x86_64 wheel then speaks of the wheel's macOS tag, not of an arm64 Python. A post dated later, a Big
Sur above every header (a title), or a post naming the DTK or Apple silicon is not read so.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/tensorflow/tensorflow/issues/44615 (dev 3861)
TF_44615 = """Could not find a version that satisfies the requirement tensorflow (from versions: none)

H-111-di · description · 2020-11-05
System information

* OS Platform and Distribution: masOS Big Sur
* TensorFlow installed from (source or binary): binary
* TensorFlow version: none
* Python version: 3.8.2
* Installed using virtualenv? pip? conda?: virtualenv + pip

Describe the problem
Could not find a version that satisfies the requirement tensorflow (from versions: none)

Provide the exact sequence of commands / steps that you executed before running into the problem
```bash
➜  ~ python -m pip install --upgrade tensorflow
Defaulting to user installation because normal site-packages is not writeable
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensor flow
```
```bash
➜  ~ python3 -m pip install --upgrade tensorflow==2.3.0
Defaulting to user installation because normal site-packages is not writeable
ERROR: Could not find a version that satisfies the requirement tensorflow==2.3.0 (from versions: none)
ERROR: No matching distribution found for tensorflow==2.3.0
```

H-111-di · comment · 2020-11-05
I was able to install and run Tensorflow before I upgrade to Big Sur.
"""
# https://github.com/tensorflow/tensorflow/issues/42482 (dev 3865)
TF_42482 = """Missing masOS Big Sur build, Could not find a version that satisfies the requirement tensorflow

BrikerMan · description · 2020-08-19
**System information**
- OS Platform and Distribution: masOS Big Sur
- TensorFlow installed from (source or binary): binary
- TensorFlow version: 2.3.0
- Python version: 3.7/3.8
- Installed using virtualenv? pip? conda?: virtualenv + pip

**Describe the problem**
Could not find a version that satisfies the requirement tensorflow (from versions: none)

**Provide the exact sequence of commands / steps that you executed before running into the problem**

```bash
$ pip install tensorflow
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow
```

```bash
$ pip install tensorflow==2.3.0
ERROR: Could not find a version that satisfies the requirement tensorflow==2.3.0 (from versions: none)
ERROR: No matching distribution found for tensorflow==2.3.0
```

```bash
$ pip install /Users/brikerman/Downloads/tensorflow-2.3.0-cp38-cp38-macosx_10_11_x86_64.whl
ERROR: tensorflow-2.3.0-cp38-cp38-macosx_10_11_x86_64.whl is not a supported wheel on this platform.
```

Saduf2019 · comment · 2020-08-19
@BrikerMan
Please check if you have the latest version of pip installed.
"""
# https://github.com/keras-team/keras/issues/21121 (dev 3860: posted 2025, an Apple M3 Pro)
KERAS_21121 = """Incorrect PyTorch version (torch==2.6.0+cpu) in requirements.txt on macOS

nithin9000 · description · 2025-04-02
The requirements.txt file specifies torch=2.6.0+cpu, Which does not exist in macOS. On Apple silicon and even intel Macs,PyTorch should be installed from the standard index or the Metal-optimized version instead.

This causes the following error when running pip install -r requirements.txt:

![Image](https://github.com/user-attachments/assets/1b4c2ad4-e13d-4fb9-9222-e8701f21db0c)
_"ERROR: Could not find a version that satisfies the requirement torch==2.6.0+cpu (from versions: 2.2.0, 2.2.1, 2.2.2, 2.3.0, 2.3.1, 2.4.0, 2.4.1, 2.5.0, 2.5.1, 2.6.0)
ERROR: No matching distribution found for torch==2.6.0+cpu"_

Steps to reproduce:

1. Clone the repository
2. Create a venv
3. pip install -r requirements.txt

Suggested Fix:
`torch==2.6.0+cpu; sys_platform != "darwin"
torch; sys_platform == "darwin"`

System information:
OS:macOS 15.4
Architecture:Apple M3 Pro
Python version:3.12.6
pip version:25.0.1

Would love to hear thoughts from the maintainers on the best approach to fixing this! 😊

nithin9000 · comment · 2025-04-02
Hey @sonali-kumari1 , I’ll create a PR for this. Could you assign me to this task?

dhantule · comment · 2025-04-02
Hi @nithin9000, thanks for reporting this.

I was able to reproduced your error after running the requirements.txt file.
"""


def test_big_sur_in_a_post_dated_before_the_m1_macs_is_an_intel_mac() -> None:
    for text in (TF_44615, TF_42482):
        found = ids(text)
        assert "intel-mac" in found
        assert "apple-silicon" not in found
        assert "python-native-arm64" not in found
    facts, _ = read(TF_42482)
    assert facts.get("host.arm64_capable") == 0


def test_big_sur_wordings_in_a_dated_post() -> None:
    # the OS field with or without the OS's own name, the owner's words, an upgrade
    for line in ("- OS Platform and Distribution: macOS Big Sur", "* OS Platform and Distribution: masOS Big Sur",
                 "- OS: Mac OS X 11.0", "I'm on Big Sur", "I was able to install and run Tensorflow before I upgrade to Big Sur."):
        text = "someone · description · 2020-08-19\n" + line + "\n"
        assert "intel-mac" in ids(text), line


def test_big_sur_not_read_as_intel_where_a_careful_reader_would_not() -> None:
    texts = (
        # a post from after the first M1 Macs were sold
        "someone · description · 2020-12-02\n- OS Platform and Distribution: macOS Big Sur\n",
        # a DTK owner names it
        "someone · description · 2020-08-19\n- OS Platform and Distribution: macOS Big Sur (DTK, A12Z)\n",
        # Big Sur in the title only, above every header: undated
        "Missing masOS Big Sur build\n\nsomeone · description · 2020-08-19\npip install tensorflow fails\n",
        # Big Sur named, not as the writer's OS
        "someone · description · 2020-08-19\nWill tensorflow support Big Sur?\n",
    )
    for text in texts:
        assert "intel-mac" not in ids(text), text


def test_a_recent_post_with_its_chip_keeps_apple_silicon() -> None:
    found = ids(KERAS_21121)
    assert "apple-silicon" in found
    assert "intel-mac" not in found
