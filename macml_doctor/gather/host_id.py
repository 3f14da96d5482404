"""An anonymous, stable id for this machine: the envelope's ``host`` (fleets group reports by it).

It is a salted SHA-256, so it says nothing about the machine itself: of systemd's machine id where there is one
(``/etc/machine-id``, the same for every user; hashed with an application key as systemd asks,
machine-id(5)), else of a random id that the doctor writes once under its data folder (macOS; per user
account, so root under an MDM agent keeps one id). None when neither can be read or written.
"""

from __future__ import annotations

import hashlib
import os
import uuid
from collections.abc import Sequence
from pathlib import Path

from macml_doctor import paths

MACHINE_ID_FILES = ("/etc/machine-id", "/var/lib/dbus/machine-id")
APP_KEY = "macml-doctor host id v1"
FILE_NAME = "host-id"


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        return ""


def _stored(data_dir: Path) -> str:
    path = data_dir / FILE_NAME
    existing = _read(path)
    if existing:
        return existing
    fresh = uuid.uuid4().hex
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{FILE_NAME}.{os.getpid()}")
        tmp.write_text(fresh + "\n", encoding="ascii")
        os.replace(tmp, path)  # two doctors at once: the last rename wins, and both read it back
    except OSError:
        return ""
    return _read(path)


def host_id(data_dir: Path | None = None, machine_id_files: Sequence[str] = MACHINE_ID_FILES) -> str | None:
    secret = next((v for v in (_read(Path(p)) for p in machine_id_files) if v), "")
    if not secret:
        secret = _stored(data_dir or paths.data_dir())
    if not secret:
        return None
    return hashlib.sha256(f"{APP_KEY}\0{secret}".encode()).hexdigest()[:16]
