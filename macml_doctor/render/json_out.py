"""The JSON envelope on stdout."""

from __future__ import annotations

import json

from macml_doctor.report import Report


def render(report: Report) -> str:
    return json.dumps(report.to_json(), indent=2, ensure_ascii=False) + "\n"
