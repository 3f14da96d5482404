"""The one redaction for whatever is shared (Markdown, its probe section, ``facts --redact``): home folders
(``/Users/…``, ``/home/…``, ``/root``, this user's own) become ``~``; user and host names, serial numbers and
hardware UUIDs, access tokens in the common formats, e-mail addresses and IP addresses go.

Applied to a whole :class:`Report` (facts, findings with their remedies, target, probe) or :class:`Facts` before
rendering, so the embedded JSON is redacted too and still reads back with ``check --from`` to the same findings.
A redacted home in a command is written ``"$HOME"/…`` (:func:`macml_doctor.remedy.shell.join`), so it runs.
"""

from __future__ import annotations

import getpass
import os
import re
import socket
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from macml_doctor.facts import Facts, Target, facts_from_mapping
from macml_doctor.findings import Finding
from macml_doctor.regex_cache import compiled
from macml_doctor.report import Report

HOME = "~"  # what a home folder becomes; shell.join writes it "$HOME" in a command
USER = "<user>"
HOST = "<host>"
SERIAL = "<serial>"

_HOME = compiled(r"(?:/Users|/home|/var/home)/([A-Za-z0-9._-]{1,64})(?=/|\b|$)|[A-Za-z]:\\Users\\([^\\\s]{1,64})"
                 r"|(?<![\w.-])/root(?=/|[^\w.-]|$)")
# Access tokens in the formats people paste by accident: Hugging Face, GitHub, GitLab, OpenAI/Anthropic, Slack,
# AWS access keys, Google API keys, npm and PyPI tokens, and any "Bearer …" / "token=…" value.
_TOKEN = compiled(
    r"\b(?:hf_[A-Za-z0-9]{20,}|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|glpat-[A-Za-z0-9_-]{20,}"
    r"|sk-(?:ant-|proj-)?[A-Za-z0-9_-]{20,}|xox[abposr]-[A-Za-z0-9-]{10,}|(?:AKIA|ASIA)[0-9A-Z]{16}"
    r"|AIza[0-9A-Za-z_-]{35}|npm_[A-Za-z0-9]{36}|pypi-[A-Za-z0-9_-]{50,})\b"
    r"|(?i:(?<=bearer )|(?<=token=)|(?<=token: )|(?<=api_key=)|(?<=password=))[^\s\"',;]{8,}")
_EMAIL = compiled(r"\b(?!git@)[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24}\b")
_IPV4 = compiled(r"(?<![\w.])(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?![\w.])")
_IPV6 = compiled(r"(?<![\w:])(?:[0-9A-Fa-f]{1,4}:){3,7}[0-9A-Fa-f]{1,4}(?![\w:])"
                 r"|(?<![\w:])(?:[0-9A-Fa-f]{1,4}:){1,6}:(?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4})*)?(?![\w:])")
TOKEN = "<token>"
EMAIL = "<email>"
IP = "<ip>"
_PROMPT = compiled(r"\b([A-Za-z0-9._-]{1,64})@([A-Za-z0-9][A-Za-z0-9.-]{0,100})(?=[\s:~%$#]|$)")
_LOCAL_HOST = compiled(r"\b[A-Za-z0-9][A-Za-z0-9-]{0,62}\.(?:local|localdomain|lan|home)\b")
_UNAME_HOST = compiled(r"\b(Darwin|Linux)\s+([A-Za-z0-9][\w.-]{0,100})(\s+\d{1,2}\.\d{1,3}\.\d{1,3}\b)")
_SERIAL = compiled(r"(?i)(serial\s?number(?:\s?\(system\))?|IOPlatformSerialNumber|\bserial\b)(\"?\s*[:=]\s*\"?)"
                   r"([A-Z0-9]{8,16})")
_UUID = compiled(r"(?i)(Hardware UUID|Provisioning UDID|IOPlatformUUID)(\"?\s*[:=]\s*\"?)([0-9A-F-]{20,40})")
# Never treated as a person's name even when it is a home folder's name.
_NOT_NAMES = {"shared", "runner", "user", "users", "root", "admin", "home", "guest", "ubuntu", "ec2-user", "me",
              "test", "Shared"}


@dataclass(frozen=True)
class Redactor:
    users: tuple[str, ...]
    hosts: tuple[str, ...]
    homes: tuple[str, ...] = ()  # this machine's home folder, wherever it is

    def text(self, value: str) -> str:
        value = _TOKEN.sub(TOKEN, value)
        value = _EMAIL.sub(EMAIL, value)
        for home in self.homes:
            value = re.sub(rf"(?<![\w.-]){re.escape(home)}(?=/|[^\w.-]|$)", HOME, value)
        value = _HOME.sub(HOME, value)
        value = _IPV4.sub(IP, value)
        value = _IPV6.sub(IP, value)
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
            users.add(m.group(1) or m.group(2) or "")
        for m in _PROMPT.finditer(s):
            users.add(m.group(1))
            hosts.add(m.group(2))
    users = {u for u in users if len(u) >= 3 and u not in _NOT_NAMES and not u.startswith("*")}
    hosts = {h for h in hosts if len(h) >= 3 and h not in ("localhost",) and not h.startswith("*")}
    home = os.path.expanduser("~")
    homes = (home,) if home.startswith("/") and home.count("/") >= 2 else ()
    return Redactor(tuple(sorted(users, key=len, reverse=True)), tuple(sorted(hosts, key=len, reverse=True)), homes)


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


def redact_facts(facts: Facts) -> Facts:
    """``facts --redact``: the same redaction as the Markdown report's."""
    doc = facts.to_json()
    clean = collect_names(_strings(doc)).value(doc)
    raw_target = clean["target"]
    target = Target(facts.target.origin, python=raw_target.get("python"), reason=raw_target.get("reason") or "",
                    report_kind=raw_target.get("report_kind"))
    return Facts(target, facts_from_mapping(clean["facts"]))


def redact_report(report: Report) -> Report:
    doc = report.to_json()
    redactor = collect_names(_strings(doc))
    clean = redactor.value(doc)
    raw_target = clean["target"]
    target = Target(report.facts.target.origin, python=raw_target.get("python"), reason=raw_target.get("reason") or "",
                    report_kind=raw_target.get("report_kind"))
    facts = Facts(target, facts_from_mapping(clean["facts"]))
    findings = tuple(Finding.from_json(f) for f in clean["findings"])
    return replace(report, facts=facts, findings=findings, probe=clean.get("probe"))
