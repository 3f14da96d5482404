"""kb.load: a table read from the cache folder's JSON is exactly the table its TOML gives; a kept file that is torn,
of another text, or cannot be written only costs the time."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from macml_doctor.kb import load as kb

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[2]
TABLES = sorted((ROOT / "checks").glob("*.toml")) + sorted((ROOT / "fixes").glob("*.toml"))


@pytest.fixture()
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("MACML_DOCTOR_CACHE_DIR", str(folder))
    return folder


def test_every_table_reads_back_from_the_cache_as_its_toml_gives_it(cache: Path) -> None:
    assert len(TABLES) > 40
    for path in TABLES:
        data = path.read_bytes()
        first, second = kb.parsed(path.stem, data), kb.parsed(path.stem, data)
        assert first == second == tomllib.loads(data.decode("utf-8")), path.name
    assert len(list(cache.glob("kb-*.json"))) == len(TABLES)


def test_a_kept_file_that_does_not_read_back_is_read_again(cache: Path) -> None:
    data = (ROOT / "checks" / "chips.toml").read_bytes()
    kb.parsed("chips", data)
    (kept,) = cache.glob("kb-chips-*.json")
    for damage in (kept.read_bytes()[:1000], b"[1, 2]", b"\xff\xfe not json"):
        kept.write_bytes(damage)
        assert kb.parsed("chips", data) == tomllib.loads(data.decode("utf-8"))


def test_an_edited_table_is_read_from_its_new_text_and_replaces_the_old_file(cache: Path) -> None:
    kb.parsed("edited", b'[row]\nname = "before"\n')
    assert kb.parsed("edited", b'[row]\nname = "after"\n') == {"row": {"name": "after"}}
    assert kb.parsed("edited", b'[row]\nname = "after"\n') == {"row": {"name": "after"}}
    assert len(list(cache.glob("kb-edited-*.json"))) == 1


def test_a_table_json_cannot_hold_is_read_from_its_toml_each_time(cache: Path) -> None:
    text = b"[release]\ndate = 2024-05-13\nname = \"macOS 14.5\"\n"
    assert kb.parsed("dated", text) == kb.parsed("dated", text) == tomllib.loads(text.decode())
    assert not list(cache.glob("kb-dated-*.json"))


def test_a_cache_folder_that_cannot_be_written_costs_only_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder would be")
    monkeypatch.setenv("MACML_DOCTOR_CACHE_DIR", str(blocker))
    data = (ROOT / "checks" / "findings.toml").read_bytes()
    assert kb.parsed("findings", data) == tomllib.loads(data.decode("utf-8"))
    assert blocker.read_text() == "a file where the cache folder would be"
