"""What a clue means when its pattern alone cannot say it (named by ``evaluator`` in ``checks/clues.toml``).

Each evaluator records facts (and symptoms) from one match, with the clue's rank and certainty, or a
weaker certainty where the meaning is an inference (an arm64 library on the machine makes Apple silicon
likely, not certain). Historical knowledge comes from ``checks/history.toml``.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from packaging.requirements import InvalidRequirement, Requirement
from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version

from macml_doctor import messages as msg
from macml_doctor.facts import failed
from macml_doctor.kb import load as kb
from macml_doctor.kb import support
from macml_doctor.paste.clues import INSTALL_COMMAND, LISTING, POST_HEADER, PROSE, WRAPPED, Found, Line, source_of
from macml_doctor.paste.platform_strings import MACHINES, chip_in, intel_cpu_in, macos_bound
from macml_doctor.paste.signatures import symptom
from macml_doctor.paste.wanted import support_said, wanted
from macml_doctor.regex_cache import compiled

if TYPE_CHECKING:
    from packaging.markers import Marker

    from macml_doctor.paste.scan import Stream

INT_KEYS = ("host.arm64_capable", "python.translated")
BOOL_KEYS = ("torch.mps_available", "torch.mps_built", "torch.cuda_available", "tensorflow.metal_named",
             "tensorflow.apple_instructions", "host.rosetta_installed", "mlx.metal_available")
_PYTHON_EXE = compiled(r"/python(?:3(?:\.\d{1,2})?)?$")
# A Python extension module: CPython's tagged suffix ('pybind.cpython-39-darwin.so', 'x.abi3.so'), or any shared
# library under site-packages.
_EXTENSION_MODULE = compiled(r"\.(?:cpython-\d{2,3}\w{0,3}-darwin|abi3)\.so$|/site-packages/\S+\.(?:so|dylib)$")
_ARCH_IN_PATH = compiled(r"(?i)(?<![a-z])(arm64|aarch64|x86_64|x86-64|intel)(?![a-z])")
# Intel Homebrew's kegs: /opt/homebrew is the Apple-silicon prefix, so a formula under /usr/local/Cellar (or its
# /usr/local/opt link) is an x86_64 build (https://docs.brew.sh/Installation). dyld refusing one: the process is arm64
# ('/usr/local/Cellar/libsndfile/1.0.31/lib/libsndfile.1.dylib: mach-o, but wrong architecture' from an arm64
# Miniforge Python on an M1: https://github.com/librosa/librosa/issues/1292)
_INTEL_HOMEBREW_KEG = compiled(r"(?<![\w/.~-])/usr/local/(?:Cellar|opt)/[\w@.+-]{1,60}/")
# A Java or .NET runtime's loader error around dyld's message: the process that loads the library is a JVM (java,
# a JNI loader such as JavaCPP's or JNA's) or a .NET host (dotnet, Mono, a Unity player), not a Python, so its
# architecture is that program's: 'java.lang.UnsatisfiedLinkError: …/libsecureunionidjni….dylib: dlopen(…): tried: …
# (mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64'))' then '\tat java.lang.ClassLoader…'
# from an x86_64 JDK on an M1 (https://github.com/volcengine/SecureUnionID/issues/30) ; 'Exception in thread "main"
# java.lang.UnsatisfiedLinkError: …/ods-input-osx.jnilib: … (have 'x86_64', need 'arm64e'))' from an arm64 JDK on an
# M1 (https://github.com/Boomaa23/open-ds/issues/10) ; JNA's 'Unable to load library 'x':' with its dlopen lines under
# it ; .NET's 'System.DllNotFoundException: Unable to load shared library 'llama' or one of its dependencies. In order
# to help diagnose loading problems, consider setting the DYLD_PRINT_LIBRARIES environment variable: ' with dlopen on
# the next line (https://github.com/dotnet/machinelearning/issues/7495, dev 4183-4185), or dyld's tries quoted a few
# lines under it ('System.DllNotFoundException: Unable to load shared library 'monocypher_native'' … 'Then lots of
# (truncated for clarity):' … '…/libmonocypher_native.dylib (mach-o file, but is an incompatible architecture (have
# 'x86_64', need 'arm64'))' on an M1 MacBook: https://github.com/xoofx/Monocypher.NET/issues/4). Read in the lines
# before dyld's words, or the stack frames of the runtime right after them.
_RUNTIME_LOADER = compiled(r"\b(?P<java>UnsatisfiedLinkError)\b"
                           r"|\b(?:System\.)?(?:DllNotFound|BadImageFormat)Exception\b"
                           r"|\bDYLD_PRINT_LIBRARIES\s+environment\s+variable\b")
_RUNTIME_FRAME = compiled(r"(?m)^[ \t>|]{0,12}at[ \t]+"
                          r"(?:(?P<java>java\.|jdk\.|sun\.|com\.sun\.jna\.|org\.bytedeco\.javacpp\.)"
                          r"|System\.Runtime\.(?:InteropServices|Loader)\.|System\.Reflection\.)")
# A Ruby gem's or a Node.js addon's native file named in dyld's message (the file dlopen was given, or the paths dyld
# tried, on the message's line): the process that loads it is Ruby or Node.js, not a Python. A gem's folder is
# '…/gems/<name>-<version>/' (pgsync's Homebrew formula: "(mach-o file, but is an incompatible architecture (have
# 'x86_64', need 'arm64e' or 'arm64')), '/System/Volumes/Preboot/Cryptexes/OS/usr/local/Cellar/pgsync/0.7.4_1/libexec/
# gems/pg-1.4.6/lib/pg_ext.bun" on an arm64 Ruby: https://github.com/ankane/pgsync/issues/227 ; 'LoadError:
# dlopen(/Users/sobrinho/.gem/ruby/2.7.2/gems/grpc-1.42.0.pre1-universal-darwin/src/ruby/lib/grpc/2.7/grpc_c.bundle, 9):
# no suitable image found.' https://github.com/grpc/grpc/issues/25755), Ruby's own error '… (LoadError)'; a Node.js
# addon is a '.node' file (node_modules/<pkg>/build/Release/<name>.node, napi-v8/tfjs_binding.node), Node's error code
# ERR_DLOPEN_FAILED. Not a Python package folder that happens to be named gems (no '<name>-<version>' under it), nor a
# '.node' word that is no file (a host name, 'the .node extension').
_RUBY_OR_NODE_FILE = compiled(r"/gems/[A-Za-z][\w.+-]{0,80}-\d[\w.+-]{0,40}/|\(LoadError\)"
                              r"|(?P<node>/[\w.@+-]{1,120}\.node(?=['\")\s,:]|$)|\bERR_DLOPEN_FAILED\b)", re.M)


@dataclass(frozen=True)
class Match:
    rank: int
    certainty: str
    groups: Mapping[str, str]
    line: Line
    offset: int
    stream: Stream


def typed(key: str, value: str) -> Any:
    if key in INT_KEYS:
        return int(value)
    if key in BOOL_KEYS or value in ("true", "false"):
        return value.lower() == "true"
    if key == "python.machine":  # as people write it too: 'MacOS (ARM64)', 'X86_64'
        return MACHINES.get(value, MACHINES.get(value.lower(), value))
    return value


def history() -> Mapping[str, Any]:
    return kb.check_table("history")


def _machine(word: str) -> str:
    word = word.lower().replace("-", "_")
    return {"arm": "arm64", "arm64e": "arm64", "aarch64": "arm64", "i386": "x86_64", "intel": "x86_64",
            "x86_64h": "x86_64", "x86": "x86_64", "amd64": "x86_64"}.get(word, word)


def _loaded_file(m: Match) -> str | None:
    """The library dyld was loading: the last ``dlopen(`` before the match, else the path on its line."""
    before = m.stream.before(m.offset, 1500)
    at = before.rfind("dlopen(")
    if at >= 0:
        return before[at + 7:].split(",", 1)[0].strip()[:400] or None
    path = re.search(r"(/\S{1,400}?):\s*$", before.rsplit("\n", 1)[-1])
    return path.group(1) if path else None


def _runtime_loader(m: Match) -> str | None:
    """The runtime whose loader error dyld's message is part of ('Java' or '.NET'), read in the lines before it (at
    most nine: the error's own line, or a few lines up where dyld's tries are listed apart) or in the runtime's stack
    frames in the three lines after it; 'Ruby' or 'Node.js' where the file loaded is a gem's or an addon's, named on
    the message's line; None for any other process (a Python's)."""
    before = _RUNTIME_LOADER.search("\n".join(m.stream.before(m.offset, 3000).split("\n")[-10:]))
    hit = before or _RUNTIME_FRAME.search("\n".join(m.stream.text[m.offset: m.offset + 1500].split("\n")[1:4]))
    if hit is not None:
        return "Java" if hit.group("java") else ".NET"
    # the message's line, and the lines a wrap made of it (up to a blank line)
    head = "\n".join(m.stream.before(m.offset, 1500).split("\n\n")[-1].split("\n")[-2:])
    tail = "\n".join(m.stream.text[m.offset: m.offset + 600].split("\n\n", 1)[0].split("\n")[:3])
    own = _RUBY_OR_NODE_FILE.search(f"{_loaded_file(m) or ''}\n{head}{tail}")
    return None if own is None else "Node.js" if own.group("node") else "Ruby"


def _process_machine(found: Found, m: Match, machine: str, certainty: str, runtime: str | None) -> None:
    """The architecture of the process that loads a library: the Python's, or a JVM's or .NET host's (a program that
    is no Python, as clues.toml x86-program-named records it)."""
    found.add("program.machine" if runtime else "python.machine", machine, m.line, m.rank, certainty)


def arch_direction(found: Found, m: Match) -> None:
    """dyld's (have 'x', need 'y'): the loading process is y; a build of x exists on this Mac. A process that needs
    x86_64h (the Haswell slice) runs natively on an Intel CPU: Rosetta's processes need plain x86_64. A binary in a
    hosted CI runner's home was installed or cross-built there, so its slice says nothing of the runner's CPU."""
    need, have = _machine(m.groups["need"]), _machine(m.groups["have"])
    loaded = _loaded_file(m)
    runtime = _runtime_loader(m)
    symptom(found, "incompatible-arch", m.line, have=m.groups["have"], need=m.groups["need"], file=loaded,
            runtime=runtime)
    _process_machine(found, m, need, m.certainty, runtime)
    if m.groups["need"].lower() == "x86_64h":
        found.add("host.arm64_capable", 0, m.line, m.rank, "likely")
    elif need == "arm64" or (have == "arm64" and not (loaded or "").startswith(history()["github_runner"]["home"])):
        # an arm64 process runs only on Apple silicon, whatever it loads (R or Julia loading a Python's
        # libpython3.X.dylib, whose own architecture is the library's: clues.toml dyld-embedded-libpython)
        found.add("host.arm64_capable", 1, m.line, m.rank, "likely")


def arch_from_path(found: Found, m: Match) -> None:
    """Old dyld ("mach-o, but wrong architecture") gives no direction; the library's path may name its arch. It
    stands before the message on its line, or ends the line before where the message opens its line (a wrap)."""
    before = m.stream.before(m.offset, 400)
    path = before.rsplit("\n", 1)[-1]
    if not path.strip():
        path = before.rstrip().rsplit("\n", 1)[-1]
    runtime = _runtime_loader(m)
    symptom(found, "incompatible-arch", m.line, file=_loaded_file(m), runtime=runtime)
    hit = _ARCH_IN_PATH.search(path)
    if hit is not None:
        have = _machine(hit.group(1))
    elif _INTEL_HOMEBREW_KEG.search(path):
        have = "x86_64"  # a keg of Intel Homebrew (/usr/local/Cellar, /usr/local/opt) holds x86_64 builds
    else:
        return
    need = "x86_64" if have == "arm64" else "arm64"
    _process_machine(found, m, need, "likely", runtime)
    if have == "arm64":
        found.add("host.arm64_capable", 1, m.line, m.rank, "likely")


def arch_in_words(found: Found, m: Match) -> None:
    """A person says in words that a compiled module is built for the other architecture ('an x86_64 .so file' in
    an osx-arm64 package): the module is `have`, the interpreter that cannot load it the other one. A binary said to
    lack one of the two Mac architectures ('universal2 wheel … does not contain arm64 architecture') holds only the
    other: `lacks` names the missing one."""
    have = _machine(m.groups.get("have") or m.groups.get("have2") or "")
    lacks = _machine(m.groups.get("lacks") or m.groups.get("lacks2") or "")
    if not have and lacks in ("x86_64", "arm64"):
        have = "arm64" if lacks == "x86_64" else "x86_64"
    if have not in ("x86_64", "arm64"):
        return
    need = "arm64" if have == "x86_64" else "x86_64"
    symptom(found, "incompatible-arch", m.line, have=have, need=need, certainty=m.certainty)


def other_arch(found: Found, m: Match) -> None:
    """pip refuses a wheel of one architecture: the interpreter is the other one (and, for MLX, has no MLX). A wheel
    for one CPython minor (cp312-cp312) is refused as well by another Python version, and one built for a macOS
    newer than some Mac of its architecture runs (above 11.0 for arm64; 11.0 and above for x86_64, which Intel Macs
    on 10.x lack) by an older macOS: then the other architecture is only possible, and for an x86_64 wheel of macOS
    11 or later not read at all (an x86_64 Python that takes Big Sur for 10.16 refuses it too). A tag pip never offers
    (arm64 below 11.0, a minor other than 0 from 11 on) is the wheel's own fault and says nothing."""
    tag = Version(f"{m.groups['major']}.{m.groups['minor']}")
    flattened = Version(history()["wheel_tags_flattened_from_macos"])
    if (m.groups["arch"] == "arm64" and tag < flattened) or (tag >= flattened and tag.minor != 0):
        return  # a mis-tagged wheel: no interpreter of either architecture accepts it
    arch = _machine(m.groups["arch"])
    wheel = re.search(r"([A-Za-z0-9_.]{1,80})-[\w.+!]{1,40}-((?:cp|py)\d{1,3}\w{0,4})-([\w.]{1,20})$",
                      m.stream.before(m.offset, 200))
    one_minor = wheel is not None and wheel.group(2).startswith("cp") and wheel.group(3) != "abi3"
    if wheel is not None and one_minor and _other_minor_named(m, wheel.group(2)):
        return  # the refusal is the interpreter tag's: the Python named just before is another minor
    first = Version(history()["apple_silicon_first_macos"])
    newer_macos = tag > first if arch == "arm64" else tag >= first
    # An x86_64 wheel for macOS 11 or later is refused as well by an x86_64 Python that takes Big Sur for macOS 10.16
    # (pip before 20.3, or a Python built on a 10.x SDK: dev 2723's 'tags 10_16'), the commonest cause in the first
    # Apple-silicon years: apple/tensorflow_macos's installer refusing its own bundled
    # 'numpy-1.18.5-cp38-cp38-macosx_11_0_x86_64.whl' from the x86_64 bundle it chose for an x86_64 shell
    # (https://github.com/apple/tensorflow_macos/issues/46). No architecture is read from it.
    if not (arch == "x86_64" and newer_macos):
        found.add("python.machine", "x86_64" if arch == "arm64" else "arm64", m.line, m.rank,
                  "possible" if one_minor or newer_macos else m.certainty)
    if wheel and wheel.group(1).lower().replace("_", "-") == "mlx":
        symptom(found, "pip-no-wheels", m.line, package="mlx")


# A Python named by its minor ('install on python3.8 will have below issue', 'Python 3.8.10', 'py38'), read in the
# 600 characters before a refused wheel.
_PYTHON_MINOR_NAMED = compiled(r"(?i)\b(?:python|py)[ \t]?v?3\.?(?P<minor>\d{1,2})\b")


def _other_minor_named(m: Match, interpreter: str) -> bool:
    """The text just before a refused one-minor wheel (cp39) names one Python, of another minor (python3.8): pip
    refuses the wheel for its interpreter tag, whatever the architecture ('install on python3.8 will have below issue'
    then 'torch-1.8.0a0-cp39-cp39-macosx_11_0_arm64.whl is not a supported wheel on this platform':
    https://github.com/wizyoung/AppleSiliconSelfBuilds/issues/1)."""
    tag = re.fullmatch(r"cp3(\d{1,2})\w{0,4}", interpreter)
    named = {g.group("minor") for g in _PYTHON_MINOR_NAMED.finditer(m.stream.before(m.offset, 600))}
    return tag is not None and len(named) == 1 and tag.group(1) not in named


def newlapack(found: Found, m: Match) -> None:
    """$NEWLAPACK symbols exist from macOS 13.3: a library that needs them was built for a newer macOS."""
    file = _loaded_file(m) or ""
    if "mlx" in file.lower():
        symptom(found, "mlx-needs-newer-macos", m.line, needs="13.3", file=file, certainty=m.certainty)
    else:
        symptom(found, "library-needs-newer-macos", m.line, needs="13.3", certainty=m.certainty)


def pip_versions(found: Found, m: Match) -> None:
    """pip's "(from versions: …)": the versions offered betray the platform the index was asked about.

    A list that ends at a framework's last macOS x86_64 release while a newer one is wanted is the macOS x86_64
    list. On a Mac, a list holding a release newer than that cut-off, or starting where only the arm64 wheels
    start, is the arm64 list: recorded as a premise, since the same list may come from Linux or Windows."""
    try:
        req = Requirement(m.groups["requirement"])
    except InvalidRequirement:
        return
    name = re.sub(r"[-_.]+", "-", req.name).lower()
    offered = []
    for word in (m.groups.get("versions") or "").split(","):
        try:
            offered.append(Version(word.strip()))
        except InvalidVersion:
            continue
    if not offered:
        symptom(found, "pip-no-wheels", m.line, package=name)
        return
    last = support.last_x86_macos(name)
    if last is None:
        return
    newest = max(offered)
    wanted = [Version(s.version.rstrip(".*")) for s in req.specifier
              if s.operator in ("==", "~=", ">=", ">", "===") and "+" not in s.version]
    if newest.release[:2] == last.release[:2] and newest <= last and any(w > last for w in wanted):
        symptom(found, X86_LIST_SYMPTOMS[name], m.line, newest=str(newest), requirement=str(req), last=str(last))
        found.add("host.os", "Darwin", m.line, m.rank, "likely")
        found.add("python.machine", "x86_64", m.line, m.rank, "likely")
        return  # the x86_64 list: its end is the platform's, not the Python's
    if newest > last or _only_arm64_starts_at(name, min(offered)):
        found.add("installer.mac_machine", "arm64", m.line, m.rank, "likely")
    _older_python_list(found, m, name, newest, wanted, str(req))


