# ruff: noqa: E501, W291  (real pasted lines are kept whole, trailing spaces included)
"""Environment-dump families read from several real captured samples each (the thread of each is named).

Every sample is the text as it was pasted; each test states the key facts a careful reader takes from it
(platform, chip, macOS version, the conda subdir) and checks the parser reads exactly those, so the parsers
are proved on the family rather than on one fixture.
"""

from __future__ import annotations

from typing import Any

import pytest

from macml_doctor.diagnose import engine
from macml_doctor.paste import inputs

# conda-forge/ambertools-feedstock#156: micromamba info (no "conda version", "channels" for "channel URLs")
MICROMAMBA_INFO = """libmamba version : 1.5.10
     micromamba version : 1.5.10
           curl version : libcurl/8.7.1 (SecureTransport) LibreSSL/3.3.6 zlib/1.2.12 nghttp2/1.62.0
     libarchive version : libarchive 3.7.7 zlib/1.2.12 liblzma/5.6.3 bz2lib/1.0.8 liblz4/1.10.0 libzstd/1.5.6
       envs directories : /Users/mattthompson/micromamba/envs
          package cache : /Users/mattthompson/micromamba/pkgs
                          /Users/mattthompson/.mamba/pkgs
            environment : ambertools-test (active)
           env location : /Users/mattthompson/micromamba/envs/ambertools-test
      user config files : /Users/mattthompson/.mambarc
 populated config files : /Users/mattthompson/.mambarc
                          /Users/mattthompson/.condarc
       virtual packages : __unix=0=0
                          __osx=15.0.1=0
                          __archspec=1=arm64
               channels : https://conda.anaconda.org/conda-forge/osx-arm64
                          https://conda.anaconda.org/conda-forge/noarch
                          https://conda.anaconda.org/nodefaults/osx-arm64
                          https://conda.anaconda.org/nodefaults/noarch
       base environment : /Users/mattthompson/micromamba
               platform : osx-arm64
"""


def facts_of(text: str) -> dict[str, Any]:
    facts = inputs.parse_report(text, "test")
    return {k: f.value for k, f in facts.items.items()}


