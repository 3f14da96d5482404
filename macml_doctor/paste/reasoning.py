"""From clues to Facts: pick the most trustworthy clue per key, then reason explicitly from partial evidence.

Every deduction names its premises in the fact's source, and each rule only fires when its evidence
decides the question; otherwise the key stays unknown (absent from the facts) and the checks stay silent.

- ``CPU: Apple M2 Pro`` with ``OS: macOS 15.3 (x86_64)``: an x86_64 process on Apple silicon, so
  ``python.translated = 1`` (Rosetta). The macOS version comes from the OS line (sw_vers, the real one);
  the ``10.16`` that x86 builds report is never used as a macOS version.
- An Intel CPU string, an AMD, Intel or NVIDIA GPU in a Mac, or conda's ``__archspec`` naming an Intel microarchitecture
  (``haswell``; not the generic ``x86_64`` an osx-64 conda also sees under Rosetta) with no Apple-chip
  evidence: an Intel Mac (``host.arm64_capable = 0``); never Rosetta advice.
- A macOS older than 11 (by version, name or Darwin kernel): an Intel Mac (Apple silicon never ran it).
- MPS running in an x86_64 process with no chip named: possibly an Intel Mac (Rosetta usually shows no MPS device).
- A torch that opened a CUDA device, where nothing names the OS: Linux or Windows (PyTorch has no macOS CUDA build).
- An installed '+cpu' or '+cuNNN' torch, where nothing names the OS: possibly Linux or Windows (download.pytorch.org's
  local-version builds are for those two).
- An installed package that is published for Linux (and Windows) only, in a package listing (RAPIDS' cudf, NVIDIA's
  CUDA library wheels, triton), where nothing names the OS: Linux or Windows.
- A GeForce GTX 16 or RTX card named as the machine's GPU, where nothing names the OS or an Apple chip: Linux or
  Windows (macOS never had a driver for one).
- An Intel Mac runs x86_64 code only: its Python is x86_64 (never the arm64 a planner would otherwise assume).
- SIGILL on macOS 11 or later with no chip named: every Intel Mac that runs it has AVX, so the crash is x86_64
  code under Rosetta on Apple silicon (likely).
- Intel MKL's warning that the CPU lacks AVX, on macOS 11 or later: the same reasoning (x86_64 code under Rosetta).
- A Python architecture read from a macOS-only clue (Intel Homebrew's /usr/local) where the text makes the OS another
  (a Docker container's log): unknown.
- A Python older than the first arm64 builds (3.8) on Apple silicon: an x86_64 interpreter.
- No CPU line and an x86_64 process: undecided; nothing about the hardware is recorded.
- Clues of equal trust that disagree (an "M1" and an "Intel Mac" in the same prose) decide nothing.

Each fact keeps the certainty of its clue; a deduced fact is as sure as its weakest premise. Facts that
are less than certain are listed in ``report.certainty``.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import Any

from packaging.version import InvalidVersion, Version

from macml_doctor.facts import Fact, known
from macml_doctor.kb import load as kb
from macml_doctor.kb import support
from macml_doctor.kb.evaluate import requirement_name
from macml_doctor.paste import sentence
from macml_doctor.paste.clues import ELSEWHERE, LISTING, POST_HEADER, PROSE, Clue, Found, Line, weakest
from macml_doctor.paste.collect_env import OTHER_MACHINE
from macml_doctor.paste.evaluators import APPLE_SILICON_NAMED
from macml_doctor.paste.platform_strings import COMPAT_MACOS
from macml_doctor.regex_cache import compiled

# Internal clue keys that are premises for deductions, not facts of their own.
PREMISES = ("platform.macos_version", "collect_env.gpu", "collect_env.nvidia_driver",
            "conda.archspec_intel", "host.amd_gpu", "host.intel_gpu", "host.nvidia_gpu", "uname.machine",
            "host.macos_major", "host.container", "container.host_arch", "installer.mac_machine", "program.machine",
            "host.pc_gpu", "host.pc_cuda", "x86.no_avx", "module.thin_arch", "torch.off_macos_build",
            "package.off_macos", "host.arm64_named", "host.pc_opencl", "host.pc_rocm", "host.pc_nvidia_smi",
            "python.self_built", "host.pc_cpu", "host.pc_intel_cpu", "host.intel_cpu_field")
# Words that put a GPU on the table: a container on a Mac then lacks the Metal device the person is after.
# Not CUDA named as left out ('just removed cuda and torchvision' from a config: uv#9878, an install question).
_GPU_TOPIC = compiled(r"(?i)\bMPS\b|\bmetal\b|\bGPUs?\b|(?<!removed )(?<!without )\bCUDA\b|\bmlx\b|\bnvidia\b")
# lscpu's or /proc/cpuinfo's model line naming an x86 CPU ('Model name: AMD EPYC 7571', the render.com host where a
# container that runs on the writer's M1 Mac dies: https://github.com/chroma-core/chroma/issues/506 ; 'Model name:
# Intel(R) Core(TM) i5-3470T CPU @ 2.90GHz', https://github.com/Cinnamon/kotaemon/issues/257): real x86 hardware runs
# that Linux. An amd64 container emulated on Apple silicon shows no such model (lscpu there: 'Vendor ID: 0x00' with
# ARM flags, https://github.com/moby/moby/issues/43782; Rosetta's 'VirtualApple @ 2.50GHz').
_X86_CPU_MODEL = compiled(r"(?im)^[ \t]*model[ \t]+name[ \t]*:[ \t]*(?:AMD[ \t]+(?:EPYC|Ryzen|Opteron|Athlon)"
                          r"|Intel\(R\)[ \t]+(?:Xeon|Core|Pentium|Celeron))\b")
# Keys where clues of equal trust may disagree; then the key stays unknown rather than picked by order.
CONTESTED = ("host.cpu_brand", "host.arm64_capable", "python.machine", "host.os")
# Keys whose sentences enumerate releases: items of one list that differ only in their numbers ('"version": "PyTorch
# 2.0.0",' / '"version": "PyTorch 2.1.0",' in an error catalogue's affected versions; '• PyTorch 1.13.1 requires CUDA
# 10.2 or greater:' / '• PyTorch 2.0.0 requires CUDA 11.0 or greater:') are a table of releases, none of them the one
# installed, so such a tie decides nothing.
LISTED = ("torch.version",)
# Keys some readers give only in part (pip's '(python 3.7)', a versioned interpreter's path 'bin/python3.7') where
# another clue may give the same release in full ('Python version: Python 3.7.6'): the full one is kept, as sure as the
# surer of the two.
REFINED = ("python.version",)
_DIGITS = compiled(r"\d+")
AGGREGATES = ("python.packages", "conda.packages")
NOT_MAC = "Linux or Windows"  # an OS known only not to be macOS
# Symptoms of an installer (pip, uv, poetry) failing to install the requirement or package they name.
INSTALL_FAILURES = ("pip-no-version", "pip-no-matching-distribution", "pip-no-wheels", "no-wheel-for-interpreter")
ENV_VARS = ("PYTORCH_ENABLE_MPS_FALLBACK", "PYTORCH_MPS_HIGH_WATERMARK_RATIO", "PYTORCH_MPS_LOW_WATERMARK_RATIO",
            "CONDA_SUBDIR", "TF_USE_LEGACY_KERAS", "KERAS_BACKEND", "SYSTEM_VERSION_COMPAT", "TF_CPP_MIN_LOG_LEVEL")
_ENV = compiled(r"\b(?:export\s+|vars\s+set\s+|setenv\s+)(" + "|".join(ENV_VARS) + r")[= ]([^\s;&|`'\"]{1,80})")


def _sigill_module(sigill: Clue | None) -> str | None:
    """The module whose import died with SIGILL, when the report shows one."""
    value = sigill.value if sigill is not None else None
    return value.get("module") if isinstance(value, dict) else None


def _family(key: str, value: Any) -> Any:
    if key == "host.cpu_brand" and isinstance(value, str):
        return "apple" if value.startswith("Apple") else "intel" if "Intel" in value else value
    return value


def best(clues: Iterable[Clue]) -> dict[str, Clue]:
    """The most trusted clue per key (the surest among equals); contested keys with a tie stay unknown."""
    clues = list(clues)
    chosen: dict[str, Clue] = {}
    rivals: dict[str, set[Any]] = {}
    for clue in clues:
        if clue.key in AGGREGATES or clue.key == "report.symptom":
            continue
        current = chosen.get(clue.key)
        order = (clue.rank, CERTAIN_ORDER[clue.certainty])
        if current is None or order < (current.rank, CERTAIN_ORDER[current.certainty]):
            chosen[clue.key] = clue
            if clue.key in CONTESTED:
                rivals[clue.key] = {_family(clue.key, clue.value)}
        elif order == (current.rank, CERTAIN_ORDER[current.certainty]) and clue.key in CONTESTED:
            rivals[clue.key].add(_family(clue.key, clue.value))
    for key in CONTESTED:
        if len(rivals.get(key, ())) > 1:
            if key == "host.os" and "Darwin" not in rivals[key]:
                # Equal claims of two OSes, neither macOS (one comment 'running on Ubuntu 22.04', another's 'an error
                # on windows': https://github.com/datalab-to/marker/issues/442): which one is open, not a Mac is not.
                chosen[key] = replace(chosen[key], value=NOT_MAC)
                continue
            del chosen[key]
    for key in LISTED:
        if key in chosen and chosen[key].rank >= PROSE and _listed(chosen[key], clues):
            del chosen[key]
    for key in REFINED:
        if key in chosen:
            chosen[key] = _refined(chosen[key], clues)
    os_clue = chosen.get("host.os")
    if (os_clue is not None and os_clue.rank == ELSEWHERE and os_clue.value != "Darwin"
            and any(c.key == "report.mac_named" for c in clues)):
        # Where it worked is not the failing machine: a text about a Mac problem ('(macOS) RuntimeError: …') that says
        # 'I tried again today, on linux (ubuntu 18.04), with python-3.11 and it worked fine' names the Linux box it
        # compared with, not the one the report is from (https://github.com/iree-org/iree/issues/12275).
        del chosen["host.os"]
    return chosen


def _refined(chosen: Clue, clues: Iterable[Clue]) -> Clue:
    """*chosen*, or the surest clue that gives its version in full ('3.7' → '3.7.6'), ranked as the surer of the two."""
    prefix = f"{chosen.value}."
    finer = [c for c in clues if c.key == chosen.key and str(c.value).startswith(prefix)]
    if not finer:
        return chosen
    full = min(finer, key=lambda c: (c.rank, CERTAIN_ORDER[c.certainty]))
    return replace(full, rank=min(full.rank, chosen.rank),
                   certainty=min(full.certainty, chosen.certainty, key=CERTAIN_ORDER.__getitem__))


def _listed(chosen: Clue, clues: Iterable[Clue]) -> bool:
    """Whether another sentence of *chosen*'s rank gives its key another value on a line of the same shape (the
    same text but for its numbers): an item of a list of releases."""
    shape = _DIGITS.sub("0", chosen.line.text.strip())
    return any(c.key == chosen.key and c.rank == chosen.rank and c.value != chosen.value
               and _DIGITS.sub("0", c.line.text.strip()) == shape for c in clues)


CERTAIN_ORDER = {"certain": 0, "likely": 1, "possible": 2}


def packages(clues: Iterable[Clue], key: str) -> tuple[dict[str, dict[str, Any]], list[Clue]]:
    records: dict[str, tuple[int, dict[str, Any]]] = {}
    used: list[Clue] = []
    for clue in clues:
        if clue.key != key:
            continue
        name, record = clue.value
        if name not in records or clue.rank < records[name][0]:
            records[name] = (clue.rank, {**record, "source": clue.source})
            used.append(clue)
        if len(records) >= 5000:
            break
    return {name: rec for name, (_, rec) in sorted(records.items())}, used


def facts_from(found: Iterable[Found], lines: list[Line]) -> dict[str, Fact]:
    clues = _without_me_too_machine(_without_other_machines_lines([c for f in found for c in f.clues]))
    heads = _post_headers(lines)
    clues = _without_others_title_machine(clues, lines, heads)
    clues = _without_other_authors_machine(clues, lines, heads)
    chosen = best(clues)
    _drop_mac_only_machine(chosen, clues)
    _failing_process_machine(chosen, clues)
    _chip_outranked_by_intel(chosen, clues)
    _rosetta_outranked_by_native(chosen)
    items: dict[str, Fact] = {}
    certainty: dict[str, str] = {}
    for key, clue in chosen.items():
        if key in PREMISES:
            continue
        items[key] = clue.value if isinstance(clue.value, Fact) else known(clue.value, clue.source)
        certainty[key] = clue.certainty
    absent = chosen.get("torch.present")
    if absent is not None and absent.value is False:
        # "PyTorch version: N/A" printed by a tool outweighs a `torch==…` typed in a command or a sentence.
        clues = [c for c in clues if not (c.key in AGGREGATES and c.value[0] == "torch" and c.rank > absent.rank)]
    failed = failed_installs(clues)
    # A pin in a command or an error line (`tensorflow==2.17.0`) of a distribution that failed to install is wanted,
    # not installed; a listing's record of it stays.
    clues = [c for c in clues if not (c.key == "python.packages" and c.rank >= PROSE and c.value[0] in failed)]
    for key in AGGREGATES:
        records, used = packages(clues, key)
        if records:
            items[key] = known(records, _lines_source("package listing", used))
    symptoms = [c.value for c in clues if c.key == "report.symptom"]
    if symptoms:
        items["report.symptoms"] = known(symptoms[:200], "error lines and REPL output in the report")
    env = _env(lines)
    if env:
        items["env"] = known({k: v for k, (v, _) in env.items()},
                             _lines_source("shell commands", [c for _, c in env.values()]))
    _not_installed(items, clues)
    _interpreter_outweighs_its_shell(items, certainty)
    _arm64_process_outweighs_a_guessed_intel(items, certainty)
    _cuda_device_outweighs_a_guessed_mac(items, certainty)
    _container_on_mac(items, chosen, certainty, clues, lines)
    _mac_in_dated_post(items, chosen, certainty, clues, lines, heads)
    _deduce(items, chosen, certainty, [c for c in clues if c.key == "report.symptom"],
            os_named=any(c.key == "host.os" for c in clues))
    _module_of_other_arch(items, chosen, certainty)
    unsure = {k: v for k, v in sorted(certainty.items()) if v != "certain" and k in items}
    if unsure:
        items["report.certainty"] = known(unsure, "how sure each fact read from the report is")
    return items


def _post_headers(lines: list[Line]) -> list[tuple[int, re.Match[str]]]:
    """Each post header of a pasted thread ('rainhut · description · 2020-02-23'), with its index in the lines."""
    return [(i, m) for i, line in enumerate(lines) if "·" in line.text and (m := POST_HEADER.match(line.text))]


def _mac_in_dated_post(items: dict[str, Fact], chosen: Mapping[str, Clue], certainty: dict[str, str],
                       clues: list[Clue], lines: list[Line], heads: list[tuple[int, re.Match[str]]]) -> None:
    """A Mac whose kind nothing names, shown by a tool's output or a path (a /private/var/folders path, Python's banner
    'on darwin', an egg built for 'macosx-10.6-x86_64'), in a post whose header dates it before the first
    Apple-silicon Mac, was an Intel Mac: whatever clue said Darwin, the post's date says which Macs existed. A Mac
    named in words is left to evaluators.mac_in_dated_post, which reads only the writer's own (a writer may speak of
    Macs in general). Each such clue is dated by the post it stands in (its header the last at or above it; a title
    above every header is undated, whatever it repeats): every dated one must be of the Intel years, in a post that
    does not speak of Apple silicon or the DTK; between the DTK and the first M1 Macs on sale, only possibly."""
    mac = chosen.get("host.os")
    if mac is None or mac.value != "Darwin" or "host.arm64_capable" in items or "host.cpu_brand" in items:
        return
    shown = [c for c in clues if c.key == "host.os" and c.value == "Darwin" and c.rank < PROSE]
    known_dates = kb.check_table("history")
    dated: dict[int, tuple[str, Clue]] = {}  # a header's index in lines: its date, and a clue it dates
    for clue in shown:
        above = [(i, header) for i, header in heads if lines[i].number <= clue.line.number]
        if above:
            dated.setdefault(above[-1][0], (above[-1][1].group("date"), clue))
    if not dated or max(d for d, _ in dated.values()) >= str(known_dates["first_apple_silicon_retail_date"]):
        return
    for i in dated:
        end = next((j for j, _ in heads if j > i), len(lines))
        if APPLE_SILICON_NAMED.search("\n".join(line.text for line in lines[i + 1: end])):
            return
    date, clue = max(dated.values(), key=lambda dc: dc[0])
    sure = weakest(clue.certainty, "likely" if date < str(known_dates["first_apple_silicon_mac_date"])
                   else "possible")
    why = f"deduced: a Mac in a post dated {date}, before the first Apple-silicon Mac ({clue.source})"
    items["host.arm64_capable"] = known(0, why)
    items["host.cpu_brand"] = known("Intel", why)
    certainty["host.arm64_capable"] = certainty["host.cpu_brand"] = sure


def _nvidia_card(name: str) -> str:
    """How a PC-only NVIDIA card is named in a reason: a GeForce 'RTX3090' or a workstation 'RTX A4000'."""
    return f"an NVIDIA {name.upper()}" if " A" in name.upper() else f"a GeForce {name.upper()}"


def _words(value: Any) -> str:
    """A premise's text with its runs of white space made single spaces."""
    return " ".join(str(value).split())


