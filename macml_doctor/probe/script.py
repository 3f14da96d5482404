# macml-doctor GPU probe.
#
# Executed by the *target* interpreter as a child process: it imports only the standard library and
# the framework under test (torch, tensorflow, jax or mlx), and runs unchanged on CPython 3.8 to 3.13.
#
#   python probe_script.py --device auto|mps|cuda|cpu --framework torch|tensorflow|jax|mlx --budget SECONDS
#
# It streams progress events as JSON lines on stdout ({"event": "progress", ...}) and ends with one
# {"event": "result", ...} line. Method (see ../shared/research/performance-anchors.md §3):
# - every shape is fixed and every input is synthetic, created on the device;
# - every timed block ends with an explicit synchronisation (torch.cuda/mps.synchronize(), JAX's
#   block_until_ready, MLX's mx.eval, or a host read in TensorFlow), after a warm-up that covers
#   compilation, kernel selection, allocator growth and clock ramp;
# - a result is the median of several timed blocks, with its spread (interquartile range / median) and its
#   interval (the rates of the blocks at the quartiles);
# - the training workloads are sized so that the accelerator's step is bound by its own work, not by the host
#   launching it: a launch-bound step moves with the host's single-core speed from run to run (on an H200,
#   batch 64 varied 12-25 % between runs, batch 512 stays within a few per cent; BENCHMARKS.md);
# - the CPU baseline runs with all performance cores (torch's thread count is recorded). Half the threads, bound or
#   not, was tried on an H200 host for issue 14 and did not steady the headline (BENCHMARKS.md);
# - the CPU's training steps are timed one step a block, up to CPU_BLOCKS blocks after one warm-up step, and the
#   median taken: a step is long (0.3-0.7 s) and a stray slow one must not move the figure;
# - the whole run, imports and CPU baseline included, fits in --budget: step counts adapt to it, and
#   a stage that cannot fit is listed under "skipped" with the reason.
import argparse
import copy
import json
import math
import os
import platform
import subprocess
import sys
import time

T0 = time.perf_counter()  # the budget counts from here, so it includes importing the framework
PROBE_VERSION = 2

# Correctness tolerance (relative). Both sides train the same fp32 model from the same weights on the
# same batch; they differ only in the order of floating-point reductions (other conv/matmul kernels,
# other thread counts). fp32 rounding is 6e-8 per operation; a reduction over K <= 2048 terms in another
# order changes a result by about sqrt(K) * 6e-8 = 3e-6, and five small-learning-rate SGD steps on this
# well-conditioned net amplify that by well under 10x, so healthy backends agree to ~1e-5 (CUDA without
# TF32, MPS, multi-threaded CPU). Real wrong-result bugs (a broken kernel, a silent CPU fallback that
# drops a stride, a reduced-precision path) show up at 1e-2 and above. 1e-3 sits two orders of magnitude
# above healthy noise and one below real bugs. TF32 is switched off for the comparison (TF32 alone
# differs by ~1e-3 and is a documented speed/precision trade, not a bug).
# Every framework starts the net as PyTorch starts it: weights and biases uniform in +-1/sqrt(fan-in), from a
# seeded generator. Over 300 random starts (TensorFlow, fp32 against float64 on the CPU:
# benchmarks/correctness_starts.py, BENCHMARKS.md) the largest weight difference was then 6e-5, 6e-6 at the 99th
# percentile. Biases that start at zero (as Keras, JAX's usual and MLX's convolutions start them) have only their
# five small updates for a size: one ReLU input on the other side of zero in the other rounding order moves one
# by up to 1e-3 of it (4e-4 at the 99th percentile). TensorFlow's check failed so once in CI (1.1e-3), when its
# weights were Keras's, drawn anew in every process. He-scaled kernels (2.4x as large) steepen the steps: 2 of
# 300 starts over 1e-3.
TOLERANCE = 1e-3
# MLX on CUDA computes fp32 matrix products in TF32 and has no switch for it (performance-anchors.md, "MLX and
# JAX on an NVIDIA H200"): there the comparison allows TF32's rounding (~1e-3), still below real bugs.
TOLERANCE_TF32 = 1e-2
CORRECTNESS_STEPS = 5

MAX_BLOCKS = 5
MIN_BLOCKS = 3
CPU_BLOCKS = 9  # the CPU's training steps: one step a block, the median of up to this many

# Shapes shared by every framework (the H200 reference scripts in benchmarks/ use the same ones).
CNN_WIDTHS = (32, 64, 128, 128)
CORRECTNESS_WIDTHS = (8, 16, 32, 32)  # the same layer types at a quarter of the width: 1/16 of the cost
WORKLOADS = {
    # name: (batch, input shape per sample: channels first as torch has it)
    "cnn32": (512, (3, 32, 32)),
    "transformer": (512, (64, 256)),
}
# Training GFLOP per sample (forward + backward = 3x the forward's multiply-adds x 2), counted from the layers:
# the CNN's four convolutions 96 MFLOP forward; the transformer block's linear layers and attention over 64
# tokens 105 MFLOP forward. At the CPU's fp32 matmul rate this gives a lower bound on a CPU step's time.
TRAIN_GFLOP_PER_SAMPLE = {"cnn32": 0.29, "transformer": 0.31}
TRANSFORMER = {"dims": 256, "heads": 4, "mlp": 1024, "classes": 10}
CALIBRATION_BATCH = 8  # MLX: one CPU step at this batch predicts the full step's time (check_cpu_step)
# JAX on Linux: matrix products through cuBLAS rather than XLA's Triton GEMMs. Same speed on an H200 (fp32/tf32/
# fp16/bf16 products and both training steps within 2 %), but the Triton autotuner compiles dozens of kernels per
# product shape: 9.6 s to compile the fp32 chain and 8.6 s the transformer step, against 0.2 s and 2.6 s without
# it, more than the whole default budget (issue 14, BENCHMARKS.md). A user's own setting of the flag is kept.
XLA_TRITON_GEMM_OFF = "--xla_gpu_enable_triton_gemm=false"


def emit(event, **fields):
    fields["event"] = event
    sys.stdout.write(json.dumps(fields, sort_keys=True) + "\n")
    sys.stdout.flush()


def now():
    return time.perf_counter()


class Budget(object):
    def __init__(self, total_s):
        self.total = float(total_s)

    def elapsed(self):
        return now() - T0

    def left(self):
        # 8 % held back: a stage may overrun its share a little (its last block), and the result must
        # still be written inside the budget.
        return 0.92 * self.total - self.elapsed()


class Skip(Exception):
    """A stage that cannot run (not supported, or no room left in the budget)."""


def quantile(ordered, q):
    pos = q * (len(ordered) - 1)
    lo = int(math.floor(pos))
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def stats(values):
    """(median, spread) with spread = interquartile range / median, robust to one stray block (as
    torch.utils.benchmark reports it); with 3-5 blocks the IQR spans the middle blocks, about half of
    (max - min) / median (checks/probe.toml's max_spread is set on this scale)."""
    ordered = sorted(values)
    median = quantile(ordered, 0.5)
    spread = (quantile(ordered, 0.75) - quantile(ordered, 0.25)) / median if median > 0 else float("inf")
    return median, spread


class Timing(object):
    """Seconds per call of the timed blocks: median, spread, blocks timed, calls per block."""

    def __init__(self, times, k):
        self.times = list(times)
        self.k = k
        self.per, self.spread = stats(self.times)
        self.blocks = len(self.times)

    def rate(self, work):
        return work / self.per

    def interval(self, work):
        """The rate of work per second at the blocks' quartiles: [slower, faster]."""
        ordered = sorted(self.times)
        return [work / quantile(ordered, 0.75), work / quantile(ordered, 0.25)]


def warm_up(fn, sync, slice_s, warm_s, warm_calls, compiles=False):
    """Run fn until warm_calls calls and warm_s seconds have passed; each call synchronised so that its
    time is real. Returns the time of one call (the faster of the last two). A first call longer than the
    whole share ends the stage, unless the first call compiles (JAX, tf.function): then the second says."""
    start = now()
    sync()
    last = []
    while True:
        t = now()
        fn()
        sync()
        last.append(now() - t)
        spent = now() - start
        if len(last) >= warm_calls and spent >= warm_s:
            break
        if len(last) == 1 and last[0] > slice_s and not compiles:
            raise Skip("one call takes at least %.2f s, more than this stage's %.2f s share of the budget"
                       % (last[0], slice_s))
        if spent > 0.5 * slice_s and len(last) >= 2:
            if last[-1] <= 0.5 * slice_s:
                break
            raise Skip("one call takes %.2f s, more than half of this stage's %.2f s share of the budget"
                       % (last[-1], slice_s))
    return min(last[-2:])


