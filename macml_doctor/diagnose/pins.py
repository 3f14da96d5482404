"""What a remedy must pin when it installs a package beside what is already there, so that its result passes
the checks (tests/remedy/test_remedy_consistency.py applies every planned remedy and re-runs them).

pip only weighs the requirements it is given: a reinstalled ``numpy`` is NumPy 2 whatever an installed
TensorFlow 2.16 needs; ``tensorflow`` is the newest release whatever tensorflow-metal is installed (its wheels
declare no TensorFlow dependency); ``torch`` on macOS 13 is 2.11, whose wheels install there without MPS.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from packaging.specifiers import SpecifierSet
from packaging.version import Version

from macml_doctor.facts import Facts
from macml_doctor.kb import known_good
from macml_doctor.kb import load as kb
from macml_doctor.kb.evaluate import admits
from macml_doctor.traits import is_apple_silicon, is_mac, is_x86_python, macos_version, package_version

TENSORFLOW = ("tensorflow", "tensorflow-macos")
_FIRST_PLAIN_TF = Version(str(kb.check_table("tensorflow_metal")["arm64_plain_tensorflow_from"]))
TORCH_COMPANIONS = ("torchvision", "torchaudio")


def numpy_requirement(facts: Facts) -> str:
    """``numpy<2`` while an installed package is built against NumPy 1 (checks/numpy_abi.toml), else numpy."""
    table = kb.check_table("numpy_abi")
    for rule in table["rule"]:
        installed = package_version(facts, rule["package"])
        if installed is not None and admits(rule["version"], installed) and admits(rule["numpy"], "2.0.0"):
            return str(table["numpy_pin"])
    return "numpy"


def _native_mac(facts: Facts) -> bool:
    """Apple silicon with a Python not known to be x86_64: a report often leaves the Python's architecture unsaid,
    and pip on a native one would install the newest torch whatever this macOS's MPS floor (an x86_64 Python gets
    no torch >= 2.3 at all, so the pin costs it nothing)."""
    return bool(is_apple_silicon(facts)) and is_x86_python(facts) is not True


def torch_requirement(facts: Facts, lowest: str | None = None) -> str:
    """torch, below the first release whose MPS floor this macOS does not meet (pip would install it)."""
    macos = macos_version(facts) if _native_mac(facts) else None
    pinned = known_good.torch_for_macos(macos)
    spec = SpecifierSet(pinned[len("torch"):])
    if lowest is not None:
        low = Version(lowest)
        spec &= SpecifierSet(f">={low.major}.{low.minor}" if low.micro == 0 else f">={low}")
    return f"torch{spec}" if str(spec) else "torch"


def tensorflow_requirements(facts: Facts) -> list[str]:
    """TensorFlow paired with the installed tensorflow-metal (both pinned together), among the pairs whose wheels
    install on this macOS; without tensorflow-metal, plain tensorflow, or the newest TF that installs here."""
    if is_mac(facts) is not True or is_apple_silicon(facts) is False or is_x86_python(facts):
        return ["tensorflow"]
    metal = package_version(facts, "tensorflow-metal")
    here = known_good.tf_pairs_for(macos_version(facts))
    if metal is not None:
        paired = [p for p in here if admits(p["metal"], metal)]
        chosen = paired[0] if paired else (here[0] if here else None)
        return _keeping_release_line(chosen, _installed_tf(facts)) if chosen else ["tensorflow"]
    macos_pkg = package_version(facts, "tensorflow-macos")
    if macos_pkg is not None and package_version(facts, "tensorflow") is None and macos_pkg < _FIRST_PLAIN_TF:
        # Apple's own build of a release before plain tensorflow had arm64 wheels: reinstalled at its release line
        # (a plain ``tensorflow`` beside it would be the newest, and tensorflow-macos beside TF >= 2.13 is itself a
        # finding: tensorflow-macos 2.8.0 whose 'import tensorflow.keras' failed, tensorflow/tensorflow#55433)
        return [f"tensorflow-macos=={macos_pkg.major}.{macos_pkg.minor}.*"]
    newest = known_good.tf_pair()
    if here and here[0] is not newest:
        return [here[0]["pip"][0]]  # plain tensorflow has no wheel for this macOS: the newest TF that installs
    return ["tensorflow"]


def _installed_tf(facts: Facts) -> Version | None:
    return next((v for v in (package_version(facts, name) for name in TENSORFLOW) if v is not None), None)


def _keeping_release_line(pair: Mapping[str, Any], tf: Version | None) -> list[str]:
    """A working pair's pins, TensorFlow held at the installed release line when the pair admits it: the pair's own
    pin would move TF 2.15 to 2.17, whose Keras 3 the GPU was reported not to use with tensorflow-metal."""
    if tf is None or not admits(pair["tensorflow"], tf):
        return list(pair["pip"])
    name = str(pair["pip"][0]).split("==", 1)[0]
    return [f"{name}=={tf.major}.{tf.minor}.*", *pair["pip"][1:]]


def pair_requirements(pair: Mapping[str, Any], tf: Version | None) -> list[str]:
    """A working pair's pins, less the TensorFlow pin when the installed TensorFlow is already in the pair: pip
    would otherwise move it to the pin's release line (TF 2.15 to 2.17, whose Keras 3 the GPU was reported not
    to use with tensorflow-metal)."""
    if tf is not None and admits(pair["tensorflow"], tf):
        return [req for req in pair["pip"] if req.startswith("tensorflow-metal")]
    return list(pair["pip"])


def requirements(facts: Facts, dist: str) -> list[str]:
    """What to give pip to (re)install ``dist`` here without causing another finding."""
    if dist == "numpy":
        return [numpy_requirement(facts)]
    if dist == "torch":
        return [torch_requirement(facts)]
    if dist in TORCH_COMPANIONS:  # alone, pip would move torch to the newest release the companion's newest needs
        return [torch_requirement(facts), dist]
    if dist in TENSORFLOW:
        return tensorflow_requirements(facts)
    return [dist]
