"""Command line: parse, call, render, return an exit code. Nothing else lives here.

Exit codes (DESIGN.md): 0 no error-level finding; 1 error findings (with --strict, warnings too);
2 usage error or unreadable input; 3 the doctor itself failed.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from macml_doctor import __version__

EPILOG_MAIN = """\
examples:
  macml-doctor check                         diagnose the active environment (venv/conda, else python3)
  macml-doctor check --python ~/miniforge3/envs/ml/bin/python
  macml-doctor check --format json > report.json
  macml-doctor facts > facts.json            record a snapshot; replay it with: check --from facts.json
  macml-doctor explain python-x86-on-arm     why a finding matters and the exact fix
  macml-doctor list                          every check and fix id

exit codes: 0 healthy · 1 errors found (--strict: warnings too) · 2 bad input · 3 doctor bug
"""

EPILOG_CHECK = """\
examples:
  macml-doctor check
  macml-doctor check --python /opt/homebrew/bin/python3 -v
  macml-doctor check --format markdown | pbcopy          paste into a GitHub issue
  pbpaste | macml-doctor check --from -                  diagnose someone else's pasted report
  macml-doctor check --strict || echo "not ready"        for CI: warnings fail too
"""


class _Parser(argparse.ArgumentParser):
    """argparse that reports a usage error as one line and exit code 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"macml-doctor: {message} (see `{self.prog} --help`)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="macml-doctor",
        description="Diagnose and set up machine-learning environments on Apple-silicon Macs "
        "(PyTorch MPS, TensorFlow + tensorflow-metal, MLX), and prove the GPU works.",
        epilog=EPILOG_MAIN,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"macml-doctor {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    _add_check(sub)
    _add_facts(sub)
    _add_list(sub)
    _add_explain(sub)
    return parser


def _target_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--python", metavar="PATH",
                   help="the interpreter (or env folder) to inspect; default: the active venv/conda env's "
                   "python, else python3 on PATH")


def _format_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument("--format", choices=("text", "json", "markdown"), default="text",
                   help="text for people (default), json for tools (stdout; progress goes to stderr), "
                   "markdown for GitHub issues")


def _add_check(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("check", help="diagnose an environment and say exactly how to fix it",
                       description="Diagnose the target environment: platform, Python, packages and ML "
                       "frameworks. Every problem comes with its reason and the exact fix command.",
                       epilog=EPILOG_CHECK, formatter_class=argparse.RawDescriptionHelpFormatter)
    source = p.add_mutually_exclusive_group()
    source.add_argument("--python", metavar="PATH",
                        help="the interpreter (or env folder) to inspect; default: the active venv/conda "
                        "env's python, else python3 on PATH")
    source.add_argument("--from", dest="from_file", metavar="FILE",
                        help="diagnose a saved report instead of this machine: our facts/JSON output, "
                        "or '-' for stdin")
    _format_arg(p)
    p.add_argument("--strict", action="store_true", help="exit 1 on warnings too")
    p.add_argument("-v", "--verbose", action="store_true", help="show every finding with its evidence")
    p.set_defaults(handler=cmd_check)


def _add_facts(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("facts", help="print the raw Facts JSON (a snapshot that `check --from` replays)",
                       description="Print everything the doctor learned about the target as JSON. "
                       "Save it and replay it later with `macml-doctor check --from FILE`.")
    _target_args(p)
    p.set_defaults(handler=cmd_facts)


def _add_list(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("list", help="list every finding id and fix id with a one-line summary")
    p.set_defaults(handler=cmd_list)


def _add_explain(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("explain", help="explain a finding or fix id: why it matters and the exact commands",
                       epilog="example:\n  macml-doctor explain python-x86-on-arm",
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("id", metavar="ID", help="a finding id or fix id (see `macml-doctor list`)")
    p.set_defaults(handler=cmd_explain)


# --- handlers: each calls into the package and renders; no logic of its own -------------------------


def cmd_check(args: argparse.Namespace) -> int:
    from macml_doctor import app

    report = app.check(python=args.python, from_file=args.from_file)
    return app.emit(report, args.format, verbose=args.verbose, strict=args.strict)


def cmd_facts(args: argparse.Namespace) -> int:
    from macml_doctor import app

    sys.stdout.write(app.gather(python=args.python).dumps() + "\n")
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    from macml_doctor import app

    sys.stdout.write(app.list_ids())
    return 0


def cmd_explain(args: argparse.Namespace) -> int:
    from macml_doctor import app

    sys.stdout.write(app.explain(args.id))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list == ["--version"]:  # the instant path: no parser, no imports
        sys.stdout.write(f"macml-doctor {__version__}\n")
        return 0
    parser = build_parser()
    try:
        args = parser.parse_args(args_list)
    except SystemExit as exc:  # --help, or a usage error already printed
        return int(exc.code or 0)
    if not getattr(args, "handler", None):
        parser.print_help()
        return 2
    from macml_doctor.errors import DoctorError

    try:
        return int(args.handler(args))
    except DoctorError as exc:
        sys.stderr.write(f"macml-doctor: {exc}\n")
        return exc.exit_code
    except KeyboardInterrupt:
        sys.stderr.write("macml-doctor: interrupted\n")
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # noqa: BLE001 - the doctor's own bug: say so, exit 3
        from macml_doctor import messages as msg

        sys.stderr.write(msg.INTERNAL_ERROR.format(error=f"{type(exc).__name__}: {exc}") + "\n")
        return 3


if __name__ == "__main__":
    sys.exit(main())
