# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1970-1989 (computer vision on Macs: ultralytics, detectron2, mmcv, OpenCV,
MediaPipe, segment-anything, dlib) exposed, each read from real text.

A traceback pip prints inside its indented subprocess output (a setup.py whose ``import torch`` raised) ends at the
header's indent, not the margin. MediaPipe's issue template opens its hints with a space ('( e.g. C++ 14, Python 3.6,
Java )'): still a hint, not the person's Python. 'mac arm64' without 'OS' names an Apple-silicon Mac (not which Python
runs on it). An x86_64 (Intel) Homebrew named as such is the second Homebrew of an Apple-silicon Mac.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/likyoo/open-cd/issues/21 (the excerpt as stored ends at 'ImportError:')
PIP_EGG_INFO = """Collecting mmcv
  Using cached mmcv-2.0.0.tar.gz (473 kB)
  Preparing metadata (setup.py) ... error
  error: subprocess-exited-with-error

  × python setup.py egg_info did not run successfully.
  │ exit code: 1
  ╰─> [12 lines of output]
      Traceback (most recent call last):
        File "<string>", line 2, in <module>
        File "<pip-setuptools-caller>", line 34, in <module>
        File "/private/var/folders/ff/1k6ltqsd42gb85qy9gx5jvyr0000gn/T/pip-install-z3afg0xg/mmcv_5de6ac3785ee44dd94dd614be11c4631/setup.py", line 10, in <module>
          import torch
        File "/Users/sushantmishra/miniconda3/envs/changeDetection/lib/python3.8/site-packages/torch/__init__.py", line 1146, in <module>
          _C._initExtension(manager_path())
        File "/Users/sushantmishra/miniconda3/envs/changeDetection/lib/python3.8/site-packages/torch/cuda/__init__.py", line 15, in <module>
          from . import profiler
        File "/Users/sushantmishra/miniconda3/envs/changeDetection/lib/python3.8/site-packages/torch/cuda/profiler.py", line 3, in <module>
          from . import cudart, check_error
      ImportError:
"""


def test_traceback_inside_pip_subprocess_output_is_read() -> None:
    assert "import-failed" in ids(PIP_EGG_INFO)


def test_indented_traceback_is_read_at_its_header_indent_only() -> None:
    # the exception line deeper than the header is a frame's code, not what was raised
    deeper = PIP_EGG_INFO.replace("      ImportError:", "          ImportError:")
    assert "import-failed" not in ids(deeper)
    # the same traceback at the margin was read before and still is
    margin = "\n".join(line[6:] if line.startswith("      ") else line for line in PIP_EGG_INFO.splitlines())
    assert "import-failed" in ids(margin)


# https://github.com/google-ai-edge/mediapipe/issues/3656
MEDIAPIPE_TEMPLATE = """unable to install mediapipe in mac osx

**System information** (Please provide as much relevant information as possible)
- OS Platform and Distribution (e.g. Linux Ubuntu 16.04, Android 11, iOS 14.4): Mac Os M1
- Compiler version (e.g. gcc/g++ 8 /Apple clang version 12.0.0):  n/a
- Programming Language and version ( e.g. C++ 14, Python 3.6, Java ): Python 3.7.13 and also 3.10.4
- Installed using virtualenv? pip? Conda? (if python): pip

I cannot installing media pipe using the library installer pip. I am having Mac Pro with apple M1 Max chipset.
"""


def test_template_hint_opened_with_a_space_is_not_the_python() -> None:
    facts, _ = read(MEDIAPIPE_TEMPLATE)
    assert facts.get("python.version", "").startswith("3.6") is False
    found = ids(MEDIAPIPE_TEMPLATE)
    assert "apple-silicon" in found
    assert "python-x86-on-arm" not in found


def test_template_hint_with_a_space_in_brackets_is_blanked_too() -> None:
    text = MEDIAPIPE_TEMPLATE.replace("( e.g. C++ 14, Python 3.6, Java )", "[ e.g. C++ 14, Python 3.6, Java ]")
    assert "python-x86-on-arm" not in ids(text)


# quoted in https://github.com/storyicon/comfyui_segment_anything/issues/68
MAC_ARM64 = """> platform: mac arm64 平台：macarm64 device: mps 设备：mps
>
> ```
> Loads SAM model: /Users/liangbinsi/Documents/ComfyUI/models/sams/sam_vit_h_4b8939.pth (device:AUTO)
> !!! Exception during processing!!! Tensor for argument #2 'mat2' is on CPU, but expected it to be on GPU (while checking arguments for mm)
"""


def test_mac_arm64_names_an_apple_silicon_mac() -> None:
    facts, _ = read(MAC_ARM64)
    assert facts.get("host.arm64_capable") == 1
    assert "apple-silicon" in ids(MAC_ARM64)
    assert "apple-silicon" in ids("platform: mac arm64\n")


def test_mac_arm64_says_nothing_of_the_python() -> None:
    # https://github.com/facebookresearch/faiss/issues/2432: an x86_64 Python on an M1
    facts, _ = read("# swigfaiss.so incompatible with mac arm64\n")
    assert "python.machine" not in facts
    assert facts.get("host.arm64_capable") == 1
    # wheels made for it are a target, not the machine
    facts, _ = read("Please publish mac arm64 wheels for 1.8.0 on PyPI.\nPython 3.11.4 on macOS 14.2\n")
    assert "host.arm64_capable" not in facts


# https://github.com/opencv/opencv/issues/19245 (comments of the reporter, building OpenCV for macOS-arm64)
X86_HOMEBREW = """> ld: warning: ignoring file /usr/local/Cellar/hdf5/1.12.0_1/lib/libhdf5.dylib, building for macOS-arm64 but attempting to link with file built for macOS-x86_64
ld: warning: ignoring file /usr/local/opt/szip/lib/libsz.dylib, building for macOS-arm64 but attempting to link with file built for macOS-x86_64

And I found this weired.
In the first lines of cmake phase:
-- Detected processor: x86_64
This shouldn't be like this, right?

I installed a x86_64 homebrew before, maybe there is some problem.
"""


def test_an_x86_64_homebrew_named_as_such_is_on_apple_silicon() -> None:
    facts, _ = read(X86_HOMEBREW)
    assert facts.get("host.arm64_capable") == 1
    assert "apple-silicon" in ids(X86_HOMEBREW)
    # the linker lines alone stay unread (an Intel Mac building universal2 prints them too)
    without = X86_HOMEBREW.replace("I installed a x86_64 homebrew before, maybe there is some problem.\n", "")
    assert "apple-silicon" not in ids(without)


def test_x86_homebrew_packaging_or_denial_is_not_the_machine() -> None:
    base = "macOS 12.1, python 3.10\n"
    assert "apple-silicon" not in ids(base + "x86_64 homebrew bottles are missing for this formula\n")
    assert "apple-silicon" not in ids(base + "I don't have an x86 homebrew\n")
