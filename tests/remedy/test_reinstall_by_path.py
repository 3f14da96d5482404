"""A module that cannot load, named by its path in a report, is reinstalled by its distribution's name, in the conda
environment its path names; a missing or wrong-architecture OpenMP runtime is installed with Homebrew instead.

Real reports of the dev corpus (each folder's label.toml has its thread); the names come from
checks/module_packages.toml, which `python -m macml_doctor.audit` checks against the real wheels' file lists.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from macml_doctor.findings import Remedy
from macml_doctor.kb import load as kb
from macml_doctor.kb import module_packages
from macml_doctor.paste import inputs
from macml_doctor.pipeline import diagnose

DEV = Path(__file__).resolve().parents[1] / "corpus" / "dev"


def remedies(case: str, finding: str) -> list[Remedy]:
    [folder] = DEV.glob(f"{case}-*")
    report = diagnose(inputs.parse_report((folder / "report.txt").read_text(encoding="utf-8"), "test"))
    found = [f.remedy for f in report.findings if f.id == finding and f.remedy is not None]
    assert found, finding
    return found


@pytest.mark.parametrize(("case", "command"), [
    # 'dlopen(/Users/lhunath/.pyenv/versions/anaconda3-2022.05/envs/invokeai/lib/python3.9/site-packages/tokenizers/
    # tokenizers.cpython-39-darwin.so, 0x0002): … (have 'x86_64', need 'arm64')': invoke-ai/InvokeAI#1076; pyenv's
    # 'anaconda3-2022.05' is an Anaconda, so its envs/invokeai is a conda environment and conda reinstalls it there
    ("107", ("conda", "install", "-y", "-p", "/Users/lhunath/.pyenv/versions/anaconda3-2022.05/envs/invokeai",
             "--force-reinstall", "tokenizers")),
    # '/opt/homebrew/lib/python3.9/site-packages/matplotlib/_c_internal_utils.cpython-39-darwin.so … wrong architecture'
    ("1034", ("python3", "-m", "pip", "install", "--upgrade", "--force-reinstall", "--no-cache-dir", "matplotlib")),
    # cv2 is opencv-python's module: '…/site-packages/cv2/cv2.abi3.so … Library not loaded: …/libavcodec.58.dylib'
    ("163", ("python3", "-m", "pip", "install", "--upgrade", "--force-reinstall", "--no-cache-dir", "opencv-python")),
    # a Linux ELF in bitsandbytes' wheel: '…/site-packages/bitsandbytes/libbitsandbytes_cpu.so … (not a mach-o file)'
    ("1438", ("python3", "-m", "pip", "install", "--upgrade", "--force-reinstall", "--no-cache-dir", "bitsandbytes")),
])
def test_the_module_path_names_the_distribution_to_reinstall(case: str, command: tuple[str, ...]) -> None:
    finding = "import-failed" if case in ("163", "1438") else "incompatible-arch-extension"
    [remedy] = remedies(case, finding)
    assert remedy.fix_id == "reinstall-native-packages"
    assert remedy.commands == (command,)
    assert remedy.unfilled == ()


def test_a_conda_environments_path_gives_the_prefix_and_conda_forges_name() -> None:
    """'dlopen(/Users/username/miniforge3/envs/ldm/lib/python3.10/site-packages/tokenizers/tokenizers.cpython-310-
    darwin.so, 0x0002): … (have 'x86_64', need 'arm64e')': a Miniforge environment, so conda reinstalls it there."""
    [remedy] = remedies("1875", "incompatible-arch-extension")
    assert remedy.commands == (("conda", "install", "-y", "-p", "/Users/username/miniforge3/envs/ldm",
                                "--force-reinstall", "tokenizers"),)
    assert remedy.unfilled == ()


def test_an_egg_in_the_base_environment_is_its_inner_package() -> None:
    """'/Users/haizhi/miniforge3/lib/python3.9/site-packages/dgl-0.8-py3.9-macosx-11.0-arm64.egg/dgl/libdgl.dylib'
    (dmlc/dgl#3748): the egg's package is dgl, the environment Miniforge's base."""
    [remedy] = remedies("758", "incompatible-arch-extension")
    assert remedy.commands == (("conda", "install", "-y", "-p", "/Users/haizhi/miniforge3", "--force-reinstall",
                                "dgl"),)


def test_a_module_the_table_does_not_know_stays_a_placeholder() -> None:
    """hnswlib publishes no macOS wheel (nmslib/hnswlib#458, '…/site-packages/hnswlib.cpython-310-darwin.so'): its
    module is read, but no distribution is named from a file's name alone; the conda prefix is still filled."""
    [remedy] = remedies("2029", "incompatible-arch-extension")
    assert remedy.unfilled == ("{pip}",)
    assert remedy.commands[0][:5] == ("conda", "install", "-y", "-p", "/Users/cls/miniforge3/envs/hnswlib")


@pytest.mark.parametrize("case", ["2250", "142"])
def test_a_missing_or_wrong_architecture_libomp_is_installed_not_the_package_reinstalled(case: str) -> None:
    """'Library not loaded: /usr/local/opt/libomp/lib/libomp.dylib … Referenced from: …/lightgbm/lib_lightgbm.so'
    (iusztinpaul/energy-forecasting#14); '/usr/local/opt/libomp/lib/libomp.dylib: mach-o, but wrong architecture'
    (mindsdb/mindsdb#1445): LightGBM's wheels do not ship libomp, so reinstalling LightGBM cannot help."""
    for remedy in remedies(case, "import-failed"):
        assert remedy.fix_id == "install-libomp"
        assert remedy.commands == (("brew", "install", "libomp"),)
    if case == "142":
        assert {r.fix_id for r in remedies(case, "incompatible-arch-extension")} == {"install-libomp"}


