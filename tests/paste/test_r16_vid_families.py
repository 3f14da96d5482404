# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2358-2377 (video and real-time vision on Macs: decord, PyAV, mediapipe,
OpenCV capture, Ultralytics on MPS, dlib, insightface, torchvision.io, moviepy) exposed, each read from real text.

An Intel chip, CPU or processor named with the Mac or the macOS it runs ('MacOS Ventura with Intel chip', 'macOS 13.x
Intel CPU', 'Intel processor Macbook') names an Intel Mac, and so does a reply that answers a question about an M1 with
the chip ('Nope, intel chip.'); a run on MPS said to have produced unreliable or degraded results ran there, so MPS is
available. Beside the batch: a MacBook Pro shortened to 'MBP' names the Mac world, so a text with no other clue is read
(the doctor says what would tell the machine) rather than rejected.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/google-ai-edge/mediapipe/issues/1622 (description and comments, as stored)
MEDIAPIPE_1622 = """pip install media-pipe does not work for any python version, MacOS Big Sur 11.2.1

I've tried installing media pipe in various pyenv environments from 3.6.0 right through to 3.8.6.

macOS Big Sur 11.2.1

```bash
(xrc) cp@Christophers-MacBook-Pro ~ % pip install mediapipe
Collecting mediapipe
ERROR: Could not find a version that satisfies the requirement mediapipe (from versions: none)
ERROR: No matching distribution found for mediapipe
```

jiuqiant · comment · 2021-02-16
Is your macbook pro with the m1 chip? The wheels are for x86_64 only.

chrisdoyleIE · comment · 2021-02-16
Nope, intel chip. I've completely nuked my hard drives after a messy Catalina install so it'll be a few hours / days before I can replicate
"""

# https://github.com/dmlc/decord/issues/213 (a comment)
DECORD_213_COMMENT = "Same error on MacOS Ventura with Intel chip\n"

# https://github.com/visual-layer/fastdup/issues/214 (title)
FASTDUP_214 = "[Bug]: Cannot pip install fastdup on macOS 13.x Intel CPU\n"

# https://github.com/scverse/spatialdata/issues/632 (title)
SPATIALDATA_632 = "Installation error in Intel processor Macbook\n"

# https://github.com/ultralytics/ultralytics/issues/25485 (description, as stored)
ULTRALYTICS_25485 = """Model detection fails with device="mps" but works with device="cpu"

YOLOv11s model under-detects round tanks in video inference (partial/incomplete bounding boxes), despite detecting them correctly in val_batch visualisations and single-frame test scripts.

The video inference script explicitly set `device="mps"`, while the single-frame test scripts left device unset and defaulted to CPU. Same model, same weights, but MPS produced unreliable inference results, causing degraded detections. Switching to `device="cpu"` fixed the issue instantly.
"""


def test_an_intel_chip_named_with_the_mac_or_its_macos_is_an_intel_mac() -> None:
    for text in (DECORD_213_COMMENT, FASTDUP_214, SPATIALDATA_632):
        facts, _ = read(text)
        assert facts.get("host.arm64_capable") == 0, text
        found = ids(text)
        assert "intel-mac" in found and "apple-silicon" not in found, text
    # a release's number written with it ('macOS 13.2 with Intel chip')
    assert "intel-mac" in ids("The same error on macOS 13.2 with Intel chip.\n")
    # Intel Macs as a class, in the plural, or a target, name no machine
    assert "intel-mac" not in ids("The wheels fail on Intel chip Macs and on Apple silicon.\n")


def test_a_reply_naming_the_intel_chip_is_the_writers_mac() -> None:
    facts, _ = read(MEDIAPIPE_1622)
    assert facts.get("host.cpu_brand") == "Intel"
    found = ids(MEDIAPIPE_1622)
    assert "intel-mac" in found
    assert "apple-silicon" not in found and "python-x86-on-arm" not in found
    # the maintainer's question alone names no chip
    question = MEDIAPIPE_1622.split("chrisdoyleIE · comment")[0]
    assert {"intel-mac", "apple-silicon"}.isdisjoint(ids(question))
    # a 'no' that denies Intel chips any support is no reply about a machine
    assert "intel-mac" not in ids("No, intel chips are not supported on macOS 13.\n")


def test_mps_said_to_have_produced_unreliable_results_ran_there() -> None:
    assert "mps-available" in ids(ULTRALYTICS_25485)
    assert "mps-available" in ids("On my M2, MPS produced degraded detections compared with the CPU.\n")
    # a wish or a negation is no run
    assert "mps-available" not in ids("I hope MPS would not produce unreliable results on my Mac.\n")


# https://github.com/reasonml/reason-cli/issues/13 (title)
REASON_CLI_13 = "MBP install experience\n"


def test_a_macbook_pro_shortened_to_mbp_names_the_mac_world() -> None:
    facts, _ = read(REASON_CLI_13)
    assert facts.get("report.mac_named") is True
    assert "report-undecided" in ids(REASON_CLI_13)
    # the model year after it ('mbp2019') too; a protein tag ('MBP-tagged') is no Mac
    assert read("mbp2019, opencv-python==4.4.0\n")[0].get("report.mac_named") is True
    assert read("MBP-tagged protein purification failed\n")[0].get("report.mac_named") is not True
