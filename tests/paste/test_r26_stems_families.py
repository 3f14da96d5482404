# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4760-4772 (music source separation and stem tools on Macs: demucs, spleeter,
Ultimate Vocal Remover, audio-separator and the apps around them) exposed, each read from real text.

- An issue template's version field naming the app's arm64 Mac build ('OCTAVE version: OCTAVE-1.0.14-arm64-mac'):
  the build that runs, so the Mac has Apple silicon (version-field-arm64-mac-build).
- The writer's own error seen on a Mac ('I got the same error on a Mac.') in a post dated before Apple silicon: an
  Intel Mac, as 'my mac' and 'I'm on a Mac' already were (mac-word-in-dated-post).
- NVIDIA's Grace superchips ('ARM/GH200 GPUs', Grace Hopper, Grace Blackwell, DGX Spark): Linux servers, not a Mac
  (prose-nvidia-grace-server).
"""

from __future__ import annotations

from pasted import ids, raised, read

# https://github.com/opria123/octave/issues/11 (dev 4760)
OCTAVE_11 = r"""# [Bug] macOS Auto-Chart from Audio Fails every time

mynamebrody · description · 2026-06-10
**Describe the bug**
I've tried with a local MP3 and a YouTube video, which downloads as an MP3 file after a few seconds of it starting to auto-chart, I get a returned error:
`SONG.mp3: Preprocessing failed: demucs.cpp failed with return code -6 after Os`

**To Reproduce**
Steps to reproduce the behavior:
1. Download latest Octave for macOS
2. Open Octave for macOS and click Auto-Chart on the top tool bar
3. Attempt to upload an MP3 or use YouTube to paste in a song
4. Start Auto-Chart
5. See error 

**Expected behavior**
The song to successfully auto-chart without error or at minimum, explain what actually went wrong gracefully.

**Screenshots**

<img width="851" height="627" alt="Image" src="https://github.com/user-attachments/assets/3c9915e1-496c-43b9-8785-dacc98f5630f" />

**Environment:**
- OS: macOS 26.5.1 (25F80)
- OCTAVE version: OCTAVE-1.0.14-arm64-mac

mynamebrody · comment · 2026-06-10
Looks to be a dupe of #1, but leaving as a new bug because Codeowner says it should be fixed

