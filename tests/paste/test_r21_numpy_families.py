# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3680-3692 (NumPy and the scientific stack's ABI breaks on Macs: the NumPy 2
break, NumPy 1.x C-API mismatches, Cython's size warnings, numpy of the wrong architecture) exposed, each read from
real text.

- 'numpy.core.multiarray failed to import' after NumPy's C-API check names a NumPy 1.x as the one running ('module
  compiled against API version 0xa but this version of numpy is 0x9'): a failed import against an older NumPy 1.x,
  not the NumPy 2 break (which NumPy 2 reports as 'ABI version 0x1000009 but this version of numpy is 0x2000000').
- Cython's 'numpy.dtype size changed, may indicate binary incompatibility. Expected 96 from C header, got 88 from
  PyObject': the NumPy 2 break; not the 2018 'Expected 96, got 88' warning nor numpy 1.20's 'numpy.ndarray size
  changed ... Expected 80 from C header, got 88'.
- The Python's minor version from a standard-library frame under a system prefix ('/usr/lib/python3.5/importlib/
  _bootstrap.py') or a placeholder ('path/to/envs/pycoqc/lib/python3.6/importlib/_bootstrap.py').
- A Python framework build's path (macOS only: '/opt/local/Library/Frameworks/Python.framework/Versions/3.5') in a post
  dated before the first Apple-silicon Mac: an Intel Mac.
- sys.version inside a line of other versions ('python 2.7.15 (v2.7.15:ca079a3ea3, Apr 29 2018, 20:59:26)' then
  '[GCC 4.2.1 …]'): the interpreter's own string, certain.
"""

from __future__ import annotations

from pasted import ids, read

from macml_doctor.paste import scan

# https://github.com/nightgryphon/gryphon-scan/issues/2 (dev 3683)
GRYPHON_SCAN_2 = r"""# OSX Catalina RuntimeError: module compiled against API version 0xa but this version of numpy is 0x9 numpy.core.multiarray failed to import

DouglasPearless · description · 2020-01-17
I have downloaded and compiled on OSX Catalina, but it I get:
./horus 
RuntimeError: module compiled against API version 0xa but this version of numpy is 0x9
numpy.core.multiarray failed to import

which I think means at run-time it is trying to load the numpy supplied with OSX, and not the one installed as part of the compile; help!

DouglasPearless · comment · 2020-01-21
Anybody able to help? :-)

nightgryphon · comment · 2020-05-11
Unfortunately i don't have any Mac on hands at the moment :( 
If someone have Mac please help to resolve this
"""

# https://github.com/mapillary/OpenSfM/issues/362 (dev 3682)
OPENSFM_362 = r"""# Solve :: numpy.core.multiarray failed to import

AhmedSaym · description · 2018-09-30
> #to solve this problem : `[module compiled against API version 0xa but this version of numpy is 0x9 Traceback (most recent call last):   File "<stdin>", line 1, in <module> ImportError: numpy.core.multiarray failed to import ]
------------------------------ Solve ------------------
1- make sure you doing uninstall for numpy.exe (( windows ))
2- pip install numpy
3- import cv2 >>> Successful `

paulinus · comment · 2018-10-23
Closing this since it does not seem to be related to OpenSfM. Please, reopen with a question if help is needed.
"""

# https://github.com/dillonalaird/shared_numpy/issues/10 (dev 3681)
SHARED_NUMPY_10 = r"""# ImportError: numpy.core.multiarray failed to import

wenyuhaokikika · description · 2023-10-06
Python 3.8.3,numpy 1.22.4,
```
In [38]: import SharedArray as sa
    ...: 
---------------------------------------------------------------------------
RuntimeError                              Traceback (most recent call last)
RuntimeError: module compiled against API version 0x10 but this version of numpy is 0xf . Check the section C-API incompatibility at the Troubleshooting ImportError section at https://numpy.org/devdocs/user/troubleshooting-importerror.html#c-api-incompatibility for indications on how to solve this problem .
---------------------------------------------------------------------------
ImportError                               Traceback (most recent call last)
Cell In [38], line 1
----> 1 import SharedArray as sa

