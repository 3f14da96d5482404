# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 6220-6231 (offline speech recognition engines on Macs other than Whisper: Vosk,
DeepSpeech, PocketSphinx, Kaldi, Coqui STT, NeMo ASR, SpeechBrain, sherpa-onnx) exposed, each read from real text.

- pip's legacy 'setup.py install' of a package with no wheel passes the headers folder of the environment it installs
  into ('--install-headers <venv>/include/site/python3.7/pocketsphinx', '<prefix>/include/python3.9/lightgbm'): the
  folder names the running interpreter's minor.
- setuptools' install and develop commands name the folder they install into ('Checking .pth file support in
  /Library/Python/2.7/site-packages/', 'TEST PASSED: … appears to support .pth files', 'install_dir …'): the
  site-packages of the Python that runs setup.py, so its minor.
- A release said to have wheels only for a range or list of Pythons ('`kaldialign==0.9.1` ships macOS `universal2`
  wheels for cp310–cp312 only') bounds the Pythons it installs on: a report's newer Python is too new for it.
"""

from __future__ import annotations

import pytest
from pasted import fact, ids, read

# https://github.com/palantir/python-language-server/issues/620 (dev 6222), pip's failed legacy install, cut by the store
PYLS_620 = """# Cannot Install pocketsphinx

clh007x · description · 2019-07-12
I cannot install pocketsphinx 0.1.15 on mac
I get the following error message:
ERROR: Complete output from command /Users/CLH/tutorial_env/bin/python -u -c 'import setuptools, tokenize;__file__='"'"'/private/var/folders/r4/xb7ypxxx7bvbfw4g2d257h800000gq/T/pip-install-4a9onnuh/pocketsphinx/setup.py'"'"';f=getattr(tokenize, '"'"'open'"'"', open)(__file__);code=f.read().replace('"'"'\\r\\n'"'"', '"'"'\\n'"'"');f.close();exec(compile(code, __file__, '"'"'exec'"'"'))' install --record /private/var/folders/r4/xb7ypxxx7bvbfw4g2d257h800000gq/T/pip-record-236ohs84/install-record.txt --single-version-externally-managed --compile --install-headers /Users/CLH/tutorial_env/include/site/python3.7/pocketsphinx:
    ERROR: running install
    running build_ext
    building 'sphinxbase._sphinxbase' extension
    unable to execute 'swig': No such file or directory
    error: command 'swig' failed with exit status 1
"""


def test_pyls_620_reads_the_venv_python_from_install_headers() -> None:
    assert fact(PYLS_620, "python.version") == "3.7"
    found = ids(PYLS_620)
    assert {"intel-mac", "python-too-old"} <= found
    assert not found & {"apple-silicon", "python-x86-on-arm", "python-too-new"}


@pytest.mark.parametrize(("line", "python"), [
    # https://github.com/palantir/python-language-server/issues/620
    ("--single-version-externally-managed --compile --install-headers /Users/CLH/tutorial_env/include/site/python3.7/pocketsphinx:", "3.7"),
    # a conda base's headers folder, no site/ (code-search index id 21407862067)
    ("--single-version-externally-managed --compile --install-headers /Users/j-jae0/opt/anaconda3/include/python3.9/lightgbm\n         cwd: /private/var/folders/2y/T/pip-install-sq93xc15/lightgbm_73dfb/", "3.9"),
    # pip 9's quoted command, a venv reached through bin/.. (index id 10798194918)
    ("--install-headers /Users/someuser/workspace/pants/build-support/pants_deps.venv/bin/../include/site/python2.7/psutil\" failed with error code 1 in /private/var/folders/zc/T/pip-build-mZzSSA/psutil", "2.7"),
    # the folder with no package after it (index id 8128531985)
    ("--install-headers /Users/user/Desktop/venv/include/site/python2.7 failed with error code 1 in /Users/user/Desktop/venv/build/pillow", "2.7"),
    # the pymalloc ABI's 'm', and the flag wrapped at the end of a line
    ("install --record /tmp/pip-record-x/install-record.txt --single-version-externally-managed --compile --install-headers\n  /opt/anaconda3/envs/asr/include/python3.6m/pyaudio", "3.6"),
    # a Windows venv, quoted
    ("--compile --install-headers 'C:\\Users\\me\\venv\\Include\\site\\python3.8\\webrtcvad'", "3.8"),
])
def test_install_headers_names_the_python(line: str, python: str) -> None:
    assert fact(line, "python.version") == python


@pytest.mark.parametrize("line", [
    # the same folder in a compiler flag or a listing is not pip's install
    "CFLAGS=\"-I/root/.virtualenvs/flask/include/site/python3.6\" UWSGI_PROFILE=\"asyncio\" pip install uwsgi",
    "## .venv/Include/site/python3.13/greenlet/",
    # another option's folder
    "--install-scripts /Users/me/venv/include/site/python3.7/bin",
    # a folder that only ends in python3.7 without a headers layout
    "--install-headers /Users/me/venv/include/mypython3.7/pkg",
])
def test_other_header_folders_name_no_python(line: str) -> None:
    assert fact(line, "python.version") is None


# https://github.com/cmusphinx/pocketsphinx-python/issues/22 (dev 6230), setup.py install with Apple's Python 2.7
POCKETSPHINX_22 = """# setup.py fails to setup up

araa47 · description · 2017-02-11
Fails to install on Mac with the following error:
running install
Checking .pth file support in /Library/Python/2.7/site-packages/
/usr/bin/python -E -c pass
TEST PASSED: /Library/Python/2.7/site-packages/ appears to support .pth files
running bdist_egg
running egg_info
writing pocketsphinx.egg-info/PKG-INFO
error: package directory 'sphinxbase/swig/python' does not exist

I checked if swig is installed and its installed in the Cellar directory as a homebrew tap

araa47 · comment · 2017-02-11
Resolved by "export PYTHONPATH=/usr/local/lib/python2.7/site-packages"
"""


def test_pocketsphinx_22_reads_the_python_setup_py_installs_into() -> None:
    assert fact(POCKETSPHINX_22, "python.version") == "2.7"
    found = ids(POCKETSPHINX_22)
    assert {"intel-mac", "python-too-old"} <= found
    assert not found & {"apple-silicon", "build-tool-missing", "import-failed"}


@pytest.mark.parametrize(("text", "python"), [
    # https://github.com/cmusphinx/pocketsphinx-python/issues/22
    ("running install\nChecking .pth file support in /Library/Python/2.7/site-packages/\n/usr/bin/python -E -c pass", "2.7"),
    ("TEST PASSED: /Library/Python/2.7/site-packages/ appears to support .pth files", "2.7"),
    # a Debian Python's dist-packages, install_dir printed first (code-search index ids 56996937530, 43639988776)
    ("running develop\ninstall_dir /usr/local/lib/python2.6/dist-packages/\nChecking .pth file support in /usr/local/lib/python2.6/dist-packages/", "2.6"),
    ("    running install\n    Checking .pth file support in /usr/local/lib/python2.7/dist-packages/\n    /usr/bin/python -E -c pass", "2.7"),
    # a --prefix install: the lib/pythonX.Y under it is named by the running interpreter too (index id 45323250796)
    ("Checking .pth file support in /usr/local/nose/nose-0.9.3/lib/python2.5/site-packages/\nerror: can't create or remove files in install directory", "2.5"),
    # a Python 3 venv, no trailing slash
    ("Checking .pth file support in /Users/me/venvs/asr/lib/python3.6/site-packages\n/Users/me/venvs/asr/bin/python -E -c pass", "3.6"),
    # wrapped after 'in'
    ("running install\nChecking .pth file support in\n/Library/Python/3.8/site-packages/", "3.8"),
])
def test_setuptools_install_dir_names_the_python(text: str, python: str) -> None:
    assert fact(text, "python.version") == python


@pytest.mark.parametrize("text", [
    # a site-packages folder set by a person, not the folder setup.py installs into
    'Resolved by "export PYTHONPATH=/usr/local/lib/python2.7/site-packages"',
    "I think the problem is the .pth file support in /Library/Python/2.7/site-packages",
    # another folder than a site-packages one
    "Checking .pth file support in /Users/me/lib/python2.7/\n/usr/bin/python -E -c pass",
    # a Windows Python's, which names no version
    "Checking .pth file support in c:\\users\\me\\venv\\lib\\site-packages\\",
])
def test_other_install_folders_name_no_python(text: str) -> None:
    assert fact(text, "python.version") is None


# https://github.com/ShayneP/local-voice-ai/issues/21 (dev 6225), the writer's root cause, cut by the store
LOCALVOICE_21 = """# Install fails on Apple Silicon with Python 3.13: uv sync cannot install kaldialign<=0.9.1 (pinned by nemo-toolkit 2.7.3, no cp313 macOS wheel)

noy4 · description · 2026-09-03
### Result

```text
error: Distribution `kaldialign==0.9.1 @ registry+https://pypi.org/simple` can't be installed
because it doesn't have a source distribution or wheel for the current platform

hint: You're on macOS (`macosx_26_0_arm64`), but `kaldialign` (v0.9.1) only has wheels for the
following platforms: `manylinux_2_17_x86_64`, `manylinux2014_x86_64`, `win_amd64`
```

### Root cause

- `nemo-toolkit==2.7.3` (latest 2.x, pulled in via the `ml` extra) pins `kaldialign<=0.9.1` in its `asr` extra.
- `kaldialign==0.9.1` ships macOS `universal2` wheels for cp310–cp312 only; the cp313 builds are manylinux x86_64 + win_amd64, and there is no sdist.

### Environment

- macOS 26.0, Apple Silicon (arm64)
- uv-managed Python 3.13.5
"""


def test_localvoice_21_reads_the_python_newer_than_the_wheels() -> None:
    found = ids(LOCALVOICE_21)
    assert {"apple-silicon", "python-native-arm64", "python-too-new"} <= found
    assert not found & {"python-too-old", "intel-mac", "python-x86-on-arm"}


def _ceiling(text: str) -> list[str]:
    return [s["newest"] for s in read(text)[0].get("report.symptoms", []) if s.get("id") == "python-wheels-up-to"]


@pytest.mark.parametrize(("line", "newest"), [
    # https://github.com/ShayneP/local-voice-ai/issues/21
    ("`kaldialign==0.9.1` ships macOS `universal2` wheels for cp310–cp312 only; the cp313 builds are manylinux x86_64 + win_amd64", "3.12"),
    # READMEs and setup scripts found with the code search (index ids in the clue's source)
    ("`pydantic_core==2.16.3` only has wheels for Python 3.11 (cp311)", "3.11"),
    ("| `piper-phonemize` fails to install | Only has wheels for Python 3.9–3.11. The setup script installs `python311` |", "3.11"),
    ("OpenTimelineIO is a C++ extension and ships wheels for cp39-cp313 only.", "3.13"),
    ("error: tensorflow-addons only has wheels for cp39, cp310, cp311", "3.11"),
    ("The mgba package only has wheels for Python 3.10 and 3.11:", "3.11"),
    # other verbs, 'only' after 'wheels', a range with 'to', wrapped
    ("the package publishes wheels only for Python 3.8 to 3.11", "3.11"),
    ("webrtcvad provides prebuilt wheels for\npython 3.7 through 3.10 only", "3.10"),
])
def test_wheels_only_up_to_a_python(line: str, newest: str) -> None:
    assert _ceiling(line) == [newest]


@pytest.mark.parametrize("line", [
    # a floor, not a ceiling (index id 67147011882)
    "pyyaml publishes win_arm64 wheels for cp312+ only — the payload python is 3.11",
    "The package only has wheels for Python 3.12+ or Python 3.13+",
    "sherpa-onnx only has wheels for Python 3.8 and later",
    # no 'only': the list may not be all (index id 69438279626)
    "`ortools 9.15.6755` publishes `manylinux_2_26_aarch64` wheels for cp311, cp312 and cp313",
    # another platform's wheels
    "vosk only has manylinux wheels for cp38-cp311",
])
def test_other_wheel_lists_bound_no_python(line: str) -> None:
    assert _ceiling(line) == []


def test_a_python_inside_the_range_is_not_too_new() -> None:
    text = "Python 3.11.4 on macOS 14.2\n`kaldialign==0.9.1` ships macOS `universal2` wheels for cp310–cp312 only"
    assert "python-too-new" not in ids(text)


# https://github.com/kaldi-asr/kaldi/issues/4162 (dev 6231) and #4078 (dev 6223): Catalina misspelled, its number beside
@pytest.mark.parametrize(("line", "version"), [
    ("So I am currently trying to install Kaldi on MacOS Catelina (10.15, latest one before Mac Sur). But after fetching openfst-1.6.7, I got error below:", "10.15"),
    ("**MacOS Catalia 10.15.4. Latest version of Xcode.***", "10.15.4"),
    ("macOS Catallina 10.15.7 on a MacBook Pro", "10.15.7"),
    ("OS: Mac OS Catilina, version 10.15.2", "10.15.2"),
])
def test_misspelled_catalina_names_an_intel_mac(line: str, version: str) -> None:
    assert fact(line, "host.macos_version") == version
    assert "intel-mac" in ids(line)


@pytest.mark.parametrize("line", [
    "The docs are translated to Catalan and Spanish",
    "I built it with catalyst 10.15 and cmake 3.18",
])
def test_other_words_name_no_macos(line: str) -> None:
    assert fact(line, "host.macos_version") is None
    assert fact(line, "host.os") is None
