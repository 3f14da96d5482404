"""Numbered jobs shared with forked copies of this process, where a long paste and idle cores make it worth it.

The readers of a paste and the clue scan's rules are independent of each other (each reads the same lines and gives
what it found), and on a long paste together they are most of its time. So ``Shared`` forks workers that inherit
everything already read (the text, its windows, the compiled patterns) and take the jobs, a few at a time, from one
queue: a pipe holding the numbers of the chunks, written whole before the first fork, so each read of two bytes takes
the next chunk, and a worker stops at its end. The first jobs may stand alone in their chunks (the readers: each is a
big job, and taken first, the long ones do not come last); the rest go a few to a chunk. This process takes from the
same queue too, so no core waits for another's share. Each worker sends its answers back through its own pipe, with
the patterns it compiled anew, which this process keeps for the next run (regex_cache). The answers are pickled: the
readers' clues are objects, and these bytes come only from our own fork through a pipe no one else holds.

Nothing depends on the workers: a fork refused, a worker that dies, answers that do not read back, or one not done by
the deadline (it is killed) only leave its jobs to this process, which does every job no answer holds. So the result
is the jobs' own, in order, the same as doing them here one by one. Forking is done only where it is safe: a system
with ``fork``, and no thread besides this one (a thread holding a lock at the fork would leave it held in the copy).
A worker ends with ``os._exit``: no exit handler, no buffered output of this process written twice. A worker lives
only as long as its share (a second or two); where this process dies first, its write to the closed pipe ends it.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import select
import signal
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

from macml_doctor import regex_cache

CHUNK = 8  # jobs a worker takes at a time: small enough to share the last ones out evenly
MAX_WORKERS = 7  # forked workers at most, besides this process (BENCHMARKS.md: 7 beat 3 from 8 cores)
DEADLINE = 60.0  # seconds the workers' answers are waited for once this process has done its share
_NUMBER = 2  # bytes of a chunk's number in the queue
_MAX_CHUNKS = 2048  # the queue fits the smallest pipe buffer (macOS: 16 kB) many times over
MAX_ANSWER = 64_000_000  # bytes of one worker's answers: more is not an answer of ours


def spare_cores() -> int:
    """How many workers to fork here: one fewer than the cores this process may run on, at most MAX_WORKERS; none
    where the system cannot fork or a thread besides this one runs."""
    if not hasattr(os, "fork") or threading.active_count() > 1:
        return 0
    try:
        cores = len(os.sched_getaffinity(0))  # type: ignore[attr-defined,unused-ignore]  # Linux: those allowed
    except AttributeError:  # macOS
        cores = os.cpu_count() or 1
    return max(0, min(cores - 1, MAX_WORKERS))


class Shared:
    """Jobs ``0 … count-1`` (``job(n)`` gives a picklable value), shared with up to *workers* forked workers; the
    first *alone* jobs each make a chunk of their own. Use it as a context manager: leaving it kills a worker still
    running."""

    def __init__(self, count: int, job: Callable[[int], Any], workers: int, deadline: float = DEADLINE,
                 alone: int = 0) -> None:
        self.count, self.job, self.deadline = count, job, deadline
        alone = min(alone, count)
        size = max(CHUNK, -(-(count - alone) // _MAX_CHUNKS))
        self.chunks = [range(n, n + 1) for n in range(alone)] + [range(n, min(count, n + size))
                                                                 for n in range(alone, count, size)]
        self.children: list[tuple[int, int]] = []  # each worker's pid and the pipe its answers come from
        self.queue: int | None = None
        if workers > 0 and len(self.chunks) > 1:
            try:
                read, write = os.pipe()
            except OSError:  # no pipe to spare (out of file descriptors): the jobs are done here
                return
            os.write(write, b"".join(n.to_bytes(_NUMBER, "big") for n in range(len(self.chunks))))
            os.close(write)
            self.queue = read
            for _ in range(workers):
                self._fork()

    def __enter__(self) -> Shared:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _fork(self) -> None:
        assert self.queue is not None
        try:
            read, write = os.pipe()
        except OSError:  # no pipe to spare: the jobs are done by those already forked and here
            return
        try:
            pid = os.fork()
        except OSError:  # no process to spare: likewise
            os.close(read)
            os.close(write)
            return
        if pid == 0:  # the worker: its share, its answers, and out, whatever happens
            status = 1
            try:
                os.close(read)
                for _, fd in self.children:
                    os.close(fd)
                answers = pickle.dumps((self._take(), regex_cache.fresh()), pickle.HIGHEST_PROTOCOL)
                with os.fdopen(write, "wb") as out:
                    out.write(answers)
                status = 0
            finally:
                os._exit(status)
        os.close(write)
        self.children.append((pid, read))

    def _take(self) -> dict[int, Any]:
        """The jobs of each chunk taken from the queue, until it is empty."""
        assert self.queue is not None
        done: dict[int, Any] = {}
        while len(number := os.read(self.queue, _NUMBER)) == _NUMBER:
            for n in self.chunks[int.from_bytes(number, "big")]:
                done[n] = self.job(n)
        return done

    def results(self) -> list[Any]:
        """Every job's value, in order: the workers' answers, and what they did not answer done here."""
        done: dict[int, Any] = {}
        if self.queue is not None:
            done.update(self._take())
        until = time.monotonic() + self.deadline
        for answers in self._answers(until):
            done.update(answers)
        self.close()
        return [done[n] if n in done else self.job(n) for n in range(self.count)]

    def _answers(self, until: float) -> Iterator[dict[int, Any]]:
        """Each worker's answers that read back by *until* (``close`` then ends every worker)."""
        for _, fd in self.children:
            data = _read_all(fd, until)
            with contextlib.suppress(Exception):  # cut short (a worker killed mid-write): its jobs are done here
                answers, fresh = pickle.loads(data) if data is not None else (None, None)
                if isinstance(answers, dict) and isinstance(fresh, dict):
                    regex_cache.adopt(fresh)
                    yield answers

    def close(self) -> None:
        """Close the pipes; a worker still running is killed (and every one waited for)."""
        if self.queue is not None:
            os.close(self.queue)
            self.queue = None
        children, self.children = self.children, []
        for pid, fd in children:
            os.close(fd)
            _end(pid)


def _read_all(fd: int, until: float) -> bytes | None:
    """All a worker writes to its pipe until it closes it; None if that is not by *until*, or too much."""
    parts: list[bytes] = []
    size = 0
    while (left := until - time.monotonic()) > 0:
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            return None
        part = os.read(fd, 1 << 20)
        if not part:
            return b"".join(parts)
        parts.append(part)
        size += len(part)
        if size > MAX_ANSWER:
            return None
    return None


def _end(pid: int) -> None:
    """Kill the worker where it still runs, and reap it."""
    with contextlib.suppress(OSError):
        done, _ = os.waitpid(pid, os.WNOHANG)
        if done == 0:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
