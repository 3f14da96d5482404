"""The framework checks as pure functions of Facts: precedence, silence on unknown facts, and the knowledge
base evaluated with packaging (specifiers with pre-releases; markers over an environment built from Facts).

These facts are assembled by hand to exercise one rule each; real-machine cases are the replayed snapshots.
"""

from __future__ import annotations

from typing import Any

from remedies import fix_of

from macml_doctor.diagnose import engine, other_frameworks, packages, tensorflow, torch
from macml_doctor.facts import Facts, Origin, Target, absent, failed, known
from macml_doctor.kb.evaluate import admits, marker_environment, marker_holds

MAC_ARM = {"host.os": "Darwin", "host.cpu_brand": "Apple M1", "host.arm64_capable": 1, "python.machine": "arm64",
           "python.translated": 0, "python.implementation": "CPython", "host.kernel_release": "23.3.0",
           "host.macos_version": "14.3"}


def facts(values: dict[str, Any], **extra: Any) -> Facts:
    items = {k: known(v, "test") for k, v in values.items()}
    items.update(extra)
    return Facts(Target(Origin.SNAPSHOT), items)


def pkgs(**versions: str) -> dict[str, Any]:
    return {name.replace("_", "-"): {"version": v} for name, v in versions.items()}


def ids(fs: Facts) -> list[str]:
    return [f.id for f in engine.run_checks(fs)]


def test_no_facts_no_framework_findings() -> None:
    empty = facts({})
    for module in (packages, torch, tensorflow, other_frameworks):
        assert [f.id for check in module.CHECKS for f in check(empty)] == []


def test_prerelease_torch_is_matched_by_floor_specifiers() -> None:
    assert admits(">=2.9.0.dev0", "2.10.0.dev20251008") is True
    assert admits(">=2.18.0rc0", "2.18.0rc1") is True
    assert admits(">=2.18.0rc0", "not a version") is None


def test_marker_environment_is_built_from_facts_only() -> None:
    env = marker_environment(facts({**MAC_ARM, "python.version": "3.12.1"}))
    assert env is not None
    assert env["sys_platform"] == "darwin" and env["platform_machine"] == "arm64" and env["python_version"] == "3.12"
    rosetta = marker_environment(facts({**MAC_ARM, "python.version": "3.12.1", "python.translated": 1}))
    assert rosetta is not None and rosetta["platform_machine"] == "x86_64"
    assert marker_environment(facts({"host.os": "Darwin"})) is None  # incomplete: undecided, never the doctor's own
    assert marker_holds("sys_platform == 'darwin'", facts({"host.os": "Darwin"})) is None


def test_not_built_with_mps_beats_availability() -> None:
    fs = facts({**MAC_ARM, "torch.version": "2.5.1", "torch.mps_built": False, "torch.mps_available": False})
    assert [f.id for f in torch.check_mps(fs)] == ["torch-not-built-with-mps"]


def test_vm_reporting_mps_available_is_no_metal_device() -> None:
    fs = facts({**MAC_ARM, "torch.version": "2.5.1", "torch.mps_built": True, "torch.mps_available": True,
                "host.vmm_present": 1})
    assert [f.id for f in torch.check_mps(fs)] == ["no-metal-device"]


def test_available_but_op_fails_is_unavailable() -> None:
    fs = facts({**MAC_ARM, "torch.version": "2.8.0", "torch.mps_built": True, "torch.mps_available": True},
               **{"torch.mps_op": failed("RuntimeError: boom", "test")})
    [f] = torch.check_mps(fs)
    assert f.id == "mps-unavailable" and f.evidence["reason"] == "op-failed"


def test_mps_available_with_memory() -> None:
    fs = facts({**MAC_ARM, "torch.version": "2.8.0", "torch.mps_built": True, "torch.mps_available": True,
                "torch.mps_op": 2.0, "torch.mps_recommended_max_memory": 11453251584})
    [f] = torch.check_mps(fs)
    assert f.summary == "MPS is available to torch 2.8.0, 10.7 GiB recommended working set"


def test_fallback_state_from_the_child() -> None:
    fs = facts({**MAC_ARM, "torch.version": "2.8.0", "torch.mps_built": True},
               **{"torch.fallback_env": absent("test")})
    [f] = torch.check_fallback(fs)
    assert f.summary.startswith("PYTORCH_ENABLE_MPS_FALLBACK is off: set it before `import torch`")
    assert fix_of(f) == "enable-mps-fallback"


def test_cuda_driver_too_old_from_the_warning() -> None:
    fs = facts({"host.os": "Linux", "torch.version": "2.4.0", "torch.cuda_version": "12.1",
                "torch.cuda_available": False,
                "torch.cuda_warning": "CUDA initialization: The NVIDIA driver on your system is too old "
                                      "(found version 11040)."})
    assert [f.id for f in torch.check_cuda(fs)] == ["cuda-driver-too-old"]


def test_cuda_unavailable_with_a_gpu_and_a_cpu_build() -> None:
    fs = facts({"host.os": "Linux", "torch.version": "2.4.0", "torch.cuda_available": False,
                "host.nvidia_gpus": [{"name": "NVIDIA A100", "driver": "550.54", "memory": "80 GiB"}]})
    [f] = torch.check_cuda(fs)
    assert f.id == "cuda-unavailable" and fix_of(f) == "install-cuda-torch"


