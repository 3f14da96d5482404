"""Run the GPU probe (probe_script.py) in the target interpreter and turn its output into the probe document.

The child streams JSON progress lines; they are read as they come (a rich progress bar on stderr when a
person is watching) and the last ``{"event": "result"}`` line is the result. A child that crashes, hangs
past budget + margin, or prints no result becomes a run with ``status`` "crashed"/"timeout"/"no-result",
which the checks turn into a finding; it never raises. The document is put in the Facts under
``probe.result`` so that the checks stay pure functions of Facts.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from macml_doctor import messages as msg
from macml_doctor.errors import TargetError, UsageError
from macml_doctor.facts import Fact, Facts, clean_value, known
from macml_doctor.gather import runner
from macml_doctor.kb import chips

SCRIPT = Path(__file__).with_name("script.py")
DEVICES = ("auto", "mps", "cuda", "cpu")
PROBED = ("torch", "tensorflow", "jax", "mlx")  # --framework all runs them in this order
FRAMEWORKS = (*PROBED, "all")
DEFAULT_BUDGET_S = 20.0
MAX_BUDGET_S = 3600.0  # an hour: far more than any probe needs, and a finite timer for the watchdog
# With --framework all, each framework gets what is left of the budget in proportion to these weights among
# those still to run (one that is missing or finishes early leaves its time to the next).
ALL_WEIGHTS = {"torch": 1.5, "tensorflow": 1.0, "jax": 1.0, "mlx": 1.0}
# Below this, a child cannot even import its framework: the run is recorded as skipped, never started.
MIN_SHARE_S = 1.0
MAX_LINE = 1024 * 1024  # one JSON event line of the probe script: a few kilobytes

Event = Callable[[Mapping[str, Any]], None]


def timeout_for(budget_s: float) -> float:
    """The child's hard limit: its budget, plus start-up and teardown (a slow first import) and a margin."""
    return budget_s * 1.25 + 20.0


@dataclass(frozen=True)
class ChildRun:
    returncode: int | None
    timed_out: bool
    duration_s: float
    result: Mapping[str, Any] | None
    stderr_tail: str

    @property
    def signal_name(self) -> str | None:
        return runner.signal_name(self.returncode)


def run_script(python: str, argv: Sequence[str], *, timeout: float, on_event: Event | None = None) -> ChildRun:
    """Run the probe script, streaming its stdout lines to on_event; kill its process group on timeout."""
    start = time.perf_counter()
    try:
        # Isolated like every child (runner): from an empty folder, without PYTHONSTARTUP.
        proc = subprocess.Popen([python, str(SCRIPT), *argv], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, start_new_session=True, cwd=runner.safe_cwd(),
                                env=runner.child_env({**os.environ, "PYTHONUNBUFFERED": "1"}))
    except FileNotFoundError as exc:
        raise TargetError(f"{python}: no such file") from exc
    except OSError as exc:
        raise TargetError(f"{python}: cannot be run ({exc.strerror or exc})") from exc
    stderr_chunks: list[bytes] = []

    def drain_stderr() -> None:  # bounded: only the end of stderr is kept
        while proc.stderr is not None and (chunk := proc.stderr.read(65536)):
            stderr_chunks.append(chunk)
            while len(stderr_chunks) > 16:
                stderr_chunks.pop(0)

    drain = threading.Thread(target=drain_stderr, daemon=True)
    drain.start()
    timed_out = threading.Event()

    def kill() -> None:
        timed_out.set()
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            proc.kill()

    watchdog = threading.Timer(timeout, kill)
    watchdog.start()
    result: Mapping[str, Any] | None = None
    try:
        assert proc.stdout is not None
        read = 0
        # Bounded: a line is read up to MAX_LINE bytes, and the whole output up to runner.MAX_STDOUT.
        for raw in iter(lambda: proc.stdout.readline(MAX_LINE) if proc.stdout else b"", b""):
            read += len(raw)
            if read > runner.MAX_STDOUT:
                kill()
                break
            line = raw.decode("utf-8", "replace").strip()
            if not line.startswith("{"):
                continue
            try:
                event = clean_value(json.loads(line))
            except (ValueError, RecursionError):
                continue
            if not isinstance(event, dict):
                continue
            if event.get("event") == "result":
                result = event
            elif on_event is not None:
                on_event(event)
        proc.wait()
    finally:
        watchdog.cancel()
        if proc.poll() is None:  # Ctrl-C (or any error) while reading: the child has its own session
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                proc.kill()
            proc.wait()
    drain.join(timeout=5)
    err = b"".join(stderr_chunks).decode("utf-8", "replace")
    tail = "\n".join([ln for ln in err.strip().splitlines() if ln.strip()][-3:])
    return ChildRun(None if timed_out.is_set() else proc.returncode, timed_out.is_set(),
                    time.perf_counter() - start, result, tail)


