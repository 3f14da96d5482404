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


def test_a_traceback_cut_before_its_exception_is_a_failed_import_of_unknown_cause() -> None:
    # https://github.com/tensorflow/tensorflow/issues/57933: the CPython traceback ends mid-frames in the stored thread.
    # Every frame runs a module's top level under '>>> import tensorflow as tf': the import raised, though what it
    # raised is cut off (round 23: the dev labels of 1863, 2848 and 3030 expect import-failed from such a paste, and
    # tests/paste/test_r23_dmrest_families.py holds its near misses); the finding is only likely.
    text = '>>> import tensorflow as tf\nTraceback (most recent call last):\n  File "<stdin>", line 1, in <module>\n  File "/opt/homebrew/lib/python3.10/site-packages/tensorflow/__init__.py", line 37, in <module>\n    from tensorflow.python.tools import module_util as _module_util\n  File "/opt/homebrew/lib/python3.10/site-packages/tensorflow/python/__init__.py", line 37, in <module>\n    from tensorflow.python.eager import context\n  File "/opt/homebrew/lib/python3.10/site-packages/tensorflow/python/eager/context.py", line 29, in <module>\n    from tensorflow.core.framework import function_pb2\n  File "/opt/homebrew/lib/python3.10/site-packages/tensorflow/core/framework/function_pb2.py", line 7, in <module>\n    from google.protobuf import descriptor as _descriptor\n'
    fact = inputs.parse_report(text, "test").items["tensorflow.import"]
    assert fact.state is State.FAILED and fact.error.startswith("an exception whose line the paste cuts off")
    assert "import-failed" in ids(text)


def test_mlx_data_failing_to_import_is_not_mlx() -> None:
    # https://github.com/ml-explore/mlx-data/issues/17: mlx-data installs mlx/data; its libsndfile is of another architecture
    text = '''Traceback (most recent call last):
  File "/Users/codegod/apple-mlx/mlx-examples/cifar/main.py", line 7, in <module>
    from dataset import get_cifar10
  File "/Users/codegod/apple-mlx/mlx-examples/cifar/dataset.py", line 2, in <module>
    from mlx.data.datasets import load_cifar10
  File "/Users/codegod/apple-mlx/venv/lib/python3.11/site-packages/mlx/data/__init__.py", line 3, in <module>
    from ._c import *
ImportError: dlopen(/Users/codegod/apple-mlx/venv/lib/python3.11/site-packages/mlx/data/_c.cpython-311-darwin.so, 0x0002): Library not loaded: /opt/homebrew/opt/libsndfile/lib/libsndfile.1.dylib
'''
    values, _ = read(text)
    assert "mlx.import" not in values


ONNX_RUNTIME_FORM_ARM64_MAC = [
    ("https://github.com/microsoft/onnxruntime/issues/26700", 'Do the prebuilt osx libs contain CoreML exec provider support?\n\n### Describe the issue\n\nCould not find any docs related to this\n\n### To reproduce\n\n.\n\n### Urgency\n\nNot urgent\n\n### Platform\n\nMac\n\n### OS Version\n\n15\n\n### ONNX Runtime Installation\n\nReleased Package\n\n### ONNX Runtime Version or Commit ID\n\n1.23.2 and previous\n\n### ONNX Runtime API\n\nC++\n\n### Architecture\n\nARM64\n\n### Execution Provider\n\nCoreML\n'),
    ("https://github.com/microsoft/onnxruntime/issues/15991", "Installation via pip doesn't work.\n\n### Describe the issue\n\nThe documentation says you can install with pip, but I just got:\n\n```\n % pip install onnxruntime  \nERROR: Could not find a version that satisfies the requirement onnxruntime (from versions: none)\nERROR: No matching distribution found for onnxruntime\n```\n\n### To reproduce\n\nOn a Mac running OS 13.3.1 or similar on Apple Silicon, with PIP info similar to this:\n\npip 23.1.2 from /Users/me/.pyenv/versions/3.11.0/lib/python3.11/site-packages/pip (python 3.11)\n\ntry installing with\n\n`pip install onnxruntime`\n\n### Platform\n\nMac\n\n### OS Version\n\n13.3.1\n\n### ONNX Runtime Installation\n\nReleased Package\n\n### ONNX Runtime Version or Commit ID\n\nN.A.\n\n### ONNX Runtime API\n\nPython\n\n### Architecture\n\nARM64\n\n### Execution Provider\n\nOther / Unknown\n\nSee https://github.com/microsoft/onnxruntime/discussions/15462\n"),
]


