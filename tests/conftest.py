from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import venvs

FIXTURES = Path(__file__).resolve().parent / "fixtures"


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
