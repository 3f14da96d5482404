#!/usr/bin/env bash
# batchscore.sh CHECKOUT FIRST LAST: score dev cases numbered FIRST..LAST of CHECKOUT with CHECKOUT's code.
# Prints the batch line and every case that misses, alarms or is unreadable.
set -euo pipefail
co=$(cd "$1" && pwd); first=$2; last=$3
tmp=$(mktemp -d)
for d in "$co"/tests/corpus/dev/*/; do
  n=$(basename "$d" | cut -d- -f1)
  if [[ "$n" =~ ^[0-9]+$ ]] && (( 10#$n >= first && 10#$n <= last )); then ln -s "$d" "$tmp/"; fi
done
echo "cases: $(ls "$tmp" | wc -l)"
export MACML_DOCTOR_CACHE_DIR="$co/.cache/macml"
cd "$co" && PYTHONPATH="$co" python3 tests/corpus/score_inprocess.py "$tmp"
rm -rf "$tmp"