# The premises of a part only a PC has, and why each says the machine is no Mac.
_PC_ONLY: tuple[tuple[str, Callable[[Any], str]], ...] = (
    ("host.pc_gpu", lambda v: f"the machine's GPU is {_nvidia_card(v)}, for which no macOS driver was ever made"),
    ("host.pc_cuda", lambda v: f"CUDA {v} is named as the machine's: CUDA 10.2 was the last release for macOS"),
    # clinfo's platform of a vendor's runtime (AMD APP, NVIDIA CUDA, Mesa)
    ("host.pc_opencl", lambda v: f"clinfo lists the OpenCL platform '{_words(v)}', a vendor's runtime macOS never had "
     "(its only platform is Apple's)"),
    # AMD's ROCm stack on the machine (rocminfo, hipconfig, 'my ROCm installation')
    ("host.pc_rocm", lambda v: "AMD's ROCm is installed here: it is published for Linux and Windows, never for macOS"),
    # an AMD Ryzen, Threadripper or EPYC named as the machine's CPU
    ("host.pc_cpu", lambda v: f"the machine's CPU is an AMD {_words(v)}: no Mac has had an AMD CPU"),
    # an Intel Core newer than the last Intel Macs' 10th generation, or a Core Ultra
    ("host.pc_intel_cpu", lambda v: f"the machine's CPU is an Intel {_words(v)}: the last Intel Macs had "
     f"{kb.check_table('history')['last_intel_mac_core_generation']}th-generation Core CPUs"),
    # nvidia-smi's reading of the machine's GPU, told in prose
    ("host.pc_nvidia_smi", lambda v: "nvidia-smi ran here: NVIDIA ships it with its Linux and Windows drivers, never "
     "for macOS"),
)


