"""The doctor's own exceptions. Each is caught once, at the CLI boundary, and becomes an exit code."""

from __future__ import annotations


class DoctorError(Exception):
    """A problem with what the user asked for: one line on stderr, exit code 2."""

    exit_code = 2


class UsageError(DoctorError):
    """A bad flag, id or argument combination."""


class TargetError(DoctorError):
    """The target interpreter is missing or is not a Python interpreter."""


class InputError(DoctorError):
    """An unreadable or unrecognisable --from input."""
