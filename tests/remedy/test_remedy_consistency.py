"""A remedy never causes a finding: for every snapshot, every fixture report and every corpus report (dev and
test parts), each automatic remedy the doctor plans is applied to the facts (tests/remedy_effect.py computes
what its commands install, as pip would pick it on that Mac from the real index), the checks run again, and no
warning or error may appear that was not there before.

The test part of the corpus is only read here, never scored: this is a property of the remedies, not recall.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import real_inputs
import remedy_effect
from packaging.version import Version

from macml_doctor.diagnose.torch import torch_version
from macml_doctor.facts import Facts, known
from macml_doctor.findings import Remedy
from macml_doctor.pipeline import diagnose

# Allowed, each with its reason (and nothing else):
# - pin-tf-metal-pair reveals tf-keras3-metal rather than causing it: check_keras is silent for a pair that does
#   not load, the condition (TF >= 2.16 with Keras 3) held before, and the pin keeps the installed TF line.
# - install-tensorflow-metal for a TensorFlow of unknown version installs the newest known-good pair (TF 2.18 with
#   tensorflow-metal 1.2.0), whose Keras 3 is itself what tf-keras3-metal warns about. OPEN: the known-good pair
#   and that warning disagree; either the pair remedies add tf-keras with TF_USE_LEGACY_KERAS=1, or evidence that
#   metal 1.2.0 uses the GPU under Keras 3 retires the warning for it.
# - reinstall-native-packages for a torch whose version the report does not give (a wrong-architecture module named
#   by its path) installs the newest torch that keeps MPS on this macOS (pins.torch_requirement); below macOS 14 that
#   is older than torch-outdated's floor, which the installed torch, whatever its version, could only have been too.
# - reinstall-native-packages for a TensorFlow whose import failed: the plugin check waits for an import that works
#   (tensorflow.check_metal_missing skips a failed import), so once TensorFlow imports, a plugin the report never
#   showed is missing (a traceback cut inside '>>> import tensorflow.keras' on an arm64 Python, dev 3522).
REVEALED = {"pin-tf-metal-pair": {"tf-keras3-metal"}, "install-tensorflow-metal": {"tf-keras3-metal"},
            "reinstall-native-packages": {"tf-metal-missing"}}
REVEALED_WITHOUT_A_TORCH_VERSION = {"reinstall-native-packages": {"torch-outdated"}}


def consequences(facts: Facts) -> Iterator[tuple[str, set[str] | str]]:
    """(fix id, new warning/error ids) for each automatic remedy; or (fix id, why it was not modelled)."""
    report = diagnose(facts)
    before = remedy_effect.problems(report.findings)
    seen: set[tuple[tuple[str, ...], ...]] = set()
    for finding in report.findings:
        remedy = finding.remedy
        if remedy is None or remedy.kind != "auto" or not remedy.commands or remedy.commands in seen:
            continue
        seen.add(remedy.commands)
        try:
            after_facts = remedy_effect.apply(remedy, facts)
        except remedy_effect.NotModelled as exc:
            yield remedy.fix_id, f"not modelled: {exc}"
            continue
        except remedy_effect.Unresolvable as exc:
            yield remedy.fix_id, {f"unresolvable: {exc}"}
            continue
        new = remedy_effect.problems(diagnose(after_facts).findings) - before - REVEALED.get(remedy.fix_id, set())
        if torch_version(facts) is None:
            new -= REVEALED_WITHOUT_A_TORCH_VERSION.get(remedy.fix_id, set())
        yield remedy.fix_id, new


def test_no_remedy_causes_a_finding() -> None:
    caused: list[str] = []
    modelled = 0
    for name, facts in real_inputs.every_input(symptoms=False):
        for fix_id, new in consequences(facts):
            if isinstance(new, str):
                continue
            modelled += 1
            if new:
                caused.append(f"{name}: {fix_id} -> {sorted(new)}")
    assert modelled >= 20  # the fixtures and the corpus exercise many remedies
    assert caused == []


# --- the three remedies that used to cause findings, on real report facts -----------------------------------

MAC = {"host.os": "Darwin", "host.cpu_brand": "Apple M2", "host.arm64_capable": 1, "python.machine": "arm64",
       "python.translated": 0, "python.implementation": "CPython", "host.kernel_release": "23.6.0"}


def mac_facts(macos: str, python: str, packages: dict[str, str], **extra: object) -> Facts:
    from macml_doctor.facts import Origin, Target

    items = {k: known(v, "test") for k, v in {**MAC, "host.macos_version": macos, "python.version": python,
                                                 **extra}.items()}
    items["python.packages"] = known({k: {"version": v} for k, v in packages.items()}, "test")
    return Facts(Target(Origin.SNAPSHOT), items)


def only(facts: Facts, fix_id: str) -> Remedy:
    [remedy] = {f.remedy for f in diagnose(facts).findings if f.remedy and f.remedy.fix_id == fix_id}
    return remedy


def test_reinstalling_numpy_beside_tensorflow_2_16_keeps_numpy_1() -> None:
    """The arch fix reinstalls numpy; unpinned, pip takes NumPy 2, which TF 2.16 cannot load."""
    scan = {"process_arch": "arm64", "packages": ["numpy"], "files_checked": 3, "mach_o_files": 3,
            "truncated": False, "unloadable": [{"package": "numpy", "path": "/x/numpy/_core/_m.so",
                                                "archs": ["x86_64"]}]}
    facts = mac_facts("14.6", "3.11.9", {"tensorflow": "2.16.2", "tensorflow-metal": "1.1.0", "numpy": "1.26.4"},
                      **{"packages.arch_scan": scan})
    remedy = only(facts, "reinstall-native-packages")
    after = remedy_effect.apply(remedy, facts)
    assert Version(after.value("python.packages")["numpy"]["version"]) < Version("2")
    assert remedy_effect.problems(diagnose(after).findings) <= remedy_effect.problems(diagnose(facts).findings)


def test_replacing_tensorflow_macos_keeps_the_metal_pair() -> None:
    facts = mac_facts("14.6", "3.11.9", {"tensorflow-macos": "2.15.0", "tensorflow-metal": "1.1.0",
                                         "numpy": "1.26.4"})
    remedy = only(facts, "replace-tensorflow-macos")
    after = remedy_effect.apply(remedy, facts)
    assert "tf-metal-version-mismatch" not in remedy_effect.problems(diagnose(after).findings)


def test_replacing_tensorflow_macos_beside_tensorflow_2_15_keeps_keras_2() -> None:
    """https://gist.github.com/txoof/2973522f45f4cea980648e12dfd1d3d0 (dev 774): 'TensorFlow: 2.15.0',
    'TensorFlow-MacOS: 2.15', 'TensorFlow-Metal: 1.1.0'; the pair's own pin (TF 2.17) would bring Keras 3."""
    facts = mac_facts("14.6", "3.11.9", {"tensorflow": "2.15.0", "tensorflow-macos": "2.15.0",
                                         "tensorflow-metal": "1.1.0", "numpy": "1.26.4"})
    remedy = only(facts, "replace-tensorflow-macos")
    after = remedy_effect.apply(remedy, facts)
    assert Version(after.value("python.packages")["tensorflow"]["version"]).release[:2] == (2, 15)
    assert not {"tf-keras3-metal", "tf-metal-version-mismatch"} & remedy_effect.problems(diagnose(after).findings)


