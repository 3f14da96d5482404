"""Package listings: ``conda info`` (text or --json), ``conda list``, ``pip list`` and ``pip freeze``.

``conda info`` is read by the tested :mod:`macml_doctor.gather.macos_parsers`; this module finds the block
in the paste and remembers which line each value came from.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from macml_doctor.gather import macos_parsers
from macml_doctor.paste.clues import INSTALL_COMMAND, LISTING, PROSE, TOOL, Found, Line, wrapped_into
from macml_doctor.paste.wanted import support_said, wanted, wanted_after
from macml_doctor.regex_cache import compiled

_CONDA_KEY = compiled(r"^\s{0,30}(active environment|active env location|conda version|platform|virtual packages"
                      r"|python version|user-agent|base environment|channel URLs|shell level|user config file"
                      r"|populated config files|conda-build version|solver|package cache|envs directories"
                      r"|UID:GID|netrc file|offline mode|conda av data dir|conda av metadata url"
                      r"|requests version|root environment|default environment|sys\.version|sys\.prefix"
                      r"|sys\.executable|conda location|conda-build|conda-env|cpu_count|__\w{1,20}"
                      r"|(?:lib|micro)?mamba version|curl version|libarchive version|environment|env location"
                      r"|user config files|channels)\s:\s")
_CONDA_CONT = compiled(r"^\s{10,}\S")
_FREEZE = compiled(r"^\s{0,4}([A-Za-z0-9][A-Za-z0-9._-]{0,100})\s{0,2}==\s{0,2}(\d[\w.!+-]{0,60})\s*$")
_INLINE_PIN = compiled(r"(?<![\w.-])(torch|torchvision|tensorflow(?:-macos|-metal|-cpu)?|tf-keras|keras|numpy"
                       r"|jax|jaxlib|jax-metal|mlx)==(\d[\w.+]{0,40})\b")
_LIST_ROW = compiled(r"^\s{0,4}([A-Za-z0-9_][\w.-]{0,100})\s{1,60}(\d[\w.!+-]{0,60})(?:\s{1,60}(\S{1,120}))?"
                     r"(?:\s{1,60}(\S{1,120}))?\s*$")
# A conda list row's channel as a URL, alone on its line where a hard wrap broke the row before it ('pytorch-base
# 1.3.1 gpu_py37_21932.g39c5d28' / 'https://public.dhe.ibm.com/ibmdl/export/pub/software/server/ibm-ai/conda', IBM's
# WML CE channel: https://github.com/tristandeleu/pytorch-meta/issues/95, wrapped at 80 or 100 columns).
_CHANNEL_ALONE = compiled(r"^\s{0,60}https?://[^\s/]{1,100}(?:/[^\s]{0,200})?\s*$")
_LIST_HEADER = compiled(r"^\s{0,4}(?:#\s{0,4})?(Name|Package)\s{1,60}Version\b")
# uv's resolver lists the releases an index has, not what is installed ('Because only the following versions of torch
# are available:' then one 'torch==2.7.0', 'torch<=2.6.0' or 'torch>2.11.0' a line): unslothai/unsloth#5010.
_AVAILABLE_HEAD = compiled(r"\bonly\s+the\s+following\s+versions\s+of\s+[\w.-]{1,100}\s+(?:are|is)\s+available:?\s*$")
_AVAILABLE_ROW = compiled(r"^\s*[A-Za-z0-9][\w.-]{0,100}\s{0,2}(?:==|<=|>=|<|>|!=)\s{0,2}\d")
# A listing's row emphasised with Markdown bold, the package asked about ('**coremltools       5.0b1**' inside a
# pip list: https://github.com/apple/coremltools/issues/1222): the row without its stars.
_BOLD_ROW = compiled(r"^(\s{0,4})\*\*([A-Za-z0-9_][^*\n]{0,200}?)\*\*\s*$")
_INSTALLER = compiled(r"\b(Miniconda3|Anaconda3|Miniforge3|Mambaforge|Miniforge-pypy3)[\w.-]{0,40}-MacOSX-"
                      r"(x86_64|x86|arm64)\.(?:sh|pkg)\b")
_ENV_HEADER = compiled(r"(?:#\s?|^)packages in environment at "
                       r"((?:/|[A-Za-z]:\\)[^\s:]{1,300}(?: [^\s:]{1,100}){0,3}):")
# A conda build string that names the CPython it was built for ('py39hc12fbcd_6_cpu', 'py27_22', 'py310h5161555_0'):
# conda installs such a build only into an environment of that Python minor. Not noarch ('py_0', 'pyhd8ed1ab_0') nor
# pip's 'pypi_0'. A variant's tags may come first: IBM's 'gpu_py37_21932.g39c5d28' (pytorch-base of the WML CE
# channel, https://github.com/tristandeleu/pytorch-meta/issues/95), Anaconda's 'gpu_py37h8a81be8_0' / 'mkl_py37h…' /
# 'eigen_py37h…', conda-forge's 'cuda112py39h716d6ff_200' / 'cpu_generic_py310h…'.
_BUILD_PYTHON = compiled(r"^(?:(?:cpu|gpu|cuda\d{0,3}|rocm\d{0,3}|mkl|nomkl|openblas|eigen|generic)_?){0,3}"
                         r"py(?:3(?P<minor>1?\d)|2(?P<py2>7))(?:h[0-9a-f]{7}|_\d)")
_ARCHSPEC_APPLE = compiled(r"^m[1-9]$|^apple[-_]?m[1-9]$")
_ARCHSPEC_INTEL = {"x86_64", "nehalem", "westmere", "sandybridge", "ivybridge", "haswell", "broadwell",
                   "skylake", "cascadelake", "cannonlake", "icelake", "kabylake", "coffeelake"}


def parse(lines: Sequence[Line]) -> Found:
    found = Found("packages")
    _conda_info(found, lines)
    _conda_info_json(found, lines)
    _listings(found, lines)
    return found


def _conda_info(found: Found, lines: Sequence[Line]) -> None:
    i = 0
    while i < len(lines):
        if not _CONDA_KEY.match(lines[i].text):
            i += 1
            continue
        start = i
        while i < len(lines) and (_CONDA_KEY.match(lines[i].text) or _CONDA_CONT.match(lines[i].text)):
            i += 1
        block = lines[start:i]
        if len(block) >= 2:
            _conda_block(found, block)


def _conda_block(found: Found, block: Sequence[Line]) -> None:
    info = macos_parsers.parse_conda_info_text("\n".join(line.text for line in block))
    if info is None:
        return
    found.formats.add("conda_info")

    def at(label: str, needle: str = "") -> Line:
        for line in block:
            if (label and re.match(rf"^\s*{re.escape(label)}\s:", line.text)) or (needle and needle in line.text):
                return line
        return block[0]

    _conda_facts(found, info, at)
    for line in block:
        m = re.match(r"^\s*python version\s:\s(\d\.\d{1,2}\.\d{1,2})", line.text)
        if m:
            found.add("python.version", m.group(1), line, TOOL + 5)
        m = re.match(r"^\s*(?:active env location|base environment)\s:\s(\S.{0,300}?)(?:\s+\(\w+\))?$", line.text)
        if m and m.group(1) != "None":
            key = "conda.active_prefix" if "active" in line.text else "conda.base_prefix"
            found.add(key, m.group(1), line, TOOL)
            found.add("conda.env", True, line, TOOL)


# The subdirs conda names its own platform by ('channel URLs : https://repo.anaconda.com/pkgs/main/osx-arm64'): each
# channel is listed for conda's platform and noarch, so where a paste is cut before the 'platform' line (conda info
# prints it near the end) one platform subdir in the channel URLs is conda's platform (context.subdir, which the
# 'platform' line prints): https://github.com/ContinuumIO/anaconda-issues/issues/13477 (macOS 26, '__archspec=1=m1',
# the paste ending at the first channel URL). Two platforms there (a channel added with another subdir) name none.
_PLATFORM_SUBDIRS = frozenset({"osx-arm64", "osx-64", "linux-64", "linux-aarch64", "linux-ppc64le", "win-64"})


def _channel_platform(subdirs: Sequence[str]) -> str | None:
    own = {subdir for subdir in subdirs if subdir in _PLATFORM_SUBDIRS}
    return next(iter(own)) if len(own) == 1 else None


def _conda_facts(found: Found, info: macos_parsers.CondaInfo, at) -> None:
    platform = info.platform or _channel_platform(info.subdirs)
    if platform:
        line = at("platform") if info.platform else at("", f"/{platform}")
        found.add("conda.platform", platform, line, TOOL)
        found.add("conda.base_python_subdir", platform, line, TOOL)
        os_name = {"osx": "Darwin", "linux": "Linux", "win": "Windows"}.get(platform.split("-", 1)[0])
        found.add("host.os", os_name, line, TOOL)
        # conda's platform is its own Python's: osx-64 is x86_64 (under Rosetta on Apple silicon, native on Intel)
        machine = {"osx-64": "x86_64", "osx-arm64": "arm64"}.get(platform)
        found.add("python.machine", machine, line, TOOL + 15, "likely")
    archspec = info.virtual_packages.get("__archspec")
    if archspec:
        line = at("", "__archspec")
        micro = archspec[1] if archspec[0] == "1" else archspec[0]
        found.add("conda.archspec", micro, line, TOOL)
        if _ARCHSPEC_APPLE.match(micro.lower()):
            # The hardware, not the process: archspec names the M1 family also to an x86_64 conda under Rosetta
            # (archspec/archspec#133) and inside a Linux container on the Mac, so neither the chip tier nor the
            # Python's architecture follows from it.
            mac = (info.platform or "").startswith("osx")
            found.add("host.arm64_capable", 1, line, TOOL, "certain" if mac else "likely")
        elif micro in ("arm64", "aarch64"):
            found.add("python.machine", micro, line, TOOL + 5)
        elif micro.lower() in _ARCHSPEC_INTEL:
            found.add("python.machine", "x86_64", line, TOOL + 5)
            if micro.lower() != "x86_64":  # generic x86_64 is also what an osx-64 conda sees under Rosetta
                found.add("conda.archspec_intel", micro, line, TOOL, "likely")
    osx = info.virtual_packages.get("__osx")
    if osx and osx[0]:
        line = at("", "__osx")
        found.add("host.os", "Darwin", line, TOOL)
        found.add("conda.virtual_osx", osx[0], line, TOOL)
    if info.user_agent:
        line = at("user-agent")
        m = re.search(r"\bDarwin/(\d{1,2}\.\d{1,2}\.\d{1,2})", info.user_agent)
        ua_osx = re.search(r"\bOSX/(\d{2}\.\d{1,2}(?:\.\d{1,2})?)\b", info.user_agent)
        if ua_osx and ua_osx.group(1) != "10.16":  # 10.16: the compatibility value of an old x86_64 build
            found.add("host.macos_version", ua_osx.group(1), line, TOOL + 5)
        if m:
            found.add("host.os", "Darwin", line, TOOL)
            found.add("host.kernel_release", m.group(1), line, TOOL)
        elif "Linux/" in info.user_agent:
            found.add("host.os", "Linux", line, TOOL)


def _conda_info_json(found: Found, lines: Sequence[Line]) -> None:
    for i, line in enumerate(lines):
        if line.text.strip() != "{":
            continue
        depth, end = 0, None
        for j in range(i, min(len(lines), i + 400)):
            depth += lines[j].text.count("{") - lines[j].text.count("}")
            if depth <= 0:
                end = j
                break
        if end is None:
            continue
        text = "\n".join(x.text for x in lines[i: end + 1])
        if '"conda_version"' not in text and '"virtual_pkgs"' not in text:
            continue
        info = macos_parsers.parse_conda_info_json(text)
        if info is None:
            continue
        found.formats.add("conda_info")

        def at(label: str, needle: str = "", block: Sequence[Line] = lines[i: end + 1]) -> Line:
            for x in block:
                if (label and f'"{label}"' in x.text) or (needle and needle in x.text):
                    return x
            return block[0]

        _conda_facts(found, info, at)


def _listings(found: Found, lines: Sequence[Line]) -> None:
    run: list[tuple[Line, re.Match[str]]] = []
    header = False
    available = False  # inside uv's list of the releases an index has
    for i, line in enumerate([*lines, Line(0, "")]):
        text = line.text
        if available and _AVAILABLE_ROW.match(text):
            continue
        available = "available" in text and _AVAILABLE_HEAD.search(text) is not None
        if available:
            continue
        if text and "==" in text:
            m = _FREEZE.match(text)
            if m and i and INSTALL_COMMAND.search(lines[i - 1].text):
                continue  # the argument of the install command on the line before (wrapped or continued)
            if m:
                found.formats.add("pip_freeze")
                found.add("python.packages", (_norm(m.group(1)), {"version": m.group(2)}), line, LISTING)
                continue
            lead = wrapped_into(lines, i) if i < len(lines) else ""
            for pin in _INLINE_PIN.finditer(text):
                # `pip install torch==2.4.0`, `the torch==2.4.0 dependency`: asked for, not installed; also where a
                # wrap put the words that say so on the line before ('… No matching distribution found for' /
                # 'torch==1.11.1+cu111` because …', https://github.com/puhsu/tabular-dl-pretrain-objectives/issues/1);
                # nor one said to support some Python or not to be available ('torch==1.9.1 is not available on M1')
                before = lead + text[: pin.start()]
                if not wanted(before) and not wanted_after(text[pin.end():]) and \
                        not support_said(before, text[pin.end():]):
                    found.add("python.packages", (pin.group(1), {"version": pin.group(2)}), line, PROSE)
        if "Version" in text and _LIST_HEADER.match(text):
            header = True
            continue
        if header and text and set(text.strip()) <= {"-", " "}:
            continue
        if text and "packages in environment at" in text:  # also without its '#' (a rendered page's heading)
            header = True
            _environment_header(found, line, lines[i + 1].text if i + 1 < len(lines) else "")
            continue
        if text.lstrip().startswith("**") and text.rstrip().endswith("**"):
            text = _BOLD_ROW.sub(r"\1\2", text)
        if run and run[-1][1].group(4) is None and _CHANNEL_ALONE.match(text):
            continue  # the channel URL of the row above, which a hard wrap put on a line of its own
        m = _LIST_ROW.match(text) if text and not text.lstrip().startswith(("[", "#", ">")) else None
        if m:
            run.append((line, m))
            continue
        _flush(found, run, header)
        run = []
        header = False
    _flush(found, run, header)


def _environment_header(found: Found, line: Line, nxt: str) -> None:
    """``# packages in environment at /Users/me/miniforge3/envs/ml:``: a conda env, and its base install's path
    (which names the distribution: miniforge3, anaconda3, …). A long path may have been wrapped onto the *next* line
    (``# packages in environment at`` / ``/opt/homebrew/Caskroom/miniforge/base/envs/pytorch-lightning:``)."""
    m = _ENV_HEADER.search(line.text) or _ENV_HEADER.search(f"{line.text.rstrip()} {nxt.strip()}")
    if m is None:
        return
    prefix = m.group(1)
    found.add("conda.env", True, line, LISTING)
    found.add("conda.active_prefix", prefix, line, LISTING)
    found.add("conda.base_prefix", prefix.split("/envs/", 1)[0], line, LISTING, "likely")

def _flush(found: Found, run: list[tuple[Line, re.Match[str]]], header: bool) -> None:
    if not run or (len(run) < 3 and not header):
        return
    if not header and any((m.group(3) or "").startswith("@") for _, m in run):
        return  # detectron2's table ("torchvision  0.14.0 @/path"), read by its own parser
    conda = any(m.group(3) and m.group(3)[0] not in "@/" for _, m in run)
    found.formats.add("conda_list" if conda else "pip_list")
    if conda:
        _python_of_builds(found, run)
    for line, m in run:
        name, version, build, channel = m.group(1), m.group(2), m.group(3), m.group(4)
        if conda:
            record = {"version": version, "build": build or ""}
            if channel:
                record["channel"] = channel
            key = "python.packages" if (build or "").startswith("pypi") or channel == "pypi" else "conda.packages"
            found.add(key, (_norm(name) if key == "python.packages" else name, record), line, LISTING)
        else:
            found.add("python.packages", (_norm(name), {"version": version}), line, LISTING)


def _python_of_builds(found: Found, run: list[tuple[Line, re.Match[str]]]) -> None:
    """The Python minor that a conda listing's build strings agree on, where the listing shows no python row (a
    `conda list | grep torch`: 'pytorch  0.1.6  py27_22  soumith', https://github.com/pytorch/pytorch/issues/585 ;
    a cut listing whose python row is gone: 'arrow-cpp  2.0.0  py39hc12fbcd_6_cpu',
    https://github.com/conda-forge/arrow-cpp-feedstock/issues/206). Builds naming two minors decide nothing."""
    if any(m.group(1).lower() == "python" for _, m in run):
        return  # the python row names the version, with its patch release
    minors: dict[str, Line] = {}
    for line, m in run:
        b = _BUILD_PYTHON.match(m.group(3) or "")
        if b:
            minors.setdefault(f"3.{b.group('minor')}" if b.group("minor") else "2.7", line)
    if len(minors) == 1:
        ((minor, line),) = minors.items()
        found.add("python.version", minor, line, LISTING, "likely")


def installer_platform(lines: Sequence[Line]) -> Found:
    """A conda installer's file name says which platform it installs (``Miniconda3-latest-MacOSX-x86_64.sh``): an
    arm64 one runs only on Apple silicon (whether the install then worked or not); an x86_64 one installs an x86_64
    Python (native on an Intel Mac, under Rosetta on Apple silicon)."""
    found = Found("installer")
    for line in lines:
        if "MacOSX-" in line.text:
            m = _INSTALLER.search(line.text)
            if m:
                subdir = "osx-arm64" if m.group(2) == "arm64" else "osx-64"
                found.add("conda.platform", subdir, line, TOOL + 20)
                found.add("conda.base_python_subdir", subdir, line, TOOL + 20)
                found.add("host.os", "Darwin", line, TOOL + 20)
                if subdir == "osx-arm64":
                    found.add("host.arm64_capable", 1, line, TOOL + 20, "likely")
                else:
                    found.add("python.machine", "x86_64", line, TOOL + 20, "likely")
    return found


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()
