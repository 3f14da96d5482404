"""Whether a pasted installer error (pip, uv, poetry) shows a framework being installed and failing."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from packaging.version import InvalidVersion, Version

from macml_doctor.facts import Facts
from macml_doctor.kb.evaluate import requirement_name
from macml_doctor.paste.reasoning import INSTALL_FAILURES
from macml_doctor.regex_cache import compiled

_PIN = compiled(r"(?:===?|~=|>=?)\s*v?(\d[\w.!+]{0,40})")


def install_failed(facts: Facts, name: str, own: Iterable[str] = (), newer_than: Version | None = None) -> bool:
    """An installer could not install ``name`` (a release after ``newer_than``, when given), or one of the
    framework's ``own`` symptoms was seen."""
    own = tuple(own)
    for s in facts.value("report.symptoms") or []:
        if not isinstance(s, Mapping):
            continue
        if s.get("id") in own:
            return True
        named = requirement_name(str(s.get("requirement") or s.get("package") or ""))
        if s.get("id") not in INSTALL_FAILURES or named != name:
            continue
        release = _release(s)
        if newer_than is None or (release is not None and release > newer_than):
            return True
    return False


def _release(s: Mapping[str, object]) -> Version | None:
    """The release a failed install named (``torch==2.5.1``, poetry's ``torch (2.4.1)``), without its local part."""
    m = _PIN.search(str(s.get("requirement") or ""))
    text = m.group(1) if m else str(s.get("version") or "")
    try:
        return Version(text.split("+")[0]) if text else None
    except InvalidVersion:
        return None