def test_upgrading_torch_on_macos_13_stays_below_the_mps_floor() -> None:
    """pip on macOS 13 finds torch 2.11 (tagged macosx_11_0), which has no MPS there (2.9+ needs macOS 14)."""
    facts = mac_facts("13.6", "3.11.9", {"torch": "2.4.1", "numpy": "1.26.4"})
    remedy = only(facts, "upgrade-torch")
    after = remedy_effect.apply(remedy, facts)
    assert Version(after.value("python.packages")["torch"]["version"]) < Version("2.9")
    assert "macos-too-old-for-mps" not in remedy_effect.problems(diagnose(after).findings)


def test_upgrading_torch_stays_below_the_mps_floor_when_the_report_leaves_the_pythons_arch_unsaid() -> None:
    """https://github.com/open-mmlab/mmdetection/issues/9411 (dev 763): 'macOS Ventura 13.0.1', 'Apple M1 Pro',
    torch 1.13.0, and no word of the Python's architecture; pip on a native Python would take torch 2.11."""
    facts = mac_facts("13.0.1", "3.11.9", {"torch": "1.13.0"})
    facts = Facts(facts.target, {k: v for k, v in facts.items.items() if k not in ("python.machine",
                                                                                   "python.translated")})
    remedy = only(facts, "upgrade-torch")
    after = remedy_effect.apply(remedy, facts)
    assert Version(after.value("python.packages")["torch"]["version"]) < Version("2.9")
    assert "macos-too-old-for-mps" not in remedy_effect.problems(diagnose(after).findings)


@pytest.mark.parametrize("macos", ["13.6", "14.6"])
def test_the_resolver_model_follows_the_wheel_tags(macos: str) -> None:
    mac = remedy_effect.Mac(Version(macos), "arm64", Version("3.11"))
    from packaging.specifiers import SpecifierSet

    torch, _ = remedy_effect.pick("torch", SpecifierSet(), mac)
    assert torch == (Version("2.11.0") if macos == "13.6" else Version("2.15.0"))
    numpy1, _ = remedy_effect.pick("numpy", SpecifierSet("<2"), mac)
    assert numpy1 == Version("1.26.4")


def test_the_jax_metal_pin_is_the_row_apple_supports_on_this_macos() -> None:
    """On macOS 13.6 pip installs jax-metal 0.1.1 (tagged macosx_13_0), which Apple supports from 14.4 only;
    the pin is the newest row for Ventura (0.0.3 with jaxlib 0.4.10 / jax 0.4.11), and the mismatch is gone."""
    facts = mac_facts("13.6", "3.11.9", {"jax-metal": "0.1.1", "jax": "0.4.34", "jaxlib": "0.4.34"})
    remedy = only(facts, "pin-jax-metal-pair")
    assert remedy.commands[0][-3:] == ("jax-metal==0.0.3", "jaxlib==0.4.10", "jax==0.4.11")
    after = remedy_effect.apply(remedy, facts)
    assert "jax-metal-version-mismatch" not in remedy_effect.problems(diagnose(after).findings)
    below_every_row = mac_facts("12.6", "3.11.9", {"jax-metal": "0.1.1", "jax": "0.4.34", "jaxlib": "0.4.34"})
    assert only(below_every_row, "pin-jax-metal-pair").kind == "manual"
