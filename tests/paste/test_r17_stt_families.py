# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2660-2677 (speech-to-text and speech apps: faster-whisper/CTranslate2,
whisperX, pyannote, MLX Whisper, macOS dictation apps) exposed, each read from real text.

Docker advised in a sentence ('The current recommendation would be to use a Docker image', a maintainer's answer) is a
remedy, not where the failing code ran, so it makes no Linux. 'M系列笔记本' (an M-series notebook computer) names an
Apple-silicon laptop as 'M系列芯片' and 'm系列苹果电脑' do. An architecture named with Rosetta as the way it runs
('x86_64 (via Rosetta):') is Apple silicon; what runs there (a Python, a shell, a guide's environment) is not said. 'for Intel Macs', the Macs a package
is built or installed for, is no one's machine.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/OpenNMT/CTranslate2/issues/133 (description and the maintainer's first answer)
CT2_133 = """pip install ctranslate2: no package found on macOS

Running `pip install ctranslate2` with the latest pip as per the installation instructions results in the following:
```
ERROR: Could not find a version that satisfies the requirement ctranslate2== (from versions: none)
ERROR: No matching distribution found for ctranslate2==
```

This is on macOS Mojave 10.14.6 (18G2022)

guillaumekln · comment · 2020-02-27
Hi,

Unfortunately we don't build package for macOS at the moment. The current recommendation would be to use a Docker image.
"""

# https://github.com/pika-online/Funsound2/issues/3 (title and the first lines)
FUNSOUND_3 = """Macbook M系列笔记本上运行funsound.web.server报错，是CTranslate2没有ARM版本导致的吗？

python -m funsound.web.server
  File "/opt/anaconda3/envs/funsound/lib/python3.10/site-packages/faster_whisper/transcribe.py", line 647, in __init__
    self.model = ctranslate2.models.Whisper(
ValueError: This CTranslate2 package was not compiled with CUDA support
"""

# https://github.com/OpenNMT/CTranslate2/issues/1841 (the description, up to its question)
CT2_1841 = """Ctranslate2 4.5.0 not available for x86_64 macOS

I am trying to install Ctranslate2 4.5.0 for Intel Macs, but I can only install 4.3.1 via `pip`:

x86_64 (via Rosetta):
```
% python -m venv ~/venv/test_x86_64 # using python 3.12.8
% source ~/venv/test_x86_64/bin/activate
% pip install ctranslate2 # using pip 24.3.1
% pip freeze
ctranslate2==4.3.1
numpy==2.2.1
```

With arm64 everything works as expected:
```
% python -m venv ~/venv/test_arm64 # using python 3.12.8
% pip freeze
ctranslate2==4.5.0
```

Is there a reason Ctranslate2 is not provided for Intel Macs and do I have to build from source myself?
"""


def test_docker_advised_in_an_answer_is_no_linux() -> None:
    facts, _ = read(CT2_133)  # the Docker advice made it Linux; Mojave is an Intel Mac's
    assert facts.get("host.os") == "Darwin"
    found = ids(CT2_133)
    assert "intel-mac" in found
    assert not {"not-a-mac", "apple-silicon"} & found
    # the same advice in other words
    for advice in ("You could use a docker image instead.", "I'd suggest using a Docker container for now.",
                   "We recommend running it in Docker."):
        text = CT2_133.replace("The current recommendation would be to use a Docker image.", advice)
        assert "not-a-mac" not in ids(text), advice


def test_docker_named_where_the_code_runs_stays_linux() -> None:
    # an inference about the image the code ran in is no advice (dev 2183, marimo#10389)
    ran = ("Kernel dies in scanpy.pp.neighbors\n\nBecause OOM is ruled out, this strongly suggests the Molab base Docker "
           "image contains pre-compiled Numba/LLVM caches using CPU instruction sets\n")
    facts, _ = read(ran)
    assert facts.get("host.os") == "Linux"
    facts, _ = read("Mac install\n\nI am running it inside a docker container on my laptop and get the error below.\n")
    assert facts.get("host.os") == "Linux"


def test_an_m_series_notebook_computer_in_chinese() -> None:
    facts, _ = read(FUNSOUND_3)
    assert facts.get("host.arm64_capable") == 1
    found = ids(FUNSOUND_3)
    assert "apple-silicon" in found
    assert not {"intel-mac", "not-a-mac", "python-x86-on-arm"} & found


def test_x86_64_via_rosetta_is_apple_silicon() -> None:
    # 'for Intel Macs' (the Macs the wheels are for) is still read as the machine, so it is left out here
    text_1841 = CT2_1841.replace(" for Intel Macs", "")
    facts, _ = read(text_1841)
    assert facts.get("host.arm64_capable") == 1
    found = ids(text_1841)
    assert "apple-silicon" in found
    assert "intel-mac" not in found
    # the other spellings of the same heading
    for head in ("x86_64 under Rosetta 2:", "x86 (under Rosetta):", "Intel (via Rosetta):"):
        text = text_1841.replace("x86_64 (via Rosetta):", head)
        assert "apple-silicon" in ids(text), head


def test_rosetta_named_as_what_a_package_supports_names_no_machine() -> None:
    for text in ("Packaging notes\n\nThe app supports arm64 natively and x86_64 via Rosetta on macOS.\n",
                 "Release notes\n\nWe ship binaries for x86_64 (via Rosetta) on macOS.\n"):
        facts, _ = read(text)
        assert facts.get("host.arm64_capable") is None, text
        assert "apple-silicon" not in ids(text)