ImportError: numpy.core.multiarray failed to import
```
"""

# https://github.com/seung-lab/igneous/issues/203 (dev 3685)
IGNEOUS_203 = r"""# ValueError: numpy.dtype size changed, may indicate binary incompatibility. Expected 96 from C header, got 88 from PyObject

chourroutm · description · 2025-06-23
Hi!
When `import`ing `igneous.task_creation`, I get the following Numpy error:

<details><summary>Complete error log</summary>
<p>
"""

# https://github.com/Huanshere/VideoLingo/issues/9 (dev 3687)
VIDEOLINGO_9 = r"""# ValueError: numpy.dtype size changed, may indicate binary incompatibility. Expected 96 from C header, got 88 from PyObject

leavenotrace · description · 2024-08-22
run: streamlit run st.py 
<img width="1054" alt="image" src="https://github.com/user-attachments/assets/0d28210a-d85c-4155-b1e8-6201e741e2de">

XGCoder · comment · 2024-08-22
win11    出现这个问题  把 requirements.txt  中  numpy版本固定一下就好了    numpy==1.26.4

leavenotrace · comment · 2024-08-22
不是win11，是macOS 15

XGCoder · comment · 2024-08-22
我说我是win11，  出现这样的问题通过固定numpy版本的方式处理好了  你可以在mac端试下

Huanshere · comment · 2024-08-22
更新了 requirements.txt 把numpy固定为1.26.4，应该能解决～ 期待反馈 @Huanshere 6a01154
"""

# https://github.com/desihub/desisim/issues/560 (dev 3690)
DESISIM_560 = r"""# RuntimeWarning: numpy.ndarray size changed, may indicate binary incompatibility. Expected 80 from C header, got 88 from PyObject

moustakas · description · 2022-01-11
Running
```
python py/desisim/test/test_lya.py
```
yields the following non-catastrophic warning:
```
<frozen importlib._bootstrap>:219: RuntimeWarning: numpy.ndarray size changed, may indicate binary incompatibility. Expected 80 from C header, got 88 from PyObject
```
This is happening on my laptop (a newer MacBook Pro) with `python 3.8.5` and `numpy 1.20.3` but I'm also seeing it in our Github Actions tests. 

Googling suggests that simply reinstalling numpy should fix it, although it didn't work for me:
https://stackoverflow.com/questions/66060487/valueerror-numpy-ndarray-size-changed-may-indicate-binary-incompatibility-exp

This isn't a critical issue, I'm just curious whether anyone else has seen this and/or has a suggested fix.
"""

# https://github.com/RRZE-HPC/OSACA/issues/10 (dev 3688)
OSACA_10 = r"""# Numpy warning during execution

JanLJL · description · 2018-08-16
During every execution of OSACA, first, a warning is shown:
```
$ osaca
/usr/lib/python3.5/importlib/_bootstrap.py:222: RuntimeWarning: numpy.dtype size changed,
may indicate binary incompatibility. Expected 96, got 88
    return f(*args, **kwds)
