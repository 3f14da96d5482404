"""The TensorFlow and Keras issue-template fields, in both template eras.

Old (2017–2021): ``- TensorFlow version (use command below): 2.5`` with the value after the colon or on
the next ``- `` line (with or without the list marker). New (2022+): ``### TensorFlow version`` headings with the
value on a later line.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from macml_doctor.paste.clues import TEMPLATE, Found, Line, answer, continued
from macml_doctor.paste.platform_strings import chip_in, looks_like_macos, macos_version_in, prose_chip
from macml_doctor.regex_cache import compiled

FIELDS = {
    "tensorflow version": "tensorflow", "tf version": "tensorflow", "keras version": "keras",
    "os platform and distribution": "os", "python version": "python", "gpu model and memory": "gpu",
}
# A heading of the new form, as written ("### TensorFlow version", "**Python version**") or as a rendered page copies
# it: the bare field name alone on its line.
_HEADING = compiled(r"^\s{0,3}(?:#{2,4}\s{1,4}|\*\*)?([A-Za-z][A-Za-z /]{2,60}?)(?:\*\*)?\s*$")
# The list marker is usually gone by now (paste/normalise.py reads "- Key: value" as the field), but a field with its
# value on the next line keeps it. The old template wrote its labels in bold ("- **TensorFlow version (use command
# below)**: 1.8.0"); a rendered page's copy has no stars: both are the field.
_BULLET = compiled(r"^\s{0,3}(?:[-*]\s{1,3})?(?:\*\*)?([A-Za-z][A-Za-z /]{2,60}?)(?:\s*\([^)]{0,120}\))?"
                     r"(?:\*\*)?\s*:(?:\*\*)?\s*(.{0,300})$")
# The feature-request template has one field of the environment ("- TensorFlow version (you are using): 2.3") and
# this one: https://github.com/tensorflow/tensorflow/blob/master/.github/ISSUE_TEMPLATE/30-feature-request.md
_CONTRIBUTE = compiled(r"(?i)^\s{0,3}(?:[-*]\s{1,3})?(?:\*\*)?are\s+you\s+willing\s+to\s+contribute\s+it\b")
# "2.1+ (I don't know specifics)": a range the person guesses, not the installed release
_RANGE = compiled(r"\d\+|\bor\s+(?:later|higher|newer|above)\b|(?i:don'?t\s+know)")
# A phone's or tablet's OS answering the OS field ('iOS 15.5', 'iPadOS 16.1', 'Android 12', 'android'), as a word:
# 'macOS' has no boundary before its 'os'.
_MOBILE_OS = compiled(r"(?i)\bi(?:pad)?os\b|\bandroid\b")
_SIMULATOR = compiled(r"(?i)\bsimulator\b")
_NVIDIA = compiled(r"(?i)\b(?:nvidia|geforce|rtx|gtx|tesla|quadro)\b")
# The field answered with the command the person ran to see the GPU ('- GPU model and memory:' / 'deepl)
# root@root:~/Documents/deepl# nvidia-smi', its table below: tensorflow#38990) names the program, not a GPU.
_NVIDIA_SMI = compiled(r"(?i)\bnvidia-smi\b")
_VERSION = compiled(r"(?<![\w.])v?(\d{1,2}\.\d{1,3}(?:\.\d{1,3})?(?:rc\d{1,2}|\.dev\d{1,12})?)(?![\w.]*\d)")


def parse(lines: Sequence[Line]) -> Found:
    found = Found("tf_template")
    fields = 0
    for i, line in enumerate(lines):
        text = line.text
        low = text.lower()
        if "willing to contribute" in low and _CONTRIBUTE.match(text):
            fields += 1  # the feature-request template's other field: it names nothing
            continue
        if not ("version" in low or "platform" in low or "gpu" in low):  # one of these is in every field's name
            continue
        field, value_line = _field(lines, i)
        if field is None or value_line is None:
            continue
        fields += 1
        _value(found, field, value_line)
    if fields >= 2:
        found.formats.add("tf_template")
    else:
        found.clues = []
    return found


def _field(lines: Sequence[Line], i: int) -> tuple[str | None, Line | None]:
    text = lines[i].text
    m = _HEADING.match(text)
    if m and m.group(1).strip().lower() in FIELDS:
        for j in range(i + 1, min(len(lines), i + 4)):
            value = lines[j].text.strip()
            if value.lower() in FIELDS:
                break  # the next field's name: this one was left empty
            if value and not value.startswith("#"):
                return FIELDS[m.group(1).strip().lower()], Line(lines[j].number, continued(lines, j))
        return None, None
    m = _BULLET.match(text)
    if m and m.group(1).strip().lower() in FIELDS:
        field = FIELDS[m.group(1).strip().lower()]
        if m.group(2).strip():
            return field, Line(lines[i].number, m.group(2).strip())
        if i + 1 < len(lines):
            nxt = lines[i + 1]
            bare = nxt.text.strip().lstrip("-* ").strip()
            if bare and not _BULLET.match(nxt.text):
                return field, Line(nxt.number, bare)
    return None, None


def _value(found: Found, field: str, line: Line) -> None:
    text = answer(line.text.strip().strip("`"))  # without a hint the template left in ("e.g., Linux Ubuntu 16.04")
    if field in ("tensorflow", "keras"):
        if "install" in text:
            return
        versions = _VERSION.findall(text)
        if versions and not _RANGE.search(text):
            key = "tensorflow.version" if field == "tensorflow" else "keras.version"
            found.add(key, versions[-1], line, TEMPLATE)
    elif field == "python":
        versions = _VERSION.findall(text)
        if versions and versions[0].startswith("3."):
            found.add("python.version", versions[0], line, TEMPLATE)
    elif field == "os":
        if looks_like_macos(text):
            found.add("host.os", "Darwin", line, TEMPLATE)
            found.add("host.macos_version", macos_version_in(text), line, TEMPLATE)
        elif re.search(r"(?i)\b(ubuntu|linux|debian|centos|fedora|wsl)\b", text):
            found.add("host.os", "Linux", line, TEMPLATE)
        elif re.search(r"(?i)\bwindows\b", text):
            found.add("host.os", "Windows", line, TEMPLATE)
        elif (mobile := _MOBILE_OS.search(text)) and not _SIMULATOR.search(text):
            # TFLite's reports: the field names the phone or tablet the app ran on ('iOS 15.5' over 'Mobile device:
            # iPad', tensorflow#56287; 'Android 12'), not a Mac. A desktop OS named in the field wins above (the
            # machine building for the phone); the Mobile device field alone is not read (it is answered 'iPhone'
            # on a Mac: tensorflow#92062), nor iOS's simulator, which runs on the Mac.
            os_name = "Android" if mobile.group(0).lower() == "android" else "iOS"
            found.add("host.os", os_name, line, TEMPLATE)
        chip = chip_in(text) or prose_chip(text)
        found.add("host.cpu_brand", chip, line, TEMPLATE)
        if chip:  # "M1 MAC", "Apple M2 Pro": the OS field names a Mac by its chip
            found.add("host.os", "Darwin", line, TEMPLATE)
    elif field == "gpu":
        found.add("host.cpu_brand", chip_in(text), line, TEMPLATE)
        if _NVIDIA.search(_NVIDIA_SMI.sub(" ", text)):
            found.add("host.nvidia_gpus", [{"name": text[:120], "driver": "", "memory": ""}], line, TEMPLATE)