# A comment agreeing with the report and naming the commenter's own machine: 'Same here on MacBook  M1 Pro 32Go :'
# (https://github.com/ollama/ollama/issues/2362), 'me too on my M2', '+1 with an M1 Max'.
_ME_TOO = compiled(r"(?i)^\W{0,4}(?:[\w.-]{1,40}:\s+)?"
                   r"(?:same\s+(?:here|(?:issue|problem|error|thing)(?:\s+here)?)|me\s+too|\+1)\b")
_MACHINE_KEYS = ("host.cpu_brand", "host.arm64_capable", "host.os", "report.mac_named")


def _without_me_too_machine(clues: list[Clue]) -> list[Clue]:
    """A 'same here' comment that names a Mac names the commenter's machine; where the report's own text names a GPU
    no Mac can hold (a PC-only NVIDIA card, an RTX A4000 in an issue about Ollama's GPU use), the Mac is another
    person's and says nothing of the reporter's machine (https://github.com/ollama/ollama/issues/2362)."""
    clues = _without_me_too_other_os(clues)
    pc = [c for c in clues if c.key == "host.pc_gpu" and not _ME_TOO.search(c.line.text)]
    if not pc:
        return clues
    return [c for c in clues if not (c.key in _MACHINE_KEYS and _ME_TOO.search(c.line.text))]


# A 'me too' that names its own OS with 'on' or 'with' and nothing else: 'Same on win11. Any solutions here?'
_ME_TOO_ON = compiled(r"(?i)^\W{0,4}(?:[\w.-]{1,40}:\s+)?"
                      r"same(?:\s+(?:here|issue|problem|error|thing))?\s+(?:on|with)\s")


# A comment that opens by joining the report ('I am also having problems with installing torch. I'm on windows.', a
# commenter below 'On Mac, I couldn't get torch to install …': https://github.com/ahmetoner/whisper-asr-webservice/issues/57).
_ME_TOO_ALSO = compiled(r"(?i)^\W{0,4}(?:[\w.-]{1,40}:\s+)?(?:I(?:'m|\s+am)\s+also\s+(?:having|getting|seeing|facing|"
                        r"experiencing|running\s+into)|I\s+also\s+(?:have|had|get|got|see|face)\s+(?:the\s+same|this|"
                        r"these|similar|problems?|issues?|trouble))\b")


# The kind of Mac: the keys on which a thread's title and a commenter's own words may disagree.
_CHIP_KEYS = ("host.cpu_brand", "host.arm64_capable")


def _without_others_title_machine(clues: list[Clue], lines: list[Line],
                                  heads: list[tuple[int, re.Match[str]]]) -> list[Clue]:
    """A thread pasted from a comment on (its first post header a comment, not the description) keeps the title of
    the person who opened it, who is not in the paste: where the title names one kind of Mac and the comment's writer
    names their own as the other ('# TrainingArguments does not support `mps` device (Mac M1 GPU)' above 'agilll ·
    comment · 2023-04-06' / 'I am finetuning a BERT model with HuggingFace Trainer API in Mac OS Ventura (Intel)':
    https://github.com/huggingface/transformers/issues/17971), the machine the paste is about is the writer's, and the
    title's kind of Mac is left out. Not where the paste holds the description (the title is then its writer's), nor
    where clues are read on more than one line above the first header (a description pasted without its own header:
    dev 1630), nor where the one line above it speaks in the first person ('I installed tensorflow in my new Mac mini
    M1.', a description pasted without its header); a wrapper's own lines above the title (a chat app's author line,
    '<details>') hold none."""
    if not heads or heads[0][1].group("kind") == "description":
        return clues
    head = lines[heads[0][0]]
    above = {c.line.number: c.line.text for c in clues if c.line.number < head.number}
    if len(above) != 1 or sentence.rules().first_person.search(next(iter(above.values()))):
        return clues  # a post read above the first header, not a title alone ('I installed tensorflow in my new Mac')
    title = {c.key: c for c in clues if c.key in _CHIP_KEYS and c.line.number < head.number}
    body = {(c.key, _family(c.key, c.value)) for c in clues if c.key in _CHIP_KEYS and c.line.number > head.number}
    drop = {key for key, c in title.items()
            if any(k == key and v != _family(key, c.value) for k, v in body)}
    return [c for c in clues if not (c.key in drop and c.line.number < head.number)]


# The machine keys on which another person's post may contradict the reporter's own words; an interpreter said to run
# under Rosetta (python.translated=1) is an x86_64 one. The Python's minor version is one too: a commenter's dlopen
# path under '/Library/Python/3.9/site-packages' below a reporter's 'python version: 3.11.3' is the commenter's own
# Python (https://github.com/nltk/nltk/issues/3171).
_OTHERS_KEYS = ("host.cpu_brand", "host.arm64_capable", "host.os", "python.machine", "python.version")
_MINOR = compiled(r"\A\d+\.\d+")