# (thread, pasted text, facts it must yield)
SAMPLES: list[tuple[str, str, dict[str, Any]]] = [
    # ---- brew config: "Rosetta 2:" is printed only on a physical arm64 CPU; "macOS: <version>-<brew's uname -m>"
    ("https://github.com/Homebrew/brew/issues/9488", """HOMEBREW_PREFIX: /opt/homebrew
HOMEBREW_CASK_OPTS: []
HOMEBREW_MAKE_JOBS: 8
Homebrew Ruby: 2.6.3 => /System/Library/Frameworks/Ruby.framework/Versions/2.6/usr/bin/ruby
CPU: octa-core 64-bit arm_firestorm_icestorm
Clang: 12.0 build 1200
Git: 2.29.2 => /opt/homebrew/bin/git
Curl: 7.64.1 => /usr/bin/curl
macOS: 11.1-arm64
CLT: 12.3.0.0.1.1607026830
Xcode: 12.3
Rosetta 2: false
""", {"host.os": "Darwin", "host.macos_version": "11.1", "host.arm64_capable": 1}),
    ("https://github.com/Homebrew/homebrew-core/pull/19639", """HOMEBREW_VERSION: 1.3.6-8-g15096e7
ORIGIN: https://github.com/Homebrew/brew.git
HOMEBREW_PREFIX: /usr/local
HOMEBREW_REPOSITORY: /usr/local/Homebrew
HOMEBREW_CELLAR: /usr/local/Cellar
CPU: octa-core 64-bit ivybridge
Homebrew Ruby: 2.3.3 => /usr/local/Homebrew/Library/Homebrew/vendor/portable-ruby/2.3.3/bin/ruby
Clang: 8.0 build 800
Git: 2.13.0 => /usr/local/bin/git
Java: 1.8.0_121, 1.7.0_80
macOS: 10.11.6-x86_64
Xcode: 8.2.1
CLT: N/A
X11: 2.7.11 => /opt/X11
""", {"host.os": "Darwin", "host.macos_version": "10.11.6", "host.arm64_capable": 0}),
    # ---- npx envinfo / react-native info: "OS: macOS <version>" and "CPU: (N) <node arch> <brand>"
    ("https://github.com/lovell/sharp/issues/4140", """  System:
    OS: macOS 13.6.6
    CPU: (10) arm64 Apple M1 Max
    Memory: 2.13 GB / 32.00 GB
    Shell: 5.9 - /bin/zsh
""", {"host.os": "Darwin", "host.macos_version": "13.6.6", "host.cpu_brand": "Apple M1 Max", "host.arm64_capable": 1}),
    ("https://github.com/react/react-native/issues/29836", """info Fetching system and libraries information...
System:
    OS: macOS 10.15.6
    CPU: (4) x64 Intel(R) Core(TM) i5-5287U CPU @ 2.90GHz
    Memory: 432.66 MB / 16.00 GB
    Shell: 3.2.57 - /bin/bash
  Binaries:
    Node: 12.14.1 - /usr/local/bin/node
""", {"host.os": "Darwin", "host.macos_version": "10.15.6", "host.arm64_capable": 0}),
    # ---- neofetch / fastfetch: OS (with `uname -m`), Kernel, Host (a Mac model identifier), CPU
    ("https://github.com/fastfetch-cli/fastfetch/issues/1529", """                  ###,                        OS: Fedora Linux Asahi Remix 43 (KDE Plasma Desktop Edition)4
               ...,/#,,,..                    Host: Mac14,2
          /*,,,,,,,,*,........,,              Kernel: Linux 6.18.15-400.asahi.fc43.aarch64+16k
""", {"host.os": "Linux"}),
    ("https://github.com/dylanaraps/neofetch/pull/2038", """CPU: Apple M1 Max (10)
GPU: Apple M1 Max (24)
""", {"host.cpu_brand": "Apple M1 Max", "host.arm64_capable": 1}),
    # ---- sysctl -n NAME: the value on the next line (a zsh right prompt may sit between)
    ("https://github.com/ashfurrow/xcode-hardware-performance/pull/124", """```
sysctl -n machdep.cpu.brand_string                                                                                             [16:50:50]
Intel(R) Core(TM) i9-9980HK CPU @ 2.40GHz
```
""", {"host.os": "Darwin", "host.arm64_capable": 0}),
    ("https://github.com/spack/spack/pull/30077", """> sysctl -n machdep.cpu.brand_string
Apple M1 Pro
> sysctl -n machdep.cpu.features
FPU VME DE PSE TSC MSR PAE MCE CX8 APIC SEP MTRR PGE MCA CMOV PAT PSE36 CLFSH DS ACPI MMX FXSR SSE SSE2 SS HTT TM PBE SSE3 PCLMULQDQ DTSE64 MON DSCPL VMX EST TM2 SSSE3 CX16 TPR PDCM SSE4.1 SSE4.2 AES SEGLIM64
> sysctl -n machdep.cpu.model
sysctl: unknown oid 'machdep.cpu.model'
""", {"host.os": "Darwin", "host.cpu_brand": "Apple M1 Pro", "host.arm64_capable": 1}),
    # ---- system_profiler SPHardwareDataType: Model Identifier and Chip
    ("https://github.com/exelban/stats/issues/1324", """      Model Name: MacBook Pro
      Model Identifier: Mac14,6
      Model Number: MNWA3FN/A
      Chip: Apple M2 Max
      Total Number of Cores: 12 (8 performance and 4 efficiency)
      Memory: 32 GB
""", {"host.os": "Darwin", "host.cpu_brand": "Apple M2 Max", "host.arm64_capable": 1}),
    # ---- conda info: platform, __archspec, __osx, user-agent
    ("https://github.com/conda-forge/miniforge/issues/750", """       virtual packages : __archspec=1=m1
                          __conda=24.11.3=0
                          __osx=15.3.2=0
                          __unix=0=0
       base environment : /Users/zzz/miniforge3  (writable)
               platform : osx-arm64
             user-agent : conda/24.11.3 requests/2.32.3 CPython/3.12.9 Darwin/24.3.0 OSX/15.3.2 solver/libmamba conda-libmamba-solver/24.9.0 libmambapy/1.5.12
""", {"host.os": "Darwin", "host.macos_version": "15.3.2", "conda.platform": "osx-arm64", "python.machine": "arm64",
        "host.arm64_capable": 1}),
    # ---- conda/mamba plans and explicit specs that name each package's channel/subdir
    ("https://github.com/brainglobe/cellfinder-napari/issues/141", """  + tensorflow                           2.11.1  cpu_py310ha244a38_0      conda-forge/osx-arm64     Cached
  + tensorflow-base                      2.11.1  cpu_py310hf369a12_0      conda-forge/osx-arm64     Cached
  + termcolor                             2.3.0  pyhd8ed1ab_0             conda-forge/noarch        Cached
""", {"host.os": "Darwin", "conda.python_subdir": "osx-arm64", "host.arm64_capable": 1, "python.machine": "arm64"}),
    ("https://github.com/tensorflow/tensorflow/issues/52138", """  absl-py            conda-forge/noarch::absl-py-0.10.0-pyhd8ed1ab_1
  aiohttp            conda-forge/osx-arm64::aiohttp-3.7.4.post0-py39h5161555_0
  astunparse         conda-forge/noarch::astunparse-1.6.3-pyhd8ed1ab_0
""", {"host.os": "Darwin", "conda.python_subdir": "osx-arm64", "host.arm64_capable": 1}),
    ("https://github.com/xraypy/xraylarch/issues/430", """   - conda-forge/osx-64::bzip2==1.0.8=h0d85af4_4[md5=37edc4e6304ca87316e160f5ca0bd1b5]
   - conda-forge/osx-64::c-ares==1.18.1=h0d85af4_0[md5=00b3e98a61e6430808fe7a2534681f28]
   - conda-forge/noarch::pybind11-abi==4=hd8ed1ab_3[md5=878f923dd6acc8aeb47a75da6c4098be]
""", {"host.os": "Darwin", "conda.python_subdir": "osx-64", "python.machine": "x86_64"}),
    # ---- brew config's macOS line quoted inline, and Homebrew's refusal under Rosetta in the ARM prefix
    ("https://github.com/kingToolbox/WindTerm/issues/2415", """in my ARM macos, execute 'brew config' in windterm shows "macOS: 14.5-x86_64" and brew install would install x86-64 package
but when executed in system terminal, it shows "macOS: 14.5-arm64"
""", {"host.os": "Darwin", "host.macos_version": "14.5", "host.arm64_capable": 1}),
    ("https://github.com/actions/runner-images/issues/9760", """Error: Cannot install under Rosetta 2 in ARM default prefix (/opt/homebrew)!
To rerun under ARM use:
    arch -arm64 brew install ...
To install under x86_64, install Homebrew into /usr/local.

### Runner images affected

- [ ] Ubuntu 20.04
- [ ] Ubuntu 22.04
- [ ] macOS 14
- [X] macOS 14 Arm64
""", {"host.os": "Darwin", "host.arm64_capable": 1, "shell.translated": 1}),
    # ---- pip's own build log: an arm64 wheel was built by an arm64 interpreter
    ("https://github.com/unicorn-engine/unicorn/issues/2120", """  removing build/bdist.macosx-11.0-arm64/wheel
  Building wheel for unicorn (pyproject.toml) ... done
  Created wheel for unicorn: filename=unicorn-2.1.2-cp312-cp312-macosx_15_0_arm64.whl size=12851358 sha256=edf0d5e91e7881c48babf1627420ced7e06f0a9f2c243c0d313df8a77070950a
""", {"host.os": "Darwin", "python.machine": "arm64", "host.arm64_capable": 1}),
    # ---- a standard-library frame names the interpreter's prefix, hence its distribution
    ("https://github.com/ekalinin/nodeenv/issues/280", """I'm on an M1 mac, and the architecture key hasn't been added yet.
    Traceback (most recent call last):
      File "/Users/thc29/.pyenv/versions/3.9.1/lib/python3.9/runpy.py", line 197, in _run_module_as_main
        return _run_code(code, main_globals, None,
      File "/Users/thc29/.pyenv/versions/windquest/lib/python3.9/site-packages/nodeenv.py", line 1471, in <module>
""", {"python.base_prefix": "/Users/thc29/.pyenv/versions/3.9.1", "host.arm64_capable": 1}),
    # ---- collect_env (Intel CPU line, a wrapped banner, a pyenv stdlib frame), transformers env, sw_vers, lipo -info,
    #      and Lightning's first env script
    ("https://github.com/pytorch/pytorch/issues/121067", """/Users/daisysong/.pyenv/versions/3.10.13/lib/python3.10/runpy.py:126:
RuntimeWarning: 'torch.utils.collect_env' found in sys.modules after import
of package 'torch.utils', but prior to execution of
'torch.utils.collect_env'; this may result in unpredictable behaviour
  warn(RuntimeWarning(msg))
Collecting environment information...
PyTorch version: 2.2.2
Is debug build: False
CUDA used to build PyTorch: None
ROCM used to build PyTorch: N/A

OS: macOS 14.5 (x86_64)
GCC version: Could not collect
Clang version: 15.0.0 (clang-1500.1.0.2.5)
CMake version: Could not collect
Libc version: N/A

Python version: 3.10.13 (main, Dec 22 2023, 22:08:50) [Clang 15.0.0
(clang-1500.1.0.2.5)] (64-bit runtime)
Python platform: macOS-14.5-x86_64-i386-64bit
Is CUDA available: False
CUDA runtime version: No CUDA
CUDA_MODULE_LOADING set to: N/A
GPU models and configuration: No CUDA
Nvidia driver version: No CUDA
cuDNN version: No CUDA
HIP runtime version: N/A
MIOpen runtime version: N/A
Is XNNPACK available: True

CPU:
Intel(R) Core(TM) i9-9880H CPU @ 2.30GHz

Versions of relevant libraries:
[pip3] mypy-extensions==1.0.0
[pip3] numpy==1.26.4
[pip3] onnxruntime==1.19.2
[pip3] torch==2.2.2
[conda] Could not collect
""", {"host.os": "Darwin", "host.macos_version": "14.5", "python.machine": "x86_64", "host.arm64_capable": 0,
      "python.version": "3.10.13", "torch.version": "2.2.2", "python.base_prefix": "/Users/daisysong/.pyenv/versions/3.10.13"}),
    ("https://github.com/safetensors/safetensors/issues/316", """- `transformers` version: 4.31.0
- Platform: macOS-13.4.1-arm64-arm-64bit
- Python version: 3.11.4
- Huggingface_hub version: 0.16.4
- Safetensors version: 0.3.1
- Accelerate version: not installed
- Accelerate config: not found
- PyTorch version (GPU?): 2.0.1 (False)
- Tensorflow version (GPU?): not installed (NA)
- Flax version (CPU?/GPU?/TPU?): not installed (NA)
- Jax version: not installed
- JaxLib version: not installed
- Using GPU in script?: No
- Using distributed or parallel set-up in script?: No
""", {"host.os": "Darwin", "host.macos_version": "13.4.1", "python.machine": "arm64", "host.arm64_capable": 1,
      "python.version": "3.11.4", "torch.version": "2.0.1"}),
    ("https://github.com/safetensors/safetensors/issues/330", """```bash
$ sw_vers
ProductName:            macOS
ProductVersion:         13.4.1
""", {"host.os": "Darwin", "host.macos_version": "13.4.1"}),
    ("https://github.com/clEsperanto/napari_pyclesperanto_assistant/issues/49", """╰─ which python                                                   (napari-CL) ─╯
/Users/piotrsobolewski/Dev/miniforge3/envs/napari-CL/bin/python
╭─ ~ ···································································· ✔ ─╮
╰─ lipo -info /Users/piotrsobolewski/Dev/miniforge3/envs/napari-CL/bin/python

Non-fat file: /Users/piotrsobolewski/Dev/miniforge3/envs/napari-CL/bin/python is architecture: arm64
""", {"host.os": "Darwin", "python.machine": "arm64", "host.arm64_capable": 1}),
    ("https://github.com/Lightning-AI/pytorch-lightning/pull/1234", """cuda:
\tGPU:
\t\tGeForce GTX 1050
\tavailable:           True
\tversion:             10.0
packages:
\tnumpy:               1.18.1
\tpyTorch_debug:       False
\tpyTorch_version:     1.4.0+cu100
\tpytorch-lightning:   0.7.2-dev
\ttensorboard:         1.15.0
\ttqdm:                4.41.1
system:
\tOS:                  Linux
\tarchitecture:
\t\t64bit
\t\tELF
\tprocessor:           x86_64
\tpython:              3.6.9
\tversion:             #34~18.04.1-Ubuntu SMP Fri Feb 28 13:42:26 UTC 2020
""", {"host.os": "Linux", "python.version": "3.6.9"}),
    # ---- pandas' / xarray's show_versions(): 'OS: Darwin' with platform.release() on the next line ('OS-release')
    ("https://github.com/pydata/xarray/pull/2555", """INSTALLED VERSIONS
------------------
commit: ef0838812cb3715d86d9cf9630606c824f3d8efb
python: 3.6.5.final.0
python-bits: 64
OS: Darwin
OS-release: 17.7.0
machine: x86_64
processor: i386
byteorder: little
""", {"host.os": "Darwin", "host.kernel_release": "17.7.0", "python.machine": "x86_64", "host.arm64_capable": 0}),
    ("https://github.com/pydata/xarray/issues/4045", """INSTALLED VERSIONS
------------------
commit: None
python: 3.7.6 | packaged by conda-forge | (default, Jan  7 2020, 22:05:27) 
[Clang 9.0.1 ]
python-bits: 64
OS: Darwin
OS-release: 19.4.0
machine: x86_64
processor: i386
""", {"host.os": "Darwin", "host.kernel_release": "19.4.0", "host.arm64_capable": 0}),
    ("https://github.com/scikit-learn/scikit-learn/issues/11522", """>>> pd.show_versions()
INSTALLED VERSIONS
------------------
commit: None
python: 3.6.5.final.0
python-bits: 64
OS: Linux
OS-release: 4.11.6-gentoo
machine: x86_64
processor: Intel(R) Core(TM) i5-6200U CPU @ 2.30GHz
""", {"host.os": "Linux", "host.arm64_capable": None}),
    # ---- scooby's Report (pyvista.Report()), once printed value first: 'Darwin : OS', 'x86_64 : Machine'
    ("https://github.com/pyvista/pyvista/issues/541", """            Darwin : OS
                 8 : CPU(s)
            x86_64 : Machine
             64bit : Architecture
           Jupyter : Environment
        GPU Vendor : Intel Inc.
      GPU Renderer : Intel Iris Pro OpenGL Engine
       GPU Version : 4.1 INTEL-12.10.12
""", {"host.os": "Darwin", "python.machine": "x86_64", "host.arm64_capable": 0}),
    ("https://github.com/pyvista/pyvista/pull/512", """             Linux : OS
                 4 : CPU(s)
            x86_64 : Machine
             64bit : Architecture
            7.7 GB : RAM
            Python : Environment
        GPU Vendor : NVIDIA Corporation
      GPU Renderer : GeForce GTX 960M/PCIe/SSE2
       GPU Version : 4.5.0 NVIDIA 430.64
""", {"host.os": "Linux", "host.arm64_capable": None}),
    # scooby 0.5 on a 2019 MacBook Pro: platform rows key first, pyvista's GPU rows still value first
    ("https://github.com/pyvista/pyvista/issues/850", """                OS : Darwin
            CPU(s) : 16
           Machine : x86_64
      Architecture : 64bit
               RAM : 64.0 GB
       Environment : Jupyter
ATI Technologies Inc. : GPU Vendor
AMD Radeon Pro 5500M OpenGL Engine : GPU Renderer
    4.1 ATI-3.9.15 : GPU Version
""", {"host.os": "Darwin", "python.machine": "x86_64", "host.arm64_capable": 0}),
    # ---- macOS's own OpenGL version string: a GPU vendor's Apple driver on an Intel Mac, OpenGL on Metal on Apple
    # silicon (napari --info's GL version, glxinfo under XQuartz, a GL library's warning)
    ("https://github.com/napari/napari/issues/5231", """OpenGL:
  - GL version:  2.1 Metal - 76.3
  - MAX_TEXTURE_SIZE: 16384
""", {"host.os": "Darwin", "host.arm64_capable": 1}),
    ("https://github.com/XQuartz/XQuartz/issues/521", """The application requires OpenGL 2.0+, but XQuartz reports:

OpenGL version string: 1.4 (2.1 Metal - 91.7)
""", {"host.os": "Darwin", "host.arm64_capable": 1}),
    ("https://github.com/napari/napari/issues/1393", """OpenGL vendor string: Intel Inc.
OpenGL renderer string: Intel(R) HD Graphics 6000
OpenGL version string: 2.1 INTEL-16.0.31
OpenGL shading language version string: 1.20
""", {"host.os": "Darwin", "host.arm64_capable": 0}),
    ("https://github.com/vispy/vispy/issues/1019", """I ran some of the demos in the examples/demo directory on my macbook pro running yosemite. i get `WARNING: OpenGL version 3.0 or higher recommended, got 2.1 INTEL-10.6.31. Some functionality may fail.`
""", {"host.os": "Darwin", "host.arm64_capable": 0}),
    # ---- system_profiler: SPDisplaysDataType -json names the chip (or its untranslated key) and its Apple GPU family
    ("https://github.com/exelban/stats/issues/394", """└─[$]> /usr/sbin/system_profiler SPDisplaysDataType -json
{
  "SPDisplaysDataType" : [
    {
      "_name" : "kHW_AppleM1Item",
      "spdisplays_metalfamily" : "spdisplays_mtlgpufamilyapple7",
""", {"host.os": "Darwin", "host.cpu_brand": "Apple M1", "host.arm64_capable": 1}),
    ("https://github.com/timmo001/system-bridge/pull/3408", """> system_profiler SPDisplaysDataType -json
{
  "SPDisplaysDataType" : [
    {
      "_name" : "Apple M3 Pro",
      "spdisplays_mtlgpufamilysupport" : "spdisplays_metal3",
""", {"host.os": "Darwin", "host.cpu_brand": "Apple M3 Pro", "host.arm64_capable": 1}),
    ("https://github.com/philipturner/applegpuinfo/issues/11", """MacBook Air, M1, 2020, 8GB ram

GPU name: Apple M1
GPU vendor: Apple
GPU core count: 8
GPU family: Apple 7
""", {"host.os": "Darwin", "host.arm64_capable": 1}),
    ("https://github.com/zeam-vm/cpu_info/issues/17", """      Chipset Model: Radeon Pro Vega 64
      Type: GPU
      Bus: PCIe
      Vendor: AMD (0x1002)
      Metal: Supported, feature set macOS GPUFamily2 v1
""", {"host.os": "Darwin", "host.arm64_capable": 0}),
    # ---- micromamba info: no "conda version", "channels" for "channel URLs"; read also when cut before "platform"
    ("https://github.com/conda-forge/ambertools-feedstock/issues/156", MICROMAMBA_INFO, {
        "conda.platform": "osx-arm64", "host.macos_version": "15.0.1", "python.machine": "arm64",
        "host.arm64_capable": 1}),
    # the same paste cut before its channels and platform (as a stored excerpt or a scrolled terminal cuts it)
    ("https://github.com/conda-forge/ambertools-feedstock/issues/156", MICROMAMBA_INFO.split("\n               channels :")[0] + "\n",
     {"host.os": "Darwin", "host.macos_version": "15.0.1", "python.machine": "arm64", "host.arm64_capable": 1}),
    # ---- NumPy's SIMD baseline (show_config, show_runtime, np.test()): the architecture of NumPy and of its Python
    ("https://github.com/numpy/numpy/pull/19390", """>>> np.show_config()
.
.
.
Supported SIMD extensions in this NumPy install:
    baseline = SSE,SSE2,SSE3
    found = SSSE3,SSE41,POPCNT,SSE42,AVX,F16C,FMA3,AVX2
    not found = AVX512F,AVX512CD,AVX512_KNL,AVX512_KNM,AVX512_SKX,AVX512_CLX,AVX512_CNL,AVX512_ICL
""", {"python.machine": "x86_64", "host.arm64_capable": None}),
    ("https://github.com/numpy/numpy/pull/21749", """Thanks for the quick fix! I've now run the benchmark suite before and after, and in general it seems to show a 10-30% speedup in many tests. Default settings for my M1 Max are now reported as
> NumPy CPU features: NEON NEON_FP16 NEON_VFPV4 ASIMD ASIMDHP* ASIMDDP* ASIMDFHM?
""", {"python.machine": "arm64", "host.cpu_brand": "Apple M1 Max", "host.arm64_capable": 1}),
    # ---- sysctl's hw.optional.arm.* feature flags exist only on an arm64 kernel
    ("https://github.com/pytorch/cpuinfo/pull/363", """sysctl -a | grep -i sme
kern.progressmeterenable: 0
kern.progressmeter: 33
hw.optional.arm.FEAT_SME: 1
hw.optional.arm.FEAT_SME2: 1
hw.optional.arm.FEAT_SME2p1: 0
""", {"host.os": "Darwin", "host.arm64_capable": 1}),
    # ---- a search path holding Homebrew's Apple-silicon prefix (jupyter troubleshoot's $PATH, echo $PATH)
    ("https://github.com/jupyterlab/jupyterlab-desktop/issues/888", """$PATH:
        /Library/Frameworks/Python.framework/Versions/3.13/bin
        /opt/homebrew/bin
        /opt/homebrew/sbin
        /usr/local/bin
""", {"host.os": "Darwin", "host.arm64_capable": 1}),
    # ---- docker build (BuildKit) steps: the Python that runs them is a Linux container's
    ("https://github.com/pytorch/serve/issues/1363", """* torch version: 1.10.0+cpu
* Operating System and version: Mac OS 12.0.1
trying to build it on a Mac M1 with:
./build_image.sh 
 => ERROR [compile-image 6/7] RUN TORCH_VER=$(curl --silent --location https://pypi.org/pypi/torch/json | python -c "import sys" 7.8s
""", {"host.os": "Linux", "host.container_host": "apple-silicon"}),
]


