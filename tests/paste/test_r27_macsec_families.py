# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4800-4810 (Gatekeeper, quarantine, code signing and library validation blocking
ML binaries, dylibs and Python extensions on Macs) exposed, each read from real text.

- macOS refusing a binary for its code signature is its own finding, code-signature-blocked: dyld's refusal of a found
  library ('code signature in … not valid for use in process', 'no cdhash, completely unsigned?'), a crash report of a
  code-signing kill ('SIGKILL (Code Signature Invalid)', 'Namespace CODESIGNING'), Gatekeeper's dialogs ('can’t be
  opened because Apple cannot check it for malicious software', 'is damaged and can't be opened'). dyld's 'Library not
  loaded' whose reason is that refusal is no missing library (import-failed's 'is missing; reinstall' stays quiet).
- A crash report's executable path of a Python process (the text report's 'Path:' under 'Process:', the JSON
  report's escaped "procPath") is the interpreter's real path: its distribution; in the JSON report, "cpuType" and
  "translated" before it are that Python's architecture and translation.
- A macOS version with the Intel chip in the same parentheses ('macOS (15.0.1, Intel here)') is an Intel Mac.
- 'an arm64-only python' (or '-native') is an arm64 Python, as 'an arm64 python' was.
"""

from __future__ import annotations

from pasted import ids, raised, read

from macml_doctor.kb import load as kb

# https://github.com/pwndbg/pwndbg/issues/2689 (dev 4804)
PWNDBG_2689 = r"""# Add note on macOS installation instructions regarding quarantine

disconnect3d · description · 2025-01-21
When one download the tarball from releases on macOS (15.0.1, Intel here) with a browser and have the security settings set to `Allow applications from: App Store & Known Developers` they will get lots and lots of popups about untrusted binaries and libraries when trying to run. This is also showing the following in the CLI:

```
➜  bin ./pwndbg-lldb
Could not find the LLDB Python Path: b"dyld[46108]: Library not loaded: @executable_path/../lib/libLLVM.dylib\n  Referenced from: <2C0DE2E9-7058-3F2C-88A6-E09AC16244D2> /Users/user/pwndbg/exe/lldb\n  Reason: tried: '/Users/user/pwndbg/lib/libLLVM.dylib' (code signature in <B1323D6B-0167-340C-A432-A2496C26CCA6> '/Users/user/pwndbg/lib/libLLVM.dylib' not valid for use in process: library load disallowed by system policy), '/usr/local/lib/libLLVM.dylib' (no such file), '/usr/lib/libLLVM.dylib' (no such file, not in dyld cache)\n"
```

This is because there is a quarantine attribute added to the unpacked files when the archive was downloaded with a web browser.
"""
# https://github.com/flet-dev/flet/issues/4543 (dev 4800)
FLET_4543 = r"""# macOS app throws "library load disallowed by system policy" error while loading 3rd-party Python `.so` modules

[turn 4 by dsx1986, continued]
Original error was: dlopen(/Users/simon/Library/Containers/com.diogenes.ai.chatbot.flet.diogenesaibutlerflet/Data/Library/Application Support/com.diogenes.ai.chatbot.flet.diogenesaibutlerflet/flet/app/__pypackages__/numpy/core/_multiarray_umath.cpython-312-darwin.so, 0x0002): tried: '/Users/simon/Library/Containers/com.diogenes.ai.chatbot.flet.diogenesaibutlerflet/Data/Library/Application Support/com.diogenes.ai.chatbot.flet.diogenesaibutlerflet/flet/app/__pypackages__/numpy/core/_multiarray_umath.cpython-312-darwin.so' (code signature in <4B244C37-40C5-380A-9FCF-3FE515E61AAA> '/Users/simon/Library/Containers/com.diogenes.ai.chatbot.flet.diogenesaibutlerflet/Data/Library/Application Support/com.diogenes.ai.chatbot.flet.diogenesaibutlerflet/flet/app/__pypackages__/numpy/core/_multiarray_umath.cpython-312-darwin.so' not valid for use in process: library load disallowed by system policy), '/System/Volumes/Preboot/Cryptexes/OS/Users/simon/Library/Containers/com.diogenes.ai.chatbot.flet.dio
"""
# https://github.com/m-bain/whisperX/issues/149 (dev 4802)
WHISPERX_149 = """petiatil · comment · 2023-10-25
The issue at least relates to libtorch_cpu.dylib (for me), as it results in "no cdhash, completely unsigned?" errors.
"""
# https://github.com/dashingsoft/pyarmor/issues/637 (dev 4807)
PYARMOR_637 = """# Darwin aarch

VeNoMouS · description · 2021-12-07
an error report from a user on an m1

