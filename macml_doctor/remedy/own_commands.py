"""A recipe's pip command said in a project manager's own terms, so the fix survives the manager's next sync.

``pip install PKGS`` in a pixi environment becomes ``pixi add --manifest-path M --pypi PKGS`` (a bare
``pip install`` into ``.pixi/envs`` is undone by pixi's next install); in a uv project ``uv add --project R PKGS``
(``uv sync`` removes what ``uv pip install`` added); in rye and poetry projects ``rye add`` / ``poetry add``.
Uninstalls become the matching ``remove``. Commands that are not pip (``curl``, ``arch``) are kept as they are.
"""

from __future__ import annotations

from collections.abc import Sequence

from macml_doctor.regex_cache import compiled

_NAME = compiled(r"[A-Za-z0-9][A-Za-z0-9._-]*")

VALUE_FLAGS = {"-i", "--index-url", "--extra-index-url", "-c", "--constraint", "-r", "--requirement", "--python"}
REINSTALL_FLAGS = {"--force-reinstall", "--reinstall"}


def _pip(argv: Sequence[str]) -> tuple[str, list[str], str | None, bool] | None:
    """(install|uninstall, packages, index URL, reinstall) of a ``… pip install …`` command, else None."""
    if "pip" not in argv:
        return None
    rest = list(argv[argv.index("pip") + 1:])
    if not rest or rest[0] not in ("install", "uninstall"):
        return None
    action, args = rest[0], rest[1:]
    packages: list[str] = []
    index = None
    reinstall = False
    skip = False
    for i, arg in enumerate(args):
        if skip:
            skip = False
            continue
        if arg in VALUE_FLAGS:
            skip = True
            if arg in ("-i", "--index-url") and i + 1 < len(args):
                index = args[i + 1]
        elif arg in REINSTALL_FLAGS:
            reinstall = True
        elif not arg.startswith("-"):
            packages.append(arg)
    return action, packages, index, reinstall


def translate(argvs: Sequence[Sequence[str]], manager: str, root: str, manifest: str) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = []
    for argv in argvs:
        pip = _pip(argv)
        if pip is None or not pip[1]:
            out.append(tuple(argv))
            continue
        action, packages, index, reinstall = pip
        verb = "add" if action == "install" else "remove"
        if manager == "pixi":
            out.append(("pixi", verb, "--manifest-path", manifest, "--pypi", *packages))
        elif manager == "uv-project":
            extra = ("--index", index) if index and verb == "add" else ()
            out.append(("uv", verb, "--project", root, *extra, *packages))
            if reinstall and verb == "add":
                names = [m.group(0) for m in (_NAME.match(p) for p in packages) if m]
                out.append(("uv", "sync", "--project", root, *(a for n in names for a in ("--reinstall-package", n))))
        elif manager == "rye":
            out.append(("rye", verb, "--pyproject", manifest, *packages))
        else:  # poetry
            out.append(("poetry", "-C", root, verb, *packages))
    return out
