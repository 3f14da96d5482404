"""Planted broken frameworks in a real venv: each way a child can die becomes the right finding.

One venv holds five broken "frameworks" at once, so a single `check` also shows the isolation: every
child fails in its own way, each is reported, the other checks still report, nothing prints a traceback.
"""

from __future__ import annotations

import shutil
import sysconfig
from pathlib import Path

import pytest
import venvs
from frameworks_helpers import finding, ids, run_check

pytestmark = pytest.mark.slow

# The text of a real report: https://github.com/kevinheavey/anchorpy/issues/52 (tests/fixtures/reports).
MACHO_ERROR = (
    "dlopen(/Users/will/.pyenv/versions/test/lib/python3.9/site-packages/pyheck/pyheck.abi3.so, 0x0002): tried: "
    "'/Users/will/.pyenv/versions/test/lib/python3.9/site-packages/pyheck/pyheck.abi3.so' (mach-o file, but is an "
    "incompatible architecture (have 'x86_64', need 'arm64e'))"
)
# https://github.com/tensorflow/models/issues/10617 (tests/fixtures/reports), verbatim.
METAL_ERROR = (
    "dlopen(/Users/user/env/miniforge3/lib/python3.9/site-packages/tensorflow-plugins/libmetal_plugin.dylib, "
    "0x0006): symbol not found in flat namespace '_TF_AllocateOutput'"
)

PLANTS = {
    "torch": "import os, signal\nos.kill(os.getpid(), signal.SIGILL)\n",
    "tensorflow": "import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n",
    "mlx": "import time\ntime.sleep(120)\n",
    "jax": f"raise ImportError({MACHO_ERROR!r})\n",
    "coremltools": "raise RuntimeError('first line\\nlast line of a planted failure')\n",
}


def site_packages(python: Path) -> Path:
    version = sysconfig.get_python_version()
    return python.parent.parent / "lib" / f"python{version}" / "site-packages"


def plant(python: Path, packages: dict[str, str]) -> Path:
    site = site_packages(python)
    for name, code in packages.items():
        folder = site / name
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        (folder / "__init__.py").write_text(code)
    if "mlx" in packages:  # the real mlx is imported as mlx.core
        (site / "mlx" / "core.py").write_text(packages["mlx"])
        (site / "mlx" / "__init__.py").write_text("")
    return site


@pytest.fixture(scope="module")
def broken_venv() -> Path:
    python = venvs.make_venv("broken")
    plant(python, PLANTS)
    return python


def test_each_planted_failure_gets_its_finding(broken_venv: Path) -> None:
    rc, report, stderr = run_check(broken_venv, env={"MACML_DOCTOR_IMPORT_TIMEOUT": "4"})
    assert rc == 1
    sigill = finding(report, "import-crashed", framework="torch")
    # this Linux host is no Apple silicon: the CPU's missing instructions, never Rosetta (cpu-without-avx says so)
    assert sigill["summary"] == (
        "import torch crashed with SIGILL: illegal hardware instruction: native code contains CPU instructions this "
        "CPU lacks (see cpu-without-avx)")
    assert sigill["evidence"]["error"] == "signal:SIGILL"
    segv = finding(report, "import-crashed", framework="tensorflow")
    assert segv["evidence"]["error"] == "signal:SIGSEGV"
    assert segv["summary"].startswith("import tensorflow crashed with SIGSEGV: segmentation fault")
    hang = finding(report, "import-timeout", framework="mlx")
    assert hang["summary"].startswith("import mlx did not finish within 4 s")
    arch = finding(report, "incompatible-arch-extension", framework="jax")
    assert arch["evidence"]["file"] == (
        "/Users/will/.pyenv/versions/test/lib/python3.9/site-packages/pyheck/pyheck.abi3.so")
    failed = finding(report, "import-failed", framework="coremltools")
    assert failed["summary"] == "import coremltools failed: RuntimeError: last line of a planted failure"
    # The other checks still report, and the framework-area checks stay silent about the broken ones.
    assert {"not-a-mac", "python-distribution"} <= set(ids(report))
    assert not {"torch-missing", "tensorflow-missing", "torch-cpu-only", "tf-cpu-only"} & set(ids(report))
    assert "Traceback" not in stderr


def test_tensorflow_metal_load_failure_names_working_pairs() -> None:
    python = venvs.make_venv("broken-metal")
    site = plant(python, {"tensorflow": "raise ImportError(" + repr(METAL_ERROR) + ")\n"})
    dist = site / "tensorflow-2.18.0.dist-info"
    dist.mkdir(exist_ok=True)
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: tensorflow\nVersion: 2.18.0\n")
    metal = site / "tensorflow_metal-1.1.0.dist-info"
    metal.mkdir(exist_ok=True)
    (metal / "METADATA").write_text("Metadata-Version: 2.1\nName: tensorflow-metal\nVersion: 1.1.0\n")
    rc, report, stderr = run_check(python)
    assert rc == 1, stderr
    f = finding(report, "tf-metal-version-mismatch")
    assert f["evidence"]["load_error"].endswith("symbol not found in flat namespace '_TF_AllocateOutput'")
    assert f["evidence"]["working_pairs"] == ["TF 2.18 or 2.19 with tensorflow-metal 1.2.0",
                                              "TF 2.17 with tensorflow-metal 1.1.0"]
    # TF 2.18 is already in the newest working pair: only the plugin moves (no needless TF reinstall).
    assert f["evidence"]["pip"] == ["tensorflow-metal==1.2.0"]
    assert f["fix"] == "pin-tf-metal-pair"
    assert "import-failed" not in ids(report)
