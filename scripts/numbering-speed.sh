#!/usr/bin/env bash
# The cost of a numbering and of a contract to `slidercheck check`:
# the PEXT probe (bench/probe/pext_probe.c), whose tables are built natively in
# each numbering so every build costs the same per call, checked three ways:
#   a1,b1                      pext_probe_a1b1.so
#   a8,b8                      pext_probe_a8b8.so (its slidercheck_square_mapping)
#   a1,b1 --own-square occupied
# each `check PROBE --level $LEVEL --function queen_attacks --workers 2`, timed
# from outside. Prints a markdown table: cases (from the JSON report: a
# contract that halves the cases shows fewer than `any`), wall seconds, CPU
# seconds (slidercheck and its workers: steadier than wall on a shared
# machine), and both ratios to a1,b1. Results go in docs/measurements.md by
# hand, with the date and the machine.
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
trap 'rm -f "$json" "$json.wall"' EXIT

base=
row() {  # row LABEL ARGS...: one table row
  local label=$1
  shift
  python3 - "$label" "$base" "$json" "$sc" check "$@" --level "$level" --function "$function" \
    --workers "$workers" --format json --quiet <<'PY'
import json, resource, subprocess, sys, time
label, base, json_path, cmd = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
start = time.monotonic()
with open(json_path, "w") as out:
    rc = subprocess.run(cmd, stdout=out).returncode
wall = time.monotonic() - start
use = resource.getrusage(resource.RUSAGE_CHILDREN)  # slidercheck and its workers
if rc != 0:
    sys.exit("numbering-speed: '%s' exited %d (expected 0: the probe conforms)" % (label, rc))
cases = json.load(open(json_path))["cases"]
cpu = use.ru_utime + use.ru_stime
base_wall, base_cpu = map(float, base.split()) if base else (wall, cpu)
print("| %s | %s | %.2f | %.2f | %.2f | %.2f |" % (label, format(cases, ","), wall, cpu,
                                                  wall / base_wall, cpu / base_cpu))
print(wall, cpu, file=open(json_path + ".wall", "w"))
PY
  [[ -n $base ]] || base=$(cat "$json.wall")
  return 0
}

echo "slidercheck check PROBE --level $level --function $function --workers $workers" \
  "($(date -u +%F), $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1))"
echo
echo "| probe plugin | cases | wall s | CPU s | wall / a1,b1 | CPU / a1,b1 |"
echo "| --- | ---: | ---: | ---: | ---: | ---: |"
row "pext_probe_a1b1.so (a1,b1)" "$probe/pext_probe_a1b1.so"
row "pext_probe_a8b8.so (a8,b8)" "$probe/pext_probe_a8b8.so"
row "pext_probe_a1b1.so --own-square occupied" "$probe/pext_probe_a1b1.so" --own-square occupied
