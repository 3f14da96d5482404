"""Defaults and ignores for `check`: the user config file, then ``[tool.macml-doctor]`` in the project's
``pyproject.toml`` (the nearest one from the current folder up), then the command line.

Keys (the same in both files; the user file may write them at the top level or under ``[tool.macml-doctor]``)::

    ignore = ["no-metal-device"]   # finding ids accepted here (e.g. a hosted CI runner has no Metal device)
    only = ["torch", "python"]     # report only these areas
    strict = true                  # warnings make exit code 1 too
    format = "json"                # text | json | markdown | summary

Ignores add up (user file + project + ``--ignore``); ``only``, ``strict`` and ``format`` from a later source
replace an earlier one. An unknown key, id or area is a one-line error (exit 2) naming the file.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from macml_doctor import messages as msg
from macml_doctor.errors import UsageError

SECTION = "macml-doctor"
FORMATS = ("text", "json", "markdown", "summary")
KEYS = ("ignore", "only", "strict", "format")


@dataclass(frozen=True)
class Settings:
    ignore: tuple[str, ...] = ()
    only: tuple[str, ...] = ()
    strict: bool = False
    format: str = "text"
    sources: tuple[str, ...] = ()  # the files that contributed, for --verbose and error messages


def areas() -> tuple[str, ...]:
    from macml_doctor.findings import AREAS

    names = tuple(a for a, _ in AREAS)
    return names if "doctor" in names else (*names, "doctor")


def project_file(start: Path | None = None) -> Path | None:
    """The nearest pyproject.toml from ``start`` (the current folder) up to the root."""
    here = (start or Path.cwd()).absolute()
    for folder in (here, *here.parents):
        candidate = folder / "pyproject.toml"
        if candidate.is_file():
            return candidate
    return None


def _read_toml(path: Path) -> Mapping[str, Any]:
    from macml_doctor.kb.load import tomllib

    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except OSError as exc:
        raise UsageError(msg.CONFIG_UNREADABLE.format(path=path, error=exc.strerror or exc)) from None
    except ValueError as exc:  # tomllib.TOMLDecodeError
        raise UsageError(msg.CONFIG_UNREADABLE.format(path=path, error=exc)) from None


def _section(doc: Mapping[str, Any], path: Path, *, top_level: bool) -> Mapping[str, Any] | None:
    tool = doc.get("tool")
    if isinstance(tool, Mapping) and SECTION in tool:
        section = tool[SECTION]
        if not isinstance(section, Mapping):
            raise UsageError(msg.CONFIG_BAD_VALUE.format(path=path, key=f"tool.{SECTION}", want="a table"))
        return section
    return {k: v for k, v in doc.items() if k != "tool"} if top_level else None


def _strings(value: Any, key: str, path: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise UsageError(msg.CONFIG_BAD_VALUE.format(path=path, key=key, want="a list of strings"))
    return tuple(value)


def _apply(base: Settings, raw: Mapping[str, Any], path: str) -> Settings:
    unknown = [k for k in raw if k not in KEYS]
    if unknown:
        raise UsageError(msg.CONFIG_UNKNOWN_KEY.format(path=path, key=unknown[0], known=", ".join(KEYS)))
    out = replace(base, sources=(*base.sources, path))
    if "ignore" in raw:
        out = replace(out, ignore=(*out.ignore, *_strings(raw["ignore"], "ignore", path)))
    if "only" in raw:
        out = replace(out, only=_strings(raw["only"], "only", path))
    if "strict" in raw:
        if not isinstance(raw["strict"], bool):
            raise UsageError(msg.CONFIG_BAD_VALUE.format(path=path, key="strict", want="true or false"))
        out = replace(out, strict=raw["strict"])
    if "format" in raw:
        if raw["format"] not in FORMATS:
            raise UsageError(msg.CONFIG_BAD_VALUE.format(path=path, key="format", want=" | ".join(FORMATS)))
        out = replace(out, format=raw["format"])
    validate(out.ignore[len(base.ignore):], out.only if "only" in raw else (), path)
    return out


def load(user_file: Path | None = None, project: Path | None = None) -> Settings:
    """The settings of the config files alone (the command line comes on top: :func:`resolve`)."""
    from macml_doctor import paths

    settings = Settings()
    user = user_file or paths.user_config_file()
    if user.is_file():
        section = _section(_read_toml(user), user, top_level=True)
        settings = _apply(settings, section or {}, str(user))
    project = project or project_file()
    if project is not None:
        section = _section(_read_toml(project), project, top_level=False)
        if section is not None:
            settings = _apply(settings, section, str(project))
    return settings


def resolve(settings: Settings, *, ignore: Sequence[str] = (), only: Sequence[str] = (), strict: bool = False,
            fmt: str | None = None) -> Settings:
    """The command line on top of the files; every id and area checked against the catalogue."""
    validate(ignore, (), "--ignore")
    validate((), only, "--only")
    return replace(settings, ignore=tuple(dict.fromkeys((*settings.ignore, *ignore))),
                   only=tuple(only or settings.only), strict=strict or settings.strict, format=fmt or settings.format)


def validate(ignore: Iterable[str], only: Iterable[str], where: str) -> None:
    from macml_doctor.kb import load as kb

    known = kb.finding_catalogue()
    for ident in ignore:
        if ident not in known:
            raise UsageError(msg.CONFIG_UNKNOWN_ID.format(id=ident, where=where))
    for area in only:
        if area not in areas():
            raise UsageError(msg.CONFIG_UNKNOWN_AREA.format(area=area, where=where, known=", ".join(areas())))
