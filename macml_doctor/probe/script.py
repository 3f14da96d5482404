# macml-doctor GPU probe.
#
# Executed by the *target* interpreter as a child process: it imports only the standard library and
# the framework under test (torch or tensorflow), and runs unchanged on CPython 3.8 to 3.13.
#
#   python probe_script.py --device auto|mps|cuda|cpu --framework torch|tensorflow --budget SECONDS
#                          [--test-perturb-device-result FLOAT]
#
# It streams progress events as JSON lines on stdout ({"event": "progress", ...}) and ends with one
# {"event": "result", ...} line. Method (see ../shared/research/performance-anchors.md §3):
# - every shape is fixed and every input is synthetic, created on the device;
# - every timed block ends with an explicit synchronisation (torch.cuda/mps.synchronize(), or a host
#   read in TensorFlow), after a warm-up that covers kernel selection, allocator growth and clock ramp;
# - a result is the median of several timed blocks, with its spread: interquartile range / median;
# - the CPU baseline runs with all performance cores (torch's thread count is recorded);
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
PROBE_VERSION = 1

# Correctness tolerance (relative). Both sides train the same fp32 model from the same weights on the
# same batch; they differ only in the order of floating-point reductions (other conv/matmul kernels,
# other thread counts). fp32 rounding is 6e-8 per operation; a reduction over K <= 2048 terms in another
# order changes a result by about sqrt(K) * 6e-8 = 3e-6, and five small-learning-rate SGD steps on this
# well-conditioned net amplify that by well under 10x, so healthy backends agree to ~1e-5 (CUDA without
# TF32, MPS, multi-threaded CPU). Real wrong-result bugs (a broken kernel, a silent CPU fallback that
# drops a stride, a reduced-precision path) show up at 1e-2 and above. 1e-3 sits two orders of magnitude
# above healthy noise and one below real bugs. TF32 is switched off for the comparison (TF32 alone
# differs by ~1e-3 and is a documented speed/precision trade, not a bug).
TOLERANCE = 1e-3
CORRECTNESS_STEPS = 5

MAX_BLOCKS = 5
MIN_BLOCKS = 3


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


def measure(fn, sync, slice_s, min_block_s=0.03, warm_s=0.25, max_block_s=None, rest_s=0.0, warm_calls=3):
    """Time fn() in blocks; returns (median seconds per call, spread, blocks timed, calls per block).

    Warm-up: at least warm_calls calls and warm_s seconds of work (kernel choice, allocator, clocks), each call
    synchronised so that its time is real. Then up to MAX_BLOCKS blocks of k calls, k chosen so that a
    block lasts at least min_block_s (and at most max_block_s) and all blocks fit in what is left of
    slice_s. rest_s of idle before each block lets a power-capped GPU return to its boost clock, so that
    a block measures the chip's rate rather than its power limit under a long sustained load.
    """
    start = now()
    warm_s = min(warm_s, 0.3 * slice_s)
    sync()
    calls = 0
    last = []
    while True:
        t = now()
        fn()
        sync()
        last.append(now() - t)
        calls += 1
        spent = now() - start
        if calls >= warm_calls and spent >= warm_s:
            break
        if spent > 0.5 * slice_s:
            if calls >= 2:
                break
            raise Skip("one call takes %.2f s, more than half of this stage's %.2f s share of the budget"
                       % (last[-1], slice_s))
    per_call = min(last[-2:])
    remaining = slice_s - (now() - start)
    remaining -= rest_s * MAX_BLOCKS
    if per_call * MIN_BLOCKS > remaining * 1.5:
        raise Skip("one call takes %.3f s; %d timed blocks do not fit in the %.2f s left for this stage"
                   % (per_call, MIN_BLOCKS, max(remaining, 0.0)))
    block_s = max(min_block_s, 0.85 * remaining / MAX_BLOCKS - rest_s)
    if max_block_s:
        block_s = min(block_s, max(max_block_s, min_block_s))
    k = max(1, int(block_s / per_call))
    blocks = int(remaining / (k * per_call)) if per_call > 0 else MAX_BLOCKS
    blocks = max(MIN_BLOCKS, min(MAX_BLOCKS, blocks))
    if blocks * k * per_call > remaining:
        k = max(1, int(remaining / (blocks * per_call)))
    times = []
    for _ in range(blocks):
        if len(times) >= 2 and now() - start > slice_s:
            break  # the machine got slower than the warm-up said (other load): keep the budget
        sync()
        if rest_s:
            time.sleep(rest_s)
        t = now()
        for _ in range(k):
            fn()
        sync()
        times.append((now() - t) / k)
    median, spread = stats(times)
    return median, spread, len(times), k  # the blocks actually timed (an early break may stop at 2)


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