def test_plain_tensorflow_before_2_13_on_apple_silicon_is_x86() -> None:
    fs = facts({**MAC_ARM, "python.packages": pkgs(tensorflow="2.11.0")})
    assert "tf-x86-build" in ids(fs)


def test_tensorflow_without_metal_on_apple_silicon() -> None:
    fs = facts({**MAC_ARM, "python.packages": pkgs(tensorflow="2.15.0"), "tensorflow.gpu_devices": []})
    found = ids(fs)
    assert "tf-metal-missing" in found and "tf-gpu-available" not in found


def test_tensorflow_macos_beside_new_tensorflow_is_deprecated() -> None:
    fs = facts({**MAC_ARM, "python.packages": pkgs(tensorflow="2.15.0", tensorflow_macos="2.15.0",
                                                   tensorflow_metal="1.1.0")})
    assert "tensorflow-macos-deprecated" in ids(fs)


def test_keras_2_on_apple_silicon_falls_back_to_legacy_optimizers() -> None:
    fs = facts({**MAC_ARM, "python.packages": pkgs(tensorflow="2.15.0", keras="2.15.0", tensorflow_metal="1.1.0")})
    assert "keras-legacy-optimizer-fallback" in ids(fs)


def test_numpy2_with_old_torch_from_metadata() -> None:
    fs = facts({**MAC_ARM, "python.packages": pkgs(torch="2.2.2", numpy="2.0.0")})
    [f] = packages.check_numpy_abi(fs)
    assert f.id == "numpy-abi-mismatch" and f.evidence["rule"] == "torch<2.3.0 with numpy>=2.0.0.dev0"
    assert packages.check_numpy_abi(facts({**MAC_ARM, "python.packages": pkgs(torch="2.3.0", numpy="2.0.0")})) == []


def test_python_too_new_for_installed_metal_and_absent_frameworks() -> None:
    fs = facts({**MAC_ARM, "python.version": "3.16.0", "python.packages": pkgs(tensorflow_metal="1.1.0")})
    [f] = packages.check_python_support(fs)
    assert f.id == "python-too-new"
    assert "tensorflow-metal 1.1.0 (wheels for Python 3.9–3.11)" in f.evidence["frameworks"]
    assert any(s.startswith("torch (newest wheels") for s in f.evidence["frameworks"])


def test_python_support_rows_are_per_mac_architecture() -> None:
    """tensorflow-metal has no x86_64 row (no judgement on an Intel Mac); torch 2.2.2, the last x86_64 wheels,
    has cp38–cp312 there (rows checked against the index by tests/audit/test_audit.py)."""
    intel = {**MAC_ARM, "python.machine": "x86_64", "python.translated": 0, "host.arm64_capable": 0}
    metal = facts({**intel, "python.version": "3.16.0", "python.packages": pkgs(tensorflow_metal="1.1.0")})
    assert all("tensorflow-metal" not in item for f in packages.check_python_support(metal)
               for item in f.evidence["frameworks"])
    old_torch = facts({**intel, "python.version": "3.13.1", "python.packages": pkgs(torch="2.2.2")})
    [f] = packages.check_python_support(old_torch)
    assert f.id == "python-too-new" and "torch 2.2.2 (wheels for Python 3.8–3.12)" in f.evidence["frameworks"]
    linux = facts({**MAC_ARM, "host.os": "Linux", "python.version": "3.16.0", "python.packages": pkgs(torch="2.2.2")})
    assert packages.check_python_support(linux) == []


def test_mlx_on_old_macos_is_unsupported() -> None:
    fs = facts({**MAC_ARM, "host.macos_version": "13.4", "python.version": "3.11.4", "mlx.version": "0.20.0",
                "mlx.metal_available": False})
    [f] = other_frameworks.check_mlx(fs)
    assert f.id == "mlx-unsupported" and "MLX needs macOS 13.5+ (this is 13.4)" in f.summary


def test_mlx_available() -> None:
    fs = facts({**MAC_ARM, "python.version": "3.11.4", "mlx.version": "0.20.0", "mlx.metal_available": True})
    assert [f.id for f in other_frameworks.check_mlx(fs)] == ["mlx-available"]


def test_jax_metal_table() -> None:
    fs = facts({**MAC_ARM, "host.macos_version": "14.5",
                "python.packages": pkgs(jax_metal="0.1.1", jax="0.4.35", jaxlib="0.4.35")})
    assert other_frameworks.check_jax_metal(fs) == []
    old_macos = facts({**MAC_ARM, "python.packages": pkgs(jax_metal="0.1.1", jax="0.4.35", jaxlib="0.4.35")})
    assert "macOS 14.3 (Apple supports it from 14.4" in other_frameworks.check_jax_metal(old_macos)[0].summary
    bad = facts({**MAC_ARM, "python.packages": pkgs(jax_metal="0.0.4", jax="0.4.26", jaxlib="0.4.26")})
    [f] = other_frameworks.check_jax_metal(bad)
    assert f.id == "jax-metal-version-mismatch" and "jaxlib 0.4.26 (needs ==0.4.11)" in f.summary
