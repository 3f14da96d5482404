# ruff: noqa: E501  (real pasted lines are kept whole)
"""Families of the twenty-third round's dev misses (frameworks, Python versions, imports; not MPS nor the machine's
identity), each read from real text, with the near misses that must stay unread.

- A CPython traceback cut before its exception's line, whose every frame runs a module's top level (an import chain):
  the framework's import failed, whatever the exception was (likely). Not a stack with a function's frame, one whose
  exception is shown, nor the stack NumPy 2 prints before an import that goes on.
- A JSON catalog entry's list of versions ('"versions": [' / '"version": "PyTorch 2.1.0"') names releases the entry
  applies to, not an installed torch.
- pip's isolated build environment (…/pip-build-env-XXXX/overlay/lib/python3.11/…) names the minor of the Python that
  runs pip.
- 'libmlx.dylib no such file' in a person's words: the library mlx-metal holds is missing.
- 'tourch 2.3.1': the torch a person names, misspelt.
"""

from __future__ import annotations

from pasted import ids, read

from macml_doctor import check


def _certainty(text: str, ident: str) -> str | None:
    return next((f.certainty for f in check(text=text).findings if f.id == ident), None)


# --- a traceback cut inside an import chain -------------------------------------------------------------------------

# https://github.com/tensorflow/tensorflow/issues/5895 (dev 1863)
TF_5895 = """Cannot import tensorflow using simple Pip installation instructions

This is the error im getting. I saw the other posts for conda and windows computers, but I have a mac and im not using conda...

$ python
Python 2.7.10 (default, Jul 30 2016, 18:31:42)
[GCC 4.2.1 Compatible Apple LLVM 8.0.0 (clang-800.0.34)] on darwin
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf
dyld: warning, LC_RPATH ../local_config_cuda/cuda/lib in /Library/Python/2.7/site-packages/tensorflow/python/_pywrap_tensorflow.so being ignored in restricted program because it is a relative path
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/Library/Python/2.7/site-packages/tensorflow/__init__.py", line 23, in <module>
    from tensorflow.python import *
"""

# https://github.com/DeepLabCut/DeepLabCut/issues/2102 (dev 2848): `python -m`'s runpy frames, cut inside ctypes' '<modul'
DLC_2102 = """I'm trying to install DeepLabcut . Im using M1 macbook, So i have followed https://deeplabcut.github.io/DeepLabCut/docs/recipes/installTips.html for installing DLC.

```
Traceback (most recent call last):
  File "/Users/manojkumark/miniconda/envs/DLC_M1/lib/python3.9/runpy.py", line 188, in _run_module_as_main
    mod_name, mod_spec, code = _get_module_details(mod_name, _Error)
  File "/Users/manojkumark/miniconda/envs/DLC_M1/lib/python3.9/runpy.py", line 111, in _get_module_details
    __import__(pkg_name)
  File "/Users/manojkumark/Desktop/Test_DLC/DeepLabCut-2.3rc3/conda-environments/DeepLabCut/deeplabcut/__init__.py", line 16, in <module>
    import tensorflow as tf
  File "/Users/manojkumark/miniconda/envs/DLC_M1/lib/python3.9/site-packages/tensorflow/__init__.py", line 41, in <module>
    from tensorflow.python.tools import module_util as _module_util
  File "/Users/manojkumark/miniconda/envs/DLC_M1/lib/python3.9/site-packages/tensorflow/python/__init__.py", line 28, in <module>
    import ctypes
  File "/Users/manojkumark/miniconda/envs/DLC_M1/lib/python3.9/ctypes/__init__.py", line 8, in <modul
"""

# https://github.com/DeepVAC/TorchPod/issues/37 (dev 3030): no framework frame; the last frame's line imports coremltools
TORCHPOD_37 = """[bug] HomePod上import onnx_coreml出错

```bash
>>> import onnx_coreml
WARNING:root:scikit-learn version 0.24.1 is not supported. Minimum required version: 0.17. Maximum required version: 0.19.2. Disabling scikit-learn conversion API.
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/opt/conda/lib/python3.8/site-packages/onnx_coreml/__init__.py", line 6, in <module>
    from .converter import convert
  File "/opt/conda/lib/python3.8/site-packages/onnx_coreml/converter.py", line 35, in <module>
    from coremltools.converters.nnssa.coreml.graph_pass.mlmodel_passes import remove_disconnected_layers, transform_conv_crop
```
有人遇到过这个问题了：https://github.com/onnx/onnx-coreml/issues/585
"""

