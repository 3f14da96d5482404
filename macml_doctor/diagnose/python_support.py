"""python-too-new on any platform, from what an installer refused and which Python asked.

``checks/python_support.toml`` ``[[first_wheels]]`` says when each Python minor first got wheels of a framework
on each platform. Three kinds of evidence in a pasted report lead here:

- the installer offered no release of a framework at all (pip's ``from versions: none``, a bare ``No matching
  distribution found for tensorflow``): when this Python's minor got its first wheels after the platform's first
  release (or never yet), the Python was newer than every release of the time;
- a named release was refused or is named (``torch==2.5.1 … no wheel for the current platform``, a template's
  ``TensorFlow version: 2.7.0``): when this minor's first wheels came after that release, it has none for it;
- the installer skipped releases for their ``Requires-Python`` (the interpreter is at least some minor);
- the installer fetched or built a release's source archive (``Using cached scikit-learn-0.24.2.tar.gz``, uv's
  ``Failed to build `numpy==1.19.5```): of NumPy and scikit-learn, which publish wheels wherever they support, an
  old release pinned by an AutoML package on a Python newer than its wheels;
- a release of those a package pins (``The D2L Package version 1.0.3 requires numpy 1.23.5``), or one said to need
  what Python 3.12 removed (distutils, pkgutil.ImpImporter; uv's ``Consider adding a constraint (like `numpy
  >1.23.2`)``): wanted, and judged like a fetched archive, on any platform; where the report names no Python, the
  one that removed it (3.12) is the least it can be.

The platform comes from the facts (macOS arm64 or x86_64, Linux, Windows); when unknown, every platform with a
row must agree. A report is undated, so these findings are ``likely``, never ``certain``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from packaging.requirements import InvalidRequirement, Requirement
from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name
from packaging.version import InvalidVersion, Version

from macml_doctor import messages as msg
from macml_doctor.facts import Facts
from macml_doctor.findings import Finding, Severity
from macml_doctor.kb import load as kb
from macml_doctor.kb.support import first_wheels, python_rows
from macml_doctor.traits import is_x86_python, version

REQUIRES_PYTHON_SOURCE = ("pip skips releases whose Requires-Python excludes the interpreter and lists them: "
                          "https://github.com/invoke-ai/InvokeAI/issues/5597 ; "
                          "https://packaging.python.org/en/latest/specifications/core-metadata/#requires-python")
NO_WHEELS_YET_SOURCE = ("a sentence saying a package has no wheels for this Python minor yet: "
                        "https://github.com/InsightSoftwareConsortium/ITK/issues/4451")
OLDER_WORKED_SOURCE = ("a person saying an older Python fixed it, after naming the newer one: "
                       "https://github.com/apple/ml-stable-diffusion/issues/152")
WHEELS_UP_TO_SOURCE = ("a sentence saying a release has wheels only up to some Python minor: "
                       "https://github.com/ShayneP/local-voice-ai/issues/21")
NOTHING_OFFERED = ("pip-no-wheels", "pip-no-matching-distribution", "no-wheel-for-interpreter")
NOTHING_OFFERED_FROM = Version("3.10")
FRAMEWORKS = ("torch", "tensorflow", "tensorflow-macos", "tensorflow-metal", "mlx")
PLATFORMS = ("linux", "windows", "macos-arm64", "macos-x86_64")
FRAMEWORK_NOT_YET_CLUES = ("prose-framework-not-for-python-yet", "prose-framework-not-for-that-python-yet",
                           "prose-python-too-new-then-older-worked")


def _minor(v: Version) -> Version:
    return Version(f"{v.major}.{v.minor}")


def platforms(facts: Facts) -> tuple[str, ...]:
    """The platforms the target may be: one when the facts say, else every one."""
    os_name = facts.value("host.os")
    if os_name == "Linux":
        return ("linux",)
    if os_name == "Windows":
        return ("windows",)
    if os_name == "Darwin":
        x86 = is_x86_python(facts)
        if x86 is None and facts.value("host.arm64_capable") == 1:
            x86 = False  # Apple silicon and nothing says Rosetta: the native interpreter is the likely one
        return ("macos-x86_64",) if x86 else ("macos-arm64",) if x86 is False else ("macos-arm64", "macos-x86_64")
    return PLATFORMS


def _too_new(py: Version, release: Version | None, since: Version, firsts: Mapping[Version, Version]) -> bool | None:
    """Whether this Python minor had no wheels of ``release`` (or, with no release named, of any release for a
    while); None when the row cannot say."""
    if release is not None and release < since:
        return None  # the release has no wheel on this platform at all: the platform's refusal, not the Python's
    if release is not None and any(p > py and f <= release for p, f in firsts.items()):
        return None  # a newer Python had wheels of it: this one was served late for its age, not its novelty
    first = firsts.get(py)
    newest = max(firsts) if firsts else None
    if first is None:
        if newest is None or py <= newest:
            return None  # older than the rows: not this check's question
        return True if release is None else (release < firsts[newest] or None)
    if release is None:
        # Nothing offered at all: only a recent minor is read as "newer than every release of the time"; for an
        # older one the usual causes are others (a 32-bit or PyPy interpreter, an unsupported CPU, the index).
        return first > since and py >= NOTHING_OFFERED_FROM
    return release < first


def verdict(framework: str, py: Version, release: Version | None, where: Iterable[str]) -> tuple[bool, list[str]]:
    """Too new on a candidate platform and not ruled out on any other (a platform whose rows cannot say is no
    evidence either way), with the rows' sources."""
    table = first_wheels()
    answers, sources = [], []
    for platform in where:
        row = table.get((framework, platform))
        if row is None:
            continue
        since, firsts, source = row
        answers.append(_too_new(py, release, since, firsts))
        sources.append(source)
    return any(a is True for a in answers) and not any(a is False for a in answers), sources


