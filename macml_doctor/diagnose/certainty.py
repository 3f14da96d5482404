"""How sure a finding from a pasted report is, and what the report leaves undecided.

A report's facts carry the certainty of the clue they were read from (``report.certainty``; absent means
certain). A finding is as sure as the weakest fact it rests on: the facts in its evidence, the premises
its check used (:data:`PREMISES`), and the clue of the symptom behind it. A ``possible`` finding is never
more severe than a warning (../shared/DESIGN.md, "Certainty"). Live facts are always certain.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from macml_doctor import messages as msg
from macml_doctor.facts import Facts, Origin
from macml_doctor.findings import Certainty, Finding, Severity
from macml_doctor.kb import load as kb
from macml_doctor.paste.clues import weakest
from macml_doctor.traits import is_apple_silicon, is_mac, is_x86_python, macos_version

# The facts a check decides on beyond those it names in its evidence.
PREMISES: Mapping[str, tuple[str, ...]] = {
    "apple-silicon": ("host.arm64_capable", "host.cpu_brand"),
    "intel-mac": ("host.arm64_capable", "host.cpu_brand"),
    "not-a-mac": ("host.os",),
    "python-x86-on-arm": ("python.machine", "python.translated", "host.arm64_capable"),
    "python-native-arm64": ("python.machine", "host.arm64_capable"),
    "conda-x86-distribution": ("conda.platform", "host.arm64_capable"),
    "macos-too-old-for-mps": ("host.macos_version", "host.arm64_capable"),
    "torch-no-x86-mac-wheels": ("python.machine", "host.arm64_capable", "host.os"),
    "tf-no-x86-mac-wheels": ("python.machine", "host.arm64_capable", "host.os"),
    "torch-x86-build": ("python.machine", "host.arm64_capable"),
    "tf-x86-build": ("python.machine", "host.arm64_capable", "host.cpu_brand"),
    "mlx-unsupported": ("python.machine", "host.macos_version", "host.arm64_capable"),
    "rosetta-missing": ("host.arm64_capable", "host.cpu_brand"),
    "no-metal-device": ("host.arm64_capable",),
    "tf-keras3-metal": ("tensorflow.version", "keras.version", "tensorflow.metal_named"),
    "python-too-new": ("python.version",),
}


def _premises(finding: Finding) -> tuple[str, ...]:
    """The facts a finding rests on besides its evidence: a finding made from a symptom alone rests on what its
    symptom declares (checks/symptoms.toml ``premises``), else on its check's premises."""
    sid = finding.evidence.get("symptom")
    if sid and not any("." in k for k in finding.evidence):
        row = kb.check_table("symptoms")["symptom"].get(str(sid), {})
        if "premises" in row:
            return tuple(row["premises"])
    return PREMISES.get(finding.id, ())


def judge(finding: Finding, facts: Facts) -> Finding:
    """The finding with its certainty (and, when only possible, a severity capped at warning)."""
    sure = facts.value("report.certainty") or {}
    if not isinstance(sure, Mapping):
        return finding
    keys = {k for k in finding.evidence if "." in k and not k.endswith("←")} | set(_premises(finding))
    levels = [str(sure.get(k, "certain")) for k in keys if facts.get(k) is not None]
    level = weakest(*levels, finding.evidence.get("certainty"))
    if level == "certain":
        return finding
    severity = finding.severity
    if level == "possible" and severity.rank > Severity.WARNING.rank:
        severity = Severity.WARNING
    evidence: dict[str, Any] = dict(finding.evidence)
    decider = msg.DECIDES.get(finding.id)
    if decider:
        evidence["would decide"] = decider
    return replace(finding, certainty=Certainty(level), severity=severity, evidence=evidence)


def check_undecided(facts: Facts) -> list[Finding]:
    """On a report from a Mac, or one whose machine is unsaid: what it does not say that the diagnosis needs, and
    what would decide it."""
    from_report = facts.target.origin is Origin.REPORT or bool(facts.target.report_kind)  # or replayed from one
    if not from_report or is_mac(facts) is False:
        return []
    if is_mac(facts) is None:  # a Mac or a framework named, no machine: say what would tell
        if facts.is_known("report.own_findings"):  # our own report replays the findings it lists
            return []
        return [Finding("report-undecided", Severity.INFO, "platform",
                        msg.UNDECIDED_SUMMARY.format(unknowns=msg.UNDECIDED["os"]), {"unknown": [msg.UNDECIDED["os"]]})]
    unknowns = []
    silicon, x86 = is_apple_silicon(facts), is_x86_python(facts)
    if x86 and silicon is None:
        unknowns.append(msg.UNDECIDED["x86-python-chip"])
    elif silicon is None:
        unknowns.append(msg.UNDECIDED["chip"])
    if x86 is None and silicon is not False:
        unknowns.append(msg.UNDECIDED["translated-shell" if facts.value("shell.translated") == 1 else "python-arch"])
    if macos_version(facts) is None and silicon is not False:
        unknowns.append(msg.UNDECIDED["macos"])
    if not unknowns:
        return []
    return [Finding("report-undecided", Severity.INFO, "platform",
                    msg.UNDECIDED_SUMMARY.format(unknowns="; ".join(unknowns)), {"unknown": unknowns})]
