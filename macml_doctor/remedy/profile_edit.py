"""Safe edits of the user's files: a marked block in a shell profile, one key in a conda env's .condarc.

Every edit is idempotent (a marked block, replaced in place, never duplicated; a second fix adds its
variables to the block and keeps the first one's), backed up first
(``<file>.macml-doctor.bak``) and atomic (written to a temporary file in the same folder, flushed,
then ``os.replace``d over the original), so an interruption leaves either the old file or the new
one, never half of either. A symlinked profile (``~/.zshrc -> dotfiles/zshrc``) is edited at its target, so
the link stays a link. A block the user damaged (a marker deleted, a quote left open) is never rewritten:
the edit stops with a message saying so.

Only a regular file (or a symlink to one) is edited: a device, a FIFO or a folder given or linked as the
profile is refused with one line, and so is a read-only file (it is never replaced). The read-modify-write
holds an advisory lock on the file's folder, so concurrent ``fix`` runs keep each other's variables. Line
endings (CRLF) and the encoding (UTF-8, with or without BOM, or any 8-bit one such as Latin-1) are kept.
"""

from __future__ import annotations

import codecs
import contextlib
import fcntl
import os
import re
import shlex
import stat
import tempfile
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from macml_doctor import messages as msg
from macml_doctor.errors import DoctorError
from macml_doctor.regex_cache import compiled
from macml_doctor.remedy.shell import join as shell_join

BEGIN = "# >>> macml-doctor >>>"
END = "# <<< macml-doctor <<<"
NOTE = "# Written by `macml-doctor fix`; edit or delete this block freely."
BACKUP_SUFFIX = ".macml-doctor.bak"
SHELLS = ("zsh", "bash", "fish")

_BLOCK_RE = compiled(re.escape(BEGIN) + r".*?" + re.escape(END) + r"\n?", re.DOTALL)
_MARKER_RE = compiled(re.escape(BEGIN) + "|" + re.escape(END))


class EditError(DoctorError):
    """A file could not be read or written, or our block in it is damaged; nothing was changed."""


@dataclass(frozen=True)
class EditResult:
    path: str
    changed: bool
    backup: str | None = None


def shell_from_env(environ: Mapping[str, str] | None = None) -> str:
    """zsh, bash or fish from $SHELL; zsh (the macOS default since 10.15) when unknown."""
    env = os.environ if environ is None else environ
    name = Path(env.get("SHELL", "")).name
    return name if name in SHELLS else "zsh"


def default_profile(shell: str, home: str | None = None) -> Path:
    """The file a new terminal reads: ~/.zshrc, ~/.bash_profile (macOS runs login shells), fish config."""
    base = Path(home) if home else Path(os.path.expanduser("~"))
    if shell == "bash":
        return base / ".bash_profile"
    if shell == "fish":
        return base / ".config" / "fish" / "config.fish"
    return base / ".zshrc"


def shell_for_profile(path: Path, fallback: str) -> str:
    """Which syntax a profile file needs, from its name (config.fish is fish, .bash* is bash)."""
    name = path.name
    if name.endswith(".fish"):
        return "fish"
    if name.startswith(".bash") or name == ".profile":
        return "bash"
    if name.startswith(".zsh") or name == ".zprofile":
        return "zsh"
    return fallback


def env_block(settings: Mapping[str, str], shell: str) -> str:
    lines = [BEGIN, NOTE]
    for name, value in settings.items():
        if shell == "fish":
            lines.append(f"set -gx {name} {shell_join([value])}")
        else:
            lines.append(f"export {name}={shell_join([value])}")
    lines.append(END)
    return "\n".join(lines) + "\n"


def with_block(text: str, block: str) -> str:
    """The text with our block replaced in place (or appended once); other lines are untouched."""
    if _BLOCK_RE.search(text):
        return _BLOCK_RE.sub(lambda _: block, text, count=1)
    if text and not text.endswith("\n"):
        text += "\n"
    return text + ("\n" if text else "") + block


def check_markers(text: str, path: str | Path) -> None:
    """Raise EditError unless the text holds no block or exactly one BEGIN followed by one END."""
    markers = [m.group(0) for m in _MARKER_RE.finditer(text)]
    if markers in ([], [BEGIN, END]):
        return
    if markers.count(BEGIN) > markers.count(END):
        why = msg.EDIT_BLOCK_NO_END
    elif markers.count(BEGIN) < markers.count(END):
        why = msg.EDIT_BLOCK_NO_BEGIN
    elif markers[0] == END:
        why = msg.EDIT_BLOCK_END_FIRST
    else:
        why = msg.EDIT_BLOCK_TWICE
    raise EditError(msg.EDIT_BLOCK_DAMAGED.format(path=path, why=why))


