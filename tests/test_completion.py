"""`macml-doctor completion bash|zsh|fish`: the scripts run in the real shells and complete what the CLI takes."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from inprocess import run_cli
from shells import real_shell

SHELLS = ("bash", "zsh", "fish")


def script(shell: str, tmp_path: Path) -> Path:
    proc = run_cli("completion", shell)  # the CLI in this process (tests/inprocess.py)
    assert proc.returncode == 0, proc.stderr
    path = tmp_path / f"completion.{shell}"
    path.write_text(proc.stdout)
    return path


def run_in(name: str, flags: list[str], code: str) -> str:
    """Run code in the real shell (Debian's package where it is not installed: tests/shells.py); return stdout."""
    sh = real_shell(name)
    env = {**os.environ, **sh.env} if sh.env else None
    return subprocess.run([sh.path, *flags, "-c", sh.prelude + code], capture_output=True, text=True, check=True,
                          env=env).stdout


def bash_complete(path: Path, line: str) -> list[str]:
    words = line.split(" ")
    code = (f"source {path}; COMP_WORDS=({' '.join(repr(w) for w in words)}); COMP_CWORD={len(words) - 1}; "
            "_macml_doctor; printf '%s\\n' \"${COMPREPLY[@]}\"")
    return run_in("bash", [], code).split()


def zsh_complete(path: Path, line: str) -> list[str]:
    """The zsh function with zsh's completion builtins standing in as printers (compadd prints its words)."""
    words = line.split(" ")
    code = ("compdef() { :; }; compadd() { [[ $1 == -- ]] && shift; print -l -- \"$@\"; }; "
            "_files() { print FILES; }; _message() { :; }; "
            "_describe() { local -a c; c=(${(P)2}); print -l -- ${c%%:*}; }; "
            f"source {path}; words=({' '.join(repr(w) for w in words)}); CURRENT={len(words)}; _macml_doctor")
    return run_in("zsh", ["-f"], code).split()


def fish_complete(path: Path, line: str) -> list[str]:
    out = run_in("fish", ["--no-config"], f"source {path}; complete -C '{line}'")
    return [row.split("\t")[0] for row in out.splitlines()]


COMPLETE = {"bash": bash_complete, "zsh": zsh_complete, "fish": fish_complete}


@pytest.mark.parametrize("shell", SHELLS)
def test_commands_options_choices_and_ids(shell: str, tmp_path: Path) -> None:
    path = script(shell, tmp_path)
    complete = COMPLETE[shell]
    assert {"check", "fix", "setup", "completion", "schema"} <= set(complete(path, "macml-doctor "))
    assert {"--ignore", "--only", "--format"} <= set(complete(path, "macml-doctor check --"))
    assert set(complete(path, "macml-doctor check --format ")) == {"text", "json", "markdown", "summary"}
    assert "no-metal-device" in complete(path, "macml-doctor check --ignore ")
    assert "python-x86-on-arm" in complete(path, "macml-doctor explain ")
    assert "torch" in complete(path, "macml-doctor check --only ")
    assert set(complete(path, "macml-doctor completion ")) >= {"bash", "zsh", "fish"}


@pytest.mark.parametrize("shell", SHELLS)
def test_paths_complete_for_python(shell: str, tmp_path: Path) -> None:
    path = script(shell, tmp_path)
    (tmp_path / "venvs").mkdir()
    if shell == "zsh":
        assert zsh_complete(path, "macml-doctor check --python ") == ["FILES"]
        return
    found = COMPLETE[shell](path, f"macml-doctor check --python {tmp_path}/ven")
    assert any(f.startswith(f"{tmp_path}/venvs") for f in found), found


def test_unknown_shell_is_a_usage_error() -> None:
    proc = run_cli("completion", "tcsh")
    assert proc.returncode == 2 and "invalid choice" in proc.stderr
