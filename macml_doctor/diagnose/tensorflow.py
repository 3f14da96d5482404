"""TensorFlow checks: the right build for the Mac, tensorflow-metal present and paired, Keras caveats, GPU seen.

Pairings, floors and known-bad combinations are data in checks/tensorflow_metal.toml.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from packaging.version import Version

from macml_doctor import messages as msg
from macml_doctor.diagnose import pins
from macml_doctor.diagnose.installs import install_failed
from macml_doctor.diagnose.torch import wheel_arch
from macml_doctor.facts import Facts, State
from macml_doctor.findings import Finding, Severity
from macml_doctor.kb import load as kb
from macml_doctor.kb import support
from macml_doctor.kb.evaluate import admits
from macml_doctor.regex_cache import compiled
from macml_doctor.traits import (
    is_apple_silicon,
    is_mac,
    is_x86_python,
    macos_version,
    package,
    package_version,
    packages_known,
    version,
)

AREA = "tensorflow"
UNKNOWN = msg.UNKNOWN_VERSION
TF_DISTRIBUTIONS = ("tensorflow", "tensorflow-macos", "tensorflow-cpu", "tensorflow-intel")
PLUGIN_TEXT = compiled(r"libmetal_plugin|symbol not found", re.IGNORECASE)
# A symbol TensorFlow's own library expects from the OS ("Symbol not found: ___sincos_stret … Expected in:
# /usr/lib/libSystem.B.dylib", a TF built for OS X 10.10 on 10.8: tensorflow/tensorflow#3034) is a macOS older than
# the build, no Metal plugin built for another TensorFlow
OS_SYMBOL_TEXT = compiled(r"Expected in:\s*(?:/usr/lib/|/System/Library/)", re.IGNORECASE)


def plugin_failure(error: str) -> bool:
    """The error is the Metal plugin's load failing (a plugin built for another TensorFlow)."""
    if "libmetal_plugin" in error.lower():
        return True
    return PLUGIN_TEXT.search(error) is not None and OS_SYMBOL_TEXT.search(error) is None


def table() -> dict[str, Any]:
    return kb.check_table("tensorflow_metal")


def tf_distribution(facts: Facts) -> str | None:
    return next((name for name in TF_DISTRIBUTIONS if package(facts, name) is not None), None)


def tf_version(facts: Facts) -> Version | None:
    v = version(facts.value("tensorflow.version"))
    if v is not None:
        return v
    for name in TF_DISTRIBUTIONS:
        v = package_version(facts, name)
        if v is not None:
            return v
    return None


def metal_version(facts: Facts) -> Version | None:
    return package_version(facts, "tensorflow-metal")


def named_metal_version(facts: Facts) -> Version | None:
    """The installed tensorflow-metal for the pairing check: its package record, else the release a person names
    beside their TensorFlow ('I was using tensorflow 2.9 with tensorflow-metal 0.6.0', vscode-jupyter#9741)."""
    return metal_version(facts) or version(facts.value("tensorflow.metal_version"))


def metal_installed(facts: Facts) -> bool:
    """The tensorflow-metal distribution, or a metal plugin in site-packages/tensorflow-plugins."""
    plugins = facts.value("tensorflow.plugins")
    return (package(facts, "tensorflow-metal") is not None or facts.value("tensorflow.metal_named") is True
            or (isinstance(plugins, list) and any("metal" in str(p) for p in plugins)))


# dyld refusing TensorFlow's library: its architecture is not the Python's (diagnose/packages.py ARCH_TEXT)
_WRONG_ARCH = compiled(r"incompatible architecture|wrong architecture", re.IGNORECASE)


def tf_present(facts: Facts) -> bool | None:
    if facts.value("tensorflow.import") == "ok" or tf_version(facts) is not None or import_failed(facts):
        return True
    # a paste's "No module named 'tensorflow'" (paste/evaluators.tensorflow_not_installed)
    if facts.is_absent("tensorflow.import") or facts.value("tensorflow.present") is False or packages_known(facts):
        return False
    return None


