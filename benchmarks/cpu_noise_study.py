"""Where the CPU baseline's run-to-run noise comes from (issue 14): the probe's own torch CPU training steps,
timed one step at a time, at several thread counts, in several consecutive "stages" per workload.

    python benchmarks/cpu_noise_study.py [--threads 16 8] [--stages 3] [--steps 6] [--framework torch|jax]

Prints, per thread count and workload, the warm-up steps and each stage's step times (ms), then each stage's
median and the stages' spread ((max - min) / median of the stage medians): within-stage jitter against
stage-to-stage drift is what decides between more blocks and fewer threads.
"""

from __future__ import annotations

import argparse
import importlib.util
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


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--threads", type=int, nargs="*", default=[16, 8])
    p.add_argument("--stages", type=int, default=3)
    p.add_argument("--steps", type=int, default=6)
    p.add_argument("--warm", type=int, default=3)
    p.add_argument("--framework", default="torch")
    args = p.parse_args()
    ps = load_script()
    import torch

    probe = ps.TorchProbe(torch, types.SimpleNamespace(device="cpu", test_perturb_device_result=None),
                          ps.Budget(1e9), {"context": {}})
    print("torch", torch.__version__, "default threads", torch.get_num_threads(), "interop",
          torch.get_num_interop_threads(), flush=True)
    for threads in args.threads:
        torch.set_num_threads(threads)
        stage_medians: dict[str, list[float]] = {"cnn32": [], "transformer": []}
        for stage in range(args.stages):
            for name in ("cnn32", "transformer"):
                step, batch = probe.train_step(name, "cpu")
                warm = []
                for _ in range(args.warm):
                    t = time.perf_counter()
                    step()
                    warm.append((time.perf_counter() - t) * 1e3)
                times = []
                for _ in range(args.steps):
                    t = time.perf_counter()
                    step()
                    times.append((time.perf_counter() - t) * 1e3)
                med = statistics.median(times)
                stage_medians[name].append(med)
                print(f"threads {threads:2d} stage {stage} {name:11s} warm {[round(w) for w in warm]} "
                      f"steps {[round(x) for x in times]} median {med:.0f} ms = {batch / med * 1e3:.0f} samples/s "
                      f"jitter(max-min)/med {(max(times) - min(times)) / med:.1%}", flush=True)
        for name, meds in stage_medians.items():
            mid = statistics.median(meds)
            print(f"threads {threads:2d} {name:11s} stage medians {[round(m) for m in meds]} "
                  f"drift (max-min)/med {(max(meds) - min(meds)) / mid:.1%}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