# https://github.com/ServiceNow/AgentLab/issues/209 (dev 446): NumPy 2's stack of an import that goes on
AGENTLAB_209 = """More details:
```
>>> import torch

A module that was compiled using NumPy 1.x cannot be run in
NumPy 2.1.3 as it may crash. To support both 1.x and 2.x
versions of NumPy, modules must be compiled with NumPy 2.0.
Some module may need to rebuild instead e.g. with 'pybind11>=2.12'.

If you are a user of the module, the easiest solution will be to
downgrade to 'numpy<2' or try to upgrade the affected module.
We expect that some modules will need time to support NumPy 2.

Traceback (most recent call last):  File "<stdin>", line 1, in <module>
  File "/Users/gabriel.huang/miniconda3/envs/raa/lib/python3.12/site-packages/torch/__init__.py", line 1477, in <module>
    from .functional import *  # noqa: F403
  File "/Users/gabriel.huang/miniconda3/envs/raa/lib/python3.12/site-packages/torch/functional.py", line 9, in <module>
    import torch.nn.functional as F
"""


def test_a_traceback_cut_inside_an_import_is_a_failed_import() -> None:
    assert "import-failed" in ids(TF_5895)
    assert _certainty(TF_5895, "import-failed") == "likely"  # the exception is not shown


def test_runpy_frames_and_a_frame_name_cut_mid_word_are_still_an_import_chain() -> None:
    assert "import-failed" in ids(DLC_2102)


def test_the_last_frames_import_names_the_framework_without_its_frame() -> None:
    facts, _ = read(TORCHPOD_37)
    assert "coremltools.import" in facts
    assert "import-failed" in ids(TORCHPOD_37)


def test_a_python_c_import_cut_at_the_end_of_the_paste() -> None:
    text = """python -c "import torch"
Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "/Users/me/venv/lib/python3.11/site-packages/torch/__init__.py", line 237, in <module>
    from torch._C import *  # noqa: F403
"""
    assert "import-failed" in ids(text)


def test_a_script_importing_a_framework_at_its_top_level_cut_there() -> None:
    text = """Traceback (most recent call last):
  File "/Users/me/proj/train.py", line 3, in <module>
    import mlx.core as mx
"""
    assert "import-failed" in ids(text)


def test_a_call_that_failed_is_no_failed_import() -> None:
    # a function's frame: the import was over, a call raised
    text = """Traceback (most recent call last):
  File "/Users/me/proj/train.py", line 30, in <module>
    model.fit(x, y)
  File "/Users/me/venv/lib/python3.11/site-packages/torch/nn/modules/module.py", line 1501, in _call_impl
    return forward_call(*args, **kwargs)
"""
    assert "import-failed" not in ids(text)


def test_an_import_chain_with_another_exception_shown_is_not_read_as_cut() -> None:
    text = TF_5895 + "AttributeError: module 'numpy' has no attribute 'object'\n"
    facts, _ = read(text)
    assert "cuts off" not in str(facts.get("tensorflow.import"))


def test_a_script_cut_at_its_own_top_level_line_names_no_framework() -> None:
    text = """Traceback (most recent call last):
  File "/Users/me/proj/train.py", line 30, in <module>
    main()
"""
    assert "import-failed" not in ids(text)


def test_numpy_twos_stack_of_an_import_that_goes_on_is_no_failed_import() -> None:
    assert "import-failed" not in ids(AGENTLAB_209)


# --- a catalog's list of versions -----------------------------------------------------------------------------------

# https://errorcanon.top/errors/cuda/mps-memory-pressure/index.json (dev 1899)
ERRORCANON_MPS_OOM = """{
  "id": "cuda/mps-memory-pressure",
  "signature": "RuntimeError: MPS backend out of memory (MPS allocated: 2.00 GB, limit: 2.00 GB)",
  "regex": "RuntimeError: MPS backend out of memory",
  "domain": "cuda",
  "versions": [
    {
      "version": "PyTorch 2.1.0",
      "introduced": null,
      "deprecated": null,
      "removed": null,
      "behavior_change": null,
      "status": "active"
    },
    {
      "version": "macOS 14.0",
      "introduced": null,
      "status": "active"
    }
  ],
  "os_specific": {}
}
"""


def test_a_catalogs_list_of_versions_names_no_installed_torch() -> None:
    facts, _ = read(ERRORCANON_MPS_OOM)
    assert "torch.version" not in facts
    assert "torch-outdated" not in ids(ERRORCANON_MPS_OOM)
    assert "mps-out-of-memory" in ids(ERRORCANON_MPS_OOM)


