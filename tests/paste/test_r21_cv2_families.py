# ruff: noqa: E501, W291, W293  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3720-3733 (OpenCV's Python packages on Macs: opencv-python wheels failing to
install or build, the Qt 'cocoa' plugin of the 4.2 wheels, camera permission) exposed, each read from real text.

- A message only macOS prints, in the person's own output (Qt's 'cocoa' platform plugin; the shell's 'Abort trap: 6',
  'Segmentation fault: 11'), in a post dated before the first Apple-silicon Mac: an Intel Mac (as mac-in-dated-post
  reads a Mac model). Linux's 'xcb' plugin and 'Aborted (core dumped)' say nothing of a Mac.
- pip's 'Ignoring numpy: markers '...' don't match your environment' notes, read together: where every platform and
  Python that makes them all false has one machine, that is the Python's machine (opencv-python's numpy pins, all
  ignored on an arm64 Mac); one note alone, or notes another Python also explains, decide nothing.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/opencv/opencv/issues/16613 (dev 3727)
OPENCV_16613 = r"""# t.qpa.plugin: Could not find the Qt platform plugin "cocoa" in ""

ProfessorDobby · description · 2020-02-18
qt.qpa.plugin: Could not find the Qt platform plugin "cocoa" in ""
This application failed to start because no Qt platform plugin could be initialized. Reinstalling the application may 
fix this problem.

Abort trap: 6

ifueko · comment · 2020-02-19
Having the same issue. Occurs when attempting to open videos with cv2.VideoCapture in python.

emakryo · comment · 2020-02-21
this workaround may help
https://github.com/ageitgey/face_recognition/issues/1041#issuecomment-582401795
"""
# https://github.com/ayooshkathuria/pytorch-yolo-v3/issues/141 (dev 3728)
YOLOV3_141 = r"""# qt.qpa.plugin: Could not find the Qt platform plugin "cocoa" in ""

autofasurer · description · 2020-02-14
When trying to use cam_demo.py the following error gets thrown:
```
qt.qpa.plugin: Could not find the Qt platform plugin "cocoa" in ""
This application failed to start because no Qt platform plugin could be initialized. Reinstalling the application may fix this problem.
```

Are there any prerequisites not mentioned in the readme?

autofasurer · comment · 2020-02-15
The issue seemed to arise when trying to run cam_demo.py within a virtual environment in which I installed openCV using `pip3 install opencv-python`

Solved this by: 
`pip3 uninstall opencv-python`
followed by:
`pip install opencv-python-headless`
"""
# https://github.com/apoorvavinod/Real_time_Object_detection_and_tracking/issues/21 (dev 3729)
RTOBJDET_21 = r"""# qt.qpa.plugin: Could not find the Qt platform plugin "cocoa" in ""

N0ODle · description · 2020-04-03
I am also facing an issue:

```
qt.qpa.plugin: Could not find the Qt platform plugin "cocoa" in ""
This application failed to start because no Qt platform plugin could be initialized. Reinstalling the application may fix this problem.

Abort trap: 6
```

quicktwit · comment · 2020-04-24
Check this link. I fixed it by 
`pip3 install python-opencv-headless`
`pip3 uninstall opencv-contrib-python`
Please refer this [link](https://stackoverflow.com/questions/60042568/this-application-failed-to-start-because-no-qt-platform-plugin-could-be-initiali) and this [link](https://github.com/ageitgey/face_recognition/issues/1041)
"""
# https://github.com/BreezeWhite/oemer/issues/17 (dev 3722)
OEMER_17 = r"""# Unable to install on mac M1

vahotm · description · 2022-11-20
Unable to install on MacOS 12.6.1 (M1 Pro).

Using `pip3 install oemer` gives the following output:

```Collecting oemer
  Downloading oemer-0.1.4-py3-none-any.whl (1.3 MB)
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 1.3/1.3 MB 7.8 MB/s eta 0:00:00
Collecting opencv-python==4.5.3.56
  Downloading opencv-python-4.5.3.56.tar.gz (89.2 MB)
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 89.2/89.2 MB 36.2 MB/s eta 0:00:00
  Installing build dependencies ... error
  error: subprocess-exited-with-error

  × pip subprocess to install build dependencies did not run successfully.
  │ exit code: 1
  ╰─> [115 lines of output]
      Ignoring numpy: markers 'python_version == "3.6" and platform_machine != "aarch64" and platform_machine != "arm64"' don't match your environment
      Ignoring numpy: markers 'python_version >= "3.6" and sys_platform == "linux" and platform_machine == "aarch64"' don't match your environment
      Ignoring numpy: markers 'python_version == "3.7" and platform_machine != "aarch64" and platform_machine != "arm64"' don't match your environment
      Ignoring numpy: markers 'python_version == "3.8" and platform_machine != "aarch64" and platform_machine != "arm64"' don't match your environment
      Ignoring numpy: markers 'python_version >= "3.9" and platform_machine != "aarch64" and platform_machine != "arm64"' don't match your environment
"""
# https://github.com/cvxpy/cvxpy/issues/1765 (dev 2920)
CVXPY_1765 = r"""pip installation failure

azurewtl · description · 2022-05-02
Im trying to install optbinning in my M1 Mac book pro, whereas the dependency "cvxpy" is fail to be installed
The reason might be: It required numpy-1.16.6, but I checked numpy-1.16.6 only support python3.7

Related code:https://github.com/cvxpy/cvxpy/blob/0c657756d34592bf5a567d2a545b26e86da99208/pyproject.toml#L18
Python: 3.8.12
OS: macOS Monterey Version 12.3.1

<=====Error Message=====>

MacBook-Pro ~ % pip install cvxpy --no-deps
Collecting cvxpy
  Downloading cvxpy-1.2.0.tar.gz (1.3 MB)
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 1.3/1.3 MB 4.7 MB/s eta 0:00:00
  Installing build dependencies ... error
  error: subprocess-exited-with-error
  
  × pip subprocess to install build dependencies did not run successfully.
  │ exit code: 1
  ╰─> [3057 lines of output]
      Ignoring numpy: markers 'python_version == "3.7"' don't match your environment
      Ignoring numpy: markers 'python_version == "3.9" and (platform_machine != "arm64" or platform_system != "Darwin")' don't match your environment
      Ignoring numpy: markers 'python_version == "3.9" and (platform_machine == "arm64" and platform_system == "Darwin")' don't match your environment
      Ignoring numpy: markers 'python_version == "3.10" and (platform_machine != "arm64" or platform_system != "Darwin")' don't match your environment
"""
# https://github.com/pedroCabrera/PyFlow/issues/96 (not in the corpus: the same plugin in Qt's other wording, 2021)
PYFLOW_96 = r"""# start failed in mac

hellobiek · description · 2021-04-20
run cmd: 
python -B pyflow.py

results:

qt.qpa.plugin: Could not load the Qt platform plugin "cocoa" in "" even though it was found.
This application failed to start because no Qt platform plugin could be initialized. Reinstalling the application may fix this problem.

Available platform plugins are: cocoa, minimal, offscreen.

[1]    27335 abort      python -B pyflow.py
"""
# https://github.com/google-ai-edge/mediapipe/issues/1373 (not in the corpus: Linux's plugin, on Ubuntu)
MEDIAPIPE_1373 = r"""# Got error Could not load the Qt platform plugin "xcb"

puparas · description · 2020-12-04
Hey. I installed all the following instructions for python. Tried to execute the code from the example.
This works with images. But when I try to execute the code for the video, I get the error

```
qt.qpa.xcb: could not connect to display
qt.qpa.plugin: Could not load the Qt platform plugin "xcb" in "/mediapipe/mp_env/lib/python3.6/site-packages/cv2/qt/plugins" even though it was found.
This application failed to start because no Qt platform plugin could be initialized. Reinstalling the application may fix this problem.

Available platform plugins are: xcb.
```
"""


