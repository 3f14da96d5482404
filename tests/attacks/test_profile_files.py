"""Attack: what `fix` is given (or linked) as the shell profile. Only a regular file, or a symlink to one, is
edited; anything else, and a read-only file, is refused with one line and left as it was. Concurrent edits
keep each other's variables; CRLF line endings and a Latin-1 encoding survive."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from macml_doctor.remedy import profile_edit as pe

GUARD_S = 60.0  # hang guard for the FIFO: without the check, reading it blocks for ever


def refused(path: Path, why: str) -> None:
    with pytest.raises(pe.EditError) as err:
        pe.set_profile_env(path, {"X": "1"}, "zsh")
    assert why in str(err.value) and "\n" not in str(err.value)


def test_a_device_given_or_linked_as_the_profile_is_refused(tmp_path: Path) -> None:
    refused(Path("/dev/null"), "not a regular file")
    link = tmp_path / ".zshrc"
    link.symlink_to("/dev/null")
    refused(link, "not a regular file")
    assert link.is_symlink() and Path("/dev/null").is_char_device()
    refused(tmp_path, "not a regular file")


def test_a_fifo_profile_is_refused_without_hanging(tmp_path: Path) -> None:
    fifo = tmp_path / ".zshrc"
    os.mkfifo(fifo)
    box: list[BaseException] = []

    def edit() -> None:
        try:
            pe.set_profile_env(fifo, {"X": "1"}, "zsh")
        except BaseException as exc:
            box.append(exc)

    thread = threading.Thread(target=edit, daemon=True)
    thread.start()
    thread.join(GUARD_S)
    assert not thread.is_alive(), "hung on the FIFO"
    assert isinstance(box[0], pe.EditError) and "not a regular file" in str(box[0])
    assert stat.S_ISFIFO(fifo.stat().st_mode)


def test_a_read_only_profile_stays_read_only_and_unchanged(tmp_path: Path) -> None:
    profile = tmp_path / ".zshrc"
    profile.write_text("export A=1\n")
    profile.chmod(0o444)
    refused(profile, "read-only")
    assert profile.read_text() == "export A=1\n" and stat.S_IMODE(profile.stat().st_mode) == 0o444
    assert not Path(str(profile) + pe.BACKUP_SUFFIX).exists()


def test_a_symlink_to_a_regular_file_is_edited_at_its_target(tmp_path: Path) -> None:
    target = tmp_path / "dotfiles" / "zshrc"
    target.parent.mkdir()
    target.write_text("export A=1\n")
    link = tmp_path / ".zshrc"
    link.symlink_to(target)
    assert pe.set_profile_env(link, {"X": "1"}, "zsh").changed
    assert link.is_symlink() and "export X=1" in target.read_text()


def test_crlf_and_latin1_are_kept(tmp_path: Path) -> None:
    profile = tmp_path / ".bash_profile"
    original = "# caf\xe9 au lait\r\nexport A=1\r\n".encode("latin-1")
    profile.write_bytes(original)
    pe.set_profile_env(profile, {"X": "1"}, "bash")
    data = profile.read_bytes()
    assert data.startswith(original)
    assert b"\r\nexport X=1\r\n" in data and data.count(b"\n") == data.count(b"\r\n")
    assert data.decode("latin-1").count("\xe9") == 1
    assert pe.read_block(pe.read_text(profile) or "") == {"X": "1"}
    utf8 = tmp_path / ".zshrc"
    utf8.write_bytes("\ufeff# ✓ mine\n".encode())
    pe.set_profile_env(utf8, {"X": "1"}, "zsh")
    assert utf8.read_bytes().startswith("\ufeff# ✓ mine\n".encode()) and utf8.read_bytes().count(b"\xef\xbb\xbf") == 1


def test_concurrent_fix_runs_keep_each_others_variables(tmp_path: Path) -> None:
    profile = tmp_path / ".zshrc"
    profile.write_text("export A=1\n")
    code = ("import sys; from pathlib import Path; from macml_doctor.remedy import profile_edit as pe\n"
            "for i in range(20):\n"
            "    pe.set_profile_env(Path(sys.argv[1]), {sys.argv[2] + str(i): '1'}, 'zsh')\n")
    procs = [subprocess.Popen([sys.executable, "-c", code, str(profile), name]) for name in ("P", "Q", "R")]
    assert [p.wait(timeout=GUARD_S * 5) for p in procs] == [0, 0, 0]
    block = pe.read_block(profile.read_text())
    assert set(block) == {f"{n}{i}" for n in "PQR" for i in range(20)}
    assert profile.read_text().startswith("export A=1\n")
