"""Careful standalone reference for the probe's matmul and copy figures (torch, JAX or MLX on one accelerator).

    python benchmarks/reference_figures.py torch|jax|mlx [--out FILE.json]

The same sizes as the probe: n x n products at n = 4096 and 8192 in fp32 (full precision), tf32 (torch and
JAX on CUDA), fp16 and bf16; a copy through two 1 GiB fp32 buffers, counting bytes read plus bytes written.
Method, independent of the probe's code: every figure is the median of 7 bursts, each after 0.2 s idle (a
power-capped GPU is back at its boost clock; the chip's peak describes that rate) and each burst 3 warm-up
operations then 20 timed ones. torch times with CUDA events; JAX and MLX put the 20 operations in one compiled
call / one lazy graph (a chain x <- x @ b / sqrt(n), or x <- x + 1 for the copy; JAX's trip count is fixed when
compiled, as the probe's is) and time it on the host to block_until_ready / mx.eval. JAX runs with XLA's Triton
GEMMs off, as the probe does (cuBLAS; same speed, seconds less compilation). The interquartile range of the
bursts is printed beside each median.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Callable

BURSTS = 7
WARM = 3
TIMED = 20
COPY_BYTES = 1 << 30


def median_iqr(values: list[float]) -> tuple[float, float]:
    q = statistics.quantiles(values, n=4)
    return statistics.median(values), (q[2] - q[0]) / statistics.median(values)


def bursts(run: Callable[[], float]) -> tuple[float, float]:
    """run() returns seconds per operation of one burst; BURSTS bursts after 0.2 s idle each."""
    out = []
    for _ in range(BURSTS):
        time.sleep(0.2)
        out.append(run())
    return median_iqr(out)


def torch_figures() -> dict[str, list[float]]:
    import torch

    def events(fn: Callable[[], object]) -> float:
        for _ in range(WARM):
            fn()
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(TIMED):
            fn()
        end.record()
        torch.cuda.synchronize()
        return start.elapsed_time(end) / 1e3 / TIMED

    out = {}
    for label, dtype, tf32 in (("fp32", torch.float32, False), ("tf32", torch.float32, True),
                               ("fp16", torch.float16, False), ("bf16", torch.bfloat16, False)):
        torch.backends.cuda.matmul.allow_tf32 = tf32
        for n in (4096, 8192):
            a = torch.randn(n, n, device="cuda").to(dtype)
            b = torch.randn(n, n, device="cuda").to(dtype)
            c = torch.empty(n, n, device="cuda", dtype=dtype)
            per, iqr = bursts(lambda a=a, b=b, c=c: events(lambda: torch.mm(a, b, out=c)))
            out[f"matmul {label} n={n}"] = [2 * n**3 / per / 1e12, iqr]
            del a, b, c
    src = torch.ones(COPY_BYTES // 4, device="cuda")
    dst = torch.empty_like(src)
    per, iqr = bursts(lambda: events(lambda: dst.copy_(src)))
    out["copy 1024 MiB"] = [2 * COPY_BYTES / per / 1e9, iqr]
    return out


def jax_figures() -> dict[str, list[float]]:
    import os

    # As the probe runs JAX (macml_doctor/probe/script.py, XLA_TRITON_GEMM_OFF): matrix products through cuBLAS.
    # XLA's Triton GEMMs ran at the same speed on the H200 but take seconds to autotune per shape (issue 14).
    if "xla_gpu_enable_triton_gemm" not in os.environ.get("XLA_FLAGS", ""):
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_gpu_enable_triton_gemm=false").strip()
    import jax
    import jax.numpy as jnp

    def timed(fn: Callable[[object], object], state: dict[str, object]) -> float:
        for _ in range(WARM):
            state["x"] = fn(state["x"])
        jax.block_until_ready(state["x"])
        t = time.perf_counter()
        state["x"] = fn(state["x"])
        jax.block_until_ready(state["x"])
        return (time.perf_counter() - t) / TIMED

    out = {}
    for label, dtype, precision in (("fp32", jnp.float32, "highest"), ("tf32", jnp.float32, "default"),
                                    ("fp16", jnp.float16, "default"), ("bf16", jnp.bfloat16, "default")):
        for n in (4096, 8192):
            b = jax.random.normal(jax.random.PRNGKey(0), (n, n), jnp.float32).astype(dtype)
            scale = 1.0 / math.sqrt(n)

            # b is an argument, as in the probe: captured by the closure it became a 128-512 MiB constant of the
            # compiled program, and the products ran 10-13 % slower on an H200 (bf16 649 against 741 TFLOPS with
            # b passed in: benchmarks/h200-probe-2026-12-01b/explore/jax-flags.txt, issue 14).
            def chain(x, b, scale=scale, precision=precision, dtype=dtype):
                body = lambda i, x: (jnp.matmul(x, b, precision=precision) * scale).astype(dtype)  # noqa: E731
                return jax.lax.fori_loop(0, TIMED, body, x)

            jitted = jax.jit(chain, donate_argnums=(0,))
            state = {"x": jax.random.normal(jax.random.PRNGKey(1), (n, n), jnp.float32).astype(dtype)}
            per, iqr = bursts(lambda jitted=jitted, b=b, state=state: timed(lambda x: jitted(x, b), state))
            out[f"matmul {label} n={n}"] = [2 * n**3 / per / 1e12, iqr]
    add = jax.jit(lambda x: jax.lax.fori_loop(0, TIMED, lambda i, x: x + 1.0, x), donate_argnums=(0,))
    state = {"x": jnp.ones((COPY_BYTES // 4,), jnp.float32)}
    per, iqr = bursts(lambda: timed(add, state))
    out["copy 1024 MiB"] = [2 * COPY_BYTES / per / 1e9, iqr]
    return out


def mlx_figures() -> dict[str, list[float]]:
    import mlx.core as mx

    def timed(step: Callable[[object], object], state: dict[str, object]) -> float:
        for _ in range(WARM):
            state["x"] = step(state["x"])
        mx.eval(state["x"])
        x = state["x"]
        t = time.perf_counter()
        for _ in range(TIMED):
            x = step(x)
        mx.eval(x)
        state["x"] = x
        return (time.perf_counter() - t) / TIMED

    out = {}
    for label, dtype in (("fp32", mx.float32), ("fp16", mx.float16), ("bf16", mx.bfloat16)):
        for n in (4096, 8192):
            b = mx.random.normal((n, n)).astype(dtype)
            state = {"x": mx.random.normal((n, n)).astype(dtype)}
            scale = 1.0 / math.sqrt(n)
            per, iqr = bursts(lambda b=b, state=state, scale=scale: timed(lambda x: (x @ b) * scale, state))
            out[f"matmul {label} n={n}"] = [2 * n**3 / per / 1e12, iqr]
    state = {"x": mx.ones((COPY_BYTES // 4,), dtype=mx.float32)}
    per, iqr = bursts(lambda: timed(lambda x: x + 1.0, state))
    out["copy 1024 MiB"] = [2 * COPY_BYTES / per / 1e9, iqr]
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("framework", choices=("torch", "jax", "mlx"))
    p.add_argument("--out", help="write the figures as JSON here too")
    args = p.parse_args()
    figures = {"torch": torch_figures, "jax": jax_figures, "mlx": mlx_figures}[args.framework]()
    for name, (value, iqr) in figures.items():
        unit = "GB/s" if name.startswith("copy") else "TFLOPS"
        print(f"{args.framework:5} {name:22} {value:9.1f} {unit:6}  IQR {iqr:.1%}")
    if args.out:
        with open(args.out, "w") as handle:
            json.dump({"framework": args.framework, "figures": figures}, handle, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
