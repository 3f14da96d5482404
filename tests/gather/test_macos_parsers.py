"""Parsers of macOS command outputs, on real captures (see fixtures/macos/SOURCES.toml)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from macml_doctor.gather.macos_parsers import (
    CondaInfo,
    GpuInfo,
    PowerSource,
    SwVers,
    parse_conda_info_json,
    parse_conda_info_text,
    parse_gpu_cores_ioreg,
    parse_pmset_batt,
    parse_pmset_low_power,
    parse_sw_vers,
    parse_sysctl,
    parse_sysctl_value,
    parse_system_profiler_displays,
    sysctl_brand_string,
    sysctl_efficiency_cores,
    sysctl_has_arm64,
    sysctl_int,
    sysctl_is_translated,
    sysctl_is_vm,
    sysctl_memsize,
    sysctl_os_product_version,
    sysctl_performance_cores,
)

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "macos"

GARBAGE = [
    "",
    "\n\n",
    "garbage: : :\n\x00\xff",
    "Traceback (most recent call last):\n  File x",
    "{not json",
    "[1, 2, 3]",
    "null",
]


def capture(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


# --- sw_vers ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("sw_vers-10.15.5.txt", SwVers("Mac OS X", "10.15.5", "19F101")),
        ("sw_vers-14.2.1-arm64-vm.txt", SwVers("macOS", "14.2.1", "23C71")),
        ("sw_vers-13.6.3-x86_64.txt", SwVers("macOS", "13.6.3", "22G436")),
    ],
)
def test_sw_vers(name: str, expected: SwVers) -> None:
    assert parse_sw_vers(capture(name)) == expected


def test_sw_vers_tab_layouts() -> None:
    # The same values in the tab-separated forms the terminal prints (old: one tab, new: two).
    old = capture("sw_vers-10.15.5.txt").replace(":    ", ":\t").replace(": ", ":\t")
    new = capture("sw_vers-14.2.1-arm64-vm.txt").replace(":            ", ":\t\t")
    assert parse_sw_vers(old) == SwVers("Mac OS X", "10.15.5", "19F101")
    assert parse_sw_vers(new) == SwVers("macOS", "14.2.1", "23C71")


@pytest.mark.parametrize("text", GARBAGE)
def test_sw_vers_garbage(text: str) -> None:
    assert parse_sw_vers(text) is None


# --- sysctl ----------------------------------------------------------------------------


def test_sysctl_m4_max() -> None:
    values = parse_sysctl(capture("sysctl-m4max-sequoia.txt"))
    assert len(values) == 142  # one per line of the capture
    assert sysctl_has_arm64(values) is True
    assert sysctl_brand_string(values) == "Apple M4 Max"
    assert sysctl_memsize(values) == 68719476736
    assert sysctl_performance_cores(values) == 12
    assert sysctl_efficiency_cores(values) == 4
    assert sysctl_int(values, "hw.cputype") == 16777228
    assert values["hw.perflevel1.name"] == "Efficiency"
    assert values["hw.osenvironment"] == ""
    assert values["hw.cachesize"] == "3369320448 65536 4194304 0 0 0 0 0 0 0"
    # Not in this capture: unknown, never guessed.
    assert sysctl_is_translated(values) is None
    assert sysctl_os_product_version(values) is None
    assert sysctl_is_vm(values) is None


def test_sysctl_rosetta_m1() -> None:
    values = parse_sysctl(capture("sysctl-m1-rosetta2-monterey.txt"))
    assert sysctl_has_arm64(values) is True
    assert sysctl_brand_string(values) == "Apple M1"
    assert sysctl_memsize(values) == 17179869184
    assert sysctl_performance_cores(values) == 4
    assert sysctl_efficiency_cores(values) == 4
    assert sysctl_int(values, "hw.cputype") == 7  # the translated process sees x86
    assert sysctl_int(values, "hw.optional.x86_64") == 1
    assert values["hw.osenvironment"] == ""


def test_sysctl_intel() -> None:
    values = parse_sysctl(capture("sysctl-intel-skylake-mojave.txt"))
    assert len(values) == 6
    assert sysctl_brand_string(values) == "Intel(R) Core(TM) i7-6700K CPU @ 4.00GHz"
    assert values["machdep.cpu.vendor"] == "GenuineIntel"
    assert sysctl_has_arm64(values) is None
    assert sysctl_performance_cores(values) is None
    assert sysctl_memsize(values) is None


def test_sysctl_flags_and_values() -> None:
    values = parse_sysctl(
        "sysctl.proc_translated: 1\nkern.hv_vmm_present: 0\nkern.osproductversion: 14.4.1\n"
    )
    assert sysctl_is_translated(values) is True
    assert sysctl_is_vm(values) is False
    assert sysctl_os_product_version(values) == "14.4.1"
    assert sysctl_int({"hw.memsize": "lots"}, "hw.memsize") is None


def test_sysctl_n_single_value() -> None:
    assert parse_sysctl_value("Apple M4 Max\n") == "Apple M4 Max"
    assert parse_sysctl_value("68719476736\n") == "68719476736"
    assert parse_sysctl_value("") is None
    assert parse_sysctl_value("a\nb\n") is None


@pytest.mark.parametrize("text", GARBAGE)
def test_sysctl_garbage(text: str) -> None:
    assert parse_sysctl(text) == {}


def test_sysctl_unknown_oid_is_not_a_value() -> None:
    assert parse_sysctl("sysctl: unknown oid 'sysctl.proc_translated'\n") == {}


# --- ioreg -----------------------------------------------------------------------------


def test_ioreg_m4() -> None:
    assert parse_gpu_cores_ioreg(capture("ioreg-agx-m4.txt")) == 10


@pytest.mark.parametrize("text", [*GARBAGE, '"gpu-core-count" = many'])
def test_ioreg_garbage(text: str) -> None:
    assert parse_gpu_cores_ioreg(text) is None


# --- system_profiler -------------------------------------------------------------------


def test_system_profiler_m2_pro() -> None:
    assert parse_system_profiler_displays(capture("system_profiler-m2pro.txt")) == [
        GpuInfo(chipset="Apple M2 Pro", cores=16, metal_support="Metal 3", vendor="Apple")
    ]


def test_system_profiler_intel_amd() -> None:
    assert parse_system_profiler_displays(capture("system_profiler-intel-amd.txt")) == [
        GpuInfo(
            chipset="Radeon Pro Vega 64",
            cores=None,
            metal_support="Supported, feature set macOS GPUFamily2 v1",
            vendor="AMD",
        )
    ]


def test_system_profiler_two_gpus() -> None:
    # Two real captures back to back stand in for a dual-GPU Intel MacBook Pro.
    both = capture("system_profiler-intel-amd.txt") + capture("system_profiler-m2pro.txt")
    assert [gpu.chipset for gpu in parse_system_profiler_displays(both)] == [
        "Radeon Pro Vega 64",
        "Apple M2 Pro",
    ]


@pytest.mark.parametrize("text", [*GARBAGE, "Chipset Model:\n"])
def test_system_profiler_garbage(text: str) -> None:
    assert parse_system_profiler_displays(text) == []


# --- pmset -----------------------------------------------------------------------------


def test_pmset_lowpowermode_off() -> None:
    assert parse_pmset_low_power(capture("pmset-g-m1-lowpowermode.txt")) is False


def test_pmset_without_power_mode() -> None:
    assert parse_pmset_low_power(capture("pmset-g-no-powermode.txt")) is None


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (" lowpowermode         1", True),
        (" powermode            1", True),
        (" powermode            0", False),
        (" powermode            2", False),  # high power mode
    ],
)
def test_pmset_power_mode_values(line: str, expected: bool) -> None:
    text = capture("pmset-g-no-powermode.txt") + line + "\n"
    assert parse_pmset_low_power(text) is expected


@pytest.mark.parametrize("text", GARBAGE)
def test_pmset_garbage(text: str) -> None:
    assert parse_pmset_low_power(text) is None
    assert parse_pmset_batt(text) == PowerSource(on_ac=None, percent=None)


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("pmset-batt-battery.txt", PowerSource(on_ac=False, percent=95)),
        ("pmset-batt-ac.txt", PowerSource(on_ac=True, percent=67)),
        ("pmset-batt-desktop.txt", PowerSource(on_ac=True, percent=None)),
    ],
)
def test_pmset_batt(name: str, expected: PowerSource) -> None:
    assert parse_pmset_batt(capture(name)) == expected


# --- conda info ------------------------------------------------------------------------


def test_conda_info_text_miniforge_m1() -> None:
    assert parse_conda_info_text(capture("conda-info-osx-arm64-4.9.2.txt")) == CondaInfo(
        platform="osx-arm64",
        subdirs=("osx-arm64", "noarch"),
        virtual_packages={
            "__osx": ("11.1", "0"),
            "__unix": ("0", "0"),
            "__archspec": ("1", "arm64"),
        },
        conda_version="4.9.2",
        active_prefix="/Users/gojian/Programs/Conda",
        user_agent="conda/4.9.2 requests/2.25.1 CPython/3.9.1 Darwin/20.2.0 OSX/11.1",
    )


def test_conda_info_text_miniconda_m1() -> None:
    assert parse_conda_info_text(capture("conda-info-osx-arm64-4.11.0.txt")) == CondaInfo(
        platform="osx-arm64",
        subdirs=("osx-arm64", "noarch"),
        virtual_packages={
            "__osx": ("12.2.1", "0"),
            "__unix": ("0", "0"),
            "__archspec": ("1", "arm64"),
        },
        conda_version="4.11.0",
        active_prefix=None,
        user_agent="conda/4.11.0 requests/2.27.1 CPython/3.8.11 Darwin/21.3.0 OSX/12.2.1",
    )


def test_conda_info_json_shape() -> None:
    # No public `conda info --json` capture from a Mac was found; this exercises the JSON
    # shape with the values of the real text capture above (conda 4.9.2, Miniforge, M1).
    document = {
        "platform": "osx-arm64",
        "channels": [
            "https://conda.anaconda.org/conda-forge/osx-arm64",
            "https://conda.anaconda.org/conda-forge/noarch",
        ],
        "virtual_pkgs": [["__osx", "11.1", "0"], ["__unix", "0", "0"], ["__archspec", "1", "arm64"]],
        "conda_version": "4.9.2",
        "active_prefix": "/Users/gojian/Programs/Conda",
        "user_agent": "conda/4.9.2 requests/2.25.1 CPython/3.9.1 Darwin/20.2.0 OSX/11.1",
    }
    expected = parse_conda_info_text(capture("conda-info-osx-arm64-4.9.2.txt"))
    assert parse_conda_info_json(json.dumps(document)) == expected


def test_conda_info_json_tolerates_missing_and_odd_keys() -> None:
    info = parse_conda_info_json('{"platform": 5, "virtual_pkgs": [["__osx"], "x", [1, 2]]}')
    assert info == CondaInfo(platform=None, subdirs=(), virtual_packages={"__osx": ("", "")})
    assert parse_conda_info_json("{}") == CondaInfo(platform=None, subdirs=())
    assert parse_conda_info_json('{"subdirs": ["osx-64", "noarch"]}').subdirs == (
        "osx-64",
        "noarch",
    )


@pytest.mark.parametrize("text", GARBAGE)
def test_conda_info_garbage(text: str) -> None:
    assert parse_conda_info_json(text) is None
    assert parse_conda_info_text(text) is None
