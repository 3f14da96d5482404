# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Families the never-seen batch 4200-4209 (PyTorch-ecosystem bug reports from Macs with collect_env output) exposed,
each read from real text.

- A framework's import that raised another exception than an import's (AttributeError, NameError, TypeError, …): the
  traceback runs the framework's own files at their top level, entered from an import chain, so the import failed
  (import-failed), and collect_env's 'PyTorch version: N/A' beside it is that failure, not a missing torch.
"""

from __future__ import annotations

from pasted import ids

from macml_doctor.errors import InputError
from macml_doctor.facts import State
from macml_doctor.paste import inputs

# https://github.com/pytorch/pytorch/issues/118724 (dev 4209)
TORCH_118724 = r"""# AttributeError: module 'torch._C' has no attribute 'TensorBase'.

Romeo-CC · description · 2024-01-31
### 🐛 Describe the bug

## Description
After upgraded pytorch to the latest version 2.2.0, it broke down
get `AttributeError: module 'torch._C' has no attribute 'TensorBase'. Did you mean: '_TensorBase'?` when import torch

## how to reproduce ?
1. install the latest version pytorch
```sh
pip install torch torchvision
```
or 
```
conda install pytorch torchvision -c pytorch
```
2.  input following in shell
```sh
python -c "import torch"
```
then you can get the following Error
```sh
Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "/Users/XXX/miniconda3/lib/python3.11/site-packages/torch/__init__.py", line 1208, in <module>
    from ._tensor import Tensor
  File "/Users/XXX/miniconda3/lib/python3.11/site-packages/torch/_tensor.py", line 81, in <module>
    class Tensor(torch._C.TensorBase):
                 ^^^^^^^^^^^^^^^^^^^
AttributeError: module 'torch._C' has no attribute 'TensorBase'. Did you mean: '_TensorBase'?
```

PS, this Problem appeared in v2.0s, resolved in v2.1s but reemerged in v2.2

### Versions

PyTorch version: N/A
Is debug build: N/A
CUDA used to build PyTorch: N/A
ROCM used to build PyTorch: N/A

OS: macOS 14.3 (x86_64)
GCC version: Could not collect
Clang version: 15.0.0 (clang-1500.1.0.2.5)
CMake version: version 3.28.1
Libc version: N/A
"""


def _failed(text: str, framework: str = "torch") -> str | None:
    """The error of the framework's failed import the parsers read, None where they read none."""
    try:
        facts = inputs.parse_report(text, "test")
    except InputError:
        return None
    fact = facts.items.get(f"{framework}.import")
    return fact.error if fact is not None and fact.state is State.FAILED else None


def test_real_text_reads_a_failed_import_not_a_missing_torch() -> None:
    found = ids(TORCH_118724)
    assert "import-failed" in found
    assert _failed(TORCH_118724) == "AttributeError: module 'torch._C' has no attribute 'TensorBase'. Did you mean: '_TensorBase'?"
    assert "torch-missing" not in found


def _trace(*frames: str, exc: str, head: str = 'python -c "import torch"') -> str:
    body = "\n".join(frames)
    return f"{head}\nTraceback (most recent call last):\n{body}\n{exc}\n"


SITE = "/Users/me/miniconda3/lib/python3.11/site-packages"
STRING = '  File "<string>", line 1, in <module>'


def _frame(path: str, line: int = 10, name: str = "<module>") -> str:
    return f'  File "{path}", line {line}, in {name}'


