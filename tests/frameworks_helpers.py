"""Shared by the framework tests: run the real CLI against a real target interpreter."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import schema


def run_check(python: Path | str, *args: str, env: dict[str, str] | None = None,
              timeout: float = 240) -> tuple[int, dict[str, Any], str]:
    """`macml-doctor check --python … --format json` in a subprocess: (rc, report, stderr)."""
    full_env = {**os.environ, **(env or {})}
    proc = subprocess.run([sys.executable, "-m", "macml_doctor", "check", "--python", str(python), "--format", "json",
                           *args], capture_output=True, text=True, env=full_env, timeout=timeout,
                          stdin=subprocess.DEVNULL)
    report = schema.validate(json.loads(proc.stdout)) if proc.stdout.strip() else {}
    return proc.returncode, report, proc.stderr


def ids(report: dict[str, Any]) -> list[str]:
    return [f["id"] for f in report.get("findings", [])]


def finding(report: dict[str, Any], fid: str, **match: Any) -> dict[str, Any]:
    for f in report.get("findings", []):
        if f["id"] == fid and all(f["evidence"].get(k) == v for k, v in match.items()):
            return f
    raise AssertionError(f"no {fid} finding matching {match} in {ids(report)}")