@pytest.mark.parametrize(("path", "module", "prefix"), [
    ("/Users/lhunath/.pyenv/versions/anaconda3-2022.05/envs/invokeai/lib/python3.9/site-packages/tokenizers/"
     "tokenizers.cpython-39-darwin.so", "tokenizers", "/Users/lhunath/.pyenv/versions/anaconda3-2022.05/envs/invokeai"),
    ("/Users/cls/miniforge3/envs/hnswlib/lib/python3.10/site-packages/hnswlib.cpython-310-darwin.so", "hnswlib",
     "/Users/cls/miniforge3/envs/hnswlib"),
    ("/Library/Frameworks/Python.framework/Versions/3.9/lib/python3.9/site-packages/cv2/cv2.abi3.so", "cv2", None),
    ("/Users/akshayghalsasi/.local/lib/python3.8/site-packages/classy.cpython-38-darwin.so", "classy", None),
    ("/Library/Java/JavaVirtualMachines/1.6.0.jdk/Contents/Libraries/libjvm.dylib", None, None),
])
def test_module_and_environment_of_a_path(path: str, module: str | None, prefix: str | None) -> None:
    assert module_packages.module_of(path) == module
    assert module_packages.conda_prefix(path) == prefix


def test_several_distributions_of_one_module_prefer_the_installed_one() -> None:
    assert module_packages.distribution("cv2") == "opencv-python"
    assert module_packages.distribution("cv2", ["opencv-contrib-python"]) == "opencv-contrib-python"
    assert module_packages.distribution("PIL") == "pillow"
    assert module_packages.distribution("solver") is None


def test_a_distribution_names_the_module_its_users_import() -> None:
    """A row's first module is the public import, not a private extension installed beside it."""
    assert (module_packages.module("PyYAML"), module_packages.module("pyyaml")) == ("yaml", "yaml")
    assert module_packages.module("cffi") == "cffi"
    assert module_packages.module("scikit-learn") == "sklearn"
    assert module_packages.module("not-a-known-distribution") is None
    rows = kb.check_table("module_packages")["package"]
    assert [row["name"] for row in rows if row["modules"][0].startswith("_")] == []


def test_conda_forge_names() -> None:
    assert module_packages.conda_requirement("torch<2.9") == "pytorch<2.9"
    assert module_packages.conda_requirement("opencv-python") == "py-opencv"
    assert module_packages.conda_requirement("tokenizers") == "tokenizers"
    assert module_packages.conda_requirement("numpy<2") == "numpy<2"
    assert module_packages.conda_requirement("onnxsim") is None  # no conda-forge build


@pytest.mark.parametrize(("case", "fix_id", "command"), [
    # '/usr/local/Cellar/libmagic/5.41/lib/libmagic.dylib … (have 'x86_64', need 'arm64e')' (ahupp/python-magic#262)
    ("264", "install-homebrew-library-arm64", ("/opt/homebrew/bin/brew", "install", "libmagic")),
    # an M1 Miniforge Python: '/usr/local/lib/libsndfile.dylib: mach-o, but wrong architecture' (librosa#1292): the
    # formula is not in the path, so it stays to be filled in
    ("1534", "install-homebrew-library-arm64", ("/opt/homebrew/bin/brew", "install", "{formula}")),
    # rpy2 in an arm64 Homebrew Python loading an Intel R: '/Library/Frameworks/R.framework/Resources/lib/libR.dylib'
    # (randy3k/radian#271); JPype loading Java 6's '/Library/Java/JavaVirtualMachines/1.6.0.jdk/…/libjvm.dylib'
    ("326", "replace-library-of-other-program", None),
    ("2455", "replace-library-of-other-program", None),
])
def test_a_wrong_architecture_library_no_python_package_installed_is_not_reinstalled_with_pip(
        case: str, fix_id: str, command: tuple[str, ...] | None) -> None:
    [remedy] = remedies(case, "incompatible-arch-extension")
    assert remedy.fix_id == fix_id
    assert not any("pip" in argv for argv in remedy.commands)
    if command is not None:
        assert remedy.commands == (command,)
    else:
        assert remedy.commands == ()
        assert any(name in remedy.manual[0] for name in ("libR.dylib", "libjvm.dylib"))
@pytest.mark.parametrize(("case", "finding", "prefix"), [
    # a traceback's frames: 'File "/Users/kateatwell/miniconda3/envs/huggingface-trainer/lib/python3.11/site-packages/
    # transformers/trainer.py", line 1539, in train' (huggingface/transformers#31897)
    ("1223", "torch-outdated", "/Users/kateatwell/miniconda3/envs/huggingface-trainer"),
    # conda info's 'active env location : /Users/bgallusser/miniforge3/envs/trackastra-conda'
    # (conda-forge/pytorch-cpu-feedstock#403)
    ("1996", "torch-outdated", "/Users/bgallusser/miniforge3/envs/trackastra-conda"),
])
def test_a_reports_conda_environment_is_the_remedys_prefix(case: str, finding: str, prefix: str) -> None:
    [remedy] = remedies(case, finding)
    assert remedy.commands and all(argv[argv.index("-p") + 1] == prefix for argv in remedy.commands if "-p" in argv)
    assert "{prefix}" not in remedy.unfilled
