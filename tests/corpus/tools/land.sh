#!/usr/bin/env bash
# land.sh WORKTREE: rebase the worktree's branch on main, run the checks, fast-forward main to it.
# The long tests run first, outside the queue, on the branch rebased on main as it is then; in the queue (one landing
# at a time) the branch is rebased again and, where main moved meanwhile, the quick checks run on the result.
# Exit 0 = landed; anything else = nothing landed, read why.
set -uo pipefail
wt=$(cd "$1" && pwd)
cd "$wt" || exit 1; mkdir -p "$wt/.cache"
br=$(git rev-parse --abbrev-ref HEAD)
export MACML_DOCTOR_CACHE_DIR="$wt/.cache/macml"
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then echo "land: uncommitted changes in $wt: commit them first"; exit 1; fi
rebase() { git rebase -q main || { git rebase --abort; echo "land: rebase on main conflicts: run 'git rebase main' in $wt, resolve, commit, land again"; return 1; }; }
quick() {  # lint, the corpus floors, the worktree's own family tests
  python3 -m ruff check -q . || { echo "land: ruff is not clean"; return 1; }
  own=$(git diff --name-only main...HEAD -- 'tests/test_*.py' 'tests/*/test_*.py' | tr '\n' ' ')
  # test_report_certainty's slow test reads every dev report: a new report's hedged finding must say what decides it
  python3 -m pytest -q -x -p no:cacheprovider tests/test_corpus.py tests/test_lint.py tests/kb \
    tests/paste/test_report_certainty.py $own > "$wt/.cache/land-quick.log" 2>&1 \
    || { tail -15 "$wt/.cache/land-quick.log"; echo "land: quick checks failed (log: $wt/.cache/land-quick.log)"; return 1; }
}
rebase || exit 1
# the corpus and the top-level Markdown (README.md, BENCHMARKS.md: no test reads them) need no long tests
code=$(git diff --name-only main...HEAD | grep -v '^tests/corpus/' | grep -v '^[^/]*\.md$' | head -1)
if [ -n "$code" ]; then
  echo "land: running the long tests (outside the queue)..."
  python3 -m pytest -q -x -p no:cacheprovider -m "not slow" tests/paste tests/test_corpus.py tests/test_lint.py \
    tests/remedy tests/kb tests/diagnose tests/render tests/test_pipeline.py > "$wt/.cache/land.log" 2>&1 \
    && python3 -m pytest -q -x -p no:cacheprovider tests/paste/test_report_certainty.py >> "$wt/.cache/land.log" 2>&1
  rc=$?; tail -3 "$wt/.cache/land.log"
  [ $rc -eq 0 ] || { echo "land: tests failed (log: $wt/.cache/land.log)"; exit 1; }
  # the slow input-shape test, on the branch's own new cases and 100 older ones drawn by the commit (a rule can move an
  # older report only under a shape: 2805 and 4803 were found so, after landing)
  own_cases=$(git diff --name-only --diff-filter=A main...HEAD -- tests/corpus/dev/ | sed -n 's|^tests/corpus/dev/\([0-9]*\)-.*|\1|p' | sort -u)
  echo "land: the input-shape test on the new cases and a sample..."
  python3 tests/corpus/tools/shapes.py --sample 100 "$(git rev-parse HEAD)" $own_cases > "$wt/.cache/land-shapes.log" 2>&1
  tail -1 "$wt/.cache/land-shapes.log"
  grep -q "^CHANGED" "$wt/.cache/land-shapes.log" && { grep "^CHANGED" "$wt/.cache/land-shapes.log"; echo "land: a shape changes a case: fix the reader or add it to GAPS with why (log: $wt/.cache/land-shapes.log)"; exit 1; }
  tail -1 "$wt/.cache/land-shapes.log" | grep -q "0 changed outside GAPS" || { echo "land: the input-shape run failed (log: $wt/.cache/land-shapes.log)"; exit 1; }
fi
tested=$(git rev-parse main)
common=$(git rev-parse --path-format=absolute --git-common-dir); main_checkout=$(dirname "$common")
exec 9>"$common/land.lock"
echo "land: waiting for the queue..."; flock 9
rebase || exit 1
if [ -z "$code" ] || [ "$(git rev-parse main)" != "$tested" ]; then quick || exit 1; fi
cd "$main_checkout" || exit 1
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then echo "land: $main_checkout has uncommitted changes: tell the lead"; exit 1; fi
git merge -q --ff-only "$br" || { echo "land: main moved; land again"; exit 1; }
echo "land: landed $(git rev-parse --short HEAD) on main"