def _older_python_list(found: Found, m: Match, name: str, newest: Version, wanted: list[Version],
                       requirement: str) -> None:
    """A list that ends at a release while a newer one is wanted whose wheels need a newer Python than the newest
    offered one's do (torch>=2.10 wanted, 'from versions: … 2.8.0': 2.9 dropped 3.9): the interpreter is one of the
    Pythons the index stopped serving, older than the wanted release needs (python_support.toml's rows)."""
    have = support.python_row(name, newest)
    rows = [row for row in (support.python_row(name, w) for w in wanted if w > newest) if row is not None]
    if have is None or not rows:
        return
    needs = max(Version(row["python_min"]) for row in rows)
    if needs > Version(have["python_min"]):
        symptom(found, "python-older-than-wanted", m.line, framework=name, newest=str(newest),
                requirement=requirement, needs=str(needs), certainty="likely")


# The symptom a framework's macOS x86_64 version list is (checks/symptoms.toml maps it to a finding).
X86_LIST_SYMPTOMS = {"torch": "torch-x86-mac-list", "tensorflow": "tf-x86-mac-list"}


def _only_arm64_starts_at(name: str, oldest: Version) -> bool:
    """Whether some Python's first macOS arm64 wheels, and no Python's first x86_64 ones, are of this release."""
    table = support.first_wheels()
    arm, x86 = table.get((name, "macos-arm64")), table.get((name, "macos-x86_64"))
    if arm is None or x86 is None:
        return False
    base = Version(oldest.base_version)
    return base in {arm[0], *arm[1].values()} and base not in {x86[0], *x86[1].values()}


def _subdir_host(found: Found, m: Match, subdir: str) -> None:
    """What a conda subdir says of the host: its OS, and Apple silicon for osx-arm64 (only such a Mac runs it)."""
    os_name = {"osx": "Darwin", "linux": "Linux", "win": "Windows"}[subdir.split("-", 1)[0]]
    found.add("host.os", os_name, m.line, m.rank, m.certainty)
    if subdir == "osx-arm64":
        found.add("host.arm64_capable", 1, m.line, m.rank, m.certainty)


def _subdir_platform(found: Found, m: Match, subdir: str) -> None:
    """What a conda subdir says of the machine: its OS, and on macOS the (likely) architecture of the Python."""
    _subdir_host(found, m, subdir)
    if subdir == "osx-arm64":
        found.add("python.machine", "arm64", m.line, m.rank + 10, "likely")
    elif subdir == "osx-64":
        found.add("python.machine", "x86_64", m.line, m.rank + 10, "likely")


def conda_subdir(found: Found, m: Match) -> None:
    subdir = m.groups["subdir"]
    _subdir_platform(found, m, subdir)
    found.add("conda.base_python_subdir", subdir, m.line, m.rank + 10, "likely")


def tool_subdir(found: Found, m: Match) -> None:
    """The conda platform a Python tool (conda-lock) names as the one it runs on: computed from that Python's
    ``sys.platform`` and ``platform.machine()``, so it says what :func:`_subdir_platform` says of any subdir."""
    _subdir_platform(found, m, m.groups["subdir"])


def native_tool_subdir(found: Found, m: Match) -> None:
    """The conda platform a compiled tool (micromamba's libmamba, pixi) names as its own: the system, and on macOS
    an Apple-silicon host where the binary is arm64 (only such a Mac runs it); no Python is named."""
    _subdir_host(found, m, m.groups["subdir"])


# A subdir as conda-forge's BLAS builds write it in their build string ('16_osxarm64_accelerate'), or as its macOS
# compilers name their target ('arm64-apple-darwin20.0.0-clang++' is the osx-arm64 toolchain, 'x86_64-apple-
# darwin13.4.0-clang' the osx-64 one).
_SUBDIR_WORD = {"osxarm64": "osx-arm64", "osx64": "osx-64", "linux64": "linux-64", "linuxaarch64": "linux-aarch64",
                "win64": "win-64", "arm64-apple-darwin20.0.0": "osx-arm64", "x86_64-apple-darwin13.4.0": "osx-64"}


def conda_package_subdir(found: Found, m: Match) -> None:
    """A package row of a solver plan or listing that names its subdir (``conda-forge/osx-64::bzip2-…``,
    ``conda-forge/osx-arm64  Cached``): the environment's own subdir, since conda installs only packages of the
    environment's subdir (and noarch ones)."""
    subdir = _SUBDIR_WORD.get(m.groups["subdir"], m.groups["subdir"])
    _subdir_platform(found, m, subdir)
    found.add("conda.python_subdir", subdir, m.line, m.rank, m.certainty)
    found.add("conda.env", True, m.line, m.rank, m.certainty)


def chip_group(found: Found, m: Match) -> None:
    chip = chip_in(m.groups.get("chip", ""))
    if chip:
        found.add("host.cpu_brand", chip, m.line, m.rank, m.certainty)


def cpu_brand(found: Found, m: Match) -> None:
    text = m.groups["brand"]
    brand = chip_in(text) or intel_cpu_in(text) or ("Intel" if "Intel" in text else None)
    if brand:
        found.add("host.cpu_brand", brand, m.line, m.rank, m.certainty)
        found.add("host.os", "Darwin", m.line, m.rank, m.certainty)


def cpu_line(found: Found, m: Match) -> None:
    """A tool's CPU line that runs on any OS (``npx envinfo``'s ``CPU: (10) arm64 Apple M1 Max``): the brand only."""
    text = m.groups["brand"]
    found.add("host.cpu_brand", chip_in(text) or intel_cpu_in(text), m.line, m.rank, m.certainty)


def mac_model_arm(model: str) -> bool | None:
    """Whether a Mac model identifier (``MacBookPro18,3``, ``Mac14,2``) is an Apple-silicon Mac; None if unknown."""
    for row in sorted(history()["mac_model"], key=lambda r: -len(r["family"])):
        family = row["family"]
        generation = model[len(family):].split(",", 1)[0]
        if model.lower().startswith(family.lower()) and generation.isdigit():
            first = row.get("first_apple_silicon")
            return first is not None and int(generation) >= first
    return None


def mac_model(found: Found, m: Match) -> None:
    """A Mac model identifier names the hardware, so the hardware fact is only likely here; it runs macOS unless the
    rest of the report says otherwise (Asahi Linux, Boot Camp run on the same Macs): macOS is only possible, and any
    other OS the report names at the same rank wins."""
    model = "".join(m.groups["model"].split())  # 'MacBook Pro 12,1' (mac-model-identifier-spaced) is MacBookPro12,1
    arm = mac_model_arm(model)
    if arm is not None:
        found.add("host.arm64_capable", 1 if arm else 0, m.line, m.rank, "likely")
        found.add("host.os", "Darwin", m.line, m.rank + 5, "possible")
    if model.lower().startswith("virtualmac"):
        symptom(found, "virtual-machine-macos", m.line, clue="mac-model", certainty="likely")


_CRASHED_PYTHON = compiled(r"(?im)^[ \t]{0,4}(?:Process:[ \t]+(?:Python|python3(?:\.\d{1,2})?)[ \t]+\[\d{1,9}\]"
                           r"|Identifier:[ \t]+(?:org\.python\.python|com\.apple\.python3)[ \t]*$)")


def crash_code_type(found: Found, m: Match) -> None:
    """A macOS crash report's ``Code Type``: an x86_64 process runs translated only on Apple silicon and natively only
    on an Intel Mac; when the crashed process is a Python (its ``Process``/``Identifier`` lines just above), the line
    also names that Python's architecture and translation."""
    arch, translated = m.groups["arch"], m.groups["how"] == "Translated"
    found.add("host.os", "Darwin", m.line, m.rank, m.certainty)
    found.add("host.arm64_capable", 1 if translated or arch == "ARM-64" else 0, m.line, m.rank, m.certainty)
    header = m.stream.before(m.offset, 600).split("\n")[-8:]
    if any(_CRASHED_PYTHON.match(line) for line in header):
        found.add("python.machine", "arm64" if arch == "ARM-64" else "x86_64", m.line, m.rank, m.certainty)
        found.add("python.translated", int(translated), m.line, m.rank, m.certainty)



# A Python's executable, by its file name (python.org's and Homebrew's framework app, a bin/python3.X).
_PYTHON_EXECUTABLE = compiled(r"[Pp]ython(?:3(?:\.\d{1,2})?)?")
_FRAMEWORK_VERSION = compiled(r"/Python3?\.framework/Versions/(3\.\d{1,2})/")
_IPS_CPU_TYPE = compiled(r'"cpuType"\s{0,4}:\s{0,4}"(ARM-64|X86-64)"')
_IPS_TRANSLATED = compiled(r'"translated"\s{0,4}:\s{0,4}(true|false)\b')


def crash_ips_python(found: Found, m: Match) -> None:
    """A macOS JSON crash report (.ips) whose process is a Python (its ``procPath``, slashes escaped as JSON writes
    them): the path is the interpreter's real one (unless macOS anonymised a home folder in it), and the report's
    ``translated`` and ``cpuType`` just before it name that Python's architecture and translation, as the text
    report's ``Code Type`` does."""
    path = m.groups["path"].replace("\\/", "/")
    if _PYTHON_EXECUTABLE.fullmatch(path.rsplit("/", 1)[-1]) is None:
        return
    found.add("host.os", "Darwin", m.line, m.rank, m.certainty)
    if path.startswith("/") and "*" not in path:
        found.add("python.realpath", path, m.line, m.rank, m.certainty)
    framework = _FRAMEWORK_VERSION.search(path)
    if framework:
        found.add("python.version", framework.group(1), m.line, m.rank, m.certainty)
    head = m.stream.before(m.offset, 2000)
    cpu = [c.group(1) for c in _IPS_CPU_TYPE.finditer(head)]
    translated = [t.group(1) for t in _IPS_TRANSLATED.finditer(head)]
    if cpu and translated:  # translated only on Apple silicon, an x86_64 process natively only on an Intel Mac
        arm, rosetta = cpu[-1] == "ARM-64", translated[-1] == "true"
        found.add("host.arm64_capable", 1 if arm or rosetta else 0, m.line, m.rank, m.certainty)
        found.add("python.machine", "arm64" if arm else "x86_64", m.line, m.rank, m.certainty)
        found.add("python.translated", int(rosetta), m.line, m.rank, m.certainty)

# What stands just before a JSON object that names a platform wanted, not the one running: npm's 'wanted {"os":…}',
# a build's '"target": {…}', a package's '"supported": {…}'.
_WANTED_PLATFORM = compiled(r"(?i)\b(?:wanted|required|requires|targets?|targeted|supported|expected)\W{0,4}$")


def runtime_os_arch(found: Found, m: Match) -> None:
    """An app's own JSON naming the OS and the architecture it runs on ('"os":{"arch":"aarch64","name":"Mac OS"}'):
    an arm64 process on macOS runs only on Apple silicon; an object named as a platform wanted or built for is not
    the machine."""
    if _WANTED_PLATFORM.search(m.stream.before(m.offset, 40)):
        return
    found.add("host.os", "Darwin", m.line, m.rank, m.certainty)
    found.add("host.arm64_capable", 1, m.line, m.rank, m.certainty)


def sysctl_answer(found: Found, m: Match) -> None:
    """``sysctl -n NAME`` and the value it printed on the next line (these names exist only in Darwin's sysctl)."""
    name, value = m.groups["name"], m.groups["value"].strip()
    if name == "machdep.cpu.brand_string":
        brand = chip_in(value) or intel_cpu_in(value)
        if brand is None and not value.startswith("VirtualApple"):
            return
        found.add("host.os", "Darwin", m.line, m.rank, m.certainty)
        # macOS 11's Rosetta showed translated processes a "VirtualApple" CPU: Apple silicon, read under Rosetta.
        found.add("host.cpu_brand", brand, m.line, m.rank, m.certainty)
        found.add("host.arm64_capable", 1 if brand is None else None, m.line, m.rank, m.certainty)
        if brand is None:  # the shell that ran sysctl was translated, as is an interpreter started from it
            found.add("python.translated", 1, m.line, m.rank, "likely")
    elif name in ("hw.optional.arm64", "sysctl.proc_translated") and value in ("0", "1"):
        found.add("host.os", "Darwin", m.line, m.rank, m.certainty)
        if name == "hw.optional.arm64":
            found.add("host.arm64_capable", int(value), m.line, m.rank, m.certainty)
        else:  # the shell's translation, which an interpreter started from it shares unless it is a native binary
            found.add("python.translated", int(value), m.line, m.rank, "likely")
    elif name == "hw.model" and mac_model_arm(value) is not None:
        found.add("host.os", "Darwin", m.line, m.rank, m.certainty)
        mac_model(found, Match(m.rank, m.certainty, {"model": value}, m.line, m.offset, m.stream))


_ARCH_LAUNCHER = compiled(r"\barch:\s+posix_spawnp:\s+\S{1,200}:\s*$")


def bad_cpu_type(found: Found, m: Match) -> None:
    """errno 86: an x86_64 binary on Apple silicon without Rosetta. Printed by ``arch -x86_64 X`` (``arch:
    posix_spawnp: X: …``) it says that X has no x86_64 slice, an arm64-only Python: not a missing Rosetta (the
    symptom keeps the launcher so that the diagnosis can tell the two apart)."""
    launcher = _ARCH_LAUNCHER.search(m.stream.before(m.offset, 240).rsplit("\n", 1)[-1])
    symptom(found, "bad-cpu-type", m.line, clue="bad-cpu-type", launcher="arch" if launcher else None)


def built_wheel_arch(found: Found, m: Match) -> None:
    """pip builds wheels for its own interpreter: an arm64 macOS wheel was built by an arm64 Python (an x86_64 tag
    is not read: old pips tagged arm64 builds x86_64)."""
    arch = m.groups.get("arch") or m.groups.get("arch2") or ""
    found.add("host.os", "Darwin", m.line, m.rank, m.certainty)
    found.add("python.machine", arch, m.line, m.rank, m.certainty)


def binary_arch(found: Found, m: Match) -> None:
    """`file` / `lipo -info` of a thin binary: when it is the Python, the interpreter's architecture; when it is a
    Python extension module, the one slice it holds (reasoning.py compares it with the interpreter's)."""
    arch = _machine(m.groups["arch"])
    if _PYTHON_EXE.search(m.groups["path"]):
        found.add("python.exe_archs", [arch], m.line, m.rank, m.certainty)
        found.add("python.machine", arch, m.line, m.rank, m.certainty)
    elif _EXTENSION_MODULE.search(m.groups["path"]):
        found.add("module.thin_arch", {"arch": arch, "file": m.groups["path"]}, m.line, m.rank, m.certainty)


_WHICH = compiled(r"^\$\((?:which|command\s+-v)\s+([\w.]+)\)$")  # lipo -archs $(which python3)


def lipo_archs(found: Found, m: Match) -> None:
    """`lipo -archs FILE` and its answer ('x86_64 arm64'), or `file` on a universal binary: the Python's architectures
    when FILE is the Python (its machine where it holds one), an extension module's one slice where it is thin."""
    words = f'{m.groups["archs"]} {m.groups.get("arch2") or ""}'.split()  # file's universal binary: two groups
    archs = sorted({_machine(word) for word in words})
    path = _WHICH.sub(r"/\1", m.groups["path"].strip("'\""))
    if _PYTHON_EXE.search(path):
        found.add("python.exe_archs", archs, m.line, m.rank, m.certainty)
        if len(archs) == 1:
            found.add("python.machine", archs[0], m.line, m.rank, m.certainty)
    elif _EXTENSION_MODULE.search(path) and len(archs) == 1:
        found.add("module.thin_arch", {"arch": archs[0], "file": path}, m.line, m.rank, m.certainty)


def _kernel_macos(found: Found, m: Match) -> None:
    """The macOS a Darwin kernel release names: the first version that shipped its major.minor (a lower bound, which
    settles the 12.3 floor that Darwin 21 alone cannot), else its major's release."""
    if not m.groups.get("kernel"):
        return
    parts = m.groups["kernel"].split(".")
    minor = next((r for r in history()["darwin_kernel_minor"] if r["kernel"].split(".") == parts[:2]), None)
    row = minor or next((r for r in history()["darwin_kernel"] if r["kernel"] == int(parts[0])), None)
    if row is not None:
        found.add("host.macos_major", row["macos"], m.line, m.rank, m.certainty)


def uname_machine(found: Found, m: Match) -> None:
    """`uname -m` is the shell's architecture (a toolchain's host triple, the program's): arm64 proves Apple silicon;
    x86_64 may be Rosetta."""
    arch = _machine(m.groups["arch"]) if m.groups.get("arch") else None
    if arch == "arm64":
        found.add("host.arm64_capable", 1, m.line, m.rank, m.certainty)
    if arch:
        found.add("uname.machine", arch, m.line, m.rank, m.certainty)
    _kernel_macos(found, m)


# What only a Python that reticulate ran inside the R process prints, and what says that no Python loaded there
_RETICULATE_RAN = compiled(r"Error in py_(?:call_impl|module_import|run_(?:string|file)_impl)\("
                           r"|Python Exception Message|[/\\]reticulate[/\\]python[/\\]rpytools[/\\]")
_WRONG_ARCH = compiled(r"(?i)wrong architecture|incompatible architecture")
R_SESSION_REACH = 20000


def r_platform_arm64(found: Found, m: Match) -> None:
    """An arm64 R (clue r-platform-arm64-darwin) beside an error of a Python reticulate ran in it: that Python is
    arm64, as the R that loaded it (likely: a session info may come from another session of the same person)."""
    near = m.stream.text[max(0, m.offset - R_SESSION_REACH): m.offset + R_SESSION_REACH]
    if _RETICULATE_RAN.search(near) and not _WRONG_ARCH.search(near):
        found.add("python.machine", "arm64", m.line, m.rank, "likely")


def r_arm64_library(found: Found, m: Match) -> None:
    """A package in the arm64 R's library (clue r-arm64-library-path): reticulate's rpytools there run in the Python
    that R process loaded, an arm64 one."""
    if m.groups.get("rest"):
        found.add("python.machine", "arm64", m.line, m.rank, m.certainty)


def fetch_kernel(found: Found, m: Match) -> None:
    """neofetch/fastfetch's ``Kernel:`` line: Linux (also on a Mac's hardware under Asahi), or Darwin's version."""
    if m.groups.get("linux"):
        found.add("host.os", "Linux", m.line, m.rank, m.certainty)
        return
    found.add("host.os", "Darwin", m.line, m.rank, m.certainty)
    found.add("host.kernel_release", m.groups["kernel"], m.line, m.rank, m.certainty)
    _kernel_macos(found, m)


def kernel_arch(found: Found, m: Match) -> None:
    found.add("host.arm64_capable", 1 if m.groups["arch"] == "ARM64" else 0, m.line, m.rank, m.certainty)
    _kernel_macos(found, m)


def os_word(found: Found, m: Match) -> None:
    os_name = {"darwin": "Darwin", "linux": "Linux", "win32": "Windows", "windows": "Windows"}[m.groups["os"].lower()]
    found.add("host.os", os_name, m.line, m.rank, m.certainty)
    if os_name == "Darwin" and m.groups.get("kernel"):  # platform.release(): the Darwin kernel
        found.add("host.kernel_release", m.groups["kernel"], m.line, m.rank, m.certainty)
        _kernel_macos(found, m)


