# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3760-3772 (Blender and other 3D/creative applications running ML add-ons on Macs:
Dream Textures, Krita AI Diffusion, Pallaidium, AI-Render, Maya/Houdini/Cinema 4D plugins) exposed, each read from real
text.

- An issue form's dropdown answer naming the platform, alone on its line under the field's '### Label' heading
  ('### Addon Version' / 'macOS (Intel)' or 'macOS (Apple Silicon)'): the person's Mac, Intel or Apple silicon. Not a
  README's download list, a heading, or a list of both kinds.
- torch's 'Trying to convert Float8_e4m3fn to the MPS backend but it does not have support for that dtype' as a
  reporter retyped it from the app's error box with its short words spaced out ('t h e MPS backend b u t i t'): MPS
  works (the dtype is what is missing).
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/carson-katri/dream-textures/issues/389 (dev 3764)
DREAMTEXTURES_389 = r"""# Dream Studio not working Intel Mac - 0.0.8 pre release

enzyme69 · description · 2022-11-08
### Description

Today suddenly Dream Studio connection is no longer working and I cannot produce any result from Intel Mac.

### Steps to Reproduce

Just do a Dream Render (Cycles), enable node compositor.

### Expected Behavior

It should just works :)

### Addon Version

macOS (Intel)

### GPU

Other
"""
# https://github.com/carson-katri/dream-textures/issues/398 (dev 3760)
DREAMTEXTURES_398 = r"""# Not working on Mac M1, OSError (0x000A)

nechaevdeveloper · description · 2022-11-17
### Description

I installed the correct version of the addon (dream_textures-macos-arm.zip), then installed v1-5-pruned-emaonly.ckpt. 

Next, I click the generate button. 
I am getting an error:
![ssss](https://user-images.githubusercontent.com/86629028/202352907-fbfa2a6c-1b79-4528-aa39-42df589657ba.jpg)

System (please complete the following information):
OS
- macOS
GPU
- Apple Silicon (M1 Max)
Addon Version
- Latest 0.0.8

### Steps to Reproduce

Click the "generate" button

### Expected Behavior

Getting error OSError (0x000A)

### Addon Version

macOS (Apple Silicon)

### GPU

Apple Silicon

carson-katri · comment · 2022-11-17
Can you try running the command mentioned for macOS at the top of the README: https://github.com/carson-katri/dream-textures#installation

carson-katri · comment · 2022-11-17
Make sure you are using an apple silicon version of Blender as well.

nechaevdeveloper · comment · 2022-11-18
Thank you. The problem was in the blender, I downloaded it from Steam, but it should have been from the official site. Problem solved.
"""
# https://github.com/carson-katri/dream-textures/issues/751 (dev 3765)
DREAMTEXTURES_751 = r"""# AI Model Doesn't Install on Macbook M1 (Issue #715?)

FuzzyTheFirst · description · 2023-11-22
### Description

I am unable to use Dream Textures as trying to install any model through Blender/DreamTextures ad-don causes nothing to happen. I am unable to search for other models because nothing shows up, and clicking the "Install Stable Diffusion 2.1" button just leaves it at 0%. I am unable to do anything further and have to re-install the ad-don if I want access to those 2 buttons again.

If it matters, I'm using blender through Steam.

### Steps to Reproduce

1. Go to Preferences, Add-ons
2. Install Dream Textures via the .zip file
3. Enable the ad-don
4. Search for "stable" within the search bar within the add-on (nothing shows up for me)
5. Press the button that should install stable diffusion 2.1 (It stays at 0% and doesn't change for me)
<img width="479" alt="Screenshot 2023-11-21 at 8 34 33 PM" src="https://github.com/carson-katri/dream-textures/assets/97268304/2ee1b908-7528-49ae-8fa0-4be4b360616e">

### Expected Behavior

1. Options should show up when searching "stable"
2. Stable Diffusion 2.1 should actually download when the button is pressed

### Addon Version

macOS (Apple Silicon)

### GPU

Apple Silicon

wizard3376 · comment · 2023-11-29
I have Windows 10 but have exactly the same problem
"""
# https://github.com/Acly/krita-ai-diffusion/issues/1209 (dev 3766)
KRITA_1209 = r"""# (Flux Issue )Trying to convert Float8_e4m3fn to t h e MPS

kayed85 · description · 2024-09-23
Hi , thanks for this amazing Plugin , i have Macbook pro M1Pro macos sequoia , and have this issue when I`m try to make any flux image  (Server execution error: Trying to convert Float8_e4m3fn to t h e MPS backend b u t i t does not have support for that dtype. ), any idea to fix this issue ,

<img width="495" alt="Screenshot 2024-09-23 at 12 13 02 PM" src="https://github.com/user-attachments/assets/b2d59f6d-848c-4b4a-b483-260e88288ad2">

guijiaosir · comment · 2024-09-23
https://github.com/Acly/krita-ai-diffusion/discussions/1208

Acly · comment · 2024-09-23
@guijiaosir Please don't spam, your post is not related at all
"""

