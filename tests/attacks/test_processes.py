"""Attack: the target's surroundings and the doctor's own process life.

Code in the current folder or in ``PYTHONSTARTUP`` must never run inside the target; what the target really
imports (``PYTHONPATH``, ``.pth`` files) must still count. Children that print without end, exit without a
result, print a trailing ``{`` line, or leave a grandchild holding their pipes are findings, and are ended.
Timings here are hang guards only (ten times what the case needs, or more); nothing asserts a speed.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import sysconfig
import textwrap
import time
from pathlib import Path

import pytest
import venvs

from macml_doctor.gather import collect, frameworks, runner

pytestmark = pytest.mark.slow


def site_packages(python: Path) -> Path:
    return python.parent.parent / "lib" / f"python{sysconfig.get_python_version()}" / "site-packages"


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text))
    return path


def marker_code(marker: Path, name: str) -> str:
    return f"open({str(marker / name)!r}, 'w').write('ran')\n"


def test_nothing_from_the_current_folder_or_pythonstartup_runs_in_the_target(tmp_path: Path) -> None:
    python = venvs.make_venv("isolation")
    markers = tmp_path / "markers"
    markers.mkdir()
    cwd = tmp_path / "project"
    for name in ("platform", "json", "sysconfig", "struct", "_child", "runpy"):
        write(cwd / f"{name}.py", marker_code(markers, name) + "def machine():\n    return 'evil'\n")
    write(cwd / "torch" / "__init__.py", marker_code(markers, "torch") + "__version__ = '6.6.6'\n")
    startup = write(tmp_path / "startup.py", marker_code(markers, "startup"))
    # What the target really imports stays: a relative PYTHONPATH entry (from the doctor's folder) and a .pth.
    write(cwd / "pp" / "coremltools" / "__init__.py", "__version__ = '1.0-from-pythonpath'\n")
    write(tmp_path / "pthdir" / "mlx" / "__init__.py", "")
    write(tmp_path / "pthdir" / "mlx" / "core.py", "__version__ = '0.0-from-pth'\narray = list\n")
    (site_packages(python) / "zz_attack.pth").write_text(str(tmp_path / "pthdir") + "\n")
    doctor_root = str(Path(collect.__file__).resolve().parents[2])
    env = {**os.environ, "PYTHONSTARTUP": str(startup), "PYTHONPATH": os.pathsep.join(["pp", doctor_root])}
    try:
        proc = subprocess.run(["macml-doctor", "facts", "--python", str(python)], cwd=cwd,
                              env=env, capture_output=True, text=True, timeout=300)
    finally:
        (site_packages(python) / "zz_attack.pth").unlink()
    assert proc.returncode == 0, proc.stderr
    facts = json.loads(proc.stdout)["facts"]
    assert sorted(p.name for p in markers.iterdir()) == []
    assert facts["python.machine"]["value"] != "evil"
    assert facts["torch.import"]["state"] == "absent"
    assert facts["coremltools.version"]["value"] == "1.0-from-pythonpath"
    assert facts["mlx.version"]["value"] == "0.0-from-pth"


def test_child_env_keeps_the_real_search_path_and_drops_the_startup_file(tmp_path: Path) -> None:
    here = os.getcwd()
    env = runner.child_env({"PYTHONSTARTUP": "/x/startup.py", "PYTHONPATH": os.pathsep.join(["rel", "", "/abs"])})
    assert "PYTHONSTARTUP" not in env
    assert env["PYTHONPATH"].split(os.pathsep) == [os.path.join(here, "rel"), os.path.join(here, ""), "/abs"]
    assert os.listdir(runner.safe_cwd()) == []


def run_python(code: str, timeout: float = 60, limits: tuple[int, int] = (runner.MAX_STDOUT, runner.MAX_STDERR)):
    return runner.run_child([sys.executable, "-c", code], timeout=timeout, limits=limits)


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_endless_output_is_cut_and_the_child_ended() -> None:
    result = run_python("import sys\nwhile True:\n    sys.stdout.write('x' * 65536)\n", limits=(1 << 20, 1 << 16))
    assert result.cut and len(result.stdout) == 1 << 20
    assert not result.timed_out
    endless_err = run_python("import sys\nwhile True:\n    sys.stderr.write('e' * 4096)\n", limits=(1 << 20, 1 << 16))
    assert endless_err.cut and len(endless_err.stderr) == 1 << 16


def test_a_cut_collector_is_a_finding_not_a_crash() -> None:
    result = run_python("print('x' * 100)", limits=(10, 10))
    items = collect.interpret(result, sys.executable)
    assert items["collector.run"].state.value == "failed"
    assert "was cut" in str(items["collector.run"].error)
    items = frameworks.interpret("torch", result, 60)
    assert "was cut" in str(items["torch.import"].error)


def test_a_grandchild_holding_the_pipes_does_not_hold_the_doctor(tmp_path: Path) -> None:
    pidfile = tmp_path / "grandchild.pid"
    code = ("import subprocess, sys\n"
            f"p = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)'])\n"
            f"open({str(pidfile)!r}, 'w').write(str(p.pid))\n"
            "print('{\"done\": 1}')\n")
    result = run_python(code, timeout=60)  # without the fix this waits for the grandchild until the timeout
    assert result.returncode == 0 and not result.timed_out
    assert '{"done": 1}' in result.stdout
    grandchild = int(pidfile.read_text())
    assert gone(grandchild)


def test_a_grandchild_in_its_own_session_holding_the_pipes_is_left_behind_not_waited_for(tmp_path: Path) -> None:
    pidfile = tmp_path / "grandchild.pid"
    code = ("import subprocess, sys\n"
            "p = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)'], start_new_session=True)\n"
            f"open({str(pidfile)!r}, 'w').write(str(p.pid))\n")
    try:
        result = run_python(code, timeout=60)  # without the fix: the timeout, 60 times the grace
        assert result.returncode == 0 and not result.timed_out
    finally:
        if pidfile.exists():
            os.kill(int(pidfile.read_text()), signal.SIGKILL)


def _zombie(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().split()[2] == "Z"
    except OSError:
        return False


def gone(pid: int, guard_s: float = 30.0) -> bool:
    """Whether the process ends (or is a zombie) within the hang guard: a SIGKILL is delivered asynchronously."""
    deadline = time.monotonic() + guard_s
    while alive(pid) and not _zombie(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def test_a_timeout_kills_the_whole_group(tmp_path: Path) -> None:
    pidfile = tmp_path / "grandchild.pid"
    code = ("import subprocess, sys, time\n"
            "p = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)'])\n"
            f"open({str(pidfile)!r}, 'w').write(str(p.pid))\n"
            "time.sleep(600)\n")
    result = run_python(code, timeout=3)
    assert result.timed_out and result.returncode is None
    grandchild = int(pidfile.read_text())
    assert gone(grandchild)


def test_a_trailing_brace_line_does_not_reject_a_healthy_interpreter() -> None:
    python = venvs.make_venv("plain")
    result = runner.run_child(collect.argv(str(python)), timeout=120)
    noisy = runner.ChildResult(result.argv, 0, result.stdout + "{not json, printed at exit\n", "", 1.0)
    items = collect.interpret(noisy, str(python))
    assert str(items["collector.run"].value).startswith("ok")
    assert items["python.version"].known


def test_an_import_that_exits_zero_is_a_finding(tmp_path: Path) -> None:
    python = venvs.make_venv("exit-zero")
    site = site_packages(python)
    write(site / "torch" / "__init__.py", "import os\nos._exit(0)\n")
    try:
        items = frameworks.probe("torch", str(python))
    finally:
        (site / "torch" / "__init__.py").unlink()
    assert items["torch.import"].state.value == "failed"
    assert "before reporting its result" in str(items["torch.import"].error)
