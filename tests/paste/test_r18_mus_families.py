# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2960-2972 (music generation and music information retrieval on Macs) exposed,
each read from real text.

A chip run into the Mac's name with no space or hyphen ('Macm1', 'MacM2', 'MacBookProM1Max') names the machine, as
the hyphenated 'M1-MacBook' and 'Mac-M2' do; a folder, a build target, a file, a function or a hostname spelt so does
not. A thread's title may name the chip as its second sentence opens ('Magenta dont work right. M1 Ableton 11'), not
as a word inside one.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/cocktailpeanut/audiocraft_plus.pinokio/issues/1
PINOKIO_1 = """Please help me . Can run Audio gen in Macm1

When i clock generate . It error !

(env) bash-3.2$ python app.py
False
Running on local URL:  http://127.0.0.1:7861
Loading model GrandaddyShmax/audiogen-medium
Traceback (most recent call last):
  File "/Users/felixduog/pinokio/api/audiocraft_plus.pinokio.git/audiocraft_plus/env/lib/python3.10/site-packages/gradio/routes.py", line 488, in run_predict
    output = await app.get_blocks().process_api(
"""
# a benchmark README found with the code search (index id 52006354695)
CLANG_MACM1 = """  * AOCC (3.2.0; LLVM 13.0.0) in AMD EPYC 7642/7643 (x86)
  * Apple clang (15.0.0) in MacM1 (arm64) (only for cpp, cpp.et14, cpp.oo, and cpp.valarray).
"""
# a source comment found with the code search (index id 13301166997)
GFORTRAN_MACM2 = """    ! timings below done 2024-11-29, on MacM2 gfortran-14.2 -O3 with
"""


@pytest.mark.parametrize(("text", "chip"), [(PINOKIO_1, "Apple M1"), (CLANG_MACM1, "Apple M1"), (GFORTRAN_MACM2, "Apple M2")])
def test_a_chip_run_into_the_mac_names_it(text: str, chip: str) -> None:
    facts, _ = read(text)
    assert facts["host.cpu_brand"] == chip
    assert "apple-silicon" in ids(text)
    assert "intel-mac" not in ids(text)


def test_a_glued_chip_keeps_its_tier() -> None:
    # a Go test's node name, found with the code search (index id 63108096572)
    facts, _ = read('\twriteNodeNameConfig(t, dir, "go-nomadnet on MacM2Max")\n')
    assert facts["host.cpu_brand"] == "Apple M2 Max"


# folders, build outputs, functions, paths and hostnames named so, found with the code search
@pytest.mark.parametrize("text", [
    "Take the one placed in MACM1 subfolder\n",
    "\tGOOS=darwin GOARCH=arm64 $(BUILD) -o $(NAME)-MacM1.bin\n",
    "function MacM1(){\n",
    'sys.path.insert(0, "/Users/raednasr/RaedsMacM1/nas-ai/claude")\n',
    "jopo666@MacBookM1$ HistoPrep input_dir output_dir width {optional arguments}\n",
])
def test_a_folder_file_function_or_host_named_so_names_no_machine(text: str) -> None:
    facts, _ = read(text)
    assert "host.cpu_brand" not in facts
    assert "host.arm64_capable" not in facts


# https://github.com/magenta/magenta/issues/2040
MAGENTA_2040 = """Magenta dont work right. M1 Ableton 11

whenever i want to cream something with magenta i can select an input but the slots are empty and i can't select anything. Has anyone already had this?
"""


def test_a_chip_opening_the_titles_second_sentence_names_the_machine() -> None:
    facts, _ = read(MAGENTA_2040)
    assert facts["host.cpu_brand"] == "Apple M1"
    assert "apple-silicon" in ids(MAGENTA_2040)


# A chip on the line below a file's first line, and the synthesizer named in a title and in a list, found with the
# code search (index ids 26949808004, 7077591599).
@pytest.mark.parametrize("text", [
    "/*\n    M1 BRASS & STRINGS - Ultimate Recreation\n",
    "    KORG M1 ARCHITECTURE\n",
    "- **PCM+Analog:** Sampled attacks, analog sustain (Korg M1, JD-800)\n",
])
def test_a_chip_inside_a_titles_sentence_or_below_the_title_is_not_read_so(text: str) -> None:
    assert "host.cpu_brand" not in read(text)[0]
