"""Attack: values from a hostile report reach a shown command. Whatever is shown (text, Markdown, `fix
--dry-run`, the "by hand" steps) must parse back, in a real shell, into data: nothing runs, nothing turns
into an option."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from inprocess import run_cli

from macml_doctor.facts import Facts, Origin, Target, known
from macml_doctor.findings import Finding, Severity
from macml_doctor.remedy import plan as fix_plan
from macml_doctor.remedy.recipes import catalogue as recipes_catalogue

SNAPSHOT = Path(__file__).resolve().parents[1] / "fixtures" / "snapshots" / "tf218-metal110-m2max.json"
HOSTILE_PYTHON = "/Users/eve/`touch pwned1`;$(touch pwned2)'; touch pwned3; '/bin/python"
FENCE = re.compile(r"^( *)(`{3,})sh\n(.*?)^\1\2$", re.MULTILINE | re.DOTALL)


def doctor(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """The CLI in this process (tests/inprocess.py), for a user whose HOME is /Users/eve."""
    return run_cli(*args, cwd=cwd, env={"HOME": "/Users/eve"})


def argv_in_shell(line: str, cwd: Path, home: str = "/Users/reader") -> list[str]:
    out = subprocess.run(["sh", "-c", "printf '%s\\0' " + line], cwd=cwd, capture_output=True, timeout=30,
                         env={"HOME": home, "PATH": "/usr/bin:/bin"}, check=True).stdout
    return out.decode().split("\0")[:-1]


def hostile_snapshot(tmp_path: Path) -> Path:
    doc = json.loads(SNAPSHOT.read_text())
    doc["facts"]["python.executable"]["value"] = HOSTILE_PYTHON
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(doc))
    return path


def test_markdown_fix_commands_are_data_in_a_real_shell(tmp_path: Path) -> None:
    report = hostile_snapshot(tmp_path)
    work = tmp_path / "work"
    work.mkdir()
    for redact in ((), ("--no-redact",)):
        md = doctor("check", "--from", str(report), "--format", "markdown", *redact, cwd=work).stdout
        blocks = FENCE.findall(md)
        assert blocks, md
        commands = [line.strip() for _, _, body in blocks for line in body.splitlines()]
        pip = [c for c in commands if " -m pip install " in c]
        assert pip, commands
        for line in pip:
            argv = argv_in_shell(line, work)
            expected = HOSTILE_PYTHON.replace("/Users/eve", "/Users/reader") if not redact else HOSTILE_PYTHON
            assert argv[0] == expected, (line, argv)
            assert argv[1:4] == ["-m", "pip", "install"]
    assert list(work.iterdir()) == []


def test_text_and_dry_run_commands_are_data_in_a_real_shell(tmp_path: Path) -> None:
    report = hostile_snapshot(tmp_path)
    work = tmp_path / "work"
    work.mkdir()
    text = doctor("check", "--from", str(report), cwd=work).stdout
    plan = doctor("fix", "--from", str(report), "--dry-run", cwd=work).stdout
    lines = [line.split("$ ", 1)[1] for line in (text + plan).splitlines() if line.strip().startswith("$ ")]
    assert any(" -m pip install " in line for line in lines), text + plan
    for line in lines:
        argv = argv_in_shell(line, work)
        assert argv[0] == HOSTILE_PYTHON or "{" in line, (line, argv)
    assert list(work.iterdir()) == []


def reinstall(evidence: dict, facts: Facts | None = None) -> fix_plan.FixPlan:
    recipe = recipes_catalogue()["reinstall-native-packages"]
    facts = facts or Facts(Target(Origin.REPORT), {"python.executable": known("/opt/py/bin/python")})
    finding = Finding("incompatible-arch-extension", Severity.ERROR, "packages", "s", evidence)
    return fix_plan.plan(recipe, facts, finding)


def test_a_package_name_that_is_an_option_is_never_filled_in() -> None:
    # The recipe installs evidence.pip (the package with the pins diagnose/pins.py adds).
    for bad in ("--index-url=https://evil.example/simple", "-e", "torch @ https://evil/x.whl", "x;id"):
        p = reinstall({"package": bad, "pip": [bad]})
        assert not p.automatic
        assert all(bad not in argv for argv in p.remedy.commands)
        assert "{pip}" in p.remedy.unfilled
        shown = "\n".join(fix_plan.describe(p, 1, 1))
        assert "not filled in: {pip}" in shown and "not a package requirement" in shown
    pooled = reinstall({"pip": ["numpy", "--pre"]})
    assert not pooled.automatic and all("--pre" not in argv for argv in pooled.remedy.commands)
    assert reinstall({"pip": ["numpy<2", "scipy"]}).automatic


def test_an_interpreter_path_that_is_an_option_is_never_filled_in() -> None:
    facts = Facts(Target(Origin.REPORT), {"python.executable": known("--version")})
    p = reinstall({"package": "numpy"}, facts)
    assert not p.automatic and all("--version" not in argv for argv in p.remedy.commands)


def test_by_hand_steps_quote_the_values_they_fill_in(tmp_path: Path) -> None:
    recipe = recipes_catalogue()["recreate-conda-env-arm64"]
    prefix = "/opt/conda/envs/ml"
    facts = Facts(Target(Origin.REPORT), {"python.prefix": known(prefix), "conda.env": known(True)})
    p = fix_plan.plan(recipe, facts, None)
    assert any("conda list -n ml --export > ml.txt" in step for step in p.remedy.manual), p.remedy.manual
    hostile = "/opt/envs/$(touch pwned)"
    p = fix_plan.plan(recipe, Facts(Target(Origin.REPORT), {"python.prefix": known(hostile),
                                                           "conda.env": known(True)}), None)
    assert not any("$(touch pwned)" in step for step in p.remedy.manual)  # env_name "$(touch pwned)" is refused
    assert p.rejected and not p.automatic


def test_a_conda_prefix_read_from_a_loader_error_is_one_argument_in_a_real_shell(tmp_path: Path) -> None:
    """The environment a wrong-architecture module's path names becomes `conda install -p PREFIX`: whatever that
    path holds, the shell reads it back as that one argument, and nothing runs."""
    prefix = "/Users/eve/miniforge3/envs/x;touch${IFS}pwned1;$HOME&&touch${IFS}pwned2"
    text = ("MacBook Pro M1\nImportError: dlopen(" + prefix + "/lib/python3.10/site-packages/tokenizers/"
            "tokenizers.cpython-310-darwin.so, 0x0002): tried: 'x' (mach-o file, but is an incompatible architecture "
            "(have 'x86_64', need 'arm64'))\n")
    report = tmp_path / "report.txt"
    report.write_text(text)
    work = tmp_path / "work"
    work.mkdir()
    for fmt in ("text", "markdown"):
        out = doctor("check", "--from", str(report), "--format", fmt, "--no-redact", cwd=work).stdout
        [line] = [line.strip().removeprefix("$ ") for line in out.splitlines() if "conda install" in line]
        argv = argv_in_shell(line, work)
        assert argv == ["conda", "install", "-y", "-p", prefix, "--force-reinstall", "tokenizers"], (fmt, line)
    assert list(work.iterdir()) == []
