"""Command line: parse, call, render, return an exit code. Nothing else lives here.

Exit codes (DESIGN.md): 0 no error-level finding; 1 error findings (with --strict, warnings too);
2 usage error or unreadable input; 3 the doctor itself failed.
"""

from __future__ import annotations

import argparse
import functools
import os
import signal
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
  macml-doctor probe                         prove the GPU trains faster than the CPU, and correctly
  macml-doctor fix --dry-run                 the exact commands that fix what check found
  macml-doctor setup --frameworks torch      build a known-good environment for this machine
  pbpaste | macml-doctor check --from -      diagnose a report pasted from someone else's machine
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


@functools.cache
def build_parser() -> argparse.ArgumentParser:
    """The parser of every command (built once per process: `check --all-envs`, the API and tests run many)."""
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
    _add_fix(sub)
    _add_setup(sub)
    _add_probe(sub)
    _add_history(sub)
    _add_schema(sub)
    _add_completion(sub)
    return parser


def _target_args(p: argparse._ActionsContainer) -> None:
    p.add_argument("--python", metavar="PATH",
                   help="the interpreter (or env folder) to inspect; default: the active venv/conda env's "
                   "python, else python3 on PATH")


def _format_arg(p: argparse.ArgumentParser, *, summary: bool = False, default: str | None = "text") -> None:
    choices = ("text", "json", "markdown", "summary") if summary else ("text", "json", "markdown")
    p.add_argument("--format", choices=choices, default=default,
                   help="text for people (default), json for tools (stdout; progress goes to stderr), "
                   "markdown for GitHub issues" + (", summary: one line (status, counts, first ids)" if summary
                                                   else ""))


def _json_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument("--format", choices=("text", "json"), default="text", help="text (default) or json")


def _add_check(sub: argparse._SubParsersAction[_Parser]) -> None:
    p = sub.add_parser("check", help="diagnose an environment and say exactly how to fix it",
                       description="Diagnose the target environment: platform, Python, packages and ML "
                       "frameworks. Every problem comes with its reason and the exact fix command.",
                       epilog=EPILOG_CHECK, formatter_class=argparse.RawDescriptionHelpFormatter)
    source = p.add_mutually_exclusive_group()
    _target_args(source)
    source.add_argument("--all-envs", action="store_true",
                        help="check every environment found on this machine (conda, pixi, venvs, pyenv, Homebrew, "
                        "python.org, system): one line each; the exit code is the worst")
    source.add_argument("--from", dest="from_file", metavar="FILE",
                        help="diagnose a saved or pasted report instead of this machine: our facts/JSON/"
                        "Markdown output, collect_env, TF issue template, conda info/list, pip list/freeze, "
                        "tracebacks; '-' for stdin")
    _format_arg(p, summary=True, default=None)
    p.add_argument("--strict", action="store_true", help="exit 1 on warnings too")
    p.add_argument("--ignore", action="append", default=[], metavar="ID",
                   help="accept this finding (repeatable): dropped before the status and exit code are computed; "
                   "JSON lists it under `ignored`")
    p.add_argument("--only", action="append", default=[], metavar="AREA", choices=_areas(),
                   help="report only this area (repeatable): " + ", ".join(_areas()))
    p.add_argument("-v", "--verbose", action="store_true", help="show every finding with its evidence")
    p.add_argument("--no-redact", dest="redact", action="store_false",
                   help="markdown: keep home folders, user names, host names and serial numbers "
                   "(redacted by default)")
    p.add_argument("--probe", action="store_true",
                   help="after the diagnosis, run the GPU probe (torch, --device auto; see `macml-doctor probe`)")
    p.add_argument("--probe-budget", type=_positive_seconds, default=20.0, metavar="SECONDS",
                   help="wall-time budget of --probe (default: 20)")
    p.set_defaults(handler=cmd_check)


def _add_facts(sub: argparse._SubParsersAction[_Parser]) -> None:
    p = sub.add_parser("facts", help="print the raw Facts JSON (a snapshot that `check --from` replays)",
                       description="Print everything the doctor learned about the target as JSON. "
                       "Save it and replay it later with `macml-doctor check --from FILE`.")
    _target_args(p)
    p.add_argument("--redact", action="store_true",
                   help="remove home folders, user and host names, serial numbers, tokens, e-mail and IP addresses "
                   "(as the Markdown report does), to post the output")
    p.set_defaults(handler=cmd_facts)