def _machine_family(clue: Clue) -> tuple[str, Any] | None:
    if clue.key == "python.translated":
        return ("python.machine", "x86_64") if clue.value == 1 else None
    if clue.key == "python.version":
        minor = _MINOR.match(str(clue.value))
        return ("python.version", minor.group(0)) if minor else None
    if clue.key == "python.machine" and clue.value in ("arm64", "aarch64"):
        return ("python.machine", "arm64")
    if clue.key in _CHIP_KEYS:  # the chip named or its kind told (arm64-capable or not) are one answer
        family = _family(clue.key, clue.value)
        chip = {1: "apple", 0: "intel"}.get(family) if clue.key == "host.arm64_capable" else family
        return ("chip", chip) if chip in ("apple", "intel") else None
    return (clue.key, _family(clue.key, clue.value)) if clue.key in _OTHERS_KEYS else None


def _without_other_authors_machine(clues: list[Clue], lines: list[Line],
                                   heads: list[tuple[int, re.Match[str]]]) -> list[Clue]:
    """A thread pasted with its post headers ('name · description · date', then 'name · comment · date') says whose
    words each line is. Where the reporter (the description's writer, with the title above it) names their machine one
    way and another person's post names it the other way, that post speaks of its writer's own machine: 'In my case,
    I'm using an Intel-based MacBook' below a description whose Python runs 'x86_64 (via Rosetta)'
    (https://github.com/OpenNMT/CTranslate2/issues/1841), a commenter's show_versions 'macOS-12.6.7-arm64-arm-64bit'
    ('Works OK on an M1 chip here') below a title 'M1 chip (under Rosetta)' (https://github.com/pola-rs/polars/issues/11650),
    'I'm on Mac' in a comment below an issue form's 'Which operating system? Windows'
    (https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1170). The other person's clue is left out; where the
    reporter's words say nothing of a key, a reply's clue for it stays (it may be the only one, or a helper's
    reading of the reporter's machine)."""
    if not heads:
        return clues
    authors = [(lines[i].number, m.group(0).split("·")[0].strip()) for i, m in heads]
    reporter = authors[0][1]
    if heads[0][1].group("kind") != "description":
        # A paste that opens on a comment is the reporter's only where a description stands above it without its
        # header (an issue form under its title: more than the title's one line); a title alone is the opener's.
        if sum(1 for line in lines if line.number < authors[0][0] and line.text.strip()) < 3:
            return clues
        reporter = ""  # nobody's header: the text above the first one is the reporter's
        authors = [(0, reporter), *authors]

    starts = [start for start, _ in authors]  # in the order of the lines

    def author(number: int) -> str:
        """Whose post the line is in: the last header at or above it (the reporter's above the first)."""
        at = bisect.bisect_right(starts, number)
        return authors[at - 1][1] if at else reporter

    own: dict[str, set[Any]] = {}
    for c in clues:
        fam = _machine_family(c)
        if fam is not None and c.rank < ELSEWHERE and author(c.line.number) == reporter:
            own.setdefault(fam[0], set()).add(fam[1])
    if not own:
        return clues

    def others(c: Clue) -> bool:
        fam = _machine_family(c)
        # A Mac's owner's thread may hold Linux in a container or VM on it (docker, qemu): only a Mac named by another
        # below a reporter on Linux or Windows is the other's own machine.
        return (fam is not None and fam[0] in own and fam[1] not in own[fam[0]]
                and (fam[0] != "host.os" or fam[1] == "Darwin") and author(c.line.number) != reporter)

    return [c for c in clues if not others(c)]


def _without_me_too_other_os(clues: list[Clue]) -> list[Clue]:
    """Where the text above names macOS (the thread's title, the reporter's post), a later 'same on <another OS>'
    comment names the commenter's machine, not the reporter's: 'Package does not exist on macOS (intel)' and then
    'Same on win11. Any solutions here?' from another person (https://github.com/triton-lang/triton/issues/1465), or
    one that opens 'I am also having problems …' and names its OS after. Only the other OS is left out; a me-too
    naming a Mac stays (it may be the only clue to the kind of Mac)."""
    mac = [c.line.number for c in clues
           if c.key == "host.os" and c.value == "Darwin" and not _ME_TOO.search(c.line.text)]
    if not mac:
        return clues
    first = min(mac)
    # 'also' joins the report wherever the comment is pasted (sections reversed put it above the Mac's post)
    return [c for c in clues if not (c.key == "host.os" and c.value != "Darwin" and (
        (c.line.number > first and _ME_TOO_ON.search(c.line.text)) or _ME_TOO_ALSO.search(c.line.text)))]


def _without_other_machines_lines(clues: list[Clue]) -> list[Clue]:
    """What any parser read on the lines of another machine's collect_env report (marked by collect_env's
    OTHER_MACHINE clue, by number and text: a second report whose OS line proves the other kind of Mac) is left out,
    with the marks."""
    other: set[tuple[int, str]] = set()
    for mark in (c for c in clues if c.key == OTHER_MACHINE):
        other |= mark.value
    if not other:
        return clues
    return [c for c in clues if c.key != OTHER_MACHINE and (c.line.number, c.line.text) not in other]


def _interpreter_outweighs_its_shell(items: dict[str, Fact], certainty: dict[str, str]) -> None:
    """sysctl's answers in a shell (sysctl.proc_translated=1, a 'VirtualApple' brand string) say that shell runs under
    Rosetta, so a Python started from it likely does; the interpreter's own architecture read for certain (its
    platform.machine() or platform string saying arm64, which a translated process never prints) outweighs that."""
    translated, machine = items.get("python.translated"), items.get("python.machine")
    if (translated is not None and machine is not None and translated.value == 1
            and machine.value in ("arm64", "aarch64") and certainty.get("python.translated") != "certain"
            and certainty.get("python.machine", "certain") == "certain"):
        del items["python.translated"]
        certainty.pop("python.translated", None)


def _arm64_process_outweighs_a_guessed_intel(items: dict[str, Fact], certainty: dict[str, str]) -> None:
    """An arm64 process on macOS runs only on Apple silicon: the interpreter's architecture read for certain (uv's
    'You're on macOS (`macosx_12_0_arm64`)', its platform string) outweighs an Intel Mac only guessed (a GitHub
    runner label, 'does not work on macos-12', said by someone who ran it on their own arm64 Mac:
    https://github.com/google/magika/issues/1005). An Intel Mac said for certain stays, and the two contest."""
    machine, capable = items.get("python.machine"), items.get("host.arm64_capable")
    if (machine is None or capable is None or not machine.known or machine.value not in ("arm64", "aarch64")
            or capable.value != 0 or certainty.get("python.machine", "certain") != "certain"
            or certainty.get("host.arm64_capable", "certain") == "certain" or _value(items, "host.os") != "Darwin"):
        return
    del items["host.arm64_capable"]
    certainty.pop("host.arm64_capable", None)
    brand = items.get("host.cpu_brand")
    if (brand is not None and isinstance(brand.value, str) and "Intel" in brand.value
            and certainty.get("host.cpu_brand", "certain") != "certain"):
        del items["host.cpu_brand"]
        certainty.pop("host.cpu_brand", None)


# what names a Mac beyond a guessed path: the person, the chip, the macOS release
_MAC_NAMED_OTHERWISE = ("report.mac_named", "host.cpu_brand", "host.macos_version", "host.macos_release")


