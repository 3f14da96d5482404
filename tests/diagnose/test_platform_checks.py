"""Platform and Python checks on facts built in the test (each value mirrors a real collector key)."""

from __future__ import annotations

from remedies import fix_of

from macml_doctor.diagnose import engine, platform, python_env
from macml_doctor.facts import Facts, Origin, Target, failed, known
from macml_doctor.pipeline import diagnose

T = Target(Origin.SNAPSHOT)


def facts(**items: object) -> Facts:
    return Facts(T, {k.replace("__", "."): known(v, "test") for k, v in items.items()})


def ids(f: Facts) -> set[str]:
    return {x.id for x in engine.run_checks(f)}


def test_translated_universal2_python_points_at_the_terminal() -> None:
    f = facts(host__os="Darwin", host__arm64_capable=1, python__translated=1, python__machine="x86_64",
              python__exe_archs=["x86_64", "arm64"], python__version="3.12.1")
    finding = next(x for x in python_env.check_arch(f))
    assert finding.id == "python-x86-on-arm" and fix_of(finding) == "disable-rosetta-terminal"


def test_native_python_on_apple_silicon() -> None:
    f = facts(host__os="Darwin", host__arm64_capable=1, python__translated=0, python__machine="arm64",
              python__version="3.12.1")
    assert [x.id for x in python_env.check_arch(f)] == ["python-native-arm64"]


def test_floor_without_torch_is_12_3_once_mps_is_wanted() -> None:
    base = {"host__os": "Darwin", "host__arm64_capable": 1, "torch__mps_available": False}
    assert [x.id for x in platform.check_macos_floor(facts(**base, host__macos_version="12.2"))] == [
        "macos-too-old-for-mps"]
    assert platform.check_macos_floor(facts(**base, host__macos_version="12.3")) == []


def test_no_torch_and_no_mps_means_no_mps_floor() -> None:
    """A TensorFlow user on Big Sur is not told about PyTorch's MPS floor (tensorflow#47205, braindec#6)."""
    assert platform.check_macos_floor(facts(host__os="Darwin", host__arm64_capable=1, host__macos_version="11.6",
                                            tensorflow__version="2.6.0")) == []
    assert platform.check_macos_floor(facts(host__os="Darwin", host__arm64_capable=1, host__macos_version="11.6",
                                            python__version="3.9.7")) == []


def test_a_bare_machine_description_is_held_to_the_mps_floor() -> None:
    """about_dis_mac#7: an M1 iMac on Big Sur 11.4 described with no Python at all: can it run MPS? No."""
    [finding] = platform.check_macos_floor(facts(host__os="Darwin", host__arm64_capable=1,
                                                 host__macos_version="11.4"))
    assert finding.evidence["floor"] == "12.3"


def test_a_macos_name_alone_is_held_to_the_floor_with_its_certainty() -> None:
    """Big Sur is below 12.3 in every release (certain); Monterey only in some (possible); below 13.0 in all."""
    base = {"host__os": "Darwin", "host__arm64_capable": 1, "torch__mps_available": False}
    [big_sur] = platform.check_macos_floor(facts(**base, host__macos_release="11"))
    assert "certainty" not in big_sur.evidence and big_sur.evidence["host.macos_release"] == "11"
    [monterey] = platform.check_macos_floor(facts(**base, host__macos_release="12"))
    assert monterey.evidence["certainty"] == "possible"
    torch25 = facts(**base, host__macos_release="12", python__packages={"torch": {"version": "2.5.1"}})
    [finding] = platform.check_macos_floor(torch25)
    assert finding.evidence["floor"] == "13.0" and "certainty" not in finding.evidence
    assert platform.check_macos_floor(facts(**base, host__macos_release="13")) == []


def test_torch_before_mps_is_held_to_the_first_mps_floor() -> None:
    """torch 1.8 on macOS 11.1 arm64 (pytorch#49924): no MPS in that torch, nor in any torch on that macOS."""
    f = facts(host__os="Darwin", host__arm64_capable=1, host__macos_version="11.1",
              python__packages={"torch": {"version": "1.8.0a0"}})
    [finding] = platform.check_macos_floor(f)
    assert finding.evidence["floor"] == "12.3" and "torch_below" not in finding.evidence


def test_floor_for_torch_2_9_is_14() -> None:
    f = facts(host__os="Darwin", host__arm64_capable=1, host__macos_version="13.7.4",
              python__packages={"torch": {"version": "2.10.0.dev20251001"}})
    [finding] = platform.check_macos_floor(f)
    assert finding.evidence["floor"] == "14.0"


def test_unknown_macos_version_stays_silent() -> None:
    assert platform.check_macos_floor(facts(host__os="Darwin", host__arm64_capable=1)) == []


def test_low_power_mode_warns() -> None:
    assert ids(facts(host__os="Darwin", host__arm64_capable=1, host__low_power_mode=True)) >= {"low-power-mode"}


