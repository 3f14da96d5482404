"""Report parsers on real pasted text: facts, their report lines, and explicit reasoning from partial evidence."""

from __future__ import annotations

from pathlib import Path

from inprocess import run_cli

from macml_doctor import paste as reports
from macml_doctor.diagnose import engine
from macml_doctor.facts import Facts, Origin
from macml_doctor.paste.clues import split_lines

REPORTS = Path(__file__).resolve().parents[1] / "fixtures" / "reports"


def read(name: str) -> str:
    return (REPORTS / name).read_text(encoding="utf-8")


def facts_of(text: str) -> Facts:
    parsed = reports.parse(text, "test")
    assert parsed is not None
    return parsed.facts


def ids(facts: Facts) -> set[str]:
    return {f.id for f in engine.run_checks(facts)}


def test_rosetta_is_deduced_from_apple_cpu_and_x86_os_line_with_both_lines_cited() -> None:
    facts = facts_of(read("pytorch-146236-rosetta-m2pro-anaconda.txt"))
    assert facts.target.origin is Origin.REPORT and "collect_env" in facts.target.report_kind
    assert facts.value("host.macos_version") == "15.3"  # the OS line (sw_vers), never the 10.16 of the platform
    assert facts.value("python.machine") == "x86_64"
    assert facts.value("host.cpu_brand") == "Apple M2 Pro"
    translated = facts.get("python.translated")
    assert translated is not None and translated.value == 1
    assert translated.source.startswith("deduced: an x86_64 process on Apple silicon runs under Rosetta")
    assert "OS: macOS 15.3 (x86_64)" in translated.source and "Apple M2 Pro" in translated.source
    assert facts.get("host.cpu_brand").source == "report line 42: Apple M2 Pro"
    found = ids(facts)
    assert {"apple-silicon", "python-x86-on-arm"} <= found
    assert "macos-too-old-for-mps" not in found


def test_without_the_cpu_block_the_hardware_stays_unknown() -> None:
    text = read("pytorch-146236-rosetta-m2pro-anaconda.txt").replace("CPU:\nApple M2 Pro", "")
    facts = facts_of(text)
    for key in ("host.cpu_brand", "host.arm64_capable", "python.translated"):
        assert facts.get(key) is None, key
    found = ids(facts)
    assert not found & {"apple-silicon", "intel-mac", "python-x86-on-arm", "python-native-arm64",
                        "macos-too-old-for-mps"}


def test_archspec_x86_64_without_apple_evidence_is_undecided() -> None:
    """The same conda info on the M2 it came from says __archspec=1=x86_64: generic x86_64 is what an osx-64
    conda sees under Rosetta too, so without a chip named it proves neither an Intel Mac nor Rosetta."""
    text = read("mlc-llm-236-conda-info-osx-64-on-m2.txt").replace("# m2 mac is not supported", "")
    facts = facts_of(text)
    assert facts.value("host.arm64_capable") is None
    assert facts.value("python.machine") == "x86_64"
    found = ids(facts)
    assert not found & {"intel-mac", "python-x86-on-arm", "conda-x86-distribution", "apple-silicon"}
    assert "report-undecided" in found


def test_with_apple_evidence_the_same_conda_info_is_rosetta() -> None:
    facts = facts_of(read("mlc-llm-236-conda-info-osx-64-on-m2.txt"))
    assert facts.value("host.macos_version") is None  # __osx=10.16 and OSX/10.16 are the compat value
    assert facts.value("conda.platform") == "osx-64"
    found = ids(facts)
    assert {"python-x86-on-arm", "conda-x86-distribution", "apple-silicon"} <= found
    assert not found & {"intel-mac", "macos-too-old-for-mps"}


def test_intel_cpu_string_is_an_intel_mac_never_rosetta() -> None:
    facts = facts_of(read("pytorch-121067-intel-mac-i9-macos14.5-torch222.txt"))
    assert facts.value("host.arm64_capable") == 0
    assert facts.get("python.translated") is None
    found = ids(facts)
    assert "intel-mac" in found and "python-x86-on-arm" not in found


