# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 1520-1537 (audio and speech ML on Macs: torchaudio, Whisper apps, demucs, NeMo,
Coqui-style TTS web UIs, librosa/soundfile/PyAudio/sounddevice) exposed, each read from real text.

A library of Intel Homebrew's (a keg under /usr/local/Cellar, not a Python formula) says nothing of the Python's
architecture, and old dyld refusing one as 'mach-o, but wrong architecture' is an arm64 process. A Python version as
an issue form's list item ('- Python 3.10.1 with pip-21.3.1') names the Python, so a report about installing another
package is no request for PyTorch's MPS floor. A traceback frame whose path is joined with backslashes
('File "demucs\\separate.py", line 193') is Windows's, even without a drive letter.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/librosa/librosa/issues/1292 (an arm64 Miniforge Python on an M1)
LIBROSA_1292 = """Cannot make Librosa run in Mac M1 in arm64 mode

I have a Mac M1 and want to use tensorflow (which in a Mac M1 only runs in arm64 mode, AFAIK) and librosa.

>>> import librosa
Traceback (most recent call last):
  File "/Users/ajulian/miniforge3/envs/TF24_A3/lib/python3.8/site-packages/soundfile.py", line 143, in <module>
    _snd = _ffi.dlopen(_libname)
OSError: cannot load library '/usr/local/lib/libsndfile.dylib': dlopen(/usr/local/lib/libsndfile.dylib, 2): no suitable image found.  Did find:
\t/usr/local/lib/libsndfile.dylib: mach-o, but wrong architecture
\t/usr/local/Cellar/libsndfile/1.0.31/lib/libsndfile.1.dylib: mach-o, but wrong architecture
"""


def test_an_intel_homebrew_library_refused_by_old_dyld_is_loaded_by_an_arm64_python() -> None:
    values, _ = read(LIBROSA_1292)
    assert values.get("python.machine") == "arm64"
    found = ids(LIBROSA_1292)
    assert {"apple-silicon", "python-native-arm64", "incompatible-arch-extension"} <= found
    assert not {"python-x86-on-arm", "conda-x86-distribution"} & found


def test_a_library_keg_of_intel_homebrew_is_not_the_python() -> None:
    # https://github.com/microsoft/LightGBM/issues/4229 (brew's listing on a MacBook Air M1; which Python runs is not said)
    text = "MacBook Air (M1, 2020)\n\n/usr/local/Cellar/libomp/11.1.0 (9 files, 1.4MB)\n/usr/local/Cellar/libomp/14.0.6 (7 files, 1.6MB)\n"
    values, _ = read(text)
    assert "python.machine" not in values


def test_a_python_formula_of_intel_homebrew_is_still_an_x86_64_python() -> None:
    # https://github.com/sinaptik-ai/pandas-ai/issues/1415 (poetry's own Python in Intel Homebrew's Cellar)
    text = '  File "/usr/local/Cellar/poetry/1.8.3_2/libexec/lib/python3.12/site-packages/poetry/installation/chooser.py", line 74, in _get_links\n'
    values, _ = read(text)
    assert values.get("python.machine") == "x86_64"


# https://github.com/facebookresearch/demucs/issues/246
DEMUCS_246 = """Installation fails on MacOS (conflicting dependencies)

## 🐛 Bug Report

`python3 -m pip install --user -U demucs` command fails on MacOS.

Running:
- BigSur v11.6 on M1 chip
- Python 3.10.1 with pip-21.3.1
"""


def test_a_python_version_as_a_list_item_names_the_python() -> None:
    values, _ = read(DEMUCS_246)
    assert values.get("python.version") == "3.10.1"


def test_an_install_of_another_package_on_big_sur_is_not_told_the_mps_floor() -> None:
    found = ids(DEMUCS_246)
    assert "apple-silicon" in found
    assert "macos-too-old-for-mps" not in found


# https://github.com/facebookresearch/demucs/issues/603 (a PyInstaller standalone build's traceback)
DEMUCS_603 = """marzlevane · comment · 2024-07-02
Perhaps the same error that I'm getting:

    Traceback (most recent call last):
      File "demucs-standalone.py", line 5, in <module>
      File "demucs\\separate.py", line 193, in main
      File "demucs\\audio.py", line 260, in save_audio
    NameError: name 'ta' is not defined. Did you mean: 'tp'?
    [27588] Failed to execute script 'demucs-standalone' due to unhandled exception!
"""


def test_a_traceback_frame_with_a_backslash_path_is_windows() -> None:
    values, _ = read(DEMUCS_603)
    assert values.get("host.os") == "Windows"


def test_a_traceback_frame_with_a_slash_path_is_not_windows() -> None:
    # https://github.com/w9cf/cwsim/issues/3 (macOS Ventura)
    text = 'Traceback (most recent call last):\n  File "/Users/Matt/Desktop/cwsim/cwsim/python/cwsim.py", line 554, in startStop\n    self.contest.start()\n'
    values, _ = read(text)
    assert values.get("host.os") != "Windows"
