# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4920-4930 (Ray, Dask, Spark and other distributed compute on Macs: grpcio for
Ray on Apple silicon, dask workers killed by macOS's fork safety, pyarrow's wheels for PySpark) exposed, each read from
real text.

- An import death told in prose names its module before the death, as the package just installed or as the
  sentence's subject with its version ('pip install pyarrow==17.0.0 causes segmentation fault 11 upon import'; 'Upon
  pip installing PyArrow (17.0.0) … quit with a segmentation fault 11 upon import'): the import that died is that
  package's, where before the doctor said 'import a module killed the Python process'.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/apache/arrow/issues/43339 (dev 4927)
ARROW_43339 = r"""# pip install pyarrow==17.0.0 causes segmentation fault 11 upon import with mac

megcdavis · description · 2024-07-19
### Describe the bug, including details regarding any error messages, version, and platform.

PyArrow is a dependency of a dependency for a few Python packages I use. I did a clean install of Anaconda and these packages yesterday. Upon pip installing PyArrow (17.0.0) on two separate machines running Mac OS Catalina (10.15, intel) and Big Sur (11, intel), running any python script (Python 3.9.19) using these packages quit with a segmentation fault 11 upon import. Downgrading to PyArrow==15.0.0 seems to remedy the issue. 

I have no idea why or how, but wanted to reach out to let y'all know. Please let me know if I can provide more information.
"""


def died(text: str) -> list[dict]:
    """The import-died symptoms the text gives."""
    values, _ = read(text)
    return [s for s in values.get("report.symptoms", []) if s["id"] == "import-died"]


def died_modules(text: str) -> list[str | None]:
    return [s.get("module") for s in died(text)]


def test_real_pyarrow_import_death_names_pyarrow():
    assert died_modules(ARROW_43339) == ["pyarrow"]
    assert died(ARROW_43339)[0]["signal"] == "SIGSEGV"
    assert {"intel-mac", "import-crashed"} <= ids(ARROW_43339)
    assert "apple-silicon" not in ids(ARROW_43339)


def test_real_title_alone_names_pyarrow():
    title = "# pip install pyarrow==17.0.0 causes segmentation fault 11 upon import with mac\n"
    assert died_modules(title) == ["pyarrow"]


def test_real_sentence_alone_names_pyarrow():
    sentence = ("Upon pip installing PyArrow (17.0.0) on two separate machines running Mac OS Catalina (10.15, intel) "
                "and Big Sur (11, intel), running any python script (Python 3.9.19) using these packages quit with a "
                "segmentation fault 11 upon import.\n")
    assert died_modules(sentence) == ["pyarrow"]


def test_variants_name_the_installed_or_subject_package():
    assert died_modules("After upgrading to shap 0.41.0 the kernel dies on import.\n") == ["shap"]
    assert died_modules("pyarrow 17.0.0 segfaults on import on my Intel Mac.\n") == ["pyarrow"]
    assert died_modules("`lightgbm` 4.0.0 crashes on import in a fresh venv.\n") == ["lightgbm"]
    assert died_modules("pip install -U scikit-learn, then Python crashes upon import.\n") == ["sklearn"]
    assert died_modules("I pip installed opencv-python and it segfaults when importing\n") == ["cv2"]
    assert died_modules("Updated duckdb to 1.0.0 and now it crashes on import.\n") == ["duckdb"]


def test_a_framework_named_keeps_its_own_reading():
    # _NAMED reads a framework first, as before
    assert died_modules("I pip installed numpy and now python crashes on import.\n") == ["numpy"]


def test_near_misses_name_no_module():
    # a requirements file, the interpreter, the OS, a word for everything, or the package in an earlier sentence
    assert died_modules("I ran pip install -r requirements.txt and then it crashes on import.\n") == [None]
    assert died_modules("Python 3.12.1 crashes on import.\n") == [None]
    assert died_modules("macOS 14.2 segfaults on import of my package.\n") == [None]
    assert died_modules("Sonoma 14.1 crashes on import, Ventura did not.\n") == [None]
    assert died_modules("I installed everything and it crashes on import.\n") == [None]
    assert died_modules("I pip installed pyarrow. Later the kernel dies on import.\n") == [None]
    # a version with no package's name before it
    assert died_modules("Version 2.1 crashes on import.\n") == [None]
