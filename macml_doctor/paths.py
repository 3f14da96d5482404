"""Where the doctor keeps its own files: data (probe history, host id), the cache and the user config file."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def data_dir() -> Path:
    """``platformdirs.user_data_dir("macml-doctor")``; ``$MACML_DOCTOR_DATA_DIR`` overrides it."""
    override = os.environ.get("MACML_DOCTOR_DATA_DIR")
    if override:
        return Path(override).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir("macml-doctor"))


def user_config_file() -> Path:
    """``platformdirs.user_config_dir("macml-doctor")/config.toml``; ``$MACML_DOCTOR_CONFIG`` overrides it."""
    override = os.environ.get("MACML_DOCTOR_CONFIG")
    if override:
        return Path(override).expanduser()
    import platformdirs

    return Path(platformdirs.user_config_dir("macml-doctor")) / "config.toml"


def cache_dir() -> Path:
    """``platformdirs.user_cache_dir("macml-doctor")``; ``$MACML_DOCTOR_CACHE_DIR`` overrides it. Only what can be
    worked out again lives there: deleting it loses nothing."""
    override = os.environ.get("MACML_DOCTOR_CACHE_DIR")
    if override:
        return Path(override).expanduser()
    import platformdirs

    return Path(platformdirs.user_cache_dir("macml-doctor"))


def keep_in_cache(path: Path, data: bytes) -> None:
    """Write a file of the cache folder whole or not at all (a temporary file beside it, renamed over it): a reader
    never sees half of one, two runs writing at once leave one's, and a folder that cannot be written only costs the
    time the file would have saved."""
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=str(path.parent))
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
            os.replace(tmp, path)
        finally:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