def machine_word(found: Found, m: Match) -> None:
    arch = m.groups.get("arch") or m.groups.get("arch2") or m.groups.get("arch3") or m.groups.get("arch4")
    if arch:
        found.add("python.machine", _machine(arch), m.line, m.rank, m.certainty)


def numpy_simd(found: Found, m: Match) -> None:
    """NumPy's SIMD baseline names the architecture it was built for, which is its interpreter's."""
    found.add("python.machine", "arm64" if m.groups["isa"] == "NEON" else "x86_64", m.line, m.rank, m.certainty)


# The fact each module's version answers (module-version-answer), by the name the REPL asked it under
_MODULE_VERSION_KEYS = {"tf": "tensorflow.version", "tensorflow": "tensorflow.version", "keras": "keras.version",
                        "jax": "jax.version", "jaxlib": "jax.jaxlib_version", "mlx": "mlx.version",
                        "mlx.core": "mlx.version", "ct": "coremltools.version", "coremltools": "coremltools.version"}


def module_version_answer(found: Found, m: Match) -> None:
    """A framework's __version__ asked and answered: a repr in quotes, or a bare string where it was printed."""
    if not (m.groups.get("q") or m.groups.get("call")):
        return
    module, version = m.groups["module"], m.groups["version"]
    if module in ("np", "numpy"):
        found.add("python.packages", ("numpy", {"version": version}), m.line, m.rank, m.certainty)
        return
    found.add(_MODULE_VERSION_KEYS[module], version, m.line, m.rank, m.certainty)


def tf_no_gpu(found: Found, m: Match) -> None:
    """'TensorFlow is not recognising the GPU': the device list is empty (what a Linux box then runs is the CPU)."""
    found.add("tensorflow.gpu_devices", [], m.line, m.rank, m.certainty)


def homebrew_bottle(found: Found, m: Match) -> None:
    """A poured bottle's tag names the CPU Homebrew runs on (arm64_…: Apple silicon) and the macOS release."""
    name = m.groups["name"].replace("_", " ")
    major = next((r["macos"] for r in history()["macos_name"] if r["name"] == name), None)
    if major is not None:
        found.add("host.macos_major", major, m.line, m.rank, m.certainty)
    if m.groups.get("arch"):
        found.add("host.arm64_capable", 1, m.line, m.rank, m.certainty)
        if m.groups["formula"].startswith("python@"):
            found.add("python.machine", "arm64", m.line, m.rank, "likely")


def mac_model_year(found: Found, m: Match) -> None:
    """'iMac 2019', 'MacBook Pro (16-inch, 2019)', 'a 2019 MacBook Pro': a model year before Apple silicon names an
    Intel Mac; so does the iMac Pro (2017-2021, only ever Intel). A model year from 2021 to the newest ('my 2023 Mac
    Mini') names an Apple-silicon Mac; 2020 had both kinds, and is not read. It runs macOS unless the report names
    another OS (as for :func:`mac_model`)."""
    year = m.groups.get("year") or m.groups.get("year_first")
    known = history()
    if "imac_pro" in m.groups or (year and int(year) <= int(known["last_intel_only_year"])):
        found.add("host.os", "Darwin", m.line, m.rank + 5, "possible")
        found.add("host.arm64_capable", 0, m.line, m.rank, m.certainty)
        found.add("host.cpu_brand", "Intel", m.line, m.rank + 5, m.certainty)
    elif year and int(known["first_apple_silicon_only_year"]) <= int(year) <= int(known["newest_model_year"]):
        found.add("host.os", "Darwin", m.line, m.rank + 5, "possible")
        found.add("host.arm64_capable", 1, m.line, m.rank, m.certainty)


# A post written before the first Apple-silicon Mac may still speak of it ('the new Apple Silicon MacBooks', 'DTK').
APPLE_SILICON_NAMED = compiled(r"(?i)apple[\s-]+silicon|\bm[1-5]\b|\barm64e?\b|\baarch64\b|\bA12Z\b|\bDTK\b"
                                r"|developer\s+transition\s+kit")


def _dated_post(m: Match) -> tuple[str, str] | None:
    """The date of the post a match stands in (its header the last within 20,000 characters before it) and the post's
    text from that header to the match and 600 characters on (to the next header); None above every header."""
    heads = m.stream.headers_within(max(0, m.offset - 20000), m.offset)
    if not heads:
        return None
    start = heads[-1].end()
    rest = m.stream.text[start: m.offset + 600]
    nxt = POST_HEADER.search(rest, m.offset - start)
    return heads[-1].group("date"), rest[: nxt.start() if nxt else len(rest)]


def pc_intel_cpu(found: Found, m: Match) -> None:
    """An Intel Core named as the machine's CPU, of a generation newer than any Mac had (checks/history.toml
    last_intel_mac_core_generation), or a Core Ultra: a PC's part. Intel numbers a Core by its generation and then
    its SKU: one digit for the 2nd to 9th ('i9-9880H'), two for the 10th on ('i5-1038NG7', 'i9-13900K')."""
    model = m.groups.get("model")
    if model:
        generation = int(model[:2]) if model.startswith("1") else int(model[0])
        if generation <= int(history()["last_intel_mac_core_generation"]):
            return
    found.add("host.pc_intel_cpu", " ".join(m.groups["cpu"].split()), m.line, m.rank, m.certainty)


def mac_in_dated_post(found: Found, m: Match) -> None:
    """A Mac named ('I have a MacBook Pro 16 inch', 'Can I use gpu on Macbook Pro?') in a post whose header dates it
    before the first Apple-silicon Mac (checks/history.toml first_apple_silicon_mac_date) was an Intel Mac, unless the
    post itself speaks of Apple silicon; one dated after the Developer Transition Kit but before the first M1 Macs on
    sale (first_apple_silicon_retail_date) possibly was. A Mac named above every header (a title) is undated and not
    read."""
    dated = _dated_post(m)
    if dated is None:
        return
    date, post = dated
    if date >= str(history()["first_apple_silicon_retail_date"]):
        return
    # between the Developer Transition Kit and the first M1 Macs on sale, only possibly an Intel Mac
    certainty = m.certainty if date < str(history()["first_apple_silicon_mac_date"]) else "possible"
    if APPLE_SILICON_NAMED.search(post):
        return
    found.add("host.os", "Darwin", m.line, m.rank + 5, "possible")
    found.add("host.arm64_capable", 0, m.line, m.rank, certainty)
    found.add("host.cpu_brand", "Intel", m.line, m.rank + 5, certainty)


# nixpkgs-review's result sections, one per Nix system it built for ('### `x86_64-linux`', '### `aarch64-darwin`'; the
# older one-line form 'Result of `nixpkgs-review pr 177812` run on x86_64-darwin'); copied from the rendered page, the
# system alone on its line. Markdown code quotes are gone by now.
_NIX_SYSTEM = r"(?:x86_64|aarch64|i686|armv[67]l|riscv64|powerpc64le)-(?:linux|darwin)"
_NIX_REVIEW_SYSTEM = compiled(rf"(?m)^(?:[ \t]*###[ \t]+)?(?P<a>{_NIX_SYSTEM})[ \t]*$"
                              rf"|\bnixpkgs-review\s+pr\s+\d{{1,7}}\s+run\s+on\s+(?P<b>{_NIX_SYSTEM})\b")


def nix_review_system(found: Found, m: Match) -> None:
    """A nixpkgs-review result built on aarch64-darwin, Nix's system for Apple silicon (an aarch64-darwin Nix runs
    natively there only): the Mac that built it has Apple silicon. A review that also built for another system (its
    sections for x86_64-linux, aarch64-linux or x86_64-darwin) ran on several builders, none of them the report's one
    machine: not read."""
    text = m.stream.text
    for other in _NIX_REVIEW_SYSTEM.finditer(text):
        if (other.group("a") or other.group("b")) != "aarch64-darwin":
            return
    found.add("host.os", "Darwin", m.line, m.rank, m.certainty)
    found.add("host.arm64_capable", 1, m.line, m.rank, m.certainty)


# A thread's title that says what failed on the Mac ('Mac MKL error with mkl_blas_avx2_xdsyrk', 'Intel MKL FATAL ERROR
# on MacOS', 'Problems running INLA on a mac'): the Mac opens the title, or follows 'on', 'in', 'with' or 'under'.
# The failure may be the error's own words: an exception's name ('ImportError on Mac OS X'), Python's 'No module named'
# or a thing 'not found' ('No module named _dl found in MAC OSX (with cuda and cudnn)' over a description of
# 2017-04-26: https://github.com/pytorch/pytorch/issues/1358).
_TITLE_FAILURE = compiled(r"(?i)\b(?:errors?|fail(?:s|ed|ures?|ing)?|crash(?:es|ed|ing)?|problems?|issues?|broken"
                          r"|cannot|can't|can\s+not|unable|not\s+work(?:s|ing)?|doesn't\s+work|segfaults?"
                          r"|segmentation\s+fault|exceptions?|bug|[a-z]{2,30}(?:error|exception)"
                          r"|no\s+module\s+named|not\s+found)\b")
# A title giving advice to others ('For those having issues installing AutoGluon on MacOS', a maintainer's post with no
# machine of its own: dev 2820) or asking how names no failure of the writer's.
_TITLE_ADVICE = compiled(r"(?i)\b(?:for\s+(?:those|anyone|everyone|people|users|others)|how\s+(?:to|do|can)"
                         r"|guide|tips?|workarounds?|solutions?|faq|fix(?:ed|es)?\s+for)\b")
_TITLE_MAC_BEFORE = compiled(r"(?i)(?:\A[ \t]*(?:#+[ \t]*)?(?:\[?(?:bug|issue|question)\]?[ \t]*:?[ \t]{0,3})?\[?"
                             r"|\b(?:on|in|with|under)\s+(?:an?\s+|my\s+|the\s+)?)\Z")


def macos_only_message(found: Found, m: Match) -> None:
    """A message only macOS prints (its Qt platform plugin, its libc's signal wording, its C++ runtime's dylib, its one
    OpenCL platform) was printed on a Mac, dated or not; in a post dated before the first Apple-silicon Mac it was an
    Intel Mac (mac_in_dated_post)."""
    found.add("host.os", "Darwin", m.line, m.rank, m.certainty)
    mac_in_dated_post(found, m)


def title_mac_in_dated_thread(found: Found, m: Match) -> None:
    """A Mac named in a thread's title as where something failed ('Mac MKL error with mkl_blas_avx2_xdsyrk' over
    'cmosetick · description · 2014-12-04'), where the description right under the title is dated before the first
    Apple-silicon Mac: the title is the description's, written the same day, so the Mac was an Intel one (as
    mac_in_dated_post reads a Mac named in a dated post); unless the description speaks of Apple silicon. A title
    asking for a build or support ('Mac support', 'Add macOS wheels') names no failure, and one giving advice or asking
    how ('For those having issues … on MacOS') names none of the writer's: neither is read."""
    before = m.stream.before(m.offset, TITLE_REACH)
    if m.offset > TITLE_REACH or "\n" in before.lstrip() or not _TITLE_MAC_BEFORE.search(before.lstrip()):
        return
    end = m.stream.text.find("\n", m.offset)
    end = len(m.stream.text) if end < 0 else end
    title = m.stream.text[m.offset - len(before.lstrip()): end]
    if not _TITLE_FAILURE.search(title) or _TITLE_ADVICE.search(title):
        return
    head = POST_HEADER.search(m.stream.text, end, end + 400)
    if head is None or head.group("kind") != "description" or m.stream.text[end: head.start()].strip():
        return
    date = head.group("date")
    if date >= str(history()["first_apple_silicon_retail_date"]):
        return
    certainty = m.certainty if date < str(history()["first_apple_silicon_mac_date"]) else "possible"
    nxt = POST_HEADER.search(m.stream.text, head.end(), head.end() + 20000)
    post = m.stream.text[head.end(): nxt.start() if nxt else head.end() + 20000]
    if APPLE_SILICON_NAMED.search(post):
        return
    # Only the kind of Mac, no CPU brand: a release the report names (macOS before 11) then says it more surely.
    found.add("host.os", "Darwin", m.line, m.rank, "possible")
    found.add("host.arm64_capable", 0, m.line, m.rank, certainty)


# NumPy's own C-API check ('module compiled against API version 0x10 but this version of numpy is 0xf'): the version
# NumPy runs with is the second number; NumPy 2.0's C API is 0x12 (numpy/_core/include/numpy/numpyconfig.h,
# NPY_2_0_API_VERSION), so one below it is a NumPy 1.x, whatever the module was built for. NumPy 2 checks the ABI
# first and says 'ABI version 0x1000009 but this version of numpy is 0x2000000' instead (clue numpy2-abi-version).
_NUMPY_API_CHECK = compiled(r"API\s+version\s+0x(?P<built>[0-9a-fA-F]{1,8})\s+but\s+this\s+version\s+of\s+"
                            r"numpy\s+is\s+0x(?P<running>[0-9a-fA-F]{1,8})\b")
NUMPY_2_API = 0x12
NUMPY_API_REACH = 3000


def numpy_multiarray_failed(found: Found, m: Match) -> None:
    """'numpy.core.multiarray failed to import': a compiled module could not start NumPy's C API. Alone (or beside
    the NumPy 2 message) it is the NumPy 2 break; after NumPy's C-API check names a NumPy 1.x as the one running
    ('module compiled against API version 0xa but this version of numpy is 0x9', a 2018-2023 mismatch between two
    1.x releases), it is not: the module failed to import against an older NumPy 1.x (numpy-c-api-mismatch)."""
    near = m.stream.before(m.offset, NUMPY_API_REACH) + m.stream.text[m.offset: m.offset + 600]
    for check in _NUMPY_API_CHECK.finditer(near):
        if int(check.group("running"), 16) < NUMPY_2_API:
            symptom(found, "numpy-c-api-mismatch", m.line, built=f"0x{check.group('built')}",
                    running=f"0x{check.group('running')}", certainty=m.certainty)
            return
    symptom(found, "numpy-abi", m.line, certainty=m.certainty)


# pip's note on a requirement whose environment marker is false here ("Ignoring numpy: markers 'python_version ==
# \"3.8\" and platform_machine != \"arm64\"' don't match your environment"); a build's pins name each Python it
# supports, with a marker for each machine.
_PIP_IGNORED_MARKERS = compiled(
    r"Ignoring\s+[\w.\[\]-]{1,60}:\s+markers\s+'(?P<markers>[^']{1,400})'\s+don't\s+match\s+your\s+environment")
# The platforms pip may run on, as markers name them: (sys_platform, platform_system, os_name, platform_machine).
_MARKER_PLATFORMS = (("darwin", "Darwin", "posix", "x86_64"), ("darwin", "Darwin", "posix", "arm64"),
                     ("linux", "Linux", "posix", "x86_64"), ("linux", "Linux", "posix", "aarch64"),
                     ("win32", "Windows", "nt", "AMD64"), ("win32", "Windows", "nt", "ARM64"))
_MARKER_PYTHONS = ("2.7", *(f"3.{minor}" for minor in range(0, 15)))


def _platforms_where(holds: Callable[[dict[str, str]], bool],
                     oldest: Version | None = None) -> set[tuple[str, str]] | None:
    """The (sys_platform, machine) pairs of _MARKER_PLATFORMS where *holds* is true of the environment a marker is
    evaluated in, for some Python of _MARKER_PYTHONS (from *oldest* on); None where a marker cannot be evaluated."""
    from packaging.markers import UndefinedComparison, UndefinedEnvironmentName

    out = set()
    for python in _MARKER_PYTHONS:
        if oldest is not None and Version(python) < oldest:
            continue
        for sys_platform, system, os_name, machine in _MARKER_PLATFORMS:
            env = {"sys_platform": sys_platform, "platform_system": system, "os_name": os_name,
                   "platform_machine": machine, "python_version": python, "python_full_version": python + ".0",
                   "implementation_name": "cpython", "platform_python_implementation": "CPython"}
            try:
                if holds(env):
                    out.add((sys_platform, machine))
            except (UndefinedComparison, UndefinedEnvironmentName):
                return None
    return out


def pip_ignored_markers(found: Found, m: Match) -> None:
    """pip's 'Ignoring X: markers '...' don't match your environment' lines around the match, each a marker that is
    false for the Python that runs pip: where every platform and Python that makes all of them false has the same
    machine, that is the Python's machine (and where all are macOS, the host's OS). The Pythons considered are the
    ones from the oldest a marker pins exactly ('python_version == "3.6"': a build's pins name each Python it supports
    from there), since an older one would make every such marker false and so decide nothing; with no exact pin
    ('python_version >= "3.9"' alone) nothing is decided (opencv-python's pins for 3.6, 3.7, 3.8 and 3.9+, each
    'platform_machine != "aarch64" and platform_machine != "arm64"', all ignored on an arm64 Mac)."""
    from packaging.markers import InvalidMarker, Marker

    text = m.stream.text[max(0, m.offset - 20000): m.offset + 20000]
    markers = []
    for hit in _PIP_IGNORED_MARKERS.finditer(text):
        try:
            markers.append(Marker(" ".join(hit.group("markers").split())))  # a line wrapped inside it
        except InvalidMarker:
            continue
    named = [Version(v) for hit in _PIP_IGNORED_MARKERS.finditer(text)
             for v in re.findall(r'python_version\s*==\s*["\'](\d\.\d{1,2})["\']', hit.group("markers"))]
    if not markers or not named:
        return
    consistent = _platforms_where(lambda env: not any(marker.evaluate(env) for marker in markers), min(named))
    if consistent is None:
        return
    machines = {_machine(machine) for _, machine in consistent}
    if len(machines) != 1:
        return
    found.add("python.machine", machines.pop(), m.line, m.rank, m.certainty)
    if {platform for platform, _ in consistent} == {"darwin"}:
        found.add("host.os", "Darwin", m.line, m.rank, m.certainty)


# Where pip's 'Collecting …;' or 'Requirement already satisfied: …;' line ends its marker: the folder it is installed
# in, or the requirement that asked for it.
_PIP_MARKER_END = compiled(r"\s+(?:in\s+(?=[/.~]|[A-Za-z]:\\)|\(from\s)")
_MARKER_OS = {"darwin": "Darwin", "linux": "Linux", "win32": "Windows"}


def _collected_marker(m: Match) -> Marker | None:
    """The marker of pip's line at the match, read on to the next line where a wrap cut it ('… and python_version <'
    then '"3.10"'); None where it is no marker."""
    from packaging.markers import InvalidMarker, Marker

    lines = m.stream.text[m.offset: m.offset + 1200].split("\n", 2)
    for line in (lines[0], " ".join(lines[:2])):
        text = _PIP_MARKER_END.split(line.split(";", 1)[-1], 1)[0]
        try:
            return Marker(" ".join(text.split()))
        except InvalidMarker:
            continue
    return None


