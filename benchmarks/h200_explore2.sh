#!/usr/bin/env bash
# Issue 14, second look on the H200: XLA flags against JAX's compile time and speed; the torch probe's headline
# with its CPU baseline at 8 threads (OMP_NUM_THREADS) against torch's default 16. Results under explore/.
set -u
out=${OUT:-/tmp/out}
mkdir -p "$out"
export PYTHONUNBUFFERED=1
P=.probe2
for flags in "" "--xla_gpu_enable_triton_gemm=false" "--xla_gpu_autotune_level=0"; do
  XLA_FLAGS="$flags" STUDY_NO_MATMUL_JOBS=1 timeout 100 python3 $P/benchmarks/jax_study.py flags 2>&1 | grep -v cuda_timer | tee -a "$out/jax-flags.txt"
done
for threads in 8 16 8 16 8 16; do
  OMP_NUM_THREADS=$threads timeout 60 python3 $P/macml_doctor/probe/script.py --framework torch --device cuda --budget 20 > "$out/torch-omp$threads.jsonl" 2>&1
  tail -n 1 "$out/torch-omp$threads.jsonl" | python3 -c '
import json, math, sys
r = json.loads(sys.stdin.read())
sp = r["speedups"]
print("omp", r["context"]["cpu_threads"], "headline %.2f" % math.exp(sum(math.log(s["speedup"]) for s in sp) / max(len(sp), 1)) if sp else "-",
      [(s["workload"], round(s["speedup"], 1), round(s["cpu_samples_per_s"])) for s in sp],
      [(t["workload"], t["device"], t["blocks"], round(t["spread"], 3)) for t in r["training"] if t["device"] == "cpu"])' | tee -a "$out/torch-threads.txt"
done
