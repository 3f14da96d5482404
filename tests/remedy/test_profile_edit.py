"""Safe file edits on real files: marked block, idempotence, backup, atomic replace, fish syntax, .condarc."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from macml_doctor.commands.fix import edits_hold
from macml_doctor.findings import Edit
from macml_doctor.remedy import profile_edit as pe


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


def test_two_fixes_share_the_block_and_each_rerun_is_a_no_op(tmp_path: Path) -> None:
    """enable-mps-fallback then use-legacy-keras: the second adds its variable, never drops the first's."""
    profile = tmp_path / ".zshrc"
    profile.write_text("alias ll='ls -l'\n")
    mps, keras = {"PYTORCH_ENABLE_MPS_FALLBACK": "1"}, {"TF_USE_LEGACY_KERAS": "1"}
    assert pe.set_profile_env(profile, mps, "zsh").changed
    assert pe.set_profile_env(profile, keras, "zsh").changed
    text = profile.read_text()
    assert text.count(pe.BEGIN) == 1 and text.startswith("alias ll='ls -l'\n")
    assert pe.read_block(text) == {**mps, **keras}
    before = profile.read_bytes()
    for settings in (mps, keras, mps):
        assert not pe.set_profile_env(profile, settings, "zsh").changed
        assert profile.read_bytes() == before
    # Each fix's re-check sees its own variable although the block holds both.
    edits = [Edit(str(profile), "shell-env", "", tuple(s.items()), "zsh") for s in (mps, keras)]
    assert all(edits_hold([e]) for e in edits)
    assert not edits_hold([Edit(str(profile), "shell-env", "", (("TF_USE_LEGACY_KERAS", "0"),), "zsh")])
    out = subprocess.run(["bash", "-c", f". {profile} && printenv PYTORCH_ENABLE_MPS_FALLBACK TF_USE_LEGACY_KERAS"],
                         capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["1", "1"]


def test_symlinked_profile_and_condarc_stay_links(tmp_path: Path) -> None:
    dotfiles, home = tmp_path / "dotfiles", tmp_path / "home"
    dotfiles.mkdir()
    home.mkdir()
    (dotfiles / "zshrc").write_text("export A=1\n")
    (home / ".zshrc").symlink_to("../dotfiles/zshrc")
    result = pe.set_profile_env(home / ".zshrc", {"PYTORCH_ENABLE_MPS_FALLBACK": "1"}, "zsh")
    assert result.changed and result.backup == str(dotfiles / "zshrc") + pe.BACKUP_SUFFIX
    assert (home / ".zshrc").is_symlink() and os.readlink(home / ".zshrc") == "../dotfiles/zshrc"
    assert pe.read_block((dotfiles / "zshrc").read_text()) == {"PYTORCH_ENABLE_MPS_FALLBACK": "1"}
    assert (dotfiles / "zshrc").read_text().startswith("export A=1\n")
    assert (dotfiles / "zshrc.macml-doctor.bak").read_text() == "export A=1\n"
    assert sorted(p.name for p in home.iterdir()) == [".zshrc"]  # no backup or temp file beside the link

    (dotfiles / "condarc").write_text("subdir: osx-64\n")
    (home / ".condarc").symlink_to(dotfiles / "condarc")
    assert pe.set_condarc_key(home / ".condarc", "subdir", "osx-arm64").changed
    assert (home / ".condarc").is_symlink() and (dotfiles / "condarc").read_text() == "subdir: osx-arm64\n"
    assert (dotfiles / "condarc.macml-doctor.bak").read_text() == "subdir: osx-64\n"


BLOCK_BODY = f"{pe.NOTE}\nexport PYTORCH_ENABLE_MPS_FALLBACK=1\n"


@pytest.mark.parametrize(("text", "why"), [
    (f"export A=1\n{pe.BEGIN}\n{BLOCK_BODY}echo after\n", "BEGIN without END"),
    # what the old code made of it: a second block appended after the one whose END was deleted
    (f"{pe.BEGIN}\n{BLOCK_BODY}echo mine\n\n{pe.BEGIN}\n{BLOCK_BODY}{pe.END}\n", "BEGIN without END"),
    (f"export A=1\n{BLOCK_BODY}{pe.END}\n", "END without BEGIN"),
    (f"{pe.END}\n{pe.BEGIN}\n", "END before BEGIN"),
    (f"{pe.BEGIN}\n{BLOCK_BODY}{pe.END}\n{pe.BEGIN}\n{BLOCK_BODY}{pe.END}\n", "more than one block"),
    (f"{pe.BEGIN}\n{pe.NOTE}\nexport X='unclosed\n{pe.END}\n", "cannot read the line"),
])
def test_damaged_block_is_refused_and_file_untouched(tmp_path: Path, text: str, why: str) -> None:
    profile = tmp_path / ".zshrc"
    profile.write_text(text)
    expected = rf"the macml-doctor block in {profile} is damaged \({why}.*\); fix or remove it by hand"
    for _ in range(2):  # refused every time, never "repaired" by deleting the user's lines
        with pytest.raises(pe.EditError, match=expected):
            pe.set_profile_env(profile, {"PYTORCH_ENABLE_MPS_FALLBACK": "1"}, "zsh")
        assert profile.read_text() == text
    assert sorted(p.name for p in tmp_path.iterdir()) == [".zshrc"]  # no backup, no temp file
    with pytest.raises(pe.EditError, match=expected):
        edits_hold([Edit(str(profile), "shell-env", "", (("PYTORCH_ENABLE_MPS_FALLBACK", "1"),), "zsh")])