def validate(device: str, framework: str, budget: float) -> None:
    if device not in DEVICES:
        raise UsageError(f"--device {device!r}: choose one of {', '.join(DEVICES)}")
    if framework not in FRAMEWORKS:
        raise UsageError(f"--framework {framework!r}: choose one of {', '.join(FRAMEWORKS)}")
    if not budget > 0 or budget != budget or budget == float("inf"):
        raise UsageError(f"--budget {budget:g}: must be a positive number of seconds")
    if budget > MAX_BUDGET_S:
        raise UsageError(f"--budget {budget:g}: " + msg.PROBE_BUDGET_MAX.format(max=f"{MAX_BUDGET_S:g}"))


Runner = Callable[..., ChildRun]  # run_script's signature: (python, argv, *, timeout, on_event) -> ChildRun


def run_probe(python: str, *, device: str = "auto", framework: str = "torch", budget: float = DEFAULT_BUDGET_S,
              on_event: Event | None = None, runner: Runner | None = None) -> list[dict[str, Any]]:
    """Run the probe for one framework or all of them; one raw run record per framework. ``runner`` runs the probe
    script (run_script; tests pass a fake one)."""
    runner = runner or run_script
    validate(device, framework, budget)
    names = list(PROBED) if framework == "all" else [framework]
    runs = []
    started = time.perf_counter()
    for i, name in enumerate(names):
        if framework == "all":
            left = budget - (time.perf_counter() - started)
            share = left * ALL_WEIGHTS[name] / sum(ALL_WEIGHTS[n] for n in names[i:])
        else:
            share = budget
        if share < MIN_SHARE_S:
            runs.append({"framework": name, "explicit": framework != "all", "wall_s": 0.0, "status": "skipped",
                         "error": msg.PROBE_BUDGET_SPENT.format(left=max(share, 0.0))})
            continue
        argv = ["--device", device, "--framework", name, "--budget", f"{share:.3f}"]
        child = runner(python, argv, timeout=timeout_for(share), on_event=on_event)
        runs.append(_run_record(name, child, explicit=framework != "all"))
    return runs


def _run_record(framework: str, child: ChildRun, *, explicit: bool) -> dict[str, Any]:
    base: dict[str, Any] = {"framework": framework, "explicit": explicit, "wall_s": round(child.duration_s, 3)}
    if child.result is not None:
        record = {k: v for k, v in child.result.items() if k != "event"}
        return {**record, **base}
    if child.timed_out:
        status, why = "timeout", f"no result within {child.duration_s:.0f} s"
    elif child.signal_name:
        status, why = "crashed", child.signal_name
    else:
        status, why = "no-result", child.stderr_tail or f"exit status {child.returncode}"
    return {**base, "status": status, "error": why, "stderr_tail": child.stderr_tail}


# --- roofline: achieved / peak -------------------------------------------------------------------------


def peaks_for(run: Mapping[str, Any], facts: Facts | None) -> chips.Peaks | None:
    acc = run.get("accelerator") or {}
    if acc.get("type") == "cuda":
        return chips.lookup_cuda(acc.get("name"))
    if acc.get("type") in ("mps", "metal") and facts is not None:  # torch's MPS, MLX's and jax-metal's Metal
        cores = facts.value("host.gpu_cores")
        return chips.lookup_apple(facts.value("host.cpu_brand") or acc.get("name"),
                                  int(cores) if isinstance(cores, int) else None)
    return None


