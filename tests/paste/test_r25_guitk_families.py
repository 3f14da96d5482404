# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4400-4411 (GUI toolkits and plotting backends beside ML on Macs: PyQt5, tkinter
and PySimpleGUI, matplotlib's macosx backend) exposed, each read from real text.

- The chip after the word for chip, with no connector, as Spanish, Portuguese, Italian, French and Vietnamese write
  their Mac ('Mac chip M1', 'Macbook Air chip M1', 'Mac puce M2'): Apple silicon, as 'Mac con chip M1' already was.
- An x86 architecture before macOS after 'in' or 'under' ('I discovered this bug in x86_64 macOS 14'): an Intel Mac,
  as 'on x86_64 macOS' already was; and a machine where a bug could not be reproduced ('I could not reproduce this
  behavior on arm64 macOS 13 (M1 mac mini)') is not the one with the bug, as a machine where it works is not.
- A macOS JSON crash report's image list with a system library's x86_64h slice ('"arch" : "x86_64h", "base" : …'):
  an Intel Mac, which alone loads that slice.
"""

from __future__ import annotations

from pasted import ids, raised, read

from macml_doctor.errors import InputError


def _chip(text: str) -> object:
    try:
        return read(text)[0].get("host.cpu_brand")
    except InputError:
        return None


# https://github.com/IIC2233/Syllabus-2022-2/issues/212 (dev 4402)
SYLLABUS_212 = """# Problema ejecutando PyQt5 con Mac chip M1

FelipeEspinozaS · description · 2022-09-22
### Contenido

Yo ya tengo instalado PyQt5 por medio de la terminal con rosetta y si creo un archivo con import PyQt5 y lo corro desde la terminal con la que lo instalé, me lo corre perfectamente. El problema es que al intentar realizar la actividad en clases de hoy de interfaces gráficas, me sale el siguiente error, al parecer es un problema con la arquitectura del mac pero no sé como solucionarlo :(
"""

# https://github.com/python/cpython/issues/110218 (dev 4406)
CPYTHON_110218 = """# python3.11 macOS Sonoma tkinter window elements not responding when mouse cursor was inside of tkinter during it's startup

laggykiller · description · 2023-10-02
# Bug report

### Bug description:

If mouse cursor was inside of tkinter window when tkinter window is opening up, the widgets inside the window become unresponsive (e.g. Click on button not registered). This weird state is resolved when user drag the window, or leaving the tkinter window region for a while.

I discovered this bug in x86_64 macOS 14. I could not reproduce this behavior on arm64 macOS 13 (M1 mac mini)

Any tkinter GUI is affected, even for the demo `python3 -m tkinter`
"""

# https://github.com/matplotlib/matplotlib/issues/24541 (dev 4410, its symptom.txt)
MATPLOTLIB_24541 = """```
    "base" : 4517130240,
    "size" : 49152,
    "uuid" : "db808288-3154-390e-803b-675366b02b7c",
    "path" : "\\/Users\\/USER\\/*\\/_macosx.cpython-39-darwin.so",
    "name" : "_macosx.cpython-39-darwin.so"
  },
  {
    "source" : "P",
    "arch" : "x86_64h",
    "base" : 140703383699456,
    "CFBundleShortVersionString" : "6.9",
    "CFBundleIdentifier" : "com.apple.CoreFoundation",
    "size" : 5255168,
    "uuid" : "c39123bf-9d62-3577-a11f-0a97cc4d9991",
    "path" : "\\/System\\/Library\\/Frameworks\\/CoreFoundation.framework\\/Versions\\/A\\/CoreFoundation",
    "name" : "CoreFoundation",
    "CFBundleVersion" : "1866"
  },
  {
    "source" : "P",
    "arch" : "x86_64",
    "base" : 140703531540480,
"""


def test_mac_chip_m1_title_is_apple_silicon() -> None:
    facts = read(SYLLABUS_212)[0]
    assert facts["host.cpu_brand"] == "Apple M1"
    found = ids(SYLLABUS_212)
    assert "apple-silicon" in found
    assert "intel-mac" not in found and "not-a-mac" not in found


def test_chip_word_then_chip_family() -> None:
    for text, chip in (("Problema ejecutando PyQt5 con Mac chip M1", "Apple M1"),
                       ("Macbook Air chip M1 bị lỗi khi cài PyQt5", "Apple M1"),
                       ("Mon Mac puce M2 plante au lancement de napari", "Apple M2"),
                       ("Uso um MacBook Pro processador M1 Pro e o PyQt5 não instala", "Apple M1 Pro"),
                       ("Ho un MacBook Air chip M3 e tkinter si blocca", "Apple M3")):
        assert _chip(text) == chip, text
        assert "apple-silicon" in raised(text), text


def test_chip_word_then_chip_near_misses() -> None:
    for text in ("Guía para Mac chip M1: instala PyQt6",  # a guide for a kind of Mac
                 "para Mac chip M1",  # for others' Macs
                 "Si tienes un Mac chip M1, usa Rosetta",  # a condition put to the reader
                 "Mac chip M1 y M2",  # two chips: a class of Macs
                 "Mac chip M1 vs M2",  # a comparison
                 "Mac con chip M1 vs. M2",
                 "the Mac chip is fine"):
        assert _chip(text) is None, text
        assert "apple-silicon" not in raised(text), text


def test_x86_64_macos_with_a_bug_not_the_m1_where_it_did_not_reproduce() -> None:
    facts = read(CPYTHON_110218)[0]
    assert facts["host.cpu_brand"] == "Intel"
    assert facts["host.arm64_capable"] == 0
    found = ids(CPYTHON_110218)
    assert "intel-mac" in found
    assert "apple-silicon" not in found and "python-x86-on-arm" not in found and "not-a-mac" not in found


def test_x86_macos_after_in_or_under_family() -> None:
    for text in ("I discovered this bug in x86_64 macOS 14.",
                 "The crash is reproducible under x86_64 macOS 13.5 with Python 3.11.",
                 "I see the blank window in x86-64 macOS 12.",
                 "It hangs in x64 macOS Ventura."):
        assert _chip(text) == "Intel", text
        assert "intel-mac" in raised(text), text


def test_x86_macos_after_in_near_misses() -> None:
    for text in ("The bug is in x86_64 macOS wheels only.",  # an artefact
                 "The bug is in x86_64 macOS 14 builds.",
                 "This regressed in x86_64 macOS binaries of 3.12.",
                 "Support for arm64 is missing in x86_64 macOS toolchains."):
        assert _chip(text) != "Intel", text
        assert "intel-mac" not in raised(text), text


def test_machine_where_a_bug_did_not_reproduce_is_not_the_one_with_it() -> None:
    for text in ("It crashes on my Intel MacBook Pro. I can't reproduce this on my M2 MacBook Air.",
                 "Tkinter freezes on my Intel Mac. I was unable to reproduce it on an M1 Mac mini.",
                 "napari hangs on my Intel iMac. It is not reproducible on my M1 Pro MacBook."):
        assert _chip(text) == "Intel", text
        found = raised(text)
        assert "intel-mac" in found and "apple-silicon" not in found, text


def test_a_machine_where_it_could_not_be_reproduced_alone_still_reads_weakly() -> None:
    # the only machine named: still a Mac's chip (as 'works fine on my M1' is), not dropped
    text = "I could not reproduce this behavior on my M1 mac mini"
    assert _chip(text) == "Apple M1"
    # a bug that reproduces is the machine's own
    assert "apple-silicon" in raised("It crashes on my M1 MacBook. I can reproduce it every time.")


def test_crash_report_image_x86_64h_is_an_intel_mac() -> None:
    facts = read(MATPLOTLIB_24541)[0]
    assert facts["host.arm64_capable"] == 0
    assert facts["host.cpu_brand"] == "Intel"
    found = ids(MATPLOTLIB_24541)
    assert "intel-mac" in found
    assert "apple-silicon" not in found and "python-x86-on-arm" not in found


def test_crash_report_image_x86_64h_compact_json() -> None:
    text = ('{"source":"P","arch":"x86_64h","base":140703383699456,"CFBundleIdentifier":"com.apple.CoreFoundation",'
            '"size":5255168,"name":"CoreFoundation"}\n')
    assert read(text)[0].get("host.arm64_capable") == 0
    assert "intel-mac" in raised(text)


def test_crash_report_image_near_misses() -> None:
    plain = ('  {\n    "source" : "P",\n    "arch" : "x86_64",\n    "base" : 4648615936,\n'
             '    "size" : 180224,\n    "name" : "QtDBus"\n  },\n')
    arm = ('  {\n    "source" : "P",\n    "arch" : "arm64e",\n    "base" : 6443524096,\n'
           '    "name" : "CoreFoundation"\n  },\n')
    setting = '{\n  "targets": [{"arch": "x86_64h", "sdk": "macosx"}]\n}\n'
    for text in (plain, arm, setting):
        try:
            facts = read(text)[0]
        except InputError:
            continue
        assert facts.get("host.arm64_capable") != 0, text
        assert "intel-mac" not in raised(text), text
