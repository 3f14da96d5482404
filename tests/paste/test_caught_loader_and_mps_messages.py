# ruff: noqa: E501  (real pasted lines are kept whole)
"""A dyld failure a package caught and warned about, Lightning's unused-MPS warning and torch's macOS-floor message,
on real pasted text (excerpts quoted from the public threads named in each test)."""

from __future__ import annotations

import pytest

from macml_doctor.diagnose import engine
from macml_doctor.diagnose.symptoms import merge_symptoms
from macml_doctor.errors import InputError
from macml_doctor.facts import Facts
from macml_doctor.findings import Finding
from macml_doctor.paste import inputs, scan


def read(text: str) -> tuple[Facts, dict[str, Finding]]:
    facts = inputs.parse_report(text, "test")
    return facts, {f.id: f for f in merge_symptoms(engine.run_checks(facts), facts)}


def raised(text: str) -> dict[str, Finding]:
    try:
        return read(text)[1]
    except InputError:  # nothing in the text describes an environment
        return {}


WARNED = [
    # conda-forge/miniforge#257
    "/miniforge3/lib/python3.9/site-packages/torchvision/io/image.py:11: UserWarning: Failed to load image Python extension: dlopen(/Users/zz/miniforge3/lib/python3.9/site-packages/torchvision/image.so, 0x0006): Library not loaded: @rpath/libpng16.16.dylib",
    # pytorch/vision#5413
    "/Users/alanyoung/Documents/Codes/Kaggle/ClassifyLeaves/venv/lib/python3.9/site-packages/torchvision/io/image.py:11: UserWarning: Failed to load image Python extension: dlopen(/Users/alanyoung/Documents/Codes/Kaggle/ClassifyLeaves/venv/lib/python3.9/site-packages/torchvision/image.so, 0x0006): Library not loaded: @rpath/libpng16.16.dylib\n"
    "  Referenced from: /Users/alanyoung/Documents/Codes/Kaggle/ClassifyLeaves/venv/lib/python3.9/site-packages/torchvision/image.so",
    # pytorch/vision#8889
    ">>> import torchvision\n"
    "{CONDA_PREFIX}/lib/python3.12/site-packages/torchvision/io/image.py:14: UserWarning: Failed to load image Python extension: 'dlopen({CONDA_PREFIX}/lib/python3.12/site-packages/torchvision/image.so, 0x0006): Library not loaded: @rpath/libjpeg.9.dylib\n"
    "  Referenced from: <367D4265-B20F-34BD-94EB-4F3EE47C385B>{CONDA_PREFIX}/lib/python3.12/site-packages/torchvision/image.so",
]


@pytest.mark.parametrize("text", WARNED)
def test_a_library_missing_inside_a_warning_is_a_warning_not_a_failed_import(text: str) -> None:
    facts, found = read(text)
    assert facts.value("host.os") == "Darwin"
    assert found["import-failed"].severity.value == "warning"
    assert found["import-failed"].evidence["symptom"] == "extension-not-loaded"
    assert "went on without it" in found["import-failed"].summary


@pytest.mark.parametrize("text", [
    # pytorch/audio#2357: the loader's error raised through torch.ops.load_library
    "    self._handle = _dlopen(self._name, mode)\n"
    "OSError: dlopen(/***/emf_venv/lib/python3.8/site-packages/torchaudio/lib/libtorchaudio_ffmpeg.so, 6): Library not loaded: @rpath/libavdevice.58.dylib\n"
    "  Referenced from: /***/emf_venv/lib/python3.8/site-packages/torchaudio/lib/libtorchaudio_ffmpeg.so\n"
    "  Reason: image not found",
    # RVC-Project/Retrieval-based-Voice-Conversion-WebUI#1623
    "OSError: dlopen(/opt/homebrew/lib/python3.11/site-packages/torchaudio/lib/libtorchaudio_ffmpeg.so, 0x0006): Library not loaded: @rpath/libavdevice.58.dylib",
])
def test_a_raised_missing_library_is_still_a_failed_import(text: str) -> None:
    found = read(text)[1]
    assert found["import-failed"].severity.value == "error"
    assert found["import-failed"].evidence["symptom"] == "library-not-loaded"


@pytest.mark.parametrize("text", [
    # Lightning-AI/pytorch-lightning#14639
    "GPU available: True (mps), used: False\nTPU available: False, using: 0 TPU cores\nIPU available: False, using: 0 IPUs\n"
    "HPU available: False, using: 0 HPUs\n"
    "/Users/williamfalcon/opt/miniconda3/envs/c1/lib/python3.9/site-packages/pytorch_lightning/trainer/trainer.py:1788: UserWarning: MPS available but not used. Set `accelerator` and `devices` using `Trainer(accelerator='mps', devices=1)`.",
    # ourownstory/neural_prophet#1572: the warning alone, in prose
    "When I train a model on my Mac I get this warning:\n\n"
    "MPS available but not used. Set `accelerator` and `devices` using `Trainer(accelerator='mps', devices=1)`.\n\n"
    "Is there a way to take advantage of MPS to accelerate the training?",
])
def test_lightning_warning_that_mps_is_unused_says_mps_works(text: str) -> None:
    found = raised(text)
    assert "mps-available" in found and "mps-unavailable" not in found


