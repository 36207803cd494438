#!/usr/bin/env bash
# Measures one plugin's function with two slidercheck binaries in turn (the
# order A B B A, ROUNDS times), so that a change to bench's harness shows as
# the ratio of their medians, taken in one session on one machine. Prints each
# run's M calls/s (the plugin, the built-in, the empty function's ceiling when
# the binary reports it), then the medians and B / A.
#
#   scripts/bench-against.sh A/slidercheck B/slidercheck PLUGIN.so \
#       [--function queen_attacks] [--builtin magic] [--rounds 3] [--min-time 0.1]
set -euo pipefail
[ $# -ge 3 ] || { sed -n '2,9p' "$0"; exit 2; }
a=$1 b=$2 plugin=$3
shift 3
function=queen_attacks builtin=magic rounds=3 min_time=0.1
while [ $# -gt 0 ]; do
  case $1 in
    --function) function=$2 ;;
    --builtin) builtin=$2 ;;
    --rounds) rounds=$2 ;;
    --min-time) min_time=$2 ;;
    *) echo "bench-against.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift 2
done
runs=$(mktemp)
trap 'rm -f "$runs"' EXIT
for ((i = 0; i < rounds; ++i)); do
  for side in A B B A; do
    bin=$a
    [ "$side" = B ] && bin=$b
    "$bin" bench "$plugin" --function "$function" --builtin "$builtin" --repetitions 11 \
      --min-time "$min_time" --format json | SIDE=$side python3 -c '
import json, os, sys
rows = json.load(sys.stdin)["rows"]
plugin = next(r for r in rows if not r["builtin"])
builtin = next(r for r in rows if r["builtin"])
ceiling = plugin.get("harness_ceiling")
print(os.environ["SIDE"], plugin["calls_per_second"] / 1e6, builtin["calls_per_second"] / 1e6,
      ceiling / 1e6 if ceiling else "-")' >>"$runs"
  done
done
python3 - "$runs" <<'PY'
import statistics, sys
runs = [line.split() for line in open(sys.argv[1])]
print("| run | side | plugin | built-in | ceiling |")
print("| ---: | --- | ---: | ---: | ---: |")
for i, (side, p, b, c) in enumerate(runs, 1):
    print(f"| {i} | {side} | {float(p):.1f} | {float(b):.1f} | {c if c == '-' else f'{float(c):.1f}'} |")
med = {s: [statistics.median(float(r[k]) for r in runs if r[0] == s) for k in (1, 2)]
       for s in "AB"}
for k, name in enumerate(["plugin", "built-in"]):
    print(f"{name}: median A {med['A'][k]:.1f}, B {med['B'][k]:.1f}, B / A {med['B'][k] / med['A'][k]:.3f}")
PY
