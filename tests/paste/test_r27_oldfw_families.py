# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4820-4831 (older and less common deep-learning frameworks on Macs: MXNet,
PaddlePaddle, Chainer, Caffe, Theano) exposed, each read from real text.

- What a package is published or supported for, said with 'only' ('this is only available on Linux machine'), names a
  target, not the writer's machine, even beside a first person ('currently we do not support Mac with GPU').
- pip's end-of-life banner ('DEPRECATION: Python 2.7 will reach the end of its life …') and cryptography's warning
  ('CryptographyDeprecationWarning: Python 3.6 is no longer supported by the Python core team') name the running
  interpreter's version.
"""

from __future__ import annotations

from pasted import ids, raised, read

# https://github.com/apache/mxnet/issues/14802 (dev 4821)
MXNET_14802 = r"""# mxnet-cu92mkl can't be installed on Mac

arun-gupta · description · 2019-04-25
Trying to install MXNet Model Server on Mac:

```
pip install mxnet-cu92mkl
```

And getting the error:

```
pip install mxnet-cu92mkl --user
DEPRECATION: Python 2.7 will reach the end of its life on January 1st, 2020. Please upgrade your Python as Python 2.7 won't be maintained after that date. A future version of pip will drop support for Python 2.7.
Collecting mxnet-cu92mkl
  ERROR: Could not find a version that satisfies the requirement mxnet-cu92mkl (from versions: none)
ERROR: No matching distribution found for mxnet-cu92mkl
```

A warning needs to be added that CUDA versions of MXNet can't be installed on Mac.

lanking520 · comment · 2019-04-25
Hi @arun-gupta ,this is only available on Linux machine, currently we do not support Mac with GPU
"""


def test_only_available_on_linux_is_a_target_not_the_machine() -> None:
    facts, _ = read(MXNET_14802)
    assert facts.get("host.os") != "Linux"
    found = ids(MXNET_14802)
    assert "not-a-mac" not in found
    assert "intel-mac" in found and "python-too-old" in found
    assert "apple-silicon" not in found


def test_only_published_for_family() -> None:
    # a package's availability or support, with 'only', whoever says it
    for sentence in ("Hi, this is only available on Linux machine, currently we do not support Mac with GPU.",
                     "These wheels are only published for Linux, we have no plans for macOS.",
                     "The CUDA build is only supported on Ubuntu; we test nothing else.",
                     "Sorry, the GPU package is only offered for Linux at the moment."):
        text = "# pip cannot find the package on my Mac\n\n" + sentence + "\n"
        assert read(text)[0].get("host.os") != "Linux", sentence
        assert "not-a-mac" not in raised(text), sentence


def test_a_machine_named_beside_only_is_still_read() -> None:
    # the person's own machine: no 'only available/supported' before it
    for sentence in ("I am running Ubuntu 22.04 and it only fails there.",
                     "I'm on Linux, and the wheel is only available for x86_64."):
        assert read(sentence)[0].get("host.os") == "Linux", sentence
        assert "not-a-mac" in ids(sentence), sentence
    # 'only works on' stays the generic reading: with a first person beside it, it is the person's result
    text = "It only works on Linux for me; on my Mac it fails."
    assert read(text)[0].get("host.os") == "Linux"


def test_pip_end_of_life_banner_names_the_python() -> None:
    for banner, version in (
            ("DEPRECATION: Python 2.7 will reach the end of its life on January 1st, 2020. Please upgrade your Python as Python 2.7 won't be maintained after that date. A future version of pip will drop support for Python 2.7.", "2.7"),
            ("DEPRECATION: Python 2.7 reached the end of its life on January 1st, 2020. Please upgrade your Python as Python 2.7 is no longer maintained. pip 21.0 will drop support for Python 2.7 in January 2021. More details about Python 2 support in pip can be found at https://pip.pypa.io/en/latest/development/release-process/#python-2-support", "2.7"),
            ("DEPRECATION: Python 3.5 reached the end of its life on September 13th, 2020. Please upgrade your Python as Python 3.5 is no longer maintained. pip 21.0 will drop support for Python 3.5 in January 2021. pip 21.0 will remove support for this functionality.", "3.5"),
            ("DEPRECATION: Python 2.6 is no longer supported by the Python core team, please upgrade your Python. A future version of pip will drop support for Python 2.6", "2.6")):
        text = "$ pip install numpy\n" + banner + "\nCollecting numpy\n"
        assert read(text)[0].get("python.version") == version, banner
        assert "python-too-old" in ids(text), banner


def test_cryptography_end_of_life_warning_names_the_python() -> None:
    for line, version in (
            ("/usr/local/lib/python3.6/site-packages/ansible/parsing/vault/__init__.py:44: CryptographyDeprecationWarning: Python 3.6 is no longer supported by the Python core team. Therefore, support for it is deprecated in cryptography. The next release of cryptography will remove support for Python 3.6.", "3.6"),
            ("CryptographyDeprecationWarning: Python 3.7 is no longer supported by the Python core team and support for it is deprecated in cryptography. The next release of cryptography will remove support for Python 3.7.", "3.7")):
        assert read(line)[0].get("python.version") == version, line
        assert "python-too-old" in ids(line), line


def test_end_of_life_said_in_prose_is_not_the_python() -> None:
    # the same words without pip's or cryptography's tag: a person, a changelog, a README
    for text in ("* Python (>= 2.7) [ preferably python 3 because Python 2.7 will reach the end of its life on January 1st, 2020 ]",
                 "- I tried to keep the build matrix; note that Python 3.5 reached the end of its life on September 13th, 2020, so I've dropped it as well.",
                 "* Drop Python 2.6 support - Python 2.6 is no longer supported by the Python core team.",
                 "CryptographyDeprecationWarning: Python 2 is no longer supported by the Python core team. Support for it is now deprecated in cryptography, and will be removed in the next release."):
        assert read(text)[0].get("python.version") is None, text
        assert "python-too-old" not in raised(text), text
