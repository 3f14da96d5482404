"""Prose read inside its sentence (checks/clues.toml [sentence], paste/sentence.py): a negated or generic sentence says
nothing about the machine, one about a machine where it worked is weaker than the failing machine's own clues. Every
text is quoted from the public thread cited."""

from __future__ import annotations

import pytest

from macml_doctor import paste
from macml_doctor.diagnose import engine
from macml_doctor.diagnose.symptoms import merge_symptoms
from macml_doctor.facts import Facts
from macml_doctor.paste import inputs, sentence

# FahimF/sd-gui#1: the reporter's M1, the maintainer's Intel Mac
SD_GUI_REPORTER = (
    "I had the following issues with the install on my MBP M1. I thought I would share with you along with my "
    "workarounds. \n\n"
    "4. Initially I also got `ImportError: cannot import name 'EntryNotFoundError' from 'huggingface_hub.utils'`. I "
    "followed the instructions to `pip install diffusers` which resolved the issue. I am not on an Intel Mac though\n")
SD_GUI_MAINTAINER = ("Thanks for the feedback Ronan :smile: I'm a bit puzzled by #1 since as you can see from the "
                     "URL, it is for the latest MacOSX miniconda. Plus, I installed it on an Intel mac myself and it "
                     "worked.")


def parse(text: str) -> Facts:
    return inputs.parse_report(text, "test")


def ids(text: str) -> set[str]:
    facts = parse(text)
    return {f.id for f in merge_symptoms(engine.run_checks(facts), facts)}


def test_a_negated_intel_mac_is_not_the_machine() -> None:
    facts = parse(SD_GUI_REPORTER)
    assert facts.value("host.arm64_capable") == 1
    assert "intel-mac" not in ids(SD_GUI_REPORTER)


def test_the_other_persons_machine_where_it_worked_does_not_outweigh_the_reporters() -> None:
    text = SD_GUI_REPORTER + "\n" + SD_GUI_MAINTAINER
    found = ids(text)
    assert "apple-silicon" in found and "intel-mac" not in found


@pytest.mark.parametrize("text", [
    # explosion/spaCy#13751: the Mac mini where it works, the MacBook Pro where it fails
    "I'm using Spacy 3.8.4 on a MacMin with M4PRO chip and this works great.\nWhen trying to build a Docker container "
    "it fails because of blis and thinc compatiblity.\nSO i can run it from my virtual environment which works but on "
    "our development platform we use a MacBook Pro with M1Max chip and pip install spacy and pip install -U "
    "\"spacy[apple]\" do NOT work.",
])
def test_the_failing_machine_is_named_over_the_working_one(text: str) -> None:
    assert "M1 Max" in str(parse(text).value("host.cpu_brand"))


def test_a_machine_where_it_works_still_counts_alone() -> None:
    """haofanwang/inswapper#10: the only machine named is the one where it works."""
    assert "apple-silicon" in ids("I'm using `onnxruntime-silicon` on an Apple M2 and it works fine.")


@pytest.mark.parametrize("text", [
    # qnguyen3/chat-with-mlx#10: the maintainer states MLX's requirement to a user whose Mac is unknown
    "Python version: Python 3.11.0\nOS: MacOS\n\nI think you have an incompatible MacOS version or machine.\n"
    "Note that this issue only for MacOS >= 13.3 and the "
    "Mac needs to run Apple Silicon (M1/M2/M3) chip.",
    # spotify/pedalboard#95: a general statement about pip under Rosetta, no machine
    "Re-enable x86-only wheels on macOS.\n\n"
    "When running Python on Apple Silicon under [Rosetta 2](https://support.apple.com/en-us/HT211861), Pip looks for "
    "only `macosx_x86_64` wheels, not `universal2` wheels.",
])
def test_a_requirement_or_a_condition_names_no_machine(text: str) -> None:
    facts = parse(text)
    assert facts.value("host.arm64_capable") is None
    assert not {"apple-silicon", "python-x86-on-arm", "intel-mac"} & ids(text)


@pytest.mark.parametrize("text", [
    # everycure-org/matrix#932: a requirement of the file, then a sentence about the machines
    "The current requirements.txt file requires torch=2.5.1 but Intel Macs will not be able to install this.",
    # zylon-ai/private-gpt#197: advice written from the poster's own Intel Mac
    "If you get this error on OSX X86 during pip install:\nclang: error: the clang compiler does not support "
    "'-march=native'",
])
def test_a_requirement_that_does_not_govern_the_machine_leaves_it(text: str) -> None:
    assert "intel-mac" in ids(text)


