"""Whether a pasted installer error (pip, uv, poetry) shows a framework being installed and failing."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from macml_doctor.facts import Facts
from macml_doctor.kb.evaluate import requirement_name
from macml_doctor.paste.reasoning import INSTALL_FAILURES


def install_failed(facts: Facts, name: str, own: Iterable[str] = ()) -> bool:
    """An installer could not install ``name`` (or one of the framework's ``own`` symptoms was seen)."""
    own = tuple(own)
    for s in facts.value("report.symptoms") or []:
        if not isinstance(s, Mapping):
            continue
        if s.get("id") in own:
            return True
        named = requirement_name(str(s.get("requirement") or s.get("package") or ""))
        if s.get("id") in INSTALL_FAILURES and named == name:
            return True
    return False