def enrich(run: dict[str, Any], peaks: chips.Peaks | None) -> dict[str, Any]:
    """Add peak and fraction to each accelerator measurement the catalogue knows a peak for."""
    if peaks is None:
        run["chip"] = None
        return run
    run["chip"] = peaks.to_json()
    device = run.get("device")
    for m in run.get("matmul", []):
        # a product that ran in TF32 (MLX on CUDA computes its fp32 products so, with no switch) against TF32's peak
        dtype = "tf32" if m.get("tf32") else m.get("dtype", "")
        peak = peaks.matmul_peak(dtype) if m.get("device") == device else None
        if peak:
            m["peak_tflops"] = peak
            m["fraction"] = m["tflops"] / peak
    for b in run.get("bandwidth", []):
        if b.get("device") == device and peaks.bandwidth_gbs:
            b["peak_gbs"] = peaks.bandwidth_gbs
            b["fraction"] = b["gbs"] / peaks.bandwidth_gbs
    return run


CONTEXT_FACTS = (
    ("host.cpu_brand", "cpu_brand"), ("host.gpu_cores", "gpu_cores"), ("host.low_power_mode", "low_power_mode"),
    ("host.on_ac_power", "on_ac_power"), ("host.battery_percent", "battery_percent"),
    ("python.translated", "rosetta"), ("host.os", "os"), ("host.macos_version", "macos"),
)


def context_from_facts(facts: Facts | None) -> dict[str, Any]:
    if facts is None:
        return {}
    ctx = {name: facts.value(key) for key, name in CONTEXT_FACTS if facts.is_known(key)}
    if "rosetta" in ctx:
        ctx["rosetta"] = ctx["rosetta"] == 1 or ctx["rosetta"] is True
    env = facts.value("env") or {}
    if isinstance(env, Mapping) and "PYTORCH_ENABLE_MPS_FALLBACK" in env:
        ctx["mps_fallback"] = env["PYTORCH_ENABLE_MPS_FALLBACK"]
    return ctx


def document(runs: list[dict[str, Any]], facts: Facts | None, *, python: str, device: str, framework: str,
             budget: float, wall_s: float) -> dict[str, Any]:
    """The probe document: the envelope's "probe" key and the ``probe.result`` fact."""
    enriched = [enrich(dict(run), peaks_for(run, facts)) for run in runs]
    return {"schema": 1, "python": python,
            "requested": {"device": device, "framework": framework, "budget_s": budget},
            "wall_s": round(wall_s, 3), "context": context_from_facts(facts), "runs": enriched}


def as_facts(doc: Mapping[str, Any]) -> dict[str, Fact]:
    return {"probe.result": known(dict(doc), "probe_script.py in the target interpreter")}


# --- progress display ------------------------------------------------------------------------------------


class Progress:
    """A rich progress bar on stderr driven by the child's events; silent when stderr is not a terminal."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self._progress: Any = None
        self._task: Any = None

    def __enter__(self) -> Progress:
        if self.enabled:
            from rich.console import Console
            from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

            self._progress = Progress(TextColumn("[bold]probe[/] {task.description}"), BarColumn(),
                                      TextColumn("{task.completed:.0f}/{task.total:.0f}"), TimeElapsedColumn(),
                                      console=Console(stderr=True), transient=True)
            self._progress.__enter__()
            self._task = self._progress.add_task("starting", total=1)
        return self

    def __exit__(self, *exc: object) -> None:
        if self._progress is not None:
            self._progress.__exit__(*exc)

    def __call__(self, event: Mapping[str, Any]) -> None:
        if self._progress is None or event.get("event") != "progress":
            return
        self._progress.update(self._task, description=str(event.get("stage", "")),
                              completed=float(event.get("index", 0)), total=float(event.get("total", 1) or 1))
