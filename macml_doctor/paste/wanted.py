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


@functools.cache
def _support() -> re.Pattern[str]:
    return compiled(kb.check_table("clues")["wanted"]["support"])


# The writer's own release ('my tensorflow 2.1 doesn't support Python 3.8') is the installed one whatever it is said
# to support.
_OWN_RELEASE = compiled(r"(?i)\b(?:my|our|installed)\s+\Z")


def support_said(before: str, after: str) -> bool:
    """Whether *after*, the text just after a release named in a sentence ('Tensorflow 2.1'), says which Pythons that
    release supports or needs ('… doesn't support Python 3.8', '… requires Python 3.7 or lower'): a fact about the
    release, not the installed one; unless *before*, the text up to it, makes it the writer's own ('my')."""
    return bool(_support().match(after)) and not _OWN_RELEASE.search(before)


def wanted(before: str) -> bool:
    """Whether *before*, the text of a line up to a version, makes that version a wanted one."""
    cut = 0
    for m in _SENTENCE_END.finditer(before):
        cut = m.end()
    for m in _clause().finditer(before, cut):
        cut = m.end()
    return bool(_before().search(before[cut:]))
