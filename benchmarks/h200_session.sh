#!/usr/bin/env bash
# Issue 14's proof on the device tool's nvidia-h200 machine, from the repository root, in four back-to-back calls
# (each finds the last one's /tmp while the machine is still warm):
#   call 1 (carry .mlxa): bash benchmarks/h200_session.sh torch-jax   # 5 default runs each + reference script
#   calls 2, 3 (carry .mlxc, then .mlxd): mkdir -p /tmp/mlxparts && cp .mlxc/* /tmp/mlxparts/  (.mlxd alike)
#   call 4 (carry .mlxb): bash benchmarks/h200_session.sh mlx         # MLX-CUDA installed, 5 runs + reference,
#                                                                     # --framework all, facts, check, history
# Every run uses the DEFAULT budget (no --budget). Results gather in /tmp/h200-session/runs and go back as one
# archive under $OUT after every run (a call cut short still returns what it did), plus summary.txt made by
# benchmarks/summarize_probe_runs.py. Dry run here: RUNS=1 BUDGET=4 PY=/path/to/venv/python OUT=/tmp/x bash ...
set -u
phase=${1:?torch-jax or mlx}
out=${OUT:-/tmp/h200-out}
work=/tmp/h200-session
runs=${RUNS:-5}
py=${PY:-python3}
budget_args=()
[ -n "${BUDGET:-}" ] && budget_args=(--budget "$BUDGET")
mkdir -p "$out" "$work/runs"
export MACML_DOCTOR_DATA_DIR="$work/data" PYTHONPATH="$PWD" PYTHONUNBUFFERED=1 CI=true
save() { tar czf "$out/session.tar.gz" -C "$work" . ; }
probe_runs() {  # framework
  for i in $(seq 1 "$runs"); do
    python3 -m macml_doctor probe --python "$py" --device "${DEVICE:-cuda}" --framework "$1" "${budget_args[@]}" \
      --format json > "$work/runs/$1-$i.json" 2> "$work/runs/$1-$i.err"
    echo "$1 run $i: exit $? $(date -u +%H:%M:%S)"
    save
  done
  if [ -z "${SKIP_REFERENCE:-}" ]; then
    timeout 240 "$py" benchmarks/reference_figures.py "$1" --out "$work/runs/reference-$1.json" \
      > "$work/runs/reference-$1.txt" 2>&1
    echo "$1 reference: exit $?"; cat "$work/runs/reference-$1.txt"
  fi
  save
}
case "$phase" in
  torch-jax)
    mkdir -p /tmp/mlxparts && cp .mlxa/* /tmp/mlxparts/ 2>/dev/null
    {
      date -u +%Y-%m-%dT%H:%M:%SZ
      nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm,memory.total --format=csv 2>&1
      nproc; lscpu 2>/dev/null | grep -E "Model name|Thread|Core|Socket"
      "$py" -c 'import sys, torch, jax; print(sys.version.split()[0], "torch", torch.__version__, "jax", jax.__version__, jax.devices())'
      git log -1 --format='%H %s' 2>/dev/null
    } > "$work/machine.txt" 2>&1
    cat "$work/machine.txt"
    probe_runs torch
    probe_runs jax
    ;;
  mlx)
    if [ -z "${NO_INSTALL:-}" ]; then
      bash benchmarks/h200_mlx_install.sh > "$work/mlx-install.txt" 2>&1
      echo "mlx install: exit $?"; cat "$work/mlx-install.txt"
    fi
    probe_runs mlx
    python3 -m macml_doctor probe --python "$py" --framework all "${budget_args[@]}" > "$work/all.txt" 2>&1
    echo "all: exit $?"
    python3 -m macml_doctor facts --python "$py" > "$work/facts.json" 2> "$work/facts.err"
    python3 -m macml_doctor check --python "$py" > "$work/check.txt" 2>&1
    python3 -m macml_doctor history > "$work/history.txt" 2>&1
    save
    ;;
esac
python3 benchmarks/summarize_probe_runs.py "$work" | tee "$out/summary.txt"