@pytest.mark.parametrize(("thread", "text", "expected"), SAMPLES, ids=[s[0].split("github.com/")[-1] for s in SAMPLES])
def test_dump_family_sample(thread: str, text: str, expected: dict[str, Any]) -> None:
    facts = facts_of(text)
    assert {k: facts.get(k) for k in expected} == expected, thread


def test_an_x86_64_conda_without_a_chip_is_not_an_intel_mac() -> None:
    """xraypy/xraylarch#430: the osx-64 packages of an x86_64 Mambaforge, no chip named. An x86_64 Python that would
    run under Rosetta if the Mac has Apple silicon and natively on an Intel Mac: the hardware stays undecided, and
    the report says which command decides it."""
    facts = inputs.parse_report("""#>  sh ./Mambaforge-MacOSX-x86_64.sh -b -p /Users/stefanmangold/xraylarch 
   - conda-forge/osx-64::bzip2==1.0.8=h0d85af4_4[md5=37edc4e6304ca87316e160f5ca0bd1b5]
   - conda-forge/osx-64::c-ares==1.18.1=h0d85af4_0[md5=00b3e98a61e6430808fe7a2534681f28]
""", "test")
    assert facts.value("python.machine") == "x86_64"
    assert facts.value("host.arm64_capable") is None and facts.value("host.cpu_brand") is None
    found = {f.id: f for f in engine.run_checks(facts)}
    assert "intel-mac" not in found and "python-x86-on-arm" not in found
    assert "sysctl -n machdep.cpu.brand_string" in found["report-undecided"].summary


