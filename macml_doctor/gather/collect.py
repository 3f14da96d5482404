"""Learn the Facts of a live target interpreter by running child processes in it, in parallel."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from macml_doctor.diagnose import derive
from macml_doctor.errors import TargetError
from macml_doctor.facts import Fact, Facts, Origin, Target, facts_from_mapping, failed, known
from macml_doctor.gather.runner import ChildResult, run_child
from macml_doctor.gather.target import TargetChoice

COLLECTOR = Path(__file__).with_name("collector_script.py")
COLLECTOR_TIMEOUT_S = float(os.environ.get("MACML_DOCTOR_COLLECT_TIMEOUT", "20"))

# Parses on Python 2.7 and 3.x alike, so that a too-old interpreter answers instead of a SyntaxError.
BOOTSTRAP = (
    "import sys\n"
    "if sys.version_info < (3, 8):\n"
    "    sys.stdout.write('{\"too_old\": \"%d.%d.%d\"}\\n' % tuple(sys.version_info[:3]))\n"
    "else:\n"
    "    import runpy\n"
    "    runpy.run_path(sys.argv[1], run_name='__main__')\n"
)

# A job runs one more child in the target (a framework probe) and returns facts.
Job = Callable[[str], Mapping[str, Fact]]


def collect_live(choice: TargetChoice, *, jobs: Sequence[Job] = (), timeout: float | None = None) -> Facts:
    target = Target(Origin.LIVE, python=choice.python, reason=choice.reason)
    with ThreadPoolExecutor(max_workers=1 + len(jobs)) as pool:
        base = pool.submit(run_child, [choice.python, "-c", BOOTSTRAP, str(COLLECTOR)],
                           timeout=timeout or COLLECTOR_TIMEOUT_S)
        extra = [pool.submit(job, choice.python) for job in jobs]
        items = interpret(base.result(), choice.python)
        results = [future.result() for future in extra]
    run = items["collector.run"]
    if run.known and str(run.value).startswith("ok"):
        # An interpreter that could not even be inspected (too old, crashed, hung) says nothing
        # trustworthy through the framework children either.
        for result in results:
            items.update(result)
    return derive.derive(Facts(target, items))


def interpret(result: ChildResult, python: str) -> dict[str, Fact]:
    """Turn the collector's run into facts; raise TargetError when it was not a Python at all."""
    source = "collector"
    if result.timed_out:
        return {"collector.run": failed(f"timeout:{result.duration_s:.0f}", source)}
    if result.signal_name and result.returncode != 0:
        return {"collector.run": failed(f"signal:{result.signal_name}", source)}
    payload = _last_json_line(result.stdout)
    if payload is None:
        if "Traceback (most recent call last)" in result.stderr:
            return {"collector.run": failed(result.stderr_tail(1) or f"exit status {result.returncode}", source)}
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
    items = facts_from_mapping(raw, Target(Origin.LIVE, python))
    items["collector.run"] = known(f"ok in {result.duration_s:.2f}s", source)
    return items


def _last_json_line(text: str) -> dict[str, Any] | None:
    for line in reversed(text.strip().splitlines()):
        line = line.strip()
        if line.startswith("{"):
            try:
                value = json.loads(line)
            except ValueError:
                return None
            return value if isinstance(value, dict) else None
    return None

