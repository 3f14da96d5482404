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


def test_installed_wheel_reads_its_packaged_knowledge_base(wheel: Path, tmp_path: Path) -> None:
    subprocess.run([venvs.BASE_PYTHON, "-m", "venv", str(tmp_path / "v")], check=True)
    py = tmp_path / "v" / "bin" / "python"
    subprocess.run([str(py), "-m", "pip", "install", "-q", str(wheel)], check=True, capture_output=True)
    alone = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}  # the installed copy, not the checkout
    where = subprocess.run([str(py), "-c", "from macml_doctor.kb import load; print(load._root('checks'))"],
                           capture_output=True, text=True, check=True, cwd=tmp_path, env=alone).stdout.strip()
    assert where.endswith("site-packages/macml_doctor/_kb/checks")
    listing = subprocess.run([str(tmp_path / "v" / "bin" / "macml-doctor"), "list"], capture_output=True,
                             text=True, check=True, cwd=tmp_path).stdout
    assert "macos-too-old-for-mps" in listing


def test_sdist_and_wheel_pass_twine_check(tmp_path: Path) -> None:
    """`python -m build` + `twine check --strict`: metadata, README rendering, LICENSE, URLs and classifiers."""
    subprocess.run([sys.executable, "-m", "build", "--outdir", str(tmp_path), str(ROOT)], check=True,
                   capture_output=True)
    dists = sorted(str(p) for p in tmp_path.iterdir())
    assert len(dists) == 2
    proc = subprocess.run([sys.executable, "-m", "twine", "check", "--strict", *dists], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    [whl] = tmp_path.glob("*.whl")
    names = zipfile.ZipFile(whl).namelist()
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    metadata = zipfile.ZipFile(whl).read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    assert "License-Expression: MIT" in metadata and "Project-URL: Issues, " in metadata
    assert "Classifier: Operating System :: MacOS :: MacOS X" in metadata


# The pip that CPython 3.13.0 bundles (Lib/ensurepip/_bundled/pip-24.2-py3-none-any.whl in the v3.13.0 tag):
# pip 24.1-25.3 crashed on `pip install .` on Linux while the extras compared platform_release.
BUNDLED_PIP_OF_CPYTHON_3_13_0 = "pip==24.2"


@pytest.mark.slow
@pytest.mark.parametrize("pip", [BUNDLED_PIP_OF_CPYTHON_3_13_0, "pip"], ids=["pip-24.2", "newest-pip"])
def test_pip_installs_the_checkout(pip: str, tmp_path: Path) -> None:
    subprocess.run([venvs.BASE_PYTHON, "-m", "venv", str(tmp_path / "v")], check=True)
    py = str(tmp_path / "v" / "bin" / "python")
    subprocess.run([py, "-m", "pip", "install", "-q", "--upgrade", pip], check=True, capture_output=True)
    # [mlx] makes pip evaluate every extra's markers on this (Linux) kernel; on Linux it adds nothing.
    proc = subprocess.run([py, "-m", "pip", "install", "-q", "--disable-pip-version-check", f"{ROOT}[mlx]"],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr[-3000:]
    version = subprocess.run([str(tmp_path / "v" / "bin" / "macml-doctor"), "--version"], capture_output=True,
                             text=True, check=True).stdout
    assert version.startswith("macml-doctor ")
