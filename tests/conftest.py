from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import venvs

FIXTURES = Path(__file__).resolve().parent / "fixtures"


# The doctor's cache (paths.cache_dir) in a folder of this run's, for the tests and every CLI they start. Set before
# any test module is imported: importing the package compiles its patterns through that cache (regex_cache), and a
# user's own cache is not the tests' to read or write. Removed when the run ends, after the package has written it.
_CACHE = tempfile.mkdtemp(prefix="macml-doctor-tests-cache-")
os.environ["MACML_DOCTOR_CACHE_DIR"] = _CACHE
atexit.register(shutil.rmtree, _CACHE, ignore_errors=True)


@pytest.fixture(scope="session")
def fixtures_dir() -> Path:
    return FIXTURES


@pytest.fixture(scope="session")
def venv_plain() -> Path:
    """A fresh venv with no ML framework."""
    return venvs.make_venv("plain")


@pytest.fixture(scope="session")
def venv_torch() -> Path:
    """A venv with the real torch 2.13.0 CPU build."""
    return venvs.make_venv("torch", venvs.TORCH)


@pytest.fixture(scope="session")
def venv_tf() -> Path:
    """A venv with tensorflow-cpu from PyPI."""
    return venvs.make_venv("tf", venvs.TENSORFLOW)


@pytest.fixture(scope="session")
def venv_all() -> Path:
    """One venv with torch 2.13.0 CPU, tensorflow-cpu, mlx[cpu] and jax: what `probe --framework all` runs."""
    return venvs.make_venv("all-frameworks", venvs.ALL_FRAMEWORKS)