```
Python 3.9.9 (v3.9.9:ccb0e6a345, Nov 15 2021, 13:06:05) 
[Clang 13.0.0 (clang-1300.0.29.3)] on darwin
Type "help", "copyright", "credits" or "license" for more information.
>>> import helheim
zsh: killed     python3
 with following message in konsole.app:
-------------------------------------
Translated Report (Full Report Below)
-------------------------------------

Process:               Python [32181]
Path:                  /Library/Frameworks/Python.framework/Versions/3.9/Resources/Python.app/Contents/MacOS/Python
Identifier:            org.python.python
Version:               3.9.9 (3.9.9)
Code Type:             ARM-64 (Native)
Parent Process:        zsh [700]
Responsible:           Terminal [600]
User ID:               501

Date/Time:             2021-12-07 11:27:17.0010 +0100
OS Version:            macOS 12.0.1 (21A559)
Report Version:        12
Anonymous UUID:        19A58368-9482-25EA-34EF-3613149C3632


Time Awake Since Boot: 140000 seconds

System Integrity Protection: enabled

Crashed Thread:        0  Dispatch queue: com.apple.main-thread

Exception Type:        EXC_BAD_ACCESS (SIGKILL (Code Signature Invalid))
"""
# https://github.com/OpenMS/OpenMS/issues/7689 (dev 4810)
OPENMS_7689 = """# openMS install from *.dmg fails with codesigning error or process kill on M1 mac

[turn 1 by tentrillion, continued]
```
  "exception" : {"codes":"0x0000000000000032, 0x000000010292c000","rawCodes":[50,4338139136],"type":"EXC_BAD_ACCESS","signal":"SIGKILL (Code Signature Invalid)","subtype":"UNKNOWN_0x32 at 0x000000010292c000"},
  "termination" : {"flags":0,"code":2,"namespace":"CODESIGNING","indicator":"Invalid Page"},
"""
# https://github.com/dashingsoft/pyarmor/issues/1818 (dev 4808)
PYARMOR_1818 = r"""# Runtime crash on Mac

