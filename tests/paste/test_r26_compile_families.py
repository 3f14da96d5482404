# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4780-4791 (torch.compile, TorchInductor, TorchScript and torch.export on Macs)
exposed, each read from real text.

- Homebrew's Apple-silicon prefix as a value people talk about, not a path of the writer's machine: a condition on it
  ('if /opt/homebrew/opt/libomp exists'), code that assumes it ('hard-coding `/opt/homebrew/opt/libomp`'), a setting
  someone is told to make ('it now requires setting' / 'export OMP_PREFIX=/opt/homebrew/opt/libomp'). A setting the
  writer made stays read.
- A scripted or traced module called on an input moved to mps and failing inside TorchScript ('----> 1
  m.forward(torch.ones(1, 3, 640, 640).to(device="mps"))' then 'RuntimeError: The following operation failed in the
  TorchScript interpreter.'): the move ran, so the MPS device exists.
"""

from __future__ import annotations

from pasted import raised, read


def _facts(text: str) -> dict:
    return read(text)[0]


# https://github.com/pytorch/pytorch/issues/95708 (dev 4783): the maintainers' comments below a reporter who names no chip
PYTORCH_95708 = r"""# Dynamo + MacOS: fatal error: 'omp.h' file not found

carmocca · description · 2023-02-28
### 🐛 Describe the bug

`torch.compile` fails to run with MacOs with a missing "omp.h" error

libomp is available:

```bash
$ brew install libomp
Warning: libomp 15.0.7 is already installed and up-to-date.
To reinstall 15.0.7, run:
  brew reinstall libomp
```

ngimel · comment · 2023-02-28
#93895 should have fixed that (but for conda omp installs, not for brew). cc @malfet

jansel · comment · 2023-07-21
#105136 recently partially fixed this, though it doesn't seem to work totally automatically, since it now requires setting 
```
export OMP_PREFIX=/opt/homebrew/opt/libomp
```
environment variable and `brew install libomp`. See also
https://dev-discuss.pytorch.org/t/can-we-add-a-default-backend-when-openmp-is-not-available/1382/5

Also, perhaps we could automatically set OMP_PREFIX if /opt/homebrew/opt/libomp exists, and we are using the default llvm.

youkaichao · comment · 2023-07-21
@jansel I don't know if hard-coding `/opt/homebrew/opt/libomp` is a good option. Some macos users might use macports as package manager rather than homebrew......
"""

# https://github.com/ultralytics/ultralytics/issues/3161 (dev 4781)
ULTRALYTICS_3161 = r"""# Error trying to use torchscript export with mps

simgt · description · 2023-06-13
### Bug

I'm trying to run the torchscript export on Apple's MPS backend, but it seems to fail because presumably some internal tensors haven't been converted to the requested device.

### Environment

- YOLO: 8.0.109
- macOS Ventura
- Python 3.11.3

```python
import torch
m = torch.jit.load("yolov8n.torchscript")
m.to(device="mps")
m.forward(torch.ones(1, 3, 640, 640).to(device="mps"))
```

Stack trace:

```
---------------------------------------------------------------------------
RuntimeError                              Traceback (most recent call last)
<ipython-input-8-9b382390ee29> in <module>
----> 1 m.forward(torch.ones(1, 3, 640, 640).to(device="mps"))

RuntimeError: The following operation failed in the TorchScript interpreter.
Traceback of TorchScript, serialized code (most recent call last):
  File "code/__torch__/ultralytics/nn/tasks.py", line 74, in forward
    _35 = (_18).forward(act, _34, )
```
"""

# https://github.com/pytorch/pytorch/issues/179135 (dev 4791): inductor's own source lines, printed by IPython in every
# traceback through cpp_builder.py, speak of Apple clang; the machine is another one ('CUDA works')
PYTORCH_179135 = r"""# InductorError when using torch.compile with Swin Transformer v2 on CPU

hassonofer · description · 2026-04-02
`torch.compile()` fails with InductorError when running Swin Transformer v2 on CPU device (CUDA works).

File ~/Programming/birder/.venv/lib/python3.11/site-packages/torch/_inductor/cpp_builder.py:633, in _run_compile_cmd(cmd_line, cwd)
    623     instruction = (
    624         "\n\nOpenMP support not found. Please try one of the following solutions:\n"
    625         "(1) Set the `CXX` environment variable to a compiler other than Apple clang++/g++ "
   (...)    630         " with `include/omp.h` under it."
    631     )
    632     output += instruction
--> 633 raise exc.CppCompileError(cmd, output) from e

InductorError: CppCompileError: C++ compile error
"""


def _comment(text: str) -> str:
    return f"# torch.compile on a Mac\n\nhelper · comment · 2024-01-05\n{text}\n"


# --- Homebrew's prefix as a value talked about ---------------------------------------------------------------------

def test_maintainers_homebrew_prefix_advice_is_no_machine():
    assert "apple-silicon" not in raised(PYTORCH_95708)
    assert "host.arm64_capable" not in _facts(PYTORCH_95708)


def test_each_way_the_prefix_is_talked_about():
    for text in ("it now requires setting \n```\nexport OMP_PREFIX=/opt/homebrew/opt/libomp\n```\nenvironment variable and `brew install libomp`.",
                 "perhaps we could automatically set OMP_PREFIX if /opt/homebrew/opt/libomp exists",
                 "I don't know if hard-coding `/opt/homebrew/opt/libomp` is a good option.",
                 "The script hardcodes /opt/homebrew/opt/llvm/bin/clang, which breaks other setups.",
                 "You need to set `export OMP_PREFIX=/opt/homebrew/opt/libomp` first.",
                 "you have to set LIBRARY_PATH=/opt/homebrew/opt/libomp/lib before building",
                 "Try setting CXX=/opt/homebrew/opt/llvm/bin/clang++ and run it again.",
                 "It checks whether /opt/homebrew/opt/libomp/include/omp.h is there."):
        assert "host.arm64_capable" not in _facts(_comment(text)), text


def test_the_writers_own_homebrew_paths_stay_read():
    for text in ("I set\n```\nexport OMP_PREFIX=/opt/homebrew/opt/libomp\n```\nand it works now.",
                 "I had to set OMP_PREFIX=/opt/homebrew/opt/libomp to get it working.",
                 "$ export OMP_PREFIX=/opt/homebrew/opt/libomp",
                 "I checked if /opt/homebrew/opt/libomp/include/omp.h exists and it does.",
                 "clang++ -I/opt/homebrew/opt/libomp/include -L/opt/homebrew/opt/libomp/lib -lomp x.cpp",
                 "when I run /opt/homebrew/bin/python3 -m pip install torch it works"):
        assert _facts(_comment(text)).get("host.arm64_capable") == 1, text


# --- TorchScript failing on an input moved to mps ----------------------------------------------------------------

def test_torchscript_failure_on_mps_input_real_text():
    facts = _facts(ULTRALYTICS_3161)
    assert facts.get("torch.mps_available") is True
    assert "mps-available" in raised(ULTRALYTICS_3161)


def test_torchscript_failure_on_mps_input_variants():
    for frame in ("    out = model(x.to('mps:0'))\n          ^^^^^^^^^^^^^^^^^^^\nRuntimeError: The following operation failed in the TorchScript interpreter.",
                  "    y = scripted(torch.zeros(1, 3, device=\"mps\"))\ntorch.jit.Error: The following operation failed in the TorchScript interpreter.",
                  "    out = model(x.to(torch.device(\"mps\")))\nRuntimeError: The following operation failed in the TorchScript interpreter."):
        text = f'Traceback (most recent call last):\n  File "/work/run.py", line 7, in <module>\n{frame}\nTraceback of TorchScript, serialized code (most recent call last):\n'
        assert _facts(text).get("torch.mps_available") is True, frame


def test_torchscript_failure_near_misses():
    for frame in ("    out = model(x.to('mps' if torch.backends.mps.is_available() else 'cpu'))\nRuntimeError: The following operation failed in the TorchScript interpreter.",
                  "    out = model(x.to('cpu'))\nRuntimeError: The following operation failed in the TorchScript interpreter.",
                  "    out = model(x.to('cuda'))\nRuntimeError: The following operation failed in the TorchScript interpreter."):
        text = f'Traceback (most recent call last):\n  File "/work/run.py", line 7, in <module>\n{frame}\n'
        assert "torch.mps_available" not in _facts(text), frame
    # the move itself refused: MPS is not there
    refused = ('Traceback (most recent call last):\n  File "run.py", line 7, in <module>\n    out = model(x.to(\'mps\'))\n'
               "RuntimeError: The MPS backend is supported on MacOS 12.3+.Current OS version can be queried using `sw_vers`\n")
    assert _facts(refused).get("torch.mps_available") is not True
    # the error told in prose after the code, not the traceback's own line below the failing one
    prose = "m = torch.jit.load('a.pt')\nm.to('mps')\nout = m(x.to('mps'))\n\nI get: RuntimeError: The following operation failed in the TorchScript interpreter.\n"
    assert "torch.mps_available" not in _facts(prose)


# --- left alone: inductor's source lines are no machine -----------------------------------------------------------

def test_inductor_source_lines_about_apple_clang_are_no_mac():
    found = raised(PYTORCH_179135)
    assert not found & {"apple-silicon", "intel-mac", "mps-available", "mps-unavailable"}
