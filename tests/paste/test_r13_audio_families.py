# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1950-1966 (speech and audio ML on Macs: whisperX, librosa and llvmlite,
sounddevice and PortAudio, demucs, torchaudio, TTS front ends) exposed, each read from real text.

An 'ARM-based Mac' (or 'arm-based MacBook Pro', 'Macs (arm-based)') is Apple silicon, as 'arm Mac' already was. A
speed-up factor a person's own test measured ('In my testing this makes source separation about 8x faster'), in a report
whose device is MPS, says MPS works. pip choosing a plain linux_<arch> wheel means a Linux interpreter, as a manylinux
one does; Pydroid 3's and Termux's paths are Android's. A question that asks the reader about their machine ('you are
running a Mac with an NVidia GPU?') names no machine.
"""

from __future__ import annotations

from pasted import ids, read

PORTAUDIO_SHARP = "When using portaudiosharp2 on macOS on newer Macs (arm-based), native library is not found because missing from dependancies."

DEMUCS_PR = """Use mps by default if available

elidourado · description · 2023-12-03
Use Apple Silicon's Metal Performance Shaders if available. This can already be done using "-d mps" but changing this configuration makes it available by default. In my testing this makes source separation about 8x faster on an M2 MBP.
"""

PYDROID = """/storage/emulated/0 $ pip install librosa
Collecting librosa
  Using cached librosa-0.8.0-py3-none-any.whl
Requirement already satisfied: scikit-learn!=0.19.0,>=0.14.0 in /data/data/ru.iiec.pydroid3/files/aarch64-linux-android/lib/python3.8/site-packages (from librosa) (0.23.1)
Collecting numba>=0.43.0
  Using cached numba-0.51.2-cp38-cp38-linux_aarch64.whl
