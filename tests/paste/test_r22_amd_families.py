# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4020-4029 (Intel Macs with AMD Radeon GPUs or eGPUs doing ML: PlaidML, and the
Linux and Windows PlaidML threads the same searches returned) exposed, each read from real text.

- A Linux shell's report of a signal with a core ('Aborted (core dumped)', 'Segmentation fault (core dumped)'): the
  program ran on Linux; macOS's shells write 'Abort trap: 6', 'Segmentation fault: 11'. Trusted like a sentence, so a
  Mac the writer names beside it contests it rather than being overruled.
- ROCm's runtime fault ('Memory access fault by GPU node-7 on address …'): Linux's AMD GPU stack, which macOS lacks.
- clinfo listing a vendor's OpenCL platform ('AMD Accelerated Parallel Processing', 'NVIDIA CUDA', Intel's, Mesa's
  Clover/rusticl): Linux or Windows; a Mac's only OpenCL platform is 'Apple'.
"""

from __future__ import annotations

from pasted import ids, raised, read

from macml_doctor.errors import InputError


def _os(text: str) -> object:
    try:
        return read(text)[0].get("host.os")
    except InputError:
        return None


# https://github.com/plaidml/plaidml/issues/34 (dev 4027)
PLAIDML_34 = r"""# Memory error on Vega 10

biswagsingh · description · 2017-10-24
Hi I am trying plaid ml on AMD Vega 10 : gfx900

I get the following error:

prj47-rack-06@PRJ47-RACK-06:~/biswa/plaidbench$ python plaidbench.py mobilenet
Using PlaidML backend.
INFO:plaidml:Initializing device gfx900.0: "gfx900", vendor "Advanced Micro Devi                                                                             ces, Inc."
INFO:plaidml:Opening device "gfx900.3": "Advanced Micro Devices, Inc. gfx900"

Model loaded.
Compiling and running initial batch, batch_size=1
Warmup
Memory access fault by GPU node-7 on address 0x4408bd6000. Reason: Page not pres                                                                             ent or supervisor privilege.
Aborted (core dumped)

Any idea how to resolve this?
"""

# https://github.com/plaidml/plaidml/issues/306 (dev 4029)
PLAIDML_306 = r"""# plaidml-setup doesn't recognize my GPU

amirostadi · description · 2019-05-10
I've got an AMD 7800 series graphics card and already installed the driver via pro mode. when I run clinfo it's been shown in there but it doesn't appear on plaidml-setup. it only shows my CPU!
here is a copy of clinfo:
Number of platforms                               1
  Platform Name                                   AMD Accelerated Parallel Processing
  Platform Vendor                                 Advanced Micro Devices, Inc.
  Platform Version                                OpenCL 2.1 AMD-APP (2841.4)
  Platform Profile                                FULL_PROFILE
"""

# https://github.com/shap/shap/issues/2076 (dev 3706): the crash line beside a Mac the writer also names
SHAP_2076 = r"""# Shap Explainer Segmentation Fault

amir-rahnama · comment · 2024-02-01
I'm still getting Segmentation faults. Here is the error:

Segmentation fault (core dumped)

Versions: 

* SHAP == 0.44.0
* Python  == 3.9.18
* Ubuntu  ==  20.04.6 LTS (5.4.0-166-generic) 
* Also happens on Mac M1 OS Monterey
"""


def test_rocm_fault_and_aborted_core_dumped_is_linux() -> None:
    facts = read(PLAIDML_34)[0]
    assert facts["host.os"] == "Linux"
    found = ids(PLAIDML_34)
    assert "not-a-mac" in found
    assert not found & {"intel-mac", "apple-silicon", "no-metal-device", "mps-unavailable"}


def test_each_alone_is_linux() -> None:
    rocm = "Warmup\nMemory access fault by GPU node-1 (Agent handle: 0x55d1c0a0e2b0) on address 0x7f3a2c000000. Reason: Page not present or supervisor privilege.\n"
    assert _os(rocm) == "Linux"
    assert "not-a-mac" in ids(rocm)
    for crash in ("Aborted (core dumped)", "Segmentation fault (core dumped)", "Illegal instruction (core dumped)",
                  "Bus error (core dumped)", "Floating point exception (core dumped)",
                  "      6 Illegal instruction     (core dumped) python3 -c 'import tensorflow'"):
        text = f"$ python train.py --device gpu\nLoading model...\n{crash}\n"
        assert _os(text) == "Linux", crash
        assert "not-a-mac" in ids(text), crash


def test_macos_signal_wordings_are_not_linux() -> None:
    # (QEMU's 'uncaught target signal 6 (Aborted) - core dumped' is Linux in a container: qemu-user-signal reads it.)
    for crash in ("Segmentation fault: 11 (core dumped)", "Abort trap: 6", "Illegal instruction: 4 (core dumped)",
                  "zsh: abort (core dumped)  python train.py", "zsh: segmentation fault  python train.py",
                  "Aborted"):
        text = f"$ python train.py --device gpu\nLoading model...\n{crash}\n"
        assert _os(text) != "Linux", crash
        assert "not-a-mac" not in raised(text), crash


def test_crash_line_beside_a_named_mac_does_not_overrule_it() -> None:
    found = ids(SHAP_2076)
    assert "apple-silicon" in found
    assert "intel-mac" not in found


def test_clinfo_vendor_platform_is_not_a_mac() -> None:
    facts = read(PLAIDML_306)[0]
    assert facts["host.os"] == "Linux or Windows"
    found = ids(PLAIDML_306)
    assert "not-a-mac" in found
    assert not found & {"intel-mac", "apple-silicon", "no-metal-device"}


def test_clinfo_vendor_platform_family() -> None:
    for line in ("  Platform Name                                   NVIDIA CUDA",
                 "  Platform Name                                   Intel(R) OpenCL HD Graphics",
                 "  Platform Name                                   Intel(R) CPU Runtime for OpenCL(TM) Applications",
                 "  Platform Name                                   Clover",
                 "  Platform Name                                   rusticl",
                 "Platform #0: AMD Accelerated Parallel Processing",
                 "[<pyopencl.Platform 'NVIDIA CUDA' at 0x55f1e3a0c2d0>]"):
        text = f"clinfo shows my GPU but plaidml-setup only lists the CPU\nNumber of platforms                               1\n{line}\n"
        assert _os(text) == "Linux or Windows", line
        assert "not-a-mac" in ids(text), line


def test_apple_and_pocl_platforms_are_not_read() -> None:
    # (clinfo's own 'Platform Name  Apple' names macOS since round 41: macos-only-message, test_r41_lead_families)
    apple = "clinfo shows my GPU but plaidml-setup only lists the CPU\nNumber of platforms                               1\n  Platform Name                                   Apple\n"
    assert _os(apple) == "Darwin"
    assert "not-a-mac" not in raised(apple)
    for line in ("  Platform Name                                   Portable Computing Language",
                 "Platform #0: Apple",
                 "[<pyopencl.Platform 'Apple' at 0x7fb1c8d0a2e0>]",
                 "  Platform Vendor                                 NVIDIA Corporation"):
        text = f"clinfo shows my GPU but plaidml-setup only lists the CPU\nNumber of platforms                               1\n{line}\n"
        assert _os(text) is None, line
        assert "not-a-mac" not in raised(text), line