def _refusals(facts: Facts) -> list[tuple[str, Version | None, Mapping[str, Any]]]:
    """(framework, release or None, symptom) for each framework an installer refused. pip offering only other
    versions, all newer than the wanted range (``mlx<0.27,>=0.26.0 (from versions: 0.29.4, 0.30.0, 0.30.1)``), refused
    the range: its ceiling stands for the release, since every release the range admits is older."""
    out: list[tuple[str, Version | None, Mapping[str, Any]]] = []
    for s in facts.value("report.symptoms") or []:
        if not isinstance(s, Mapping):
            continue
        if s.get("id") == "pip-no-version":
            name, ceiling = _ceiling(str(s.get("requirement") or ""))
            offered = [v for v in (_release(w) for w in str(s.get("versions") or "").split(",")) if v is not None]
            if name in FRAMEWORKS and ceiling is not None and offered and min(offered) > ceiling:
                out.append((name, ceiling, s))  # only newer releases were offered: none older had wheels for it
            continue
        if s.get("id") in ("sdist-release", "wanted-release"):
            # pip or uv took the release's source archive: no wheel of it fitted the interpreter (the projects
            # with first-wheel rows publish wheels for every platform they support, so the archive is no choice)
            release = _release(str(s.get("version") or ""))
            if release is not None:
                out.append((str(s.get("package") or ""), release, s))
            continue
        if s.get("id") not in NOTHING_OFFERED:
            continue
        name, release = _requirement(str(s.get("package") or s.get("requirement") or ""))
        if s.get("version"):
            release = _release(str(s["version"]))
        if name in FRAMEWORKS:
            out.append((name, release, s))
    return out


def _ceiling(text: str) -> tuple[str, Version | None]:
    """``mlx<0.27,>=0.26.0`` -> (mlx, 0.27); ``torch==2.5.1`` -> (torch, 2.5.1): the newest release the requirement
    admits, or (at a ``<`` bound) the first it does not; None when it admits every newer release."""
    try:
        req = Requirement(text)
    except InvalidRequirement:
        return "", None
    bounds = [_release(spec.version) for spec in req.specifier if spec.operator in ("==", "===", "<", "<=")
              and not spec.version.endswith(".*")]
    known = [b for b in bounds if b is not None]
    return canonicalize_name(req.name), min(known) if known else None


