"""Machine descriptions in free text: platform.platform(), uname -a, sw_vers, chip names, macOS versions.

These are the building blocks the format parsers share, plus a scan over every line for the strings
that appear anywhere (a platform string printed by an app, a uname line in an installer's error).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from macml_doctor.gather import macos_parsers
from macml_doctor.paste import sentence
from macml_doctor.paste.clues import ELSEWHERE, PROSE, TOOL, WRAPPED, Found, Line, cjk_spaced, continued, wrapped_into
from macml_doctor.regex_cache import compiled

# The version x86_64 Pythons built against an old SDK report instead of the real macOS (SYSTEM_VERSION_COMPAT).
COMPAT_MACOS = "10.16"
MACHINES = {"arm64": "arm64", "arm64e": "arm64", "aarch64": "aarch64", "x86_64": "x86_64", "i386": "x86_64",
            "amd64": "x86_64", "AMD64": "x86_64"}

# Also inside the name of PyTensor's (and Theano's, Aesara's) compile cache, which it builds from platform.platform()
# and the Python's version: '~/.pytensor/compiledir_macOS-15.5-arm64-arm-64bit-Mach-O-arm-3.14.3-64'
# (https://github.com/pymc-devs/pymc/issues/8230).
_MAC_PLATFORM = compiled(r"(?:\b|(?<=compiledir_))(?:macOS|Darwin)-(\d{1,2}\.\d{1,2}(?:\.\d{1,2})?)"
                         r"-(arm64|x86_64|i386)-(\w{1,10})-(?:64|32)bit\b")
_LINUX_PLATFORM = compiled(r"\bLinux-(\d[\w.+~-]{0,80}?)-(x86_64|aarch64|arm64|ppc64le|s390x)-with-([\w.]{1,40})")
_UNAME_DARWIN = compiled(
    r"\bDarwin\s+(\S{1,100})\s+(\d{1,2}\.\d{1,2}\.\d{1,2})\s+Darwin Kernel Version [^;]{0,120};\s*"
    r"root:xnu-[\w.~]{1,40}/RELEASE_(ARM64|X86_64)\w{0,20}(?:\s+(arm64|x86_64))?")
_UNAME_LINUX = compiled(r"^\s*Linux\s+\S{1,100}\s+(\d[\w.+-]{0,60})\s+#.{0,200}?\s(x86_64|aarch64)\b")
# `uname -a` quoted inside a sentence ('My platform is Linux login-0-1.local 2.6.32-504.16.2.el6.x86_64 #1 SMP … x86_64
# GNU/Linux, and Python 2.7.10', https://github.com/scverse/scanpy/issues/276): whole, to its closing 'GNU/Linux'.
_UNAME_LINUX_QUOTED = compiled(r"\bLinux\s+\S{1,100}\s+(\d[\w.+-]{0,60})\s+#.{0,200}?\s(x86_64|aarch64)"
                               r"(?:\s+(?:x86_64|aarch64|unknown|i[3-6]86)){0,3}\s+GNU/Linux\b")
APPLE_CHIP = compiled(r"\bApple\s+(M[1-9])(?:\s+(Pro|Max|Ultra))?\b")
# "M1 MacBook Pro", "MacBook M1", "m2 mac", "MAC M2", "Mac M1?": a person naming their Apple-silicon Mac. Also the chip
# and the Mac joined by a Chinese or Japanese word, as read after cjk_spaced (a CJK character touching a Latin letter
# or digit becomes a space): 'M1版本的Mac' ('the M1 version of the Mac') is read 'M1 本 Mac', 'M1版本Mac' 'M1  Mac',
# 'M1 版本的 Mac' stays as written (https://github.com/neolee/wop-community/issues/345: 'M1版本的Mac Python');
# the chip's CPU named between ('我在M1 CPU的macbook air下安装ppocr无法成功',
# https://github.com/PaddlePaddle/PaddleOCR/issues/4955).
# In Korean, the Mac is 맥 and the MacBook 맥북, a particle run into the word
# ('저는 m1 맥북인데 아직 Rosetta 2 를 설치하지 않아서 에러가 발생했습니다',
# '애플 M1 맥북으로 빌드 후', '맥북 프로 M1 Max'; a blog, a note and a list found with the
# code search, index ids 15977085919, 3808088045, 3015770015); 'M1맥북' is read 'M1 북'.
# A chip with a '+' after it, 'this chip and later' ('Update README.md to include troubleshooting for M4+ macbooks':
# https://github.com/shyoo/awardtracker/issues/132), names that kind of chip as the chip alone does.
_PROSE_CHIP = compiled(
    r"(?:(?i:\b(?:mac\s?book(?:\s(?:air|pro))?|mac\s?(?:mini|studio|pro)?|imac))"
    r"|(?<![가-힣])(?:맥북(?:\s?(?:에어|프로))?|맥\s?(?:미니|스튜디오)|아이맥|맥))\s{1,3}(?i:(?:\(\s?)?(?:apple\s)?)"
    r"([Mm][1-9])(?:\s(Pro|Max|Ultra))?\b"
    r"|\b([Mm][1-9])\+?(?:\s(Pro|Max|Ultra))?(?:\s(?i:chip|processor|cpu))?\s(?:[的版本款型号號芯片晶の]{0,4}\s)?"
    r"(?:(?i:mac\s?book|mac\b|imac)|맥북|아이맥|맥(?=[\s에이으은을도용])|북(?=[\s에이으은을인도용]))")
_CHIP_NAME = compiled(r"[Mm][1-9]")  # in every match of _PROSE_CHIP: a line without one is not read
# The model's words run to the end of the line or of its item in a list: a comma before a space, a semicolon, a bar
# or a bracket ends it ('a MacBook (late 2013, 2,8 GHz Intel Core i7, macOS High Sierra: 10.13.2, python-2.7.14, …)',
# https://github.com/ocropus-archive/DUP-ocropy/issues/271, is 'Intel Core i7'); a decimal comma does not ('Intel Core
# i7 2,6 GHz').
_CPU_WORDS = r"(?:[^\n,;|()]|,(?=\d))"
_INTEL_CPU = compiled(r"\bIntel\(R\)\s+(?:Core|Xeon)\(TM\)" + _CPU_WORDS + r"{0,80}|\bIntel\s+Core\s+i[3579]\b"
                      + _CPU_WORDS + r"{0,60}"
                      r"|(?i:\bintel\s+(?:core\s+)?i[3579](?:[- ]\d{3,5}\w{0,2})?\b|\bintel\s+xeon\b" + _CPU_WORDS
                      + r"{0,40}"
                      # a model number with its suffix, the brand glued on or not ("intel9900k", "Intel 8700K")
                      r"|\bintel\s?(?:core\s?)?\d{4,5}(?:k|kf|ks|h|hk|hq|u|x)\b)")
# A command that prints an architecture, and its answer on the next line: platform.machine() / platform.processor()
# of a Python (processor() says 'i386' for x86_64 and 'arm' for arm64), or the shell's `uname -m` / `arch`.
_ARCH_COMMAND = compiled(r"platform\.(machine|processor)\(\)|(?:^|[$%#>❯]\s{0,3})(uname\s+-m|arch)\s*$")
_ARCH_ANSWER = compiled(r"^\s*(?:Out\[\d{1,4}\]:\s*)?['\"`]?(x86_64|arm64|i386|arm)['\"`]?\s*$")
# PaddlePaddle's install guide checks the Python with `python3 -c "import platform;print(platform.architecture()[0]);
# print(platform.machine())"`, which prints '64bit' and then the machine on the next line; people retell the two in one
# line ('输出64bit，arm64', output 64bit, arm64: https://github.com/PaddlePaddle/PaddleFormers/issues/1768).
_BITS_ANSWER = compiled(r"^\s*['\"`]?(?:64|32)bit['\"`]?\s*$")
_BITS_AND_ARCH_ANSWER = compiled(r"(?i)^\s*(?:(?:输出|輸出|结果|結果|返回|显示|顯示|出力"
                                 r"|outputs?|prints?|returns?|gives?)\s*[:：]?\s*)?['\"`]?(?:64|32)bit['\"`]?\s*[,，;、/]?\s*['\"`]?"
                                 r"(x86_64|arm64|i386|arm)['\"`]?\s*[。.]?\s*$")
_MACOS_WORDS = compiled(r"(?i)\b(?:mac\s?os(?:\s?x)?|os\s?x|darwin|sonoma|ventura|monterey|big\s?sur|sequoia|tahoe"
                        r"|catalina|mojave)\b")
_MACOS_VERSION = compiled(r"(?<![\d.])(1[0-5]|2[6-9])\.(\d{1,2})(?:\.(\d{1,2}))?(?![\d.]*\d)")
_MACOS_BUILD = compiled(r"\(\s?(\d{2}[A-H]\d{1,5}[a-z]?)\s?\)")
# A macOS version followed by its build, as About This Mac and `sw_vers` pair them ("Version 13.6 (22G120)"), without
# the word macOS: '系统版本13.6 (22G120)' ('system version', https://github.com/neolee/wop-community/issues/345),
# 'OS Platform and Distribution: 13.1 (22C65)' (https://github.com/tensorflow/tensorflow/issues/59663). Read only
# where the build's Darwin major belongs to that macOS (10.x: x + 4; 11 to 15: + 9; 26 on: - 1), so that a version
# beside any other code is not. The build may stand without its brackets after a space ('I am use macbook pro 12,1 ,
# 10.13.6 17G14042', https://github.com/mayankk2308/kryptonite/issues/39); a security update's build has five digits
# after the letter (17G14042).
_MACOS_VERSION_BUILD = compiled(r"(?<![\d.A-Za-z])((1[0-5]|2[6-9])\.(\d{1,2})(?:\.\d{1,2})?)"
                                r"(?:[ \t]?\([ \t]?(\d{2})[A-H]\d{1,5}[a-z]?[ \t]?\)"
                                r"|[ \t](\d{2})[A-H]\d{1,5}[a-z]?(?![\w-]|[.,]\w))")
_PROSE_MACOS = compiled(r"(?i)\b(?:macOS|Mac\s?OS(?:\s?X)?|OS\s?X)\s{0,2}v?"
                        r"((?:1[0-5]|2[6-9])\.\d{1,2}(?:\.\d{1,2})?)\b")
# A browser's user agent ('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', Firefox's 'Intel Mac OS X 10.15') names a
# Mac but not its macOS: browsers froze that version on every Mac since Big Sur (checks/clues.toml
# browser-user-agent-mac reads the older ones, which were real).
_USER_AGENT_BEFORE = compiled(r"(?i)\(Macintosh;[ \t]*(?:Intel|PPC)[ \t]+\Z")
# A macOS version glued into a file's or a binary's name is the release that file was built for, not the machine's:
# 'libfreeimage-3.16.0-osx10.6.dylib' in an arm64 process's dlopen error (https://github.com/imageio/imageio-binaries/
# issues/23), python.org's 'python-3.9.1-macosx10.9.pkg' installer, CMake's 'cmake-3.19.2-macos10.10-universal.dmg',
# 'ffmpeg-osx10.9-v3.2.4', a '_runme_to_fix_dylib_osx10.11.sh' script (dev 2445, on Ventura). Written with no space
# between the word and the version, and the name going on after it (a suffix, or '-'/'_' and a word). An SDK's name is
# not one of these: the Command Line Tools' 'SDKs/MacOSX10.15.sdk' is read as the macOS they came with (dev 2057, 1428,
# 2023).
_FILE_NAME_AFTER = compiled(r"\.(?!sdk\b)[A-Za-z]|[-_][A-Za-z]")  # matched at the version's end
# A macOS named as a floor or a bound ("supported natively starting from macOS 13.0", "requires macOS 14 or later",
# "macOS 12.3+") is not the machine's: it says only that the text comes from a Mac.
# A binary's target is a floor too ("The wheel is built for macOS 11.0", "compiled for macOS Big Sur";
# '"macosx_11_0"表明该库是为macOS Big Sur(版本11.0)操作系统编译的', the library compiled for Big Sur:
# https://wenku.csdn.net/doc/2d7jq94u86). In Chinese the bound follows: 'macOS 12.3+(Monterey 或更高版本)',
# Monterey or a later version (https://2048ai.net/6959170b836da3214489b0c7.html); '及以上', '或以上', '以上',
# and above; '以及更新版本', and newer ones (https://github.com/FunAudioLLM/CosyVoice/issues/672); the release's
# name in parentheses may stand between ('macOS 10.15 (Catalina) 及更新版本', a wenku.csdn.net page, dev 1698),
# as in English. Or it precedes: '需要', '要求', '至少', '最低' (needs, requires, at least, minimum).
_BOUND_BEFORE = compiled(r"(?i)(?:\b(?:from|since|requires?|required|needs?|needed|least|minimum|supported\s+on|than|"
                         r"before|until|below|above|prior\s+to|(?:built|compiled|targeted)\s+for|targeting|"
                         # a build's target, not the machine: 'Wheels for macOS catalina are failing', 'macOS
                         # wheel for Catalina' (apache/arrow#41567, built on a macos-latest ARM runner)
                         r"(?:wheels?|builds?|binar(?:y|ies)|installers?)\s+for)\s+"
                         r"(?:the\s+)?|(?:需要|要求|至少|最低|最低要求)[^\S\n]*(?:为|是)?[^\S\n]*)"
                         # a release's name after the word: 'requires macOS Monterey'; in quotes as a title
                         # writes it ('Issues from "Big Sur" to "Monterey"', tf-metal-experiments#16)
                         r"(?:mac\s?os(?:\s?x)?[^\S\n]*)?[\"'“‘«]?\Z")
_BOUND_AFTER = compiled(r"(?i)\A[\"'”’»]?(?:[^\S\n]*\([^()\n]{1,24}\))?\)?\s*(?:\+|or\s+(?:later|newer|above|higher)"
                          r"|and\s+(?:later|newer|above|up)|(?:或者?|以及|及|和)[^\S\n]*(?:更高|更新|以上)|以上)")
# '为macOS Big Sur(版本11.0)操作系统编译的': 为 (for) before the name, 编译 or 构建 (compiled,
# built) after it in the clause.
_BUILT_FOR_BEFORE = compiled(r"(?i)为[^\S\n]*(?:mac\s?os(?:\s?x)?[^\S\n]*)?\Z")
_BUILT_FOR_AFTER = compiled(r"\A[^。，,;；\n]{0,16}?(?:编译|构建)")
_AMD_GPU = compiled(r"(?i)\b(?:AMD\s+)?Radeon\s+(?:(?:Pro|RX|R9|HD)\s+)?(?:Vega\s+)?[\w-]{1,12}(?:[ \t]\w{1,8})?"
                    # the Radeon RX series named without the brand ("RX5300M", "amd Rx6600xt", "RX 580")
                    r"|\b(?:AMD\s+)?RX\s?(?:[45]\d0X?|5[3-7]00M?|[67]\d00(?:\s?XTX?|M|S)?)\b")
# Intel's integrated GPUs ("Intel Iris Plus Graphics 655", "Intel UHD Graphics 630"): in a Mac, an Intel Mac. Metal
# names them with the trademark signs ("ggml_metal_init: found device: Intel(R) Iris(TM) Plus Graphics 655",
# https://github.com/kherud/java-llama.cpp/issues/6).
_INTEL_GPU = compiled(r"(?i)\bIntel(?:\(R\)|®)?\s+(?:Iris(?:\(TM\)|™)?(?:\s+(?:Plus|Pro|Xe))?|U?HD)\s+Graphics"
                      r"(?:\s+\d{3,4})?")
# A Mac named on the same line as the GPU: "MacBook Pro with the Radeon Pro 560X", "iMac Pro … RX 5700".
_MAC_NAMED = compiled(r"(?i)\b(?:mac\s?book|imac|mac\s?pro|mac\s?mini|hackintosh)\b")


@dataclass(frozen=True)
class PlatformString:
    os: str
    machine: str
    macos_version: str | None = None
    kernel_release: str | None = None


def parse_platform_string(text: str) -> PlatformString | None:
    """``macOS-14.4-arm64-arm-64bit`` / ``macOS-10.16-x86_64-i386-64bit`` / ``Linux-5.15…-x86_64-with-glibc2.31``."""
    m = _MAC_PLATFORM.search(text)
    # Before Python 3.8 (bpo-35344) platform.platform() wrote the kernel's release ('Darwin-19.6.0-x86_64-i386-64bit':
    # Darwin 19 is Catalina, https://github.com/facebookresearch/fastText/issues/1111), from 3.8 the macOS version.
    if m and m.group(0).startswith("Darwin"):
        return PlatformString("Darwin", MACHINES[m.group(2)], kernel_release=m.group(1))
    if m:
        return PlatformString("Darwin", MACHINES[m.group(2)], m.group(1))
    m = _LINUX_PLATFORM.search(text)
    if m:
        return PlatformString("Linux", MACHINES.get(m.group(2), m.group(2)), kernel_release=m.group(1))
    return None


def chip_in(text: str) -> str | None:
    """``Apple M2 Pro`` as written by sysctl/collect_env, or None."""
    m = APPLE_CHIP.search(text)
    if not m:
        return None
    return "Apple " + m.group(1) + (f" {m.group(2)}" if m.group(2) else "")


def prose_chip(text: str) -> str | None:
    m = _PROSE_CHIP.search(text)
    if not m:
        return None
    chip = (m.group(1) or m.group(3)).upper()
    tier = m.group(2) or m.group(4)
    return f"Apple {chip}" + (f" {tier}" if tier else "")


def intel_cpu_in(text: str) -> str | None:
    m = _INTEL_CPU.search(text)
    return re.sub(r"(?i)^intel", "Intel", m.group(0).strip()) if m else None


def macos_version_in(text: str) -> str | None:
    """A macOS version in a template field ("macOS 15.1.1", "Big Sur OS X 11.4", "13.1 (22C65)")."""
    if not (_MACOS_WORDS.search(text) or _MACOS_BUILD.search(text)):
        return None
    m = _MACOS_VERSION.search(text)
    if not m:
        return None
    version = m.group(0)
    return None if version == COMPAT_MACOS else version


def looks_like_macos(text: str) -> bool:
    return bool(_MACOS_WORDS.search(text) or _MACOS_BUILD.search(text))


def scan(lines: Sequence[Line]) -> Found:
    """Platform strings, uname lines, sw_vers blocks, chip names and macOS versions anywhere in the text."""
    found = Found("platform")
    for i, line in enumerate(lines):
        text = line.text
        if not text:
            continue
        if "-64bit" in text or "-with-" in text:
            ps = parse_platform_string(text)
            if ps is not None:
                found.formats.add("platform_string")
                found.add("host.os", ps.os, line, TOOL + 5)
                found.add("python.machine", ps.machine, line, TOOL + 5)
                found.add("platform.macos_version", ps.macos_version, line, TOOL + 5)
                found.add("host.kernel_release", ps.kernel_release, line, TOOL + 5)
        if "Darwin" in text and "RELEASE_" in (record := continued(lines, i)):
            m = _UNAME_DARWIN.search(record)
            if m and m.start() < len(text):
                found.formats.add("uname")
                found.add("host.os", "Darwin", line, TOOL)
                found.add("host.kernel_release", m.group(2), line, TOOL)
                found.add("host.arm64_capable", 1 if m.group(3) == "ARM64" else 0, line, TOOL)
                found.add("uname.machine", m.group(4), line, TOOL)
        elif "Linux " in text:
            m = _UNAME_LINUX.match(text) if "#" in text else None
            if m is None and "GNU/Linux" in (record := continued(lines, i)):
                m = _UNAME_LINUX_QUOTED.search(record)
                m = m if m and m.start() < len(text) else None
            if m:
                found.formats.add("uname")
                found.add("host.os", "Linux", line, TOOL)
                found.add("host.kernel_release", m.group(1), line, TOOL)
        if text.startswith("ProductVersion:"):
            block = "\n".join(x.text for x in lines[max(0, i - 1): i + 3])
            sw = macos_parsers.parse_sw_vers(block)
            if sw is not None and sw.product_version != COMPAT_MACOS:
                found.formats.add("sw_vers")
                found.add("host.os", "Darwin", line, TOOL)
                found.add("host.macos_version", sw.product_version, line, TOOL)
        if "Apple" in text:
            chip = chip_in(text)
            # Not one of several machines of both kinds. Read in its sentence, an Apple chip named in general or as a
            # target ("'mps' GPU was first introduced in Apple silicon devices, starting with Apple M1", a maintainer's
            # history to an Intel Mac's owner: https://github.com/okuvshynov/slowllama/issues/1) or another machine's
            # is weaker than the failing machine's own clues, yet still counts where nothing else names one: people
            # ask for "support for Apple M1" from their M1 (dev 1426, 3285).
            # A chip the sentence denies ('I am not trying to install `psycopg2-binary` on an Apple M1', psycopg2's
            # issue checklist: https://github.com/psycopg/psycopg2/issues/1404) names no machine at all.
            if chip and not sentence.rules().several.search(text) and not _denied(text, APPLE_CHIP,
                                                                                  wrapped_into(lines, i)):
                rank = _said(text, APPLE_CHIP, PROSE - 10, wrapped_into(lines, i))
                found.add("host.cpu_brand", chip, line, ELSEWHERE if rank is None else rank, "likely")
        if _CHIP_NAME.search(text):
            spaced = cjk_spaced(text)  # "在m1 mac环境下": the chip and the Mac glued to Chinese words
            if not _PROSE_CHIP.search(spaced):  # a wrap between the chip and the Mac ("… a non M1" / "mac ):")
                whole = cjk_spaced(continued(lines, i))
                m = _PROSE_CHIP.search(whole)
                spaced = whole if m and m.start() < len(spaced) < m.end() else spaced
            chip = prose_chip(spaced)
            rank = _said(spaced, _PROSE_CHIP, PROSE, cjk_spaced(wrapped_into(lines, i))) if chip else None
            if chip and rank is not None:
                found.add("host.cpu_brand", chip, line, rank, "likely")
                found.add("host.os", "Darwin", line, rank, "likely")  # a Mac named with its chip ('M2 맥북에어')
        if "ntel" in text or "NTEL" in text:
            cpu = intel_cpu_in(text)
            rank = _said(text, _INTEL_CPU, PROSE - 5, wrapped_into(lines, i)) if cpu else None
            if cpu and rank is not None:
                found.add("host.cpu_brand", cpu, line, rank, "likely")
        low = text.lower()
        for words, key, pattern in ((("adeon", "rx"), "host.amd_gpu", _AMD_GPU),
                                    (("raphics",), "host.intel_gpu", _INTEL_GPU)):
            m = pattern.search(text) if any(word in low for word in words) else None
            if m:
                found.add(key, m.group(0).strip(), line, PROSE)
                if _MAC_NAMED.search(_with_wrapped(lines, i)):  # a Mac with a Radeon or Intel GPU: an Intel Mac
                    found.add("host.os", "Darwin", line, PROSE, "likely")
                    found.add("host.cpu_brand", "Intel", line, PROSE - 5, "likely")
                    found.add("host.arm64_capable", 0, line, PROSE - 5, "likely")
        if ("machine" in text or "processor" in text or "arch" in text or "uname" in text) and i + 1 < len(lines):
            _arch_answer(found, line, lines[i + 1], lines[i + 2] if i + 2 < len(lines) else None)
        if "(" in text or " 1" in text or " 2" in text:  # a build in brackets or after a space
            for m in _MACOS_VERSION_BUILD.finditer(text):
                major, minor, darwin = int(m.group(2)), int(m.group(3)), int(m.group(4) or m.group(5))
                if darwin == (minor + 4 if major == 10 else major + 9 if major < 26 else major - 1):
                    found.add("host.macos_version", m.group(1), line, PROSE)
                    found.add("host.os", "Darwin", line, PROSE)
                    break
        if "os" in low:
            m = next((m for m in _PROSE_MACOS.finditer(text)
                      if not macos_bound(text[max(0, m.start() - 40): m.start()], text[m.end(1): m.end(1) + 20])
                      and not _USER_AGENT_BEFORE.search(text[max(0, m.start() - 40): m.start()])
                      and not _in_file_name(text, m)), None)
            if m and m.group(1) != COMPAT_MACOS:
                found.add("host.macos_version", m.group(1), line, PROSE)
                found.add("host.os", "Darwin", line, PROSE)
    return found



def _with_wrapped(lines: Sequence[Line], i: int) -> str:
    """Line *i* with the lines a wrap may have cut from it: the line before where that is long enough to have been
    wrapped, and the line after (:func:`clues.continued`)."""
    before = lines[i - 1].text if i and len(lines[i - 1].text) >= WRAPPED else ""
    return f"{before} {continued(lines, i)}"


def _denied(text: str, pattern: re.Pattern[str], before: str = "") -> bool:
    """Whether the sentence that names the chip denies it (paste/sentence.py denied)."""
    whole = before + text
    m = pattern.search(whole, len(before))
    return m is not None and sentence.denied(whole, m.start(), m.end())


def _said(text: str, pattern: re.Pattern[str], rank: int, before: str = "") -> int | None:
    """The rank of a person's chip named in a sentence (paste/sentence.py): None where the sentence denies it or speaks
    in general, ELSEWHERE where it is another machine's. *before*: the line a wrap cut the sentence from
    (clues.wrapped_into), read with it ('… I couldn't take my' / 'm2 Mac. :(')."""
    whole = before + text
    m = pattern.search(whole, len(before))
    said = sentence.scope(whole, m.start(), m.end()) if m else None
    return None if said == sentence.SKIP else ELSEWHERE if said == sentence.ELSEWHERE else rank


def _arch_answer(found: Found, line: Line, answer: Line, after: Line | None = None) -> None:
    """``python -c "…platform.machine()"`` then ``x86_64``; ``$ arch`` then ``i386``: a printed architecture."""
    command = _ARCH_COMMAND.search(line.text)
    m = _ARCH_ANSWER.match(answer.text) if command else None
    if m is None and command and "architecture()" in line.text:  # PaddlePaddle's check prints the bits first
        if after is not None and _BITS_ANSWER.match(answer.text):
            answer, m = after, _ARCH_ANSWER.match(after.text)
        else:
            m = _BITS_AND_ARCH_ANSWER.match(answer.text)
    if command is None or m is None:
        return
    arch = {"i386": "x86_64", "arm": "arm64"}.get(m.group(1), m.group(1))
    found.formats.add("platform_string")
    if command.group(1):  # the Python's own architecture
        found.add("python.machine", arch, answer, TOOL + 5)
    else:  # the shell's: x86_64 may be Rosetta or Intel; arm64 is Apple silicon
        found.add("uname.machine", arch, answer, TOOL)
        found.add("host.os", "Darwin" if m.group(1) == "i386" or arch == "arm64" else None, answer, TOOL + 20,
                  "likely")
        if arch == "arm64":
            found.add("host.arm64_capable", 1, answer, TOOL + 5, "likely")


def _in_file_name(text: str, m: re.Match[str]) -> bool:
    """Whether the macOS version *m* read is part of a file's name (_FILE_NAME_AFTER)."""
    return not text[m.start(1) - 1].isspace() and bool(_FILE_NAME_AFTER.match(text, m.end(1)))


def macos_bound(before: str, after: str) -> bool:
    """Whether a macOS named between these two texts is a floor or a bound rather than the machine's macOS."""
    return bool(_BOUND_BEFORE.search(before) or _BOUND_AFTER.match(after)
                or (_BUILT_FOR_BEFORE.search(before) and _BUILT_FOR_AFTER.match(after)))