def _cuda_device_outweighs_a_guessed_mac(items: dict[str, Fact], certainty: dict[str, str]) -> None:
    """torch opening a CUDA device, read for certain from a tool's output (Lightning's 'LOCAL_RANK: 0 -
    CUDA_VISIBLE_DEVICES: [0]'), outweighs a macOS only guessed from a path ('/usr/local/lib/python3.10/site-packages'
    is Homebrew's Intel prefix, and as much a Linux image's Python): no macOS build of PyTorch has CUDA
    (history.toml cuda_torch_means_not_mac); the Python's architecture guessed with it ('possible') goes too. A Mac
    named in any other way (the person's words, a chip, a macOS release) keeps the macOS."""
    cuda, host_os = items.get("torch.cuda_available"), items.get("host.os")
    if (cuda is None or host_os is None or cuda.value is not True or host_os.value != "Darwin"
            or certainty.get("torch.cuda_available", "certain") != "certain"
            or certainty.get("host.os", "certain") != "possible"
            or any(key in items for key in _MAC_NAMED_OTHERWISE)
            or not kb.check_table("history")["cuda_torch_means_not_mac"]):
        return
    items["host.os"] = known(NOT_MAC, f"deduced: torch opened a CUDA device ({cuda.source}), which no macOS build of "
                             f"PyTorch can, over a macOS only guessed ({host_os.source})")
    certainty["host.os"] = "likely"
    if certainty.get("python.machine") == "possible":
        del items["python.machine"]
        certainty.pop("python.machine", None)


def _module_of_other_arch(items: dict[str, Fact], chosen: Mapping[str, Clue], certainty: dict[str, str]) -> None:
    """`file` shows a Python extension module holding one architecture ('pybind.cpython-39-darwin.so: Mach-O 64-bit
    bundle arm64') and the text makes the interpreter the other one ('Cannot pip install v0.18 on x86_64 arch with OSX
    14 and Python 3.9', https://github.com/isl-org/Open3D/issues/6686): dyld will refuse the module, as its
    incompatible-architecture message says when it is not cut off. As sure as the interpreter's architecture."""
    module, machine = chosen.get("module.thin_arch"), items.get("python.machine")
    if module is None or machine is None or not machine.known or machine.value == module.value["arch"]:
        return
    shown = items.get("report.symptoms")
    symptoms = list(shown.value) if shown is not None and shown.known else []
    if any(s.get("id") == "incompatible-arch" for s in symptoms):
        return
    symptoms.append({"id": "incompatible-arch", "line": module.source, "have": module.value["arch"],
                     "need": machine.value, "file": module.value["file"],
                     "certainty": weakest(module.certainty, certainty.get("python.machine", "certain"))})
    items["report.symptoms"] = known(symptoms, shown.source if shown is not None else "error lines and REPL output "
                                     "in the report")


def _drop_mac_only_machine(chosen: dict[str, Clue], clues: list[Clue]) -> None:
    """A Python's architecture read from a clue that holds only on macOS (a path in Intel Homebrew's /usr/local, which
    is also where Linux Pythons and Docker's python images keep site-packages) says nothing where the text makes the
    OS another one (a Docker container's log): that clue's python.machine is dropped and the others decide."""
    os_clue = chosen.get("host.os")
    machine = chosen.get("python.machine")
    if os_clue is None or os_clue.value == "Darwin" or machine is None:
        return
    mac_only = {_read_with(c) for c in clues if c.key == "host.os" and c.value == "Darwin"}
    if _read_with(machine) not in mac_only:
        return
    rest = best(c for c in clues if c.key == "python.machine" and _read_with(c) not in mac_only)
    if "python.machine" in rest:
        chosen["python.machine"] = rest["python.machine"]
    else:
        del chosen["python.machine"]


def _failing_process_machine(chosen: dict[str, Clue], clues: list[Clue]) -> None:
    """dyld's '(have arm64, need x86_64)' names the architecture of the process that failed to load a module; a
    platform string elsewhere in the text that says otherwise is of another interpreter (the terminal's python,
    run as a maintainer asked, while the editor runs the same Python as x86_64 under Rosetta), so the failing
    process's architecture is the Python's (https://github.com/SimpleITK/SimpleITK/issues/1889). So is an architecture
    only guessed from where the Python lives (Homebrew's /opt/homebrew, an arm64 prefix, in the traceback's frames and
    the dlopen path) where dyld says for certain which one the failing process needs: '/opt/homebrew/lib/python3.9/
    site-packages/psutil/_psutil_osx.abi3.so' (mach-o file, but is an incompatible architecture (have 'arm64', need
    'x86_64')) from node-pyrunner's x86_64 process, which embeds the Python (https://github.com/hileez/node-pyrunner/
    issues/4)."""
    machine = chosen.get("python.machine")
    if machine is None:
        return
    said = [c for c in clues if c.key == "python.machine" and c.parser != "platform"
            and "incompatible architecture" in c.line.text and "need" in c.line.text]
    if machine.parser == "platform":
        needs = list({c.line.number: c for c in said}.values())
    elif machine.certainty != "certain":
        # only a guess gives way, and only to dyld's certain word (all of them, a paste joined into one line)
        needs = [c for c in said if c.certainty == "certain"]
    else:
        return
    values = {c.value for c in needs}
    if len(values) == 1 and machine.value not in values:
        chosen["python.machine"] = min(needs, key=lambda c: (c.rank, CERTAIN_ORDER[c.certainty]))


def _chip_outranked_by_intel(chosen: dict[str, Clue], clues: list[Clue]) -> None:
    """An Apple chip named in a sentence gives both a brand and Apple silicon; where a surer clue names an Intel CPU
    (a spec list's 'Processor 3.5 GHz Intel Core i7 dual core.') the brand is the Intel one, and the Apple silicon read
    from the outranked chip falls with it: the sentence named another Mac ('using ollama on MAC with an M2 chip is
    efficient' before the Intel Mac the issue is about: https://github.com/ollama/ollama/issues/8694)."""
    brand, arm = chosen.get("host.cpu_brand"), chosen.get("host.arm64_capable")
    if brand is None or arm is None or arm.value != 1 or _family(brand.key, brand.value) != "intel":
        return
    if (arm.rank, CERTAIN_ORDER[arm.certainty]) <= (brand.rank, CERTAIN_ORDER[brand.certainty]):
        return
    if any(c.key == "host.cpu_brand" and _family(c.key, c.value) == "apple" and _read_with(c) == _read_with(arm)
           for c in clues):
        del chosen["host.arm64_capable"]


def _rosetta_outranked_by_native(chosen: dict[str, Clue]) -> None:
    """An arm64 interpreter and one under Rosetta are two answers to one question: where the person's words about the
    failing Python ('This is the native version of notebook.') outrank a sentence on a run that worked under Rosetta
    ('It does run correctly under Rosetta2 on the same machine.', https://github.com/jupyter/notebook/issues/6007),
    the Rosetta run is the comparison, not the Python the report is about."""
    machine, translated = chosen.get("python.machine"), chosen.get("python.translated")
    if machine is None or translated is None or translated.value != 1 or machine.value not in ("arm64", "aarch64"):
        return
    if (machine.rank, CERTAIN_ORDER[machine.certainty]) < (translated.rank, CERTAIN_ORDER[translated.certainty]):
        del chosen["python.translated"]


def _read_with(clue: Clue) -> tuple[int, int, str, str]:
    """What the clues one rule records from one match share: its line, rank, parser and certainty."""
    return clue.line.number, clue.rank, clue.parser, clue.certainty


