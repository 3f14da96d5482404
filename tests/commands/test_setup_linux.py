"""`setup` fits the machine: on Linux the CPU build of torch without an NVIDIA GPU, the CUDA build the driver
supports with one; numpy with torch; the chosen manager checked before anything is planned.

The NVIDIA driver comes from real captured output (tests/fixtures/linux/, the project's H200 machine)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from inprocess import run_cli
from packaging.version import Version

from macml_doctor.commands import setup as setup_env
from macml_doctor.errors import UsageError
from macml_doctor.gather import nvidia
from macml_doctor.kb import known_good

LINUX = Path(__file__).resolve().parents[1] / "fixtures" / "linux"
CPU = "https://download.pytorch.org/whl/cpu"


def plan(host: known_good.Host, tmp_path: Path, manager: str = "venv") -> setup_env.SetupPlan:
    request = setup_env.request_from(manager, "torch", str(tmp_path / "ml"), None, None, yes=False, dry_run=True)
    return setup_env.plan(request, host)


def installs(p: setup_env.SetupPlan) -> list[tuple[str, ...]]:
    return [argv[argv.index("install") + 1:] for argv in p.commands if "install" in argv]


@pytest.fixture(autouse=True)
def no_pin(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(setup_env.TORCH_SPEC_ENV, raising=False)


def test_the_h200_driver_is_read_from_real_output() -> None:
    assert nvidia.parse_proc_version((LINUX / "proc-driver-nvidia-version-h200.txt").read_text()) == "580.159.04"
    assert nvidia.parse_smi((LINUX / "nvidia-smi-query-gpu-h200.txt").read_text()) == "580.159.04"
    assert nvidia.driver_version(LINUX / "proc-driver-nvidia-version-h200.txt") == "580.159.04"


def test_cpu_only_linux_gets_the_cpu_build_and_numpy(tmp_path: Path) -> None:
    p = plan(known_good.Host("Linux", "x86_64"), tmp_path)
    assert installs(p) == [("--disable-pip-version-check", "--index-url", CPU, "torch"),
                           ("--disable-pip-version-check", "numpy")]
    assert any("no NVIDIA GPU" in n for n in p.notes)
    uv = plan(known_good.Host("Linux", "x86_64"), tmp_path, "uv")
    assert [a[:3] for a in installs(uv)] == [("--python", str(tmp_path / "ml" / "bin" / "python"), "--index-url"),
                                             ("--python", str(tmp_path / "ml" / "bin" / "python"), "numpy")]


@pytest.mark.parametrize(("driver", "tag"), [("580.159.04", "cu130"), ("570.26", "cu128"), ("565.57.01", "cu126"),
                                             ("560.28.03", "cu126")])
def test_nvidia_linux_gets_the_newest_cuda_build_its_driver_supports(driver: str, tag: str, tmp_path: Path) -> None:
    p = plan(known_good.Host("Linux", "x86_64", nvidia_driver=driver), tmp_path)
    assert installs(p)[0][-3:] == ("--index-url", f"https://download.pytorch.org/whl/{tag}", "torch")
    assert any(f"NVIDIA driver {driver}" in n and tag in n for n in p.notes)


def test_a_driver_older_than_every_cuda_build_gets_the_cpu_build_and_says_update(tmp_path: Path) -> None:
    p = plan(known_good.Host("Linux", "x86_64", nvidia_driver="550.54.14"), tmp_path)
    assert installs(p)[0][-3:] == ("--index-url", CPU, "torch")
    assert any("update the driver" in n for n in p.notes)


def test_macs_keep_pypi_torch(tmp_path: Path) -> None:
    p = plan(known_good.Host("Darwin", "arm64", Version("15.2")), tmp_path)
    assert installs(p) == [("--disable-pip-version-check", "torch", "numpy")]


def test_uv_asked_for_but_missing_is_a_one_line_error_before_any_plan(tmp_path: Path) -> None:
    proc = run_cli("setup", "--manager", "uv", "--prefix", str(tmp_path / "ml"), "--dry-run",
                   env={"PATH": "/usr/bin:/bin", setup_env.TORCH_SPEC_ENV: None})
    assert proc.returncode == 2 and proc.stdout == "" and proc.stderr.count("\n") == 1
    assert "uv is not installed" in proc.stderr


def test_a_base_python_that_cannot_make_a_venv_is_named() -> None:
    python2 = "/root/.pyenv/versions/2.7.18/bin/python2.7"
    if not Path(python2).exists():
        pytest.skip("no Python 2.7 here")
    with pytest.raises(UsageError, match="cannot make a venv"):
        setup_env.check_venv(python2)
    setup_env.check_venv(sys.executable)  # this one can
