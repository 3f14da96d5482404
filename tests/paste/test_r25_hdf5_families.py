# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4380-4391 (HDF5, h5py, netCDF4 and PyTables beside ML stacks) exposed, each
read from real text.

- Python 2 releases before 2.7 (2.4-2.6) are named the way 2.7 is ('in MAC OS X 10.6 with python 2.6'): read by the
  same rules, so an old Python 2 is too old as 2.7 is.
- Debian's dist-packages as pip's 'Requirement already satisfied … in /usr/local/lib/python2.7/dist-packages (from …)'
  names it (no slash after, Python 2 too): Linux, and the minor of the Python pip runs.
- vcpkg's issue template's '- Host: arm64-osx': an Apple-silicon Mac ('x64-osx' a Mac of either chip, '-linux' and
  '-windows' those systems); the package's triplet is the build's target and is not read.
- A universal2 wheel or binary said to lack one Mac architecture ('universal2 wheel is not universal (does not contain
  arm64 architecture)') holds only the other: a compiled module of the wrong architecture.
"""

from __future__ import annotations

from pasted import ids, raised, read

# https://github.com/h5py/h5py/issues/99 (dev 4382)
H5PY_99 = r"""# Image not found

andrewcollette · description · 2012-12-27
_Original author: zhangron...@gmail.com (March 07, 2010 20:41:53)_

<b>Thanks for reporting!  Be sure to check open bugs to verify your issue</b>
<b>hasn't already been reported.</b>

<b>For problems installing or importing h5py, please post to the mailing list</b>
<b>directly (h5py at googlegroups) or email the maintainer (h5py at alfven dot</b>
<b>org).  Including build output is always helpful.</b>

<b>For problems using h5py, describe the issue in as much detail as possible</b>
<b>(feel free to attach an example .py file).  The following information will</b>
<b>also help:</b>

<b>\* Your operating system</b>
<b>\* Your Python version (2.5 or 2.6)</b>
<b>\* h5py version (h5py.version.version)</b>
<b>\* UNIX only: HDF5 version (h5cc -showconfig | grep Version)</b>
<b>\* UNIX only: How you installed HDF5 (yourself, via apt/fink/etc.)</b>

I tried to install h5py in MAC OS X 10.6 with python 2.6. I got the following errors when I tried to 
import h5py.

&gt;&gt;&gt; import h5py
Traceback (most recent call last):
  File &quot;&lt;stdin&gt;&quot;, line 1, in &lt;module&gt;
  File &quot;/Library/Frameworks/Python.framework/Versions/6.0.4/lib/python2.6/site-
