# ruff: noqa: E501, W291, W293  (real pasted lines are kept whole, their trailing spaces too)
"""Clue families the never-seen batch 4440-4452 (the newest Apple hardware and software in ML threads: M4 and M5
Macs, the Mac Studio M3 Ultra, macOS 15 Sequoia and macOS 26 Tahoe) exposed, each read from real text.

- MLX compiling its Metal source at run time with a Metal language this macOS's compiler does not know ('[metal::Device]
  Unable to build metal library from source / error: invalid value 'metal4.0' in '-std=metal4.0'', Metal 4 being
  macOS 26's): the same refusal as the loader's 'This library is using language version 4.0 which is not supported on
  this OS', so MLX cannot use the GPU here as installed. Not a 2.x standard spelt without its platform (every compiler
  refuses 'metal2.4'), not the offline `metal` tool of a build, not another compile error.
"""

from __future__ import annotations

import pytest
from pasted import ids, raised, read

from macml_doctor.diagnose import engine
from macml_doctor.diagnose.symptoms import merge_symptoms
from macml_doctor.paste import inputs

# https://github.com/ml-explore/mlx-lm/issues/697 (dev 4448)
MLX_LM_697 = r"""# RuntimeError: [metal::Device] Unable to build metal library from source... error: invalid value 'metal4.0' in '-std=metal4.0'

josesho · description · 2025-12-21
Hello

Trying to run 

```python
from mlx_lm import load, generate

model, tokenizer = load("mlx-community/gpt-oss-20b-MXFP4-Q8")
```

Produces the error:

```shell
RuntimeError: [metal::Device] Unable to build metal library from source
error: invalid value 'metal4.0' in '-std=metal4.0'
```
 
My OS is Sequoia 15.7.3, with Xcode v26.2, `mlx==0.30.1` and `mlx-lm==0.29.1`.
"""

UNKNOWN_STANDARD = [
    # the real text of dev 4448, whole
    ("https://github.com/ml-explore/mlx-lm/issues/697", MLX_LM_697),
    # its title alone: the two lines run together with '...'
    ("https://github.com/ml-explore/mlx-lm/issues/697",
     "# RuntimeError: [metal::Device] Unable to build metal library from source... error: invalid value 'metal4.0' in '-std=metal4.0'\n"),
    # Rust's Debug print keeps the line breaks as '\n' (the line the store cuts in dev 4449, as far as it goes)
    ("https://github.com/oxiglade/mlx-rs/pull/313",
     "called `Result::unwrap()` on an `Err` value: Exception(Exception { what: \"[metal::Device] Unable to build metal library from source\\nerror: invalid value 'metal4.0' in '-std=metal4.0'\\nnote: use 'ios-metal1.0' for 'Metal 1.0 (iOS)' standard\\nnote: use 'ios-metal1.1' for 'Metal 1.1 (iOS)' standard\n"),
    # libc++abi's abort, Metal 3.1 on Ventura 13.7
    ("https://github.com/ml-explore/mlx-examples/issues/1102",
     "libc++abi: terminating due to uncaught exception of type std::runtime_error: [metal::Device] Unable to build metal library from source\nerror: invalid value 'metal3.1' in '-std=metal3.1'\nnote: use 'ios-metal1.0' for 'Metal 1.0 (iOS)' standard\n"),
    # variants: Metal 3.2 (macOS 15) on an older macOS, quoted in a reply, a blank line between
    ("variant", "RuntimeError: [metal::Device] Unable to build metal library from source\nerror: invalid value 'metal3.2' in '-std=metal3.2'\n"),
    ("variant", "> RuntimeError: [metal::Device] Unable to build metal library from source\n> error: invalid value 'metal4.0' in '-std=metal4.0'\n"),
    ("variant", "[metal::Device] Unable to build metal library from source\n\nerror: invalid value 'metal4.1' in '-std=metal4.1'\n"),
]


@pytest.mark.parametrize(("thread", "text"), UNKNOWN_STANDARD)
def test_mlx_asking_for_a_metal_language_this_macos_lacks_is_refused(thread: str, text: str) -> None:
    values, symptoms = read(text)
    assert "mlx-metallib-unsupported" in symptoms, thread
    assert values["host.os"] == "Darwin", thread
    assert "mlx-unsupported" in ids(text), thread


def test_the_language_is_named_in_the_finding() -> None:
    facts = inputs.parse_report(MLX_LM_697, "test")
    found = {f.id: f for f in merge_symptoms(engine.run_checks(facts), facts)}
    assert "Metal language 4.0" in found["mlx-unsupported"].summary


NOT_THE_OS = [
    # a 2.x standard spelt without its platform is refused by every compiler (a spelling bug in a build)
    ("https://github.com/aethersdr/AetherSDR/pull/4718",
     "[ 32%] Compiling Metal kernels for embedding\nerror: invalid value 'metal2.4' in '-std=metal2.4'\nLLVM ERROR: Invalid bitcode file!\n"),
    ("near miss", "RuntimeError: [metal::Device] Unable to build metal library from source\nerror: invalid value 'metal2.4' in '-std=metal2.4'\n"),
    # the offline compiler of a build machine's Xcode, no MLX header: the Xcode, not this macOS
    ("near miss", "xcrun -sdk macosx metal -std=metal4.0 -c kernels.metal\nerror: invalid value 'metal4.0' in '-std=metal4.0'\n"),
    # MLX's header with another compile error
    ("near miss", "RuntimeError: [metal::Device] Unable to build metal library from source\nprogram_source:12:5: error: use of undeclared identifier 'simd_foo'\n"),
    # the flag talked about, nothing refused
    ("near miss", "MLX now passes -std=metal4.0 on macOS 26 when it builds the metal library from source.\n"),
]


@pytest.mark.parametrize(("thread", "text"), NOT_THE_OS)
def test_other_metal_compile_failures_are_not_read_as_the_os(thread: str, text: str) -> None:
    _, symptoms = read(text)
    assert "mlx-metallib-unsupported" not in symptoms, thread
    assert "mlx-unsupported" not in raised(text), thread
