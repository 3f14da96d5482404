# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2900-2911 (pose, hand and face-landmark tracking on Macs) exposed, each read
from real text.

A thread's title behind a Markdown heading's '#', its chip set off by a dash ('# M1 - Error - …'), names the asker's
Mac as a bare title does; OpenMMLab's collect_env() printed as a dict repr ('('PyTorch', '2.1.0')') gives torch's
version.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

from macml_doctor.errors import InputError
from macml_doctor.paste import inputs

# https://github.com/cosanlab/py-feat/issues/196
PYFEAT_196 = """# M1 - Error - command buffer exited with error status.

pretbc · description · 2023-11-20
I tried to set device to be 'mps'
"""
# https://github.com/kex0/batch-face-swap/issues/2 (the title alone)
FACESWAP_2_TITLE = """# M1 mediapipe
"""
# https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/1145 (the title alone, read before this batch too)
WEBUI_1145_TITLE = """M1 conda not installing as it should do
"""
# https://github.com/open-mmlab/mmpose/issues/2776
MMPOSE_2776 = """### Environment

```
    ~ ▓▒░ python -c "from mmpose.utils import collect_env; print(collect_env())"                          ░▒▓ ✔  openmmlab
OrderedDict([('sys.platform', 'darwin'), ('Python', '3.8.18 | packaged by conda-forge | (default, Oct 10 2023, 15:46:56) [Clang 16.0.6 ]'), ('CUDA available', False), ('numpy_random_seed', 2147483648), ('GCC', 'Apple clang version 15.0.0 (clang-1500.0.40.1)'), ('PyTorch', '2.1.0'), ('PyTorch compiling details', 'PyTorch built with:\\n  - GCC 4.2\\n  - C++ Version: 201703\\n  - clang 13.1.6\\n  - LAPACK is enabled (usually provided by MKL)\\n  - NNPACK is enabled\\n  - CPU capability usage: NO AVX\\n  - Build settings: BLAS_INFO=accelerate, BUILD_TYPE=Release
"""
# a file dialog's filter in a game's code (found with the code search): a label and a file pattern, no version
FILE_DIALOG = """                path = pick_file_dialog(
                    [('PyTorch', '*.pth'), ('All files', '*.*')],
                    fallback_exts=('.pth',), fallback_dirs=('.', 'logs'),
                    fallback_title='Select checkpoint (.pth)')
"""


@pytest.mark.parametrize("text", [PYFEAT_196, FACESWAP_2_TITLE, WEBUI_1145_TITLE])
def test_a_title_opening_with_the_chip_names_the_askers_mac(text: str) -> None:
    facts, _ = read(text)
    assert facts["host.cpu_brand"] == "Apple M1"
    assert "apple-silicon" in ids(text)


# a section of a plan opening with a milestone, and a milestone or a shell comment further down than the paste's first
# line (all found with the code search), are no title naming the asker's Mac
@pytest.mark.parametrize("text", ["### M1 - Regression Codification (now)\n",
                                  "## Completed milestones\n\n### M0 - Foundation\nComplete.\n\n### M1 - Deterministic A4 engine\nComplete.\n",
                                  "# docker push roboburger.azurecr.io/api-payment\n\n# M1 - amd64 platform\n# ./mvnw clean -DskipTests package\n"])
def test_a_section_a_hyphenated_word_or_a_later_line_is_no_title_chip(text: str) -> None:
    with pytest.raises(InputError):  # nothing in it is read as a report at all
        inputs.parse_report(text, "test")


def test_openmmlab_collect_env_repr_gives_torchs_version() -> None:
    facts, _ = read(MMPOSE_2776)
    assert facts["torch.version"] == "2.1.0"
    assert "torch-outdated" in ids(MMPOSE_2776)
    assert "cuda-unavailable" not in ids(MMPOSE_2776)


def test_a_label_and_a_file_pattern_is_no_torch_version() -> None:
    facts, _ = read(FILE_DIALOG)
    assert "torch.version" not in facts