def _container_on_mac(items: dict[str, Fact], chosen: Mapping[str, Clue], certainty: dict[str, str],
                      clues: list[Clue], lines: list[Line]) -> None:
    """A Docker container described on a Mac: its Python runs Linux (host.os stays what the text makes it), the
    Mac is the container's host, and no container can reach Metal. Only when the text names both the container
    and a Mac; the missing Metal device only when it is about a GPU."""
    container = chosen.get("host.container")
    if container is None:
        return
    native = _value(items, "host.os") == "Darwin"  # the text also describes the Mac itself: less sure
    arm = chosen.get("host.arm64_capable")
    brand = chosen.get("host.cpu_brand")
    kernel = chosen.get("container.host_arch")
    apple = next((c for c in (brand if brand is not None and str(brand.value).startswith("Apple ") else None,
                              arm if arm is not None and arm.value == 1 else None,
                              kernel if kernel is not None and kernel.value == "aarch64" else None) if c), None)
    mac = apple or next((c for c in clues if c.key == "host.os" and c.value == "Darwin"), None)
    if mac is None:
        return
    # an x86 CPU's model in the text is the Linux machine's: the Mac named beside it is not that container's host
    x86_linux = any(_X86_CPU_MODEL.search(line.text) for line in lines)
    if apple is not None and not native and not x86_linux:
        items["host.container_host"] = known("apple-silicon", f"deduced: a Docker container on an Apple-silicon Mac "
                                             f"({container.source}; {apple.source})")
        certainty["host.container_host"] = weakest(container.certainty, apple.certainty, "likely")
    # an Intel Mac named as the host ('MacBook Pro 2019, Intel Core i5', a model year before Apple silicon):
    # intel-extension-for-tensorflow#21
    intel_brand = brand if brand is not None and str(brand.value).startswith("Intel") else None
    # a macOS before 11 Big Sur named as the host ('use the auto annotation function on macOS 10.14', then `docker
    # compose … up -d` and nuctl: https://github.com/cvat-ai/cvat/issues/8107): only Intel Macs ran it
    release = next((c for c in (chosen.get("host.macos_version"), chosen.get("host.macos_major"))
                    if c is not None and _before_big_sur(c.value)), None)
    intel = next((c for c in (arm if arm is not None and arm.value == 0 else None, intel_brand, release) if c), None)
    if apple is None and intel is not None and not native:
        items["host.container_host"] = known("intel-mac", f"deduced: a Docker container on an Intel Mac "
                                             f"({container.source}; {intel.source})")
        certainty["host.container_host"] = weakest(container.certainty, intel.certainty, "likely")
    if any(_GPU_TOPIC.search(line.text) for line in lines):
        symptoms = list(_value(items, "report.symptoms") or [])
        # The container, the Mac and the GPU named together make the missing Metal device likely.
        symptoms.append({"id": "container-on-mac", "line": container.source, "certainty": "likely"})
        items["report.symptoms"] = known(symptoms[:200], "error lines and REPL output in the report")


def _value(items: Mapping[str, Fact], key: str) -> Any:
    fact = items.get(key)
    return fact.value if fact is not None and fact.known else None


def failed_installs(clues: Iterable[Clue]) -> set[str]:
    """The distributions an installer in the report could not install (pip, uv, poetry)."""
    failed = set()
    for c in clues:
        if c.key != "report.symptom":
            continue
        if c.value.get("id") in INSTALL_FAILURES:
            failed.add(requirement_name(str(c.value.get("requirement") or c.value.get("package") or "")))
    return failed - {""}


def _not_installed(items: dict[str, Fact], clues: list[Clue]) -> None:
    """What pip could not install is not installed: a version typed in a template or prose is only wanted."""
    failed = failed_installs(clues)
    for name in failed & {"tensorflow", "torch", "tensorflow-macos", "mlx"}:
        key = {"tensorflow-macos": "tensorflow"}.get(name, name) + ".version"
        fact = items.get(key)
        if fact is None or not fact.source.startswith("report line"):
            continue
        pkgs = items.get("python.packages")
        listed = isinstance(pkgs, Fact) and isinstance(pkgs.value, dict) and name in pkgs.value
        if not listed:
            del items[key]