packages/h5py-1.2.1-py2.6-macosx-10.5-i386.egg/h5py/**init**.py&quot;, line 24, in &lt;module&gt;
    import h5
ImportError: dlopen(/Library/Frameworks/Python.framework/Versions/6.0.4/lib/python2.6/site-
"""
# https://github.com/quic/sample-apps-for-robotics-platforms/issues/47 (dev 4383)
QUIC_47 = r"""# it has some h5py issue when installing tensorflow

jxr041100 · description · 2021-08-23
```
loot@qrb5165-rb5:/data# pip install tensorflow-1.13.1-cp27-none-linux_aarch64.whl
Processing ./tensorflow-1.13.1-cp27-none-linux_aarch64.whl
Requirement already satisfied: astor>=0.6.0 in /usr/local/lib/python2.7/dist-packages (from tensorflow==1.13.1)
Requirement already satisfied: termcolor>=1.1.0 in /usr/local/lib/python2.7/dist-packages (from tensorflow==1.13.1)
Requirement already satisfied: numpy>=1.13.3 in /usr/lib/python2.7/dist-packages (from tensorflow==1.13.1)
Requirement already satisfied: six>=1.10.0 in /usr/lib/python2.7/dist-packages (from tensorflow==1.13.1)
Requirement already satisfied: backports.weakref>=1.0rc1 in /usr/local/lib/python2.7/dist-packages (from tensorflow==1.13.1)
Requirement already satisfied: absl-py>=0.1.6 in /usr/local/lib/python2.7/dist-packages (from tensorflow==1.13.1)
Requirement already satisfied: wheel in /usr/lib/python2.7/dist-packages (from tensorflow==1.13.1)
Requirement already satisfied: tensorboard<1.14.0,>=1.13.0 in /usr/local/lib/python2.7/dist-packages (from tensorflow==1.13.1)
Requirement already satisfied: gast>=0.2.0 in /usr/local/lib/python2.7/dist-packages (from tensorflow==1.13.1)
Requirement already satisfied: keras-preprocessing>=1.0.5 in /usr/local/lib/python2.7/dist-packages (from tensorflow==1.13.1)
"""
# https://github.com/microsoft/vcpkg/issues/39061 (dev 4384)
VCPKG_39061 = r"""# [netcdf-c] Build failure on arm64-osx

kwsp · description · 2024-05-31
Package: netcdf-c[core,dap,hdf5,nczarr,netcdf-4]:arm64-osx@4.8.1#5

**Host Environment**

- Host: arm64-osx
- Compiler: AppleClang 15.0.0.15000309
-    vcpkg-tool version: 2024-04-23-d6945642ee5c3076addd1a42c331bbf4cfc97457
    vcpkg-scripts version: fc6345e11 2024-05-29 (2 days ago)

**To Reproduce**

`vcpkg install `

**Failure logs**

```
-- Downloading https://github.com/Unidata/netcdf-c/archive/cd6173f472b778fa0e558982c59f7183aa5b8e47.tar.gz -> Unidata-netcdf-c-cd6173f472b778fa0e558982c59f7183aa5b8e47.tar.gz...
-- Extracting source /Users/tnie/vcpkg/downloads/Unidata-netcdf-c-cd6173f472b778fa0e558982c59f7183aa5b8e47.tar.gz
-- Applying patch no-install-deps.patch
-- Applying patch fix-dependency-zlib.patch
-- Applying patch use_targets.patch
-- Applying patch fix-dependency-libmath.patch
-- Applying patch fix-linkage-error.patch
-- Applying patch fix-manpage-msys.patch
-- Applying patch fix-dependency-libzip.patch
-- Applying patch fix-dependency-mpi.patch
-- Applying patch fix-pkgconfig.patch
-- Using source at /Users/tnie/vcpkg/buildtrees/netcdf-c/src/83aa5b8e47-10b35fdabd.clean
-- Found external ninja('1.12.0').
-- Configuring arm64-osx-dbg
-- Configuring arm64-osx-rel
-- Building arm64-osx-dbg
CMake Error at scripts/cmake/vcpkg_execute_build_process.cmake:134 (message):
"""
# https://github.com/Unidata/netcdf4-python/issues/1148 (dev 4387)
NETCDF4_1148 = r"""# Python 3.10 macOS universal2 wheel is not universal (does not contain arm64 architecture)

burnpanck · description · 2022-01-18
Installing on a M1 mac with python 3.10 using pip succeeds.
```
$ pip install netcdf4
Collecting netcdf4
  Downloading netCDF4-1.5.8-cp310-cp310-macosx_10_9_universal2.whl (4.2 MB)
     |████████████████████████████████| 4.2 MB 4.8 MB/s            
Requirement already satisfied: numpy>=1.9 in ./.pyenv/versions/3.10.0/Library/Frameworks/Python.framework/Versions/3.10/lib/python3.10/site-packages (from netcdf4) (1.21.4)
Requirement already satisfied: cftime in ./.pyenv/versions/3.10.0/Library/Frameworks/Python.framework/Versions/3.10/lib/python3.10/site-packages (from netcdf4) (1.5.1.1)
Installing collected packages: netcdf4
Successfully installed netcdf4-1.5.8
```
However, the resulting install is broken:
```
$ python -c "import sys;print(sys.version);import netCDF4"
3.10.0 (default, Dec 17 2021, 20:54:45) [Clang 13.0.0 (clang-1300.0.29.30)]
Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "/Users/yves/.pyenv/versions/3.10.0/Library/Frameworks/Python.framework/Versions/3.10/lib/python3.10/site-packages/netCDF4/__init__.py", line 3, in <module>
    from ._netCDF4 import *
"""


def test_python_26_in_prose_is_too_old() -> None:
    assert read(H5PY_99)[0].get("python.version") == "2.6"
    found = ids(H5PY_99)
    assert "python-too-old" in found and "intel-mac" in found
    assert "apple-silicon" not in found and "not-a-mac" not in found


def test_python_2_before_27_family() -> None:
    # each way the rules read 2.7, with 2.4-2.6
    for text, version in (("I tried to install h5py on my Mac with python 2.5. I got errors", "2.5"),
                          ("Mac OS X 10.6.7\nPython version: 2.6.1\n", "2.6.1"),
                          ("When I tried to import h5py into python 2.6 on Mac OS X 10.6 it failed", "2.6"),
                          ("On Mac OS X 10.6 I use python 2.4 and numpy 1.3", "2.4"),
                          ("Requirement already satisfied: numpy in /Users/jo/venv/lib/python2.6/site-packages (from h5py)", "2.6")):
        assert read(text)[0].get("python.version") == version, text
        assert "python-too-old" in raised(text), text


def test_python_2_outside_the_releases_not_read() -> None:
    # no Python 2.8 was released, nor is 2.3 read (no rule ever met one); a requirement, a range and a Python left
    # behind are no installed Python
    for text in ("I tried to install h5py on my Mac with python 2.8. I got errors",
                 "I tried to install h5py on my Mac with python 2.3. I got errors",
                 "On my Mac, h5py 1.2 requires Python 2.6 or newer.",
                 "On my Mac I upgraded from python 2.6 to python 3.11 and it works",
                 "The h5py 1.3 docs: supports python 2.5 through 2.7"):
        assert read(text)[0].get("python.version") is None, text
        assert "python-too-old" not in raised(text), text


def test_debian_dist_packages_in_pip_lines_is_linux_and_names_the_python() -> None:
    facts, _ = read(QUIC_47)
    assert facts.get("host.os") == "Linux"
    assert facts.get("python.version") == "2.7"
    found = ids(QUIC_47)
    assert "not-a-mac" in found and "python-too-old" in found
    assert "apple-silicon" not in found and "intel-mac" not in found and "python-native-arm64" not in found


def test_debian_dist_packages_family() -> None:
    for text, version in (("Requirement already satisfied: astor>=0.6.0 in /usr/local/lib/python3.6/dist-packages (from tensorflow==1.13.1)", "3.6"),
                          ("Requirement already satisfied: six in /usr/lib/python2.7/dist-packages (1.12.0)", "2.7"),
                          ("Requirement already satisfied: numpy in /usr/local/lib/python3.10/dist-packages", "3.10")):
        facts, _ = read(text)
        assert facts.get("host.os") == "Linux", text
        assert facts.get("python.version") == version, text
        assert "not-a-mac" in raised(text), text
    # the distribution's folder with no minor: Linux, no version
    text = "Requirement already satisfied: six in /usr/lib/python3/dist-packages (1.16.0)"
    assert read(text)[0].get("host.os") == "Linux"
    assert read(text)[0].get("python.version") is None


def test_dist_packages_near_misses() -> None:
    # a site-packages folder is no Debian's; a dist-packages folder elsewhere, or one of another name, is not the system's
    for text in ("Requirement already satisfied: six in /usr/local/lib/python3.10/site-packages (1.16.0)",
                 "Requirement already satisfied: six in /Users/jo/dist-packages-mirror/six (1.16.0)",
                 "the folder /usr/lib/python3.10/dist-packages-old was left over"):
        assert read(text)[0].get("host.os") != "Linux", text


def test_vcpkg_host_arm64_osx_is_apple_silicon() -> None:
    facts, _ = read(VCPKG_39061)
    assert facts.get("host.os") == "Darwin"
    assert facts.get("host.arm64_capable") == 1
    found = ids(VCPKG_39061)
    assert "apple-silicon" in found
    assert "intel-mac" not in found and "not-a-mac" not in found


def test_vcpkg_host_triplet_family() -> None:
    for line in ("- Host: arm64-osx", "Host: arm64-osx", "* **Host:** arm64-osx", "- Host: `arm64-osx`"):
        text = "**Host Environment**\n\n" + line + "\n- Compiler: AppleClang 15.0.0.15000309\n"
        assert "apple-silicon" in raised(text), line
    # an x86_64 vcpkg on macOS: a Mac, chip unknown (an Intel Mac or Rosetta)
    x64 = "**Host Environment**\n\n- Host: x64-osx\n- Compiler: AppleClang 15.0.0\n"
    assert read(x64)[0].get("host.os") == "Darwin"
    assert not {"apple-silicon", "intel-mac"} & raised(x64)
    for line in ("- Host: x64-linux", "- Host: arm64-linux", "- Host: x64-windows"):
        text = "**Host Environment**\n\n" + line + "\n"
        assert "not-a-mac" in raised(text), line


def test_vcpkg_target_triplet_is_not_the_host() -> None:
    # the package's and the build's triplet are the target, which may be cross-compiled; prose about a host likewise
    for text in ("Package: netcdf-c[core,dap,hdf5]:arm64-osx@4.8.1#5\n",
                 "-- Configuring arm64-osx-rel\n-- Building arm64-osx-dbg\n",
                 "error: building netcdf-c:arm64-osx failed with: BUILD_FAILED\n",
                 "The host is arm64-osx and it fails\n"):
        assert read(text)[0].get("host.arm64_capable") is None, text
        assert "apple-silicon" not in raised(text), text


def test_universal2_wheel_without_arm64_is_a_wrong_architecture_module() -> None:
    found = ids(NETCDF4_1148)
    assert "incompatible-arch-extension" in found and "apple-silicon" in found
    assert "intel-mac" not in found and "python-x86-on-arm" not in found


def test_universal2_lacks_arch_family() -> None:
    for text in ("On my M1 Mac the universal2 wheel only contains x86_64 code, so import fails",
                 "On my M1 Mac the universal2 .so lacks the arm64 slice",
                 "On my M1 Mac the universal2 wheel is x86_64 only",
                 "On my M1 Mac the universal2 wheels don't contain arm64 architecture",
                 "On my M1 Mac the universal2 binary has no arm64 code"):
        assert read(text)[1] == ["incompatible-arch"], text
        assert "incompatible-arch-extension" in ids(text), text


def test_universal2_near_misses() -> None:
    # wheels missing for an architecture, an arm64-specific feature, both architectures, a question, support promised
    for text in ("On my M1 Mac: the universal2 wheels are missing arm64 wheels on PyPI",
                 "On my M1 Mac: there is a universal2 wheel but it does not contain arm64-specific optimizations",
                 "On my M1 Mac the universal2 binary is arm64 and x86_64",
                 "On my M1 Mac the universal2 wheel does not have arm64 support yet",
                 "On my M1 Mac, is the universal2 wheel arm64 native? yes",
                 "On my M1 Mac the wheel does not contain arm64 architecture"):
        assert "incompatible-arch" not in read(text)[1], text
        assert "incompatible-arch-extension" not in raised(text), text
