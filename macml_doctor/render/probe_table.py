"""The probe's results as a table for people (rich in a terminal, plain otherwise) and as Markdown."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from rich.table import Table

from macml_doctor import messages as msg
from macml_doctor.diagnose.probe import rate


def rows(doc: Mapping[str, Any]) -> Iterator[tuple[str, str, str, str, str]]:
    """(framework, measurement, device, result, vs peak / spread) for every measurement of every run."""
    for run in doc.get("runs") or []:
        fw = str(run.get("framework"))
        if run.get("status") != "ok":
            yield fw, "probe", str(run.get("requested_device", "")), str(run.get("status")), str(
                run.get("error") or run.get("accelerator_absent") or "")
            continue
        for t in run.get("training") or []:
            yield (fw, f"train {t['workload']} (batch {t['batch']})", t["device"],
                   f"{t['samples_per_s']:,.0f} samples/s", _interval(t, lambda v: f"{v:,.0f}"))
        for s in run.get("speedups") or []:
            yield (fw, f"speedup {s['workload']}", str(run.get("device")), f"{s['speedup']:.2f}×",
                   _interval(s, lambda v: f"{v:.2f}×"))
        for m in run.get("matmul") or []:
            label = f"matmul {m['dtype']} n={m['n']}"
            peak = f"{m['fraction']:.0%} of {m['peak_tflops']:g}; " if "fraction" in m else ""
            yield fw, label, m["device"], rate(m["tflops"]), peak + _interval(m, rate)
        for b in run.get("bandwidth") or []:
            label = f"copy {b['buffer_mib']:.0f} MiB r+w"
            peak = f"{b['fraction']:.0%} of {b['peak_gbs']:g}; " if "fraction" in b else ""
            yield fw, label, b["device"], f"{b['gbs']:,.1f} GB/s", peak + _interval(b, lambda v: f"{v:,.1f}")
        corr = run.get("correctness")
        if isinstance(corr, Mapping) and (corr.get("applicable") is False or corr.get("ok") is None):
            yield (fw, "correctness", str(corr.get("compared")), msg.PROBE_CORRECTNESS_NA,
                   str(corr.get("reason") or ""))
        elif isinstance(corr, Mapping):
            verdict = "agree" if corr.get("ok") else "DISAGREE"
            yield (fw, "correctness", str(corr.get("compared")), verdict,
                   f"loss {corr['loss_rel_diff']:.1e}, weights {corr['param_rel_diff']:.1e} "
                   f"(tol {corr['tolerance']:.0e})")


def _interval(item: Mapping[str, Any], fmt: Callable[[float], str]) -> str:
    """The figure's interval (its blocks at the quartiles), or its spread for a run stored before intervals."""
    interval = item.get("interval")
    if isinstance(interval, (list, tuple)) and len(interval) == 2:
        return f"{fmt(interval[0])} – {fmt(interval[1])}"
    return f"±{item.get('spread', 0):.0%}"


def notes(doc: Mapping[str, Any]) -> list[str]:
    out = []
    for run in doc.get("runs") or []:
        out += [msg.PROBE_SKIPPED.format(**s) for s in run.get("skipped") or []]
        out += [msg.PROBE_STAGE_ERROR.format(**e) for e in run.get("errors") or []]
    return out


def footer(doc: Mapping[str, Any]) -> str:
    walls = ", ".join(f"{r.get('framework')} {r.get('elapsed_s', r.get('wall_s', 0)):.1f} s"
                      for r in doc.get("runs") or [])
    return f"budget {doc['requested']['budget_s']:g} s; took {walls} (wall {doc.get('wall_s', 0):.1f} s)"


def table(doc: Mapping[str, Any]) -> Table:
    t = Table(title="GPU probe", title_justify="left", show_edge=False, pad_edge=False)
    for name, justify in (("framework", "left"), ("measurement", "left"), ("device", "left"),
                          ("result", "right"), ("vs peak; interval", "left")):
        t.add_column(name, justify=justify)  # type: ignore[arg-type]
    for row in rows(doc):
        t.add_row(*row)
    t.caption = "\n".join([footer(doc), *notes(doc)])
    t.caption_justify = "left"
    return t


def markdown(doc: Mapping[str, Any]) -> str:
    lines = ["#### GPU probe", "", "| framework | measurement | device | result | vs peak; interval |",
             "|---|---|---|---|---|"]
    lines += ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in rows(doc)]
    lines += ["", f"_{footer(doc)}_"] + [f"- {n}" for n in notes(doc)]
    return "\n".join(lines) + "\n"


def history_table(entries: Sequence[Any]) -> Table:
    t = Table(title="Probe history", title_justify="left", show_edge=False, pad_edge=False)
    for name in ("#", "date (UTC)", "framework", "device", "status", "speedup", "fp32 TFLOPS", "copy GB/s",
                 "correct"):  # each figure with its noise (± half its interval), where the run recorded one
        t.add_column(name, no_wrap=True)
    machines = sorted({f"{e.machine} · {e.environment}" for e in entries})
    t.caption = "\n".join(machines)
    t.caption_justify = "left"
    for e in entries:
        t.add_row(str(e.id), e.recorded_at.replace("T", " ")[:16], e.framework, e.device, e.status,
                  f"{e.speedup:.2f}×{_noise(e.speedup_noise)}" if e.speedup is not None else "–",
                  f"{e.fp32_tflops:.2f}{_noise(e.fp32_noise)}" if e.fp32_tflops is not None else "–",
                  f"{e.bandwidth_gbs:,.0f}" if e.bandwidth_gbs is not None else "–",
                  {True: "yes", False: "NO", None: "–"}[e.correct])
    return t


def _noise(value: float | None) -> str:
    return f" ±{value:.1%}" if isinstance(value, float) else ""


def trend_lines(entries: Sequence[Any]) -> list[str]:
    """The trend lines under the history table: one group per (machine, environment, framework, device)."""
    from macml_doctor.probe import history

    out = []
    last = None
    for first, what, spark in history.trends(entries):
        if first.series != last and len({e.series for e in entries}) > 1:
            out.append(msg.PROBE_HISTORY_GROUP.format(machine=first.machine, environment=first.environment,
                                                      device=first.device))
        last = first.series
        out.append(msg.PROBE_HISTORY_TREND.format(what=what, spark=spark))
    return out
