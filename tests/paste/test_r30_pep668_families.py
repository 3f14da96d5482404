# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5320-5330 (PEP 668's externally-managed-environment and its neighbours when
installing ML packages: Homebrew's, the system's, pipx's and --user installs on Macs, the Linux distributions' refusals
for contrast) exposed, each read from real text.

The batch itself scored whole before any rule change; the family below is the one that decided its Linux cases (5322,
5326: Debian's refusal), read in its other wordings.

- A Linux distribution's PEP 668 refusal names the distribution's own package manager from its first line: Debian's
  (and Ubuntu's, Mint's) 'To install Python packages system-wide, try apt install python3-xyz', Arch's (and its
  derivatives') 'try 'pacman -S python-xyz'' and 'If you wish to install a non-Arch-packaged Python package'. The paste
  is Linux whether it keeps the whole message or only its first lines, wrapped, quoted or flattened to one line by the
  app that caught it. Homebrew's refusal ('try brew install xyz') stays a Mac's, and uv's ('This Python installation is
  managed by uv') names no system.
"""

from __future__ import annotations

import pytest
from pasted import ids, read

# https://github.com/OpenWhispr/openwhispr/issues/12 (dev 5322), cut after the message's first paragraph
OPENWHISPR_12_FIRST_LINES = r"""Error occurred in handler for 'install-whisper': Error: error: externally-managed-environment

× This environment is externally managed
╰─> To install Python packages system-wide, try apt install
    python3-xyz, where xyz is the package you are trying to
    install."""

# https://github.com/gamosoft/NoteDiscovery/issues/144 (CachyOS, an Arch derivative)
NOTEDISCOVERY_144 = r"""❯ pip install -r requirements.txt
error: externally-managed-environment

× This environment is externally managed
╰─> To install Python packages system-wide, try 'pacman -S
    python-xyz', where xyz is the package you are trying to
    install.

    If you wish to install a non-Arch-packaged Python package,
    create a virtual environment using 'python -m venv path/to/venv'.
    Then use path/to/venv/bin/python and path/to/venv/bin/pip.

    If you wish to install a non-Arch packaged Python application,
    it may be easiest to use 'pipx install xyz', which will manage a
    virtual environment for you. Make sure you have python-pipx
    installed via pacman.

note: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.
hint: See PEP 668 for the detailed specification."""


def _os(text: str) -> tuple[str | None, str | None]:
    values = read(text)[0]
    return values.get("host.os"), values.get("report.certainty", {}).get("host.os")


@pytest.mark.parametrize("text", [
    OPENWHISPR_12_FIRST_LINES,
    # flattened to one line by the app that caught pip's output
    "Failed to install Whisper: Error: error: externally-managed-environment × This environment is externally managed ╰─> To install Python packages system-wide, try apt install python3-xyz, where xyz is the package you are trying to install.",
    # quoted in a comment, the first two lines only
    "> × This environment is externally managed\n> ╰─> To install Python packages system-wide, try apt install\n>     python3-xyz, where xyz is the package you are trying to",
    NOTEDISCOVERY_144,
    # https://github.com/elymsyr/dungeon-master-tool/issues/35, the first lines only
    " pip install -r ./requirements.txt\nerror: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python packages system-wide, try 'pacman -S\n    python-xyz', where xyz is the package you are trying to\n    install.",
    # Arch's second paragraph alone, as a cut paste keeps it
    "    If you wish to install a non-Arch-packaged Python package,\n    create a virtual environment using 'python -m venv path/to/venv'.",
    # flattened Arch message
    "Error: error: externally-managed-environment × This environment is externally managed ╰─> To install Python packages system-wide, try 'pacman -S python-xyz', where xyz is the package you are trying to install.",
])
def test_a_distributions_pep_668_refusal_is_linux(text: str) -> None:
    assert _os(text) == ("Linux", "likely")
    assert "not-a-mac" in ids(text)


@pytest.mark.parametrize(("text", "expected"), [
    # Homebrew's refusal, first lines (tmoroney/auto-subs#147): a Mac's, possible
    ("error: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python packages system-wide, try brew install\n    xyz, where xyz is the package you are trying to\n    install.", ("Darwin", "possible")),
    # uv's refusal names no system
    ("error: externally-managed-environment × This environment is externally managed ╰─> This Python installation is managed by uv and should not be modified.", (None, None)),
    # the package manager named in advice, not in pip's refusal
    ("If pip refuses, try the system package instead (python-xyz from pacman) or a venv.", (None, None)),
])
def test_other_refusals_and_advice_are_not_a_distributions(text: str, expected: tuple[str | None, str | None]) -> None:
    assert _os(text) == expected
