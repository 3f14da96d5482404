"""The [torch], [tensorflow] and [mlx] extras in pyproject.toml stay in step with the knowledge base."""

from __future__ import annotations

from pathlib import Path

from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.version import Version

from macml_doctor import kb, known_good
from macml_doctor.kb import tomllib

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"
MAC_ARM = {"sys_platform": "darwin", "platform_system": "Darwin", "platform_machine": "arm64"}
MAC_X86 = {"sys_platform": "darwin", "platform_system": "Darwin", "platform_machine": "x86_64"}
LINUX = {"sys_platform": "linux", "platform_system": "Linux", "platform_machine": "x86_64"}


def extras() -> dict[str, list[str]]:
    with PYPROJECT.open("rb") as fh:
        return tomllib.load(fh)["project"]["optional-dependencies"]


def picked(extra: str, env: dict[str, str]) -> dict[str, str]:
    """name -> specifier of what `pip install macml-doctor[extra]` installs on that platform."""
    full = {"python_version": "3.11", "python_full_version": "3.11.7", "os_name": "posix",
            "platform_release": "", "platform_version": "", "platform_python_implementation": "CPython",
            "implementation_name": "cpython", "implementation_version": "3.11.7", "extra": "", **env}
    out = {}
    for line in extras()[extra]:
        req = Requirement(line)
        if req.marker is None or req.marker.evaluate(full):
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
    assert known_good.requirements("torch", known_good.Host("Darwin", "x86_64", Version("13.6"))) == ["torch==2.2.2"]
    assert known_good.requirements("torch", known_good.Host("Linux", "x86_64")) == ["torch"]
    # TF 2.18 + metal 1.2.0 have wheels for 3.9–3.12 (python_support.toml).
    assert known_good.python_range({"tensorflow": known_good.requirements("tensorflow", host)}) == (
        Version("3.9"), Version("3.12"))