def measure(fn, sync, slice_s, min_block_s=0.03, warm_s=0.25, max_block_s=None, rest_s=0.0, warm_calls=3,
            compiles=False, max_blocks=MAX_BLOCKS, fill=False):
    """Time fn() in blocks; returns a Timing (seconds per call).

    Warm-up: at least warm_calls calls and warm_s seconds of work (kernel choice, allocator, clocks). Then up
    to MAX_BLOCKS blocks of k calls, k chosen so that a block lasts at least min_block_s (and at most
    max_block_s) and all blocks fit in what is left of slice_s. rest_s of idle before each block lets a
    power-capped GPU return to its boost clock, so that a block measures the chip's rate rather than its
    power limit under a long sustained load. When compiling (compiles=True) took the share, MIN_BLOCKS short
    blocks still run if they cost at most half the share: the stage overruns a little rather than waste the
    compilation. max_blocks raises the number of blocks (the CPU's long training steps: one step a block); with
    fill, blocks go on while the next one fits before the stage's deadline (judged by the median block so far,
    not by the warm-up call, which pays one-time costs), up to max_blocks.
    """
    start = now()
    if slice_s <= 0:
        raise Skip("setting it up (loading, compiling, choosing the size) took this stage's whole share of the "
                   "budget")
    per_call = warm_up(fn, sync, slice_s, min(warm_s, 0.3 * slice_s), warm_calls, compiles)
    remaining = slice_s - (now() - start)
    remaining -= rest_s * max_blocks
    if per_call * MIN_BLOCKS > remaining * 1.5:
        least = MIN_BLOCKS * max(per_call, min_block_s)
        if not (compiles and least + MIN_BLOCKS * rest_s <= 0.5 * slice_s):
            raise Skip("one call takes %.3f s; %d timed blocks do not fit in the %.2f s left for this stage"
                       % (per_call, MIN_BLOCKS, max(remaining, 0.0)))
        remaining = least
    deadline = now() + remaining + rest_s * max_blocks
    block_s = max(min_block_s, 0.85 * remaining / max_blocks - rest_s)
    if max_block_s:
        block_s = min(block_s, max(max_block_s, min_block_s))
    k = max(1, int(block_s / per_call))
    blocks = int(remaining / (k * per_call)) if per_call > 0 else max_blocks
    blocks = max(MIN_BLOCKS, min(max_blocks, blocks))
    if blocks * k * per_call > remaining:
        k = max(1, int(remaining / (blocks * per_call)))
    if fill:
        blocks = max_blocks
    times = []
    for _ in range(blocks):
        if len(times) >= 2 and now() > deadline:
            break  # the machine got slower than the warm-up said (other load): keep the budget
        if fill and len(times) >= MIN_BLOCKS and now() + rest_s + k * stats(times)[0] > deadline:
            break
        sync()
        if rest_s:
            time.sleep(rest_s)
        times.append(timed_block(fn, sync, k))
    return Timing(times, k)  # the blocks actually timed (an early break may stop at 2)


def timed_block(fn, sync, k):
    t = now()
    for _ in range(k):
        fn()
    sync()
    return (now() - t) / k


def sh(argv):
    try:
        return subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=4,
                              universal_newlines=True).stdout.strip()
    except Exception:  # noqa: BLE001 - context is best effort
        return ""


def memory_bytes():
    if sys.platform == "darwin":
        out = sh(["sysctl", "-n", "hw.memsize"])
        return int(out) if out.isdigit() else None
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return None


def base_context():
    ctx = {
        "python": platform.python_version(),
        "executable": sys.executable,
        "platform": platform.platform(),
        "machine": platform.machine(),
        "cpu_count": os.cpu_count(),
        "memory_bytes": memory_bytes(),
        "mps_fallback": os.environ.get("PYTORCH_ENABLE_MPS_FALLBACK"),
    }
    if sys.platform == "darwin":
        perf = sh(["sysctl", "-n", "hw.perflevel0.physicalcpu"])
        ctx["perf_cores"] = int(perf) if perf.isdigit() else None
        ctx["translated"] = sh(["sysctl", "-n", "sysctl.proc_translated"]) == "1"
        ctx["cpu_brand"] = sh(["sysctl", "-n", "machdep.cpu.brand_string"]) or None
    return ctx


