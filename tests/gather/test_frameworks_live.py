"""The framework children run for real in real venvs (torch 2.13.0 CPU, tensorflow-cpu, neither)."""

from __future__ import annotations

from pathlib import Path

import pytest
from frameworks_helpers import finding, run_check

pytestmark = pytest.mark.slow

# Findings that must come from the framework children on this (Linux, no GPU) machine.
FRAMEWORK_AREAS = ("packages", "torch", "tensorflow", "other")


def framework_ids(report: dict) -> list[str]:
    return sorted(f["id"] for f in report["findings"] if f["area"] in FRAMEWORK_AREAS)


def test_torch_cpu_venv(venv_torch: Path) -> None:
    rc, report, stderr = run_check(venv_torch)
    assert rc == 0, stderr
    assert framework_ids(report) == ["tensorflow-missing", "torch-cpu-only"]
    facts = report["facts"]
    assert facts["torch.import"]["value"] == "ok"
    assert facts["torch.version"]["value"] == "2.13.0+cpu"
    assert facts["torch.mps_built"]["value"] is False
    assert facts["torch.cuda_available"]["value"] is False
    assert facts["torch.cuda_version"]["state"] == "absent"
    assert facts["tensorflow.import"]["state"] == "absent"
    assert facts["mlx.import"]["state"] == "absent"
    f = finding(report, "torch-cpu-only")
    assert f["summary"] == "torch 2.13.0 runs on the CPU only (CPU-only build; no NVIDIA GPU found)"
    scan = facts["packages.arch_scan"]["value"]
    assert scan["process_arch"] == "x86_64" and scan["unloadable"] == [] and "torch" in scan["packages"]
    assert scan["files_checked"] > 0 and not scan["truncated"]
    assert "Traceback" not in stderr


def test_tensorflow_cpu_venv(venv_tf: Path) -> None:
    rc, report, stderr = run_check(venv_tf)
    assert rc == 0, stderr
    assert framework_ids(report) == ["tf-cpu-only", "torch-missing"]
    facts = report["facts"]
    assert facts["tensorflow.import"]["value"] == "ok"
    assert facts["tensorflow.gpu_devices"]["value"] == []
    assert facts["tensorflow.keras_version"]["value"].startswith("3.")
    version = facts["tensorflow.version"]["value"]
    assert finding(report, "tf-cpu-only")["summary"] == (
        f"TensorFlow {version} (tensorflow-cpu) sees no GPU: it runs on the CPU")


def test_plain_venv(venv_plain: Path) -> None:
    rc, report, stderr = run_check(venv_plain)
    assert rc == 0, stderr
    assert framework_ids(report) == ["tensorflow-missing", "torch-missing"]
    for name in ("torch", "tensorflow", "mlx", "jax", "coremltools"):
        assert report["facts"][f"{name}.import"]["state"] == "absent", name
    # An absent framework is decided by find_spec, without importing anything.
    for name in ("torch", "tensorflow"):
        assert report["facts"][f"{name}.import"]["source"] == f"importlib.util.find_spec({name!r}) is None"


def test_children_honour_the_fallback_variable(venv_torch: Path) -> None:
    _, report, _ = run_check(venv_torch, env={"PYTORCH_ENABLE_MPS_FALLBACK": "1"})
    assert report["facts"]["torch.fallback_env"] == {
        "state": "known", "value": "1", "source": "os.environ in the child"}
