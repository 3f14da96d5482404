"""Safe file edits on real files: marked block, idempotence, backup, atomic replace, fish syntax, .condarc."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from macml_doctor import profile_edit as pe


def test_block_is_appended_once_and_replaced_in_place(tmp_path: Path) -> None:
    profile = tmp_path / ".zshrc"
    profile.write_text("alias ll='ls -l'\nexport PATH=/opt/homebrew/bin:$PATH")  # no trailing newline
    first = pe.set_profile_env(profile, {"PYTORCH_ENABLE_MPS_FALLBACK": "1"}, "zsh")
    assert first.changed and first.backup == str(profile) + pe.BACKUP_SUFFIX
    assert Path(first.backup).read_text() == "alias ll='ls -l'\nexport PATH=/opt/homebrew/bin:$PATH"
    text = profile.read_text()
    assert text == (
        "alias ll='ls -l'\nexport PATH=/opt/homebrew/bin:$PATH\n\n"
        f"{pe.BEGIN}\n{pe.NOTE}\nexport PYTORCH_ENABLE_MPS_FALLBACK=1\n{pe.END}\n"
    )
    again = pe.set_profile_env(profile, {"PYTORCH_ENABLE_MPS_FALLBACK": "1"}, "zsh")
    assert not again.changed and profile.read_text() == text
    # A new value replaces the block where it is; lines after it stay after it.
    profile.write_text(text + "echo after\n")
    pe.set_profile_env(profile, {"PYTORCH_ENABLE_MPS_FALLBACK": "0"}, "zsh")
    new = profile.read_text()
    assert new.count(pe.BEGIN) == 1 and new.endswith(f"export PYTORCH_ENABLE_MPS_FALLBACK=0\n{pe.END}\necho after\n")
    assert pe.read_block(new) == {"PYTORCH_ENABLE_MPS_FALLBACK": "0"}


def test_fish_syntax_and_missing_file(tmp_path: Path) -> None:
    profile = tmp_path / ".config" / "fish" / "config.fish"
    assert pe.shell_for_profile(profile, "zsh") == "fish"
    result = pe.set_profile_env(profile, {"PYTORCH_ENABLE_MPS_FALLBACK": "1", "X": "a b"}, "fish")
    assert result.changed and result.backup is None  # nothing to back up
    text = profile.read_text()
    assert "set -gx PYTORCH_ENABLE_MPS_FALLBACK 1\nset -gx X 'a b'\n" in text
    assert pe.read_block(text) == {"PYTORCH_ENABLE_MPS_FALLBACK": "1", "X": "a b"}


def test_real_bash_reads_the_block(tmp_path: Path) -> None:
    profile = tmp_path / ".bash_profile"
    profile.write_text("export PYTORCH_ENABLE_MPS_FALLBACK=0\n")
    pe.set_profile_env(profile, {"PYTORCH_ENABLE_MPS_FALLBACK": "1"}, "bash")
    out = subprocess.run(["bash", "-l", "-c", "printenv PYTORCH_ENABLE_MPS_FALLBACK"], capture_output=True,
                         text=True, env={"HOME": str(tmp_path), "PATH": os.environ["PATH"]}, check=True)
    assert out.stdout.strip() == "1"


def test_default_profiles_follow_shell() -> None:
    assert pe.shell_from_env({"SHELL": "/bin/zsh"}) == "zsh"
    assert pe.shell_from_env({"SHELL": "/usr/local/bin/fish"}) == "fish"
    assert pe.shell_from_env({}) == "zsh"
    assert pe.default_profile("bash", "/h") == Path("/h/.bash_profile")
    assert pe.default_profile("fish", "/h") == Path("/h/.config/fish/config.fish")
    assert pe.default_profile("zsh", "/h") == Path("/h/.zshrc")


def test_condarc_key_set_and_replaced(tmp_path: Path) -> None:
    rc = tmp_path / ".condarc"
    rc.write_text("channels:\n  - conda-forge\nsubdir: osx-64\n")
    assert pe.set_condarc_key(rc, "subdir", "osx-arm64").changed
    assert rc.read_text() == "channels:\n  - conda-forge\nsubdir: osx-arm64\n"
    assert not pe.set_condarc_key(rc, "subdir", "osx-arm64").changed


def _make_read_only(folder: Path) -> None:
    if os.geteuid() == 0:  # root ignores permission bits; the immutable attribute stops even root
        subprocess.run(["chattr", "+i", str(folder)], check=True)
    else:
        folder.chmod(0o555)


def _undo_read_only(folder: Path) -> None:
    if os.geteuid() == 0:
        subprocess.run(["chattr", "-i", str(folder)], check=False)
    folder.chmod(0o755)


def test_read_only_folder_leaves_file_untouched(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    profile = home / ".zshrc"
    profile.write_text("export A=1\n")
    _make_read_only(home)
    try:
        with pytest.raises(pe.EditError, match=r"cannot write .*the file was not changed"):
            pe.set_profile_env(profile, {"PYTORCH_ENABLE_MPS_FALLBACK": "1"}, "zsh")
        assert profile.read_text() == "export A=1\n"
        assert sorted(p.name for p in home.iterdir()) == [".zshrc"]  # no temp file, no backup
    finally:
        _undo_read_only(home)
