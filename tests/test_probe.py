"""The GPU probe, for real: the child script in real venvs (torch 2.13.0 CPU, tensorflow-cpu), the CLI as a
subprocess, the SQLite history under concurrent writers; and the pure checks over a recorded real H200 run."""

from __future__ import annotations

import copy
import json
import math
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from macml_doctor import chips, history, probe
from macml_doctor.diagnose import probe as probe_checks
from macml_doctor.engine import run_checks
from macml_doctor.facts import Facts, Origin, Target, known

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "probe" / "h200-probe-doc.json"


def doctor(*args: str, data_dir: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MACML_DOCTOR_DATA_DIR": str(data_dir), "CI": "true"}
    return subprocess.run([sys.executable, "-m", "macml_doctor", *args], capture_output=True, text=True,
                          timeout=timeout, env=env, stdin=subprocess.DEVNULL)


def finite_positive(value: Any) -> bool:
    return isinstance(value, (int, float)) and math.isfinite(value) and value > 0


# --- the child script, for real ----------------------------------------------------------------------


@pytest.mark.slow
def test_probe_script_measures_the_cpu_within_budget(venv_torch: Path) -> None:
    budget = 12.0
    events: list[dict[str, Any]] = []
    child = probe.run_script(str(venv_torch), ["--device", "auto", "--budget", str(budget)],
                             timeout=probe.timeout_for(budget), on_event=events.append)
    assert child.returncode == 0 and not child.timed_out, child.stderr_tail
    result = child.result
    assert result is not None and result["status"] == "ok", result
    # No accelerator in a CPU torch: said plainly, and the CPU is still measured.
    assert result["device"] == "cpu" and result["accelerator"] is None
    assert "no CUDA support" in result["accelerator_absent"]
    assert result["speedups"] == []
    # Progress streamed as it ran, ending with "done".
    assert events[0]["stage"] == "import torch" and events[-1]["stage"] == "done"
    assert all(e["event"] == "progress" for e in events)
    # Within budget (the child's own clock, imports included), and the doctor's wall clock close to it.
    timeline = [(e["stage"], e["elapsed_s"]) for e in events]
    # One step may straddle the end of the budget (a CNN step on a loaded 2-vCPU runner takes up to ~1 s).
    assert result["elapsed_s"] <= budget + max(1.5, 0.1 * budget), timeline
    assert child.duration_s <= budget + 5
    # Every stage either measured plausible numbers or says why it was skipped.
    stages = {e["stage"] for e in events} - {"import torch", "done"}
    measured = {f"train {t['workload']} (cpu)" for t in result["training"]}
    measured |= {f"matmul {m['dtype']} (cpu)" for m in result["matmul"]}
    measured |= {"copy bandwidth (cpu)" for _ in result["bandwidth"]}
    measured |= {"correctness"} if result["correctness"] else set()
    skipped = {s["stage"] for s in result["skipped"]}
    assert stages == measured | skipped, (stages, measured, skipped)
    assert all(s["reason"] for s in result["skipped"])
    for t in result["training"]:
        assert finite_positive(t["samples_per_s"]) and t["samples_per_s"] < 1e7 and t["blocks"] >= 3
    for m in result["matmul"]:
        assert finite_positive(m["tflops"]) and m["tflops"] < 50 and m["n"] in (512, 1024, 2048, 4096)
    for b in result["bandwidth"]:
        assert finite_positive(b["gbs"]) and b["gbs"] < 5000 and b["buffer_mib"] >= 64
    # Correctness ran (single- vs multi-threaded CPU: it still compares two real computations) and agrees.
    corr = result["correctness"]
    assert corr["compared"].startswith("cpu (1 thread) vs cpu")
    assert corr["ok"] is True and corr["loss_rel_diff"] < corr["tolerance"] and corr["param_rel_diff"] < 1e-3
    assert len(corr["losses_reference"]) == corr["steps"] == 5
    assert result["context"]["torch"].startswith("2.13.0") and result["context"]["cpu_threads"] >= 1


@pytest.mark.slow
def test_planted_disagreement_is_a_mismatch_and_history_persists(venv_torch: Path, tmp_path: Path) -> None:
    first = doctor("probe", "--python", str(venv_torch), "--budget", "6", "--format", "json", data_dir=tmp_path)
    assert first.returncode == 0, first.stderr
    doc1 = json.loads(first.stdout)
    assert doc1["probe"]["runs"][0]["correctness"]["ok"] is True
    assert "probe-mismatch" not in {f["id"] for f in doc1["findings"]}
    assert "previous" not in doc1["probe"]["runs"][0]

    second = doctor("probe", "--python", str(venv_torch), "--budget", "6", "--format", "json",
                    "--test-perturb-device-result", "0.05", data_dir=tmp_path)
    assert second.returncode == 1, second.stderr  # an error-level finding
    doc2 = json.loads(second.stdout)
    run = doc2["probe"]["runs"][0]
    assert run["correctness"]["ok"] is False and run["correctness"]["perturbed"] == 0.05
    assert run["correctness"]["param_rel_diff"] > 0.04
    mismatch = [f for f in doc2["findings"] if f["id"] == "probe-mismatch"]
    assert mismatch and mismatch[0]["severity"] == "error"
    # The second run found the first in the store: same machine, same environment.
    assert run["previous"]["id"] == doc1["probe"]["runs"][0]["history_id"]

    shown = doctor("history", "--format", "json", data_dir=tmp_path)
    entries = json.loads(shown.stdout)["entries"]
    assert [e["correct"] for e in entries] == [True, False]
    assert entries[0]["machine"] == entries[1]["machine"] and entries[0]["device"] == "cpu"
    table = doctor("history", data_dir=tmp_path)
    assert table.returncode == 0 and "Probe history" in table.stdout and "NO" in table.stdout


@pytest.mark.slow
def test_tensorflow_probe_says_no_gpu_and_measures_the_cpu(venv_tf: Path) -> None:
    budget = 25.0
    child = probe.run_script(str(venv_tf), ["--framework", "tensorflow", "--budget", str(budget)],
                             timeout=probe.timeout_for(budget))
    result = child.result
    assert result is not None and result["status"] == "ok", (result, child.stderr_tail)
    assert result["accelerator"] is None and result["accelerator_absent"] == "no GPU visible to TensorFlow"
    assert result["elapsed_s"] <= budget + max(1.5, 0.1 * budget)  # one step may straddle the end
    measured = [t for t in result["training"] if t["device"] == "cpu"]
    if not measured:  # a slow, loaded machine: then it must say what it skipped
        assert result["skipped"] and result["skipped"][0]["stage"] == "train cnn32 (cpu)"
    for t in measured:
        assert finite_positive(t["samples_per_s"]) and t["batch"] == 64


# --- bad input -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("args", [
    ["probe", "--budget", "0"], ["probe", "--budget", "-3"], ["probe", "--budget", "abc"],
    ["probe", "--budget", "nan"], ["probe", "--device", "tpu"], ["probe", "--framework", "jax"],
    ["check", "--probe", "--from", "nonexistent.json"],
])
def test_bad_input_is_one_line_and_exit_2(args: list[str], tmp_path: Path) -> None:
    done = doctor(*args, data_dir=tmp_path)
    assert done.returncode == 2, done
    assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1
    assert done.stderr.startswith("macml-doctor:")