def copy_buffer_bytes(dev, mem):
    """Far larger than any last-level cache (Apple SLC 8-96 MB, H100/H200 L2 50-60 MB), and sized to the
    machine: two buffers take at most 1/8 of memory (1/16 each), capped at 1 GiB each on a GPU and 256 MiB on
    the CPU (2.7x the largest Apple SLC; a larger CPU buffer only costs budget)."""
    cap = (1 << 30) if dev != "cpu" else (256 << 20)
    size = min(cap, (mem // 16) if mem else (256 << 20))
    return max(size, 64 << 20)


def verdict(compared, ref_losses, dev_losses, param_diff, tolerance, **extra):
    """The correctness result: both sides' losses and the largest relative weight difference."""
    loss_diff = max(abs(a - b) / max(abs(a), 1e-12) for a, b in zip(ref_losses, dev_losses))
    finite = all(math.isfinite(v) for v in list(dev_losses) + list(ref_losses)) and math.isfinite(param_diff)
    ok = finite and loss_diff <= tolerance and param_diff <= tolerance
    out = {"compared": compared, "steps": CORRECTNESS_STEPS, "dtype": "fp32", "tolerance": tolerance,
           "loss_rel_diff": loss_diff, "param_rel_diff": param_diff, "ok": ok, "applicable": True,
           "losses_reference": list(ref_losses), "losses_device": list(dev_losses)}
    out.update(extra)
    return out


def not_applicable(compared, reason):
    return {"compared": compared, "steps": CORRECTNESS_STEPS, "dtype": "fp32", "tolerance": TOLERANCE,
            "ok": None, "applicable": False, "reason": reason}


def speedups(training, acc):
    """Device over CPU samples/s per workload, with the interval the two stages' intervals allow."""
    out = []
    if not acc:
        return out
    by = {(t["workload"], t["device"]): t for t in training}
    for (name, dev), t in sorted(by.items()):
        cpu = by.get((name, "cpu"))
        if dev != acc or cpu is None:
            continue
        ratio = t["samples_per_s"] / cpu["samples_per_s"]
        lo = t["interval"][0] / cpu["interval"][1]
        hi = t["interval"][1] / cpu["interval"][0]
        out.append({"workload": name, "speedup": ratio, "spread": t["spread"] + cpu["spread"],
                    "interval": [lo, hi],
                    "device_samples_per_s": t["samples_per_s"], "cpu_samples_per_s": cpu["samples_per_s"]})
    return out


class Probe(object):
    """The stages every framework runs, in one order and one budget; subclasses supply the framework parts:

    accelerator() -> (device label or None, why not, accelerator description or None)
    sync_for(dev), train_step(name, dev) -> (step, batch), matmul_call(dev, label, n) -> (fn, products per
    call), copy_call(dev) -> (fn, bytes moved per call, buffer MiB), matmul_labels(acc), correctness(acc),
    cpu_threads().
    """

    name = "?"
    compiles = False  # the first call of a step compiles it (JAX's jit)
    headline_first = False  # each workload's accelerator and CPU steps before the matrix products (see plan)
    # Device-side block settings for matrix products on an accelerator (see run_matmul).
    burst = {"min_block_s": 0.02, "max_block_s": 0.06, "warm_s": 0.1, "rest_s": 0.1}

    def __init__(self, module, args, budget, result):
        self.m = module
        self.args = args
        self.budget = budget
        self.result = result

    # --- stages -----------------------------------------------------------------------------------------

    def run_training(self, name, dev, slice_s):
        cpu_rate = self.result.get("cpu_matmul_tflops")
        if dev == "cpu" and cpu_rate:
            batch = WORKLOADS[name][0]
            least = batch * TRAIN_GFLOP_PER_SAMPLE[name] / (cpu_rate * 1e3)
            if least * 2 > slice_s:  # the warm-up needs two steps
                raise Skip("one step is %.0f GFLOP: at this CPU's %.0f GFLOPS fp32 matmul rate at least %.1f s, and "
                           "two of them do not fit in this stage's %.2f s share of the budget"
                           % (batch * TRAIN_GFLOP_PER_SAMPLE[name], cpu_rate * 1e3, least, slice_s))
        if dev == "cpu":
            self.before_cpu_timing()
            self.check_cpu_step(name, slice_s)
        step, batch = self.train_step(name, dev)
        if dev == "cpu":
            # One warm-up step (the first pays for allocation and kernel choice; later ones are steady: issue 14's
            # H200 measurements), then blocks of one step each, as many as fit (up to CPU_BLOCKS), and the median.
            timing = measure(step, self.sync_for(dev), slice_s, min_block_s=0.0, warm_s=0.05 * slice_s, warm_calls=1,
                             compiles=self.compiles, max_block_s=1e-9, max_blocks=CPU_BLOCKS, fill=True)
        else:
            timing = measure(step, self.sync_for(dev), slice_s, min_block_s=0.05, warm_s=0.25, warm_calls=3,
                             compiles=self.compiles)
        return self.training_entry(name, dev, batch, timing)

    def before_cpu_timing(self):
        """Called before each CPU timing: JAX waits here for its background compilations (they would load the CPU)."""

    def check_cpu_step(self, name, slice_s):
        """Raise Skip when one CPU training step cannot fit in the stage's share (MLX: its CPU backend's
        convolutions can take a minute a step at batch 512)."""

    def prepare(self, acc):
        """Called once before the stages (JAX: start compiling every training step in the background)."""

    def training_entry(self, name, dev, batch, timing):
        return {"workload": name, "device": dev, "batch": batch, "samples_per_s": timing.rate(batch),
                "interval": timing.interval(batch), "step_ms": timing.per * 1e3, "spread": timing.spread,
                "blocks": timing.blocks, "steps_per_block": timing.k}

    def cpu_matmul_n(self, slice_s):
        """4096 when the CPU can do it in the stage's share; else the largest of 2048/1024/512 that fits."""
        fn, reps = self.matmul_call("cpu", "fp32", 512)
        sync = self.sync_for("cpu")
        fn()
        sync()
        t = now()
        for _ in range(2):
            fn()
        sync()
        rate = 2 * reps * 2.0 * 512 ** 3 / max(now() - t, 1e-9)
        for n in (4096, 2048, 1024):
            if 2.0 * n ** 3 / rate <= slice_s / 12.0:
                return n
        return 512

    def run_matmul(self, dev, label, slice_s):
        start = now()
        sync = self.sync_for(dev)
        with self.matmul_mode(dev, label):
            if dev == "cpu":
                self.before_cpu_timing()
                n = self.cpu_matmul_n(slice_s)
                fn, reps = self.matmul_call(dev, label, n)
                timing = measure(fn, sync, slice_s - (now() - start), compiles=self.compiles)
            else:
                n = 4096
                fn, reps = self.matmul_call(dev, label, n, probe=True)
                times = []
                for _ in range(4):  # the first call also pays for library loading, compilation and kernel
                    sync()          # selection, so it is left out below
                    t = now()
                    fn()
                    sync()
                    times.append((now() - t) / reps)
                if min(times[1:]) < 1e-3:
                    # One 4096 product in under a millisecond (data-centre GPUs in tf32/fp16/bf16): at that size
                    # the tail of the grid and the launch gaps weigh on the rate, so measure 8192 instead.
                    n = 8192
                    fn = None
                    fn, reps = self.matmul_call(dev, label, n)
                else:
                    fn, reps = self.matmul_call(dev, label, n)
                # Tensor-core products on a data-centre GPU draw enough power to pull the clock down within a
                # fraction of a second; the chip's rate (what the peak describes) is measured in short bursts
                # of 20-60 ms after a brief idle, as the vendor-style reference benchmarks do.
                timing = measure(fn, sync, slice_s - (now() - start), compiles=self.compiles, **self.burst)
        work = reps * 2.0 * n ** 3 / 1e12
        entry = {"device": dev, "dtype": label, "n": n, "tflops": timing.rate(work),
                 "interval": timing.interval(work), "ms": timing.per / reps * 1e3, "spread": timing.spread,
                 "blocks": timing.blocks, "per_block": timing.k * reps}
        entry.update(self.matmul_notes(dev, label))
        if dev == "cpu":
            self.result["cpu_matmul_tflops"] = entry["tflops"]
        return entry

    def run_copy(self, dev, slice_s):
        if dev == "cpu":
            self.before_cpu_timing()
        fn, moved, mib = self.copy_call(dev)
        timing = measure(fn, self.sync_for(dev), slice_s, min_block_s=0.03, compiles=self.compiles)
        work = moved / 1e9
        return {"device": dev, "buffer_mib": mib, "gbs": timing.rate(work), "interval": timing.interval(work),
                "ms": timing.per * 1e3, "spread": timing.spread, "blocks": timing.blocks, "per_block": timing.k,
                "counts": "read+write"}

    def matmul_mode(self, dev, label):
        return _Nothing()

    def matmul_notes(self, dev, label):
        return {}

    # --- orchestration -------------------------------------------------------------------------------------

    def plan(self, acc):
        """(stage name, weight, callable) in run order. Correctness first: it is cheap and matters most.
        The CPU's training steps are the slowest, and get the largest shares. With the CPU alone, the matrix
        product and the copy (cheap, steady) come before training, which may not fit at all (a compiling
        framework, a slow CPU backend)."""
        def training(name, dev):
            return ("train %s (%s)" % (name, dev), 3.0 if dev == "cpu" else 0.5,
                    lambda s: self.run_training(name, dev, s))

        stages = [("correctness", 0.4, lambda s: self.correctness(acc))]
        if not acc:
            return stages + [("matmul fp32 (cpu)", 1.0, lambda s: self.run_matmul("cpu", "fp32", s)),
                             ("copy bandwidth (cpu)", 0.6, lambda s: self.run_copy("cpu", s)),
                             training("cnn32", "cpu"), training("transformer", "cpu")]
        matmuls = [("matmul %s (%s)" % (label, acc), 0.9, (lambda lb: lambda s: self.run_matmul(acc, lb, s))(label))
                   for label in self.matmul_labels(acc)]
        rates = matmuls + [("copy bandwidth (%s)" % acc, 0.4, lambda s: self.run_copy(acc, s)),
                           ("matmul fp32 (cpu)", 0.35, lambda s: self.run_matmul("cpu", "fp32", s)),
                           ("copy bandwidth (cpu)", 0.2, lambda s: self.run_copy("cpu", s))]
        if self.headline_first:
            # Each workload's accelerator and CPU steps side by side, before the rates: the speedup is what the
            # probe is for, and a framework whose compile times eat an unpredictable part of the budget must not
            # reach the CPU's steps with nothing left (JAX on an H200: no speedup in 5 of 5 default runs,
            # benchmarks/h200-probe-2026-12-02).
            return stages + [training("cnn32", acc), training("cnn32", "cpu"), training("transformer", acc),
                             training("transformer", "cpu")] + rates
        # The accelerator's stages first (short and steady: they must not be squeezed out by a CPU stage that
        # overran), then the CPU's matmul (its rate bounds a CPU training step) and copy, then the CPU's training
        # steps, the longest stages, last: whatever is left of the budget goes to them (issue 14's H200 runs).
        return (stages + [training("cnn32", acc), training("transformer", acc)] + rates
                + [training("cnn32", "cpu"), training("transformer", "cpu")])

    def run(self):
        res = self.result
        res["context"]["cpu_threads"] = self.cpu_threads()
        acc, why, described = self.accelerator()
        res["device"] = acc or "cpu"
        res["accelerator"] = described
        if not acc:
            res["accelerator_absent"] = why
            if self.args.device in ("cuda", "mps"):
                res["status"] = "device-unavailable"
                return
        stages = self.plan(acc)
        self.prepare(acc)
        weights_left = sum(w for _, w, _ in stages)
        for index, (name, weight, fn) in enumerate(stages):
            share = self.budget.left() * weight / weights_left
            weights_left -= weight
            emit("progress", stage=name, index=index, total=len(stages), elapsed_s=round(self.budget.elapsed(), 3),
                 budget_s=self.budget.total)
            # The verdict always runs (a few small steps): a probe without one proves nothing, even when a slow
            # import took the whole budget (a loaded machine).
            if share <= 0.05 and name != "correctness":
                res["skipped"].append({"stage": name, "reason": "the budget was spent before this stage"})
                continue
            try:
                out = fn(share)
            except Skip as exc:
                res["skipped"].append({"stage": name, "reason": str(exc)})
                continue
            except Exception as exc:  # noqa: BLE001 - one stage's failure (an unsupported op) is a result
                res["errors"].append({"stage": name, "error": "%s: %s" % (type(exc).__name__, str(exc)[:300])})
                continue
            if name == "correctness":
                res["correctness"] = out
            elif name.startswith("train"):
                res["training"].append(out)
            elif name.startswith("matmul"):
                res["matmul"].append(out)
            else:
                res["bandwidth"].append(out)
        emit("progress", stage="done", index=len(stages), total=len(stages),
             elapsed_s=round(self.budget.elapsed(), 3), budget_s=self.budget.total)
        res["speedups"] = speedups(res["training"], acc)
        res["status"] = "ok"

    def reps_for(self, call, dev, target_s=0.01):
        """How many chained operations make one call last about target_s (at most 64)."""
        sync = self.sync_for(dev)
        call(1)
        sync()
        t = now()
        call(1)
        sync()
        one = max(now() - t, 1e-6)
        return int(max(1, min(64, target_s / one)))


class _Nothing(object):
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def chw_to_hwc(shape):
    return (shape[1], shape[2], shape[0]) if len(shape) == 3 else shape


def np_normal(np, seed, shape, scale=1.0):
    """fp32 normal numbers from NumPy's generator: the same in every process and every framework version."""
    return np.random.default_rng(seed).standard_normal(shape, dtype=np.float32) * np.float32(scale)


def np_labels(np, seed, batch):
    return np.random.default_rng(seed).integers(0, 10, (batch,)).astype(np.int32)


def cnn_params(np, seed, widths):
    """The CNN's weights for JAX and TensorFlow, in their common layout: (HWIO kernel, bias) for each convolution,
    then the head's (in x out weight, bias). Every tensor uniform in +-1/sqrt(fan-in), as PyTorch starts a
    convolution or a linear layer (why: see TOLERANCE)."""
    def uniform(i, fan_in, shape):
        bound = 1.0 / math.sqrt(fan_in)
        return np.random.default_rng(seed + i).uniform(-bound, bound, shape).astype(np.float32)

    params = []
    cin = 3
    for i, cout in enumerate(widths):
        params.append((uniform(i, 9 * cin, (3, 3, cin, cout)), uniform(20 + i, 9 * cin, (cout,))))
        cin = cout
    params.append((uniform(9, cin, (cin, 10)), uniform(29, cin, (10,))))
    return params


# --- torch --------------------------------------------------------------------------------------------


class TorchProbe(Probe):
    name = "torch"

    def __init__(self, torch, args, budget, result):
        Probe.__init__(self, torch, args, budget, result)
        self.torch = torch
        self.nn = torch.nn

    # devices and synchronisation
    def pick(self):
        torch = self.torch
        cuda = torch.cuda.is_available()
        mps_backend = getattr(torch.backends, "mps", None)
        mps = bool(mps_backend is not None and mps_backend.is_available())
        if self.args.device == "cpu":
            return None, "the CPU was asked for (--device cpu)"
        if self.args.device == "cuda":
            return ("cuda", None) if cuda else (None, self.cuda_reason())
        if self.args.device == "mps":
            return ("mps", None) if mps else (None, self.mps_reason(mps_backend))
        if cuda:
            return "cuda", None
        if mps:
            return "mps", None
        if sys.platform == "darwin":
            return None, self.mps_reason(mps_backend)
        return None, self.cuda_reason()

    def accelerator(self):
        torch = self.torch
        ctx = self.result["context"]
        acc, why = self.pick()
        described = None
        if acc == "cuda":
            props = torch.cuda.get_device_properties(0)
            described = {"type": "cuda", "name": torch.cuda.get_device_name(0),
                         "capability": "%d.%d" % (props.major, props.minor),
                         "sms": props.multi_processor_count, "memory_bytes": props.total_memory}
            ctx["tf32_matmul_default"] = bool(torch.backends.cuda.matmul.allow_tf32)
            ctx["tf32_cudnn_default"] = bool(torch.backends.cudnn.allow_tf32)
        elif acc == "mps":
            described = {"type": "mps", "name": ctx.get("cpu_brand") or "Apple GPU (MPS)"}
        return acc, why, described

    def cuda_reason(self):
        torch = self.torch
        if getattr(torch.version, "cuda", None) is None:
            return "this torch build has no CUDA support (torch %s)" % torch.__version__
        return "torch %s was built with CUDA %s but sees no CUDA device" % (torch.__version__, torch.version.cuda)

    def mps_reason(self, backend):
        if backend is None:
            return "this torch has no MPS backend"
        if not backend.is_built():
            return "this torch build was not built with MPS"
        return "torch.backends.mps.is_available() is False"

    def sync_for(self, dev):
        torch = self.torch
        if dev == "cuda":
            return torch.cuda.synchronize
        if dev == "mps":
            mps = getattr(torch, "mps", None)
            if mps is not None and hasattr(mps, "synchronize"):
                return mps.synchronize
            # torch 1.12-1.13 has no torch.mps.synchronize: a host read waits for the queued MPS work
            return lambda: torch.zeros(1, device="mps").cpu()
        return lambda: None

    # workloads
    def make_cnn(self, widths=CNN_WIDTHS):
        nn = self.nn
        c1, c2, c3, c4 = widths
        return nn.Sequential(
            nn.Conv2d(3, c1, 3, padding=1), nn.ReLU(),
            nn.Conv2d(c1, c2, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(c2, c3, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(c3, c4, 3, padding=1), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(c4, 10),
        )

    def make_transformer(self):
        nn = self.nn
        t = TRANSFORMER

        class Encoder(nn.Module):
            def __init__(self):
                super(Encoder, self).__init__()
                self.block = nn.TransformerEncoderLayer(t["dims"], t["heads"], t["mlp"], dropout=0.0,
                                                        batch_first=True)
                self.head = nn.Linear(t["dims"], t["classes"])

            def forward(self, x):
                return self.head(self.block(x).mean(dim=1))

        return Encoder()

    def train_step(self, name, dev):
        torch = self.torch
        batch, shape = WORKLOADS[name]
        torch.manual_seed(0)
        model = (self.make_cnn() if name == "cnn32" else self.make_transformer()).to(dev)
        opt = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
        x = torch.randn((batch,) + shape, device=dev)
        y = torch.randint(0, 10, (batch,), device=dev)
        loss_fn = self.nn.CrossEntropyLoss()

        def step():
            opt.zero_grad(set_to_none=True)
            loss = loss_fn(model(x), y)
            loss.backward()
            opt.step()

        return step, batch

    def matmul_labels(self, acc):
        return ["fp32"] + (["tf32"] if acc == "cuda" else []) + ["fp16", "bf16"]

    def matmul_dtype(self, dev, label):
        torch = self.torch
        if label in ("fp32", "tf32"):
            return torch.float32
        if label == "fp16":
            return torch.float16
        if dev == "cuda" and not torch.cuda.is_bf16_supported():
            raise Skip("bf16 is not supported on this GPU")
        return torch.bfloat16

    def matmul_mode(self, dev, label):
        return _Tf32(self.torch, label == "tf32") if dev == "cuda" else _Nothing()

    def matmul_notes(self, dev, label):
        return {"tf32": label == "tf32"} if dev == "cuda" else {}

    def matmul_call(self, dev, label, n, probe=False):
        torch = self.torch
        dtype = self.matmul_dtype(dev, label)
        self._operands = None  # free the previous size's operands first
        a = torch.randn((n, n), device=dev).to(dtype)
        b = torch.randn((n, n), device=dev).to(dtype)
        out = torch.empty((n, n), dtype=dtype, device=dev)
        self._operands = (a, b, out)
        return (lambda: torch.mm(a, b, out=out)), 1

    def copy_call(self, dev):
        torch = self.torch
        numel = copy_buffer_bytes(dev, self.device_memory(dev)) // 4
        src = torch.ones(numel, dtype=torch.float32, device=dev)
        dst = torch.empty_like(src)
        return (lambda: dst.copy_(src)), 2.0 * numel * 4, numel * 4 / float(1 << 20)

    def device_memory(self, dev):
        if dev == "cuda":
            return self.torch.cuda.get_device_properties(0).total_memory
        return self.result["context"].get("memory_bytes")

    def correctness(self, acc):
        return self.run_correctness(acc or "cpu")

    def run_correctness(self, dev):
        """Train the same fp32 CNN from the same weights on the same batch on CPU and on dev; compare."""
        torch = self.torch
        threads = torch.get_num_threads()
        torch.manual_seed(1234)
        reference = self.make_cnn(CORRECTNESS_WIDTHS)
        other = copy.deepcopy(reference)
        gen = torch.Generator().manual_seed(4321)
        x = torch.randn((8, 3, 32, 32), generator=gen)
        y = torch.randint(0, 10, (8,), generator=gen)
        if dev == "cpu" and threads == 1:
            # One CPU thread and no accelerator: there is no second computation to compare with, so the
            # check cannot fail and must not claim agreement.
            return not_applicable("cpu (1 thread) only", "one CPU thread and no accelerator: nothing to compare with")
        saved = None
        if dev == "cuda":
            saved = (torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32)
            torch.backends.cuda.matmul.allow_tf32 = False
            torch.backends.cudnn.allow_tf32 = False
        try:
            if dev == "cpu":
                # No accelerator under test: compare a single-threaded CPU run with the multi-threaded one
                # (other reduction order and other kernels), so the check still runs and can still fail.
                torch.set_num_threads(1)
                ref_losses = self.train_steps(reference, x, y, "cpu")
                torch.set_num_threads(threads)
                compared = "cpu (1 thread) vs cpu (%d threads)" % threads
            else:
                ref_losses = self.train_steps(reference, x, y, "cpu")
                compared = "cpu vs %s" % dev
            other = other.to(dev)
            dev_losses = self.train_steps(other, x.to(dev), y.to(dev), dev)
        finally:
            torch.set_num_threads(threads)
            if saved is not None:
                torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32 = saved
        param_diff = 0.0
        for ref, got in zip(reference.parameters(), (p.detach().to("cpu") for p in other.parameters())):
            ref = ref.detach()
            param_diff = max(param_diff, float((got - ref).norm()) / max(float(ref.norm()), 1e-12))
        return verdict(compared, ref_losses, dev_losses, param_diff, TOLERANCE)

    def train_steps(self, model, x, y, dev):
        torch = self.torch
        opt = torch.optim.SGD(model.parameters(), lr=0.05)
        loss_fn = self.nn.CrossEntropyLoss()
        losses = []
        for _ in range(CORRECTNESS_STEPS):
            opt.zero_grad()
            loss = loss_fn(model(x), y)
            loss.backward()
            opt.step()
            losses.append(float(loss.detach().to("cpu")))
        self.sync_for(dev)()
        return losses

    def run(self):
        torch = self.torch
        ctx = self.result["context"]
        ctx["torch"] = torch.__version__
        ctx["torch_cuda"] = getattr(torch.version, "cuda", None)
        Probe.run(self)

    def cpu_threads(self):
        """All performance cores for the CPU baseline (macOS: hw.perflevel0; else torch's default)."""
        torch = self.torch
        perf = self.result["context"].get("perf_cores")
        if perf:
            torch.set_num_threads(int(perf))
        return torch.get_num_threads()


class _Tf32(object):
    """allow_tf32 for CUDA matrix products inside the block, restored after it."""

    def __init__(self, torch, on):
        self.matmul = torch.backends.cuda.matmul
        self.on = on

    def __enter__(self):
        self.before = self.matmul.allow_tf32
        self.matmul.allow_tf32 = self.on
        return self

    def __exit__(self, *exc):
        self.matmul.allow_tf32 = self.before
        return False


# --- jax ----------------------------------------------------------------------------------------------


class JaxProbe(Probe):
    """JAX: every step is one jit-compiled function, timed to jax.block_until_ready on its last output (a
    device runs its work in order, so that waits for every call before it)."""

    name = "jax"
    compiles = True
    headline_first = True  # XLA compiles each step and each matrix product: seconds each on an H200

    def __init__(self, jax, args, budget, result):
        Probe.__init__(self, jax, args, budget, result)
        import jax.numpy as jnp
        import numpy  # a dependency of jax

        self.jax = jax
        self.jnp = jnp
        self.np = numpy
        self.last = {}
        self.devices = {"cpu": jax.devices("cpu")[0]}
        self.pending = {}  # (workload, device) -> future of its compiled training step (prepare)
        self.functions = {}  # jitted matmul functions, reused across stages (compiled)
        self._operands = None

    def accelerator(self):
        jax = self.jax
        ctx = self.result["context"]
        ctx["jax"] = jax.__version__
        try:
            ctx["jaxlib"] = __import__("jaxlib").__version__
        except Exception:  # noqa: BLE001 - context is best effort
            pass
        ctx["jax_backend"] = jax.default_backend()
        first = jax.devices()[0]
        platform_name = str(first.platform).lower()
        kind = str(getattr(first, "device_kind", "") or "")
        ctx["jax_devices"] = ["%s:%s" % (d.platform, getattr(d, "device_kind", "")) for d in jax.devices()]
        if platform_name == "cpu":
            label, why = None, "JAX sees no accelerator (its backend is cpu: %s)" % ", ".join(ctx["jax_devices"])
        elif platform_name in ("gpu", "cuda") and ("nvidia" in kind.lower() or "cuda" in platform_name):
            label, why = "cuda", None
        elif platform_name == "metal":
            label, why = "metal", None
        else:
            label, why = platform_name, None
        wanted = {"cuda": "cuda", "mps": "metal"}.get(self.args.device)
        if self.args.device == "cpu":
            return None, "the CPU was asked for (--device cpu)", None
        if wanted and label != wanted:
            return None, "--device %s: JAX's backend is %s (%s)" % (
                self.args.device, ctx["jax_backend"], ", ".join(ctx["jax_devices"])), None
        if label is None:
            return None, why, None
        self.devices[label] = first
        return label, None, {"type": label, "name": kind or platform_name, "backend": ctx["jax_backend"]}

    def sync_for(self, dev):
        jax = self.jax

        def sync():
            out = self.last.get(dev)
            if out is not None:
                jax.block_until_ready(out)

        return sync

    def put(self, value, dev):
        return self.jax.device_put(value, self.devices[dev])

    # workloads, written with jax.numpy and jax.lax only (no flax/optax in the target). Weights and inputs come
    # from NumPy's generator (np_normal, cnn_params): each eager jax.random call compiles, seconds on a small CPU.
    def cnn(self, params, x, precision=None):
        """precision: explicit on every convolution and product (the correctness check's HIGHEST). Not through
        jax.default_matmul_precision: that setting is process-wide while the training steps are traced on other
        threads (prepare), and one H200 run's check then came out at TF32's error (2e-3; issue 14)."""
        jax, jnp = self.jax, self.jnp
        lax = jax.lax

        def conv(x, wb):
            y = lax.conv_general_dilated(x, wb[0], (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                         precision=precision)
            return jax.nn.relu(y + wb[1])

        def pool(x):
            return lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")

        x = conv(x, params[0])
        x = pool(conv(x, params[1]))
        x = pool(conv(x, params[2]))
        x = conv(x, params[3])
        w, b = params[4]
        return jnp.matmul(x.mean(axis=(1, 2)), w, precision=precision) + b

    def init_transformer(self, seed):
        np = self.np
        d, m, c = TRANSFORMER["dims"], TRANSFORMER["mlp"], TRANSFORMER["classes"]
        shapes = [(d, 3 * d), (d, d), (d, m), (m, d), (d, c)]
        params = {}
        for i, (name, shape) in enumerate(zip(("qkv", "out", "ff1", "ff2", "head"), shapes)):
            params[name] = (np_normal(np, seed + i, shape, 1 / math.sqrt(shape[0])), np.zeros((shape[1],), np.float32))
        for name in ("norm1", "norm2"):
            params[name] = (np.ones((d,), np.float32), np.zeros((d,), np.float32))
        return params

    def transformer(self, params, x):
        """torch.nn.TransformerEncoderLayer(256, 4, 1024, dropout=0, batch_first=True) (post-norm, ReLU),
        then the mean over the sequence and a linear head."""
        jax, jnp = self.jax, self.jnp
        heads = TRANSFORMER["heads"]

        def linear(x, wb):
            return x @ wb[0] + wb[1]

        def norm(x, gb):
            mean = x.mean(-1, keepdims=True)
            var = ((x - mean) ** 2).mean(-1, keepdims=True)
            return (x - mean) * jax.lax.rsqrt(var + 1e-5) * gb[0] + gb[1]

        b, t, d = x.shape
        q, k, v = jnp.split(linear(x, params["qkv"]), 3, axis=-1)
        q, k, v = [z.reshape(b, t, heads, d // heads).transpose(0, 2, 1, 3) for z in (q, k, v)]
        att = jax.nn.softmax(q @ k.transpose(0, 1, 3, 2) / math.sqrt(d // heads), axis=-1)
        a = (att @ v).transpose(0, 2, 1, 3).reshape(b, t, d)
        x = norm(x + linear(a, params["out"]), params["norm1"])
        x = norm(x + linear(jax.nn.relu(linear(x, params["ff1"])), params["ff2"]), params["norm2"])
        return linear(x.mean(axis=1), params["head"])

    def loss(self, forward):
        jax, jnp = self.jax, self.jnp

        def loss_fn(params, x, y):
            logits = forward(params, x)
            logp = jax.nn.log_softmax(logits)
            return -jnp.take_along_axis(logp, y[:, None], axis=1).mean()

        return loss_fn

    def sgd(self, loss_fn, lr, momentum):
        jax = self.jax
        tree_map = getattr(jax, "tree", None)
        tree_map = tree_map.map if tree_map is not None and hasattr(tree_map, "map") else jax.tree_util.tree_map

        def step(params, velocity, x, y):
            loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
            if momentum:
                velocity = tree_map(lambda v, g: momentum * v + g, velocity, grads)
                grads = velocity
            params = tree_map(lambda p, g: p - lr * g, params, grads)
            return params, velocity, loss

        return step

    def prepare(self, acc):
        """With an accelerator, compile the CPU's two training steps ahead of time on a background thread (XLA
        compiles outside the GIL) while the accelerator's stages run; the CPU's timings wait for it
        (before_cpu_timing). The accelerator's own steps compile in their stages, one at a time: compiled side by
        side on an H200, XLA's GPU autotuning runs several compilations' candidate kernels on the one GPU at
        once: 22 compiled at once each took 3-10x longer (17-27 s instead of 2-7 s), and with the four training
        steps compiled in parallel the default budget ran out before the matrix products in all five runs
        (benchmarks/h200-probe-2026-12-01b, issue 14)."""
        if not acc:
            return  # the CPU alone: its matmul and copy come first, and must not share the CPU with compilers
        import concurrent.futures

        pool = concurrent.futures.ThreadPoolExecutor(max_workers=1)
        for name in ("cnn32", "transformer"):
            self.pending[(name, "cpu")] = pool.submit(self.build_step, name, "cpu")
        pool.shutdown(wait=False)

    def before_cpu_timing(self):
        for future in list(self.pending.values()):
            try:
                future.result()
            except Exception:  # noqa: BLE001 - the stage that needs it reports the error
                pass

    def train_step(self, name, dev):
        future = self.pending.pop((name, dev), None)
        return future.result() if future is not None else self.build_step(name, dev)

    def build_step(self, name, dev):
        jax = self.jax
        batch, shape = WORKLOADS[name]
        if name == "cnn32":
            params, forward, xshape = cnn_params(self.np, 0, CNN_WIDTHS), self.cnn, (batch,) + chw_to_hwc(shape)
        else:
            params, forward, xshape = self.init_transformer(0), self.transformer, (batch,) + shape
        state = {"params": self.put(params, dev),
                 "velocity": self.put(jax.tree_util.tree_map(self.np.zeros_like, params), dev),
                 "x": self.put(np_normal(self.np, 101, xshape), dev),
                 "y": self.put(np_labels(self.np, 102, batch), dev)}
        step = jax.jit(self.sgd(self.loss(forward), 0.01, 0.9), donate_argnums=(0, 1)).lower(
            state["params"], state["velocity"], state["x"], state["y"]).compile()

        def call():
            state["params"], state["velocity"], loss = step(state["params"], state["velocity"], state["x"],
                                                             state["y"])
            self.last[dev] = loss

        return call, batch

    def matmul_labels(self, acc):
        return ["fp32"] + (["tf32"] if acc == "cuda" else []) + ["fp16", "bf16"]

    def matmul_notes(self, dev, label):
        if dev == "cpu":
            return {}
        return {"precision": "HIGHEST" if label == "fp32" else "DEFAULT"}

    def matmul_call(self, dev, label, n, probe=False):
        """reps chained products inside one compiled call (x <- x @ b / sqrt(n)), reps fixed when it is compiled
        (as benchmarks/reference_figures.py does): one dispatch per call, so the launch gap does not count against
        the chip (single jitted products read 25-40 % low on an H200, performance-anchors.md). A trip count
        passed in at run time makes XLA read the loop's condition back to the host on every pass, and lets no
        dispatch run ahead: on an H200 the copy read 16 % low at 6 passes a call (issue 14). reps comes from one
        timed single product at this size; each compiled function is kept for reuse."""
        jax, jnp = self.jax, self.jnp
        dtype = {"fp32": jnp.float32, "tf32": jnp.float32, "fp16": jnp.float16, "bf16": jnp.bfloat16}[label]
        precision = jax.lax.Precision.HIGHEST if label == "fp32" else jax.lax.Precision.DEFAULT
        scale = 1.0 / math.sqrt(n)
        self.last[dev] = None
        self._operands = None  # free the previous size's operands first
        b = self.put(np_normal(self.np, 3, (n, n)), dev).astype(dtype)
        state = {"x": self.put(np_normal(self.np, 4, (n, n)), dev).astype(dtype)}
        self._operands = (b, state)

        def product(x, b):
            return (jnp.matmul(x, b, precision=precision) * scale).astype(dtype)

        single = self.compiled(("matmul", label, 1), lambda: jax.jit(product, donate_argnums=(0,)))
        if dev == "cpu" or probe:
            return (lambda: self.run_chain(single, state, b, dev)), 1
        reps = self.reps_for(lambda r: self.run_chain(single, state, b, dev), dev)
        chain = self.compiled(("matmul", label, reps), lambda: jax.jit(
            lambda x, b: jax.lax.fori_loop(0, reps, lambda i, x: product(x, b), x), donate_argnums=(0,)))
        return (lambda: self.run_chain(chain, state, b, dev)), reps

    def compiled(self, key, make):
        """One jitted function per key: called again with the same shapes, it runs without compiling again."""
        if key not in self.functions:
            self.functions[key] = make()
        return self.functions[key]

    def run_chain(self, fn, state, other, dev):
        state["x"] = fn(state["x"], other)
        self.last[dev] = state["x"]

    def copy_call(self, dev):
        """x <- x + 1 over the buffer, reps times in one compiled call with reps fixed at compile time (as the
        reference script does; see matmul_call): each pass reads and writes the buffer once."""
        jax = self.jax
        mem = self.devices[dev].memory_stats() if dev != "cpu" and hasattr(self.devices[dev], "memory_stats") else None
        total = (mem or {}).get("bytes_limit") if dev != "cpu" else self.result["context"].get("memory_bytes")
        numel = copy_buffer_bytes(dev, total) // 4
        state = {"x": self.put(self.np.ones((numel,), self.np.float32), dev)}
        single = jax.jit(lambda x: x + 1.0, donate_argnums=(0,))
        if dev == "cpu":
            return (lambda: self.run_add(single, state, dev)), 2.0 * numel * 4, numel * 4 / float(1 << 20)
        reps = self.reps_for(lambda r: self.run_add(single, state, dev), dev, 0.005)
        fn = jax.jit(lambda x: jax.lax.fori_loop(0, reps, lambda i, x: x + 1.0, x), donate_argnums=(0,))
        return (lambda: self.run_add(fn, state, dev)), reps * 2.0 * numel * 4, numel * 4 / float(1 << 20)

    def run_add(self, fn, state, dev):
        state["x"] = fn(state["x"])
        self.last[dev] = state["x"]

    def correctness(self, acc):
        """The same fp32 CNN trained for a few SGD steps on the CPU and on the device (matrix products at full
        fp32 precision); with no accelerator, the fp32 steps on the CPU against the same steps in float64."""
        jax, np = self.jax, self.np
        params = cnn_params(self.np, 1234, CORRECTNESS_WIDTHS)
        x = np_normal(self.np, 4321, (8, 32, 32, 3))
        y = np_labels(self.np, 4322, 8)
        highest = jax.lax.Precision.HIGHEST
        step = self.sgd(self.loss(lambda p, x: self.cnn(p, x, precision=highest)), 0.05, 0.0)
        if acc:
            ref_params, ref_losses = self.train_steps(jax.jit(step), params, x, y, "cpu")
            dev_params, dev_losses = self.train_steps(jax.jit(step), params, x, y, acc)
            compared = "cpu vs %s" % acc
        else:
            with self.x64():
                wide = jax.tree_util.tree_map(lambda a: np.asarray(a, dtype=np.float64), params)
                ref_params, ref_losses = self.train_steps(jax.jit(step), wide, np.asarray(x, np.float64), y,
                                                          "cpu")
            dev_params, dev_losses = self.train_steps(jax.jit(step), params, x, y, "cpu")
            compared = "cpu (float64) vs cpu (fp32)"
        leaves = jax.tree_util.tree_leaves
        param_diff = 0.0
        for ref, got in zip(leaves(ref_params), leaves(dev_params)):  # in NumPy: no op to compile
            ref = np.asarray(ref, dtype=np.float64)
            got = np.asarray(got, dtype=np.float64)
            param_diff = max(param_diff, float(np.linalg.norm(got - ref)) / max(float(np.linalg.norm(ref)), 1e-12))
        return verdict(compared, ref_losses, dev_losses, param_diff, TOLERANCE)

    def x64(self):
        """float64 inside the block (jax.enable_x64; jax.experimental.enable_x64 before JAX 0.4.36)."""
        jax = self.jax
        switch = getattr(jax, "enable_x64", None)
        if switch is None:
            switch = __import__("jax.experimental", fromlist=["enable_x64"]).enable_x64
        return switch(True)

    def train_steps(self, step, params, x, y, dev):
        params, x, y = self.put(params, dev), self.put(x, dev), self.put(y, dev)
        losses = []
        velocity = None
        for _ in range(CORRECTNESS_STEPS):
            params, velocity, loss = step(params, velocity, x, y)
            losses.append(float(loss))
        return params, losses

    def cpu_threads(self):
        return None  # XLA's CPU client sizes its own thread pool; there is no setting to read back


# --- mlx ----------------------------------------------------------------------------------------------


class MlxProbe(Probe):
    """MLX: lazy arrays. A call builds its graph and hands it to mx.async_eval; a block ends with mx.eval on
    the last output, which waits for it and everything it depends on. Training uses mlx.nn and
    mlx.optimizers, as MLX's own examples do."""

    name = "mlx"

    def __init__(self, mx, args, budget, result):
        Probe.__init__(self, mx, args, budget, result)
        import mlx.nn as nn
        import mlx.optimizers as optim

        self.mx = mx
        self.nn = nn
        self.optim = optim
        self.last = {}
        self.streams = {"cpu": mx.cpu}

    def accelerator(self):
        mx = self.mx
        ctx = self.result["context"]
        ctx["mlx"] = mx.__version__
        ctx["mlx_default_device"] = str(mx.default_device())
        has_gpu = bool(mx.is_available(mx.gpu)) if hasattr(mx, "is_available") else bool(mx.metal.is_available())
        label = ("metal" if sys.platform == "darwin" else "cuda") if has_gpu else None
        if self.args.device == "cpu":
            return None, "the CPU was asked for (--device cpu)", None
        wanted = {"cuda": "cuda", "mps": "metal"}.get(self.args.device)
        if label is None or (wanted and label != wanted):
            return None, "MLX sees no GPU (mx.default_device() is %s; %s)" % (
                ctx["mlx_default_device"], "no Metal device" if sys.platform == "darwin"
                else "this MLX has no CUDA backend, or no CUDA device"), None
        info = {}
        try:
            info = dict(mx.device_info()) if hasattr(mx, "device_info") else dict(mx.metal.device_info())
        except Exception:  # noqa: BLE001 - the name is best effort
            pass
        self.streams[label] = mx.gpu
        name = str(info.get("device_name") or info.get("architecture") or ctx.get("cpu_brand") or label)
        return label, None, {"type": label, "name": name, "memory_bytes": info.get("memory_size")}

    def sync_for(self, dev):
        mx = self.mx

        def sync():
            out = self.last.get(dev)
            if out is not None:
                mx.eval(out)

        return sync

    def on(self, dev):
        self.mx.set_default_device(self.streams[dev])

    # workloads
    def make_cnn(self, widths):
        nn = self.nn
        c1, c2, c3, c4 = widths

        class CNN(nn.Module):
            def __init__(self):
                super(CNN, self).__init__()
                self.convs = [nn.Conv2d(3, c1, 3, padding=1), nn.Conv2d(c1, c2, 3, padding=1),
                              nn.Conv2d(c2, c3, 3, padding=1), nn.Conv2d(c3, c4, 3, padding=1)]
                self.pool = nn.MaxPool2d(2, 2)
                self.head = nn.Linear(c4, 10)

            def __call__(self, x):
                relu = nn.relu
                x = relu(self.convs[0](x))
                x = self.pool(relu(self.convs[1](x)))
                x = self.pool(relu(self.convs[2](x)))
                x = relu(self.convs[3](x))
                return self.head(x.mean(axis=(1, 2)))

        return CNN()

    def make_transformer(self):
        nn = self.nn
        t = TRANSFORMER

        class Encoder(nn.Module):
            def __init__(self):
                super(Encoder, self).__init__()
                self.block = nn.TransformerEncoderLayer(t["dims"], t["heads"], t["mlp"], dropout=0.0,
                                                        norm_first=False)
                self.head = nn.Linear(t["dims"], t["classes"])

            def __call__(self, x):
                return self.head(self.block(x, None).mean(axis=1))

        return Encoder()

    def check_cpu_step(self, name, slice_s):
        """One step at batch CALIBRATION_BATCH first: MLX's CPU backend can take a minute for one step at batch
        512 (its convolutions; seen on an H200 host's 16 cores, issue 14), far past any stage's share."""
        batch = WORKLOADS[name][0]
        step, small = self.train_step(name, "cpu", CALIBRATION_BATCH)
        sync = self.sync_for("cpu")
        t = now()
        step()  # one step, first-call costs included: the estimate errs towards skipping
        sync()
        full = (now() - t) * batch / small
        if 2 * full > slice_s:  # a warm-up step and one timed step
            raise Skip("one step at batch %d would take about %.1f s on this CPU (%.3f s at batch %d), and two of them "
                       "do not fit in this stage's %.2f s share of the budget" % (batch, full, full * small / batch,
                                                                                small, slice_s))

    def train_step(self, name, dev, batch=None):
        mx, nn = self.mx, self.nn
        batch, shape = batch or WORKLOADS[name][0], WORKLOADS[name][1]
        self.on(dev)
        mx.random.seed(0)
        if name == "cnn32":
            model, xshape = self.make_cnn(CNN_WIDTHS), (batch,) + chw_to_hwc(shape)
        else:
            model, xshape = self.make_transformer(), (batch,) + shape
        opt = self.optim.SGD(learning_rate=0.01, momentum=0.9)
        x = mx.random.normal(xshape)
        y = mx.random.randint(0, 10, (batch,))
        mx.eval(model.parameters(), x, y)
        value_and_grad = nn.value_and_grad(model, lambda m, x, y: nn.losses.cross_entropy(m(x), y).mean())

        def step():
            self.on(dev)
            loss, grads = value_and_grad(model, x, y)
            opt.update(model, grads)
            mx.async_eval(model.parameters(), opt.state, loss)
            self.last[dev] = [model.parameters(), opt.state, loss]

        return step, batch

    def matmul_labels(self, acc):
        return ["fp32", "fp16", "bf16"]

    def matmul_notes(self, dev, label):
        # MLX on CUDA computes fp32 products in TF32 (performance-anchors.md): the fp32 figure is a TF32 rate
        return {"tf32": True} if dev == "cuda" and label == "fp32" else {}

    def matmul_call(self, dev, label, n, probe=False):
        """reps chained products in one lazy graph (x <- x @ b / sqrt(n)), evaluated at once."""
        mx = self.mx
        dtype = {"fp32": mx.float32, "fp16": mx.float16, "bf16": mx.bfloat16}[label]
        self.on(dev)
        self.last[dev] = None
        b = mx.random.normal((n, n)).astype(dtype)
        state = {"x": mx.random.normal((n, n)).astype(dtype)}
        mx.eval(b, state["x"])
        scale = 1.0 / math.sqrt(n)

        def chain(reps):
            self.on(dev)
            x = state["x"]
            for _ in range(reps):
                x = (x @ b) * scale
            mx.async_eval(x)
            state["x"] = self.last[dev] = x

        reps = 1 if (dev == "cpu" or probe) else self.reps_for(chain, dev)
        return (lambda: chain(reps)), reps

    def copy_call(self, dev):
        """x <- x + 1 over the buffer, reps times in one graph: each pass reads and writes it once."""
        mx = self.mx
        acc = self.result.get("accelerator") or {}
        total = acc.get("memory_bytes") if dev != "cpu" else None
        numel = copy_buffer_bytes(dev, total or self.result["context"].get("memory_bytes")) // 4
        self.on(dev)
        state = {"x": mx.ones((numel,), dtype=mx.float32)}
        mx.eval(state["x"])

        def add(reps):
            self.on(dev)
            x = state["x"]
            for _ in range(reps):
                x = x + 1.0
            mx.async_eval(x)
            state["x"] = self.last[dev] = x

        reps = 1 if dev == "cpu" else self.reps_for(add, dev, 0.005)
        return (lambda: add(reps)), reps * 2.0 * numel * 4, numel * 4 / float(1 << 20)

    def correctness(self, acc):
        """The same fp32 CNN trained for a few SGD steps on the CPU and on the GPU; with no GPU, the fp32
        steps on the CPU against the same steps in float64 (MLX's CPU backend has float64)."""
        mx = self.mx
        self.on("cpu")
        mx.random.seed(1234)
        reference = self.make_cnn(CORRECTNESS_WIDTHS)
        for i, conv in enumerate(reference.convs):  # MLX starts them at zero: see TOLERANCE
            bound = 1.0 / math.sqrt(conv.weight[0].size)  # fan-in: weights are (out, kh, kw, in)
            conv.bias = mx.random.uniform(-bound, bound, conv.bias.shape, key=mx.random.key(1254 + i))
        other = self.make_cnn(CORRECTNESS_WIDTHS)
        other.update(reference.parameters())
        key = mx.random.key(4321)
        x = mx.random.normal((8, 32, 32, 3), key=key)
        y = mx.random.randint(0, 10, (8,), key=mx.random.key(4322))
        mx.eval(reference.parameters(), other.parameters(), x, y)
        tolerance = TOLERANCE
        if acc:
            ref_losses = self.train_steps(reference, x, y, "cpu")
            dev_losses = self.train_steps(other, x, y, acc)
            compared = "cpu vs %s" % acc
            if acc == "cuda":
                tolerance = TOLERANCE_TF32
        else:
            reference.set_dtype(mx.float64)
            ref_losses = self.train_steps(reference, x.astype(mx.float64), y, "cpu")
            dev_losses = self.train_steps(other, x, y, "cpu")
            compared = "cpu (float64) vs cpu (fp32)"
        flatten = __import__("mlx.utils", fromlist=["tree_flatten"]).tree_flatten
        got = dict(flatten(other.parameters()))
        param_diff = 0.0
        with_stream = self.streams["cpu"]
        self.on("cpu")  # float64 exists only on the CPU: every op below runs there (the GPU refuses float64)
        for name, ref in flatten(reference.parameters()):
            mine = got[name].astype(mx.float64, stream=with_stream)
            ref = ref.astype(mx.float64, stream=with_stream)
            diff = mx.sqrt(mx.sum((mine - ref) ** 2, stream=with_stream), stream=with_stream)
            norm = mx.sqrt(mx.sum(ref ** 2, stream=with_stream), stream=with_stream)
            param_diff = max(param_diff, diff.item() / max(norm.item(), 1e-12))
        return verdict(compared, ref_losses, dev_losses, param_diff, tolerance)

    def train_steps(self, model, x, y, dev):
        mx, nn = self.mx, self.nn
        self.on(dev)
        opt = self.optim.SGD(learning_rate=0.05)
        value_and_grad = nn.value_and_grad(model, lambda m, x, y: nn.losses.cross_entropy(m(x), y).mean())
        losses = []
        for _ in range(CORRECTNESS_STEPS):
            loss, grads = value_and_grad(model, x, y)
            opt.update(model, grads)
            mx.eval(model.parameters(), opt.state, loss)
            losses.append(float(loss.item()))
        return losses

    def cpu_threads(self):
        return None  # MLX's CPU backend has no thread setting to read back


# --- tensorflow ---------------------------------------------------------------------------------------


def tensorflow_probe(tf, args, budget, result):
    ctx = result["context"]
    ctx["tensorflow"] = tf.__version__
    gpus = tf.config.list_physical_devices("GPU")
    acc = "/GPU:0" if gpus and args.device != "cpu" else None
    result["device"] = "gpu" if acc else "cpu"
    result["accelerator"] = {"type": "tf-gpu", "name": gpus[0].name} if acc else None
    if not acc:
        result["accelerator_absent"] = ("the CPU was asked for (--device cpu)" if args.device == "cpu"
                                        else "no GPU visible to TensorFlow")
        if args.device in ("cuda", "mps"):
            result["status"] = "device-unavailable"
            return
    emit("progress", stage="correctness", index=0, total=3, elapsed_s=round(budget.elapsed(), 3),
         budget_s=budget.total)
    try:  # the verdict always runs, as in Probe.run
        result["correctness"] = tf_correctness(tf, acc)
    except Exception as exc:  # noqa: BLE001 - one stage's failure is a result
        result["errors"].append({"stage": "correctness", "error": "%s: %s" % (type(exc).__name__, str(exc)[:300])})
    devices = ([acc] if acc else []) + ["/CPU:0"]
    weights = {d: (1.0 if d != "/CPU:0" else 1.6) for d in devices}
    left_w = sum(weights.values())
    for index, dev in enumerate(devices):
        share = budget.left() * weights[dev] / left_w
        left_w -= weights[dev]
        label = "gpu" if dev != "/CPU:0" else "cpu"
        stage = "train cnn32 (%s)" % label
        emit("progress", stage=stage, index=index, total=len(devices), elapsed_s=round(budget.elapsed(), 3),
             budget_s=budget.total)
        if share <= 0.05:
            result["skipped"].append({"stage": stage, "reason": "the budget was spent before this stage"})
            continue
        try:
            with tf.device(dev):
                step, batch = tf_train_step(tf)
                holder = {}

                def call(holder=holder, step=step):
                    holder["loss"] = step()

                def sync(holder=holder):
                    if "loss" in holder:
                        holder["loss"].numpy()  # a host read forces the queued device work to finish

                timing = measure(call, sync, share, min_block_s=0.05 if label == "gpu" else 0.0, compiles=True)
        except Skip as exc:
            result["skipped"].append({"stage": stage, "reason": str(exc)})
            continue
        except Exception as exc:  # noqa: BLE001
            result["errors"].append({"stage": stage, "error": "%s: %s" % (type(exc).__name__, str(exc)[:300])})
            continue
        result["training"].append({"workload": "cnn32", "device": label, "batch": batch,
                                   "samples_per_s": timing.rate(batch), "interval": timing.interval(batch),
                                   "step_ms": timing.per * 1e3, "spread": timing.spread,
                                   "blocks": timing.blocks, "steps_per_block": timing.k})
    emit("progress", stage="done", index=len(devices), total=len(devices), elapsed_s=round(budget.elapsed(), 3),
         budget_s=budget.total)
    result["speedups"] = speedups(result["training"], "gpu" if acc else None)
    result["status"] = "ok"


def tf_cnn(tf, widths=CNN_WIDTHS, dtype="float32"):
    layers = tf.keras.layers
    c1, c2, c3, c4 = widths
    return tf.keras.Sequential([
        tf.keras.Input(shape=(32, 32, 3), dtype=dtype),
        layers.Conv2D(c1, 3, padding="same", activation="relu", dtype=dtype),
        layers.Conv2D(c2, 3, padding="same", activation="relu", dtype=dtype), layers.MaxPooling2D(dtype=dtype),
        layers.Conv2D(c3, 3, padding="same", activation="relu", dtype=dtype), layers.MaxPooling2D(dtype=dtype),
        layers.Conv2D(c4, 3, padding="same", activation="relu", dtype=dtype),
        layers.GlobalAveragePooling2D(dtype=dtype), layers.Dense(10, dtype=dtype),
    ])


def tf_correctness(tf, acc, start=None):
    """The same fp32 CNN trained for a few plain SGD steps on the CPU and on the GPU (TF32 off); with no GPU,
    the fp32 steps against the same steps in float64. start: (weights, x, y) to begin from instead of the probe's
    own (benchmarks/correctness_starts.py measures the check over many)."""
    if start is None:
        import numpy as np  # a dependency of tensorflow

        # The weights from NumPy, not from Keras's initialisers: Keras 3 ignores tf.random.set_seed, so each process
        # drew other weights and its verdict was not reproducible.
        start = ([a for pair in cnn_params(np, 1234, CORRECTNESS_WIDTHS) for a in pair],
                 np_normal(np, 4321, (8, 32, 32, 3)), np_labels(np, 4322, 8))
    weights = start[0]
    x, y = tf.constant(start[1]), tf.constant(start[2])
    tf32 = tf.config.experimental.tensor_float_32_execution_enabled()
    tf.config.experimental.enable_tensor_float_32_execution(False)
    try:
        if acc:
            with tf.device("/CPU:0"):
                other = tf_cnn(tf, CORRECTNESS_WIDTHS)
                other.set_weights(weights)
                ref_losses = tf_train_steps(tf, other, x, y)
                ref_weights = other.get_weights()
            with tf.device(acc):
                mine = tf_cnn(tf, CORRECTNESS_WIDTHS)
                mine.set_weights(weights)
                dev_losses = tf_train_steps(tf, mine, x, y)
            compared = "cpu vs gpu"
        else:
            with tf.device("/CPU:0"):
                wide = tf_cnn(tf, CORRECTNESS_WIDTHS, "float64")
                wide.set_weights([w.astype("float64") for w in weights])
                ref_losses = tf_train_steps(tf, wide, tf.cast(x, tf.float64), y)
                ref_weights = wide.get_weights()
                mine = tf_cnn(tf, CORRECTNESS_WIDTHS)
                mine.set_weights(weights)
                dev_losses = tf_train_steps(tf, mine, x, y)
            compared = "cpu (float64) vs cpu (fp32)"
    finally:
        tf.config.experimental.enable_tensor_float_32_execution(tf32)
    param_diff = 0.0
    for ref, got in zip(ref_weights, mine.get_weights()):
        got = got.astype("float64")
        ref = ref.astype("float64")
        param_diff = max(param_diff, float(((got - ref) ** 2).sum() ** 0.5) / max(float((ref ** 2).sum() ** 0.5),
                                                                                    1e-12))
    return verdict(compared, ref_losses, dev_losses, param_diff, TOLERANCE)


def tf_train_steps(tf, model, x, y):
    loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    losses = []
    for _ in range(CORRECTNESS_STEPS):
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        for var, grad in zip(model.trainable_variables, grads):
            var.assign_sub(0.05 * grad)
        losses.append(float(loss.numpy()))
    return losses


def tf_train_step(tf):
    tf.random.set_seed(0)
    model = tf_cnn(tf)
    batch = WORKLOADS["cnn32"][0]
    x = tf.random.normal((batch, 32, 32, 3))
    y = tf.random.uniform((batch,), maxval=10, dtype=tf.int32)
    loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    opt = tf.keras.optimizers.SGD(learning_rate=0.01, momentum=0.9)

    @tf.function
    def step():
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    return step, batch


PROBES = {"torch": TorchProbe, "jax": JaxProbe, "mlx": MlxProbe}


def jaxlib_version():
    """jaxlib's version as a tuple of ints, read without importing it (None when unknown)."""
    try:
        from importlib import metadata
    except ImportError:  # Python 3.7 and older
        return None
    try:
        text = metadata.version("jaxlib")
    except Exception:  # noqa: BLE001 - not installed, or unreadable metadata
        return None
    parts = []
    for piece in text.split(".")[:3]:
        digits = "".join(ch for ch in piece if ch.isdigit()) if piece[:1].isdigit() else ""
        if not digits:
            break
        parts.append(int(digits))
    return tuple(parts) or None


def xla_flags_for(existing, platform_name, jaxlib):
    """The XLA_FLAGS the JAX probe runs with, or None to leave them as they are: on Linux with a jaxlib that
    knows the flag (0.4.20 and later; an unknown flag aborts XLA), XLA_TRITON_GEMM_OFF is added, unless the
    user's flags already set it."""
    existing = existing or ""
    if not platform_name.startswith("linux") or not jaxlib or tuple(jaxlib) < (0, 4, 20):
        return None
    if "xla_gpu_enable_triton_gemm" in existing:
        return None
    return (existing + " " + XLA_TRITON_GEMM_OFF).strip()


def import_framework(name):
    if name == "torch":
        import torch

        return torch
    if name == "jax":
        import jax

        return jax
    import mlx.core

    return mlx.core


# --- main ---------------------------------------------------------------------------------------------


def parse_args(argv):
    p = argparse.ArgumentParser(prog="probe_script.py")
    p.add_argument("--device", choices=("auto", "mps", "cuda", "cpu"), default="auto")
    p.add_argument("--framework", choices=("torch", "tensorflow", "jax", "mlx"), default="torch")
    p.add_argument("--budget", type=float, default=20.0)
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    budget = Budget(args.budget)
    result = {"probe_version": PROBE_VERSION, "framework": args.framework, "requested_device": args.device,
              "budget_s": args.budget, "context": base_context(), "training": [], "speedups": [],
              "matmul": [], "bandwidth": [], "correctness": None, "skipped": [], "errors": [],
              "status": "error"}
    emit("progress", stage="import %s" % args.framework, index=0, total=1, elapsed_s=0.0, budget_s=args.budget)
    try:
        if args.framework == "tensorflow":
            os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
            import tensorflow as tf

            result["import_s"] = round(budget.elapsed(), 3)
            tensorflow_probe(tf, args, budget, result)
        else:
            if args.framework == "jax":
                flags = xla_flags_for(os.environ.get("XLA_FLAGS", ""), sys.platform, jaxlib_version())
                if flags is not None:
                    os.environ["XLA_FLAGS"] = flags
                result["context"]["xla_flags"] = os.environ.get("XLA_FLAGS")
            module = import_framework(args.framework)
            result["import_s"] = round(budget.elapsed(), 3)
            PROBES[args.framework](module, args, budget, result).run()
    except ImportError as exc:
        result["status"] = "framework-missing"
        result["error"] = "%s: %s" % (type(exc).__name__, exc)
    except Exception as exc:  # noqa: BLE001 - the doctor turns this into a finding
        result["status"] = "error"
        result["error"] = "%s: %s" % (type(exc).__name__, str(exc)[:500])
    result["elapsed_s"] = round(budget.elapsed(), 3)
    emit("result", **result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
