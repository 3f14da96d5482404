"""Every framework probed for real, in one venv with torch 2.13.0 CPU, tensorflow-cpu, mlx[cpu] and jax: the code
paths MLX and JAX use on Metal (arrays, mx.eval / block_until_ready, mlx.nn + mlx.optimizers / jit) run here on the
CPU. And `check` in that venv judges MLX and JAX off the Mac as working installs."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from macml_doctor.diagnose import probe as probe_checks
from macml_doctor.diagnose.engine import run_checks
from macml_doctor.facts import Facts, Origin, Target
from macml_doctor.probe import run as probe
from macml_doctor.report import Report

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "probe" / "h200-probe-doc.json"


def doctor(*args: str, data_dir: Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MACML_DOCTOR_DATA_DIR": str(data_dir), "CI": "true"}
    return subprocess.run([sys.executable, "-m", "macml_doctor", *args], capture_output=True, text=True,
                          timeout=timeout, env=env, stdin=subprocess.DEVNULL)


def figures(run: dict[str, Any]) -> list[tuple[float, list[float]]]:
    """(figure, interval) of every measurement of a run."""
    out = [(t["samples_per_s"], t["interval"]) for t in run["training"]]
    out += [(m["tflops"], m["interval"]) for m in run["matmul"]]
    out += [(b["gbs"], b["interval"]) for b in run["bandwidth"]]
    return out


@pytest.mark.slow
def test_probe_all_reports_every_framework_with_figures_and_a_verdict(venv_all: Path, tmp_path: Path) -> None:
    budget = 120.0  # room for every framework's import and training steps on a busy 2-core machine
    done = doctor("probe", "--python", str(venv_all), "--framework", "all", "--budget", str(budget),
                  "--format", "json", data_dir=tmp_path)
    doc = json.loads(done.stdout)
    # On failure, say which finding made it fail (it failed once on a machine loaded ~5 on 2 cores, unexplained).
    errors = [(f["id"], f["summary"], f.get("evidence")) for f in doc["findings"] if f["severity"] == "error"]
    assert done.returncode == 0, (done.stderr, errors)
    runs = {r["framework"]: r for r in doc["probe"]["runs"]}
    assert list(runs) == ["torch", "tensorflow", "jax", "mlx"]
    for name, run in runs.items():
        assert run["status"] == "ok", (name, run.get("error"))
        assert run["device"] == "cpu" and run["accelerator"] is None and run["accelerator_absent"]
        # Finite figures, each inside its own interval (the blocks at the quartiles).
        measured = figures(run)
        assert measured, (name, run["skipped"])
        for value, (low, high) in measured:
            assert math.isfinite(value) and value > 0 and low <= value * (1 + 1e-9) and value <= high * (1 + 1e-9)
        # Whatever did not run says why.
        assert all(s["reason"] for s in run["skipped"]), run["skipped"]
        # A correctness verdict: two real computations compared (another thread count, or float64).
        corr = run["correctness"]
        if name == "torch" and run["context"]["cpu_threads"] == 1:
            assert corr["applicable"] is False
        else:
            assert corr["ok"] is True and corr["applicable"] is True, (name, corr)
            assert corr["loss_rel_diff"] < corr["tolerance"] and len(corr["losses_device"]) == 5
    assert runs["jax"]["correctness"]["compared"] == "cpu (float64) vs cpu (fp32)"
    assert runs["mlx"]["correctness"]["compared"] == "cpu (float64) vs cpu (fp32)"
    assert runs["jax"]["context"]["jax_backend"] == "cpu" and runs["mlx"]["context"]["mlx"]
    # One line per framework, each stored in the history under its own environment.
    found = [f for f in doc["findings"] if f["id"] == "probe-no-accelerator"]
    assert [f["summary"].split(":")[0] for f in found] == ["PyTorch", "TensorFlow", "JAX", "MLX"]
    shown = json.loads(doctor("history", "--format", "json", data_dir=tmp_path).stdout)["entries"]
    assert [e["framework"] for e in shown] == ["torch", "tensorflow", "jax", "mlx"]
    assert len({e["environment"] for e in shown}) == 4


@pytest.mark.slow
def test_check_judges_mlx_and_jax_off_the_mac_as_working(venv_all: Path, tmp_path: Path) -> None:
    done = doctor("check", "--python", str(venv_all), "--format", "json", data_dir=tmp_path)
    assert done.returncode == 0, done.stderr
    found = {f["id"]: f for f in json.loads(done.stdout)["findings"]}
    assert "mlx-unsupported" not in found and not [f for f in found.values() if f["severity"] == "error"]
    assert found["mlx-cpu-only"]["severity"] == "info" and "Device(cpu, 0)" in found["mlx-cpu-only"]["summary"]
    assert found["jax-backend"]["severity"] == "info"
    assert "runs on its cpu backend" in found["jax-backend"]["summary"]


def test_every_framework_of_a_probe_gets_its_line_in_the_text_report(tmp_path: Path) -> None:
    """--framework all once showed only one line for the probe area: the torch result line disappeared."""
    from macml_doctor.render import text

    gpu = json.loads(FIXTURE.read_text())["runs"][0]  # a recorded H200 torch run
    cpu_only = {"framework": "tensorflow", "status": "ok", "device": "cpu", "accelerator": None,
                "accelerator_absent": "no GPU visible to TensorFlow", "training": [
                    {"workload": "cnn32", "device": "cpu", "batch": 64, "samples_per_s": 600.0, "spread": 0.1}],
                "speedups": [], "matmul": [], "bandwidth": []}
    doc = probe.document([gpu, cpu_only], None, python="p", device="auto", framework="all", budget=20, wall_s=20)
    facts = Facts(Target(Origin.SNAPSHOT, None), probe.as_facts(doc))
    report = Report(facts, tuple(run_checks(facts, probe_checks.CHECKS)), probe=doc)
    out = tmp_path / "report.txt"
    with out.open("w") as handle:
        text.render(report, handle)
    shown = out.read_text()
    assert "PyTorch on CUDA (NVIDIA H200)" in shown and "TensorFlow: no accelerator" in shown


def test_jax_on_a_real_h200_reports_its_cuda_backend() -> None:
    """`macml-doctor facts` on the device tool's H200 (2026-12-01; torch 2.11.0+cu130, jax 0.11.2 with CUDA)."""
    from macml_doctor.facts import load_snapshot

    snapshot = Path(__file__).resolve().parents[1] / "fixtures" / "probe" / "h200-facts-2026-12-01.json"
    found = {f.id: f for f in run_checks(load_snapshot(json.loads(snapshot.read_text())))}
    jax = found["jax-backend"]
    assert jax.severity.value == "info" and jax.summary == "JAX 0.11.2 runs on its gpu backend: gpu:NVIDIA H200"
    assert not [f for f in found.values() if f.area == "other" and f.severity.value in ("warning", "error")]
    assert "mlx-cpu-only" not in found and "mlx-available" not in found  # MLX is not installed there