def pip_collected_marker(found: Found, m: Match) -> None:
    """pip's line for a requirement it collects, or finds installed, with the environment marker the requirement came
    with ('Collecting numpy>=1.20.0; platform_machine == "arm64" and python_version < "3.10"'): pip takes only the
    requirements whose markers are true for its Python (it says 'Ignoring …' of the others), so where every platform
    that makes the marker true has the same machine, that is the Python's machine, and where they are one operating
    system, that is the host's. A marker of the Python's version alone decides nothing."""
    marker = _collected_marker(m)
    consistent = None if marker is None else _platforms_where(marker.evaluate)
    if consistent is None:
        return
    machines = {_machine(machine) for _, machine in consistent}
    systems = {_MARKER_OS[platform] for platform, _ in consistent}
    if len(machines) == 1:
        found.add("python.machine", machines.pop(), m.line, m.rank, m.certainty)
    if len(systems) == 1:
        found.add("host.os", systems.pop(), m.line, m.rank, m.certainty)


def torch_versions_listed(found: Found, m: Match) -> None:
    """A person running the same code on two torch releases ('Run this code with pytorch 1.2 and 1.3', 'works under
    pytorch v1.2', crashes in 1.3): the installed one is either, so it is older than the release after the newer of
    them (torch.older_than), which is enough for torch-outdated whichever it is."""
    try:
        newer = max(Version(m.groups["torch"]), Version(m.groups["torch2"]))
    except (KeyError, InvalidVersion):
        return
    found.add("torch.older_than", f"{newer.major}.{newer.minor + 1}", m.line, m.rank, m.certainty)


_GPU_KEYS = {"nvidia": "host.nvidia_gpu", "geforce": "host.nvidia_gpu", "intel": "host.intel_gpu",
             "amd": "host.amd_gpu", "ati": "host.amd_gpu", "radeon": "host.amd_gpu"}


def gpu_vendor(found: Found, m: Match) -> None:
    """A GPU's vendor (an issue form's field, the renderer macOS's OpenGL names): Apple silicon names the chip family;
    an NVIDIA, AMD or Intel GPU, on a Mac, an Intel Mac."""
    vendor = m.groups["vendor"].lower()
    if vendor.startswith("apple"):
        found.add("host.os", "Darwin", m.line, m.rank, m.certainty)
        found.add("host.arm64_capable", 1, m.line, m.rank, m.certainty)
    else:
        found.add(_GPU_KEYS[vendor], m.groups["vendor"], m.line, m.rank, m.certainty)


def mac_gl_version(found: Found, m: Match) -> None:
    """macOS's OpenGL version string: a GPU vendor's Apple driver (``4.1 INTEL-12.10.12``, ``2.1 ATI-4.12.7``) runs
    only on an Intel Mac's GPU; OpenGL layered on Metal (``2.1 Metal - 76.3``) is Apple silicon's."""
    found.add("host.os", "Darwin", m.line, m.rank, m.certainty)
    if m.groups.get("metal"):
        found.add("host.arm64_capable", 1, m.line, m.rank, m.certainty)
    else:
        gpu_vendor(found, m)


FRAMEWORK_KEYS = {"torch": "torch.version", "pytorch": "torch.version", "tensorflow": "tensorflow.version"}


_UNRESOLVED_HEADER = compiled(r"ResolvePackageNotFound:|not\s+available\s+from\s+current\s+channels:")


def unresolved_spec(m: Match) -> bool:
    """Whether the match is one of the specs conda could not find (the list under ``ResolvePackageNotFound:`` or
    ``PackagesNotFoundError: … not available from current channels:``): what the solver lacked for this machine,
    not what the machine has. Only a spec of the list, an item ('  - python=3.7*'), is one: a field after the list
    ('Python version: 3.6.9' below conda's error) is the machine's."""
    if not m.line.text.lstrip().startswith("- "):
        return False
    lines = m.stream.before(m.offset, 8000).split("\n")[:-1]
    for i in range(len(lines) - 1, -1, -1):
        stripped = lines[i].strip()
        if not stripped or stripped.startswith("- "):
            continue
        # The header may have been wrapped ("…not available from current" / "channels:"): its line before joins it.
        return bool(_UNRESOLVED_HEADER.search(f"{lines[i - 1].strip()} {stripped}" if i else stripped))
    return False


def python_version_field(found: Found, m: Match) -> None:
    """A Python version field (``Python version: 3.10.8``, ``- python=3.9``), unless it is one of the specs conda
    could not find (``  - python=3.7*`` under ``PackagesNotFoundError: … not available from current channels:``):
    an environment file's pin the solver lacked, not the Python installed."""
    if unresolved_spec(m):
        return
    found.add("python.version", typed("python.version", m.groups["python"]), m.line, m.rank, m.certainty)
    if m.groups.get("arch"):
        found.add("python.machine", typed("python.machine", m.groups["arch"]), m.line, m.rank, m.certainty)


def wrapped_start(m: Match, value: str) -> bool:
    """Whether the match opens a line that a wrap cut out of a longer one: the line before is long enough to have
    been wrapped (:data:`clues.WRAPPED`) and stops mid-sentence (on a word or a comma), and the text runs on past
    the *value*. What looks like a field at the start of such a line (``torch==2.1.2+cu118 (from versions: …`` after
    ``…satisfies the requirement``) is the middle of an error line or a sentence; a field's line ends at its value
    (``TensorFlow version: 2.1.0`` after ``…macOS Monterey version 12.2``). A requirement carried over from an install
    command (``$ pip install --prefer-binary`` / ``coremltools==8.0``) is what is wanted, not what is installed."""
    before = m.stream.before(m.offset, 4 * WRAPPED + 2)
    previous = before[:-1].rsplit("\n", 1)[-1] if before.endswith("\n") else ""
    if INSTALL_COMMAND.search(previous):
        return True  # an install command's argument carried to the next line (a wrap, a backslash): wanted
    if " | " in previous and " | " in m.line.text:
        return False  # two rows of one table (a conda plan's "mlx-0.7.0  |  py310heb360e1_0  2.5 MB  conda-forge")
    runs_on = bool(re.search(r"\s\S", m.line.text.partition(value)[2].strip()))
    return runs_on and len(previous) >= WRAPPED and (previous[-1].isalpha() or previous[-1] == ",")


def env_file_os(found: Found, m: Match) -> None:
    """An environment file's Linux-only packages: the file was made on Linux; unless conda could not find them."""
    if not unresolved_spec(m):
        found.add("host.os", "Linux", m.line, m.rank, m.certainty)


def framework_version(found: Found, m: Match) -> None:
    if unresolved_spec(m) or wrapped_start(m, m.groups["version"]):
        return
    name = m.groups["framework"].lower()
    name = "torch" if name == "pytorch" else name
    if not (name == "tensorflow" and m.rank > LISTING):
        # A "TensorFlow version" field does not name the distribution (tensorflow or tensorflow-macos):
        # reasoning adds the record only where the version decides it.
        found.add("python.packages", (name, {"version": m.groups["version"]}), m.line, m.rank, m.certainty)
    if name in FRAMEWORK_KEYS:
        found.add(FRAMEWORK_KEYS[name], m.groups["version"], m.line, m.rank, m.certainty)


def framework_version_tried(found: Found, m: Match) -> None:
    """A version field answered with two releases tried in turn ('Tried on both 1.10 and 1.9.1 post3'): the newer is
    recorded, so that what follows from an old release holds for both."""
    try:
        newer = max(m.groups["version"], m.groups["version2"], key=Version)
    except InvalidVersion:
        return
    name = m.groups["framework"].lower()
    name = "torch" if name == "pytorch" else name
    found.add("python.packages", (name, {"version": newer}), m.line, m.rank, m.certainty)
    if name in FRAMEWORK_KEYS:
        found.add(FRAMEWORK_KEYS[name], newer, m.line, m.rank, m.certainty)


_CONDA_PKGS_PYTORCH = compiled(r"/pkgs/pytorch-(\d{1,2}\.\d{1,3}(?:\.\d{1,3})?)-")


@functools.lru_cache(maxsize=4)
def _conda_pkgs_pytorch_versions(text: str) -> frozenset[str]:
    return frozenset(_CONDA_PKGS_PYTORCH.findall(text))


def conda_pkgs_version(found: Found, m: Match) -> None:
    """A folder of conda's package cache names the release conda unpacked; where the cache shows two releases of
    the package (a `find` over it), which one the environment uses is open."""
    if len(_conda_pkgs_pytorch_versions(m.stream.text)) > 1:
        return
    framework_version(found, m)


def installed_distribution(found: Found, m: Match) -> None:
    """An installed distribution's record, from a line that only reports one (pip's ``Requirement already satisfied:
    torch in … (1.12.1)``, also right after the install command that asked for it). A record, not the import's
    version: the program's own ``No module named 'torch'`` outweighs what pip says of its interpreter. Also an
    application's version field in its own issue template ('Label Studio Version 1.7.2'), its name written as words
    read as its pip name (the words joined by hyphens)."""
    name = "-".join(m.groups["framework"].lower().replace("_", "-").split())
    found.add("python.packages", (name, {"version": m.groups["version"]}), m.line, m.rank, m.certainty)


# The distributions pip_installed_list reads from pip's 'Successfully installed' line: those the checks know.
_INSTALLED_LISTED = compiled(r"(?<![\w.+-])(torch|tensorflow-macos|tensorflow-metal|tensorflow|mlx-metal|mlx|jax-metal"
                             r"|jaxlib|jax|keras|numpy|coremltools)-(\d[\w.+]{0,40}?)(?![\w.+-])")


def pip_installed_list(found: Found, m: Match) -> None:
    """pip's 'Successfully installed h5py-3.6.0 numpy-1.22.3': each known distribution's installed release, read as
    installed_distribution reads one."""
    for name, version in _INSTALLED_LISTED.findall(m.groups["list"]):
        found.add("python.packages", (name, {"version": version}), m.line, m.rank, m.certainty)


def pip_conflict_installed(found: Found, m: Match) -> None:
    """pip's dependency check ('tensorflow-macos 2.15.0 requires keras<2.16,>=2.15.0, but you have keras 3.0.2 which
    is incompatible.'): the release after 'you have' is the one installed, whatever the requirement before it wants.
    A record of pip's interpreter, as 'Requirement already satisfied' is (the program's import outweighs it), except
    for Keras, whose version no import prints in such a report and a sentence ('which installs keras 2.15') would
    otherwise give: a Keras 3 upgraded over TensorFlow 2.15 is Keras 3."""
    installed_distribution(found, m)
    if m.groups["framework"].lower() == "keras":
        found.add("keras.version", m.groups["version"], m.line, m.rank, m.certainty)


# pip's output while it builds another package's wheel: its isolated build environment has no torch even where the
# target environment has it (flash-attn, xformers: "Getting requirements to build wheel … No module named 'torch'").
_BUILD_OUTPUT = compiled(r"Getting\s+requirements\s+to\s+build|Preparing\s+metadata|pip-build-env-"
                         r"|lines\s+of\s+output\]|Complete\s+output\s+\(|egg_info")


# A line pip indents under its build step: the build backend's own output, which pip prints in its box ('╰─> [20
# lines of output]') or under 'Complete output (…)'.
_INDENTED_LINE = compiled(r"(?:\A|\n)[ \t]{2,}[^\n]*\Z")


def _in_build_output(m: Match) -> bool:
    """The match sits on an indented line of pip's output while it builds another package: the build backend's words,
    printed in pip's isolated build environment, which has no torch whatever the target has (DeepSpeed's setup.py:
    '[WARNING] Unable to import torch, pre-compiling ops will be disabled.', pip building deepspeed 0.12.4 for
    resemble-enhance on Windows: https://github.com/resemble-ai/resemble-enhance/issues/4)."""
    return bool(_BUILD_OUTPUT.search(m.stream.before(m.offset, 5000))
                and _INDENTED_LINE.search(m.stream.before(m.offset, 400)))


def torch_not_installed(found: Found, m: Match) -> None:
    """`No module named 'torch'` raised by the program's interpreter: torch is not installed in it."""
    if not _BUILD_OUTPUT.search(m.stream.before(m.offset, 5000)):
        found.add("torch.present", False, m.line, m.rank, m.certainty)


def tensorflow_not_installed(found: Found, m: Match) -> None:
    """`No module named 'tensorflow'` raised by the program's interpreter: tensorflow is not installed in it."""
    if not _BUILD_OUTPUT.search(m.stream.before(m.offset, 5000)):
        found.add("tensorflow.present", False, m.line, m.rank, m.certainty)


# Lua Torch (torch7, from torch.ch, built with LuaJIT and installed with luarocks: the Torch of 2012-2018, before
# PyTorch): a report about it names 'torch' for a framework PyPI's wheels never carried ('Trying to install torch
# using [these instructions](http://torch.ch/docs/getting-started.html)' on macOS 10.14, its log linked as 'PyTorch
# Build Error Log' at github.com/torch/torch7/files/…: https://github.com/torch/torch7/issues/1183 ; 'I am trying to
# install torch7 on Mac OS Sierra 10.12.2' … 'exe/luajit-rocks/luajit-2.1': https://github.com/torch/torch7/issues/878)
_LUA_TORCH = compiled(r"(?i)\btorch7\b|\btorch\.ch\b|\bluarocks\b|\bluajit\b")


def torch_named(found: Found, m: Match) -> None:
    """A report that names PyTorch is about it (the x86_64 wheel gap then concerns it); not one about Lua Torch, whose
    'torch' (and a 'PyTorch' written for it) is another framework."""
    if not m.stream.anywhere(_LUA_TORCH):
        found.add("torch.named", True, m.line, m.rank, m.certainty)


# The framework a person names where they say its import fails, by the module the doctor checks ('pytorch' is torch's)
_SAID_MODULES = {"torch": "torch", "pytorch": "torch", "tensorflow": "tensorflow", "mlx": "mlx", "jax": "jax",
                 "coremltools": "coremltools"}


# The failure itself in the paste: an exception's line at the margin ('ImportError: dlopen(…)', 'OSError: …'), or a
# process killed by a signal ('Illegal instruction: 4', 'zsh: illegal hardware instruction', 'Segmentation fault')
_FAILURE_SHOWN = compiled(r"^[\s>`*]{0,12}(?:[\w.]{1,80}\.)?[A-Z]\w{0,40}(?:Error|Exception):"
                          r"|\billegal\s+(?:hardware\s+)?instruction\b|\bSegmentation\s+fault\b|\bAbort\s+trap\b",
                          re.IGNORECASE | re.MULTILINE)


# A TensorFlow companion library's own words on any ImportError of TensorFlow, a TensorFlow that is not installed
# included: tensorflow_datasets' 'Failed to import TensorFlow. Please note that TensorFlow is not installed by default
# when you install TensorFlow Datasets.' (an M1's env whose `conda list tensorflow` shows tensorflow-datasets and
# tensorflow-metadata alone: https://github.com/tensorflow/datasets/issues/2872), TensorFlow Probability's and
# TF-Agents' the same with their names. The program cannot tell a missing TensorFlow from a broken one, so its words
# say neither that TensorFlow is there nor that its import failed.
_COMPANION_NOTE = compiled(r"\A[^\n]{0,60}?\bTensorFlow\W{0,3}\s*Please\s+note\s+that\s+TensorFlow\s+is\s+not\s+"
                           r"installed\s+by\s+default\s+when\s+you\s+install\b", re.IGNORECASE)


def import_said_to_fail(found: Found, m: Match) -> None:
    """A person saying a framework does not import ('Unable to import tensorflow', 'Can't import torch') where the paste
    shows no failure of its own: the import failed, the exception unseen. Where the paste shows the exception or the
    signal, their readers say which failure it was (an architecture, a NumPy ABI, a CPU's instructions), and the
    sentence adds nothing; where the interpreter says the framework is not there at all ('No module named
    'tensorflow''), it is a missing framework, which its own clues read, not a failed import."""
    name = next(value for key, value in m.groups.items() if key.startswith("fw") and value)
    module = _SAID_MODULES[name.lower()]
    if m.stream.anywhere(_missing_module(module)) or m.stream.anywhere(_FAILURE_SHOWN):
        return
    if _in_build_output(m):
        return
    if _COMPANION_NOTE.search(m.stream.text[m.offset: m.offset + 400]):
        return
    said = " ".join((m.groups.get("said") or name).split()).replace(":", " ")
    found.add(f"{module}.import", failed(msg.IMPORT_SAID_TO_FAIL.format(said=said), source_of(m.line)), m.line, m.rank,
              m.certainty)


@functools.lru_cache(maxsize=8)
def _missing_module(module: str) -> re.Pattern[str]:
    return re.compile(rf"No\s+module\s+named\s+['\"`\u2018\u201c]?{module}['\"`\u2019\u201d]?(?!\w|\.\w)",
                      re.IGNORECASE)


def module_run_missing(found: Found, m: Match) -> None:
    """runpy's 'No module named NAME' for `python -m NAME`: the interpreter's path before it, or the report's own -m
    command for that module anywhere in it ('python -m df.rt -m models/DeepFilterNet2' … 'No module named df.rt'; the
    posts may come in another order). The failure of a command, which names no machine: a symptom, no fact."""
    module = m.groups["module"]
    if not m.groups.get("interp") and not m.stream.anywhere(_runs_module(module)):
        return
    symptom(found, "python-module-run-missing", m.line, module=module, certainty=m.certainty)


@functools.lru_cache(maxsize=8)
def _runs_module(module: str) -> re.Pattern[str]:
    """A Python interpreter run with -m on that module (options may come between: 'python3 -u -m df.rt')."""
    return re.compile(rf"\bpython[\d.]*(?:\.exe)?(?:[ \t]+-[A-Za-z]{{1,3}}(?:[ \t]+\S+)?)*?[ \t]+-m[ \t]+"
                      rf"{re.escape(module)}(?![\w.])")


# A program asking PyTorch for the MPS device: `device=mps`, `device = "mps"`, `--device mps`, `.to("mps")`.
_TORCH_ASKS_MPS = compiled(r"""\bdevice\s*[=:]\s*['"]?mps\b|--device[\s=]+['"]?mps\b|\.to\(\s*['"]mps\b""")
# The person naming MPS as the device ("Crashes A1111 on M1 Mac (MPS error)", "Mac M1使用mps报错"): the word alone,
# not a part of an identifier (MPSGraph, copy_to_mps, mps_add); TensorFlow's Metal plugin runs MPS too, unnamed.
_MPS_NAMED = compiled(r"(?<![A-Za-z0-9_])mps(?![A-Za-z0-9_])", re.IGNORECASE)
_TENSORFLOW_NAMED = compiled(r"(?i)\btensorflow|\bkeras\b|\btf\.")


