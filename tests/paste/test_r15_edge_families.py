# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2262-2273 (model export and edge runtimes on Macs: ExecuTorch, Core ML,
ai-edge-torch, ONNX export, OpenMMLab's MMDeploy) exposed, each read from real text.

Python logging's '%(asctime)s - %(name)s - %(levelname)s - %(message)s' in front of every line, as OpenMMLab's
check_env / collect_env print through their loggers (a full date with mmdeploy's, a month/day one with mmengine's):
the fields after it are read as the tool printed them.
"""

from __future__ import annotations

from pasted import ids, read

from macml_doctor.paste.normalise import clean

# https://github.com/open-mmlab/mmdeploy/issues/1652 (macOS, Homebrew's miniconda; dev 2273)
MMDEPLOY_1652 = """(mmdeploy-coreml) typically@macos deploy % python libs/mmdeploy/tools/check_env.py
/opt/homebrew/Caskroom/miniconda/base/envs/mmdeploy-coreml/lib/python3.8/site-packages/mmcv/__init__.py:20: UserWarning: On January 1, 2023, MMCV will release v2.0.0, in which it will remove components related to the training process and add a data transformation module. In addition, it will rename the package names mmcv to mmcv-lite and mmcv-full to mmcv. See https://github.com/open-mmlab/mmcv/blob/master/docs/en/compatibility.md for more details.
  warnings.warn(
2023-01-13 11:24:57,391 - mmdeploy - INFO -

2023-01-13 11:24:57,391 - mmdeploy - INFO - **********Environmental information**********
2023-01-13 11:24:57,559 - mmdeploy - INFO - sys.platform: darwin
2023-01-13 11:24:57,560 - mmdeploy - INFO - Python: 3.8.13 | packaged by conda-forge | (default, Mar 25 2022, 06:05:16) [Clang 12.0.1 ]
2023-01-13 11:24:57,560 - mmdeploy - INFO - CUDA available: False
2023-01-13 11:24:57,560 - mmdeploy - INFO - GCC: Apple clang version 14.0.0 (clang-1400.0.29.202)
2023-01-13 11:24:57,560 - mmdeploy - INFO - PyTorch: 1.9.0.post2
2023-01-13 11:24:57,560 - mmdeploy - INFO - PyTorch compiling details: PyTorch built with:
  - GCC 4.2
  - C++ Version: 201402
  - clang 11.1.0
  - OpenMP 201811
  - NNPACK is enabled
  - CPU capability usage: NO AVX
"""

# https://github.com/open-mmlab/mmdeploy/issues/1868 (Linux; mmengine's logger dates without the year)
MMDEPLOY_1868 = """python tools/check_env.py
09/18 22:14:54 - mmengine - INFO -

09/18 22:14:54 - mmengine - INFO - **********Environmental information**********
09/18 22:14:55 - mmengine - INFO - sys.platform: linux
09/18 22:14:55 - mmengine - INFO - Python: 3.7.16 (default, Jan 17 2023, 22:20:44) [GCC 11.2.0]
09/18 22:14:55 - mmengine - INFO - CUDA available: True
09/18 22:14:55 - mmengine - INFO - numpy_random_seed: 2147483648
09/18 22:14:55 - mmengine - INFO - GPU 0,1,2,3,4,5,6,7: NVIDIA RTX A6000
09/18 22:14:55 - mmengine - INFO - CUDA_HOME: /usr/local/cuda/
09/18 22:14:55 - mmengine - INFO - NVCC: Cuda compilation tools, release 11.3, V11.3.58
09/18 22:14:55 - mmengine - INFO - GCC: gcc (Ubuntu 9.4.0-1ubuntu1~20.04.1) 9.4.0
09/18 22:14:55 - mmengine - INFO - PyTorch: 1.8.0
"""


def test_python_loggings_name_and_level_fields_go_with_the_date() -> None:
    assert clean("2023-01-13 11:24:57,560 - mmdeploy - INFO - PyTorch: 1.9.0.post2") == "PyTorch: 1.9.0.post2"
    assert clean("09/18 22:14:55 - mmengine - INFO - sys.platform: linux") == "sys.platform: linux"
    # a date alone (no logger's fields) still goes as before; a month/day time without them is the person's text
    assert clean("2024-05-01 12:00:00,123 INFO hello") == "hello"
    assert clean("09/18 22:14:55 the run stopped") == "09/18 22:14:55 the run stopped"


def test_openmmlab_check_env_through_its_logger_is_read() -> None:
    facts, _ = read(MMDEPLOY_1652)
    assert facts.get("torch.version") == "1.9.0"
    found = ids(MMDEPLOY_1652)
    assert {"apple-silicon", "torch-outdated"} <= found
    assert not {"intel-mac", "python-too-old", "cpu-without-avx", "python-x86-on-arm"} & found
    facts, _ = read(MMDEPLOY_1868)
    assert facts.get("torch.version") == "1.8.0" and facts.get("python.version") == "3.7.16"
    assert {"not-a-mac", "python-too-old"} <= ids(MMDEPLOY_1868)