def test_osx64_env_in_native_conda_is_recreated_not_reinstalled() -> None:
    f = facts(host__os="Darwin", host__arm64_capable=1, conda__env=True, conda__python_subdir="osx-64",
              conda__base_python_subdir="osx-arm64")
    [finding] = python_env.check_conda_subdir(f)
    assert fix_of(finding) == "recreate-conda-env-arm64"
    f2 = facts(host__os="Darwin", host__arm64_capable=1, conda__env=True, conda__python_subdir="osx-64",
               conda__base_python_subdir="osx-64")
    assert fix_of(python_env.check_conda_subdir(f2)[0]) == "install-miniforge-arm64"


def test_distribution_rules() -> None:
    def name(**kw: object) -> str:
        found = python_env.classify_distribution(facts(**kw))
        assert found is not None
        return found[0]

    assert name(python__base_prefix="/Users/a/miniforge3", conda__env=True) == "Miniforge"
    assert name(python__base_prefix="/opt/homebrew/Cellar/python@3.12/3.12.1/Frameworks/Python.framework/Versions/3.12"
                ) == "Homebrew (arm64, /opt/homebrew)"
    assert name(python__base_prefix="/Library/Frameworks/Python.framework/Versions/3.12") == "python.org installer"
    assert name(python__base_prefix="/Users/a/.local/share/uv/python/cpython-3.12.4-macos-aarch64-none") == (
        "uv-managed CPython")
    assert name(python__base_prefix="/Library/Developer/CommandLineTools/Library/Frameworks/Python3.framework/"
                "Versions/3.9").startswith("Apple system Python")
    assert name(python__base_prefix="/Users/a/.pyenv/versions/3.11.7", python__in_venv=True,
                python__pyvenv_cfg={"uv": "0.4.1"}) == "uv venv over pyenv"


def test_a_crashing_check_is_isolated() -> None:
    def broken(_: Facts) -> list:
        raise KeyError("boom")

    out = engine.run_checks(facts(host__os="Linux"), checks=[broken, platform.check_machine])
    assert [x.id for x in out] == ["not-a-mac", "doctor-check-failed"]


def test_macos_13_with_torch_2_9_is_told_the_pin_that_has_mps() -> None:
    from macml_doctor.pipeline import diagnose

    f = facts(host__os="Darwin", host__arm64_capable=1, host__macos_version="13.6.1",
              python__packages={"torch": {"version": "2.9.1"}}, python__executable="/opt/venv/bin/python")
    [finding] = platform.check_macos_floor(f)
    assert fix_of(finding) == "upgrade-macos-or-pin-torch" and finding.evidence["torch_below"] == "2.9"
    [diagnosed] = [g for g in diagnose(f).findings if g.id == finding.id]
    assert diagnosed.remedy is not None and diagnosed.remedy.fix_id == "upgrade-macos-or-pin-torch"
    assert diagnosed.remedy.commands == (("/opt/venv/bin/python", "-m", "pip", "install", "torch<2.9"),)


def test_macos_12_3_with_torch_2_5_pins_below_2_5() -> None:
    f = facts(host__os="Darwin", host__arm64_capable=1, host__macos_version="12.6",
              python__packages={"torch": {"version": "2.5.1"}})
    [finding] = platform.check_macos_floor(f)
    assert finding.evidence["torch_below"] == "2.5"


def test_below_12_3_no_torch_has_mps_so_only_upgrade_macos() -> None:
    f = facts(host__os="Darwin", host__arm64_capable=1, host__macos_version="12.2.1",
              python__packages={"torch": {"version": "2.9.1"}})
    [finding] = platform.check_macos_floor(f)
    assert fix_of(finding) == "upgrade-macos" and "torch_below" not in finding.evidence


def test_sigill_on_a_live_intel_mac_is_the_cpu_and_takes_the_cpu_fix() -> None:
    """A live check has no report to fold symptoms: the import-crashed of an Intel Mac (or Linux) takes the CPU's
    fix through its own evidence, not 'reinstall the wheels for this architecture'."""
    for host in ({"host.os": "Darwin", "host.arm64_capable": 0, "host.cpu_brand": "Intel(R) Xeon(R) CPU E5620"},
                 {"host.os": "Linux"}):
        items = {k: known(v, "test") for k, v in {**host, "python.machine": "x86_64"}.items()}
        items["tensorflow.import"] = failed("signal:SIGILL", "test")
        found = {f.id: f for f in diagnose(Facts(T, items)).findings}
        assert found["cpu-without-avx"].remedy is not None
        assert fix_of(found["import-crashed"]) == "use-build-for-this-cpu"
    apple = {k: known(v, "test") for k, v in {"host.os": "Darwin", "host.arm64_capable": 1, "python.machine": "x86_64",
                                              "python.translated": 1}.items()}
    apple["tensorflow.import"] = failed("signal:SIGILL", "test")
    assert "cpu-without-avx" not in {f.id for f in diagnose(Facts(T, apple)).findings}
