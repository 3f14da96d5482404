"""The exact plan `fix --dry-run` prints for replayed real Mac facts, for conda, pip and uv users.

The Mac facts are the recorded snapshots in tests/fixtures/snapshots/ (each cites its public source).
Only the *environment manager* is varied on top of them (which env the user runs in: a conda env, a pip
venv, a uv venv), because the same Mac can be used with any of the three. The uv marker is the pyvenv.cfg
that `uv venv` (0.13.9) really writes; the env paths are plain example locations.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from as_user import doctor

SNAPSHOTS = Path(__file__).resolve().parents[1] / "fixtures" / "snapshots"
UV_CFG = {"home": "/Users/me/.local/share/uv/python/cpython-3.11.7-macos-aarch64-none/bin",
          "implementation": "CPython", "uv": "0.13.9", "version_info": "3.11.7",
          "include-system-site-packages": "false"}

MANAGERS = {
    "conda": {"conda.env": True, "python.prefix": "/Users/me/miniforge3/envs/ml",
              "python.executable": "/Users/me/miniforge3/envs/ml/bin/python"},
    "micromamba": {"conda.env": True, "python.prefix": "/Users/me/micromamba/envs/ml",
                   "python.executable": "/Users/me/micromamba/envs/ml/bin/python"},
    "pip": {"python.in_venv": True, "python.prefix": "/Users/me/venvs/ml",
            "python.executable": "/Users/me/venvs/ml/bin/python"},
    "uv": {"python.in_venv": True, "python.pyvenv_cfg": UV_CFG, "python.prefix": "/Users/me/ml/.venv",
           "python.executable": "/Users/me/ml/.venv/bin/python"},
}


def snapshot_as(tmp_path: Path, name: str, manager: str, doc: dict | None = None) -> Path:
    doc = doc or json.loads((SNAPSHOTS / f"{name}.json").read_text())
    for key, value in MANAGERS[manager].items():
        doc["facts"][key] = {"state": "known", "value": value, "source": "test scenario: the user's env manager"}
    if manager not in ("conda", "micromamba"):
        doc["facts"]["conda.env"] = {"state": "absent", "source": "test scenario"}
    path = tmp_path / f"{name}-{manager}.json"
    path.write_text(json.dumps(doc))
    return path


def plan_commands(stdout: str, fix_id: str) -> list[str]:
    """The `$ …` lines of one fix's block in the printed plan."""
    block = stdout.split(f"[{fix_id}]", 1)[1].split("\n\n", 1)[0]
    return [line.strip()[2:] for line in block.splitlines() if line.strip().startswith("$ ")]


UPGRADE_MACOS = {
    "conda": ["conda install -y -p /Users/me/miniforge3/envs/ml -c conda-forge 'pytorch<2.9'"],
    "micromamba": ["micromamba install -y -p /Users/me/micromamba/envs/ml -c conda-forge 'pytorch<2.9'"],
    "pip": ["/Users/me/venvs/ml/bin/python -m pip install 'torch<2.9'"],
    "uv": ["uv pip install --python /Users/me/ml/.venv/bin/python 'torch<2.9'"],
}


@pytest.mark.parametrize("manager", sorted(MANAGERS))
def test_macos_too_old_pins_the_newest_torch_with_mps(tmp_path: Path, home: Path, manager: str) -> None:
    """pytorch#164943: macOS 13.7.4 with a torch 2.10 nightly: 2.9+ needs macOS 14, so torch<2.9 has MPS."""
    snap = snapshot_as(tmp_path, "apple-silicon-macos-13.7-torch-2.10", manager)
    r = doctor("fix", "--from", str(snap), "--dry-run", home=home)
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "needs you: the doctor does not do this itself" in out
    assert plan_commands(out, "upgrade-macos-or-pin-torch") == UPGRADE_MACOS[manager]
    assert f"(manager: {manager}; environment: {MANAGERS[manager]['python.prefix']})" in out
    assert out.rstrip().endswith("Dry run: nothing was changed. Apply with `macml-doctor fix --yes` (same ids).")


@pytest.mark.parametrize("manager", sorted(MANAGERS))
def test_macos_below_12_3_gets_only_the_upgrade(tmp_path: Path, home: Path, manager: str) -> None:
    """pytorch#78343: macOS 12.2.1 with a torch 1.13 nightly: no torch has MPS there, so no pin is offered."""
    snap = snapshot_as(tmp_path, "apple-silicon-macos-12.2.1", manager)
    r = doctor("fix", "--from", str(snap), "--dry-run", home=home)
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "[upgrade-macos-or-pin-torch]" not in out
    assert plan_commands(out, "upgrade-macos") == []
    assert "Upgrade macOS in System Settings" in out
    # torch >= 2.6 (the CVE fix) needs macOS 13 for MPS: no contradicting "upgrade torch" advice here.
    assert "[upgrade-torch]" not in out