@pytest.mark.slow
def test_device_not_present_is_a_clear_finding(venv_torch: Path, tmp_path: Path) -> None:
    done = doctor("probe", "--python", str(venv_torch), "--device", "cuda", "--format", "json", data_dir=tmp_path)
    assert done.returncode == 1, done.stderr
    findings = json.loads(done.stdout)["findings"]
    assert [f["id"] for f in findings] == ["probe-device-unavailable"]
    assert "--device cuda was asked for, but this torch build has no CUDA support" in findings[0]["summary"]


@pytest.mark.slow
def test_target_without_torch_is_a_clear_finding(venv_plain: Path, tmp_path: Path) -> None:
    done = doctor("probe", "--python", str(venv_plain), "--format", "json", data_dir=tmp_path)
    assert done.returncode == 0, done.stderr
    findings = json.loads(done.stdout)["findings"]
    assert [(f["id"], f["severity"]) for f in findings] == [("probe-framework-missing", "warning")]
    assert "PyTorch is not installed in" in findings[0]["summary"]
    strict = doctor("probe", "--python", str(venv_plain), "--strict", data_dir=tmp_path)
    assert strict.returncode == 1 and "probe-framework-missing" in strict.stdout


def test_a_crashing_probe_child_is_a_finding(tmp_path: Path) -> None:
    fake = tmp_path / "python"  # an "interpreter" that dies of SIGSEGV, like a broken native extension
    fake.write_text(f"#!{sys.executable}\nimport os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n")
    fake.chmod(0o755)
    runs = probe.run_probe(str(fake), budget=2)
    assert runs[0]["status"] == "crashed" and runs[0]["error"] == "SIGSEGV"
    facts = Facts(Target(Origin.LIVE, str(fake)), probe.as_facts(probe.document(
        runs, None, python=str(fake), device="auto", framework="torch", budget=2, wall_s=0.1)))
    found = run_checks(facts, probe_checks.CHECKS)
    assert [(f.id, f.severity.value) for f in found] == [("probe-crashed", "error")]
    assert "segmentation fault" in found[0].summary