@pytest.mark.parametrize(("thread", "text"), ONNX_RUNTIME_FORM_ARM64_MAC)
def test_an_issue_forms_mac_platform_and_arm64_architecture_is_apple_silicon(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Darwin" and values["host.arm64_capable"] == 1, thread
    assert "apple-silicon" in ids(text), thread


ONNX_RUNTIME_FORM_X64_MAC = [
    ("https://github.com/microsoft/onnxruntime/issues/18572", 'Install onnxruntime_coreml-1.13.1 on MacOS Intel X64 archecture\n\n### Describe the issue\n\nHave MacbookPro Intel X64, OS Version(14.1), Python(3.10).\nWhen I run the below command, I got error as follows:\n\n`pip install onnxruntime-coreml==1.13.1`\n\n```\nERROR: Could not find a version that satisfies the requirement onnxruntime-coreml==1.13.1 (from versions: none)\nERROR: No matching distribution found for onnxruntime-coreml==1.13.1\n```\n\n### To reproduce\n\nPlease run this command:\n\n`pip install onnxruntime-coreml==1.13.1`\n\n### Platform\n\nMac\n\n### OS Version\n\n14.1\n\n### ONNX Runtime Installation\n\nReleased Package\n\n### ONNX Runtime Version or Commit ID\n\n1.13.1\n\n### ONNX Runtime API\n\nPython\n\n### Architecture\n\nX64\n\n### Execution Provider\n\nCoreML\n'),
    ("https://github.com/microsoft/onnxruntime/issues/19555", 'Missing MacOS arm64 and x86_64 wheels for v1.17.0 in PyPi\n\n### Describe the issue\n\nMacOS arm64 and x86_64 wheels are missing for v1.17.0 in PyPi - only universal2 are present. This causes `pip install onnxruntime==1.17.0` to fail on MacOS with the error below:\n\n`ERROR: Could not find a version that satisfies the requirement onnxruntime==1.17.0 (from versions: 1.15.0, 1.15.1, 1.16.0, 1.16.1, 1.16.2, 1.16.3)\nERROR: No matching distribution found for onnxruntime==1.17.0\n`\n\nPython v3.11\npip v24.0\n\n### To reproduce\n\nrun `pip install onnxruntime==1.17.0` on MacOS\n\n### Platform\n\nMac\n\n### OS Version\n\nSonoma 14.0\n\n### ONNX Runtime Installation\n\nReleased Package\n\n### ONNX Runtime Version or Commit ID\n\n1.17.0\n\n### ONNX Runtime API\n\nPython\n\n### Architecture\n\nX64\n\n### Execution Provider\n\nDefault CPU\n\n'),
]


@pytest.mark.parametrize(("thread", "text"), ONNX_RUNTIME_FORM_X64_MAC)
def test_an_issue_forms_x64_architecture_on_a_mac_is_not_apple_silicon(thread: str, text: str) -> None:
    values, _ = read(text)
    assert values["host.os"] == "Darwin", thread
    assert values.get("host.arm64_capable") != 1 and "apple-silicon" not in ids(text), thread


MLX_DEVICE_INFO = [
    ("https://github.com/ml-explore/mlx/issues/2098", "Apple M2", '```shell\n% MTL_CAPTURE_ENABLED=1 ./mlx_test_sqrt.py\n2025-04-19 16:37:17.627 Python[10477:104987037] Metal GPU Frame Capture Enabled\nMetal Device Info:\n{\'resource_limit\': 499000, \'max_buffer_length\': 8589934592, \'architecture\': \'applegpu_g14g\', \'memory_size\': 17179869184, \'max_recommended_working_set_size\': 11453251584, \'device_name\': \'Apple M2\'}\nTraceback (most recent call last):\n  File "/Users/dbanas/prj/PyBERT/./mlx_test_sqrt.py", line 28, in <module>\n    print(z)\n'),
    ("https://github.com/cubist38/mlx-openai-server/issues/188", "Apple M4 Max", "## Device Info\n```python\n>>> import mlx.core as mx\n>>> mx.metal.device_info()\n{\n    'device_name': 'Apple M4 Max',\n    'max_recommended_working_set_size': 115448725504,\n    'memory_size': 137438953472,\n    'architecture': 'applegpu_g16s',\n    'max_buffer_length': 86586540032,\n    'resource_limit': 499000  # <-- This is the limit being hit\n}\n```\n"),
    ("https://github.com/ml-explore/mlx/pull/1060", None, "`mx.metal.device_info()`\n\nCurrently:\n\n```\n{'max_recommended_working_set_size': 188743680000, 'max_buffer_length': 115964116992, 'architecture': 'applegpu_g14d'}\n```\n"),
]


@pytest.mark.parametrize(("thread", "chip", "text"), MLX_DEVICE_INFO)
def test_mlx_device_info_printed_is_mlx_on_its_metal_gpu(thread: str, chip: str | None, text: str) -> None:
    values, _ = read(text)
    assert values["mlx.metal_available"] is True and values["host.arm64_capable"] == 1, thread
    assert values.get("host.cpu_brand") == chip, thread
    assert {"mlx-available", "apple-silicon"} <= ids(text), thread


PAIRS_OF_WHEEL_TARGETS = [
    ("https://github.com/microsoft/onnxruntime/issues/19555", "Missing MacOS arm64 and x86_64 wheels for v1.17.0 in PyPi\n"),
    ("https://github.com/faiss-wheels/faiss-wheels/issues/109", "Missing wheels for macos x86_64 for 1.8.0.post1\n\n**Describe the bug**\nPyPi had wheels for macos x86_64 for 1.8.0 (https://pypi.org/project/faiss-cpu/1.8.0/#files), but is missing them for 1.8.0.post1\n"),
]


@pytest.mark.parametrize(("thread", "text"), PAIRS_OF_WHEEL_TARGETS)
def test_macos_architectures_that_name_wheels_say_nothing_of_the_python(thread: str, text: str) -> None:
    values, _ = read(text)
    assert "python.machine" not in values, thread


IPYTHON_HOME_ABBREVIATED_FRAMES = [
    ("https://github.com/Blaizzy/mlx-vlm/issues/457", "~/.pyenv/versions/3.12.8",
     "Error I get:\n~/.pyenv/versions/3.12.8/lib/python3.12/subprocess.py:1955, in Popen._execute_child(self, args, executable, preexec_fn, close_fds, pass_fds, cwd, env, startupinfo, creationflags, shell, p2cread, p2cwrite, c2pread, c2pwrite, errread, errwrite, restore_signals, gid, gids, uid, umask, start_new_session, process_group)\n   1953     err_msg = os.strerror(errno_num)\n"),
    ("https://github.com/lightgbm-org/LightGBM/issues/6262", "~/opt/anaconda3",
     "File ~/opt/anaconda3/lib/python3.9/site-packages/lightgbm/__init__.py:8, in <module>\n"),
    ("https://github.com/pymc-devs/pymc/issues/7332", "~/micromamba/envs/pymc5_new",
     "File ~/micromamba/envs/pymc5_new/lib/python3.12/site-packages/numpyro/util.py:400, in fori_collect(lower, upper, body_fun, init_val, transform, progbar, return_last_val, collection_size, thinning, **progbar_opts)\n"),
]


@pytest.mark.parametrize(("thread", "prefix", "text"), IPYTHON_HOME_ABBREVIATED_FRAMES)
def test_a_frame_ipython_wrote_under_the_home_tilde_names_its_environment(thread: str, prefix: str, text: str) -> None:
    values, _ = read(text)
    assert values["python.base_prefix"] == prefix, thread