@pytest.mark.parametrize("manager", ["pip", "uv", "conda"])
def test_rosetta_python(tmp_path: Path, home: Path, manager: str) -> None:
    """pytorch#146236: x86_64 Anaconda Python on an M2 Pro (platform says macOS-10.16-x86_64)."""
    snap = snapshot_as(tmp_path, "apple-silicon-rosetta-anaconda-10.16", manager)
    r = doctor("fix", "python-x86-on-arm", "--from", str(snap), "--dry-run", home=home)
    assert r.returncode == 0, r.stderr
    assert plan_commands(r.stdout, "install-miniforge-arm64") == [
        "curl -L -O https://github.com/conda-forge/miniforge/releases/latest/download/Miniforge3-MacOSX-arm64.sh",
        "bash Miniforge3-MacOSX-arm64.sh",
    ]
    assert "1. Download the arm64 installer" in r.stdout
    assert "verify: macml-doctor check --python ~/miniforge3/bin/python  (expect python-native-arm64)" in r.stdout
    assert "see: https://github.com/conda-forge/miniforge#install" in r.stdout


def test_mps_fallback_plan_per_manager(tmp_path: Path, home: Path) -> None:
    """Native Miniforge Mac (real snapshot): conda users get the env's env_vars; pip/uv users a profile block."""
    conda = doctor("fix", "enable-mps-fallback", "--from", str(SNAPSHOTS / "apple-silicon-miniforge-native.json"),
                   "--dry-run", home=home)
    # That snapshot records no torch, so asking for the torch variable is refused.
    assert conda.returncode == 2 and "does not apply" in conda.stderr
    doc = json.loads((SNAPSHOTS / "apple-silicon-macos-12.2.1.json").read_text())
    torch_pkgs = doc["facts"]["python.packages"]
    for manager in ("conda", "micromamba", "pip", "uv"):
        snap = snapshot_as(tmp_path, "apple-silicon-macos-12.2.1", manager)
        data = json.loads(snap.read_text())
        data["facts"]["python.packages"] = torch_pkgs
        snap.write_text(json.dumps(data))
        r = doctor("fix", "enable-mps-fallback", "--from", str(snap), "--dry-run", home=home,
                   extra_env={"SHELL": "/bin/zsh"})
        assert r.returncode == 0, r.stderr
        prefix = MANAGERS[manager]["python.prefix"]
        if manager in ("conda", "micromamba"):
            assert plan_commands(r.stdout, "enable-mps-fallback") == [
                f"{manager} env config vars set -p {prefix} PYTORCH_ENABLE_MPS_FALLBACK=1"]
            assert "will edit" not in r.stdout
        else:
            assert plan_commands(r.stdout, "enable-mps-fallback") == []
            assert "will edit ~/.zshrc" in r.stdout  # their profile, named as a template: never this machine's
            assert "| export PYTORCH_ENABLE_MPS_FALLBACK=1" in r.stdout
    assert not (home / ".zshrc").exists()


UPGRADE_TORCH_FIRST_WORD = {"conda": "conda ", "micromamba": "micromamba ",
                            "pip": "/Users/me/venvs/ml/bin/python -m pip ",
                            "uv": "uv pip install --python /Users/me/ml/.venv/bin/python "}


@pytest.mark.parametrize("manager", sorted(MANAGERS))
def test_outdated_torch_upgrade_uses_the_env_manager(tmp_path: Path, home: Path, manager: str) -> None:
    """pytorch#145229 (a real collect_env: macOS 14.7.1 arm64, torch 2.5.1), read from the report itself."""
    report = SNAPSHOTS.parent / "reports" / "pytorch-145229-collect-env-macos-14.7.1-arm64-torch2.5.1.txt"
    envelope = json.loads(doctor("check", "--from", str(report), "--format", "json", home=home).stdout)
    doc = {"schema_version": 1, "target": envelope["target"], "facts": envelope["facts"]}
    path = snapshot_as(tmp_path, "145229", manager, doc)
    r = doctor("fix", "--from", str(path), "--dry-run", home=home)
    assert r.returncode == 0, r.stderr
    [upgrade] = plan_commands(r.stdout, "upgrade-torch")
    assert upgrade.startswith(UPGRADE_TORCH_FIRST_WORD[manager])
    assert "torch>=2.6'" in upgrade  # 'torch>=2.6' (pip, uv) or 'pytorch>=2.6' (conda)
