"""Probe checks: pure functions over the ``probe.result`` fact (the document macml_doctor.probe.run builds)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from macml_doctor import messages as msg
from macml_doctor.facts import Facts
from macml_doctor.findings import Finding, Severity
from macml_doctor.kb import load as kb
from macml_doctor.probe import noise

AREA = "probe"
DEVICE_LABEL = {"cuda": "CUDA", "mps": "MPS", "metal": "Metal", "gpu": "GPU", "cpu": "CPU"}
FRAMEWORK_LABEL = {"torch": "PyTorch", "tensorflow": "TensorFlow", "jax": "JAX", "mlx": "MLX"}


def _runs(facts: Facts) -> Iterable[tuple[Mapping[str, Any], Mapping[str, Any]]]:
    doc = facts.value("probe.result")
    if not isinstance(doc, Mapping):
        return []
    return [(doc, run) for run in doc.get("runs") or [] if isinstance(run, Mapping)]


def _thresholds() -> Mapping[str, Any]:
    return kb.check_table("probe")


def _device(run: Mapping[str, Any]) -> str:
    acc = run.get("accelerator") or {}
    label = DEVICE_LABEL.get(str(run.get("device")), str(run.get("device")))
    return f"{label} ({acc['name']})" if acc.get("name") else label


def _fw(run: Mapping[str, Any]) -> str:
    return FRAMEWORK_LABEL.get(str(run.get("framework")), str(run.get("framework")))


def _accelerated(run: Mapping[str, Any]) -> bool:
    return run.get("status") == "ok" and bool(run.get("accelerator"))


def check_status(facts: Facts) -> list[Finding]:
    out = []
    for doc, run in _runs(facts):
        status = run.get("status")
        evidence = {"framework": run.get("framework"), "status": status}
        if status == "framework-missing":
            sev = Severity.WARNING if run.get("explicit", True) else Severity.INFO
            out.append(Finding("probe-framework-missing", sev, AREA, msg.summary(
                "probe-framework-missing", framework=_fw(run), python=doc.get("python") or "the target"),
                {**evidence, "error": run.get("error")}))
        elif status == "device-unavailable":
            out.append(Finding("probe-device-unavailable", Severity.ERROR, AREA, msg.summary(
                "probe-device-unavailable", framework=_fw(run), device=run.get("requested_device"),
                why=run.get("accelerator_absent") or "it is not available"),
                {**evidence, "reason": run.get("accelerator_absent")}))
        elif status == "skipped":
            continue  # --framework all with the budget spent by the first framework: the table says so
        elif status != "ok":
            why = run.get("error") or status
            if status == "crashed":
                why = f"{why}: {msg.SIGNALS.get(str(run.get('error')), 'killed by a signal')}"
            out.append(Finding("probe-crashed", Severity.ERROR, AREA,
                               msg.summary("probe-crashed", framework=_fw(run), why=why),
                               {**evidence, "error": run.get("error"), "stderr": run.get("stderr_tail")}))
    return out


def _interval_text(item: Mapping[str, Any], fmt: str) -> str:
    interval = item.get("interval")
    if not isinstance(interval, (list, tuple)) or len(interval) != 2:
        return ""
    return f" ({format(interval[0], fmt)}–{format(interval[1], fmt)})"


def _speedup_text(run: Mapping[str, Any], was: str = "") -> str:
    speedups = run.get("speedups") or []
    headline = noise.speedup(run)
    if not speedups or headline is None:
        return "no training speedup measured"
    parts = [f"{s['workload']} {s['speedup']:.1f}×{_interval_text(s, '.1f')}: {s['device_samples_per_s']:,.0f} vs "
             f"{s['cpu_samples_per_s']:,.0f} samples/s" for s in speedups]
    return (f"trains {headline.value:.1f}× ({headline.low:.1f}–{headline.high:.1f}) faster than the CPU{was} ("
            + "; ".join(parts) + ")")


def _was(run: Mapping[str, Any], figure: noise.Figure | None, key: str, floor: float,
         shown: Callable[[float], str]) -> str:
    """How this run compares with the previous one: a change only beyond the noise of both runs."""
    prev = run.get("previous") or {}
    old = prev.get(key)
    if figure is None or not isinstance(old, (int, float)):
        return ""
    if noise.changed(figure.value, figure.noise, float(old), prev.get(f"{key.split('_')[0]}_noise"), floor):
        return msg.PROBE_WAS.format(value=shown(float(old)), date=prev.get("date"))
    return msg.PROBE_SAME.format(value=shown(float(old)), date=prev.get("date"))


def rate(tflops: float) -> str:
    return f"{tflops:.1f} TFLOPS" if tflops >= 1 else f"{tflops * 1000:.0f} GFLOPS"


def _roofline_text(run: Mapping[str, Any]) -> str:
    parts = []
    for m in run.get("matmul") or []:
        if m.get("device") != run.get("device"):
            continue
        frac = f" = {m['fraction']:.0%} of peak" if "fraction" in m else ""
        label = "fp32 (in TF32)" if m.get("tf32") and m.get("dtype") == "fp32" else m["dtype"]
        parts.append(f"{label} {rate(m['tflops'])}{frac}")
    for b in run.get("bandwidth") or []:
        if b.get("device") == run.get("device"):
            frac = f" = {b['fraction']:.0%} of peak" if "fraction" in b else ""
            parts.append(f"copy {b['gbs']:,.0f} GB/s{frac}")
    return "; " + ", ".join(parts) if parts else ""


def check_speedup(facts: Facts) -> list[Finding]:
    out = []
    min_ok = float(_thresholds()["speedup"]["min_ok"])
    speedup_floor, rate_floor = noise.floors()
    for _doc, run in _runs(facts):
        if run.get("status") != "ok":
            continue
        if not run.get("accelerator"):
            numbers = _roofline_text(run).lstrip("; ")
            if numbers:
                numbers += _was(run, noise.fp32(run), "fp32_tflops", rate_floor, lambda v: f"fp32 {rate(v)}")
            train = ", ".join(f"{t['workload']} {t['samples_per_s']:,.0f} samples/s" for t in run.get("training") or [])
            # The TensorFlow probe trains only (no matmul or copy stage): its training rates are the numbers.
            measured = ", ".join(x for x in (numbers, train) if x) or "no measurement fitted the budget"
            out.append(Finding("probe-no-accelerator", Severity.INFO, AREA, msg.summary(
                "probe-no-accelerator", framework=_fw(run), why=run.get("accelerator_absent") or "none found",
                numbers=measured),
                {"framework": run.get("framework"), "reason": run.get("accelerator_absent")}))
            continue
        speedups = [s["speedup"] for s in run.get("speedups") or []]
        prev = run.get("previous") or {}
        was = _was(run, noise.speedup(run), "speedup", speedup_floor, lambda v: f"{v:.1f}×")
        sev = Severity.OK if speedups and min(speedups) >= min_ok else Severity.INFO
        out.append(Finding("probe-speedup", sev, AREA, msg.summary(
            "probe-speedup", framework=_fw(run), device=_device(run), speedups=_speedup_text(run, was),
            roofline=_roofline_text(run)),
            {"speedups": {s["workload"]: round(s["speedup"], 3) for s in run.get("speedups") or []},
             "chip": (run.get("chip") or {}).get("name"), "previous": prev or None}))
    return out


def check_correctness(facts: Facts) -> list[Finding]:
    out = []
    for _doc, run in _runs(facts):
        corr = run.get("correctness")
        if run.get("status") != "ok" or not isinstance(corr, Mapping) or corr.get("ok", True) is not False:
            continue  # agreed, or not applicable (ok is None: one CPU thread, nothing to compare with)
        out.append(Finding("probe-mismatch", Severity.ERROR, AREA, msg.summary(
            "probe-mismatch", framework=_fw(run), device=_device(run), compared=corr.get("compared"),
            loss=float(corr.get("loss_rel_diff", float("nan"))), params=float(corr.get("param_rel_diff", float("nan"))),
            tol=float(corr.get("tolerance", 0))), dict(corr)))
    return out


def _context_notes(doc: Mapping[str, Any], run: Mapping[str, Any]) -> list[str]:
    ctx = {**(run.get("context") or {}), **(doc.get("context") or {})}
    notes = []
    if ctx.get("low_power_mode") is True:
        notes.append(msg.PROBE_SLOW_CONTEXT["low_power_mode"])
    if ctx.get("on_ac_power") is False:
        notes.append(msg.PROBE_SLOW_CONTEXT["on_battery"])
    if ctx.get("rosetta") is True or ctx.get("translated") is True:
        notes.append(msg.PROBE_SLOW_CONTEXT["rosetta"])
    if str(ctx.get("mps_fallback") or "") == "1":
        notes.append(msg.PROBE_SLOW_CONTEXT["mps_fallback"])
    return notes


def check_slow(facts: Facts) -> list[Finding]:
    """Far below the chip's potential, judged from the roofline fractions only (never from the speedup)."""
    limits = _thresholds()["slow"]
    out = []
    for doc, run in _runs(facts):
        if not _accelerated(run):
            continue
        low = []
        for m in run.get("matmul") or []:
            if "fraction" not in m:
                continue
            cuda_fp32 = run.get("device") == "cuda" and m.get("dtype") == "fp32" and not m.get("tf32")
            floor = float(limits["matmul_fraction_cuda_fp32" if cuda_fp32 else "matmul_fraction"])
            if m["fraction"] < floor:
                low.append(f"{m['dtype']} matmul {m['fraction']:.0%} of peak (healthy ≥ {floor:.0%})")
        bw_floor = float(limits["bandwidth_fraction"])
        for b in run.get("bandwidth") or []:
            if "fraction" in b and b["fraction"] < bw_floor:
                low.append(f"copy bandwidth {b['fraction']:.0%} of peak (healthy ≥ {bw_floor:.0%})")
        if not low:
            continue
        notes = _context_notes(doc, run)
        ctx = "; " + ", ".join(notes) if notes else ""
        chip = (run.get("chip") or {}).get("name", "this chip")
        out.append(Finding("probe-slow", Severity.WARNING, AREA, msg.summary(
            "probe-slow", framework=_fw(run), device=_device(run), chip=chip,
            what=", ".join(low), context=ctx), {"below": low, "context": notes,
                                                "low_power_mode": msg.PROBE_SLOW_CONTEXT["low_power_mode"] in notes}))
    return out


