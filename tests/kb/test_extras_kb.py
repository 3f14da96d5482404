"""The [torch], [tensorflow] and [mlx] extras in pyproject.toml stay in step with the knowledge base."""

from __future__ import annotations

import re
from pathlib import Path

from packaging.markers import Marker, default_environment
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.version import Version

from macml_doctor.kb import known_good
from macml_doctor.kb import load as kb
from macml_doctor.kb.load import tomllib

PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"
# PEP 508 platform_release on a Mac is the Darwin kernel version (Apple's release notes; Darwin column of
# https://en.wikipedia.org/wiki/MacOS_version_history#Releases). The extras must not depend on it (below).
DARWIN = {"12.2": "21.3.0", "12.3": "21.4.0", "12.6": "21.6.0", "13.0": "22.1.0", "13.6": "22.6.0",
          "14.0": "23.0.0", "14.6": "23.6.0", "15.2": "24.2.0"}


def env(system: str, machine: str, release: str, python: str) -> dict[str, str]:
    """A complete marker environment: every variable set, nothing taken from the machine running the tests."""
    full = f"{python}.4"
    out = {"implementation_name": "cpython", "implementation_version": full, "os_name": "posix",
           "platform_machine": machine, "platform_release": release, "platform_system": system,
           "platform_version": f"{system} Kernel Version {release}", "python_full_version": full,
           "platform_python_implementation": "CPython", "python_version": python,
           "sys_platform": system.lower(), "extra": ""}
    assert set(default_environment()) <= set(out)
    return out


def mac(macos: str, python: str = "3.12", machine: str = "arm64") -> dict[str, str]:
    return env("Darwin", machine, DARWIN[macos], python)


MAC_ARM = mac("14.6")
MAC_X86 = mac("13.6", "3.11", "x86_64")
LINUX = env("Linux", "x86_64", "6.8.0-45-generic", "3.12")


def extras() -> dict[str, list[str]]:
    with PYPROJECT.open("rb") as fh:
        return tomllib.load(fh)["project"]["optional-dependencies"]


def picked(extra: str, environment: dict[str, str]) -> dict[str, str]:
    """name -> specifier of what `pip install macml-doctor[extra]` installs in that environment."""
    out = {}
    for line in extras()[extra]:
        req = Requirement(line)
        if req.marker is None or req.marker.evaluate(environment):
            assert req.name not in out, f"two {req.name} lines hold in {environment}"
            out[req.name] = str(req.specifier)
    return out


def test_pyproject_extras_equal_the_kb() -> None:
    ours = extras()
    for name, lines in known_good.extras().items():
        assert [str(Requirement(x)) for x in ours[name]] == [str(Requirement(x)) for x in lines], name


def test_tensorflow_extra_on_apple_silicon_is_a_working_pair() -> None:
    chosen = picked("tensorflow", MAC_ARM)
    assert set(chosen) == {"tensorflow", "tensorflow-metal"}
    table = kb.check_table("tensorflow_metal")
    tf = Version(chosen["tensorflow"].lstrip("=").replace(".*", ".0"))
    metal = Version(chosen["tensorflow-metal"].lstrip("="))
    assert any(SpecifierSet(p["tensorflow"]).contains(tf, prereleases=True)
               and SpecifierSet(p["metal"]).contains(metal, prereleases=True) for p in table["pair"])
    for bad in table["known_bad"]:
        assert not (SpecifierSet(bad["tensorflow"]).contains(tf, prereleases=True)
                    and SpecifierSet(bad["metal"]).contains(metal, prereleases=True)), bad["what"]


def test_markers_per_platform() -> None:
    assert picked("tensorflow", LINUX) == {"tensorflow": ""}
    assert picked("tensorflow", MAC_X86) == {"tensorflow": "==2.16.2"}
    assert picked("torch", LINUX) == {"torch": ""} and picked("torch", MAC_ARM) == {"torch": ""}
    assert picked("torch", MAC_X86) == {"torch": "==2.2.2"}
    assert picked("mlx", MAC_ARM) == {"mlx": ""}
    assert picked("mlx", LINUX) == {} and picked("mlx", MAC_X86) == {}
    for lines in extras().values():
        for line in lines:
            marker = Requirement(line).marker
            assert marker is None or isinstance(marker, Marker)


def test_setup_uses_the_same_sets() -> None:
    host = known_good.Host("Darwin", "arm64", Version("14.2"))
    assert known_good.requirements("tensorflow", host) == [f"{n}{s}" for n, s in picked("tensorflow", MAC_ARM).items()]
    assert known_good.requirements("torch", known_good.Host("Darwin", "arm64", Version("13.6"))) == ["torch<2.9.0"]
    assert picked("torch", mac("13.6")) == {"torch": ""}  # the extra cannot state the floor; setup does
    assert known_good.requirements("torch", known_good.Host("Darwin", "x86_64", Version("13.6"))) == ["torch==2.2.2"]
    assert known_good.requirements("torch", known_good.Host("Linux", "x86_64")) == ["torch"]
    assert known_good.requirements("torch", known_good.Host("Darwin", "arm64", Version("12.2"))) == ["torch"]
    # torch<2.9 means 2.8 and older: cp39–cp313 (not the 2.9 row's 3.14, which <2.9.0 excludes with its dev0).
    assert known_good.python_range({"torch": ["torch<2.9.0"]}) == (Version("3.9"), Version("3.13"))
    # TF 2.18 + metal 1.2.0 have wheels for 3.9–3.12 (python_support.toml).
    assert known_good.python_range({"tensorflow": known_good.requirements("tensorflow", host)}) == (
        Version("3.9"), Version("3.12"))


