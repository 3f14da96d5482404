"""Where the doctor keeps its own files: data (probe history, host id) and the user config file."""

from __future__ import annotations

import os
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