def check_invalid(facts: Facts) -> list[Finding]:
    limits = _thresholds()["invalid"]
    max_fraction, max_spread = float(limits["max_fraction"]), float(limits["max_spread"])
    out = []
    for _doc, run in _runs(facts):
        if run.get("status") != "ok":
            continue
        why = []
        for m in run.get("matmul") or []:
            if m.get("fraction", 0) > max_fraction:
                why.append(f"{m['dtype']} matmul at {m['fraction']:.0%} of the chip's peak")
        for b in run.get("bandwidth") or []:
            if b.get("fraction", 0) > max_fraction:
                why.append(f"copy bandwidth at {b['fraction']:.0%} of the chip's peak")
        for kind, items in (("matmul", run.get("matmul")), ("copy", run.get("bandwidth")),
                            ("training", run.get("training"))):
            for item in items or []:
                if item.get("spread", 0) > max_spread:
                    name = item.get("dtype") or item.get("workload") or ""
                    why.append(f"{kind} {name} on {item.get('device')} varied by {item['spread']:.0%} between blocks")
        if why:
            out.append(Finding("probe-invalid", Severity.WARNING, AREA, msg.summary(
                "probe-invalid", framework=_fw(run), why="; ".join(why[:3]) + (" …" if len(why) > 3 else "")),
                {"reasons": why, "max_fraction": max_fraction, "max_spread": max_spread}))
    return out


CHECKS = (check_status, check_correctness, check_speedup, check_slow, check_invalid)
