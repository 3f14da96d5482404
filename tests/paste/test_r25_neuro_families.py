# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4600-4612 (neuroscience toolkits on Macs: MNE-Python, SpikeInterface and
Kilosort, suite2p, nilearn, HD-BET) exposed, each read from real text.

- The chip family written 'M series' with a space ('I am using the M series chip'), as 'M-series chip' already was:
  Apple silicon. Not Intel's Core M series (the 2015 MacBook's Core M chips), not a bare 'M series' of GPUs.
- A Python 2 interpreter's own standard-library frame under its prefix
  ('/Library/Frameworks/Python.framework/Versions/2.7/lib/python2.7/runpy.py') names its version, as a 3.x frame did.
- A traceback frame under an Anaconda or Miniconda installed at the disk's root ('/anaconda3/envs/suite2p/lib/python3.6/
  runpy.py', Anaconda's macOS pkg before Catalina) names the Python's version; it names no OS (Docker images use it).
"""

from __future__ import annotations

from pasted import fact, raised


def _python_version(text: str) -> object:
    return fact(text, "python.version")


# https://github.com/MouseLand/Kilosort/issues/674 (dev 4602; the same text at SpikeInterface/spikeinterface#2746, dev 4601)
KILOSORT_674 = """# FEATURE: Support for MacOS M series chips

tabedzki · description · 2024-04-23
### Feature you'd like to see:

I would like support for the MacOS system. I am using the M series chip to develop for our lab and test new tools locally before deploying to our server. The instructions call for the use of the CUDA python package however Macs do not support use NVIDIA hardware, making it difficult or unintuitive to test the package locally. 

### Additional Context

When I use the Kilosort4 package through the SpikeInterface software, I end up with the following error: 

```
(dj3.9) ➜  Official_Tutorial_SI_0.99_Nov23 git:(master) ✗ pip install cuda
ERROR: Could not find a version that satisfies the requirement cuda (from versions: none)
ERROR: No matching distribution found for cuda
(dj3.9) ➜  Official_Tutorial_SI_0.99_Nov23 git:(master) ✗ pip install cuda-python
ERROR: Could not find a version that satisfies the requirement cuda-python (from versions: none)
ERROR: No matching distribution found for cuda-python
```
"""


def test_m_series_chip_with_a_space_is_apple_silicon() -> None:
    found = raised(KILOSORT_674)
    assert "apple-silicon" in found
    assert not {"intel-mac", "not-a-mac", "cuda-available"} & found


def test_m_series_written_every_way_is_apple_silicon() -> None:
    for text in ("I am using the M series chip to develop for our lab.\n",
                 "It fails on M series chips with cuda-python.\n",
                 "It fails on M series Macs.\n",
                 "My M series MacBook cannot install it.\n",
                 "It fails on my Mac M series chip.\n",
                 "It fails on my Mac M-series chip.\n",  # the hyphen, read before
                 "It crashes on the M-series chipset.\n"):
        assert "apple-silicon" in raised(text), text


def test_m_series_near_misses_stay_unread() -> None:
    # Intel's Core M (the 2015-2017 12-inch MacBook), NVIDIA's Tesla M series, a series of anything else
    for text in ("The 12-inch MacBook has an Intel Core M series chip.\n",
                 "Intel's Core M-series chip is slow.\n",
                 "The Tesla M series GPU runs it.\n",
                 "I am using the M series of Tesla cards.\n"):
        assert "apple-silicon" not in raised(text), text


# https://github.com/MouseLand/suite2p/issues/186 (dev 4606)
SUITE2P_186 = """# Mac OS python 2 issue(?)

sneezeman · description · 2019-06-04
I'm trying to run the suite2p, but after adding the directory to the data_path I have this error:

```
>>>ERROR<<<
Traceback (most recent call last):
  File "/Library/Frameworks/Python.framework/Versions/2.7/lib/python2.7/runpy.py", line 163, in _run_module_as_main
>>>ERROR<<<
    mod_name, _Error)
  File "/Library/Frameworks/Python.framework/Versions/2.7/lib/python2.7/runpy.py", line 111, in _get_module_details
    __import__(mod_name)  # Do not catch exceptions initializing package
  File "suite2p/__init__.py", line 1, in <module>
    import suite2p.register
  File "suite2p/register.py", line 305
    cc = frames @ np.transpose(frames)
                ^
SyntaxError: invalid syntax
Interrupted by error (not finished)

```
It seems like it is a problem of python version, but I have python3 installed, and I even have an alias in bash_profile (and it works in terminal). I've tried to reinstall python3 with brew and brew doctor doesn't show any issues.