def _areas() -> tuple[str, ...]:
    from macml_doctor.config import areas

    return areas()


def _add_list(sub: argparse._SubParsersAction[_Parser]) -> None:
    p = sub.add_parser("list", help="list every finding id and fix id with a one-line summary")
    _json_arg(p)
    p.set_defaults(handler=cmd_list)


def _add_completion(sub: argparse._SubParsersAction[_Parser]) -> None:
    p = sub.add_parser("completion", help="print a shell completion script (bash, zsh or fish)",
                       description="Print the completion script for SHELL: commands, options, their choices, "
                       "finding and fix ids, and paths.",
                       epilog="install:\n  bash: macml-doctor completion bash "
                       "> ~/.local/share/bash-completion/completions/macml-doctor\n"
                       "  zsh:  macml-doctor completion zsh > \"${fpath[1]}/_macml-doctor\"\n"
                       "  fish: macml-doctor completion fish > ~/.config/fish/completions/macml-doctor.fish",
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("shell", metavar="SHELL", choices=("bash", "zsh", "fish"), help="bash, zsh or fish")
    p.set_defaults(handler=cmd_completion)


def _add_schema(sub: argparse._SubParsersAction[_Parser]) -> None:
    p = sub.add_parser("schema", help="print the JSON Schema of every --format json output",
                       description="Print the JSON Schema (draft 2020-12) that every `--format json` document "
                       "follows: check/probe reports, --all-envs, list, explain, history and fix --dry-run.")
    p.set_defaults(handler=cmd_schema)


def _add_explain(sub: argparse._SubParsersAction[_Parser]) -> None:
    p = sub.add_parser("explain", help="explain a finding or fix id: why it matters and the exact commands",
                       epilog="example:\n  macml-doctor explain python-x86-on-arm",
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("id", metavar="ID", help="a finding id or fix id (see `macml-doctor list`)")
    _json_arg(p)
    p.set_defaults(handler=cmd_explain)


def _add_fix(sub: argparse._SubParsersAction[_Parser]) -> None:
    p = sub.add_parser("fix", help="show, then apply, the fixes for what `check` found; re-check after",
                       description="Plan the fixes for the current error findings (then warnings), or "
                       "for the given finding/fix ids: exact commands for this env's manager and any file "
                       "edits. Prints the plan first; asks once per fix unless --yes; re-checks afterwards.",
                       epilog="examples:\n  macml-doctor fix --dry-run\n"
                       "  macml-doctor fix enable-mps-fallback --yes\n"
                       "  macml-doctor fix tf-metal-version-mismatch --python ~/venvs/tf/bin/python\n\n"
                       "exit codes: 0 fixed or nothing to do · 1 still broken or a step failed · 2 bad id, "
                       "fix not applicable, or no --yes without a terminal",
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("ids", nargs="*", metavar="FINDING_OR_FIX_ID", help="what to fix (default: every error, "
                   "then every warning, that has a fix)")
    source = p.add_mutually_exclusive_group()
    source.add_argument("--python", metavar="PATH", help="the environment to fix (as for `check`)")
    source.add_argument("--from", dest="from_file", metavar="FILE",
                        help="plan for a saved facts/report file (with --dry-run only)")
    p.add_argument("--yes", "-y", action="store_true", help="apply without asking")
    p.add_argument("--dry-run", action="store_true", help="only print the plan")
    p.add_argument("--format", choices=("text", "json"), default="text",
                   help="text (default), or json: the plan as JSON (with --dry-run)")
    p.add_argument("--shell-profile", metavar="PATH",
                   help="the shell startup file to edit (default from $SHELL: ~/.zshrc, ~/.bash_profile, "
                   "~/.config/fish/config.fish)")
    p.set_defaults(handler=cmd_fix)


def _add_setup(sub: argparse._SubParsersAction[_Parser]) -> None:
    p = sub.add_parser("setup", help="create a known-good ML environment for this machine, then check it",
                       description="Plan, create and verify an environment with mutually compatible "
                       "framework versions from the knowledge base. CI/offline: "
                       "MACML_DOCTOR_TORCH_SPEC=torch==2.13.0 pins torch.",
                       epilog="examples:\n  macml-doctor setup --frameworks torch --dry-run\n"
                       "  macml-doctor setup --manager venv --frameworks torch,tensorflow "
                       "--prefix ~/venvs/ml --yes",
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--manager", choices=("conda", "venv", "uv"),
                   help="default: Miniforge/mamba if a native one exists, else uv, else venv")
    p.add_argument("--frameworks", default="torch",
                   help="comma-separated: torch,tensorflow,mlx (default: torch)")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--prefix", metavar="PATH", help="where the environment goes")
    where.add_argument("--name", metavar="NAME",
                       help="a conda env name (or a folder name under the current one)")
    p.add_argument("--python-version", metavar="X.Y",
                   help="default: the newest that every framework supports")
    p.add_argument("--probe-budget", type=_positive_seconds, default=10.0, metavar="SECONDS",
                   help="wall-time budget of the GPU probe that verifies the new environment (default: 10)")
    p.add_argument("--yes", "-y", action="store_true", help="create without asking")
    p.add_argument("--dry-run", action="store_true", help="only print the plan")
    p.set_defaults(handler=cmd_setup)


def _positive_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive number of seconds")
    from macml_doctor import messages as msg
    from macml_doctor.probe.run import MAX_BUDGET_S

    if value > MAX_BUDGET_S:
        raise argparse.ArgumentTypeError(f"{text!r}: " + msg.PROBE_BUDGET_MAX.format(max=f"{MAX_BUDGET_S:g}"))
    return value


def _add_probe(sub: argparse._SubParsersAction[_Parser]) -> None:
    p = sub.add_parser("probe", help="measure the GPU: training speedup, matmul and bandwidth vs the chip's peak, "
                       "and GPU-vs-CPU correctness",
                       description="Run a short training probe in the target interpreter: samples/s of a small "
                       "CNN and a transformer block on the GPU and the CPU, matmul TFLOPS and copy bandwidth "
                       "against the chip's peak, and the same fp32 training steps on GPU and CPU compared. "
                       "Every result is stored; the next run compares with it (`macml-doctor history`).",
                       epilog="examples:\n  macml-doctor probe\n  macml-doctor probe --device cuda --format json\n"
                       "  macml-doctor probe --framework all --budget 40",
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    _target_args(p)
    p.add_argument("--device", choices=("auto", "mps", "cuda", "cpu"), default="auto",
                   help="auto (default): CUDA, else MPS, else the CPU only; cpu: measure the CPU alone")
    p.add_argument("--framework", choices=("torch", "tensorflow", "jax", "mlx", "all"), default="torch",
                   help="which framework to probe (default: torch; all: each one installed, in turn)")
    p.add_argument("--budget", type=_positive_seconds, default=20.0, metavar="SECONDS",
                   help="wall-time budget for the whole probe, CPU baseline included (default: 20)")
    _format_arg(p)
    p.add_argument("--strict", action="store_true", help="exit 1 on warnings too")
    p.set_defaults(handler=cmd_probe)


def _add_history(sub: argparse._SubParsersAction[_Parser]) -> None:
    p = sub.add_parser("history", help="past probe results as a table, with a small trend",
                       description="Show the stored probe results (newest last) and the trend of the speedup "
                       "and fp32 TFLOPS. The store is an SQLite file under the user data folder "
                       "($MACML_DOCTOR_DATA_DIR overrides it).")
    p.add_argument("--limit", type=int, default=20, metavar="N", help="how many results (default: 20)")
    _json_arg(p)
    p.set_defaults(handler=cmd_history)


# --- handlers: each calls into the package and renders; no logic of its own -------------------------


def cmd_probe(args: argparse.Namespace) -> int:
    from macml_doctor.commands import probe, shared

    report = probe.probe_report(args.python, device=args.device, framework=args.framework, budget=args.budget)
    return shared.emit(report, args.format, strict=args.strict)


def cmd_history(args: argparse.Namespace) -> int:
    from macml_doctor.commands import history

    return history.history(max(args.limit, 1), args.format)


def cmd_check(args: argparse.Namespace) -> int:
    from macml_doctor import config
    from macml_doctor.commands import check, shared

    settings = config.resolve(config.load(), ignore=args.ignore, only=args.only, strict=args.strict, fmt=args.format)
    if args.all_envs:
        return check.emit_all(check.check_all(ignore=settings.ignore, only=settings.only, strict=settings.strict),
                              settings.format)
    report = check.check(python=args.python, from_file=args.from_file, probe=args.probe,
                         probe_budget=args.probe_budget, ignore=settings.ignore, only=settings.only,
                         strict=settings.strict)
    return shared.emit(report, settings.format, verbose=args.verbose, redact=args.redact)


def cmd_facts(args: argparse.Namespace) -> int:
    from macml_doctor.commands import shared

    facts = shared.gather(python=args.python)
    if args.redact:
        from macml_doctor.render import redact

        facts = redact.redact_facts(facts)
    sys.stdout.write(facts.dumps() + "\n")
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    from macml_doctor.commands import explain

    sys.stdout.write(explain.list_ids(args.format))
    return 0


def cmd_explain(args: argparse.Namespace) -> int:
    from macml_doctor.commands import explain

    sys.stdout.write(explain.explain(args.id, args.format))
    return 0


def cmd_completion(args: argparse.Namespace) -> int:
    from macml_doctor import completion

    sys.stdout.write(completion.script(args.shell, build_parser()))
    return 0


def cmd_schema(args: argparse.Namespace) -> int:
    from macml_doctor.render import json_out

    sys.stdout.write(json_out.schema_text())
    return 0


def cmd_fix(args: argparse.Namespace) -> int:
    from macml_doctor.commands import execute
    from macml_doctor.commands import fix as fix_apply

    request = fix_apply.FixRequest(tuple(args.ids), args.python, args.from_file, args.yes, args.dry_run,
                                   args.shell_profile, args.format)
    ask = None if args.yes or args.dry_run else execute.ask_on_terminal()
    return fix_apply.fix(request, sys.stdout, ask)


def cmd_setup(args: argparse.Namespace) -> int:
    from macml_doctor.commands import execute
    from macml_doctor.commands import setup as setup_env

    request = setup_env.request_from(args.manager, args.frameworks, args.prefix, args.name,
                                     args.python_version, yes=args.yes, dry_run=args.dry_run,
                                     probe_budget=args.probe_budget)
    ask = None if args.yes or args.dry_run else execute.ask_on_terminal()
    return setup_env.setup(request, sys.stdout, ask)


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list == ["--version"]:  # the instant path: no parser, no imports
        sys.stdout.write(f"macml-doctor {__version__}\n")
        return 0
    from macml_doctor.gather import runner

    runner.install_signal_handlers()
    return run(args_list)


def run(args_list: Sequence[str]) -> int:
    """Parse and run one command on sys.stdin/stdout/stderr: its exit code, every error said in one line (what
    ``main`` does once the signal handlers are in place; tests call it in their own process)."""
    parser = build_parser()
    try:
        args = parser.parse_args(list(args_list))
    except SystemExit as exc:  # --help, or a usage error already printed
        return int(exc.code or 0)
    if not getattr(args, "handler", None):
        parser.print_help()
        return 2
    from macml_doctor import messages as msg
    from macml_doctor.errors import DoctorError
    from macml_doctor.gather import runner

    try:
        code = int(args.handler(args))
        try:
            sys.stdout.flush()
        except BrokenPipeError:  # the report was written; the reader (`| head -1`) stopped early
            _quiet_stdout()
    except DoctorError as exc:
        _say(f"macml-doctor: {exc}")
        code = exc.exit_code
    except KeyboardInterrupt as exc:  # Ctrl-C, SIGTERM, SIGHUP: every child was killed already
        runner.kill_all()
        signum = exc.signum if isinstance(exc, runner.Interrupted) else int(signal.SIGINT)
        _say(msg.INTERRUPTED.format(signal=signal.Signals(signum).name))
        return 128 + signum
    except BrokenPipeError:  # the reader stopped in the middle of a long output: it has what it wanted
        _quiet_stdout()
        return 0
    except Exception as exc:
        _say(msg.INTERNAL_ERROR.format(error=f"{type(exc).__name__}: {exc}"))
        return 3
    stopped_by = runner.received_signal()  # a command (fix, setup) that stopped by itself on a signal
    return 128 + stopped_by if stopped_by else code


def _say(line: str) -> None:
    """One line on stderr; a closed terminal (SIGHUP) or pipe must not turn it into a traceback."""
    try:
        sys.stderr.write(line + "\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        pass


def _quiet_stdout() -> None:
    """Send whatever is still buffered for a closed stdout nowhere, so that exit stays silent."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


if __name__ == "__main__":
    sys.exit(main())