TF_PAIR = {"tensorflow": "==2.18.*", "tensorflow-metal": "==1.2.0"}


def test_extras_per_environment() -> None:
    # The torch extra is plain torch on every macOS (the MPS floor is setup's and check's job, see below).
    for macos in DARWIN:
        assert picked("torch", mac(macos)) == {"torch": ""}, macos
    assert picked("tensorflow", mac("13.6")) == TF_PAIR
    assert picked("tensorflow", mac("14.6")) == TF_PAIR
    assert picked("mlx", mac("14.6")) == {"mlx": ""}
    # macOS 14, Python 3.13: tensorflow 2.18 and tensorflow-metal 1.2.0 have no cp313 wheels. Decision: the extra
    # installs no TensorFlow there (no known-good pair exists; a CPU-only TF would be a set `check` flags), rather
    # than a pin pip cannot install. `macml-doctor setup --frameworks tensorflow` builds a 3.12 env instead.
    assert picked("tensorflow", mac("14.6", "3.13")) == {}
    assert picked("torch", mac("14.6", "3.13")) == {"torch": ""}
    # Linux x86_64: the plain packages, no MLX.
    assert picked("torch", LINUX) == {"torch": ""} and picked("tensorflow", LINUX) == {"tensorflow": ""}
    assert picked("mlx", LINUX) == {}


def test_no_extra_pins_a_release_without_wheels_for_that_python() -> None:
    for macos in DARWIN:
        for minor in range(9, 16):
            environment = mac(macos, f"3.{minor}")
            for extra in ("torch", "tensorflow"):
                for name, spec in picked(extra, environment).items():
                    if not spec:
                        continue
                    span = known_good.python_range({name: [f"{name}{spec}"]})
                    if span is not None:
                        assert span[0] <= Version(f"3.{minor}") <= span[1], (macos, minor, name, spec)


SAFE_MARKER_VARIABLES = {"sys_platform", "platform_machine", "python_version", "extra"}


def test_no_marker_compares_a_variable_that_is_not_a_version() -> None:
    """pip 24.1–25.3 evaluates every atom of a marker with packaging's Specifier, which raises InvalidVersion on
    Linux's ``platform_release`` (``6.8.0-45-generic``): `pip install .` crashed. Only safe variables are used,
    and every marker evaluates on such a kernel with the packaging running this test."""
    for lines in extras().values():
        for line in lines:
            marker = Requirement(line).marker
            if marker is None:
                continue
            used = set(re.findall(r"\b([a-z_]+)\s*(?:==|!=|<=|>=|<|>|~=|\bnot in\b|\bin\b)\s*['\"]", str(marker)))
            assert used <= SAFE_MARKER_VARIABLES, (line, used - SAFE_MARKER_VARIABLES)
            for extra in ("", "torch", "tensorflow", "mlx"):
                marker.evaluate({**LINUX, "extra": extra})


def test_intel_mac_pins_carry_the_pythons_their_wheels_exist_for() -> None:
    """torch 2.2.2 and TF 2.16.2 (the last x86_64 macOS wheels) have cp38/39–cp312 only (tests/audit/test_audit.py
    checks those rows against the index): on an Intel Mac with Python 3.13 the extra installs nothing for them
    rather than a pin pip cannot satisfy."""
    assert picked("torch", mac("13.6", "3.12", "x86_64")) == {"torch": "==2.2.2"}
    assert picked("torch", mac("13.6", "3.13", "x86_64")) == {}
    assert picked("tensorflow", mac("13.6", "3.13", "x86_64")) == {}
    assert known_good.python_range({"torch": ["torch==2.2.2"]}, "x86_64") == (Version("3.8"), Version("3.12"))
    tf = known_good.python_range({"tensorflow": ["tensorflow==2.16.2"]}, "x86_64")
    assert tf == (Version("3.9"), Version("3.12"))


def test_setup_below_macos_13_knows_the_python_range_of_old_torch() -> None:
    """macOS 12.3–12.x gets torch<2.5 from setup; 2.4.1 has wheels for cp38–cp312, so setup picks a Python there
    instead of building a 3.13 env in which no torch<2.5 installs."""
    reqs = known_good.requirements("torch", known_good.Host("Darwin", "arm64", Version("12.6")))
    assert reqs == ["torch<2.5.0"]
    assert known_good.python_range({"torch": reqs}) == (Version("3.8"), Version("3.12"))


def test_setup_installs_the_mlx_whose_binaries_load_on_this_macos() -> None:
    """mlx ≤ 0.29.3 is tagged macosx_13_0 and its binaries need 13.5; 0.29.4+ need 14.0; 0.2–0.5 need 13.2
    (LC_BUILD_VERSION, audited in tests/audit/test_audit.py). So setup on macOS 13.6 pins below 0.29.4 (Pythons
    3.9–3.13) instead of refusing MLX below macOS 14."""
    def host(macos: str) -> known_good.Host:
        return known_good.Host("Darwin", "arm64", Version(macos))

    assert known_good.requirements("mlx", host("13.6")) == ["mlx<0.29.4"]
    assert known_good.python_range({"mlx": ["mlx<0.29.4"]}) == (Version("3.9"), Version("3.13"))
    assert known_good.requirements("mlx", host("14.2")) == ["mlx"]
    assert known_good.mlx_unsupported_reason(host("13.6")) is None
    assert known_good.mlx_unsupported_reason(host("13.0")) == "MLX needs macOS 13.2+ (this Mac has 13.0)"
