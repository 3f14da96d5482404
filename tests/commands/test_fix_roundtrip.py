"""`macml-doctor fix` end to end on real venvs, real shell profiles, real pip: apply, re-check, re-run.

Nothing is mocked: the doctor edits a real profile under a temporary HOME, runs real pip in a real venv, and the
re-check re-collects the facts from the venv. One real `fix enable-mps-fallback` runs as a child process (no stdin,
as in CI) on the torch venv; the other profile-edit cases run the `fix` service in this process on a plain venv with
the stand-in recipe set-test-setting (the same shell-env edit; tests/fixtures/test_recipes), and again with the
real recipe on the torch venv in the slow tier.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
import venvs
from as_user import doctor_process, fix_here

from macml_doctor.commands.execute import ask_on_terminal

ROOT = Path(__file__).resolve().parents[2]
BLOCK = (
    "# >>> macml-doctor >>>\n# Written by `macml-doctor fix`; edit or delete this block freely.\n"
    "export PYTORCH_ENABLE_MPS_FALLBACK=1\n# <<< macml-doctor <<<\n"
)


def block(variable: str) -> str:
    return BLOCK.replace("PYTORCH_ENABLE_MPS_FALLBACK", variable)


def applied_once(run: Callable[[], tuple[int, str]], fix_id: str, variable: str, home: Path) -> bytes:
    """A profile that sets the variable wrong: the fix plans, then edits it, and a new login shell gets the value."""
    profile = home / ".bash_profile"
    planted = f"export PATH=/usr/local/bin:$PATH\nexport {variable}=0\n"
    profile.write_text(planted)
    rc, out = run()
    assert rc == 0, out
    assert f"✓ {fix_id}: fixed (re-check passed)" in out
    # The plan came first, in full, before anything ran.
    assert out.index("will edit " + str(profile)) < out.index(f"Applying {fix_id}")
    assert profile.read_text() == planted + "\n" + block(variable)
    assert (home / ".bash_profile.macml-doctor.bak").read_text() == planted
    # A new login shell really gets the value (the block comes after the planted wrong line).
    shell = subprocess.run(["bash", "-l", "-c", f"printenv {variable}"], capture_output=True,
                           text=True, env={"HOME": str(home), "PATH": os.environ["PATH"]})
    assert shell.stdout.strip() == "1"
    logs = list((home / "logs").glob("fix-*.log"))
    assert len(logs) == 1 and f"{fix_id}: fixed" in logs[0].read_text()
    return profile.read_bytes()


def nothing_to_do_again(run: Callable[[], tuple[int, str]], home: Path, before: bytes) -> None:
    rc, out = run()
    assert rc == 0, out
    assert "already in place: nothing to do" in out
    assert "nothing to do (already in place)" in out
    assert (home / ".bash_profile").read_bytes() == before


def test_mps_fallback_planted_wrong_value_is_fixed(venv_torch: Path, home: Path) -> None:
    """The real recipe, the real CLI as a process, real torch; run again: the slow test below and, in this process
    with the stand-in recipe, the one after it."""
    def run() -> tuple[int, str]:
        r = doctor_process("fix", "enable-mps-fallback", "--python", str(venv_torch), "--yes", home=home)
        return r.returncode, r.stdout + r.stderr

    applied_once(run, "enable-mps-fallback", "PYTORCH_ENABLE_MPS_FALLBACK", home)


@pytest.mark.slow  # the first run: the test above; the second: the stand-in test below (both fast)
def test_mps_fallback_planted_wrong_value_is_fixed_once(venv_torch: Path, home: Path) -> None:
    def run() -> tuple[int, str]:
        r = doctor_process("fix", "enable-mps-fallback", "--python", str(venv_torch), "--yes", home=home)
        return r.returncode, r.stdout + r.stderr

    nothing_to_do_again(run, home, applied_once(run, "enable-mps-fallback", "PYTORCH_ENABLE_MPS_FALLBACK", home))


def test_a_planted_wrong_value_is_fixed_once(venv_plain: Path, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def run() -> tuple[int, str]:
        return fix_here("set-test-setting", python=venv_plain, home=home, monkeypatch=monkeypatch, yes=True)

    nothing_to_do_again(run, home, applied_once(run, "set-test-setting", "MACML_TEST_SETTING", home))


def test_dry_run_and_no_terminal_change_nothing(venv_plain: Path, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    profile = home / ".bash_profile"
    profile.write_text("export A=1\n")
    rc, dry = fix_here("set-test-setting", python=venv_plain, home=home, monkeypatch=monkeypatch, dry_run=True)
    assert rc == 0
    assert "| export MACML_TEST_SETTING=1" in dry and "Dry run: nothing was changed" in dry
    rc, no_tty = fix_here("set-test-setting", python=venv_plain, home=home, monkeypatch=monkeypatch)
    assert rc == 2
    assert "Not applied: there is no terminal to ask for confirmation" in no_tty
    assert profile.read_text() == "export A=1\n"
    assert sorted(p.name for p in home.iterdir()) == [".bash_profile"]


@pytest.mark.slow  # the same with the stand-in recipe on a plain venv: the test above (fast)
def test_dry_run_and_no_terminal_change_nothing_for_real(venv_torch: Path, home: Path) -> None:
    profile = home / ".bash_profile"
    profile.write_text("export A=1\n")
    dry = doctor_process("fix", "enable-mps-fallback", "--python", str(venv_torch), "--dry-run", home=home)
    assert dry.returncode == 0
    assert "| export PYTORCH_ENABLE_MPS_FALLBACK=1" in dry.stdout and "Dry run: nothing was changed" in dry.stdout
    no_tty = doctor_process("fix", "enable-mps-fallback", "--python", str(venv_torch), home=home)
    assert no_tty.returncode == 2
    assert "Not applied: there is no terminal to ask for confirmation" in no_tty.stdout
    assert profile.read_text() == "export A=1\n"
    assert sorted(p.name for p in home.iterdir()) == [".bash_profile"]


def test_standin_pair_plan_pins_the_working_version(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """tensorflow-metal wheels exist only for macOS arm64, so protobuf plays the mismatched package: pinned to the
    'known-bad' 4.25.3, the fix plans the working 5.29.3 (the plan only: the venv is shared, nothing runs)."""
    py = venvs.make_venv("standin-bad", ("protobuf==4.25.3",))
    rc, out = fix_here("pin-standin-pair", python=py, home=home, monkeypatch=monkeypatch, dry_run=True)
    assert rc == 0, out
    assert f"$ {py} -m pip install --disable-pip-version-check -q protobuf==5.29.3" in out


@pytest.mark.slow
def test_standin_pair_is_pinned_then_nothing_to_do(tmp_path: Path, home: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The same fix applied in a fresh venv by the same [expect] + pip machinery: re-checked, then in place."""
    env_dir = tmp_path / "standin"
    subprocess.run([venvs.BASE_PYTHON, "-m", "venv", str(env_dir)], check=True)
    py = env_dir / "bin" / "python"
    subprocess.run([str(py), "-m", "pip", "install", "-q", "--disable-pip-version-check", "protobuf==4.25.3"],
                   check=True)
    rc, out = fix_here("pin-standin-pair", python=py, home=home, monkeypatch=monkeypatch, yes=True)
    assert rc == 0, out
    assert "✓ pin-standin-pair: fixed (re-check passed)" in out
    version = subprocess.run([str(py), "-c", "import google.protobuf as p; print(p.__version__)"],
                             capture_output=True, text=True, check=True)
    assert version.stdout.strip() == "5.29.3"
    rc, out = fix_here("pin-standin-pair", python=py, home=home, monkeypatch=monkeypatch, yes=True)
    assert rc == 0
    assert "nothing to do (already in place)" in out and "Applying" not in out


