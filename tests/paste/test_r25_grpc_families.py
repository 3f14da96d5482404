# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4580-4592 (grpcio, psycopg2, cryptography and other compiled dependencies on Macs)
exposed, each read from real text.

- dyld's wrong-architecture message for a Ruby gem's native extension ('…/gems/pg-1.4.6/lib/pg_ext.bundle') or a
  Node.js addon ('…/build/Release/x.node'): the process that loads it is Ruby or Node.js, not a Python (as a JVM's or
  a .NET host's already was), and the remedy is the runtime's (match-runtime-library-architecture).
- dyld's certain word on the failing process ('(have 'arm64', need 'x86_64')') outweighs a Python architecture only
  guessed from where the Python lives (Homebrew's /opt/homebrew in the traceback's frames).
- A sentence that denies an attempt ('I am not trying to install `psycopg2-binary` in an Alpine Linux Docker image',
  '… on an Apple M1', psycopg2's issue checklist answered YES) names no container and no chip.
"""

from __future__ import annotations

from pasted import ids, raised, read

from macml_doctor.paste import inputs
from macml_doctor.pipeline import diagnose


def _fix_of(text: str, finding: str) -> str | None:
    report = diagnose(inputs.parse_report(text, "test"))
    remedies = [f.remedy.fix_id if f.remedy else None for f in report.findings if f.id == finding]
    assert remedies, finding
    return remedies[0]


PYTHONISH = {"python-x86-on-arm", "python-native-arm64", "conda-x86-distribution", "rosetta-missing"}

# https://github.com/ankane/pgsync/issues/227 (dev 4583: Intel Homebrew's pgsync, its pg gem refused by an arm64 Ruby)
PGSYNC_227 = r"""# (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64e' or 'arm64')), '/System/Volumes/Preboot/Cryptexes/OS/usr/local/Cellar/pgsync/0.7.4_1/libexec/gems/pg-1.4.6/lib/pg_ext.bun

Overload119 · description · 2024-06-27
I get this error with `brew install pgsync`"""

# https://github.com/hileez/node-pyrunner/issues/4 (dev 4586: node-pyrunner's x86_64 process refusing Homebrew's arm64 psutil)
NODEPYRUNNER_4 = r"""# mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64'

changyongyong · description · 2023-06-06
Traceback (most recent call last):
  File "/Users/changyong/workspace/github/system-monitor/pyscript/app.py", line 4, in <module>
    import psutil
  File "/opt/homebrew/lib/python3.9/site-packages/psutil/__init__.py", line 123, in <module>
    from . import _psosx as _psplatform
  File "/opt/homebrew/lib/python3.9/site-packages/psutil/_psosx.py", line 13, in <module>
    from . import _psposix
  File "/opt/homebrew/lib/python3.9/site-packages/psutil/_psposix.py", line 28, in <module>
    from . import _psutil_osx
ImportError: dlopen(/opt/homebrew/lib/python3.9/site-packages/psutil/_psutil_osx.abi3.so, 0x0002): tried: '/opt/homebrew/lib/python3.9/site-packages/psutil/_psutil_osx.abi3.so' (mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64')), '/System/Volumes/Preboot/Cryptexes/OS/opt/homebrew/lib/python3.9/site-packages/psutil/_psutil_osx.abi3.so' (no such file), '/opt/homebrew/lib/python3.9/site-packages/psutil/_psutil_osx.abi3.so' (mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64'))

可以支持下mac的自研芯片arm吗

hileez · comment · 2023-06-08
@changyongyong Arm架构macos系统目前还没有适配，可能要过段时间。

changyongyong · comment · 2023-06-09
期待，我现在都是python开个socket服务，node和python通过socket交互，维护特别麻烦"""

# https://github.com/psycopg/psycopg2/issues/1404 (dev 4584: psycopg2's checklist, on 'mac os monterey 12.0.1')
PSYCOPG2_1404 = r"""# Facing problem when importing psycopg2 on Mac OS 12.0.1(Monterey)

aalekhpyx · description · 2021-12-19
**This is a bug tracker**
If you have a question, such has "how do you do X with Python/PostgreSQL/psycopg2" please [write to the mailing list](https://lists.postgresql.org/manage/) or [open a question](https://github.com/psycopg/psycopg2/discussions) instead.

**Before opening this ticket, please confirm that:**
- [YES] I am running the latest version of pip, i.e. typing ``pip --version`` you get [this version](https://pypi.org/project/pip/).
- [YES] I have read the [installation documentation](https://www.psycopg.org/docs/install.html) and the [frequently asked questions](https://www.psycopg.org/docs/faq.html)
- [YES] I am not trying to install `psycopg2-binary` on an Apple M1, for which [binary packages are not supported](https://github.com/psycopg/psycopg2/issues/1286)
- [YES ] I am not trying to install `psycopg2-binary` in an Alpine Linux Docker image
- [ YES] If install failed, I typed `pg_config` on the command line and I obtained an output instead of an error.

**Please complete the following information:**
- OS: mac os monterey 12.0.1
- Psycopg version: 2.9.2
- Python version: 3.9.7
- PostgreSQL version: 14.0
- pip version: 21.3.1

I had successfully installing psycopg2 using `pip install psycopg2`, and then upon using `import psycopg2` I faced following issue:  """


# A Ruby gem's or a Node.js addon's native file: the runtime's process, not a Python.
def test_ruby_gem_extension_refused_is_no_python() -> None:
    facts, symptoms = read(PGSYNC_227)
    assert "incompatible-arch" in symptoms
    assert "python.machine" not in facts
    assert facts["host.arm64_capable"] == 1
    found = ids(PGSYNC_227)
    assert "apple-silicon" in found and "incompatible-arch-extension" in found
    assert not found & PYTHONISH
    assert _fix_of(PGSYNC_227, "incompatible-arch-extension") == "match-runtime-library-architecture"


def test_ruby_and_node_loader_variants() -> None:
    gem = "/Users/me/.rbenv/versions/3.1.2/lib/ruby/gems/3.1.0/gems/nokogiri-1.13.8-arm64-darwin/lib/nokogiri/3.1/nokogiri.bundle"
    addon = "/Users/me/app/node_modules/better-sqlite3/build/Release/better_sqlite3.node"
    texts = {
        # Ruby's LoadError, the file before dyld's words and '(LoadError)' at the line's end
        "ruby loaderror": f"<internal:/Users/me/.rbenv/versions/3.1.2/lib/ruby/3.1.0/rubygems/core_ext/kernel_require.rb>:85:in `require': dlopen({gem}, 0x0009): tried: '{gem}' (mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64')) - {gem} (LoadError)",
        # a gem under a Homebrew formula's libexec, cut in the path (as the stored title of dev 4583)
        "gem in formula": "(mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64')), '/opt/local/lib/pgsync/gems/pg-1.5.4/lib/pg_e",
        # old dyld, the gem's bundle named before its 'wrong architecture' (grpc#25755's sobrinho)
        "ruby old dyld": "LoadError: dlopen(/Users/me/.gem/ruby/2.7.2/gems/grpc-1.42.0.pre1-universal-darwin/src/ruby/lib/grpc/2.7/grpc_c.bundle, 9): no suitable image found.  Did find:\n\t/Users/me/.gem/ruby/2.7.2/gems/grpc-1.42.0.pre1-universal-darwin/src/ruby/lib/grpc/2.7/grpc_c.bundle: mach-o, but wrong architecture",
        # Node.js's error with its code on the lines after
        "node addon": f"Error: dlopen({addon}, 0x0001): tried: '{addon}' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64e' or 'arm64'))\n    at Module._extensions..node (node:internal/modules/cjs/loader:1460:18)\n  code: 'ERR_DLOPEN_FAILED'",
        # the same hard-wrapped, the addon's path on the line after dyld's words
        "node wrapped": "Error: tried:\n'/Users/me/app/node_modules/canvas/build/Release/canvas.node' (mach-o file, but is an\nincompatible architecture (have 'arm64', need 'x86_64'))",
    }
    for name, text in texts.items():
        facts, symptoms = read(text)
        assert "incompatible-arch" in symptoms, name
        assert "python.machine" not in facts, name
        found = raised(text)
        assert not found & PYTHONISH, name
    for name in ("ruby loaderror", "gem in formula", "node addon", "node wrapped"):
        assert _fix_of(texts[name], "incompatible-arch-extension") == "match-runtime-library-architecture", name


def test_python_modules_near_ruby_or_node_words_stay_the_python() -> None:
    so = "/Users/me/venv/lib/python3.11/site-packages/gems/_core.cpython-311-darwin.so"
    texts = {
        # a Python package folder named gems (no '<name>-<version>' under it)
        "gems package": f"ImportError: dlopen({so}, 0x0002): tried: '{so}' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64'))",
        # '.node' that is no file
        "node word": "ImportError: dlopen(/Users/me/venv/lib/python3.11/site-packages/pyarrow/lib.cpython-311-darwin.so, 0x0002): tried: '/Users/me/venv/lib/python3.11/site-packages/pyarrow/lib.cpython-311-darwin.so' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64')) see example.node",
        # a Python's tokenizers in a venv under a folder that holds a Node project
        "venv in a node project": "ImportError: dlopen(/Users/me/app/node_modules/.venv/lib/python3.10/site-packages/tokenizers/tokenizers.cpython-310-darwin.so, 0x0002): tried: '/Users/me/app/node_modules/.venv/lib/python3.10/site-packages/tokenizers/tokenizers.cpython-310-darwin.so' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64'))",
    }
    for name, text in texts.items():
        facts, _ = read(text)
        assert facts.get("python.machine") == "arm64", name
        assert _fix_of(text, "incompatible-arch-extension") != "match-runtime-library-architecture", name


# dyld's certain word on the failing process outweighs a path guess.
def test_dyld_need_outweighs_a_homebrew_path_guess() -> None:
    facts, symptoms = read(NODEPYRUNNER_4)
    assert "incompatible-arch" in symptoms
    assert facts["python.machine"] == "x86_64" and facts["host.arm64_capable"] == 1
    found = ids(NODEPYRUNNER_4)
    assert "python-native-arm64" not in found
    assert "apple-silicon" in found and "incompatible-arch-extension" in found


def test_dyld_need_outweighs_path_guess_variants() -> None:
    def frames(prefix: str, have: str, need: str) -> str:
        so = f"{prefix}/lib/python3.10/site-packages/psutil/_psutil_osx.abi3.so"
        return (f'  File "{prefix}/lib/python3.10/site-packages/psutil/__init__.py", line 123, in <module>\n'
                f"ImportError: dlopen({so}, 0x0002): tried: '{so}' (mach-o file, but is an incompatible architecture (have '{have}', need '{need}'))")
    # Homebrew's arm64 prefix, a Miniforge under it, both refused by an x86_64 process
    for prefix in ("/opt/homebrew", "/opt/homebrew/Caskroom/miniforge/base"):
        facts, _ = read(frames(prefix, "arm64", "x86_64"))
        assert facts["python.machine"] == "x86_64", prefix
        assert "python-native-arm64" not in raised(frames(prefix, "arm64", "x86_64")), prefix
    # the same words agreeing with the path: the path's arm64 stays
    facts, _ = read(frames("/opt/homebrew", "x86_64", "arm64"))
    assert facts["python.machine"] == "arm64"


def test_dyld_words_that_disagree_leave_the_guess() -> None:
    # two dyld words that disagree decide nothing over the guess
    so = "/opt/homebrew/lib/python3.10/site-packages/a/_a.abi3.so"
    two = (f"ImportError: dlopen({so}, 0x0002): tried: '{so}' (mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64'))\n"
           f"ImportError: dlopen({so}, 0x0002): tried: '{so}' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64'))")
    assert read(two)[0]["python.machine"] == "arm64"


# A sentence that denies an attempt names no container and no chip.
def test_psycopg2_checklist_is_no_docker_and_no_m1() -> None:
    facts, _ = read(PSYCOPG2_1404)
    assert facts["host.os"] == "Darwin" and "host.cpu_brand" not in facts
    found = ids(PSYCOPG2_1404)
    assert "not-a-mac" not in found and "apple-silicon" not in found


def test_denied_attempt_variants() -> None:
    for line in ("I am not trying to install it in an Alpine Linux Docker image.",
                 "I'm not running it in a Docker container.",
                 "We are not using docker compose here.",
                 "I do not use Docker images for this.",
                 "- [x] I am not trying to install `psycopg2-binary` in a Docker image"):
        assert read(line)[0].get("host.os") != "Linux", line
    for line in ("I am not trying to install psycopg2-binary on an Apple M1.",
                 "I'm not going to run this on an Apple M2."):
        assert "host.cpu_brand" not in read(line)[0], line


def test_docker_and_chips_said_plainly_stay_read() -> None:
    for line in ("I am trying to install it in an Alpine Linux Docker image.",
                 "It does not work in a Docker container.",
                 "I could not install psycopg2 in a docker container.",
                 "I'm running it in a Docker container."):
        assert read(line)[0].get("host.os") == "Linux", line
    for line in ("I am trying to install psycopg2-binary on an Apple M1.",
                 "I could not install psycopg2-binary on an Apple M1."):
        assert read(line)[0].get("host.cpu_brand") == "Apple M1", line
