# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2800-2813 (PDF and document AI on Macs: marker, surya, docling, layout-parser,
unstructured) exposed, each read from real text.

surya's warning that its table model 'is not compatible with mps backend. Defaulting to cpu instead' is printed only
where the device surya chose is mps, so MPS is there; a run's time said to drop by a share, or from a CPU time to an
MPS time, by putting it on MPS is MPS working; a 'chip: M1' field written after another on the same line, behind a
comma, names the chip as a field at the line's start does; surya's 'Loaded detection model … on device mps with dtype …',
printed after the model reached the device, is MPS in use.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/datalab-to/marker/issues/967
MARKER_967 = """Table Decoder Encoder does not support MPS backend

 surya: `TableRecEncoderDecoderModel` is not compatible with mps backend. Defaulting to cpu instead

Marker-Pdf version :- ^1.10.1
Python :- 3.14
"""
# https://github.com/datalab-to/marker/issues/993
MARKER_993 = """torch.AcceleratorError in surya layout encoder on MPS (Apple Silicon) with 66-page PDF

```
2026-03-01 09:40:26,850 [WARNING] surya: `TableRecEncoderDecoderModel` is not compatible with mps backend. Defaulting to cpu instead
Recognizing Layout:  24%|██▍       | 16/66 [01:12<03:47,  4.55s/it]
Traceback (most recent call last):
  File "marker/scripts/convert_single.py", line 38, in convert_single_cli
    rendered = converter(fpath)
"""
# https://github.com/datalab-to/marker/issues/960
MARKER_960 = """[BUG: Breaking] Marker is 20x+ slower since v1.9.0+ in Mac

It may be due to this warning (but may not be the case):

```
2025-12-13 15:17:09,820 [WARNING] surya: `TableRecEncoderDecoderModel` is not compatible with mps backend. Defaulting to cpu instead
```
"""
# surya's own source, where the warning is a string in code (a fork's copy that comments it out):
# https://github.com/datalab-to/surya/blob/f76fa62ac2b3285a8702badd4a79ce9b1634a721/surya/table_rec/loader.py
SURYA_LOADER = '''        if device == "mps":
            # editted by irregular6612 26.01.25.
            """logger.warning(
                "`TableRecEncoderDecoderModel` is not compatible with mps backend. Defaulting to cpu instead"
            )"""
            #device = "cpu"
            device = "mps"
            dtype = "float32"
'''
# https://github.com/docling-project/docling/pull/3203
DOCLING_3203 = """I can tell that I also achieved a 30% reduction in execution time for converting both a 10-page paper and a 100-page report to markdown by just re-enabling MPS in `TableFormerV1` on my M3 Pro MacBook.
"""
# https://github.com/opendataloader-project/opendataloader-pdf/issues/371
OPENDATALOADER_371 = """## Impact

On an M4 Pro (16 GPU cores), explicitly configuring MPS via Docling's Python API reduced processing time for an 84-page PDF from ~94s (CPU) to ~63s (MPS), a ~33% improvement. Users have no way to achieve this through the CLI without using the undocumented `DOCLING_DEVICE=mps` environment variable.

This also relates to #198 where CUDA GPU usage in Docker was not working as expected, likely the same root cause (no accelerator passthrough).
"""
# https://github.com/datalab-to/surya/issues/216
SURYA_216 = """The detial as follow:
    OS: Max os, chip: M1
    ErrorLog:
    Loaded detection model vikp/surya_det3 on device mps with dtype torch.float16
"""


@pytest.mark.parametrize("text", [MARKER_967, MARKER_993, MARKER_960])
def test_suryas_table_model_defaulting_to_cpu_on_mps_is_mps_present(text: str) -> None:
    facts, _ = read(text)
    assert facts["torch.mps_available"] is True
    found = ids(text)
    assert "mps-available" in found
    assert not {"mps-unavailable", "torch-cpu-only", "torch-not-built-with-mps"} & found


def test_suryas_warning_as_a_string_in_its_source_is_no_run() -> None:
    facts, _ = read(SURYA_LOADER)
    assert "torch.mps_available" not in facts


@pytest.mark.parametrize("text", [DOCLING_3203, OPENDATALOADER_371])
def test_a_run_made_faster_by_putting_it_on_mps_is_mps_working(text: str) -> None:
    facts, _ = read(text)
    assert facts["torch.mps_available"] is True
    assert {"apple-silicon", "mps-available"} <= ids(text)


# a hope, a condition, and a time saved by something else than MPS
@pytest.mark.parametrize("text", [
    "It would give a 30% reduction in execution time by enabling MPS.",
    "If we could get a 30% reduction in execution time by enabling MPS on my M3 Pro MacBook, that would be great.",
    "I achieved a 30% reduction in execution time by just re-enabling the cache on my M3 Pro MacBook.",
    "On an NVIDIA RTX 4090, using CUDA reduced processing time for an 84-page PDF from ~94s (CPU) to ~13s (GPU).",
])
def test_a_hope_or_another_speed_up_is_not_mps_working(text: str) -> None:
    facts, _ = read(text)
    assert "torch.mps_available" not in facts


def test_a_chip_field_behind_a_comma_names_the_chip() -> None:
    facts, _ = read(SURYA_216)
    assert facts["host.cpu_brand"] == "Apple M1"
    assert {"apple-silicon", "mps-available"} <= ids(SURYA_216)
    assert "intel-mac" not in ids(SURYA_216)


# a field's name inside a word, or code that types a parameter 'chip', names no chip
@pytest.mark.parametrize("text", [
    "OS: macOS, microchip: M1X controller",
    "    def _remove_chip(self, chip: ModifierChip) -> None:",
])
def test_no_chip_field_where_no_field_is(text: str) -> None:
    facts, _ = read(text)
    assert facts.get("host.cpu_brand") is None


def test_suryas_model_loaded_on_mps_is_mps_in_use() -> None:
    facts, _ = read(SURYA_216.replace("    OS: Max os, chip: M1\n", ""))
    assert facts["torch.mps_available"] is True


# the loader's print call in code, and a model loaded on another device
@pytest.mark.parametrize("text", [
    '        print(f"Loaded table recognition model {self.checkpoint} on device {device} with dtype {dtype}")',
    "Loaded detection model vikp/surya_det3 on device cpu with dtype torch.float32",
])
def test_the_loaders_code_or_another_device_is_not_mps(text: str) -> None:
    facts, _ = read(text)
    assert "torch.mps_available" not in facts
