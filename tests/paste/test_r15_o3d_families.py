# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2210-2229 (OCR and 3D / point-cloud ML on Macs: PaddleOCR, Open3D, PyTorch3D,
EasyOCR) exposed, each read from real text.

The chip before a Mac written run together in lower case ('m1 macmini'); the chip after OS X's name ('on OSX M1'); an
arch field inside the parentheses that describe the machine ('(Apple Silicon, Arch: i386)'); a commenter who also has
the problem on Linux, under a macOS title, is not the failing machine's OS; `file` showing an extension module of one
architecture where the text makes the interpreter the other ('on x86_64 arch' … 'pybind.cpython-39-darwin.so: Mach-O
64-bit bundle arm64') is a module dyld will refuse.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/PaddlePaddle/PaddleOCR/issues/11377 (the title, then the template's environment line)
PADDLEOCR_11377 = """m1 macmini python3.8 执行 `paddleocr --image_dir ./imgs/11.jpg --use_angle_cls true --use_gpu false` 卡死无响应

- 系统环境/System Environment：macos 14.0 pyenv python3.8.16
- 版本号/Version：Paddle：2.5.2  PaddleOCR：2.7.0.3 问题相关组件/Related components：
"""

# https://github.com/isl-org/Open3D/issues/5655
OPEN3D_5655 = """Failed import on 0.16.0 on OSX M1 after pip install?

```
pip3 install open3d==0.16.0
python3
import open3d
```
"""

# https://github.com/PaddlePaddle/PaddleOCR/issues/11588
PADDLEOCR_11588 = """Unable to run PaddleOCR on Macbook Pro M3 Pro (Apple Silicon, Arch: i386)

- 系统环境/System Environment：Macbook Pro M3 Pro (Apple Silicon, Arch: i386)
- System OS: MacOS Sonoma 14.1 (23B2073)
- Python version: 3.10.9
"""

# https://github.com/isl-org/Open3D/issues/6082 (the title, then a later comment)
OPEN3D_6082 = """Import fails with segmentation fault on MacOS within Anaconda environment

cjaverliat · comment · 2024-06-25
To add further details to this issue, I also have the problem on Linux and managed to reproduce the error. It looks like its coming from numpy 2.0.0.
"""


def test_chip_before_a_mac_run_together_in_lower_case_is_the_chip() -> None:
    facts, _ = read(PADDLEOCR_11377)
    assert facts.get("host.arm64_capable") == 1
    found = ids(PADDLEOCR_11377)
    assert "apple-silicon" in found and "intel-mac" not in found and "not-a-mac" not in found
    for written in ("m1 MacMini fails", "M2 macstudio here", "my m3 macbook hangs"):
        assert read(written)[0].get("host.arm64_capable") == 1, written


def test_chip_after_os_x_is_the_chip() -> None:
    facts, _ = read(OPEN3D_5655)
    assert facts.get("host.arm64_capable") == 1
    assert "apple-silicon" in ids(OPEN3D_5655)
    for written in ("It fails on Mac OS X M2 Pro", "MacOSX M1, python 3.9"):
        assert read(written)[0].get("host.arm64_capable") == 1, written


def test_arch_field_inside_the_machines_parentheses_is_the_pythons() -> None:
    facts, _ = read(PADDLEOCR_11588)
    assert facts.get("python.machine") == "x86_64"
    found = ids(PADDLEOCR_11588)
    assert {"apple-silicon", "python-x86-on-arm"} <= found and "python-native-arm64" not in found
    facts, _ = read("MacBook Air (M2, arch: arm64), macOS 14")
    assert facts.get("python.machine") == "arm64"
    assert read("the function arch(x, y) is called")[0].get("python.machine") is None


def test_a_commenter_who_also_has_the_problem_on_linux_is_not_the_macs_os() -> None:
    facts, _ = read(OPEN3D_6082)
    assert facts.get("host.os") != "Linux"
    assert "not-a-mac" not in ids(OPEN3D_6082)
    # the same sentence alone still says what it says; a Mac named so stays the machine
    assert read(OPEN3D_6082.split("\n\n", 1)[1])[0].get("host.os") == "Linux"
    assert read("I also have the problem on my M1 Mac.")[0].get("host.arm64_capable") == 1


# https://github.com/isl-org/Open3D/issues/6686 (the stored issue ends inside the dlopen path)
OPEN3D_6686 = """Cannot pip install v0.18 on x86_64 arch with OSX 14 and Python 3.9

#### Then, I inspected pybind.cpython-39-darwin.so
```
> file ${WORKSPACE}/env/lib/python3.9/site-packages/open3d/cpu/pybind.cpython-39-darwin.so

${WORKSPACE}/env/lib/python3.9/site-packages/open3d/cpu/pybind.cpython-39-darwin.so: Mach-O 64-bit bundle arm64
```

### Error message

```shell
$ open3d --version
Traceback (most recent call last):
  File "${WORKSPACE}/env/bin/open3d", line 5, in <module>
    from open3d.tools.cli import main
  File "${WORKSPACE}/env/lib/python3.9/site-packages/open3d/__init__.py", line 93, in <module>
    from open3d.cpu.pybind import (core, camera, data, geometry, io, pipelines,
ImportError: dlopen(${WORKSPACE}/env/lib/python3.9/site-packages/open3d/cpu/pyb
```
"""


def test_on_an_arch_names_the_pythons_architecture() -> None:
    assert read("Cannot pip install v0.18 on x86_64 arch with OSX 14 and Python 3.9")[0].get("python.machine") == "x86_64"
    assert read("It fails running on arm64 architecture, macOS 14")[0].get("python.machine") == "arm64"
    # a class of Macs or an environment wanted is not the Python (dev 1868, 2144)
    assert read("This project doesnt install on any Macbook using arm64 architecture (Sillicon M1 chips or beyond).")[0].get("python.machine") is None
    assert read("I'm failing to setup an environment using the arm64 architecture. Mac M1")[0].get("python.machine") is None


def test_file_of_a_module_of_the_other_architecture_is_a_wrong_arch_module() -> None:
    facts, symptoms = read(OPEN3D_6686)
    assert symptoms == ["incompatible-arch"]
    assert facts["report.symptoms"][0]["have"] == "arm64" and facts["report.symptoms"][0]["need"] == "x86_64"
    found = ids(OPEN3D_6686)
    assert "incompatible-arch-extension" in found and "python-native-arm64" not in found
    # the module of the interpreter's own architecture, or no interpreter architecture said: nothing to refuse
    assert read(OPEN3D_6686.replace("on x86_64 arch", "on arm64 arch"))[1] == []
    assert read(OPEN3D_6686.replace(" on x86_64 arch", ""))[1] == []
