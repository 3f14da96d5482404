# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4740-4752 (Julia's ML stack on Macs: Flux.jl, Metal.jl, PythonCall/JuliaCall,
Julia under Rosetta or native) exposed, each read from real text.

- Julia said to run under Rosetta ('Julia is running through Rosetta', 'running Julia under Rosetta', 'official
  binaries, running under Rosetta, ... Julia 1.6.4'): the Mac is Apple silicon, but the translated process is Julia,
  not a Python, so no Python architecture is read (as for a binary, an app or an executable).
- Julia's versioninfo() rows: 'OS: macOS (arm64-apple-darwin...)' is a native arm64 Julia, so Apple silicon even where
  the CPU row is cut; 'OS: macOS (x86_64-apple-darwin...)' a Mac only; 'LLVM: libLLVM-... (ORCJIT, apple-m1)' or
  '(ORCJIT, cyclone)' the Apple CPU its JIT compiles for.
"""

from __future__ import annotations

from pasted import ids, raised, read

# https://github.com/JuliaLang/julia/issues/43169 (dev 4744)
JULIA_43169 = r"""# With official binaries, running under Rosetta, `Base.runtests()` fails with Julia 1.6.4 on macOS ARM

[turn 0 by George9000, continued]
```
caused by: failed process: Process(setenv(`/Applications/Julia-1.6.app/Contents/Resources/julia/bin/julia -Cnative -J/Applications/Julia-1.6.app/Contents/Resources/julia/lib/julia/sys.dylib -g1 /Applications/Julia-1.6.app/Contents/Resources/julia/bin/../share/julia/test/runtests.jl all`,["XPC_FLAGS=0x0", "PATH=~/.local/bin:/Users/foo/.pyenv/bin:/opt/homebrew/bin:/Users/foo/Library/Python/3.9/bin:/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin:/Library/Apple/usr/bin:/opt/homebrew/bin:/opt/homebrew/sbin:/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin:/Library/TeX/texbin:/Library/Apple/usr/bin:/Users/foo/perl5/perlbrew/bin:/Users/foo/perl5/perlbrew/perls/perl-5.35.5/bin:/Users/foo/.local/bin", "PERLBREW_ROOT=/Users/foo/perl5/perlbrew", "PWD=/Users/foo/Desktop", "XPC_SERVICE_NAME=0", "TERM_PROGRAM=Apple_Terminal", "HOMEBREW_PREFIX=/opt/homebrew", "PIP_REQUIRE_VIRTUALENV=true", "SHELL=/bin/zsh", "PERLBREW_VERSION=0.92"  …  "_=/usr/bin/arch", "HOMEBREW_REPOSITORY=/opt/homebrew", "USER=foo", "TERM=
xterm-256color", "HOME=/Users/foo", "TERM_PROGRAM_VERSION=443", "PERLBREW_MANPATH=/Users/foo/perl5/perlbrew/perls/perl-5.35.5/man", "PERLBREW_PERL=perl-5.35.5", "PERLBREW_HOME=/Users/foo/.perlbrew", "OPENBLAS_MAIN_FREE=1"]), ProcessExited(1)) [1]"""
# https://github.com/JuliaPy/PythonCall.jl/issues/384 (dev 4751)
PYTHONCALL_384 = r"""# `import juliacall` sometimes segfaults

LilithHafner · description · 2023-10-19
**Affects:** JuliaCall

**Describe the bug**
I sometimes get segfaults when importing julicall in combination with other packages.

```
x@x ~ % python -c 'import juliacall; import torch; from torch.autograd import Function'
x@x ~ % python -c 'import torch; from torch.autograd import Function; import juliacall'
x@x ~ % python -c 'import torch; from torch.autograd import Function; import juliacall'
zsh: segmentation fault  python3 -c 
x@x ~ % python -c 'import torch; from torch.autograd import Function; import juliacall'
zsh: segmentation fault  python3 -c 
x@x ~ % python -c 'import torch; from torch.autograd import Function; import juliacall'
zsh: segmentation fault  python3 -c 
x@x ~ % python -c 'import torch; from torch.autograd import Function; import juliacall'
zsh: segmentation fault  python3 -c 
```

**Your system**
```
x@x ~ % python --version
Python 3.11.2
x@x ~ % julia -e 'using InteractiveUtils; versioninfo()'
Julia Version 1.9.3
Commit bed2cd540a1 (2023-08-24 14:43 UTC)
Build Info:
  Official https://julialang.org/ release
Platform Info:
  OS: macOS (arm64-apple-darwin22.4.0)
  CPU: 8 × Apple M2
  WORD_SIZE: 64
  LIBM: libopenlibm
  LLVM: libLLVM-14.0.6 (ORCJIT, apple-m1)
  Threads: 1 on 4 virtual cores
Environment:
  JULIA_EDITOR = code
  JULIA_PYTHONCALL_EXE = /Library/Frameworks/Python.framework/Versions/3.11/bin/python3"""


# https://github.com/JuliaLang/julia/issues/47225 (a thread with no case; its own words)
JULIA_47225 = "My understanding is that Julia is running through Rosetta, but the shell command returning something different to what running directly in the shell returns is neither expected nor ideal."


def test_julia_binaries_running_under_rosetta_are_no_python() -> None:
    facts, _ = read(JULIA_43169)
    assert facts["host.arm64_capable"] == 1
    assert "python.translated" not in facts
    found = ids(JULIA_43169)
    assert "apple-silicon" in found
    assert "python-x86-on-arm" not in found and "python-native-arm64" not in found


def test_julia_said_to_run_under_rosetta_family() -> None:
    for text in (
        JULIA_47225,
        "I am running Julia under Rosetta on my M1.",
        "Julia 1.6 runs under Rosetta 2 on my MacBook Air M1.",
        "I'm running the x86_64 Julia under Rosetta 2 on an M1 Pro.",
        "Julia 1.7.0-rc1 running under Rosetta crashes.",
        "Julia (x86_64), running under Rosetta, is slow.",
        "The x64 julia is running via Rosetta 2.",
        "I ran the tests of Julia, running under Rosetta, on my M1.",
    ):
        facts, _ = read(text)
        assert facts.get("host.arm64_capable") == 1, text
        assert "python.translated" not in facts, text
        found = ids(text)
        assert "apple-silicon" in found, text
        assert "python-x86-on-arm" not in found, text


def test_a_program_noun_then_a_comma_is_still_the_program() -> None:
    text = "The binary, running under Rosetta, crashes on start."
    assert "python.translated" not in read(text)[0]
    assert "apple-silicon" in ids(text)


def test_python_said_to_run_under_rosetta_beside_julia_is_still_read() -> None:
    for text in (
        "I am running python under Rosetta on my M1.",
        "I'm running PyCall under Rosetta on my M1.",
        "Python and Julia running under Rosetta on my M1.",
        "Python, Julia running under Rosetta on my M1.",
        "pyjulia running under Rosetta on my M1.",
        "juliacall running under Rosetta on my M1.",
        "Julia is fine, but running python under Rosetta breaks torch.",
    ):
        facts, _ = read(text)
        assert facts.get("python.translated") == 1, text
        assert "python-x86-on-arm" in ids(text), text


def test_julia_versioninfo_arm64_os_row_is_apple_silicon() -> None:
    facts, _ = read(PYTHONCALL_384)
    assert facts["host.os"] == "Darwin"
    assert facts["host.arm64_capable"] == 1
    assert "python.machine" not in facts
    found = ids(PYTHONCALL_384)
    assert "apple-silicon" in found
    assert "intel-mac" not in found and "python-x86-on-arm" not in found


def test_julia_versioninfo_os_row_family() -> None:
    # https://github.com/JuliaLang/julia/issues/46308: the ARM build's rows, then the same M1 Pro's x86_64 build
    for text in (
        "julia> versioninfo()\nJulia Version 1.8.0-rc4\nCommit 7853436ccd7 (2022-08-08 07:55 UTC)\nPlatform Info:\n  OS: macOS (arm64-apple-darwin21.5.0)",
        "Platform Info:\n  OS: macOS (aarch64-apple-darwin)",
        "Julia Version 1.6.0-DEV\nPlatform Info:\n  System: Darwin (arm64-apple-darwin20.2.0)",
        "> Platform Info:\n>   OS: macOS (arm64-apple-darwin22.4.0)",
    ):
        facts, _ = read(text)
        assert facts.get("host.os") == "Darwin", text
        assert facts.get("host.arm64_capable") == 1, text
        assert "python.machine" not in facts and "python.translated" not in facts, text
        assert "apple-silicon" in ids(text), text
    rosetta = "Platform Info:\n  OS: macOS (x86_64-apple-darwin21.5.0)\n  CPU: 10 × Apple M1 Pro\n  WORD_SIZE: 64\n  LIBM: libopenlibm\n  LLVM: libLLVM-13.0.1 (ORCJIT, westmere)"
    facts, _ = read(rosetta)
    assert facts["host.os"] == "Darwin" and facts["host.arm64_capable"] == 1
    assert "python.machine" not in facts and "python.translated" not in facts
    assert "python-x86-on-arm" not in ids(rosetta)


def test_julia_versioninfo_x86_64_os_row_is_a_mac_only() -> None:
    # https://github.com/JuliaLang/julia/issues/47225: the official 1.6.7 DMG, its CPU row left out here
    text = "julia> versioninfo()\nJulia Version 1.6.7\nCommit 3b76b25b64 (2022-07-19 15:11 UTC)\nPlatform Info:\n  OS: macOS (x86_64-apple-darwin21.4.0)"
    facts, _ = read(text)
    assert facts.get("host.os") == "Darwin"
    assert facts.get("host.arm64_capable") is None
    assert "python.machine" not in facts
    found = raised(text)
    assert "apple-silicon" not in found and "intel-mac" not in found and "not-a-mac" not in found


def test_julia_versioninfo_llvm_host_cpu_row() -> None:
    for text in (
        "  LLVM: libLLVM-14.0.6 (ORCJIT, apple-m1)",
        "  LLVM: libLLVM-12.0.1 (ORCJIT, cyclone)",
        "  LLVM: libLLVM-16.0.6 (ORCJIT, apple-m3)",
    ):
        assert read(text)[0].get("host.arm64_capable") == 1, text
        assert "apple-silicon" in raised(text), text


def test_julia_versioninfo_rows_near_misses() -> None:
    for text in (
        "Platform Info:\n  OS: Linux (aarch64-linux-gnu)\n  CPU: 8 × unknown",
        "  LLVM: libLLVM-13.0.1 (ORCJIT, westmere)",
        "  LLVM: libLLVM-15.0.7 (ORCJIT, skylake)",
        "the triple is arm64-apple-darwin in our OS: macOS table",
        "Supported OS: macOS (arm64-apple-darwin) and Linux",
    ):
        facts, _ = read(text)
        assert facts.get("host.arm64_capable") is None, text
        assert "apple-silicon" not in raised(text), text
