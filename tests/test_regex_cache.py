"""regex_cache: the package's fixed patterns, compiled from code kept between runs, match exactly as ``re.compile``'s;
a kept file that is torn, altered, refused or not writable costs only time."""

from __future__ import annotations

import importlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from macml_doctor import paste, regex_cache

ROOT = Path(__file__).resolve().parent.parent
REPORTS = sorted((ROOT / "tests" / "fixtures" / "reports").glob("*.txt"))


def _text() -> str:
    """Real reports, cut short: every pattern's matches over them are compared."""
    return "\n".join(path.read_text(encoding="utf-8", errors="replace")[:3000] for path in REPORTS)


def _used() -> list[tuple[str, int]]:
    """Every fixed pattern of the modules that compile through the cache, and those compiled to read the fixture
    reports (the clues, their scouts)."""
    for path in sorted((ROOT / "macml_doctor").rglob("*.py")):
        if "regex_cache" in path.read_text(encoding="utf-8") and path.stem != "regex_cache":
            importlib.import_module(".".join(path.relative_to(ROOT).with_suffix("").parts))
    for path in REPORTS:
        paste.parse(path.read_text(encoding="utf-8", errors="replace"), path.name)
    return sorted(regex_cache._done)


def _same(a: re.Pattern[str], b: re.Pattern[str], text: str) -> None:
    assert (a.pattern, a.flags, a.groups, a.groupindex) == (b.pattern, b.flags, b.groups, b.groupindex)
    assert [(m.span(), m.groups()) for m in a.finditer(text)] == [(m.span(), m.groups()) for m in b.finditer(text)]


def test_kept_code_matches_as_re_compile_does(tmp_path: Path) -> None:
    used = _used()
    assert len(used) > 1000  # the clues, their scouts and the readers' own
    rows = {key: regex_cache._compile(*key) for key in used}
    path = tmp_path / "kept.bin"
    path.write_bytes(regex_cache._encoded(rows))
    kept = regex_cache._read(path)
    assert sorted(kept.rows) == used
    text = _text()
    for pattern, flags in used:
        fresh = re.compile(pattern, flags)
        _same(rows[(pattern, flags)].compiled(pattern), fresh, text)
        stored = kept.get((pattern, flags))
        assert stored is not None
        _same(stored.compiled(pattern), fresh, text)


def _written(tmp_path: Path) -> Path:
    path = tmp_path / "kept.bin"
    path.write_bytes(regex_cache._encoded({(p, 0): regex_cache._compile(p, 0) for p in (r"\bM(\d)\b", r"(?P<v>\d+)")}))
    assert len(regex_cache._read(path).rows) == 2
    return path


@pytest.mark.parametrize("damage", ["flip a code byte", "cut the end", "header not json", "row of another shape",
                                    "too large"])
def test_a_torn_or_altered_file_is_not_read(tmp_path: Path, damage: str, monkeypatch: pytest.MonkeyPatch) -> None:
    path = _written(tmp_path)
    data = path.read_bytes()
    head, _, body = data.partition(b"\n")
    if damage == "flip a code byte":
        data = head + b"\n" + body[:-1] + bytes([body[-1] ^ 1])
    elif damage == "cut the end":
        data = data[:-4]
    elif damage == "header not json":
        data = b"{" + data
    elif damage == "row of another shape":
        header = json.loads(head)
        header["rows"][0][4] = "one"
        data = json.dumps(header).encode() + b"\n" + body
    else:
        monkeypatch.setattr(regex_cache, "MAX_BYTES", len(data) - 1)
    path.write_bytes(data)
    assert regex_cache._read(path).rows == {}


