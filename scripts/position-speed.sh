#!/usr/bin/env bash
# The time `slidercheck check` takes on every position kind of a C plugin
# (tests/plugins/position_correct.c, built by the build's test_plugins target
# as samples/position_correct.so), at each level: wall and CPU seconds
# (slidercheck and its workers) and the cases, timed from outside with the
# default options (two workers). Prints a markdown table; the figures go in
# docs/measurements.md by hand, with the date and the machine.
#
# usage: scripts/position-speed.sh [BUILD_DIR]   (default: build/release)
# env:   LEVELS (default "quick standard exhaustive")
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
levels=${LEVELS:-quick standard exhaustive}
if [[ ! -f $build/CMakeCache.txt ]]; then
  echo "position-speed: $build is not configured (cmake --preset release)" >&2
  exit 2
fi
cmake --build "$build" --target slidercheck position_correct >/dev/null
sc=$build/slidercheck
so=$(find "$build" -name position_correct.so | head -1)
[[ -n $so ]] || { echo "position-speed: no position_correct.so in $build" >&2; exit 2; }
echo "| level | cases | wall s | CPU s |"
echo "| --- | --- | --- | --- |"
for level in $levels; do
  out=$(mktemp)
  /usr/bin/time -f "%e %U %S" -o "$out.time" "$sc" check "$so" --level "$level" --format json >"$out" || true
  cases=$(python3 -c 'import json,sys; print(sum(f["cases"] for f in json.load(open(sys.argv[1]))["functions"]))' "$out")
  read -r wall user sys <"$out.time"
  cpu=$(python3 -c "print(round($user + $sys, 2))")
  echo "| $level | $cases | $wall | $cpu |"
  rm -f "$out" "$out.time"
done