def test_yes_no_booleans_and_missing_values() -> None:
    facts = facts_of(read("rocm-1159-collect-env-yes-no-ubuntu16.04-2020.txt"))
    assert facts.value("torch.cuda_available") is False
    assert facts.value("host.os") == "Linux"
    assert facts.value("host.linux_distro") == "Ubuntu 16.04.6 LTS"
    assert facts.value("python.packages")["torch"]["version"] == "1.6.0a0+5092323"
    old = facts_of(read("pytorch-48145-collect-env-mac-osx-11.0-arm64-2020.txt"))
    assert old.get("torch.cuda_available") is None  # "Is CUDA available: N/A"
    assert old.value("host.macos_version") == "11.0"  # "Mac OSX 11.0 (arm64)"
    assert old.value("conda.packages")["blas"] == {"version": "1.0", "build": "mkl",
                                                  "source": "report line 30: [conda] blas                      1.0"
                                                            "                         mkl"}


def test_run_together_lines_are_split_at_labels() -> None:
    facts = facts_of(read("pytorch-137846-linux-cpu-almalinux-torch2.8-cpu.txt"))
    assert facts.value("python.sys_version").endswith("(Red Hat 14.2.1-7)]")
    assert facts.value("host.kernel_release") == "6.8.0-40-generic"
    assert facts.get("host.kernel_release").source.startswith("report line 15: Python platform: Linux-6.8.0")


def test_wrapped_python_banner_is_joined() -> None:
    facts = facts_of(read("pytorch-121067-intel-mac-i9-macos14.5-torch222.txt"))
    assert facts.value("python.version") == "3.10.13"
    assert "(clang-1500.1.0.2.5)]" in facts.value("python.sys_version")


def test_detectron2_table() -> None:
    facts = facts_of(read("detectron2-4928-collect-env-linux-a100.txt"))
    assert facts.value("host.os") == "Linux"
    assert facts.value("torch.version") == "1.10.0"
    assert facts.value("torch.cuda_available") is True
    assert facts.value("host.nvidia_gpus") == [{"name": "NVIDIA A100-PCIE-40GB", "driver": "515.65.01", "memory": ""}]


def test_tf_template_old_and_new_eras() -> None:
    new = facts_of(read("tf-84167-tf2.18-metal1.1.0-m2max-anaconda.txt"))
    assert new.value("tensorflow.version") == "2.18"
    assert new.value("host.macos_version") == "15.2"
    assert new.value("host.cpu_brand") == "Apple M2 Max"
    assert new.value("python.packages")["tensorflow-metal"]["version"] == "1.1.0"
    old = facts_of(read("tf-50541-metal-symbol-not-found-imac-amd-bigsur.txt"))
    assert old.value("host.macos_version") == "11.4"
    assert old.value("python.version") == "3.8.5"
    assert old.value("host.arm64_capable") == 0  # an AMD Radeon GPU: only Intel Macs have one
    assert old.value("python.packages")["tensorflow"]["version"] == "2.5.0"  # from `conda list` (pypi channel)


def test_uname_and_installer_name() -> None:
    facts = facts_of(read("magellanmapper-74-bad-cpu-type-uname-m1.txt"))
    assert facts.value("host.arm64_capable") == 1
    assert "RELEASE_ARM64_T8101" in facts.get("host.arm64_capable").source
    assert facts.value("conda.platform") == "osx-64"
    assert {s["id"] for s in facts.value("report.symptoms")} == {"bad-cpu-type"}


def test_symptoms_carry_their_line() -> None:
    facts = facts_of(read("pytorch-130112-mps-oom-macos14.5-arm64.txt"))
    oom = [s for s in facts.value("report.symptoms") if s["id"] == "mps-out-of-memory"][-1]
    assert oom["max_allowed"] == "20.40 GB" and oom["line"].startswith("report line 10: RuntimeError: MPS backend")
    assert facts.value("env") == {"PYTORCH_MPS_HIGH_WATERMARK_RATIO": "0.0"}


def test_verbose_shows_the_evidence_lines(tmp_path: Path) -> None:
    proc = run_cli("check", "--from", str(REPORTS / "pytorch-146236-rosetta-m2pro-anaconda.txt"), "-v")
    assert proc.returncode == 1
    assert "report line 42: Apple M2 Pro" in proc.stdout
    assert "report line 23: OS: macOS 15.3 (x86_64)" in proc.stdout


def test_lines_are_bounded() -> None:
    lines = split_lines("x" * 100_000 + "\n\x00\x01ok\n")
    assert max(len(line.text) for line in lines) <= 2000
    assert lines[-1].text == "ok" and lines[-1].number == 2
