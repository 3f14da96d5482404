"""The Mac framework checks on real wheel facts: tags, versions and metadata from the recorded index
(tests/fixtures/wheels, see tests/audit/test_audit.py), not invented ones."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest
from remedies import fix_of

from macml_doctor.audit.wheel_store import FixtureStore
from macml_doctor.diagnose import other_frameworks, packages, tensorflow, torch
from macml_doctor.facts import Facts, Origin, State, Target, known
from macml_doctor.findings import Severity
from macml_doctor.gather import frameworks

STORE = FixtureStore(Path(__file__).resolve().parents[1] / "fixtures" / "wheels")
MAC_ARM = {"host.os": "Darwin", "host.cpu_brand": "Apple M1", "host.arm64_capable": 1, "python.machine": "arm64",
           "python.translated": 0, "python.implementation": "CPython", "host.kernel_release": "22.6.0",
           "host.macos_version": "13.6", "python.version": "3.9.18"}


def wheel_tag(project: str, version: str, arch: str) -> str:
    """The py-abi-platform tag of a real macOS wheel of that release (a file the index lists)."""
    name = next(e.filename for e in STORE.files(project)[version] if e.filename.endswith(f"_{arch}.whl"))
    return "-".join(name[:-4].split("-")[-3:])


def installed(project: str, version: str, arch: str = "arm64") -> dict[str, Any]:
    return {project: {"version": version, "tags": [wheel_tag(project, version, arch)]}}


def facts(values: dict[str, Any]) -> Facts:
    return Facts(Target(Origin.SNAPSHOT), {k: known(v, "test") for k, v in values.items()})


def ids(found: list[Any]) -> list[str]:
    return [f.id for f in found]


def test_an_x86_64_wheel_tag_is_read_as_x86_64() -> None:
    """torch 2.2.2's Intel wheel is tagged macosx_10_9_x86_64: the old reader returned "64"."""
    fs = facts({**MAC_ARM, "python.packages": installed("torch", "2.2.2", "x86_64")})
    assert wheel_tag("torch", "2.2.2", "x86_64").endswith("macosx_10_9_x86_64")
    assert torch.wheel_arch(fs, "torch") == "x86_64"
    assert ids(torch.check_x86_build(fs)) == ["torch-x86-build"]
    tf = facts({**MAC_ARM, "python.packages": installed("tensorflow", "2.16.2", "x86_64")})
    assert ids(tensorflow.check_x86_build(tf)) == ["tf-x86-build"]
    native = facts({**MAC_ARM, "python.packages": installed("torch", "2.2.2", "arm64")})
    assert torch.wheel_arch(native, "torch") == "arm64" and torch.check_x86_build(native) == []


def test_mlx_0_29_3_on_macos_13_6_with_python_3_9_works() -> None:
    """Its wheels are tagged macosx_13_0 and its binaries need 13.5; it has cp39 wheels."""
    fs = facts({**MAC_ARM, "mlx.version": "0.29.3", "mlx.metal_available": True,
                "python.packages": {**installed("mlx", "0.29.3"), **installed("mlx-metal", "0.29.3")}})
    assert ids(other_frameworks.check_mlx(fs)) == ["mlx-available"]
    assert other_frameworks.check_mlx_metal(fs) == []


def test_mlx_0_29_4_needs_macos_14() -> None:
    fs = facts({**MAC_ARM, "python.version": "3.11.4", "mlx.version": "0.29.4", "mlx.metal_available": False,
                "python.packages": {**installed("mlx", "0.29.4"), **installed("mlx-metal", "0.29.4")}})
    [f] = other_frameworks.check_mlx(fs)
    assert f.id == "mlx-unsupported" and "MLX needs macOS 14.0+ (this is 13.6)" in f.summary


def test_mlx_without_mlx_metal_on_a_mac() -> None:
    alone = facts({**MAC_ARM, "python.packages": installed("mlx", "0.29.3")})
    [f] = other_frameworks.check_mlx_metal(alone)
    assert f.id == "mlx-metal-missing" and f.severity is Severity.ERROR and fix_of(f) == "install-mlx-metal"
    assert f.evidence["pip"] == ["mlx-metal==0.29.3"]
    # mlx 0.25.2 still ships libmlx.dylib itself (no mlx-metal requirement in its METADATA).
    old = facts({**MAC_ARM, "python.packages": installed("mlx", "0.25.2")})
    assert other_frameworks.check_mlx_metal(old) == []
    linux = facts({**MAC_ARM, "host.os": "Linux", "python.packages": {"mlx": {"version": "0.29.3"}}})
    assert other_frameworks.check_mlx_metal(linux) == []


def test_jax_metal_0_1_1_floors() -> None:
    """Tagged macosx_13_0 and its plugin binary says 13.0; Apple's table says 14.4."""
    pins = {"jax-metal": {"version": "0.1.1", "tags": [wheel_tag("jax-metal", "0.1.1", "arm64")]},
            "jax": {"version": "0.4.34"}, "jaxlib": {"version": "0.4.34"}}
    [on_13] = other_frameworks.check_jax_metal(facts({**MAC_ARM, "python.packages": pins}))
    assert "macOS 13.6 (Apple supports it from 14.4; the plugin loads from 13.0" in on_13.summary
    [on_12] = other_frameworks.check_jax_metal(facts({**MAC_ARM, "host.macos_version": "12.7",
                                                      "python.packages": pins}))
    assert "macOS 12.7 (its plugin binary needs macOS 13.0+: it cannot load)" in on_12.summary
    assert other_frameworks.check_jax_metal(facts({**MAC_ARM, "host.macos_version": "14.5",
                                                   "python.packages": pins})) == []


