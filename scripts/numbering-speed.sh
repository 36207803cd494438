#!/usr/bin/env bash
# The cost of a numbering and of a contract to `slidercheck check` (issue 14):
# the PEXT probe (bench/probe/pext_probe.c), whose tables are built natively in
# each numbering so every build costs the same per call, checked three ways:
#   a1,b1                      pext_probe_a1b1.so
#   a8,b8                      pext_probe_a8b8.so (its slidercheck_square_mapping)
#   a1,b1 --own-square occupied
# each `check PROBE --level $LEVEL --function queen_attacks --workers 2`, timed
# from outside (wall seconds). Prints a markdown table: cases (from the JSON
# report: a contract that halves the cases shows fewer than `any`), wall
# seconds, and the ratio to a1,b1. Results go in docs/measurements.md by hand,
# with the date and the machine.
#
# usage: scripts/numbering-speed.sh [BUILD_DIR]   (default: build/release,
#        configured with the release preset; the targets below are built)
# env:   LEVEL (default exhaustive; standard for a quick try), FUNCTION
#        (default queen_attacks), WORKERS (default 2)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
level=${LEVEL:-exhaustive}
function=${FUNCTION:-queen_attacks}
workers=${WORKERS:-2}
if [[ ! -f $build/CMakeCache.txt ]]; then
  echo "numbering-speed: $build is not configured (cmake --preset release)" >&2
  exit 2
fi
cmake --build "$build" --target slidercheck pext_probe_a1b1 pext_probe_a8b8 >/dev/null
sc=$build/slidercheck
probe=$build/bench/probe
json=$(mktemp)
trap 'rm -f "$json"' EXIT

base=
row() {  # row LABEL ARGS...: one table row
  local label=$1
  shift
  local start stop rc=0
  start=$(date +%s.%N)
  "$sc" check "$@" --level "$level" --function "$function" --workers "$workers" --format json \
    --quiet >"$json" || rc=$?
  stop=$(date +%s.%N)
  if [[ $rc -ne 0 ]]; then
    echo "numbering-speed: '$label' exited $rc (expected 0: the probe conforms)" >&2
    exit 1
  fi
  local wall cases
  wall=$(python3 -c "print('%.2f' % ($stop - $start))")
  cases=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["cases"])' "$json")
  [[ -n $base ]] || base=$wall
  python3 -c "import sys; l, c, w, b = sys.argv[1:]; print('| %s | %s | %s | %.2f |' % (l, format(int(c), ','), w, float(w) / float(b)))" \
    "$label" "$cases" "$wall" "$base"
}

echo "slidercheck check PROBE --level $level --function $function --workers $workers" \
  "($(date -u +%F), $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1))"
echo
echo "| probe plugin | cases | wall s | ratio to a1,b1 |"
echo "| --- | ---: | ---: | ---: |"
row "pext_probe_a1b1.so (a1,b1)" "$probe/pext_probe_a1b1.so"
row "pext_probe_a8b8.so (a8,b8)" "$probe/pext_probe_a8b8.so"
row "pext_probe_a1b1.so --own-square occupied" "$probe/pext_probe_a1b1.so" --own-square occupied
