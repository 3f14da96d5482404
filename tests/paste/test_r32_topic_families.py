# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5560-5571 (topic modelling, clustering and dimensionality reduction: BERTopic,
hdbscan, umap-learn on Macs and elsewhere) exposed, each read from real text.

- python.org's Windows install folder names the interpreter's minor version whatever the case it is written in: pip
  writes Windows paths in lower case ('c:\\users\\…\\programs\\python\\python37\\python.exe'), a Python repr doubles the
  backslashes, and some tools write forward slashes.
"""

from __future__ import annotations

from pasted import fact, raised

# https://github.com/scikit-learn-contrib/hdbscan/issues/252 (dev 5567)
HDBSCAN_252 = r"""# Error when setting up

pneves89 · description · 2018-11-13
Hey, when I try to install Hdbscan using pip I get the following error:

Command "c:\users\pedro.neves\appdata\local\programs\python\python37\python.exe -u -c "import setuptools, tokenize;__file__='C:\\Users\\PEDRO~1.NEV\\AppData\\Local\\Temp\\pip-install-r2a8tjl4\\hdbscan\\setup.py';f=getattr(tokenize, 'open', open)(__file__);code=f.read().replace('\r\n', '\n');f.close();exec(compile(code, __file__, 'exec'))" install --record C:\Users\PEDRO~1.NEV\AppData\Local\Temp\pip-record-brfwp6od\install-record.txt --single-version-externally-managed --compile" failed with error code 1 in C:\Users\PEDRO~1.NEV\AppData\Local\Temp\pip-install-r2a8tjl4\hdbscan\

Can you please help me out? I have all dependencies intalled"""

# https://github.com/MaartenGr/BERTopic/issues/1035 (dev 5561), one of pip's lines
BERTOPIC_1035 = r"""Requirement already satisfied: numpy>=1.20.0 in c:\users\chris\appdata\local\programs\python\python311\lib\site-packages (from bertopic) (1.24.0)"""


def test_pips_lower_case_windows_python_folder() -> None:
    assert fact(HDBSCAN_252, "python.version") == "3.7"
    assert "python-too-old" in raised(HDBSCAN_252)
    assert "not-a-mac" in raised(HDBSCAN_252)
    assert fact(BERTOPIC_1035, "python.version") == "3.11"


def test_windows_python_folder_family() -> None:
    for text, version in (
            (r"Command 'c:\python27\python.exe setup.py install' failed with error code 1", "2.7"),
            (r"  File C:\PYTHON36\lib\site-packages\hdbscan\__init__.py, line 1", "3.6"),
            (r"RuntimeError: The current Numpy installation ('C:\\Users\\pablo\\AppData\\Local\\Programs\\Python\\Python38\\lib\\site-packages\\numpy\\__init__.py') fails to pass a sanity check", "3.8"),
            (r"-- Found Python: C:/Users/me/AppData/Local/Programs/Python/Python310/python.exe (found version 3.10.11)", "3.10"),
            (r"Requirement already satisfied: six in c:\users\me\appdata\local\programs\python\python37-32\lib\site-packages (1.16.0)", "3.7"),
            (r"Installing collected packages: hdbscan into D:\Tools\Python312\Lib\site-packages", "3.12"),
    ):
        assert fact(text, "python.version") == version, text


def test_windows_python_folder_near_misses() -> None:
    for text in (
            r"Saved the notebook to c:\users\me\python37_projects\topics.ipynb",
            r"Cloned into C:\work\mypython37\bertopic",
            r"The module is at /usr/lib/python37/site-packages/umap",
            r"Copied C:\Users\me\Downloads\python37.zip to the server",
            r"See C:\Users\me\python3\notes.txt",
    ):
        assert fact(text, "python.version") is None, text