# Other projects' forms offer the same options ('label: Operating System' / 'options: - macOS (Apple Silicon)
# - macOS (Intel)', found with the code search); the answered form renders the choice alone under the heading.
OS_FORM_INTEL = """### Operating System

macOS (Intel)

### Node.js version

v20.11.0
"""
OS_FORM_ARM = """### Operating System

macOS (Apple Silicon)
"""
# READMEs list downloads under a heading (found with the code search: '- macOS (Intel): download `OpenWiki_X.Y.Z_x64.dmg`'),
# name a target in a heading, or join both kinds: not a machine.
README_DOWNLOADS = """## Download

### Desktop app

- macOS (Intel): download `OpenWiki_X.Y.Z_x64.dmg`
- Windows (x64): download `OpenWiki_X.Y.Z_x64-setup.exe`
"""
README_HEADING = """Release checklist

### Test on Mac (Intel)

Run the suite.
"""
README_SENTENCE = """### Supported platforms

macOS (Intel) and Linux are built nightly.
"""
FORM_BOTH = """### Platforms tested

macOS (Intel/ARM)
"""


def test_form_answer_intel_is_an_intel_mac() -> None:
    for text in (DREAMTEXTURES_389, OS_FORM_INTEL, OS_FORM_INTEL.replace("\n", "\r\n")):
        facts, _ = read(text)
        assert facts["host.cpu_brand"] == "Intel"
        assert facts["host.arm64_capable"] == 0
        found = ids(text)
        assert "intel-mac" in found
        assert "apple-silicon" not in found and "not-a-mac" not in found


def test_form_answer_apple_silicon_is_apple_silicon() -> None:
    facts, _ = read(OS_FORM_ARM)
    assert facts["host.arm64_capable"] == 1
    assert "apple-silicon" in ids(OS_FORM_ARM)
    for text in (DREAMTEXTURES_398, DREAMTEXTURES_751):
        found = ids(text)
        assert "apple-silicon" in found
        assert "intel-mac" not in found


def test_download_lists_headings_and_both_kinds_are_not_a_machine() -> None:
    for text in (README_DOWNLOADS, README_HEADING, README_SENTENCE, FORM_BOTH):
        facts, _ = read(text)
        assert facts.get("host.cpu_brand") != "Intel"
        assert facts.get("host.arm64_capable") is None
        found = ids(text)
        assert "intel-mac" not in found and "apple-silicon" not in found


def test_mps_dtype_message_retyped_with_spaced_words() -> None:
    facts, _ = read(KRITA_1209)
    assert facts["torch.mps_available"] is True
    found = ids(KRITA_1209)
    assert "mps-available" in found and "apple-silicon" in found
    assert "mps-unavailable" not in found and "not-a-mac" not in found


def test_mps_dtype_message_as_torch_prints_it() -> None:
    text = "RuntimeError: Trying to convert Float8_e5m2 to the MPS backend but it does not have support for that dtype.\n"
    facts, _ = read(text)
    assert facts["torch.mps_available"] is True


def test_other_spacing_of_the_words_is_not_read() -> None:
    # only the short words a retyping spaced out; an unrelated sentence with the dtype and MPS is not the message
    text = "Trying to convert Float8_e4m3fn weights so that the MPS backend can use them: it does not have support for that dtype.\n"
    facts, _ = read(text)
    assert facts.get("torch.mps_available") is not True