I'm running Mac Os 10.12.6.
"""


def test_python2_framework_stdlib_frame_is_too_old() -> None:
    found = raised(SUITE2P_186)
    assert {"intel-mac", "python-too-old"} <= found
    assert not {"apple-silicon", "not-a-mac", "python-x86-on-arm"} & found


def test_python2_stdlib_frames_name_the_version() -> None:
    for text, version in (
            ('  File "/Library/Frameworks/Python.framework/Versions/2.7/lib/python2.7/runpy.py", line 163, in _run_module_as_main\n', "2.7"),
            ('  File "/Users/ana/.pyenv/versions/2.7.18/lib/python2.7/runpy.py", line 174, in _run_module_as_main\n', "2.7.18"),  # pyenv's folder names the patch
            ('  File "/usr/local/Cellar/python@2/2.7.15/Frameworks/Python.framework/Versions/2.7/lib/python2.7/subprocess.py", line 394, in __init__\n', "2.7"),
            ('  File "/Users/ana/miniconda3/lib/python3.7/runpy.py", line 193, in _run_module_as_main\n', "3.7")):  # 3.x, as before
        assert _python_version(text) == version, text


def test_python2_near_misses_stay_unread() -> None:
    # a lib/python2.7 that is no stdlib frame, and Python 3's own 'python2' words (a Python 2 site-packages folder is
    # read since round 27: tests/paste/test_r27_lead_families.py)
    for text in ("Installing to /Users/ana/lib/python2.7/\n",
                 "  File \"/Users/ana/proj/python2to3/lib/python2.x/runpy.py\", line 1\n"):
        assert _python_version(text) is None, text


# https://github.com/MouseLand/suite2p/issues/113 (dev 4605)
SUITE2P_113 = """# Installation on Mac

sonjablumenstock · description · 2018-10-18
Hi,

I would like to use suite2p on on mac, however after installation and while trying to run on some images, I get the following errors (The program only gets to detecting the images):

Found 1000 tifs
>>>ERROR<<<
Traceback (most recent call last):
File "/anaconda3/envs/suite2p/lib/python3.6/runpy.py", line 193, in _run_module_as_main
>>>ERROR<<<
"__main__", mod_spec)
File "/anaconda3/envs/suite2p/lib/python3.6/runpy.py", line 85, in _run_code
exec(code, run_globals)
File "/anaconda3/envs/suite2p/lib/python3.6/site-packages/suite2p/__main__.py", line 32, in <module>
suite2p.run_s2p.run_s2p(ops, db)
File "/anaconda3/envs/suite2p/lib/python3.6/site-packages/suite2p/utils.py", line 254, in tiff_to_binary
ops1[j]['meanImg'] += im2write.astype(np.float32).sum(axis=0)
ValueError: operands could not be broadcast together with shapes (2,512) (2,512,512) (2,512)
===== 2018.10.18 16:10:01 =====
Interrupted by error (not finished)
"""


def test_root_anaconda_frames_name_the_python() -> None:
    found = raised(SUITE2P_113)
    assert "python-too-old" in found
    # the root /anaconda3 names no OS of its own, and the tiff's ValueError is no ABI mismatch
    assert not {"not-a-mac", "apple-silicon", "numpy-abi-mismatch"} & found
    assert _python_version(SUITE2P_113) == "3.6"


def test_root_conda_paths_every_way() -> None:
    for text, version in (
            ('File "/anaconda3/lib/python3.6/site-packages/sklearn/base.py", line 12, in <module>\n', "3.6"),
            ('File "/anaconda3/envs/suite2p/lib/python3.6/runpy.py", line 193, in _run_module_as_main\n', "3.6"),
            ('File "/anaconda/lib/python3.5/multiprocessing/pool.py", line 119, in worker\n', "3.5"),
            ('File "/miniconda3/envs/ml/lib/python3.9/site-packages/torch/__init__.py", line 1, in <module>\n', "3.9"),
            ('File "/miniconda3/envs/ml/lib/python3.12/runpy.py", line 1, in <module>\n', "3.12")):
        assert _python_version(text) == version, text


def test_root_conda_near_misses_stay_unread() -> None:
    # a longer or nested folder is not the root install ('/myanaconda3', '/anaconda3-old', '/data/anaconda3'), and a
    # Python 2 site-packages frame there is left to the person's own words (turicreate#1245: 'Python 2.7.15' beside
    # '/anaconda2/lib/python2.7/site-packages/turicreate/…', tests/paste/test_r20_imgcls_families.py)
    for text in ('File "/anaconda2/lib/python2.7/site-packages/numpy/__init__.py", line 1, in <module>\n',
                 'File "/myanaconda3/lib/python3.6/runpy.py", line 1\n',
                 'File "/anaconda3-old/lib/python3.6/runpy.py", line 1\n',
                 'File "/data/anaconda3/lib/python3.6/runpy.py", line 1\n'):
        assert _python_version(text) is None, text
