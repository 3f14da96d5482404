"""The wheel: one top-level import name, the knowledge base inside it, and it works once installed."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
import venvs

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    subprocess.run([sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(ROOT)],
                   check=True, capture_output=True)
    [whl] = out.glob("macml_doctor-*.whl")
    return whl


def test_wheel_has_one_top_level_name_and_ships_the_knowledge_base(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    top = {n.split("/", 1)[0] for n in names}
    assert {t for t in top if not t.endswith(".dist-info")} == {"macml_doctor"}
    for kind in ("checks", "fixes"):
        shipped = {Path(n).name for n in names if n.startswith(f"macml_doctor/_kb/{kind}/")}
        assert shipped == {p.name for p in (ROOT / kind).glob("*.toml")}
    assert "macml_doctor/gather/collector_script.py" in names
    assert not any(n.startswith(("checks/", "fixes/", "tests/")) for n in names)


@pytest.mark.slow  # a real venv and pip install; the fast test above reads the same wheel's contents
def test_installed_wheel_reads_its_packaged_knowledge_base(wheel: Path, tmp_path: Path) -> None:
    subprocess.run([venvs.BASE_PYTHON, "-m", "venv", str(tmp_path / "v")], check=True)
    py = tmp_path / "v" / "bin" / "python"
    subprocess.run([str(py), "-m", "pip", "install", "-q", str(wheel)], check=True, capture_output=True)
    alone = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}  # the wheel, not the checkout
    where = subprocess.run([str(py), "-c", "from macml_doctor.kb import load; print(load._root('checks'))"],
                           capture_output=True, text=True, check=True, cwd=tmp_path, env=alone).stdout.strip()
    assert where.endswith("site-packages/macml_doctor/_kb/checks")
    listing = subprocess.run([str(tmp_path / "v" / "bin" / "macml-doctor"), "list"], capture_output=True,
                             text=True, check=True, cwd=tmp_path).stdout
    assert "macos-too-old-for-mps" in listing
