"""What JAX spends the probe's budget on, and why its copy figure read low (issue 14).

    python benchmarks/jax_study.py compile [--parallel]   # lower+compile time of every function the probe jits
    python benchmarks/jax_study.py copy                   # the copy kernel four ways, same 1 GiB buffer

compile: the probe's own step functions (benchmarks load macml_doctor/probe/script.py), compiled one after another,
or all at once from a thread pool (--parallel; XLA compiles outside the GIL). copy: x <- x + 1 with a traced trip
count (the probe until issue 14), a static trip count of 20 (the reference script), one dispatch per pass, and
the traced-trip function's reps as reps_for picks them. Each prints seconds and GB/s (bytes read + written).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import importlib.util
import math
import os
import statistics
import sys
import time
import types
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "macml_doctor" / "probe" / "script.py"


def load_script() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("probe_script", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def probe_for(ps: types.ModuleType):  # type: ignore[no-untyped-def]
    import jax

    probe = ps.JaxProbe(jax, types.SimpleNamespace(device="auto", test_perturb_device_result=None), ps.Budget(1e9),
                        {"context": ps.base_context()})
    acc, why, described = probe.accelerator()
    print("accelerator", acc, why, described, flush=True)
    return probe, acc


def compile_jobs(ps, probe, acc):  # type: ignore[no-untyped-def]
    jax, jnp = probe.jax, probe.jnp
    jobs = {}
    devs = ([acc] if acc else []) + ["cpu"]
    for dev in devs:
        params = probe.put(ps.cnn_params(probe.np, 1234, ps.CORRECTNESS_WIDTHS), dev)
        x = probe.put(ps.np_normal(probe.np, 4321, (8, 32, 32, 3)), dev)
        y = probe.put(ps.np_labels(probe.np, 4322, 8), dev)
        step = probe.sgd(probe.loss(probe.cnn), 0.05, 0.0)
        jobs[f"correctness {dev}"] = (jax.jit(step), (params, None, x, y))
        for name in ("cnn32", "transformer"):
            batch, shape = ps.WORKLOADS[name]
            if name == "cnn32":
                p0, fwd, xs = ps.cnn_params(probe.np, 0, ps.CNN_WIDTHS), probe.cnn, (batch, *ps.chw_to_hwc(shape))
            else:
                p0, fwd, xs = probe.init_transformer(0), probe.transformer, (batch, *shape)
            fn = jax.jit(probe.sgd(probe.loss(fwd), 0.01, 0.9), donate_argnums=(0, 1))
            args = (probe.put(p0, dev), probe.put(jax.tree_util.tree_map(probe.np.zeros_like, p0), dev),
                    probe.put(ps.np_normal(probe.np, 101, xs), dev), probe.put(ps.np_labels(probe.np, 102, batch), dev))
            jobs[f"train {name} {dev}"] = (fn, args)
    if acc and not os.environ.get("STUDY_NO_MATMUL_JOBS"):
        for label, dtype, prec in (("fp32", jnp.float32, "highest"), ("tf32", jnp.float32, "default"),
                                   ("fp16", jnp.float16, "default"), ("bf16", jnp.bfloat16, "default")):
            for n in (4096, 8192):
                b = probe.put(ps.np_normal(probe.np, 3, (n, n)), acc).astype(dtype)
                x = probe.put(ps.np_normal(probe.np, 4, (n, n)), acc).astype(dtype)
                scale = 1.0 / math.sqrt(n)

                def chain(x, b, reps, prec=prec, dtype=dtype, scale=scale):
                    return jax.lax.fori_loop(0, reps, lambda i, x: (jnp.matmul(x, b, precision=prec) * scale)
                                             .astype(dtype), x)

                jobs[f"matmul {label} {n}"] = (jax.jit(chain, donate_argnums=(0,)), (x, b, 3))
                single = jax.jit(lambda x, b, prec=prec: jnp.matmul(x, b, precision=prec))
                jobs[f"single {label} {n}"] = (single, (x, b))
    return jobs


def do_compile(args: argparse.Namespace) -> None:
    ps = load_script()
    probe, acc = probe_for(ps)
    jobs = compile_jobs(ps, probe, acc)
    wanted = [k for k in jobs if not args.only or any(k.startswith(o) for o in args.only)]

    def one(name: str) -> tuple[str, float, float]:
        fn, fargs = jobs[name]
        t = time.perf_counter()
        lowered = fn.lower(*fargs)
        t1 = time.perf_counter()
        lowered.compile()
        return name, t1 - t, time.perf_counter() - t1

    start = time.perf_counter()
    if args.parallel:
        with concurrent.futures.ThreadPoolExecutor(args.parallel) as pool:
            results = list(pool.map(one, wanted))
    else:
        results = [one(n) for n in wanted]
    wall = time.perf_counter() - start
    for name, lower, comp in results:
        print(f"compile {name:24s} lower {lower:6.2f} s compile {comp:6.2f} s", flush=True)
    print(f"compile total wall {wall:.2f} s (parallel={args.parallel}) sum {sum(r[1] + r[2] for r in results):.2f} s",
          flush=True)


def do_copy(args: argparse.Namespace) -> None:
    import jax
    import jax.numpy as jnp

    numel = (args.mib << 20) // 4
    moved = 2.0 * numel * 4

    def bench(label, call, passes, blocks=7, k=5):  # type: ignore[no-untyped-def]
        state = {"x": jnp.ones((numel,), jnp.float32)}
        for _ in range(3):
            state["x"] = call(state["x"])
        jax.block_until_ready(state["x"])
        times = []
        for _ in range(blocks):
            time.sleep(0.1)
            t = time.perf_counter()
            for _ in range(k):
                state["x"] = call(state["x"])
            jax.block_until_ready(state["x"])
            times.append((time.perf_counter() - t) / (k * passes))
        per = statistics.median(times)
        print(f"copy {label:44s} {per * 1e3:7.3f} ms/pass {moved / per / 1e9:7.0f} GB/s  "
              f"blocks {[round(moved / t / 1e9) for t in times]}", flush=True)

    traced = jax.jit(lambda x, reps: jax.lax.fori_loop(0, reps, lambda i, x: x + 1.0, x), donate_argnums=(0,))
    for reps in (1, 6, 20):
        bench(f"traced trip count, reps={reps} (probe)", lambda x, r=reps: traced(x, r), reps)
    static20 = jax.jit(lambda x: jax.lax.fori_loop(0, 20, lambda i, x: x + 1.0, x), donate_argnums=(0,))
    bench("static trip count 20 (reference)", static20, 20)
    static1 = jax.jit(lambda x: x + 1.0, donate_argnums=(0,))
    bench("one pass per dispatch, donated", static1, 1, k=40)
    static1n = jax.jit(lambda x: x + 1.0)
    bench("one pass per dispatch, not donated", static1n, 1, k=40)
    # what reps_for sees: the first two calls of the traced function, one pass each
    x = jnp.ones((numel,), jnp.float32)
    fresh = jax.jit(lambda x, reps: jax.lax.fori_loop(0, reps, lambda i, x: x + 1.0, x), donate_argnums=(0,))
    for i in range(4):
        t = time.perf_counter()
        x = fresh(x, 1)
        jax.block_until_ready(x)
        print(f"traced reps=1 call {i}: {(time.perf_counter() - t) * 1e3:.2f} ms", flush=True)


def do_flags(args: argparse.Namespace) -> None:
    """Compile time and speed of the GPU training steps and of static-trip matrix chains under this process's
    XLA_FLAGS (the shell sets them: default, --xla_gpu_enable_triton_gemm=false, --xla_gpu_autotune_level=0)."""
    ps = load_script()
    probe, acc = probe_for(ps)
    jax, jnp = probe.jax, probe.jnp
    print("XLA_FLAGS", repr(os.environ.get("XLA_FLAGS", "")), flush=True)
    jobs = compile_jobs(ps, probe, acc)
    dev = acc or "cpu"
    for name in (f"correctness {dev}", f"train cnn32 {dev}", f"train transformer {dev}"):
        fn, fargs = jobs[name]
        t = time.perf_counter()
        compiled = fn.lower(*fargs).compile()
        comp = time.perf_counter() - t
        if name.startswith("train"):
            state = list(fargs)
            for _ in range(3):
                state[0], state[1], loss = compiled(*state)
            jax.block_until_ready(loss)
            t = time.perf_counter()
            for _ in range(args.steps):
                state[0], state[1], loss = compiled(*state)
            jax.block_until_ready(loss)
            print(f"flags {name:24s} compile {comp:5.2f} s  step {(time.perf_counter() - t) / args.steps * 1e3:.3f} ms",
                  flush=True)
        else:
            print(f"flags {name:24s} compile {comp:5.2f} s", flush=True)
    for label, dtype, prec, n in (("fp32", jnp.float32, "highest", 4096), ("tf32", jnp.float32, "default", 8192),
                                  ("fp16", jnp.float16, "default", 8192), ("bf16", jnp.bfloat16, "default", 8192)):
        n = n // args.shrink
        b = probe.put(ps.np_normal(probe.np, 3, (n, n)), dev).astype(dtype)
        state = {"x": probe.put(ps.np_normal(probe.np, 4, (n, n)), dev).astype(dtype)}
        scale = 1.0 / math.sqrt(n)
        def chain(x, b, prec=prec, dtype=dtype, scale=scale, reps=20):
            return jax.lax.fori_loop(0, reps, lambda i, x: (jnp.matmul(x, b, precision=prec) * scale).astype(dtype), x)

        t = time.perf_counter()
        fn = jax.jit(chain, donate_argnums=(0,)).lower(state["x"], b).compile()
        comp = time.perf_counter() - t
        for _ in range(2):
            state["x"] = fn(state["x"], b)
        jax.block_until_ready(state["x"])
        rates = []
        for _ in range(7):
            time.sleep(0.2)
            t = time.perf_counter()
            state["x"] = fn(state["x"], b)
            jax.block_until_ready(state["x"])
            rates.append(20 * 2.0 * n ** 3 / (time.perf_counter() - t) / 1e12)
        print(f"flags matmul {label} n={n} static 20: compile {comp:5.2f} s  {statistics.median(rates):6.1f} TFLOPS "
              f"{[round(r) for r in rates]}", flush=True)


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("what", choices=("compile", "copy", "flags"))
    p.add_argument("--parallel", type=int, default=0)
    p.add_argument("--only", nargs="*")
    p.add_argument("--mib", type=int, default=1024)
    p.add_argument("--shrink", type=int, default=1)
    p.add_argument("--steps", type=int, default=30)
    args = p.parse_args()
    {"compile": do_compile, "copy": do_copy, "flags": do_flags}[args.what](args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