# Apps that run only on PyTorch (ComfyUI, AUTOMATIC1111's web UI and its forks, Fooocus, InvokeAI, SD.Next): GPU work
# they start on a Mac is PyTorch's MPS work ('在mac下 执行到Generate Layers会报错导致comfyui 进程退出' with an
# MPSNDArraySort assertion: https://github.com/jtydhr88/ComfyUI-See-through/issues/31).
# Video generators built on PyTorch alone name it too: AnimateDiff, by name or misspelt, and the web UI it extends
# ('When enabling AnnimateDiff, this error shows:' above an MPSGraph error, in a template that reads 'checked the recent
# builds/commits of both this extension and the webui': https://github.com/continue-revolution/sd-webui-animatediff/issues/235;
# '[AnimateDiffEvo] - INFO - Ejecting motion module', https://github.com/Kosinkadink/ComfyUI-AnimateDiff-Evolved/issues/48),
# diffusers' paths and CogVideo's ('.../site-packages/diffusers/pipelines/pipeline_utils.py' in a CogVideoX traceback
# above an MPSNDArray assertion, https://github.com/zai-org/CogVideo/issues/222).
_TORCH_APP_NAMED = compiled(r"(?i)\bcomfy[\s_-]?ui|\bstable-diffusion-webui|\bfooocus\b|\binvoke[\s_-]?ai\b"
                            r"|\bsd\.?next\b|\b(?:py)?torch\b|\bann?imate[\s_-]?diff|\bwebui\b|\bdiffusers\b|\bcogvideo")


def mps_kernels_ran(found: Found, m: Match) -> None:
    """Metal Performance Shaders failed inside a kernel or graph it was running: the Metal GPU executed work. When
    the program asked PyTorch for the MPS device, or the report names MPS, PyTorch (its collect_env) or a PyTorch-only
    app and no TensorFlow, that work was PyTorch's, so MPS is available (tensorflow-metal also runs MPSGraph, and
    never asks for `device=mps`)."""
    if m.stream.anywhere(_TORCH_ASKS_MPS) or (
        (m.stream.anywhere(_MPS_NAMED) or m.stream.anywhere(_TORCH_APP_NAMED))
        and not m.stream.anywhere(_TENSORFLOW_NAMED) and not m.stream.anywhere(_NVIDIA_MPS)
    ):
        found.add("torch.mps_available", True, m.line, m.rank, m.certainty)
        symptom(found, "mps-available", m.line)


# A thread about PyTorch's MPS device: its word (not a part of an identifier), Metal Performance Shaders spelt out,
# the fallback variable, or the Apple GPU named with a PyTorch app ('Running on Apple Silicon GPU with Metal Performance
# Shader', 'Add Apple Silicon GPU Acceleration' to AUTOMATIC1111's web UI).
_MPS_TOPIC = compiled(r"(?i)(?<![A-Za-z0-9_])mps(?![A-Za-z0-9_])|metal\s+performance\s+shaders?"
                      r"|PYTORCH_ENABLE_MPS_FALLBACK")
_APPLE_GPU_TOPIC = compiled(r"(?i)\b(?:apple\s+silicon|apple|mac|m[1-5])(?:'s|’s)?\s+gpus?\b"
                            r"|\bgpu\s+(?:acceleration|of\s+(?:the\s+)?macs?)\b")
# Another way a Mac runs models on its GPU or elsewhere, named in the thread: the chip's success may be theirs.
_OTHER_MAC_ACCEL = compiled(r"(?i)\bmlx\b|\bcore\s?ml\b|coremltools|llama\.cpp|\bggml|\bollama|tensorflow|\bkeras\b"
                            r"|\bjax\b|\bonnx")
# The sentence says the run went elsewhere (the CPU, Rosetta, a VM, a PC) or was only built or installed.
_CHIP_RUN_ELSEWHERE = compiled(r"(?i)\bcpu\b|rosetta|\bx86|\bintel\b|docker|\bvm\b|linux|windows|\bcuda\b|nvidia"
                               r"|\binstall|\bcompil|\bbuil[dt]|\bwheels?\b|\bimport")
_TOPIC_REACH = 20000


def mps_works_on_chip(found: Found, m: Match) -> None:
    """A person saying the program works, trains or runs on their Apple-silicon Mac ('It works on my
    M1', 'perfect run@M1 Max', 'Seems to work well on the Apple M1 Pro 16 GB at roughly 1.0-1.5 it/s') in a thread
    about PyTorch's MPS device (a pull request adding it, a request for it): what works there is the MPS change, so
    MPS is available on that Mac. Not a question, nor a sentence that puts the run on the CPU, Rosetta or a PC or
    speaks of an install or a build; not where the thread names another Mac accelerator (MLX, Core ML, llama.cpp,
    TensorFlow's Metal plugin) and the sentence does not name MPS, nor where MPS is NVIDIA's Multi-Process Service."""
    text = m.stream.text
    starts = [e.end() for e in _SENTENCE_END.finditer(text, max(0, m.offset - 300), m.offset)]
    start = max(starts[-1] if starts else 0, m.offset - 300, text.rfind("\n", 0, m.offset) + 1)
    end_m = _SENTENCE_END.search(text, m.offset, min(len(text), m.offset + 400))
    end = end_m.start() if end_m is not None else min(len(text), m.offset + 400)
    if end_m is not None and end_m.group(0) == "?":
        return
    sentence = text[start:end]
    if _CHIP_RUN_ELSEWHERE.search(sentence) or _MPS_DENIED.search(sentence) or m.stream.anywhere(_NVIDIA_MPS):
        return
    # the thread around it, on both sides: a paste may put the replies above the title they answer
    thread = text[:300] + "\n" + text[max(300, m.offset - _TOPIC_REACH): m.offset + _TOPIC_REACH]
    if _OTHER_MAC_ACCEL.search(thread) and not _MPS_NAMED.search(sentence):
        return
    if _MPS_TOPIC.search(thread) or (_APPLE_GPU_TOPIC.search(thread) and _TORCH_APP_NAMED.search(thread)):
        _mps_works(found, m)


# A run on PyTorch's MPS device said in Chinese: the word MPS, then in the same clause what the run gave. Its output
# ('to('mps')就一直返回乱码', with to('mps') it keeps returning garbled text: https://github.com/zai-org/ChatGLM2-6B/issues/291),
# text it generated ('改成inputs.input_ids.to('mps')勉强能生成点字，但是速度很慢', it barely generates a few characters:
# https://github.com/01-ai/Yi/issues/74), its speed, or that it works ('用半精度进行 MPS 计算没有问题', computing on MPS
# in half precision has no problem: https://github.com/zai-org/ChatGLM-6B/pull/899). The scan spaces a CJK character
# touching a Latin letter ('mps运行' reads 'mps 行'), so the clause is read from the line as pasted, at the same column.
_CJK_MPS_RESULT = compiled(
    r"乱码|亂碼|胡言乱语|胡言亂語|黑图|黑圖|全黑|噪点|噪點|(?<![A-Za-z])(?:NaN|nan)(?![A-Za-z])"
    r"|(?:返回|输出|輸出|回答|回复|回覆|生成|结果|結果)[^，。；！？\n]{0,6}?(?:重复|重複|不[对對])"
    r"|能生成|生成[了的]|(?:很|太|较|較|比较|比較|非常|特别|特別|超|好|巨|极其|極其|还|還)慢|[变變更]慢|慢[了得很]"
    r"|速度|耗时|耗時|利用率|占用率|佔用率|(?:很|更|非常|特别|特別)快|快了|提速|加速明[显顯]"
    r"|正常(?:运行|運行|工作|输出|輸出|回答|返回|推理|使用)|(?:运行|運行|推理|工作|输出|輸出)正常|成功|跑通"
    r"|跑起[来來]|跑[了得]|(?:没有?|沒有?)(?:问题|問題|报错|報錯)")
# What makes it no run of MPS: a negation (after the result words that contain one are taken out), an error (which
# may be MPS missing), the run put on the CPU ('将mps改为cpu就正常了', except 'slower than the CPU', 比cpu慢), another
# runtime, or a hedge, a wish or advice ('可以使用 MPS 后端来在 GPU 上运行', you can use the MPS backend to run on
# the GPU, ChatGLM-6B's README), or what MPS does for the reader
# ('torch.mps 是让你本地运行深度学习模型提速的神器', torch.mps is the tool that lets you speed up models locally:
# a how-to, https://runebook.dev/zh/docs/pytorch/mps).
_CJK_MPS_POSITIVE_NEG = compiled(r"(?:没有?|沒有?)(?:问题|問題|报错|報錯)|不[错錯慢对對]")
_CJK_MPS_NEGATED = compiled(r"不|没|沒|无法|無法|未|别|別|非|报错|報錯|错误|錯誤|失败|失敗"
                            r"|异常|異常|崩溃|崩潰|闪退|閃退|(?i:error|fail|crash|abort|not\s)")
# (the run moved off MPS is read between MPS and the result: '改成to('mps')' before it moves the run onto MPS)
_CJK_MPS_ELSEWHERE = compiled(r"(?i:cpu|cuda)|换|換|改|切|转|轉")
_CJK_MPS_OTHER_RUNTIME = compiled(r"(?i:ggml|llama\.cpp|mlx|core\s?ml|onnx|tensorflow)")
_CJK_MPS_HEDGE_BEFORE = compiled(r"如果|假如|假设|假設|若|要是|是否|是不是|还是|還是|或者|希望|能否"
                                 r"|能不能|可否|请问|請問"
                                 r"|如何|怎么|怎麼|怎样|怎樣|支持|建议|建議|试试|試試|尝试|嘗試|应该|應該|会|會|将|將"
                                 r"|可能|打算|计划|計劃|想|可以|可使用|可用|需要|需|要|教程|方法|步骤|步驟")
_CJK_MPS_HEDGE_AFTER = compiled(r"吗|嗎|呢|[?？]|会|會|将|將|可能|应该|應該|即可|就行|就可以"
                                r"|可以|建议|建議|需要|支持|教程|方法"
                                r"|[让讓使帮幫为為][你您]|帮助[你您]|幫助[你您]")
# (the reader has made a fullwidth comma an ASCII one by then: '运行正常,to('mps')': a comma or a full stop beside a CJK
# character or before a space ends a clause, not the dot of 'model.to' nor the comma of 'to('mps', dtype)')
_CJK_MPS_CLAUSE_END = compiled(r"[，。；！？;!?\n]|[,.](?=\s|[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af])"
                               r"|(?<=[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af])[,.]")
_CJK_MPS_BEFORE_REACH = 30
_CJK_MPS_AFTER_REACH = 40


def mps_ran_cjk(found: Found, m: Match) -> None:
    """MPS named in Chinese prose with what the run on it gave (see above): the device took the work, so MPS is
    available, whatever its output or speed. Not a clause with a negation, an error, the CPU or another runtime, nor a
    condition, a question, a wish or advice; not where MPS is NVIDIA's Multi-Process Service or the thread is
    TensorFlow's and no program asks PyTorch for the MPS device."""
    raw = m.line.text
    if raw.isascii():
        return
    text = m.stream.text
    col = m.offset - (text.rfind("\n", 0, m.offset) + 1)
    if raw[col: col + 3].lower() != "mps":
        return
    if m.stream.anywhere(_NVIDIA_MPS) or (m.stream.anywhere(_TENSORFLOW_NAMED)
                                           and not m.stream.anywhere(_TORCH_ASKS_MPS)):
        return
    head = raw[max(0, col - _CJK_MPS_BEFORE_REACH): col]
    before = _CJK_MPS_CLAUSE_END.split(head)[-1]
    tail = raw[col + 3: col + 3 + _CJK_MPS_AFTER_REACH]
    end = _CJK_MPS_CLAUSE_END.search(tail)
    after = tail[: end.start()] if end is not None else tail
    if end is not None and end.group(0) in "?？":
        return
    result = _CJK_MPS_RESULT.search(after)
    if result is None:
        return
    lead = after[: result.start()]
    if (_CJK_MPS_HEDGE_BEFORE.search(before) or _CJK_MPS_HEDGE_AFTER.search(after)
            or _CJK_MPS_OTHER_RUNTIME.search(before + after)
            or _CJK_MPS_ELSEWHERE.search(re.sub(r"比[ \t]?(?i:cpu)", "", lead))
            or _CJK_MPS_NEGATED.search(_CJK_MPS_POSITIVE_NEG.sub("", before + after))):
        return
    _mps_works(found, m)


# torch's own words that MPS is missing, anywhere in the report: a failure said to come 'when using mps' may be that.
_MPS_MISSING_SAID = compiled(r"(?i)not\s+(?:linked|built|compiled)\s+with\s+(?:support\s+for\s+)?mps"
                             r"|\bmps\s+(?:backend\s+|device\s+)?(?:is\s+)?(?:not\s+|un)available"
                             r"|mps\s+backend\s+is\s+supported\s+on\s+macos")


def mps_failure_when_used(found: Found, m: Match) -> None:
    """A person saying their failure comes only when the run is put on MPS ('the problem arises when using MPS', 'the
    error occurs only when calling pl.Trainer and changing the accelerator from 'cpu' to 'mps''): the op that failed
    ran on the MPS device, so MPS is available (mps_said_running), unless the report shows torch saying MPS is missing
    (the failure may be that)."""
    if m.stream.anywhere(_MPS_MISSING_SAID):
        return
    mps_said_running(found, m)


# torch's repr of a tensor: its values, then device=; a summarised 2-D tensor takes seven lines, a larger one more,
# so the values are read back from the device= a clue pattern finds (a window around it may not reach "tensor(").
_TENSOR_VALUES = compiled(r"(?<![.\w])tensor\((?:[-+\d\s.,\[\]eE]|nan|inf|True|False|\.\.\.){1,6000}?\Z")
TENSOR_REACH = 6000


def tensor_on_mps(found: Found, m: Match) -> None:
    """``device='mps:N'`` closing the printed values of a tensor: it lives on MPS, so MPS works. Code that asks for the
    device (``torch.ones(3, device='mps:0')``) prints no values before it and says nothing of whether it exists."""
    if _TENSOR_VALUES.search(m.stream.before(m.offset, TENSOR_REACH)):
        found.add("host.os", "Darwin", m.line, m.rank, m.certainty)
        found.add("torch.mps_available", True, m.line, m.rank, m.certainty)
        symptom(found, "mps-tensor", m.line, clue="mps-tensor-repr", certainty=m.certainty)


# NVIDIA's CUDA Multi-Process Service is also called MPS ("pytorch works with mps out of the box" on a CUDA cluster):
# https://github.com/pytorch/pytorch/issues/32332 ; https://github.com/NVIDIA/nvidia-docker/issues/419
_NVIDIA_MPS = compiled(r"(?i)nvidia-cuda-mps|multi[-_ ]process[-_\s]+service|\bcuda[ _]mps\b"
                       r"|\bmps[- ](?:daemon|server|client|control)\b")
# A GPU load is the Metal GPU's only where no NVIDIA GPU is named and the program's device is MPS.
_NVIDIA_GPU = compiled(r"(?i)\bnvidia\b|\bgeforce\b|\btesla\b|\brtx\s?\d|\bcuda:\d")
_MPS_WORD = compiled(r"(?i)\bmps\b")
_SENTENCE_END = compiled(r"[.!?](?=\s|$)|\n\s*\n")
_CLAUSE_BREAK = compiled(r"[,;]")  # "the device is MPS, does this behave correctly?" asks of another clause


def mps_said_running(found: Found, m: Match) -> None:
    """A person saying their program runs on MPS ("despite running on mps", "the device is MPS", "cpu is faster than
    mps", "MPS always returns a black image", "85% GPU utilization" while training on mps): the MPS device exists and
    took the work, so MPS is available on this Mac (slow or wrong results are another matter). Not a question of the
    clue's own clause ("does it run on mps?"), and not where MPS is NVIDIA's Multi-Process Service."""
    text = m.stream.text
    end = _SENTENCE_END.search(text, m.offset, min(len(text), m.offset + 400))
    asked = end is not None and end.group(0) == "?" and not _CLAUSE_BREAK.search(text, m.offset, end.start())
    if asked or m.stream.anywhere(_NVIDIA_MPS) or _generic_use(text, m.offset, end.end() if end else len(text)):
        return
    # The same sentence says MPS was not there ('I ran the tests on mps and they failed because mps is not
    # available'): the run never reached the device.
    starts = [e.end() for e in _SENTENCE_END.finditer(text, max(0, m.offset - 300), m.offset)]
    start = max(starts[-1] if starts else 0, m.offset - 300, text.rfind("\n", 0, m.offset) + 1)
    if _MPS_DENIED.search(text, start, end.start() if end is not None else min(len(text), m.offset + 400)):
        return
    # A GPU's load, or Apple silicon's GPU the run went to ("works fine on Apple Silicone GPUs"), is MPS's only where
    # the program's device is MPS and no NVIDIA GPU is named (a TensorFlow-Metal run also uses the Mac's GPU).
    if (m.groups.get("load") or m.groups.get("macgpu")) and (
            m.stream.anywhere(_NVIDIA_GPU) or not m.stream.anywhere(_MPS_WORD)):
        return
    # "runs just fine on the GPU" names no Mac: it is the Mac's GPU only where the same sentence names the Apple chip
    # ("On my old Apple M1 Max (64 Gb), the 1g13prot.yaml example (10 designs) runs just fine on the GPU",
    # https://github.com/HannesStark/boltzgen/pull/145), not a GPU node, a Windows PC or a README's "your machine".
    if m.groups.get("gpu"):
        starts = [e.end() for e in _SENTENCE_END.finditer(text, max(0, m.offset - 300), m.offset)]
        start = max(starts[-1] if starts else 0, m.offset - 300, text.rfind("\n", 0, m.offset) + 1)
        if not _APPLE_CHIP_SAID.search(text, start, m.offset):
            return
    _mps_works(found, m)


# "Using MPS" as the subject of a statement about the backend, at the head of its sentence, with a verb of what it
# does or can do ('Using MPS means that increased performance can be achieved, by running work on the metal GPU(s).',
# torch.mps's documentation quoted in a Qiita article: https://qiita.com/GeneLab_999/items/37a787d0687ce25a64ce):
# a description, not a run. Not "Using MPS, training takes 5 minutes" (a clause of a run) nor one with a first person
# in the sentence ("Using MPS gives me a 3x speedup").
_GENERIC_USE = compiled(r"""(?i)using\s+(?:the\s+)?(?:(?:py)?torch(?:'s|’s)\s+)?(?:hardware[- ]accelerated\s+)?"""
                        r"""[`'"]?mps[`'"]?(?:\s+(?:backend|device))?(?:\s*\([^()\n]{0,40}\))?\s+(?:means|requires|needs|lets|"""
                        r"allows|enables|gives|provides|offers|brings|can|could|may|might|should|would|will)\b")
_GENERIC_USE_LEAD = compiled(r"(?i)(?:^\s*|\b(?:that|so|and|but|because|since|as|note:?|tip:?)\s+|[-*•]\s+)\Z")
_FIRST_PERSON = compiled(r"(?i)\b(?:i|i'm|me|my|we|us|our)\b")


def _generic_use(text: str, offset: int, end: int) -> bool:
    """The clue is "Using MPS" as the subject of a statement about the backend (_GENERIC_USE), said by no one."""
    said = _GENERIC_USE.match(text, offset)
    if said is None:
        return False
    starts = [e.end() for e in _SENTENCE_END.finditer(text, max(0, offset - 300), offset)]
    start = max(starts[-1] if starts else 0, offset - 300, text.rfind("\n", 0, offset) + 1)
    lead = text[start:offset].strip() + " "
    return _GENERIC_USE_LEAD.search(lead) is not None and not _FIRST_PERSON.search(text, start, max(end, said.end()))


