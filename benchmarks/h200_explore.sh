#!/usr/bin/env bash
# Issue 14, first device call: what the CPU baseline's noise is made of, what JAX spends its budget on, and why
# its copy read low. Runs the worktree's code copied into .probe2 (carried); copies .mlxa to /tmp/mlxparts for
# the second call (benchmarks/h200_mlx_install.sh). Results: benchmarks/h200-probe-2026-12-01b/explore/.
set -u
out=${OUT:-/tmp/out}
mkdir -p "$out" /tmp/mlxparts
export PYTHONUNBUFFERED=1
cp .mlxa/* /tmp/mlxparts/ && ls -la /tmp/mlxparts
P=.probe2
{
  date -u +%Y-%m-%dT%H:%M:%SZ
  nproc; lscpu | grep -E "Model name|Thread|Core|Socket|NUMA|MHz|L3"; cat /proc/loadavg
  nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm,memory.total --format=csv
  python3 -m pip --version
  python3 -m pip show nvidia-cublas nvidia-cudnn-cu13 nvidia-cufft nvidia-cuda-nvrtc nvidia-cuda-runtime nvidia-cusolver nvidia-nccl-cu13 2>&1 | grep -E "^(Name|Version|Location)"
  python3 -c 'import nvidia, os; p = list(nvidia.__path__)[0]; print(p, sorted(os.listdir(p)))'
} 2>&1 | tee "$out/machine.txt"
python3 $P/benchmarks/jax_study.py copy 2>&1 | tee "$out/jax-copy.txt"
python3 $P/benchmarks/jax_study.py compile 2>&1 | tee "$out/jax-compile-serial.txt"
python3 $P/benchmarks/jax_study.py compile --parallel 16 2>&1 | tee "$out/jax-compile-parallel.txt"
python3 $P/macml_doctor/probe/script.py --framework jax --device cuda --budget 20 > "$out/jax-probe20.jsonl" 2>&1
grep -o '"elapsed_s": [0-9.]*, "event": "progress", "index": [0-9]*, "stage": "[^"]*"' "$out/jax-probe20.jsonl"
python3 $P/benchmarks/cpu_noise_study.py --threads 16 8 12 --stages 3 --steps 6 2>&1 | tee "$out/cpu-noise.txt"