def _dated(text: str, date: str) -> str:
    """The same thread with its first post dated otherwise (the family's other side of the first Apple-silicon Mac)."""
    head, sep, rest = text.partition(" · description · ")
    return head + sep + date + rest[len("2020-02-18"):]


def test_qt_cocoa_plugin_and_abort_trap_in_a_post_dated_before_apple_silicon_are_an_intel_mac() -> None:
    for text in (OPENCV_16613, YOLOV3_141, RTOBJDET_21):
        facts, _ = read(text)
        assert facts["host.arm64_capable"] == 0
        assert facts["host.cpu_brand"] == "Intel"
        found = ids(text)
        assert "intel-mac" in found
        assert "apple-silicon" not in found and "not-a-mac" not in found and "import-failed" not in found


def test_other_wordings_of_the_cocoa_plugin_and_macos_signals() -> None:
    # Qt's 'even though it was found' and 'Available platform plugins are: cocoa, …', dated back before Apple silicon
    assert "intel-mac" in ids(_dated(PYFLOW_96, "2020-04-20"))
    # the shell's other macOS signal wordings, alone in a 2019 post
    for line in ("Segmentation fault: 11", "Bus error: 10", "Illegal instruction: 4", "Abort trap: 6", "Trace/BPT trap: 5"):
        text = f"# crash\n\nsomeone · description · 2019-05-02\npython train.py\n{line}\n"
        assert read(text)[0].get("host.arm64_capable") == 0, line


