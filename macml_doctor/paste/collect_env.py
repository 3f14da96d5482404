"""PyTorch's ``python -m torch.utils.collect_env`` output, every era, parsed by label (never by position).

Booleans were printed Yes/No before about 1.8 and True/False after; missing values are ``N/A`` or
``Could not collect``. ``CPU:`` and the package lists are blocks. Downstream copies (vLLM, …) add
lines of their own, which are ignored. See ../shared/research/mission-anchors.md §A1.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from macml_doctor.paste.clues import COLLECT_ENV_LABELS, LISTING, TOOL, Clue, Found, Line, answer, boolean, missing
from macml_doctor.paste.platform_strings import MACHINES, chip_in, parse_platform_string
from macml_doctor.regex_cache import compiled

LABELS = COLLECT_ENV_LABELS
OTHER_MACHINE = "report.other_machine_lines"
_LABEL = compiled(r"^\s{0,4}(" + "|".join(re.escape(label) for label in LABELS) + r"):[ \t]?(.{0,1000})$")
_OS = compiled(r"^(macOS|Mac OSX|Mac OS X)\s+(\d{1,2}\.\d{1,2}(?:\.\d{1,2})?)\s*\((\w{1,10})\)")
_OTHER_OS = compiled(r"^(.{1,120}?)\s*\((x86_64|aarch64|arm64|AMD64|ppc64le|s390x)\)\s*$")
_LINUX = compiled(r"(?i)linux|ubuntu|debian|centos|fedora|red hat|almalinux|rocky|\barch\b|suse|amazon|mint")
_PY_VERSION = compiled(r"^(\d\.\d{1,2}(?:\.\d{1,2})?(?:[abrc]{1,2}\d{1,2}\+?)?)\s*(.*)$")
_PIP3 = compiled(r"^\s{0,4}\[(?:pip3?|conda)\]\s")
_PIP_ITEM = compiled(r"^\s{0,4}\[pip3?\]\s+([A-Za-z0-9][\w.-]{0,100})\s*==\s*([^\s;]{1,80})")
_CONDA_ITEM = compiled(r"^\s{0,4}\[conda\]\s+([A-Za-z0-9_][\w.-]{0,100})\s+(\d[^\s]{0,60})"
                       r"(?:\s+(\S{1,80}))?(?:\s+(\S{1,80}))?")
_GPU = compiled(r"GPU \d{1,2}:\s*([^,\n]{1,100}?)\s*(?:\(UUID[^)]*\))?\s*$")
_LSCPU_MODEL = compiled(r"^\s{0,4}(?:Model name|型号名称)\s*[:：]\s*(.{1,120})$")


def parse(lines: Sequence[Line]) -> Found:
    found = Found("collect_env")
    hits = 0
    cpu_block_at: int | None = None
    starts: list[int] = []
    for i, line in enumerate(lines):
        text = line.text
        if not text:
            continue
        if ":" in text:
            m = _LABEL.match(text)
            if m:
                hits += 1
                if m.group(1) == "PyTorch version":
                    starts.append(i)
                value = m.group(2).strip().strip("`")
                said = answer(value)
                if said or not value:  # a template's hint alone ("OS: [e.g. Ubuntu 20.04]") says nothing
                    _label(found, m.group(1), said, line, lines, i)
                continue
            if text.strip() == "CPU:":
                cpu_block_at = i
                continue
        if text.lstrip().startswith("[") and _PIP3.match(text):
            _package(found, line)
    if hits >= 2:
        found.formats.add("collect_env")
        _another_machines_report(found, starts, lines)
        _listed_torch_not_imported(found)
        if cpu_block_at is not None:
            _cpu_block(found, lines, cpu_block_at)
    else:
        found.clues = [c for c in found.clues if c.key in ("python.packages", "conda.packages")]
        if found.clues:
            found.formats.add("collect_env")
    return found


def _machine(clues: Sequence[Clue]) -> str | None:
    """The kind of Mac one collect_env report proves: its OS line's macOS before Big Sur (10.x) ran only on Intel
    Macs; an arm64 process on macOS runs only on Apple silicon. An x86_64 process on macOS 11+ proves neither."""
    macos = next((c.value for c in clues if c.key == "host.macos_version"), None)
    machine = next((c.value for c in clues if c.key == "python.machine" and c.line.text.lstrip(" `").startswith("OS")),
                   None)
    if macos is None:
        return None
    if str(macos).split(".")[0] == "10":
        return "intel"
    return "apple" if machine in ("arm64", "aarch64") else None


def _another_machines_report(found: Found, starts: Sequence[int], lines: Sequence[Line]) -> None:
    """A second collect_env report in the paste (a commenter's 'here is mine' in a thread) whose OS line proves the
    other kind of Mac than the first report's ('OS: Mac OSX 10.15.6 (x86_64)' then 'OS: macOS 11.1 (arm64)':
    https://github.com/pytorch/pytorch/issues/44449) is another machine. Its lines, up to the next collect_env report
    or the end of the paste, are marked (an OTHER_MACHINE clue holding them, by number and text: a paste joined into
    one physical line, a table cell's <br>s, numbers them all alike) so that what every parser read there is left out
    and the first report, the one the paste leads with, is read whole instead of a mix of two machines (an x86_64
    Python 3.7 on Apple silicon, made of one Mac's Python and another's chip). *starts* are the indexes in *lines* of
    each report's 'PyTorch version:' line."""
    if len(starts) < 2:
        return
    bounds = [*starts, len(lines)]
    blocks = [frozenset((line.number, line.text) for line in lines[bounds[k]:bounds[k + 1]])
              for k in range(len(starts))]
    before = frozenset((line.number, line.text) for line in lines[:bounds[1]])
    first = _machine([c for c in found.clues if (c.line.number, c.line.text) in before])
    if first is None:
        return
    other: set[tuple[int, str]] = set()
    for k in range(1, len(starts)):
        kind = _machine([c for c in found.clues if (c.line.number, c.line.text) in blocks[k]])
        if kind is not None and kind != first:
            other |= blocks[k] - before
    if not other:
        return
    found.clues = [c for c in found.clues if (c.line.number, c.line.text) not in other]
    found.add(OTHER_MACHINE, frozenset(other), lines[starts[1]], TOOL)


def _listed_torch_not_imported(found: Found) -> None:
    """"PyTorch version: N/A" is collect_env failing to `import torch`; where its own pip or conda list shows torch,
    torch is installed and its import failed (a crash, a missing library), so it is no missing torch."""
    listed = any(c.key in ("python.packages", "conda.packages") and c.value[0].lower() in ("torch", "pytorch")
                 for c in found.clues)
    if listed:
        found.clues = [c for c in found.clues if not (c.key == "torch.present" and c.value is False)]


def _label(found: Found, label: str, value: str, line: Line, lines: Sequence[Line], i: int) -> None:
    if label == "PyTorch version":
        if missing(value):
            found.add("torch.present", False, line, TOOL)
        else:
            found.add("torch.version", value.split()[0], line, TOOL)
            if value.split()[0].endswith("+cpu"):  # a wheel of the CPU index: no CUDA whatever the machine has
                found.add("torch.cuda_available", False, line, TOOL + 5)
    elif label == "OS":
        _os(found, value, line)
    elif label == "Python version":
        if i + 1 < len(lines) and value.count("[") > value.count("]"):
            value = f"{value} {lines[i + 1].text.strip()}"  # a wrapped banner
        m = _PY_VERSION.match(value)
        if m:
            found.add("python.version", m.group(1), line, TOOL)
            banner = re.sub(r"\s*\(\d\d-bit runtime\)\s*$", "", value)
            if banner != m.group(1):
                found.add("python.sys_version", banner, line, TOOL)
    elif label == "Python platform":
        ps = parse_platform_string(value)
        if ps is not None:
            found.add("host.os", ps.os, line, TOOL + 1)
            found.add("python.machine", ps.machine, line, TOOL + 1)
            found.add("platform.macos_version", ps.macos_version, line, TOOL + 1)
            found.add("host.kernel_release", ps.kernel_release, line, TOOL + 1)
    elif label == "Is CUDA available":
        found.add("torch.cuda_available", boolean(value), line, TOOL)
    elif label == "CUDA used to build PyTorch":
        if not missing(value):
            found.add("torch.cuda_version", value.split()[0], line, TOOL)
    elif label == "GPU models and configuration":
        m = _GPU.search(value)
        if m:
            found.add("collect_env.gpu", m.group(1).strip(), line, TOOL)
        elif not value:  # several GPUs: one "GPU N: name" line each, after the label
            for nxt in lines[i + 1: i + 9]:
                m = _GPU.match(nxt.text.strip())
                if m is None:
                    break
                found.add("collect_env.gpu", m.group(1).strip(), nxt, TOOL)
                break
    elif label == "Nvidia driver version":
        if not missing(value):
            found.add("collect_env.nvidia_driver", value.split()[0], line, TOOL)
    elif label == "Libc version" and value.startswith("glibc"):
        found.add("host.os", "Linux", line, TOOL + 2)


def _os(found: Found, value: str, line: Line) -> None:
    m = _OS.match(value)
    if m:
        found.add("host.os", "Darwin", line, TOOL)
        found.add("host.macos_version", m.group(2), line, TOOL)  # sw_vers: the real version, even under Rosetta
        found.add("python.machine", MACHINES.get(m.group(3), m.group(3)), line, TOOL)  # platform.machine()
        return
    if value.startswith(("Microsoft Windows", "Windows")):
        found.add("host.os", "Windows", line, TOOL)
        return
    m = _OTHER_OS.match(value)
    name = value.strip()
    if m and not missing(m.group(1)):
        name = m.group(1)
        found.add("python.machine", MACHINES.get(m.group(2), m.group(2)), line, TOOL)
    if not missing(name) and _LINUX.search(name):  # older eras print the distribution without "(x86_64)"
        found.add("host.os", "Linux", line, TOOL)
        found.add("host.linux_distro", name, line, TOOL)


def _package(found: Found, line: Line) -> None:
    m = _PIP_ITEM.match(line.text)
    if m:
        found.add("python.packages", (m.group(1), {"version": m.group(2)}), line, LISTING)
        return
    m = _CONDA_ITEM.match(line.text)
    if m:
        record = {"version": m.group(2)}
        if m.group(3):
            record["build"] = m.group(3)
        if m.group(4):
            record["channel"] = m.group(4)
        key = "python.packages" if (m.group(3) or "").startswith("pypi") else "conda.packages"
        found.add(key, (m.group(1), record), line, LISTING)


def _cpu_block(found: Found, lines: Sequence[Line], start: int) -> None:
    for line in lines[start + 1: start + 40]:
        text = line.text.strip()
        if not text:
            break
        chip = chip_in(text)
        if chip:
            found.add("host.cpu_brand", chip, line, TOOL)
            return
        if text.startswith("Intel(R)") or text.startswith("AMD "):
            found.add("host.cpu_brand", text, line, TOOL)
            return
        m = _LSCPU_MODEL.match(line.text)
        if m:
            found.add("host.cpu_brand", m.group(1).strip(), line, TOOL)
            return