@pytest.mark.slow
def test_check_with_probe_puts_the_result_in_the_envelope(venv_torch: Path, tmp_path: Path) -> None:
    done = doctor("check", "--python", str(venv_torch), "--probe", "--probe-budget", "6", "--format", "json",
                  data_dir=tmp_path, timeout=180)
    doc = json.loads(done.stdout)
    assert doc["probe"]["runs"][0]["framework"] == "torch" and doc["probe"]["requested"]["budget_s"] == 6
    assert doc["facts"]["probe.result"]["state"] == "known"
    ids = {f["id"] for f in doc["findings"]}
    assert "probe-no-accelerator" in ids and "torch-missing" not in ids


# --- history: concurrent writers -------------------------------------------------------------------------

WRITER = """
import sys
from macml_doctor import history
run = {"framework": "torch", "device": "cpu", "status": "ok", "context": {"executable": "/x/python", "torch": "2"},
       "speedups": [], "matmul": [{"device": "cpu", "dtype": "fp32", "tflops": float(sys.argv[1])}],
       "bandwidth": [], "correctness": {"ok": True}}
for i in range(25):
    history.record(run, {"cpu_brand": "test"})
"""


@pytest.mark.slow
def test_concurrent_probes_do_not_corrupt_the_store(tmp_path: Path) -> None:
    env = {**os.environ, "MACML_DOCTOR_DATA_DIR": str(tmp_path)}
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(i + 1)], env=env) for i in range(6)]
    assert [p.wait(timeout=120) for p in procs] == [0] * 6
    conn = sqlite3.connect(str(tmp_path / "history.sqlite3"))
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("SELECT COUNT(*), COUNT(DISTINCT id) FROM probe_runs").fetchone() == (150, 150)
    per_writer = dict(conn.execute("SELECT fp32_tflops, COUNT(*) FROM probe_runs GROUP BY fp32_tflops"))
    assert per_writer == {float(i + 1): 25 for i in range(6)}


def test_sparkline_scales_between_min_and_max() -> None:
    assert history.sparkline([1.0, 2.0, None, 3.0]) == "▁▅ █"
    assert history.sparkline([2.0, 2.0]) == "▅▅" and history.sparkline([None]) == ""