"""


def test_arm_based_mac_is_apple_silicon() -> None:
    # 'On my arm-based MacBook Pro, these reference implementations worked without issues' and 'the app running
    # natively on my ARM-based MacBook' (blog posts found with the code search); 'my Arm-based Mac-M1 Pro system'
    for text in ("On my arm-based MacBook Pro, these reference implementations worked without issues (once I figured out the details).",
                 "Here's a screenshot of the installed app running natively on my ARM-based MacBook (including the menu bar, demonstrating native behaviors for macOS):",
                 "I (Dave) was able to work through the lab on my Arm-based Mac successfully."):
        facts, _ = read(text)
        assert facts.get("host.os") == "Darwin", text
        assert facts.get("host.arm64_capable") == 1, text
        assert "apple-silicon" in ids(text), text


def test_macs_arm_based_in_parentheses_is_read_but_a_condition_is_not_the_machine() -> None:
    # https://github.com/csukuangfj/PortAudioSharp2/issues/23: the parenthesised kind is read ('Macs (arm-based)'),
    # but a sentence that opens 'When using …' is a condition ([sentence] generic), not the writer's machine
    facts, _ = read("It fails on my newer Macs (arm-based): native library is not found.")
    assert facts.get("host.arm64_capable") == 1
    assert "apple-silicon" not in ids(PORTAUDIO_SHARP)


def test_arm_macs_as_a_target_or_beside_intel_name_no_machine() -> None:
    for text in ("We need support for ARM-based Macs.", "The release has builds for Intel and ARM Macs."):
        assert "apple-silicon" not in ids(text), text
        assert "intel-mac" not in ids(text), text


def test_a_measured_speedup_factor_on_mps_says_mps_works() -> None:
    # https://github.com/facebookresearch/demucs/pull/575
    assert "mps-available" in ids(DEMUCS_PR)
    # a README's promise, with no test of one's own, is not a measurement
    readme = "On M1/M2/M3 Macs, transcription is 2-3x faster with MPS acceleration (automatic)."
    assert "mps-available" not in ids(readme)
    # a factor said of MLX or Core ML in a report that also names MPS is theirs, not MPS's
    mlx = 'Use "-d mps" for torch. In my testing MLX makes transcription about 3x faster on an M2 MBP.'
    assert "mps-available" not in ids(mlx)
    # nor where the report's GPU is NVIDIA's
    assert "mps-available" not in ids(DEMUCS_PR + "\nOn my RTX 4090 box it is the same.\n")


def test_android_python_paths_and_linux_wheels_are_not_a_mac() -> None:
    # https://github.com/Anjok07/ultimatevocalremovergui/issues/33 (Pydroid 3)
    facts, _ = read(PYDROID)
    assert facts.get("host.os") == "Android"
    found = ids(PYDROID)
    assert "not-a-mac" in found and "apple-silicon" not in found
    # the plain linux_aarch64 wheel alone says Linux
    wheel = "Collecting numba>=0.43.0\n  Using cached numba-0.51.2-cp38-cp38-linux_aarch64.whl\n"
    assert read(wheel)[0].get("host.os") == "Linux"
    # Termux: https://github.com/termux/termux.com/issues/5
    termux = "Requirement already satisfied: requests in /data/data/com.termux/files/usr/lib/python3.11/site-packages (2.31.0)\n"
    assert read(termux)[0].get("host.os") == "Android"


def test_a_macos_wheel_is_not_read_as_linux() -> None:
    text = "Collecting numba\n  Using cached numba-0.58.1-cp311-cp311-macosx_11_0_arm64.whl\n"
    assert read(text)[0].get("host.os") != "Linux"


TTS_WEBUI = """Ok, the main error is:
```
OSError: dlopen(/Users/masong/one-click-installers-tts-6.0/installer_files/env/lib/python3.10/site-packages/torchaudio/lib/libtorchaudio.so, 0x0006): Symbol not found: __ZN2at4_ops6conv1d4callERKNS_6TensorES4_RKN3c108optionalIS2_EENS5_8ArrayRefIxEENSA_INS5_6SymIntEEESB_x
Referenced from: <9018785F-6FE9-3391-92DC-92C02210FCD4> /Users/masong/one-click-installers-tts-6.0/installer_files/env/lib/python3.10/site-packages/torchaudio/lib/libtorchaudio.so
Expected in: <78DA4C67-8BC7-3995-8324-D2FD95E57BA4> /Users/masong/one-click-installers-tts-6.0/installer_files/env/lib/python3.10/site-packages/torch/lib/libtorch_cpu.dylib
```

Also, if I understand correctly, you are running a Mac with an NVidia GPU?

rsxdalv · comment · 2024-01-14
As for the big error about /history etc, that has been fixed in the latest patch.
"""


def test_a_question_about_the_readers_machine_names_none() -> None:
    # https://github.com/rsxdalv/TTS-WebUI/issues/251: the maintainer's question, not the user's answer
    found = ids(TTS_WEBUI)
    assert "intel-mac" not in found and "torch-no-x86-mac-wheels" not in found
    assert read(TTS_WEBUI)[0].get("host.arm64_capable") is None
    # 'Are you on an M1 mac? (y/n)' (install scripts found with the code search), also at the very end of a paste
    for text in ("Are you on an M1 mac? (y/n)", "Also, are you on an M1 Mac?"):
        assert read(text)[0].get("host.arm64_capable") is None, text
    # the asker's own machine in a question to the reader stays theirs
    assert "apple-silicon" in ids("Do you know why it fails on my M1 Mac?")
    # and a statement is not a question
    assert "intel-mac" in ids("I am running a Mac with an NVidia GPU.")


def test_macos_arm64_asked_for_or_wished_names_no_python() -> None:
    # https://github.com/spatialaudio/portaudio-binaries/issues/15
    for text in ("Add support for macos arm64", "It would be nice if macos arm64 (M1, M2) would also be supported."):
        assert read(text)[0].get("python.machine") is None, text
    # the machine described that way still is ('Failure to import on MacOSX Arm64')
    assert read("Failure to import on MacOSX Arm64")[0].get("python.machine") == "arm64"