def _deduce(items: dict[str, Fact], chosen: Mapping[str, Clue], certainty: dict[str, str],
            symptoms: list[Clue], os_named: bool = True) -> None:
    def value(key: str) -> Any:
        fact = items.get(key)
        return fact.value if fact is not None and fact.known else None

    def premise(key: str) -> Clue | None:
        return chosen.get(key)

    def sureness(p: Clue | Fact) -> str:
        if isinstance(p, Clue):
            return p.certainty
        return next((certainty.get(k, "certain") for k, f in items.items() if f is p), "certain")

    def put(key: str, val: Any, why: str, *premises: Clue | Fact | None, sure: str | None = None) -> None:
        if key in items or val is None:
            return
        given = [p for p in premises if p is not None]
        lines = [p.source for p in given if p.source]
        items[key] = known(val, f"deduced: {why} ({'; '.join(lines)})" if lines else f"deduced: {why}")
        certainty[key] = weakest(sure, *(sureness(p) for p in given))

    cuda = items.get("torch.cuda_available")
    if (not os_named and cuda is not None and cuda.value is True
            and kb.check_table("history")["cuda_torch_means_not_mac"]):
        put("host.os", NOT_MAC, "torch opened a CUDA device: PyTorch publishes no macOS build with CUDA", cuda,
            sure="likely")
    # an installed '+cpu' or '+cuNNN' torch (download.pytorch.org's), or torch initialising CUDA (a CUDA build)
    off_macos = premise("torch.off_macos_build")
    if not os_named and off_macos is not None:
        put("host.os", NOT_MAC, "a '+cpu', '+cuNNN' or '+rocmN.N' torch build, or one that initialises CUDA, which "
            "PyTorch publishes for Linux and Windows only",
            off_macos)
    off_macos_pkg = premise("package.off_macos")  # a listed package with no macOS build
    if not os_named and off_macos_pkg is not None:
        put("host.os", NOT_MAC, f"{off_macos_pkg.value} is installed, a package published for Linux and Windows only",
            off_macos_pkg)
    # a part only a PC has, named as the machine's: the first such premise says why, where no OS and no Apple chip is
    # named
    brand = value("host.cpu_brand")
    if not os_named and not (isinstance(brand, str) and brand.startswith("Apple")):
        for key, reason in _PC_ONLY:
            part = premise(key)
            if part is not None:
                put("host.os", NOT_MAC, reason(part.value), part, sure="likely")
    # an Intel CPU in the machine's CPU field: an Intel Mac where nothing above named the OS or a PC's part
    intel = premise("host.intel_cpu_field")
    if not os_named and intel is not None:
        put("host.os", "Darwin", "an Intel CPU is named in the machine's CPU field, with no OS and no part only a PC "
            "has: an Intel Mac", intel)
    # macOS version: the platform string's only when it is not the 10.16 compatibility value.
    plat = premise("platform.macos_version")
    if plat is not None and plat.value != COMPAT_MACOS:
        put("host.macos_version", plat.value, "platform.platform() names the macOS version", plat)
    osx = items.get("conda.virtual_osx")
    if osx is not None and osx.value != COMPAT_MACOS:
        put("host.macos_version", osx.value, "conda's __osx virtual package is the macOS version", osx)
    if value("host.macos_version") is not None:
        put("host.os", "Darwin", "a macOS version is named", items["host.macos_version"])
    major = premise("host.macos_major")
    if major is not None:
        put("host.os", "Darwin", "a macOS release is named", major)
        if "host.macos_version" not in items:  # a name ("Big Sur") says the release, not the version in it
            put("host.macos_release", str(major.value), "a macOS release is named", major)
    kernel = items.get("host.kernel_release")
    if value("host.os") == "Darwin" and isinstance(value("host.kernel_release"), str):
        _kernel_before_big_sur(put, value("host.kernel_release"), kernel)
    old = _before_big_sur(value("host.macos_version")) or (major is not None and _before_big_sur(major.value))
    if old and value("host.os") == "Darwin":
        release, why = items.get("host.macos_version") or major, "macOS before 11 Big Sur runs only on Intel Macs"
        if value("host.arm64_capable") == 0 and certainty.get("host.arm64_capable") != "certain":
            items.pop("host.arm64_capable")  # a weaker reading of the same (a dated title): the release says it
        put("host.arm64_capable", 0, why, release, sure="certain")
        brand_sure, mac_sure = certainty.get("host.cpu_brand"), certainty["host.arm64_capable"]
        weaker = brand_sure != mac_sure and weakest(brand_sure, mac_sure) == brand_sure
        if value("host.cpu_brand") == "Intel" and weaker:
            # an Intel CPU read from weaker text (a /Users path in a dated post): the release says it as surely as it
            # says the Mac is no Apple-silicon one
            items.pop("host.cpu_brand")
            put("host.cpu_brand", "Intel", why, release, sure="certain")

    brand = value("host.cpu_brand")
    mac = value("host.os") == "Darwin"
    other_os = value("host.os") not in (None, "Darwin")
    if other_os and certainty.get("host.arm64_capable") != "certain":
        items.pop("host.arm64_capable", None)  # an M1 named in prose hosts a Linux container or VM: not a Mac
    apple = isinstance(brand, str) and brand.startswith("Apple ") and not other_os
    if apple:
        put("host.arm64_capable", 1, "an Apple-silicon chip is named", items["host.cpu_brand"])
    elif isinstance(brand, str) and "Intel" in brand and mac:
        put("host.arm64_capable", 0, "an Intel CPU in a Mac", items["host.cpu_brand"], items.get("host.os"))
    for key, kind in (("host.amd_gpu", "an AMD Radeon GPU"), ("host.intel_gpu", "an Intel integrated GPU"),
                      ("host.nvidia_gpu", "an NVIDIA GPU")):
        named = premise(key)
        if named is not None and mac and not apple:
            put("host.arm64_capable", 0, f"{kind}: only Intel Macs have one", named, items.get("host.os"))
    intel_arch = premise("conda.archspec_intel")
    if intel_arch is not None and mac and not apple:
        put("host.arm64_capable", 0, "conda's __archspec names an Intel microarchitecture and nothing names an "
            "Apple chip", intel_arch)
    # After the named CPU and GPU: a macOS 27 said beside 'my 2019 MacBook Pro is an Intel model' is the one it
    # cannot run ('got excited to try macOS 27'), the named machine is the machine.
    new = _after_tahoe(value("host.macos_version")) or (major is not None and _after_tahoe(major.value))
    if new and mac:
        put("host.arm64_capable", 1, "macOS after 26 Tahoe runs only on Apple silicon",
            items.get("host.macos_version") or major, sure="certain")
    ran = items.get("torch.mps_available")
    if (mac and not apple and value("python.machine") == "x86_64" and ran is not None and ran.value is True
            and value("python.translated") != 1 and kb.check_table("history")["mps_in_x86_64_process_means_intel"]):
        put("host.arm64_capable", 0, "MPS ran in an x86_64 process: an Intel Mac (with an AMD GPU), or rarely one "
            "under Rosetta on Apple silicon", ran, items["python.machine"], items.get("host.os"), sure="possible")
    listed = premise("installer.mac_machine")
    if mac and listed is not None:
        put("python.machine", listed.value, "on macOS, the releases the installer offered exist only as arm64 wheels",
            listed, items.get("host.os"))
    torch_read = premise("torch.version")
    # a pin ('torch==2.4.0' in a pasted requirements.txt, dev 246) or a listing's row may be wanted, not the release run
    pinned = torch_read is None or torch_read.rank == LISTING or "==" in (torch_read.source or "") or bool(
        re.search(r"\d[\w.]*\+\w", (torch_read.source or "").partition(": ")[2]))  # '2.5.0a0+git79ca596': self-built
    newer = not pinned and _torch_after_last_x86(value("torch.version"), value("conda.packages"))
    if mac and newer and value("host.arm64_capable") != 0:
        # 'my Mac' with 'my torch is 2.8.0' (https://github.com/pytorch/pytorch/issues/166426): PyTorch's x86_64 macOS
        # wheels end at 2.2.2, so a later release (not a local source build, not a conda package) runs in an arm64
        # Python; conda-forge's osx-64 builds and a self-built torch are left out, they exist for Intel Macs too.
        put("python.machine", "arm64", f"on macOS, torch {value('torch.version')} has only arm64 wheels (the x86_64 "
            f"ones end at {kb.check_table('torch_mps')['last_x86_64_macos_torch']})", items["torch.version"],
            items.get("host.os"), sure="likely")
    refused = _refused_arm64_release(symptoms, _version(value("python.version")))
    if mac and refused is not None:
        put("python.machine", "x86_64", "on macOS, the installer found no wheel for a release that has arm64 wheels "
            "for this Python, and no x86_64 ones", refused, items.get("python.version"), items.get("host.os"),
            sure="likely")
    machine = value("python.machine")
    if mac and machine == "arm64":
        put("host.arm64_capable", 1, "an arm64 process on macOS runs on Apple silicon", items["python.machine"])
    named_arm = premise("host.arm64_named")
    if mac and named_arm is not None and "host.arm64_capable" not in items:
        # 'Installation on ARM64' over a macOS home's paths (https://github.com/dbekaert/RAiDER/issues/520): an ARM64
        # Mac is Apple silicon; where nothing else decides the machine (ARM64 Linux is written the same way).
        put("host.arm64_capable", 1, "ARM64 is named as the machine, and the text is a Mac's", named_arm,
            items.get("host.os"), sure="likely")

    mlx_gpu = items.get("mlx.metal_available")
    if (mac and mlx_gpu is not None and mlx_gpu.value is True and "host.arm64_capable" not in items
            and kb.check_table("history")["mlx_metal_means_apple_silicon"]):
        # MLX computed on its Metal GPU ('Different(maybe wrong) outputs of mlx.core.max using cpu/gpu' on macOS
        # 14.2.1, https://github.com/ml-explore/mlx/issues/577): its Metal backend is Apple silicon's
        put("host.arm64_capable", 1, "MLX ran on its Metal GPU, which MLX builds for Apple silicon only", mlx_gpu,
            items.get("host.os"), sure="likely")

    sigill = next((c for c in symptoms if c.value.get("id") == "sigill"), None)
    avx_from = Version(kb.check_table("history")["avx_in_every_mac_from_macos"])
    macos = _version(value("host.macos_version"))
    # every Intel Mac that runs this macOS has AVX: x86_64 code that found none runs under Rosetta
    all_avx = mac and macos is not None and macos != Version(COMPAT_MACOS) and macos >= avx_from
    for clue, said, so in ((sigill, "SIGILL", "the crash is x86_64 code under Rosetta"),
                           (premise("x86.no_avx"), "x86_64 code found a CPU without AVX", "it runs under Rosetta")):
        if all_avx and clue is not None and "host.arm64_capable" not in items:
            put("host.arm64_capable", 1, f"{said} on macOS {macos}: every Intel Mac that runs macOS {avx_from} or "
                f"later has AVX, so {so}", clue, items["host.macos_version"], sure="likely")
    capable = value("host.arm64_capable")
    py = _version(value("python.version"))
    first_arm64 = Version(kb.check_table("history")["python_first_arm64"])
    # where the Python was read from: its prefix, or the line its version came from (a pyenv path names both)
    py_fact = items.get("python.version")
    read_at = f"{value('python.base_prefix') or ''} {py_fact.source if py_fact is not None else ''}"
    self_built = any(mark.lower() in read_at.lower() for rule in kb.check_table("distributions")["rule"]
                     if rule.get("built_for_the_shell") for mark in rule["path_contains"])
    # a Python named as pyenv's in prose or a pyenv command ('in pyenv virtual environment - Python 3.7.16'), of the
    # report's minor: pyenv built it for the shell, as a ~/.pyenv/versions prefix says (clue prose-pyenv-python)
    said_built = premise("python.self_built")
    built_v = _version(str(said_built.value)) if said_built is not None else None
    self_built = self_built or (built_v is not None and py is not None and built_v.release[:2] == py.release[:2])
    # MPS that ran contradicts a Python deduced x86_64 from its age alone: torch's MPS is not available to an x86_64
    # process under Rosetta (mps_in_x86_64_process_means_intel: such a process is an Intel Mac's), so either the
    # Python is arm64 after all or the Mac is not the Apple-silicon one the text names; neither is an x86 Python on
    # Apple silicon (a Python 3.7 .venv printing MPSFallback warnings in a thread about Apple-silicon Macs:
    # https://github.com/CompVis/stable-diffusion/issues/25)
    mps_ran = ran is not None and ran.value is True
    if (capable == 1 and machine is None and py is not None and py < first_arm64 and not self_built
            and not mps_ran):
        put("python.machine", "x86_64", f"no installer shipped an arm64 Python before {first_arm64}",
            items["python.version"], items.get("host.arm64_capable"), sure="likely")
        machine = "x86_64"
    conda38 = Version(kb.check_table("history")["conda_python38_first_arm64"])
    in_conda = value("conda.env") is True or any(
        mark.lower() in read_at.lower() for rule in kb.check_table("distributions")["rule"] if rule.get("conda")
        for mark in rule.get("path_contains", ()))
    # a version named with its patch release: 'Python 3.8' alone may be any 3.8
    if (capable == 1 and machine is None and py is not None and len(py.release) >= 3
            and Version(f"{conda38.major}.{conda38.minor}") <= py < conda38 and in_conda
            and not mps_ran):
        put("python.machine", "x86_64", f"no conda channel built a {conda38.major}.{conda38.minor} Python older than "
            f"{conda38} for osx-arm64", items["python.version"], items.get("host.arm64_capable"), sure="likely")
        machine = "x86_64"
    # a SIGILL outside any import, where the report names an x86_64 program that is no Python, is that program's
    program = premise("program.machine")
    theirs = program is not None and program.value == "x86_64" and not _sigill_module(sigill)
    # a report that shows no Python at all: the crashing program is another one, and says nothing of a Python
    theirs = theirs or (sigill is not None and isinstance(sigill.value, dict) and sigill.value.get("python") is False)
    if capable == 1 and machine is None and sigill is not None and not theirs:
        put("python.machine", "x86_64", "SIGILL on Apple silicon comes from x86_64 code under Rosetta, which "
            "lacks AVX", sigill, items.get("host.arm64_capable"), sure="likely")
        machine = "x86_64"
    if capable == 0 and mac and machine is None:
        put("python.machine", "x86_64", "an Intel Mac runs x86_64 code only", items["host.arm64_capable"])
        machine = "x86_64"
    shell = premise("uname.machine")
    if capable == 1 and machine is None and shell is not None and shell.value in ("x86_64", "i386"):
        # The shell (or the program named) runs under Rosetta; a Python started from it runs x86_64 only if its
        # binary has an x86_64 slice: universal ones (python.org, the system's) do, arm64-only ones (conda's,
        # Homebrew's in /opt/homebrew) stay native. Recorded for what it is, not as the Python's architecture.
        put("shell.translated", 1, "an x86_64 shell on Apple silicon runs under Rosetta", shell,
            items.get("host.arm64_capable"))
    if capable == 1 and machine in ("x86_64", "i386"):
        put("python.translated", 1, "an x86_64 process on Apple silicon runs under Rosetta",
            items["python.machine"], items.get("host.arm64_capable"))
    elif capable is not None and machine == "arm64":
        put("python.translated", 0, "an arm64 process is native", items["python.machine"])

    if (value("python.translated") == 1 and value("conda.env") is True and "conda.platform" not in items
            and "conda.python_subdir" not in items):
        put("conda.python_subdir", "osx-64", "an x86_64 Python of a conda environment on Apple silicon is an osx-64 "
            "build", items["python.translated"], items["conda.env"], sure="likely")

    # A torch/TensorFlow version read from output is also an installed distribution record.
    pkgs = dict(value("python.packages") or {})
    added = False
    history = kb.check_table("history")
    for key, dist in (("torch.version", "torch"), ("tensorflow.version", "tensorflow")):
        fact = items.get(key)
        if dist == "tensorflow" and fact is not None and _either_tensorflow(fact.value, history):
            continue  # 2.5–2.12 (and 2.4.0-rc0) on a Mac may be Apple's build as well: the name decides
        if fact is not None and fact.known and dist not in pkgs and not (
                dist == "tensorflow" and "tensorflow-macos" in pkgs):
            pkgs[dist] = {"version": fact.value, "source": fact.source}
            added = True
    if added:
        src = items["python.packages"].source if "python.packages" in items else "versions named in the report"
        items["python.packages"] = known(dict(sorted(pkgs.items())), src)
    if "torch.version" not in items and "torch" in pkgs:
        put("torch.version", pkgs["torch"].get("version"), "the torch distribution's version",
            items.get("python.packages"))

    gpu = premise("collect_env.gpu")
    if gpu is not None and "host.nvidia_gpus" not in items:
        driver = premise("collect_env.nvidia_driver")
        items["host.nvidia_gpus"] = known(
            [{"name": gpu.value, "driver": driver.value if driver else "", "memory": ""}],
            "; ".join(c.source for c in (gpu, driver) if c is not None))