def import_failed(facts: Facts) -> str | None:
    fact = facts.get("tensorflow.import")
    return fact.error if fact is not None and fact.state is State.FAILED else None


def load_failure(facts: Facts) -> str | None:
    """The observed plugin-load failure text (import error or stderr), if any."""
    error = import_failed(facts) or ""
    if plugin_failure(error):
        return error.split(":", 1)[1] if error.startswith("error:") else error
    text = facts.value("tensorflow.load_error_text")
    if isinstance(text, str) and "metal" in text.lower():
        return text
    return None


def check_missing(facts: Facts) -> list[Finding]:
    if tf_present(facts) is False:
        return [Finding("tensorflow-missing", Severity.INFO, AREA, msg.summary("tensorflow-missing"), {})]
    return []


def before_arm64_wheels(v: Version) -> bool:
    """Whether plain `tensorflow` v predates its arm64 macOS wheels (x86_64 only); a release candidate counts as its
    release (2.13.0rc0 on had arm64 wheels)."""
    return Version(v.base_version) < Version(table()["arm64_plain_tensorflow_from"])


def is_x86_tf(facts: Facts) -> str | None:
    """Why this TensorFlow is an x86_64 build on Apple silicon (None when it is not, or unknown). Not in another OS on
    the Mac (an amd64 Linux image, a Windows VM): its x86_64 build is that OS's, emulated, not a macOS wheel under
    Rosetta that an arm64 one would replace."""
    if not is_apple_silicon(facts) or is_mac(facts) is False or not tf_present(facts):
        return None
    dist = tf_distribution(facts)
    if dist and wheel_arch(facts, dist) == "x86_64":
        return f"{dist} wheel tagged x86_64"
    if is_x86_python(facts) and not _WRONG_ARCH.search(import_failed(facts) or ""):
        # (a TensorFlow the x86_64 Python refuses as the wrong architecture is the other one, arm64)
        return "installed into an x86_64 Python (Rosetta)"
    v = tf_version(facts)
    # (not one installed by Apple's Metal plugin page, which installs Apple's arm64 build: tensorflow-macos before 2.13)
    if (dist == "tensorflow" and v is not None and before_arm64_wheels(v) and package(facts, "tensorflow-macos") is None
            and facts.value("tensorflow.apple_instructions") is not True):
        arm_from = table()["arm64_plain_tensorflow_from"]
        return f"plain tensorflow {v} (before {arm_from} macOS builds of `tensorflow` were x86_64 only)"
    return None


def check_x86_build(facts: Facts) -> list[Finding]:
    why = is_x86_tf(facts)
    if why is None:
        return []
    text = msg.summary("tf-x86-build", version=tf_version(facts) or UNKNOWN, why=why)
    return [Finding("tf-x86-build", Severity.ERROR, AREA, text,
                    {"why": why, "pip": pins.tensorflow_requirements(facts),
                     "source": table()["arm64_plain_tensorflow_source"]})]


def check_no_x86_wheels(facts: Facts) -> list[Finding]:
    # An installer refusing a release after the last x86_64 one (not any failure: before 2.17 x86_64 Macs had wheels).
    wanted = install_failed(facts, "tensorflow", ("tf-x86-mac-list",),
                            newer_than=Version(table()["last_x86_64_macos_tensorflow"]))
    if not is_mac(facts) or not (is_apple_silicon(facts) is False or is_x86_python(facts)) or not (
            tf_present(facts) or wanted):
        return []
    t = table()
    last = Version(t["last_x86_64_macos_tensorflow"])
    installed = tf_version(facts)
    # Or, its version unnamed, a TensorFlow that logged before the last line was tagged (tensorflow.older_than).
    older_than = version(facts.value("tensorflow.older_than")) if installed is None else None
    if (not wanted and is_apple_silicon(facts) is False
            and ((installed is not None and (installed.major, installed.minor) < (last.major, last.minor))
                 or (older_than is not None and (older_than.major, older_than.minor) <= (last.major, last.minor)))):
        # An Intel Mac running an older line (TensorFlow 1.8 on a 2018 MacBook Pro): its next release lines still
        # have x86_64 wheels, so the gap after the last one is not what the report is about.
        return []
    return [Finding("tf-no-x86-mac-wheels", Severity.INFO, AREA,
                    msg.summary("tf-no-x86-mac-wheels", last=t["last_x86_64_macos_tensorflow"]),
                    {"source": t["last_x86_64_macos_tensorflow_source"],
                     "intel_mac": is_apple_silicon(facts) is False})]


