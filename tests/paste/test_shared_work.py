"""shared_work: jobs shared with real forked workers give every job's own value, in order, whatever the workers do
(answer, die, hang); and the readers and the clue scan shared with workers find exactly what one process finds, on
real reports."""

from __future__ import annotations

import contextlib
import os
import re
import select
from pathlib import Path

import pytest

from macml_doctor import paste, regex_cache
from macml_doctor.paste import evaluators, scan, shared_work
from macml_doctor.paste.clues import Found, split_lines

ROOT = Path(__file__).resolve().parents[2]
PARENT = os.getpid()

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="workers are forked: a system without fork scans alone")


def _value(n: int) -> tuple[int, str]:
    return n, f"job {n}"


def _gone(pid: int) -> bool:
    """Whether the worker was reaped (no zombie left behind)."""
    try:
        os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return True
    return False


def test_a_worker_does_the_jobs_it_takes_and_sends_them_back() -> None:
    done_here: list[int] = []

    def job(n: int) -> tuple[int, str]:
        if os.getpid() == PARENT:
            done_here.append(n)
        return _value(n)

    with shared_work.Shared(100, job, workers=1) as shared:
        (pid, answers), = shared.children
        select.select([answers], [], [], 60)  # it writes once the queue is empty: every chunk is taken
        got = shared.results()
    assert got == [_value(n) for n in range(100)]
    assert done_here == []
    assert _gone(pid)


@pytest.mark.parametrize("workers", [1, 2, 3])
def test_jobs_come_back_in_order_from_any_number_of_workers(workers: int) -> None:
    with shared_work.Shared(203, _value, workers=workers) as shared:
        pids = [pid for pid, _ in shared.children]
        assert len(pids) == workers
        assert shared.results() == [_value(n) for n in range(203)]
    assert all(_gone(pid) for pid in pids)


def test_the_jobs_of_a_worker_that_dies_are_done_here() -> None:
    def job(n: int) -> tuple[int, str]:
        if os.getpid() != PARENT and n % 10 == 3:
            os._exit(3)  # the worker dies with the jobs it had taken
        return _value(n)

    with shared_work.Shared(120, job, workers=2) as shared:
        assert shared.results() == [_value(n) for n in range(120)]


def test_a_worker_past_the_deadline_is_killed_and_its_jobs_done_here() -> None:
    def job(n: int) -> tuple[int, str]:
        if os.getpid() != PARENT:
            select.select([], [], [], 600)  # hangs
        return _value(n)

    with shared_work.Shared(40, job, workers=1, deadline=0.5) as shared:
        (pid, _), = shared.children
        assert shared.results() == [_value(n) for n in range(40)]
    assert _gone(pid)


def test_leaving_early_kills_the_workers() -> None:
    def job(n: int) -> int:
        if os.getpid() != PARENT:
            select.select([], [], [], 600)
        return n

    with pytest.raises(KeyError), shared_work.Shared(40, job, workers=2) as shared:
        pids = [pid for pid, _ in shared.children]
        raise KeyError("the reading failed elsewhere")
    assert all(_gone(pid) for pid in pids)