# MPS said to be missing ('mps is not available', "MPS isn't supported here", 'no MPS device', 'MPS unavailable'; not
# 'no mps errors').
_MPS_DENIED = compiled(r"(?i)\bmps(?:\s+(?:backend|device|support))?\s+(?:is\s+|was\s+)?(?:not|n't|never)\s+"
                       r"(?:available|supported|found|detected|enabled|built)\b|\bmps(?:\s+(?:backend|device))?\s+"
                       r"(?:is\s+|was\s+)?unavailable\b|\bmps\s+(?:is|was)n't\s+(?:available|supported|found|"
                       r"detected|enabled|built)\b|\bno\s+mps\s+(?:backend|device|support)\b")


# An Apple-silicon chip named in words ('Apple M1 Max', 'my M2 Pro', 'Apple Silicon').
_APPLE_CHIP_SAID = compiled(r"(?i)\bapple\s+silicon\b"
                            r"|\b(?:apple\s+|my\s+(?:old\s+|new\s+)?)m[1-5](?:\s+(?:pro|max|ultra))?\b")


# The CPU said to run the same code well ('The same code on device=CPU works correctly', 'it works fine in cpu',
# 'This crash does not happen if you train with cpu')
_CPU_WORKS = compiled(r"(?i)\b(?:device\s*=\s*)?[`'\"]?cpu\b[^.?!\n]{0,40}?\b(?:works?|worked|working|runs?|ran|"
                      r"is\s+fine|fine|correctly|does\s+not\s+(?:crash|happen)|doesn't\s+(?:crash|happen))\b"
                      r"|\b(?:works?|worked|working|runs?|ran)\s+(?:fine\s+|well\s+|correctly\s+|ok\s+)?"
                      r"(?:with|on|in|using)\s+(?:the\s+)?(?:device\s*=\s*)?[`'\"]?cpu\b"
                      # the same file working on another machine's GPU ('**Works perfectly** on Google Colab with T4
                      # GPU (CUDA)' beside 'Crashes consistently on Mac M1 with MPS': datalab-to/marker#847)
                      r"|\b(?:works?|worked|runs?|ran)\W{0,3}\s+(?:fine\W{0,3}\s+|well\W{0,3}\s+|perfectly\W{0,3}\s+"
                      r"|correctly\W{0,3}\s+)?(?:with|on|in|using)\s+(?:google\s+)?(?:colab|cuda)\b")
_CPU_REACH = 300


def mps_crash_not_cpu(found: Found, m: Match) -> None:
    """A run said to crash on MPS (the kernel died, a segfault) where the person says the same code works on the CPU:
    the op that crashed ran on the MPS device, so the device exists (:func:`mps_said_running`). A crash said alone
    may be the device's own start failing (a VM's GPU without Metal: MPSDevice's library lookup crashing on a
    GitHub-hosted runner), which says nothing of MPS working."""
    text = m.stream.text
    near = text[max(0, m.offset - _CPU_REACH): m.offset + 2 * _CPU_REACH]
    if _CPU_WORKS.search(near):
        mps_said_running(found, m)


def _mps_works(found: Found, m: Match) -> None:
    """The clue shows PyTorch's MPS device took work: the Mac (possibly) and MPS available."""
    found.add("host.os", "Darwin", m.line, m.rank, "possible")
    found.add("torch.mps_available", True, m.line, m.rank, m.certainty)
    symptom(found, "mps-available", m.line, certainty=m.certainty)


# A training loop's progress lines: a step or iteration number, then the loss it reached (nanoGPT's 'iter 0: loss
# 4.2329, time 9686.70ms' and 'step 0: train loss 4.2326', llm.c's 'iteration 0, loss: 5.270007133483887').
# An epoch counted as [done/total] counts too, with a batch counter in parentheses or a step in brackets after it
# (minimind's 'Epoch:[1/1](0/44160) loss:8.932 lr:0.000550000000', the parentheses a link where GitHub rendered them:
# 'Epoch:[1/1](https://github.com/jingyaogong/minimind/issues/0/44160) loss:8.932', an M2 Max on --device mps,
# https://github.com/jingyaogong/minimind/issues/200 ; the tutorials' 'Epoch [1/10], Step [100/600], Loss: 0.2345').
_LOSS_LINE = compiled(r"(?im)^[^\S\n]*(?:iter(?:ation)?|step|epoch)(?:[^\S\n]+\d{1,7}[^\S\n]*[:,]"
                      r"|[^\S\n]*:?[^\S\n]*\[\d{1,7}/\d{1,7}\](?:\([^()\s]{1,120}\))?[^\S\n]*[:,]?)[^\S\n]*"
                      r"(?:(?:step|iter(?:ation)?|batch)[^\S\n]*:?[^\S\n]*\[\d{1,7}/\d{1,7}\][^\S\n]*[:,]?[^\S\n]*)?"
                      r"(?:train[^\S\n]+)?loss[^\S\n]*[:=]?[^\S\n]*\d{1,6}\.\d")
# A person saying the run's loss or outputs turned to NaN or infinity ('The model with train for awhile and then get
# either -Infs or NaNs'): values computed on the device, so the run reached it.
# The loss said to be NaN, in the program's words too ('I get "ValueError: loss is nan"', with device "mps:0":
# https://github.com/princeton-nlp/TransformerPrograms/issues/6).
_NAN_SAID = compiled(r"(?i)\b(?:get|gets|got|getting|becomes?|became|turns?\s+into|goes\s+to|went\s+to)\s+"
                     r"(?:either\s+)?(?:-|minus\s+)?(?:infs?|nans?)\b(?:\s+or\s+(?:-|minus\s+)?(?:infs?|nans?)\b)?"
                     r"|\bloss(?:es)?\s+(?:is|was|are|were|becomes?|became|goes\s+to|went\s+to)\s+(?:-\s?)?(?:nan|inf)\b")
# What stops a run, or moves it to another device, before its loss lines: those lines are then another run's.
_RUN_STOPPED = compiled(r"Traceback \(most recent call last\)|\b[A-Z]\w{0,40}Error:|\bSegmentation fault\b"
                        r"|\b(?:zsh|bash): abort\b|\bdevice[^\S\n]*[=:][^\S\n]*['\"]?(?:cpu|cuda)\b"
                        r"|--device[= ]['\"]?(?:cpu|cuda)\b")
RUN_REACH = 3000
# The command's own line, then the next non-empty line saying it passed or worked ('passes compilation, while same for
# float16 fails to compile'): its first clause, with no failure, negation or other device in it, is about the command
# just shown.
_RUN_PASSED = compiled(r"[^\n]*\n(?:[^\S\n]*\n){0,2}[^\S\n]*(?i:passe[sd]|works?|worked|runs?\s+fine|ran\s+fine"
                       r"|succeed(?:s|ed)|completes|completed)\b(?![^,;.\n]*(?i:\bnot\b|n't|\bfail|\berror|\bcpu\b|\bcuda\b))")


# What the run made, said in words beside the command ('Pro Mac M1 generated super blurry reconstruction of poster.'
# above 'ns-train nerfacto … --machine.device-type mps'): the output of a run that reached the device, whatever its
# quality (mps-results-prose reads the same where the sentence names MPS).
_RESULT_SAID = compiled(r"(?i)\b(?:generat|produc|render|output|return)(?:e[sd]?|ing|s)?\s+(?:(?:an?|the|super|very|"
                        r"really|extremely|only|just|completely|totally|all)\s+){0,3}(?:nois[ey]|blurr?y|grainy|black|"
                        r"garbage|gibberish|garbled|corrupted?|wrong|incorrect)\b")
_RESULT_REACH = 400


def mps_run_progressed(found: Found, m: Match) -> None:
    """A training run set to the MPS device (nanoGPT's 'Overriding: device = mps', a printed config's device = 'mps',
    a command's --device=mps, 'with `mps`') whose loss lines follow, or whose losses the person says turned to NaN or
    infinity, with nothing stopping it in between, or whose output the person describes beside it ('generated super
    blurry reconstruction'): the run computed on MPS, so MPS is available. The setting alone only
    asks for the device (a Linux torch refuses it)."""
    after = m.stream.text[m.offset:m.offset + RUN_REACH]
    if _RUN_PASSED.match(after):
        _mps_works(found, m)
        return
    text = m.stream.text
    near = text[max(0, m.offset - _RESULT_REACH): m.offset + _RESULT_REACH]
    if _RESULT_SAID.search(near) and not _RUN_STOPPED.search(near):
        _mps_works(found, m)
        return
    steps = [hit for hit in (_LOSS_LINE.search(after), _NAN_SAID.search(after)) if hit is not None]
    if not steps:
        return
    step = min(steps, key=lambda hit: hit.start())
    if _RUN_STOPPED.search(after, 0, after.rfind("\n", 0, step.start()) + 1):
        return
    _mps_works(found, m)


# The program choosing MPS in code: torch.device("mps") besides the settings _TORCH_ASKS_MPS reads.
_TORCH_PICKS_MPS = compiled(_TORCH_ASKS_MPS.pattern + r"""|\btorch\.device\(\s*['"]mps\b""")


def mps_said_faster(found: Found, m: Match) -> None:
    """A person saying their run is faster than on the CPU, or ran on their Mac's GPU ('On my Mac Mini M4Pro it is
    faster than the cpu', 'the model was compiled and run on my mac's GPU'), where the program picks PyTorch's MPS
    device and no NVIDIA GPU or TensorFlow is named: the speed-up is MPS's, so MPS works (mps_said_running)."""
    if (m.stream.anywhere(_TORCH_PICKS_MPS) and not m.stream.anywhere(_NVIDIA_GPU)
            and not m.stream.anywhere(_TENSORFLOW_NAMED)):
        mps_said_running(found, m)


def mps_speedup_said(found: Found, m: Match) -> None:
    """A person giving their run's speed-up over the CPU ('speedup is only ~30% when compared to CPU training') where
    the report names MPS and no NVIDIA GPU or TensorFlow: the faster device was MPS, so MPS works (mps_said_running)."""
    if (m.stream.anywhere(_MPS_WORD) and not m.stream.anywhere(_NVIDIA_GPU)
            and not m.stream.anywhere(_TENSORFLOW_NAMED)):
        mps_said_running(found, m)


# Apple's other accelerated paths, which a speed-up factor in the same sentence may be theirs (MLX, Core ML, the
# Neural Engine, ONNX Runtime's providers): the factor is MPS's only where none of them is named beside it.
_OTHER_APPLE_ACCEL = compiled(r"(?i)\bmlx\b|\bcore\s?ml|\bane\b|neural\s+engine|\bonnx")


def mps_speedup_factor(found: Found, m: Match) -> None:
    """A person giving the speed-up factor their own test measured ('In my testing this makes source separation about
    8x faster on an M2 MBP', a change that runs demucs on '-d mps'; 'Verified performance (2x faster with MPS)'),
    where the report names MPS and no NVIDIA GPU or TensorFlow, and its sentence names no other Apple accelerator:
    the faster device was MPS, so MPS works (mps_said_running)."""
    text = m.stream.text
    start = max(text.rfind(".", 0, m.offset), text.rfind("\n", 0, m.offset)) + 1
    end = _SENTENCE_END.search(text, m.offset, min(len(text), m.offset + 400))
    sentence = text[start:end.start() if end else min(len(text), m.offset + 400)]
    if _OTHER_APPLE_ACCEL.search(sentence):
        return
    if ((m.stream.anywhere(_MPS_WORD) or m.stream.anywhere(_MPS_SPELT_OUT)) and not m.stream.anywhere(_NVIDIA_GPU)
            and not m.stream.anywhere(_TENSORFLOW_NAMED)):
        mps_said_running(found, m)


# Another GPU stack named in the text: its GPU, not MPS, may be the one compared with the CPU.
_OTHER_GPU_STACK = compiled(r"(?i)\bcuda\b|\brocm\b|directml|\bxpu\b|\bvulkan\b|\bopencl\b|\bcolab\b")


def mps_gpu_vs_cpu(found: Found, m: Match) -> None:
    """A person comparing their run on the GPU with the CPU ('runs slower on the GPU (around 124it/s vs 240it/s on
    CPU)', 'GPU is much faster (10it/s vs 4it/s)', 'the performance was worse than the CPU' from an M1 Max's GPU,
    'gpu mode (110seconds)' under 'cpu mode (229seconds)', Activity Monitor's '%GPU is only 15% peak') where the
    report names MPS and no NVIDIA GPU, TensorFlow or other GPU stack (CUDA, ROCm, a Colab): the GPU was the Mac's,
    through MPS, and took the work, slow or fast (mps_speedup_said)."""
    if m.stream.anywhere(_OTHER_GPU_STACK):
        return
    mps_speedup_said(found, m)


_MPS_SPELT_OUT = compiled(r"(?i)metal\s+performance\s+shaders")


def mps_reached(found: Found, m: Match) -> None:
    """A clue whose words presuppose work on PyTorch's MPS device: a memory leak said of MPS ('MPS memory leak?', the
    title over NLLB inference that slows and grows on a Mac; 'Memory Leak in MPS Backend During LSTM Iterations'), or
    a results table whose row names the device mps beside a measured time or the output it gave. Memory that leaks
    on a device, or a result it gave, was allocated or computed there, so MPS is available, whether or not the
    title asks if it is a leak (the question is of the leak, not of the device). Not where MPS is NVIDIA's
    Multi-Process Service, nor where TensorFlow is named and PyTorch's device is never asked for (its Metal
    plugin also runs MPS)."""
    if m.stream.anywhere(_NVIDIA_MPS):
        return
    if m.stream.anywhere(_TENSORFLOW_NAMED) and not m.stream.anywhere(_TORCH_PICKS_MPS):
        return
    _mps_works(found, m)


# tensorflow-metal and jax-metal print the same start-up line ("Metal device set to: Apple M1"): TensorFlow's GPU only
# where the report names TensorFlow (Keras, TF) and shows no jax-metal line.
_TF_NAMED_WIDE = compiled(_TENSORFLOW_NAMED.pattern + r"|\btf-|\btf\b")
_JAX_METAL = compiled(r"(?i)\bjax|\bmps_client\.cc|\bpjrt_plugin|Platform\s+'METAL'")


def tf_metal_device(found: Found, m: Match) -> None:
    """tensorflow-metal registered its Metal device: TensorFlow lists a GPU (the device the line names)."""
    if m.stream.anywhere(_JAX_METAL) or not m.stream.anywhere(_TF_NAMED_WIDE):
        return
    symptom(found, "tf-gpu-listed", m.line, devices=[m.groups["device"].strip()])


# The Metal plugin named in prose ("via a plugin provided by apple" about Metal, "the new metal tensorflow plugin",
# tensorflow-metal), not Apple's earlier ML Compute fork (tensorflow_macos, mlcompute), which lists no GPU device.
_METAL_PLUGIN_NAMED = compiled(r"(?i)tensorflow-metal|PluggableDevice|\bmetal\b(?:[^\n.]|\.(?=\d)){0,40}?\bplug-?in\b"
                               r"|\bplug-?in\b(?:[^\n.]|\.(?=\d)){0,40}?\bmetal\b")
_ML_COMPUTE_FORK = compiled(r"(?i)\bmlcompute\b|tensorflow_macos")


def _tf_metal_gpu_alone(stream: Stream) -> bool:
    """Whether TensorFlow runs here with the Metal plugin and nothing else could be the GPU's user (PyTorch set to
    MPS, jax-metal, an NVIDIA GPU, Apple's older MLCompute fork)."""
    return (stream.anywhere(_TF_NAMED_WIDE) and stream.anywhere(_METAL_PLUGIN_NAMED)
            and not (stream.anywhere(_ML_COMPUTE_FORK) or stream.anywhere(_JAX_METAL)
                     or stream.anywhere(_TORCH_PICKS_MPS) or stream.anywhere(_NVIDIA_GPU)))


def tf_gpu_said_used(found: Found, m: Match) -> None:
    """A person saying the GPU runs at (nearly) 100% where TensorFlow runs with the Metal plugin and nothing else
    could be using it (PyTorch set to MPS, jax-metal, an NVIDIA GPU): the plugin registered TensorFlow's GPU."""
    if _tf_metal_gpu_alone(m.stream):
        symptom(found, "tf-gpu-listed", m.line, devices=["the Metal GPU, said in use"])


def tf_gpu_said_computed(found: Found, m: Match) -> None:
    """A person setting what the GPU computed against the CPU's answer ('completely different results when using GPU
    (Metal) versus CPU') where TensorFlow runs with the Metal plugin and nothing else could be the GPU's user: the
    plugin registered TensorFlow's GPU and ran the work on it."""
    if _tf_metal_gpu_alone(m.stream):
        symptom(found, "tf-gpu-listed", m.line, devices=["the Metal GPU, its results said to differ from the CPU's"])



# Jeff Heaton's TensorFlow-on-Mac check (t81_558_deep_learning's install notebooks, copied into many guides) prints
# 'Tensor Flow Version: {tf.__version__}' and, from len(tf.config.list_physical_devices('GPU')) > 0,
# 'GPU is available' or 'GPU is NOT AVAILABLE'; the GPU line answers TensorFlow's device list only with the script's
# version line above it (the same words alone may be any program's), or just below it where a paste's sections were
# put in another order (the output block 'Python 3.8.19 | packaged by conda-forge …' / 'GPU is available' before the
# block with 'Tensor Flow Version: 2.12.0': https://github.com/henrysky/astroNN/issues/27 as reordered).
_TF_CHECK_SCRIPT = compiled(r"(?m)^[ \t`]*Tensor[ \t]Flow[ \t]Version:")
_TF_CHECK_AFTER = 600


def tf_check_script(found: Found, m: Match) -> None:
    """The check script's lines (see above): TensorFlow's version, and whether it lists a GPU."""
    version = m.groups.get("version")
    if version:
        found.add("tensorflow.version", version, m.line, m.rank, m.certainty)
        return
    if not (_TF_CHECK_SCRIPT.search(m.stream.before(m.offset, 1500))
            or _TF_CHECK_SCRIPT.search(m.stream.text, m.offset, m.offset + _TF_CHECK_AFTER)):
        return
    if m.groups.get("state", "").lower() == "available":
        symptom(found, "tf-gpu-listed", m.line, devices=["GPU (the check script's 'GPU is available')"])
    else:
        found.add("tensorflow.gpu_devices", [], m.line, m.rank, m.certainty)