def _has_wheels_for(pair: Mapping[str, Any], python: Version | None) -> bool:
    """Whether the pair's TensorFlow line has macOS arm64 wheels for this Python (checks/python_support.toml);
    True when the Python or the row is unknown."""
    name, _, line = str(pair["pip"][0]).partition("==")
    row = support.python_row(name, line.rstrip(".*") + ".0") if python is not None else None
    if python is None or row is None:
        return True
    return Version(row["python_min"]) <= Version(f"{python.major}.{python.minor}") <= Version(row["python_max"])


def working_pairs(tf: Version | None, metal: Version | None, python: Version | None = None,
                  x86: bool = False) -> list[dict[str, Any]]:
    """Pairs to offer: the one for this TF first, then the one for this tensorflow-metal; with neither known, the
    newest pair whose TensorFlow has wheels for this Python. *x86*: only pairs whose pins install on an x86_64 Mac."""
    pairs = [pair for pair in table()["pair"] if pair["x86_64"] or not x86]
    out: list[dict[str, Any]] = []
    for pair in pairs:
        if tf is not None and admits(pair["tensorflow"], tf) and pair not in out:
            out.append(pair)
    for pair in pairs:
        if metal is not None and admits(pair["metal"], metal) and pair not in out:
            out.append(pair)
    if not out:
        out.append(next((pair for pair in pairs if _has_wheels_for(pair, python)), pairs[0]))
    return out


def known_bad(tf: Version | None, metal: Version | None) -> dict[str, Any] | None:
    if tf is None or metal is None:
        return None
    return next((row for row in table()["known_bad"] if admits(row["tensorflow"], tf) and admits(row["metal"], metal)),
                None)


def x86_mac(facts: Facts) -> bool:
    """An Intel Mac or an x86_64 Python on a Mac: there only pairs whose pins have macOS x86_64 wheels install (the
    newer TensorFlow lines and tensorflow-metal from 1.0.1 are arm64 only: checks/tensorflow_metal.toml, `x86_64`).
    Not a machine known to be no Mac (a plugin's load error pasted from elsewhere keeps every pair)."""
    return is_mac(facts) is not False and (is_apple_silicon(facts) is False or is_x86_python(facts) is True)


def check_metal_pairing(facts: Facts) -> list[Finding]:
    tf, metal = tf_version(facts), named_metal_version(facts)
    observed = load_failure(facts)  # the plugin's own error text decides anywhere
    bad = known_bad(tf, metal) if is_mac(facts) is not False else None
    if observed is None and bad is None:
        return []
    x86 = x86_mac(facts)
    pairs = working_pairs(tf, metal, version(facts.value("python.version")), x86)
    if tf is not None and tf > Version(table()["newest_paired_tensorflow"] + ".99"):
        pairs = working_pairs(None, None, None, x86)[:1]
    best = pairs[0]
    # The pins are the first pair pip installs on this macOS (the row's `macos`, its wheels' lowest tag): below every
    # row (tensorflow-metal's plugin 'was built for Mac OS X 12.0' on Big Sur 11.6,
    # https://github.com/tensorflow/tensorflow/issues/53309) no pin installs, and the fix says so instead.
    current = macos_version(facts)
    installable = [p for p in pairs if current is None or current >= Version(p["macos"])]
    evidence: dict[str, Any] = {"tensorflow": str(tf) if tf else None,
                                "tensorflow-metal": str(metal) if metal else None,
                                "working_pairs": [p["label"] for p in pairs],
                                "pip": pins.pair_requirements(installable[0], tf) if installable else None}
    if observed:
        evidence["load_error"] = observed
    if bad:
        evidence["known_bad"] = bad["what"]
        evidence["confirmed"] = bad["confirmed"]
        evidence["source"] = bad["source"]
    else:
        evidence["source"] = best["source"]
    return [Finding("tf-metal-version-mismatch", Severity.ERROR, AREA,
                    msg.summary("tf-metal-version-mismatch", tf=tf or UNKNOWN, metal=metal or UNKNOWN,
                                how="fails to load" if observed else "is a known-bad pair",
                                pairs="; ".join(p["label"] for p in pairs)),
                    evidence)]


