"""Learn the Facts of a live target interpreter by running child processes in it, in parallel."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from macml_doctor import messages as msg
from macml_doctor.errors import TargetError
from macml_doctor.facts import Fact, Facts, Origin, State, Target, facts_from_mapping, failed, known
from macml_doctor.gather import derive
from macml_doctor.gather.runner import MAX_STDOUT, ChildResult, run_child
from macml_doctor.gather.target import TargetChoice

COLLECTOR = Path(__file__).with_name("collector_script.py")
# Run by path (never `python -c`, which would put the current folder on sys.path); see collector_boot.py.
BOOT = Path(__file__).with_name("collector_boot.py")
COLLECTOR_TIMEOUT_S = 20.0

# A job runs one more child in the target (a framework probe) and returns facts.
Job = Callable[[str], Mapping[str, Fact]]
COLLECTOR_NAME = "collector"


def collect_live(choice: TargetChoice, *, jobs: Mapping[str, Job] | None = None, timeout: float | None = None,
                 on_child: Callable[[str, str, float], None] | None = None) -> Facts:
    """The collector and each named job, in parallel in the target; ``on_child(name, state, seconds)`` hears
    each start ("running") and end (done / absent / failed / timeout) as it happens (live progress)."""
    target = Target(Origin.LIVE, python=choice.python, reason=choice.reason)
    jobs = jobs or {}
    tell = on_child or (lambda name, state, seconds: None)

    def collector() -> dict[str, Fact]:
        tell(COLLECTOR_NAME, "running", 0.0)
        start = time.monotonic()
        try:
            items = interpret(run_child(argv(choice.python), timeout=timeout or COLLECTOR_TIMEOUT_S), choice.python)
        except TargetError:
            tell(COLLECTOR_NAME, "failed", time.monotonic() - start)
            raise
        tell(COLLECTOR_NAME, child_state(items, "collector.run"), time.monotonic() - start)
        return items

    def job(name: str, run: Job) -> Mapping[str, Fact]:
        tell(name, "running", 0.0)
        start = time.monotonic()
        result = run(choice.python)
        tell(name, child_state(result, f"{name}.import", f"{name}.child"), time.monotonic() - start)
        return result

    with ThreadPoolExecutor(max_workers=1 + len(jobs)) as pool:
        base = pool.submit(collector)
        extra = [pool.submit(job, name, run) for name, run in jobs.items()]
        items = base.result()
        results = [future.result() for future in extra]
    run = items["collector.run"]
    if run.known and str(run.value).startswith("ok"):
        # An interpreter that could not even be inspected (too old, crashed, hung) says nothing
        # trustworthy through the framework children either.
        for result in results:
            items.update(result)
    return derive.derive(Facts(target, items))


def child_state(items: Mapping[str, Fact], *keys: str) -> str:
    """How a child ended, from its facts: done, absent (not installed), failed or timeout."""
    for key in keys:
        fact = items.get(key)
        if fact is None:
            continue
        if fact.state is State.FAILED:
            return "timeout" if str(fact.error or "").startswith("timeout") else "failed"
        if fact.state is State.ABSENT and key == keys[0]:
            return "absent"
    return "done"


def argv(python: str) -> list[str]:
    """The collector's command line in the target interpreter."""
    return [python, str(BOOT), str(COLLECTOR)]


def interpret(result: ChildResult, python: str) -> dict[str, Fact]:
    """Turn the collector's run into facts; raise TargetError when it was not a Python at all."""
    source = "collector"
    if result.cut:
        return {"collector.run": failed(msg.OUTPUT_CUT.format(limit=_mib(MAX_STDOUT)), source)}
    if result.timed_out:
        return {"collector.run": failed(f"timeout:{result.duration_s:.0f}", source)}
    if result.signal_name and result.returncode != 0:
        return {"collector.run": failed(f"signal:{result.signal_name}", source)}
    payload = result.last_json(lambda doc: "facts" in doc or "too_old" in doc)
    if payload is None:
        if "Traceback (most recent call last)" in result.stderr:
            return {"collector.run": failed(result.stderr_tail(1) or f"exit status {result.returncode}", source)}
        if _started(result.stdout):
            return {"collector.run": failed(msg.CHILD_NO_RESULT.format(rc=result.returncode), source)}
        raise TargetError(f"{python}: not a Python interpreter (it did not run the collector)")
    if "too_old" in payload:
        return {
            "collector.run": known("too_old", source),
            "collector.too_old": known(str(payload["too_old"]), "sys.version_info"),
            "python.version": known(str(payload["too_old"]), "sys.version_info"),
        }
    raw = payload.get("facts")
    if not isinstance(raw, Mapping):
        return {"collector.run": failed("collector printed no facts", source)}
    try:
        items = facts_from_mapping(raw)
    except (ValueError, TypeError) as exc:  # not our collector's document (something printed one of its own)
        return {"collector.run": failed(f"collector printed malformed facts ({exc})", source)}
    items["collector.run"] = known(f"ok in {result.duration_s:.2f}s", source)
    return items


def _started(text: str) -> bool:
    return any(line.strip() == '{"collector_started": 1}' for line in text.splitlines()[:50])


def _mib(size: int) -> str:
    return f"{size // (1024 * 1024)} MiB"

