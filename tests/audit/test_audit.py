"""The knowledge base against the real wheels: the audit over the recorded index fixtures (offline).

tests/fixtures/wheels was recorded by ``python -m macml_doctor.audit --record tests/fixtures/wheels`` from
https://pypi.org: every release's macOS file names and Requires-Python, and, for the wheels the rows speak about,
METADATA verbatim plus the header and load commands of the binary with the highest minimum macOS.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from packaging.version import Version

from macml_doctor.audit import tables as audit
from macml_doctor.audit.wheel_store import FixtureStore
from macml_doctor.gather import macho
from macml_doctor.kb import load as kb
from macml_doctor.kb.wheel_facts import mac_platform, parse_metadata, parse_wheel_name

WHEELS = Path(__file__).resolve().parents[1] / "fixtures" / "wheels"
STORE = FixtureStore(WHEELS)


def test_every_table_agrees_with_the_recorded_wheels() -> None:
    assert [str(d) for d in audit.audit(STORE)] == []


def test_the_audit_command_exits_0_offline(capsys: pytest.CaptureFixture[str]) -> None:
    assert audit.main(["--fixtures", str(WHEELS)]) == 0
    assert "0 disagreement(s)" in capsys.readouterr().err


def test_fixtures_stay_small() -> None:
    total = sum(p.stat().st_size for p in WHEELS.rglob("*") if p.is_file())
    assert total < 3_000_000


def _with_table(monkeypatch: pytest.MonkeyPatch, name: str, edit: Any) -> None:
    real = kb.check_table

    def patched(table: str) -> dict[str, Any]:
        data = real(table)
        if table != name:
            return data
        data = copy.deepcopy(data)
        edit(data)
        return data

    monkeypatch.setattr(audit.kb, "check_table", patched)


def test_the_old_mlx_floor_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The table before the audit said macOS 14.0 and Python >= 3.10 for every mlx."""

    def old(data: dict[str, Any]) -> None:
        data["row"] = [{"mlx": ">=0", "macos": "14.0", "python": ">=3.10", "needs_metal_package": True,
                        "source": "old"}]

    _with_table(monkeypatch, "mlx", old)
    found = list(audit.audit_mlx(STORE))
    assert any("mlx-0.29.3-" in d.evidence and "13.5" in d.evidence for d in found)
    assert any(d.claim == "Python >=3.10" and "mlx 0.29.3" in d.evidence for d in found)


def test_the_old_jax_metal_floor_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    def old(data: dict[str, Any]) -> None:
        data["row"][0]["loader_macos"] = "14.4"

    _with_table(monkeypatch, "jax_metal", old)
    [found] = list(audit.audit_jax_metal(STORE))
    assert "pjrt_plugin_metal_14.dylib LC_BUILD_VERSION minos 13.0" in found.evidence


def test_a_missing_python_support_row_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    def drop(data: dict[str, Any]) -> None:
        data["row"] = [r for r in data["row"] if r["version"] != ">=2.2.0.dev0,<2.5.0.dev0"]

    _with_table(monkeypatch, "python_support", drop)
    found = [d.evidence for d in audit.audit_python_support(STORE)]
    assert "torch 2.4.1 (cp38–cp312) is in no row" in found


def test_a_newer_release_than_the_freshness_table_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    def older(data: dict[str, Any]) -> None:
        data["newest"][0]["version"] = "2.14.1"

    _with_table(monkeypatch, "freshness", older)
    [found] = list(audit.audit_freshness(STORE))
    assert found.evidence.endswith("2.15.0")


def test_a_module_its_wheel_does_not_install_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """cv2 is opencv-python's; scikit-learn installs sklearn, never a folder of its pip name."""

    def wrong(data: dict[str, Any]) -> None:
        for row in data["package"]:
            if row["name"] == "scikit-learn":
                row["modules"] = ["scikit_learn"]

    _with_table(monkeypatch, "module_packages", wrong)
    [found] = list(audit.audit_module_packages(STORE))
    assert found.row == "scikit-learn" and "sklearn" in found.evidence


# --- the real wheel facts the fixes rest on ------------------------------------------------------------


def test_mlx_0_29_3_binaries_need_macos_13_5_although_tagged_13_0() -> None:
    name = "mlx-0.29.3-cp313-cp313-macosx_13_0_arm64.whl"
    wheel = STORE.wheel("mlx", name)
    assert parse_wheel_name(name).mac[0].macos == Version("13.0")  # type: ignore[union-attr]
    assert wheel.min_macos == Version("13.5")
    assert macho.parse_archs(wheel.head) == ("arm64",)
    req = wheel.metadata.requirement("mlx-metal", audit.MAC_ARM_ENV)
    assert req is not None and str(req.specifier) == "==0.29.3"


def test_jax_metal_0_1_1_loads_from_macos_13() -> None:
    wheel = STORE.wheel("jax-metal", "jax_metal-0.1.1-py3-none-macosx_13_0_arm64.whl")
    assert wheel.min_macos == Version("13.0")


def test_tensorflow_macos_2_15_1_installs_no_tensorflow() -> None:
    [release] = [r for r in audit.releases(STORE, "tensorflow-macos") if r.version == Version("2.15.1")]
    entry = release.pick()
    assert entry is not None
    wheel = STORE.wheel("tensorflow-macos", entry.filename)
    assert wheel.only_metadata
    assert wheel.metadata.requirement("tensorflow", audit.MAC_ARM_ENV) is None
    assert wheel.metadata.requirement("tensorflow-macos", audit.MAC_ARM_ENV) is not None  # itself


def test_tensorflow_metal_declares_no_tensorflow() -> None:
    for folder in (WHEELS / "files").glob("tensorflow_metal-*"):
        meta = parse_metadata((folder / "METADATA").read_text())
        assert not [r for r in meta.requires_dist if r.lower().startswith("tensorflow")], folder.name


def test_tensorflow_2_17_declares_numpy_below_2() -> None:
    [release] = [r for r in audit.releases(STORE, "tensorflow") if r.version == Version("2.17.1")]
    entry = release.pick()
    assert entry is not None
    req = STORE.wheel("tensorflow", entry.filename).metadata.requirement("numpy", audit.MAC_ARM_ENV)
    assert req is not None and not req.specifier.contains("2.0.0")


def test_wheel_name_and_platform_tags() -> None:
    assert mac_platform("macosx_10_13_x86_64").archs == ("x86_64",)  # type: ignore[union-attr]
    assert mac_platform("cp39-cp39-macosx_11_0_universal2").archs == ("arm64", "x86_64")  # type: ignore[union-attr]
    assert mac_platform("manylinux2014_x86_64") is None
    name = parse_wheel_name("mlx-0.32.4-cp314-cp314t-macosx_26_0_arm64.whl")
    assert name is not None and name.free_threaded and name.cpython_minors() == (14,)