def _requirement(text: str) -> tuple[str, Version | None]:
    """``tensorflow`` -> (tensorflow, None); ``torch==2.4.1`` -> (torch, 2.4.1); other specifiers name no release."""
    name = text.split("[")[0]
    for op in ("===", "==", "~=", ">=", "<=", "!=", ">", "<"):
        if op in name:
            base, _, rest = name.partition(op)
            release = _release(rest.split(",")[0]) if op in ("==", "===") else None
            return base.strip().lower().replace("_", "-"), release
    return name.strip().lower().replace("_", "-"), None


def _release(text: str) -> Version | None:
    try:
        return Version(text.strip().rstrip(".*").split("+", 1)[0])
    except InvalidVersion:
        return None


def check_python_too_new(facts: Facts) -> list[Finding]:
    """python-too-new from refused installs, named releases and skipped Requires-Python ranges, any platform."""
    from macml_doctor.diagnose import packages

    if any(f.id == "python-too-new" for f in packages.check_python_support(facts)):
        return []  # the installed releases' rows already say it
    py = version(facts.value("python.version")) or _removal_python(facts)
    py = _minor(py) if py is not None else None
    where = platforms(facts)
    items: list[str] = []
    sources: list[str] = []
    evidence: dict[str, Any] = {}
    if py is not None:
        refused: dict[str, list[tuple[Version | None, Mapping[str, Any]]]] = {}
        for name, release, s in _refusals(facts):
            if s.get("id") == "sdist-release" and where == PLATFORMS:
                continue  # a source build in a report that names no one OS: a thread's other machine may have run it
            refused.setdefault(name, []).append((release, s))
        for name, tries in refused.items():
            named = [(r, s) for r, s in tries if r is not None] or tries  # a named release says more than none
            verdicts = [(verdict(name, py, r, where), r, s) for r, s in named]
            if not verdicts or not all(bad for (bad, _), _, _ in verdicts):
                continue  # some refusal of this framework is explained otherwise
            (_, src), release, s = verdicts[0]
            wanted = s.get("requirement") if s.get("id") == "pip-no-version" else f"{name} {release}"
            items.append(f"{wanted} (no wheels for Python {py})" if release else
                         f"{name} (no release was offered for Python {py})")
            sources += src
            evidence.setdefault("report line", s.get("line"))
        if not items and facts.value("host.os") in ("Linux", "Windows"):
            # A release named by a template on Linux/Windows (macOS's installed releases are the rows' job).
            for name, key in (("tensorflow", "tensorflow.version"), ("torch", "torch.version")):
                release = _release(str(facts.value(key) or ""))
                if release is not None:
                    bad, src = verdict(name, py, release, where)
                    if bad:
                        items.append(f"{name} {release} (no wheels for Python {py})")
                        sources += src
    seen = [s for s in facts.value("report.symptoms") or [] if isinstance(s, Mapping)]
    if py is not None and not items:
        bounded = _coremltools_before(seen)
        if bounded is not None and py > bounded[0]:
            items.append(bounded[1])
            sources += bounded[2]
            evidence.setdefault("report line", bounded[3])
    if py is None and not items:
        # A framework said to have no release for a minor yet ('it uses Python 3.12 and PyTorch isn't available for
        # that yet'), in a report that names no Python of its own: that minor is the one the report is about.
        told = next((s for s in seen if s.get("id") == "python-no-wheels-yet"
                     and s.get("clue") in FRAMEWORK_NOT_YET_CLUES), None)
        if told is not None:
            py = _release(str(told.get("minor") or told.get("minor2") or told.get("minor3") or ""))
    if py is not None and not items:
        # What the report says of its Python, the first that holds: a framework with no wheels for that minor yet; the
        # person's own account that an older Python fixed it ('problem solved by re-config the env to python 3.8'); a
        # release said to have wheels only up to an older minor ('ships macOS universal2 wheels for cp310–cp312 only').
        for kind, holds, says, source in (
                ("python-no-wheels-yet", lambda s: _release(str(s.get("minor") or s.get("minor2")
                                                                 or s.get("minor3") or "")) == py,
                 lambda s: f"no wheels for Python {py} yet", NO_WHEELS_YET_SOURCE),
                ("python-older-worked", lambda s: (_release(str(s.get("older") or "")) or py) < py,
                 lambda s: f"Python {s.get('older')} worked instead", OLDER_WORKED_SOURCE),
                ("python-wheels-up-to", lambda s: (_release(str(s.get("newest") or "")) or py) < py,
                 lambda s: f"wheels only up to Python {s.get('newest')}", WHEELS_UP_TO_SOURCE)):
            said = next((s for s in seen if s.get("id") == kind and holds(s)), None)
            if said is not None:
                items.append(f"{says(said)}, as the report says")
                sources.append(source)
                evidence.setdefault("report line", said.get("line"))
                break
    floor = next((s for s in seen if s.get("id") == "python-newer-than-pins"), None)
    if any(s.get("id") == "pip-no-version" and str(s.get("versions") or "").strip() for s in seen):
        floor = None  # pip offered versions of what failed: the skipped ranges are only its usual aside
    if not items and floor is not None and (py is None or py >= Version(str(floor.get("at_least")))):
        items.append(f"releases requiring Python < {floor.get('at_least')} were skipped")
        evidence["report line"] = floor.get("line")
        sources.append(REQUIRES_PYTHON_SOURCE)
    if not items:
        return []
    shown = str(py) if py is not None else f"≥ {floor.get('at_least') if floor else '?'}"
    return [Finding("python-too-new", Severity.WARNING, "python",
                    msg.summary("python-too-new-frameworks", version=shown, frameworks="; ".join(items)),
                    {"python.version": str(py) if py else None, "frameworks": items, "sources": sorted(set(sources)),
                     "certainty": "likely", **evidence})]