def test_macos_only_messages_after_apple_silicon_or_undated_decide_no_chip() -> None:
    # the same plugin in 2021 (Apple silicon Macs were sold): a Mac of either kind
    facts, _ = read(PYFLOW_96)
    assert facts.get("host.arm64_capable") is None
    found = ids(PYFLOW_96)
    assert "intel-mac" not in found and "apple-silicon" not in found
    # no post header: nothing dates it
    undated = "\n".join(line for line in OPENCV_16613.splitlines() if " · " not in line)
    assert read(undated)[0].get("host.arm64_capable") is None


def test_linux_qt_plugin_and_abort_say_nothing_of_a_mac() -> None:
    for text in (MEDIAPIPE_1373, _dated(MEDIAPIPE_1373, "2020-02-18")):
        facts, _ = read(text)
        assert facts.get("host.arm64_capable") is None
        assert "intel-mac" not in ids(text)
    linux = "# crash\n\nsomeone · description · 2019-05-02\npython train.py\nAborted (core dumped)\nSegmentation fault (core dumped)\n"
    assert read(linux)[0].get("host.arm64_capable") is None


def test_pip_ignored_machine_markers_name_an_arm64_python() -> None:
    facts, _ = read(OEMER_17)
    assert facts["python.machine"] == "arm64"
    found = ids(OEMER_17)
    assert "python-native-arm64" in found and "apple-silicon" in found
    assert "python-x86-on-arm" not in found and "intel-mac" not in found


def test_pip_ignored_markers_that_another_python_explains_decide_nothing() -> None:
    # cvxpy's pins for 3.9 (both machines) and 3.10 ignored on a Python 3.8.12: any machine
    facts, _ = read(CVXPY_1765)
    assert facts.get("python.machine") != "x86_64"
    assert "python-x86-on-arm" not in ids(CVXPY_1765)
    # one note alone: a Python older than 3.9 makes it false as well
    one = OEMER_17.split("      Ignoring numpy: markers 'python_version == \"3.6\"")[0] + (
        "      Ignoring numpy: markers 'python_version >= \"3.9\" and platform_machine != \"aarch64\" and platform_machine != \"arm64\"' don't match your environment\n")
    assert read(one)[0].get("python.machine") is None
    # the x86_64 side: the arm64 pins ignored for every Python the pins name
    x86 = "\n".join(f"  Ignoring numpy: markers 'python_version == \"3.{minor}\" and platform_machine == \"arm64\"' don't match your environment"
                    for minor in range(8, 15))
    x86 += "\n  Ignoring numpy: markers 'python_version == \"3.8\" and platform_machine != \"arm64\" and sys_platform != \"darwin\"' don't match your environment"
    assert read("Unable to install on macOS\n" + x86 + "\n")[0].get("python.machine") is None  # Linux aarch64 or Windows ARM64 also fit
