"""Pasted reports → Facts: recognise every known format in arbitrary text and read it line by line.

Formats: PyTorch collect_env (every era), detectron2's collect_env table, TensorFlow/Keras issue-template
fields, ``conda info`` (text and --json), ``conda list``, conda/mamba solver plans, ``pip list``/``pip freeze``,
platform.platform() strings, ``uname -a``, ``sw_vers``, and error lines with known signatures; through the clue
scan (``checks/clues.toml``) also ``brew config``, ``sysctl`` (and ``sysctl -n NAME`` answers), system_profiler's
hardware overview, Mac model identifiers, neofetch/fastfetch, ``npx envinfo``, the Hugging Face ``env`` commands,
``file``/``lipo -info``, and the paths that name a Python distribution. Our own JSON and Markdown reports are read
back as snapshots (:mod:`macml_doctor.paste.own`).

Every fact's ``source`` is ``report line N: <the line>`` (or ``deduced: … (<premise lines>)``).
Parsing is linear in the input: each line is cut to a bounded length and every regex is bounded.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator
from dataclasses import dataclass

from macml_doctor.facts import Facts, Origin, Target, known
from macml_doctor.paste import (
    collect_env,
    detectron2,
    exceptions,
    import_tracebacks,
    packages,
    platform_strings,
    scan,
    shared_work,
    signatures,
    tf_template,
)
from macml_doctor.paste.clues import split_lines
from macml_doctor.paste.reasoning import facts_from

# Beyond this many characters only the start and the end are read (reports put environments at either end).
MAX_CHARS = 8_000_000
PARSERS = (collect_env.parse, detectron2.parse, tf_template.parse, packages.parse, packages.installer_platform,
           platform_strings.scan, signatures.parse, import_tracebacks.parse,
           exceptions.parse)  # and the clue scan, after them
SHARED_FROM = 100_000  # characters of a paste from which the readers and the clue scan are shared with forked workers


@dataclass(frozen=True)
class Parsed:
    facts: Facts
    formats: tuple[str, ...]


def parse(text: str, name: str = "report", workers: int | None = None) -> Parsed | None:
    """Read a pasted report; None only when the text holds no clue at all. *workers*: how many forked workers share
    the readers and the clue scan (None: on a paste of SHARED_FROM characters or more, as many as there are cores to
    spare)."""
    if len(text) > MAX_CHARS:
        half = MAX_CHARS // 2
        text = text[:half] + "\n" + text[-half:]
    with _collector_paused():
        lines = split_lines(text)
        if workers is None:
            workers = shared_work.spare_cores() if len(text) >= SHARED_FROM else 0
        with scan.Scanning(lines, workers, PARSERS) as scanning:
            found = scanning.found()
    formats = tuple(sorted({fmt for f in found for fmt in f.formats}))
    if not formats and not any(f.clues for f in found):
        return None
    items = facts_from(found, lines)
    if not items:
        return None
    if "python.packages" in items or "conda.packages" in items:
        # A pasted listing is filtered (collect_env) or cut: a package missing from it proves nothing.
        items["python.packages_complete"] = known(False, "a pasted report lists only some packages")
    kind = "+".join(formats) if formats else "prose"
    target = Target(Origin.REPORT, python=None, reason=f"pasted report {name} ({kind.replace('+', ', ')})",
                    report_kind=kind)
    return Parsed(Facts(target, items), formats)


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """The reading of a long paste makes a great many small objects and no garbage cycle worth collecting on the
    way: the cycle collector's passes over them cost ~3 % of a 1 MB paste's time (BENCHMARKS.md). Paused while it
    reads, and started again after (it collects then what is left)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