def _refused_arm64_release(symptoms: list[Clue], python: Version | None) -> Clue | None:
    """An installer's refusal of a release (``torch (2.3.1)``: no candidates, no wheel for this platform) that
    has macOS arm64 wheels for this Python but no x86_64 ones: what is left to refuse it is an x86_64 interpreter."""
    if python is None:
        return None
    for clue in symptoms:
        if clue.value.get("id") != "no-wheel-for-interpreter":
            continue
        name, release = str(clue.value.get("package") or "").lower(), _version(clue.value.get("version"))
        last = support.last_x86_macos(name)
        row = support.python_row(name, release) if release is not None and last is not None else None
        minor = Version(f"{python.major}.{python.minor}")
        if (row is not None and release is not None and last is not None and release > last
                and Version(row["python_min"]) <= minor <= Version(row["python_max"])):
            return clue
    return None


def _torch_after_last_x86(torch: Any, conda_packages: Any) -> bool:
    """Whether an installed torch is a release PyTorch published for macOS as arm64 wheels only (after the last x86_64
    one), and not one conda installed (conda-forge builds osx-64 too) nor a local build ('2.5.0a0+git79ca596')."""
    version = _version(torch)
    if version is None or version.local is not None or (isinstance(conda_packages, Mapping) and (
            "pytorch" in conda_packages or "torch" in conda_packages)):
        return False
    return Version(version.base_version) > Version(kb.check_table("torch_mps")["last_x86_64_macos_torch"])


def _version(text: Any) -> Version | None:
    try:
        return Version(str(text)) if text is not None else None
    except InvalidVersion:
        return None


def _either_tensorflow(text: Any, history: Mapping[str, Any]) -> bool:
    """A TensorFlow version that Apple's own builds for the Mac also report (2.5–2.12 as tensorflow-macos, the
    2.4.0-rc0 of Apple's alpha): without the distribution's name it may be either."""
    v = _version(text)
    first_plain = Version(kb.check_table("tensorflow_metal")["arm64_plain_tensorflow_from"])
    return v is not None and (Version(history["tensorflow_macos_first"]) <= v < first_plain
                              or v == Version(history["tensorflow_macos_alpha"]))


def _before_big_sur(text: Any) -> bool:
    v = _version(text)
    first = Version(kb.check_table("history")["apple_silicon_first_macos"])
    return v is not None and v != Version(COMPAT_MACOS) and v < first


def _after_tahoe(text: Any) -> bool:
    v = _version(text)
    last = Version(kb.check_table("history")["intel_last_macos"])
    return v is not None and v.major > last.major


def _kernel_before_big_sur(put: Any, release: str, fact: Fact | None) -> None:
    major = _version(release.split(".", 1)[0])
    table = kb.check_table("history")["darwin_kernel"]
    row = next((r for r in table if major is not None and Version(str(r["kernel"])) == major), None)
    if row is not None and _before_big_sur(row["macos"]):
        put("host.arm64_capable", 0, f"Darwin {release} is macOS {row['macos']}, which runs only on Intel Macs",
            fact, sure="certain")


def _env(lines: list[Line]) -> dict[str, tuple[str, Clue]]:
    env: dict[str, tuple[str, Clue]] = {}
    for line in lines:
        if "=" in line.text and ("export" in line.text or "vars set" in line.text or "setenv" in line.text):
            for m in _ENV.finditer(line.text):
                env.setdefault(m.group(1), (m.group(2), Clue("env", m.group(2), line, 0, "env")))
    return env


def _lines_source(what: str, clues: list[Clue]) -> str:
    numbers = sorted({c.line.number for c in clues})
    if not numbers:
        return what
    shown = ", ".join(str(n) for n in numbers[:12]) + (" …" if len(numbers) > 12 else "")
    return f"report lines {shown}: {what}"

