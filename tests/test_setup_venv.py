"""`macml-doctor setup` for real: a venv with torch 2.13.0 (the CPU build CI can install, pinned with
MACML_DOCTOR_TORCH_SPEC), then `check` on it, then a second setup on the same prefix."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_fix_roundtrip import doctor

PIN = {"MACML_DOCTOR_TORCH_SPEC": "torch==2.13.0", "MACML_DOCTOR_SETUP_PROBE_BUDGET": "6"}


@pytest.fixture()
def home(tmp_path: Path) -> Path:
    h = tmp_path / "home"
    h.mkdir()
    return h


@pytest.mark.slow
def test_setup_venv_torch_then_check_then_reuse(tmp_path: Path, home: Path) -> None:
    prefix = tmp_path / "ml"
    dry = doctor("setup", "--manager", "venv", "--frameworks", "torch", "--prefix", str(prefix), "--dry-run",
                 home=home, extra_env=PIN)
    assert dry.returncode == 0 and not prefix.exists()
    assert f"$ {prefix}/bin/python -m pip install --disable-pip-version-check torch==2.13.0" in dry.stdout

    first = doctor("setup", "--manager", "venv", "--frameworks", "torch", "--prefix", str(prefix), "--yes",
                   home=home, extra_env=PIN)
    assert first.returncode == 0, first.stdout[-3000:] + first.stderr
    assert f"environment: {prefix}  (new)" in first.stdout
    assert f"Ready: {prefix}" in first.stdout
    assert "Successfully installed" in first.stdout and "torch-2.13.0" in first.stdout  # pip's streamed output

    check = doctor("check", "--python", str(prefix / "bin" / "python"), "--format", "json", home=home)
    report = json.loads(check.stdout)
    assert check.returncode == 0, check.stdout
    assert report["facts"]["python.packages"]["value"]["torch"]["version"].split("+")[0] == "2.13.0"
    assert report["summary"]["errors"] == 0
    assert not [f for f in report["findings"] if f["severity"] == "error"]

    # Again, without a terminal and without --yes: the plan says it exists, nothing runs.
    again = doctor("setup", "--manager", "venv", "--frameworks", "torch", "--prefix", str(prefix), home=home,
                   extra_env=PIN)
    assert again.returncode == 2
    assert "exists: reused, missing packages are installed into it; nothing is deleted" in again.stdout
    assert "-m venv" not in again.stdout and "Not created" in again.stdout
    # With --yes: reused (no new venv), pip finds torch already there, the check passes.
    reuse = doctor("setup", "--manager", "venv", "--frameworks", "torch", "--prefix", str(prefix), "--yes",
                   home=home, extra_env=PIN)
    assert reuse.returncode == 0, reuse.stdout[-3000:]
    assert "-m venv" not in reuse.stdout and "Requirement already satisfied: torch==2.13.0" in reuse.stdout
    assert len(list((home / "logs").glob("setup-*.log"))) == 2


def test_setup_bad_input(tmp_path: Path, home: Path) -> None:
    bogus = doctor("setup", "--frameworks", "torch,caffe", "--dry-run", home=home)
    assert bogus.returncode == 2 and "--frameworks 'torch,caffe': choose from torch,tensorflow,mlx" in bogus.stderr
    mlx = doctor("setup", "--frameworks", "mlx", "--dry-run", home=home)
    assert mlx.returncode == 2 and "MLX cannot be set up here: MLX runs only on Apple-silicon Macs" in mlx.stderr
    occupied = tmp_path / "occupied"
    occupied.mkdir()
    (occupied / "notes.txt").write_text("mine\n")
    r = doctor("setup", "--manager", "venv", "--prefix", str(occupied), "--yes", home=home, extra_env=PIN)
    assert r.returncode == 2 and "exists and is not a Python environment" in r.stderr
    assert sorted(p.name for p in occupied.iterdir()) == ["notes.txt"]
    version = doctor("setup", "--python-version", "three", "--dry-run", home=home)
    assert version.returncode == 2 and "--python-version 'three'" in version.stderr


def test_setup_conda_without_conda_offers_verified_miniforge(home: Path) -> None:
    r = doctor("setup", "--manager", "conda", "--dry-run", home=home, extra_env={"PATH": "/usr/bin:/bin"})
    assert r.returncode == 1
    assert "Miniforge3-Linux-x86_64.sh.sha256" in r.stdout and "shasum -a 256 -c" in r.stdout


def test_sha256_check(tmp_path: Path) -> None:
    import hashlib

    from macml_doctor.setup_env import sha256_matches

    installer = tmp_path / "Miniforge3-MacOSX-arm64.sh"
    installer.write_bytes(b"#!/bin/sh\necho hi\n")
    digest = hashlib.sha256(installer.read_bytes()).hexdigest()
    assert sha256_matches(installer, f"{digest}  Miniforge3-MacOSX-arm64.sh\n")
    assert not sha256_matches(installer, "0" * 64)
    assert not sha256_matches(installer, "")