def tf_cpu_feature_guard(found: Found, m: Match) -> None:
    """TensorFlow's cpu_feature_guard lists x86 instructions (SSE, AVX, FMA) the CPU has that the binary was not
    built for: only an x86_64 TensorFlow prints them, so its Python is x86_64, and it logged this while loading, so
    TensorFlow imported. A list of SSE alone says the CPU has no AVX (one with AVX would be listed, or a binary built
    for it would have stopped at 'compiled to use AVX instructions, but these aren't available')."""
    isa = (m.groups.get("isa") or m.groups.get("isa2") or "").upper()
    found.add("python.machine", "x86_64", m.line, m.rank, m.certainty)
    found.add("tensorflow.import", "ok", m.line, PROSE, "possible")
    if "SSE" in isa and "AVX" not in isa:
        found.add("x86.no_avx", True, m.line, m.rank, m.certainty)

def python_too_new_then_older(found: Found, m: Match) -> None:
    """'I was using Python version 3.10 …, and this didn't play well at all with tensorflow. Once I changed the conda
    environment to use 3.8, then all was well.': the first Python was too new for the framework then, as a framework
    said to have no release for it yet (python-no-wheels-yet). Only a change to an older minor says so."""
    try:
        newer, older = Version(m.groups["minor"]), Version(m.groups["older"])
    except (KeyError, InvalidVersion):
        return
    if older < newer:
        symptom(found, "python-no-wheels-yet", m.line, clue="prose-python-too-new-then-older-worked",
                minor=m.groups["minor"], framework=m.groups.get("framework"), certainty=m.certainty)


def older_python_fixed_it(found: Found, m: Match) -> None:
    """'problem solved by re-config the env to python 3.8', 'downgrading python to 3.10 fixed it': an older Python
    fixed it (python-older-worked); diagnose/python_support.py reads it only against a newer Python of the report."""
    older = next((m.groups.get(k) for k in ("older", "older2", "older3", "older4") if m.groups.get(k)), None)
    try:
        Version(str(older))
    except InvalidVersion:
        return
    symptom(found, "python-older-worked", m.line, clue="prose-older-python-fixed-it", older=older,
            certainty=m.certainty)


_WHEEL_PYTHON = compiled(r"(?<![\d.])(?:3\.(\d{1,2})|3(\d{1,2}))(?![\d.]*\d)")


def wheels_python_ceiling(found: Found, m: Match) -> None:
    """'kaldialign==0.9.1 ships macOS universal2 wheels for cp310–cp312 only', 'only has wheels for Python 3.9–3.11':
    the newest Python a release has wheels for (python-wheels-up-to); diagnose/python_support.py reads it only against
    a newer Python of the report. Only where 'only' says the list is the whole of it."""
    if not any(m.groups.get(k) for k in ("pre", "mid", "post")):
        return  # no 'only': the list may not be the whole of it
    minors = [int(a or b) for a, b in _WHEEL_PYTHON.findall(m.groups.get("pythons") or "")]
    if minors:
        symptom(found, "python-wheels-up-to", m.line, clue="prose-wheels-only-up-to-python",
                newest=f"3.{max(minors)}", certainty=m.certainty)


def tf_log_date(found: Found, m: Match) -> None:
    """TensorFlow's C++ log lines open with the day they were written ('2023-01-21 17:12:37.085285: I
    tensorflow/core/platform/cpu_feature_guard.cc:193] …'): the TensorFlow that wrote them was released by then. Before
    the first tag of the last line with x86_64 macOS wheels (2.16), it is of an older line (tensorflow.older_than), as
    an installed version before it would say."""
    table = kb.check_table("tensorflow_metal")
    if m.groups["date"] < str(table["last_x86_64_macos_line_first_tag"]):
        last = Version(str(table["last_x86_64_macos_tensorflow"]))
        found.add("tensorflow.older_than", f"{last.major}.{last.minor}", m.line, m.rank, m.certainty)


_WANTED_LEAD = 400  # how far back in its line a version's sentence is searched for the words that make it wanted
# A how-to's own subject: the release its steps install, the article's machine's ('I made a complete instruction to
# install TensorFlow 2.4.0-rc0', on an M1:
# https://github.com/taishi-nammoto/How-to-install-Mac-Optimized-TensorFlow-M1-)
_HOW_TO_INSTALL = compiled(r"(?i)\b(?:instructions?|guide|tutorial|walk-?through|steps)\s+(?:on\s+how\s+)?"
                           r"to\s+install\s+\Z")


def named_framework_version(found: Found, m: Match) -> None:
    """A version named in a sentence: what the person runs, not an installed-package record (a listing is that); not
    a release said to support or need some Python ('Tensorflow 2.1 doesn't support Python 3.8', paste/wanted.py), nor
    one asked for, as the torch reader leaves it ('I need to get tensorflow 1.13.2 but brew and conda always installs
    the latest version', a MacBook Air M1 whose TensorFlow is the latest: https://github.com/tensorflow/tensorflow/
    issues/55519 ; 'trying to install tensorflow 1.15': the [wanted] words before it in its line's sentence)."""
    name = m.groups["framework"].lower().replace("_", "-")
    end = m.stream.text.find(m.groups["version"], m.offset) + len(m.groups["version"])
    if support_said(m.stream.before(m.offset, 40), m.stream.text[end: end + 80]):
        return
    lead = m.stream.said_before(m.offset, _WANTED_LEAD).rpartition("\n")[2]
    if wanted(lead) and not _HOW_TO_INSTALL.search(lead):
        return
    if name == "tf-keras":
        # Keras 2 under TF_USE_LEGACY_KERAS=1 ("tf-keras 2.16.0" beside a Keras 3): its own record, not keras.version
        found.add("python.packages", (name, {"version": m.groups["version"]}), m.line, m.rank, m.certainty)
        return
    key = {"tensorflow": "tensorflow.version", "tensorflow-macos": "tensorflow.version", "keras": "keras.version",
           "tensorflow-metal": "tensorflow.metal_version", "coremltools": "coremltools.version"}[name]
    found.add(key, m.groups["version"], m.line, m.rank, m.certainty)
    if name == "tensorflow-metal":
        found.add("tensorflow.metal_named", True, m.line, m.rank, m.certainty)
    elif name in ("tensorflow-macos", "coremltools"):
        # the distribution itself is named ("with tensorflow-macos 2.16.2 and tensorflow-metal 1.2.0", "I pip
        # installed coremltools 6.2"): its record
        found.add("python.packages", (name, {"version": m.groups["version"]}), m.line, m.rank, m.certainty)


_GREP_ROW = compiled(r"^[ \t]*([A-Za-z0-9_.-]{1,60})(?:[ \t]+|==)(\d[\w.+!-]{0,40})")


def grep_listing(found: Found, m: Match) -> None:
    """`pip list | grep WORD`: the rows are installed packages, and every installed name with WORD is among them."""
    word = m.groups["word"].lower()
    names = []
    for row in m.groups["rows"].splitlines():
        hit = _GREP_ROW.match(row)
        if hit and word in hit.group(1).lower():
            name = hit.group(1).lower().replace("_", "-")
            names.append(name)
            found.add("python.packages", (name, {"version": hit.group(2)}), m.line, m.rank, m.certainty)
    if names:
        found.add("python.packages_grep", word, m.line, m.rank, m.certainty)


def github_runner(found: Found, m: Match) -> None:
    """A GitHub-hosted runner's label: its CPU (checks/history.toml [github_runner]). `macos-latest` in a post dated
    before its move to arm64 was an Intel runner, in one dated during the move either; undated, today's arm64 one."""
    label = m.groups["label"].lower().replace(".", "-")
    table = history()["github_runner"]
    found.add("host.os", "Darwin", m.line, m.rank, m.certainty)
    if label == "macos-latest" and (dated := _dated_post(m)) is not None:
        began, ended = table["latest_moved_to_arm64"]
        label = "macos-12" if dated[0] < began else label if dated[0] >= ended else ""
    if label in table["arm64"]:
        found.add("host.arm64_capable", 1, m.line, m.rank, m.certainty)
        symptom(found, "github-runner-arm64", m.line, label=label, certainty=m.certainty)
    elif label in table["x86_64"]:
        found.add("host.arm64_capable", 0, m.line, m.rank, m.certainty)
        found.add("host.cpu_brand", "Intel", m.line, m.rank, m.certainty)


# A self-hosted runner is the project's own machine, of any chip (PyTorch's 'macos-m1-14', a Mac mini under a desk).
_SELF_HOSTED = compiled(r"(?i)\bself[\s-]?hosted\b")


def github_hosted_runner_in_dated_post(found: Found, m: Match) -> None:
    """A GitHub-hosted macOS runner (its home folder /Users/runner in a build step's own line, or the runner named in
    words) in a post dated before GitHub had any arm64 macOS runner (checks/history.toml
    first_github_arm64_macos_runner_date): every hosted macOS runner was an Intel Mac then. Not where the post speaks
    of a self-hosted runner; an undated text (no post header above) is not read."""
    dated = _dated_post(m)
    if dated is None or dated[0] >= str(history()["first_github_arm64_macos_runner_date"]) or \
            _SELF_HOSTED.search(dated[1]):
        return
    found.add("host.os", "Darwin", m.line, m.rank, m.certainty)
    found.add("host.arm64_capable", 0, m.line, m.rank, m.certainty)
    found.add("host.cpu_brand", "Intel", m.line, m.rank, m.certainty)


# A sentence that guesses ("I suppose it is the same on M1"): the chip it names is a hypothesis, not the machine.
# The sentence may be wrapped between the guess and the chip (a single line break), not a paragraph's.
_GUESS = compiled(r"(?i)\b(?:I\s+suppose|I\s+guess|I\s+assume|I\s+imagine|presumably)\b"
                  r"(?:[^.!?\n]|\n(?![ \t]*\n)){0,120}\Z")


def prose_chip(found: Found, m: Match) -> None:
    tier = m.groups.get("tier")
    chip = "Apple " + m.groups["chip"].upper() + (f" {tier.capitalize()}" if tier else "")
    sure = "possible" if _GUESS.search(m.stream.before(m.offset, 160)) else m.certainty
    found.add("host.cpu_brand", chip, m.line, m.rank, sure)
    found.add("host.arm64_capable", 1, m.line, m.rank, sure)  # so that a rival "Intel Mac" contests it
    found.add("host.os", "Darwin", m.line, m.rank, sure)


TITLE_REACH = 2000  # a title is the paste's first line: nothing but blanks before it


def _opens_paste(m: Match) -> bool:
    return m.offset <= TITLE_REACH and not m.stream.before(m.offset, TITLE_REACH).strip()


def title_chip(found: Found, m: Match) -> None:
    """A chip opening the paste's first line, a thread's title, names the asker's machine."""
    if _opens_paste(m):
        prose_chip(found, m)


# The words that make a chip-like name closing a title something else: a model, a milestone, an instrument; and a
# macOS release's name, whose chip macos-release-name-chip reads (only from Big Sur on: 'Mac Catalina M1' is no M1).
_TITLE_END_NOT_CHIP = compiled(r"(?i)\b(?:model|milestones?|phase|stage|step|sprint|roadmap|korg|roland|yamaha|mark"
                               r"|version|release|type|class|yosemite|e(?:l\s*|i\s+)capitan|sierra|mojave|catalina|big\s?sur"
                               r"|monterey|ventura|sonoma|sequoia|tahoe)\W{0,3}(?:\d{1,2}(?:\.\d{1,2}){0,2}\W{0,3})?\Z")
# A title naming a kind of Mac, not the asker's: one written for it ('Fixes for Mac M3', 'para Mac chip M1', and
# compatibility with one, 'Compatibility with Apple M1', as [sentence] target reads '# Add compatibility with Apple
# Silicon': https://github.com/scDiffEq/scDiffEq/issues/32) or naming two chips ('Mac chip M1 y M2', 'M1 vs M2').
_TITLE_END_KIND = compiled(r"(?i)\b(?:for|para|pour|f[üu]r|per|compat(?:ibility)?\s+with)\s+(?:\S+\s+){0,3}\Z"
                           r"|\b[Mm][1-5]\b")


def title_chip_end(found: Found, m: Match) -> None:
    """A chip closing the paste's first line, a thread's title ('poetry install error m1'), names the asker's machine,
    as one opening it does (title_chip); not after a word that makes it a model or a milestone, nor in a title for a
    kind of Mac."""
    before = m.stream.before(m.offset, TITLE_REACH)
    title = before.lstrip()
    if m.offset > TITLE_REACH or "\n" in title or len(title.split()) < 2 or _TITLE_END_NOT_CHIP.search(title) \
            or _TITLE_END_KIND.search(title):
        return
    prose_chip(found, m)


# A chip named in Chinese, Japanese or Korean prose: the scan spaces the CJK character that touches it
# ('苹果M1' reads '苹 M1'), so the word before or after it is read from the line as pasted, at the same column
# (the spacing keeps the length). Before it: Apple's name (苹果, 蘋果, アップル, 애플), 'my' (我的), 'on/at' (在),
# 'using' (用, 使用), 'is' (是), a computer's classifier (一台, 这台); after it: 'on' (上, 에서, で). A thread's
# title may also open with the chip run into its words ('M1运行报错', 'm1，请问…'), as title-chip reads an English
# one.
_CJK_BEFORE_CHIP = compiled(r"(?:苹果|蘋果|アップル|애플|我的|我们的|我們的|在|用|使用|是|一台|这台|這台"
                            r"|私の|僕の)[ \t]?\Z")
