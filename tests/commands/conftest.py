from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture()
def home(tmp_path: Path) -> Path:
    """An empty HOME for one test: its shell profile, its logs."""
    h = tmp_path / "home"
    h.mkdir()
    return h
