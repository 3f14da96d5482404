"""`macml-doctor history`: the stored probe results, with a trend."""

from __future__ import annotations

import sys

from macml_doctor.errors import InputError


def history(limit: int, fmt: str) -> int:
    import sqlite3

    from macml_doctor import messages as msg
    from macml_doctor.probe import history as store

    try:
        entries = store.recent(limit)
    except (OSError, sqlite3.Error) as exc:  # a corrupt or unreadable store is the user's file, not our bug
        raise InputError(msg.PROBE_HISTORY_UNREADABLE.format(path=store.db_path(), error=exc)) from None
    if fmt == "json":
        from macml_doctor.render import json_out

        sys.stdout.write(json_out.dumps(json_out.history_doc(str(store.db_path()), [e.to_json() for e in entries])))
        return 0
    if not entries:
        sys.stdout.write(msg.PROBE_HISTORY_EMPTY.format(path=store.db_path()) + "\n")
        return 0
    from macml_doctor.render import probe_table
    from macml_doctor.render.text import console_for

    console = console_for(sys.stdout)
    console.print(probe_table.history_table(entries))
    for line in probe_table.trend_lines(entries):  # one trend per machine, environment, framework, device
        console.print(line)
    return 0