def test_a_rosetta_terminal_does_not_make_an_arm64_conda_python_x86() -> None:
    """conda/conda#11192: a terminal "with Rosetta2 enabled" over an arm64 Miniconda whose Python reports arm64. The shell
    is translated; the Python is so only if its binary has an x86_64 slice, which the report leaves open."""
    facts = inputs.parse_report("""On an Apple Silicon M1 laptop with miniconda installed, the platform is detected as arm64 when in virtualenv it is detected as x86_64.

Open a terminal window with Rosetta2 enabled.

$ conda create -n simplejpeg38 python=3.8
$ conda activate simplejpeg38
""", "test")
    found = {f.id: f for f in engine.run_checks(facts)}
    assert facts.value("shell.translated") == 1 and facts.value("python.translated") is None
    assert "python-x86-on-arm" not in found and "conda-x86-distribution" not in found
    assert "arm64-only one" in found["report-undecided"].summary


def test_arch_x86_64_bad_cpu_type_is_a_missing_slice_not_a_missing_rosetta() -> None:
    """rticonnextdds-connector-py#141: Rosetta just installed, then `arch -x86_64 python` → 'arch: posix_spawnp: python:
    Bad CPU type': the python is arm64-only. The same errno printed by the program itself means no Rosetta."""
    text = """➜ softwareupdate --install-rosetta
Install of Rosetta 2 finished successfully

➜ arch -x86_64 python examples/python/simple/reader.py
arch: posix_spawnp: python: Bad CPU type in executable

➜ uname -m
arm64
"""
    found = {f.id for f in engine.run_checks(inputs.parse_report(text, "test"))}
    assert "apple-silicon" in found and "rosetta-missing" not in found
    without = text.replace("Install of Rosetta 2 finished successfully\n", "")
    assert "rosetta-missing" not in {f.id for f in engine.run_checks(inputs.parse_report(without, "test"))}
    # nrwl/nx-console#2059: the program's own loader says it, on an M1: Rosetta is missing.
    direct = inputs.parse_report("on an M1 mac\nenv: node: Bad CPU type in executable\n", "test")
    assert "rosetta-missing" in {f.id for f in engine.run_checks(direct)}


