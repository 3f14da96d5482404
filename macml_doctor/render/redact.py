"""Redaction for shareable reports: home folders become ``~``; user names, host names and serial numbers go.

Applied to a whole :class:`Report` (facts, findings, target) before it is rendered, so the embedded JSON is
redacted too and still reads back with ``check --from`` to the same findings.
"""

from __future__ import annotations

import getpass
import os
import re
import socket
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from macml_doctor.facts import Facts, Target, facts_from_mapping
from macml_doctor.findings import Finding
from macml_doctor.report import Report

HOME = "~"  # what a home folder becomes; shell.join writes it "$HOME" in a command
USER = "<user>"
HOST = "<host>"
SERIAL = "<serial>"

_HOME = re.compile(r"(?:/Users|/home|/var/home)/([A-Za-z0-9._-]{1,64})(?=/|\b|$)|[A-Za-z]:\\Users\\([^\\\s]{1,64})")
_PROMPT = re.compile(r"\b([A-Za-z0-9._-]{1,64})@([A-Za-z0-9][A-Za-z0-9.-]{0,100})(?=[\s:~%$#]|$)")
_LOCAL_HOST = re.compile(r"\b[A-Za-z0-9][A-Za-z0-9-]{0,62}\.(?:local|localdomain|lan|home)\b")
_UNAME_HOST = re.compile(r"\b(Darwin|Linux)\s+([A-Za-z0-9][\w.-]{0,100})(\s+\d{1,2}\.\d{1,3}\.\d{1,3}\b)")
_SERIAL = re.compile(r"(?i)(serial\s?number(?:\s?\(system\))?|IOPlatformSerialNumber|\bserial\b)(\"?\s*[:=]\s*\"?)"
                     r"([A-Z0-9]{8,16})")
_UUID = re.compile(r"(?i)(Hardware UUID|Provisioning UDID|IOPlatformUUID)(\"?\s*[:=]\s*\"?)([0-9A-F-]{20,40})")
# Never treated as a person's name even when it is a home folder's name.
_NOT_NAMES = {"shared", "runner", "user", "users", "root", "admin", "home", "guest", "ubuntu", "ec2-user", "me",
              "test", "Shared"}


@dataclass(frozen=True)
class Redactor:
    users: tuple[str, ...]
    hosts: tuple[str, ...]

    def text(self, value: str) -> str:
        value = _HOME.sub(HOME, value)
        value = _PROMPT.sub(f"{USER}@{HOST}", value)
        value = _UNAME_HOST.sub(lambda m: f"{m.group(1)} {HOST}{m.group(3)}", value)
        value = _LOCAL_HOST.sub(HOST, value)
        value = _SERIAL.sub(lambda m: f"{m.group(1)}{m.group(2)}{SERIAL}", value)
        value = _UUID.sub(lambda m: f"{m.group(1)}{m.group(2)}<uuid>", value)
        for host in self.hosts:
            value = re.sub(rf"(?<![\w.-]){re.escape(host)}(?![\w-])", HOST, value)
        for user in self.users:
            value = re.sub(rf"(?<![\w-]){re.escape(user)}(?![\w-])", USER, value)
        return value

    def value(self, value: Any) -> Any:
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, list):
            return [self.value(v) for v in value]
        if isinstance(value, dict):
            return {k: self.value(v) for k, v in value.items()}
        return value


def collect_names(strings: Iterable[str]) -> Redactor:
    """Names to remove: this machine's user and host, and every home folder's owner in the report."""
    users: set[str] = set()
    hosts: set[str] = set()
    for name in (_safe(getpass.getuser), os.environ.get("USER", ""), os.environ.get("LOGNAME", "")):
        if name:
            users.add(name)
    host = _safe(socket.gethostname)
    if host:
        hosts.add(host)
        hosts.add(host.split(".", 1)[0])
    for s in strings:
        for m in _HOME.finditer(s):
            users.add(m.group(1) or m.group(2))
        for m in _PROMPT.finditer(s):
            users.add(m.group(1))
            hosts.add(m.group(2))
    users = {u for u in users if len(u) >= 3 and u not in _NOT_NAMES and not u.startswith("*")}
    hosts = {h for h in hosts if len(h) >= 3 and h not in ("localhost",) and not h.startswith("*")}
    return Redactor(tuple(sorted(users, key=len, reverse=True)), tuple(sorted(hosts, key=len, reverse=True)))


def _safe(fn) -> str:
    try:
        return str(fn())
    except Exception:
        return ""


def _strings(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)


def redact_report(report: Report) -> Report:
    doc = report.to_json()
    redactor = collect_names(_strings(doc))
    clean = redactor.value(doc)
    raw_target = clean["target"]
    target = Target(report.facts.target.origin, python=raw_target.get("python"), reason=raw_target.get("reason") or "",
                    report_kind=raw_target.get("report_kind"))
    facts = Facts(target, facts_from_mapping(clean["facts"], target))
    findings = tuple(Finding.from_json(f) for f in clean["findings"])
    return Report(facts, findings, clean.get("probe"))