def test_tensorflow_macos_2_15_1_alone_is_no_tensorflow() -> None:
    fs = facts({**MAC_ARM, "python.packages": installed("tensorflow-macos", "2.15.1")})
    found = ids([*tensorflow.check_empty_macos_package(fs), *tensorflow.check_macos_package(fs)])
    assert found == ["tensorflow-macos-empty"]
    real = facts({**MAC_ARM, "python.packages": installed("tensorflow-macos", "2.15.0")})
    assert tensorflow.check_empty_macos_package(real) == []
    assert ids(tensorflow.check_macos_package(real)) == ["tensorflow-macos-deprecated"]


def test_tensorflow_metal_alone_installs_no_tensorflow() -> None:
    fs = facts({**MAC_ARM, "python.packages": installed("tensorflow-metal", "1.1.0")})
    [f] = tensorflow.check_metal_without_tensorflow(fs)
    assert f.id == "tf-metal-without-tensorflow" and fix_of(f) == "pin-tf-metal-pair"
    assert f.evidence["pip"] == ["tensorflow==2.17.*", "tensorflow-metal==1.1.0"]
    paired = facts({**MAC_ARM, "python.packages": {**installed("tensorflow-metal", "1.1.0"),
                                                   **installed("tensorflow", "2.17.1")}})
    assert tensorflow.check_metal_without_tensorflow(paired) == []


def test_a_release_newer_than_the_tables_is_an_info() -> None:
    newer = facts({**MAC_ARM, "python.packages": {"torch": {"version": "2.16.0"}, "mlx": {"version": "0.32.4"}}})
    [f] = packages.check_knowledge_stale(newer)
    assert f.id == "knowledge-stale" and f.severity is Severity.INFO
    assert f.evidence["packages"] == ["torch 2.16.0 (newest known 2.15.0)"]
    newest = max(STORE.files("torch"), key=lambda v: tuple(int(x) for x in v.split(".")[:3] if x.isdigit()))
    known_newest = facts({**MAC_ARM, "python.packages": {"torch": {"version": newest}}})
    assert packages.check_knowledge_stale(known_newest) == []
    nightly_of_known = facts({**MAC_ARM, "python.packages": {"torch": {"version": "2.15.0.dev20260101"}}})
    assert packages.check_knowledge_stale(nightly_of_known) == []


def test_an_empty_mlx_stub_does_not_import_as_mlx(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A leftover mlx/core/__init__.py (empty) imports, but it is no MLX: the child says so."""
    (tmp_path / "mlx" / "core").mkdir(parents=True)
    (tmp_path / "mlx" / "__init__.py").write_text("")
    (tmp_path / "mlx" / "core" / "__init__.py").write_text("")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    items = frameworks.probe("mlx", sys.executable)
    fact = items["mlx.import"]
    assert fact.state is State.FAILED and "not MLX" in (fact.error or "")



# tensorflow-metal failing to load on an Intel Mac (BirdNET-Analyzer's "Symbol not found: (_OBJC_CLASS_$_MPSGraphGRU
# Descriptor)" in libmetal_plugin.dylib, Miniconda Python 3.10: https://github.com/kahst/BirdNET-Analyzer/issues/199,
# dev 5603). The newest pairs' pins (TF 2.17+, tensorflow-metal 1.0.1+) have no macOS x86_64 wheel in the index.
BIRDNET = next((Path(__file__).resolve().parents[1] / "corpus" / "dev").glob("5603-*")) / "report.txt"


def _installs_on(req: str, arch: str, python: str) -> bool:
    name, _, pin = req.partition("==")
    abi = "cp" + python.replace(".", "")
    return any(e.filename.endswith(f"_{arch}.whl") and f"-{abi}-" in e.filename
               for version, entries in STORE.files(name).items() if version.startswith(pin.rstrip(".*"))
               for e in entries)


def test_a_pair_for_an_intel_mac_has_x86_64_wheels_for_every_pin() -> None:
    from macml_doctor.paste import inputs

    report = inputs.load(str(BIRDNET))
    [intel] = tensorflow.check_metal_pairing(report)
    assert intel.id == "tf-metal-version-mismatch" and intel.evidence["pip"]
    assert all(_installs_on(req, "x86_64", "3.10") for req in intel.evidence["pip"]), intel.evidence["pip"]
    # the same failure on Apple silicon keeps the newest pair, whose pins are arm64 only
    apple_silicon = facts({**MAC_ARM, "python.version": "3.10.13",
                           "tensorflow.load_error_text": intel.evidence["load_error"]})
    [apple] = tensorflow.check_metal_pairing(apple_silicon)
    assert apple.evidence["pip"] == ["tensorflow==2.18.*", "tensorflow-metal==1.2.0"]
    assert all(_installs_on(req, "arm64", "3.10") for req in apple.evidence["pip"])
    assert not all(_installs_on(req, "x86_64", "3.10") for req in apple.evidence["pip"])