def test_a_version_after_the_list_closes_is_read_as_before() -> None:
    text = '{\n  "versions": [\n    "1.0"\n  ],\n  "notes": "x"\n}\nMy torch is 2.1.0\n'
    facts, _ = read(text)
    assert facts.get("torch.version") == "2.1.0"


# --- pip's isolated build environment -------------------------------------------------------------------------------

# https://github.com/Deep-MI/FastSurfer/issues/335 (dev 1285)
FASTSURFER_335 = """scikit-learn problem on Mac Studio M1

## Description
failure in this command specially installing scikit-learn==1.1.2 under openmp

"python3 -m pip install -r requirements.mac.txt

Collecting scikit-learn==1.1.2 (from -r requirements.mac.txt (line 130))
  Using cached scikit-learn-1.1.2.tar.gz (7.0 MB)
  Installing build dependencies ... done
        File "/private/var/folders/mc/b_zx4_ps5lvdnbdh813p_l3w0000gq/T/pip-build-env-wf_vclae/overlay/lib/python3.11/site-packages/numpy/distutils/command/build_src.py", line 164, in build_sources
          self.build_npy_pkg_config()
"""


def test_pips_build_environment_names_the_pythons_minor() -> None:
    facts, _ = read(FASTSURFER_335)
    assert facts["python.version"] == "3.11"
    assert "python-too-new" in ids(FASTSURFER_335)  # scikit-learn 1.1.2 has no cp311 wheels


def test_pips_build_environment_variants() -> None:
    for path in ("/tmp/pip-build-env-k2x9_a1b/normal/lib/python3.12/site-packages/setuptools/build_meta.py",
                 "-I/private/var/folders/cw/fymbnzx50nn5sgwvw84wr0040000gn/T/pip-build-env-3nq0p8ve/overlay/lib/python3.13/site-packages/numpy/core/include"):
        facts, _ = read(f"gcc {path}\nerror: command 'clang' failed")
        assert facts.get("python.version") in ("3.12", "3.13"), path


def test_pips_other_temporary_folders_name_no_python() -> None:
    text = "  Running command /private/var/folders/mc/x/T/pip-install-045kded6/llvmlite_e07/ffi/build.py\n  Building wheel for llvmlite (setup.py) ... error\n"
    facts, _ = read(text)
    assert "python.version" not in facts


# --- libmlx.dylib missing, in a person's words ----------------------------------------------------------------------

# https://github.com/Blaizzy/mlx-vlm/issues/457 (dev 1287)
MLXVLM_457 = """installing mlx-vlm for first time, error when import mlx.core

I've installed mlx-vlm for first time trying to make a video summarize. When using i get an error saying that libmlx.dylib no such file. So it seems that installing last version doesn't install this lib. I installed first time with: pip install -U mlx-vlm
"""


def test_libmlx_missing_told_in_prose() -> None:
    assert "mlx-metal-missing" in ids(MLXVLM_457)


def test_libmlx_missing_variants() -> None:
    for said in ("libmlx.dylib not found", "libmlx.dylib is missing", "libmlx.dylib does not exist",
                 "libmlx.dylib file not found"):
        assert "mlx-metal-missing" in ids(f"After pip install mlx, import mlx.core fails: {said}.\n"), said


def test_libmlx_found_or_another_packages_library_stays_unread() -> None:
    assert "mlx-metal-missing" not in ids("I checked and libmlx.dylib is in site-packages/mlx/lib, so it is there.\n")
    # dyld's own line for another package's extension (mlx-core-libmlx-not-loaded reads mlx's own)
    text = ("ImportError: dlopen(/Users/me/omlx/custom_kernels/bonsai/_ext.cpython-312-darwin.so, 0x0002): "
            "Library not loaded: @rpath/libmlx.dylib\n")
    assert "mlx-metal-missing" not in ids(text)


# --- 'tourch' --------------------------------------------------------------------------------------------------------

# https://github.com/THU-MIG/yolov10/issues/305 (dev 192)
YOLOV10_305 = """this error accrues on m3 mac device = "mps"

if using device = "cpu" second stage didn't gives an error and train continue without any issues

env:
Python 3.12.2
tourch 2.3.1
ultralytics 8.2.45
"""


def test_the_misspelt_name_names_the_torch() -> None:
    facts, _ = read(YOLOV10_305)
    assert facts["torch.version"] == "2.3.1"
    assert "torch-outdated" in ids(YOLOV10_305)


def test_the_misspelt_name_as_a_floor_stays_unread() -> None:
    facts, _ = read("This node only runs if you have tourch 2.3.1 minimum.\n")
    assert "torch.version" not in facts
