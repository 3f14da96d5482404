# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1275-1299 (frameworks on Macs: onnxruntime, coremltools, MLX, LightGBM,
scikit-learn, TensorFlow) exposed, each read from real text.

A framework's import that raised, in every shape a Python traceback is pasted: CPython's, IPython 8's (its header names
the exception, its module frames carry no 'in <module>'), older IPython's (Windows paths, 'in <module>' after the path),
a chained one, one cut before its last line (macml_doctor/paste/import_tracebacks.py).
"""

from __future__ import annotations

import pytest
from pasted import ids, read

from macml_doctor.facts import State
from macml_doctor.paste import inputs

FAILED_FRAMEWORK_IMPORTS = [
    ("https://github.com/tensorflow/tensorflow/issues/57483", "tensorflow", "ImportError",
     '### Standalone code to reproduce the issue\n\n```shell\nimport tensorflow as tf\n```\n\n### Relevant log output\n\n```shell\n--------------------------------------------------------------------------\nImportError                               Traceback (most recent call last)\nFile /Library/Frameworks/Python.framework/Versions/3.10/lib/python3.10/site-packages/tensorflow/python/__init__.py:61, in <module>\n     60 sys.setdlopenflags(_default_dlopen_flags | ctypes.RTLD_GLOBAL)\n---> 61 from tensorflow.python import pywrap_tensorflow\n     62 sys.setdlopenflags(_default_dlopen_flags)\n\nFile /Library/Frameworks/Python.framework/Versions/3.10/lib/python3.10/site-packages/tensorflow/python/pywrap_tensorflow.py:28, in <module>\n     27         return _mod\n---> 28 _pywrap_tensorflow = swig_import_helper()\n     29 del swig_import_helper\n'),
    ("https://github.com/apple/coremltools/issues/1712", "coremltools", "ModuleNotFoundError",
     '## To Reproduce\n- import coremltools as ct\n```\nModuleNotFoundError                       Traceback (most recent call last)\n~\\AppData\\Local\\Temp\\ipykernel_5896\\3902438908.py in <module>\n----> 1 import coremltools as ct\n\n~\\anaconda3\\lib\\site-packages\\coremltools\\__init__.py in <module>\n     89 \n     90 # expose sub packages as directories\n---> 91 from . import converters\n'),
    ("https://github.com/ml-explore/mlx-lm/issues/498", "mlx", "ImportError: dlopen(",
     'In [1]: import mlx.nn as nn\n---------------------------------------------------------------------------\nImportError                               Traceback (most recent call last)\nCell In[1], line 1\n----> 1 import mlx.nn as nn\n\nFile /path/to/mlx/nn/__init__.py:3\n      1 # Copyright © 2023 Apple Inc.\n----> 3 from mlx.nn import init, losses\n      4 from mlx.nn.layers import *\n      5 from mlx.nn.utils import average_gradients, value_and_grad\n\nFile /path/to/mlx/nn/init.py:6\n      3 import math\n      4 from typing import Callable, Literal\n----> 6 import mlx.core as mx\n      9 def constant(\n     10     value: float, dtype: mx.Dtype = mx.float32\n     11 ) -> Callable[[mx.array], mx.array]:\n     12     r"""An initializer that returns an array filled with ``value``.\n     13 \n     14     Args:\n   (...)\n     28                [0.5, 0.5]], dtype=float32)\n     29     """\n\nImportError: dlopen(/path/to/mlx/core.cpython-311-darwin.so, 0x0002): Library not loaded: @rpath/libmlx.dylib\n'),
    ("https://github.com/apple/tensorflow_macos/issues/225", "tensorflow", "ImportError: dlopen(",
     '>>> import tensorflow\nTraceback (most recent call last):\n  File "<stdin>", line 1, in <module>\n  File "/Users/pkwang/tensorflow_macos_venv/lib/python3.8/site-packages/tensorflow/__init__.py", line 41, in <module>\n    from tensorflow.python.tools import module_util as _module_util\n  File "/Users/pkwang/tensorflow_macos_venv/lib/python3.8/site-packages/tensorflow/python/__init__.py", line 41, in <module>\n    from tensorflow.python.eager import context\n  File "/Users/pkwang/tensorflow_macos_venv/lib/python3.8/site-packages/tensorflow/python/eager/context.py", line 35, in <module>\n    from tensorflow.python import pywrap_tfe\n  File "/Users/pkwang/tensorflow_macos_venv/lib/python3.8/site-packages/tensorflow/python/pywrap_tfe.py", line 29, in <module>\n    from tensorflow.python._pywrap_tfe import *\nImportError: dlopen(/Users/pkwang/tensorflow_macos_venv/lib/python3.8/site-packages/tensorflow/python/_pywrap_tfe.so, 2): Library not loaded: @rpath/_pywrap_tensorflow_internal.so\n  Referenced from: /Users/pkwang/tensorflow_macos_venv/lib/python3.8/site-packages/tensorflow/python/_pywrap_tfe.so\n  Reason: image not found\n'),
    ("https://github.com/Acelogic/LTX-2-MLX/issues/16", "mlx", "ImportError: dlopen(",
     'Traceback (most recent call last):\n  File "/Users/jsissom/work/LTX-2-MLX/scripts/generate.py", line 10, in <module>\n    import mlx.core as mx\nImportError: dlopen(/Users/jsissom/work/LTX-2-MLX/.venv/lib/python3.14/site-packages/mlx/core.cpython-314-darwin.so\n'),
]


@pytest.mark.parametrize(("thread", "framework", "error", "text"), FAILED_FRAMEWORK_IMPORTS)
def test_a_traceback_raised_while_a_framework_was_imported_is_its_failed_import(thread: str, framework: str, error: str,
                                                                                text: str) -> None:
    fact = inputs.parse_report(text, "test").items[f"{framework}.import"]
    assert fact.state is State.FAILED and fact.error.startswith(error), thread
    assert "import-failed" in ids(text), thread


def test_a_wrong_architecture_in_the_first_of_chained_tracebacks_is_that_import() -> None:
    # https://github.com/apple/tensorflow_macos/issues/100 (an M1; the venv's TensorFlow is of another architecture)
    text = '`>>> import tensorflow\nTraceback (most recent call last):\n  File "/Users/harryoconnor/TfVenv/lib/python3.8/site-packages/tensorflow/python/pywrap_tensorflow.py", line 64, in <module>\n    from tensorflow.python._pywrap_tensorflow_internal import *\nImportError: dlopen(/Users/harryoconnor/TfVenv/lib/python3.8/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so, 6): no suitable image found.  Did find:\n\t/Users/harryoconnor/TfVenv/lib/python3.8/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so: mach-o, but wrong architecture\n\t/Users/harryoconnor/TfVenv/lib/python3.8/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so: mach-o, but wrong architecture\n\nDuring handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n  File "<stdin>", line 1, in <module>\n  File "/Users/harryoconnor/TfVenv/lib/python3.8/site-packages/tensorflow/__init__.py", line\n'
    fact = inputs.parse_report(text, "test").items["tensorflow.import"]
    assert fact.state is State.FAILED and "wrong architecture" in fact.error
    assert "incompatible-arch-extension" in ids(text)


def test_the_framework_itself_missing_is_not_a_failed_import() -> None:
    # https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/4109: 'No module named 'torch'' from the app's own import
    text = '(web-ui) Wesleys-MacBook-Air:stable-diffusion-webui wesley$ python webui.py --precision full --no-half --opt-split-attention-v1 --use-cpu GFPGAN CodeFormer --disable-safe-unpickle\nTraceback (most recent call last):\n  File "/Users/wesley/Documents/stable-diffusion-webui/webui.py", line 11, in <module>\n    from modules.paths import script_path\n  File "/Users/wesley/Documents/stable-diffusion-webui/modules/paths.py", line 4, in <module>\n    import modules.safe\n  File "/Users/wesley/Documents/stable-diffusion-webui/modules/safe.py", line 9, in <module>\n    import torch\nModuleNotFoundError: No module named \'torch\'\n'
    values, _ = read(text)
    assert "torch.import" not in values
    found = ids(text)
    assert "torch-missing" in found and "import-failed" not in found


def test_a_traceback_cut_before_its_exception_says_nothing_of_the_import() -> None:
    # https://github.com/tensorflow/tensorflow/issues/57933: the CPython traceback ends mid-frames in the stored thread
    values, _ = read('>>> import tensorflow as tf\nTraceback (most recent call last):\n  File "<stdin>", line 1, in <module>\n  File "/opt/homebrew/lib/python3.10/site-packages/tensorflow/__init__.py", line 37, in <module>\n    from tensorflow.python.tools import module_util as _module_util\n  File "/opt/homebrew/lib/python3.10/site-packages/tensorflow/python/__init__.py", line 37, in <module>\n    from tensorflow.python.eager import context\n  File "/opt/homebrew/lib/python3.10/site-packages/tensorflow/python/eager/context.py", line 29, in <module>\n    from tensorflow.core.framework import function_pb2\n  File "/opt/homebrew/lib/python3.10/site-packages/tensorflow/core/framework/function_pb2.py", line 7, in <module>\n    from google.protobuf import descriptor as _descriptor\n')
    assert "tensorflow.import" not in values