def read_block(text: str, path: str | Path = "the profile") -> dict[str, str]:
    """The variables our block sets (both sh and fish syntax); EditError when the block is damaged."""
    check_markers(text, path)
    match = _BLOCK_RE.search(text)
    found: dict[str, str] = {}
    if not match:
        return found
    for line in match.group(0).splitlines():
        try:
            parts = shlex.split(line, comments=True) if line.strip() else []
        except ValueError as exc:  # an unbalanced quote the user left in the block
            why = msg.EDIT_BLOCK_BAD_LINE.format(line=line.strip(), error=exc)
            raise EditError(msg.EDIT_BLOCK_DAMAGED.format(path=path, why=why)) from None
        if len(parts) == 2 and parts[0] == "export" and "=" in parts[1]:
            name, value = parts[1].split("=", 1)
            found[name] = value
        elif len(parts) == 4 and parts[:2] == ["set", "-gx"]:
            found[parts[2]] = parts[3]
    return found


def set_profile_env(path: Path, settings: Mapping[str, str], shell: str) -> EditResult:
    """Add ``settings`` to the marked block of ``path`` (created if missing), keeping the block's other
    variables: ``{**existing, **settings}``. A damaged block raises EditError and nothing is written."""
    path = _real(path)
    with _locked(path):
        old, form = _read(path)
        merged = {**read_block(old or "", path), **settings}
        return _commit(path, old, with_block(old or "", env_block(merged, shell)), form)


def set_condarc_key(path: Path, key: str, value: str) -> EditResult:
    """Set a top-level ``key: value`` in a .condarc (YAML), replacing an existing line for the key."""
    path = _real(path)
    with _locked(path):
        old, form = _read(path)
        lines = (old or "").splitlines()
        wanted = f"{key}: {value}"
        pattern = re.compile(rf"^{re.escape(key)}\s*:")
        hits = [i for i, line in enumerate(lines) if pattern.match(line)]
        if hits:
            lines[hits[0]] = wanted
            lines = [line for i, line in enumerate(lines) if i not in hits[1:]]
        else:
            lines.append(wanted)
        return _commit(path, old, "\n".join(lines) + "\n", form)


def read_text(path: str | Path) -> str | None:
    """A profile's text as the edit sees it (None when there is no file); EditError when it is not a regular
    file. For checking whether an edit is in place without ever blocking on a FIFO or a device."""
    return _read(_real(Path(path)))[0]


@dataclass(frozen=True)
class _Form:
    """How a file is written: its encoding and its line ending."""

    encoding: str = "utf-8"
    newline: str = "\n"


def _real(path: Path) -> Path:
    """The file a symlink points at (through every link), so the edit keeps the link a link."""
    return Path(os.path.realpath(path))


def _regular(path: Path) -> bool:
    """True for a regular file, False when there is none; EditError for anything else (device, FIFO, folder)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return False
    except OSError as exc:
        raise EditError(msg.EDIT_CANNOT_READ.format(path=path, error=exc.strerror or exc)) from None
    if not stat.S_ISREG(info.st_mode):
        raise EditError(msg.EDIT_NOT_REGULAR.format(path=path))
    return True


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """An advisory lock on the file's folder for the read-modify-write (the file itself is replaced, so a lock
    on it would not be seen by the next writer)."""
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(folder, os.O_RDONLY)
    except OSError as exc:
        raise EditError(msg.EDIT_CANNOT_READ.format(path=folder, error=exc.strerror or exc)) from None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # releases the lock


def _read(path: Path) -> tuple[str | None, _Form]:
    if not _regular(path):
        return None, _Form()
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise EditError(msg.EDIT_CANNOT_READ.format(path=path, error=exc.strerror or exc)) from None
    if data.startswith(codecs.BOM_UTF8):
        encoding = "utf-8-sig"
    elif data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        encoding = "utf-16"
    else:
        try:
            data.decode("utf-8")
            encoding = "utf-8"
        except UnicodeDecodeError:
            encoding = "latin-1"  # any 8-bit encoding: every byte reads back to itself
    text = data.decode(encoding)
    newline = "\r\n" if text.count("\r\n") * 2 > text.count("\n") else "\n"
    return text.replace("\r\n", "\n"), _Form(encoding, newline)


def _commit(path: Path, old: str | None, new: str, form: _Form) -> EditResult:
    if old == new:
        return EditResult(str(path), changed=False)
    mode = _mode(path)
    if old is not None and (not mode & 0o222 or not os.access(path, os.W_OK)):
        raise EditError(msg.EDIT_READ_ONLY.format(path=path))
    backup = None
    try:
        if old is not None:
            backup = str(path) + BACKUP_SUFFIX
            _atomic_write(Path(backup), _encode(old, form), mode=mode)
        _atomic_write(path, _encode(new, form), mode=mode)
    except (OSError, UnicodeEncodeError) as exc:
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
        raise EditError(msg.EDIT_CANNOT_WRITE.format(path=path, error=why)) from None
    return EditResult(str(path), changed=True, backup=backup)


def _encode(text: str, form: _Form) -> bytes:
    return text.replace("\n", form.newline).encode(form.encoding)


def _mode(path: Path) -> int:
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        return 0o644


def _atomic_write(path: Path, data: bytes, *, mode: int) -> None:
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=str(path.parent))
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:  # including KeyboardInterrupt: never leave the temp file behind
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
