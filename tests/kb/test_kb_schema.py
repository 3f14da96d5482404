"""Every knowledge-base file (checks/*.toml) against its schema, and the validator catching real mistakes."""

from __future__ import annotations

import sys

import pytest

from macml_doctor.kb import load as kb
from macml_doctor.kb import schema as kb_schema

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib


@pytest.mark.parametrize("name", kb.names("checks"))
def test_every_checks_file_matches_its_schema(name: str) -> None:
    assert kb_schema.validate(name, kb.check_table(name)) == []


def test_every_checks_file_has_a_schema() -> None:
    assert set(kb.names("checks")) <= set(kb_schema.SCHEMAS)


def test_a_key_written_after_an_array_of_tables_is_caught() -> None:
    # TOML files `outdated_below` into the last [[macos_floor]] row: exactly the slip this guards against.
    text = """
schema = "torch_mps/1"
default_macos_floor = "12.3"
default_macos_floor_source = "x"
last_x86_64_macos_torch = "2.2.2"
last_x86_64_macos_torch_source = "x"
outdated_reason = "x"
outdated_source = "x"
fallback_env = "PYTORCH_ENABLE_MPS_FALLBACK"
fallback_source = "x"
cuda_driver_too_old_text = "x"
cuda_driver_too_old_source = "x"
[[macos_floor]]
torch = ">=2.9"
macos = "14.0"
source = "x"
outdated_below = "2.6.0"
"""
    errors = kb_schema.validate("torch_mps", tomllib.loads(text))
    assert "checks/torch_mps.toml [[macos_floor]] #1: unknown key 'outdated_below'" in errors
    assert "checks/torch_mps.toml: missing required key 'outdated_below'" in errors


def test_bad_specifier_version_and_marker_are_caught() -> None:
    data = dict(kb.check_table("python_support"))
    data["marker"] = "sys_platform is 'darwin'"
    data["row"] = [{**data["row"][0], "version": ">=2.x"}, {**data["row"][1], "python_min": "three"}]
    errors = kb_schema.validate("python_support", data)
    assert any(e.startswith("checks/python_support.toml.marker is not a valid marker") for e in errors)
    assert any("#1.version is not a valid spec" in e for e in errors)
    assert any("#2.python_min is not a valid version" in e for e in errors)


def test_rows_without_a_source_are_caught() -> None:
    data = dict(kb.check_table("tensorflow_metal"))
    data["pair"] = [{k: v for k, v in data["pair"][0].items() if k != "source"}]
    assert "checks/tensorflow_metal.toml [[pair]] #1: missing required key 'source'" in kb_schema.validate(
        "tensorflow_metal", data)


def test_a_file_without_a_schema_is_an_error() -> None:
    assert kb_schema.validate("nonexistent", {}) == [
        "checks/nonexistent.toml: no schema (add one to macml_doctor/kb/schema.py)"]
