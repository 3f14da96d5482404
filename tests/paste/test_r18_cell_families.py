# ruff: noqa: E501, W291  (real pasted lines are kept whole, trailing spaces included)
"""Clue families the never-seen batch 2840-2853 (microscopy, cell segmentation and animal pose tools on Macs) exposed,
each read from real text.

cellpose's own device test ('** TORCH MPS version installed and working. **', '>>>> using GPU (MPS)') says MPS works,
whatever the chip; torch's 'Numpy is not available' with torch 2.0-2.2 is NumPy 2 beside a torch built against NumPy
1.x (not with torch 1.x, nor beside a NumPy 1.x); Python's platform.uname() printed as its named tuple or its dict names
the interpreter's architecture; TensorFlow's grappler device description ('cpu_instruction_set' 'ARM NEON') says the
TensorFlow and its Python are arm64.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/MouseLand/cellpose/issues/1162
CELLPOSE_1162 = """[BUG] Cellpose SAM - NET ERROR: Numpy is not available

emiglietta · description · 2025-05-08
**Describe the bug**
Running the CPSAM model on an RGB image from the GUI, I get this error:

```
2025-05-08 09:07:19,725 [INFO] WRITING LOG OUTPUT TO /Users/emigliet/.cellpose/run.log
2025-05-08 09:07:19,725 [INFO] 
cellpose version: 	4.0.2 
platform:       	darwin 
python version: 	3.10.17 
torch version:  	2.2.2
2025-05-08 09:07:20,202 [INFO] ** TORCH MPS version installed and working. **
GUI_INFO: loading image: /Users/emigliet/Documents/GitHub/emiglietta_projects/2025_Raspberry_Pollen_classification/Cellpose_pollen_segmentation/crops/15.10.48.3c.iii.59-1.tif
GUI_INFO: image shape: (512, 512, 3)
[np.float32(0.0), np.float32(154.0)]
2025-05-08 09:07:47,774 [INFO] ** TORCH MPS version installed and working. **
2025-05-08 09:07:47,774 [INFO] >>>> using GPU (MPS)
2025-05-08 09:07:49,313 [INFO] >>>> loading model /Users/emigliet/.cellpose/models/cpsam
"""
# https://github.com/MouseLand/cellpose/issues/1269 (the log before its BFloat16 error)
CELLPOSE_1269 = """cellpose version: 	4.0.6 
platform:       	darwin 
python version: 	3.10.18 
torch version:  	2.2.2
2025-07-10 14:51:59,397 [INFO] ** TORCH MPS version installed and working. **
2025-07-10 14:26:46,584 [INFO] >>>> using GPU (MPS)
2025-07-10 14:26:48,176 [INFO] >>>> loading model /Users/emigliet/.cellpose/models/cpsam
"""
# https://github.com/MouseLand/cellpose/blob/main/cellpose/core.py (the code that logs it; found with the code search)
CELLPOSE_CORE = """        device = torch.device('mps:' + str(gpu_number))
        _ = torch.zeros((1,1)).to(device)
        core_logger.info('** TORCH MPS version installed and working. **')
        return True
    except:
        core_logger.info('Neither TORCH CUDA nor MPS version not installed/working.')
        return False
"""
# https://github.com/MouseLand/cellpose/issues/1455 (cellpose's own 'mps:mps' device string failed; MPS works there)
CELLPOSE_1455 = """cellpose version: 	4.1.1
platform:       	darwin
python version: 	3.14.4
torch version:  	2.10.0
2026-05-17 23:01:40,132 [INFO] Neither TORCH CUDA nor MPS version not installed/working.
2026-05-17 23:01:40,132 [INFO] >>>> using CPU
"""
# https://github.com/securefederatedai/openfederatedlearning/issues/999
OPENFL_999 = """>>> torch.__version__
'2.2.2+cpu'
>>> x = torch.rand(1)
>>> x.numpy()
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
RuntimeError: Numpy is not available
"""
# https://github.com/Atcold/NYU-DLSP20/issues/810
NYU_810 = """RuntimeError: Numpy is not available

OSX, venv, pip installed torch (v. 1.10.1) and numpy(1.21.4).
"""
# https://github.com/pytorch/pytorch/issues/78341 (fixed by upgrading numpy)
PYTORCH_78341 = """I was running some other code and I faced the error "RuntimeError: Numpy is not available".
- OS: Windows 11
- PyTorch version:  1.11.0+cpu
- Python version: 3.10.2
"""
# https://github.com/agencyenterprise/neurotechdevkit/issues/119
NEUROTECH_119 = """* env
    *  Python 3.9.16
    * pip 23.1.2
    * conda 23.1.0
    * Poetry (version 1.4.2)
`{
'system': 'Darwin', 
'node': 'Gregs-MBP', 
'release': '22.5.0', 
'version': 'Darwin Kernel Version 22.5.0: Thu Jun  8 22:22:20 PDT 2023; root:xnu-8796.121.3~7/RELEASE_ARM64_T6000', 'machine': 'arm64'
}`
"""
# https://pymotw.com/3/platform/ (platform_os_info.py on OS X)
PYMOTW_PLATFORM = """$ python3 platform_os_info.py

uname: uname_result(system='Darwin', node='hubert.local',
release='15.6.0', version='Darwin Kernel Version 15.6.0: Thu Jun
23 18:25:34 PDT 2016; root:xnu-3248.60.10~1/RELEASE_X86_64',
machine='x86_64', processor='i386')
"""
# https://github.com/stardist/stardist/issues/218
STARDIST_218 = """Crashing on M1 Mac, upon following README and sample image provided as per example.

In [6]: labels, _ = model.predict_instances(normalize(im))
2023-02-09 22:10:39.933592: W tensorflow/core/platform/profile_utils/cpu_utils.cc:126] Failed to get CPU frequency: 0 Hz
2023-02-09 22:10:39.943672: F tensorflow/core/grappler/costs/op_level_cost_estimator.cc:710] Check failed: 0 < gflops (0 vs. 0)type: "CPU"
model: "0"
num_cores: 8
environment {
  key: "cpu_instruction_set"
  value: "ARM NEON"
}
environment {
  key: "eigen"
  value: "3.3.90"
}

Abort trap: 6
"""


@pytest.mark.parametrize("text", [CELLPOSE_1162, CELLPOSE_1269])
def test_cellposes_device_test_says_mps_works(text: str) -> None:
    facts, _ = read(text)
    assert facts["torch.mps_available"] is True
    assert "mps-available" in ids(text)
    assert "mps-unavailable" not in ids(text)


def test_the_code_that_logs_it_is_no_device_test() -> None:
    facts, _ = read(CELLPOSE_CORE)
    assert "torch.mps_available" not in facts
    assert "mps-available" not in ids(CELLPOSE_CORE)


def test_cellposes_neither_line_is_not_read_as_mps_working() -> None:
    facts, _ = read(CELLPOSE_1455)
    assert facts.get("torch.mps_available") is not True
    assert "mps-available" not in ids(CELLPOSE_1455)


@pytest.mark.parametrize("text", [CELLPOSE_1162, OPENFL_999])
def test_numpy_not_available_with_torch_2_2_is_numpy_2_beside_it(text: str) -> None:
    facts, _ = read(text)
    assert facts["torch.version"].startswith("2.2.2")
    assert "numpy-abi-mismatch" in ids(text)


@pytest.mark.parametrize("text", [NYU_810, PYTORCH_78341])
def test_numpy_not_available_with_torch_1_is_not_numpy_2(text: str) -> None:
    assert "numpy-abi-mismatch" not in ids(text)


def test_numpy_not_available_with_no_torch_version_is_not_read() -> None:
    # https://github.com/pytorch/pytorch/issues/78341 (its title alone)
    assert "numpy-abi-mismatch" not in ids("RuntimeError: Numpy is not available\n")


def test_platform_uname_as_a_dict_names_the_pythons_architecture() -> None:
    facts, _ = read(NEUROTECH_119)
    assert facts["python.machine"] == "arm64"
    assert {"apple-silicon", "python-native-arm64"} <= ids(NEUROTECH_119)
    assert "python-x86-on-arm" not in ids(NEUROTECH_119)


def test_platform_uname_as_its_named_tuple_names_the_pythons_architecture() -> None:
    facts, _ = read(PYMOTW_PLATFORM)
    assert facts["python.machine"] == "x86_64"
    assert "apple-silicon" not in ids(PYMOTW_PLATFORM)


def test_a_machine_key_naming_no_architecture_is_not_read() -> None:
    # https://github.com/agencyenterprise/neurotechdevkit/issues/119 (the dict's other keys alone)
    facts, _ = read("{'system': 'Darwin', 'node': 'Gregs-MBP', 'release': '22.5.0'}")
    assert "python.machine" not in facts


def test_tensorflows_arm_neon_device_is_an_arm64_tensorflow() -> None:
    facts, _ = read(STARDIST_218)
    assert facts["python.machine"] == "arm64"
    assert {"apple-silicon", "python-native-arm64"} <= ids(STARDIST_218)
    assert not {"python-x86-on-arm", "tf-x86-build"} & ids(STARDIST_218)
