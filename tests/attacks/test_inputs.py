"""Attack: hostile `--from` input. Endless or huge input is read up to a cap and says so; malformed
documents are exit 2 with one line or a failed fact, never exit 3 or a traceback."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from macml_doctor.errors import InputError
from macml_doctor.paste import inputs

REPORTS = Path(__file__).resolve().parents[1] / "fixtures" / "reports"


def doctor(*args: str, stdin=None, input_bytes: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "macml_doctor", *args], stdin=stdin, input=input_bytes,
                          capture_output=True, timeout=300)


def one_line_exit_2(proc: subprocess.CompletedProcess[bytes]) -> str:
    err = proc.stderr.decode()
    assert proc.returncode == 2, (proc.returncode, err[-500:])
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    return err


def test_dev_zero_is_read_up_to_the_cap() -> None:
    """An endless file, read in-process up to a small cap (the cap is a parameter)."""
    with pytest.raises(InputError, match="longer than 64 KiB; only that much of it was read"):
        inputs.load("/dev/zero", limit=64 * 1024)


@pytest.mark.slow  # the same with a small cap, in this process: the test above (fast)
def test_dev_zero_is_read_up_to_the_real_cap_then_exit_2_saying_so() -> None:
    err = one_line_exit_2(doctor("check", "--from", "/dev/zero"))
    assert "longer than 16 MiB" in err


def test_endless_stdin_is_read_up_to_the_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """A real endless pipe on stdin, read in-process up to a small cap (the cap is a parameter)."""
    yes = subprocess.Popen(["yes"], stdout=subprocess.PIPE)
    assert yes.stdout is not None
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(yes.stdout))
    try:
        with pytest.raises(InputError, match="longer than 64 KiB; only that much of it was read"):
            inputs.load("-", limit=64 * 1024)
    finally:
        yes.kill()
        yes.wait()


@pytest.mark.slow
def test_endless_stdin_is_read_up_to_the_real_cap_through_the_cli() -> None:
    yes = subprocess.Popen(["yes"], stdout=subprocess.PIPE)
    try:
        err = one_line_exit_2(doctor("check", "--from", "-", stdin=yes.stdout))
    finally:
        yes.kill()
        yes.wait()
    assert "longer than 16 MiB" in err


def test_a_report_inside_an_endless_stream_is_read_with_a_warning() -> None:
    report = (REPORTS / "pytorch-146236-rosetta-m2pro-anaconda.txt").read_bytes()
    proc = doctor("check", "--from", "-", "--format", "json", input_bytes=report + b"x" * (17 * 1024 * 1024))
    assert proc.returncode == 1, proc.stderr[-500:]
    ids = {f["id"] for f in json.loads(proc.stdout)["findings"]}
    assert {"input-truncated", "python-x86-on-arm"} <= ids


def test_a_long_file_keeps_its_start_and_end(tmp_path: Path) -> None:
    path = tmp_path / "long.txt"
    path.write_bytes(b"START\n" + b"." * 5000 + b"\nEND\n")
    read = inputs.read_input(str(path), limit=1000)
    assert read.truncated and read.text.startswith("START") and read.text.endswith("END\n")
    assert len(read.text) <= 1001
    assert not inputs.read_input(str(path)).truncated


def test_json_nested_ten_thousand_deep_is_exit_2(tmp_path: Path) -> None:
    for doc in ('{"schema_version": 1, "facts": ' + "[" * 10_000 + "]" * 10_000 + "}",
                '{"schema_version": 1, "facts": {"host.os": {"state": "known", "value": '
                + "[" * 10_000 + "]" * 10_000 + "}}}"):
        path = tmp_path / "deep.json"
        path.write_text(doc)
        proc = doctor("check", "--from", str(path))
        assert proc.returncode in (0, 1, 2), proc.stderr[-500:]
        assert b"Traceback" not in proc.stderr and proc.returncode != 3