@pytest.mark.parametrize(("thread", "text", "distribution"), [
    ("https://github.com/pytorch/pytorch/issues/39640", """ImportError: dlopen(/Library/Frameworks/Python.framework/Versions/3.8/lib/python3.8/site-packages/torch/_C.cpython-38-darwin.so, 2): Library not loaded: @rpath/libc++.1.dylib
  Referenced from: /Library/Frameworks/Python.framework/Versions/3.8/lib/python3.8/site-packages/torch/_C.cpython-38-darwin.so
""", "python.org installer"),
    ("https://github.com/ekalinin/nodeenv/issues/280", """      File "/Users/thc29/.pyenv/versions/3.9.1/lib/python3.9/runpy.py", line 197, in _run_module_as_main
        return _run_code(code, main_globals, None,
      File "/Users/thc29/.pyenv/versions/windquest/lib/python3.9/site-packages/nodeenv.py", line 1471, in <module>
""", "pyenv"),
    ("https://github.com/Lightning-AI/pytorch-lightning/issues/13102", """% conda list
# packages in environment at /opt/homebrew/Caskroom/miniforge/base/envs/pytorch-lightning-m1:
#
# Name                    Version                   Build  Channel
absl-py                   1.0.0                    pypi_0    pypi
aiohttp                   3.8.1                    pypi_0    pypi
aiosignal                 1.2.0                    pypi_0    pypi
""", "Miniforge"),
    ("https://github.com/astral-sh/uv/issues/11960", """warning: Failed to patch the install name of the dynamic library for /Users/tomshlomi/Library/Application Support/uv/python/cpython-3.12.9-macos-x86_64-none/bin/python3.12. This may cause issues when building Python native extensions.
""", "uv-managed CPython"),
])
def test_paths_in_a_paste_name_the_distribution(thread: str, text: str, distribution: str) -> None:
    """The interpreter's prefix (a standard-library frame, else a site-packages path) names its distribution."""
    found = {f.id: f for f in engine.run_checks(inputs.parse_report(text, "test"))}
    assert found["python-distribution"].evidence["distribution"] == distribution, thread


