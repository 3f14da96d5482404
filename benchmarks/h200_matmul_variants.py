"""Why does a sustained tensor-core matmul on the H200 read below the burst figure? (run on the device).

Times 8192x8192 bf16 and tf32 products three ways: (a) a burst like the reference script (3 warm-ups, then 10
products timed with CUDA events); (b) the same burst repeated after 0.2 s idle; (c) 2 s of back-to-back
products, reported per 100 ms window, with the SM clock and power read by nvidia-smi beside it.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time

import torch


def smi() -> str:
    out = subprocess.run(["nvidia-smi", "--query-gpu=clocks.sm,power.draw,temperature.gpu", "--format=csv,noheader"],
                         capture_output=True, text=True, check=False)
    return out.stdout.strip()


def burst(a, b, n, warm=3, timed=10):
    for _ in range(warm):
        a @ b
    s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    s.record()
    for _ in range(timed):
        a @ b
    e.record()
    torch.cuda.synchronize()
    return 2 * n**3 * timed / (s.elapsed_time(e) / 1e3) / 1e12


def main() -> None:
    n = 8192
    report = {}
    for label, dtype, tf32 in (("bf16", torch.bfloat16, False), ("tf32", torch.float32, True)):
        torch.backends.cuda.matmul.allow_tf32 = tf32
        a = torch.randn(n, n, device="cuda").to(dtype)
        b = torch.randn(n, n, device="cuda").to(dtype)
        torch.cuda.synchronize()
        time.sleep(1.0)
        bursts = []
        for _ in range(5):
            bursts.append(round(burst(a, b, n), 1))
            time.sleep(0.2)
        windows = []
        t_end = time.perf_counter() + 2.0
        while time.perf_counter() < t_end:
            t = time.perf_counter()
            k = 0
            while time.perf_counter() - t < 0.1:
                for _ in range(8):
                    a @ b
                torch.cuda.synchronize()
                k += 8
            windows.append(round(2 * n**3 * k / (time.perf_counter() - t) / 1e12, 1))
        clocks = smi()
        report[label] = {"burst_tflops": bursts, "sustained_100ms_windows": windows, "after": clocks}
        time.sleep(1.0)
    json.dump(report, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
