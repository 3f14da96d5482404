# ruff: noqa: E501  (real pasted lines are kept whole)
"""Helper dmmachine's families of the twenty-third round: which machine and interpreter a report is about.

- Whose words: a thread pasted with its post headers ('name · description · date', 'name · comment · date') says who
  wrote each line. Where the reporter (the description, with the title above it) names the kind of Mac (or the
  Python's architecture) one way and another person's post names it the other way, that post speaks of its writer's
  own machine and is left out; a Mac named by another below a reporter on Windows or Linux likewise (reasoning.py,
  _without_other_authors_machine).
- A package installed or provided 'for Intel Macs' names a target, not the writer's machine ('I am trying to install
  Ctranslate2 4.5.0 for Intel Macs', 'not provided for Intel Macs'; clues.toml [sentence] target).
"""

from __future__ import annotations

from pasted import ids

from macml_doctor import check


def _certainty(text: str, ident: str) -> str | None:
    return next((f.certainty for f in check(text=text).findings if f.id == ident), None)


# https://github.com/OpenNMT/CTranslate2/issues/1841 (dev 2669)
CT2_1841 = """Ctranslate2 4.5.0 not available for x86_64 macOS

gernophil · description · 2025-01-07
I am trying to install Ctranslate2 4.5.0 for Intel Macs, but I can only install 4.3.1 via `pip`:

x86_64 (via Rosetta):
```
% python -m venv ~/venv/test_x86_64 # using python 3.12.8
% source ~/venv/test_x86_64/bin/activate
% pip install ctranslate2 # using pip 24.3.1
% pip freeze
ctranslate2==4.3.1
```

Is there a reason Ctranslate2 is not provided for Intel Macs and do I have to build from source myself?

tuanvu92 · comment · 2025-01-09
In my case, I'm using an Intel-based MacBook and I have to build from source to use ctranslate2==4.5.0. You can refer to the script python/tools/prepare_build_environement_macos.sh for instruction.

gernophil · comment · 2025-01-09
Thanks for the"""


def test_a_commenters_intel_mac_is_not_the_reporters_rosetta_mac() -> None:
    found = ids(CT2_1841)
    assert "apple-silicon" in found
    assert "intel-mac" not in found


def test_the_same_words_without_headers_stay_undecided() -> None:
    # nobody's post is told apart: the commenter's Intel MacBook is read as the report's machine
    text = CT2_1841.replace("tuanvu92 · comment · 2025-01-09\n", "").replace("gernophil · description · 2025-01-07\n", "")
    assert "apple-silicon" not in ids(text)


def test_a_reply_naming_the_chip_stays_where_the_reporter_names_none() -> None:
    text = """# pip install fails

alice · description · 2024-02-01
pip install foo fails with no matching distribution.

bob · comment · 2024-02-02
I'm on an M2 Max and pip install foo works fine for me.
"""
    # the reporter names no machine: the reply's Mac is left as it was read (a machine where it works)
    assert ids(text) == ids(text.replace("bob · comment", "alice · comment"))


def test_the_reporters_own_later_comment_stays_theirs() -> None:
    text = """# import crashes

alice · description · 2024-02-01
import foo crashes with zsh: illegal hardware instruction on my M1 Mac.

bob · comment · 2024-02-02
I use an Intel MacBook Pro and it crashes too.

alice · comment · 2024-02-03
Still crashing on my MacBook Air M1.
"""
    found = ids(text)
    assert "apple-silicon" in found and "intel-mac" not in found


def test_a_commenters_arm64_mac_below_a_reporter_on_an_intel_mac() -> None:
    text = """# Build fails on macOS

carol · description · 2023-05-01
Building the wheel fails on my 2019 Intel MacBook Pro (Core i9).

dave · comment · 2023-05-02
Same error on my MacBook Pro M2 Pro.
"""
    found = ids(text)
    assert "intel-mac" in found and "apple-silicon" not in found