mynamebrody · comment · 2026-06-10
Fixed in latest [Beta](https://github.com/opria123/octave/issues/9#issuecomment-4651630430)"""
# https://github.com/facebookresearch/demucs/issues/65 (dev 4762)
DEMUCS_65 = r"""# Help

fritoni · description · 2020-01-01
I get this error
![imagen](https://user-images.githubusercontent.com/24925398/71646813-65af2780-2cb2-11ea-8f7a-a4f523630d38.png)

adefossez · comment · 2020-01-03
Hey @fritoni ,
You are not the only one impacted by this issue. I'm not sure what is going wrong. Can you try running from the `demucs-master` folder
```
ffprobe PATH_TO_AUDIO_FILE
```
and tell me what you get?

agussander · comment · 2020-01-04
HI. I got the same error on a Mac. tride ffprobe PATH_TO_AUDIO_FILE this what i got
<img width="612" alt="Captura de Pantalla 2020-01-03 a la(s) 21 12 52" src="https://user-images.githubusercontent.com/59491320/71756304-d3538300-2e6d-11ea-93d0-48b1eaff0863.png">

fritoni · comment · 2020-01-06
hi @adefossez thank you for your answer
i get this 
![imagen](https://user-images.githubusercontent.com/24925398/71800810-b316f600-301e-11ea-87c3-acc5fa77f7da.png)

adefossez · comment · 2020-01-07
@fritoni can you try again with quotes "" around the filename?

fritoni · comment · 2020-01-10
@adefossez sorry 
![imagen](https://user-images.githubusercontent.com/24925398/72137351-48ccc100-3350-11ea-9b68-d05abcd141b2.png)"""
# https://github.com/nomadkaraoke/python-audio-separator/issues/284 (dev 4772)
AUDIO_SEPARATOR_284 = r"""# [Bug]: Latest versions do not install or work natively on ARM/GH200 GPUs

asigalov61 · description · 2026-04-14
### Describe the bug

@claude @lyubomyr-shaydariv Hey guys!

First of all, I wanted to thank you for making this package! It's fantastic! :)

However, I need to report that the pip package does not work natively on ARM/GH200 GPUs.

I would really appreciate if you can look into it and fix it at some point. I think it will be very helpful to many people.

Thank you very much.

Sincerely,

Alex.

### Have you searched for existing issues?  🔎

- [x] I have searched and found no existing issues.

### Logs

```shell
Defaulting to user installation because normal site-packages is not writeable
Collecting audio-separator[gpu]
  Downloading audio_separator-0.44.1-py3-none-any.whl (405 kB)
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 405.6/405.6 KB 7.7 MB/s eta 0:00:00a 0:00:01
Collecting beartype<0.19.0,>=0.18.5
  Downloading beartype-0.18.5-py3-none-any.whl (917 kB)
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 917.8/917.8 KB 14.9 MB/s eta 0:00:00a 0:00:01
Collecting rotary-embedding-torch<0.7.0,>=0.6.1
  Downloading rotary_embedding_torch-0.6.5-py3-none-any.whl (5.5 kB)
Collecting resampy>=0.4
  Downloading resampy-0.4.3-py3-none-any.whl (3.1 MB)
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 3.1/3.1 MB 28.4 MB/s eta 0:00:00a 0:00:01
Collecting julius>=0.2
  Downloading julius-0.2.7.tar.gz (59 kB)"""


def _dated(line: str, date: str = "2020-01-04") -> str:
    return f"# a title\n\nsomeone · comment · {date}\n{line}\n"


# --- an app's version field naming its arm64 Mac build

def test_version_field_arm64_mac_build_is_apple_silicon() -> None:
    facts, _ = read(OCTAVE_11)
    assert facts["host.os"] == "Darwin" and facts["host.arm64_capable"] == 1
    found = ids(OCTAVE_11)
    assert "apple-silicon" in found
    assert not found & {"intel-mac", "not-a-mac", "python-x86-on-arm", "import-crashed"}


def test_version_field_arm64_mac_build_other_spellings() -> None:
    for line in ("- OCTAVE version: OCTAVE-1.0.14-arm64-mac", "App version: 2.1.0-macos-arm64",
                 "**Version:** v1.3 (macOS arm64)", "- Version: tool-0.9.2-darwin-arm64",
                 "* Desktop app version: 3.0.1_mac_arm64", "Build version: 1.2 aarch64-darwin"):
        text = "**Environment:**\n- OS: macOS 14.5\n" + line + "\n"
        facts, _ = read(text)
        assert facts.get("host.arm64_capable") == 1, line
        assert "apple-silicon" in ids(text), line


def test_version_field_near_misses_are_not_read() -> None:
    for line in ("- Version: 1.0.14-linux-arm64",  # a Linux arm64 build
                 "- Version: 1.0.14-win-arm64",
                 "- Version: 1.0.14 (downloaded both the mac-arm64 and the mac-x64 dmg)",  # both builds named
                 "- Version: 5.6 (tried Ultimate_Vocal_Remover_v5_6_MacOS_arm64.dmg and the x86_64 one)",
                 "Download: OCTAVE-1.0.14-arm64-mac.zip",  # not a version field
                 "[Ultimate_Vocal_Remover_v5_6_MacOS_arm64.dmg](https://example.org/a.dmg)",
                 "- macOS version: 14.1 arm64",  # no build: the OS and an architecture apart
                 "- Version: 1.0.14-arm64-machine"):  # not a Mac word
        text = "**Environment:**\n" + line + "\n"
        assert read(text)[0].get("host.arm64_capable") is None, line
        assert "apple-silicon" not in raised(text), line


# --- the writer's own error on a Mac, in a post dated before Apple silicon

def test_own_error_on_a_mac_in_a_dated_post_is_an_intel_mac() -> None:
    facts, _ = read(DEMUCS_65)
    assert facts["host.arm64_capable"] == 0 and facts["host.cpu_brand"] == "Intel"
    found = ids(DEMUCS_65)
    assert "intel-mac" in found
    assert "apple-silicon" not in found and "not-a-mac" not in found


def test_own_error_on_a_mac_variants() -> None:
    for line in ("HI. I got the same error on a Mac.", "I have the same issue on Mac",
                 "i'm getting this error on a mac too", "I also get the same ffprobe error on a Mac.",
                 "I am having a similar problem on the Mac", "I hit the exact same crash here on a Mac"):
        text = _dated(line)
        assert read(text)[0].get("host.arm64_capable") == 0, line
        assert "intel-mac" in ids(text), line


def test_own_error_on_a_mac_near_misses() -> None:
    for line in ("This worked for me on Ubuntu albeit it failed on Mac",  # not the writer's own (dev 2438)
                 "They got the same error on a Mac.",
                 "Did you get the same error on a Mac?",
                 "I got the same error on Windows, not on a Mac.",
                 "I got the same error on a Mac address lookup"):
        text = _dated(line)
        assert read(text)[0].get("host.arm64_capable") is None, line
        assert "intel-mac" not in raised(text), line
    # undated, or after the first Apple-silicon Mac: the date decides nothing
    assert read("I got the same error on a Mac.\n")[0].get("host.arm64_capable") is None
    later = _dated("I got the same error on a Mac.", "2022-03-01")
    assert read(later)[0].get("host.arm64_capable") is None
    assert "intel-mac" not in raised(later)


# --- NVIDIA's Grace superchips

def test_gh200_is_not_a_mac() -> None:
    facts, _ = read(AUDIO_SEPARATOR_284)
    assert facts["host.os"] == "Linux"
    found = ids(AUDIO_SEPARATOR_284)
    assert "not-a-mac" in found
    assert not found & {"apple-silicon", "intel-mac", "python-x86-on-arm", "rosetta-missing"}


def test_grace_superchip_variants() -> None:
    for text in ("pip install fails on our GH200 nodes", "Running on a Grace Hopper node with CUDA 12.4",
                 "the wheel does not exist for NVIDIA Grace (aarch64)", "I tried this on a GB200 NVL72 rack",
                 "It crashes on my DGX Spark.", "same on a Grace-Blackwell box"):
        assert read(text)[0].get("host.os") == "Linux", text
        assert "not-a-mac" in ids(text), text


def test_grace_near_misses() -> None:
    for text in ("It runs fine on an H200.",  # the Hopper GPU alone: an x86 host as often
                 "I met her at the Grace Hopper Celebration last year.",
                 "Grace Hopper wrote the first compiler.",
                 "model GH2000 firmware", "SGH200 phone"):
        assert read(text)[0].get("host.os") is None, text
        assert "not-a-mac" not in raised(text), text
