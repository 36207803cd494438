#!/usr/bin/env bash
# Measures `--exec` against a shared library with the same algorithm, in one run:
# the C client tests/exec/client.c and the plugin tests/plugins/correct.c both
# use the ray walker of tests/plugins/walker.h. Prints the cases/s of
# `slidercheck check` (one worker: the plugin's worker vs. this process + the
# child) for each kind, and bench's calls/s of rook_attacks both ways.
# Results go in docs/measurements.md by hand, with the date and the machine.
#
# usage: scripts/exec-speed.sh [BUILD_DIR]   (default: build/release, configured
#        with the release preset and built with the targets below)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
cmake --build "$build" --target slidercheck exec_client correct_a1b1 >/dev/null
sc=$build/slidercheck
client=$build/plugin/samples/exec_client
plugin=$build/plugin/samples/correct_a1b1.so
level=${LEVEL:-standard}

report() {  # report LABEL ARGS...: one line per function and the total, from the JSON report
  local label=$1
  shift
  "$sc" check "$@" --level "$level" --workers 1 --format json | python3 -c '
import json, sys
r, label = json.load(sys.stdin), sys.argv[1]
for f in r["functions"]:
    if f["seconds"] > 0:
        print("%-8s %-22s %12d cases %8.1f M/s" % (label, f["name"], f["cases"], f["cases"] / f["seconds"] / 1e6))
busy = sum(f["seconds"] for f in r["functions"])
print("%-8s %-22s %12d cases %8.1f M/s (%.1f s in all)" % (label, "all", r["cases"], r["cases"] / busy / 1e6, r["seconds"]))
' "$label"
}

echo "# slidercheck check --level $level --workers 1 ($(date -u +%F), $(nproc) cores)"
report plugin "$plugin"
report exec --exec "$client"
echo
echo "# slidercheck bench --function rook_attacks --builtin magic"
"$sc" bench "$plugin" --function rook_attacks --builtin magic --mode pointer | tail -2
"$sc" bench --exec "$client" --function rook_attacks --builtin magic --mode pointer | tail -2