def test_a_program_silencing_the_lightning_warning_says_nothing_of_mps() -> None:
    # a documentation build's conf.py (public code): the warning's text as a filter, not printed by Lightning
    rule = next(r for r in scan.rules() if r.id == "mps-lightning-available-unused")
    assert rule.regex.search('warnings.filterwarnings("ignore", ".*MPS available but not used.*")') is None
    assert rule.regex.search("UserWarning: MPS available but not used. Set `accelerator` and `devices` using") is not None


@pytest.mark.parametrize(("text", "cpu"), [
    # fastai/fastai#3953: an Intel MacBook Pro 2017, the error as quoted
    ('HI, I have a mac prp 2017 2.3 GHz Dual-Core Intel Core i5 and no "MPS" backend.\n'
     "Graphics : Intel Iris Plus Graphics 640 1536 MB \n\n"
     '"RuntimeError: The MPS backend is supported RuntimeError: The MPS backend is supported on MacOS 12.3+.Current OS version can be queried using `sw_vers`"',
     "intel-mac"),
    # operatorai/modelstore#226: the error alone, as pytest prints it
    ("E       RuntimeError: Exception occured in `TrainEvalCallback` when calling event `before_fit`:\n"
     "E       \tThe MPS backend is supported on MacOS 12.3+.Current OS version can be queried using `sw_vers`",
     None),
    # pytorch/pytorch#139425: the message wrapped after '12.3+.'
    ("RuntimeError: The MPS backend is supported on MacOS 12.3+.\nCurrent OS version can be queried using `sw_vers`.",
     None),
])
def test_torchs_macos_floor_message_is_printed_on_a_mac(text: str, cpu: str | None) -> None:
    facts, found = read(text)
    assert facts.value("host.os") == "Darwin"
    assert "mps-unavailable" in found and "not-a-mac" not in found
    if cpu:
        assert cpu in found


def test_a_scripts_comment_naming_the_floor_is_not_the_message() -> None:
    # public training scripts carry the floor as a comment above their device choice
    text = ("# The MPS backend is supported on MacOS 12.3+\n"
            "device = torch.device('cuda' if torch.cuda.is_available() else ('mps' if torch.has_mps else 'cpu'))")
    facts = inputs.parse_report(text, "test")
    assert facts.value("host.os") is None


def test_a_library_path_of_an_arm64_homebrew_conda_cask_is_apple_silicon() -> None:
    # pytorch/vision#5413: dyld's search list names the Python's rpath in Homebrew's Miniforge cask
    text = ("  Reason: tried: '/Users/malfet/miniforge3/envs/py_39_torch-1.10.2/lib/libpng16.16.dylib' (no such file), "
            "'/opt/homebrew/Caskroom/miniforge/base/lib/libpng16.16.dylib' (no such file), "
            "'/opt/homebrew/Caskroom/miniforge/base/lib/libpng16.16.dylib' (no such file),")
    facts, found = read(text)
    assert facts.value("python.machine") == "arm64"
    assert "apple-silicon" in found and "intel-mac" not in found


@pytest.mark.parametrize("text", [
    # sbintuitions/flexeval#145
    "    return torch.isin(elements, test_elements)\n"
    "RuntimeError: isin_Tensor_Tensor_out only works on floating types on MPS for pre MacOS_14_0. Received dtype: Long",
    # AssemblyAI-Community/MinImagen#16: torch's own MPS source file in a warning it raised
    "/Users/zaheer/MinImagen/minimagen/training.py:88: UserWarning: The dst MTL buffer in copy_to_mps is non-contiguous (Triggered internally at  /Users/runner/work/pytorch/pytorch/pytorch/aten/src/ATen/native/mps/operations/Copy.mm:358.)\n"
    "  batch[didx][tensor] = batch[didx][tensor].to(self.device)",
    # kijai/ComfyUI-DepthAnythingV2#12: an op falling back to the CPU from the MPS device
    "/Users/enuriru/ComfyUI/myenv/lib/python3.11/site-packages/torch/nn/functional.py:4592: UserWarning: The operator 'aten::upsample_bicubic2d.out' is not currently supported on the MPS backend and will fall back to run on the CPU. This may have performance implications. (Triggered internally at /Users/runner/work/pytorch/pytorch/pytorch/aten/src/ATen/mps/MPSFallback.mm:13.)",
])
def test_torch_messages_from_inside_its_mps_backend_say_mps_works(text: str) -> None:
    facts, found = read(text)
    assert facts.value("host.os") == "Darwin"
    assert "mps-available" in found and "mps-unavailable" not in found


def test_spacks_apple_silicon_target_names_the_chip_family() -> None:
    # spack/spack#41883: spack debug report
    facts, found = read("* **Spack:** 0.22.0.dev0 (0f74f796de4545513a59a6609dd42aa99a6abca5)\n* **Python:** 3.9.6\n"
                        "* **Platform:** darwin-ventura-m1\n* **Concretizer:** clingo")
    assert facts.value("host.arm64_capable") == 1
    assert "apple-silicon" in found and "intel-mac" not in found


def test_spacks_x86_64_target_on_a_mac_is_not_apple_silicon() -> None:
    # JCSDA/spack-stack#1467: an x86_64 target (an Intel Mac, or Spack under Rosetta): no chip from it
    rule = next(r for r in scan.rules() if r.id == "spack-darwin-apple-target")
    assert rule.regex.search("build_type=Release generator=make arch=darwin-monterey-x86_64 ^[deptypes=build]") is None
    assert rule.regex.search("* **Platform:** darwin-ventura-m1") is not None
