"""`fix` on bad input: unknown id, fix not applicable, read-only profile, a command failing halfway.

Each gets one clear line (no traceback), the documented exit code, and no half-written file.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from as_user import doctor, doctor_process, fix_here
from remedy.test_profile_edit import _make_read_only, _undo_read_only

from macml_doctor.remedy.profile_edit import EditError


def test_unknown_id(venv_plain: Path, home: Path) -> None:
    r = doctor("fix", "no-such-fix", "--python", str(venv_plain), home=home)
    assert r.returncode == 2
    assert r.stderr == "macml-doctor: unknown fix or finding id 'no-such-fix'; `macml-doctor list` shows every id\n"
    assert "Traceback" not in r.stdout + r.stderr


def test_fix_not_applicable_here(venv_plain: Path, home: Path) -> None:
    # No torch in this venv, so the torch variable has nothing to act on.
    r = doctor("fix", "enable-mps-fallback", "--python", str(venv_plain), "--yes", home=home)
    assert r.returncode == 2
    assert "fix 'enable-mps-fallback' does not apply to this environment" in r.stderr
    # A Mac-only conda fix on a Linux pip venv.
    r = doctor("fix", "set-conda-subdir-arm64", "--python", str(venv_plain), "--yes", home=home)
    assert r.returncode == 2 and "does not apply" in r.stderr
    # A finding id that is not present here.
    r = doctor("fix", "python-x86-on-arm", "--python", str(venv_plain), home=home)
    assert r.returncode == 2
    assert "python-x86-on-arm: this finding is not present on this machine" in r.stderr
    assert not (home / ".bash_profile").exists() and not (home / "logs").exists()


@pytest.mark.slow  # the edit itself: tests/remedy/test_profile_edit.py (fast)
def test_read_only_profile(venv_torch: Path, home: Path) -> None:
    profile = home / ".bash_profile"
    profile.write_text("export A=1\n")
    _make_read_only(home)
    try:
        r = doctor_process("fix", "enable-mps-fallback", "--python", str(venv_torch), "--yes", home=home,
                           extra_env={"MACML_DOCTOR_LOG_DIR": str(home.parent / "logs")})
    finally:
        _undo_read_only(home)
    assert r.returncode == 1, r.stdout + r.stderr
    assert "✗ enable-mps-fallback: failed" in r.stdout
    assert f"cannot write {profile}" in r.stdout and "the file was not changed" in r.stdout
    assert profile.read_text() == "export A=1\n"
    assert sorted(p.name for p in home.iterdir()) == [".bash_profile"]
    assert "Traceback" not in r.stdout + r.stderr


def test_command_failing_halfway(venv_plain: Path, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rc, out = fix_here("fail-halfway", python=venv_plain, home=home, monkeypatch=monkeypatch, yes=True)
    assert rc == 1, out
    assert "ran:one" in out and "ran:two" in out and "ran:three" not in out
    assert "✗ fail-halfway: failed" in out
    assert "exit status 3" in out and "the steps after it were not run" in out
    assert out.count("not-run") == 2  # the third command and the profile edit
    assert not (home / ".bash_profile").exists()  # the edit after the failure never happened
    log = next((home / "logs").glob("fix-*.log")).read_text()
    assert "exit 3" in log and "fail-halfway: failed" in log


def test_no_stdin_without_yes_exits_non_zero(venv_plain: Path, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rc, out = fix_here("fail-halfway", python=venv_plain, home=home, monkeypatch=monkeypatch)
    assert rc == 2 and "ran:one" not in out
    assert "Re-run with --yes" in out


def test_from_snapshot_needs_dry_run(fixtures_dir: Path, home: Path) -> None:
    snap = fixtures_dir / "snapshots" / "apple-silicon-macos-12.2.1.json"
    r = doctor("fix", "--from", str(snap), "--yes", home=home)
    assert r.returncode == 2 and "add --dry-run" in r.stderr


def test_interrupted_write_leaves_no_temp_file(tmp_path: Path) -> None:
    """Ctrl-C while the new profile is being written: the old file stays, no temp file is left."""
    from macml_doctor.remedy import profile_edit

    profile = tmp_path / ".zshrc"
    profile.write_text("export A=1\n")
    real_fsync = os.fsync

    def interrupt(fd: int) -> None:
        raise KeyboardInterrupt

    os.fsync = interrupt  # the boundary: the moment between writing and renaming
    try:
        with pytest.raises(KeyboardInterrupt):
            profile_edit.set_profile_env(profile, {"X": "1"}, "zsh")
    finally:
        os.fsync = real_fsync
    assert profile.read_text() == "export A=1\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == [".zshrc"]


def test_ctrl_c_during_a_command(venv_plain: Path, home: Path) -> None:
    """A real SIGINT to the doctor while its command runs: the command is stopped, the edit never happens,
    and the report says what was and was not done."""
    import signal
    import subprocess
    import sys
    import time

    from sigint import default_signals

    tests = Path(__file__).resolve().parents[1]
    env = {**os.environ, "HOME": str(home), "SHELL": "/bin/bash", "MACML_DOCTOR_LOG_DIR": str(home / "logs"),
           "PYTHONUNBUFFERED": "1", "PYTHONPATH": os.pathsep.join([str(tests), os.environ.get("PYTHONPATH", "")])}
    # The fix service with the test recipe passed in, in a process of its own that gets a real SIGINT.
    driver = ("import sys; from remedies import with_test_recipes; "
              "from macml_doctor.commands.fix import FixRequest, fix; "
              "sys.exit(fix(FixRequest(ids=('slow-step',), python=sys.argv[1], yes=True), sys.stdout, None, "
              "fixes=with_test_recipes()))")
    proc = subprocess.Popen([sys.executable, "-c", driver, str(venv_plain)], stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=str(home),
                            preexec_fn=default_signals)
    seen = []
    deadline = time.monotonic() + 60
    assert proc.stdout is not None
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        seen.append(line)
        if "ran:start" in line and not line.lstrip().startswith("$"):
            break
    proc.send_signal(signal.SIGINT)
    rest, err = proc.communicate(timeout=60)
    out = "".join(seen) + rest
    assert proc.returncode == 130, out + err
    assert "✗ slow-step: interrupted" in out
    assert "interrupted" in out and "not-run" in out
    assert not (home / ".bash_profile").exists()
    assert "Traceback" not in err


DAMAGED = [
    ("export TF_USE_LEGACY_KERAS='1\n# <<< macml-doctor <<<\n", "cannot read the line"),  # a quote left open
    ("export TF_USE_LEGACY_KERAS=1\n", "BEGIN without END"),  # the END marker deleted
]


@pytest.mark.parametrize(("block_line", "why"), DAMAGED)
def test_damaged_block_is_a_clear_error(venv_plain: Path, home: Path, monkeypatch: pytest.MonkeyPatch,
                                        block_line: str, why: str) -> None:
    """A block the user broke: a usage error naming the file, the file untouched (the fix service in this process,
    the stand-in recipe's edit; the CLI's one line for it: the slow test below)."""
    profile = home / "profile.sh"
    text = "export A=1\n# >>> macml-doctor >>>\n" + block_line + "echo mine\n"
    profile.write_text(text)
    for mode in ({"dry_run": True}, {"yes": True}):
        with pytest.raises(EditError) as refused:
            fix_here("set-test-setting", python=venv_plain, home=home, monkeypatch=monkeypatch,
                     shell_profile=profile, **mode)
        assert refused.value.exit_code == 2
        assert str(refused.value).startswith(f"the macml-doctor block in {profile} is damaged ({why}")
        assert str(refused.value).endswith("; fix or remove it by hand") and "\n" not in str(refused.value)
        assert profile.read_text() == text
    assert sorted(p.name for p in home.iterdir()) == ["profile.sh"]


@pytest.mark.slow  # each refusal in this process: the test above (fast)
@pytest.mark.parametrize(("block_line", "why"), DAMAGED)
def test_damaged_block_is_a_clear_error_for_real(venv_torch: Path, home: Path, block_line: str, why: str) -> None:
    """A block the user broke: one line naming the file, exit 2, no traceback, the file untouched."""
    profile = home / "profile.sh"
    text = "export A=1\n# >>> macml-doctor >>>\n" + block_line + "echo mine\n"
    profile.write_text(text)
    for mode in ("--dry-run", "--yes"):
        r = doctor_process("fix", "enable-mps-fallback", "--python", str(venv_torch), mode, "--shell-profile",
                           str(profile), home=home)
        assert r.returncode == 2, r.stdout + r.stderr
        assert "Traceback" not in r.stdout + r.stderr
        assert r.stderr.startswith(f"macml-doctor: the macml-doctor block in {profile} is damaged ({why}")
        assert r.stderr.rstrip().endswith("; fix or remove it by hand")
        assert profile.read_text() == text
    assert sorted(p.name for p in home.iterdir()) == ["profile.sh"]