[turn 0 by CoMelissant, continued]
{"app_name":"Python","timestamp":"2024-06-10 08:49:45.00 +0200","app_version":"3.12.4","slice_uuid":"8b1f2b26-4a8b-37ec-93d1-9340b121525b","build_version":"3.12.4","platform":1,"bundleID":"org.python.python","share_with_app_devs":0,"is_first_party":0,"bug_type":"309","os_version":"macOS 14.3.1 (23D60)","roots_installed":0,"name":"Python","incident_id":"2D0103A3-7871-4BFA-A5DB-04D5A2087315"}
{
  "uptime" : 74000,
  "modelCode" : "MacBookAir10,1",
  "captureTime" : "2024-06-10 08:49:45.1564 +0200",
  "codeSigningMonitor" : 1,
  "incident" : "2D0103A3-7871-4BFA-A5DB-04D5A2087315",
  "pid" : 11660,
  "translated" : false,
  "cpuType" : "ARM-64",
  "roots_installed" : 0,
  "bug_type" : "309",
  "procName" : "Python",
  "procPath" : "\/Library\/Frameworks\/Python.framework\/Versions\/3.12\/Resources\/Python.app\/Contents\/MacOS\/Python",
  "bundleInfo" : {"CFBundleShortVersionString":"3.12.4","CFBundleVersion":"3.12.4","CFBundleIdentifier":"org.python.python"},
"""
# https://github.com/pytorch/pytorch/issues/120606 (dev 4805)
PYTORCH_120606 = "# “libc10.dylib” can’t be opened because Apple cannot check it for malicious software.\n\nNiharJani2002 · description · 2024-02-26\nC++ Execution Running lib torch on Mac.\n"
# https://github.com/dashingsoft/pyarmor/issues/1673 (dev 4809)
PYARMOR_1673 = "# [BUG] \"pyarmor_runtime.so\" is damaged and can't be opened. MacOS aarch64\n\nEmberLightVFX · description · 2024-01-26\nWhen I try to run the script on my M1 machine I'm getting a big error\n"
# https://github.com/pyinstaller/pyinstaller/issues/5847 (dev 4806)
PYINSTALLER_5847 = """# Apple Silicon | Pyinstaller created arm mach-o codesign fails

ashalem · description · 2021-05-20
I'm using an arm64-only python 3.9 and PyInstaller version 4.3
I've used PyInstaller to create an arm mach-o of a "hello world" python file. I then tried to sign the file using codesign and got the following error:
`main executable failed strict validation`
"""


def _symptoms(text: str) -> list[str]:
    return read(text)[1]


# --- code-signature-blocked: dyld's refusal, a code-signing kill, Gatekeeper's dialogs ---

def test_dyld_refusal_for_the_signature_is_no_missing_library() -> None:
    found = ids(PWNDBG_2689)
    assert "code-signature-blocked" in found
    assert "import-failed" not in found and "incompatible-arch-extension" not in found
    assert "signature-refused" in _symptoms(PWNDBG_2689)


def test_python_extension_refused_in_an_app_container() -> None:
    found = ids(FLET_4543)
    assert "code-signature-blocked" in found
    assert not found & {"incompatible-arch-extension", "numpy-abi-mismatch", "import-failed"}


def test_dyld_refusal_family_other_forms() -> None:
    for text in (
        # the older dyld's form: the path in parentheses, the reason after it
        "ImportError: dlopen(/Users/me/venv/lib/python3.8/site-packages/foo/_foo.so, 2): no suitable image found.  Did find:\n\t/Users/me/venv/lib/python3.8/site-packages/foo/_foo.so: code signature in (/Users/me/venv/lib/python3.8/site-packages/foo/_foo.so) not valid for use in process using Library Validation: mapped file has no cdhash, completely unsigned? Code has to be at least ad-hoc signed.\n",
        # macOS 12+'s multi-line form, a Team ID refusal in an app bundle
        "dyld[9133]: Library not loaded: @rpath/libtorch_cpu.dylib\n  Referenced from: <C444527A-7752-61BB-B9FE-C32A10C71456> /Applications/My.app/Contents/MacOS/My\n  Reason: tried: '/Applications/My.app/Contents/Frameworks/libtorch_cpu.dylib' (code signature in <C444527A-7752-61BB-B9FE-C32A10C71456> '/Applications/My.app/Contents/Frameworks/libtorch_cpu.dylib' not valid for use in process: mapped file has no Team ID and is not a platform binary (signed with custom identity or adhoc?)), '/usr/local/lib/libtorch_cpu.dylib' (no such file)\n",
        WHISPERX_149,
    ):
        found = ids(text)
        assert "code-signature-blocked" in found, text
        assert "import-failed" not in found, text


def test_a_missing_library_is_still_missing() -> None:
    # dyld found no file at all: import-failed's missing library, no signing refusal
    text = "ImportError: dlopen(/Users/me/venv/lib/python3.11/site-packages/torch/_C.cpython-311-darwin.so, 0x0002): Library not loaded: @rpath/libomp.dylib\n  Referenced from: <A671B878-4D06-37B0-BF44-D143DE87C287> /Users/me/venv/lib/python3.11/site-packages/torch/lib/libtorch_cpu.dylib\n  Reason: tried: '/Users/me/venv/lib/python3.11/site-packages/torch/lib/libomp.dylib' (no such file)\n"
    found = ids(text)
    assert "import-failed" in found and "code-signature-blocked" not in found
    # another library refused for its signature in the same report does not hide this one
    other = text + "dyld: tried: '/Users/me/lib/libfoo.dylib' (code signature in <C444527A-7752-61BB-B9FE-C32A10C71456> '/Users/me/lib/libfoo.dylib' not valid for use in process: library load disallowed by system policy)\n"
    assert {"import-failed", "code-signature-blocked"} <= ids(other)


def test_crash_report_of_a_code_signing_kill() -> None:
    for text in (PYARMOR_637, OPENMS_7689, "Termination Reason:    Namespace CODESIGNING, Code 2 Invalid Page\n",
                 "Exception Type:        EXC_BAD_ACCESS (Code Signature Invalid)\n"):
        assert "code-signature-blocked" in raised(text), text
    assert "signature-killed" in _symptoms(PYARMOR_637)


def test_gatekeeper_dialogs() -> None:
    for text in (PYTORCH_120606, PYARMOR_1673,
                 # a screenshot's dialog typed with its line breaks
                 "\"libhostfxr.dylib\" can't be\nopened because Apple cannot\ncheck it for malicious software.\n",
                 "“libsimple.dylib” cannot be opened because the developer cannot be verified.\n",
                 "“ollama” cannot be opened because it is from an unidentified developer.\n",
                 "“whisper-cli” Not Opened\nApple could not verify “whisper-cli” is free of malware that may harm your Mac or compromise your privacy.\n"):
        assert "code-signature-blocked" in raised(text), text
        assert "gatekeeper-blocked" in _symptoms(text), text


def test_signing_words_that_are_no_refusal() -> None:
    for text in (PYINSTALLER_5847, PYARMOR_1818,  # codesign's own error on a build; the .ips field of every report
                 "Mac is unable to verify publisher and so will not let me run the llama file.\n",  # the person's words
                 "it says code signature invalid when I run it\n", "The app can't be opened.\n",
                 "Run `xattr -dr com.apple.quarantine ~/Downloads/whisper.cpp` once.\n"):
        assert "code-signature-blocked" not in raised(text), text


def test_the_remedy_names_no_refusal() -> None:
    fix = kb.load("fixes", "clear-quarantine-or-sign")
    assert "code-signature-blocked" in fix["findings"]
    text = "\n".join([fix["title"], fix["why"], *fix["manual"]])
    assert "code-signature-blocked" not in raised(text)


# --- a crash report's Python: its path and, in the JSON report, its architecture ---

def test_crash_report_path_of_a_python_names_its_distribution() -> None:
    facts, _ = read(PYARMOR_637)
    assert facts["python.realpath"] == "/Library/Frameworks/Python.framework/Versions/3.9/Resources/Python.app/Contents/MacOS/Python"
    assert {"python-distribution", "python-native-arm64", "apple-silicon"} <= ids(PYARMOR_637)
    for path, prefix in (("/opt/homebrew/Cellar/python@3.11/3.11.6/Frameworks/Python.framework/Versions/3.11/Resources/Python.app/Contents/MacOS/Python", "/opt/homebrew/"),
                         ("/Users/me/miniforge3/envs/ml/bin/python3.10", "miniforge3")):
        text = f"Process:               Python [555]\nPath:                  {path}\nCode Type:             ARM-64 (Native)\n"
        assert prefix in read(text)[0]["python.realpath"], path
        assert "python-distribution" in ids(text), path


def test_crash_report_path_not_read() -> None:
    for text in ("Process:               python3.9 [19158]\nPath:                  /Users/USER/*/python3.9\nCode Type:             ARM-64 (Native)\n",  # anonymised
                 "Process:               Blender [123]\nPath:                  /Applications/Blender.app/Contents/MacOS/Blender\nCode Type:             ARM-64 (Native)\n",  # no Python
                 "Path: /usr/local/bin/python3\n"):  # no crash report's Process line above
        assert read(text)[0].get("python.realpath") is None, text
        assert "python-distribution" not in raised(text), text


def test_json_crash_report_of_a_python() -> None:
    facts, _ = read(PYARMOR_1818)
    assert facts["python.machine"] == "arm64" and facts["python.translated"] == 0
    assert facts["python.version"] == "3.12"
    assert {"python-native-arm64", "python-distribution", "apple-silicon"} <= ids(PYARMOR_1818)
    translated = '  "translated" : true,\n  "cpuType" : "X86-64",\n  "procName" : "Python",\n  "procPath" : "\\/Library\\/Frameworks\\/Python.framework\\/Versions\\/3.8\\/Resources\\/Python.app\\/Contents\\/MacOS\\/Python",\n'
    assert {"python-x86-on-arm", "apple-silicon", "python-distribution"} <= ids(translated)
    intel = '  "translated" : false,\n  "cpuType" : "X86-64",\n  "procName" : "python3.9",\n  "procPath" : "\\/usr\\/local\\/Cellar\\/python@3.9\\/3.9.7\\/bin\\/python3.9",\n'
    assert "intel-mac" in ids(intel) and "python-x86-on-arm" not in ids(intel)


def test_json_crash_report_of_another_program() -> None:
    text = '  "translated" : false,\n  "cpuType" : "ARM-64",\n  "procName" : "Foo",\n  "procPath" : "\\/Applications\\/Foo.app\\/Contents\\/MacOS\\/Foo",\n'
    facts, _ = read(text)
    assert facts.get("python.machine") is None and facts.get("python.realpath") is None
    assert "python-native-arm64" not in ids(text)


# --- prose: an Intel Mac in the macOS version's parentheses; an arm64-only Python ---

def test_macos_version_with_intel_in_its_parentheses() -> None:
    assert "intel-mac" in ids(PWNDBG_2689)
    for text in ("I run macOS (14.2, Intel).", "It fails on macOS 14.5 (Intel here) too.",
                 "Tested on macOS (v13.4; Intel Mac)."):
        assert read(text)[0].get("host.cpu_brand") == "Intel", text
        assert "intel-mac" in ids(text), text


def test_macos_parentheses_with_more_than_one_chip_or_a_range() -> None:
    for text in ("macOS (15.0, Intel and Apple silicon)", "macOS (14, Intel/ARM)", "macOS (11+, Intel)"):
        assert read(text)[0].get("host.cpu_brand") is None, text
        assert "intel-mac" not in raised(text), text


def test_arm64_only_python() -> None:
    assert {"python-native-arm64", "apple-silicon"} <= ids(PYINSTALLER_5847)
    assert read("with an arm64-native Python 3.11")[0].get("python.machine") == "arm64"
    for text in ("arm64-only python wheels are missing", "you need an arm64-only python"):
        assert read(text)[0].get("python.machine") is None, text