def test_an_osx64_conda_info_on_darwin_24_without_a_chip_stays_undecided() -> None:
    """A conda info of an osx-64 Miniconda cask (/usr/local/Caskroom) on Darwin 24.3.0 with the generic
    __archspec=1=x86_64 and the 10.16 compatibility value (a conda error report quoted in a public repository's notes;
    code-search index id 849364967, repository not exposed). x86_64 Python, macOS 15 by its kernel, chip unknown:
    neither an Intel Mac nor Rosetta is asserted, and the report names the command that decides."""
    facts = inputs.parse_report(""">        virtual packages : __archspec=1=x86_64
>                           __osx=10.16=0
>                           __unix=0=0
>        base environment : /usr/local/Caskroom/miniconda/base  (writable)
>       conda av data dir : /usr/local/Caskroom/miniconda/base/etc/conda
>   conda av metadata url : None
>            channel URLs : https://repo.anaconda.com/pkgs/main/osx-64
>                           https://repo.anaconda.com/pkgs/main/noarch
>                           https://repo.anaconda.com/pkgs/r/osx-64
>                           https://repo.anaconda.com/pkgs/r/noarch
>           package cache : /usr/local/Caskroom/miniconda/base/pkgs
>                           /Users/fredericomoreira/.conda/pkgs
>        envs directories : /usr/local/Caskroom/miniconda/base/envs
>                           /Users/fredericomoreira/.conda/envs
>                platform : osx-64
>              user-agent : conda/23.7.4 requests/2.28.1 CPython/3.10.9 Darwin/24.3.0 OSX/10.16
>                 UID:GID : 501:20
""", "test")
    assert facts.value("conda.platform") == "osx-64" and facts.value("python.machine") == "x86_64"
    assert facts.value("host.kernel_release") == "24.3.0" and facts.value("host.macos_version") is None
    assert facts.value("host.arm64_capable") is None
    found = {f.id: f for f in engine.run_checks(facts)}
    assert not {"intel-mac", "python-x86-on-arm", "conda-x86-distribution", "apple-silicon"} & set(found)
    assert "sysctl -n machdep.cpu.brand_string" in found["report-undecided"].summary
