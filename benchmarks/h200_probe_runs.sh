#!/usr/bin/env bash
# The probe on the device tool's nvidia-h200 machine, from the repository root (its python3 holds torch and JAX
# with CUDA): five consecutive runs of the torch probe and five of the JAX probe, all at the DEFAULT budget (20 s;
# JAX_BUDGET=40 gives JAX the longer budget of the first H200 session), the reference script for each, one
# `--framework all`, and the facts and check of that interpreter. Everything lands in one archive under $OUT (the
# device tool returns at most 8 files); benchmarks/summarize_probe_runs.py prints the table. The image lacks the
# doctor's own dependency platformdirs (`check`, `history`): DEPS=folder puts a copy of it on the path.
set -u
out=${OUT:-h200-out}
work=$(mktemp -d)
mkdir -p "$out" "$work/runs"
export MACML_DOCTOR_DATA_DIR="$work/data" PYTHONPATH="$PWD${DEPS:+:$DEPS}" PYTHONUNBUFFERED=1 CI=true
{
  date -u +%Y-%m-%dT%H:%M:%SZ
  nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm,memory.total --format=csv
  nproc
  python3 -c 'import sys, torch, jax; print(sys.version.split()[0], "torch", torch.__version__, "jax", jax.__version__, jax.devices())'
} > "$work/machine.txt" 2>&1
for framework in torch jax; do
  budget=()
  [ "$framework" = jax ] && [ -n "${JAX_BUDGET:-}" ] && budget=(--budget "$JAX_BUDGET")
  for i in 1 2 3 4 5; do
    timeout 150 python3 -m macml_doctor probe --python python3 --device cuda --framework "$framework" "${budget[@]}" \
      --format json > "$work/runs/$framework-$i.json" 2> "$work/runs/$framework-$i.err"
    echo "$framework run $i: exit $? $(date -u +%H:%M:%S)"
    tar czf "$out/probe-runs.tar.gz" -C "$work" .  # after each run: a call cut short still returns the runs
  done
  timeout 200 python3 benchmarks/reference_figures.py "$framework" --out "$work/runs/reference-$framework.json" \
    > "$work/runs/reference-$framework.txt" 2>&1
  echo "$framework reference: exit $? $(date -u +%H:%M:%S)"
done
timeout 120 python3 -m macml_doctor probe --python python3 --framework all --budget 30 > "$work/all.txt" 2>&1
python3 -m macml_doctor history > "$work/history.txt" 2>&1
python3 -m macml_doctor facts --python python3 > "$work/facts.json" 2> "$work/facts.err"
python3 -m macml_doctor check --python python3 > "$work/check.txt" 2>&1
tar czf "$out/probe-runs.tar.gz" -C "$work" .
python3 benchmarks/summarize_probe_runs.py "$work" | tee "$out/summary.txt"
