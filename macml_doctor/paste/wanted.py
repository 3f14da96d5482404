"""Whether a version named in a line is wanted rather than installed.

``pip install torch==2.4.0``, kohya's ``Installing package: torch==2.0.0``, pip's ``satisfies the requirement
torch==2.5.1`` and a sentence about installing one (``trying to install PyTorch 2.7.1``) name a release someone asks
for; what is installed is what a listing, a program or the import prints. The words that make a version wanted are
data (``checks/clues.toml`` ``[wanted]``), searched in the text before the version back to its sentence's start.
"""

from __future__ import annotations

import functools
import re

from macml_doctor.kb import load as kb
from macml_doctor.regex_cache import compiled

# A sentence ends at a full stop, question or exclamation mark before a space, or at a semicolon.
_SENTENCE_END = compiled(r"[.!?](?=\s)|;")


@functools.cache
def _before() -> re.Pattern[str]:
    return compiled(kb.check_table("clues")["wanted"]["before"])


@functools.cache
def _clause() -> re.Pattern[str]:
    return compiled(kb.check_table("clues")["wanted"]["clause"])


@functools.cache
def _after() -> re.Pattern[str]:
    return compiled(kb.check_table("clues")["wanted"]["after"])


def wanted_after(after: str) -> bool:
    """Whether *after*, the text of a line just after a pinned version, names the pin as a dependency or requirement
    (``tensorflow==2.11.1 dependency``): one a package wants, not one installed."""
    return bool(_after().match(after))


def wanted(before: str) -> bool:
    """Whether *before*, the text of a line up to a version, makes that version a wanted one."""
    cut = 0
    for m in _SENTENCE_END.finditer(before):
        cut = m.end()
    for m in _clause().finditer(before, cut):
        cut = m.end()
    return bool(_before().search(before[cut:]))
