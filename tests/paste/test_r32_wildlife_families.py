# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5600-5611 (ecology and wildlife ML: MegaDetector, AddaxAI/EcoAssist,
BirdNET-Analyzer, camtrapml, animl) exposed, each read from real text.

- A program printing how many CUDA devices torch opened ('PyTorch reports 1 available CUDA devices', MegaDetector's
  run_detector_batch.py) says torch has CUDA, which no macOS build of PyTorch has; a count of 0 says nothing.
- Advice on what a kind of Mac needs, a purpose clause opening the sentence and the reader told what to do in its
  main clause ('In order to run MegaDetector on M1/M2 Macs (i.e., Apple silicon), you have to use …'), names no
  machine of the writer's; and 'i.e.' is no first person.
- A camera-trap or bioacoustics tool named in a post with no other clue (MegaDetector, SpeciesNet, AddaxAI/EcoAssist,
  BirdNET-Analyzer, …) makes a report about that tool's user, not text with nothing in it.
"""

from __future__ import annotations

from pasted import fact, raised, read

# https://github.com/microsoft/Biodiversity/issues/305 (dev 5611), MDv5 on Google Colab
BIODIVERSITY_305 = """But I get the following error:

19202 image files found in the input directory
PyTorch reports 1 available CUDA devices
GPU available: True
Traceback (most recent call last):
  File "/content/CameraTraps/detection/pytorch_detector.py", line 17, in <module>
    from utils.general import non_max_suppression, scale_coords, xyxy2xywh
**ModuleNotFoundError: No module named 'utils'**"""

# https://github.com/agentmorris/MegaDetector/issues/116 (dev 5608), the maintainer's answer
MEGADETECTOR_116 = """There are several ways you can "run MDv5a" but end up with very slightly different results than someone else who also "runs MDv5a".  I stress these are very small differences, but they are just enough to be annoying if you literally want to compare the equality of confidence values and box coordinates:

- In order to run MegaDetector on M1/M2 Macs (i.e., Apple silicon), you have to use slightly different versions of some of MegaDetector's dependencies.  This happens"""


def test_a_printed_cuda_device_count_is_torch_with_cuda() -> None:
    assert fact(BIODIVERSITY_305, "torch.cuda_available") is True
    assert {"cuda-available", "not-a-mac"} <= raised(BIODIVERSITY_305)
    assert "import-failed" not in raised(BIODIVERSITY_305)


def test_cuda_device_count_family() -> None:
    for text in ("PyTorch reports 2 available CUDA devices", "PyTorch reports 1 available CUDA device",
                 "Number of available CUDA devices: 1", "Number of CUDA devices available: 4",
                 "number of available cuda devices: 8"):
        assert fact(text, "torch.cuda_available") is True, text
        assert "cuda-available" in raised(text), text


def test_cuda_device_count_near_misses() -> None:
    # https://github.com/microsoft/Biodiversity/issues/297 (dev 1079): an M1 with MPS prints a count of 0
    for text in ("Running detector on 1 images...\nPyTorch reports 0 available CUDA devices\nPyTorch reports Metal Performance Shaders are available\nGPU available: True",
                 "Number of available CUDA devices: 0",
                 'print(f"Number of available CUDA devices: {num_devices}")',
                 "# Auto-detect number of available CUDA devices"):
        assert fact(text, "torch.cuda_available") is not True, text
        assert "cuda-available" not in raised(text), text


def test_advice_on_a_kind_of_mac_names_no_machine() -> None:
    assert fact(MEGADETECTOR_116, "host.cpu_brand") is None
    assert "apple-silicon" not in raised(MEGADETECTOR_116)


def test_advice_family() -> None:
    for text in ("In order to run MegaDetector on M1/M2 Macs (i.e., Apple silicon), you have to use slightly different versions.",
                 "To run it on M1 Macs you need to install the arm64 build.",
                 "To use this on M2 Macs, one has to pin numpy<2.",
                 "To use it on an M1 Mac, install the arm64 build.",
                 "To run MegaDetector on an M1 Mac, users should create a native arm64 environment.",
                 "So to install it on M1 machines (e.g. a Mac mini), you must use miniforge."):
        assert fact(text, "host.cpu_brand") is None, text
        assert "apple-silicon" not in raised(text), text


def test_advice_near_misses_stay_the_writers() -> None:
    for text in ("To run it on my M1 I had to downgrade torch.",
                 "In order to run it on M1, I installed miniforge.",
                 "To run it on my M1 Max, it takes 2 minutes.",
                 "I am on an M1 Max. To run it, you have to set PYTORCH_ENABLE_MPS_FALLBACK=1."):
        assert "apple-silicon" in raised(text), text


def test_i_e_is_no_first_person() -> None:
    # the same advice with 'i.e.' in it is as general as without ('i' is not 'I')
    text = "In order to run it on M1 Macs (i.e. Apple silicon) you need to use the arm64 wheels."
    assert "apple-silicon" not in raised(text)
    assert "apple-silicon" in raised("In order to run it on M1 Macs (i.e. mine) I needed the arm64 wheels.")


# https://github.com/agentmorris/MegaDetector/issues/29 (dev 5609)
MEGADETECTOR_29 = """# multi-GPU inference

agentmorris · description · 2023-05-20
Is there an easy way to use multiple GPUs for inference for the MegaDetector? That could speed things up quite a bit for large datasets."""


def test_a_wildlife_tool_named_makes_a_report() -> None:
    assert fact(MEGADETECTOR_29, "report.other_framework_named") is True
    assert raised(MEGADETECTOR_29) & {"apple-silicon", "intel-mac", "not-a-mac", "mps-unavailable"} == set()


def test_wildlife_tool_family() -> None:
    for text in ("How do I run MegaDetector on a folder of videos?", "Is SpeciesNet able to classify birds?",
                 "BirdNET-Analyzer stops after the first file.", "EcoAssist does not start.",
                 "AddaxAI crashes when I open it.", "Does Pytorch-Wildlife support batch inference?",
                 "Where does camtrapml keep the models?", "I am using the Mega Detector from the CameraTraps repo."):
        assert fact(text, "report.other_framework_named") is True, text


def test_wildlife_tool_near_misses() -> None:
    for text in ("Zamba2 is a hybrid of Mamba and attention.", "The animal was detected twice.",
                 "birdnets and nets for fish"):
        assert read(text)[0].get("report.other_framework_named") is None, text