def test_variants_other_exceptions_in_the_import_chain() -> None:
    # the real pair of torch frames, an AttributeError
    real = _trace(STRING, _frame(f"{SITE}/torch/__init__.py", 1208), _frame(f"{SITE}/torch/_tensor.py", 81),
                  exc="AttributeError: module 'torch._C' has no attribute 'TensorBase'. Did you mean: '_TensorBase'?")
    assert "import-failed" in ids(real)
    # torch imported from the source tree's parent: NameError in torch/__init__.py
    name_error = _trace(STRING, _frame(f"{SITE}/torch/__init__.py", 465),
                        exc="NameError: name '_C' is not defined")
    assert "import-failed" in ids(name_error)
    # a script's top level imports a library that imports torch; function frames below torch's top level
    script = _trace(_frame("/Users/me/proj/train.py", 3), _frame(f"{SITE}/torch/__init__.py", 1477),
                    _frame(f"{SITE}/torch/_meta_registrations.py", 7),
                    _frame(f"{SITE}/torch/_decomp/__init__.py", 169, "register_decomposition"),
                    exc="TypeError: 'NoneType' object is not callable", head="$ python train.py")
    assert "import-failed" in ids(script)
    # TensorFlow's import under protobuf 4: the exception raised in protobuf's function below tensorflow's top level
    tf = _trace(STRING, _frame(f"{SITE}/tensorflow/__init__.py", 37),
                _frame(f"{SITE}/tensorflow/python/__init__.py", 37),
                _frame(f"{SITE}/google/protobuf/descriptor.py", 560, "__new__"),
                exc="TypeError: Descriptors cannot be created directly.", head='python -c "import tensorflow"')
    assert "import-failed" in ids(tf)
    assert _failed(tf, "tensorflow") is not None


def test_near_misses_stay_unread() -> None:
    # a call that failed: the script's function frame above torch's (a lazy import inside a call is no import failure)
    call = _trace(_frame("/Users/me/proj/train.py", 40), _frame("/Users/me/proj/train.py", 12, "main"),
                  _frame(f"{SITE}/torch/nn/modules/module.py", 1130, "_call_impl"),
                  exc="RuntimeError: Placeholder storage has not been allocated on MPS device!", head="$ python train.py")
    assert _failed(call) is None
    # torch's module run as a script by `python -m`: collect_env's own crash, torch imported fine
    runpy = _trace(_frame("/usr/local/Cellar/python@3.11/3.11.6/lib/python3.11/runpy.py", 198, "_run_module_as_main"),
                   _frame("/usr/local/Cellar/python@3.11/3.11.6/lib/python3.11/runpy.py", 88, "_run_code"),
                   _frame(f"{SITE}/torch/utils/collect_env.py", 603),
                   _frame(f"{SITE}/torch/utils/collect_env.py", 586, "main"),
                   exc="UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte",
                   head="$ python -m torch.utils.collect_env")
    assert _failed(runpy) is None
    # the same script started by its path: the traceback starts in torch's own file
    direct = _trace(_frame(f"{SITE}/torch/utils/collect_env.py", 603),
                    exc="AttributeError: 'NoneType' object has no attribute 'group'",
                    head=f"$ python {SITE}/torch/utils/collect_env.py")
    assert _failed(direct) is None
    # an exception line that is a warning, not an error
    warned = _trace(STRING, _frame(f"{SITE}/torch/__init__.py", 1208),
                    exc="UserWarning: Failed to initialize NumPy: _ARRAY_API not found")
    assert _failed(warned) is None
    # NumPy 2's printed stack for a module built against NumPy 1.x: torch warns and loads
    numpy2 = ("A module that was compiled using NumPy 1.x cannot be run in\nNumPy 2.1.3 as it may crash.\n"
              + _trace(STRING, _frame(f"{SITE}/torch/__init__.py", 1477),
                       exc="AttributeError: _ARRAY_API not found", head=""))
    assert "import-failed" not in ids(numpy2)
    # a RuntimeError the signature clues read with its meaning: jaxlib's AVX check under Rosetta (import-crashed)
    avx = _trace(STRING, _frame(f"{SITE}/jax/__init__.py", 37), _frame(f"{SITE}/jax/_src/cloud_tpu_init.py", 14),
                 _frame(f"{SITE}/jax/_src/lib/__init__.py", 62, "check_jaxlib_version"),
                 exc="RuntimeError: This version of jaxlib was built using AVX instructions, which your CPU and/or operating system do not support.",
                 head='python -c "import jax"')
    assert _failed(avx, "jax") is None
    assert "import-crashed" in ids(avx)
    # another package's file, not a framework's
    other = _trace(STRING, _frame(f"{SITE}/sklearn/__init__.py", 82),
                   exc="AttributeError: module 'numpy' has no attribute 'float'", head='python -c "import sklearn"')
    assert "import-failed" not in ids(other)