```

As far as I can observe, right now the functionality of the tool is not affected by this warning.
"""

# https://github.com/a-slide/pycoQC/issues/64 (dev 3689)
PYCOQC_64 = r"""# numpy.dtype size changed

thierryjanssens · description · 2019-04-26
**Describe the bug**
Upon running the following code an error is reported.

bsub -q bio -o pycoQClog.txt -e pycoQCerror.txt -n 13 pycoQC -f fastq/sequencing_summary.txt  -o pycoQC_output.html

path/to/envs/pycoqc/lib/python3.6/importlib/_bootstrap.py:219: RuntimeWarning: numpy.dtype size changed, may indicate binary incompatibility. Expected 96, got 88
  return f(*args, **kwds)
path/to/envs/pycoqc/lib/python3.6/importlib/_bootstrap.py:219: RuntimeWarning: numpy.dtype size changed
[sequencing_summary.txt](https://github.com/a-slide/pycoQC/files/3120837/sequencing_summary.txt)
, may indicate binary incompatibility. Expected 96, got 88
  return f(*args, **kwds)
path/to/envs/pycoqc/lib/python3.6/importlib/_bootstrap.py:219: RuntimeWarning:

numpy.dtype size changed, may indicate binary incompatibility. Expected 96, got 88

a-slide · comment · 2019-04-30
Hi Thierry,
Apparently, this can happen when you import scipy (or another package) that was compiled against an older numpy than is installed. [See there] (https://stackoverflow.com/questions/40845304/runtimewarning-numpy-dtype-size-changed-may-indicate-binary-incompatibility)

Did you install pycoQC in a fresh virtual environment with conda or virtenvwrapper ?
Thanks
Ad
"""

# https://github.com/scipy/scipy/issues/6587 (dev 3686)
SCIPY_6587 = r"""# Binary incompatibility warning on OSX wheels

NeilGirdhar · comment · 2016-09-16
```
~: head `which ipython`
#!/opt/local/Library/Frameworks/Python.framework/Versions/3.5/bin/python3.5

# -*- coding: utf-8 -*-
import re
import sys

from IPython import start_ipython

if __name__ == '__main__':
    sys.argv[0] = re.sub(r'(-script\.pyw|\.exe)?$', '', sys.argv[0])
~: ipython
Python 3.5.2 (default, Sep 14 2016, 19:45:15)
Type "copyright", "credits" or "license" for more information.

IPython 5.1.0 -- An enhanced Interactive Python.
?         -> Introduction and overview of IPython's features.
%quickref -> Quick reference.
help      -> Python's own help system.
object?   -> Details about 'object', use 'object??' for extra details.

In [1]: In [1]: import numpy; print(numpy.__file__, numpy.__version__)
/opt/local/Library/Frameworks/Python.framework/Versions/3.5/lib/python3.5/site-packages/numpy/__init__.py 1.11.1

In [2]: import numpy; print(numpy.__file__, numpy.__version__)
/opt/local/Library/Frameworks/Python.framework/Versions/3.5/lib/python3.5/site-packages/numpy/__init__.py 1.11.1

