# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5060-5070 (Intel Macs before Apple silicon, 2016 to 2020: TensorFlow 1.x's AVX
lines, early PyTorch wheels, Anaconda and Homebrew of those years) exposed, each read from real text.

- A person saying a framework does not import ('Unable to import tensorflow', 'Can't import torch', 'tensorflow fails to
  import', 'Error importing mlx', '无法导入torch'), where the paste shows no exception (the traceback cut after its
  header, or none pasted): the framework's import failed, read as likely. Not a condition or a fix ('If you can't
  import torch, …'), not where the interpreter says the framework is missing ('No module named 'torch''), not another
  distribution (torchvision, torch_geometric), and not a code line over the next line's output.
- dyld's labels at the margin ('Referenced from:', 'Expected in:'), where a paste lost their indent and a hard wrap broke
  the lines, still continue the exception's message: 'Expected in: /System/Library/…' then says an OS too old for the
  TensorFlow build, not a Metal plugin built for another TensorFlow.
- A Python C-API symbol missing in the flat namespace ('Symbol not found: _PySlice_AdjustIndices' / 'Expected in: flat
  namespace') is an extension built for another Python, not against another release of a companion library: its
  remedy is the environment's Python (a new environment where it is below the floor), not matching builds.
- A missing OpenMP runtime (torch 1.1.0's 'Library not loaded: /usr/local/opt/libomp/lib/libomp.dylib') is cured by
  installing libomp, whatever the interpreter's age: install-libomp outranks create-native-env there.
- A report about Lua Torch (torch7, torch.ch, LuaJIT, luarocks: the Torch before PyTorch) does not make PyTorch its topic,
  so an Intel Mac's missing PyTorch wheels after 2.2.2 are not its question, even where it calls its log 'PyTorch'.
"""

from __future__ import annotations

from pasted import fact, finding, fix_id, ids, raised


def _recipe(text: str, finding_id: str) -> str | None:
    found = finding(text, finding_id)
    assert found is not None
    return fix_id(found)

# https://github.com/tensorflow/tensorflow/issues/44207 (dev 5064), the template's fields
TENSORFLOW_44207 = r"""# Unable to import tensorflow

wggbullet · description · 2020-10-21
**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04):OS X
- TensorFlow installed from (source or binary):pip install tensorflow
- TensorFlow version:2.0.1
- Python version: 3.7.3
- Installed using virtualenv? pip? conda?: pip

**Describe the problem**
Unable to import tensorflow

**Provide the exact sequence of commands / steps that you executed before running into the problem**
python -c "import tensorflow as tf;print(tf.reduce_sum(tf.random.normal([1000, 1000])))"

**Any other info / logs:

(base) [deeplearning]$ python -c "import tensorflow as tf;print(tf.reduce_sum(tf.random.normal([1000, 1000])))"
Traceback (most recent call last):"""

# https://github.com/ContinuumIO/anaconda-issues/issues/12113 (dev 5065), its first traceback as a hard wrap at 80 leaves it
ANACONDA_12113_WRAPPED = r"""After successfully install tensorflow on my Mac, the import tensorflow fails.

Traceback (most recent call last):
File
"/Users/username/anaconda3/lib/python3.7/site-packages/tensorflow/python/pywrap_tensorflow.py",
line 64, in
from tensorflow.python._pywrap_tensorflow_internal import *
ImportError:
dlopen(/Users/username/anaconda3/lib/python3.7/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so,
6): Symbol not found: _SecKeyCopyExternalRepresentation
Referenced from:
/Users/username/anaconda3/lib/python3.7/site-packages/tensorflow/python/../libtensorflow_framework.2.dylib
Expected in: /System/Library/Frameworks/Security.framework/Versions/A/Security
in
/Users/username/anaconda3/lib/python3.7/site-packages/tensorflow/python/../libtensorflow_framework.2.dylib"""

# https://github.com/pytorch/pytorch/issues/1497 (dev 5066), the description
PYTORCH_1497 = r"""# import error

i install the pytorch successfully, but when i import it, error happened.the error is:
>import torch
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/usr/local/lib/python3.6/site-packages/torch/__init__.py", line 53, in <module>
    from torch._C import *
ImportError: dlopen(/usr/local/lib/python3.6/site-packages/torch/_C.cpython-36m-darwin.so, 10): Symbol not found: _PySlice_AdjustIndices
  Referenced from: /usr/local/lib/python3.6/site-packages/torch/_C.cpython-36m-darwin.so
  Expected in: flat namespace
 in /usr/local/lib/python3.6/site-packages/torch/_C.cpython-36m-darwin.so

ps: macOS10.12 python3.6 pytorch0.1.12"""

# https://github.com/torch/torch7/issues/1183 (dev 5062)
TORCH7_1183 = r"""# Failed building Macos 10.14 Mojave

EvanBindz · description · 2018-11-17
Trying to install torch using [these instructions](http://torch.ch/docs/getting-started.html) but having trouble. [PyTorch Build Error Log.](https://github.com/torch/torch7/files/2592291/PyTorch.Error.txt) The end goal is to run [waifu2x](https://github.com/nagadomi/waifu2x). I believe [this is why I am having problems](https://devtalk.nvidia.com/default/topic/1042279/cuda-setup-and-installation/cuda-10-and-macos-10-14/).

I don't want to downgrade from mojave. What should I do? TIA"""

# https://github.com/torch/torch7/issues/878 (dev 1820), its opening lines
TORCH7_878 = r"""Architecture not supported on Mac OS Sierra?

I am trying to install torch7 on Mac OS Sierra 10.12.2 (16C67)
2.5 GHz Intel Core i7

When run ./install.sh I get

Prefix set to /Users/user/torch/install
Installing Lua version: LUAJIT21"""


def test_import_said_to_fail_over_a_cut_traceback_is_a_failed_import() -> None:
    found = ids(TENSORFLOW_44207)
    assert "import-failed" in found
    assert "python-too-old" in found
    assert "tensorflow-missing" not in found and "import-crashed" not in found


def test_import_said_to_fail_family() -> None:
    for text in ("# Unable to import tensorflow",
                 "I can't import torch on my MacBook Pro.",
                 "Cannot import torch after installing with pip",
                 "I couldn’t import tensorflow in Jupyter.",
                 "However i still failed to import tensorflow with python3.8.8",  # apple/tensorflow_macos#189
                 "tensorflow fails to import on macOS 10.13",
                 "torch won't import after the upgrade",
                 "After successfully install tensorflow on my Mac, the import tensorflow fails.",  # anaconda-issues#12113
                 "Error importing mlx when run in a notebook",  # ml-explore/mlx#2428
                 "I am not able to import coremltools",
                 "pytorch cannot be imported",
                 "无法导入torch", "torch导入失败", "import torch报错"):
        assert "import-failed" in raised(text), text


def test_import_said_to_fail_near_misses() -> None:
    for text in ("If you can't import torch, reinstall it.",
                 "To fix unable to import torch, install libomp.",
                 "I can import torch fine.",
                 "Unable to import torchvision",
                 "Unable to import torch_geometric",
                 ">>> import coremltools\nFailed to load _MLModelProxy: No module named 'coremltools.libcoremlpython'"):
        assert "import-failed" not in raised(text), text
    missing = "I can't import torch: ModuleNotFoundError: No module named 'torch'"
    assert "import-failed" not in raised(missing)
    assert "torch-missing" in raised(missing)


def test_the_failure_shown_outranks_the_sentence() -> None:
    text = ("Unable to import tensorflow\n\n>>> import tensorflow\nTraceback (most recent call last):\n"
            '  File "<stdin>", line 1, in <module>\n'
            "ImportError: dlopen(/Users/u/anaconda3/lib/python3.7/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so, 6): "
            "no suitable image found.  Did find: (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64'))")
    found = raised(text)
    assert "incompatible-arch-extension" in found
    assert "import-failed" not in found
    crashed = "Can't import tensorflow on my MacBook Pro (macOS 10.13.6)\n\n>>> import tensorflow\nIllegal instruction: 4"
    found = raised(crashed)
    assert "import-crashed" in found and "import-failed" not in found


def test_dyld_labels_at_the_margin_continue_a_wrapped_message() -> None:
    found = ids(ANACONDA_12113_WRAPPED)
    assert "import-failed" in found
    assert "tf-metal-version-mismatch" not in found
    unwrapped = ANACONDA_12113_WRAPPED.replace("File\n", "File ").replace(",\nline", ", line").replace(
        "ImportError:\n", "ImportError: ").replace(",\n6)", ", 6)").replace("from:\n", "from: ")
    assert "tf-metal-version-mismatch" not in ids(unwrapped) and "import-failed" in ids(unwrapped)
    # a Metal plugin's symbol, its library no OS one, stays the plugin's
    plugin = ANACONDA_12113_WRAPPED.replace("/System/Library/Frameworks/Security.framework/Versions/A/Security",
                                            "/Users/username/anaconda3/lib/python3.7/site-packages/tensorflow-plugins/libmetal_plugin.dylib")
    assert "tf-metal-version-mismatch" in ids(plugin)


def test_a_python_api_symbol_missing_is_a_build_for_another_python() -> None:
    assert "import-failed" in ids(PYTORCH_1497)
    assert _recipe(PYTORCH_1497, "import-failed") == "create-native-env"  # Python 3.6: below the floor
    for symbol in ("__Py_NoneStruct", "_PyExc_ValueError", "_Py_Dealloc"):
        text = PYTORCH_1497.replace("_PySlice_AdjustIndices", symbol)
        assert _recipe(text, "import-failed") == "create-native-env", symbol
    # a module's own entry point (PyInit_<name>) is no interpreter API, nor a companion's symbol (torchvision's from
    # torch: another release): the matching builds' remedy stays
    init = PYTORCH_1497.replace("python3.6", "python3.11").replace("cpython-36m", "cpython-311").replace(
        "_PySlice_AdjustIndices", "_PyInit__C")
    assert _recipe(init, "import-failed") == "install-matching-builds"
    other = PYTORCH_1497.replace("python3.6", "python3.11").replace("cpython-36m", "cpython-311").replace(
        "_PySlice_AdjustIndices", "__ZN3c106detail23torchInternalAssertFailEPKcS2_jS2_RKNSt3__112basic_stringIcNS3_11char_traitsIcEENS3_9allocatorIcEEEE")
    assert _recipe(other, "import-failed") == "install-matching-builds"


def test_a_missing_libomp_is_installed_even_under_an_old_python() -> None:
    # https://github.com/pytorch/pytorch/issues/20118 (dev 5069): Anaconda's Python 3.6 on Mojave, torch 1.1.0
    text = ("OS: Mac OSX 10.14.4\nPython version: 3.6\n>>> import torch\nTraceback (most recent call last):\n"
            '  File "<stdin>", line 1, in <module>\n'
            '  File "/anaconda3/envs/torch/lib/python3.6/site-packages/torch/__init__.py", line 79, in <module>\n'
            "    from torch._C import *\n"
            "ImportError: dlopen(/anaconda3/envs/torch/lib/python3.6/site-packages/torch/_C.cpython-36m-darwin.so, 9): "
            "Library not loaded: /usr/local/opt/libomp/lib/libomp.dylib\n"
            "  Referenced from: /anaconda3/envs/torch/lib/python3.6/site-packages/torch/lib/libshm.dylib\n"
            "  Reason: image not found")
    assert _recipe(text, "import-failed") == "install-libomp"
    newer = text.replace("3.6", "3.11").replace("cpython-36m", "cpython-311")
    assert _recipe(newer, "import-failed") == "install-libomp"


def test_lua_torch_is_not_pytorch() -> None:
    for text in (TORCH7_1183, TORCH7_878,
                 "luarocks install torch fails on my MacBook Pro with macOS 10.13",
                 "Building torch with LuaJIT on macOS 10.12 fails"):
        assert fact(text, "torch.named") is None, text
        found = ids(text)
        assert "intel-mac" in found, text
        assert "torch-no-x86-mac-wheels" not in found, text


def test_pytorch_on_an_old_intel_mac_stays_its_topic() -> None:
    for text in ("pip install torch fails on my MacBook Pro with macOS 10.13",
                 "I want PyTorch on macOS 10.14 Mojave",
                 "I moved from Lua to PyTorch on macOS 10.14"):
        assert fact(text, "torch.named") is True, text
        assert "torch-no-x86-mac-wheels" in ids(text), text
