"""Attack: what people share leaks nothing. Markdown (its probe section included) and `facts --redact` go
through one redaction: home folders (root's too), user, host, serials, tokens, e-mails, IP addresses. A
redacted home in a command is written "$HOME"/… so the shared command still runs."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest
from inprocess import run_cli

from macml_doctor import pipeline
from macml_doctor.commands import shared as app
from macml_doctor.facts import load_snapshot
from macml_doctor.render import redact

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
SECRETS = {
    "home": "/Users/alice.smith/miniforge3", "root": "/root/.venv/lib", "linux home": "/home/bob/envs",
    "hf": "hf_" + "A1b2C3d4" * 5, "github": "ghp_" + "x9Y8z7W6" * 5, "openai": "sk-proj-" + "q1w2e3r4t5" * 3,
    "aws": "AKIA" + "ABCDEFGHIJKLMNOP", "email": "alice.smith@example.com", "ipv4": "192.168.1.23",
    "ipv6": "fe80::1ff:fe23:4567:890a", "serial": "Serial Number (system): C02XK1ZZJGH5",
    "prompt": "alice@alices-MacBook-Pro.local",
}
LEAKS = ("alice", "bob", "/root/", "hf_", "ghp_", "sk-proj-", "AKIA", "example.com", "192.168.1.23", "fe80::",
         "C02XK1ZZJGH5", "MacBook-Pro.local")


def plant(value: Any, secret: str) -> Any:
    if isinstance(value, str):
        return f"{value} {secret}"
    if isinstance(value, list):
        return [plant(v, secret) for v in value]
    if isinstance(value, dict):
        return {k: plant(v, secret) for k, v in value.items()}
    return value


def test_markdown_and_its_probe_section_leak_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    doc = json.loads((FIXTURES / "snapshots" / "tf218-metal110-m2max.json").read_text())
    secrets = list(SECRETS.values())
    doc["facts"]["host.cpu_brand"]["value"] = "Apple M2 Max " + " ".join(secrets)
    doc["facts"]["python.executable"]["value"] = "/Users/alice.smith/miniforge3/envs/ml/bin/python"
    probe = json.loads((FIXTURES / "probe" / "h200-probe-doc.json").read_text())
    probe = plant(probe, " ".join(secrets))
    report = pipeline.diagnose(load_snapshot(doc), probe=probe)
    app.emit(report, "markdown")
    out = capsys.readouterr().out
    assert "#### GPU probe" in out
    assert [leak for leak in LEAKS if leak in out] == []
    # The command of the fix runs on the reader's machine: "$HOME" outside the quotes.
    assert '"$HOME"/miniforge3/envs/ml/bin/python -m pip install' in out
    # And the shared report still replays to the same findings.
    block = re.search(r"```json\n(.*?)\n```", out, re.S)
    assert block is not None
    replayed = pipeline.diagnose(load_snapshot(json.loads(block.group(1))))
    assert [f.id for f in replayed.findings] == [f.id for f in report.findings]


def test_facts_redact_on_a_live_target_leaks_nothing(tmp_path: Path) -> None:
    env = {"SSH_CONNECTION": "192.168.1.23 50000 10.0.0.9 22",
           "CONDA_DEFAULT_ENV": "alice.smith@example.com " + SECRETS["hf"]}
    proc = run_cli("facts", "--redact", env=env)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    home = os.path.expanduser("~")
    assert home + "/" not in out and "/root/" not in out
    assert [leak for leak in (*LEAKS, "10.0.0.9") if leak in out] == []
    facts = json.loads(out)["facts"]
    assert facts["env"]["value"]["SSH_CONNECTION"] == "<ip> 50000 <ip> 22"
    path = tmp_path / "facts.json"
    path.write_text(out)
    replay = run_cli("check", "--from", str(path))
    assert replay.returncode in (0, 1), replay.stderr


def test_redaction_keeps_what_the_diagnosis_needs() -> None:
    r = redact.collect_names([])
    for text in ("torch 2.5.1 numpy 1.26.4 driver 515.65.01 CUDA 12.4", "macOS-14.5-arm64-arm-64bit",
                 "tensorflow==2.18.*", "git+ssh://git@github.com/org/repo", "12:34:56", "/opt/homebrew/bin/python3"):
        assert r.text(text) == text