In [3]: import scipy; print(scipy.__file__, scipy.__version__)
/opt/local/Library/Frameworks/Python.framework/Versions/3.5/lib/python3.5/site-packages/scipy/__init__.py 0.18.0
```

rgommers · comment · 2018-01-20
This seems to have been resolved a while ago, and is about older numpy/scipy versions. Closing
"""

# https://github.com/numpy/numpy/issues/11628 (dev 3684)
NUMPY_11628 = r"""# pip install numpy 1.15 from wheel: numpy.dtype size changed Expected 96, got 88

[turn 0 by denis-bz, continued]
    Collecting numpy
      Downloading https://files.pythonhosted.org/packages/3c/bf/e36756c562f7386be78c6942f0a8a647ee4eb374cdf219bece7054832b14/numpy-1.15.0-cp27-cp27m-macosx_10_6_intel.macosx_10_9_intel.macosx_10_9_x86_64.macosx_10_10_intel.macosx_10_10_x86_64.whl (24.5MB)
    Collecting scipy
      Downloading https://files.pythonhosted.org/packages/d1/d6/3eac96ffcf7cbeb37ed72982cf3fdd3138472cb04ab32cdce1f444d765f2/scipy-1.1.0-cp27-cp27m-macosx_10_6_intel.macosx_10_9_intel.macosx_10_9_x86_64.macosx_10_10_intel.macosx_10_10_x86_64.whl (16.8MB)
    Installing collected packages: numpy, scipy
      The scripts conv-template, f2py and from-template are installed in '/Users/bz/Library/Python/2.7/bin' which is not on PATH.
      Consider adding this directory to PATH or, if you prefer to suppress this warning, use --no-warn-script-location.
    Successfully installed numpy-1.15.0 scipy-1.1.0
    versions: numpy 1.15.0  scipy 1.1.0  python 2.7.15 (v2.7.15:ca079a3ea3, Apr 29 2018, 20:59:26) 
    [GCC 4.2.1 Compatible Apple LLVM 6.0 (clang-600.0.57)]  
    np.dtype.__basicsize__: 96
    scipy.dtype.__basicsize__: 96
    /Library/Python/2.7/site-packages/scipy/special/__init__.py:640: RuntimeWarning: numpy.dtype size changed, may indicate binary incompatibility. Expected 96, got 88
      from ._ufuncs
"""

# NumPy 2's own check, as troubleshooting notes found with the code search quote it (cv2 under NumPy 2)
NUMPY2_ABI_CHECK = """  RuntimeError: module compiled against ABI version 0x1000009 but this version of numpy is 0x2000000
  numpy.core.multiarray failed to import
  (chain: _load_pek_models → from doclayout_yolo import YOLOv10 → import cv2 → bootstrap)"""
# https://github.com/xai4space/meteors/issues/20 wording: the failed import alone, no C-API check beside it
MULTIARRAY_ALONE = """ImportError: numpy.core.multiarray failed to import (auto-generated because you didn't call 'numpy.import_array()' after cimporting numpy; use '<void>numpy._import_array' to disable if you are certain you don't need it)."""


def _undated(text: str) -> str:
    """The same thread with its post headers taken off: nothing dates its posts."""
    return "\n".join(line for line in text.splitlines() if " · description · " not in line and " · comment · " not in line)


def test_numpy_1x_c_api_mismatch_is_not_the_numpy_2_break() -> None:
    for text in (GRYPHON_SCAN_2, OPENSFM_362, SHARED_NUMPY_10):
        _, symptoms = read(text)
        assert "numpy-c-api-mismatch" in symptoms and "numpy-abi" not in symptoms
        found = ids(text)
        assert "numpy-abi-mismatch" not in found
        assert "import-failed" in found  # the module does not import: not healthy
    assert "intel-mac" in ids(GRYPHON_SCAN_2)


def test_multiarray_failed_without_a_1x_check_is_still_the_numpy_2_break() -> None:
    for text in (NUMPY2_ABI_CHECK, MULTIARRAY_ALONE):
        _, symptoms = read(text)
        assert "numpy-abi" in symptoms and "numpy-c-api-mismatch" not in symptoms
        assert "numpy-abi-mismatch" in ids(text)
    # NumPy 2's ABI line alone says it too
    assert "numpy-abi-mismatch" in ids("RuntimeError: module compiled against ABI version 0x1000009 but this version of numpy is 0x2000000")


def test_a_c_api_check_naming_numpy_2_running_does_not_clear_the_break() -> None:
    # a module built for a newer 2.x C API (0x13) under NumPy 2.0 (0x12): NumPy 2 runs, so the 1.x reading does not apply
    text = "RuntimeError: module compiled against API version 0x13 but this version of numpy is 0x12\nImportError: numpy.core.multiarray failed to import"
    _, symptoms = read(text)
    assert "numpy-c-api-mismatch" not in symptoms


def test_cython_dtype_size_96_from_c_header_88_is_the_numpy_2_break() -> None:
    for text in (IGNEOUS_203, VIDEOLINGO_9):
        _, symptoms = read(text)
        assert "numpy-abi" in symptoms
        found = ids(text)
        assert "numpy-abi-mismatch" in found
    # the Windows 11 machine is a commenter's, not the reporter's ('不是win11，是macOS 15')
    assert "not-a-mac" not in ids(VIDEOLINGO_9)
    # wrapped where a terminal broke the line
    assert "numpy-abi-mismatch" in ids("ValueError: numpy.dtype size changed, may indicate binary incompatibility.\nExpected 96 from C header, got 88 from PyObject")


def test_old_size_warnings_are_not_the_numpy_2_break() -> None:
    # 2018-2019's 'Expected 96, got 88' (no 'from C header') and numpy 1.20's ndarray 80 vs 88
    for text in (OSACA_10, PYCOQC_64, NUMPY_11628, SCIPY_6587, DESISIM_560):
        _, symptoms = read(text)
        assert "numpy-abi" not in symptoms
        assert "numpy-abi-mismatch" not in ids(text)


def test_python_from_a_stdlib_frame_under_a_system_or_placeholder_prefix() -> None:
    facts, _ = read(OSACA_10)
    assert facts["python.version"] == "3.5"
    assert "python-too-old" in ids(OSACA_10)
    facts, _ = read(PYCOQC_64)
    assert facts["python.version"] == "3.6"
    assert "python-too-old" in ids(PYCOQC_64)
    # '/usr/local/lib/python3.9/…' (a source-built Python) and '/path/to/…' too
    facts, _ = read('  File "/usr/local/lib/python3.9/runpy.py", line 197, in _run_module_as_main')
    assert facts["python.version"] == "3.9"
    facts, _ = read('  File "/path/to/venv/lib/python3.11/importlib/__init__.py", line 126, in import_module')
    assert facts["python.version"] == "3.11"
    # not a prefix glued to another word, nor site-packages (another clue's)
    facts, _ = read("see foo/usr/lib/python3.5/importlib/_bootstrap.py")
    assert "python.version" not in facts


def test_python_framework_path_in_a_post_dated_before_apple_silicon_is_an_intel_mac() -> None:
    facts, _ = read(SCIPY_6587)
    assert facts["host.arm64_capable"] == 0
    found = ids(SCIPY_6587)
    assert "intel-mac" in found and "apple-silicon" not in found
    # undated, the path says a Mac and nothing of its chip
    facts, _ = read(_undated(SCIPY_6587))
    assert facts.get("host.arm64_capable") is None
    assert "intel-mac" not in ids(_undated(SCIPY_6587))
    # dated after the first Apple-silicon Mac: not read by date
    later = SCIPY_6587.replace("2016-09-16", "2023-09-16").replace("2018-01-20", "2024-01-20")
    assert read(later)[0].get("host.arm64_capable") is None


def test_sys_version_inside_a_line_of_versions() -> None:
    facts, _ = read(NUMPY_11628)
    assert facts["python.version"] == "2.7.15"
    assert "python-too-old" in ids(NUMPY_11628)
    facts, _ = read("versions: numpy 1.26.4  python 3.11.5 (main, Sep 11 2023, 08:31:25) [Clang 14.0.6 ]")
    assert facts["python.version"] == "3.11.5"
    # a person's 'python 3.8.5 (default)' has no build date nor compiler: not this clue
    rule = next(r for r in scan.rules() if r.id == "python-sys-version-in-line")
    assert rule.regex.search("I use python 3.8.5 (default) on my laptop") is None
    assert rule.regex.search("python 2.7.15 (v2.7.15:ca079a3ea3, Apr 29 2018, 20:59:26) \n[GCC 4.2.1 Compatible Apple LLVM 6.0 (clang-600.0.57)]")


def test_a_module_built_for_a_newer_numpy_1x_is_fixed_by_upgrading_numpy_within_1x() -> None:
    # not the generic reinstall (its '{pip}' had nothing to fill in) nor NumPy 2, which a 1.x build cannot run under
    from macml_doctor.paste import inputs
    from macml_doctor.pipeline import diagnose

    for text in (GRYPHON_SCAN_2, OPENSFM_362, SHARED_NUMPY_10):
        failed = next(f for f in diagnose(inputs.load_text(text, "t")).findings if f.id == "import-failed")
        assert failed.remedy is not None and failed.remedy.fix_id == "upgrade-numpy-1"
        assert failed.remedy.commands == (("python3", "-m", "pip", "install", "--upgrade", "numpy<2"),)
    broken = next(f for f in diagnose(inputs.load_text(NUMPY2_ABI_CHECK, "t")).findings if f.id == "numpy-abi-mismatch")
    assert broken.remedy is not None and broken.remedy.fix_id == "pin-numpy-1"
