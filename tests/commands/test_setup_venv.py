"""`macml-doctor setup` for real: a venv with torch 2.13.0 (the CPU build CI can install, pinned with
MACML_DOCTOR_TORCH_SPEC), then `check` on it, then a second setup on the same prefix."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import interpreters
import pytest
from as_user import doctor, doctor_process
from packaging.version import Version

from macml_doctor.commands import setup as setup_env
from macml_doctor.errors import UsageError
from macml_doctor.kb import known_good
from macml_doctor.probe import run as probe_run

CURRENT = f"{sys.version_info[0]}.{sys.version_info[1]}"
PIN = {"MACML_DOCTOR_TORCH_SPEC": "torch==2.13.0"}


@pytest.mark.slow
def test_setup_venv_torch_then_check_then_reuse(tmp_path: Path, home: Path) -> None:
    prefix = tmp_path / "ml"
    dry = doctor_process("setup", "--manager", "venv", "--frameworks", "torch", "--prefix", str(prefix),
                         "--dry-run", home=home, extra_env=PIN)
    assert dry.returncode == 0 and not prefix.exists()
    assert f"$ {prefix}/bin/python -m pip install --disable-pip-version-check torch==2.13.0" in dry.stdout

    first = doctor_process("setup", "--manager", "venv", "--frameworks", "torch", "--prefix", str(prefix), "--yes",
                           "--probe-budget", "6", home=home, extra_env=PIN)
    assert first.returncode == 0, first.stdout[-3000:] + first.stderr
    assert f"environment: {prefix}  (new)" in first.stdout
    assert f"Ready: {prefix}" in first.stdout
    assert "Successfully installed" in first.stdout and "torch-2.13.0" in first.stdout  # pip's streamed output

    check = doctor_process("check", "--python", str(prefix / "bin" / "python"), "--format", "json", home=home)
    report = json.loads(check.stdout)
    assert check.returncode == 0, check.stdout
    assert report["facts"]["python.packages"]["value"]["torch"]["version"].split("+")[0] == "2.13.0"
    assert report["summary"]["errors"] == 0
    assert not [f for f in report["findings"] if f["severity"] == "error"]

    # Again, without a terminal and without --yes: the plan says it exists, nothing runs.
    again = doctor_process("setup", "--manager", "venv", "--frameworks", "torch", "--prefix", str(prefix),
                           home=home, extra_env=PIN)
    assert again.returncode == 2
    assert "exists: reused, missing packages are installed into it; nothing is deleted" in again.stdout
    assert "-m venv" not in again.stdout and "Not created" in again.stdout
    # With --yes: reused (no new venv), pip finds torch already there, the check passes.
    reuse = doctor_process("setup", "--manager", "venv", "--frameworks", "torch", "--prefix", str(prefix), "--yes",
                           "--probe-budget", "6", home=home, extra_env=PIN)
    assert reuse.returncode == 0, reuse.stdout[-3000:]
    assert "-m venv" not in reuse.stdout and "Requirement already satisfied: torch==2.13.0" in reuse.stdout
    assert len(list((home / "logs").glob("setup-*.log"))) == 2


def _host() -> known_good.Host:
    return setup_env.detect_host()


def test_setup_bad_input(tmp_path: Path, home: Path) -> None:
    bogus = doctor("setup", "--frameworks", "torch,caffe", "--dry-run", home=home)
    assert bogus.returncode == 2 and "--frameworks 'torch,caffe': choose from torch,tensorflow,mlx" in bogus.stderr
    mlx = doctor("setup", "--manager", "uv", "--frameworks", "mlx", "--dry-run", home=home)
    refused = known_good.mlx_unsupported_reason(_host())  # this machine decides: refused off Apple silicon
    if refused:
        assert mlx.returncode == 2 and f"MLX cannot be set up here: {refused}" in mlx.stderr
    else:
        assert mlx.returncode == 0 and "packages:    mlx" in mlx.stdout, mlx.stdout + mlx.stderr
    occupied = tmp_path / "occupied"
    occupied.mkdir()
    (occupied / "notes.txt").write_text("mine\n")
    r = doctor("setup", "--manager", "venv", "--prefix", str(occupied), "--yes", home=home, extra_env=PIN)
    assert r.returncode == 2 and "exists and is not a Python environment" in r.stderr
    assert sorted(p.name for p in occupied.iterdir()) == ["notes.txt"]
    version = doctor("setup", "--python-version", "three", "--dry-run", home=home)
    assert version.returncode == 2 and "--python-version 'three'" in version.stderr


@pytest.mark.parametrize("manager", ["venv", "uv"])
def test_setup_prefix_that_is_a_file_is_a_usage_error(tmp_path: Path, home: Path, manager: str) -> None:
    afile = tmp_path / "passwd"
    afile.write_text("root:x:0:0::/root:/bin/sh\n")
    for prefix in (str(afile), "/etc/passwd"):
        r = doctor("setup", "--manager", manager, "--prefix", prefix, "--dry-run", home=home, extra_env=PIN)
        assert r.returncode == 2, r.stderr
        assert r.stderr.count("\n") == 1 and f"--prefix {prefix} exists and is not a folder" in r.stderr
        assert "Traceback" not in r.stderr and "NotADirectoryError" not in r.stderr
    assert afile.read_text() == "root:x:0:0::/root:/bin/sh\n"


def test_setup_conda_without_conda_offers_verified_miniforge(home: Path) -> None:
    r = doctor("setup", "--manager", "conda", "--dry-run", home=home, extra_env={"PATH": "/usr/bin:/bin"})
    assert r.returncode == 1
    name = setup_env.miniforge_installer(_host())  # Miniforge3-Linux-x86_64.sh here, …-MacOSX-arm64.sh on a Mac
    assert f"{name}.sha256" in r.stdout and f"shasum -a 256 -c {name}.sha256" in r.stdout
    assert f"(must print '{name}: OK'; stop otherwise)" in r.stdout


def test_below_every_mps_floor_plans_plain_torch_and_says_upgrade_macos() -> None:
    host = known_good.Host("Darwin", "arm64", Version("12.2"))
    assert known_good.requirements("torch", host) == ["torch"]  # not torch<1.12: no cp312 wheel, no MPS either
    assert known_good.no_mps_reason(host) == "macOS 12.2 < 12.3"
    request = setup_env.request_from("uv", "torch", "/nonexistent/ml", None, None, yes=False, dry_run=True)
    p = setup_env.plan(request, host)
    assert p.requirements == ("torch", "numpy") and p.python_version == "3.12"
    text = "\n".join(setup_env.describe(p))
    assert "no PyTorch release has the MPS (GPU) backend on this Mac (macOS 12.2 < 12.3)" in text
    assert "Upgrade macOS" in text
    # At the floor and above: MPS exists, no such note.
    for macos, req in (("12.3", "torch<2.5.0"), ("13.6", "torch<2.9.0"), ("14.0", "torch")):
        at = known_good.Host("Darwin", "arm64", Version(macos))
        assert known_good.requirements("torch", at) == [req] and known_good.no_mps_reason(at) is None
        assert not setup_env.plan(request, at).notes


def _out_of_range_spec() -> tuple[dict[str, str], Version, Version]:
    """A TensorFlow requirement whose wheels (python_support.toml) exclude the Python running these tests."""
    current = Version(CURRENT)
    for spec in ("tensorflow-metal==0.6.0", "tensorflow==2.15.*", "tensorflow==2.21.*"):
        span = known_good.python_range({"tensorflow": [spec]})
        assert span is not None
        if not span[0] <= current <= span[1]:
            return {"MACML_DOCTOR_TF_SPEC": spec}, span[0], span[1]
    raise AssertionError("no spec excludes " + str(current))


def test_setup_venv_picks_a_real_python_in_range_from_path(tmp_path: Path, home: Path) -> None:
    pin, low, high = _out_of_range_spec()
    found = {Version(v): exe for v, exe in interpreters.discover().items() if low <= Version(v) <= high}
    if not found:
        pytest.skip(f"no Python {low}–{high} installed here")
    minor = min(found)  # the lowest: setup walks down from the top of the range to find it
    bindir = tmp_path / "bin"
    bindir.mkdir()
    (bindir / f"python{minor}").symlink_to(found[minor])
    r = doctor("setup", "--manager", "venv", "--frameworks", "tensorflow", "--prefix", str(tmp_path / "ml"),
               "--dry-run", home=home, extra_env={**pin, "PATH": str(bindir)})
    assert r.returncode == 0, r.stdout + r.stderr
    assert f"python:      {minor}  (from {bindir}/python{minor})" in r.stdout
    assert f"$ {bindir}/python{minor} -m venv {tmp_path / 'ml'}" in r.stdout
    assert "is outside" not in r.stdout


def test_setup_venv_without_a_python_in_range_points_at_uv_or_conda(tmp_path: Path, home: Path) -> None:
    pin, low, high = _out_of_range_spec()
    empty = tmp_path / "empty"
    empty.mkdir()
    r = doctor("setup", "--manager", "venv", "--frameworks", "tensorflow", "--prefix", str(tmp_path / "ml"),
               "--dry-run", home=home, extra_env={**pin, "PATH": str(empty)})
    assert r.returncode == 2, r.stdout + r.stderr
    assert r.stderr.count("\n") == 1 and f"no Python {low}–{high}" in r.stderr
    assert "--manager uv or conda" in r.stderr and CURRENT in r.stderr
    assert not (tmp_path / "ml").exists()


def test_python_for_venv_uses_this_interpreter_only_in_range(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))  # no python3.N at all
    current = Version(CURRENT)
    assert setup_env._python_for_venv(None, current, current) == (sys.executable, str(current))
    with pytest.raises(UsageError, match="--manager uv or conda"):
        setup_env._python_for_venv(None, Version("3.0"), Version("3.1"))


def _plan_for(env_python: str, prefix: Path) -> setup_env.SetupPlan:
    return setup_env.SetupPlan(known_good.Host("Linux", "x86_64"), "venv", "test", str(prefix), env_python,
                               CURRENT, sys.executable, ("torch",), (), True)


def test_verify_reports_a_probe_timeout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The probe runs in-process (the code of `macml-doctor probe`); its process runner is the seam."""
    monkeypatch.setenv("MACML_DOCTOR_DATA_DIR", str(tmp_path / "data"))
    hang = probe_run.ChildRun(returncode=None, timed_out=True, duration_s=1.0, result=None, stderr_tail="")
    out = io.StringIO()
    code = setup_env.verify(_plan_for(sys.executable, tmp_path), out, probe_budget=1,
                            runner=lambda python, argv, **kw: hang)
    assert code != 0
    assert "probe failed: torch: timeout: no result within 1 s" in out.getvalue()
    assert "Ready:" not in out.getvalue()


@pytest.mark.parametrize("rc", [2, 3, -11])
def test_verify_reports_a_probe_that_crashed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, rc: int) -> None:
    """A real child that prints a traceback and dies, run by the probe's own runner with its own script swapped."""
    monkeypatch.setenv("MACML_DOCTOR_DATA_DIR", str(tmp_path / "data"))
    script = tmp_path / "probe_script.py"
    script.write_text("import os, signal, sys; print('Traceback: boom', file=sys.stderr); sys.stderr.flush(); "
                      f"os.kill(os.getpid(), signal.SIGSEGV) if {rc} < 0 else sys.exit({rc})\n")
    monkeypatch.setattr(probe_run, "SCRIPT", script)
    out = io.StringIO()
    code = setup_env.verify(_plan_for(sys.executable, tmp_path), out, probe_budget=1)
    assert code != 0
    shown = out.getvalue()
    assert "probe failed: torch: " in shown and ("SIGSEGV" if rc < 0 else "Traceback: boom") in shown
    assert "Ready:" not in shown
