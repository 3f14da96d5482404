"""The one way to show a command: an argv rendered as a string that a POSIX shell parses back into it.

Every command the doctor shows (text, Markdown, ``explain``, ``fix``, the "by hand" steps) goes through
:func:`join`. Values that come from a report or the target (a package name, a version, a path, an env
name) are data, never syntax: they are always quoted, and the ``valid_*`` checks say when a value cannot
be what it claims to be (or would start with ``-`` and so read as an option); such a remedy is shown as
manual with the reason instead of as a command.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable, Sequence

from packaging.requirements import InvalidRequirement, Requirement
from packaging.version import InvalidVersion, Version

from macml_doctor.regex_cache import compiled

HOME_VARIABLE = '"$HOME"'


def join(argv: Sequence[str], *, home: str | None = None) -> str:
    """argv as one line for a POSIX shell (``shlex.join``: every unsafe argument single-quoted).

    ``home``: a prefix that stands for the user's home folder in a redacted report (``~``); an argument
    that is that prefix, or starts with it and ``/``, is written ``"$HOME"/'rest'`` so that the shared
    command still runs on the reader's machine, with their home folder.
    """
    return " ".join(_word(str(arg), home) for arg in argv)


def _word(arg: str, home: str | None) -> str:
    if home and (arg == home or arg.startswith(home + "/")):
        rest = arg[len(home) + 1:]
        return HOME_VARIABLE + ("/" if arg != home else "") + (shlex.quote(rest) if rest else "")
    quoted = shlex.quote(arg)
    if quoted == arg and arg.startswith("="):  # zsh expands a bare leading `=cmd` to the command's path
        return "'" + arg + "'"
    return quoted


# --- values from a report or a target -------------------------------------------------------------

_CONTROL = compiled(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
# PEP 508 names (pip) and conda's package names: letters, digits, and . _ - inside.
_PACKAGE = compiled(r"[A-Za-z0-9](?:[A-Za-z0-9._-]{0,198}[A-Za-z0-9])?")
_ENV_NAME = compiled(r"[A-Za-z0-9_][A-Za-z0-9._+-]{0,254}")
MAX_PATH = 4096


def why_not_package(value: str) -> str | None:
    if not _PACKAGE.fullmatch(value):
        return "not a package name"
    return None


def why_not_version(value: str) -> str | None:
    if value.startswith("-") or _CONTROL.search(value):
        return "not a version"
    try:
        Version(value)
    except InvalidVersion:
        return "not a version"
    return None


def why_not_requirement(value: str) -> str | None:
    """A ``name==version``-style requirement; a URL (``name @ https://…``) or an option is refused."""
    if value.startswith("-") or _CONTROL.search(value):
        return "not a package requirement"
    try:
        req = Requirement(value)
    except InvalidRequirement:
        return "not a package requirement"
    if req.url or why_not_package(req.name):
        return "not a package requirement"
    return None


def why_not_path(value: str) -> str | None:
    if not value or len(value) > MAX_PATH:
        return "not a path"
    if value.startswith("-"):
        return "an option (it starts with '-')"
    if _CONTROL.search(value):
        return "text with control characters"
    return None


def why_not_env_name(value: str) -> str | None:
    if not _ENV_NAME.fullmatch(value):
        return "not an environment name"
    return None


def why_not_word(value: str) -> str | None:
    """Any other value: one printable word that is not an option."""
    if not value or value.startswith("-") or _CONTROL.search(value) or any(c.isspace() for c in value):
        return "not one printable word that is not an option"
    return None


Validator = Callable[[str], "str | None"]
