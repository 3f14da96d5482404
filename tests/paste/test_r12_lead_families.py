"""Clue families of the twelfth round read by the lead, each from real text.

An Intel named with the macOS version it runs ('tried a with a Intel 12.6.3') is an Intel Mac, and a SIGILL of a macOS
app's own executable, started by its bundle path, is that app's crash: no Python's import, no x86_64 Python under
Rosetta and no CPU without AVX (every Intel Mac on macOS 11 or later has AVX).
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/mikaellofgren/PrinterSetup/issues/5 (dev 1101; the reporter's reply, verbatim)
PRINTERSETUP_5 = """App crashes instantly on Intel on startup

no files directly in `Library/Printers/PPDs`- only the usual `Contents/Resources/`directories with many PPDs inside.
macOS 12.6.3
Starting via commandline `/Applications/PrinterSetup.app/Contents/MacOS/PrinterSetup` exits with
`Illegal instruction: 4`

Thanks, just tried a with a Intel 12.6.3 and with no files in `/Library/Printers/PPDs/Contents/Resources/`
"""


def test_an_intel_named_with_its_macos_version_is_an_intel_mac() -> None:
    facts, _ = read(PRINTERSETUP_5)
    assert facts["host.cpu_brand"] == "Intel" and facts["host.arm64_capable"] == 0
    found = ids(PRINTERSETUP_5)
    assert "intel-mac" in found and "apple-silicon" not in found


def test_a_sigill_of_an_apps_own_executable_is_no_pythons() -> None:
    facts, symptoms = read(PRINTERSETUP_5)
    assert "sigill" in symptoms
    sigill = next(s for s in facts["report.symptoms"] if s["id"] == "sigill")
    assert sigill["program"] == "PrinterSetup" and sigill["python"] is False and "module" not in sigill
    found = ids(PRINTERSETUP_5)
    assert not found & {"import-crashed", "python-x86-on-arm", "cpu-without-avx"}, found


def test_without_the_bundle_path_the_crash_is_still_read_as_a_pythons() -> None:
    # the same report with the app's path cut: nothing shows another program, so the SIGILL stays a Python's
    text = PRINTERSETUP_5.replace("`/Applications/PrinterSetup.app/Contents/MacOS/PrinterSetup` ", "")
    facts, _ = read(text)
    sigill = next(s for s in facts["report.symptoms"] if s["id"] == "sigill")
    assert "program" not in sigill and "python" not in sigill
    assert "import-crashed" in ids(text)