@pytest.mark.parametrize("text", [
    # conda-forge/tensorflow-feedstock#259: a package on the channel, in a question
    "relatedly, if i depend on `tensorflow`, i see that there is an `osx-arm64` build for apple silicon.  does that "
    "install all the deps needed for the metal framework, as described [here](https://developer.apple.com/metal/"
    "tensorflow-plugin/)?  that is, `tensorflow-deps`, `tensorflow-macos`, and `tensorflow-metal`?  the last two are "
    "pip, i was hoping to use solely conda.",
])
def test_a_build_for_apple_silicon_names_a_target(text: str) -> None:
    parsed = paste.parse(text)
    assert parsed is None or parsed.facts.value("host.arm64_capable") is None


@pytest.mark.parametrize("text", [
    # tzachar/compe-tabnine#29: tested on the M1, not on an Intel Mac
    "Works on an M1 MacBook (v11.4). I haven't tested it on an Intel mac but it should default to previous behaviour "
    "as \"arm64\" will be M1 respective.",
    # mplough's post 'Forcing RGB output on an external monitor from an Apple Silicon machine' (its first two sentences)
    "My Dell U2720Q monitor will start flickering when used with an Apple Silicon\nMac and certain patterns are "
    "displayed on the screen.  Colors also look\nslightly weird compared with how my old Intel Mac drove the display.",
])
def test_an_untested_or_former_intel_mac_is_not_the_machine(text: str) -> None:
    found = ids(text)
    assert "apple-silicon" in found and "intel-mac" not in found


@pytest.mark.parametrize("text", [
    # https://sebastianraschka.com/blog/2022/pytorch-m1-gpu.html (its opening paragraphs): the machine compared against
    "Back at the beginning of 2021, I happily sold my loud and chunky 15-inch Intel MacBook Pro to buy a much cheaper "
    "M1 MacBook Air. It’s been a fantastic machine so far: it is silent, lightweight, super-fast, and has terrific "
    "battery life.\nWhen I was writing my new book, I noticed that it didn’t only feel fast in everyday use, but it "
    "also sped up several computations. For example, preprocessing the IMDb movie dataset took only 21 seconds instead "
    "of 1 minute and 51 seconds on my 2019 Intel MacBook Pro.",
    # Homebrew-skill examples (code search): the Mac left behind
    "I just switched from an Intel Mac to an M3 MacBook Pro. How do I migrate my Homebrew setup?",
    # a README of Apple-silicon setups (code search), its tensorflow row
    "| `tensorflow` | To leverage the M1 chip (GPU and CPU), you will need to download Apple's `tensorflow_macos`. "
    "<br> <br> To set the device to `gpu`, run `from tensorflow.python.compiler.mlcompute import mlcompute; "
    "mlcompute.set_mlc_device(device_name='gpu')`. It will give a warning that `gpu` does not work in eager mode, but "
    "I was able to train a neural network blazingly fast (compared to my Intel MacBook), and Activity Monitor showed "
    "GPU utilization. |",
    # a review of an M1 Mac mini (code search)
    "The M1 Mac Mini is built like a tank. Opening programs from a cold start on my Mac mini is fast as all hell; a "
    "hell of a lot faster than on my Intel MacBook Air.",
])
def test_the_machine_compared_against_or_left_behind_is_not_the_machine(text: str) -> None:
    found = ids(text)
    assert "apple-silicon" in found and "intel-mac" not in found


def test_a_comparison_machine_a_wrap_put_on_the_next_line_is_still_elsewhere() -> None:
    """The same paragraph hard-wrapped at 80 (a mail client's copy): 'instead of 1 minute' / 'and 51 seconds on my
    2019 Intel MacBook Pro.' is one sentence across the break; a blank line still ends it."""
    wrapped = ("I happily sold my loud and chunky 15-inch Intel\nMacBook Pro to buy a much cheaper M1 MacBook Air.\n"
               "For example, preprocessing the IMDb movie dataset took only 21 seconds instead of 1 minute\n"
               "and 51 seconds on my 2019 Intel MacBook Pro.\n")
    found = ids(wrapped)
    assert "apple-silicon" in found and "intel-mac" not in found
    apart = "It took 21 seconds instead of 1 minute\n\nand 51 seconds on my 2019 Intel MacBook Pro.\n"
    assert "intel-mac" in ids(apart)