# https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1170 (dev 3409): an issue form pasted without its
# description header, then a comment from someone on a Mac.
LMSTUDIO_1170 = """# error loading all model

**Which version of LM Studio?**
Example: LM Studio 0.3.30 (build 2)

**Which operating system?**
Windows

**What is the bug?**

Error loading model.

(Exit code: 18446744072635812000). Unknown error. Try a different model and/or config.

uogbuji · comment · 2025-11-21
I don't know if it's the exact same bug, but symptoms as described are the same, so I'm going piggy-back. I'm on Mac, and using only MLX models. Since my upgrade to LM Studio 0.3.32 (Build 2) ANY model I try to load gives

More details from main.log:

```
[2025-11-21 09:30:59.370] [error] [LMSInternal][Client=LM Studio][Endpoint=countTokens] Error in RPC handler: Error: Model is unloaded.
    at /Applications/LM Studio.app/Contents/Resources/app/.webpack/main/index.js:121:3659
```"""


def test_a_mac_commenter_below_a_windows_issue_form() -> None:
    assert "not-a-mac" in ids(LMSTUDIO_1170)


def test_a_title_alone_above_a_comment_is_not_the_reporters_description() -> None:
    # a paste that starts on a comment keeps only the opener's title above it: nobody's post is the reporter's
    text = "# error loading model on Windows\n\n" + LMSTUDIO_1170[LMSTUDIO_1170.index("uogbuji"):]
    assert "not-a-mac" not in ids(text)


def test_a_linux_container_below_a_mac_reporter_is_not_dropped() -> None:
    # a Mac's owner's thread may hold Linux in a container on it: another's Linux is not left out
    text = """# Container dies on start

erin · description · 2024-03-01
I run the image with Docker Desktop on my MacBook Pro M3.

frank · comment · 2024-03-02
Inside the container it is Linux (Ubuntu 22.04), uname -m says aarch64.
"""
    assert ids(text) == ids(text.replace("frank · comment", "erin · comment"))


def test_installing_for_intel_macs_names_a_target() -> None:
    text = "I am trying to install Ctranslate2 4.5.0 for Intel Macs, but pip only finds 4.3.1.\n"
    assert "intel-mac" not in ids(text)
    assert "intel-mac" in ids("I am trying to install Ctranslate2 4.5.0 on my Intel Mac, but pip only finds 4.3.1.\n")


def test_provided_for_intel_macs_names_a_target() -> None:
    text = "Is there a reason Ctranslate2 is not provided for Intel Macs?\n"
    assert "intel-mac" not in ids(text)


def test_installing_a_package_with_no_release_for_a_mac_is_the_writers() -> None:
    text = "Since installing Tensorflow for M1 Macbook was not easy, I made a complete instruction.\n"
    assert "apple-silicon" in ids(text)


# https://github.com/jax-ml/jax/issues/5501 (dev 378): surprised that the Python reports x86_64 on an M1.
JAX_5501 = """I've been following [this guid](https://jax.readthedocs.io/en/latest/developer.html#building-jaxlib-from-source) for how to build jaxlib from source. Also some potential useful information (I have no idea): running `platform.machine()` in python returns "x86_64" which I'm confused about because I thought M1 uses ARM.
"""


def test_thought_my_chip_was_arm_beside_an_x86_answer() -> None:
    found = ids(JAX_5501)
    assert {"apple-silicon", "python-x86-on-arm"} <= found


def test_thought_the_chip_was_arm_with_the_x86_answer_after() -> None:
    assert "apple-silicon" in ids("I thought M1 Macs were ARM, so why does uname -m say x86_64?\n")


def test_another_persons_belief_is_not_read() -> None:
    assert "apple-silicon" not in ids(JAX_5501.replace("because I thought", "because he thought") + "\nimport torch\n")


def test_the_belief_alone_is_not_read() -> None:
    # no x86 answer that surprised the writer: a belief about a kind of chip, not the writer's machine
    assert "apple-silicon" not in ids("I thought M3 uses ARM, so import torch should just work.\n")