def test_no_file_descriptor_to_spare_leaves_the_jobs_here() -> None:
    """A process out of file descriptors (no pipe can be made): no worker, every job done here."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(int(fd) for fd in os.listdir("/dev/fd")) + 1, hard))
    taken: list[int] = []
    try:
        with contextlib.suppress(OSError):  # every free descriptor under the limit taken
            while True:
                taken.append(os.open(os.devnull, os.O_RDONLY))
        with pytest.raises(OSError):
            os.pipe()
        with shared_work.Shared(100, _value, workers=2) as shared:
            assert shared.children == [] and shared.queue is None
            got = shared.results()
    finally:
        for fd in taken:
            os.close(fd)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    assert got == [_value(n) for n in range(100)]


def test_few_jobs_or_no_workers_are_done_here_alone() -> None:
    for count, workers in ((5, 2), (100, 0)):
        with shared_work.Shared(count, _value, workers=workers) as shared:
            assert shared.children == []
            assert shared.results() == [_value(n) for n in range(count)]


def test_patterns_a_worker_compiles_are_kept_by_this_process() -> None:
    pattern = r"shared-work-test-(\d+)-(?P<unique>[a-z]+)"

    def job(n: int) -> int:
        return len(regex_cache.compiled(pattern).findall(f"shared-work-test-{n}-abc"))

    before = dict(regex_cache._new)
    try:
        with shared_work.Shared(10 * shared_work.CHUNK, job, workers=1) as shared:
            (_, answers), = shared.children
            select.select([answers], [], [], 60)
            assert shared.results() == [1] * (10 * shared_work.CHUNK)
        kept = regex_cache._new[(pattern, 0)]
        assert kept.compiled(pattern).match("shared-work-test-7-xyz").group("unique") == "xyz"
        regex_cache.adopt({("ok", 0): ("not", "a", "row"), 3: 4, ("bad", 0): (0, ["x"], 0, {}, ())})
        assert ("ok", 0) not in regex_cache._new and ("bad", 0) not in regex_cache._new
    finally:
        regex_cache._new.clear()
        regex_cache._new.update(before)
        regex_cache._done.pop((pattern, 0), None)


def _real_reports(size: int) -> str:
    """Real reports of the dev corpus, in order, to *size* characters: a long paste of varied text."""
    parts, total = [], 0
    for path in sorted((ROOT / "tests" / "corpus" / "dev").glob("*/report.txt")):
        parts.append(path.read_text(encoding="utf-8", errors="replace"))
        total += len(parts[-1])
        if total >= size:
            break
    return "\n".join(parts)


def _clues(found: Found) -> list[tuple[str, object, int, int, str]]:
    return [(c.key, c.value, c.line.number, c.rank, c.certainty) for c in found.clues]


def test_a_worker_sends_back_what_the_readers_found() -> None:
    """The readers' jobs come first, one to a chunk; a worker that takes them all sends their clues back whole."""
    lines = split_lines(_real_reports(120_000))
    done_here: list[int] = []

    def job(n: int) -> Found:
        if os.getpid() == PARENT:
            done_here.append(n)
        return paste.PARSERS[n](lines)

    count = len(paste.PARSERS)
    with shared_work.Shared(count, job, workers=1, alone=count) as shared:
        assert shared.chunks == [range(n, n + 1) for n in range(count)]
        (_, answers), = shared.children
        select.select([answers], [], [], 60)
        got = shared.results()
    assert done_here == []
    assert [(f.parser, _clues(f), f.formats) for f in got] == [
        (f.parser, _clues(f), f.formats) for f in (reader(lines) for reader in paste.PARSERS)]
    assert sum(len(f.clues) for f in got) > 300


@pytest.mark.parametrize("workers", [1, 3])
def test_the_readers_and_the_scan_shared_with_workers_find_what_one_process_finds(workers: int) -> None:
    lines = split_lines(_real_reports(300_000))
    with scan.Scanning(lines, 0, paste.PARSERS) as scanning:
        alone = scanning.found()
    with scan.Scanning(lines, workers, paste.PARSERS) as scanning:
        assert len(scanning.shared.children) == workers
        shared = scanning.found()
    assert [(f.parser, _clues(f), f.formats) for f in shared] == [(f.parser, _clues(f), f.formats) for f in alone]
    assert _clues(alone[-1]) == _clues(scan.scan(lines))
    assert len(alone) == len(paste.PARSERS) + 1 and len(alone[-1].clues) > 1000


def test_a_long_paste_reads_the_same_with_workers_as_without() -> None:
    text = _real_reports(paste.SHARED_FROM + 50_000)
    together, alone = paste.parse(text, "long", workers=2), paste.parse(text, "long", workers=0)
    assert together is not None and alone is not None
    assert together.facts.dumps() == alone.facts.dumps()
    assert re.search(r'"report line \d+', together.facts.dumps())


def _asked_anywhere() -> list[re.Pattern[str]]:
    """Every pattern the evaluators ask whether it matches anywhere in the stream (the module constants they pass)."""
    source = Path(evaluators.__file__).read_text(encoding="utf-8")
    names = sorted(set(re.findall(r"\.anywhere\((_[A-Z][A-Z0-9_]*)\)", source)))
    return [getattr(evaluators, name) for name in names]


def test_on_a_long_paste_anywhere_reads_windows_and_says_what_a_whole_search_says() -> None:
    asked = _asked_anywhere()
    assert len(asked) >= 20
    for text in (_real_reports(400_000), _real_reports(150_000) + "\nsent from my iPhone\nNo module named 'mlx'\n"):
        with scan.Scanning(split_lines(text), workers=0) as scanning:
            flat = scanning.flat
            assert flat.windows is not None
            said = {regex.pattern: flat.anywhere(regex) for regex in asked}
        assert said == {regex.pattern: regex.search(flat.text) is not None for regex in asked}
        assert any(said.values()) and not all(said.values())
