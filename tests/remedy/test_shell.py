"""The one argv → shell-string function, proved with real shells: what is shown parses back to the argv."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from shells import real_shell

from macml_doctor.remedy import shell

HOSTILE = [
    "plain", "", "two words", "`touch pwned-backtick`", "$(touch pwned-dollar)", "${HOME}", "$HOME",
    "it's", '"double"', "back\\slash", "new\nline", "tab\there", "; touch pwned-semi;", "a|b", "a&&b",
    "*", "?", "[a]", "~", "~/x", "-rf", "--index-url=https://evil.example/simple", "#comment", "!!",
    "'; touch pwned-close; '", "ünïcödé ✓", "a\rb", "=x", "=ls", "='q", "{python}", "\\`x\\`",
]
SHELLS = ("sh", "bash", "dash", "zsh")


def parsed_by(sh: str, line: str, cwd: Path, home: str = "/nonexistent-home") -> list[str]:
    """The argv a real shell builds from the shown line (printf prints each argument NUL-terminated)."""
    found = real_shell(sh)
    out = subprocess.run([found.path, "-c", "printf '%s\\0' " + line], cwd=cwd, capture_output=True, timeout=30,
                         env={"HOME": home, "PATH": "/usr/bin:/bin", **found.env}, check=True).stdout
    return out.decode("utf-8").split("\0")[:-1]


@pytest.mark.parametrize("sh", SHELLS)
def test_every_hostile_argv_round_trips_through_a_real_shell(sh: str, tmp_path: Path) -> None:
    for value in HOSTILE:
        argv = ["prog", value, "--flag", value]
        assert parsed_by(sh, shell.join(argv), tmp_path) == argv, value
    assert parsed_by(sh, shell.join(HOSTILE), tmp_path) == HOSTILE
    assert list(tmp_path.iterdir()) == []  # nothing ran: no file was touched


def test_redacted_home_is_written_outside_the_quotes_so_the_command_runs(tmp_path: Path) -> None:
    argv = ["~/miniforge3/envs/my env/bin/python", "-m", "pip", "install", "~", "x~/y"]
    line = shell.join(argv, home="~")
    assert line.startswith('"$HOME"/')
    for sh in SHELLS:
        assert parsed_by(sh, line, tmp_path, home="/Users/reader") == [
            "/Users/reader/miniforge3/envs/my env/bin/python", "-m", "pip", "install", "/Users/reader", "x~/y"]


def test_plain_words_stay_readable() -> None:
    assert shell.join(["/opt/homebrew/bin/python3", "-m", "pip", "install", "torch==2.5.1", "numpy<2"]) == \
        "/opt/homebrew/bin/python3 -m pip install torch==2.5.1 'numpy<2'"


@pytest.mark.parametrize(("check", "good", "bad"), [
    (shell.why_not_package, ["torch", "tensorflow-metal", "ml_dtypes", "zope.interface", "a"],
     ["--index-url=https://evil", "-e", "torch; rm -rf ~", "torch==2", "", "a b", "`x`", "torch\n", "_x"]),
    (shell.why_not_version, ["2.3", "3.11", "1.0.0rc1", "2.5.1+cpu"],
     ["-1", "2.3; touch x", "$(id)", "", "2.3\n", "latest"]),
    (shell.why_not_requirement, ["tensorflow==2.18.*", "tensorflow-metal==1.2.0", "numpy<2", "torch"],
     ["--index-url=https://evil", "-r/etc/passwd", "torch @ https://evil/x.whl", "x==1\nimport os", ""]),
    (shell.why_not_path, ["/Users/a/miniforge3/bin/python", "~/x", "/p/`touch x`/python", "/a b/$(c)"],
     ["-c", "--python=/x", "", "/a\nb", "/a\x1b]52;c;AAAA\x07", "x" * 5000]),
    (shell.why_not_env_name, ["ml", "ml-arm64", "torch_2.5", "py3.11"],
     ["-n", "", "a b", "a/b", "$(id)", "a\n"]),
    (shell.why_not_word, ["osx-arm64", "x"], ["-x", "", "a b", "a\x07"]),
])
def test_validators_accept_real_values_and_refuse_syntax(check, good: list[str], bad: list[str]) -> None:
    assert [v for v in good if check(v) is not None] == []
    assert [v for v in bad if check(v) is None] == []