def check_metal_missing(facts: Facts) -> list[Finding]:
    if not is_apple_silicon(facts) or is_x86_tf(facts) or import_failed(facts) or not tf_present(facts):
        return []
    if is_x86_python(facts) is not False:
        return []
    listed = _grep_covers(facts, "tensorflow-metal")  # a grep of the listing shows it absent
    gpus = facts.value("tensorflow.gpu_devices")
    if gpus:
        return []
    if metal_installed(facts) or (not packages_known(facts) and not listed and gpus is None):
        return []
    # The plugin of a working pair for this TF (or, past the newest pair, the newest pair itself): never an
    # unpinned tensorflow-metal, which pip would pair with any TF (1.2.0 does not load on TF >= 2.20).
    pair = working_pairs(tf_version(facts), None, version(facts.value("python.version")))[0]
    return [Finding("tf-metal-missing", Severity.WARNING, AREA,
                    msg.summary("tf-metal-missing", version=tf_version(facts) or UNKNOWN),
                    {"tensorflow.gpu_devices": gpus, "tensorflow-metal": None, "pair": pair["label"],
                     "pip": pins.pair_requirements(pair, tf_version(facts)), "source": pair["source"]})]


def _grep_covers(facts: Facts, name: str) -> bool:
    """A `pip list | grep WORD` in the report lists every installed package whose name contains WORD."""
    word = facts.value("python.packages_grep")
    return isinstance(word, str) and word.lower() in name


def empty_macos_package(facts: Facts) -> Version | None:
    """The installed tensorflow-macos when it is the metadata-only release that installs no TensorFlow."""
    mac_pkg = package_version(facts, "tensorflow-macos")
    if mac_pkg is None or not admits(table()["empty_macos_package"], mac_pkg):
        return None
    others = [name for name in TF_DISTRIBUTIONS if name != "tensorflow-macos"]
    if facts.value("tensorflow.import") == "ok" or any(package(facts, name) for name in others):
        return None  # something else provides TensorFlow
    return mac_pkg


def check_empty_macos_package(facts: Facts) -> list[Finding]:
    mac_pkg = empty_macos_package(facts)
    if mac_pkg is None:
        return []
    t = table()
    return [Finding("tensorflow-macos-empty", Severity.ERROR, AREA,
                    msg.summary("tensorflow-macos-empty", version=mac_pkg),
                    {"tensorflow-macos": str(mac_pkg), "tensorflow.import": facts.value("tensorflow.import"),
                     "pip": pins.tensorflow_requirements(facts),
                     "source": t["empty_macos_package_source"]})]


def check_metal_without_tensorflow(facts: Facts) -> list[Finding]:
    """tensorflow-metal declares no TensorFlow dependency: `pip install tensorflow-metal` alone installs none."""
    metal = metal_version(facts)
    if metal is None or not packages_known(facts) or tf_distribution(facts) is not None:
        return []
    if facts.value("tensorflow.import") == "ok":
        return []
    pair = working_pairs(None, metal, None, x86_mac(facts))[0]
    t = table()
    return [Finding("tf-metal-without-tensorflow", Severity.WARNING, AREA,
                    msg.summary("tf-metal-without-tensorflow", metal=metal, pair=pair["label"]),
                    {"tensorflow-metal": str(metal), "tensorflow": None, "pair": pair["label"], "pip": pair["pip"],
                     "source": t["metal_requires_tensorflow_source"]})]