# --- torch --------------------------------------------------------------------------------------------


class TorchProbe(object):
    def __init__(self, torch, args, budget, result):
        self.torch = torch
        self.args = args
        self.budget = budget
        self.result = result
        self.nn = torch.nn

    # devices and synchronisation
    def accelerator(self):
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
    def make_cnn(self, widths=(32, 64, 128, 128)):
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

        class Encoder(nn.Module):
            def __init__(self):
                super(Encoder, self).__init__()
                self.block = nn.TransformerEncoderLayer(256, 4, 1024, dropout=0.0, batch_first=True)
                self.head = nn.Linear(256, 10)

            def forward(self, x):
                return self.head(self.block(x).mean(dim=1))

        return Encoder()

    WORKLOADS = {
        # name: (builder, batch, input shape per sample, forward GFLOP per sample (for reference))
        "cnn32": ("make_cnn", 64, (3, 32, 32)),
        "transformer": ("make_transformer", 32, (64, 256)),
    }

    def train_step(self, name, dev):
        torch = self.torch
        builder, batch, shape = self.WORKLOADS[name]
        torch.manual_seed(0)
        model = getattr(self, builder)().to(dev)
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

    def run_training(self, name, dev, slice_s):
        step, batch = self.train_step(name, dev)
        per, spread, blocks, k = measure(step, self.sync_for(dev), slice_s,
                                         min_block_s=0.05 if dev != "cpu" else 0.0,
                                         warm_s=0.25 if dev != "cpu" else 0.15 * slice_s,
                                         warm_calls=3 if dev != "cpu" else 2)
        return {"workload": name, "device": dev, "batch": batch, "samples_per_s": batch / per,
                "step_ms": per * 1e3, "spread": spread, "blocks": blocks, "steps_per_block": k}

    def matmul_dtype(self, dev, label):
        torch = self.torch
        if label in ("fp32", "tf32"):
            return torch.float32
        if label == "fp16":
            return torch.float16
        if dev == "cuda" and not torch.cuda.is_bf16_supported():
            raise Skip("bf16 is not supported on this GPU")
        return torch.bfloat16

    def run_matmul(self, dev, label, slice_s):
        torch = self.torch
        dtype = self.matmul_dtype(dev, label)
        sync = self.sync_for(dev)
        if dev == "cpu":
            n = self.cpu_matmul_n(slice_s)
        else:
            n = 4096
        tf32_before = None
        if dev == "cuda":
            tf32_before = torch.backends.cuda.matmul.allow_tf32
            torch.backends.cuda.matmul.allow_tf32 = label == "tf32"
        try:
            a, b = self.operands(n, dtype, dev)
            out = torch.empty((n, n), dtype=dtype, device=dev)
            t = now()
            times = []
            for _ in range(4 if dev != "cpu" else 0):  # the first call also pays for library loading and
                sync()                                   # kernel selection, so it is left out below
                start = now()
                torch.mm(a, b, out=out)
                sync()
                times.append(now() - start)
            first = now() - t
            if times and min(times[1:]) < 1e-3:
                # One 4096 product in under a millisecond (data-centre GPUs in tf32/fp16/bf16): at that size
                # the tail of the grid and the launch gaps weigh on the rate, so measure 8192 instead.
                n = 8192
                del a, b, out
                a, b = self.operands(n, dtype, dev)
                out = torch.empty((n, n), dtype=dtype, device=dev)
            if dev == "cpu":
                per, spread, blocks, k = measure(lambda: torch.mm(a, b, out=out), sync, slice_s - first)
            else:
                # Tensor-core products on a data-centre GPU draw enough power to pull the clock down within
                # a fraction of a second; the chip's rate (what the peak describes) is measured in short
                # bursts of 20-60 ms after a brief idle, as the vendor-style reference benchmarks do.
                per, spread, blocks, k = measure(lambda: torch.mm(a, b, out=out), sync, slice_s - first,
                                                 min_block_s=0.02, max_block_s=0.06, warm_s=0.1, rest_s=0.1)
        finally:
            if tf32_before is not None:
                torch.backends.cuda.matmul.allow_tf32 = tf32_before
        entry = {"device": dev, "dtype": label, "n": n, "tflops": 2.0 * n ** 3 / per / 1e12,
                 "ms": per * 1e3, "spread": spread, "blocks": blocks, "per_block": k}
        if dev == "cuda":
            entry["tf32"] = label == "tf32"
        return entry

    def operands(self, n, dtype, dev):
        torch = self.torch
        a = torch.randn((n, n), device=dev).to(dtype)
        b = torch.randn((n, n), device=dev).to(dtype)
        return a, b

    def cpu_matmul_n(self, slice_s):
        """4096 when the CPU can do it in the stage's share; else the largest of 2048/1024/512 that fits."""
        torch = self.torch
        a = torch.randn(512, 512)
        torch.mm(a, a)
        t = now()
        for _ in range(4):
            torch.mm(a, a)
        rate = 4 * 2.0 * 512 ** 3 / max(now() - t, 1e-9)
        for n in (4096, 2048, 1024):
            if 2.0 * n ** 3 / rate <= slice_s / 12.0:
                return n
        return 512

    def run_copy(self, dev, slice_s):
        torch = self.torch
        mem = self.device_memory(dev)
        # Far larger than any last-level cache (Apple SLC 8-96 MB, H100/H200 L2 50-60 MB), and sized to
        # the machine: two buffers take at most 1/8 of memory (1/16 each), capped at 1 GiB each on a GPU
        # and 256 MiB on the CPU (2.7x the largest Apple SLC; a larger CPU buffer only costs budget).
        cap = (1 << 30) if dev != "cpu" else (256 << 20)
        size = min(cap, (mem // 16) if mem else (256 << 20))
        size = max(size, 64 << 20)
        numel = size // 4
        src = torch.ones(numel, dtype=torch.float32, device=dev)
        dst = torch.empty_like(src)
        per, spread, blocks, k = measure(lambda: dst.copy_(src), self.sync_for(dev), slice_s, min_block_s=0.03)
        moved = 2.0 * numel * 4  # bytes read + bytes written
        return {"device": dev, "buffer_mib": numel * 4 / float(1 << 20), "gbs": moved / per / 1e9,
                "ms": per * 1e3, "spread": spread, "blocks": blocks, "per_block": k, "counts": "read+write"}

    def device_memory(self, dev):
        if dev == "cuda":
            return self.torch.cuda.get_device_properties(0).total_memory
        return self.result["context"].get("memory_bytes")

    def run_correctness(self, dev):
        """Train the same fp32 CNN from the same weights on the same batch on CPU and on dev; compare."""
        torch = self.torch
        threads = torch.get_num_threads()
        torch.manual_seed(1234)
        # The same layer types as the throughput CNN at a quarter of the width: the comparison exercises the
        # same kernels (conv, ReLU, pooling, linear, cross-entropy, SGD) at 1/16 of the cost.
        reference = self.make_cnn((8, 16, 32, 32))
        other = copy.deepcopy(reference)
        gen = torch.Generator().manual_seed(4321)
        x = torch.randn((8, 3, 32, 32), generator=gen)
        y = torch.randint(0, 10, (8,), generator=gen)
        saved = None
        if dev == "cuda":
            saved = (torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32)
            torch.backends.cuda.matmul.allow_tf32 = False
            torch.backends.cudnn.allow_tf32 = False
        if dev == "cpu" and threads == 1:
            # One CPU thread and no accelerator: there is no second computation to compare with, so the
            # check cannot fail and must not claim agreement.
            return {"compared": "cpu (1 thread) only", "steps": CORRECTNESS_STEPS, "dtype": "fp32",
                    "tolerance": TOLERANCE, "ok": None, "applicable": False,
                    "reason": "one CPU thread and no accelerator: nothing to compare with"}
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
        perturb = self.args.test_perturb_device_result
        dev_params = [p.detach().to("cpu") for p in other.parameters()]
        if perturb:
            dev_losses = [v * (1.0 + perturb) for v in dev_losses]
            dev_params = [p * (1.0 + perturb) for p in dev_params]
        loss_diff = max(abs(a - b) / max(abs(a), 1e-12) for a, b in zip(ref_losses, dev_losses))
        param_diff = 0.0
        for ref, got in zip(reference.parameters(), dev_params):
            ref = ref.detach()
            denom = max(float(ref.norm()), 1e-12)
            param_diff = max(param_diff, float((got - ref).norm()) / denom)
        finite = all(math.isfinite(v) for v in dev_losses + ref_losses)
        ok = finite and loss_diff <= TOLERANCE and param_diff <= TOLERANCE
        return {"compared": compared, "steps": CORRECTNESS_STEPS, "dtype": "fp32", "tolerance": TOLERANCE,
                "loss_rel_diff": loss_diff, "param_rel_diff": param_diff, "ok": ok, "applicable": True,
                "losses_reference": ref_losses, "losses_device": dev_losses,
                "perturbed": perturb or None}

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

    # orchestration
    def plan(self, acc):
        """(stage name, weight, callable) in run order. Correctness first: it is cheap and matters most."""
        stages = []
        devs = ([acc] if acc else []) + ["cpu"]
        stages.append(("correctness", 0.6, lambda s: self.run_correctness(acc or "cpu")))
        for name in ("cnn32", "transformer"):
            for dev in devs:
                stages.append(("train %s (%s)" % (name, dev), 1.6 if dev == "cpu" else 1.0,
                               (lambda n, d: lambda s: self.run_training(n, d, s))(name, dev)))
        if acc:
            labels = ["fp32"] + (["tf32"] if acc == "cuda" else []) + ["fp16", "bf16"]
            for label in labels:
                stages.append(("matmul %s (%s)" % (label, acc), 1.0,
                               (lambda lb: lambda s: self.run_matmul(acc, lb, s))(label)))
            stages.append(("copy bandwidth (%s)" % acc, 0.8, lambda s: self.run_copy(acc, s)))
        stages.append(("matmul fp32 (cpu)", 1.2, lambda s: self.run_matmul("cpu", "fp32", s)))
        stages.append(("copy bandwidth (cpu)", 0.8, lambda s: self.run_copy("cpu", s)))
        return stages

    def run(self):
        torch = self.torch
        res = self.result
        ctx = res["context"]
        ctx["torch"] = torch.__version__
        ctx["torch_cuda"] = getattr(torch.version, "cuda", None)
        ctx["cpu_threads"] = self.cpu_threads()
        acc, why = self.accelerator()
        res["device"] = acc or "cpu"
        res["accelerator"] = None
        if acc == "cuda":
            props = torch.cuda.get_device_properties(0)
            res["accelerator"] = {"type": "cuda", "name": torch.cuda.get_device_name(0),
                                  "capability": "%d.%d" % (props.major, props.minor),
                                  "sms": props.multi_processor_count, "memory_bytes": props.total_memory}
            ctx["tf32_matmul_default"] = bool(torch.backends.cuda.matmul.allow_tf32)
            ctx["tf32_cudnn_default"] = bool(torch.backends.cudnn.allow_tf32)
        elif acc == "mps":
            res["accelerator"] = {"type": "mps", "name": ctx.get("cpu_brand") or "Apple GPU (MPS)"}
        else:
            res["accelerator_absent"] = why
            if self.args.device in ("cuda", "mps"):
                res["status"] = "device-unavailable"
                return
        stages = self.plan(acc)
        weights_left = sum(w for _, w, _ in stages)
        for index, (name, weight, fn) in enumerate(stages):
            share = self.budget.left() * weight / weights_left
            weights_left -= weight
            emit("progress", stage=name, index=index, total=len(stages), elapsed_s=round(self.budget.elapsed(), 3),
                 budget_s=self.budget.total)
            if share <= 0.05:
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

    def cpu_threads(self):
        """All performance cores for the CPU baseline (macOS: hw.perflevel0; else torch's default)."""
        torch = self.torch
        perf = self.result["context"].get("perf_cores")
        if perf:
            torch.set_num_threads(int(perf))
        return torch.get_num_threads()


def speedups(training, acc):
    out = []
    if not acc:
        return out
    by = {(t["workload"], t["device"]): t for t in training}
    for (name, dev), t in sorted(by.items()):
        cpu = by.get((name, "cpu"))
        if dev != acc or cpu is None:
            continue
        ratio = t["samples_per_s"] / cpu["samples_per_s"]
        out.append({"workload": name, "speedup": ratio, "spread": t["spread"] + cpu["spread"],
                    "device_samples_per_s": t["samples_per_s"], "cpu_samples_per_s": cpu["samples_per_s"]})
    return out


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

                per, spread, blocks, k = measure(call, sync, share, min_block_s=0.05 if label == "gpu" else 0.0)
        except Skip as exc:
            result["skipped"].append({"stage": stage, "reason": str(exc)})
            continue
        except Exception as exc:  # noqa: BLE001
            result["errors"].append({"stage": stage, "error": "%s: %s" % (type(exc).__name__, str(exc)[:300])})
            continue
        result["training"].append({"workload": "cnn32", "device": label, "batch": batch,
                                   "samples_per_s": batch / per, "step_ms": per * 1e3, "spread": spread,
                                   "blocks": blocks, "steps_per_block": k})
    emit("progress", stage="done", index=len(devices), total=len(devices), elapsed_s=round(budget.elapsed(), 3),
         budget_s=budget.total)
    result["speedups"] = speedups(result["training"], "gpu" if acc else None)
    result["status"] = "ok"


def tf_train_step(tf):
    layers = tf.keras.layers
    tf.random.set_seed(0)
    model = tf.keras.Sequential([
        tf.keras.Input(shape=(32, 32, 3)),
        layers.Conv2D(32, 3, padding="same", activation="relu"),
        layers.Conv2D(64, 3, padding="same", activation="relu"), layers.MaxPooling2D(),
        layers.Conv2D(128, 3, padding="same", activation="relu"), layers.MaxPooling2D(),
        layers.Conv2D(128, 3, padding="same", activation="relu"),
        layers.GlobalAveragePooling2D(), layers.Dense(10),
    ])
    batch = 64
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


# --- main ---------------------------------------------------------------------------------------------


def parse_args(argv):
    p = argparse.ArgumentParser(prog="probe_script.py")
    p.add_argument("--device", choices=("auto", "mps", "cuda", "cpu"), default="auto")
    p.add_argument("--framework", choices=("torch", "tensorflow"), default="torch")
    p.add_argument("--budget", type=float, default=20.0)
    p.add_argument("--test-perturb-device-result", type=float, default=None, help=argparse.SUPPRESS)
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
        if args.framework == "torch":
            import torch

            result["import_s"] = round(budget.elapsed(), 3)
            TorchProbe(torch, args, budget, result).run()
        else:
            os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
            import tensorflow as tf

            result["import_s"] = round(budget.elapsed(), 3)
            tensorflow_probe(tf, args, budget, result)
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