def test_code_the_matcher_refuses_is_compiled_again(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A kept row whose digest holds but whose code the matcher's check refuses (here: the code of another pattern,
    cut short) gives the pattern compiled the usual way, and the row is written again."""
    pattern = r"macOS[- ](\d+)\.(\d+)"
    other = regex_cache._compile(r"\bM(\d)\b", 0)
    bad = regex_cache._Kept(other.flags, other.code[:-3], other.groups, other.groupindex, other.indexgroup)
    with pytest.raises(RuntimeError):
        bad.compiled(pattern)
    path = tmp_path / "kept.bin"
    path.write_bytes(regex_cache._encoded({(pattern, 0): bad}))
    monkeypatch.setattr(regex_cache, "_file", regex_cache._read(path))
    monkeypatch.setattr(regex_cache, "_done", {})
    monkeypatch.setattr(regex_cache, "_new", {(r"\bM(\d)\b", 0): other})  # not empty: no second exit hook
    got = regex_cache.compiled(pattern)
    _same(got, re.compile(pattern), "macOS 14.5 and macOS-13.6")
    assert regex_cache._new[(pattern, 0)].code != bad.code


def _said(run: subprocess.CompletedProcess[str]) -> tuple[int, dict[str, object], str]:
    """A run's exit code, its JSON report (less the time it was made) and its errors."""
    report = json.loads(run.stdout)
    report.pop("generated_at")
    return run.returncode, report, run.stderr


def test_a_new_run_reads_what_the_first_kept(tmp_path: Path) -> None:
    """Two real runs of ``check --from`` on one cache folder: the first writes the kept code of its patterns, the
    second compiles none again (nothing new to write), and both say the same."""
    env = {**os.environ, "MACML_DOCTOR_CACHE_DIR": str(tmp_path / "cache")}
    report = next(p for p in REPORTS if "anaconda-13174" in p.name)
    argv = [sys.executable, "-m", "macml_doctor", "check", "--from", str(report), "--format", "json"]
    first = subprocess.run(argv, capture_output=True, text=True, env=env, cwd=ROOT, check=False)
    (kept,) = (tmp_path / "cache").glob("regex-code-*.bin")
    written = kept.stat().st_mtime_ns, kept.read_bytes()
    assert len(regex_cache._read(kept).rows) > 500
    second = subprocess.run(argv, capture_output=True, text=True, env=env, cwd=ROOT, check=False)
    assert _said(second) == _said(first)
    assert (kept.stat().st_mtime_ns, kept.read_bytes()) == written


def test_a_cache_folder_that_cannot_be_written_costs_only_time(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder would be")
    report = next(p for p in REPORTS if "anaconda-13174" in p.name)
    argv = [sys.executable, "-m", "macml_doctor", "check", "--from", str(report), "--format", "json"]
    runs = [subprocess.run(argv, capture_output=True, text=True, cwd=ROOT, check=False,
                           env={**os.environ, "MACML_DOCTOR_CACHE_DIR": str(folder)})
            for folder in (blocker, tmp_path / "fine")]
    assert _said(runs[0]) == _said(runs[1])
    assert runs[0].stderr == ""
    assert blocker.read_text() == "a file where the cache folder would be"


def test_patterns_compiled_by_the_scan_workers_are_kept_too(tmp_path: Path) -> None:
    """A paste long enough for the clue scan to fork workers (paste/shared_work.py, where the machine has cores to
    spare): the patterns they compile come back and are kept, so the second run compiles none again either."""
    env = {**os.environ, "MACML_DOCTOR_CACHE_DIR": str(tmp_path / "cache")}
    reports = sorted((ROOT / "tests" / "corpus" / "dev").glob("*/report.txt"))[:200]
    long = tmp_path / "long.txt"
    long.write_text("\n".join(p.read_text(encoding="utf-8", errors="replace") for p in reports), encoding="utf-8")
    assert long.stat().st_size > paste.SHARED_FROM
    argv = [sys.executable, "-m", "macml_doctor", "check", "--from", str(long), "--format", "json"]
    first = subprocess.run(argv, capture_output=True, text=True, env=env, cwd=ROOT, check=False)
    (kept,) = (tmp_path / "cache").glob("regex-code-*.bin")
    written = kept.stat().st_mtime_ns, kept.read_bytes()
    second = subprocess.run(argv, capture_output=True, text=True, env=env, cwd=ROOT, check=False)
    assert _said(second) == _said(first)
    assert (kept.stat().st_mtime_ns, kept.read_bytes()) == written