# not 上线 (goes online) nor 上市 (goes on sale)
_CJK_AFTER_CHIP = compiled(r"[ \t]?(?:上(?![线線市传傳升限])|에서|で)")
# (the reader has made a fullwidth comma or colon an ASCII one by then: 'm1，请问' reads 'm1,请问')
_CJK_TITLE_WORDS = compiled(r"[ \t]{0,3}[,:;、，：]?[ \t]{0,3}"
                            r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")
# Not a chip in a condition or a question, which another person's reply often names
# ('如果是M1的版本，可以直接用mps加速', if it is the M1 version you can use MPS directly:
# https://github.com/XPixelGroup/DiffBIR/issues/60, an Intel Mac's thread).
_CJK_CLAUSE = compiled(r"[,.;!?，。；！？]")
_CJK_IF = compiled(r"如果|假如|假设|假設|若|要是|是否|是不是|还是|還是|或者|もし")
_CJK_ASKED = compiled(r"[^,.;!?，。；！？\n]{0,8}?(?:吗|嗎|呢|[?？]|ですか|인가|인지)")


def _cjk_word(m: Match, group: str) -> tuple[str, int, int] | None:
    """The line as pasted and where the group's word sits in it (same column: the scan's spacing keeps the length);
    None for an ASCII line, or where the pasted line does not hold the word there."""
    raw = m.line.text
    if raw.isascii():
        return None
    start = m.offset - (m.stream.text.rfind("\n", 0, m.offset) + 1)
    word = m.groups[group]
    return (raw, start, start + len(word)) if raw[start: start + len(word)] == word else None


def _cjk_hedged(raw: str, start: int, end: int) -> bool:
    """Whether the word sits in a condition or a question (_CJK_IF, _CJK_ASKED)."""
    clause = _CJK_CLAUSE.split(raw[max(0, start - 30): start])[-1]
    return bool(_CJK_IF.search(clause) or _CJK_ASKED.match(raw, end))


def cjk_chip(found: Found, m: Match) -> None:
    """A chip beside the Chinese, Japanese or Korean word that makes it the writer's machine (see above)."""
    span = _cjk_word(m, "chip")
    if span is None:
        return
    raw, start, end = span
    tier = m.groups.get("tier")
    if tier:
        at = raw.find(tier, end)
        end = at + len(tier) if 0 <= at <= end + 1 else end
    if _cjk_hedged(raw, start, end):  # 'if it is the M1 version' (如果是M1的版本), 'M1吗?'
        return
    if (_CJK_BEFORE_CHIP.search(raw[max(0, start - 4): start]) or _CJK_AFTER_CHIP.match(raw, end)
            or (_opens_paste(m) and _CJK_TITLE_WORDS.match(raw, end))):
        prose_chip(found, m)


# 'local' (本地, 本地的) beside the words of _CJK_BEFORE_CHIP
_CJK_BEFORE_INTEL_MAC = compiled(r"(?:苹果|蘋果|我的|我们的|我們的|在|用|使用|是|一台|这台|這台|私の|僕の"
                                 r"|本地|本地的)[ \t]?\Z")


def cjk_intel_mac(found: Found, m: Match) -> None:
    """'Intel Mac' beside the Chinese, Japanese or Korean word that makes it the writer's machine ('我在本地 Intel Mac
    完整构建', built on a local Intel Mac), read from the line as pasted like cjk_chip."""
    span = _cjk_word(m, "word")
    if span is None or _cjk_hedged(*span):
        return
    raw, start, end = span
    if _CJK_BEFORE_INTEL_MAC.search(raw[max(0, start - 6): start]) or _CJK_AFTER_CHIP.match(raw, end):
        for key, value in (("host.os", "Darwin"), ("host.cpu_brand", "Intel"), ("host.arm64_capable", 0)):
            found.add(key, value, m.line, m.rank, m.certainty)


_CJK_MAC_ADDRESS = compiled(r"[ \t]?(?:地址|位址|アドレス|주소)")


def cjk_mac(found: Found, m: Match) -> None:
    """The Mac beside the Chinese, Japanese or Korean word that makes it where something runs or the writer's ('在mac上
    使用报错', an error using it on a Mac): a Mac topic (report.mac_named), no fact about the machine; not a MAC
    address."""
    span = _cjk_word(m, "word")
    if span is None:
        return
    raw, start, end = span
    if _CJK_MAC_ADDRESS.match(raw, end):
        return
    if _CJK_BEFORE_INTEL_MAC.search(raw[max(0, start - 6): start]) or _CJK_AFTER_CHIP.match(raw, end):
        found.add("report.mac_named", True, m.line, m.rank, m.certainty)


def title_intel_mac(found: Found, m: Match) -> None:
    """'Intel Mac' opening the paste's first line (after an issue form's 'BUG:'), a thread's title, names the asker's
    Mac as an Intel one."""
    if _opens_paste(m):
        for key, value in (("host.os", "Darwin"), ("host.cpu_brand", "Intel"), ("host.arm64_capable", 0)):
            found.add(key, value, m.line, m.rank, m.certainty)


def _bound(m: Match, version: str) -> bool:
    at = m.stream.text.find(version, m.offset)
    end = at + len(version) if at >= 0 else m.offset
    if macos_bound(m.stream.before(m.offset, 40), m.stream.text[end: end + 20]):
        return True
    # The stream spaces a CJK character touching a Latin letter or a digit ('为macOS' reads ' macOS'), which
    # loses the Chinese word that bounds it ('为macOS Big Sur(版本11.0)操作系统编译的', '需要macOS 13.5+'):
    # the line as pasted has it. The spacing keeps the length, so the name sits at the same column there.
    raw = m.line.text
    col = (at if at >= 0 else m.offset) - (m.stream.text.rfind("\n", 0, m.offset) + 1)
    if raw.isascii() or raw[col: col + len(version)] != version:
        return False
    return macos_bound(raw[max(0, col - 40): col], raw[col + len(version): col + len(version) + 20])


def macos_name(found: Found, m: Match) -> None:
    name = re.sub(r"[\s-]+", " ", m.groups["name"].lower()).replace("siera", "sierra")
    # Two words run together or joined by a hyphen ('BigSur', 'HighSierra 10.13.6', 'Big-Sur 11.7.11'), High Sierra
    # shortened ('MBP H-SIERRA 10.13') (checks/clues.toml macos-name)
    name = re.sub(r"^(?:h|high) ?sierra$|^(big|mountain|snow) ?(sur|lion|leopard)$",
                  lambda w: f"{w[1]} {w[2]}" if w[1] else "high sierra", name)
    # 'El Captian', 'El Captain', 'EI Capitan' (a capital I), 'ElCapitan' (checks/clues.toml macos-name)
    name = re.sub(r"^e(?:l ?|i )cap\w+$", "el capitan", name)
    name = re.sub(r"^cat\w+$", "catalina", name)  # 'Catalia', 'Catelina' (checks/clues.toml macos-name)
    name = re.sub(r"^s(?:[ao]n[ao]ma|[io]mona)$", "sonoma", name)  # 'Sanoma', 'Somona', 'simona 14.2.1' (macos-name)
    _named_macos(found, m, next((r["macos"] for r in history()["macos_name"] if r["name"] == name), None))


# A macOS release named in Korean (checks/clues.toml macos-name-ko) is the Mac's only beside a Mac word before it
# ('맥 OS 13 벤츄라', 'Mac OS인 몬트레이에서'; the scan has spaced '맥OS' to ' OS'), a version or an update to it
# ('빅서로 업데이트'): the same words name places, cars and perfumes. Not a word that ends in the name, nor a floor
# after it (이상 or later, 이후 after, 부터 from, 미만/이하 below, 필요 needed, 지원 supported, 용/전용 for, 권장
# recommended), nor the release updated from ('카탈리나에서 빅서로', from Catalina to Big Sur), nor one of several in
# a table's row.
_KO_MAC_WORD = compiled(r"(?i:mac|\bos\b|osx)|맥")
_KO_MACOS_BOUND = compiled(r"[ \t]*(?:버전[ \t]*)?(?:이상|이후|부터|미만|이하|필요|지원|전용|용|권장)")


@functools.cache
def _ko_releases() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Any release's name, as checks/history.toml spells it in Korean (a space allowed between syllables: '하이 시에라')
    or in English; and the same after 에서 ('from'), the release updated from."""
    korean = (r"[ \t]?".join(map(re.escape, spelling)) for row in history()["macos_name"]
              for spelling in row.get("korean", ()))
    names = "|".join([*korean, r"(?i:big\s?sur|monterey|ventura|sonoma|sequoia|tahoe|catalina|mojave)"])
    return (compiled(names),
            compiled(r"[ \t]*에서[ \t]*(?:(?i:mac[ \t]?os)[ \t]*)?(?:\d{2}(?:\.\d{1,2})?[ \t]*)?(?:" + names + ")"))


def macos_name_ko(found: Found, m: Match) -> None:
    name = re.sub(r"[ \t]", "", m.groups["name"])
    row = next((r for r in history()["macos_name"] if name in r.get("korean", ())), None)
    line = m.stream.text[m.offset:].split("\n", 1)[0]
    after = line
    for said in (m.groups["name"], m.groups.get("version"), m.groups.get("update")):
        if said:
            after = after[after.find(said) + len(said):]
    after = after.lstrip(" \t)")
    release, updated_from = _ko_releases()
    if row is None or _KO_MACOS_BOUND.match(after) or updated_from.match(after):
        return
    before = m.stream.before(m.offset, 40).rpartition("\n")[2]
    if before[-1:].isalpha() and not before[-1:].isascii():
        return  # the name ends another word ('타호' in '파타호', a syllable run into it)
    if not (m.groups.get("version") or m.groups.get("update") or _KO_MAC_WORD.search(before)):
        return
    if "|" in line + before and len(release.findall(before + line)) > 1:
        return  # a table's row of several releases: requirements, not the Mac
    _named_macos(found, m, row["macos"])


def _named_macos(found: Found, m: Match, major: str | None) -> None:
    """The Darwin a named macOS release says, its major release, and its version where the match states one of that
    release (neither where words around it bound it: a floor, a ceiling)."""
    if major is None:
        return
    found.add("host.os", "Darwin", m.line, m.rank, m.certainty)
    stated = m.groups.get("version")
    if _bound(m, stated or m.groups["name"]):
        return
    if stated and stated.split(".")[0] == major.split(".")[0]:
        found.add("host.macos_version", stated, m.line, m.rank, m.certainty)
    found.add("host.macos_major", major, m.line, m.rank, m.certainty)


def macos_number(found: Found, m: Match) -> None:
    version = m.groups.get("version") or m.groups.get("version2") or m.groups["version3"]
    if version == history()["compat_macos"]:
        return
    found.add("host.os", "Darwin", m.line, m.rank, m.certainty)
    if _bound(m, version):
        return
    if "." in version:
        found.add("host.macos_version", version, m.line, m.rank, m.certainty)
    found.add("host.macos_major", version.split(".")[0] if not version.startswith("10.") else version[:5],
              m.line, m.rank, m.certainty)


_REQUIRES_PYTHON = compiled(r"Requires-Python\s+([<>=!~][^;\n]{0,60})")
PYTHON_MINORS = tuple(Version(f"3.{minor}") for minor in range(8, 16))  # the Pythons current frameworks know


def requires_python_floor(found: Found, m: Match) -> None:
    """Releases skipped for their Requires-Python: when only the newest Pythons fail every range, the
    interpreter is at least the oldest of them."""
    text = m.groups["ranges"]
    ranges = _REQUIRES_PYTHON.findall(text) or [text]
    specs = []
    for item in ranges[:2000]:
        if item.rstrip().endswith(","):
            continue  # cut off mid-range (a wrapped or truncated paste)
        try:
            specs.append(SpecifierSet(item.strip()))
        except InvalidSpecifier:
            continue
    if not specs:
        return
    outside = [py for py in PYTHON_MINORS if not any(s.contains(py, prereleases=True) for s in specs)]
    if outside and outside != list(PYTHON_MINORS) and outside == list(PYTHON_MINORS[:len(outside)]):
        _older_than_pins(found, m, PYTHON_MINORS[len(outside)], refused="python" in m.groups)
        return
    tail = list(PYTHON_MINORS[PYTHON_MINORS.index(outside[0]):]) if outside else []
    if not outside or outside[0] == PYTHON_MINORS[0] or outside != tail:
        return  # every Python, the oldest ones, or a gap: no lower bound to read
    symptom(found, "python-newer-than-pins", m.line, at_least=str(outside[0]), certainty=m.certainty)


_NOTHING_INSTALLABLE = compiled(r"Could\s+not\s+find\s+a\s+version\s+that\s+satisfies\s+the\s+requirement\b"
                                r"|No\s+matching\s+distribution\s+found\s+for\b")


def _older_than_pins(found: Found, m: Match, below: Version, refused: bool = False) -> None:
    """Every skipped release needs a Python at least *below* (only the oldest Pythons are outside every range), and
    pip then found nothing to install: the wanted release needs a newer Python than this one. Read only where the
    newest framework releases need that Python too (python_support.toml's latest rows), so that a current Python
    skipping a release that already needs the next one is not called old: the lowest floor of the latest torch,
    TensorFlow and MLX, below which none of the three installs. *refused*: the installer named the running Python and
    refused the one release it had, which is the failure itself ("Package 'trl' requires a different Python: 3.8.17
    not in '>=3.9'", uv's "the current Python version (3.8.10) does not satisfy Python>=3.10")."""
    floor = min((Version(row["python_min"]) for row in kb.check_table("python_support")["row"]
                 if row.get("latest") and row["framework"] in ("torch", "tensorflow", "mlx")), default=None)
    if floor is None or below > floor:
        return
    if refused:
        symptom(found, "python-below-requires-python", m.line, python=m.groups["python"], below=str(below),
                certainty=m.certainty)
        return
    after = m.stream.text[m.offset: m.offset + len(m.groups["ranges"]) + 600]
    if not _NOTHING_INSTALLABLE.search(after):
        return
    symptom(found, "python-older-than-pins", m.line, below=str(below), certainty=m.certainty)


def needs_newer_macos(found: Found, m: Match) -> None:
    """dyld: a library "was built for macOS N" and a symbol is missing: this macOS is older than N. Older than the
    first macOS of Apple silicon (11.0), it runs on an Intel Mac."""
    needs = m.groups.get("needs") or m.groups.get("needs2") or ""
    symptom(found, "library-needs-newer-macos", m.line, needs=needs)
    if Version(needs) <= Version(history()["apple_silicon_first_macos"]):
        found.add("host.arm64_capable", 0, m.line, m.rank, "likely")
        found.add("host.cpu_brand", "Intel", m.line, m.rank, "likely")
    if "metal_plugin" in m.stream.before(m.offset, 400):
        symptom(found, "metal-needs-newer-macos", m.line, needs=needs)


_JAX_DEVICE = compiled(r"([A-Za-z_]{1,20})\((?:id=)?\d{1,5}[^()]{0,80}\)")
# jax.print_environment_info lists devices by their repr; the type names the backend jax.default_backend() gives.
_JAX_BACKENDS = {"METAL": "METAL", "CpuDevice": "cpu", "TFRT_CPU": "cpu", "GpuDevice": "gpu", "CudaDevice": "gpu",
                 "RocmDevice": "gpu", "TpuDevice": "tpu"}


def jax_devices(found: Found, m: Match) -> None:
    """jax.print_environment_info's device line ('jax.devices (1 total, 1 local): [METAL(id=0)]')."""
    hits = list(_JAX_DEVICE.finditer(m.groups["devices"]))
    devices = [hit.group(0) for hit in hits]
    backend = _JAX_BACKENDS.get(hits[0].group(1)) if hits else None
    if backend is None:
        return
    found.add("jax.backend", backend, m.line, m.rank, m.certainty)
    found.add("jax.devices", devices, m.line, m.rank, m.certainty)
    if backend == "METAL":  # jax-metal's device: a Mac's GPU
        found.add("host.os", "Darwin", m.line, m.rank, m.certainty)


# JAX's error for a backend asked for and absent lists the platforms it has ("Unknown backend: 'gpu' requested, but no
# platforms that are instances of gpu are present. Platforms present are: interpreter,cpu"): the backend
# jax.default_backend() gives is the first of them in JAX's order (a TPU, then a GPU or Metal, then the CPU); the
# 'interpreter' platform is JAX's reference one, never a default.
_JAX_PLATFORM_BACKENDS = {"tpu": "tpu", "metal": "METAL", "cuda": "gpu", "rocm": "gpu", "gpu": "gpu", "cpu": "cpu"}
_JAX_PLATFORM_ORDER = ("tpu", "METAL", "gpu", "cpu")


def jax_platforms_present(found: Found, m: Match) -> None:
    """The platforms JAX lists when the backend asked for is absent ('Platforms present are: interpreter,cpu')."""
    named = {_JAX_PLATFORM_BACKENDS.get(p.strip().lower()) for p in m.groups["platforms"].split(",")}
    backend = next((b for b in _JAX_PLATFORM_ORDER if b in named), None)
    if backend is None:
        return
    found.add("jax.backend", backend, m.line, m.rank, m.certainty)
    if backend == "METAL":  # jax-metal's platform: a Mac's GPU
        found.add("host.os", "Darwin", m.line, m.rank, m.certainty)


# An iPhone, an iPad or their OS named anywhere in the text, or an A-series GPU ('Error Domain=AGXMetalA12',
# 'Apple A15 GPU'): Metal's logs are then perhaps an iOS app's (llama.cpp's Metal backend runs in iOS apps too). Not
# an e-mail's signature ('Sent from my iPhone': the reply was written there, the log comes from elsewhere).
_IOS_NAMED = compiled(r"(?i)(?<!sent from my )\bi(?:phone|pad)(?:\s?os)?\b|\bios\s+\d|\bAGXMetalA\d"
                      r"|\bApple\s+A\d{1,2}[XZ]?\s+GPU\b")


def metal_log_os(found: Found, m: Match) -> None:
    """llama.cpp's Metal backend's log ('ggml_metal_init: …'): a Mac, where nothing names an iPhone or an iPad (the
    same backend runs in iOS apps: fllama, llama.rn, whisper.cpp on an iPad); there the other clues decide."""
    if not m.stream.anywhere(_IOS_NAMED):  # judged once per stream: a llama.cpp log has dozens of Metal lines
        found.add("host.os", "Darwin", m.line, m.rank, m.certainty)


def apple_gpu_driver(found: Found, m: Match) -> None:
    """Metal's driver for an Apple-family GPU of the M series ('Error Domain=AGXMetal13_3', 'AGXMetalG14X',
    '-[AGXG13XFamilyCommandBuffer …]'): an Apple-silicon Mac's GPU answered, where nothing names an iPhone or an iPad
    (an iPad with an M chip loads the same driver); there the other clues decide."""
    if not m.stream.anywhere(_IOS_NAMED):  # judged once per stream, as llama.cpp's Metal log is
        found.add("host.os", "Darwin", m.line, m.rank, m.certainty)
        found.add("host.arm64_capable", 1, m.line, m.rank, m.certainty)


# A link for another target than macOS (an iPhone or iPad SDK, a simulator, tvOS, watchOS, visionOS): the machine
# the report is about may be the device (not an e-mail's 'Sent from my iPhone', where a reply was typed). A build of
# both slices (universal2, lipo, '-arch x86_64', an x86_64 link in the same log), a cross build (cibuildwheel,
# ARCHFLAGS, an x86_64 Rust toolchain) or a hosted CI runner (Intel runners cross-build arm64 wheels): the arm64 link
# says nothing of the Mac's chip.
_LINK_OTHER_TARGET = compiled(r"(?i)(?<!sent from my )\biphone|\bipad|\bios\b|-ios\b|\bios-arm64|simulator"
                              r"|\btvos|\bwatchos|\bxros|\bvisionos")
_LINK_BOTH_OR_CROSS = compiled(r"(?i)universal2?\b|\blipo\b|-arch\s+x86_64|for\s+architecture\s+x86_64"
                               r"|cibuildwheel|\bCIBW_|ARCHFLAGS|/Users/runner/|x86_64-apple-darwin|macOS-x86_64")


def ld64_link_arch(found: Found, m: Match) -> None:
    """Apple's linker (ld64) failing a link ('Undefined symbols for architecture arm64:', 'ld: symbol(s) not found
    for architecture arm64'): the build ran on a Mac. An arm64 link there is what an Apple-silicon Mac builds
    natively, so Apple silicon is possible, never more (an Intel Mac builds arm64 slices too), and not read where
    the text names both slices or a cross build. An x86_64 link says nothing of the chip (an Intel Mac, Rosetta, or
    one slice of a universal build)."""
    if m.stream.anywhere(_LINK_OTHER_TARGET):
        return
    found.add("host.os", "Darwin", m.line, m.rank, m.certainty)
    if m.groups["arch"] == "arm64" and not m.stream.anywhere(_LINK_BOTH_OR_CROSS):
        found.add("host.arm64_capable", 1, m.line, PROSE, "possible")


def sdist_release(found: Found, m: Match) -> None:
    """An installer fetching or building a release's source archive ('Using cached scikit-learn-0.24.2.tar.gz', uv's
    'Failed to build `numpy==1.19.5`'): no wheel of that release fits the interpreter. Recorded only for projects whose
    first wheels per Python the tables know; diagnose/python_support.py says whether the Python's novelty is why."""
    name = re.sub(r"[-_.]+", "-", m.groups["package"]).lower()
    if not any(project == name for project, _ in support.first_wheels()):
        return
    symptom(found, "sdist-release", m.line, package=name, version=m.groups["version"], certainty=m.certainty)


def wanted_release(found: Found, m: Match) -> None:
    """A release a package pins ('The D2L Package version 1.0.3 requires numpy 1.23.5'), or one said to need Python's
    removed distutils ('numpy 1.23.5 cannot build without removed distutils'; uv's hint 'Consider adding a constraint
    (like `numpy >1.23.2`)'): wanted, not installed. Recorded only for projects whose first wheels per Python the
    tables know, with the Python the text names or implies (distutils and pkgutil.ImpImporter left the standard
    library in 3.12) where it does; diagnose/python_support.py judges it."""
    name = re.sub(r"[-_.]+", "-", m.groups["package"]).lower()
    name = "scikit-learn" if name == "sklearn" else name
    if not any(project == name for project, _ in support.first_wheels()):
        return
    python = m.groups.get("python") or ("3.12" if m.groups.get("removed") else None)
    symptom(found, "wanted-release", m.line, package=name, version=m.groups["version"], python=python,
            certainty=m.certainty)


EVALUATORS: dict[str, Callable[[Found, Match], None]] = {
    f.__name__: f for f in (arch_direction, arch_from_path, arch_in_words, other_arch, pip_versions, conda_subdir,
                            tool_subdir, native_tool_subdir, conda_package_subdir, chip_group, cpu_line, mac_model,
                            crash_code_type, crash_ips_python, module_run_missing,
                            sysctl_answer,
                            runtime_os_arch,
                            mac_in_dated_post, macos_only_message, pc_intel_cpu, title_mac_in_dated_thread,
                            torch_versions_listed, nix_review_system,
                            numpy_multiarray_failed,
                            pip_ignored_markers, pip_collected_marker,
                            fetch_kernel,
                            cpu_brand, bad_cpu_type, built_wheel_arch, binary_arch, lipo_archs, uname_machine,
                            kernel_arch,
                            os_word, machine_word, numpy_simd, module_version_answer, title_chip, title_chip_end,
                            cjk_chip, cjk_intel_mac, cjk_mac, title_intel_mac,
                            framework_version, framework_version_tried, installed_distribution, pip_installed_list,
                            pip_conflict_installed,
                            named_framework_version, grep_listing,
                            github_runner, github_hosted_runner_in_dated_post, prose_chip,
                            r_arm64_library, r_platform_arm64,
                            macos_name, macos_name_ko, macos_number, needs_newer_macos, newlapack,
                            requires_python_floor,
                            homebrew_bottle, mac_model_year, tf_no_gpu, env_file_os,
                            gpu_vendor, mac_gl_version, torch_not_installed, tensorflow_not_installed,
                            import_said_to_fail, torch_named,
                            mps_kernels_ran, mps_said_running,
                            mps_crash_not_cpu, jax_devices, jax_platforms_present, tensor_on_mps, mps_run_progressed,
                            mps_said_faster,
                            mps_speedup_said, mps_speedup_factor, mps_reached, mps_works_on_chip, mps_gpu_vs_cpu,
                            mps_failure_when_used, mps_ran_cjk,
                            tf_metal_device, tf_gpu_said_used, tf_gpu_said_computed, metal_log_os, apple_gpu_driver,
                            ld64_link_arch,
                            conda_pkgs_version, tf_check_script, tf_cpu_feature_guard, tf_log_date,
                            python_too_new_then_older, older_python_fixed_it, wheels_python_ceiling, sdist_release,
                            wanted_release, python_version_field)
}
