# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2274-2285 (ML web apps and demos run locally on Macs: Gradio and Streamlit apps,
a FastAPI model server, recommendation libraries) exposed, each read from real text.

Two comments of equal weight naming two OSes, neither macOS ('an error on windows', 'I was running on Ubuntu 22.04'),
leave open which one but not that the machine is no Mac. A stack frame of tensorflow-metal's plugin inside a kernel it
dispatched (an op's Compute, dispatchOneKernel) is TensorFlow's Metal GPU running work, in a crash log's mangled form
or LLDB's demangled one; the plugin failing to load is not. pytest's rewritten `assert 'mps' in [...]` shows the device
the code chose: MPS.
"""

from __future__ import annotations

from pasted import ids

# https://github.com/datalab-to/marker/issues/442 (two comments)
MARKER_442 = """Examining the path of torch.classes raised: Tried to instantiate class '__path__._path', but it does not exist! Ensure that it is registered via torch::class_

VikParuchuri · comment · 2025-02-16
I'll look into fixing this shortly - it's a warning on max/linux, but an error on windows, which is why I haven't seen it before.

Daryl149 · comment · 2025-02-16
It is not windows specific, I was running on Ubuntu 22.04, using Chrome. (Fixed it for myself by switching from streamlit app to html+js :') )
"""
# https://github.com/DeepLabCut/DeepLabCut/pull/1970
DLC_1970 = """However, training crashes:
```bash
*** Received signal 11 ***
*** BEGIN MANGLED STACK TRACE ***
0   libtensorflow_framework.2.dylib     0x000000010ac902fc _ZN10tensorflow7testingL17StacktraceHandlerEiP9__siginfoPv + 160
1   libsystem_platform.dylib            0x000000018ef874a4 _sigtramp + 56
2   MPSNDArray                          0x000000019969dd38 MPSSetResourcesOnCommandEncoder + 9684
5   libmetal_plugin.dylib               0x000000017fc31024 ___Z17dispatchOneKernelI18MPSNDArrayIdentityEdP11MetalStreamPT_P7NSArrayP10MPSNDArrayPKcP18MPSKernelDAGObject_block_invoke + 120
8   libmetal_plugin.dylib               0x000000017fc349c4 _ZN12metal_plugin18MPSApplyMomentumOpIfE7ComputeEPNS_15OpKernelContextE + 3564
```
"""
# https://github.com/tensorflow/tensorflow/issues/59780
TF_59780 = """TensorFlow crashes with a segfault

Stack trace in LLDB in the crashing thread:
```
* thread #28, queue = 'metal gpu stream', stop reason = EXC_BAD_ACCESS (code=1, address=0xbeaddc3f8010)
    frame #4: 0x0000000159a7d2b8 libmetal_plugin.dylib`invocation function for block in double dispatchOneKernel<MPSNDArrayIdentity>(MetalStream*, MPSNDArrayIdentity*, NSArray*, MPSNDArray*, char const*, MPSKernelDAGObject*) + 120
    frame #8: 0x0000000159a7fffc libmetal_plugin.dylib`metal_plugin::MPSApplyMomentumOp<float>::Compute(metal_plugin::OpKernelContext*) + 2768
```
"""
# https://github.com/remsky/Kokoro-FastAPI/pull/370
KOKORO_370 = """Fix test_initial_state() test failure on apple silicon.

```
(Kokoro-FastAPI) Macximum (upstream-master %=):~/scm/Kokoro-FastAPI$ uv run pytest
FAILED api/tests/test_kokoro_v1.py::test_initial_state - AssertionError: assert 'mps' in ['cuda', 'cpu']
======================================= 1 failed, 81 passed, 9 warnings in 1.56s =======================================
```
"""


def test_two_equal_claims_of_other_oses_still_make_the_machine_no_mac() -> None:
    found = ids(MARKER_442)
    assert "not-a-mac" in found
    assert not {"apple-silicon", "intel-mac"} & found


def test_a_mac_among_the_rival_oses_still_decides_nothing() -> None:
    text = MARKER_442 + "\nsomeone · comment · 2025-02-17\nIt is an error for me too, I was running on macOS 14.5.\n"
    assert "not-a-mac" not in ids(text)


def test_a_metal_plugin_kernel_frame_is_tensorflows_gpu_at_work() -> None:
    assert "tf-gpu-available" in ids(DLC_1970)
    assert "tf-gpu-available" in ids(TF_59780)


def test_the_metal_plugin_failing_to_load_is_no_gpu_at_work() -> None:
    # https://github.com/tensorflow/models/issues/10617 (dev 501): the plugin names a missing symbol, no kernel ran
    text = "tensorflow.python.framework.errors_impl.NotFoundError: dlopen(/Users/user/env/miniforge3/lib/python3.9/site-packages/tensorflow-plugins/libmetal_plugin.dylib, 0x0006): symbol not found in flat namespace '_TF_AllocateOutput'\n"
    assert "tf-gpu-available" not in ids(text)


def test_pytest_showing_the_chosen_device_mps_is_mps_available() -> None:
    assert "mps-available" in ids(KOKORO_370)
    assert "mps-available" not in ids("E       AssertionError: assert 'cuda' in ['mps', 'cpu']\n")
