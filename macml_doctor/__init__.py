"""macml-doctor: diagnose and set up ML environments on Apple-silicon Macs.

The Python API is one function::

    import macml_doctor

    report = macml_doctor.check()                           # the environment `macml-doctor check` would pick
    report = macml_doctor.check(python="~/venvs/ml/bin/python")
    report = macml_doctor.check(text=pasted_issue_text)     # a pasted report (collect_env, pip list, …)
    report.findings, report.exit_code, report.status, report.to_json()

Nothing heavy is imported until ``check`` is called, so ``macml-doctor --version`` stays instant.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from macml_doctor.report import Report

__version__ = "0.1.0"
__all__ = ["__version__", "check"]


def check(python: str | None = None, text: str | None = None, *, ignore: Collection[str] = (),
          only: Collection[str] = (), strict: bool = False) -> Report:
    """Diagnose an environment, as `macml-doctor check` does, and return the Report.

    ``python``: the interpreter (or environment folder) to inspect; default as the CLI (the active venv or conda
    env, else ``python3`` on PATH, never the doctor's own tool environment). ``text``: a pasted report to
    diagnose instead (this machine is then not inspected). ``ignore``: finding ids to accept; ``only``: areas to
    report. The Report has ``.findings``, ``.exit_code`` (0, or 1 for errors; with ``strict`` warnings too),
    ``.status`` and ``.to_json()`` (the ``--format json`` envelope). Bad arguments or an unreadable target raise
    :class:`macml_doctor.errors.DoctorError` with the CLI's one-line message; config files are not read.
    """
    from macml_doctor import config
    from macml_doctor.commands import check as app
    from macml_doctor.errors import UsageError

    if python is not None and text is not None:
        raise UsageError("give python or text, not both")
    config.validate(ignore, only, "check()")
    return app.check(python=python, text=text, ignore=tuple(ignore), only=tuple(only), strict=strict)
