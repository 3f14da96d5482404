from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import venvs

FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.fixture(scope="session", autouse=True)
def _own_cache_dir(tmp_path_factory: pytest.TempPathFactory) -> None:
    """The doctor's cache (paths.cache_dir) in a folder of this run's, for the tests and every CLI they start."""
    os.environ["MACML_DOCTOR_CACHE_DIR"] = str(tmp_path_factory.mktemp("cache"))


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
