# ruff: noqa: E501  (real pasted lines are kept whole)
"""Families read in the sixteenth round outside any one batch.

'macOS arm64' names the Python's architecture and an Apple-silicon Mac, but 'macOS arm64 and x86_64' names two: a bug
seen on both, or the wheels of both. Neither is this machine's.
"""

from __future__ import annotations

from pasted import read

# https://github.com/apache/arrow/issues/37010, the description's first lines (a MacPorts maintainer building pyarrow)
ARROW_37010 = """[Python] macOS Segfault on Import, Both arm64 and x86_64

### Describe the bug, including details regarding any error messages, version, and platform.

The `pyarrow` packages create a segfault on import when compiled on macOS boxes. This happens on macOS `arm64` and `x86_64`, using (at least) version 12.0.0 and 13.0.0.
"""


def test_a_pair_of_architectures_after_macos_names_no_python() -> None:
    facts, _ = read(ARROW_37010)
    assert facts.get("host.os") == "Darwin"  # a Mac all the same ('compiled on macOS boxes')
    assert "python.machine" not in facts and "host.arm64_capable" not in facts
    # one of them alone is the Python's and the Mac's, as before
    facts, _ = read(ARROW_37010.replace(" and `x86_64`", ""))
    assert facts.get("python.machine") == "arm64" and facts.get("host.arm64_capable") == 1