# --- chip catalogue and the pure checks over a recorded real run (NVIDIA H200, 2026-11-30) -------------


def test_chip_lookup() -> None:
    assert chips.lookup_cuda("NVIDIA H200").name == "NVIDIA H200 SXM"  # type: ignore[union-attr]
    assert chips.lookup_cuda("NVIDIA H200 NVL").name == "NVIDIA H200 NVL"  # type: ignore[union-attr]
    assert chips.lookup_cuda("NVIDIA A100-SXM4-80GB").bandwidth_gbs == 2039  # type: ignore[union-attr]
    assert chips.lookup_cuda("NVIDIA GeForce GTX 1080") is None
    m1max = chips.lookup_apple("Apple M1 Max", 32)
    assert m1max is not None and m1max.matmul_peak("fp32") == 10.62 and m1max.bandwidth_gbs == 400
    assert chips.lookup_apple("Apple M1 Max", None) is None  # two variants share the brand string
    assert chips.lookup_apple("Apple M5", 10).matmul_peak("fp16") is None  # type: ignore[union-attr]
    assert chips.lookup_apple("Apple M9", 10) is None


def recorded() -> dict[str, Any]:
    return json.loads(FIXTURE.read_text())


def findings_for(doc: dict[str, Any], **extra: Any) -> dict[str, Any]:
    items = probe.as_facts(doc)
    items.update({k: known(v) for k, v in extra.items()})
    found = run_checks(Facts(Target(Origin.SNAPSHOT, None), items), probe_checks.CHECKS)
    return {f.id: f for f in found}


def test_recorded_h200_run_is_healthy() -> None:
    doc = recorded()
    run = doc["runs"][0]
    fp32 = next(m for m in run["matmul"] if m["dtype"] == "fp32" and m["device"] == "cuda")
    assert fp32["peak_tflops"] == 67.0 and 0.7 < fp32["fraction"] < 0.8
    found = findings_for(doc)
    assert set(found) == {"probe-speedup"} and found["probe-speedup"].severity.value == "ok"
    assert "NVIDIA H200" in found["probe-speedup"].summary and "faster than the CPU" in found["probe-speedup"].summary


def test_above_peak_and_wide_spread_are_invalid() -> None:
    doc = copy.deepcopy(recorded())
    run = doc["runs"][0]
    m = next(m for m in run["matmul"] if m["dtype"] == "bf16")
    m["tflops"], m["fraction"] = 1200.0, 1200.0 / m["peak_tflops"]
    run["training"][0]["spread"] = 0.6
    found = findings_for(doc)
    assert found["probe-invalid"].severity.value == "warning"
    assert "bf16 matmul at 121%" in found["probe-invalid"].summary
    assert "re-run; close other apps / plug in power" in found["probe-invalid"].summary


def test_far_below_peak_is_slow_with_its_context_but_a_slow_speedup_alone_is_not() -> None:
    doc = copy.deepcopy(recorded())
    run = doc["runs"][0]
    for s in run["speedups"]:
        s["speedup"] = 0.5
    found = findings_for(doc)
    assert "probe-slow" not in found and found["probe-speedup"].severity.value == "info"
    for m in run["matmul"]:
        if "fraction" in m:
            m["fraction"] = 0.1
    doc["context"] = {"low_power_mode": True, "on_ac_power": False}
    found = findings_for(doc)
    slow = found["probe-slow"]
    assert slow.severity.value == "warning" and slow.fix == "disable-low-power-mode"
    assert "Low Power Mode is on" in slow.summary and "running on battery" in slow.summary


def test_previous_result_is_quoted() -> None:
    doc = copy.deepcopy(recorded())
    doc["runs"][0]["previous"] = {"id": 1, "date": "2026-11-20", "speedup": 8.1}
    summary = findings_for(doc)["probe-speedup"].summary
    assert ", was 8.1× on 2026-11-20" in summary