def _removal_python(facts: Facts) -> Version | None:
    """The Python a wanted release was said to fail on for what that Python removed from its standard library
    (distutils, pkgutil.ImpImporter: 3.12), in a report that names no Python of its own: at least that minor."""
    said = [_release(str(s.get("python") or "")) for s in facts.value("report.symptoms") or []
            if isinstance(s, Mapping) and s.get("id") == "wanted-release"]
    known = [v for v in said if v is not None]
    return min(known) if known else None


def _coremltools_before(seen: Iterable[Mapping[str, Any]]) -> tuple[Version, str, list[str], Any] | None:
    """coremltools' untested-torch warning names the newest torch its release was tested with; one older than the
    table's means a release before the table's, whose rows bound the Pythons it has wheels for:
    (newest such Python, the item, sources, report line)."""
    warned = next((s for s in seen if s.get("id") == "coremltools-torch-untested"), None)
    tested = _release(str(warned.get("tested") or "")) if warned else None
    table = kb.check_table("python_support")["coremltools_torch_tested"]
    if warned is None or tested is None or tested >= Version(table["torch"]):
        return None
    before = Version(table["release"])
    rows = [r for r in python_rows("coremltools") if _lowest_release(r["version"]) < before]
    if not rows:
        return None
    newest = max(Version(r["python_max"]) for r in rows)
    item = msg.COREMLTOOLS_BEFORE.format(tested=tested, release=before, python=newest)
    return newest, item, [table["source"], *(r["source"] for r in rows)], warned.get("line")


def _lowest_release(spec: str) -> Version:
    """The lowest release a row's specifier admits (its >= bound; 0 when it has none)."""
    return min((Version(s.version) for s in SpecifierSet(spec) if s.operator == ">="), default=Version("0"))


CHECKS = (check_python_too_new,)