def check_macos_package(facts: Facts) -> list[Finding]:
    mac_pkg = package_version(facts, "tensorflow-macos")
    if mac_pkg is None or empty_macos_package(facts) is not None:
        return []
    t = table()
    since = Version(t["macos_package_deprecated_from"])
    plain = package_version(facts, "tensorflow")
    if mac_pkg < since and (plain is None or plain < since):
        return []
    return [Finding("tensorflow-macos-deprecated", Severity.WARNING, AREA,
                    msg.summary("tensorflow-macos-deprecated", version=mac_pkg,
                                beside=f" beside tensorflow {plain}" if plain else ""),
                    {"tensorflow-macos": str(mac_pkg), "tensorflow": str(plain) if plain else None,
                     "pip": pins.tensorflow_requirements(facts),
                     "source": t["macos_package_source"]})]


def keras_version(facts: Facts) -> Version | None:
    return (version(facts.value("tensorflow.keras_version")) or version(facts.value("keras.version"))
            or package_version(facts, "keras"))


def check_keras(facts: Facts) -> list[Finding]:
    silicon = is_apple_silicon(facts)
    # Keras 3 with the Metal plugin is a Mac question even when the chip is not named (the plugin is the sign).
    if silicon is False or is_mac(facts) is False or not tf_present(facts):
        return []
    if not silicon and not metal_installed(facts):
        return []
    t = table()
    keras = keras_version(facts)
    tf = tf_version(facts)
    k3 = t["keras3_metal"]
    if keras is None and tf is not None and tf >= Version(k3["default_keras3_from"]):
        keras = Version("3")  # TF >= 2.16 installs Keras 3 by default
    out = []
    rule = t["keras_legacy_optimizer"]
    if keras is not None and admits(rule["keras"], keras) and silicon:
        out.append(Finding("keras-legacy-optimizer-fallback", Severity.INFO, AREA,
                           msg.summary("keras-legacy-optimizer-fallback", keras=keras),
                           {"keras": str(keras), "message": rule["message"], "source": rule["source"]}))
    env = facts.value("env") if isinstance(facts.value("env"), Mapping) else {}
    legacy_on = str(env.get(k3["legacy_env"], "")).lower() in ("1", "true") and package(facts, "tf-keras") is not None
    if (tf is not None and keras is not None and admits(k3["tensorflow"], tf) and admits(k3["keras"], keras)
            and metal_installed(facts) and not legacy_on and not load_failure(facts)
            and not known_bad(tf, metal_version(facts))):
        out.append(Finding("tf-keras3-metal", Severity.WARNING, AREA,
                           msg.summary("tf-keras3-metal", tf=tf, keras=keras),
                           {"tensorflow": str(tf), "keras": str(keras), "source": k3["source"]}))
    return out


def check_gpu(facts: Facts) -> list[Finding]:
    gpus = facts.value("tensorflow.gpu_devices")
    # A plugin that failed to load outweighs a device list (a report can hold an earlier, working run).
    if not isinstance(gpus, list) or import_failed(facts) or load_failure(facts):
        return []
    tf = tf_version(facts) or UNKNOWN
    if gpus:
        return [Finding("tf-gpu-available", Severity.OK, AREA,
                        msg.summary("tf-gpu-available", version=tf, devices=", ".join(map(str, gpus))),
                        {"tensorflow.gpu_devices": gpus})]
    if is_mac(facts) is False:
        # With an NVIDIA GPU in the machine, TensorFlow on the CPU is the fault (as torch's cuda-unavailable).
        severity = Severity.ERROR if facts.value("host.nvidia_gpus") else Severity.INFO
        return [Finding("tf-cpu-only", severity, AREA,
                        msg.summary("tf-cpu-only", version=tf, dist=tf_distribution(facts) or "tensorflow"),
                        {"tensorflow.gpu_devices": gpus, "tensorflow.built_with_cuda":
                         facts.value("tensorflow.built_with_cuda")})]
    return []


CHECKS = (check_missing, check_x86_build, check_no_x86_wheels, check_metal_pairing, check_metal_missing,
          check_metal_without_tensorflow, check_empty_macos_package, check_macos_package, check_keras, check_gpu)