def test_a_wrong_architecture_instead_of_another_on_the_machine_still_names_it() -> None:
    """'instead of' names a comparison's machine only after a number: an architecture 'instead of arm64 on my M1' is
    said of the machine itself (huggingface/tokenizers#712's wording)."""
    assert "apple-silicon" in ids("It builds the module for x86_64 instead of arm64 on my M1 MacBook.")


def test_a_question_offering_kinds_of_mac_names_none_of_them() -> None:
    """colesbury/nogil#73: the maintainer asks "M1 or Intel?"; the reporter's answer names the machine. A question
    with "or" about something else still names its machine (NVIDIAGameWorks/kaolin#676: CUDA versions on Windows)."""
    question = ("> Hi @Cheukting, is this on the new ARM (M1) mac or an x86-64  (Intel) mac? (If you're not sure the "
                "command `uname -a` will tell you)")
    assert parse(question + "\nmac OS 12.4").value("host.arm64_capable") is None
    answer = ("\n\nHi @colesbury thanks for the quick reply. The processor on my mac is 3.1 GHz Dual-Core Intel "
              "Core i7 so yes it's an x86-64 (Intel) mac.")
    found = ids("## Environment\nPython: nogil-3.9.10 on pyenv\nOS: mac OS 12.4\n\n" + question + answer)
    assert "intel-mac" in found and "apple-silicon" not in found
    other = ("What version of CUDA Pytorch would you recommend (11.3, 11.6 or 11.1) for Installing Kaolin on "
             "Windows 11? ")
    assert "not-a-mac" in ids(other)


def test_a_wish_to_run_elsewhere_is_not_the_machine() -> None:
    """huggingface/sentence-transformers#3661: the M1 works, the Intel Mac lacks torch wheels, Linux is a wish."""
    text = ("I recently upgraded to Sentence Transformers 5.2.2 to use sparse encoders and noticed, that it requires "
            "torch>=2.6 but for Mac Intel only torch 2.2.2 is available.\n\nOn Mac M1 it works fine, but I would also "
            "like to run it on Linux/CPU.")
    assert parse(text).value("host.os") == "Darwin"
    assert "not-a-mac" not in ids(text)


def test_a_negated_shell_leaves_the_pythons_own_architecture() -> None:
    """apple/tensorflow_macos#143: the shell is native ('not rosetta', uname -m arm64), the Python x86_64."""
    text = ("I'm running my terminal not rosetta: \n(base) user@useros ~ % uname -m  \narm64\n"
            "If I run file $(which python) I get the following:\nOn base:\n"
            "(base) user@useros ~ % file $(which python)\n"
            "/Users/user/opt/anaconda3/bin/python: Mach-O 64-bit executable x86_64\n")
    found = ids(text)
    assert "python-x86-on-arm" in found and "rosetta-missing" not in found


@pytest.mark.parametrize(("text", "said"), [
    ("I am not on an Intel Mac though", sentence.SKIP),
    ("Plus, I installed it on an Intel mac myself and it worked.", sentence.ELSEWHERE),
    ("It doesn't work on my M1 Max.", None),
])
def test_scope_of_the_clue_in_its_sentence(text: str, said: str | None) -> None:
    start = text.lower().index("an intel mac" if "ntel" in text else "m1")
    assert sentence.scope(text, start, start + 12) == said


@pytest.mark.parametrize(("text", "python_x86"), [
    # astral-sh/rye#434: the x86_64 Python is wanted beside the arm64 one, not installed yet
    ("support Rosetta on M1 Mac together with arm64 version\n\nI want to install x86_64 Python on M1 Mac with rye. "
     "And switch between the two arch.", False),
    # astral-sh/uv#11407: a question how to install one, and the maintainer's command that installs it
    ("Installing x64 Python on aarch64?\n\n### Question\n\nHow do I install a x64 version of Python on an aarch64 "
     "M-Chip machine?\n\nzanieb · comment · 2025-02-10\ne.g., `uv python install cpython-3.10.16-macos-x86_64-none`",
     False),
    # actions/setup-python#855's title: the x64 Python is in use on the Apple-silicon runner
    ("Trying to use Python-x64 on macos-14-arm64 fails", True),
])
def test_a_python_someone_wants_to_install_is_not_the_one_they_have(text: str, python_x86: bool) -> None:
    found = ids(text)
    assert "apple-silicon" in found
    assert ("python-x86-on-arm" in found) is python_x86