def test_asks_once_per_fix_on_a_terminal(venv_plain: Path, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With a terminal on stdin and no --yes, the doctor asks; 'n' applies nothing."""
    import pty

    master, slave = pty.openpty()
    os.write(master, b"n\n")
    shown = io.StringIO()  # what the user reads on the terminal
    with open(slave, encoding="utf-8") as terminal:
        rc, out = fix_here("set-test-setting", python=venv_plain, home=home, monkeypatch=monkeypatch,
                           ask=ask_on_terminal(terminal, shown))
    os.close(master)
    assert shown.getvalue().count("Apply Set MACML_TEST_SETTING=1") == 1
    assert rc == 1
    assert "! set-test-setting: not applied" in out
    assert not (home / ".bash_profile").exists()


@pytest.mark.slow  # the same in this process with the stand-in recipe: the test above (fast)
def test_asks_once_per_fix_on_a_terminal_for_real(venv_torch: Path, home: Path) -> None:
    """With a terminal on stdin and no --yes, the doctor asks; 'n' applies nothing."""
    import pty

    master, slave = pty.openpty()
    env = {**os.environ, "HOME": str(home), "SHELL": "/bin/bash", "MACML_DOCTOR_LOG_DIR": str(home / "logs")}
    os.write(master, b"n\n")
    proc = subprocess.run([sys.executable, "-m", "macml_doctor", "fix", "enable-mps-fallback", "--python",
                           str(venv_torch)], stdin=slave, capture_output=True, text=True, env=env, timeout=120)
    os.close(master)
    os.close(slave)
    assert proc.stdout.count("Apply Set PYTORCH_ENABLE_MPS_FALLBACK=1") == 1
    assert "! enable-mps-fallback: not applied" in proc.stdout
    assert proc.returncode == 1
    assert not (home / ".bash_profile").exists()


@pytest.mark.slow  # the profile edit's own tests (tests/remedy/test_profile_edit.py) are fast
def test_second_fix_keeps_the_first_fixs_variable(venv_torch: Path, home: Path) -> None:
    """A profile that already holds use-legacy-keras's block: enable-mps-fallback adds its variable to it."""
    profile = home / ".bash_profile"
    keras = BLOCK.replace("PYTORCH_ENABLE_MPS_FALLBACK", "TF_USE_LEGACY_KERAS")
    profile.write_text("export A=1\n\n" + keras)
    first = doctor_process("fix", "enable-mps-fallback", "--python", str(venv_torch), "--yes", home=home)
    assert first.returncode == 0, first.stdout + first.stderr
    assert "✓ enable-mps-fallback: fixed (re-check passed)" in first.stdout
    assert profile.read_text() == "export A=1\n\n" + keras.replace(
        "export TF_USE_LEGACY_KERAS=1\n", "export TF_USE_LEGACY_KERAS=1\nexport PYTORCH_ENABLE_MPS_FALLBACK=1\n")
    shell = subprocess.run(["bash", "-l", "-c", "printenv TF_USE_LEGACY_KERAS PYTORCH_ENABLE_MPS_FALLBACK"],
                           capture_output=True, text=True, env={"HOME": str(home), "PATH": os.environ["PATH"]})
    assert shell.stdout.split() == ["1", "1"]
    before = profile.read_bytes()
    second = doctor_process("fix", "enable-mps-fallback", "--python", str(venv_torch), "--yes", home=home)
    assert second.returncode == 0 and "nothing to do (already in place)" in second.stdout
    assert profile.read_bytes() == before


@pytest.mark.slow  # the profile edit's own tests (tests/remedy/test_profile_edit.py) are fast
def test_symlinked_profile_stays_a_link(venv_torch: Path, home: Path) -> None:
    dotfiles = home.parent / "dotfiles"
    dotfiles.mkdir()
    (dotfiles / "bash_profile").write_text("export A=1\n")
    (home / ".bash_profile").symlink_to(dotfiles / "bash_profile")
    r = doctor_process("fix", "enable-mps-fallback", "--python", str(venv_torch), "--yes", home=home)
    assert r.returncode == 0, r.stdout + r.stderr
    assert (home / ".bash_profile").is_symlink()
    assert (dotfiles / "bash_profile").read_text() == "export A=1\n\n" + BLOCK


def test_conda_create_is_never_given_yes() -> None:
    """`conda create -y -n NAME` on an existing env removes it; without -y conda asks first."""
    from macml_doctor.remedy import plan as fix_plan
    from macml_doctor.remedy import shell
    from macml_doctor.remedy.recipes import catalogue

    recipes = catalogue()
    for rid in ("create-native-env", "recreate-conda-env-arm64"):
        for manager in ("conda", "mamba", "micromamba", "pip", "uv"):
            for argv in fix_plan.template_argvs(recipes[rid], manager):
                if "create" in argv:
                    assert "-y" not in argv and "--yes" not in argv, argv
    assert shell.join(fix_plan.template_argvs(recipes["recreate-conda-env-arm64"], "conda")[0]) == (
        "env CONDA_SUBDIR=osx-arm64 conda create -n '{env_name}-arm64' 'python={python_version}'")
    # Its re-check would inspect the old interpreter: the user runs the commands, the doctor shows them.
    native = recipes["create-native-env"]
    assert native.kind == "manual"
    assert fix_plan.template_argvs(native, "conda") == [("conda", "create", "-n", "ml", "python=3.12")]


ASKER = ("import sys; sys.stdout.write('Remove existing environment (y/[n])? '); sys.stdout.flush(); "
         "print('answer=' + sys.stdin.readline().strip())")
DRIVER = ("import sys; from macml_doctor.commands.fix import ActionLog, run_command; "
          f"sys.exit(run_command([sys.executable, '-c', {ASKER!r}], ActionLog(), sys.stdout, "
          "terminal=sys.argv[1] == 'tty'))")


def test_a_command_that_asks_asks_the_user(tmp_path: Path) -> None:
    """On a terminal a command's prompt (no newline yet) is shown at once, and the user's answer reaches it."""
    import pty
    import select

    env = {**os.environ, "MACML_DOCTOR_LOG_DIR": str(tmp_path / "logs")}
    master, slave = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-c", DRIVER, "tty"], stdin=slave, stdout=subprocess.PIPE,
                            env=env, cwd=str(ROOT))
    os.close(slave)
    assert proc.stdout is not None
    seen = b""
    try:
        while not seen.endswith(b"? "):
            ready, _, _ = select.select([proc.stdout], [], [], 30)
            assert ready, f"the prompt never reached the user: {seen!r}"
            seen += os.read(proc.stdout.fileno(), 4096)
        assert seen == b"      Remove existing environment (y/[n])? "
        os.write(master, b"n\n")
        rest, _ = proc.communicate(timeout=30)
    finally:
        os.close(master)
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0 and rest == b"answer=n\n"
    log = next((tmp_path / "logs").glob("fix-*.log")).read_text()
    assert "| Remove existing environment (y/[n])? answer=n" in log
    # Without a terminal (--yes, CI) stdin is empty: the command takes its default answer, never a "yes".
    quiet = subprocess.run([sys.executable, "-c", DRIVER, "none"], stdin=subprocess.DEVNULL, capture_output=True,
                           env=env, cwd=str(ROOT), timeout=60)
    assert quiet.stdout == b"      Remove existing environment (y/[n])? answer=\n"
